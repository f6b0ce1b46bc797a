package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/service"
)

// Options are the HTTP server's settings; zero fields take the defaults
// noted beside them.
type Options struct {
	// ShutdownGrace is how long requests in flight may take to finish once
	// shutdown begins; what still runs then is cut and answers 503. Default 15s.
	ShutdownGrace time.Duration
	// ReadHeaderTimeout bounds reading a request's headers. Default 10s.
	ReadHeaderTimeout time.Duration
	// HTTP holds the middleware settings: metrics, rate limits, CORS, gzip.
	HTTP Config
	// ReadTimeout bounds reading a whole request, body included (a client
	// trickling its body cannot hold a connection). Default 30s. Websockets
	// are not bound by it once upgraded.
	ReadTimeout time.Duration
	// IdleTimeout closes a keep-alive connection idle this long. Default 2m.
	IdleTimeout time.Duration
}

func (o Options) withDefaults() Options {
	if o.ShutdownGrace <= 0 {
		o.ShutdownGrace = 15 * time.Second
	}
	if o.ReadHeaderTimeout <= 0 {
		o.ReadHeaderTimeout = 10 * time.Second
	}
	if o.ReadTimeout <= 0 {
		o.ReadTimeout = 30 * time.Second
	}
	if o.IdleTimeout <= 0 {
		o.IdleTimeout = 2 * time.Minute
	}
	return o
}

// Serve serves svc on ln until ctx ends, then shuts down in order: the
// listener closes (new connections are refused), websocket subscribers are
// told to reconnect (close code 1012, so they resubscribe on another
// replica), requests in flight get opts.ShutdownGrace to finish, and those
// still running then are cut with apierror.ErrShutdown, which they answer
// as a 503 server_error. Serve returns once every request has ended.
func Serve(ctx context.Context, ln net.Listener, svc *service.Services, logger *slog.Logger, opts Options) error {
	opts = opts.withDefaults()
	// Requests do not end with ctx (the signal): only when the grace period
	// is over, with a cause that tells them why.
	base, cut := context.WithCancelCause(context.WithoutCancel(ctx))
	defer cut(nil)
	ws := newSockets()
	srv := &http.Server{
		Handler:           ws.track(NewWith(svc, logger, opts.HTTP)),
		ReadHeaderTimeout: opts.ReadHeaderTimeout,
		ReadTimeout:       opts.ReadTimeout,
		IdleTimeout:       opts.IdleTimeout,
		BaseContext:       func(net.Listener) context.Context { return base },
		ConnState:         CoalescingConnState,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(CoalescingListener(ln)) }()
	select {
	case err := <-errc:
		return fmt.Errorf("server: %w", err)
	case <-ctx.Done():
	}
	logger.Info("shutting down", "grace", opts.ShutdownGrace)
	graceCtx, cancel := context.WithTimeout(base, opts.ShutdownGrace)
	defer cancel()
	shutdown := make(chan error, 1)
	go func() { shutdown <- srv.Shutdown(graceCtx) }()
	if n := ws.closeAll(CloseServiceRestart, "server shutting down", time.Second); n > 0 {
		logger.Info("websockets closed for reconnection", "count", n)
	}
	err := <-shutdown
	if errors.Is(err, context.DeadlineExceeded) {
		// The grace period is over: cut what still runs, let it answer 503,
		// then close what remains.
		logger.Warn("shutdown grace period over; cutting requests in flight")
		cut(apierror.ErrShutdown)
		finalCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		if err := srv.Shutdown(finalCtx); err != nil {
			srv.Close()
		}
		return nil
	}
	if err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("server: shutdown: %w", err)
	}
	return nil
}
