package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// runLists measures the list reads and status polling, one after the other,
// each --requests times with --concurrency in flight: REST recordings (with
// persons), persons, persons/values, plugin-config logs and GET query/{id};
// GraphQL sessionRecordings with persons, persons and queryStatus.
func runLists(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("lists", flag.ExitOnError)
	var c common
	c.register(fs, true)
	pluginConfig := fs.Int64("plugin-config", 0, "plugin config whose logs to list (0: the project's first, skipped if none)")
	only := fs.String("only", "", "comma-separated names of the reads to run (default: all)")
	fs.Parse(args)
	if err := c.check(true); err != nil {
		return err
	}
	base := strings.TrimRight(c.url, "/")
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: c.concurrency}}
	do := func(method, path string, body []byte) ([]byte, error) {
		req, err := http.NewRequestWithContext(ctx, method, base+path, bytes.NewReader(body))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Authorization", "Bearer "+c.key)
		if body != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		resp, err := client.Do(req)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		data, err := io.ReadAll(resp.Body)
		if err != nil {
			return nil, err
		}
		if resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("%s %s: %d %s", method, path, resp.StatusCode, data)
		}
		if bytes.Contains(data, []byte(`"errors":[`)) {
			return nil, fmt.Errorf("%s %s: %s", method, path, data)
		}
		return data, nil
	}
	env := fmt.Sprintf("/api/environments/%d", c.project)

	// What the reads need: a plugin config and a finished query.
	if *pluginConfig == 0 {
		data, err := do(http.MethodGet, env+"/plugin_configs/?limit=1", nil)
		if err != nil {
			return err
		}
		var page struct{ Results []struct{ ID int64 } }
		if err := json.Unmarshal(data, &page); err == nil && len(page.Results) > 0 {
			*pluginConfig = page.Results[0].ID
		}
	}
	queryID := "burrow-load-lists"
	body, _ := json.Marshal(map[string]any{"query": map[string]any{"kind": "SqlQuery", "query": c.sql},
		"client_query_id": queryID, "refresh": "force_blocking"})
	if _, err := do(http.MethodPost, env+"/query/", body); err != nil {
		return err
	}
	gql := func(query string) []byte {
		b, _ := json.Marshal(map[string]any{"query": query})
		return b
	}
	p := c.project
	reads := []struct {
		name, method, path string
		body               []byte
	}{
		{"rest-recordings", http.MethodGet, env + "/session_recordings/?limit=50", nil},
		{"rest-persons", http.MethodGet, env + "/persons/?limit=100", nil},
		{"rest-person-values", http.MethodGet, env + "/persons/values/?key=email&value=" + url.QueryEscape("a"), nil},
		{"rest-plugin-logs", http.MethodGet, fmt.Sprintf("%s/plugin_configs/%d/logs/?limit=100", env, *pluginConfig), nil},
		{"rest-query-status", http.MethodGet, env + "/query/" + queryID + "/", nil},
		{"gql-recordings", http.MethodPost, "/graphql", gql(fmt.Sprintf(`{ sessionRecordings(projectId: "%d", limit: 50) {
			results { id distinctId startTime clickCount person { id uuid properties } } } }`, p))},
		{"gql-persons", http.MethodPost, "/graphql", gql(fmt.Sprintf(`{ persons(projectId: "%d", limit: 100) {
			count results { id uuid name distinctIds properties } } }`, p))},
		{"gql-query-status", http.MethodPost, "/graphql", gql(fmt.Sprintf(`{ queryStatus(projectId: "%d", id: %q) {
			id complete error } }`, p, queryID))},
	}
	var firstErr error
	for _, r := range reads {
		if *only != "" && !strings.Contains(","+*only+",", ","+r.name+",") {
			continue
		}
		if r.name == "rest-plugin-logs" && *pluginConfig == 0 {
			fmt.Printf("%s\n  skipped: the project has no plugin config\n", r.name)
			continue
		}
		stats := bounded(ctx, c.requests, c.concurrency, func() error {
			_, err := do(r.method, r.path, r.body)
			return err
		})
		stats.print(fmt.Sprintf("%s (%s %s)", r.name, r.method, strings.SplitN(r.path, "?", 2)[0]))
		if firstErr == nil {
			firstErr = stats.err
		}
	}
	return firstErr
}
