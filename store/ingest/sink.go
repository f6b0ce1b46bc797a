package ingest

import (
	"bufio"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/burrow-analytics/burrow/store"
)

// EventSink takes the events of a Pipeline (or of a seed) instead of the
// store's events table: with an analytics engine, events live only there.
// A batch it returns nil for is taken (written, or kept to be retried); an
// error stops the import.
type EventSink interface {
	WriteEvents(ctx context.Context, events []store.Event) error
}

// DefaultSinkBatch is the events per batch handed to an EventSink. Batches
// are cut by event count alone (and at the end of a file), so importing the
// same file again gives the same batches: an engine deduplicating by batch
// (a token made from its uuids) takes them once.
const DefaultSinkBatch = 100_000

// Spool is an EventSink that keeps batches in a temporary file until Replay
// hands them, in order and unchanged, to another sink. An import spools its
// events while its store transaction is open and replays them once it
// committed: a file refused or rolled back sends nothing, and the sink may
// write to the store (its retry queue) without waiting for the import's
// transaction. Close removes the file.
type Spool struct {
	f       *os.File
	w       *bufio.Writer
	enc     *gob.Encoder
	batches int
	events  int
}

// NewSpool creates a spool in the default temporary directory.
func NewSpool() (*Spool, error) {
	f, err := os.CreateTemp("", "burrow-events-*.spool")
	if err != nil {
		return nil, fmt.Errorf("ingest: create event spool: %w", err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	return &Spool{f: f, w: w, enc: gob.NewEncoder(w)}, nil
}

// WriteEvents appends one batch.
func (s *Spool) WriteEvents(_ context.Context, events []store.Event) error {
	if len(events) == 0 {
		return nil
	}
	if err := s.enc.Encode(events); err != nil {
		return fmt.Errorf("ingest: spool %d events: %w", len(events), err)
	}
	s.batches++
	s.events += len(events)
	return nil
}

// Events returns how many events the spool holds.
func (s *Spool) Events() int { return s.events }

// Replay hands every spooled batch to sink, in the order they came. It
// reads and decodes the next batch while sink writes the current one (so
// up to three batches are in memory): the engine's insert, not the
// spool, then bounds a replay.
func (s *Spool) Replay(ctx context.Context, sink EventSink) error {
	if err := s.w.Flush(); err != nil {
		return fmt.Errorf("ingest: write event spool: %w", err)
	}
	if _, err := s.f.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("ingest: rewind event spool: %w", err)
	}
	type decoded struct {
		events []store.Event
		err    error
	}
	rctx, cancel := context.WithCancel(ctx)
	next := make(chan decoded)
	done := make(chan struct{})
	go func() {
		defer close(done)
		dec := gob.NewDecoder(bufio.NewReaderSize(s.f, 1<<20))
		for range s.batches {
			var d decoded
			if err := dec.Decode(&d.events); err != nil {
				if errors.Is(err, io.EOF) {
					err = io.ErrUnexpectedEOF
				}
				d.err = fmt.Errorf("ingest: read event spool: %w", err)
			}
			select {
			case next <- d:
			case <-rctx.Done():
				return
			}
			if d.err != nil {
				return
			}
		}
	}()
	// Nothing reads the file once Replay returns.
	defer func() {
		cancel()
		<-done
	}()
	for range s.batches {
		var d decoded
		select {
		case d = <-next:
		case <-ctx.Done():
			return ctx.Err()
		}
		if d.err != nil {
			return d.err
		}
		if err := sink.WriteEvents(ctx, d.events); err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	return nil
}

// Close removes the spool's file.
func (s *Spool) Close() error {
	err := s.f.Close()
	if rerr := os.Remove(s.f.Name()); err == nil {
		err = rerr
	}
	return err
}
