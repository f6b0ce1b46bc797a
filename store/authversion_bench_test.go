package store

import (
	"context"
	"path/filepath"
	"testing"
)

// BenchmarkAuthVersionSQLite measures the read of the keys' version that
// SQLite's authentications make before every request (select), beside
// PRAGMA data_version on the same connections, the cheapest statement that
// could tell a commit by another connection (data_version; BENCHMARKS.md,
// "Authentication and the two bypasses"). cpu-ns/op is the process's CPU
// time per read, steadier than ns/op on a loaded machine.
func BenchmarkAuthVersionSQLite(b *testing.B) {
	ctx := context.Background()
	db, err := Open(ctx, "sqlite:"+filepath.Join(b.TempDir(), "v.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	b.Run("select", func(b *testing.B) {
		cpu := processCPU()
		for b.Loop() {
			if _, err := db.AuthVersion(ctx); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(processCPU()-cpu)/float64(b.N), "cpu-ns/op")
	})
	b.Run("data_version", func(b *testing.B) {
		var v int64
		cpu := processCPU()
		for b.Loop() {
			rows := 0
			err := db.authReads.each(ctx, "PRAGMA data_version", nil, []any{&v}, func() error { rows++; return nil })
			if err != nil || rows != 1 {
				b.Fatalf("data_version: %d rows, %v", rows, err)
			}
		}
		b.ReportMetric(float64(processCPU()-cpu)/float64(b.N), "cpu-ns/op")
	})
}
