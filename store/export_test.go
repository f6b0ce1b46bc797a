package store

// PlainStringArray exposes plainStringArray to the external tests.
var PlainStringArray = plainStringArray
