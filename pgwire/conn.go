package pgwire

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgproto3"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/service"
)

// ServerVersion is the PostgreSQL version the server reports: clients pick
// the catalogue queries they send by it.
const ServerVersion = "16.0"

// flushEvery is how many bytes of rows are buffered before they are sent.
const flushEvery = 64 << 10

// conn is one client connection.
type conn struct {
	s      *Server
	nc     net.Conn
	be     *pgproto3.Backend
	enc    *encoder
	pid    uint32
	secret []byte
	user   string

	mu        sync.Mutex
	sess      *service.WireSession
	running   context.CancelFunc // the statement that a cancel request stops
	cancelled bool               // a cancel request stopped it
	closed    bool

	stmts   map[string]*prepared
	portals map[string]*portal
	inTx    bool // after BEGIN: portals outlive Sync
	failed  bool // an error in the extended protocol: skip to Sync
	pending int  // bytes sent since the last flush
}

func (c *conn) session() *service.WireSession {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.sess
}

// kill closes the connection from outside its goroutine (revoked key,
// shutdown): the statement stops and the next read fails.
func (c *conn) kill() {
	c.mu.Lock()
	c.closed = true
	if c.running != nil {
		c.running()
	}
	c.mu.Unlock()
	c.nc.Close()
}

// cancelStatement stops the running statement, if any (a cancel request).
func (c *conn) cancelStatement() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.running != nil {
		c.cancelled = true
		c.running()
	}
}

// serveConn runs one connection from accept to close.
func (s *Server) serveConn(ctx context.Context, nc net.Conn) {
	c := &conn{s: s, nc: nc, enc: newEncoder(), stmts: map[string]*prepared{}, portals: map[string]*portal{}}
	defer func() {
		c.closePortals()
		nc.Close()
	}()
	if err := c.startup(ctx); err != nil {
		if !isDisconnect(err) {
			s.logger.DebugContext(ctx, "pgwire: startup failed", "remote", nc.RemoteAddr().String(), "err", err)
		}
		return
	}
	defer s.unregister(c)
	if err := c.loop(ctx); err != nil && !isDisconnect(err) {
		s.logger.InfoContext(ctx, "pgwire: connection ended", "remote", nc.RemoteAddr().String(), "err", err)
	}
}

func isDisconnect(err error) bool {
	var ne net.Error
	return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, net.ErrClosed) ||
		errors.As(err, &ne) && ne.Timeout()
}

// fatal sends a FATAL error and flushes it; the caller closes.
func (c *conn) fatal(code, msg string) error {
	c.be.Send(&pgproto3.ErrorResponse{Severity: "FATAL", SeverityUnlocalized: "FATAL", Code: code, Message: msg})
	if err := c.be.Flush(); err != nil {
		return err
	}
	return errors.New(code + ": " + msg)
}

