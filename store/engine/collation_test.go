package engine

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"testing"

	"github.com/burrow-analytics/burrow/store/storetest"
)

// icuPostgresURL creates a database whose default collation sorts
// linguistically ('a' < 'B'), unlike byte order, and returns its URL.
func icuPostgresURL(t *testing.T) string {
	admin := os.Getenv(storetest.EnvPostgres)
	if admin == "" {
		t.Skipf("set %s to run", storetest.EnvPostgres)
	}
	var b [6]byte
	rand.Read(b[:])
	name := "burrow_icu_" + hex.EncodeToString(b[:])
	db, err := sql.Open("pgx", admin)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec("CREATE DATABASE " + name + " TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'"); err != nil {
		t.Skipf("no ICU collations on this server: %v", err)
	}
	t.Cleanup(func() {
		db, err := sql.Open("pgx", admin)
		if err == nil {
			db.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)") //nolint:errcheck
			db.Close()
		}
	})
	u, _ := url.Parse(admin)
	u.Path = "/" + name
	return u.String()
}

// TestStringOrderIgnoresDatabaseCollation: strings sort by code point on
// PostgreSQL whatever the database's collation, as on SQLite.
func TestStringOrderIgnoresDatabaseCollation(t *testing.T) {
	t.Parallel()
	pg := storetest.Open(t, icuPostgresURL(t))
	lite := storetest.Open(t, storetest.SQLiteURL(t))
	fp, fl := loadFixture(t, pg), loadFixture(t, lite)
	for _, q := range []string{
		`SELECT 'a' < 'B', 'a' BETWEEN 'B' AND 'C', min(event), max(event) FROM events`,
		`SELECT event FROM events ORDER BY event`,
		`SELECT event FROM events ORDER BY 1 DESC`,
		`SELECT DISTINCT event FROM events ORDER BY event`,
		`SELECT DISTINCT event AS e FROM events ORDER BY e DESC LIMIT 2`,
		`SELECT event AS x FROM events UNION ALL SELECT type FROM plugin_log_entries ORDER BY x LIMIT 5 OFFSET 1`,
		`SELECT event, row_number() OVER (ORDER BY event DESC, uuid) FROM events ORDER BY 2`,
		`SELECT event, count() FROM events GROUP BY event ORDER BY 1`,
		`(SELECT distinct_id FROM events) ORDER BY 1`,
	} {
		rp := mustQuery(t, pg, fp.a, q)
		rl := mustQuery(t, lite, fl.a, q)
		if !sameRows(rp.Rows, rl.Rows) {
			t.Errorf("%s\npostgres (ICU): %s\nsqlite:         %s", q, showRows(rp.Rows), showRows(rl.Rows))
		}
	}
}
