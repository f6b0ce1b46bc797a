// Package engine runs statements compiled by hogql on the store's own
// database, SQLite or PostgreSQL: on a read-only connection, with a
// statement timeout, a byte cap on the result, a tag by which any process
// sharing the database can cancel the run (Cancel, Terminate), and the
// rows decoded into JSON-ready values that are the same on both databases.
// SQLite's Go functions (the regular expressions, quantiles, topK and the
// statistics aggregates PostgreSQL has built in) are registered here.
package engine
