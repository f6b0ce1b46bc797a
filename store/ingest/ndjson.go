package ingest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"github.com/burrow-analytics/burrow/store"
)

// The NDJSON format (documented in README.md, "Importing data (NDJSON)"):
// one JSON object per line, discriminated by "type".
const (
	TypeEvent     = "event"
	TypePerson    = "person"
	TypeRecording = "recording"
	TypePluginLog = "plugin_log"
)

// MaxLineBytes bounds one NDJSON line.
const MaxLineBytes = 8 << 20

// chunkLines is how many lines are parsed before their persons and plugin
// configs are looked up together; a chunk ends sooner when its lines reach
// chunkBytes.
const (
	chunkLines = 1000
	chunkBytes = 16 << 20
)

// parseBlock is how many consecutive lines a parsing goroutine takes at a
// time.
const parseBlock = 32

// ImportOptions configures ImportFile.
type ImportOptions struct {
	// SkipInvalid imports the good lines of a file with bad ones (which are
	// listed in the result); otherwise such a file imports nothing.
	SkipInvalid bool
	// Now is the clock for defaults (see Options.Now).
	Now func() time.Time
	// BatchSize is the number of rows per INSERT (DefaultBatchSize when 0).
	BatchSize int
	// Progress, when set, receives a line every 100,000 input lines.
	Progress io.Writer
	// Sink, when set, takes the file's events instead of the store (see
	// Options.Sink), once the file's other rows are committed: they are
	// spooled to a temporary file meanwhile, so a refused file sends none.
	Sink EventSink
	// SinkBatch is the events per batch handed to Sink (DefaultSinkBatch
	// when 0).
	SinkBatch int

	workers int // goroutines parsing lines; GOMAXPROCS when 0 (tests set it)
}

// ImportResult reports what ImportFile did with one file.
type ImportResult struct {
	File          string
	Lines         int         // non-blank lines read
	Imported      int         // lines applied (0 when the file was refused)
	Rejected      []LineError // the first MaxListedLineErrors refused lines
	RejectedCount int         // all refused lines
	Stats         Stats       // rows written (zero when the file was refused)
}

// record is one parsed line.
type record struct {
	kind      string
	event     Event
	person    Person
	recording store.SessionRecording
	log       store.PluginLogEntry
}

type parsedLine struct {
	line       int
	start, end int // the line's bytes in its chunk's raw, until parsed
	rec        record
	err        *FieldError
	event      checkedEvent // rec.event checked, when evErr is nil
	evErr      *FieldError
}

// chunk is a run of lines, read and parsed while the previous one is
// applied.
type chunk struct {
	lines []parsedLine
	raw   []byte // the lines, one after another
	err   error  // ends the import, after the chunks before it
}

// ImportFile reads NDJSON from r (name is used in messages) into projectID,
// in one transaction. Every line is validated and applied through a
// Pipeline; when any line is refused and opts.SkipInvalid is off, the
// transaction is rolled back and the error is an *InvalidFileError listing
// the refused lines as "FILE:LINE: field: reason". Other errors are I/O or
// database errors, after which nothing of the file is kept either.
func ImportFile(ctx context.Context, db *store.DB, projectID int64, name string, r io.Reader, opts ImportOptions) (ImportResult, error) {
	res := ImportResult{File: name}
	if _, err := store.GetProject(ctx, db.Bun, projectID); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return res, fmt.Errorf("ingest: project %d not found", projectID)
		}
		return res, err
	}
	tx, err := db.Bun.BeginTx(ctx, nil)
	if err != nil {
		return res, fmt.Errorf("ingest: %s: begin: %w", name, err)
	}
	// Imports into one project follow each other: each would otherwise
	// take the lock of the project's persons after some of them, in
	// whatever order its lines come.
	if err := store.LockProjectPersons(ctx, tx, projectID); err != nil {
		tx.Rollback() //nolint:errcheck // the error that led here is what matters
		return res, fmt.Errorf("ingest: %s: %w", name, err)
	}
	im := &importer{name: name, opts: opts, res: &res, workers: opts.workers}
	if im.workers <= 0 {
		im.workers = runtime.GOMAXPROCS(0)
	}
	if opts.Sink != nil {
		if im.spool, err = NewSpool(); err != nil {
			tx.Rollback() //nolint:errcheck // the error that led here is what matters
			return res, err
		}
		defer im.spool.Close() //nolint:errcheck // a temporary file
	}
	stats, err := im.run(ctx, tx, projectID, r)
	if err == nil && res.RejectedCount > 0 && !opts.SkipInvalid {
		res.Imported = 0
		err = &InvalidFileError{File: name, Lines: res.Rejected, Count: res.RejectedCount}
	}
	if err != nil {
		tx.Rollback() //nolint:errcheck // the error that led here is what matters
		return res, err
	}
	if err := tx.Commit(); err != nil {
		return res, fmt.Errorf("ingest: %s: commit: %w", name, err)
	}
	res.Stats = stats
	if im.spool != nil {
		if err := im.spool.Replay(ctx, opts.Sink); err != nil {
			return res, fmt.Errorf("ingest: %s: events: %w", name, err)
		}
	}
	return res, nil
}

