//go:build linux && !nochdb

package chdb

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// Files of a server's directory, beside ClickHouse's own.
const (
	lockName  = "burrow-chdb.lock" // flock held by the owning process
	stateName = "burrow-chdb.json" // the running server: pids and ports
	logName   = "burrow-chdb.log"  // the child's output
)

// envServer carries a childSpec to the re-executed binary.
const envServer = "BURROW_CHDB_SERVER"

// Timing of startup and supervision.
const (
	startTimeout  = 90 * time.Second       // a server answers /ping within this
	startAttempts = 5                      // fresh ports per attempt (a port may be taken)
	stopGrace     = 10 * time.Second       // SIGTERM, then SIGKILL
	watchEvery    = 500 * time.Millisecond // a client checks whether the owner is gone
	restartDelay  = 500 * time.Millisecond // before restarting a child that died
	keepAlive     = 100 * 365 * 24 * 3600  // seconds the keep-alive query runs
)

// state is DIR/burrow-chdb.json.
type state struct {
	PID      int `json:"pid"`       // the ClickHouse child
	OwnerPID int `json:"owner_pid"` // the Burrow process supervising it
	TCPPort  int `json:"tcp_port"`  // native protocol, on 127.0.0.1
	HTTPPort int `json:"http_port"` // HTTP interface, on 127.0.0.1
}

// childSpec is what the child is told through envServer.
type childSpec struct {
	Lib      string `json:"lib"`
	Dir      string `json:"dir"`
	TCPPort  int    `json:"tcp_port"`
	HTTPPort int    `json:"http_port"`
	Parent   int    `json:"parent"`
	Config   string `json:"config,omitempty"` // --config-file, when set
}

// Options are a server's optional settings (StartWith).
type Options struct {
	// ConfigFile is a ClickHouse configuration file the server reads at
	// start (--config-file), for example one defining remote_servers for
	// Distributed tables. clickhouse-local does not reload it.
	ConfigFile string
	// TCPPort and HTTPPort, when both set, are the ports the server
	// listens on, so that they can be named in another server's
	// configuration before it starts; otherwise free ports are picked.
	TCPPort, HTTPPort int
}

// Server is a local ClickHouse server on one directory, owned by this
// process (which runs and supervises it) or by another one (this process
// connects to it, and takes it over when its owner is gone).
type Server struct {
	dir    string
	lib    string
	logger *slog.Logger
	client *http.Client
	lock   *os.File
	opts   Options

	mu     sync.Mutex
	owner  bool
	cur    state
	cmd    *exec.Cmd
	exited chan struct{} // closed when cmd has exited

	cancel context.CancelFunc
	done   chan struct{} // closed when supervision has ended
}

// Start finds the server running on dir, or starts one there, and
// supervises it until ctx ends or Close is called. The owner restarts a
// server that dies and stops it at the end; another process's Server
// takes over when the owner is gone.
func Start(ctx context.Context, dir string, logger *slog.Logger) (*Server, error) {
	return StartWith(ctx, dir, logger, Options{})
}

// StartWith is Start with opts, which apply when this process starts the
// server.
func StartWith(ctx context.Context, dir string, logger *slog.Logger, opts Options) (*Server, error) {
	if logger == nil {
		logger = slog.Default()
	}
	lib, err := LibraryPath()
	if err != nil {
		return nil, err
	}
	dir, err = filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("chdb: directory: %w", err)
	}
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("chdb: create %s: %w", dir, err)
	}
	lock, err := os.OpenFile(filepath.Join(dir, lockName), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("chdb: open lock file: %w", err)
	}
	s := &Server{
		dir: dir, lib: lib, lock: lock, opts: opts,
		logger: logger.With("chdb", dir),
		client: &http.Client{Timeout: time.Second},
		done:   make(chan struct{}),
	}
	if err := s.attach(ctx); err != nil {
		lock.Close()
		return nil, err
	}
	sctx, cancel := context.WithCancel(ctx)
	s.cancel = cancel
	go s.supervise(sctx)
	return s, nil
}

