package seed

// The vocabulary of the demo product, "Acme", a SaaS app with a marketing
// site (acme.example) and the app itself (app.acme.example).

const (
	marketingHost = "acme.example"
	appHost       = "app.acme.example"
	emailDomain   = "example.com"
)

// EventNames lists every event name the generator writes.
var EventNames = []string{
	"$pageview", "$pageleave", "$autocapture", "$identify",
	"signed_up", "purchase", "feature_used", "invite_sent",
}

var firstNames = []string{
	"Ada", "Alan", "Grace", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances", "Edsger",
	"Radia", "Tim", "Katherine", "John", "Hedy", "Donald", "Sophie", "Guido", "Annie", "Bjarne",
	"Jean", "Niklaus", "Karen", "Rob", "Mary", "James", "Lynn", "Brian", "Shafi", "Leslie",
	"Amara", "Yuki", "Mateo", "Priya", "Kwame", "Ingrid", "Diego", "Mei", "Omar", "Zofia",
}

var lastNames = []string{
	"Lovelace", "Turing", "Hopper", "Torvalds", "Hamilton", "Ritchie", "Liskov", "Thompson", "Allen", "Dijkstra",
	"Perlman", "Berners-Lee", "Johnson", "McCarthy", "Lamarr", "Knuth", "Wilson", "van Rossum", "Easley", "Stroustrup",
	"Sammet", "Wirth", "Jones", "Pike", "Keller", "Gosling", "Conway", "Kernighan", "Goldwasser", "Lamport",
	"Okafor", "Tanaka", "Garcia", "Sharma", "Mensah", "Larsen", "Silva", "Chen", "Haddad", "Nowak",
}

type weighted[T any] struct {
	value  T
	weight float64
}

var plans = []weighted[string]{{"free", 60}, {"pro", 25}, {"team", 10}, {"enterprise", 5}}

var planPrices = map[string]float64{"free": 0, "pro": 29, "team": 99, "enterprise": 499}

var countries = []weighted[string]{
	{"US", 30}, {"GB", 10}, {"DE", 9}, {"FR", 7}, {"IN", 8}, {"BR", 6}, {"CA", 5}, {"NL", 4},
	{"ES", 4}, {"JP", 4}, {"AU", 3}, {"SE", 2}, {"PL", 3}, {"NG", 2}, {"MX", 3},
}

// device is what a browser reports about itself.
type device struct {
	browser, browserVersion, os, deviceType string
	screenWidth                             int
}

var desktopOS = []weighted[string]{{"Windows", 45}, {"Mac OS X", 40}, {"Linux", 15}}
var mobileOS = []weighted[string]{{"iOS", 55}, {"Android", 45}}
var desktopBrowsers = []weighted[string]{{"Chrome", 62}, {"Safari", 14}, {"Firefox", 11}, {"Edge", 10}, {"Opera", 3}}
var browserVersions = map[string][]string{
	"Chrome":         {"124.0", "125.0", "126.0", "127.0"},
	"Safari":         {"17.4", "17.5", "17.6"},
	"Firefox":        {"125.0", "126.0", "127.0"},
	"Edge":           {"124.0", "125.0"},
	"Opera":          {"110.0"},
	"Mobile Safari":  {"17.4", "17.5"},
	"Chrome Android": {"125.0", "126.0"},
}
var desktopWidths = []int{1280, 1366, 1440, 1536, 1920, 2560}
var mobileWidths = []int{360, 375, 390, 393, 414, 430}

// Pages of the marketing site (visited before signing up) and of the app.
var marketingPaths = []weighted[string]{
	{"/", 30}, {"/pricing", 15}, {"/features", 10}, {"/blog", 8}, {"/blog/launch-week", 6},
	{"/blog/sql-for-product-analytics", 5}, {"/docs", 8}, {"/docs/getting-started", 6}, {"/customers", 4}, {"/about", 3},
}
var appPaths = []weighted[string]{
	{"/dashboard", 25}, {"/insights", 12}, {"/insights/new", 6}, {"/events", 10}, {"/persons", 8},
	{"/recordings", 9}, {"/projects", 6}, {"/settings", 4}, {"/settings/billing", 3}, {"/settings/team", 3}, {"/docs/api", 4},
}

var referrers = []weighted[string]{
	{"$direct", 40}, {"https://www.google.com/", 30}, {"https://news.ycombinator.com/", 8},
	{"https://twitter.com/", 7}, {"https://www.linkedin.com/", 6}, {"https://github.com/", 9},
}

// Autocapture: what was clicked, and how.
var clickTargets = []weighted[string]{
	{"Save", 14}, {"New insight", 10}, {"Run query", 12}, {"Export CSV", 5}, {"Share", 6}, {"Invite teammate", 4},
	{"Upgrade", 3}, {"Filter", 10}, {"Next page", 8}, {"Play recording", 9}, {"Settings", 5}, {"Docs", 4},
}
var autocaptureTypes = []weighted[string]{{"click", 80}, {"submit", 8}, {"change", 12}}

var features = []weighted[string]{
	{"sql-editor", 25}, {"dashboards", 20}, {"session-replay", 18}, {"funnels", 12},
	{"cohorts", 8}, {"feature-flags", 10}, {"api-keys", 7},
}

var signupMethods = []weighted[string]{{"email", 50}, {"google", 35}, {"github", 15}}

// Plugins and what their log entries say.
var plugins = []struct {
	id      int64
	name    string
	enabled bool
}{
	{101, "GeoIP", true},
	{102, "Webhook export", true},
	{103, "S3 export", false},
}

// logMessages holds message templates per log type (the generator fills
// %d with a number and %s with an id).
var logMessages = map[string][]string{
	"DEBUG": {"processing event %s", "cache hit for %s", "batch %d queued"},
	"LOG":   {"console.log: exported %d events", "console.log: payload size %d bytes", "console.log: handling %s"},
	"INFO":  {"Plugin loaded (instance %s)", "Exported %d events", "Scheduled task ran in %d ms"},
	"WARN":  {"Rate limited by upstream, retrying in %d s", "Slow response from upstream: %d ms", "Skipped event %s: missing $ip"},
	"ERROR": {"Failed to export batch %d: HTTP 502", "TypeError: Cannot read properties of undefined (reading 'email') in event %s", "Timed out after %d ms"},
}

// logTypeWeights shapes the mix of log types after every combination has
// appeared once.
var logTypeWeights = []weighted[string]{{"DEBUG", 20}, {"LOG", 20}, {"INFO", 40}, {"WARN", 12}, {"ERROR", 8}}

// hourWeights is the share of sessions starting in each UTC hour: a working
// day spread over Europe and the Americas.
var hourWeights = []float64{
	2, 1.5, 1, 1, 1, 1.5, 2.5, 4, 6, 7, 7.5, 7.5, 7, 7.5, 8, 8, 7.5, 7, 6, 5, 4.5, 4, 3.5, 2.5,
}
