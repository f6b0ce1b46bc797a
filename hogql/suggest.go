package hogql

import "strings"

// didYouMean returns " (did you mean X?)" when one of candidates is a likely
// intended spelling of name (same letters in another case, or at most two
// edits away for longer names), and "" otherwise. It is appended to
// "unknown ..." errors so that a typo is fixed at a glance.
func didYouMean(name string, candidates []string) string {
	const maxDist = 2
	best, bestDist := "", maxDist+1
	lower := strings.ToLower(name)
	for _, c := range candidates {
		if c == name {
			continue
		}
		d := editDistance(lower, strings.ToLower(c))
		if d > len([]rune(name))/3+1 {
			continue // too far for a short name: "id" is not a typo of "ab"
		}
		// Ties go to the smaller name, so the hint does not depend on map order.
		if d < bestDist || d == bestDist && c < best {
			best, bestDist = c, d
		}
	}
	if best == "" {
		return ""
	}
	return " (did you mean " + best + "?)"
}

// editDistance is the Levenshtein distance of a and b, in runes; names are
// short, so the quadratic table is cheap.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 64 || len(rb) > 64 {
		return 1 << 30
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// tableCandidates lists the table names visible from qs: CTEs and the
// virtual tables.
func tableCandidates(qs *scope) []string {
	var names []string
	for s := qs; s != nil; s = s.parent {
		for n := range s.ctes {
			names = append(names, n)
		}
	}
	for n := range virtualTables {
		names = append(names, n)
	}
	return names
}

// columnCandidates lists the names a bare identifier may resolve to in the
// current SELECT and its enclosing ones: columns, lazy joins, table names
// and select-list aliases.
func (r *resolver) columnCandidates() []string {
	var names []string
	for sc := r.cur; sc != nil; sc = sc.parent {
		for n := range sc.withs {
			names = append(names, n)
		}
		for _, it := range sc.items {
			if it.Alias != "" {
				names = append(names, it.Alias)
			}
		}
		for _, src := range sc.sources {
			names = append(names, src.columnNames()...)
			if src.name != "" {
				names = append(names, src.name)
			}
		}
	}
	return names
}

// columnNames lists the names of src's columns and lazy joins.
func (s *source) columnNames() []string {
	var names []string
	for _, c := range s.columns() {
		names = append(names, c.name)
	}
	if s.table != nil {
		for _, lj := range s.table.lazyJoins {
			// pdi and poe are too short: they are within two edits of
			// almost any three-letter typo.
			if len(lj.name) > 3 {
				names = append(names, lj.name)
			}
		}
	}
	return names
}
