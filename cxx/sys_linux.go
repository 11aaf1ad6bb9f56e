package cxx

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// sysProcAttr: a process group of its own, killed when edagym ends.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// killGroup kills the process and its group.
func killGroup(p *os.Process) {
	syscall.Kill(-p.Pid, syscall.SIGKILL)
	p.Kill()
}

// signalOf names the signal that killed a process ("" if none).
func signalOf(s *os.ProcessState) string {
	if ws, ok := s.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return signalName(ws.Signal())
	}
	return ""
}

// cpuTime is the CPU time process pid has used so far, from
// /proc/PID/schedstat (nanoseconds), else /proc/PID/stat (clock ticks).
func cpuTime(pid int) (time.Duration, bool) {
	if b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/schedstat"); err == nil {
		if f := strings.Fields(string(b)); len(f) > 0 {
			if ns, err := strconv.ParseInt(f[0], 10, 64); err == nil {
				return time.Duration(ns), true
			}
		}
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	s := string(b)
	if i := strings.LastIndexByte(s, ')'); i >= 0 {
		s = s[i+1:]
	}
	f := strings.Fields(s)
	if len(f) < 13 {
		return 0, false
	}
	u, err1 := strconv.ParseInt(f[11], 10, 64)
	k, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	return time.Duration(u+k) * 10 * time.Millisecond, true // USER_HZ is 100 on Linux
}

// runnable reports whether process pid is running or waiting for a CPU
// (state R in /proc/PID/stat), as opposed to waiting on something; ok is
// false when that cannot be read.
func runnable(pid int) (yes, ok bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false, false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 || i+2 >= len(s) {
		return false, false
	}
	return s[i+2] == 'R', true
}