// importer reads one file into a transaction.
type importer struct {
	name    string
	opts    ImportOptions
	res     *ImportResult
	spool   *Spool // the events, with a sink
	workers int    // goroutines parsing a chunk
}

// run applies every line of r through a Pipeline on tx and flushes it. Lines
// refused are recorded in im.res; the caller decides to commit or not.
//
// A goroutine reads and parses (on im.workers goroutines) the next chunk
// while this one applies the current one: what depends on the order of the
// lines (lookups, merges, rows) stays here, in file order.
func (im *importer) run(ctx context.Context, tx bun.Tx, projectID int64, r io.Reader) (Stats, error) {
	restore, err := GrowPageCache(ctx, tx)
	if err != nil {
		return Stats{}, err
	}
	defer restore() // before the caller commits: the pragma needs the open transaction
	popts := Options{Now: im.opts.Now, BatchSize: im.opts.BatchSize, SinkBatch: im.opts.SinkBatch}
	if im.spool != nil {
		popts.Sink = im.spool
	}
	pl := New(tx, projectID, popts)
	readCtx, cancel := context.WithCancel(ctx)
	chunks := make(chan *chunk, 1)
	free := make(chan *chunk, 2) // chunks applied, for the reader to reuse
	done := make(chan struct{})
	go func() {
		defer close(done)
		im.read(readCtx, pl, r, chunks, free)
	}()
	// Nothing of the import runs once it returns (im.res is the caller's).
	defer func() {
		cancel()
		<-done
	}()
	for c := range chunks {
		if c.err != nil {
			return Stats{}, c.err
		}
		if err := im.process(ctx, pl, c.lines); err != nil {
			return Stats{}, err
		}
		select {
		case free <- c:
		default:
		}
	}
	if err := ctx.Err(); err != nil {
		return Stats{}, err
	}
	if im.res.RejectedCount > 0 && !im.opts.SkipInvalid {
		return Stats{}, nil // the file will be refused: no need to write the rest
	}
	if err := pl.Flush(ctx); err != nil {
		return Stats{}, fmt.Errorf("ingest: %s: %w", im.name, err)
	}
	return pl.Stats(), nil
}

