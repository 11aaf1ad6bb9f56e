//go:build !linux

package cxx

import (
	"os"
	"syscall"
	"time"
)

// sysProcAttr: nothing beyond the defaults (the process group and the
// death signal are Linux's).
func sysProcAttr() *syscall.SysProcAttr { return nil }

// killGroup kills the process.
func killGroup(p *os.Process) { p.Kill() }

// signalOf names the signal that killed a process ("" if none).
func signalOf(s *os.ProcessState) string {
	if ws, ok := s.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return signalName(ws.Signal())
	}
	return ""
}

// cpuTime is unknown here: the time limits count wall-clock time.
func cpuTime(pid int) (time.Duration, bool) { return 0, false }

// runnable is unknown here.
func runnable(pid int) (yes, ok bool) { return false, false }
