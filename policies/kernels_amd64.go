package policies

import "golang.org/x/sys/cpu"

// haveKernels tells whether the AVX sparse-row kernels can run here.
var haveKernels = cpu.X86.HasAVX

//go:noescape
func gather32(y, w *float32, stride int, cols *int32, vals *float32, n int)

//go:noescape
func scatter32(y *float32, stride int, x *float32, cols *int32, vals *float32, n int)

//go:noescape
func tanh8(x *float32, n int)
