// Package auth authenticates personal API keys and checks scopes and project
// access. REST and GraphQL both go through it, so one key gets one answer.
package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"math/big"
)

// KeyPrefix starts every personal API key.
const KeyPrefix = "phx_"

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// NewKey returns a fresh personal API key: "phx_" + 43 base62 characters.
func NewKey() string {
	b := make([]byte, 0, len(KeyPrefix)+43)
	b = append(b, KeyPrefix...)
	max := big.NewInt(int64(len(base62)))
	for range 43 {
		n, err := rand.Int(rand.Reader, max)
		if err != nil {
			panic("auth: crypto/rand failed: " + err.Error()) // the OS RNG never fails on Linux
		}
		b = append(b, base62[n.Int64()])
	}
	return string(b)
}

// HashKey returns the hex SHA-256 of key, the only form stored.
func HashKey(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// MaskKey returns the display form of key: its prefix and last four characters.
func MaskKey(key string) string {
	if len(key) < 8 {
		return "****"
	}
	return key[:4] + "..." + key[len(key)-4:]
}
