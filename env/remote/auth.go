package remote

import (
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"net"
	"strings"
)

// CheckToken refuses a token that is set but blank (spaces, tabs): it
// looks like a secret and is none; "" is no token.
func CheckToken(token string) error {
	if token != "" && strings.TrimSpace(token) == "" {
		return errors.New("the token is blank: give a secret, such as the output of openssl rand -hex 16")
	}
	return nil
}

// tokenMatches compares a token sent in hello with the server's in time that
// depends on neither: both are hashed first, so not even the length leaks.
func tokenMatches(sent, want string) bool {
	a, b := sha256.Sum256([]byte(sent)), sha256.Sum256([]byte(want))
	return subtle.ConstantTimeCompare(a[:], b[:]) == 1
}

// Loopback tells whether a listener's address can be reached only from
// this machine: a Unix socket, or an address in 127.0.0.0/8 or ::1. Any
// other address (0.0.0.0 and :: included) may be reachable by others, so a
// server there needs a token and confines nn: checkpoints.
func Loopback(addr net.Addr) bool {
	switch a := addr.(type) {
	case *net.UnixAddr:
		return true
	case *net.TCPAddr:
		return a.IP.IsLoopback()
	}
	host, _, err := net.SplitHostPort(addr.String())
	if err != nil {
		return false
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}
