// Package pgwire serves Burrow's SQL dialect over the PostgreSQL
// frontend/backend protocol (v3), so that psql, JDBC, psycopg2, node-postgres
// and pgx clients, and the BI tools built on them, read a project with a
// plain connection string: the password is a personal API key, the database
// name is the project id (docs/design.md, DESIGN §12).
//
// It is built on pgx's pgproto3 (the message codec pgx itself uses) rather
// than on github.com/jeroenrinzema/psql-wire: the extended protocol's
// portals must stream from the engine and suspend on Execute's row limit,
// cancel keys must resolve across replicas through the store, and the
// catalogue answers come from the dialect's own schema; psql-wire owns the
// session loop, the cancel keys and the statement cache that those need to
// control. Statements go through the service layer exactly as POST query/
// does (key, scope query:read, the key's projects, the team guard,
// statement timeout, per-project slots) but compile as an export: no
// default LIMIT, no 50,000-row cut, rows sent as read under a byte cap.
package pgwire

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"crypto/tls"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/notify"
	"github.com/burrow-analytics/burrow/service"
)

// Defaults of Config.
const (
	DefaultMaxResultBytes  = 1 << 30 // 1 GiB
	DefaultMaxMessageBytes = 1 << 20 // 1 MiB: statements are at most 64 KiB
	DefaultMaxConns        = 100
	DefaultIdleTimeout     = 30 * time.Minute
	DefaultStartupTimeout  = 10 * time.Second
)

// Config holds the server's settings; zero fields take the defaults.
type Config struct {
	// TLS, when set, is offered to clients that ask (sslmode=require).
	TLS *tls.Config
	// AllowCleartext accepts a password sent in clear from a remote address
	// without TLS; by default only loopback clients may do that.
	AllowCleartext bool
	// MaxResultBytes bounds the bytes of one statement's rows on the wire
	// (DefaultMaxResultBytes); past it the statement fails with 53400.
	MaxResultBytes int64
	// MaxMessageBytes bounds one message from a client.
	MaxMessageBytes int
	// MaxConns bounds the open connections of this server.
	MaxConns int
	// IdleTimeout closes a connection that sends nothing for that long.
	IdleTimeout time.Duration
	// StartupTimeout bounds the time from accept to authenticated.
	StartupTimeout time.Duration
}

func (c Config) withDefaults() Config {
	if c.MaxResultBytes <= 0 {
		c.MaxResultBytes = DefaultMaxResultBytes
	}
	if c.MaxMessageBytes <= 0 {
		c.MaxMessageBytes = DefaultMaxMessageBytes
	}
	if c.MaxConns <= 0 {
		c.MaxConns = DefaultMaxConns
	}
	if c.IdleTimeout <= 0 {
		c.IdleTimeout = DefaultIdleTimeout
	}
	if c.StartupTimeout <= 0 {
		c.StartupTimeout = DefaultStartupTimeout
	}
	return c
}

// cancelChannel carries cancel requests between replicas: a client's
// CancelRequest arrives on a new connection, perhaps at another replica,
// which publishes "pid:secret" for the one holding the connection.
const cancelChannel = "burrow_pgwire_cancel"

// Server accepts PostgreSQL clients.
type Server struct {
	svc    *service.Services
	logger *slog.Logger
	cfg    Config

	mu    sync.Mutex
	conns map[uint32]*conn // by process id (BackendKeyData)
}

// New returns a server answering through svc, whose background work
// (Services.Start: notifications, key invalidations) must run.
func New(svc *service.Services, logger *slog.Logger, cfg Config) *Server {
	return &Server{svc: svc, logger: logger, cfg: cfg.withDefaults(), conns: make(map[uint32]*conn)}
}

