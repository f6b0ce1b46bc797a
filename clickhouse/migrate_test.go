package clickhouse_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"testing/fstest"
	"time"
)

func TestMigrate(t *testing.T) {
	ctx := context.Background()
	c := openClient(t)
	// Names of this test's own, so that it runs on the shared server.
	suffix := fmt.Sprint(time.Now().UnixNano())
	table := "mig_" + suffix
	files := fstest.MapFS{
		"0001_" + suffix + ".sql": {Data: []byte("-- a table;\nCREATE TABLE IF NOT EXISTS " + table + " (x Int64) ENGINE = MergeTree ORDER BY x;\n" +
			"-- and a row\nINSERT INTO " + table + " VALUES (1);\n")},
	}
	applied, err := c.MigrateFS(ctx, files)
	if err != nil || !slices.Equal(applied, []string{"0001_" + suffix + ".sql"}) {
		t.Fatalf("first run applied %v, %v", applied, err)
	}
	// A second run applies nothing; a new file is applied alone.
	files["0002_"+suffix+".sql"] = &fstest.MapFile{Data: []byte("ALTER TABLE " + table + " ADD COLUMN IF NOT EXISTS y String")}
	applied, err = c.MigrateFS(ctx, files)
	if err != nil || !slices.Equal(applied, []string{"0002_" + suffix + ".sql"}) {
		t.Fatalf("second run applied %v, %v", applied, err)
	}
	var n uint64
	if err := c.Conn.QueryRow(ctx, "SELECT count() FROM "+table).Scan(&n); err != nil || n != 1 {
		t.Fatalf("rows %d (the INSERT ran again?), %v", n, err)
	}
	// A failing statement names its file and is not recorded.
	files["0003_"+suffix+".sql"] = &fstest.MapFile{Data: []byte("CREATE TABLE broken (")}
	if _, err := c.MigrateFS(ctx, files); err == nil {
		t.Fatal("a broken migration was applied")
	}
	delete(files, "0003_"+suffix+".sql")
	if applied, err = c.MigrateFS(ctx, files); err != nil || len(applied) != 0 {
		t.Fatalf("after the failure: %v, %v", applied, err)
	}
	// The embedded schema applies, twice.
	if _, err := c.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if applied, err := c.Migrate(ctx); err != nil || len(applied) != 0 {
		t.Fatalf("schema applied again: %v, %v", applied, err)
	}
}
