import { Outlet } from "react-router";
export default function Page() { return <main><h1>admin/email</h1><Outlet /></main>; }
