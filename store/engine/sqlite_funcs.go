package engine

import (
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/burrow-analytics/burrow/hogql"
	"modernc.org/sqlite"
)

// SQLite lacks regular expressions, splitting, quantiles, argMax, topK and
// the statistics aggregates. They are Go functions registered on the
// modernc.org/sqlite driver (for every connection opened after init), named
// burrow_*; PostgreSQL has built-in equivalents with the same results.

// maxBuiltBytes bounds the strings and arrays these functions build, and
// the values of concat and replaceAll on both databases (burrow_cap,
// burrow_replace; PostgreSQL's are SQL functions of a migration): far below
// MaxValueBytes, so that a LIKE or regular expression over a built value
// ends in about a second.
const maxBuiltBytes = 1 << 20

var errTooLarge = errors.New("the value built is larger than 1 MiB")

func init() {
	scalar := func(name string, n int32, f func(args []driver.Value) (driver.Value, error)) {
		sqlite.MustRegisterDeterministicScalarFunction(name, n, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
			return f(args)
		})
	}
	// burrow_parse_datetime is parseDateTimeBestEffort: the canonical
	// DateTime text, NULL when the text is no date it reads.
	scalar("burrow_parse_datetime", 1, func(a []driver.Value) (driver.Value, error) {
		s, ok := text(a[0])
		if !ok {
			return nil, nil
		}
		t, ok := hogql.ParseDateTimeBestEffort(s)
		if !ok {
			return nil, nil
		}
		return t.UTC().Format("2006-01-02 15:04:05") + "+00:00", nil
	})
	scalar("burrow_match", 2, func(a []driver.Value) (driver.Value, error) {
		return withRegexp(a, func(s string, re *regexp.Regexp) (driver.Value, error) { return re.MatchString(s), nil })
	})
	scalar("burrow_extract", 2, func(a []driver.Value) (driver.Value, error) {
		return withRegexp(a, func(s string, re *regexp.Regexp) (driver.Value, error) {
			m := re.FindStringSubmatch(s)
			switch {
			case m == nil:
				return "", nil
			case len(m) > 1:
				return m[1], nil
			}
			return m[0], nil
		})
	})
	scalar("burrow_extract_all", 2, func(a []driver.Value) (driver.Value, error) {
		return withRegexp(a, func(s string, re *regexp.Regexp) (driver.Value, error) {
			out := []string{}
			for _, m := range re.FindAllStringSubmatch(s, -1) {
				if len(m) > 1 {
					out = append(out, m[1])
				} else {
					out = append(out, m[0])
				}
			}
			return jsonText(out)
		})
	})
	for _, all := range []bool{false, true} {
		name := "burrow_replace_one"
		if all {
			name = "burrow_replace_all"
		}
		scalar(name, 3, func(a []driver.Value) (driver.Value, error) {
			repl, ok := text(a[2])
			if !ok {
				return nil, nil
			}
			return withRegexp(a[:2], func(s string, re *regexp.Regexp) (driver.Value, error) {
				tmpl := goTemplate(repl)
				var out string
				if all {
					var err error
					if out, err = replaceAllBounded(re, s, tmpl); err != nil {
						return nil, err
					}
				} else if loc := re.FindStringSubmatchIndex(s); loc != nil {
					out = s[:loc[0]] + string(re.ExpandString(nil, tmpl, s, loc)) + s[loc[1]:]
				} else {
					out = s
				}
				if len(out) > maxBuiltBytes {
					return nil, errTooLarge
				}
				return out, nil
			})
		})
	}
	scalar("burrow_cap", 1, func(a []driver.Value) (driver.Value, error) {
		if s, ok := a[0].(string); ok && len(s) > maxBuiltBytes {
			return nil, errTooLarge
		}
		return a[0], nil
	})
	scalar("burrow_replace", 3, func(a []driver.Value) (driver.Value, error) {
		s, ok1 := text(a[0])
		from, ok2 := text(a[1])
		to, ok3 := text(a[2])
		if !ok1 || !ok2 || !ok3 {
			return nil, nil
		}
		if from == "" {
			return s, nil
		}
		if len(to) > len(from) && len(s)+strings.Count(s, from)*(len(to)-len(from)) > maxBuiltBytes {
			return nil, errTooLarge
		}
		return strings.ReplaceAll(s, from, to), nil
	})
	scalar("burrow_split", 2, func(a []driver.Value) (driver.Value, error) {
		s, ok1 := text(a[0])
		sep, ok2 := text(a[1])
		if !ok1 || !ok2 {
			return nil, nil
		}
		return jsonText(strings.Split(s, sep))
	})
	scalar("burrow_pad", 4, func(a []driver.Value) (driver.Value, error) {
		s, ok1 := text(a[0])
		n, ok2 := a[1].(int64)
		fill, ok3 := text(a[2])
		if !ok1 || !ok2 || !ok3 {
			return nil, nil
		}
		left, _ := a[3].(int64)
		return pad(s, n, fill, left == 1)
	})
	scalar("burrow_repeat", 2, func(a []driver.Value) (driver.Value, error) {
		s, ok1 := text(a[0])
		n, ok2 := a[1].(int64)
		if !ok1 || !ok2 {
			return nil, nil
		}
		if n <= 0 || s == "" {
			return "", nil
		}
		// At most maxBuiltBytes characters, as on PostgreSQL (see there).
		n = min(n, maxBuiltBytes/int64(utf8.RuneCountInString(s)))
		return strings.Repeat(s, int(n)), nil
	})
	scalar("burrow_reverse", 1, func(a []driver.Value) (driver.Value, error) {
		s, ok := text(a[0])
		if !ok {
			return nil, nil
		}
		r := []rune(s)
		for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
			r[i], r[j] = r[j], r[i]
		}
		return string(r), nil
	})

	scalar("burrow_head", 2, func(a []driver.Value) (driver.Value, error) {
		list, ok := jsonList(a[0])
		n, _ := a[1].(int64)
		if !ok {
			return nil, nil
		}
		if int64(len(list)) > n {
			list = list[:n]
		}
		return jsonText(list)
	})
	scalar("burrow_sort", 1, func(a []driver.Value) (driver.Value, error) {
		list, ok := jsonList(a[0])
		if !ok {
			return nil, nil
		}
		sort.SliceStable(list, func(i, j int) bool { return compareJSON(list[i], list[j]) < 0 })
		return jsonText(list)
	})

	aggregate := func(name string, n int32, make func() aggState) {
		sqlite.MustRegisterFunction(name, &sqlite.FunctionImpl{NArgs: n, Deterministic: true,
			MakeAggregate: func(sqlite.FunctionContext) (sqlite.AggregateFunction, error) { return &aggAdapter{state: make()}, nil }})
	}
	aggregate("burrow_argmax", 2, func() aggState { return &argBest{sign: 1} })
	aggregate("burrow_argmin", 2, func() aggState { return &argBest{sign: -1} })
	aggregate("burrow_quantile", 2, func() aggState { return &quantileState{} })
	aggregate("burrow_quantiles", 2, func() aggState { return &quantileState{many: true} })
	aggregate("burrow_topk", 2, func() aggState { return &topKState{counts: map[any]int64{}} })
	aggregate("burrow_corr", 2, func() aggState { return &momentState{kind: "corr"} })
	aggregate("burrow_bit_or", 1, func() aggState { return &bitOrState{} })
	for _, k := range []string{"var_pop", "var_samp", "stddev_pop", "stddev_samp"} {
		aggregate("burrow_"+k, 1, func() aggState { return &momentState{kind: k} })
	}
}

