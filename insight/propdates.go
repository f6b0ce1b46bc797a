package insight

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// resolvePropertyDates rewrites the string values of is_date_before and
// is_date_after property filters anywhere in a query object to absolute
// UTC times: relative dates ("-7d", "-24h", "mStart") are taken back from
// now and absolute ones without an offset are read in the project's
// timezone, as PostHog resolves them against the team's timezone. Values
// that are not dates are left for the filter to refuse.
func (c compiler) resolvePropertyDates(raw json.RawMessage) (json.RawMessage, error) {
	if !bytes.Contains(raw, []byte(`"is_date_`)) {
		return raw, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return raw, nil // strictDecode reports it
	}
	if !c.rewriteDates(v) {
		return raw, nil
	}
	out, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("insight: re-encode query with resolved dates: %w", err)
	}
	return out, nil
}

// rewriteDates resolves the date filter values under v in place and
// reports whether it changed any.
func (c compiler) rewriteDates(v any) bool {
	changed := false
	switch n := v.(type) {
	case map[string]any:
		if op, _ := n["operator"].(string); op == "is_date_before" || op == "is_date_after" {
			if s, ok := n["value"].(string); ok {
				if t, _, _, err := parseDate(s, c.now, c.loc, ""); err == nil {
					n["value"] = utcText(t)
					changed = true
				}
			}
		}
		for _, child := range n {
			changed = c.rewriteDates(child) || changed
		}
	case []any:
		for _, child := range n {
			changed = c.rewriteDates(child) || changed
		}
	}
	return changed
}
