import { Outlet } from "react-router";
export default function Page() { return <main><h1>site-layout</h1><Outlet /></main>; }
