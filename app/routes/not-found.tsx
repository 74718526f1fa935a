import { Outlet } from "react-router";
export default function Page() { return <main><h1>not-found</h1><Outlet /></main>; }
