import { Outlet } from "react-router";
export default function Page() { return <main><h1>login</h1><Outlet /></main>; }