// jsonList decodes a JSON array held in a SQLite value.
func jsonList(v driver.Value) ([]any, bool) {
	t, ok := text(v)
	if !ok {
		return nil, false
	}
	dec := json.NewDecoder(strings.NewReader(t))
	dec.UseNumber()
	var list []any
	if err := dec.Decode(&list); err != nil {
		return nil, false
	}
	return list, true
}

// compareJSON orders decoded JSON scalars: numbers, then strings by bytes.
func compareJSON(a, b any) int {
	conv := func(v any) driver.Value {
		switch v := v.(type) {
		case json.Number:
			f, _ := v.Float64()
			return f
		case bool:
			return v
		case string:
			return v
		}
		return fmt.Sprint(v)
	}
	return compareValues(conv(a), conv(b))
}

// text reads a SQLite value as text; NULL gives false.
func text(v driver.Value) (string, bool) {
	switch v := v.(type) {
	case string:
		return v, true
	case []byte:
		return string(v), true
	case int64:
		return strconv.FormatInt(v, 10), true
	case float64:
		return strconv.FormatFloat(v, 'g', 15, 64), true
	}
	return "", false
}

func jsonText(v any) (driver.Value, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	if len(b) > maxBuiltBytes {
		return nil, errTooLarge
	}
	return string(b), nil
}

// replaceAllBounded is re.ReplaceAllString(s, tmpl), refused as soon as its
// output passes maxBuiltBytes when tmpl has no group reference: the output
// then grows by a known amount at each match, and the pass stops at the
// match that crosses the bound instead of building a value to throw away
// (a million matches took seconds). Templates with references are built
// first and measured after.
func replaceAllBounded(re *regexp.Regexp, s, tmpl string) (out string, err error) {
	if strings.Contains(tmpl, "$") {
		if out = re.ReplaceAllString(s, tmpl); len(out) > maxBuiltBytes {
			return "", errTooLarge
		}
		return out, nil
	}
	defer func() {
		if r := recover(); r != nil {
			if r != errTooLarge {
				panic(r)
			}
			out, err = "", errTooLarge
		}
	}()
	size := len(s)
	return re.ReplaceAllStringFunc(s, func(m string) string {
		if size += len(tmpl) - len(m); size > maxBuiltBytes {
			panic(errTooLarge) // stops the pass; recovered above
		}
		return tmpl
	}), nil
}

