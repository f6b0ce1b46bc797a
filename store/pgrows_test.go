package store_test

import (
	"context"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// pgRowsTargets are one set of targets for pgRowsColumns, in order.
type pgRowsTargets struct {
	i8, i4             int64
	f8                 float64
	b                  bool
	ts                 time.Time
	txt, vc            string
	jb, raw            []byte
	ni8                pgtype.Int8
	ntxt               pgtype.Text
	nb                 pgtype.Bool
	nts                pgtype.Timestamptz
	i2                 int16 // left to pgx: no fast decoder
	nraw               []byte
	jsonAsString, uuid string // jsonb into *string, uuid into *string: left to pgx
}

func (t *pgRowsTargets) dest() []any {
	return []any{&t.i8, &t.i4, &t.f8, &t.b, &t.ts, &t.txt, &t.vc, &t.jb, &t.raw, &t.ni8, &t.ntxt, &t.nb, &t.nts, &t.i2, &t.nraw,
		&t.jsonAsString, &t.uuid}
}

const pgRowsColumns = `(i8, i4, f8, b, ts, txt, vc, jb, raw, ni8, ntxt, nb, nts, i2, nraw, js, u)`

// TestPGRowsMatchScan decodes the same rows with pgx's Rows.Scan and with
// the hand-written reads' decoder (store.pgRows), into targets of every type
// the decoder knows and some it leaves to pgx, and requires the same values
// and, for values that cannot be scanned, an error from both.
func TestPGRowsMatchScan(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, storetest.PostgresURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })

	// Rows every target can hold, read in one statement by one decoder: the
	// values of a row must not change when the next is decoded.
	rows := []string{
		`(1::int8, 2::int4, 1.5::float8, true, timestamptz '2026-03-01 12:00:00.123456+00', 'héllo "q" \ 🦡'::text, 'v'::varchar,
		  '{"a": [1, "x", null], "b": {"c": 1.5e300}}'::jsonb, 'raw'::text, 7::int8, 'p'::text, true, timestamptz '2026-01-01 00:00:00+00',
		  3::int2, 'n'::text, '{"k": "v"}'::jsonb, '0e4c35a5-1d2a-4f61-9d8c-5e0b6a7f8b9c'::uuid)`,
		`(-9223372036854775808, -2147483648, 'NaN', false, timestamptz '1970-01-01 00:00:00+00', '', ''::varchar, '{}', '', NULL, NULL, NULL, NULL,
		  -32768, NULL, '[]', '00000000-0000-0000-0000-000000000000')`,
		`(9223372036854775807, 2147483647, '-Infinity', true, timestamptz '1999-12-31 23:59:59.999999+00', E'line\nbreak\u2028', 'x',
		  '"s"', E'\\x00', -1, '', false, timestamptz '2000-01-01 00:00:00+00', 0, '', 'null', 'ffffffff-ffff-ffff-ffff-ffffffffffff')`,
		`(0, 0, -0.0, false, timestamptz '4713-11-24 00:00:00+00 BC', 'a', 'b', '1', 'c', 0, 'd', true, timestamptz 'infinity', 1, 'e', '2',
		  '0e4c35a5-1d2a-4f61-9d8c-5e0b6a7f8b9c')`,
		`(1, 1, 1e-300, true, timestamptz '294276-12-31 23:59:59.999999+00', repeat('long ', 1000), 'v', '{"x": "y"}', 'r', 1, 't', true,
		  timestamptz '-infinity', 2, 'f', '3', '0e4c35a5-1d2a-4f61-9d8c-5e0b6a7f8b9c')`,
	}
	query := `SELECT * FROM (VALUES ` + strings.Join(rows, ",\n") + `) AS v` + pgRowsColumns
	res, err := conn.Query(ctx, query)
	if err != nil {
		t.Fatal(err)
	}
	var viaScan, viaDecoder []pgRowsTargets
	var scanT, decT pgRowsTargets
	dest := decT.dest() // the same targets for every row, as the reads pass them
	dec, err := store.PGRows(conn.TypeMap(), res.FieldDescriptions(), dest)
	if err != nil {
		t.Fatal(err)
	}
	for res.Next() {
		if err := dec.Scan(res.FieldDescriptions(), res.RawValues(), dest); err != nil {
			t.Fatalf("row %d: decoder: %v", len(viaDecoder)+1, err)
		}
		if err := res.Scan(scanT.dest()...); err != nil {
			t.Fatalf("row %d: pgx: %v", len(viaScan)+1, err)
		}
		viaScan, viaDecoder = append(viaScan, scanT), append(viaDecoder, decT)
	}
	if err := res.Err(); err != nil {
		t.Fatal(err)
	}
	if len(viaScan) != len(rows) {
		t.Fatalf("read %d rows, want %d", len(viaScan), len(rows))
	}
	for i := range viaScan {
		a, b := viaScan[i], viaDecoder[i]
		if math.Float64bits(a.f8) != math.Float64bits(b.f8) { // NaN is not equal to itself
			t.Errorf("row %d: float8 %v from pgx, %v from the decoder", i+1, a.f8, b.f8)
		}
		a.f8, b.f8 = 0, 0
		if !reflect.DeepEqual(a, b) {
			t.Errorf("row %d:\npgx:     %+v\ndecoder: %+v", i+1, a, b)
		}
	}

	// Values a target cannot hold: both refuse them.
	for _, c := range []struct {
		name, sql string
		dest      func() []any
	}{
		{"NULL into *string", "SELECT NULL::text", func() []any { var s string; return []any{&s} }},
		{"NULL into *int64", "SELECT NULL::int8", func() []any { var n int64; return []any{&n} }},
		{"NULL into *float64", "SELECT NULL::float8", func() []any { var f float64; return []any{&f} }},
		{"NULL into *bool", "SELECT NULL::bool", func() []any { var b bool; return []any{&b} }},
		{"NULL into *time.Time", "SELECT NULL::timestamptz", func() []any { var ts time.Time; return []any{&ts} }},
		{"infinity into *time.Time", "SELECT timestamptz 'infinity'", func() []any { var ts time.Time; return []any{&ts} }},
		{"text into *int64", "SELECT 'x'::text", func() []any { var n int64; return []any{&n} }},
	} {
		for _, way := range []string{"pgx", "decoder"} {
			res, err := conn.Query(ctx, c.sql)
			if err != nil {
				t.Fatal(err)
			}
			if !res.Next() {
				t.Fatalf("%s: no row: %v", c.name, res.Err())
			}
			dest := c.dest()
			if way == "pgx" {
				err = res.Scan(dest...)
			} else {
				var dec interface {
					Scan([]pgconn.FieldDescription, [][]byte, []any) error
				}
				if dec, err = store.PGRows(conn.TypeMap(), res.FieldDescriptions(), dest); err == nil {
					err = dec.Scan(res.FieldDescriptions(), res.RawValues(), dest)
				}
			}
			res.Close()
			if err == nil {
				t.Errorf("%s: %s scanned it: %v", c.name, way, reflect.ValueOf(dest[0]).Elem())
			}
		}
	}
}
