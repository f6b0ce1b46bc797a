package store

import (
	"encoding/binary"
	"fmt"
	"math"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
)

// pgRows decodes the rows of a hand-written read on PostgreSQL into the same
// targets for every row, as pgx's Rows.Scan would, but cheaper for the
// columns list pages are made of:
//
//   - the values of the common pairs of column type and target (int8 and
//     int4 into *int64 or *pgtype.Int8, float8, bool, timestamptz, text)
//     are decoded here, without Scan's per-value interface dispatch and
//     type checks;
//   - a row's text values become substrings of one string, and its values
//     read into *[]byte share one buffer, so a row of a page costs two
//     allocations instead of one per value (the substrings keep the row's
//     string alive, no more: each row has its own).
//
// Every other pair, and every value the fast decoders leave (NULL into a
// target that cannot hold it, an infinite timestamp), goes through pgx's own
// scan plan for the column, with its errors. TestPGRowsMatchScan compares
// the two on each pair decoded here, at its edge values.
type pgRows struct {
	cols  []pgColumn
	text  []byte   // the row's text values, gathered
	bytes []byte   // the row's *[]byte values, gathered (copied once per row)
	spans [][2]int // by column: a gathered value's span in text or bytes
}

// pgColumn is how one column is decoded.
type pgColumn struct {
	plan pgtype.ScanPlan // pgx's, for what the others leave
	// fast decodes a non-gathered value; false leaves it to plan.
	fast func(src []byte) bool
	// str or ptext, when set, gather the value into the row's string.
	str   *string
	ptext *pgtype.Text
	// byt, when set, gathers the value into the row's []byte buffer.
	byt *[]byte
}

// PostgreSQL type OIDs decoded here (pg_type.dat).
const (
	oidBool        = 16
	oidInt8        = 20
	oidInt4        = 23
	oidText        = 25
	oidFloat8      = 701
	oidVarchar     = 1043
	oidTimestamptz = 1184
	oidJSONB       = 3802
)

// newPGRows plans the decoding of rows described by fields into dest.
func newPGRows(m *pgtype.Map, fields []pgconn.FieldDescription, dest []any) (*pgRows, error) {
	if len(fields) != len(dest) {
		return nil, fmt.Errorf("%d columns for %d targets", len(fields), len(dest))
	}
	r := &pgRows{cols: make([]pgColumn, len(dest)), spans: make([][2]int, len(dest))}
	for i, d := range dest {
		oid, format := fields[i].DataTypeOID, fields[i].Format
		c := &r.cols[i]
		c.plan = m.PlanScan(oid, format, d)
		bin := format == pgtype.BinaryFormatCode
		text := (oid == oidText || oid == oidVarchar) && (bin || format == pgtype.TextFormatCode)
		switch d := d.(type) {
		case *int64:
			switch {
			case oid == oidInt8 && bin:
				c.fast = func(src []byte) bool { return decodeInt8(src, d) }
			case oid == oidInt4 && bin:
				c.fast = func(src []byte) bool { return decodeInt4(src, d) }
			}
		case *pgtype.Int8:
			if oid == oidInt8 && bin {
				c.fast = func(src []byte) bool {
					if src == nil {
						*d = pgtype.Int8{}
						return true
					}
					d.Valid = decodeInt8(src, &d.Int64)
					return d.Valid
				}
			}
		case *float64:
			if oid == oidFloat8 && bin {
				c.fast = func(src []byte) bool {
					if len(src) != 8 {
						return false
					}
					*d = math.Float64frombits(binary.BigEndian.Uint64(src))
					return true
				}
			}
		case *bool:
			if oid == oidBool && bin {
				c.fast = func(src []byte) bool { return decodeBool(src, d) }
			}
		case *pgtype.Bool:
			if oid == oidBool && bin {
				c.fast = func(src []byte) bool {
					if src == nil {
						*d = pgtype.Bool{}
						return true
					}
					d.Valid = decodeBool(src, &d.Bool)
					return d.Valid
				}
			}
		case *time.Time:
			if oid == oidTimestamptz && bin {
				c.fast = func(src []byte) bool { return decodeTimestamptz(src, d) }
			}
		case *pgtype.Timestamptz:
			if oid == oidTimestamptz && bin {
				c.fast = func(src []byte) bool {
					if src == nil {
						*d = pgtype.Timestamptz{}
						return true
					}
					if !decodeTimestamptz(src, &d.Time) {
						return false
					}
					d.InfinityModifier, d.Valid = pgtype.Finite, true
					return true
				}
			}
		case *string:
			if text {
				c.str = d
			}
		case *pgtype.Text:
			if text {
				c.ptext = d
			}
		case *[]byte:
			// jsonb in the text format is its text, as json and text are.
			if text || (oid == oidJSONB && format == pgtype.TextFormatCode) {
				c.byt = d
			}
		}
	}
	return r, nil
}

