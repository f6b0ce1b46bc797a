#!/usr/bin/env bash
# Fetches libchdb.so (ClickHouse 26.7 as a library, from chDB's npm package
# @chdb/lib-linux-x64-gnu, pinned) into the user's cache unless it is there,
# and prints its path. npm pack only downloads the tarball: no install
# scripts run. Use it as:
#   export CHDB_LIB_PATH=$(scripts/chdb-lib.sh)
set -euo pipefail
version=26.7.3-stable.1
package=@chdb/lib-linux-x64-gnu
dir=${XDG_CACHE_HOME:-$HOME/.cache}/burrow/chdb/$version
lib=$dir/libchdb.so
if [ ! -s "$lib" ]; then
  mkdir -p "$dir"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "$package@$version" >/dev/null)
  tar -xzf "$tmp"/*.tgz -C "$tmp" package/libchdb.so
  mv "$tmp/package/libchdb.so" "$lib.tmp"
  mv "$lib.tmp" "$lib"
fi
echo "$lib"
