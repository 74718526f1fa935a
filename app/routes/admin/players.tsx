import { Outlet } from "react-router";
export default function Page() { return <main><h1>admin/players</h1><Outlet /></main>; }
