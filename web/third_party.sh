#!/usr/bin/env sh
# Refreshes web/static/third_party/ from the npm registry: the GraphiQL
# playground's UMD builds (GraphiQL and the React it runs on), at the pinned
# versions below. Each tarball is fetched with `npm pack`, checked against
# its pinned integrity (the sha512 the registry publishes), and only the
# listed files are copied, with the package's LICENSE. SHA256SUMS records
# what was copied; web's tests check the embedded files against it.
#
# To move to another version, change it below, run the script once: it
# fails and prints the tarball's integrity; check it against
# `npm view PACKAGE@VERSION dist.integrity`, pin it, and run again.
#
# Needs npm, tar, openssl and sha256sum. Run it from anywhere:
#   sh web/third_party.sh
set -eu

cd "$(dirname "$0")"
out=static/third_party
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# vendor PACKAGE VERSION INTEGRITY FILE...  (FILE is a path in the tarball's package/)
vendor() {
	pkg=$1 version=$2 integrity=$3
	shift 3
	dir="$tmp/$pkg"
	mkdir -p "$dir"
	tarball=$(cd "$dir" && npm pack --silent "$pkg@$version" 2>/dev/null | tail -n 1)
	got="sha512-$(openssl dgst -sha512 -binary "$dir/$tarball" | openssl base64 -A)"
	if [ "$got" != "$integrity" ]; then
		echo "$pkg@$version: tarball integrity $got, pinned $integrity" >&2
		exit 1
	fi
	tar -xzf "$dir/$tarball" -C "$dir"
	cp "$dir/package/LICENSE" "$out/$pkg.LICENSE"
	for f in "$@"; do
		cp "$dir/package/$f" "$out/$(basename "$f")"
	done
	echo "$pkg@$version" >>"$tmp/VERSIONS"
}

rm -rf "$out"
mkdir -p "$out"
vendor react 18.3.1 \
	sha512-wS+hAgJShR0KhEvPJArfuPVN1+Hz1t0Y6n5jLrGQbkb4urgPE/0Rve+1kMB1v/oWgHgm4WIcV+i7F2pTVj+2iQ== \
	umd/react.production.min.js
vendor react-dom 18.3.1 \
	sha512-5m4nQKp+rZRb09LNH59GM4BxTh9251/ylbKIbpe7TpGxfJ+9kv6BLkLBXIjjspbgbnIBNqlI23tRnTWT0snUIw== \
	umd/react-dom.production.min.js
vendor graphiql 4.1.2 \
	sha512-rNlzQIAzm6i2KBXmVQWBgLvt0TloxFVB2d18bukvdsvjEuFDHsKx5IVOomL1W1o5WW+tE54+ioHb2AEKzO2cUg== \
	graphiql.min.js graphiql.min.css

# The UMD builds end with a sourceMappingURL comment naming a .map file we do
# not ship; browsers' developer tools would request it. Drop the comment.
for f in "$out"/*.js "$out"/*.css; do
	sed -i -e '$ s|//# sourceMappingURL=.*$||' -e '$ s|/\*# sourceMappingURL=.*\*/$||' "$f"
done

cp "$tmp/VERSIONS" "$out/VERSIONS"
(cd "$out" && sha256sum -- *.js *.css *.LICENSE VERSIONS >SHA256SUMS)
echo "refreshed $out:" && cat "$out/VERSIONS"
