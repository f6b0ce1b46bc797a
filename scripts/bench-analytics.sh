#!/usr/bin/env bash
# bench-analytics.sh: issue 26's analytics benchmark. Seeds (once) a project
# on SQLite with a local ClickHouse as its engine (chdb:) and the same
# project on PostgreSQL, starts one Burrow per engine, and runs
# `burrow-load analytics` on them, interleaved round by round, beside the
# same questions hand-written in ClickHouse SQL on the engine's server.
#
#   scripts/bench-analytics.sh [DIR]         # DIR keeps the data (default /tmp/burrow-bench-analytics)
#
# Environment: EVENTS (1000000), PERSONS (20000), ROUNDS (5), NOW (2026-11-27),
# PG (a PostgreSQL database URL; empty: PostgreSQL is left out; the database
# must exist and be empty), CHDB_LIB_PATH (libchdb.so: scripts/chdb-lib.sh).
# COPIES (default 0): when set to N > 1, also writes N copies of the
# project's events into project 2 on the engine only (new uuids, timestamps
# + copy seconds; persons and distinct ids copied along) and benchmarks that
# project on ClickHouse: N × EVENTS events without seeding them through the
# store, which takes hours at 10M on a loaded 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-/tmp/burrow-bench-analytics}
events=${EVENTS:-1000000} persons=${PERSONS:-20000} rounds=${ROUNDS:-5} now=${NOW:-2026-11-27}
copies=${COPIES:-0} pg=${PG:-}
mkdir -p "$dir"
go build -o "$dir/burrow" ./cmd/burrow
go build -o "$dir/burrow-load" ./cmd/burrow-load
b=$dir/burrow
sq=sqlite:$dir/store.db
ch=chdb:$dir/chdb

seed() { # DBURL [ANALYTICS]
	local db=$1
	shift
	"$b" migrate --db "$db" >/dev/null
	if [ "$("$b" project list --db "$db" --format json)" = "[]" ]; then
		"$b" project create --name bench --db "$db" >/dev/null
		nice -n 5 "$b" seed --project 1 --events "$events" --persons "$persons" --now "$now" --db "$db" "$@"
	fi
}
seed "$sq" --analytics "$ch"
[ -n "$pg" ] && seed "$pg"
key=$("$b" apikey create --scopes '*' --db "$sq")
pgkey=; [ -n "$pg" ] && pgkey=$("$b" apikey create --scopes '*' --db "$pg")

pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
serve() { # NAME PORT ARGS...
	local name=$1 port=$2
	shift 2
	"$b" serve --addr "127.0.0.1:$port" --query-timeout 10m "$@" >"$dir/serve-$name.log" 2>&1 &
	pids+=($!)
	for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && return; sleep 0.2; done
	echo "serve $name did not start: see $dir/serve-$name.log" >&2
	exit 1
}
serve sqlite 18101 --db "$sq"
serve clickhouse 18103 --db "$sq" --analytics "$ch"
targets=sqlite=http://127.0.0.1:18101,clickhouse=http://127.0.0.1:18103
if [ -n "$pg" ]; then
	serve postgres 18102 --db "$pg"
fi
http=$(sed -n 's/.*"http_port":\([0-9]*\).*/\1/p' "$dir/chdb/burrow-chdb.json")
chpid=$(sed -n 's/.*"pid":\([0-9]*\).*/\1/p' "$dir/chdb/burrow-chdb.json")
rss=burrow-clickhouse=${pids[1]},clickhouse-server=$chpid
chq() { curl -fsS "http://127.0.0.1:$http/" --data-binary "$1"; }
project=1
if [ "$copies" -gt 1 ]; then
	# Project 2 exists in the store (empty) and holds COPIES × the events of
	# project 1 on the engine alone; SQLite and PostgreSQL are left out.
	if [ "$("$b" project list --db "$sq" --format json | grep -c '"id": *2')" = 0 ]; then
		"$b" project create --name "bench x$copies" --db "$sq" >/dev/null
	fi
	if [ "$(chq 'SELECT count() FROM events WHERE team_id = 2')" = 0 ]; then
		chq "INSERT INTO persons SELECT id, uuid, 2, properties, is_identified, created_at, version, is_deleted FROM persons FINAL WHERE team_id = 1"
		chq "INSERT INTO person_distinct_ids SELECT 2, distinct_id, person_id, version, is_deleted FROM person_distinct_ids FINAL WHERE team_id = 1"
		chq "INSERT INTO events (uuid, team_id, event, distinct_id, properties, timestamp, created_at, person_id, session_id)
			SELECT toString(generateUUIDv4(c.number)), 2, event, distinct_id, properties, timestamp + toIntervalSecond(c.number), created_at, person_id, session_id
			FROM events, numbers($copies) AS c WHERE team_id = 1 SETTINGS max_insert_threads = 2"
	fi
	targets=clickhouse=http://127.0.0.1:18103 pg= project=2
fi

# SQLite and ClickHouse share the store (one key); PostgreSQL has its own.
"$dir/burrow-load" analytics --targets "$targets${pg:+,postgres=http://127.0.0.1:18102}" --key "$key" ${pg:+--keys postgres=$pgkey} \
	--clickhouse "http://127.0.0.1:$http" --project "$project" --now "$now" --rounds "$rounds" --rss "$rss"
