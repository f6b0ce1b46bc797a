package service

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// appendsJSON lists every type of the package with an AppendJSON method
// (TestAppendJSONCoversEveryType keeps it whole): the hand-written encoders
// of the REST list types, which mirror their struct tags by hand.
var appendsJSON = []reflect.Type{
	reflect.TypeFor[Person](),
	reflect.TypeFor[RecordingWithPerson](),
}

type jsonAppender interface {
	AppendJSON(b []byte) (_ []byte, ok bool)
}

// encodeJSON is what AppendJSON must write: encoding/json without HTML
// escaping; ok is false where encoding/json fails.
func encodeJSON(v any) (_ []byte, ok bool) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if enc.Encode(v) != nil {
		return nil, false
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), true
}

// TestAppendJSONAgrees: the hand-written encoders write what encoding/json
// (without HTML escaping) writes, byte for byte, and give way where
// encoding/json fails.
func TestAppendJSONAgrees(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 3, 1, 12, 0, 0, 500, time.UTC)
	person := &Person{ID: 42, Name: "Zoë <z>", DistinctIDs: []string{"a\"1", "b\u2028"},
		Properties: json.RawMessage(`{"email": "z@x", "n": [1, 2.5e300]}`), CreatedAt: at, UUID: "u-1"}
	rec := SessionRecording{ID: "s\t1", DistinctID: "d&1", Viewed: true, RecordingDuration: 1e21, ActiveSeconds: 1.0 / 3,
		InactiveSeconds: 1e-7, StartTime: at, EndTime: at.Add(time.Hour), ClickCount: -1, KeypressCount: math.MaxInt64,
		StartURL: "https://x/?a=1&b=<2>", Storage: "object_storage", SnapshotSource: "web", Ongoing: true, ActivityScore: 12.5,
		ProjectID: 9, Person: person}
	cases := []jsonAppender{
		&RecordingWithPerson{SessionRecording: rec, Person: person},
		&RecordingWithPerson{SessionRecording: rec},
		&RecordingWithPerson{SessionRecording: SessionRecording{}, Person: &Person{}},
		person,
		&Person{Properties: json.RawMessage(`{}`)},
		(*Person)(nil),
		&RecordingWithPerson{SessionRecording: SessionRecording{RecordingDuration: math.NaN()}},
		&Person{CreatedAt: time.Date(12000, 1, 1, 0, 0, 0, 0, time.UTC)},
	}
	for i, v := range cases {
		want, wantOK := encodeJSON(v)
		got, ok := v.AppendJSON(nil)
		if ok != wantOK || (ok && !bytes.Equal(got, want)) {
			t.Errorf("case %d: AppendJSON = %s (ok %v)\nencoding/json = %s (ok %v)", i, got, ok, want, wantOK)
		}
	}
}

// TestAppendJSONEveryField: for every type of appendsJSON, values made from
// the struct itself (every field set, shown or not, then empty slices and
// objects, nil pointers, the zero value) are written as encoding/json
// writes them, and with every field set, every key the struct's tags name
// is there: a field added to a struct and forgotten by its AppendJSON fails
// here.
func TestAppendJSONEveryField(t *testing.T) {
	t.Parallel()
	for _, typ := range appendsJSON {
		t.Run(typ.Name(), func(t *testing.T) {
			keys := jsonKeys(typ)
			for _, variant := range []sampleKind{sampleFull, sampleEmpty, sampleNilPointers, sampleZero} {
				v := reflect.New(typ)
				if variant != sampleZero {
					fillSample(t, v.Elem(), variant, new(int))
				}
				got, ok := v.Interface().(jsonAppender).AppendJSON(nil)
				want, wantOK := encodeJSON(v.Interface())
				if !ok || !wantOK || !bytes.Equal(got, want) {
					t.Errorf("%s: AppendJSON = %s (ok %v)\nencoding/json = %s (ok %v)", variant, got, ok, want, wantOK)
					continue
				}
				if variant != sampleFull {
					continue // keys of omitempty fields may be missing: the bytes agree
				}
				var written map[string]json.RawMessage
				if err := json.Unmarshal(got, &written); err != nil {
					t.Fatalf("%s: %v", variant, err)
				}
				for _, k := range keys {
					if _, ok := written[k]; !ok {
						t.Errorf("%s: AppendJSON does not write %q", variant, k)
					}
				}
				if len(written) != len(keys) {
					t.Errorf("%s: AppendJSON writes %d keys, the struct's tags name %d (%v)", variant, len(written), len(keys), keys)
				}
			}
		})
	}
}

