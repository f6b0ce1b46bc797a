package main

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/burrow-analytics/burrow/apierror"
	"github.com/burrow-analytics/burrow/store"
	"github.com/burrow-analytics/burrow/store/engine"
)

// runSQL runs one statement of the SQL dialect against a project:
//
//	burrow sql --project ID [--db URL] [--format table|json|csv] [--timeout 60s] "SELECT ..."
func runSQL(ctx context.Context, e env, args []string) error {
	fs := newFlagSet(e, "sql")
	dbURL := dbFlag(fs, e)
	project := fs.Int64("project", 0, "id of the project to query (required)")
	format := fs.String("format", "table", "output format: table, json or csv")
	timeout := fs.Duration("timeout", engine.DefaultTimeout, "statement timeout")
	if err := fs.Parse(args); err != nil {
		return err
	}
	statement := strings.TrimSpace(strings.Join(fs.Args(), " "))
	switch {
	case *project <= 0:
		return errors.New("sql: --project is required")
	case statement == "":
		return errors.New(`sql: give the statement as an argument, e.g. burrow sql --project 1 "SELECT count() FROM events"`)
	case *format != "table" && *format != "json" && *format != "csv":
		return fmt.Errorf("sql: unknown --format %q (want table, json or csv)", *format)
	}
	db, err := openDB(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := store.GetProject(ctx, db.Bun, *project); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("sql: project %d not found", *project)
		}
		return err
	}
	c, err := engine.Compile(statement, engine.Options{TeamID: *project, Dialect: db.Dialect})
	if err != nil {
		return sqlError(err)
	}
	res, err := engine.Run(ctx, db, c, engine.RunOptions{Timeout: *timeout})
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

// sqlError shows a client error by its message alone (it already says
// where the problem is).
func sqlError(err error) error {
	if ae := apierror.From(err); ae != nil {
		return errors.New(ae.Detail)
	}
	switch {
	case errors.Is(err, engine.ErrTimeout):
		return errors.New("sql: the query timed out")
	case errors.Is(err, engine.ErrCanceled):
		return errors.New("sql: the query was cancelled")
	}
	return err
}

func writeJSONResult(w io.Writer, res *engine.Result) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(struct {
		Columns []string `json:"columns"`
		Types   []string `json:"types"`
		Results [][]any  `json:"results"`
	}{res.Columns, res.Types, res.Rows})
}

func writeCSVResult(w io.Writer, res *engine.Result) error {
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
func writeTableResult(w io.Writer, res *engine.Result) error {
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
