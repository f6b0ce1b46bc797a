package rest_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3filter"

	"github.com/burrow-analytics/burrow/clickhouse/chdb/chdbtest"
)

// TestMain validates every REST response any test of this package receives
// through http.DefaultClient (servertest's client) against the OpenAPI
// document, so each test's cases (both databases) also check the document.
// A response that does not match fails the run, listing the exchanges.
// Responses to requests the document has no operation for (unknown paths,
// other methods, HEAD) and streamed exports (checked in TestOpenAPIResponses)
// are not checked.
func TestMain(m *testing.M) {
	check, err := loadAPICheck()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	v := &validatingTransport{check: check, next: http.DefaultTransport}
	http.DefaultClient = &http.Client{Transport: v}
	code := chdbtest.Main(m) // also the local ClickHouse server's child process, when started as one
	if len(v.failures) > 0 {
		fmt.Fprintf(os.Stderr, "%d responses do not match the OpenAPI document:\n%s\n", len(v.failures), strings.Join(v.failures, "\n"))
		if code == 0 {
			code = 1
		}
	}
	os.Exit(code)
}

// validatingTransport checks responses against the document on their way
// to the test.
type validatingTransport struct {
	check *apiCheck
	next  http.RoundTripper

	mu       sync.Mutex
	failures []string
}

func (v *validatingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	route, params, err := v.check.router.FindRoute(req)
	if err != nil || req.Method == http.MethodHead || strings.HasSuffix(strings.TrimSuffix(req.URL.Path, "/"), "/query/export") {
		return v.next.RoundTrip(req)
	}
	resp, err := v.next.RoundTrip(req)
	if err != nil {
		return resp, err
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	resp.Body = io.NopCloser(bytes.NewReader(body))
	if err != nil {
		return resp, nil // the test sees the short body
	}
	opts := &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true}
	err = openapi3filter.ValidateResponse(context.Background(), &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route, Options: opts},
		Status:                 resp.StatusCode, Header: resp.Header, Body: io.NopCloser(bytes.NewReader(body)), Options: opts,
	})
	if err != nil {
		v.mu.Lock()
		v.failures = append(v.failures, fmt.Sprintf("%s %s → %d: %.800v\n  %.300s", req.Method, req.URL.RequestURI(), resp.StatusCode, err, body))
		v.mu.Unlock()
	}
	return resp, nil
}
