import { Outlet } from "react-router";
export default function Page() { return <main><h1>play</h1><Outlet /></main>; }