// startup negotiates TLS, authenticates and answers the session's
// parameters, or handles a cancel request.
func (c *conn) startup(ctx context.Context) error {
	s := c.s
	c.nc.SetDeadline(time.Now().Add(s.cfg.StartupTimeout))
	c.be = pgproto3.NewBackend(c.nc, c.nc)
	secure := false
	var params map[string]string
	for params == nil {
		msg, err := c.be.ReceiveStartupMessage()
		if err != nil {
			return err
		}
		switch m := msg.(type) {
		case *pgproto3.SSLRequest:
			if s.cfg.TLS == nil || secure {
				if _, err := c.nc.Write([]byte{'N'}); err != nil {
					return err
				}
				continue
			}
			if _, err := c.nc.Write([]byte{'S'}); err != nil {
				return err
			}
			tc := tls.Server(c.nc, s.cfg.TLS)
			if err := tc.HandshakeContext(ctx); err != nil {
				return fmt.Errorf("pgwire: TLS handshake: %w", err)
			}
			c.nc, secure = tc, true
			c.be = pgproto3.NewBackend(c.nc, c.nc)
		case *pgproto3.GSSEncRequest:
			if _, err := c.nc.Write([]byte{'N'}); err != nil {
				return err
			}
		case *pgproto3.CancelRequest:
			s.requestCancel(ctx, m.ProcessID, m.SecretKey)
			return io.EOF
		case *pgproto3.StartupMessage:
			params = m.Parameters
			if params == nil {
				params = map[string]string{}
			}
		default:
			return fmt.Errorf("pgwire: unexpected startup message %T", msg)
		}
	}
	c.be.SetMaxBodyLen(s.cfg.MaxMessageBytes)
	if !s.register(c) {
		return c.fatal(codeTooManyConns, "sorry, too many clients already")
	}
	if !secure && !s.cfg.AllowCleartext && !isLoopback(c.nc.RemoteAddr()) {
		return c.fatal(codeAuthSpec, "the password (a personal API key) is only accepted over TLS: connect with sslmode=require")
	}
	c.user = params["user"]
	c.be.Send(&pgproto3.AuthenticationCleartextPassword{})
	if err := c.be.Flush(); err != nil {
		return err
	}
	if err := c.be.SetAuthType(pgproto3.AuthTypeCleartextPassword); err != nil {
		return err
	}
	msg, err := c.be.Receive()
	if err != nil {
		return err
	}
	pw, ok := msg.(*pgproto3.PasswordMessage)
	if !ok {
		return c.fatal(codeProtocol, "expected a password message")
	}
	db := params["database"]
	if db == "" {
		db = c.user
	}
	sess, err := s.svc.Queries.WireConnect(ctx, pw.Password, db)
	if err != nil {
		pe, client := toPGError(err, "")
		if !client {
			s.logger.ErrorContext(ctx, "pgwire: authenticate", "err", err)
		}
		return c.fatal(pe.code, pe.message)
	}
	c.mu.Lock()
	c.sess = sess
	c.mu.Unlock()
	c.be.Send(&pgproto3.AuthenticationOk{})
	for _, p := range [][2]string{
		{"server_version", ServerVersion}, {"server_encoding", "UTF8"}, {"client_encoding", "UTF8"},
		{"DateStyle", "ISO, MDY"}, {"TimeZone", "UTC"}, {"integer_datetimes", "on"},
		{"standard_conforming_strings", "on"}, {"IntervalStyle", "postgres"}, {"is_superuser", "off"},
		{"session_authorization", c.user}, {"application_name", params["application_name"]},
	} {
		c.be.Send(&pgproto3.ParameterStatus{Name: p[0], Value: p[1]})
	}
	c.be.Send(&pgproto3.BackendKeyData{ProcessID: c.pid, SecretKey: c.secret})
	c.be.Send(&pgproto3.ReadyForQuery{TxStatus: 'I'})
	if err := c.be.Flush(); err != nil {
		return err
	}
	return c.nc.SetDeadline(time.Time{})
}

// loop reads and answers messages until the client leaves.
func (c *conn) loop(ctx context.Context) error {
	for {
		if err := c.nc.SetReadDeadline(time.Now().Add(c.s.cfg.IdleTimeout)); err != nil {
			return err
		}
		msg, err := c.be.Receive()
		if err != nil {
			var tooLong *pgproto3.ExceededMaxBodyLenErr
			if errors.As(err, &tooLong) {
				return c.fatal(codeOverLimit, fmt.Sprintf("message of %d bytes exceeds the limit of %d bytes", tooLong.ActualBodyLen, tooLong.MaxExpectedBodyLen))
			}
			if isDisconnect(err) {
				return err
			}
			return c.fatal(codeProtocol, "invalid message: "+err.Error())
		}
		if sess := c.session(); sess == nil {
			return io.EOF
		}
		if c.failed {
			if _, ok := msg.(*pgproto3.Sync); !ok {
				continue // skipped until Sync after an error
			}
		}
		switch m := msg.(type) {
		case *pgproto3.Query:
			c.simpleQuery(ctx, m.String)
			err = c.ready()
		case *pgproto3.Parse:
			c.extended(c.parse(ctx, m))
		case *pgproto3.Bind:
			c.extended(c.bind(ctx, m))
		case *pgproto3.Describe:
			c.extended(c.describe(m))
		case *pgproto3.Execute:
			c.extended(c.execute(ctx, m))
		case *pgproto3.Close:
			c.extended(c.closeObject(m))
		case *pgproto3.Sync:
			c.failed = false
			if !c.inTx {
				c.closePortals()
			}
			err = c.ready()
		case *pgproto3.Flush:
			err = c.flush()
		case *pgproto3.Terminate:
			return nil
		default:
			c.sendError(errorf(codeProtocol, "unsupported message %T", msg))
			err = c.flush()
		}
		if err != nil {
			return err
		}
	}
}

// extended records an error of the extended protocol: it is answered and
// the messages up to Sync are skipped.
func (c *conn) extended(err error) {
	if err != nil {
		c.sendError(err)
		c.failed = true
	}
}

// sendError answers err; errors that are not the client's are logged and
// answered as XX000 without detail.
func (c *conn) sendError(err error) {
	pe, client := toPGError(err, "")
	if !client {
		c.s.logger.Error("pgwire: statement failed", "err", err)
	}
	c.be.Send(pe.response())
}