// read sends r's lines to out in parsed chunks, then closes it; it reuses
// the chunks from free. It counts the lines and writes the progress lines;
// it stops when ctx is done.
func (im *importer) read(ctx context.Context, pl *Pipeline, r io.Reader, out chan<- *chunk, free <-chan *chunk) {
	defer close(out)
	newChunk := func() *chunk {
		select {
		case c := <-free:
			c.lines, c.raw = c.lines[:0], c.raw[:0]
			return c
		default:
			return &chunk{lines: make([]parsedLine, 0, chunkLines)}
		}
	}
	send := func(c *chunk) bool {
		select {
		case out <- c:
			return true
		case <-ctx.Done():
			return false
		}
	}
	lines := newLineReader(r)
	c := newChunk()
	for {
		line, n, err := lines.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil && !errors.Is(err, errLineTooLong) {
			send(&chunk{err: fmt.Errorf("ingest: read %s: %w", im.name, err)})
			return
		}
		if err == nil && len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		im.res.Lines++
		if im.opts.Progress != nil && im.res.Lines%100_000 == 0 {
			fmt.Fprintf(im.opts.Progress, "import %s: %d lines\n", im.name, im.res.Lines)
		}
		p := parsedLine{line: n}
		if err != nil {
			p.err = fieldErr("", "line longer than %d bytes", MaxLineBytes)
		} else {
			// The line reader reuses its buffer.
			p.start = len(c.raw)
			c.raw = append(c.raw, line...)
			p.end = len(c.raw)
		}
		c.lines = append(c.lines, p)
		if len(c.lines) == chunkLines || len(c.raw) >= chunkBytes {
			im.parse(pl, c)
			if !send(c) {
				return
			}
			c = newChunk()
		}
		if err := ctx.Err(); err != nil {
			return // run returns ctx's error, or its own
		}
	}
	im.parse(pl, c)
	send(c)
}

// parse parses and checks c's lines on up to im.workers goroutines, each
// taking parseBlock lines at a time. The records hold none of c.raw.
func (im *importer) parse(pl *Pipeline, c *chunk) {
	var next atomic.Int64
	work := func() {
		for {
			from := int(next.Add(parseBlock)) - parseBlock
			if from >= len(c.lines) {
				return
			}
			for i := from; i < min(from+parseBlock, len(c.lines)); i++ {
				l := &c.lines[i]
				if l.err != nil {
					continue
				}
				l.rec, l.err = parseLine(c.raw[l.start:l.end])
				if l.err == nil && l.rec.kind == TypeEvent {
					l.event, l.evErr = pl.checkEvent(l.rec.event)
				}
			}
		}
	}
	var wg sync.WaitGroup
	for range min(im.workers, (len(c.lines)+parseBlock-1)/parseBlock) - 1 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			work()
		}()
	}
	work()
	wg.Wait()
}

// process applies a chunk's lines in order, after looking up what they
// refer to.
func (im *importer) process(ctx context.Context, pl *Pipeline, chunk []parsedLine) error {
	if err := prefetch(ctx, pl, chunk); err != nil {
		return err
	}
	for _, l := range chunk {
		if l.err != nil {
			im.reject(l.line, l.err)
			continue
		}
		var err error
		switch {
		case l.rec.kind != TypeEvent:
			err = apply(ctx, pl, l.rec)
		case l.evErr != nil:
			err = l.evErr
		default:
			err = pl.addChecked(ctx, l.event)
		}
		if err != nil {
			if ferr, ok := errorsAsField(err); ok {
				im.reject(l.line, ferr)
				continue
			}
			return fmt.Errorf("ingest: %s:%d: %w", im.name, l.line, err)
		}
		im.res.Imported++
	}
	return nil
}

func (im *importer) reject(line int, ferr *FieldError) {
	if len(im.res.Rejected) < MaxListedLineErrors {
		im.res.Rejected = append(im.res.Rejected, LineError{File: im.name, Line: line, Err: ferr})
	}
	im.res.RejectedCount++
}

// prefetch looks up, in a few statements, what the chunk's lines refer to.
func prefetch(ctx context.Context, pl *Pipeline, chunk []parsedLine) error {
	var distinctIDs, uuids []string
	var configIDs []int64
	for _, l := range chunk {
		if l.err != nil {
			continue
		}
		switch l.rec.kind {
		case TypeEvent:
			distinctIDs = append(distinctIDs, l.rec.event.DistinctID)
		case TypePerson:
			distinctIDs = append(distinctIDs, l.rec.person.DistinctIDs...)
			if l.rec.person.UUID != "" {
				uuids = append(uuids, l.rec.person.UUID)
			}
		case TypeRecording:
			distinctIDs = append(distinctIDs, l.rec.recording.DistinctID)
		case TypePluginLog:
			configIDs = append(configIDs, l.rec.log.PluginConfigID)
		}
	}
	return pl.Prefetch(ctx, distinctIDs, uuids, configIDs)
}

