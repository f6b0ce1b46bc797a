package main

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/hogql"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/engine"
)

// runSQL runs one statement of the SQL dialect against a project (its
// usage is the "sql" row of commands()).
//
// The statement is the arguments that are not flags (it may start with a
// "-- comment"), or the content of --file, or standard input when the
// statement is "-" or absent and input is piped.
func runSQL(ctx context.Context, e env, args []string) error {
	fs := newFlagSet(e, "sql")
	dbURL := dbFlag(fs, e)
	analyticsURL := analyticsFlag(fs, e)
	project := fs.Int64("project", 0, "id of the project to query (required)")
	format := fs.String("format", "table", "output format: table, json or csv")
	timeout := fs.Duration("timeout", hogql.DefaultTimeout, "statement timeout")
	file := fs.String("file", "", "read the statement from this file (- for standard input)")
	flagArgs, words := splitSQLArgs(fs, args)
	if err := fs.Parse(flagArgs); err != nil {
		return err
	}
	words = append(words, fs.Args()...)
	statement := strings.TrimSpace(strings.Join(words, " "))
	switch {
	case *project <= 0:
		return errors.New("sql: --project is required")
	case *format != "table" && *format != "json" && *format != "csv":
		return fmt.Errorf("sql: unknown --format %q (want table, json or csv)", *format)
	}
	statement, err := sqlStatement(e, statement, *file)
	if err != nil {
		return err
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	// With an analytics engine the statement is compiled for it and runs
	// there; without one, on the store's own database.
	analytics, err := openStoreAnalytics(ctx, e, db, "sql", *analyticsURL, readOnly)
	if err != nil {
		return err
	}
	defer closeAnalytics(analytics)
	if _, err := store.GetProject(ctx, db.Bun, *project); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("sql: project %d not found", *project)
		}
		return err
	}
	var run hogql.Runner = engine.New(db)
	if analytics != nil {
		run = analyticsRunner(analytics)
	}
	c, err := hogql.Compile(statement, hogql.Options{TeamID: *project, Engine: run.Engine()})
	if err != nil {
		return sqlError(err)
	}
	res, err := run.Run(ctx, c, hogql.RunOptions{Timeout: *timeout})
	if err != nil {
		return sqlError(err)
	}
	switch *format {
	case "json":
		return writeJSONResult(e.stdout, res)
	case "csv":
		return writeCSVResult(e.stdout, res)
	default:
		return writeTableResult(e.stdout, res)
	}
}

// splitSQLArgs separates the flags of fs (with their values) from the words
// of the statement, wherever they are: a statement word may start with "-"
// ("-- a comment", "-1"), which the flag package would take for a flag. A
// bare "--" ends the flags, as in every Unix tool: the words after it are
// the statement.
func splitSQLArgs(fs *flag.FlagSet, args []string) (flags, words []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return flags, append(words, args[i+1:]...)
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		dashes := len(a) - len(strings.TrimLeft(a, "-"))
		f := fs.Lookup(name)
		if dashes == 0 || dashes > 2 || f == nil && name != "h" && name != "help" {
			words = append(words, a)
			continue
		}
		flags = append(flags, a)
		if f != nil && !hasValue && i+1 < len(args) {
			flags = append(flags, args[i+1])
			i++
		}
	}
	return flags, words
}

// maxStatementBytes bounds a statement read from a file or standard input
// (the engine refuses longer ones anyway).
const maxStatementBytes = hogql.MaxQueryBytes

