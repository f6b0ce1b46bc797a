// Package clickhouse connects Burrow to its analytics engine, ClickHouse,
// through clickhouse-go (github.com/ClickHouse/clickhouse-go/v2) over the
// native protocol or HTTP(S): a server named by a clickhouse:// URL, or one
// Burrow runs itself from libchdb.so on a directory (chdb:DIR, package
// clickhouse/chdb). It also runs compiled statements there (Runner) and
// applies the engine's schema (Migrate).
package clickhouse

import (
	"errors"
	"fmt"
	"maps"
	"net"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Protocol is how Burrow talks to a clickhouse:// server.
type Protocol string

// The protocols of a clickhouse:// URL (its protocol option).
const (
	Native Protocol = "native" // ClickHouse's TCP protocol (default)
	HTTP   Protocol = "http"   // the HTTP interface (HTTPS with secure=true)
)

// Defaults of the clickhouse:// URL's options.
const (
	DefaultMaxOpenConns = 32
	DefaultDialTimeout  = 5 * time.Second
	DefaultReadTimeout  = 5 * time.Minute
)

// Config says which ClickHouse to use: servers at Addrs, or a local one on
// Dir when Local is set.
type Config struct {
	// Local: Burrow runs (or finds) a ClickHouse server on Dir.
	Local bool
	Dir   string
	// Addrs are the servers' host:port, tried in order: a connection goes
	// to the first that answers (failover). Local: filled at Open.
	Addrs    []string
	User     string
	Password string
	Database string

	Protocol Protocol
	// Secure connects over TLS (native TLS, or HTTPS), verifying the
	// server's certificate against CAFile (when set, else the system's
	// roots) unless SkipVerify.
	Secure     bool
	SkipVerify bool
	CAFile     string
	// MaxOpenConns bounds the pool (statements running at once).
	MaxOpenConns int
	// DialTimeout bounds opening a connection, waiting for a free one
	// included: while the engine is unreachable a request fails (503)
	// within it.
	DialTimeout time.Duration
	// ReadTimeout bounds one read from the server (a statement's own
	// timeout ends it sooner).
	ReadTimeout time.Duration
	// Cluster lays the tables out over a ClickHouse cluster (cluster.go).
	Cluster ClusterOptions
}

// String is the URL with its password masked and its options, for logs.
func (c Config) String() string {
	if c.Local {
		return "chdb:" + c.Dir
	}
	u := url.URL{Scheme: "clickhouse", Host: strings.Join(c.Addrs, ","), Path: "/" + c.Database}
	switch {
	case c.Password != "":
		u.User = url.UserPassword(c.User, "xxxxx")
	case c.User != "":
		u.User = url.User(c.User)
	}
	q := url.Values{}
	if c.Protocol != "" && c.Protocol != Native {
		q.Set("protocol", string(c.Protocol))
	}
	if c.Secure {
		q.Set("secure", "true")
	}
	if c.SkipVerify {
		q.Set("skip_verify", "true")
	}
	if c.CAFile != "" {
		q.Set("ca_file", c.CAFile)
	}
	cluster, _ := url.ParseQuery(c.Cluster.query())
	for k, v := range cluster {
		q[k] = v
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// defaultPort is the server port a host without one gets.
func defaultPort(p Protocol, secure bool) string {
	switch {
	case p == HTTP && secure:
		return "8443"
	case p == HTTP:
		return "8123"
	case secure:
		return "9440"
	}
	return "9000"
}

// URLOptions documents the options of a clickhouse:// URL, for help texts.
const URLOptions = "options: protocol=native|http (default native), secure=true (TLS), skip_verify=true, " +
	"ca_file=PATH, max_open_conns=N (default 32), dial_timeout=DURATION (default 5s; an unreachable " +
	"engine fails requests within it), read_timeout=DURATION (default 5m); several servers for " +
	"failover: HOST1:PORT,HOST2:PORT (tried in order); clusters: cluster=NAME, cluster_replicated=true, " +
	"cluster_ddl=on_cluster|each"

// ParseURL reads an analytics engine URL:
// clickhouse://USER:PASSWORD@HOST:PORT[,HOST:PORT...]/DATABASE?OPTIONS
// (user default, database default when left out; port 9000, 9440 with
// secure=true, 8123 or 8443 with protocol=http; options: URLOptions) or
// chdb:DIR (a directory, made absolute).
func ParseURL(raw string) (Config, error) {
	const forms = "clickhouse://USER:PASSWORD@HOST:PORT/DATABASE?OPTIONS or chdb:DIR"
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return Config{}, errors.New("clickhouse: empty analytics URL; want " + forms)
	}
	if dir, ok := strings.CutPrefix(raw, "chdb:"); ok {
		dir = strings.TrimPrefix(dir, "//")
		if dir == "" {
			return Config{}, fmt.Errorf("clickhouse: %q names no directory; want chdb:DIR, for example chdb:./analytics", raw)
		}
		abs, err := filepath.Abs(dir)
		if err != nil {
			return Config{}, fmt.Errorf("clickhouse: directory of %q: %w", raw, err)
		}
		return Config{Local: true, Dir: abs, User: "default", Database: "default"}, nil
	}
	// net/url takes one host: the others are cut out of the authority
	// first, and each is checked on its own.
	first, hosts := splitHosts(raw)
	u, err := url.Parse(first)
	if err != nil {
		return Config{}, fmt.Errorf("clickhouse: analytics URL does not parse (want %s): %w", forms, redactedErr(err))
	}
	if u.Scheme != "clickhouse" {
		return Config{}, fmt.Errorf("clickhouse: analytics URL scheme %q is not supported; want %s", u.Scheme, forms)
	}
	if u.Host == "" || slices.Contains(hosts, "") {
		return Config{}, fmt.Errorf("clickhouse: analytics URL %q names no host; want %s", redacted(raw), forms)
	}
	if u.Fragment != "" {
		return Config{}, errors.New("clickhouse: analytics URL takes no fragment; want " + forms)
	}
	c := Config{User: "default", Database: "default", Protocol: Native,
		MaxOpenConns: DefaultMaxOpenConns, DialTimeout: DefaultDialTimeout, ReadTimeout: DefaultReadTimeout}
	if err := c.setOptions(u.Query()); err != nil {
		return Config{}, err
	}
	for _, h := range append([]string{u.Host}, hosts...) {
		addr, err := c.hostPort(h)
		if err != nil {
			return Config{}, err
		}
		c.Addrs = append(c.Addrs, addr)
	}
	if u.User != nil {
		if name := u.User.Username(); name != "" {
			c.User = name
		}
		c.Password, _ = u.User.Password()
	}
	if db := strings.Trim(u.Path, "/"); db != "" {
		if strings.Contains(db, "/") {
			return Config{}, fmt.Errorf("clickhouse: analytics URL path %q is not one database name; want %s", u.Path, forms)
		}
		c.Database = db
	}
	return c, nil
}

// splitHosts cuts the hosts after the first out of raw's authority
// (USER:PASSWORD@H1,H2,...): raw with only H1, and H2....
func splitHosts(raw string) (first string, more []string) {
	scheme, rest, ok := strings.Cut(raw, "://")
	if !ok {
		return raw, nil
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	authority, tail := rest[:end], rest[end:]
	at := strings.LastIndexByte(authority, '@') + 1
	hosts := strings.Split(authority[at:], ",")
	return scheme + "://" + authority[:at] + hosts[0] + tail, hosts[1:]
}

// hostPort checks one host of the URL and gives it the default port.
func (c Config) hostPort(h string) (string, error) {
	if _, port, err := net.SplitHostPort(h); err == nil {
		if n, err := strconv.Atoi(port); err != nil || n <= 0 || n > 65535 {
			return "", fmt.Errorf("clickhouse: analytics URL port %q of host %q: want a number from 1 to 65535", port, h)
		}
		return h, nil
	}
	host := strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
	if host == "" || strings.ContainsAny(host, "[]@ ") {
		return "", fmt.Errorf("clickhouse: analytics URL host %q is not HOST or HOST:PORT", h)
	}
	return net.JoinHostPort(host, defaultPort(c.Protocol, c.Secure)), nil
}

// setOptions reads the URL's query string into c; an unknown option, a
// repeated one or a bad value is an error naming it.
func (c *Config) setOptions(q url.Values) error {
	cluster := url.Values{}
	bad := func(name, value, want string) error {
		return fmt.Errorf("clickhouse: analytics URL option %s=%q: want %s", name, value, want)
	}
	for _, name := range slices.Sorted(maps.Keys(q)) {
		if len(q[name]) > 1 {
			return fmt.Errorf("clickhouse: analytics URL option %s is given %d times", name, len(q[name]))
		}
		v := q.Get(name)
		switch name {
		case "protocol":
			switch Protocol(v) {
			case Native, HTTP:
				c.Protocol = Protocol(v)
			default:
				return bad(name, v, "native or http (https is http with secure=true)")
			}
		case "secure", "skip_verify":
			b, err := strconv.ParseBool(v)
			if err != nil {
				return bad(name, v, "true or false")
			}
			if name == "secure" {
				c.Secure = b
			} else {
				c.SkipVerify = b
			}
		case "ca_file":
			if v == "" {
				return bad(name, v, "the path of a PEM file of CA certificates")
			}
			c.CAFile = v
		case "max_open_conns":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 10000 {
				return bad(name, v, "a number of connections from 1 to 10000")
			}
			c.MaxOpenConns = n
		case "dial_timeout", "read_timeout":
			d, err := time.ParseDuration(v)
			if err != nil || d <= 0 {
				return bad(name, v, "a positive duration such as 3s or 500ms")
			}
			if name == "dial_timeout" {
				c.DialTimeout = d
			} else {
				c.ReadTimeout = d
			}
		case "cluster", "cluster_replicated", "cluster_ddl":
			cluster[name] = q[name]
		default:
			return fmt.Errorf("clickhouse: analytics URL option %q is unknown; %s", name, URLOptions)
		}
	}
	var err error
	if c.Cluster, err = parseClusterOptions(cluster); err != nil {
		return err
	}
	if (c.SkipVerify || c.CAFile != "") && !c.Secure {
		return errors.New("clickhouse: analytics URL options skip_verify and ca_file need secure=true")
	}
	return nil
}

// redacted is raw without its password, for an error message.
func redacted(raw string) string {
	first, more := splitHosts(raw)
	u, err := url.Parse(first)
	if err != nil || u.User == nil {
		if err != nil {
			return "(unparsable URL)"
		}
		return raw
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	if len(more) > 0 {
		u.Host += "," + strings.Join(more, ",")
	}
	return u.String()
}

// redactedErr drops the URL net/url quotes in its parse errors (it may
// hold a password).
func redactedErr(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// SameEngine reports whether c and o name the same engine: the same local
// directory, or the same servers, database and cluster layout. Credentials,
// timeouts, pool size and TLS settings may differ (a rotated password is
// still the engine a store feeds).
func (c Config) SameEngine(o Config) bool {
	if c.Local || o.Local {
		return c.Local && o.Local && c.Dir == o.Dir
	}
	return slices.Equal(c.Addrs, o.Addrs) && c.Database == o.Database && c.Cluster == o.Cluster
}
