package pgwire

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgproto3"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/burrow-analytics/burrow/hogql"
)

// column is a result column.
type column struct {
	name string
	typ  columnType
}

// prepared is a parsed statement: a statement of the dialect, a command
// answered at once (SET, BEGIN) or a catalogue question answered from the
// dialect's schema.
type prepared struct {
	sql       string
	empty     bool
	command   string   // the CommandComplete tag of a command
	static    [][]any  // the rows of a catalogue answer
	cols      []column // nil: the statement returns no rows
	paramOIDs []uint32 // the placeholders' types, as Describe reports them
	dialect   bool     // a statement of the dialect, compiled again at Bind
	types     []string // the dialect's column types at Parse
	_         struct{} // keep the literal forms keyed
}

// portal is a bound statement, run by Execute (perhaps in steps).
type portal struct {
	stmt    *prepared
	cols    []column
	formats []int16
	command string
	empty   bool

	static []any // catalogue rows still to send ([]any of []any)
	comp   *hogql.Compiled

	started, done bool
	rows          chan []any
	errc          chan error
	cancel        context.CancelFunc
	sent          int
	bytes         int64
}

// prepare classifies and compiles a statement without values.
func (c *conn) prepare(sql string, declared []uint32) (*prepared, error) {
	text := trimStatement(sql)
	if onlyComments(text) {
		return &prepared{sql: sql, empty: true}, nil
	}
	if ps, ok, err := c.catalog(text); ok || err != nil {
		if ps != nil {
			ps.paramOIDs = paramOIDsFor(nil, declared)
		}
		return ps, err
	}
	comp, err := c.s.svc.Queries.WireCompile(c.session(), text, nil)
	if err != nil {
		return nil, err
	}
	return &prepared{sql: text, dialect: true, cols: columnsOf(comp), types: comp.Types,
		paramOIDs: paramOIDsFor(comp.ParamTypes, declared)}, nil
}

// trimStatement drops blanks and trailing semicolons.
func trimStatement(sql string) string {
	s := strings.TrimSpace(sql)
	for strings.HasSuffix(s, ";") {
		s = strings.TrimSpace(strings.TrimSuffix(s, ";"))
	}
	return s
}

// onlyComments reports whether s holds nothing but blanks and comments
// (pgx's ping is "-- ping"), which PostgreSQL answers as an empty query.
func onlyComments(s string) bool {
	for {
		s = strings.TrimSpace(s)
		switch {
		case s == "":
			return true
		case strings.HasPrefix(s, "--"):
			i := strings.IndexByte(s, '\n')
			if i < 0 {
				return true
			}
			s = s[i+1:]
		case strings.HasPrefix(s, "/*"):
			i := strings.Index(s, "*/")
			if i < 0 {
				return false
			}
			s = s[i+2:]
		default:
			return false
		}
	}
}

func columnsOf(comp *hogql.Compiled) []column {
	cols := make([]column, len(comp.Columns))
	for i, name := range comp.Columns {
		cols[i] = column{name: name, typ: typeOf(comp.Types[i])}
	}
	return cols
}

// newPortal binds ps to params (decoded values, nil for NULL).
func (c *conn) newPortal(ps *prepared, params []any, resultFormats []int16) (*portal, error) {
	p := &portal{stmt: ps, cols: ps.cols, command: ps.command, empty: ps.empty}
	if ps.dialect {
		comp, err := c.s.svc.Queries.WireCompile(c.session(), ps.sql, params)
		if err != nil {
			return nil, err
		}
		p.comp, p.cols = comp, columnsOf(comp)
	}
	for _, r := range ps.static {
		p.static = append(p.static, r)
	}
	p.formats = make([]int16, len(p.cols))
	for i := range p.cols {
		f, err := formatAt(resultFormats, i)
		if err != nil {
			return nil, err
		}
		p.formats[i] = f
	}
	return p, nil
}

func (p *portal) rowDescription() *pgproto3.RowDescription { return rowDescription(p.cols, p.formats) }

func rowDescription(cols []column, formats []int16) *pgproto3.RowDescription {
	fields := make([]pgproto3.FieldDescription, len(cols))
	for i, col := range cols {
		var f int16
		if formats != nil {
			f = formats[i]
		}
		fields[i] = pgproto3.FieldDescription{Name: []byte(col.name), DataTypeOID: col.typ.oid,
			DataTypeSize: col.typ.size, TypeModifier: -1, Format: f}
	}
	return &pgproto3.RowDescription{Fields: fields}
}

