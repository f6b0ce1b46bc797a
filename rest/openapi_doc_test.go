package rest_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/burrow-analytics/burrow/rest"
)

// loadOpenAPI loads the served document (JSON encoding) with kin-openapi
// and validates it as an OpenAPI 3.1 document.
func loadOpenAPI(t testing.TB) *openapi3.T {
	t.Helper()
	doc, err := openAPIDoc()
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

func openAPIDoc() (*openapi3.T, error) {
	schema, err := rest.LoadSchema()
	if err != nil {
		return nil, err
	}
	doc, err := openapi3.NewLoader().LoadFromData(schema.JSON)
	if err != nil {
		return nil, fmt.Errorf("load openapi: %w", err)
	}
	if !doc.IsOpenAPI31OrLater() || doc.IsOpenAPI32OrLater() {
		return nil, fmt.Errorf("document version %q, want 3.1", doc.OpenAPI)
	}
	if err := doc.Validate(context.Background()); err != nil {
		return nil, fmt.Errorf("openapi document is invalid: %w", err)
	}
	return doc, nil
}

func TestOpenAPIDocument(t *testing.T) {
	t.Parallel()
	doc := loadOpenAPI(t)
	t.Logf("%d paths", doc.Paths.Len())
}
