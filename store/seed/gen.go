package seed

import (
	"cmp"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/burrow-analytics/burrow/store"
)

// gen draws every value of the demo from one seeded RNG, in a fixed order:
// the same seed, project and window give the same rows, UUIDs included.
type gen struct {
	rng        *rand.Rand
	projectID  int64
	start, end time.Time // the window of events: [start, end)
}

func newGen(seed int64, projectID int64, start, end time.Time) *gen {
	// The project id is mixed in so that two projects seeded alike do not
	// collide on the globally unique event and log-entry ids.
	return &gen{
		rng:       rand.New(rand.NewPCG(uint64(seed), uint64(projectID)*0x9E3779B97F4A7C15+1)),
		projectID: projectID,
		start:     start,
		end:       end,
	}
}

func (g *gen) float() float64        { return g.rng.Float64() }
func (g *gen) intn(n int) int        { return g.rng.IntN(n) }
func (g *gen) chance(p float64) bool { return g.rng.Float64() < p }

func pick[T any](g *gen, items []weighted[T]) T {
	total := 0.0
	for _, it := range items {
		total += it.weight
	}
	r := g.float() * total
	for _, it := range items {
		if r < it.weight {
			return it.value
		}
		r -= it.weight
	}
	return items[len(items)-1].value
}

func pickOne[T any](g *gen, items []T) T { return items[g.intn(len(items))] }

// between returns a time in [from, from+span), at millisecond precision
// like the timestamps SDKs send.
func (g *gen) between(from time.Time, span time.Duration) time.Time {
	if span <= 0 {
		return from
	}
	return from.Add(time.Duration(g.rng.Int64N(int64(span)))).Truncate(time.Millisecond)
}

// uuid4 is a random (version 4) UUID drawn from the seeded RNG.
func (g *gen) uuid4() string {
	var b uuid.UUID
	binary.BigEndian.PutUint64(b[:8], g.rng.Uint64())
	binary.BigEndian.PutUint64(b[8:], g.rng.Uint64())
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return b.String()
}

// uuid7 is a time-ordered (version 7) UUID for t, as PostHog's SDKs make for
// events, sessions and anonymous distinct ids.
func (g *gen) uuid7(t time.Time) string {
	var b uuid.UUID
	binary.BigEndian.PutUint64(b[8:], g.rng.Uint64())
	ms := uint64(t.UnixMilli())
	binary.BigEndian.PutUint64(b[:8], ms<<16|uint64(g.rng.Uint32()&0xffff))
	b[6] = b[6]&0x0f | 0x70
	b[8] = b[8]&0x3f | 0x80
	return b.String()
}

// person is a generated person with what its sessions need.
type person struct {
	row          store.Person
	anonIDs      []string // one per device
	devices      []device
	identifiedID string // "" for a visitor who never signed up
	email, name  string
	plan         string
	country      string
	joined       time.Time
	weight       float64 // how active the person is
}

func (g *gen) device() device {
	if g.chance(0.3) {
		os := pick(g, mobileOS)
		browser := "Chrome Android"
		if os == "iOS" {
			browser = "Mobile Safari"
		}
		return device{browser: browser, browserVersion: pickOne(g, browserVersions[browser]), os: os,
			deviceType: "Mobile", screenWidth: pickOne(g, mobileWidths)}
	}
	os := pick(g, desktopOS)
	browser := pick(g, desktopBrowsers)
	if browser == "Safari" && os != "Mac OS X" {
		browser = "Chrome"
	}
	return device{browser: browser, browserVersion: pickOne(g, browserVersions[browser]), os: os,
		deviceType: "Desktop", screenWidth: pickOne(g, desktopWidths)}
}

// persons generates n persons: some signed up before the window, some during
// it (their signup session is in the window), a few never signed up.
func (g *gen) persons(n int) []*person {
	window := g.end.Sub(g.start)
	used := map[string]int{}
	out := make([]*person, n)
	for i := range out {
		p := &person{weight: math.Exp(g.rng.NormFloat64() * 0.9)}
		if g.chance(0.45) {
			p.joined = g.between(g.start.Add(-91*24*time.Hour), 90*24*time.Hour)
		} else {
			p.joined = g.between(g.start, window-3*time.Hour)
		}
		devices := 1
		if g.chance(0.35) {
			devices = 2 + g.intn(2)
		}
		for d := range devices {
			p.devices = append(p.devices, g.device())
			p.anonIDs = append(p.anonIDs, g.uuid7(p.joined.Add(time.Duration(d)*time.Hour)))
		}
		p.country = pick(g, countries)
		anonymous := g.chance(0.1)
		first, last := pickOne(g, firstNames), pickOne(g, lastNames)
		plan := pick(g, plans)
		var props string
		if anonymous {
			props = object().str("country", p.country).done()
		} else {
			p.name = first + " " + last
			local := strings.ToLower(strings.ReplaceAll(first+"."+last, " ", ""))
			if k := used[local]; k > 0 {
				local += strconv.Itoa(k + 1)
			}
			used[strings.ToLower(strings.ReplaceAll(first+"."+last, " ", ""))]++
			p.email = local + "@" + emailDomain
			p.plan = plan
			p.identifiedID = fmt.Sprintf("user-%05d", i+1)
			props = object().str("country", p.country).str("email", p.email).str("name", p.name).str("plan", p.plan).done()
		}
		p.row = store.Person{
			UUID:         g.uuid4(),
			TeamID:       g.projectID,
			Properties:   json.RawMessage(props),
			IsIdentified: !anonymous,
			CreatedAt:    p.joined,
		}
		out[i] = p
	}
	return out
}

