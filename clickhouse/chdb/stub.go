//go:build !linux || nochdb

package chdb

import (
	"context"
	"errors"
	"log/slog"
	"net"
)

// ErrUnavailable is returned by Start in a build without chdb (the nochdb
// tag, or a system other than Linux).
var ErrUnavailable = errors.New("chdb: this build of Burrow has no local ClickHouse (built with the nochdb tag, or not on Linux); use a clickhouse:// server")

// Server is a local ClickHouse server (unavailable in this build).
type Server struct{}

// Start fails: this build has no local ClickHouse.
func Start(ctx context.Context, dir string, logger *slog.Logger) (*Server, error) {
	return nil, ErrUnavailable
}

// Options are a server's optional settings (unused in this build).
type Options struct {
	ConfigFile        string
	TCPPort, HTTPPort int
}

// StartWith fails: this build has no local ClickHouse.
func StartWith(ctx context.Context, dir string, logger *slog.Logger, opts Options) (*Server, error) {
	return nil, ErrUnavailable
}

// RunChildIfRequested does nothing in this build.
func RunChildIfRequested() {}

// Dial fails: this build has no local ClickHouse.
func (s *Server) Dial(ctx context.Context) (net.Conn, error) { return nil, ErrUnavailable }

// HTTPAddr is empty in this build.
func (s *Server) HTTPAddr() string { return "" }

// Addr is empty in this build.
func (s *Server) Addr() string { return "" }

// Owner is false in this build.
func (s *Server) Owner() bool { return false }

// Close does nothing in this build.
func (s *Server) Close() error { return nil }

// PID is 0 in this build.
func (s *Server) PID() int { return 0 }

// LogPath is empty in this build.
func (s *Server) LogPath() string { return "" }
