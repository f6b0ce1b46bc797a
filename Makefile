# The test command of the README. BURROW_TEST_POSTGRES (a postgres:// URL)
# adds PostgreSQL to every database test; with CI=true it is required.
# BURROW_TEST_DB_PREFIX (default burrow_test_) prefixes the test databases.
BURROW_TEST_POSTGRES ?= postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable
export BURROW_TEST_POSTGRES

# Packages tested at once: the tests mostly wait on databases and timers, so
# more packages than cores keeps both cores busy.
TEST_PARALLEL ?= 4
# The race detector instruments every package but SQLite's engine: the C
# library translated to Go (modernc.org/sqlite/lib, its libc and allocator)
# ran 3 to 4 times slower instrumented (race and checkptr checks on every
# byte SQLite touches), and half of every test's time went there. Burrow's
# code, the driver (modernc.org/sqlite) and every other package stay
# instrumented. Drop RACE_EXCLUDE to instrument SQLite too.
RACE_EXCLUDE ?= -gcflags=modernc.org/sqlite/lib=-race=false -gcflags=modernc.org/libc/...=-race=false -gcflags=modernc.org/memory=-race=false
# -trimpath keeps the checkout's path out of the compiled packages, so a fresh
# clone (or a second checkout) reuses the -race builds of the Go build cache
# instead of compiling every package of this module again.
TEST_FLAGS ?= -race -trimpath $(RACE_EXCLUDE) -count=1 -timeout 20m -p $(TEST_PARALLEL)
# The longest packages first: go test starts packages in the order given
# (./... then adds the others once each), so the longest does not start
# last and end the run alone (clickhouse and pgwire, a minute each, ran
# after the three longest had finished when ./... brought them).
TEST_PACKAGES ?= ./rest/ ./server/ ./cmd/burrow/ ./web/ ./clickhouse/ ./graph/ ./store/engine/ ./pgwire/ ./store/ingest/ ./store/seed/ ./...

# The memory tests measure the server's heap, which the race detector's
# instrumentation inflates (and slows 7 times): under -race they skip, and
# make test runs them in a second pass without it.
MEMORY_TESTS ?= ^(TestRepeatedLargeResultsMemory|TestResultByteCapMemory)$$
MEMORY_FLAGS ?= -trimpath -count=1 -timeout 20m
# The second pass, when TEST_PACKAGES holds the server's tests and
# MEMORY_TESTS is not emptied (make test MEMORY_TESTS= skips it).
MEMORY_PASS = $(if $(and $(MEMORY_TESTS),$(filter ./... ./server/ ./server,$(TEST_PACKAGES))),go test $(MEMORY_FLAGS) -run '$(MEMORY_TESTS)' ./server/,true)

SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c

.PHONY: test test-raw test-build demo
# Progress as packages finish, failures with their output, the slowest
# tests, and a closing "N passed, N failed, N skipped" line.
test:
	{ go test $(TEST_FLAGS) -json $(TEST_PACKAGES); a=$$?; $(MEMORY_PASS) -json; b=$$?; exit $$((a | b)); } | go run ./internal/testprogress

# Compiles what the tests compile, running nothing: every package's test
# binary (-race) and the burrow binary that the process tests of cmd/burrow
# build (go build -trimpath, not -race), so that the Go build cache holds
# them. .ci/run calls it before make test: on a fresh machine the first
# make test otherwise spends its first 3-4 minutes compiling, and the
# replica tests their first minutes building burrow beside the race builds.
test-build:
	d=$$(mktemp -d) && go test $(filter-out -count=1 -timeout 20m,$(TEST_FLAGS)) -c -o $$d ./... >/dev/null; rc=$$?; rm -rf $$d; exit $$rc
	d=$$(mktemp -d) && go test -trimpath -c -o $$d ./server/ >/dev/null; rc=$$?; rm -rf $$d; exit $$rc
	go build -trimpath -o /dev/null ./cmd/burrow

# The same tests with go test's own output.
test-raw:
	go test $(TEST_FLAGS) $(TEST_PACKAGES); a=$$?; $(MEMORY_PASS); b=$$?; exit $$((a | b))

demo:
	go run ./cmd/burrow serve --demo --db sqlite:burrow-demo.db
