package ingest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// parallelFile is a file of several chunks mixing persons, events (merges
// among them) and refused lines, some refused when parsed, some when
// checked and some only when applied. It returns the refused lines' numbers.
func parallelFile() (string, []int) {
	var b strings.Builder
	var bad []int
	base := time.Date(2025, 5, 1, 0, 0, 0, 0, time.UTC)
	n := 0
	line := func(format string, args ...any) {
		n++
		fmt.Fprintf(&b, format+"\n", args...)
	}
	for i := range 3500 {
		user := i % 97
		ts := base.Add(time.Duration(i) * time.Second).Format(time.RFC3339)
		uuid := fmt.Sprintf("0191a2b3-c4d5-7e6f-8a9b-%012x", i)
		switch {
		case i%700 == 13:
			bad = append(bad, n+1)
			line(`{"type":"event","event":"$pageview"`) // invalid JSON
		case i%900 == 77:
			bad = append(bad, n+1)
			line(`{"type":"event","event":"","distinct_id":"u-%d","timestamp":"%s","uuid":"%s"}`, user, ts, uuid) // refused by checkEvent
		case i%1100 == 500:
			// Two persons, then a person claiming both: refused when
			// applied, depending on the lines before it.
			line(`{"type":"person","distinct_ids":["p-%d-a"],"properties":{"n":%d}}`, i, i)
			line(`{"type":"person","distinct_ids":["p-%d-b"],"properties":{"n":%d}}`, i, i)
			bad = append(bad, n+1)
			line(`{"type":"person","distinct_ids":["p-%d-a","p-%d-b"]}`, i, i)
		case i%1300 == 1:
			bad = append(bad, n+1)
			line("{\"type\":\"event\",\"event\":\"x\",\"distinct_id\":\"%s\",\"timestamp\":\"%s\"}", strings.Repeat("z", 300), ts) // distinct id too long
		case i%1000 == 999:
			n++
			b.WriteString("\n") // blank: not counted, numbered
		case i%50 == 7:
			line(`{"type":"event","event":"$identify","distinct_id":"u-%d","timestamp":"%s","uuid":"%s","properties":{"$anon_distinct_id":"anon-%d","$set":{"plan":"p%d"}}}`, user, ts, uuid, i%31, i)
		case i%3 == 0:
			line(`{"type":"event","event":"$pageview","distinct_id":"anon-%d","timestamp":"%s","uuid":"%s","properties":{"$session_id":"s-%d","$set_once":{"first":%d}}}`, i%31, ts, uuid, i/100, i)
		default:
			line(`{"type":"event","event":"click","distinct_id":"u-%d","timestamp":"%s","uuid":"%s","created_at":"%s","properties":{"$set":{"last":%d},"i":%d}}`, user, ts, uuid, ts, i, i)
		}
	}
	return b.String(), bad
}

// TestImportParallelParsing imports a multi-chunk file with one and with
// eight parsing goroutines: the refused lines (numbers, order, reasons),
// the counts and the rows written are the same, and they are the lines
// expected.
func TestImportParallelParsing(t *testing.T) {
	file, bad := parallelFile()
	if len(bad) < 8 {
		t.Fatalf("the file has %d refused lines", len(bad))
	}
	now := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	ctx := context.Background()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			type outcome struct {
				res     ImportResult
				refused ImportResult
				events  []store.Event
				persons []store.Person
			}
			var runs []outcome
			for _, workers := range []int{1, 8} {
				db := storetest.Open(t, target.URL(t))
				p, err := store.CreateProject(ctx, db.Bun, "P")
				if err != nil {
					t.Fatal(err)
				}
				opts := ImportOptions{Now: func() time.Time { return now }, workers: workers}
				var o outcome
				o.refused, err = ImportFile(ctx, db, p.ID, "f.ndjson", strings.NewReader(file), opts)
				if _, ok := err.(*InvalidFileError); !ok {
					t.Fatalf("workers=%d: without --skip-invalid: %v, want an *InvalidFileError", workers, err)
				}
				if o.refused.Imported != 0 {
					t.Errorf("workers=%d: refused file imported %d lines", workers, o.refused.Imported)
				}
				opts.SkipInvalid = true
				if o.res, err = ImportFile(ctx, db, p.ID, "f.ndjson", strings.NewReader(file), opts); err != nil {
					t.Fatalf("workers=%d: %v", workers, err)
				}
				var got []int
				for _, le := range o.res.Rejected {
					got = append(got, le.Line)
				}
				if !reflect.DeepEqual(got, bad) {
					t.Errorf("workers=%d: refused lines %v, want %v", workers, got, bad)
				}
				if err := db.Bun.NewSelect().Model(&o.events).Order("uuid").Scan(ctx); err != nil {
					t.Fatal(err)
				}
				if err := db.Bun.NewSelect().Model(&o.persons).Relation("DistinctIDs", func(q *bun.SelectQuery) *bun.SelectQuery {
					return q.Order("distinct_id")
				}).Order("person.id").Scan(ctx); err != nil {
					t.Fatal(err)
				}
				for i := range o.persons {
					o.persons[i].UUID = "" // random
				}
				runs = append(runs, o)
			}
			one, many := runs[0], runs[1]
			if one.res.Imported+one.res.RejectedCount != one.res.Lines || one.res.Stats.Events < 3000 {
				t.Errorf("one goroutine: %+v", one.res)
			}
			if !reflect.DeepEqual(one.res, many.res) || !reflect.DeepEqual(one.refused, many.refused) {
				t.Errorf("results differ:\n%+v\n%+v", one.res, many.res)
			}
			if len(one.events) != one.res.Stats.Events || !reflect.DeepEqual(one.events, many.events) {
				t.Errorf("events differ (%d and %d rows)", len(one.events), len(many.events))
			}
			if len(one.persons) == 0 || !reflect.DeepEqual(one.persons, many.persons) {
				t.Errorf("persons differ (%d and %d rows)", len(one.persons), len(many.persons))
			}
		})
	}
}

