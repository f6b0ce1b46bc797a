// Package clickhouse connects Burrow to its analytics engine, ClickHouse,
// over the native protocol (github.com/ClickHouse/clickhouse-go/v2): a
// server named by a clickhouse:// URL, or one Burrow runs itself from
// libchdb.so on a directory (chdb:DIR, package clickhouse/chdb). It also
// runs compiled statements there (Runner) and applies the engine's schema
// (Migrate).
package clickhouse

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"path/filepath"
	"strings"
)

// Config says which ClickHouse to use: a server at Addr, or a local one on
// Dir when Local is set.
type Config struct {
	// Local: Burrow runs (or finds) a ClickHouse server on Dir.
	Local bool
	Dir   string
	// Addr is host:port of the native protocol (Local: filled at Open).
	Addr     string
	User     string
	Password string
	Database string
	// Cluster lays the tables out over a ClickHouse cluster (cluster.go).
	Cluster ClusterOptions
}

// String is the URL with its password masked, for logs.
func (c Config) String() string {
	if c.Local {
		return "chdb:" + c.Dir
	}
	u := url.URL{Scheme: "clickhouse", Host: c.Addr, Path: "/" + c.Database, RawQuery: c.Cluster.query()}
	switch {
	case c.Password != "":
		u.User = url.UserPassword(c.User, "xxxxx")
	case c.User != "":
		u.User = url.User(c.User)
	}
	return u.String()
}

// defaultNativePort is ClickHouse's native protocol port.
const defaultNativePort = "9000"

// ParseURL reads an analytics engine URL:
// clickhouse://USER:PASSWORD@HOST:PORT/DATABASE (user default, port 9000,
// database default when left out) or chdb:DIR (a directory, made absolute).
func ParseURL(raw string) (Config, error) {
	const forms = "clickhouse://USER:PASSWORD@HOST:PORT/DATABASE or chdb:DIR"
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
	u, err := url.Parse(raw)
	if err != nil {
		return Config{}, fmt.Errorf("clickhouse: analytics URL does not parse (want %s): %w", forms, err)
	}
	if u.Scheme != "clickhouse" {
		return Config{}, fmt.Errorf("clickhouse: analytics URL scheme %q is not supported; want %s", u.Scheme, forms)
	}
	if u.Host == "" {
		return Config{}, fmt.Errorf("clickhouse: analytics URL %q names no host; want %s", Config{Addr: u.Host}.redacted(raw), forms)
	}
	if u.Fragment != "" {
		return Config{}, errors.New("clickhouse: analytics URL takes no fragment; want " + forms)
	}
	c := Config{User: "default", Database: "default", Addr: u.Host}
	if c.Cluster, err = parseClusterOptions(u.Query()); err != nil {
		return Config{}, err
	}
	if _, _, err := net.SplitHostPort(u.Host); err != nil {
		c.Addr = net.JoinHostPort(u.Hostname(), defaultNativePort)
	}
	if port := u.Port(); port != "" {
		if _, err := net.LookupPort("tcp", port); err != nil {
			return Config{}, fmt.Errorf("clickhouse: analytics URL port %q: %w", port, err)
		}
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

// redacted is raw without its password, for an error message.
func (Config) redacted(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}
