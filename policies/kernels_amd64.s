#include "textflag.h"

// Sparse-row kernels over 32 float32 columns, AVX without FMA: each
// y += v·x is a multiply then an add, rounded as Go's scalar code rounds
// them, so results are bit-identical to axpyT.

// func gather32(y, w *float32, stride int, cols *int32, vals *float32, n int)
// y[0:32] += Σ_k vals[k] · w[cols[k]·stride : +32], k in order.
TEXT ·gather32(SB), NOSPLIT, $0-48
	MOVQ y+0(FP), DI
	MOVQ w+8(FP), SI
	MOVQ stride+16(FP), R8
	SHLQ $2, R8
	MOVQ cols+24(FP), BX
	MOVQ vals+32(FP), DX
	MOVQ n+40(FP), CX
	VMOVUPS 0(DI), Y0
	VMOVUPS 32(DI), Y1
	VMOVUPS 64(DI), Y2
	VMOVUPS 96(DI), Y3
	TESTQ CX, CX
	JEQ gdone

gloop:
	MOVLQSX (BX), AX
	IMULQ R8, AX
	VBROADCASTSS (DX), Y4
	VMULPS 0(SI)(AX*1), Y4, Y5
	VADDPS Y5, Y0, Y0
	VMULPS 32(SI)(AX*1), Y4, Y6
	VADDPS Y6, Y1, Y1
	VMULPS 64(SI)(AX*1), Y4, Y7
	VADDPS Y7, Y2, Y2
	VMULPS 96(SI)(AX*1), Y4, Y8
	VADDPS Y8, Y3, Y3
	ADDQ $4, BX
	ADDQ $4, DX
	DECQ CX
	JNZ gloop

