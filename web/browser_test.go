package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The browser tests drive Burrow's pages in headless Chromium (Debian's
// chromium package, started by chromedp) as a user would, and record every
// request the page makes, every console error and every uncaught exception.

// browserTimeout bounds one browser session; the waits inside it are for
// conditions, never for time.
const browserTimeout = 5 * time.Minute

// waitTimeout bounds one wait for a condition in the page, so that a broken
// page fails with the condition it never met rather than at the end.
const waitTimeout = 2 * time.Minute

// chromiumPath finds Debian's chromium (or another Chromium on PATH).
func chromiumPath() string {
	if p := os.Getenv("BURROW_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// pageBrowser is a headless Chromium tab and what it saw.
type pageBrowser struct {
	ctx context.Context

	mu       sync.Mutex
	requests []string // URLs of HTTP requests and websockets
	problems []string // console errors, exceptions, browser log errors
	expected []string // problems containing one of these are expected
}

// expectProblem declares that a problem containing s is expected (a request
// that the test makes fail on purpose is logged by the browser as an error).
func (b *pageBrowser) expectProblem(s string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.expected = append(b.expected, s)
}

// startBrowser starts a fresh Chromium for t. Without chromium the test is
// skipped with a message, or fails when CI=true.
func startBrowser(t *testing.T) *pageBrowser {
	t.Helper()
	path := chromiumPath()
	if path == "" {
		const how = "the browser tests need Chromium: apt-get install -y chromium (or set BURROW_CHROMIUM to its path)"
		if os.Getenv("CI") == "true" {
			t.Fatal(how + "; with CI=true they fail instead of skipping")
		}
		t.Skip(how)
	}
	// A fresh profile, removed after the browser has exited (t.TempDir's
	// removal can race with Chromium's helper processes still writing).
	profile, err := os.MkdirTemp("", "burrow-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(1400, 900),
	}
	ctx, cancelTimeout := context.WithTimeout(context.Background(), browserTimeout)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	t.Cleanup(func() {
		if err := chromedp.Cancel(bctx); err != nil { // closes the browser and waits for it
			t.Logf("closing the browser: %v", err)
		}
		cancelBrowser()
		cancelAlloc()
		cancelTimeout()
		for range 50 {
			if err = os.RemoveAll(profile); err == nil {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
		t.Logf("browser profile %s left behind: %v", profile, err)
	})
	b := &pageBrowser{ctx: bctx}
	chromedp.ListenTarget(bctx, b.record)
	b.do(t, network.Enable(), cdplog.Enable())
	return b
}

func (b *pageBrowser) record(ev any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		b.requests = append(b.requests, ev.Request.URL)
	case *network.EventWebSocketCreated:
		b.requests = append(b.requests, ev.URL)
	case *runtime.EventExceptionThrown:
		msg := ev.ExceptionDetails.Text
		if ev.ExceptionDetails.Exception != nil {
			msg += " " + ev.ExceptionDetails.Exception.Description
		}
		b.problems = append(b.problems, "exception: "+msg)
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.APITypeError {
			var parts []string
			for _, a := range ev.Args {
				parts = append(parts, string(a.Value)+a.Description)
			}
			b.problems = append(b.problems, "console.error: "+strings.Join(parts, " "))
		}
	case *cdplog.EventEntryAdded:
		if ev.Entry.Level == cdplog.LevelError {
			b.problems = append(b.problems, fmt.Sprintf("browser log (%s): %s %s", ev.Entry.Source, ev.Entry.Text, ev.Entry.URL))
		}
	}
}

// do runs actions, failing the test on error.
func (b *pageBrowser) do(t *testing.T, actions ...chromedp.Action) {
	t.Helper()
	if err := chromedp.Run(b.ctx, actions...); err != nil {
		t.Fatalf("browser: %v\n%s", err, b.report())
	}
}

// eval evaluates a JavaScript expression into out.
func (b *pageBrowser) eval(t *testing.T, expr string, out any) {
	t.Helper()
	b.do(t, chromedp.Evaluate(expr, out))
}

// waitFor waits until the JavaScript expression is truthy.
func (b *pageBrowser) waitFor(t *testing.T, what, expr string) {
	t.Helper()
	if err := chromedp.Run(b.ctx, chromedp.Poll(expr, nil, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(waitTimeout))); err != nil {
		var page string
		_ = chromedp.Run(b.ctx, chromedp.Evaluate(`document.body ? document.body.innerText.slice(0, 2000) : ''`, &page))
		t.Fatalf("waiting for %s (%s): %v\npage text:\n%s\n%s", what, expr, err, page, b.report())
	}
}

func (b *pageBrowser) report() string {
	urls := b.requestURLs()
	b.mu.Lock()
	problems := slices.Clone(b.problems)
	b.mu.Unlock()
	return fmt.Sprintf("requests: %q\nproblems: %q", urls, problems)
}

// requestURLs lists the URLs of the requests and websockets so far (data:
// URLs cut short).
func (b *pageBrowser) requestURLs() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := make([]string, len(b.requests))
	for i, u := range b.requests {
		if len(u) > 100 {
			u = u[:100] + "…"
		}
		out[i] = u
	}
	return out
}

// checkOffline fails the test when the page asked anything of a host other
// than 127.0.0.1, or logged an error or an exception.
func (b *pageBrowser) checkOffline(t *testing.T) {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, raw := range b.requests {
		u, err := url.Parse(raw)
		if err != nil {
			t.Errorf("unparsable request URL %q", raw)
			continue
		}
		switch u.Scheme {
		case "data", "blob":
		case "http", "https", "ws", "wss":
			if u.Hostname() != "127.0.0.1" {
				t.Errorf("request left 127.0.0.1: %s", raw)
			}
		default:
			t.Errorf("request with scheme %q: %s", u.Scheme, raw)
		}
	}
	for _, p := range b.problems {
		if !slices.ContainsFunc(b.expected, func(s string) bool { return strings.Contains(p, s) }) {
			t.Errorf("page problem: %s", p)
		}
	}
}

// testID is the CSS selector of a data-testid.
func testID(id string) string { return `[data-testid="` + id + `"]` }

// jsString quotes s for JavaScript source.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