// distinctIDs lists every (person, distinct id) pair.
func distinctIDs(persons []*person) []store.PersonDistinctID {
	var rows []store.PersonDistinctID
	for _, p := range persons {
		for _, id := range p.anonIDs {
			rows = append(rows, store.PersonDistinctID{TeamID: p.row.TeamID, PersonID: p.row.ID, DistinctID: id})
		}
		if p.identifiedID != "" {
			rows = append(rows, store.PersonDistinctID{TeamID: p.row.TeamID, PersonID: p.row.ID, DistinctID: p.identifiedID})
		}
	}
	return rows
}

// day is the generated content of one day of the window.
type day struct {
	events     []store.Event
	recordings []store.SessionRecording
	sessions   int
}

// session accumulates the events of one session.
type session struct {
	g          *gen
	p          *person
	dev        device
	id         *string
	distinctID string
	host       string
	t          time.Time
	out        *day
	first      int // index of the session's first event in out.events
	clicks     int
	startURL   string
	referrer   string
	budget     int // events this session may still write
}

// event appends one event at the session's current time.
func (s *session) event(name, distinctID string, props *jsonObject) {
	g := s.g
	props.str("$session_id", *s.id).str("$lib", "web").str("$browser", s.dev.browser).
		str("$browser_version", s.dev.browserVersion).str("$os", s.dev.os).str("$device_type", s.dev.deviceType).
		int("$screen_width", s.dev.screenWidth)
	personID := &s.p.row.ID
	s.out.events = append(s.out.events, store.Event{
		UUID:       g.uuid7(s.t),
		TeamID:     g.projectID,
		Event:      name,
		DistinctID: distinctID,
		Properties: json.RawMessage(props.done()),
		Timestamp:  s.t,
		CreatedAt:  s.t.Add(time.Duration(50+g.intn(1950)) * time.Millisecond),
		PersonID:   personID,
		SessionID:  s.id,
	})
	s.budget--
}

// advance moves the session clock by a think time; false when the window
// ends first.
func (s *session) advance() bool {
	gap := 2*time.Second + time.Duration(s.g.rng.ExpFloat64()*float64(25*time.Second))
	s.t = s.t.Add(min(gap, 5*time.Minute)).Truncate(time.Millisecond)
	return s.t.Before(s.g.end)
}

func (s *session) url(path string) string { return "https://" + s.host + path }

func (s *session) pageview(path string) {
	u := s.url(path)
	props := object().str("$current_url", u).str("$host", s.host).str("$pathname", path)
	if s.startURL == "" {
		s.startURL = u
		props.str("$referrer", s.referrer)
		if s.referrer != "$direct" {
			props.str("$referring_domain", strings.TrimSuffix(strings.TrimPrefix(s.referrer, "https://"), "/"))
		}
	}
	s.event("$pageview", s.distinctID, props)
}

func (s *session) autocapture(path, text string) {
	kind := pick(s.g, autocaptureTypes)
	if kind == "click" {
		s.clicks++
	}
	props := object().str("$current_url", s.url(path)).str("$host", s.host).str("$pathname", path).
		str("$event_type", kind).str("$el_text", text).
		str("$elements_chain", fmt.Sprintf(`button.btn:text="%s"nth-child="%d"`, text, 1+s.g.intn(4)))
	s.event("$autocapture", s.distinctID, props)
}

// newSession starts a session for p at t on the given distinct id and device.
func (g *gen) newSession(out *day, p *person, t time.Time, distinctID string, dev device, host string, budget int) *session {
	id := g.uuid7(t)
	return &session{g: g, p: p, dev: dev, id: &id, distinctID: distinctID, host: host, t: t, out: out,
		first: len(out.events), referrer: pick(g, referrers), budget: budget}
}