// scan decodes one row's values (rows.RawValues()) into the planned targets.
func (r *pgRows) scan(fields []pgconn.FieldDescription, values [][]byte, dest []any) error {
	if len(values) != len(r.cols) {
		return fmt.Errorf("%d values for %d columns", len(values), len(r.cols))
	}
	// First the values are decoded or gathered (a gathered one's span is
	// kept, start -1 for NULL); then the row's string and buffer are made
	// and the gathered targets set from them.
	r.text, r.bytes = r.text[:0], r.bytes[:0]
	for i := range r.cols {
		c, src := &r.cols[i], values[i]
		switch {
		case c.str != nil && src != nil, c.ptext != nil:
			r.spans[i] = gather(&r.text, src)
			continue
		case c.byt != nil:
			r.spans[i] = gather(&r.bytes, src)
			continue
		case c.fast != nil && c.fast(src):
			continue
		case c.str != nil: // NULL: pgx refuses it below; nothing gathered
			r.spans[i] = [2]int{-1, -1}
		}
		if err := c.plan.Scan(src, dest[i]); err != nil {
			return pgx.ScanArgError{ColumnIndex: i, FieldName: fields[i].Name, Err: err}
		}
	}
	s := string(r.text) // none allocated for an empty row
	var buf []byte
	if len(r.bytes) > 0 {
		buf = make([]byte, len(r.bytes))
		copy(buf, r.bytes)
	}
	for i := range r.cols {
		c, span := &r.cols[i], r.spans[i]
		switch {
		case c.str != nil && span[0] >= 0:
			*c.str = s[span[0]:span[1]]
		case c.ptext != nil && span[0] < 0:
			*c.ptext = pgtype.Text{}
		case c.ptext != nil:
			*c.ptext = pgtype.Text{String: s[span[0]:span[1]], Valid: true}
		case c.byt != nil && span[0] < 0:
			*c.byt = nil
		case c.byt != nil && span[0] == span[1]:
			*c.byt = []byte{} // pgx's copy of an empty value is empty, not nil
		case c.byt != nil:
			*c.byt = buf[span[0]:span[1]:span[1]] // the capacity ends with the value: an append copies
		}
	}
	return nil
}

// gather appends src to *to and returns its span there (start -1 for NULL).
func gather(to *[]byte, src []byte) [2]int {
	start := len(*to)
	*to = append(*to, src...)
	if src == nil {
		return [2]int{-1, start}
	}
	return [2]int{start, len(*to)}
}

func decodeInt8(src []byte, d *int64) bool {
	if len(src) != 8 {
		return false
	}
	*d = int64(binary.BigEndian.Uint64(src))
	return true
}

func decodeInt4(src []byte, d *int64) bool {
	if len(src) != 4 {
		return false
	}
	*d = int64(int32(binary.BigEndian.Uint32(src)))
	return true
}

func decodeBool(src []byte, d *bool) bool {
	if len(src) != 1 {
		return false
	}
	*d = src[0] == 1
	return true
}

// Bounds of timestamptz as pgx decodes it (pgtype/timestamptz.go and
// datetime_text.go): the microseconds from the Unix epoch to 2000-01-01 and
// the infinities (as microseconds from 2000-01-01), and the range of times it
// accepts (timestamptzMin included, timestamptzEnd not).
const (
	microsecUnixToY2K   = 946_684_800 * 1_000_000
	microsecInfinity    = math.MaxInt64
	microsecNegInfinity = math.MinInt64
)

var (
	timestamptzMin = time.Date(-4713, time.November, 24, 0, 0, 0, 0, time.UTC)
	timestamptzEnd = time.Date(294277, time.January, 1, 0, 0, 0, 0, time.UTC)
)

// decodeTimestamptz decodes a finite timestamptz in pgx's range as pgx does
// (time.Unix: the local zone); false leaves the rest to pgx.
func decodeTimestamptz(src []byte, d *time.Time) bool {
	if len(src) != 8 {
		return false
	}
	us := int64(binary.BigEndian.Uint64(src))
	if us == microsecInfinity || us == microsecNegInfinity {
		return false
	}
	t := time.Unix(microsecUnixToY2K/1_000_000+us/1_000_000, (microsecUnixToY2K%1_000_000*1_000)+(us%1_000_000*1_000))
	if t.Before(timestamptzMin) || !t.Before(timestamptzEnd) {
		return false
	}
	*d = t
	return true
}
