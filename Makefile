# The test command of the README. BURROW_TEST_POSTGRES (a postgres:// URL)
# adds PostgreSQL to every database test; with CI=true it is required.
BURROW_TEST_POSTGRES ?= postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable
export BURROW_TEST_POSTGRES

.PHONY: test demo
test:
	go test -race -count=1 -timeout 30m ./...

demo:
	go run ./cmd/burrow serve --demo --db sqlite:burrow-demo.db
