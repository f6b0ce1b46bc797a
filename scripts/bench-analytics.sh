#!/usr/bin/env bash
# bench-analytics.sh: issue 26's analytics benchmark. Seeds (once) the same
# project three times: on a SQLite store with a local ClickHouse as its
# engine (store.db, chdb:), on a SQLite store of its own without an engine
# (store-sqlite.db: a store bound to an engine answers through it), and on
# PostgreSQL (then VACUUM ANALYZE, as autovacuum would). Starts one Burrow per
# engine and runs `burrow-load analytics` on them, interleaved round by
# round, beside the same questions hand-written in ClickHouse SQL on the
# engine's server.
#
#   scripts/bench-analytics.sh [DIR]         # DIR keeps the data (default /tmp/burrow-bench-analytics)
#
# Environment: EVENTS (1000000), PERSONS (20000), ROUNDS (5), NOW (2026-11-27),
# PG (a PostgreSQL database URL; empty: PostgreSQL is left out; the database
# must exist and be empty; needs psql), CHDB_LIB_PATH (libchdb.so:
# scripts/chdb-lib.sh), SQLITE_PORT, PG_PORT, CH_PORT (18101, 18102, 18103:
# the three servers), NICE (5: the niceness of the seeds and copies).
# COPIES (default 0): when set to N > 1, also writes N copies of project 1's
# events into project 2 inside each database (new uuids, timestamps + copy
# seconds 0..N-1; persons, distinct ids and sessions copied once, the persons
# under new ids that the copied events point to; needs sqlite3) and
# benchmarks project 2: N × EVENTS events without seeding them through the
# stores, which takes hours at 10M on a loaded 2-core machine. SLOW_ROUNDS
# (default ROUNDS): how many of the rounds ask SQLite and PostgreSQL, the
# slow engines at 10M (ClickHouse and hand-written are asked every round).
# CH_ROUNDS (default 15; 0: none): rounds of a second run that asks
# ClickHouse and the hand-written statements alone. Its ratios are the ones
# to read: in the first run ClickHouse sits idle for seconds while SQLite
# and PostgreSQL answer, and on a virtual machine a statement after a pause
# is slower, Burrow's more in absolute terms (2026-11-28, the 1M funnel
# asked after 0, 1, 3 and 5 s of quiet: hand-written 81, 102, 117 and 165
# ms, through Burrow 110, 128, 179 and 211 ms), which moved ClickHouse /
# hand-written from 1.37× to 1.54× for the funnel.
# Every phase's wall time goes to DIR/phases.log; burrow-load prints each
# answer's time as it comes (--progress), the medians, peak RSS and the load
# average, and fails the run if the servers' answers differ. Do not edit this
# file while it runs: bash reads it as it goes.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-/tmp/burrow-bench-analytics}
events=${EVENTS:-1000000} persons=${PERSONS:-20000} rounds=${ROUNDS:-5} now=${NOW:-2026-11-27}
copies=${COPIES:-0} pg=${PG:-} slow=${SLOW_ROUNDS:-${ROUNDS:-5}} nice=${NICE:-5} chrounds=${CH_ROUNDS:-15}
sqport=${SQLITE_PORT:-18101} pgport=${PG_PORT:-18102} chport=${CH_PORT:-18103}
mkdir -p "$dir"
go build -o "$dir/burrow" ./cmd/burrow
go build -o "$dir/burrow-load" ./cmd/burrow-load
b=$dir/burrow
sq=sqlite:$dir/store.db         # bound to the ClickHouse engine below
sqo=sqlite:$dir/store-sqlite.db # SQLite alone
ch=chdb:$dir/chdb

