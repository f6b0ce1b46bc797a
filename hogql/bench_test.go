package hogql

import (
	"testing"

	"github.com/burrow-analytics/burrow/hogql/hogqltest"
	"github.com/burrow-analytics/burrow/store"
)

func BenchmarkCompile(b *testing.B) {
	for _, d := range []store.Dialect{store.SQLite, store.Postgres} {
		b.Run(string(d), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Compile(hogqltest.Typical, Options{TeamID: 1, Dialect: d}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parse(hogqltest.Typical); err != nil {
			b.Fatal(err)
		}
	}
}
