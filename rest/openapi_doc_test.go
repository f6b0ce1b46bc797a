package rest_test

import (
	"context"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/burrow-analytics/burrow/rest"
)

// loadOpenAPI loads the served document (JSON encoding) with kin-openapi
// and validates it as an OpenAPI 3.1 document.
func loadOpenAPI(t testing.TB) *openapi3.T {
	t.Helper()
	schema, err := rest.LoadSchema()
	if err != nil {
		t.Fatal(err)
	}
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(schema.JSON)
	if err != nil {
		t.Fatalf("load openapi: %v", err)
	}
	if !doc.IsOpenAPI31OrLater() || doc.IsOpenAPI32OrLater() {
		t.Fatalf("document version %q, want 3.1", doc.OpenAPI)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("openapi document is invalid: %v", err)
	}
	return doc
}

func TestOpenAPIDocument(t *testing.T) {
	doc := loadOpenAPI(t)
	t.Logf("%d paths", doc.Paths.Len())
}
