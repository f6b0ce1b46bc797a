package pgwire_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"io"
	"log/slog"
	"math/big"
	"net"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/burrow-analytics/burrow/pgwire"
	"github.com/burrow-analytics/burrow/server/servertest"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// selfSigned is a throwaway server certificate.
func selfSigned(t *testing.T) tls.Certificate {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "burrow"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour), DNSNames: []string{"localhost"}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}

// nonLoopback returns an address of this machine that is not loopback, or "".
func nonLoopback() string {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return ""
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil {
			return n.IP.String()
		}
	}
	return ""
}

// TestTLSAndClearText: a remote client must use TLS to send its key, a
// loopback one may send it in clear.
func TestTLSAndClearText(t *testing.T) {
	ip := nonLoopback()
	if ip == "" {
		t.Skip("this machine has no non-loopback IPv4 address to connect from")
	}
	env := servertest.Start(t, storetest.Open(t, storetest.SQLiteURL(t)))
	ln, err := net.Listen("tcp", net.JoinHostPort(ip, "0"))
	if err != nil {
		t.Fatal(err)
	}
	srv := pgwire.New(env.Svc, slog.New(slog.NewTextHandler(io.Discard, nil)),
		pgwire.Config{TLS: &tls.Config{Certificates: []tls.Certificate{selfSigned(t)}}})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	t.Cleanup(func() { cancel(); <-done })
	url := func(mode string) string {
		return "postgres://u:" + env.Key + "@" + ln.Addr().String() + "/" + strconv.FormatInt(env.Project.ID, 10) + "?sslmode=" + mode
	}
	if _, err := pgx.Connect(ctx, url("disable")); sqlState(err) != "28000" {
		t.Errorf("a key in clear from %s: %v, want 28000", ip, err)
	}
	c, err := pgx.Connect(ctx, url("require"))
	if err != nil {
		t.Fatalf("over TLS: %v", err)
	}
	defer c.Close(ctx)
	var n int64
	if err := c.QueryRow(ctx, "SELECT 1 + 1").Scan(&n); err != nil || n != 2 {
		t.Errorf("over TLS: %d %v", n, err)
	}
}

func TestConnectionLimits(t *testing.T) {
	env := servertest.Start(t, storetest.Open(t, storetest.SQLiteURL(t)))
	w := startWireCfg(t, env, pgwire.Config{MaxConns: 1, IdleTimeout: 300 * time.Millisecond})
	ctx := context.Background()
	c := w.connect(t, env.Key, env.Project.ID)
	if _, err := pgx.Connect(ctx, w.url(env.Key, strconv.FormatInt(env.Project.ID, 10))); sqlState(err) != "53300" {
		t.Errorf("a second connection over MaxConns: %v, want 53300", err)
	}
	// Idle past IdleTimeout: the server closes the connection.
	deadline := time.Now().Add(10 * time.Second)
	for c.Ping(ctx) == nil {
		if time.Now().After(deadline) {
			t.Fatal("an idle connection stays open")
		}
		time.Sleep(time.Second)
	}
	for w.srv.Conns() != 0 {
		if time.Now().After(deadline) {
			t.Fatal("the closed connection is still counted")
		}
		time.Sleep(10 * time.Millisecond)
	}
	w.connect(t, env.Key, env.Project.ID) // a slot is free again
}