// start begins streaming a statement of the dialect: the engine's rows
// arrive on p.rows as it reads them; a cancel request stops it.
func (p *portal) start(ctx context.Context, c *conn) {
	if p.started || p.comp == nil {
		return
	}
	p.started = true
	ctx, cancel := context.WithCancel(ctx)
	p.cancel = cancel
	p.rows = make(chan []any, 256)
	p.errc = make(chan error, 1)
	c.mu.Lock()
	c.running, c.cancelled = cancel, false
	c.mu.Unlock()
	sess := c.session()
	go func() {
		defer close(p.rows)
		p.errc <- c.s.svc.Queries.WireStream(ctx, sess, p.comp, func(row []any) error {
			select {
			case p.rows <- row:
				return nil
			case <-ctx.Done():
				return context.Cause(ctx)
			}
		})
	}()
}

// next returns the next row, or false at the end.
func (p *portal) next() ([]any, bool) {
	if p.comp == nil {
		if len(p.static) == 0 {
			return nil, false
		}
		row := p.static[0].([]any)
		p.static = p.static[1:]
		return row, true
	}
	row, ok := <-p.rows
	return row, ok
}

// finish returns how the statement ended, after next returned false.
func (p *portal) finish(c *conn) error {
	if p.comp == nil {
		return nil
	}
	err := <-p.errc
	c.mu.Lock()
	cancelled := c.cancelled
	c.running, c.cancelled = nil, false
	c.mu.Unlock()
	if err != nil && cancelled {
		return errorf(codeCanceled, "canceling statement due to user request")
	}
	return err
}

// close stops the statement, if it runs.
func (p *portal) close() {
	if p.cancel != nil {
		p.cancel()
	}
}

// decodeParam reads a Bind value of type oid in format (0 text, 1 binary)
// as the compiler binds it: string, int64, float64, bool or nil.
func (e *encoder) decodeParam(oid uint32, format int16, raw []byte) (any, error) {
	if raw == nil {
		return nil, nil
	}
	if format == 0 {
		s := string(raw)
		switch oid {
		case pgtype.Int2OID, pgtype.Int4OID, pgtype.Int8OID:
			return strconv.ParseInt(s, 10, 64)
		case pgtype.Float4OID, pgtype.Float8OID:
			return strconv.ParseFloat(s, 64)
		case pgtype.BoolOID:
			switch strings.ToLower(strings.TrimSpace(s)) {
			case "t", "true", "on", "yes", "y", "1":
				return true, nil
			case "f", "false", "off", "no", "n", "0":
				return false, nil
			}
			return nil, fmt.Errorf("invalid boolean %q", s)
		}
		return s, nil
	}
	switch oid {
	case pgtype.Int2OID:
		if len(raw) != 2 {
			return nil, fmt.Errorf("int2 of %d bytes", len(raw))
		}
		return int64(int16(binary.BigEndian.Uint16(raw))), nil
	case pgtype.Int4OID:
		if len(raw) != 4 {
			return nil, fmt.Errorf("int4 of %d bytes", len(raw))
		}
		return int64(int32(binary.BigEndian.Uint32(raw))), nil
	case pgtype.Int8OID:
		if len(raw) != 8 {
			return nil, fmt.Errorf("int8 of %d bytes", len(raw))
		}
		return int64(binary.BigEndian.Uint64(raw)), nil
	case pgtype.Float4OID:
		if len(raw) != 4 {
			return nil, fmt.Errorf("float4 of %d bytes", len(raw))
		}
		return float64(math.Float32frombits(binary.BigEndian.Uint32(raw))), nil
	case pgtype.Float8OID:
		if len(raw) != 8 {
			return nil, fmt.Errorf("float8 of %d bytes", len(raw))
		}
		return math.Float64frombits(binary.BigEndian.Uint64(raw)), nil
	case pgtype.BoolOID:
		if len(raw) != 1 {
			return nil, fmt.Errorf("bool of %d bytes", len(raw))
		}
		return raw[0] != 0, nil
	case pgtype.TextOID, pgtype.VarcharOID, pgtype.NameOID, pgtype.BPCharOID, 0, 705: // 705: unknown
		return string(raw), nil
	case pgtype.TimestamptzOID, pgtype.TimestampOID:
		var t time.Time
		if err := e.types.Scan(oid, format, raw, &t); err != nil {
			return nil, err
		}
		return t.UTC().Format(time.RFC3339Nano), nil
	case pgtype.DateOID:
		var t time.Time
		if err := e.types.Scan(oid, format, raw, &t); err != nil {
			return nil, err
		}
		return t.Format(time.DateOnly), nil
	}
	return nil, fmt.Errorf("binary values of type %d are not supported: send it as text", oid)
}
