package hogql

import (
	"os"
	"testing"
)

func TestZZPrint(t *testing.T) {
	src := os.Getenv("SCRATCH")
	if src == "" {
		t.Skip()
	}
	for _, e := range []Engine{SQLite, PostgreSQL} {
		c, err := Compile(src, Options{TeamID: 1, Engine: e})
		if err != nil {
			t.Log(err)
			continue
		}
		t.Log(c.SQL)
	}
}
