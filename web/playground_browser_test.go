package web_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/burrow-analytics/burrow/server/servertest"
)

// graphiQLRun puts operation in GraphiQL's editor, presses its run button
// and returns the response pane's JSON once it holds wantInResponse.
func graphiQLRun(t *testing.T, b *pageBrowser, operation, wantInResponse string) map[string]any {
	t.Helper()
	b.do(t, chromedp.Evaluate(`document.querySelector('.graphiql-query-editor .CodeMirror').CodeMirror.setValue(`+jsString(operation)+`)`, nil))
	// GraphiQL parses the editor's text after a short delay; until then it
	// still sees the several operations of the default document, and its
	// run button is a menu to pick one of them.
	b.waitFor(t, "GraphiQL to parse the operation", `!document.querySelector('.graphiql-execute-button').hasAttribute('aria-haspopup')`)
	b.do(t, chromedp.Click(`.graphiql-execute-button`, chromedp.ByQuery))
	const response = `document.querySelector('.graphiql-response .CodeMirror').CodeMirror.getValue()`
	b.waitFor(t, "GraphiQL's response", response+`.includes(`+jsString(wantInResponse)+`)`)
	var text string
	b.eval(t, response, &text)
	var out map[string]any
	if err := json.Unmarshal([]byte(text), &out); err != nil {
		t.Fatalf("GraphiQL response is not JSON: %v\n%s", err, text)
	}
	return out
}

// TestPlaygroundInBrowser opens the playground as `serve --demo` links to it
// (key and project in the fragment) on both databases: GraphiQL loads from
// Burrow alone, the key is sent without a hand-written header, a
// subscription runs over the websocket, and nothing leaves 127.0.0.1.
func TestPlaygroundInBrowser(t *testing.T) {
	servertest.Each(t, func(t *testing.T, env *servertest.Env) {
		b := startBrowser(t)
		project := strconv.FormatInt(env.Project.ID, 10)
		b.do(t, chromedp.Navigate(env.URL+"/#key="+env.Key+"&project="+project))
		b.waitFor(t, "GraphiQL's editor", `!!document.querySelector('.graphiql-container .graphiql-query-editor .CodeMirror')`)
		// The default document holds several operations, so the run button
		// offers a menu of them (graphiQLRun waits for that menu to go).
		b.waitFor(t, "the menu of the default operations", `document.querySelector('.graphiql-execute-button').getAttribute('aria-haspopup') === 'menu'`)

		var state struct {
			Hash   string `json:"hash"`
			Stored string `json:"stored"`
			Field  string `json:"field"`
			Editor string `json:"editor"`
		}
		b.eval(t, `({
			hash: location.hash,
			stored: localStorage.getItem('burrow.apiKey'),
			field: document.querySelector('[data-testid="playground-key"]').value,
			editor: document.querySelector('.graphiql-query-editor .CodeMirror').CodeMirror.getValue(),
		})`, &state)
		if state.Hash != "" || state.Stored != env.Key || state.Field != env.Key {
			t.Errorf("after a link with the key: hash %q, stored %q, field %q", state.Hash, state.Stored, state.Field)
		}
		if !strings.Contains(state.Editor, `projectId: "`+project+`"`) {
			t.Errorf("default operation does not use the linked project %s:\n%s", project, state.Editor)
		}

		t.Run("query with the key entered once", func(t *testing.T) {
			out := graphiQLRun(t, b, `{ projects { count results { id name } } }`, `"projects"`)
			data, _ := out["data"].(map[string]any)
			projects, _ := data["projects"].(map[string]any)
			results, _ := projects["results"].([]any)
			if len(results) != 1 || results[0].(map[string]any)["id"] != project {
				t.Errorf("projects through GraphiQL: %v", out)
			}
		})

		t.Run("subscription over the websocket", func(t *testing.T) {
			id := "playground-subscription"
			resp := env.Do(t, http.MethodPost, "/api/projects/"+project+"/query/", env.Key, map[string]any{
				"query": map[string]any{"kind": "SqlQuery", "query": "SELECT 40 + 2 AS answer"}, "refresh": "force_async", "client_query_id": id,
			})
			if resp.Status != http.StatusOK {
				t.Fatalf("start: %d %s", resp.Status, resp.Body)
			}
			op := fmt.Sprintf(`subscription { queryStatus(projectId: %q, id: %q) { id complete error results { results } } }`, project, id)
			out := graphiQLRun(t, b, op, `"complete": true`)
			data, _ := out["data"].(map[string]any)
			st, _ := data["queryStatus"].(map[string]any)
			if st == nil || st["id"] != id || st["error"] != false {
				t.Fatalf("subscription through GraphiQL: %v", out)
			}
			rows := st["results"].(map[string]any)["results"]
			if got, _ := json.Marshal(rows); string(got) != "[[42]]" {
				t.Errorf("subscription result rows %s, want [[42]]", got)
			}
		})

		b.checkOffline(t)
		requests := b.requestURLs()
		var sawSocket bool
		for _, u := range requests {
			sawSocket = sawSocket || strings.HasPrefix(u, "ws://127.0.0.1:") && strings.HasSuffix(u, "/graphql")
		}
		if !sawSocket {
			t.Errorf("no websocket to /graphql: %q", requests)
		}
	})
}
