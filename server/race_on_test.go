//go:build race

package server_test

// raceBuild tells memory tests that the race detector is on: they skip
// (skipUnderRace).
const raceBuild = true