func apply(ctx context.Context, pl *Pipeline, rec record) error {
	switch rec.kind {
	case TypeEvent:
		return pl.AddEvent(ctx, rec.event)
	case TypePerson:
		return pl.AddPerson(ctx, rec.person)
	case TypeRecording:
		return pl.AddRecording(ctx, rec.recording)
	default:
		err := pl.AddPluginLog(ctx, rec.log)
		if ferr, ok := errorsAsField(err); ok && ferr.Field == "type" {
			// The entry's type travels as "log_type" in NDJSON.
			return &FieldError{Field: "log_type", Reason: ferr.Reason}
		}
		return err
	}
}

// parseLine decodes and type-checks one line; the pipeline checks the values.
func parseLine(line []byte) (record, *FieldError) {
	var rec record
	line = bytes.TrimSpace(line)
	if !utf8.Valid(line) {
		return rec, fieldErr("", "not valid UTF-8")
	}
	if len(line) == 0 || line[0] != '{' {
		return rec, fieldErr("", "not a JSON object")
	}
	var obj object
	if err := json.Unmarshal(line, &obj); err != nil {
		return rec, fieldErr("", "invalid JSON: %s", jsonReason(err))
	}
	kind, ferr := obj.str("type", true)
	if ferr != nil {
		return rec, ferr
	}
	rec.kind = kind
	switch kind {
	case TypeEvent:
		rec.event, ferr = parseEvent(obj)
	case TypePerson:
		rec.person, ferr = parsePerson(obj)
	case TypeRecording:
		rec.recording, ferr = parseRecording(obj)
	case TypePluginLog:
		rec.log, ferr = parsePluginLog(obj)
	default:
		ferr = fieldErr("type", "must be one of %q, %q, %q, %q", TypeEvent, TypePerson, TypeRecording, TypePluginLog)
	}
	return rec, ferr
}

func jsonReason(err error) string {
	var syn *json.SyntaxError
	if errors.As(err, &syn) {
		return fmt.Sprintf("%s (at byte %d)", syn.Error(), syn.Offset)
	}
	return err.Error()
}

func parseEvent(obj object) (Event, *FieldError) {
	var ev Event
	var ferr *FieldError
	if ev.Event, ferr = obj.str("event", true); ferr != nil {
		return ev, ferr
	}
	if ev.DistinctID, ferr = obj.distinctID("distinct_id"); ferr != nil {
		return ev, ferr
	}
	if ev.Properties, ferr = obj.object("properties"); ferr != nil {
		return ev, ferr
	}
	if ev.Timestamp, ferr = obj.time("timestamp", true); ferr != nil {
		return ev, ferr
	}
	if ev.UUID, ferr = obj.str("uuid", false); ferr != nil {
		return ev, ferr
	}
	ev.CreatedAt, ferr = obj.time("created_at", false)
	return ev, ferr
}

func parsePerson(obj object) (Person, *FieldError) {
	var p Person
	var ferr *FieldError
	if p.DistinctIDs, ferr = obj.strings("distinct_ids"); ferr != nil {
		return p, ferr
	}
	if p.Properties, ferr = obj.object("properties"); ferr != nil {
		return p, ferr
	}
	if p.UUID, ferr = obj.str("uuid", false); ferr != nil {
		return p, ferr
	}
	if p.CreatedAt, ferr = obj.time("created_at", false); ferr != nil {
		return p, ferr
	}
	p.IsIdentified, ferr = obj.boolean("is_identified")
	return p, ferr
}