// attach becomes the owner (starting the server) or a client of the
// running owner, whichever comes first.
func (s *Server) attach(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, startTimeout)
	defer cancel()
	for {
		if s.tryLock() {
			return s.takeOver(ctx)
		}
		if st, ok := s.readState(); ok && s.ping(ctx, st) {
			s.mu.Lock()
			s.cur = st
			s.mu.Unlock()
			return nil
		}
		// The owner is starting (or restarting) its server.
		select {
		case <-ctx.Done():
			return fmt.Errorf("chdb: no server answers on %s and another process holds %s: %w", s.dir, lockName, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// takeOver makes this process the owner (it holds the lock): a server left
// by a dead owner is stopped, and a new one started.
func (s *Server) takeOver(ctx context.Context) error {
	s.mu.Lock()
	s.owner = true
	s.mu.Unlock()
	s.stopStale(ctx)
	if err := s.startChild(ctx); err != nil {
		s.unlock()
		s.mu.Lock()
		s.owner = false
		s.mu.Unlock()
		return err
	}
	return nil
}

func (s *Server) tryLock() bool {
	return syscall.Flock(int(s.lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil
}

func (s *Server) unlock() {
	syscall.Flock(int(s.lock.Fd()), syscall.LOCK_UN) //nolint:errcheck // closing the file unlocks too
}

// Addr is the native protocol's host:port now (it changes when the server
// is restarted).
func (s *Server) Addr() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.owner {
		if st, ok := s.readState(); ok {
			s.cur = st
		}
	}
	return net.JoinHostPort("127.0.0.1", strconv.Itoa(s.cur.TCPPort))
}

// HTTPAddr is the HTTP interface's host:port now.
func (s *Server) HTTPAddr() string {
	s.Addr()
	s.mu.Lock()
	defer s.mu.Unlock()
	return net.JoinHostPort("127.0.0.1", strconv.Itoa(s.cur.HTTPPort))
}

// Dial connects to the native protocol of the server running now: use it
// as clickhouse-go's DialContext, so that connections follow a restart.
func (s *Server) Dial(ctx context.Context) (net.Conn, error) {
	var d net.Dialer
	return d.DialContext(ctx, "tcp", s.Addr())
}

// Owner reports whether this process runs the server.
func (s *Server) Owner() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.owner
}

// PID is the server process's id.
func (s *Server) PID() int {
	s.Addr()
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cur.PID
}

// LogPath is the file holding the server's output (ClickHouse's own log
// and what the library printed), kept across restarts.
func (s *Server) LogPath() string {
	return filepath.Join(s.dir, logName)
}

// Close ends supervision; the owner stops its server (another process on
// the directory then takes over).
func (s *Server) Close() error {
	s.cancel()
	<-s.done
	return nil
}

// supervise restarts the owner's server when it dies, takes over as a
// client when the owner is gone, and stops the server when ctx ends.
func (s *Server) supervise(ctx context.Context) {
	defer close(s.done)
	defer s.lock.Close()
	tick := time.NewTicker(watchEvery)
	defer tick.Stop()
	for {
		s.mu.Lock()
		owner, exited := s.owner, s.exited
		s.mu.Unlock()
		if !owner {
			exited = nil
		}
		select {
		case <-ctx.Done():
			if owner {
				s.stopChild()
				os.Remove(filepath.Join(s.dir, stateName)) //nolint:errcheck // a stale file is detected anyway
				s.unlock()
			}
			return
		case <-exited:
			s.logger.Warn("chdb: local ClickHouse exited; restarting it", "log", filepath.Join(s.dir, logName))
			s.restart(ctx)
		case <-tick.C:
			if !owner && s.tryLock() {
				s.logger.Info("chdb: the process that ran the local ClickHouse is gone; taking it over")
				s.mu.Lock()
				s.owner = true
				s.mu.Unlock()
				s.stopStale(ctx)
				s.restart(ctx)
			}
		}
	}
}

// restart starts the owner's server again until it runs or ctx ends.
func (s *Server) restart(ctx context.Context) {
	delay := restartDelay
	for {
		select {
		case <-ctx.Done():
			return
		case <-time.After(delay):
		}
		err := s.startChild(ctx)
		if err == nil {
			return
		}
		s.logger.Error("chdb: restart local ClickHouse", "err", err)
		delay = min(2*delay, 30*time.Second)
	}
}

// startChild runs the server in a child process on free ports and waits
// until it answers; a port taken meanwhile makes the library exit, and
// another pair is tried.
func (s *Server) startChild(ctx context.Context) error {
	var lastErr error
	for range startAttempts {
		ports := []int{s.opts.TCPPort, s.opts.HTTPPort}
		if ports[0] == 0 || ports[1] == 0 {
			var err error
			if ports, err = freePorts(2); err != nil {
				return err
			}
		}
		lastErr = s.spawn(ctx, ports[0], ports[1])
		if lastErr == nil {
			return nil
		}
		if ctx.Err() != nil {
			return lastErr
		}
		s.logger.Warn("chdb: local ClickHouse did not start; trying other ports", "err", lastErr)
	}
	return fmt.Errorf("chdb: start local ClickHouse on %s (%d attempts): %w", s.dir, startAttempts, lastErr)
}

func (s *Server) spawn(ctx context.Context, tcpPort, httpPort int) error {
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("chdb: find own executable: %w", err)
	}
	spec, err := json.Marshal(childSpec{Lib: s.lib, Dir: s.dir, TCPPort: tcpPort, HTTPPort: httpPort, Parent: os.Getpid(), Config: s.opts.ConfigFile})
	if err != nil {
		return fmt.Errorf("chdb: encode child spec: %w", err)
	}
	logPath := filepath.Join(s.dir, logName)
	logFile, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("chdb: open log: %w", err)
	}
	defer logFile.Close()
	logStart, _ := logFile.Seek(0, io.SeekEnd)
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), envServer+"="+string(spec))
	cmd.Stdout, cmd.Stderr = logFile, logFile
	cmd.Dir = s.dir
	// The child dies with its owner (and also watches its parent's pid).
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("chdb: start child: %w", err)
	}
	exited := make(chan struct{})
	go func() {
		cmd.Wait() //nolint:errcheck // the exit is reported through exited
		close(exited)
	}()
	st := state{PID: cmd.Process.Pid, OwnerPID: os.Getpid(), TCPPort: tcpPort, HTTPPort: httpPort}
	wctx, cancel := context.WithTimeout(ctx, startTimeout)
	defer cancel()
	for !s.ping(wctx, st) {
		select {
		case <-exited:
			return fmt.Errorf("chdb: local ClickHouse exited at start (ports %d, %d): %s", tcpPort, httpPort, logTail(logPath, logStart))
		case <-wctx.Done():
			cmd.Process.Kill() //nolint:errcheck // it may have exited
			<-exited
			return fmt.Errorf("chdb: local ClickHouse did not answer /ping: %w; %s", wctx.Err(), logTail(logPath, logStart))
		case <-time.After(50 * time.Millisecond):
		}
	}
	if err := s.writeState(st); err != nil {
		cmd.Process.Kill() //nolint:errcheck // it may have exited
		<-exited
		return err
	}
	s.mu.Lock()
	s.cur, s.cmd, s.exited = st, cmd, exited
	s.mu.Unlock()
	s.logger.Info("chdb: local ClickHouse running", "pid", st.PID, "tcp_port", tcpPort, "http_port", httpPort)
	return nil
}

