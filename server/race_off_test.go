//go:build !race

package server_test

// raceBuild: see race_on_test.go.
const raceBuild = false