// Serve accepts connections on ln until ctx ends, then closes them and
// returns nil once every connection has ended.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stopCancel := s.svc.Notifier.Listen(cancelChannel, func(m notify.Message) { s.cancelLocal(m.Payload) })
	defer stopCancel()
	stopWatch := s.svc.Auth.OnInvalidate(func(auth.Invalidation) { go s.recheckAll(ctx) })
	defer stopWatch()
	go func() {
		<-ctx.Done()
		ln.Close()
	}()
	var wg sync.WaitGroup
	defer wg.Wait()
	for {
		nc, err := ln.Accept()
		if err != nil {
			if ctx.Err() != nil {
				s.closeAll()
				return nil
			}
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				time.Sleep(10 * time.Millisecond)
				continue
			}
			return fmt.Errorf("pgwire: accept: %w", err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.serveConn(ctx, nc)
		}()
	}
}

// register gives c a process id and secret, or false when MaxConns are open.
func (s *Server) register(c *conn) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.conns) >= s.cfg.MaxConns {
		return false
	}
	for {
		var b [8]byte
		rand.Read(b[:])
		pid := binary.BigEndian.Uint32(b[:4]) &^ (1 << 31) // positive as an int32 too (JDBC)
		if _, taken := s.conns[pid]; taken || pid == 0 {
			continue
		}
		c.pid, c.secret = pid, b[4:]
		s.conns[pid] = c
		return true
	}
}

func (s *Server) unregister(c *conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.conns[c.pid] == c {
		delete(s.conns, c.pid)
	}
}

// Conns counts the open connections (metrics, tests).
func (s *Server) Conns() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.conns)
}

// Running counts the connections running a statement (tests).
func (s *Server) Running() int {
	n := 0
	for _, c := range s.snapshot() {
		c.mu.Lock()
		if c.running != nil {
			n++
		}
		c.mu.Unlock()
	}
	return n
}

func (s *Server) snapshot() []*conn {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]*conn, 0, len(s.conns))
	for _, c := range s.conns {
		out = append(out, c)
	}
	return out
}

func (s *Server) closeAll() {
	for _, c := range s.snapshot() {
		c.kill()
	}
}

// recheckAll closes the connections whose key was revoked or lost its
// project (after a key or project changed anywhere).
func (s *Server) recheckAll(ctx context.Context) {
	for _, c := range s.snapshot() {
		sess := c.session()
		if sess == nil {
			continue
		}
		if err := s.svc.Queries.WireRecheck(ctx, sess); err != nil {
			s.logger.InfoContext(ctx, "pgwire: closing a connection whose key no longer has access", "key_id", sess.KeyID(), "err", err)
			c.kill()
		}
	}
}

// cancelKey is the payload of a cancel request.
func cancelKey(pid uint32, secret []byte) string {
	return strconv.FormatUint(uint64(pid), 10) + ":" + hex.EncodeToString(secret)
}

// requestCancel publishes a client's cancel request to every replica.
func (s *Server) requestCancel(ctx context.Context, pid uint32, secret []byte) {
	if err := s.svc.Notifier.Publish(ctx, cancelChannel, cancelKey(pid, secret)); err != nil {
		s.logger.WarnContext(ctx, "pgwire: publish cancel", "err", err)
	}
}

// cancelLocal stops the running statement of the connection named by
// payload, when it is here and the secret matches.
func (s *Server) cancelLocal(payload string) {
	rawPID, rawSecret, ok := strings.Cut(payload, ":")
	if !ok {
		return
	}
	pid, err1 := strconv.ParseUint(rawPID, 10, 32)
	secret, err2 := hex.DecodeString(rawSecret)
	if err1 != nil || err2 != nil {
		return
	}
	s.mu.Lock()
	c := s.conns[uint32(pid)]
	s.mu.Unlock()
	if c != nil && subtle.ConstantTimeCompare(c.secret, secret) == 1 {
		c.cancelStatement()
	}
}

// isLoopback reports whether addr is a loopback client.
func isLoopback(addr net.Addr) bool {
	switch a := addr.(type) {
	case *net.TCPAddr:
		return a.IP.IsLoopback()
	case *net.UnixAddr:
		return true
	}
	host, _, err := net.SplitHostPort(addr.String())
	if err != nil {
		return false
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