// stopChild stops the owner's server: SIGTERM, then SIGKILL after stopGrace.
func (s *Server) stopChild() {
	s.mu.Lock()
	cmd, exited := s.cmd, s.exited
	s.cmd = nil
	s.mu.Unlock()
	if cmd == nil {
		return
	}
	cmd.Process.Signal(syscall.SIGTERM) //nolint:errcheck // it may have exited
	select {
	case <-exited:
	case <-time.After(stopGrace):
		cmd.Process.Kill() //nolint:errcheck // it may have exited
		<-exited
	}
}

// stopStale ends a server whose owner is gone (this process holds the lock
// now): it normally exits by itself within a second of its owner.
func (s *Server) stopStale(ctx context.Context) {
	st, ok := s.readState()
	if !ok || st.PID <= 0 || !isServerOf(st.PID, s.dir) {
		return
	}
	deadline := time.Now().Add(3 * time.Second)
	for isServerOf(st.PID, s.dir) {
		if time.Now().After(deadline) {
			s.logger.Warn("chdb: killing a local ClickHouse left by a dead owner", "pid", st.PID)
			syscall.Kill(st.PID, syscall.SIGKILL) //nolint:errcheck // it may have exited
			deadline = time.Now().Add(time.Hour)
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// isServerOf reports whether pid is a live chdb child serving dir.
func isServerOf(pid int, dir string) bool {
	env, err := os.ReadFile(fmt.Sprintf("/proc/%d/environ", pid))
	if err != nil {
		return false
	}
	for _, kv := range bytes.Split(env, []byte{0}) {
		if v, ok := bytes.CutPrefix(kv, []byte(envServer+"=")); ok {
			var spec childSpec
			return json.Unmarshal(v, &spec) == nil && spec.Dir == dir
		}
	}
	return false
}

func (s *Server) readState() (state, bool) {
	b, err := os.ReadFile(filepath.Join(s.dir, stateName))
	if err != nil {
		return state{}, false
	}
	var st state
	if json.Unmarshal(b, &st) != nil || st.TCPPort <= 0 || st.HTTPPort <= 0 {
		return state{}, false
	}
	return st, true
}

// writeState replaces the state file at once (write, then rename).
func (s *Server) writeState(st state) error {
	b, err := json.Marshal(st)
	if err != nil {
		return fmt.Errorf("chdb: encode state: %w", err)
	}
	path := filepath.Join(s.dir, stateName)
	if err := os.WriteFile(path+".tmp", append(b, '\n'), 0o600); err != nil {
		return fmt.Errorf("chdb: write state: %w", err)
	}
	if err := os.Rename(path+".tmp", path); err != nil {
		return fmt.Errorf("chdb: write state: %w", err)
	}
	return nil
}

// ping reports whether the server of st answers on its HTTP interface.
func (s *Server) ping(ctx context.Context, st state) bool {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("http://127.0.0.1:%d/ping", st.HTTPPort), nil)
	if err != nil {
		return false
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return false
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 16))
	return resp.StatusCode == http.StatusOK && bytes.Equal(body, []byte("Ok.\n"))
}

// freePorts asks the system for n free ports on 127.0.0.1 (free now: the
// server may still lose one to another process, which startChild retries).
func freePorts(n int) ([]int, error) {
	ports := make([]int, 0, n)
	var ls []net.Listener
	defer func() {
		for _, l := range ls {
			l.Close()
		}
	}()
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, fmt.Errorf("chdb: find a free port: %w", err)
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}

// logTail is the end of what the child wrote to the log since offset.
func logTail(path string, offset int64) string {
	b, err := os.ReadFile(path)
	if err != nil || int64(len(b)) < offset {
		return "no output"
	}
	b = bytes.TrimSpace(b[offset:])
	if len(b) > 2000 {
		b = b[len(b)-2000:]
	}
	if len(b) == 0 {
		return "no output"
	}
	return "output: " + string(b)
}
