package hogql

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"sync"
)

// Neither database can interrupt one LIKE or regular-expression match: the
// statement timeout only takes effect between them. A match costs about the
// length of the value times the pattern's size, so both are bound: the value
// at maxBuiltBytes (longer ones are refused, burrow_cap), and the patterns of
// a statement together at maxPatternWeight, LIKE patterns by their bytes and
// regular expressions by their compiled instructions times regexStepCost
// (SQLite runs them in Go, about ten times slower per step than its LIKE).
// One row then costs at most a second or two of matching, whatever the
// statement chains together.
const (
	maxPatternWeight = 1000
	regexStepCost    = 10
)

// regexFuncs are the functions whose second argument is a regular expression.
var regexFuncs = map[string]bool{
	"match": true, "imatch": true, "extract": true, "extractAll": true,
	"replaceRegexpOne": true, "replaceRegexpAll": true,
}

// regexWeight is the weight of a regular expression against
// maxPatternWeight; one that does not compile weighs nothing (the
// resolver reports it).
func regexWeight(p string) int {
	re, err := syntax.Parse(p, syntax.Perl)
	if err != nil {
		return 0
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return 0
	}
	return len(prog.Inst) * regexStepCost
}

// countPattern adds the weight of a LIKE pattern or of the regular
// expression of call e to the statement's; a pattern only known at run time
// weighs the whole budget.
func (p *printer) countPattern(like *likeExpr, e *callExpr) {
	switch {
	case like != nil:
		p.patternWeight += len(like.pattern)
	case e != nil && regexFuncs[e.fn.name]:
		if l, ok := e.args[1].(*litExpr); ok {
			s, _ := l.stringValue()
			p.patternWeight += regexWeight(s)
		} else {
			p.patternWeight += maxPatternWeight
		}
	}
}

// errPatternsTooCostly is the client error of a statement whose patterns
// weigh more than maxPatternWeight.
func errPatternsTooCostly(weight int) error {
	return &queryError{msg: fmt.Sprintf(
		"the statement's LIKE patterns and regular expressions are too costly together (%d, at most %d: a LIKE pattern counts its bytes, a regular expression %d per compiled step, one built at run time the whole budget); use fewer or simpler patterns",
		weight, maxPatternWeight, regexStepCost)}
}

// checkPattern reports whether a constant pattern compiles (RE2 syntax, the
// subset PostgreSQL reads the same way).
func checkPattern(p string) error {
	_, err := regexp.Compile(p)
	return err
}

// regexpCache keeps compiled patterns; it is bounded and cleared when full.
var regexpCache = struct {
	sync.Mutex
	m map[string]*regexp.Regexp
}{m: map[string]*regexp.Regexp{}}

// CompileRegexp compiles a pattern of a regular-expression function at run
// time, bounded as constant patterns are at compile time (its bytes and
// weight); compiled patterns are cached.
func CompileRegexp(p string) (*regexp.Regexp, error) {
	if len(p) > maxPatternBytes {
		return nil, fmt.Errorf("the pattern is longer than %d bytes", maxPatternBytes)
	}
	regexpCache.Lock()
	defer regexpCache.Unlock()
	if re := regexpCache.m[p]; re != nil {
		return re, nil
	}
	re, err := regexp.Compile(p)
	if err != nil {
		return nil, fmt.Errorf("invalid regular expression: %w", err)
	}
	if w := regexWeight(p); w > maxPatternWeight {
		return nil, errPatternsTooCostly(w)
	}
	if len(regexpCache.m) >= 256 {
		clear(regexpCache.m)
	}
	regexpCache.m[p] = re
	return re, nil
}
