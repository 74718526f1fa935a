import { Outlet } from "react-router";
export default function Page() { return <main><h1>home</h1><Outlet /></main>; }
