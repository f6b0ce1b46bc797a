package graph

// Placeholders: each resource's file replaces its line here.

func setPersonComplexity(c *ComplexityRoot)    {}
func setPluginComplexity(c *ComplexityRoot)    {}
func setRecordingComplexity(c *ComplexityRoot) {}
func setQueryComplexity(c *ComplexityRoot)     {}
