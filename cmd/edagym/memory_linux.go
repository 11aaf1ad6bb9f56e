package main

import "syscall"

// machineMemory is the machine's physical memory.
func machineMemory() int64 {
	var si syscall.Sysinfo_t
	if syscall.Sysinfo(&si) != nil {
		return unknownMemory
	}
	return int64(si.Totalram) * int64(si.Unit)
}