func (c *conn) ready() error {
	status := byte('I')
	if c.inTx {
		status = 'T'
	}
	c.be.Send(&pgproto3.ReadyForQuery{TxStatus: status})
	return c.flush()
}

func (c *conn) flush() error {
	c.pending = 0
	return c.be.Flush()
}

// simpleQuery answers a Query message: one statement (a trailing ; is
// allowed), described and sent in text format.
func (c *conn) simpleQuery(ctx context.Context, sql string) {
	ps, err := c.prepare(sql, nil)
	if err != nil {
		c.sendError(withStatement(err, sql))
		return
	}
	if ps.empty {
		c.be.Send(&pgproto3.EmptyQueryResponse{})
		return
	}
	p, err := c.newPortal(ps, []any{}, nil)
	if err != nil {
		c.sendError(withStatement(err, sql))
		return
	}
	defer p.close()
	if p.cols != nil {
		c.be.Send(p.rowDescription())
	}
	if err := c.run(ctx, p, 0); err != nil {
		c.sendError(withStatement(err, sql))
	}
}

// withStatement adds the statement's character position to a compile error.
func withStatement(err error, sql string) error {
	pe, client := toPGError(err, sql)
	if !client {
		return err
	}
	return pe
}

// parse answers Parse: the statement is compiled without values, so that
// its mistakes show now and Describe knows its columns.
func (c *conn) parse(_ context.Context, m *pgproto3.Parse) error {
	if m.Name != "" {
		if _, taken := c.stmts[m.Name]; taken {
			return errorf("42P05", "prepared statement %q already exists", m.Name)
		}
	}
	ps, err := c.prepare(m.Query, m.ParameterOIDs)
	if err != nil {
		return withStatement(err, m.Query)
	}
	c.stmts[m.Name] = ps
	c.be.Send(&pgproto3.ParseComplete{})
	return nil
}

func (c *conn) bind(_ context.Context, m *pgproto3.Bind) error {
	ps, ok := c.stmts[m.PreparedStatement]
	if !ok {
		return errorf(codeInvalidStmt, "prepared statement %q does not exist", m.PreparedStatement)
	}
	if m.DestinationPortal != "" {
		if _, taken := c.portals[m.DestinationPortal]; taken {
			return errorf("42P03", "portal %q already exists", m.DestinationPortal)
		}
	}
	if len(m.Parameters) != len(ps.paramOIDs) {
		return errorf(codeProtocol, "bind message supplies %d parameters, but prepared statement %q requires %d",
			len(m.Parameters), m.PreparedStatement, len(ps.paramOIDs))
	}
	params := make([]any, len(m.Parameters))
	for i, raw := range m.Parameters {
		f, err := formatAt(m.ParameterFormatCodes, i)
		if err != nil {
			return err
		}
		if params[i], err = c.enc.decodeParam(ps.paramOIDs[i], f, raw); err != nil {
			return errorf("22P02", "parameter $%d: %v", i+1, err)
		}
	}
	p, err := c.newPortal(ps, params, m.ResultFormatCodes)
	if err != nil {
		return withStatement(err, ps.sql)
	}
	if old := c.portals[m.DestinationPortal]; old != nil {
		old.close()
	}
	c.portals[m.DestinationPortal] = p
	c.be.Send(&pgproto3.BindComplete{})
	return nil
}

// formatAt is the format of value i given a message's format codes.
func formatAt(codes []int16, i int) (int16, error) {
	var f int16
	switch {
	case len(codes) == 0:
	case len(codes) == 1:
		f = codes[0]
	case i < len(codes):
		f = codes[i]
	default:
		return 0, errorf(codeProtocol, "format code missing for column %d", i+1)
	}
	if f != 0 && f != 1 {
		return 0, errorf(codeProtocol, "invalid format code %d", f)
	}
	return f, nil
}

func (c *conn) describe(m *pgproto3.Describe) error {
	switch m.ObjectType {
	case 'S':
		ps, ok := c.stmts[m.Name]
		if !ok {
			return errorf(codeInvalidStmt, "prepared statement %q does not exist", m.Name)
		}
		c.be.Send(&pgproto3.ParameterDescription{ParameterOIDs: ps.paramOIDs})
		if ps.cols == nil {
			c.be.Send(&pgproto3.NoData{})
			return nil
		}
		c.be.Send(rowDescription(ps.cols, nil))
	case 'P':
		p, ok := c.portals[m.Name]
		if !ok {
			return errorf(codeInvalidPortal, "portal %q does not exist", m.Name)
		}
		if p.cols == nil {
			c.be.Send(&pgproto3.NoData{})
			return nil
		}
		c.be.Send(p.rowDescription())
	default:
		return errorf(codeProtocol, "invalid describe type %q", m.ObjectType)
	}
	return nil
}

