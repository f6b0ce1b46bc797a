package auth_test

import (
	"context"
	"io"
	"log/slog"
	"strconv"
	"testing"

	"github.com/burrow-analytics/burrow/auth"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/storetest"
)

// BenchmarkAuthenticate measures what every request pays for its key and
// project (Middleware's Authenticate, then RequireProject) on each test
// database, with the key and project already resolved once: the common
// request. Parallel runs the same from every core.
func BenchmarkAuthenticate(b *testing.B) {
	for _, target := range storetest.Targets(b) {
		b.Run(target.Name, func(b *testing.B) {
			ctx := context.Background()
			db := storetest.Open(b, target.URL(b))
			p, err := store.CreateProject(ctx, db.Bun, "Bench")
			if err != nil {
				b.Fatal(err)
			}
			secret, _, err := auth.IssueKey(ctx, db.Bun, auth.NewKeyRequest{Scopes: []string{"*"}})
			if err != nil {
				b.Fatal(err)
			}
			a := auth.New(db, slog.New(slog.NewTextHandler(io.Discard, nil)))
			creds := auth.Credentials{Key: secret, Where: "Authorization header"}
			project := strconv.FormatInt(p.ID, 10)
			check := func(b *testing.B) {
				pr, err := a.Authenticate(ctx, creds)
				if err != nil {
					b.Fatal(err)
				}
				if _, _, err := a.RequireProject(auth.WithResult(ctx, pr, nil), project, "query:read"); err != nil {
					b.Fatal(err)
				}
			}
			check(b) // the first use resolves and records it
			b.Run("serial", func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					check(b)
				}
			})
			b.Run("parallel", func(b *testing.B) {
				b.ReportAllocs()
				b.RunParallel(func(pb *testing.PB) {
					for pb.Next() {
						check(b)
					}
				})
			})
		})
	}
}