func parseRecording(obj object) (store.SessionRecording, *FieldError) {
	var r store.SessionRecording
	var ferr *FieldError
	if r.SessionID, ferr = obj.str("session_id", true); ferr != nil {
		return r, ferr
	}
	if r.DistinctID, ferr = obj.distinctID("distinct_id"); ferr != nil {
		return r, ferr
	}
	if r.StartTime, ferr = obj.time("start_time", true); ferr != nil {
		return r, ferr
	}
	if r.EndTime, ferr = obj.time("end_time", true); ferr != nil {
		return r, ferr
	}
	// "recording_duration" is the name the API answers with: accept it so an
	// export can be imported back.
	durationField := "duration"
	if !obj.has("duration") && obj.has("recording_duration") {
		durationField = "recording_duration"
	}
	var hasDuration, hasActive, hasInactive bool
	if r.Duration, hasDuration, ferr = obj.number(durationField); ferr != nil {
		return r, ferr
	}
	if !hasDuration {
		r.Duration = spanSeconds(r.StartTime, r.EndTime)
	}
	if r.ActiveSeconds, hasActive, ferr = obj.number("active_seconds"); ferr != nil {
		return r, ferr
	}
	if r.InactiveSeconds, hasInactive, ferr = obj.number("inactive_seconds"); ferr != nil {
		return r, ferr
	}
	switch {
	case !hasActive && !hasInactive:
		r.ActiveSeconds = r.Duration
	case !hasActive:
		r.ActiveSeconds = math.Max(0, r.Duration-r.InactiveSeconds)
	case !hasInactive:
		r.InactiveSeconds = math.Max(0, r.Duration-r.ActiveSeconds)
	}
	for _, c := range []struct {
		name string
		dst  *int64
	}{
		{"click_count", &r.ClickCount}, {"keypress_count", &r.KeypressCount},
		{"mouse_activity_count", &r.MouseActivityCount}, {"console_log_count", &r.ConsoleLogCount},
		{"console_warn_count", &r.ConsoleWarnCount}, {"console_error_count", &r.ConsoleErrorCount},
	} {
		if *c.dst, ferr = obj.integer(c.name, false); ferr != nil {
			return r, ferr
		}
	}
	if r.StartURL, ferr = obj.str("start_url", false); ferr != nil {
		return r, ferr
	}
	if r.Storage, ferr = obj.str("storage", false); ferr != nil {
		return r, ferr
	}
	r.SnapshotSource, ferr = obj.str("snapshot_source", false)
	return r, ferr
}

func parsePluginLog(obj object) (store.PluginLogEntry, *FieldError) {
	var e store.PluginLogEntry
	var ferr *FieldError
	if e.PluginConfigID, ferr = obj.integer("plugin_config_id", true); ferr != nil {
		return e, ferr
	}
	if e.PluginID, ferr = obj.integer("plugin_id", false); ferr != nil {
		return e, ferr
	}
	if e.Timestamp, ferr = obj.time("timestamp", true); ferr != nil {
		return e, ferr
	}
	if e.Source, ferr = obj.str("source", true); ferr != nil {
		return e, ferr
	}
	// "type" names the record, so the entry's own type travels as "log_type".
	if !obj.has("log_type") {
		return e, fieldErr("log_type", "required (DEBUG, LOG, INFO, WARN or ERROR; \"type\" names the record)")
	}
	if e.Type, ferr = obj.str("log_type", true); ferr != nil {
		return e, ferr
	}
	if e.Message, ferr = obj.str("message", true); ferr != nil {
		return e, ferr
	}
	if e.InstanceID, ferr = obj.str("instance_id", false); ferr != nil {
		return e, ferr
	}
	e.ID, ferr = obj.str("id", false)
	return e, ferr
}

// object is one decoded line whose values stay raw until a field is read.
type object map[string]json.RawMessage

// has reports whether the field is present and not null.
func (o object) has(name string) bool {
	raw, ok := o[name]
	return ok && string(raw) != "null"
}

func (o object) missing(name string, required bool) *FieldError {
	if required {
		return fieldErr(name, "required")
	}
	return nil
}

func (o object) str(name string, required bool) (string, *FieldError) {
	if !o.has(name) {
		return "", o.missing(name, required)
	}
	raw := o[name]
	var s string
	if raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
		return "", fieldErr(name, "must be a string")
	}
	return s, nil
}

