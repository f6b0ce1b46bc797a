package seed

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/ingest"
)

// writer inserts rows in batches inside the seed's transaction.
type writer struct {
	db       *bun.DB // formats statements (safe from any goroutine)
	tx       bun.Tx
	batch    int
	progress *progress
	sink     ingest.EventSink // takes the events instead of tx, when set
}

// insert writes rows in multi-row INSERTs of w.batch rows.
func insert[T any](ctx context.Context, w *writer, rows []T) error {
	for start := 0; start < len(rows); start += w.batch {
		chunk := rows[start:min(start+w.batch, len(rows))]
		if _, err := w.tx.NewInsert().Model(&chunk).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// appendInserts formats the multi-row INSERTs of rows and appends them to stmts.
func appendInserts[T any](w *writer, stmts []string, rows []T) ([]string, error) {
	for start := 0; start < len(rows); start += w.batch {
		chunk := rows[start:min(start+w.batch, len(rows))]
		b, err := w.db.NewInsert().Model(&chunk).AppendQuery(w.db.QueryGen(), nil)
		if err != nil {
			return stmts, fmt.Errorf("format insert: %w", err)
		}
		stmts = append(stmts, string(b))
	}
	return stmts, nil
}

// persons inserts the persons and stores their ids, which events and
// distinct ids refer to.
func (w *writer) persons(ctx context.Context, persons []*person) error {
	rows := make([]store.Person, len(persons))
	for i, p := range persons {
		rows[i] = p.row
	}
	for start := 0; start < len(rows); start += w.batch {
		chunk := rows[start:min(start+w.batch, len(rows))]
		// RETURNING order is not guaranteed everywhere: match ids by uuid.
		if _, err := w.tx.NewInsert().Model(&chunk).Returning("id, uuid").Exec(ctx); err != nil {
			return fmt.Errorf("seed: insert persons: %w", err)
		}
	}
	ids := make(map[string]int64, len(rows))
	for _, r := range rows {
		ids[r.UUID] = r.ID
	}
	for _, p := range persons {
		p.row.ID = ids[p.row.UUID]
		if p.row.ID == 0 {
			return fmt.Errorf("seed: insert persons: no id returned for %s", p.row.UUID)
		}
	}
	return nil
}

// joinOrder sorts persons by join time and returns the running sum of their
// activity weights, so that "a person who had joined by t, picked by weight"
// is two binary searches.
func joinOrder(persons []*person) ([]*person, []float64) {
	byJoin := slices.Clone(persons)
	slices.SortStableFunc(byJoin, func(a, b *person) int {
		return cmp.Or(a.joined.Compare(b.joined), cmp.Compare(a.row.UUID, b.row.UUID))
	})
	cum := make([]float64, len(byJoin))
	sum := 0.0
	for i, p := range byJoin {
		sum += p.weight
		cum[i] = sum
	}
	return byJoin, cum
}

// progress prints at most one line per second.
type progress struct {
	out   io.Writer
	total int
	began time.Time
	last  time.Time
}

func newProgress(out io.Writer, total int, began time.Time) *progress {
	return &progress{out: out, total: total, began: began, last: began}
}

func (p *progress) report(done int) {
	if p.out == nil || time.Since(p.last) < time.Second {
		return
	}
	p.last = time.Now()
	elapsed := time.Since(p.began)
	fmt.Fprintf(p.out, "seed: %d/%d events (%.0f%%, %s, %.0f events/s)\n", done, p.total,
		100*float64(done)/float64(max(p.total, 1)), elapsed.Round(time.Second), float64(done)/elapsed.Seconds())
}