func withRegexp(a []driver.Value, f func(s string, re *regexp.Regexp) (driver.Value, error)) (driver.Value, error) {
	s, ok1 := text(a[0])
	p, ok2 := text(a[1])
	if !ok1 || !ok2 {
		return nil, nil
	}
	if len(s) > maxBuiltBytes {
		return nil, errTooLarge // the match could not be interrupted (patterns.go)
	}
	re, err := hogql.CompileRegexp(p)
	if err != nil {
		return nil, err
	}
	return f(s, re)
}

// goTemplate turns a ClickHouse replacement (\0 to \9 name groups) into Go's
// ($0 to $9).
func goTemplate(r string) string {
	var b strings.Builder
	for i := 0; i < len(r); i++ {
		c := r[i]
		switch {
		case c == '$':
			b.WriteString("$$")
		case c == '\\' && i+1 < len(r) && r[i+1] >= '0' && r[i+1] <= '9':
			b.WriteString("${" + string(r[i+1]) + "}")
			i++
		case c == '\\' && i+1 < len(r) && r[i+1] == '\\':
			b.WriteByte('\\')
			i++
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// pad pads s to n characters with fill, as PostgreSQL's lpad/rpad do
// (truncating a longer s to n).
func pad(s string, n int64, fill string, left bool) (driver.Value, error) {
	n = min(n, maxBuiltBytes) // as on PostgreSQL
	r := []rune(s)
	if n <= 0 {
		return "", nil
	}
	if int64(len(r)) >= n {
		return string(r[:n]), nil
	}
	f := []rune(fill)
	if len(f) == 0 {
		return s, nil
	}
	padding := make([]rune, 0, n-int64(len(r)))
	for i := 0; int64(len(padding)) < n-int64(len(r)); i++ {
		padding = append(padding, f[i%len(f)])
	}
	if left {
		return string(padding) + s, nil
	}
	return s + string(padding), nil
}

// aggState is one aggregate's running state.
type aggState interface {
	step(args []driver.Value) error
	value() (driver.Value, error)
}

type aggAdapter struct{ state aggState }

func (a *aggAdapter) Step(_ *sqlite.FunctionContext, args []driver.Value) error {
	return a.state.step(args)
}

func (a *aggAdapter) WindowInverse(*sqlite.FunctionContext, []driver.Value) error {
	return errors.New("this aggregate cannot be used with a sliding window frame")
}

func (a *aggAdapter) WindowValue(*sqlite.FunctionContext) (driver.Value, error) {
	return a.state.value()
}

func (a *aggAdapter) Final(*sqlite.FunctionContext) {}

// compareValues orders two non-NULL SQLite values: numbers before text,
// text by bytes (code points), as the PostgreSQL forms order them.
func compareValues(a, b driver.Value) int {
	af, aNum := number(a)
	bf, bNum := number(b)
	switch {
	case aNum && bNum:
		switch {
		case af < bf:
			return -1
		case af > bf:
			return 1
		}
		return 0
	case aNum:
		return -1
	case bNum:
		return 1
	}
	as, _ := text(a)
	bs, _ := text(b)
	return strings.Compare(as, bs)
}

func number(v driver.Value) (float64, bool) {
	switch v := v.(type) {
	case int64:
		return float64(v), true
	case float64:
		return v, true
	case bool:
		if v {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

func copyValue(v driver.Value) driver.Value {
	if b, ok := v.([]byte); ok {
		return string(b)
	}
	return v
}

// argBest keeps the x of the largest (sign 1) or smallest (sign -1) y; ties
// go to the largest (smallest) x, so the result does not depend on row order.
type argBest struct {
	sign int
	x, y driver.Value
	seen bool
}

func (s *argBest) step(a []driver.Value) error {
	if a[1] == nil {
		return nil
	}
	if !s.seen {
		s.seen, s.x, s.y = true, copyValue(a[0]), copyValue(a[1])
		return nil
	}
	c := compareValues(a[1], s.y) * s.sign
	if c == 0 && a[0] != nil {
		if s.x == nil {
			c = 1
		} else {
			c = compareValues(a[0], s.x) * s.sign
		}
	}
	if c > 0 {
		s.x, s.y = copyValue(a[0]), copyValue(a[1])
	}
	return nil
}

func (s *argBest) value() (driver.Value, error) { return s.x, nil }

// quantileState interpolates linearly between the closest ranks, as
// PostgreSQL's percentile_cont does.
type quantileState struct {
	many   bool
	levels []float64
	vals   []float64
	parsed bool
}

func (s *quantileState) step(a []driver.Value) error {
	if !s.parsed {
		s.parsed = true
		if s.many {
			t, _ := text(a[1])
			for _, f := range strings.Split(t, ",") {
				v, err := strconv.ParseFloat(f, 64)
				if err != nil {
					return err
				}
				s.levels = append(s.levels, v)
			}
		} else {
			v, _ := number(a[1])
			s.levels = []float64{v}
		}
	}
	if v, ok := number(a[0]); ok {
		if len(s.vals) >= 10_000_000 {
			return errTooLarge
		}
		s.vals = append(s.vals, v)
	}
	return nil
}

func (s *quantileState) value() (driver.Value, error) {
	if len(s.vals) == 0 {
		if s.many {
			return jsonText(make([]*float64, len(s.levels)))
		}
		return nil, nil
	}
	sorted := append([]float64(nil), s.vals...)
	sort.Float64s(sorted)
	q := func(level float64) float64 {
		pos := level * float64(len(sorted)-1)
		lo := math.Floor(pos)
		hi := math.Ceil(pos)
		if lo == hi {
			return sorted[int(lo)]
		}
		return sorted[int(lo)] + (pos-lo)*(sorted[int(hi)]-sorted[int(lo)])
	}
	if !s.many {
		return q(s.levels[0]), nil
	}
	out := make([]float64, len(s.levels))
	for i, l := range s.levels {
		out[i] = q(l)
	}
	return jsonText(out)
}

// topKState counts values; the result lists the n most frequent, ties by value.
type topKState struct {
	n      int64
	counts map[any]int64
}

func (s *topKState) step(a []driver.Value) error {
	s.n, _ = a[1].(int64)
	if a[0] == nil {
		return nil
	}
	if len(s.counts) >= 1_000_000 {
		return errTooLarge
	}
	s.counts[copyValue(a[0])]++
	return nil
}

func (s *topKState) value() (driver.Value, error) {
	keys := make([]any, 0, len(s.counts))
	for k := range s.counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if s.counts[keys[i]] != s.counts[keys[j]] {
			return s.counts[keys[i]] > s.counts[keys[j]]
		}
		return compareValues(keys[i], keys[j]) < 0
	})
	if int64(len(keys)) > s.n {
		keys = keys[:s.n]
	}
	return jsonText(keys)
}

// momentState accumulates sums for variance, standard deviation and
// correlation (Welford's method, stable like PostgreSQL's).
// bitOrState is groupBitOr: the bitwise OR of the integers, NULL over
// none (as PostgreSQL's bit_or).
type bitOrState struct {
	or   int64
	seen bool
}

func (s *bitOrState) step(a []driver.Value) error {
	switch v := a[0].(type) {
	case nil:
	case int64:
		s.or, s.seen = s.or|v, true
	default:
		return fmt.Errorf("groupBitOr expects an integer, got %T", v)
	}
	return nil
}

func (s *bitOrState) value() (driver.Value, error) {
	if !s.seen {
		return nil, nil
	}
	return s.or, nil
}

type momentState struct {
	kind                        string
	n                           float64
	meanX, meanY, m2x, m2y, cxy float64
}

func (s *momentState) step(a []driver.Value) error {
	x, ok := number(a[0])
	if !ok {
		return nil
	}
	y := 0.0
	if s.kind == "corr" {
		if y, ok = number(a[1]); !ok {
			return nil
		}
	}
	s.n++
	dx := x - s.meanX
	s.meanX += dx / s.n
	dy := y - s.meanY
	s.meanY += dy / s.n
	s.m2x += dx * (x - s.meanX)
	s.m2y += dy * (y - s.meanY)
	s.cxy += dx * (y - s.meanY)
	return nil
}

func (s *momentState) value() (driver.Value, error) {
	switch s.kind {
	case "var_pop", "stddev_pop":
		if s.n == 0 {
			return nil, nil
		}
		v := s.m2x / s.n
		if s.kind == "stddev_pop" {
			return math.Sqrt(v), nil
		}
		return v, nil
	case "var_samp", "stddev_samp":
		if s.n < 2 {
			return nil, nil
		}
		v := s.m2x / (s.n - 1)
		if s.kind == "stddev_samp" {
			return math.Sqrt(v), nil
		}
		return v, nil
	}
	if s.n < 1 || s.m2x == 0 || s.m2y == 0 {
		return nil, nil
	}
	return s.cxy / math.Sqrt(s.m2x*s.m2y), nil
}
