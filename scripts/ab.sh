#!/usr/bin/env bash
# One side of an A/B comparison of two burrow binaries on the peer-bench data (BENCHMARKS.md, "Side-by-side pairs"):
#   PEER_BENCH=/tmp/pb scripts/ab.sh LABEL BIN DB_URL gql-a|gql-b|rest CONNS [ENV=VALUE...]
# starts BIN serve on DB_URL (loaded by the peer bench's load.sh), warms up 3 s, runs wrk for DUR seconds (10)
# at CONNS connections with op a or b over GraphQL, or op b over REST, and prints one line: requests per
# second, the server's CPU ms per request (/proc), its peak RSS, p99 and the bytes it allocated per request
# (go_memstats_alloc_bytes_total from /metrics). Alternate the two binaries over several rounds in one
# sitting and compare CPU and allocations per request, which move less than rates on a shared machine.
set -euo pipefail
label=$1 bin=$2 db=$3 kind=$4 conns=$5; shift 5
pb=${PEER_BENCH:?set PEER_BENCH to a copy of ../shared/peer-bench (npm ci, setup done)}; port=${PORT:-18777}; out=${OUT:-/tmp/burrow-ab}; mkdir -p "$out"
env "$@" "$bin" serve --db "$db" --addr 127.0.0.1:$port > $out/server-$label.log 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null || true' EXIT
for i in $(seq 1 100); do curl -s -o /dev/null http://127.0.0.1:$port/healthz && break; sleep 0.1; done
export HEADERS_FILE=$pb/burrow/targets/gql/headers
case $kind in
  rest) export BODY_FILE=""; req=(-s $pb/wrk/get.lua "http://127.0.0.1:$port$(head -1 $pb/burrow/targets/rest/b.get)");;
  gql-*) op=${kind#gql-}; python3 -c 'import json,sys; print(json.dumps({"query": open(sys.argv[1]).read()}))' $pb/burrow/targets/gql/$op.graphql > $out/body-$op.json; export BODY_FILE=$out/body-$op.json; req=(-s $pb/wrk/post.lua http://127.0.0.1:$port/graphql);;
esac
wrk -t1 -c$conns -d3s "${req[@]}" >/dev/null 2>&1
a0=$(curl -s http://127.0.0.1:$port/metrics | awk '/^go_memstats_alloc_bytes_total/{printf "%d", $2}')
t0=$(awk '{print $14+$15}' /proc/$pid/stat)
out=$(wrk -t1 -c$conns -d${DUR:-10}s --latency "${req[@]}" 2>&1 | grep '^RESULT')
t1=$(awk '{print $14+$15}' /proc/$pid/stat)
a1=$(curl -s http://127.0.0.1:$port/metrics | awk '/^go_memstats_alloc_bytes_total/{printf "%d", $2}')
n=$(echo "$out" | sed 's/.*requests=\([0-9]*\).*/\1/')
rps=$(echo "$out" | sed 's/.*rps=\([0-9.]*\).*/\1/')
p99=$(echo "$out" | sed 's/.*p99_ms=\([0-9.]*\).*/\1/')
hwm=$(awk '/VmHWM/{print int($2/1024)}' /proc/$pid/status)
echo "$label rps=$rps cpu_ms/req=$(echo "scale=3; ($t1-$t0)*10/$n" | bc) rss_hwm=${hwm}MB p99=$p99 alloc_kb/req=$(( (a1-a0)/n/1024 ))"
