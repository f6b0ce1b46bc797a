package engine

import (
	"fmt"
	"regexp/syntax"
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