// sqlStatement returns the statement to run: the arguments, or the file, or
// standard input ("-", or nothing and piped input).
func sqlStatement(e env, args, file string) (string, error) {
	var r io.Reader
	switch {
	case file != "" && args != "" && args != "-":
		return "", errors.New("sql: give the statement either as an argument or with --file, not both")
	case file == "-" || args == "-":
		r = e.stdin
	case file != "":
		f, err := os.Open(file)
		if err != nil {
			return "", fmt.Errorf("sql: %w", err)
		}
		defer f.Close()
		r = f
	case args != "":
		return args, nil
	case isPipe(e.stdin):
		r = e.stdin
	}
	if r == nil {
		return "", errors.New(`sql: give the statement as an argument, with --file, or on standard input, e.g. burrow sql --project 1 "SELECT count() FROM events"`)
	}
	b, err := io.ReadAll(io.LimitReader(r, maxStatementBytes+1))
	if err != nil {
		return "", fmt.Errorf("sql: read the statement: %w", err)
	}
	if len(b) > maxStatementBytes {
		return "", fmt.Errorf("sql: the statement is longer than %d bytes", maxStatementBytes)
	}
	statement := strings.TrimSpace(string(b))
	if statement == "" {
		return "", errors.New("sql: the statement is empty")
	}
	return statement, nil
}

// isPipe reports whether r is a file or pipe rather than a terminal.
func isPipe(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok || f == nil {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice == 0
}

// sqlError shows a client error by its message alone (it already says
// where the problem is).
func sqlError(err error) error {
	if ae := apierror.From(err); ae != nil {
		return errors.New(ae.Detail)
	}
	switch {
	case errors.Is(err, hogql.ErrTimeout):
		return errors.New("sql: the query timed out")
	case errors.Is(err, hogql.ErrCanceled):
		return errors.New("sql: the query was cancelled")
	}
	return err
}

func writeJSONResult(w io.Writer, res *hogql.Result) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(struct {
		Columns []string `json:"columns"`
		Types   []string `json:"types"`
		Results [][]any  `json:"results"`
	}{res.Columns, res.Types, res.Rows})
}

func writeCSVResult(w io.Writer, res *hogql.Result) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(res.Columns); err != nil {
		return err
	}
	for _, row := range res.Rows {
		rec := make([]string, len(row))
		for i, v := range row {
			if v != nil {
				rec[i] = cellText(v)
			}
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// writeTableResult prints an aligned table, NULL for missing values, and a
// row count.
func writeTableResult(w io.Writer, res *hogql.Result) error {
	cells := make([][]string, 0, len(res.Rows)+1)
	cells = append(cells, res.Columns)
	for _, row := range res.Rows {
		line := make([]string, len(row))
		for i, v := range row {
			if v == nil {
				line[i] = "NULL"
			} else {
				line[i] = strings.NewReplacer("\n", `\n`, "\t", `\t`).Replace(cellText(v))
			}
		}
		cells = append(cells, line)
	}
	widths := make([]int, len(res.Columns))
	for _, line := range cells {
		for i, c := range line {
			widths[i] = max(widths[i], utf8.RuneCountInString(c))
		}
	}
	var b strings.Builder
	writeLine := func(line []string) {
		for i, c := range line {
			if i > 0 {
				b.WriteString(" | ")
			}
			b.WriteString(c)
			if i < len(line)-1 {
				b.WriteString(strings.Repeat(" ", widths[i]-utf8.RuneCountInString(c)))
			}
		}
		b.WriteString("\n")
	}
	writeLine(cells[0])
	for i, wd := range widths {
		if i > 0 {
			b.WriteString("-+-")
		}
		b.WriteString(strings.Repeat("-", wd))
	}
	b.WriteString("\n")
	for _, line := range cells[1:] {
		writeLine(line)
	}
	n := len(res.Rows)
	switch {
	case n == 1:
		b.WriteString("(1 row")
	default:
		b.WriteString("(" + strconv.Itoa(n) + " rows")
	}
	if res.HasMore {
		b.WriteString("; more rows exist: add a LIMIT to see them")
	}
	b.WriteString(")\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// cellText renders one JSON-ready value for table and CSV output.
func cellText(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case int64:
		return strconv.FormatInt(v, 10)
	case float64:
		return strconv.FormatFloat(v, 'g', -1, 64)
	case bool:
		return strconv.FormatBool(v)
	case time.Time:
		return v.UTC().Format(time.RFC3339Nano)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}