// TestAppendJSONCoversEveryType: every type of the package with an
// AppendJSON method is in appendsJSON, so the tests above see it.
func TestAppendJSONCoversEveryType(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || fn.Name.Name != "AppendJSON" {
				continue
			}
			recv := fn.Recv.List[0].Type
			if star, ok := recv.(*ast.StarExpr); ok {
				recv = star.X
			}
			if id, ok := recv.(*ast.Ident); ok {
				found = append(found, id.Name)
			}
		}
	}
	var listed []string
	for _, typ := range appendsJSON {
		listed = append(listed, typ.Name())
	}
	slices.Sort(found)
	slices.Sort(listed)
	if len(found) == 0 || !slices.Equal(found, listed) {
		t.Errorf("types with AppendJSON: %v; appendsJSON lists %v", found, listed)
	}
}

// jsonKeys returns the keys encoding/json writes for struct type typ: its
// exported fields not tagged "-", by tag name or field name, and those of
// embedded structs that no outer field shadows.
func jsonKeys(typ reflect.Type) []string {
	var keys, promoted []string
	for f := range typ.Fields() {
		tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch {
		case tag == "-":
		case f.Anonymous && tag == "" && f.Type.Kind() == reflect.Struct:
			promoted = append(promoted, jsonKeys(f.Type)...)
		case !f.IsExported():
		case tag != "":
			keys = append(keys, tag)
		default:
			keys = append(keys, f.Name)
		}
	}
	for _, k := range promoted {
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	return keys
}

// sampleKind is one way fillSample sets a struct's fields.
type sampleKind int

const (
	sampleFull        sampleKind = iota // every field set, pointers to set structs
	sampleEmpty                         // empty strings and slices (not nil), {} objects, false, zero numbers
	sampleNilPointers                   // as full, with nil pointers
	sampleZero                          // the zero value
)

func (k sampleKind) String() string {
	return [...]string{"every field set", "empty values", "nil pointers", "zero value"}[k]
}

// fillSample sets every settable field of the struct v for kind, each full
// value different from the others (n counts them) and chosen to need care
// from an encoder: escapes, big and small floats, extreme integers, times
// with nanoseconds and zones. A field of a type it does not know fails the
// test: give it a sample here.
func fillSample(t *testing.T, v reflect.Value, kind sampleKind, n *int) {
	t.Helper()
	for i := range v.NumField() {
		f := v.Field(i)
		if !f.CanSet() {
			continue
		}
		*n++
		empty := kind == sampleEmpty
		switch {
		case f.Type() == reflect.TypeFor[time.Time]():
			at := time.Date(2026, 3, 1, 12, 0, 0, 500+*n, time.FixedZone("", (*n%3-1)*5400))
			if empty {
				at = time.Time{}
			}
			f.Set(reflect.ValueOf(at))
		case f.Type() == reflect.TypeFor[json.RawMessage]():
			raw := json.RawMessage(fmt.Sprintf(` {"email": "z@x", "n": [%d, 2.5e300], "s": "<\u2028>"} `, *n))
			if empty {
				raw = json.RawMessage(`{}`)
			}
			f.Set(reflect.ValueOf(raw))
		case f.Kind() == reflect.String:
			if !empty {
				f.SetString(fmt.Sprintf("%s %d: <a&b> \"q\" \\ \t \u2028 é \x01 \xff", v.Type().Field(i).Name, *n))
			}
		case f.Kind() == reflect.Bool:
			f.SetBool(!empty)
		case f.Kind() == reflect.Int64, f.Kind() == reflect.Int:
			if !empty {
				f.SetInt([]int64{-1, math.MaxInt64, math.MinInt64, 42}[*n%4])
			}
		case f.Kind() == reflect.Float64:
			if !empty {
				f.SetFloat([]float64{1.0 / 3, 1e21, 1e-7, 12.5, -2.5e-300}[*n%5])
			}
		case f.Type() == reflect.TypeFor[[]string]():
			ss := []string{}
			if !empty {
				ss = []string{fmt.Sprintf("a\"%d", *n), "b\u2028<>"}
			}
			f.Set(reflect.ValueOf(ss))
		case f.Kind() == reflect.Pointer && f.Type().Elem().Kind() == reflect.Struct:
			if kind != sampleNilPointers {
				p := reflect.New(f.Type().Elem())
				fillSample(t, p.Elem(), kind, n)
				f.Set(p)
			}
		case f.Kind() == reflect.Struct:
			fillSample(t, f, kind, n)
		default:
			t.Fatalf("no sample for %s.%s (%s): add one to fillSample", v.Type(), v.Type().Field(i).Name, f.Type())
		}
	}
}
