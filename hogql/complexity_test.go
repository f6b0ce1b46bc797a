package hogql

import (
	"fmt"
	"strings"
	"testing"
)

// complexInputs are statements whose naive compilation grows exponentially
// (inlined alias chains, SELECT * over joins of joins, nested CASE operands,
// nested conversions and date arithmetic the SQLite forms repeat). Each must
// compile or fail with "too complex" promptly; a regression shows up as a
// test that does not finish.
func complexInputs() []string {
	var aliases, ctes strings.Builder
	aliases.WriteString("SELECT event AS a0")
	for i := 1; i < 30; i++ {
		fmt.Fprintf(&aliases, ", concat(a%d, a%d) AS a%d", i-1, i-1, i)
	}
	aliases.WriteString(" FROM events GROUP BY event")
	ctes.WriteString("WITH c0 AS (SELECT 1 AS x)")
	for i := 1; i < 22; i++ {
		fmt.Fprintf(&ctes, ", c%d AS (SELECT * FROM c%d AS l JOIN c%d AS r ON 1)", i, i-1, i-1)
	}
	ctes.WriteString(" SELECT * FROM c21")
	caseChain := "x"
	for range 25 {
		caseChain = "CASE " + caseChain + " WHEN 1 THEN 1 WHEN 2 THEN 2 WHEN 3 THEN 3 END"
	}
	return []string{
		aliases.String(),
		ctes.String(),
		"SELECT " + caseChain + " AS y FROM (SELECT 1 AS x) GROUP BY x",
		"WITH 1 AS a, a + a AS b, b + b AS c, c + c AS d, d + d AS e, e + e AS f, f + f AS g, g + g AS h, h + h AS i, i + i AS j, j + j AS k, k + k AS l, l + l AS m, m + m AS n, n + n AS o, o + o AS p, p + p AS q, q + q AS r SELECT r",
		"SELECT " + strings.Repeat("toFloat(toString(", 45) + "1.5" + strings.Repeat("))", 45),
		"SELECT " + strings.Repeat("dateAdd('month', 1, ", 45) + "now()" + strings.Repeat(")", 45),
		"SELECT " + strings.Repeat("domain(", 45) + "'x'" + strings.Repeat(")", 45),
	}
}

func TestComplexityLimits(t *testing.T) {
	t.Parallel()
	for _, q := range complexInputs() {
		for _, d := range dialects {
			_, err := Compile(q, Options{TeamID: 1, Engine: d})
			if err != nil {
				if e := clientError(err); e == nil || e.Code != "sql_query_error" || !strings.Contains(e.Error(), "too complex") {
					t.Errorf("%.60s (%s): %v", q, d, err)
				}
			}
		}
	}
}
