import { Outlet } from "react-router";
export default function Page() { return <main><h1>contact</h1><Outlet /></main>; }
