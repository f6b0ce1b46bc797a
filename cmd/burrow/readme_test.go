package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite README.md's command table from commands()")

const (
	readmePath    = "../../README.md"
	readmeBegin   = "<!-- commands:begin: made from cmd/burrow/commands.go by `go test ./cmd/burrow -run TestREADMECommandTable -update`; edit the table there -->\n"
	readmeEnd     = "<!-- commands:end -->\n"
	readmeBeginID = "<!-- commands:begin"
)

// readmeCommandTable renders README.md's command table from commands(): one
// row per command or subcommand, its usage line and what it does.
func readmeCommandTable() string {
	cell := func(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
	var b strings.Builder
	b.WriteString("| command | what it does |\n|---|---|\n")
	var groups []string
	row := func(path string, c command) {
		fmt.Fprintf(&b, "| `%s` | %s |\n", cell(usageLine(path, c)), cell(c.about))
	}
	for _, c := range commands() {
		if len(c.subs) == 0 {
			row(c.name, c)
			continue
		}
		groups = append(groups, "`burrow "+c.name+" -h`")
		for _, s := range c.subs {
			row(c.name+" "+s.name, s)
		}
	}
	b.WriteString("\nEvery command answers `-h` (or `--help`) with its flags, its positional arguments and an example, and exits 0")
	if len(groups) > 0 {
		last := len(groups) - 1
		list := groups[last]
		if last > 0 {
			list = strings.Join(groups[:last], ", ") + " and " + list
		}
		b.WriteString(";\n" + list + " list their subcommands")
	}
	b.WriteString(".\n")
	return b.String()
}

// TestREADMECommandTable: README.md's table of commands is the one
// commands() renders, so a new command or a changed synopsis cannot be
// forgotten there. With -update it rewrites the table between the markers.
func TestREADMECommandTable(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile(readmePath)
	if err != nil {
		t.Fatal(err)
	}
	start := bytes.Index(readme, []byte(readmeBeginID))
	end := bytes.Index(readme, []byte(readmeEnd))
	if start < 0 || end < start {
		t.Fatalf("README.md lacks the markers %q and %q around the command table", readmeBeginID, readmeEnd)
	}
	want := readmeBegin + readmeCommandTable() + readmeEnd
	got := string(readme[start : end+len(readmeEnd)])
	if got == want {
		return
	}
	if *update {
		out := append(append([]byte{}, readme[:start]...), want...)
		out = append(out, readme[end+len(readmeEnd):]...)
		if err := os.WriteFile(readmePath, out, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("rewrote the command table of %s", readmePath)
		return
	}
	t.Errorf("README.md's command table is not the one commands() renders; run\n"+
		"  go test ./cmd/burrow -run TestREADMECommandTable -update\ngot:\n%s\nwant:\n%s", got, want)
}

// TestSynopsisFlagsExist: every --flag a command's synopsis or about text
// names is one of its flags, so the table cannot keep a flag that was
// renamed or removed.
func TestSynopsisFlagsExist(t *testing.T) {
	t.Parallel()
	flagName := regexp.MustCompile(`--([a-z][a-z0-9-]*)`)
	check := func(path string, c command) {
		help, _ := runHelp(t, append(strings.Fields(path), "-h")...)
		_, flags, ok := strings.Cut(help, "\nflags:\n")
		if !ok {
			t.Errorf("burrow %s -h prints no flags:\n%s", path, help)
			return
		}
		for _, m := range flagName.FindAllStringSubmatch(c.synopsis+" "+c.about, -1) {
			if name := m[1]; !regexp.MustCompile(`(?m)^  -` + name + `( |$)`).MatchString(flags) {
				t.Errorf("burrow %s: the table names --%s, which is not one of its flags:\n%s", path, name, flags)
			}
		}
	}
	for _, c := range commands() {
		if len(c.subs) == 0 {
			check(c.name, c)
		}
		for _, s := range c.subs {
			check(c.name+" "+s.name, s)
		}
	}
}

// TestHelpText: the help of a command is its row of the table rendered for
// a terminal.
func TestHelpText(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ md, want string }{
		{"serves `/api/…` at `127.0.0.1:8000`", "serves /api/… at 127.0.0.1:8000"},
		{"see [Operating Burrow](#operating-burrow).", `see "Operating Burrow" in README.md.`},
		{"see [docs/sql.md](docs/sql.md)", "see docs/sql.md"},
		{"see [the dialect](docs/sql.md)", "see the dialect (docs/sql.md)"},
	} {
		if got := plainText(c.md); got != c.want {
			t.Errorf("plainText(%q) = %q, want %q", c.md, got, c.want)
		}
	}
	if got, want := wrap("aaa bb cc dddd e", 6), "aaa bb\ncc\ndddd e"; got != want {
		t.Errorf("wrap = %q, want %q", got, want)
	}
}