phase() { # NAME CMD...: runs CMD, logs its wall time and the load average after it
	local name=$1 t0 t1
	shift
	t0=$(date +%s.%N)
	"$@"
	t1=$(date +%s.%N)
	printf '%s %s: %s s (load average after: %s)\n' "$(date -u +%H:%M:%S)" "$name" \
		"$(awk "BEGIN { printf \"%.1f\", $t1 - $t0 }")" "$(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$dir/phases.log" >&2
}

seed() { # NAME DBURL [ANALYTICS]
	local name=$1 db=$2
	shift 2
	"$b" migrate --db "$db" >/dev/null
	if [ "$("$b" project list --db "$db" --format json)" = "[]" ]; then
		"$b" project create --name bench --db "$db" >/dev/null
		phase "seed $name" nice -n "$nice" "$b" seed --project 1 --events "$events" --persons "$persons" --now "$now" --db "$db" "$@"
		if [ "$name" = postgres ]; then
			phase "VACUUM ANALYZE postgres" nice -n "$nice" psql -q "$db" -c 'VACUUM ANALYZE'
		fi
	fi
}
seed clickhouse "$sq" --analytics "$ch"
seed sqlite "$sqo"
[ -n "$pg" ] && seed postgres "$pg"
key=$("$b" apikey create --scopes '*' --db "$sq")
sqkey=$("$b" apikey create --scopes '*' --db "$sqo")
pgkey=; [ -n "$pg" ] && pgkey=$("$b" apikey create --scopes '*' --db "$pg")

# copy_sqlite DB: project 2 of a SQLite store gets project 1's persons (ids
# shifted past the largest, so the copied events point to the copies),
# distinct ids and sessions once, and COPIES × its events, in one transaction.
# A timestamp is text as bun writes it ("2006-01-02 15:04:05.999999-07:00"):
# the copy shifts its first 19 characters and keeps the fraction and offset.
# A copy's uuid keeps its event's first 15 characters (the seed's uuids are
# version 7: its time and version) and random others, so the copies land
# beside their event in the uuid index instead of all over it. No ANALYZE:
# the seeded store has no statistics either (nor does Burrow make any).
copy_sqlite() {
	local file=${1#sqlite:} pcols scols
	pcols=$(sqlite3 "$file" "SELECT group_concat(name, ', ') FROM pragma_table_info('persons') WHERE name NOT IN ('id', 'team_id')")
	scols=$(sqlite3 "$file" "SELECT group_concat(name, ', ') FROM pragma_table_info('sessions') WHERE name <> 'team_id'")
	nice -n "$nice" sqlite3 "$file" >/dev/null <<-SQL
		PRAGMA busy_timeout = 60000;
		PRAGMA cache_size = -1048576;
		BEGIN IMMEDIATE;
		CREATE TEMP TABLE shift AS SELECT max(id) AS n FROM persons;
		INSERT INTO persons (id, team_id, $pcols)
			SELECT id + (SELECT n FROM temp.shift), 2, $pcols FROM persons WHERE team_id = 1 ORDER BY id;
		INSERT INTO person_distinct_ids (team_id, person_id, distinct_id)
			SELECT 2, person_id + (SELECT n FROM temp.shift), distinct_id FROM person_distinct_ids WHERE team_id = 1 ORDER BY id;
		INSERT INTO sessions (team_id, $scols) SELECT 2, $scols FROM sessions WHERE team_id = 1;
		WITH RECURSIVE c(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM c WHERE n < $copies - 1)
		INSERT INTO events (uuid, team_id, event, distinct_id, properties, timestamp, created_at, person_id, session_id)
			SELECT substr(uuid, 1, 15) || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + abs(random()) % 4, 1)
					|| substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
				2, event, distinct_id, properties,
				strftime('%Y-%m-%d %H:%M:%S', substr(timestamp, 1, 19), '+' || c.n || ' seconds') || substr(timestamp, 20),
				created_at, person_id + (SELECT n FROM temp.shift), session_id
			FROM events, c WHERE team_id = 1;
		COMMIT;
	SQL
}

# copy_postgres DB: the same on PostgreSQL (the persons' sequence moved past
# the copies), then VACUUM ANALYZE.
copy_postgres() {
	local db=$1 pcols scols
	pcols=$(psql -qAt "$db" -c "SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'persons' AND column_name NOT IN ('id', 'team_id')")
	scols=$(psql -qAt "$db" -c "SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'sessions' AND column_name <> 'team_id'")
	nice -n "$nice" psql -q -v ON_ERROR_STOP=1 "$db" >/dev/null <<-SQL
		BEGIN;
		CREATE TEMP TABLE shift ON COMMIT DROP AS SELECT max(id) AS n FROM persons;
		INSERT INTO persons (id, team_id, $pcols)
			SELECT id + (SELECT n FROM shift), 2, $pcols FROM persons WHERE team_id = 1 ORDER BY id;
		SELECT setval(pg_get_serial_sequence('persons', 'id'), (SELECT max(id) FROM persons));
		INSERT INTO person_distinct_ids (team_id, person_id, distinct_id)
			SELECT 2, person_id + (SELECT n FROM shift), distinct_id FROM person_distinct_ids WHERE team_id = 1 ORDER BY id;
		INSERT INTO sessions (team_id, $scols) SELECT 2, $scols FROM sessions WHERE team_id = 1;
		INSERT INTO events (uuid, team_id, event, distinct_id, properties, timestamp, created_at, person_id, session_id)
			SELECT substr(uuid, 1, 15) || substr(gen_random_uuid()::text, 16), 2, event, distinct_id, properties, timestamp + make_interval(secs => c.n),
				created_at, person_id + (SELECT n FROM shift), session_id
			FROM events, generate_series(0, $copies - 1) AS c(n) WHERE team_id = 1;
		COMMIT;
		VACUUM ANALYZE;
	SQL
}

# copy_clickhouse: the same on the engine (its persons keep their ids: the
# events name them by id within a team).
copy_clickhouse() {
	chq "INSERT INTO persons SELECT id, uuid, 2, properties, is_identified, created_at, version, is_deleted FROM persons FINAL WHERE team_id = 1"
	chq "INSERT INTO person_distinct_ids SELECT 2, distinct_id, person_id, version, is_deleted FROM person_distinct_ids FINAL WHERE team_id = 1"
	chq "INSERT INTO events (uuid, team_id, event, distinct_id, properties, timestamp, created_at, person_id, session_id)
		SELECT toString(generateUUIDv4(c.number)), 2, event, distinct_id, properties, timestamp + toIntervalSecond(c.number), created_at, person_id, session_id
		FROM events, numbers($copies) AS c WHERE team_id = 1 SETTINGS max_insert_threads = 2"
}

project=1
if [ "$copies" -gt 1 ]; then
	# Project 2 holds COPIES × the events of project 1 in every database,
	# each copied by SQL inside it where project 2 has no events yet
	# (ClickHouse's once its server runs, below).
	for db in "$sq" "$sqo" ${pg:+"$pg"}; do
		if [ "$("$b" project list --db "$db" --format json | grep -c '"id": *2\b')" = 0 ]; then
			"$b" project create --name "bench x$copies" --db "$db" >/dev/null
		fi
		if [ "$("$b" project list --db "$db" --format json | grep -c '"id": *2\b')" = 0 ]; then
			echo "$db: the new project is not project 2" >&2
			exit 1
		fi
	done
	if [ "$(sqlite3 "${sqo#sqlite:}" 'SELECT count(*) FROM events WHERE team_id = 2')" = 0 ]; then
		phase "copy x$copies sqlite" copy_sqlite "$sqo"
	fi
	if [ -n "$pg" ] && [ "$(psql -qAt "$pg" -c 'SELECT count(*) FROM events WHERE team_id = 2')" = 0 ]; then
		phase "copy x$copies postgres" copy_postgres "$pg"
	fi
	project=2
fi

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
serve clickhouse "$chport" --db "$sq" --analytics "$ch"
serve sqlite "$sqport" --db "$sqo"
targets=sqlite=http://127.0.0.1:$sqport,clickhouse=http://127.0.0.1:$chport
rss=burrow-clickhouse=${pids[0]},burrow-sqlite=${pids[1]}
if [ -n "$pg" ]; then
	serve postgres "$pgport" --db "$pg"
	targets+=,postgres=http://127.0.0.1:$pgport
	rss+=,burrow-postgres=${pids[2]}
fi
http=$(sed -n 's/.*"http_port":\([0-9]*\).*/\1/p' "$dir/chdb/burrow-chdb.json")
chpid=$(sed -n 's/.*"pid":\([0-9]*\).*/\1/p' "$dir/chdb/burrow-chdb.json")
rss+=,clickhouse-server=$chpid
chq() { curl -fsS "http://127.0.0.1:$http/" --data-binary "$1"; }

if [ "$copies" -gt 1 ] && [ "$(chq 'SELECT count() FROM events WHERE team_id = 2')" = 0 ]; then
	phase "copy x$copies clickhouse" copy_clickhouse
fi
rounds_flag=()
if [ "$slow" != "$rounds" ]; then
	rounds_flag=(--target-rounds "sqlite=$slow${pg:+,postgres=$slow}")
fi

# Each store has its own key.
phase "analytics project $project" "$dir/burrow-load" analytics --targets "$targets" --key "$key" \
	--keys "sqlite=$sqkey${pg:+,postgres=$pgkey}" --clickhouse "http://127.0.0.1:$http" --project "$project" \
	--now "$now" --rounds "$rounds" "${rounds_flag[@]}" --rss "$rss" --progress
if [ "$chrounds" -gt 0 ]; then
	phase "clickhouse beside hand-written, project $project" "$dir/burrow-load" analytics \
		--targets "clickhouse=http://127.0.0.1:$chport" --key "$key" --clickhouse "http://127.0.0.1:$http" \
		--project "$project" --now "$now" --rounds "$chrounds" --rss "$rss" --progress
fi
