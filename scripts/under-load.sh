#!/usr/bin/env bash
# Runs a command while every core is kept busy by another process (one `node` busy loop per core),
# as on a shared CI machine: `bash scripts/under-load.sh npm run test:e2e`. The loops stop when the
# command ends (or is interrupted); the command's exit status is this script's. LOAD_PROCESSES
# overrides the number of loops (default: the number of cores).
set -uo pipefail
count="${LOAD_PROCESSES:-$(nproc)}"
pids=()
stop() { kill "${pids[@]}" 2>/dev/null; wait "${pids[@]}" 2>/dev/null; }
trap stop EXIT INT TERM
for _ in $(seq 1 "$count"); do
  node -e "for (;;) {}" &
  pids+=("$!")
done
echo "--- under load: $count busy loops (pids ${pids[*]}); load average $(cut -d' ' -f1-3 /proc/loadavg)"
started=$(date +%s)
"$@"
status=$?
echo "--- under load: finished in $(( $(date +%s) - started )) s with status $status; load average $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$status"