func (c *conn) execute(ctx context.Context, m *pgproto3.Execute) error {
	p, ok := c.portals[m.Portal]
	if !ok {
		return errorf(codeInvalidPortal, "portal %q does not exist", m.Portal)
	}
	if p.empty {
		c.be.Send(&pgproto3.EmptyQueryResponse{})
		return nil
	}
	return withStatement(c.run(ctx, p, int(m.MaxRows)), p.stmt.sql)
}

func (c *conn) closeObject(m *pgproto3.Close) error {
	switch m.ObjectType {
	case 'S':
		delete(c.stmts, m.Name)
	case 'P':
		if p := c.portals[m.Name]; p != nil {
			p.close()
			delete(c.portals, m.Name)
		}
	default:
		return errorf(codeProtocol, "invalid close type %q", m.ObjectType)
	}
	c.be.Send(&pgproto3.CloseComplete{})
	return nil
}

func (c *conn) closePortals() {
	for name, p := range c.portals {
		p.close()
		delete(c.portals, name)
	}
}

// run sends up to max rows of p (0: all), then CommandComplete, or
// PortalSuspended when rows remain.
func (c *conn) run(ctx context.Context, p *portal, max int) error {
	if p.command != "" {
		c.applyCommand(p.command)
		c.be.Send(&pgproto3.CommandComplete{CommandTag: []byte(p.command)})
		return nil
	}
	if p.done {
		c.be.Send(&pgproto3.CommandComplete{CommandTag: []byte("SELECT " + strconv.Itoa(p.sent))})
		return nil
	}
	p.start(ctx, c)
	var buf []byte
	for n := 0; max <= 0 || n < max; n++ {
		row, ok := p.next()
		if !ok {
			p.done = true
			if err := p.finish(c); err != nil {
				return err
			}
			c.be.Send(&pgproto3.CommandComplete{CommandTag: []byte("SELECT " + strconv.Itoa(p.sent))})
			return nil
		}
		values := make([][]byte, len(row))
		size := 0
		for i, v := range row {
			var err error
			buf, err = c.enc.encode(buf[:0], p.cols[i].typ, p.formats[i], v)
			if err != nil {
				p.close()
				return err
			}
			if buf != nil {
				values[i] = append([]byte(nil), buf...)
				size += len(buf)
			}
		}
		p.bytes += int64(size + 4*len(row) + 7)
		if p.bytes > c.s.cfg.MaxResultBytes {
			p.close()
			return errorf(codeOverLimit, "the result exceeds the limit of %d bytes (--pg-max-result-mib): add a LIMIT or select fewer columns", c.s.cfg.MaxResultBytes)
		}
		c.be.Send(&pgproto3.DataRow{Values: values})
		p.sent++
		c.pending += size
		if c.pending >= flushEvery {
			if err := c.flush(); err != nil {
				p.close()
				return err
			}
		}
	}
	c.be.Send(&pgproto3.PortalSuspended{})
	return nil
}

// applyCommand keeps the transaction state of BEGIN, COMMIT and ROLLBACK.
func (c *conn) applyCommand(tag string) {
	switch tag {
	case "BEGIN":
		c.inTx = true
	case "COMMIT", "ROLLBACK":
		c.inTx = false
		c.closePortals()
	}
}

// paramOIDs are the PostgreSQL types of the placeholders' types.
var paramOIDs = map[hogql.ParamType]uint32{
	hogql.ParamInt: pgtype.Int8OID, hogql.ParamFloat: pgtype.Float8OID, hogql.ParamBool: pgtype.BoolOID,
	hogql.ParamDate: pgtype.DateOID, hogql.ParamDateTime: pgtype.TimestamptzOID,
}

// paramOIDsFor is what Describe reports for the placeholders: the types
// the client declared in Parse, else those the compiler inferred.
func paramOIDsFor(types []hogql.ParamType, declared []uint32) []uint32 {
	n := max(len(types), len(declared))
	out := make([]uint32, n)
	for i := range out {
		if i < len(declared) && declared[i] != 0 {
			out[i] = declared[i]
			continue
		}
		out[i] = textType.oid
		if i < len(types) {
			if oid, ok := paramOIDs[types[i]]; ok {
				out[i] = oid
			}
		}
	}
	return out
}
