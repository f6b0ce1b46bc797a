package pgwire_test

import (
	"errors"
	"io"
	"net"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgproto3"

	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// encode concatenates frontend messages.
func encode(t testing.TB, msgs ...pgproto3.FrontendMessage) []byte {
	var out []byte
	for _, m := range msgs {
		var err error
		if out, err = m.Encode(out); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// FuzzMessages sends an authenticated connection arbitrary bytes after its
// startup: the server must answer without crashing, never with XX000 (an
// internal error) for what a client sent, and end the connection when the
// client stops writing. The corpus is in testdata/fuzz/FuzzMessages.
func FuzzMessages(f *testing.F) {
	env := servertest.Start(f, storetest.Open(f, storetest.SQLiteURL(f)))
	env.AddEvents(f, env.Project.ID, 10)
	w := startWireAny(f, env)
	startup := encode(f,
		&pgproto3.StartupMessage{ProtocolVersion: pgproto3.ProtocolVersion30, Parameters: map[string]string{
			"user": "fuzz", "database": strconv.FormatInt(env.Project.ID, 10)}},
		&pgproto3.PasswordMessage{Password: env.Key})
	f.Add(encode(f, &pgproto3.Query{String: "SELECT event, count() FROM events GROUP BY event"}))
	f.Add(encode(f, &pgproto3.Query{String: "SHOW server_version"}, &pgproto3.Query{String: "SELECT version()"}))
	f.Add(encode(f, &pgproto3.Parse{Name: "s", Query: "SELECT uuid, timestamp FROM events WHERE distinct_id = $1 LIMIT $2"},
		&pgproto3.Describe{ObjectType: 'S', Name: "s"},
		&pgproto3.Bind{PreparedStatement: "s", ParameterFormatCodes: []int16{0, 1}, Parameters: [][]byte{[]byte("user1"), {0, 0, 0, 0, 0, 0, 0, 2}}, ResultFormatCodes: []int16{1}},
		&pgproto3.Execute{MaxRows: 1}, &pgproto3.Execute{}, &pgproto3.Close{ObjectType: 'S', Name: "s"}, &pgproto3.Sync{}))
	f.Add(encode(f, &pgproto3.Bind{PreparedStatement: "nope"}, &pgproto3.Sync{}))
	f.Add([]byte{'Q', 0, 0, 0, 3})
	f.Add([]byte{'X', 0, 0, 0, 4})
	f.Fuzz(func(t *testing.T, data []byte) {
		nc, err := net.Dial("tcp", w.addr)
		if err != nil {
			t.Fatal(err)
		}
		defer nc.Close()
		nc.SetDeadline(time.Now().Add(30 * time.Second)) // a hung server fails the input
		go func() {
			nc.Write(startup)
			nc.Write(data)
			nc.(*net.TCPConn).CloseWrite()
		}()
		fe := pgproto3.NewFrontend(nc, io.Discard)
		for {
			msg, err := fe.Receive()
			if err != nil {
				var ne net.Error
				if errors.As(err, &ne) && ne.Timeout() {
					t.Fatalf("the server neither answered nor closed the connection: %v", err)
				}
				return // closed
			}
			if e, ok := msg.(*pgproto3.ErrorResponse); ok && e.Code == "XX000" {
				t.Fatalf("internal error for client input: %s", e.Message)
			}
		}
	})
}
