package main

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/burrow-analytics/burrow/store/storetest"
)

// TestServeDemo runs the README's first command (serve --demo) and calls the
// API with the key and URL it prints, then shuts it down gracefully.
func TestServeDemo(t *testing.T) {
	t.Parallel()
	for _, target := range storetest.Targets(t) {
		t.Run(target.Name, func(t *testing.T) {
			url := target.URL(t)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var stdout, stderr syncBuffer
			e := env{stdout: &stdout, stderr: &stderr, getenv: func(string) string { return "" },
				logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
			done := make(chan error, 1)
			go func() {
				done <- run(ctx, e, []string{"serve", "--demo", "--demo-events", "2000", "--db", url, "--addr", "127.0.0.1:0"})
			}()

			keyRe := regexp.MustCompile(`API key:\s+(phx_[0-9A-Za-z]{43})`)
			curlRe := regexp.MustCompile(`'(http://127\.0\.0\.1:\d+)/api/environments/(\d+)/persons/\?limit=3'`)
			var key, base, project string
			for deadline := time.Now().Add(10 * time.Minute); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) { // seeding under -race on a loaded machine takes minutes
				select {
				case err := <-done:
					t.Fatalf("serve exited early: %v\nstderr: %s", err, stderr.String())
				default:
				}
				out := stdout.String()
				if m := keyRe.FindStringSubmatch(out); m != nil {
					key = m[1]
				}
				if m := curlRe.FindStringSubmatch(out); m != nil {
					base, project = m[1], m[2]
				}
				if key != "" && base != "" {
					break
				}
			}
			if key == "" || base == "" {
				t.Fatalf("serve --demo printed no key and example calls:\n%s\nstderr: %s", stdout.String(), stderr.String())
			}
			for _, want := range []string{"/graphql", "SqlQuery",
				"SQL console:         " + base + "/console#key=" + key + "&project=" + project,
				"GraphQL playground:  " + base + "/#key=" + key + "&project=" + project} {
				if !strings.Contains(stdout.String(), want) {
					t.Errorf("demo output lacks %q", want)
				}
			}
			for _, page := range []string{"/", "/console"} {
				resp, err := http.Get(base + page)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
					t.Errorf("GET %s: %d %s", page, resp.StatusCode, resp.Header.Get("Content-Type"))
				}
			}

			var persons struct {
				Count   int              `json:"count"`
				Results []map[string]any `json:"results"`
			}
			getJSON(t, base+"/api/environments/"+project+"/persons/?limit=3", key, &persons)
			if persons.Count == 0 || len(persons.Results) != 3 {
				t.Errorf("demo persons: count %d, %d results", persons.Count, len(persons.Results))
			}
			var recordings struct{ Count int }
			getJSON(t, base+"/api/projects/"+project+"/session_recordings/", key, &recordings)
			if recordings.Count == 0 {
				t.Error("demo has no session recordings")
			}
			var ready map[string]string
			getJSON(t, base+"/readyz", "", &ready)
			if ready["status"] != "ok" {
				t.Errorf("readyz = %v", ready)
			}

			cancel()
			select {
			case err := <-done:
				if err != nil {
					t.Fatalf("serve after shutdown: %v", err)
				}
			case <-time.After(30 * time.Second):
				t.Fatal("serve did not shut down")
			}
			// The access log is written in batches; stopping writes what waits.
			if logs := stderr.String(); !strings.Contains(logs, "msg=request method=GET route=/readyz path=/readyz status=200") {
				t.Errorf("the last request's access line is not in the log:\n%s", logs)
			}
		})
	}
}

func getJSON(t *testing.T, url, key string, v any) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s = %d %s", url, resp.StatusCode, body)
	}
	if err := json.Unmarshal(body, v); err != nil {
		t.Fatalf("GET %s: %v: %s", url, err, body)
	}
}
