package graph

// Placeholders: each resource's file replaces its line here.

func setQueryComplexity(c *ComplexityRoot) {}