gdone:
	VMOVUPS Y0, 0(DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	VZEROUPPER
	RET

// func scatter32(y *float32, stride int, x *float32, cols *int32, vals *float32, n int)
// y[cols[k]·stride : +32] += vals[k] · x[0:32] for each k in order.
TEXT ·scatter32(SB), NOSPLIT, $0-48
	MOVQ y+0(FP), DI
	MOVQ stride+8(FP), R8
	SHLQ $2, R8
	MOVQ x+16(FP), SI
	MOVQ cols+24(FP), BX
	MOVQ vals+32(FP), DX
	MOVQ n+40(FP), CX
	TESTQ CX, CX
	JEQ sdone
	VMOVUPS 0(SI), Y0
	VMOVUPS 32(SI), Y1
	VMOVUPS 64(SI), Y2
	VMOVUPS 96(SI), Y3

sloop:
	MOVLQSX (BX), AX
	IMULQ R8, AX
	VBROADCASTSS (DX), Y4
	VMULPS Y0, Y4, Y5
	VADDPS 0(DI)(AX*1), Y5, Y5
	VMOVUPS Y5, 0(DI)(AX*1)
	VMULPS Y1, Y4, Y6
	VADDPS 32(DI)(AX*1), Y6, Y6
	VMOVUPS Y6, 32(DI)(AX*1)
	VMULPS Y2, Y4, Y7
	VADDPS 64(DI)(AX*1), Y7, Y7
	VMOVUPS Y7, 64(DI)(AX*1)
	VMULPS Y3, Y4, Y8
	VADDPS 96(DI)(AX*1), Y8, Y8
	VMOVUPS Y8, 96(DI)(AX*1)
	ADDQ $4, BX
	ADDQ $4, DX
	DECQ CX
	JNZ sloop
	VZEROUPPER

sdone:
	RET

// The constants of tanh32 (policies/tanh.go), as float32 vectors of 8.
DATA tclamp<>+0(SB)/4, $0x40fcf84f
DATA tclamp<>+4(SB)/4, $0x40fcf84f
DATA tclamp<>+8(SB)/4, $0x40fcf84f
DATA tclamp<>+12(SB)/4, $0x40fcf84f
DATA tclamp<>+16(SB)/4, $0x40fcf84f
DATA tclamp<>+20(SB)/4, $0x40fcf84f
DATA tclamp<>+24(SB)/4, $0x40fcf84f
DATA tclamp<>+28(SB)/4, $0x40fcf84f
GLOBL tclamp<>(SB), RODATA|NOPTR, $32

DATA tnclamp<>+0(SB)/4, $0xc0fcf84f
DATA tnclamp<>+4(SB)/4, $0xc0fcf84f
DATA tnclamp<>+8(SB)/4, $0xc0fcf84f
DATA tnclamp<>+12(SB)/4, $0xc0fcf84f
DATA tnclamp<>+16(SB)/4, $0xc0fcf84f
DATA tnclamp<>+20(SB)/4, $0xc0fcf84f
DATA tnclamp<>+24(SB)/4, $0xc0fcf84f
DATA tnclamp<>+28(SB)/4, $0xc0fcf84f
GLOBL tnclamp<>(SB), RODATA|NOPTR, $32

DATA ttiny<>+0(SB)/4, $0x39d1b717
DATA ttiny<>+4(SB)/4, $0x39d1b717
DATA ttiny<>+8(SB)/4, $0x39d1b717
DATA ttiny<>+12(SB)/4, $0x39d1b717
DATA ttiny<>+16(SB)/4, $0x39d1b717
DATA ttiny<>+20(SB)/4, $0x39d1b717
DATA ttiny<>+24(SB)/4, $0x39d1b717
DATA ttiny<>+28(SB)/4, $0x39d1b717
GLOBL ttiny<>(SB), RODATA|NOPTR, $32

DATA ta13<>+0(SB)/4, $0xa59f25c0
DATA ta13<>+4(SB)/4, $0xa59f25c0
DATA ta13<>+8(SB)/4, $0xa59f25c0
DATA ta13<>+12(SB)/4, $0xa59f25c0
DATA ta13<>+16(SB)/4, $0xa59f25c0
DATA ta13<>+20(SB)/4, $0xa59f25c0
DATA ta13<>+24(SB)/4, $0xa59f25c0
DATA ta13<>+28(SB)/4, $0xa59f25c0
GLOBL ta13<>(SB), RODATA|NOPTR, $32

DATA ta11<>+0(SB)/4, $0x2a61337e
DATA ta11<>+4(SB)/4, $0x2a61337e
DATA ta11<>+8(SB)/4, $0x2a61337e
DATA ta11<>+12(SB)/4, $0x2a61337e
DATA ta11<>+16(SB)/4, $0x2a61337e
DATA ta11<>+20(SB)/4, $0x2a61337e
DATA ta11<>+24(SB)/4, $0x2a61337e
DATA ta11<>+28(SB)/4, $0x2a61337e
GLOBL ta11<>(SB), RODATA|NOPTR, $32

DATA ta9<>+0(SB)/4, $0xaebd37ff
DATA ta9<>+4(SB)/4, $0xaebd37ff
DATA ta9<>+8(SB)/4, $0xaebd37ff
DATA ta9<>+12(SB)/4, $0xaebd37ff
DATA ta9<>+16(SB)/4, $0xaebd37ff
DATA ta9<>+20(SB)/4, $0xaebd37ff
DATA ta9<>+24(SB)/4, $0xaebd37ff
DATA ta9<>+28(SB)/4, $0xaebd37ff
GLOBL ta9<>(SB), RODATA|NOPTR, $32

DATA ta7<>+0(SB)/4, $0x335c0041
DATA ta7<>+4(SB)/4, $0x335c0041
DATA ta7<>+8(SB)/4, $0x335c0041
DATA ta7<>+12(SB)/4, $0x335c0041
DATA ta7<>+16(SB)/4, $0x335c0041
DATA ta7<>+20(SB)/4, $0x335c0041
DATA ta7<>+24(SB)/4, $0x335c0041
DATA ta7<>+28(SB)/4, $0x335c0041
GLOBL ta7<>(SB), RODATA|NOPTR, $32

DATA ta5<>+0(SB)/4, $0x3779434a
DATA ta5<>+4(SB)/4, $0x3779434a
DATA ta5<>+8(SB)/4, $0x3779434a
DATA ta5<>+12(SB)/4, $0x3779434a
DATA ta5<>+16(SB)/4, $0x3779434a
DATA ta5<>+20(SB)/4, $0x3779434a
DATA ta5<>+24(SB)/4, $0x3779434a
DATA ta5<>+28(SB)/4, $0x3779434a
GLOBL ta5<>(SB), RODATA|NOPTR, $32

DATA ta3<>+0(SB)/4, $0x3a270ded
DATA ta3<>+4(SB)/4, $0x3a270ded
DATA ta3<>+8(SB)/4, $0x3a270ded
DATA ta3<>+12(SB)/4, $0x3a270ded
DATA ta3<>+16(SB)/4, $0x3a270ded
DATA ta3<>+20(SB)/4, $0x3a270ded
DATA ta3<>+24(SB)/4, $0x3a270ded
DATA ta3<>+28(SB)/4, $0x3a270ded
GLOBL ta3<>(SB), RODATA|NOPTR, $32

DATA ta1<>+0(SB)/4, $0x3ba059dc
DATA ta1<>+4(SB)/4, $0x3ba059dc
DATA ta1<>+8(SB)/4, $0x3ba059dc
DATA ta1<>+12(SB)/4, $0x3ba059dc
DATA ta1<>+16(SB)/4, $0x3ba059dc
DATA ta1<>+20(SB)/4, $0x3ba059dc
DATA ta1<>+24(SB)/4, $0x3ba059dc
DATA ta1<>+28(SB)/4, $0x3ba059dc
GLOBL ta1<>(SB), RODATA|NOPTR, $32

DATA tb6<>+0(SB)/4, $0x35a0d3d8
DATA tb6<>+4(SB)/4, $0x35a0d3d8
DATA tb6<>+8(SB)/4, $0x35a0d3d8
DATA tb6<>+12(SB)/4, $0x35a0d3d8
DATA tb6<>+16(SB)/4, $0x35a0d3d8
DATA tb6<>+20(SB)/4, $0x35a0d3d8
DATA tb6<>+24(SB)/4, $0x35a0d3d8
DATA tb6<>+28(SB)/4, $0x35a0d3d8
GLOBL tb6<>(SB), RODATA|NOPTR, $32

DATA tb4<>+0(SB)/4, $0x38f895d6
DATA tb4<>+4(SB)/4, $0x38f895d6
DATA tb4<>+8(SB)/4, $0x38f895d6
DATA tb4<>+12(SB)/4, $0x38f895d6
DATA tb4<>+16(SB)/4, $0x38f895d6
DATA tb4<>+20(SB)/4, $0x38f895d6
DATA tb4<>+24(SB)/4, $0x38f895d6
DATA tb4<>+28(SB)/4, $0x38f895d6
GLOBL tb4<>(SB), RODATA|NOPTR, $32

DATA tb2<>+0(SB)/4, $0x3b14aa05
DATA tb2<>+4(SB)/4, $0x3b14aa05
DATA tb2<>+8(SB)/4, $0x3b14aa05
DATA tb2<>+12(SB)/4, $0x3b14aa05
DATA tb2<>+16(SB)/4, $0x3b14aa05
DATA tb2<>+20(SB)/4, $0x3b14aa05
DATA tb2<>+24(SB)/4, $0x3b14aa05
DATA tb2<>+28(SB)/4, $0x3b14aa05
GLOBL tb2<>(SB), RODATA|NOPTR, $32

DATA tb0<>+0(SB)/4, $0x3ba059dd
DATA tb0<>+4(SB)/4, $0x3ba059dd
DATA tb0<>+8(SB)/4, $0x3ba059dd
DATA tb0<>+12(SB)/4, $0x3ba059dd
DATA tb0<>+16(SB)/4, $0x3ba059dd
DATA tb0<>+20(SB)/4, $0x3ba059dd
DATA tb0<>+24(SB)/4, $0x3ba059dd
DATA tb0<>+28(SB)/4, $0x3ba059dd
GLOBL tb0<>(SB), RODATA|NOPTR, $32

DATA tabs<>+0(SB)/4, $0x7fffffff
DATA tabs<>+4(SB)/4, $0x7fffffff
DATA tabs<>+8(SB)/4, $0x7fffffff
DATA tabs<>+12(SB)/4, $0x7fffffff
DATA tabs<>+16(SB)/4, $0x7fffffff
DATA tabs<>+20(SB)/4, $0x7fffffff
DATA tabs<>+24(SB)/4, $0x7fffffff
DATA tabs<>+28(SB)/4, $0x7fffffff
GLOBL tabs<>(SB), RODATA|NOPTR, $32

// func tanh8(x *float32, n int)
// x[0:n] = tanh32(x[0:n]) in place, n a multiple of 8: the same float32
// operations in the same order as the Go function, 8 at a time.
TEXT ·tanh8(SB), NOSPLIT, $0-16
	MOVQ x+0(FP), DI
	MOVQ n+8(FP), CX
	SHRQ $3, CX
	TESTQ CX, CX
	JEQ tdone

tloop:
	VMOVUPS (DI), Y0
	VANDPS tabs<>(SB), Y0, Y1
	VCMPPS $1, ttiny<>(SB), Y1, Y2
	VMAXPS tnclamp<>(SB), Y0, Y3
	VMINPS tclamp<>(SB), Y3, Y3
	VMULPS Y3, Y3, Y4
	VMULPS ta13<>(SB), Y4, Y5
	VADDPS ta11<>(SB), Y5, Y5
	VMULPS Y5, Y4, Y5
	VADDPS ta9<>(SB), Y5, Y5
	VMULPS Y5, Y4, Y5
	VADDPS ta7<>(SB), Y5, Y5
	VMULPS Y5, Y4, Y5
	VADDPS ta5<>(SB), Y5, Y5
	VMULPS Y5, Y4, Y5
	VADDPS ta3<>(SB), Y5, Y5
	VMULPS Y5, Y4, Y5
	VADDPS ta1<>(SB), Y5, Y5
	VMULPS Y5, Y3, Y5
	VMULPS tb6<>(SB), Y4, Y6
	VADDPS tb4<>(SB), Y6, Y6
	VMULPS Y6, Y4, Y6
	VADDPS tb2<>(SB), Y6, Y6
	VMULPS Y6, Y4, Y6
	VADDPS tb0<>(SB), Y6, Y6
	VDIVPS Y6, Y5, Y5
	VBLENDVPS Y2, Y0, Y5, Y5
	VMOVUPS Y5, (DI)
	ADDQ $32, DI
	DECQ CX
	JNZ tloop
	VZEROUPPER

tdone:
	RET
