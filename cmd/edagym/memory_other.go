//go:build !linux && !darwin

package main

// machineMemory cannot be asked here.
func machineMemory() int64 { return unknownMemory }
