package hogql

import (
	"testing"

	"github.com/burrow-analytics/burrow/hogql/hogqltest"
)

func BenchmarkCompile(b *testing.B) {
	for _, d := range []Engine{SQLite, PostgreSQL} {
		b.Run(string(d), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Compile(hogqltest.Typical, Options{TeamID: 1, Engine: d}); err != nil {
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
