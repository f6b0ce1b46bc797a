// Package ratelimit throttles requests per API key with token buckets
// (golang.org/x/time/rate), one bucket per key and class of request.
//
// Budgets are kept per replica, in memory: checking one costs no database
// round trip, and a replica that restarts starts with full buckets. Behind a
// load balancer over N replicas a key can spend up to N times its budget;
// set the rate to the total divided by the number of replicas when that
// matters.
package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/auth"
)

// Class is a kind of request with its own budget.
type Class string

// The classes: every authenticated API request spends from Reads; a query
// run (REST POST query/, GraphQL runQuery) also spends from Queries.
const (
	Reads   Class = "reads"
	Queries Class = "queries"
)

// Rate is a budget: Count requests per Per, refilled continuously, with
// bursts of up to Count. The zero Rate means no limit.
type Rate struct {
	Count int
	Per   time.Duration
}

// Off reports whether r sets no limit.
func (r Rate) Off() bool { return r.Count <= 0 || r.Per <= 0 }

// String formats r as ParseRate reads it.
func (r Rate) String() string {
	if r.Off() {
		return "off"
	}
	switch r.Per {
	case time.Second:
		return strconv.Itoa(r.Count) + "/s"
	case time.Minute:
		return strconv.Itoa(r.Count) + "/m"
	case time.Hour:
		return strconv.Itoa(r.Count) + "/h"
	}
	return strconv.Itoa(r.Count) + "/" + r.Per.String()
}

// ParseRate reads "N/s", "N/m", "N/h" or "N/DURATION" (e.g. "100/10s");
// "", "0" and "off" mean no limit.
func ParseRate(s string) (Rate, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "0" || s == "off" {
		return Rate{}, nil
	}
	count, per, ok := strings.Cut(s, "/")
	if !ok {
		return Rate{}, fmt.Errorf("rate %q: want N/s, N/m, N/h or N/DURATION", s)
	}
	n, err := strconv.Atoi(count)
	if err != nil || n < 0 {
		return Rate{}, fmt.Errorf("rate %q: %q is not a non-negative integer", s, count)
	}
	var d time.Duration
	switch per {
	case "s", "sec", "second":
		d = time.Second
	case "m", "min", "minute":
		d = time.Minute
	case "h", "hour":
		d = time.Hour
	default:
		if d, err = time.ParseDuration(per); err != nil || d <= 0 {
			return Rate{}, fmt.Errorf("rate %q: %q is not s, m, h or a positive duration", s, per)
		}
	}
	if n == 0 {
		return Rate{}, nil
	}
	return Rate{Count: n, Per: d}, nil
}

// Config holds the budget of each class; a zero Rate leaves a class unlimited.
type Config struct {
	Reads   Rate
	Queries Rate
}

// Limiter holds the buckets of every key seen recently.
type Limiter struct {
	rates map[Class]Rate
	now   func() time.Time
	// OnThrottle, when set, is called for every refused request (metrics).
	OnThrottle func(Class)

	mu        sync.Mutex
	buckets   map[bucketKey]*rate.Limiter
	lastSweep time.Time
}

type bucketKey struct {
	class Class
	key   int64
}

// New returns a Limiter for cfg. A nil *Limiter limits nothing.
func New(cfg Config) *Limiter {
	if cfg.Reads.Off() && cfg.Queries.Off() {
		return nil
	}
	return &Limiter{
		rates:   map[Class]Rate{Reads: cfg.Reads, Queries: cfg.Queries},
		now:     time.Now,
		buckets: make(map[bucketKey]*rate.Limiter),
	}
}

// Allow spends one request of class for the calling key (from ctx). It
// returns a 429 throttled_error carrying Retry-After when the bucket is
// empty. Requests without a valid key are not limited here (they are refused
// by authentication).
func (l *Limiter) Allow(ctx context.Context, class Class) error {
	if l == nil {
		return nil
	}
	r := l.rates[class]
	if r.Off() {
		return nil
	}
	p, err := auth.FromContext(ctx)
	if err != nil || p.Key == nil {
		return nil
	}
	wait := l.reserve(class, p.Key.ID, r)
	if wait <= 0 {
		return nil
	}
	if l.OnThrottle != nil {
		l.OnThrottle(class)
	}
	secs := int(math.Ceil(wait.Seconds()))
	unit := "seconds"
	if secs == 1 {
		unit = "second"
	}
	e := apierror.Throttled(fmt.Sprintf("Request was throttled. Expected available in %d %s.", secs, unit))
	e.RetryAfter = time.Duration(secs) * time.Second
	return e
}

// reserve takes a token if one is there, or returns how long until one is.
func (l *Limiter) reserve(class Class, keyID int64, r Rate) time.Duration {
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sweep(now)
	k := bucketKey{class, keyID}
	b := l.buckets[k]
	if b == nil {
		b = rate.NewLimiter(rate.Limit(float64(r.Count)/r.Per.Seconds()), r.Count)
		l.buckets[k] = b
	}
	res := b.ReserveN(now, 1)
	if d := res.DelayFrom(now); d > 0 {
		res.CancelAt(now) // a refused request spends nothing
		return d
	}
	return 0
}

// sweep drops buckets that have refilled (they hold no state worth keeping),
// at most once a minute, so memory follows the keys in use.
func (l *Limiter) sweep(now time.Time) {
	if now.Sub(l.lastSweep) < time.Minute {
		return
	}
	l.lastSweep = now
	for k, b := range l.buckets {
		if b.TokensAt(now) >= float64(b.Burst()) {
			delete(l.buckets, k)
		}
	}
}

// RetryAfter returns how long err asks the client to wait, or 0.
func RetryAfter(err error) time.Duration {
	var e *apierror.Error
	if errors.As(err, &e) {
		return e.RetryAfter
	}
	return 0
}