// distinctID reads a required distinct id; numbers are accepted and kept as
// their JSON text, as PostHog's capture does.
func (o object) distinctID(name string) (string, *FieldError) {
	if !o.has(name) {
		return "", fieldErr(name, "required")
	}
	raw := o[name]
	if c := raw[0]; c == '-' || (c >= '0' && c <= '9') {
		return string(raw), nil
	}
	return o.str(name, true)
}

func (o object) time(name string, required bool) (time.Time, *FieldError) {
	if !o.has(name) {
		return time.Time{}, o.missing(name, required)
	}
	s, ferr := o.str(name, true)
	if ferr != nil {
		return time.Time{}, fieldErr(name, "must be an ISO 8601 string")
	}
	t, ok := parseTime(s)
	if !ok {
		return time.Time{}, fieldErr(name, "not ISO 8601")
	}
	if !storableTime(t) {
		return time.Time{}, fieldErr(name, "out of range: must be after 0001-01-01T00:00:00Z and before 10000-01-01T00:00:00Z")
	}
	return t, nil
}

func (o object) integer(name string, required bool) (int64, *FieldError) {
	if !o.has(name) {
		return 0, o.missing(name, required)
	}
	n, err := strconv.ParseInt(string(o[name]), 10, 64)
	if err != nil {
		return 0, fieldErr(name, "must be an integer")
	}
	if n < 0 {
		return 0, fieldErr(name, "must not be negative")
	}
	return n, nil
}

func (o object) number(name string) (float64, bool, *FieldError) {
	if !o.has(name) {
		return 0, false, nil
	}
	raw := o[name]
	if c := raw[0]; c != '-' && (c < '0' || c > '9') {
		return 0, false, fieldErr(name, "must be a number")
	}
	f, err := strconv.ParseFloat(string(raw), 64)
	if err != nil || math.IsInf(f, 0) {
		return 0, false, fieldErr(name, "must be a number")
	}
	return f, true, nil
}

func (o object) boolean(name string) (bool, *FieldError) {
	if !o.has(name) {
		return false, nil
	}
	switch string(o[name]) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fieldErr(name, "must be true or false")
}

func (o object) object(name string) (json.RawMessage, *FieldError) {
	if !o.has(name) {
		return nil, nil
	}
	if o[name][0] != '{' {
		return nil, fieldErr(name, "must be an object")
	}
	return o[name], nil
}

func (o object) strings(name string) ([]string, *FieldError) {
	if !o.has(name) {
		return nil, fieldErr(name, "required")
	}
	var out []string
	if o[name][0] != '[' || json.Unmarshal(o[name], &out) != nil {
		return nil, fieldErr(name, "must be a list of strings")
	}
	return out, nil
}

var errLineTooLong = errors.New("line too long")

// lineReader yields lines with their 1-based numbers, refusing (but
// skipping past) lines longer than MaxLineBytes.
type lineReader struct {
	r    *bufio.Reader
	n    int
	buf  []byte
	done bool
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 256<<10)}
}

// next returns the next line without its newline. At the end it returns io.EOF.
func (l *lineReader) next() ([]byte, int, error) {
	if l.done {
		return nil, l.n, io.EOF
	}
	l.buf = l.buf[:0]
	tooLong := false
	for {
		part, err := l.r.ReadSlice('\n')
		if !tooLong {
			if len(l.buf)+len(part) > MaxLineBytes+1 {
				tooLong = true
				l.buf = l.buf[:0]
			} else {
				l.buf = append(l.buf, part...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if errors.Is(err, io.EOF) {
			l.done = true
			if len(l.buf) == 0 && !tooLong {
				return nil, l.n, io.EOF
			}
		} else if err != nil {
			return nil, l.n, err
		}
		break
	}
	l.n++
	if tooLong {
		return nil, l.n, errLineTooLong
	}
	return bytes.TrimRight(l.buf, "\r\n"), l.n, nil
}
