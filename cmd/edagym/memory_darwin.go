package main

import "golang.org/x/sys/unix"

// machineMemory is the machine's physical memory.
func machineMemory() int64 {
	n, err := unix.SysctlUint64("hw.memsize")
	if err != nil || n == 0 {
		return unknownMemory
	}
	return int64(n)
}
