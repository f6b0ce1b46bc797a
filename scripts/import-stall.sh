#!/usr/bin/env bash
# Read latency of a live SQLite server while `burrow import` loads 200,000
# events into the same file (issue #9): a baseline run, then the same load
# during the import. Usage: scripts/import-stall.sh [PORT] (default 19080).
set -euo pipefail
port=${1:-19080}
dir=$(mktemp -d)
trap 'kill $serve_pid 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$dir"' EXIT
(cd "${BURROW_SRC:-.}" && go build -o "$dir/burrow" ./cmd/burrow)
go build -o "$dir/burrow-load" ./cmd/burrow-load
db="sqlite:$dir/stall.db"
"$dir/burrow" serve --db "$db" --addr "127.0.0.1:$port" --demo >"$dir/serve.out" 2>"$dir/serve.err" &
serve_pid=$!
for _ in $(seq 1 600); do grep -q 'API key:' "$dir/serve.out" 2>/dev/null && break; sleep 0.1; done
key=$(awk '/API key:/ {print $3}' "$dir/serve.out")
project=$(sed -n 's/.*demo data (project \([0-9]*\)).*/\1/p' "$dir/serve.out")
"$dir/burrow-load" events --n 200000 >"$dir/events.ndjson"
load=("$dir/burrow-load" reads --url "http://127.0.0.1:$port" --key "$key" --project "$project" --concurrency 4)
echo "== baseline (no import)"
"${load[@]}" --duration 10s
echo "== during burrow import of 200,000 events"
"${load[@]}" --duration 30m &
load_pid=$!
sleep 1
start=$(date +%s)
"$dir/burrow" import --db "$db" --project "$project" "$dir/events.ndjson" >/dev/null 2>&1
echo "import took $(( $(date +%s) - start )) s"
kill -INT $load_pid
wait $load_pid || true