// TestImportProgressAndLongLines checks the progress lines, and a line
// over MaxLineBytes refused in its place, with lines parsed in parallel.
func TestImportProgressAndLongLines(t *testing.T) {
	const long = 1500
	var b bytes.Buffer
	for i := 1; i <= 200_001; i++ {
		if i == long {
			b.WriteString(`{"x":"`)
			b.Write(bytes.Repeat([]byte("a"), MaxLineBytes))
			b.WriteString("\"}\n")
			continue
		}
		b.WriteString("{}\n")
	}
	db := storetest.Open(t, storetest.SQLiteURL(t))
	p, err := store.CreateProject(context.Background(), db.Bun, "P")
	if err != nil {
		t.Fatal(err)
	}
	var progress bytes.Buffer
	res, err := ImportFile(context.Background(), db, p.ID, "f", &b, ImportOptions{SkipInvalid: true, Progress: &progress, workers: 4})
	if err != nil {
		t.Fatal(err)
	}
	if want := "import f: 100000 lines\nimport f: 200000 lines\n"; progress.String() != want {
		t.Errorf("progress %q, want %q", progress.String(), want)
	}
	if res.Lines != 200_001 || res.RejectedCount != 200_001 || len(res.Rejected) != MaxListedLineErrors {
		t.Fatalf("lines %d, refused %d (%d listed)", res.Lines, res.RejectedCount, len(res.Rejected))
	}
	for i, le := range res.Rejected {
		want := "type: required"
		if i+1 == long {
			want = fmt.Sprintf("line longer than %d bytes", MaxLineBytes)
		}
		if le.Line != i+1 || le.Err.Error() != want {
			t.Fatalf("refusal %d: line %d: %v, want line %d: %s", i, le.Line, le.Err, i+1, want)
		}
	}
}

// failingReader yields lines, then calls fail and returns its error.
type failingReader struct {
	r    io.Reader
	fail func() error
}

func (f *failingReader) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if err == io.EOF {
		return n, f.fail()
	}
	return n, err
}

// TestImportStopsMidFile checks that a read error or a cancelled context
// after several chunks ends the import with that error and keeps nothing.
func TestImportStopsMidFile(t *testing.T) {
	file, _ := parallelFile()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		p, err := store.CreateProject(context.Background(), db.Bun, "P")
		if err != nil {
			t.Fatal(err)
		}
		boom := errors.New("boom")
		r := &failingReader{r: strings.NewReader(file), fail: func() error { return boom }}
		_, err = ImportFile(context.Background(), db, p.ID, "f", r, ImportOptions{SkipInvalid: true, workers: 4})
		if !errors.Is(err, boom) || !strings.HasPrefix(err.Error(), "ingest: read f: ") {
			t.Errorf("read error: %v", err)
		}
		// Cancelled as the last line is read: the chunks before are applied
		// or being applied.
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		r = &failingReader{r: strings.NewReader(file), fail: func() error {
			cancel()
			return io.EOF
		}}
		if _, err = ImportFile(ctx, db, p.ID, "f", r, ImportOptions{SkipInvalid: true, workers: 4}); !errors.Is(err, context.Canceled) {
			t.Errorf("cancelled: %v", err)
		}
		for _, table := range []string{"events", "persons"} {
			if n, err := db.Bun.NewSelect().Table(table).Count(context.Background()); err != nil || n != 0 {
				t.Errorf("%s: %d rows (%v), want none", table, n, err)
			}
		}
	})
}
