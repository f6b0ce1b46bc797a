package insight

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
)

// unknownFieldPath finds where in raw, decoded into a value of type t, the
// object key name is unknown, and returns its dotted path from the top
// ("series.0.bogus"), or "" when it cannot say. Types that decode
// themselves (json.Unmarshaler) check their own fields and are not entered.
func unknownFieldPath(raw json.RawMessage, t reflect.Type, name string) string {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return ""
	}
	return findUnknown(v, t, name, nil)
}

var unmarshalerType = reflect.TypeFor[json.Unmarshaler]()

func findUnknown(v any, t reflect.Type, name string, path []string) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if reflect.PointerTo(t).Implements(unmarshalerType) {
		return ""
	}
	switch t.Kind() {
	case reflect.Struct:
		obj, ok := v.(map[string]any)
		if !ok {
			return ""
		}
		fields := jsonFields(t)
		for key, child := range obj {
			ft, known := fields[strings.ToLower(key)]
			if !known {
				if key == name {
					return strings.Join(append(path, key), ".")
				}
				continue
			}
			if p := findUnknown(child, ft, name, append(path, key)); p != "" {
				return p
			}
		}
	case reflect.Slice, reflect.Array:
		list, ok := v.([]any)
		if !ok {
			return ""
		}
		for i, child := range list {
			if p := findUnknown(child, t.Elem(), name, append(path, strconv.Itoa(i))); p != "" {
				return p
			}
		}
	case reflect.Map:
		obj, ok := v.(map[string]any)
		if !ok {
			return ""
		}
		for key, child := range obj {
			if p := findUnknown(child, t.Elem(), name, append(path, key)); p != "" {
				return p
			}
		}
	}
	return ""
}

// jsonFields maps the (lower-cased, as encoding/json matches them) JSON
// names of a struct's fields, embedded structs included, to their types.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" {
			ft := f.Type
			for ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				for k, v := range jsonFields(ft) {
					if _, ok := out[k]; !ok {
						out[k] = v
					}
				}
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out[strings.ToLower(name)] = f.Type
	}
	return out
}
