#!/usr/bin/env bash
# The peer bench's Burrow cells for two burrow binaries in one run (BENCHMARKS.md, "Two binaries in one run"):
#   PEER_BENCH=/tmp/pb scripts/peer-bench-ab.sh BEFORE_BIN AFTER_BIN PG_URL SQLITE_FILE
# PEER_BENCH is ../shared/peer-bench (or a copy), its run.sh and query dirs; PG_URL and SQLITE_FILE hold the peer data
# (its burrow/load.sh). Both binaries serve the same two databases: load them with the newer binary, whose migrations
# the older one ignores. Each round calls run.sh once with the eight targets (GraphQL and REST on PostgreSQL and
# SQLite, for each binary) interleaved before, after, before, after..., and even rounds start with "after", so neither
# binary always runs first. Then it prints, per cell (target, op, connections), the median over rounds of after/before
# req/s and server CPU per request with their min..max over rounds, and whether any cell fell by more than 10%.
# Knobs: ROUNDS (4), DURATION_S (8), WARMUP_S (2), CONNS ("2 16"), OUT_DIR; the rest goes to run.sh unchanged.
# pgbench is not run (PGBENCH=0): only the two binaries are compared.
set -euo pipefail
if [ $# -ne 4 ]; then sed -n '2,11p' "$0" >&2; exit 64; fi
before=$(realpath "$1") after=$(realpath "$2") pg=$3 sqlite=$(realpath "$4")
pb=$(realpath "${PEER_BENCH:?set PEER_BENCH to ../shared/peer-bench or a copy of it}")
rounds=${ROUNDS:-4}
out=${OUT_DIR:-/tmp/peer-bench-ab-$(date +%Y%m%d-%H%M%S)}
mkdir -p "$out"

# One serve wrapper per binary and engine: run.sh starts "SCRIPT DATABASE_URL PORT" with nothing else to tell them apart.
for side in before after; do
  bin=$before; [ $side = after ] && bin=$after
  printf '#!/bin/sh\nexec %q serve --db "$1" --addr "127.0.0.1:$2"\n' "$bin" > "$out/serve-$side-pg.sh"
  printf '#!/bin/sh\nexec %q serve --db %q --addr "127.0.0.1:$2"\n' "$bin" "sqlite:$sqlite" > "$out/serve-$side-sqlite.sh"
  chmod +x "$out/serve-$side-pg.sh" "$out/serve-$side-sqlite.sh"
done
{ echo "before: $before ($(sha256sum "$before" | cut -c1-12))"; echo "after: $after ($(sha256sum "$after" | cut -c1-12))"; } > "$out/binaries.txt"

targets() { # first second -> the eight target specs, first/second alternating
  local eng api
  for eng in pg sqlite; do
    for api in graphql rest; do
      local q=$pb/burrow/targets/gql; [ $api = rest ] && q=$pb/burrow/targets/rest
      echo "$1-$eng-$api=$out/serve-$1-$eng.sh:$q"
      echo "$2-$eng-$api=$out/serve-$2-$eng.sh:$q"
    done
  done
}

for r in $(seq 1 "$rounds"); do
  order=(before after); [ $((r % 2)) = 0 ] && order=(after before)
  mapfile -t specs < <(targets "${order[@]}")
  echo "== round $r of $rounds: ${order[0]} first ($(uptime | sed 's/.*load average/load average/'))"
  DURATION_S=${DURATION_S:-8} WARMUP_S=${WARMUP_S:-2} CONNS=${CONNS:-2 16} PGBENCH=0 ROUNDS=1 OUT_DIR=$out/round$r \
    "$pb/run.sh" "$pg" "${specs[@]}" > "$out/round$r.log" 2>&1 || { tail -30 "$out/round$r.log" >&2; exit 1; }
  grep -E '^(== target|  [ab] c=)' "$out/round$r.log" || true
done

python3 - "$out" "$rounds" <<'PY' | tee "$out/ratios.md"
import csv, statistics, sys
out, rounds = sys.argv[1], int(sys.argv[2])
cell = {}  # (side, target, op, conns) -> [(round, rps, cpu ms per request)]
for r in range(1, rounds + 1):
    for row in csv.DictReader(open(f"{out}/round{r}/results.tsv"), delimiter="\t"):
        side, target = row["target"].split("-", 1)
        rps = float(row["rps"])
        cpu = float(row["srv_cpu_pct"]) / 100 / rps * 1000 if rps else float("nan")
        if int(row["errors"]) or int(row["non2xx"]):
            print(f"round {r} {row['target']} {row['op']} c={row['conns']}: {row['errors']} errors, {row['non2xx']} non-2xx")
        cell.setdefault((side, target, row["op"], row["conns"]), {})[r] = (rps, cpu)
print(f"after/before per cell over {rounds} rounds: median (min..max); req/s ratio > 1 and CPU ratio < 1 are better.\n")
print("| cell | before req/s | after req/s | req/s after/before | CPU ms/req before | after | CPU after/before |")
print("|---|---:|---:|---:|---:|---:|---:|")
fell = []
for (side, target, op, conns), b in cell.items():
    if side != "before":
        continue
    a = cell.get(("after", target, op, conns), {})
    rs = sorted(set(a) & set(b))
    if not rs:
        continue
    rr = [a[r][0] / b[r][0] for r in rs]
    cr = [a[r][1] / b[r][1] for r in rs]
    med = statistics.median
    name = f"{target} {op} c={conns}"
    print(f"| {name} | {med(b[r][0] for r in rs):,.0f} | {med(a[r][0] for r in rs):,.0f} | "
          f"{med(rr):.3f} ({min(rr):.2f}..{max(rr):.2f}) | {med(b[r][1] for r in rs):.3f} | "
          f"{med(a[r][1] for r in rs):.3f} | {med(cr):.3f} ({min(cr):.2f}..{max(cr):.2f}) |")
    if med(rr) < 0.9:
        fell.append(name)
print("\ncells whose median req/s fell by more than 10%: " + (", ".join(fell) if fell else "none"))
PY
