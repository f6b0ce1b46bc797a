package main

import (
	"context"
	"crypto/tls"
	"flag"
	"fmt"
	"io"
	"net"
	"strconv"

	"github.com/burrow-analytics/burrow/pgwire"
)

// pgConfig is the PostgreSQL wire listener of `burrow serve` (package pgwire).
type pgConfig struct {
	addr           string // listen address; empty: off
	tlsCert        string
	tlsKey         string
	allowCleartext bool
	maxResultMiB   int
	cfg            pgwire.Config
}

// pgFlags registers the PostgreSQL wire settings on fs; the returned check
// validates them once fs is parsed (demo: --demo was given).
func pgFlags(fs *flag.FlagSet, e env, c *pgConfig) (check func(demo bool) error) {
	flags := &envFlags{fs: fs, e: e}
	fs.StringVar(&c.addr, "pg-addr", e.getenv("BURROW_PG_ADDR"), "serve SQL over the PostgreSQL wire protocol on HOST:PORT; off unless set; --demo sets 127.0.0.1:5433 (env BURROW_PG_ADDR)")
	fs.StringVar(&c.tlsCert, "pg-tls-cert", e.getenv("BURROW_PG_TLS_CERT"), "PEM certificate offered to PostgreSQL clients (sslmode=require) (env BURROW_PG_TLS_CERT)")
	fs.StringVar(&c.tlsKey, "pg-tls-key", e.getenv("BURROW_PG_TLS_KEY"), "PEM key of --pg-tls-cert (env BURROW_PG_TLS_KEY)")
	fs.BoolVar(&c.allowCleartext, "pg-allow-cleartext", e.getenv("BURROW_PG_ALLOW_CLEARTEXT") == "true", "accept the key as a password in clear from non-loopback clients without TLS (env BURROW_PG_ALLOW_CLEARTEXT=true)")
	flags.intVar(&c.maxResultMiB, "pg-max-result-mib", "BURROW_PG_MAX_RESULT_MIB", pgwire.DefaultMaxResultBytes>>20, "a statement over the PostgreSQL wire fails once its rows exceed this many MiB")
	flags.intVar(&c.cfg.MaxMessageBytes, "pg-max-message-bytes", "BURROW_PG_MAX_MESSAGE_BYTES", pgwire.DefaultMaxMessageBytes, "a PostgreSQL wire message larger than this closes the connection")
	flags.intVar(&c.cfg.MaxConns, "pg-max-conns", "BURROW_PG_MAX_CONNS", pgwire.DefaultMaxConns, "open PostgreSQL wire connections of this server; more are refused")
	flags.durationVar(&c.cfg.IdleTimeout, "pg-idle-timeout", "BURROW_PG_IDLE_TIMEOUT", pgwire.DefaultIdleTimeout, "a PostgreSQL wire connection that sends nothing for this long is closed")
	return func(demo bool) error {
		if err := flags.err(); err != nil {
			return err
		}
		if c.addr == "" && demo {
			c.addr = "127.0.0.1:5433"
		}
		if c.maxResultMiB < 1 || c.cfg.MaxMessageBytes < 1024 || c.cfg.MaxConns < 1 || c.cfg.IdleTimeout <= 0 {
			return fmt.Errorf("serve: --pg-max-result-mib and --pg-max-conns must be at least 1, --pg-max-message-bytes at least 1024 and --pg-idle-timeout positive")
		}
		c.cfg.MaxResultBytes = int64(c.maxResultMiB) << 20
		c.cfg.AllowCleartext = c.allowCleartext
		if (c.tlsCert == "") != (c.tlsKey == "") {
			return fmt.Errorf("serve: --pg-tls-cert and --pg-tls-key go together")
		}
		if c.tlsCert != "" {
			cert, err := tls.LoadX509KeyPair(c.tlsCert, c.tlsKey)
			if err != nil {
				return fmt.Errorf("serve: --pg-tls-cert/--pg-tls-key: %w", err)
			}
			c.cfg.TLS = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
		}
		if c.addr != "" {
			if _, _, err := net.SplitHostPort(c.addr); err != nil {
				return fmt.Errorf("serve: --pg-addr %q: %w", c.addr, err)
			}
		}
		return nil
	}
}

// printPSQL prints the psql line of the demo.
func printPSQL(w io.Writer, addr string, projectID int64, key string) {
	fmt.Fprintf(w, "  psql:  psql \"postgres://demo:%s@%s/%s?sslmode=disable\"\n\n", key, addr, strconv.FormatInt(projectID, 10))
}

// servePG runs the PostgreSQL wire listener until ctx ends; errors are
// returned on errc.
func servePG(ctx context.Context, srv *pgwire.Server, ln net.Listener) <-chan error {
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ctx, ln) }()
	return errc
}