// signupSession is a visitor's first session: marketing pages, the signup
// form, $identify linking the anonymous id, signed_up, then onboarding.
func (g *gen) signupSession(out *day, p *person, budget int) {
	s := g.newSession(out, p, p.joined, p.anonIDs[0], p.devices[0], marketingHost, budget)
	steps := []func(){
		func() { s.pageview(pick(g, marketingPaths)) },
		func() { s.pageview("/pricing") },
		func() { s.pageview("/signup") },
		func() { s.autocapture("/signup", "Create account") },
		func() {
			s.distinctID = p.identifiedID
			s.host = appHost
			s.event("$identify", p.identifiedID, object().str("$anon_distinct_id", p.anonIDs[0]).
				raw("$set", object().str("email", p.email).str("name", p.name).done()).
				raw("$set_once", object().str("country", p.country).done()))
		},
		func() {
			s.event("signed_up", p.identifiedID, object().str("plan", p.plan).str("signup_method", pick(g, signupMethods)).
				raw("$set", object().str("plan", p.plan).done()))
		},
		func() { s.pageview("/onboarding") },
		func() { s.autocapture("/onboarding", "Create project") },
		func() { s.pageview("/dashboard") },
	}
	for i, step := range steps {
		if s.budget <= 0 || (i > 0 && !s.advance()) {
			break
		}
		step()
	}
	g.finishSession(s)
}

// regularSession browses the app (or the marketing site when logged out).
func (g *gen) regularSession(out *day, p *person, t time.Time, budget int) {
	dev := g.intn(len(p.devices))
	distinctID, host, paths := p.anonIDs[dev], marketingHost, marketingPaths
	loggedIn := p.identifiedID != "" && g.chance(0.85)
	if loggedIn {
		distinctID, host, paths = p.identifiedID, appHost, appPaths
	}
	length := 1 + int(g.rng.ExpFloat64()*6)
	length = min(length, 40, budget)
	s := g.newSession(out, p, t, distinctID, p.devices[dev], host, length)
	path := pick(g, paths)
	s.pageview(path)
	for s.budget > 0 && s.advance() {
		r := g.float()
		switch {
		case s.budget == 1 && g.chance(0.3):
			s.event("$pageleave", distinctID, object().str("$current_url", s.url(path)).str("$host", host).str("$pathname", path))
		case r < 0.42:
			path = pick(g, paths)
			s.pageview(path)
		case r < 0.80 || !loggedIn:
			s.autocapture(path, pick(g, clickTargets))
		case r < 0.92:
			s.event("feature_used", distinctID, object().str("feature", pick(g, features)).str("$current_url", s.url(path)))
		case r < 0.96 && (p.plan == "team" || p.plan == "enterprise" || g.chance(0.3)):
			s.event("invite_sent", distinctID, object().int("invitees", 1+g.intn(4)).str("$current_url", s.url("/settings/team")))
		default:
			amount := planPrices[p.plan]
			product := p.plan + " plan"
			if amount == 0 || g.chance(0.4) {
				amount = 5 + math.Round(g.float()*19500)/100
				product = "add-on"
			}
			s.event("purchase", distinctID, object().num("amount", amount).str("currency", "USD").
				str("product", product).str("$current_url", s.url("/settings/billing")))
		}
	}
	g.finishSession(s)
}

// finishSession records a session recording for most sessions with more than
// one event, its times and counts taken from the session's events.
func (g *gen) finishSession(s *session) {
	out := s.out
	out.sessions++
	events := out.events[s.first:]
	if len(events) < 2 || !g.chance(0.7) {
		return
	}
	start, end := events[0].Timestamp, events[len(events)-1].Timestamp
	duration := end.Sub(start).Seconds()
	active := math.Round(duration*(0.35+0.6*g.float())*1000) / 1000
	rec := store.SessionRecording{
		TeamID:             g.projectID,
		SessionID:          *s.id,
		DistinctID:         events[0].DistinctID,
		StartTime:          start,
		EndTime:            end,
		Duration:           duration,
		ActiveSeconds:      active,
		InactiveSeconds:    math.Round((duration-active)*1000) / 1000,
		ClickCount:         int64(s.clicks + g.intn(4)),
		KeypressCount:      int64(g.intn(60)),
		MouseActivityCount: int64(float64(s.clicks*3) + duration*(0.3+g.float())),
		ConsoleLogCount:    int64(g.intn(25)),
		StartURL:           s.startURL,
		Storage:            "object_storage",
		SnapshotSource:     "web",
	}
	if g.chance(0.4) {
		rec.ConsoleWarnCount = int64(1 + g.intn(5))
	}
	if g.chance(0.15) {
		rec.ConsoleErrorCount = int64(1 + g.intn(4))
	}
	rec.ComputeActivityScore()
	out.recordings = append(out.recordings, rec)
}

