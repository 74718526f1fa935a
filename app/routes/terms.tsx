import { Outlet } from "react-router";
export default function Page() { return <main><h1>terms</h1><Outlet /></main>; }
