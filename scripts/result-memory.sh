#!/usr/bin/env bash
# Peak and current resident memory of a running `burrow serve` while it
# answers repeated ~60 MiB results through each surface (issue #8): REST
# blocking runs, GraphQL runQuery, background runs polled to completion, and
# exports. Prints VmHWM/VmRSS (from /proc/PID/status) after every request.
# Usage: scripts/result-memory.sh sqlite|postgres [PORT] [REPEATS]
# (PostgreSQL: a scratch database is created on $PGURL's server, default
# postgres://postgres@127.0.0.1:5432). Extra serve flags: $SERVE_FLAGS.
set -euo pipefail
kind=${1:-sqlite}
port=${2:-18080}
repeats=${3:-5}
dir=$(mktemp -d)
pgbase=${PGURL:-postgres://postgres@127.0.0.1:5432}
pgdb=burrow_memcap_$$
cleanup() {
	kill "${serve_pid:-}" 2>/dev/null || true
	wait 2>/dev/null || true
	[ "$kind" = postgres ] && psql -q "$pgbase/postgres" -c "DROP DATABASE IF EXISTS $pgdb" >/dev/null 2>&1
	rm -rf "$dir"
}
trap cleanup EXIT
(cd "${BURROW_SRC:-.}" && go build -o "$dir/burrow" ./cmd/burrow)
if [ "$kind" = postgres ]; then
	psql -q "$pgbase/postgres" -c "CREATE DATABASE $pgdb" >/dev/null
	db="$pgbase/$pgdb?sslmode=disable"
else
	db="sqlite:$dir/mem.db"
fi
# shellcheck disable=SC2086 # SERVE_FLAGS is a list of flags
"$dir/burrow" serve --db "$db" --addr "127.0.0.1:$port" --demo --demo-events 100 ${SERVE_FLAGS:-} >"$dir/serve.out" 2>"$dir/serve.err" &
serve_pid=$!
for _ in $(seq 1 600); do grep -q 'API key:' "$dir/serve.out" 2>/dev/null && break; sleep 0.1; done
key=$(awk '/API key:/ {print $3}' "$dir/serve.out")
project=$(sed -n 's/.*demo data (project \([0-9]*\)).*/\1/p' "$dir/serve.out")
base="http://127.0.0.1:$port"
sql="SELECT number, repeat('x', 1048576) AS s FROM numbers(60) LIMIT 1000"

mem() {
	awk '/VmHWM|VmRSS/ {printf "%s %d MB  ", $1, $2/1024} END {print ""}' "/proc/$serve_pid/status"
}
post() { # path body -> prints "status bytes"
	curl -s -o "$dir/body" -w '%{http_code} %{size_download}' -H "Authorization: Bearer $key" \
		-H 'Content-Type: application/json' --data "$2" "$base$1"
}

echo "== $kind: idle  $(mem)"
for surface in rest graphql background export; do
	# Each surface's peak on its own: writing 5 to clear_refs resets VmHWM.
	echo 5 >"/proc/$serve_pid/clear_refs"
	for i in $(seq 1 "$repeats"); do
		body="{\"query\": {\"kind\": \"SqlQuery\", \"query\": \"$sql /* $surface $i */\"}, \"refresh\": \"force_blocking\"}"
		case $surface in
		rest) out=$(post "/api/projects/$project/query/" "$body") ;;
		export) out=$(post "/api/projects/$project/query/export/" "${body%\}}, \"format\": \"ndjson\"}") ;;
		graphql)
			gql="{\"query\": \"mutation(\$in: QueryRequestInput!) { runQuery(projectId: \\\"$project\\\", input: \$in) { result { results columns } } }\", \"variables\": {\"in\": {\"query\": {\"kind\": \"SqlQuery\", \"query\": \"$sql /* graphql $i */\"}, \"refresh\": \"force_blocking\"}}}"
			out=$(post /graphql "$gql")
			;;
		background)
			id="mem-$$-$i"
			post "/api/projects/$project/query/" "{\"query\": {\"kind\": \"SqlQuery\", \"query\": \"$sql /* bg $i */\"}, \"refresh\": \"force_async\", \"client_query_id\": \"$id\"}" >/dev/null
			for _ in $(seq 1 600); do
				out=$(curl -s -o "$dir/body" -w '%{http_code} %{size_download}' -H "Authorization: Bearer $key" "$base/api/projects/$project/query/$id/")
				grep -q '"complete":true' "$dir/body" && break
				sleep 0.2
			done
			;;
		esac
		echo "$surface #$i: $out  $(mem)"
	done
done
