package main

import (
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode/utf8"
)

// newFlagSet returns a FlagSet that reports errors instead of exiting and
// whose -h prints the usage of path (a row of commands(): "seed",
// "project create") with its flags.
func newFlagSet(e env, path string) *flag.FlagSet {
	c, ok := lookupCommand(path)
	if !ok {
		panic("burrow: no row for " + path + " in commands()")
	}
	fs := flag.NewFlagSet("burrow "+path, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() { printUsage(fs.Output(), fs, path, c) }
	return fs
}

// printUsage prints the help of one command: its usage line, what it does,
// its flags, arguments and example.
func printUsage(w io.Writer, fs *flag.FlagSet, path string, c command) {
	fmt.Fprintf(w, "usage: %s\n", usageLine(path, c))
	if c.about != "" {
		fmt.Fprintf(w, "\n%s\n", wrap(plainText(c.about), helpWidth))
	}
	fmt.Fprintln(w, "\nflags:")
	fs.PrintDefaults()
	if c.args != "" {
		fmt.Fprintf(w, "\narguments:\n%s\n", indent(c.args))
	}
	if c.example != "" {
		fmt.Fprintf(w, "\nexample:\n%s\n", indent(c.example))
	}
}

// helpWidth is the width -h wraps the about text to.
const helpWidth = 100

// markdownLink is a link of the about text: [text](target).
var markdownLink = regexp.MustCompile(`\[([^\]]+)\]\(([^)]+)\)`)

// plainText turns the Markdown of an about text into terminal text: code
// loses its backticks, a link to a README heading becomes "text" in
// README.md, another link its text (and its target when they differ).
func plainText(md string) string {
	s := markdownLink.ReplaceAllStringFunc(md, func(link string) string {
		m := markdownLink.FindStringSubmatch(link)
		text, target := m[1], m[2]
		switch {
		case strings.HasPrefix(target, "#"):
			return `"` + text + `" in README.md`
		case text == target:
			return text
		}
		return text + " (" + target + ")"
	})
	return strings.ReplaceAll(s, "`", "")
}

// wrap breaks s into lines of at most width characters between words.
func wrap(s string, width int) string {
	var b strings.Builder
	n := 0
	for i, word := range strings.Fields(s) {
		l := utf8.RuneCountInString(word)
		switch {
		case i == 0:
		case n+1+l > width:
			b.WriteByte('\n')
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(word)
		n += l
	}
	return b.String()
}

func indent(s string) string {
	return "  " + strings.ReplaceAll(s, "\n", "\n  ")
}

// noArgs refuses positional arguments for commands that take none.
func noArgs(fs *flag.FlagSet) error {
	if fs.NArg() > 0 {
		return fmt.Errorf("%s: unexpected argument %q (see -h)", strings.TrimPrefix(fs.Name(), "burrow "), fs.Arg(0))
	}
	return nil
}

// isHelp reports whether arg asks for help.
func isHelp(arg string) bool {
	return arg == "-h" || arg == "--help" || arg == "-help" || arg == "help"
}

// printGroupUsage prints the subcommands of a command group such as
// `burrow project`.
func printGroupUsage(w io.Writer, c command) {
	fmt.Fprintf(w, "usage: burrow %s <subcommand> [flags]\n\n%s: %s\n\nsubcommands:\n", c.name, c.summary, c.subNames())
	for _, sub := range c.subs {
		fmt.Fprintf(w, "  %-8s %s\n", sub.name, sub.summary)
	}
	fmt.Fprintf(w, "\nRun 'burrow %s <subcommand> -h' for its flags and an example.\n", c.name)
	if len(c.subs) > 0 && c.subs[0].example != "" {
		fmt.Fprintf(w, "\nexample:\n%s\n", indent(c.subs[0].example))
	}
}
