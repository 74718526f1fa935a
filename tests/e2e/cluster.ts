// The loopback cluster (N app processes + nginx against one PostgreSQL) for tests and benches.
export { freePort, startCluster, type Cluster, type ClusterOptions } from "../../scripts/cluster.ts";