// dayWeights spreads events over the window: weekends are quieter and
// traffic grows over the month.
func (g *gen) dayWeights(days int) []float64 {
	w := make([]float64, days)
	for d := range w {
		wd := g.start.Add(time.Duration(d) * 24 * time.Hour).Weekday()
		w[d] = 1 + 0.5*float64(d)/float64(days)
		if wd == time.Saturday || wd == time.Sunday {
			w[d] *= 0.6
		}
	}
	return w
}

// sessionStart draws a start time within the day, shaped by hourWeights.
func (g *gen) sessionStart(dayStart time.Time) time.Time {
	hour := 0
	total := 0.0
	for _, w := range hourWeights {
		total += w
	}
	r := g.float() * total
	for h, w := range hourWeights {
		if r < w {
			hour = h
			break
		}
		r -= w
	}
	return g.between(dayStart.Add(time.Duration(hour)*time.Hour), time.Hour)
}

// generateDay writes the day's sessions until quota events exist: first the
// signup sessions of persons joining that day, then regular sessions of
// persons who had joined by then, picked by activity weight.
func (g *gen) generateDay(dayStart time.Time, quota int, byJoin []*person, cumWeight []float64) day {
	var out day
	dayEnd := dayStart.Add(24 * time.Hour)
	// byJoin is sorted by join time: those joining today form a run.
	lo, _ := slices.BinarySearchFunc(byJoin, dayStart, func(p *person, t time.Time) int { return p.joined.Compare(t) })
	hi, _ := slices.BinarySearchFunc(byJoin, dayEnd, func(p *person, t time.Time) int { return p.joined.Compare(t) })
	for _, p := range byJoin[lo:hi] {
		if len(out.events) >= quota {
			break
		}
		if p.identifiedID != "" {
			g.signupSession(&out, p, quota-len(out.events))
		}
	}
	if hi == 0 {
		return out // nobody has joined yet
	}
	for tries := 0; len(out.events) < quota && tries < 4*quota+100; tries++ {
		r := g.float() * cumWeight[hi-1]
		i, _ := slices.BinarySearchFunc(cumWeight[:hi], r, func(c, r float64) int {
			if c <= r {
				return -1
			}
			return 1
		})
		p := byJoin[min(i, hi-1)]
		t := g.sessionStart(dayStart)
		if !t.After(p.joined) {
			continue // the person had not joined yet at that hour
		}
		if !t.Before(g.end) {
			continue
		}
		g.regularSession(&out, p, t, quota-len(out.events))
	}
	// Sorted by time, rows go into the indexes almost in order.
	slices.SortFunc(out.events, func(a, b store.Event) int {
		return cmp.Or(a.Timestamp.Compare(b.Timestamp), cmp.Compare(a.UUID, b.UUID))
	})
	return out
}

// pluginLogs generates the log entries of the configs: every combination of
// source and type first, then a realistic mix.
func (g *gen) pluginLogs(configs []store.PluginConfig, n int) []store.PluginLogEntry {
	var out []store.PluginLogEntry
	window := g.end.Sub(g.start)
	for ci, cfg := range configs {
		instances := []string{g.uuid4(), g.uuid4()}
		per := n / len(configs)
		if ci < n%len(configs) {
			per++
		}
		for i := range per {
			var source, typ string
			if i < len(logSources)*len(logTypes) {
				source, typ = logSources[i%len(logSources)], logTypes[i/len(logSources)]
			} else {
				typ = pick(g, logTypeWeights)
				source = g.logSource(typ)
			}
			instance := pickOne(g, instances)
			tmpl := pickOne(g, logMessages[typ])
			var msg string
			switch {
			case strings.Contains(tmpl, "(instance %s)"):
				msg = fmt.Sprintf(tmpl, instance)
			case strings.Contains(tmpl, "%s"):
				msg = fmt.Sprintf(tmpl, g.uuid4())
			default:
				msg = fmt.Sprintf(tmpl, 1+g.intn(5000))
			}
			out = append(out, store.PluginLogEntry{
				ID:             g.uuid4(),
				TeamID:         g.projectID,
				PluginID:       cfg.PluginID,
				PluginConfigID: cfg.ID,
				Timestamp:      g.between(g.start, window),
				Source:         source,
				Type:           typ,
				Message:        msg,
				InstanceID:     instance,
			})
		}
	}
	return out
}

var (
	logSources = []string{"SYSTEM", "PLUGIN", "CONSOLE"}
	logTypes   = []string{"DEBUG", "LOG", "INFO", "WARN", "ERROR"}
)

func (g *gen) logSource(typ string) string {
	switch typ {
	case "DEBUG", "LOG":
		return pick(g, []weighted[string]{{"CONSOLE", 70}, {"PLUGIN", 30}})
	case "INFO":
		return pick(g, []weighted[string]{{"SYSTEM", 40}, {"PLUGIN", 60}})
	default:
		return pick(g, []weighted[string]{{"PLUGIN", 70}, {"SYSTEM", 15}, {"CONSOLE", 15}})
	}
}
