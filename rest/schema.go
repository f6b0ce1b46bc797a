package rest

import (
	"bytes"
	_ "embed"
	"fmt"
	"net/http"
	"strings"

	"github.com/goccy/go-yaml"

	"github.com/burrow-analytics/burrow/apierror"
)

// openapiYAML is the maintained OpenAPI 3.1 description of the REST API.
// Each project path is written once, under environmentsPrefix; Schema adds
// the same operations under projectsPrefix, as Routes serves both.
//
//go:embed openapi.yaml
var openapiYAML []byte

const (
	environmentsPrefix = "/api/environments/{project_id}"
	projectsPrefix     = "/api/projects/{project_id}"
)

// Schema is the served OpenAPI document in both of its encodings.
type Schema struct {
	YAML []byte
	JSON []byte
}

// LoadSchema builds the served document from the embedded file: every
// environments path is copied under /api/projects/{project_id}/, with its
// operationIds' "environments_" prefix turned into "projects_" so that they
// stay unique. Key order is kept, so the YAML reads as the file does.
func LoadSchema() (*Schema, error) {
	var doc yaml.MapSlice
	if err := yaml.UnmarshalWithOptions(openapiYAML, &doc, yaml.UseOrderedMap()); err != nil {
		return nil, fmt.Errorf("rest: parse openapi.yaml: %w", err)
	}
	for i, item := range doc {
		if item.Key != "paths" {
			continue
		}
		paths, ok := item.Value.(yaml.MapSlice)
		if !ok {
			return nil, fmt.Errorf("rest: openapi.yaml: paths is not a map")
		}
		var copies yaml.MapSlice
		for _, p := range paths {
			path, _ := p.Key.(string)
			if rest, ok := strings.CutPrefix(path, environmentsPrefix); ok {
				copies = append(copies, yaml.MapItem{Key: projectsPrefix + rest, Value: renameOperations(p.Value)})
			}
		}
		doc[i].Value = append(paths, copies...)
	}
	y, err := yaml.MarshalWithOptions(doc, yaml.IndentSequence(true), yaml.UseLiteralStyleIfMultiline(true))
	if err != nil {
		return nil, fmt.Errorf("rest: encode openapi YAML: %w", err)
	}
	var j bytes.Buffer
	if err := writeOrderedJSON(&j, doc); err != nil {
		return nil, fmt.Errorf("rest: encode openapi JSON: %w", err)
	}
	return &Schema{YAML: y, JSON: j.Bytes()}, nil
}

// renameOperations deep-copies a path item, renaming its operationIds.
func renameOperations(v any) any {
	switch v := v.(type) {
	case yaml.MapSlice:
		out := make(yaml.MapSlice, len(v))
		for i, item := range v {
			value := renameOperations(item.Value)
			if id, ok := item.Value.(string); ok && item.Key == "operationId" {
				value = "projects_" + strings.TrimPrefix(id, "environments_")
			}
			out[i] = yaml.MapItem{Key: item.Key, Value: value}
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = renameOperations(e)
		}
		return out
	}
	return v
}

// writeOrderedJSON writes a decoded YAML value as JSON, keeping key order.
func writeOrderedJSON(buf *bytes.Buffer, v any) error {
	switch v := v.(type) {
	case yaml.MapSlice:
		buf.WriteByte('{')
		for i, item := range v {
			if i > 0 {
				buf.WriteByte(',')
			}
			if err := writeOrderedJSON(buf, fmt.Sprint(item.Key)); err != nil {
				return err
			}
			buf.WriteByte(':')
			if err := writeOrderedJSON(buf, item.Value); err != nil {
				return err
			}
		}
		buf.WriteByte('}')
	case []any:
		buf.WriteByte('[')
		for i, e := range v {
			if i > 0 {
				buf.WriteByte(',')
			}
			if err := writeOrderedJSON(buf, e); err != nil {
				return err
			}
		}
		buf.WriteByte(']')
	default:
		b, err := marshalCell(v)
		if err != nil {
			return err
		}
		buf.Write(b)
	}
	return nil
}

// Media types of the document, as PostHog (drf-spectacular) serves them.
const (
	schemaYAMLType = "application/vnd.oai.openapi; charset=utf-8"
	schemaJSONType = "application/vnd.oai.openapi+json; charset=utf-8"
)

// schema serves GET /api/schema/: YAML by default, JSON with format=json or
// an Accept header asking for JSON. No key is needed.
func (h *Handler) schema(w http.ResponseWriter, r *http.Request) {
	asJSON := strings.Contains(r.Header.Get("Accept"), "json")
	switch f := r.URL.Query().Get("format"); f {
	case "":
	case "json":
		asJSON = true
	case "yaml":
		asJSON = false
	default:
		h.fail(w, r, apierror.Validation("format", "Format must be one of: json, yaml."))
		return
	}
	body, ctype := h.openapi.YAML, schemaYAMLType
	if asJSON {
		body, ctype = h.openapi.JSON, schemaJSONType
	}
	w.Header().Set("Content-Type", ctype)
	w.Write(body) //nolint:errcheck // the client went away; nothing to do
}
