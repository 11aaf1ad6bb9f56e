package cxx

import (
	"fmt"
	"syscall"
)

// signalName is a signal's name and what it usually means for a player.
func signalName(s syscall.Signal) string {
	switch s {
	case syscall.SIGSEGV:
		return "SIGSEGV (a segmentation fault: a bad pointer or index)"
	case syscall.SIGABRT:
		return "SIGABRT (an abort: a failed assertion or an uncaught exception)"
	case syscall.SIGFPE:
		return "SIGFPE (an arithmetic fault: an integer division by zero)"
	case syscall.SIGKILL:
		return "SIGKILL"
	case syscall.SIGBUS:
		return "SIGBUS (a bus error)"
	case syscall.SIGILL:
		return "SIGILL (an illegal instruction)"
	}
	return fmt.Sprintf("signal %d (%v)", int(s), s)
}
