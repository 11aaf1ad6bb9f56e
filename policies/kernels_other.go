//go:build !amd64

package policies

const haveKernels = false

func gather32(y, w *float32, stride int, cols *int32, vals *float32, n int) {
	panic("policies: no sparse-row kernels on this architecture")
}

func scatter32(y *float32, stride int, x *float32, cols *int32, vals *float32, n int) {
	panic("policies: no sparse-row kernels on this architecture")
}

func tanh8(x *float32, n int) {
	panic("policies: no tanh kernel on this architecture")
}
