import { Outlet } from "react-router";
export default function Page() { return <main><h1>admin/settings</h1><Outlet /></main>; }
