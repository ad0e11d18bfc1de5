	.att_syntax
	.file	"in_linked"
	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	5, 0x0
	.type	.LCPI0_0,@object
.LCPI0_0:
	.quad	4
	.quad	5
	.quad	6
	.quad	7
	.size	.LCPI0_0, 32
	.type	.LCPI0_1,@object
.LCPI0_1:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.size	.LCPI0_1, 32
	.section	".text.forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32","ax",@progbits
	.prefalign	4, .Lfunc_end0, nop
	.type	forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32,@function
forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32:
.Lfunc_begin0:
	.file	1 "-"
	.loc	1 1 0
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
.Ltmp0:
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.loc	1 3 64 prologue_end
	movq	32(%rsi), %rsi
	movq	(%rsi), %rax
	.loc	1 3 24 is_stmt 0
	movq	8(%rsi), %rcx
	movq	16(%rsi), %rsi
	movl	(%rdx), %edx
	shlq	$6, %rdx
	.loc	1 63 12 is_stmt 1
	vmovdqa	.LCPI0_0(%rip), %ymm0
	vmovdqa	.LCPI0_1(%rip), %ymm1
	xorl	%edi, %edi
	.loc	1 0 12 is_stmt 0
.Ltmp1:
	.p2align	4
.LBB0_1:
	movslq	(%rcx,%rdi,4), %r8
	shlq	$9, %r8
	vmovq	%r8, %xmm2
	vpbroadcastq	%xmm2, %ymm2
	movq	$-8, %r8
	movq	%rdx, %r9
	.p2align	4
.LBB0_2:
	vmovq	%r9, %xmm3
	vpbroadcastq	%xmm3, %ymm3
	.loc	1 63 12 is_stmt 1
	vpor	%ymm1, %ymm3, %ymm4
	vpor	%ymm0, %ymm3, %ymm3
	.loc	1 64 10
	vpaddq	%ymm2, %ymm3, %ymm3
	vpaddq	%ymm2, %ymm4, %ymm4
	vmovq	%xmm4, %r10
	vpextrq	$1, %xmm4, %r11
	vextracti128	$1, %ymm4, %xmm4
	vpextrq	$1, %xmm4, %rbx
	vpextrq	$1, %xmm3, %r14
	vmovq	%xmm4, %r15
	vextracti128	$1, %ymm3, %xmm4
	vpextrq	$1, %xmm4, %r12
	vmovq	%xmm3, %r13
	vmovss	(%rax,%r10,4), %xmm3
	vinsertps	$16, (%rax,%r11,4), %xmm3, %xmm3
	vinsertps	$32, (%rax,%r15,4), %xmm3, %xmm3
	vinsertps	$48, (%rax,%rbx,4), %xmm3, %xmm3
	vmovq	%xmm4, %r10
	vmovss	(%rax,%r13,4), %xmm4
	vinsertps	$16, (%rax,%r14,4), %xmm4, %xmm4
	vinsertps	$32, (%rax,%r10,4), %xmm4, %xmm4
	vinsertps	$48, (%rax,%r12,4), %xmm4, %xmm4
	vmovaps	%xmm4, 16(%rsi,%r9,4)
	vmovaps	%xmm3, (%rsi,%r9,4)
	addq	$8, %r9
	addq	$8, %r8
	cmpq	$56, %r8
	jb	.LBB0_2
.Ltmp2:
	.loc	1 0 10 is_stmt 0
	incq	%rdi
	addq	$2048, %rsi
	cmpq	$64, %rdi
	jne	.LBB0_1
	xorl	%eax, %eax
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end0:
	.size	forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32, .Lfunc_end0-forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI1_0,@object
.LCPI1_0:
	.long	0x3b000000
	.size	.LCPI1_0, 4
	.type	.LCPI1_1,@object
.LCPI1_1:
	.long	0x3727c5ac
	.size	.LCPI1_1, 4
	.type	.LCPI1_2,@object
.LCPI1_2:
	.long	0x3f800000
	.size	.LCPI1_2, 4
	.section	".text.forward_bs1$async_dispatch_1_reduction_64x512_f32_pack","ax",@progbits
	.prefalign	4, .Lfunc_end1, nop
	.type	forward_bs1$async_dispatch_1_reduction_64x512_f32_pack,@function
forward_bs1$async_dispatch_1_reduction_64x512_f32_pack:
.Lfunc_begin1:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	movq	24(%rsi), %rax
	movq	32(%rsi), %rsi
	movl	(%rax), %edi
	movl	4(%rax), %eax
	movq	(%rsi), %r8
.Ltmp3:
	.loc	1 3 145 prologue_end
	movq	8(%rsi), %rcx
	addq	16(%rsi), %rax
	movl	(%rdx), %esi
	shlq	$14, %rsi
	addq	%rsi, %rdi
	leaq	(%r8,%rdi), %rdx
	addq	$14336, %rdx
	vxorps	%xmm2, %xmm2, %xmm2
	movq	$-8, %rdi
	.loc	1 0 145 is_stmt 0
.Ltmp4:
	.p2align	4
.LBB1_1:
	vmovaps	-14304(%rdx,%rdi,4), %ymm7
	vmovaps	-12256(%rdx,%rdi,4), %ymm8
	vmovaps	-10208(%rdx,%rdi,4), %ymm6
	vmovaps	-8160(%rdx,%rdi,4), %ymm5
	vmovaps	-6112(%rdx,%rdi,4), %ymm4
	vmovaps	-4064(%rdx,%rdi,4), %ymm3
	vmovaps	-2016(%rdx,%rdi,4), %ymm1
	vmovaps	32(%rdx,%rdi,4), %ymm0
	.loc	1 71 10 is_stmt 1
	vmulps	%ymm7, %ymm7, %ymm7
	vaddss	%xmm7, %xmm2, %xmm9
	vmovshdup	%xmm7, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vshufpd	$1, %xmm7, %xmm7, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vshufps	$255, %xmm7, %xmm7, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vextractf128	$1, %ymm7, %xmm7
	vaddss	%xmm7, %xmm9, %xmm9
	vmovshdup	%xmm7, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vshufpd	$1, %xmm7, %xmm7, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vshufps	$255, %xmm7, %xmm7, %xmm7
	vaddss	%xmm7, %xmm9, %xmm7
	vmovshdup	%xmm2, %xmm9
	vmulps	%ymm8, %ymm8, %ymm8
	vaddss	%xmm8, %xmm9, %xmm9
	vmovshdup	%xmm8, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vshufpd	$1, %xmm8, %xmm8, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vshufps	$255, %xmm8, %xmm8, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vextractf128	$1, %ymm8, %xmm8
	vaddss	%xmm8, %xmm9, %xmm9
	vmovshdup	%xmm8, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vshufpd	$1, %xmm8, %xmm8, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vshufps	$255, %xmm8, %xmm8, %xmm8
	vaddss	%xmm8, %xmm9, %xmm8
	vinsertps	$16, %xmm8, %xmm7, %xmm7
	vshufpd	$1, %xmm2, %xmm2, %xmm8
	vmulps	%ymm6, %ymm6, %ymm6
	vaddss	%xmm6, %xmm8, %xmm8
	vmovshdup	%xmm6, %xmm9
	vaddss	%xmm9, %xmm8, %xmm8
	vshufpd	$1, %xmm6, %xmm6, %xmm9
	vaddss	%xmm9, %xmm8, %xmm8
	vshufps	$255, %xmm6, %xmm6, %xmm9
	vaddss	%xmm9, %xmm8, %xmm8
	vextractf128	$1, %ymm6, %xmm6
	vaddss	%xmm6, %xmm8, %xmm8
	vmovshdup	%xmm6, %xmm9
	vaddss	%xmm9, %xmm8, %xmm8
	vshufpd	$1, %xmm6, %xmm6, %xmm9
	vaddss	%xmm9, %xmm8, %xmm8
	vshufps	$255, %xmm6, %xmm6, %xmm6
	vaddss	%xmm6, %xmm8, %xmm6
	vinsertps	$32, %xmm6, %xmm7, %xmm6
	vshufps	$255, %xmm2, %xmm2, %xmm7
	vmulps	%ymm5, %ymm5, %ymm5
	vaddss	%xmm5, %xmm7, %xmm7
	vmovshdup	%xmm5, %xmm8
	vaddss	%xmm7, %xmm8, %xmm7
	vshufpd	$1, %xmm5, %xmm5, %xmm8
	vaddss	%xmm7, %xmm8, %xmm7
	vshufps	$255, %xmm5, %xmm5, %xmm8
	vaddss	%xmm7, %xmm8, %xmm7
	vextractf128	$1, %ymm5, %xmm5
	vaddss	%xmm5, %xmm7, %xmm7
	vmovshdup	%xmm5, %xmm8
	vaddss	%xmm7, %xmm8, %xmm7
	vshufpd	$1, %xmm5, %xmm5, %xmm8
	vaddss	%xmm7, %xmm8, %xmm7
	vshufps	$255, %xmm5, %xmm5, %xmm5
	vaddss	%xmm5, %xmm7, %xmm5
	vinsertps	$48, %xmm5, %xmm6, %xmm5
	vextractf128	$1, %ymm2, %xmm2
	vmulps	%ymm4, %ymm4, %ymm4
	vaddss	%xmm4, %xmm2, %xmm6
	vmovshdup	%xmm4, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vshufpd	$1, %xmm4, %xmm4, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vshufps	$255, %xmm4, %xmm4, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vextractf128	$1, %ymm4, %xmm4
	vaddss	%xmm4, %xmm6, %xmm6
	vmovshdup	%xmm4, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vshufpd	$1, %xmm4, %xmm4, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vshufps	$255, %xmm4, %xmm4, %xmm4
	vaddss	%xmm4, %xmm6, %xmm4
	vmovshdup	%xmm2, %xmm6
	vmulps	%ymm3, %ymm3, %ymm3
	vaddss	%xmm3, %xmm6, %xmm6
	vmovshdup	%xmm3, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vshufpd	$1, %xmm3, %xmm3, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vshufps	$255, %xmm3, %xmm3, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vextractf128	$1, %ymm3, %xmm3
	vaddss	%xmm3, %xmm6, %xmm6
	vmovshdup	%xmm3, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vshufpd	$1, %xmm3, %xmm3, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vshufps	$255, %xmm3, %xmm3, %xmm3
	vaddss	%xmm3, %xmm6, %xmm3
	vinsertps	$16, %xmm3, %xmm4, %xmm3
	vshufpd	$1, %xmm2, %xmm2, %xmm4
	vmulps	%ymm1, %ymm1, %ymm1
	vaddss	%xmm1, %xmm4, %xmm4
	vmovshdup	%xmm1, %xmm6
	vaddss	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm1, %xmm1, %xmm6
	vaddss	%xmm6, %xmm4, %xmm4
	vshufps	$255, %xmm1, %xmm1, %xmm6
	vaddss	%xmm6, %xmm4, %xmm4
	vextractf128	$1, %ymm1, %xmm1
	vaddss	%xmm1, %xmm4, %xmm4
	vmovshdup	%xmm1, %xmm6
	vaddss	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm1, %xmm1, %xmm6
	vaddss	%xmm6, %xmm4, %xmm4
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm1, %xmm4, %xmm1
	vinsertps	$32, %xmm1, %xmm3, %xmm1
	vshufps	$255, %xmm2, %xmm2, %xmm2
	vmulps	%ymm0, %ymm0, %ymm0
	vaddss	%xmm0, %xmm2, %xmm2
	vmovshdup	%xmm0, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vshufpd	$1, %xmm0, %xmm0, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vshufps	$255, %xmm0, %xmm0, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vextractf128	$1, %ymm0, %xmm0
	vaddss	%xmm0, %xmm2, %xmm2
	vmovshdup	%xmm0, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vshufpd	$1, %xmm0, %xmm0, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vaddss	%xmm0, %xmm2, %xmm0
	vinsertps	$48, %xmm0, %xmm1, %xmm0
	vinsertf128	$1, %xmm0, %ymm5, %ymm2
	addq	$8, %rdi
	cmpq	$504, %rdi
	jb	.LBB1_1
	.loc	1 76 10
	vbroadcastss	.LCPI1_0(%rip), %ymm0
	vmulps	%ymm0, %ymm2, %ymm0
	.loc	1 77 11
	vbroadcastss	.LCPI1_1(%rip), %ymm1
	vaddps	%ymm1, %ymm0, %ymm0
	.loc	1 78 11
	vsqrtps	%ymm0, %ymm0
	vbroadcastss	.LCPI1_2(%rip), %ymm1
	vdivps	%ymm0, %ymm1, %ymm0
	addq	%rsi, %rax
	xorl	%esi, %esi
	.loc	1 0 11 is_stmt 0
.Ltmp5:
	.p2align	4
.LBB1_3:
	.loc	1 79 10 is_stmt 1
	vmovss	-6144(%rdx,%rsi), %xmm1
	vinsertps	$16, -4096(%rdx,%rsi), %xmm1, %xmm1
	vinsertps	$32, -2048(%rdx,%rsi), %xmm1, %xmm1
	vinsertps	$48, (%rdx,%rsi), %xmm1, %xmm1
	vmovss	-14336(%rdx,%rsi), %xmm2
	vinsertps	$16, -12288(%rdx,%rsi), %xmm2, %xmm2
	vinsertps	$32, -10240(%rdx,%rsi), %xmm2, %xmm2
	vinsertps	$48, -8192(%rdx,%rsi), %xmm2, %xmm2
	vinsertf128	$1, %xmm1, %ymm2, %ymm1
	vmulps	%ymm1, %ymm0, %ymm1
	.loc	1 80 10
	vbroadcastss	(%rcx,%rsi), %ymm2
	vmulps	%ymm1, %ymm2, %ymm1
	vmovaps	%ymm1, (%rax,%rsi,8)
	addq	$4, %rsi
	cmpq	$2048, %rsi
	jne	.LBB1_3
.Ltmp6:
	.loc	1 0 10 is_stmt 0
	xorl	%eax, %eax
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end1:
	.size	forward_bs1$async_dispatch_1_reduction_64x512_f32_pack, .Lfunc_end1-forward_bs1$async_dispatch_1_reduction_64x512_f32_pack
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_2_pack_f32","ax",@progbits
	.prefalign	4, .Lfunc_end2, nop
	.type	forward_bs1$async_dispatch_2_pack_f32,@function
forward_bs1$async_dispatch_2_pack_f32:
.Lfunc_begin2:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	.loc	1 1 0 prologue_end
	movq	24(%rsi), %rax
	movq	32(%rsi), %rsi
	movl	(%rax), %edi
	movl	(%rdx), %eax
	movl	%eax, %edx
	shrl	$3, %edx
	movq	%rdx, %r8
	shlq	$10, %r8
	shlq	$19, %rdx
	andl	$7, %eax
	movl	%eax, %ecx
	shll	$11, %ecx
	orq	%rdx, %rcx
	addq	%rdi, %rcx
	addq	8(%rsi), %rcx
	shll	$17, %eax
	addq	%r8, %rax
	addq	(%rsi), %rax
	xorl	%edx, %edx
	.loc	1 0 0 is_stmt 0
.Ltmp7:
	.p2align	4
.LBB2_1:
	movq	%rax, %rsi
	xorl	%edi, %edi
	.p2align	4
.LBB2_2:
	vmovaps	(%rsi), %ymm0
	vmovaps	%ymm0, (%rcx,%rdi)
	addq	$32, %rdi
	addq	$2048, %rsi
	cmpq	$2048, %rdi
	jne	.LBB2_2
	incq	%rdx
	addq	$16384, %rcx
	addq	$32, %rax
	cmpq	$32, %rdx
	jne	.LBB2_1
	xorl	%eax, %eax
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end2:
	.size	forward_bs1$async_dispatch_2_pack_f32, .Lfunc_end2-forward_bs1$async_dispatch_2_pack_f32
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32","ax",@progbits
	.prefalign	4, .Lfunc_end3, nop
	.type	forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32,@function
forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32:
.Lfunc_begin3:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.loc	1 1 0 prologue_end
	movq	24(%rsi), %rcx
	movq	32(%rsi), %rdi
	movl	(%rcx), %eax
	movl	4(%rcx), %r9d
	movl	8(%rcx), %ecx
	movq	(%rdi), %rsi
	movq	8(%rdi), %rdi
	movl	(%rdx), %edx
	movl	%eax, %r8d
	shrl	$2, %r8d
	andl	$-4, %r9d
	movq	%rdx, %r10
	shlq	$9, %r10
	shrl	$2, %ecx
	addq	%r10, %rcx
	shlq	$17, %rdx
	addq	%rsi, %rdx
	addq	%r9, %rdx
	andl	$-4, %eax
	addq	%rsi, %rax
	xorl	%r9d, %r9d
	.loc	1 0 0 is_stmt 0
.Ltmp8:
	.p2align	4
.LBB3_1:
	movq	%r9, %r10
	shlq	$12, %r10
	leaq	(%rcx,%r10), %r11
	addq	%r8, %r10
	leaq	(%rsi,%r10,4), %r10
	leaq	(%rdi,%r11,4), %r11
	movq	%rdx, %rbx
	xorl	%r14d, %r14d
	.p2align	4
.LBB3_2:
	movq	%r14, %r12
	shlq	$14, %r12
	movq	%r14, %r13
	shlq	$8, %r13
	leaq	(%r11,%r13), %r15
	prefetcht2	(%r11,%r13)
	prefetcht0	(%r10)
	prefetcht0	(%rdx,%r12)
	xorl	%r12d, %r12d
	vxorps	%xmm0, %xmm0, %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vxorps	%xmm3, %xmm3, %xmm3
	vxorps	%xmm4, %xmm4, %xmm4
	vxorps	%xmm5, %xmm5, %xmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vxorps	%xmm7, %xmm7, %xmm7
	.p2align	4
.LBB3_3:
	vmovups	(%rbx,%r12), %ymm8
	vbroadcastss	(%rax,%r12), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm7
	vbroadcastss	4(%rax,%r12), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm6
	vbroadcastss	8(%rax,%r12), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm5
	vbroadcastss	12(%rax,%r12), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm4
	vbroadcastss	16(%rax,%r12), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm3
	vbroadcastss	20(%rax,%r12), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm2
	vbroadcastss	24(%rax,%r12), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm1
	vbroadcastss	28(%rax,%r12), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm0
	addq	$32, %r12
	cmpq	$16384, %r12
	jne	.LBB3_3
	vmovups	%ymm7, (%r15)
	vmovups	%ymm6, 32(%r15)
	vmovups	%ymm5, 64(%r15)
	vmovups	%ymm4, 96(%r15)
	vmovups	%ymm3, 128(%r15)
	vmovups	%ymm2, 160(%r15)
	vmovups	%ymm1, 192(%r15)
	vmovups	%ymm0, 224(%r15)
	incq	%r14
	addq	$16384, %rbx
	cmpq	$8, %r14
	jne	.LBB3_2
	incq	%r9
	addq	$16384, %rax
	cmpq	$8, %r9
	jne	.LBB3_1
	xorl	%eax, %eax
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end3:
	.size	forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32, .Lfunc_end3-forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_4_unpack_f32","ax",@progbits
	.prefalign	4, .Lfunc_end4, nop
	.type	forward_bs1$async_dispatch_4_unpack_f32,@function
forward_bs1$async_dispatch_4_unpack_f32:
.Lfunc_begin4:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	.loc	1 1 0 prologue_end
	movq	24(%rsi), %rax
	movq	32(%rsi), %rcx
	movl	(%rax), %esi
	movl	4(%rax), %eax
	movq	(%rcx), %rdi
	addq	8(%rcx), %rax
	movl	(%rdx), %ecx
	shlq	$14, %rcx
	addq	%rcx, %rax
	addq	$14336, %rax
	addq	%rsi, %rcx
	addq	%rdi, %rcx
	addq	$224, %rcx
	xorl	%edx, %edx
	.loc	1 0 0 is_stmt 0
.Ltmp9:
	.p2align	4
.LBB4_1:
	movq	$-8, %rsi
	movq	%rcx, %rdi
	.p2align	4
.LBB4_2:
	vmovaps	-224(%rdi), %ymm0
	vmovaps	-192(%rdi), %ymm1
	vmovaps	-160(%rdi), %ymm2
	vmovaps	-128(%rdi), %ymm3
	vmovaps	-96(%rdi), %ymm4
	vmovaps	-64(%rdi), %ymm5
	vmovaps	-32(%rdi), %ymm6
	vmovaps	(%rdi), %ymm7
	vmovaps	%ymm0, -14304(%rax,%rsi,4)
	vmovaps	%ymm1, -12256(%rax,%rsi,4)
	vmovaps	%ymm2, -10208(%rax,%rsi,4)
	vmovaps	%ymm3, -8160(%rax,%rsi,4)
	vmovaps	%ymm4, -6112(%rax,%rsi,4)
	vmovaps	%ymm5, -4064(%rax,%rsi,4)
	vmovaps	%ymm6, -2016(%rax,%rsi,4)
	vmovaps	%ymm7, 32(%rax,%rsi,4)
	addq	$8, %rsi
	addq	$256, %rdi
	cmpq	$56, %rsi
	jb	.LBB4_2
	incq	%rdx
	addq	$256, %rax
	addq	$2048, %rcx
	cmpq	$8, %rdx
	jne	.LBB4_1
	xorl	%eax, %eax
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end4:
	.size	forward_bs1$async_dispatch_4_unpack_f32, .Lfunc_end4-forward_bs1$async_dispatch_4_unpack_f32
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_10_unpack_f32","ax",@progbits
	.prefalign	4, .Lfunc_end5, nop
	.type	forward_bs1$async_dispatch_10_unpack_f32,@function
forward_bs1$async_dispatch_10_unpack_f32:
.Lfunc_begin5:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	.loc	1 1 0 prologue_end
	movq	24(%rsi), %rax
	movq	32(%rsi), %rcx
	movl	(%rax), %esi
	movl	4(%rax), %eax
	movq	(%rcx), %rdi
	movq	8(%rcx), %rcx
	movl	(%rdx), %edx
	movq	%rdx, %r8
	shlq	$14, %r8
	addq	%rax, %r8
	leaq	(%rcx,%r8), %rax
	addq	$1792, %rax
	shlq	$11, %rdx
	addq	%rsi, %rdx
	leaq	(%rdi,%rdx), %rcx
	addq	$224, %rcx
	xorl	%edx, %edx
	.loc	1 0 0 is_stmt 0
.Ltmp10:
	.p2align	4
.LBB5_1:
	movq	$-8, %rsi
	movq	%rcx, %rdi
	.p2align	4
.LBB5_2:
	vmovaps	-224(%rdi), %ymm0
	vmovaps	-192(%rdi), %ymm1
	vmovaps	-160(%rdi), %ymm2
	vmovaps	-128(%rdi), %ymm3
	vmovaps	-96(%rdi), %ymm4
	vmovaps	-64(%rdi), %ymm5
	vmovaps	-32(%rdi), %ymm6
	vmovaps	(%rdi), %ymm7
	vmovaps	%ymm0, -1760(%rax,%rsi,4)
	vmovaps	%ymm1, -1504(%rax,%rsi,4)
	vmovaps	%ymm2, -1248(%rax,%rsi,4)
	vmovaps	%ymm3, -992(%rax,%rsi,4)
	vmovaps	%ymm4, -736(%rax,%rsi,4)
	vmovaps	%ymm5, -480(%rax,%rsi,4)
	vmovaps	%ymm6, -224(%rax,%rsi,4)
	vmovaps	%ymm7, 32(%rax,%rsi,4)
	addq	$8, %rsi
	addq	$256, %rdi
	cmpq	$56, %rsi
	jb	.LBB5_2
	addq	$2048, %rax
	addq	$16384, %rcx
	cmpq	$56, %rdx
	leaq	8(%rdx), %rdx
	jb	.LBB5_1
	xorl	%eax, %eax
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end5:
	.size	forward_bs1$async_dispatch_10_unpack_f32, .Lfunc_end5-forward_bs1$async_dispatch_10_unpack_f32
	.cfi_endproc

	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	5, 0x0
	.type	.LCPI6_0,@object
.LCPI6_0:
	.quad	60
	.quad	60
	.quad	62
	.quad	62
	.size	.LCPI6_0, 32
	.type	.LCPI6_1,@object
.LCPI6_1:
	.quad	56
	.quad	56
	.quad	58
	.quad	58
	.size	.LCPI6_1, 32
	.type	.LCPI6_2,@object
.LCPI6_2:
	.quad	52
	.quad	52
	.quad	54
	.quad	54
	.size	.LCPI6_2, 32
	.type	.LCPI6_3,@object
.LCPI6_3:
	.quad	48
	.quad	48
	.quad	50
	.quad	50
	.size	.LCPI6_3, 32
	.type	.LCPI6_4,@object
.LCPI6_4:
	.quad	44
	.quad	44
	.quad	46
	.quad	46
	.size	.LCPI6_4, 32
	.type	.LCPI6_5,@object
.LCPI6_5:
	.quad	40
	.quad	40
	.quad	42
	.quad	42
	.size	.LCPI6_5, 32
	.type	.LCPI6_6,@object
.LCPI6_6:
	.quad	36
	.quad	36
	.quad	38
	.quad	38
	.size	.LCPI6_6, 32
	.type	.LCPI6_7,@object
.LCPI6_7:
	.quad	32
	.quad	32
	.quad	34
	.quad	34
	.size	.LCPI6_7, 32
	.type	.LCPI6_8,@object
.LCPI6_8:
	.quad	28
	.quad	28
	.quad	30
	.quad	30
	.size	.LCPI6_8, 32
	.type	.LCPI6_9,@object
.LCPI6_9:
	.quad	24
	.quad	24
	.quad	26
	.quad	26
	.size	.LCPI6_9, 32
	.type	.LCPI6_10,@object
.LCPI6_10:
	.quad	20
	.quad	20
	.quad	22
	.quad	22
	.size	.LCPI6_10, 32
	.type	.LCPI6_11,@object
.LCPI6_11:
	.quad	16
	.quad	16
	.quad	18
	.quad	18
	.size	.LCPI6_11, 32
	.type	.LCPI6_12,@object
.LCPI6_12:
	.quad	12
	.quad	12
	.quad	14
	.quad	14
	.size	.LCPI6_12, 32
	.type	.LCPI6_13,@object
.LCPI6_13:
	.quad	8
	.quad	8
	.quad	10
	.quad	10
	.size	.LCPI6_13, 32
	.type	.LCPI6_14,@object
.LCPI6_14:
	.quad	4
	.quad	4
	.quad	6
	.quad	6
	.size	.LCPI6_14, 32
	.type	.LCPI6_15,@object
.LCPI6_15:
	.quad	0
	.quad	0
	.quad	2
	.quad	2
	.size	.LCPI6_15, 32
	.type	.LCPI6_17,@object
.LCPI6_17:
	.quad	61
	.quad	61
	.quad	63
	.quad	63
	.size	.LCPI6_17, 32
	.type	.LCPI6_18,@object
.LCPI6_18:
	.quad	57
	.quad	57
	.quad	59
	.quad	59
	.size	.LCPI6_18, 32
	.type	.LCPI6_19,@object
.LCPI6_19:
	.quad	53
	.quad	53
	.quad	55
	.quad	55
	.size	.LCPI6_19, 32
	.type	.LCPI6_20,@object
.LCPI6_20:
	.quad	49
	.quad	49
	.quad	51
	.quad	51
	.size	.LCPI6_20, 32
	.type	.LCPI6_21,@object
.LCPI6_21:
	.quad	45
	.quad	45
	.quad	47
	.quad	47
	.size	.LCPI6_21, 32
	.type	.LCPI6_22,@object
.LCPI6_22:
	.quad	41
	.quad	41
	.quad	43
	.quad	43
	.size	.LCPI6_22, 32
	.type	.LCPI6_23,@object
.LCPI6_23:
	.quad	37
	.quad	37
	.quad	39
	.quad	39
	.size	.LCPI6_23, 32
	.type	.LCPI6_24,@object
.LCPI6_24:
	.quad	33
	.quad	33
	.quad	35
	.quad	35
	.size	.LCPI6_24, 32
	.type	.LCPI6_25,@object
.LCPI6_25:
	.quad	29
	.quad	29
	.quad	31
	.quad	31
	.size	.LCPI6_25, 32
	.type	.LCPI6_26,@object
.LCPI6_26:
	.quad	25
	.quad	25
	.quad	27
	.quad	27
	.size	.LCPI6_26, 32
	.type	.LCPI6_27,@object
.LCPI6_27:
	.quad	21
	.quad	21
	.quad	23
	.quad	23
	.size	.LCPI6_27, 32
	.type	.LCPI6_28,@object
.LCPI6_28:
	.quad	17
	.quad	17
	.quad	19
	.quad	19
	.size	.LCPI6_28, 32
	.type	.LCPI6_29,@object
.LCPI6_29:
	.quad	13
	.quad	13
	.quad	15
	.quad	15
	.size	.LCPI6_29, 32
	.type	.LCPI6_30,@object
.LCPI6_30:
	.quad	9
	.quad	9
	.quad	11
	.quad	11
	.size	.LCPI6_30, 32
	.type	.LCPI6_31,@object
.LCPI6_31:
	.quad	5
	.quad	5
	.quad	7
	.quad	7
	.size	.LCPI6_31, 32
	.type	.LCPI6_32,@object
.LCPI6_32:
	.quad	1
	.quad	1
	.quad	3
	.quad	3
	.size	.LCPI6_32, 32
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
	.type	.LCPI6_16,@object
.LCPI6_16:
	.quad	0
	.quad	1
	.size	.LCPI6_16, 16
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI6_33,@object
.LCPI6_33:
	.quad	1
	.size	.LCPI6_33, 8
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI6_34,@object
.LCPI6_34:
	.long	0x3f22f983
	.size	.LCPI6_34, 4
	.type	.LCPI6_35,@object
.LCPI6_35:
	.long	0xbfc90fdb
	.size	.LCPI6_35, 4
	.type	.LCPI6_36,@object
.LCPI6_36:
	.long	3
	.size	.LCPI6_36, 4
	.type	.LCPI6_37,@object
.LCPI6_37:
	.long	1
	.size	.LCPI6_37, 4
	.type	.LCPI6_38,@object
.LCPI6_38:
	.long	2
	.size	.LCPI6_38, 4
	.type	.LCPI6_39,@object
.LCPI6_39:
	.long	0x3f800000
	.size	.LCPI6_39, 4
	.type	.LCPI6_40,@object
.LCPI6_40:
	.long	0xbf000000
	.size	.LCPI6_40, 4
	.type	.LCPI6_41,@object
.LCPI6_41:
	.long	0xbe2aaaab
	.size	.LCPI6_41, 4
	.type	.LCPI6_42,@object
.LCPI6_42:
	.long	0x3d2aaaa4
	.size	.LCPI6_42, 4
	.type	.LCPI6_43,@object
.LCPI6_43:
	.long	0x3c088898
	.size	.LCPI6_43, 4
	.type	.LCPI6_44,@object
.LCPI6_44:
	.long	0xbab60981
	.size	.LCPI6_44, 4
	.type	.LCPI6_45,@object
.LCPI6_45:
	.long	0xb9501096
	.size	.LCPI6_45, 4
	.type	.LCPI6_46,@object
.LCPI6_46:
	.long	0x37cfab9c
	.size	.LCPI6_46, 4
	.type	.LCPI6_47,@object
.LCPI6_47:
	.long	0x363938a8
	.size	.LCPI6_47, 4
	.type	.LCPI6_48,@object
.LCPI6_48:
	.long	0xb48b634d
	.size	.LCPI6_48, 4
	.type	.LCPI6_49,@object
.LCPI6_49:
	.long	0xb2d70013
	.size	.LCPI6_49, 4
	.type	.LCPI6_50,@object
.LCPI6_50:
	.long	0x80000000
	.size	.LCPI6_50, 4
	.type	.LCPI6_51,@object
.LCPI6_51:
	.long	0x3e38aa3b
	.size	.LCPI6_51, 4
	.type	.LCPI6_52,@object
.LCPI6_52:
	.long	0xff7fffff
	.size	.LCPI6_52, 4
	.type	.LCPI6_53,@object
.LCPI6_53:
	.long	0x3fc90fdb
	.size	.LCPI6_53, 4
	.type	.LCPI6_54,@object
.LCPI6_54:
	.long	0x7fffffff
	.size	.LCPI6_54, 4
	.type	.LCPI6_55,@object
.LCPI6_55:
	.long	0x3f317218
	.size	.LCPI6_55, 4
	.type	.LCPI6_56,@object
.LCPI6_56:
	.long	0xc2af999a
	.size	.LCPI6_56, 4
	.type	.LCPI6_57,@object
.LCPI6_57:
	.long	0x42b1999a
	.size	.LCPI6_57, 4
	.type	.LCPI6_58,@object
.LCPI6_58:
	.long	0x3f000000
	.size	.LCPI6_58, 4
	.type	.LCPI6_59,@object
.LCPI6_59:
	.long	0x3fb8aa3b
	.size	.LCPI6_59, 4
	.type	.LCPI6_60,@object
.LCPI6_60:
	.long	0xc2fe0000
	.size	.LCPI6_60, 4
	.type	.LCPI6_61,@object
.LCPI6_61:
	.long	0x42fe0000
	.size	.LCPI6_61, 4
	.type	.LCPI6_62,@object
.LCPI6_62:
	.long	0xbf318000
	.size	.LCPI6_62, 4
	.type	.LCPI6_63,@object
.LCPI6_63:
	.long	0x395e8083
	.size	.LCPI6_63, 4
	.type	.LCPI6_64,@object
.LCPI6_64:
	.long	0x39506967
	.size	.LCPI6_64, 4
	.type	.LCPI6_65,@object
.LCPI6_65:
	.long	0x3ab743ce
	.size	.LCPI6_65, 4
	.type	.LCPI6_66,@object
.LCPI6_66:
	.long	0x3c088908
	.size	.LCPI6_66, 4
	.type	.LCPI6_67,@object
.LCPI6_67:
	.long	0x3d2aa9c1
	.size	.LCPI6_67, 4
	.type	.LCPI6_68,@object
.LCPI6_68:
	.long	0x3e2aaaaa
	.size	.LCPI6_68, 4
	.section	".text.forward_bs1$async_dispatch_11_attention_8x64x64x64x64","ax",@progbits
	.prefalign	4, .Lfunc_end6, nop
	.type	forward_bs1$async_dispatch_11_attention_8x64x64x64x64,@function
forward_bs1$async_dispatch_11_attention_8x64x64x64x64:
.Lfunc_begin6:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-32, %rsp
	subq	$5632, %rsp
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	movq	24(%rsi), %rax
	movq	32(%rsi), %rdi
	movl	(%rax), %ecx
	movl	4(%rax), %r12d
	movl	8(%rax), %esi
	movl	12(%rax), %eax
	movq	(%rdi), %r8
.Ltmp11:
	.loc	1 3 106 prologue_end
	movq	8(%rdi), %r10
	addq	%r8, %rcx
	movq	%rcx, 696(%rsp)
	addq	%r8, %r12
	addq	%r8, %rsi
	addq	16(%rdi), %rax
	movl	(%rdx), %ecx
	movq	%rcx, %rdx
	shlq	$6, %rdx
	movq	%rdx, 672(%rsp)
	vmovq	%rcx, %xmm0
	vpbroadcastq	%xmm0, %ymm0
	vpsllq	$6, %ymm0, %ymm0
	vmovdqa	%ymm0, 3712(%rsp)
	movq	%rcx, %rdx
	shlq	$14, %rdx
	addq	%rsi, %rdx
	movq	%rdx, 664(%rsp)
	shlq	$8, %rcx
	addq	%rax, %rcx
	movq	%rcx, 680(%rsp)
	xorl	%ecx, %ecx
	.loc	1 103 14
	vbroadcastf128	.LCPI6_16(%rip), %ymm0
	vmovaps	%ymm0, 3680(%rsp)
	.loc	1 123 12
	vbroadcastsd	.LCPI6_33(%rip), %ymm0
	vmovaps	%ymm0, 4256(%rsp)
	vbroadcastss	.LCPI6_34(%rip), %ymm7
	vpbroadcastd	.LCPI6_36(%rip), %ymm8
	vpbroadcastd	.LCPI6_37(%rip), %ymm10
	vpxor	%xmm4, %xmm4, %xmm4
	vpbroadcastd	.LCPI6_38(%rip), %ymm11
	vbroadcastss	.LCPI6_39(%rip), %ymm5
	vbroadcastss	.LCPI6_44(%rip), %ymm15
	vbroadcastss	.LCPI6_46(%rip), %ymm12
	vbroadcastss	.LCPI6_50(%rip), %ymm0
	vmovaps	%ymm0, 3648(%rsp)
	vbroadcastss	.LCPI6_39(%rip), %xmm0
	vmovaps	%xmm0, 2608(%rsp)
	movq	%r10, 1744(%rsp)
	vmovdqa	%ymm8, 1856(%rsp)
	vmovdqa	%ymm10, 2464(%rsp)
	vmovdqa	%ymm11, 1824(%rsp)
	.loc	1 0 12 is_stmt 0
.Ltmp12:
	.p2align	4
.LBB6_1:
	movq	%rcx, %rdx
	shlq	$8, %rdx
	vmovaps	224(%r10,%rdx), %ymm13
	vmovaps	192(%r10,%rdx), %ymm14
	vmovaps	160(%r10,%rdx), %ymm1
	.loc	1 104 13 is_stmt 1
	vmulps	%ymm7, %ymm1, %ymm0
	vmulps	%ymm7, %ymm14, %ymm9
	vmulps	%ymm7, %ymm13, %ymm2
	vroundps	$9, %ymm2, %ymm2
	vroundps	$9, %ymm9, %ymm9
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_35(%rip), %ymm3
	vfmadd231ps	%ymm3, %ymm0, %ymm1
	vmovaps	%ymm1, 1792(%rsp)
	vfmadd231ps	%ymm3, %ymm9, %ymm14
	vmovaps	%ymm14, 256(%rsp)
	vfmadd231ps	%ymm3, %ymm2, %ymm13
	vmovaps	%ymm13, %ymm14
	vcvttps2dq	%ymm0, %ymm3
	vmovdqa	%ymm3, (%rsp)
	vcvttps2dq	%ymm9, %ymm1
	vcvttps2dq	%ymm2, %ymm2
	vpand	%ymm2, %ymm8, %ymm0
	vpand	%ymm1, %ymm8, %ymm13
	vpand	%ymm3, %ymm8, %ymm3
	vpand	%ymm1, %ymm10, %ymm1
	vpand	%ymm2, %ymm10, %ymm2
	vpcmpeqd	%ymm4, %ymm2, %ymm9
	vpcmpeqd	%ymm4, %ymm1, %ymm1
	vmovdqa	%ymm1, 1760(%rsp)
	vmovdqa	%ymm3, 2432(%rsp)
	vpcmpeqd	%ymm3, %ymm11, %ymm1
	vpcmpeqd	%ymm3, %ymm10, %ymm2
	vpor	%ymm1, %ymm2, %ymm1
	vmovdqa	%ymm1, 192(%rsp)
	vmovdqa	%ymm13, 224(%rsp)
	vpcmpeqd	%ymm11, %ymm13, %ymm2
	vpcmpeqd	%ymm10, %ymm13, %ymm3
	vpor	%ymm2, %ymm3, %ymm1
	vmovdqa	%ymm1, 160(%rsp)
	vmovdqa	%ymm0, 608(%rsp)
	vpcmpeqd	%ymm0, %ymm11, %ymm3
	vpcmpeqd	%ymm0, %ymm10, %ymm4
	vpor	%ymm3, %ymm4, %ymm0
	vmovdqa	%ymm0, 544(%rsp)
	vmovaps	%ymm14, 576(%rsp)
	vblendvps	%ymm9, %ymm5, %ymm14, %ymm0
	vmovaps	%ymm0, 128(%rsp)
	vmovaps	%ymm12, %ymm3
	vbroadcastss	.LCPI6_47(%rip), %ymm4
	vblendvps	%ymm9, %ymm12, %ymm4, %ymm6
	vbroadcastss	.LCPI6_48(%rip), %ymm0
	vbroadcastss	.LCPI6_49(%rip), %ymm5
	vblendvps	%ymm9, %ymm0, %ymm5, %ymm5
	vmulps	%ymm14, %ymm14, %ymm10
	vfmadd213ps	%ymm6, %ymm10, %ymm5
	vbroadcastss	.LCPI6_45(%rip), %ymm0
	vmovaps	%ymm15, %ymm11
	vblendvps	%ymm9, %ymm15, %ymm0, %ymm6
	vfmadd213ps	%ymm6, %ymm10, %ymm5
	vbroadcastss	.LCPI6_43(%rip), %ymm2
	vbroadcastss	.LCPI6_42(%rip), %ymm1
	vblendvps	%ymm9, %ymm1, %ymm2, %ymm6
	vmovaps	%ymm9, 416(%rsp)
	vfmadd213ps	%ymm6, %ymm10, %ymm5
	vbroadcastss	.LCPI6_41(%rip), %ymm15
	vbroadcastss	.LCPI6_40(%rip), %ymm12
	vblendvps	%ymm9, %ymm12, %ymm15, %ymm7
	vmovaps	1760(%rsp), %ymm6
	vblendvps	%ymm6, %ymm3, %ymm4, %ymm13
	vfmadd213ps	%ymm7, %ymm10, %ymm5
	vmovaps	%ymm10, 384(%rsp)
	vbroadcastss	.LCPI6_39(%rip), %ymm7
	vfmadd213ps	%ymm7, %ymm10, %ymm5
	vmulps	128(%rsp), %ymm5, %ymm4
	vmovaps	3648(%rsp), %ymm14
	vxorps	%ymm4, %ymm14, %ymm5
	vmovaps	544(%rsp), %ymm1
	vblendvps	%ymm1, %ymm5, %ymm4, %ymm3
	vmovaps	%ymm3, 4224(%rsp)
	vmovaps	%ymm6, %ymm7
	vbroadcastss	.LCPI6_49(%rip), %ymm3
	vbroadcastss	.LCPI6_48(%rip), %ymm1
	vblendvps	%ymm6, %ymm1, %ymm3, %ymm3
	vmovaps	256(%rsp), %ymm5
	vmulps	%ymm5, %ymm5, %ymm9
	vmovaps	%ymm9, 544(%rsp)
	vfmadd213ps	%ymm13, %ymm9, %ymm3
	vmovaps	%ymm11, %ymm8
	vblendvps	%ymm6, %ymm11, %ymm0, %ymm4
	vmovdqa	2464(%rsp), %ymm6
	vpand	(%rsp), %ymm6, %ymm0
	vfmadd213ps	%ymm4, %ymm9, %ymm3
	vbroadcastss	.LCPI6_42(%rip), %ymm11
	vblendvps	%ymm7, %ymm11, %ymm2, %ymm4
	vmovaps	%ymm2, %ymm10
	vxorps	%xmm1, %xmm1, %xmm1
	vpcmpeqd	%ymm1, %ymm0, %ymm1
	vfmadd213ps	%ymm4, %ymm9, %ymm3
	vblendvps	%ymm7, %ymm12, %ymm15, %ymm0
	vfmadd213ps	%ymm0, %ymm9, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm7, %ymm0, %ymm5, %ymm0
	vbroadcastss	.LCPI6_39(%rip), %ymm4
	vfmadd213ps	%ymm4, %ymm9, %ymm3
	vmulps	%ymm3, %ymm0, %ymm0
	vxorps	%ymm0, %ymm14, %ymm3
	vmovaps	160(%rsp), %ymm2
	vblendvps	%ymm2, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 4192(%rsp)
	vbroadcastss	.LCPI6_47(%rip), %ymm13
	vbroadcastss	.LCPI6_46(%rip), %ymm5
	vmovdqa	%ymm1, 128(%rsp)
	vblendvps	%ymm1, %ymm5, %ymm13, %ymm0
	vbroadcastss	.LCPI6_49(%rip), %ymm2
	vbroadcastss	.LCPI6_48(%rip), %ymm3
	vblendvps	%ymm1, %ymm3, %ymm2, %ymm2
	vmovaps	1792(%rsp), %ymm3
	vmulps	%ymm3, %ymm3, %ymm4
	vmovaps	%ymm4, 160(%rsp)
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_45(%rip), %ymm0
	vblendvps	%ymm1, %ymm8, %ymm0, %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vblendvps	%ymm1, %ymm11, %ymm10, %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vblendvps	%ymm1, %ymm12, %ymm15, %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm3, %ymm0
	vmulps	%ymm2, %ymm0, %ymm0
	vxorps	%ymm0, %ymm14, %ymm2
	vmovaps	192(%rsp), %ymm1
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 4160(%rsp)
	vmovaps	128(%r10,%rdx), %ymm4
	vbroadcastss	.LCPI6_34(%rip), %ymm7
	vmulps	%ymm7, %ymm4, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_35(%rip), %ymm2
	vfmadd231ps	%ymm2, %ymm0, %ymm4
	vcvttps2dq	%ymm0, %ymm0
	vmovdqa	1856(%rsp), %ymm1
	vpand	%ymm1, %ymm0, %ymm2
	vmovdqa	%ymm2, (%rsp)
	vpcmpeqd	1824(%rsp), %ymm2, %ymm3
	vpcmpeqd	%ymm6, %ymm2, %ymm2
	vpor	%ymm3, %ymm2, %ymm9
	vpand	%ymm6, %ymm0, %ymm0
	vmovdqa	%ymm6, %ymm11
	vmovdqa	%ymm1, %ymm6
	vmovaps	%ymm10, %ymm3
	vmovaps	%ymm8, %ymm15
	vpxor	%xmm1, %xmm1, %xmm1
	vpcmpeqd	%ymm1, %ymm0, %ymm1
	vmovdqa	%ymm1, 2560(%rsp)
	vblendvps	%ymm1, %ymm5, %ymm13, %ymm0
	vmulps	%ymm4, %ymm4, %ymm13
	vmovaps	%ymm13, 2336(%rsp)
	vmovaps	%ymm4, 2400(%rsp)
	vbroadcastss	.LCPI6_48(%rip), %ymm2
	vbroadcastss	.LCPI6_49(%rip), %ymm10
	vblendvps	%ymm1, %ymm2, %ymm10, %ymm2
	vfmadd213ps	%ymm0, %ymm13, %ymm2
	vbroadcastss	.LCPI6_42(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm3, %ymm0
	vbroadcastss	.LCPI6_45(%rip), %ymm3
	vblendvps	%ymm1, %ymm8, %ymm3, %ymm3
	vfmadd213ps	%ymm3, %ymm13, %ymm2
	vfmadd213ps	%ymm0, %ymm13, %ymm2
	vbroadcastss	.LCPI6_41(%rip), %ymm8
	vblendvps	%ymm1, %ymm12, %ymm8, %ymm0
	vfmadd213ps	%ymm0, %ymm13, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm13, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm4, %ymm0
	vmulps	%ymm2, %ymm0, %ymm0
	vxorps	%ymm0, %ymm14, %ymm2
	vblendvps	%ymm9, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 4128(%rsp)
	vmovaps	96(%r10,%rdx), %ymm1
	vmovaps	%ymm7, %ymm5
	vmulps	%ymm7, %ymm1, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_35(%rip), %ymm2
	vfmadd231ps	%ymm2, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm4
	vmovaps	%ymm1, 2304(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vpand	%ymm6, %ymm0, %ymm2
	vmovdqa	%ymm2, 192(%rsp)
	vmovdqa	1824(%rsp), %ymm6
	vpcmpeqd	%ymm6, %ymm2, %ymm1
	vpcmpeqd	%ymm2, %ymm11, %ymm2
	vpor	%ymm1, %ymm2, %ymm1
	vpand	%ymm0, %ymm11, %ymm0
	vpxor	%xmm2, %xmm2, %xmm2
	vpcmpeqd	%ymm2, %ymm0, %ymm9
	vmovdqa	%ymm9, 2208(%rsp)
	vbroadcastss	.LCPI6_46(%rip), %ymm0
	vbroadcastss	.LCPI6_47(%rip), %ymm2
	vblendvps	%ymm9, %ymm0, %ymm2, %ymm0
	vbroadcastss	.LCPI6_48(%rip), %ymm2
	vblendvps	%ymm9, %ymm2, %ymm10, %ymm2
	vmulps	%ymm4, %ymm4, %ymm7
	vmovaps	%ymm7, 2240(%rsp)
	vfmadd213ps	%ymm0, %ymm7, %ymm2
	vbroadcastss	.LCPI6_45(%rip), %ymm0
	vblendvps	%ymm9, %ymm15, %ymm0, %ymm0
	vfmadd213ps	%ymm0, %ymm7, %ymm2
	vbroadcastss	.LCPI6_43(%rip), %ymm10
	vbroadcastss	.LCPI6_42(%rip), %ymm3
	vblendvps	%ymm9, %ymm3, %ymm10, %ymm0
	vfmadd213ps	%ymm0, %ymm7, %ymm2
	vblendvps	%ymm9, %ymm12, %ymm8, %ymm0
	vmovaps	%ymm12, %ymm13
	vfmadd213ps	%ymm0, %ymm7, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm7, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm9, %ymm0, %ymm4, %ymm0
	vmulps	%ymm2, %ymm0, %ymm0
	vxorps	%ymm0, %ymm14, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 4096(%rsp)
	vmovaps	64(%r10,%rdx), %ymm1
	vmulps	%ymm5, %ymm1, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_35(%rip), %ymm2
	vfmadd231ps	%ymm2, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm7
	vmovaps	%ymm1, 2144(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vmovdqa	1856(%rsp), %ymm4
	vpand	%ymm4, %ymm0, %ymm2
	vmovdqa	%ymm2, 2368(%rsp)
	vpcmpeqd	%ymm6, %ymm2, %ymm1
	vpcmpeqd	%ymm2, %ymm11, %ymm2
	vpor	%ymm1, %ymm2, %ymm1
	vpand	%ymm0, %ymm11, %ymm0
	vpxor	%xmm2, %xmm2, %xmm2
	vpcmpeqd	%ymm2, %ymm0, %ymm12
	vmovdqa	%ymm12, 2080(%rsp)
	vbroadcastss	.LCPI6_46(%rip), %ymm8
	vbroadcastss	.LCPI6_47(%rip), %ymm0
	vblendvps	%ymm12, %ymm8, %ymm0, %ymm0
	vmulps	%ymm7, %ymm7, %ymm9
	vmovaps	%ymm9, 2112(%rsp)
	vbroadcastss	.LCPI6_49(%rip), %ymm5
	vbroadcastss	.LCPI6_48(%rip), %ymm2
	vblendvps	%ymm12, %ymm2, %ymm5, %ymm2
	vfmadd213ps	%ymm0, %ymm9, %ymm2
	vblendvps	%ymm12, %ymm3, %ymm10, %ymm0
	vbroadcastss	.LCPI6_45(%rip), %ymm3
	vblendvps	%ymm12, %ymm15, %ymm3, %ymm5
	vfmadd213ps	%ymm5, %ymm9, %ymm2
	vfmadd213ps	%ymm0, %ymm9, %ymm2
	vbroadcastss	.LCPI6_41(%rip), %ymm0
	vblendvps	%ymm12, %ymm13, %ymm0, %ymm0
	vmovaps	%ymm13, %ymm10
	vfmadd213ps	%ymm0, %ymm9, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm9, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm12, %ymm0, %ymm7, %ymm0
	vmulps	%ymm2, %ymm0, %ymm0
	vxorps	%ymm0, %ymm14, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 4064(%rsp)
	vmovaps	32(%r10,%rdx), %ymm1
	vbroadcastss	.LCPI6_34(%rip), %ymm0
	vmulps	%ymm0, %ymm1, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_35(%rip), %ymm2
	vfmadd231ps	%ymm2, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm9
	vcvttps2dq	%ymm0, %ymm0
	vpand	%ymm4, %ymm0, %ymm2
	vmovdqa	%ymm2, 2272(%rsp)
	vpcmpeqd	%ymm6, %ymm2, %ymm1
	vmovdqa	%ymm11, %ymm6
	vpcmpeqd	%ymm2, %ymm11, %ymm2
	vpor	%ymm1, %ymm2, %ymm1
	vpand	%ymm0, %ymm11, %ymm0
	vpxor	%xmm2, %xmm2, %xmm2
	vpcmpeqd	%ymm2, %ymm0, %ymm2
	vmovdqa	%ymm2, 512(%rsp)
	vbroadcastss	.LCPI6_47(%rip), %ymm12
	vblendvps	%ymm2, %ymm8, %ymm12, %ymm0
	vbroadcastss	.LCPI6_48(%rip), %ymm3
	vbroadcastss	.LCPI6_49(%rip), %ymm4
	vblendvps	%ymm2, %ymm3, %ymm4, %ymm5
	vbroadcastss	.LCPI6_41(%rip), %ymm3
	vmovaps	%ymm9, 2048(%rsp)
	vmulps	%ymm9, %ymm9, %ymm4
	vmovaps	%ymm4, 2016(%rsp)
	vfmadd213ps	%ymm0, %ymm4, %ymm5
	vbroadcastss	.LCPI6_45(%rip), %ymm0
	vblendvps	%ymm2, %ymm15, %ymm0, %ymm0
	vmovaps	%ymm15, %ymm11
	vfmadd213ps	%ymm0, %ymm4, %ymm5
	vbroadcastss	.LCPI6_42(%rip), %ymm13
	vbroadcastss	.LCPI6_43(%rip), %ymm7
	vblendvps	%ymm2, %ymm13, %ymm7, %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm5
	vblendvps	%ymm2, %ymm10, %ymm3, %ymm0
	vmovaps	%ymm3, %ymm15
	vmovaps	%ymm10, %ymm8
	vfmadd213ps	%ymm0, %ymm4, %ymm5
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm5
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm2, %ymm0, %ymm9, %ymm0
	vmulps	%ymm5, %ymm0, %ymm0
	vxorps	%ymm0, %ymm14, %ymm5
	vblendvps	%ymm1, %ymm5, %ymm0, %ymm0
	vmovaps	%ymm0, 4032(%rsp)
	vmovaps	(%r10,%rdx), %ymm1
	vbroadcastss	.LCPI6_34(%rip), %ymm0
	vmulps	%ymm0, %ymm1, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_35(%rip), %ymm2
	vfmadd231ps	%ymm2, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm3
	vcvttps2dq	%ymm0, %ymm0
	vpand	1856(%rsp), %ymm0, %ymm2
	vmovdqa	%ymm2, 2176(%rsp)
	vpcmpeqd	1824(%rsp), %ymm2, %ymm1
	vpcmpeqd	%ymm6, %ymm2, %ymm5
	vpor	%ymm1, %ymm5, %ymm2
	vpand	%ymm6, %ymm0, %ymm0
	vpxor	%xmm1, %xmm1, %xmm1
	vpcmpeqd	%ymm1, %ymm0, %ymm6
	vmovdqa	%ymm6, 352(%rsp)
	vbroadcastss	.LCPI6_46(%rip), %ymm9
	vblendvps	%ymm6, %ymm9, %ymm12, %ymm1
	vmovaps	%ymm3, 480(%rsp)
	vmulps	%ymm3, %ymm3, %ymm4
	vmovaps	%ymm4, 448(%rsp)
	vbroadcastss	.LCPI6_49(%rip), %ymm12
	vbroadcastss	.LCPI6_48(%rip), %ymm10
	vblendvps	%ymm6, %ymm10, %ymm12, %ymm0
	vfmadd213ps	%ymm1, %ymm4, %ymm0
	vblendvps	%ymm6, %ymm13, %ymm7, %ymm1
	vmovaps	%ymm13, %ymm7
	vbroadcastss	.LCPI6_45(%rip), %ymm5
	vblendvps	%ymm6, %ymm11, %ymm5, %ymm13
	vmovaps	%ymm11, %ymm5
	vfmadd213ps	%ymm13, %ymm4, %ymm0
	vfmadd213ps	%ymm1, %ymm4, %ymm0
	vblendvps	%ymm6, %ymm8, %ymm15, %ymm1
	vmovaps	%ymm8, %ymm13
	vfmadd213ps	%ymm1, %ymm4, %ymm0
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm4, %ymm0
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vblendvps	%ymm6, %ymm1, %ymm3, %ymm1
	vmulps	%ymm0, %ymm1, %ymm0
	vxorps	%ymm0, %ymm14, %ymm1
	vmovaps	%ymm14, %ymm3
	vblendvps	%ymm2, %ymm1, %ymm0, %ymm0
	vmovaps	%ymm0, 4000(%rsp)
	vmovaps	416(%rsp), %ymm2
	vbroadcastss	.LCPI6_47(%rip), %ymm6
	.loc	1 105 13
	vblendvps	%ymm2, %ymm6, %ymm9, %ymm1
	vmovaps	%ymm9, %ymm11
	vblendvps	%ymm2, %ymm12, %ymm10, %ymm0
	vmovaps	%ymm12, %ymm4
	vmovaps	384(%rsp), %ymm8
	vfmadd213ps	%ymm1, %ymm8, %ymm0
	vmovaps	%ymm5, %ymm12
	vbroadcastss	.LCPI6_45(%rip), %ymm9
	vblendvps	%ymm2, %ymm9, %ymm5, %ymm1
	vfmadd213ps	%ymm1, %ymm8, %ymm0
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vblendvps	%ymm2, 576(%rsp), %ymm1, %ymm10
	vbroadcastss	.LCPI6_43(%rip), %ymm1
	vblendvps	%ymm2, %ymm1, %ymm7, %ymm1
	vfmadd213ps	%ymm1, %ymm8, %ymm0
	vmovaps	%ymm15, %ymm5
	vblendvps	%ymm2, %ymm15, %ymm13, %ymm1
	vfmadd213ps	%ymm1, %ymm8, %ymm0
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm8, %ymm0
	vmulps	%ymm0, %ymm10, %ymm0
	vmovdqa	608(%rsp), %ymm1
	vmovdqa	2464(%rsp), %ymm14
	vpcmpgtd	%ymm14, %ymm1, %ymm1
	vmovaps	%ymm3, %ymm10
	vxorps	%ymm3, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 3968(%rsp)
	vmovaps	1760(%rsp), %ymm8
	vblendvps	%ymm8, %ymm9, %ymm12, %ymm0
	vblendvps	%ymm8, %ymm6, %ymm11, %ymm1
	vmovaps	%ymm6, %ymm15
	vmovaps	%ymm4, %ymm3
	vbroadcastss	.LCPI6_48(%rip), %ymm2
	vblendvps	%ymm8, %ymm4, %ymm2, %ymm2
	vmovaps	544(%rsp), %ymm4
	vfmadd213ps	%ymm1, %ymm4, %ymm2
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm8, 256(%rsp), %ymm0, %ymm0
	vblendvps	%ymm8, %ymm5, %ymm13, %ymm1
	vbroadcastss	.LCPI6_43(%rip), %ymm5
	vmovaps	%ymm7, %ymm6
	vblendvps	%ymm8, %ymm5, %ymm7, %ymm13
	vfmadd213ps	%ymm13, %ymm4, %ymm2
	vfmadd213ps	%ymm1, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm4, %ymm2
	vmulps	%ymm2, %ymm0, %ymm0
	vmovdqa	224(%rsp), %ymm1
	vpcmpgtd	%ymm14, %ymm1, %ymm1
	vxorps	%ymm0, %ymm10, %ymm2
	vmovaps	%ymm10, %ymm7
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 3936(%rsp)
	vmovaps	%ymm11, %ymm8
	vmovaps	128(%rsp), %ymm2
	vblendvps	%ymm2, %ymm15, %ymm11, %ymm0
	vbroadcastss	.LCPI6_48(%rip), %ymm1
	vblendvps	%ymm2, %ymm3, %ymm1, %ymm1
	vmovaps	160(%rsp), %ymm3
	vfmadd213ps	%ymm0, %ymm3, %ymm1
	vblendvps	%ymm2, %ymm9, %ymm12, %ymm0
	vmovaps	%ymm12, %ymm9
	vfmadd213ps	%ymm0, %ymm3, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm2, 1792(%rsp), %ymm0, %ymm4
	vmovaps	%ymm2, %ymm0
	vblendvps	%ymm2, %ymm5, %ymm6, %ymm2
	vmovaps	%ymm6, %ymm13
	vmovaps	%ymm5, %ymm11
	vfmadd213ps	%ymm2, %ymm3, %ymm1
	vbroadcastss	.LCPI6_41(%rip), %ymm10
	vbroadcastss	.LCPI6_40(%rip), %ymm12
	vblendvps	%ymm0, %ymm10, %ymm12, %ymm2
	vfmadd213ps	%ymm2, %ymm3, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm2
	vfmadd213ps	%ymm2, %ymm3, %ymm1
	vmulps	%ymm1, %ymm4, %ymm0
	vmovdqa	2432(%rsp), %ymm1
	vpcmpgtd	%ymm14, %ymm1, %ymm1
	vxorps	%ymm7, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 3904(%rsp)
	vbroadcastss	.LCPI6_45(%rip), %ymm6
	vmovaps	2560(%rsp), %ymm3
	vmovaps	%ymm9, %ymm5
	vblendvps	%ymm3, %ymm6, %ymm9, %ymm0
	vblendvps	%ymm3, %ymm15, %ymm8, %ymm1
	vbroadcastss	.LCPI6_49(%rip), %ymm2
	vbroadcastss	.LCPI6_48(%rip), %ymm4
	vblendvps	%ymm3, %ymm2, %ymm4, %ymm2
	vmovaps	2336(%rsp), %ymm4
	vfmadd213ps	%ymm1, %ymm4, %ymm2
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm3, 2400(%rsp), %ymm0, %ymm0
	vblendvps	%ymm3, %ymm10, %ymm12, %ymm1
	vblendvps	%ymm3, %ymm11, %ymm13, %ymm9
	vfmadd213ps	%ymm9, %ymm4, %ymm2
	vfmadd213ps	%ymm1, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm4, %ymm2
	vmulps	%ymm2, %ymm0, %ymm0
	vmovdqa	(%rsp), %ymm1
	vmovdqa	%ymm14, %ymm4
	vpcmpgtd	%ymm14, %ymm1, %ymm1
	vxorps	%ymm7, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 3872(%rsp)
	vmovaps	2208(%rsp), %ymm2
	vblendvps	%ymm2, %ymm15, %ymm8, %ymm0
	vbroadcastss	.LCPI6_49(%rip), %ymm1
	vbroadcastss	.LCPI6_48(%rip), %ymm9
	vblendvps	%ymm2, %ymm1, %ymm9, %ymm1
	vmovaps	2240(%rsp), %ymm3
	vfmadd213ps	%ymm0, %ymm3, %ymm1
	vblendvps	%ymm2, %ymm6, %ymm5, %ymm0
	vmovaps	%ymm5, %ymm14
	vfmadd213ps	%ymm0, %ymm3, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm2, 2304(%rsp), %ymm0, %ymm5
	vmovaps	%ymm2, %ymm0
	vblendvps	%ymm2, %ymm11, %ymm13, %ymm2
	vfmadd213ps	%ymm2, %ymm3, %ymm1
	vblendvps	%ymm0, %ymm10, %ymm12, %ymm2
	vfmadd213ps	%ymm2, %ymm3, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm2
	vfmadd213ps	%ymm2, %ymm3, %ymm1
	vmulps	%ymm1, %ymm5, %ymm0
	vmovdqa	192(%rsp), %ymm1
	vpcmpgtd	%ymm4, %ymm1, %ymm1
	vxorps	%ymm7, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 3840(%rsp)
	vmovaps	2080(%rsp), %ymm1
	vblendvps	%ymm1, %ymm6, %ymm14, %ymm0
	vblendvps	%ymm1, %ymm15, %ymm8, %ymm6
	vbroadcastss	.LCPI6_49(%rip), %ymm3
	vblendvps	%ymm1, %ymm3, %ymm9, %ymm2
	vmovaps	%ymm3, %ymm9
	vmovaps	2112(%rsp), %ymm5
	vfmadd213ps	%ymm6, %ymm5, %ymm2
	vfmadd213ps	%ymm0, %ymm5, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm1, 2144(%rsp), %ymm0, %ymm3
	vblendvps	%ymm1, %ymm10, %ymm12, %ymm0
	vblendvps	%ymm1, %ymm11, %ymm13, %ymm6
	vfmadd213ps	%ymm6, %ymm5, %ymm2
	vfmadd213ps	%ymm0, %ymm5, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm5, %ymm2
	vmulps	%ymm2, %ymm3, %ymm0
	vmovdqa	2368(%rsp), %ymm1
	vpcmpgtd	%ymm4, %ymm1, %ymm1
	vxorps	%ymm7, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 3808(%rsp)
	vmovaps	512(%rsp), %ymm3
	vblendvps	%ymm3, %ymm15, %ymm8, %ymm0
	vbroadcastss	.LCPI6_48(%rip), %ymm1
	vblendvps	%ymm3, %ymm9, %ymm1, %ymm1
	vmovaps	2016(%rsp), %ymm5
	vfmadd213ps	%ymm0, %ymm5, %ymm1
	vbroadcastss	.LCPI6_45(%rip), %ymm9
	vblendvps	%ymm3, %ymm9, %ymm14, %ymm0
	vfmadd213ps	%ymm0, %ymm5, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm3, 2048(%rsp), %ymm0, %ymm0
	vblendvps	%ymm3, %ymm11, %ymm13, %ymm2
	vfmadd213ps	%ymm2, %ymm5, %ymm1
	vblendvps	%ymm3, %ymm10, %ymm12, %ymm2
	vfmadd213ps	%ymm2, %ymm5, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm2
	vfmadd213ps	%ymm2, %ymm5, %ymm1
	vmulps	%ymm1, %ymm0, %ymm0
	vmovdqa	2272(%rsp), %ymm1
	vpcmpgtd	%ymm4, %ymm1, %ymm1
	vxorps	%ymm7, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 3776(%rsp)
	vmovaps	352(%rsp), %ymm3
	vblendvps	%ymm3, %ymm9, %ymm14, %ymm0
	vblendvps	%ymm3, %ymm15, %ymm8, %ymm1
	vbroadcastss	.LCPI6_48(%rip), %ymm2
	vbroadcastss	.LCPI6_49(%rip), %ymm5
	vblendvps	%ymm3, %ymm5, %ymm2, %ymm2
	vmovaps	448(%rsp), %ymm5
	vfmadd213ps	%ymm1, %ymm5, %ymm2
	vfmadd213ps	%ymm0, %ymm5, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm3, 480(%rsp), %ymm0, %ymm0
	vblendvps	%ymm3, %ymm10, %ymm12, %ymm1
	vblendvps	%ymm3, %ymm11, %ymm13, %ymm3
	vfmadd213ps	%ymm3, %ymm5, %ymm2
	vfmadd213ps	%ymm1, %ymm5, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm5, %ymm2
	vmulps	%ymm2, %ymm0, %ymm0
	vmovdqa	2176(%rsp), %ymm2
	vpcmpgtd	%ymm4, %ymm2, %ymm1
	vxorps	%ymm7, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 3744(%rsp)
	.loc	1 108 13
	movq	%rcx, %rax
	shlq	$9, %rax
	addq	672(%rsp), %rax
	vmovq	%rax, %xmm0
	vpbroadcastq	%xmm0, %ymm0
	vpor	.LCPI6_15(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1728(%rsp)
	vmovq	%xmm1, 1720(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1712(%rsp)
	vmovq	%xmm1, 1704(%rsp)
	vpor	.LCPI6_14(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1696(%rsp)
	vmovq	%xmm1, 1688(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1680(%rsp)
	vmovq	%xmm1, 1672(%rsp)
	vpor	.LCPI6_13(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1664(%rsp)
	vmovq	%xmm1, 1656(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1648(%rsp)
	vmovq	%xmm1, 1640(%rsp)
	vpor	.LCPI6_12(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1632(%rsp)
	vmovq	%xmm1, 1624(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1616(%rsp)
	vmovq	%xmm1, 1608(%rsp)
	vpor	.LCPI6_11(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1600(%rsp)
	vmovq	%xmm1, 1592(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1584(%rsp)
	vmovq	%xmm1, 1576(%rsp)
	vpor	.LCPI6_10(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1568(%rsp)
	vmovq	%xmm1, 1560(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1552(%rsp)
	vmovq	%xmm1, 1544(%rsp)
	vpor	.LCPI6_9(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1536(%rsp)
	vmovq	%xmm1, 1528(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1520(%rsp)
	vmovq	%xmm1, 1512(%rsp)
	vpor	.LCPI6_8(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1504(%rsp)
	vmovq	%xmm1, 1496(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1488(%rsp)
	vmovq	%xmm1, 1480(%rsp)
	vpor	.LCPI6_7(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1472(%rsp)
	vmovq	%xmm1, 1464(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1456(%rsp)
	vmovq	%xmm1, 1448(%rsp)
	vpor	.LCPI6_6(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1440(%rsp)
	vmovq	%xmm1, 1432(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1424(%rsp)
	vmovq	%xmm1, 1416(%rsp)
	vpor	.LCPI6_5(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1408(%rsp)
	vmovq	%xmm1, 1400(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1392(%rsp)
	vmovq	%xmm1, 1384(%rsp)
	vpor	.LCPI6_4(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1376(%rsp)
	vmovq	%xmm1, 1368(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1360(%rsp)
	vmovq	%xmm1, 1352(%rsp)
	vpor	.LCPI6_3(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1344(%rsp)
	vmovq	%xmm1, 1336(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1328(%rsp)
	vmovq	%xmm1, 1320(%rsp)
	vpor	.LCPI6_2(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1312(%rsp)
	vmovq	%xmm1, 1304(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1296(%rsp)
	vmovq	%xmm1, 1288(%rsp)
	vpor	.LCPI6_1(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1280(%rsp)
	vmovq	%xmm1, 1272(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1264(%rsp)
	vmovq	%xmm1, 1256(%rsp)
	vpor	.LCPI6_0(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1248(%rsp)
	vmovq	%xmm1, 1240(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1232(%rsp)
	vmovq	%xmm1, 1224(%rsp)
	.loc	1 109 13
	vpor	.LCPI6_32(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1216(%rsp)
	vmovq	%xmm1, 1208(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1200(%rsp)
	vmovq	%xmm1, 1192(%rsp)
	vpor	.LCPI6_31(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1184(%rsp)
	vmovq	%xmm1, 1176(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1168(%rsp)
	vmovq	%xmm1, 1160(%rsp)
	vpor	.LCPI6_30(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1152(%rsp)
	vmovq	%xmm1, 1144(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1136(%rsp)
	vmovq	%xmm1, 1128(%rsp)
	vpor	.LCPI6_29(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1120(%rsp)
	vmovq	%xmm1, 1112(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1104(%rsp)
	vmovq	%xmm1, 1096(%rsp)
	vpor	.LCPI6_28(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1088(%rsp)
	vmovq	%xmm1, 1080(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1072(%rsp)
	vmovq	%xmm1, 1064(%rsp)
	vpor	.LCPI6_27(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1056(%rsp)
	vmovq	%xmm1, 1048(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1040(%rsp)
	vmovq	%xmm1, 1032(%rsp)
	vpor	.LCPI6_26(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 1024(%rsp)
	vmovq	%xmm1, 1016(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 1008(%rsp)
	vmovq	%xmm1, 1000(%rsp)
	vpor	.LCPI6_25(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 992(%rsp)
	vmovq	%xmm1, 984(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 976(%rsp)
	vmovq	%xmm1, 968(%rsp)
	vpor	.LCPI6_24(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 960(%rsp)
	vmovq	%xmm1, 952(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 944(%rsp)
	vmovq	%xmm1, 936(%rsp)
	vpor	.LCPI6_23(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 928(%rsp)
	vmovq	%xmm1, 920(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 912(%rsp)
	vmovq	%xmm1, 904(%rsp)
	vpor	.LCPI6_22(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 896(%rsp)
	vmovq	%xmm1, 888(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 880(%rsp)
	vmovq	%xmm1, 872(%rsp)
	vpor	.LCPI6_21(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 864(%rsp)
	vmovq	%xmm1, 856(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 848(%rsp)
	vmovq	%xmm1, 840(%rsp)
	vpor	.LCPI6_20(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 832(%rsp)
	vmovq	%xmm1, 824(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 816(%rsp)
	vmovq	%xmm1, 808(%rsp)
	vpor	.LCPI6_19(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 800(%rsp)
	vmovq	%xmm1, 792(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 784(%rsp)
	vmovq	%xmm1, 776(%rsp)
	vpor	.LCPI6_18(%rip), %ymm0, %ymm1
	vpextrq	$1, %xmm1, 768(%rsp)
	vmovq	%xmm1, 760(%rsp)
	vextracti128	$1, %ymm1, %xmm1
	vpextrq	$1, %xmm1, 752(%rsp)
	vmovq	%xmm1, 744(%rsp)
	vpor	.LCPI6_17(%rip), %ymm0, %ymm0
	vpextrq	$1, %xmm0, 736(%rsp)
	vmovq	%xmm0, 728(%rsp)
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, 720(%rsp)
	vmovq	%xmm0, 712(%rsp)
	movq	%rcx, 688(%rsp)
	shlq	$11, %rcx
	addq	680(%rsp), %rcx
	movq	%rcx, 704(%rsp)
	movq	664(%rsp), %rdx
	xorl	%eax, %eax
	.loc	1 0 13 is_stmt 0
.Ltmp13:
	.p2align	4
.LBB6_2:
	movq	%rax, 1736(%rsp)
	movq	696(%rsp), %rax
	movq	1688(%rsp), %rcx
	.loc	1 108 13 is_stmt 1
	vmovss	(%rax,%rcx,4), %xmm0
	movq	1696(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1672(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1680(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm0, %xmm0
	vmovaps	%xmm0, 256(%rsp)
	movq	1720(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm0
	movq	1728(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1704(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1712(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm0, %xmm3
	movq	1624(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm0
	movq	1632(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1608(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1616(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm0, %xmm1
	movq	1656(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm0
	movq	1664(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1640(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1648(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm0, %xmm2
	movq	1560(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm0
	movq	1568(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1544(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1552(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1592(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm4
	movq	1600(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1576(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1584(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm4, %xmm5
	movq	1496(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm4
	movq	1504(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1480(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1488(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm4, %xmm6
	movq	1528(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm4
	movq	1536(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1512(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1520(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm4, %xmm8
	movq	1432(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm4
	movq	1440(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1416(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1424(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm4, %xmm7
	movq	1464(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm4
	movq	1472(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1448(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1456(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm4, %xmm9
	movq	1368(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm4
	movq	1376(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1352(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1360(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm4, %xmm10
	movq	1400(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm4
	movq	1408(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1384(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1392(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm4, %xmm12
	movq	1304(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm4
	movq	1312(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1288(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1296(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm4, %xmm11
	movq	1336(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm4
	movq	1344(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1320(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1328(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm4, %xmm13
	movq	1240(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm4
	movq	1248(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1224(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1232(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm4, %xmm14
	movq	1272(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm4
	movq	1280(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1256(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm4, %xmm4
	movq	1264(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm4, %xmm4
	movq	728(%rsp), %rcx
	.loc	1 109 13
	vmovss	(%rax,%rcx,4), %xmm15
	movq	736(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm15, %xmm15
	movq	712(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm15, %xmm15
	movq	720(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm15, %xmm15
	.loc	1 108 13
	vinsertf128	$1, 256(%rsp), %ymm3, %ymm3
	vmovaps	%ymm3, 256(%rsp)
	movq	760(%rsp), %rcx
	.loc	1 109 13
	vmovss	(%rax,%rcx,4), %xmm3
	movq	768(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm3, %xmm3
	movq	744(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm3, %xmm3
	movq	752(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm3, %xmm3
	.loc	1 108 13
	vinsertf128	$1, %xmm1, %ymm2, %ymm1
	vmovaps	%ymm1, 1792(%rsp)
	movq	792(%rsp), %rcx
	.loc	1 109 13
	vmovss	(%rax,%rcx,4), %xmm1
	movq	800(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm1, %xmm1
	movq	776(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm1, %xmm1
	movq	784(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm1, %xmm2
	.loc	1 108 13
	vinsertf128	$1, %xmm0, %ymm5, %ymm0
	vmovaps	%ymm0, 1760(%rsp)
	movq	824(%rsp), %rcx
	.loc	1 109 13
	vmovss	(%rax,%rcx,4), %xmm0
	movq	832(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm0, %xmm0
	movq	808(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm0, %xmm0
	movq	816(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm0, %xmm0
	.loc	1 108 13
	vinsertf128	$1, %xmm6, %ymm8, %ymm1
	vmovaps	%ymm1, 2432(%rsp)
	movq	856(%rsp), %rcx
	.loc	1 109 13
	vmovss	(%rax,%rcx,4), %xmm1
	movq	864(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm1, %xmm1
	movq	840(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm1, %xmm1
	movq	848(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm1, %xmm1
	.loc	1 108 13
	vinsertf128	$1, %xmm7, %ymm9, %ymm5
	vmovaps	%ymm5, 224(%rsp)
	movq	888(%rsp), %rcx
	.loc	1 109 13
	vmovss	(%rax,%rcx,4), %xmm5
	movq	896(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm5, %xmm5
	movq	872(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm5, %xmm5
	movq	880(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm5, %xmm7
	.loc	1 108 13
	vinsertf128	$1, %xmm10, %ymm12, %ymm5
	movq	920(%rsp), %rcx
	.loc	1 109 13
	vmovss	(%rax,%rcx,4), %xmm6
	movq	928(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm6, %xmm6
	movq	904(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm6, %xmm6
	movq	912(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm6, %xmm12
	.loc	1 108 13
	vinsertf128	$1, %xmm11, %ymm13, %ymm6
	movq	952(%rsp), %rcx
	.loc	1 109 13
	vmovss	(%rax,%rcx,4), %xmm8
	movq	960(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm8, %xmm8
	movq	936(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm8, %xmm8
	movq	944(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm8, %xmm11
	.loc	1 108 13
	vinsertf128	$1, %xmm14, %ymm4, %ymm4
	movq	984(%rsp), %rcx
	.loc	1 109 13
	vmovss	(%rax,%rcx,4), %xmm8
	movq	992(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm8, %xmm8
	movq	968(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm8, %xmm8
	movq	976(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm8, %xmm13
	vinsertf128	$1, %xmm15, %ymm3, %ymm8
	movq	1016(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm3
	movq	1024(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm3, %xmm3
	movq	1000(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm3, %xmm3
	movq	1008(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm3, %xmm3
	vinsertf128	$1, %xmm2, %ymm0, %ymm9
	movq	1048(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm0
	movq	1056(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1032(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1040(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm0, %xmm0
	vinsertf128	$1, %xmm1, %ymm7, %ymm10
	movq	1080(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm1
	movq	1088(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm1, %xmm1
	movq	1064(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm1, %xmm1
	movq	1072(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm1, %xmm1
	vinsertf128	$1, %xmm12, %ymm11, %ymm11
	movq	1112(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm2
	movq	1120(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm2, %xmm2
	movq	1096(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm2, %xmm2
	movq	1104(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm2, %xmm2
	vinsertf128	$1, %xmm13, %ymm3, %ymm13
	movq	1144(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm3
	movq	1152(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm3, %xmm3
	movq	1128(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm3, %xmm3
	movq	1136(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm3, %xmm3
	vinsertf128	$1, %xmm0, %ymm1, %ymm14
	movq	1176(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm0
	movq	1184(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1160(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm0, %xmm0
	movq	1168(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm0, %xmm0
	vinsertf128	$1, %xmm2, %ymm3, %ymm15
	movq	1208(%rsp), %rcx
	vmovss	(%rax,%rcx,4), %xmm1
	movq	1216(%rsp), %rcx
	vinsertps	$16, (%rax,%rcx,4), %xmm1, %xmm1
	movq	1192(%rsp), %rcx
	vinsertps	$32, (%rax,%rcx,4), %xmm1, %xmm1
	movq	1200(%rsp), %rcx
	vinsertps	$48, (%rax,%rcx,4), %xmm1, %xmm1
	vinsertf128	$1, %xmm0, %ymm1, %ymm0
	vmovaps	%ymm0, 576(%rsp)
	vmovaps	3968(%rsp), %ymm2
	.loc	1 112 13
	vmulps	%ymm2, %ymm8, %ymm0
	vmovaps	4224(%rsp), %ymm1
	.loc	1 113 12
	vfmsub231ps	%ymm4, %ymm1, %ymm0
	vmovaps	%ymm0, 608(%rsp)
	.loc	1 114 13
	vmulps	%ymm1, %ymm8, %ymm0
	.loc	1 116 12
	vfmadd231ps	%ymm4, %ymm2, %ymm0
	vmovaps	%ymm0, (%rsp)
	vmovaps	3936(%rsp), %ymm3
	.loc	1 112 13
	vmulps	%ymm3, %ymm9, %ymm0
	vmovaps	4192(%rsp), %ymm2
	.loc	1 113 12
	vfmsub231ps	%ymm6, %ymm2, %ymm0
	vmovaps	%ymm0, 192(%rsp)
	.loc	1 114 13
	vmulps	%ymm2, %ymm9, %ymm8
	.loc	1 116 12
	vfmadd231ps	%ymm6, %ymm3, %ymm8
	vmovaps	3904(%rsp), %ymm4
	.loc	1 112 13
	vmulps	%ymm4, %ymm10, %ymm6
	vmovaps	4160(%rsp), %ymm3
	.loc	1 113 12
	vfmsub231ps	%ymm5, %ymm3, %ymm6
	.loc	1 114 13
	vmulps	%ymm3, %ymm10, %ymm3
	.loc	1 116 12
	vfmadd231ps	%ymm5, %ymm4, %ymm3
	vmovaps	3872(%rsp), %ymm7
	.loc	1 112 13
	vmulps	%ymm7, %ymm11, %ymm4
	vmovaps	4128(%rsp), %ymm5
	vmovaps	224(%rsp), %ymm0
	.loc	1 113 12
	vfmsub231ps	%ymm0, %ymm5, %ymm4
	.loc	1 114 13
	vmulps	%ymm5, %ymm11, %ymm5
	.loc	1 116 12
	vfmadd231ps	%ymm0, %ymm7, %ymm5
	vmovaps	3840(%rsp), %ymm10
	.loc	1 112 13
	vmulps	%ymm13, %ymm10, %ymm7
	vmovaps	4096(%rsp), %ymm9
	vmovaps	2432(%rsp), %ymm0
	.loc	1 113 12
	vfmsub231ps	%ymm0, %ymm9, %ymm7
	.loc	1 114 13
	vmulps	%ymm13, %ymm9, %ymm9
	.loc	1 116 12
	vfmadd231ps	%ymm0, %ymm10, %ymm9
	vmovaps	3808(%rsp), %ymm12
	.loc	1 112 13
	vmulps	%ymm14, %ymm12, %ymm10
	vmovaps	4064(%rsp), %ymm11
	vmovaps	1760(%rsp), %ymm0
	.loc	1 113 12
	vfmsub231ps	%ymm0, %ymm11, %ymm10
	.loc	1 114 13
	vmulps	%ymm14, %ymm11, %ymm11
	.loc	1 116 12
	vfmadd231ps	%ymm0, %ymm12, %ymm11
	vmovaps	3776(%rsp), %ymm0
	.loc	1 112 13
	vmulps	%ymm0, %ymm15, %ymm13
	vmovaps	4032(%rsp), %ymm12
	vmovaps	1792(%rsp), %ymm1
	.loc	1 113 12
	vfmsub231ps	%ymm1, %ymm12, %ymm13
	.loc	1 114 13
	vmulps	%ymm15, %ymm12, %ymm14
	.loc	1 116 12
	vfmadd231ps	%ymm1, %ymm0, %ymm14
	vmovaps	3744(%rsp), %ymm2
	vmovaps	576(%rsp), %ymm0
	.loc	1 112 13
	vmulps	%ymm0, %ymm2, %ymm15
	vmovaps	4000(%rsp), %ymm12
	vmovaps	256(%rsp), %ymm1
	.loc	1 113 12
	vfmsub231ps	%ymm1, %ymm12, %ymm15
	.loc	1 114 13
	vmulps	%ymm0, %ymm12, %ymm0
	.loc	1 116 12
	vfmadd231ps	%ymm1, %ymm2, %ymm0
	vxorps	%xmm1, %xmm1, %xmm1
	.loc	1 110 15
	vpcmpeqq	3680(%rsp), %ymm1, %ymm12
	vpackssdw	%ymm12, %ymm12, %ymm12
	vpermq	$216, %ymm12, %ymm12
	.loc	1 117 12
	vblendvps	%ymm12, %ymm15, %ymm0, %ymm15
	vblendvps	%ymm12, %ymm13, %ymm14, %ymm13
	vblendvps	%ymm12, %ymm10, %ymm11, %ymm10
	vblendvps	%ymm12, %ymm7, %ymm9, %ymm7
	vblendvps	%ymm12, %ymm4, %ymm5, %ymm4
	vblendvps	%ymm12, %ymm6, %ymm3, %ymm3
	vblendvps	%ymm12, 192(%rsp), %ymm8, %ymm1
	vmovaps	(%rsp), %ymm0
	vblendvps	%ymm12, 608(%rsp), %ymm0, %ymm0
	vbroadcastss	.LCPI6_51(%rip), %ymm8
	vmulps	%ymm0, %ymm8, %ymm0
	vmulps	%ymm1, %ymm8, %ymm1
	vmulps	%ymm3, %ymm8, %ymm2
	vmulps	%ymm4, %ymm8, %ymm3
	vmulps	%ymm7, %ymm8, %ymm4
	vmulps	%ymm8, %ymm10, %ymm5
	vmulps	%ymm8, %ymm13, %ymm6
	vmulps	%ymm8, %ymm15, %ymm7
	vbroadcastss	%xmm7, %xmm8
	vmovaps	%xmm8, 3632(%rsp)
	vmovshdup	%xmm7, %xmm8
	vmovaps	%xmm8, 3616(%rsp)
	vshufps	$170, %xmm7, %xmm7, %xmm8
	vmovaps	%xmm8, 3600(%rsp)
	vshufps	$255, %xmm7, %xmm7, %xmm8
	vmovaps	%xmm8, 3584(%rsp)
	vextractf128	$1, %ymm7, %xmm7
	vmovsldup	%xmm7, %xmm8
	vmovaps	%xmm8, 3568(%rsp)
	vmovshdup	%xmm7, %xmm8
	vmovaps	%xmm8, 3552(%rsp)
	vshufps	$170, %xmm7, %xmm7, %xmm8
	vmovaps	%xmm8, 3536(%rsp)
	vshufps	$255, %xmm7, %xmm7, %xmm7
	vmovaps	%xmm7, 3520(%rsp)
	vbroadcastss	%xmm6, %xmm7
	vmovaps	%xmm7, 3504(%rsp)
	vmovshdup	%xmm6, %xmm7
	vmovaps	%xmm7, 3488(%rsp)
	vshufps	$170, %xmm6, %xmm6, %xmm7
	vmovaps	%xmm7, 3472(%rsp)
	vshufps	$255, %xmm6, %xmm6, %xmm7
	vmovaps	%xmm7, 3456(%rsp)
	vextractf128	$1, %ymm6, %xmm6
	vmovsldup	%xmm6, %xmm7
	vmovaps	%xmm7, 3440(%rsp)
	vmovshdup	%xmm6, %xmm7
	vmovaps	%xmm7, 3424(%rsp)
	vshufps	$170, %xmm6, %xmm6, %xmm7
	vmovaps	%xmm7, 3408(%rsp)
	vshufps	$255, %xmm6, %xmm6, %xmm6
	vmovaps	%xmm6, 3392(%rsp)
	vbroadcastss	%xmm5, %xmm6
	vmovaps	%xmm6, 3376(%rsp)
	vmovshdup	%xmm5, %xmm6
	vmovaps	%xmm6, 3360(%rsp)
	vshufps	$170, %xmm5, %xmm5, %xmm6
	vmovaps	%xmm6, 3344(%rsp)
	vshufps	$255, %xmm5, %xmm5, %xmm6
	vmovaps	%xmm6, 3328(%rsp)
	vextractf128	$1, %ymm5, %xmm5
	vmovsldup	%xmm5, %xmm6
	vmovaps	%xmm6, 3312(%rsp)
	vmovshdup	%xmm5, %xmm6
	vmovaps	%xmm6, 3296(%rsp)
	vshufps	$170, %xmm5, %xmm5, %xmm6
	vmovaps	%xmm6, 3280(%rsp)
	vshufps	$255, %xmm5, %xmm5, %xmm5
	vmovaps	%xmm5, 3264(%rsp)
	vbroadcastss	.LCPI6_39(%rip), %ymm5
	vbroadcastss	%xmm4, %xmm6
	vmovaps	%xmm6, 3248(%rsp)
	vmovshdup	%xmm4, %xmm6
	vmovaps	%xmm6, 3232(%rsp)
	vshufps	$170, %xmm4, %xmm4, %xmm6
	vmovaps	%xmm6, 3216(%rsp)
	vshufps	$255, %xmm4, %xmm4, %xmm6
	vmovaps	%xmm6, 3200(%rsp)
	vextractf128	$1, %ymm4, %xmm4
	vmovsldup	%xmm4, %xmm6
	vmovaps	%xmm6, 3184(%rsp)
	vmovshdup	%xmm4, %xmm6
	vmovaps	%xmm6, 3168(%rsp)
	vshufps	$170, %xmm4, %xmm4, %xmm6
	vmovaps	%xmm6, 3152(%rsp)
	vshufps	$255, %xmm4, %xmm4, %xmm4
	vmovaps	%xmm4, 3136(%rsp)
	vbroadcastss	%xmm3, %xmm4
	vmovaps	%xmm4, 3120(%rsp)
	vmovshdup	%xmm3, %xmm4
	vmovaps	%xmm4, 3104(%rsp)
	vshufps	$170, %xmm3, %xmm3, %xmm4
	vmovaps	%xmm4, 3088(%rsp)
	vshufps	$255, %xmm3, %xmm3, %xmm4
	vmovaps	%xmm4, 3072(%rsp)
	vextractf128	$1, %ymm3, %xmm3
	vmovsldup	%xmm3, %xmm4
	vmovaps	%xmm4, 3056(%rsp)
	vmovshdup	%xmm3, %xmm4
	vmovaps	%xmm4, 3040(%rsp)
	vshufps	$170, %xmm3, %xmm3, %xmm4
	vmovaps	%xmm4, 3024(%rsp)
	vshufps	$255, %xmm3, %xmm3, %xmm3
	vmovaps	%xmm3, 3008(%rsp)
	vbroadcastss	%xmm2, %xmm3
	vmovaps	%xmm3, 2992(%rsp)
	vmovshdup	%xmm2, %xmm3
	vmovaps	%xmm3, 2976(%rsp)
	vshufps	$170, %xmm2, %xmm2, %xmm3
	vmovaps	%xmm3, 2960(%rsp)
	vshufps	$255, %xmm2, %xmm2, %xmm3
	vmovaps	%xmm3, 2944(%rsp)
	vextractf128	$1, %ymm2, %xmm2
	vmovsldup	%xmm2, %xmm3
	vmovaps	%xmm3, 2928(%rsp)
	vmovshdup	%xmm2, %xmm3
	vmovaps	%xmm3, 2912(%rsp)
	vshufps	$170, %xmm2, %xmm2, %xmm3
	vmovaps	%xmm3, 2896(%rsp)
	vshufps	$255, %xmm2, %xmm2, %xmm2
	vmovaps	%xmm2, 2880(%rsp)
	vbroadcastss	%xmm1, %xmm2
	vmovaps	%xmm2, 2864(%rsp)
	vmovshdup	%xmm1, %xmm2
	vmovaps	%xmm2, 2848(%rsp)
	vshufps	$170, %xmm1, %xmm1, %xmm2
	vmovaps	%xmm2, 2832(%rsp)
	vshufps	$255, %xmm1, %xmm1, %xmm2
	vmovaps	%xmm2, 2816(%rsp)
	vextractf128	$1, %ymm1, %xmm1
	vmovsldup	%xmm1, %xmm2
	vmovaps	%xmm2, 2800(%rsp)
	vmovshdup	%xmm1, %xmm2
	vmovaps	%xmm2, 2784(%rsp)
	vshufps	$170, %xmm1, %xmm1, %xmm2
	vmovaps	%xmm2, 2768(%rsp)
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vmovaps	%xmm1, 2752(%rsp)
	vbroadcastss	%xmm0, %xmm1
	vmovaps	%xmm1, 2736(%rsp)
	vmovshdup	%xmm0, %xmm1
	vmovaps	%xmm1, 2720(%rsp)
	vshufps	$170, %xmm0, %xmm0, %xmm1
	vmovaps	%xmm1, 2704(%rsp)
	vshufps	$255, %xmm0, %xmm0, %xmm1
	vmovaps	%xmm1, 2688(%rsp)
	vextractf128	$1, %ymm0, %xmm0
	vmovsldup	%xmm0, %xmm1
	vmovaps	%xmm1, 2672(%rsp)
	vmovshdup	%xmm0, %xmm1
	vmovaps	%xmm1, 2656(%rsp)
	vshufps	$170, %xmm0, %xmm0, %xmm1
	vmovaps	%xmm1, 2640(%rsp)
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 2624(%rsp)
	movl	$256, %ecx
	xorl	%eax, %eax
	vxorps	%xmm1, %xmm1, %xmm1
	vmovss	.LCPI6_52(%rip), %xmm6
	vxorps	%xmm4, %xmm4, %xmm4
	movq	%rdx, 1752(%rsp)
	.loc	1 0 12 is_stmt 0
.Ltmp14:
	.p2align	4
.LBB6_3:
	movq	%rax, 2560(%rsp)
	vmovaps	%xmm6, 2432(%rsp)
	vmovaps	%ymm4, 1760(%rsp)
	vmovss	%xmm1, 1792(%rsp)
	movq	%rcx, 256(%rsp)
	vmovaps	-256(%r10,%rcx), %ymm3
	vmovaps	-224(%r10,%rcx), %ymm4
	vbroadcastss	.LCPI6_34(%rip), %ymm7
	.loc	1 127 13 is_stmt 1
	vmulps	%ymm7, %ymm4, %ymm1
	vmulps	%ymm7, %ymm3, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vroundps	$9, %ymm1, %ymm1
	vbroadcastss	.LCPI6_53(%rip), %ymm2
	vfnmadd231ps	%ymm2, %ymm1, %ymm4
	vmovaps	%ymm4, %ymm8
	vfnmadd231ps	%ymm2, %ymm0, %ymm3
	vmovaps	%ymm3, %ymm4
	vcvttps2dq	%ymm1, %ymm1
	vcvttps2dq	%ymm0, %ymm0
	vmovdqa	1856(%rsp), %ymm2
	vpand	%ymm2, %ymm0, %ymm3
	vpand	%ymm2, %ymm1, %ymm6
	vmovdqa	2464(%rsp), %ymm14
	vpand	%ymm1, %ymm14, %ymm1
	vpand	%ymm0, %ymm14, %ymm0
	vpxor	%xmm2, %xmm2, %xmm2
	vpcmpeqd	%ymm2, %ymm0, %ymm9
	vpcmpeqd	%ymm2, %ymm1, %ymm11
	vmovdqa	1824(%rsp), %ymm2
	vmovdqa	%ymm6, 2112(%rsp)
	vpcmpeqd	%ymm2, %ymm6, %ymm0
	vpcmpeqd	%ymm6, %ymm14, %ymm1
	vpor	%ymm0, %ymm1, %ymm0
	vmovdqa	%ymm0, 224(%rsp)
	vmovdqa	%ymm3, 2176(%rsp)
	vpcmpeqd	%ymm2, %ymm3, %ymm1
	vpcmpeqd	%ymm3, %ymm14, %ymm2
	vpor	%ymm1, %ymm2, %ymm2
	vblendvps	%ymm11, %ymm5, %ymm8, %ymm13
	vmovaps	%ymm8, %ymm7
	vmovaps	%ymm8, 512(%rsp)
	vmovaps	%ymm4, %ymm6
	vmovaps	%ymm4, 2080(%rsp)
	vblendvps	%ymm9, %ymm5, %ymm4, %ymm3
	vbroadcastss	.LCPI6_46(%rip), %ymm1
	vbroadcastss	.LCPI6_47(%rip), %ymm15
	vblendvps	%ymm9, %ymm1, %ymm15, %ymm5
	vbroadcastss	.LCPI6_48(%rip), %ymm0
	vbroadcastss	.LCPI6_49(%rip), %ymm4
	vblendvps	%ymm9, %ymm0, %ymm4, %ymm4
	vmulps	%ymm6, %ymm6, %ymm12
	vfmadd213ps	%ymm5, %ymm12, %ymm4
	vbroadcastss	.LCPI6_44(%rip), %ymm0
	vbroadcastss	.LCPI6_45(%rip), %ymm8
	vblendvps	%ymm9, %ymm0, %ymm8, %ymm5
	vfmadd213ps	%ymm5, %ymm12, %ymm4
	vbroadcastss	.LCPI6_42(%rip), %ymm0
	vbroadcastss	.LCPI6_43(%rip), %ymm5
	vblendvps	%ymm9, %ymm0, %ymm5, %ymm5
	vmovaps	%ymm9, 2048(%rsp)
	vfmadd213ps	%ymm5, %ymm12, %ymm4
	vbroadcastss	.LCPI6_40(%rip), %ymm0
	vbroadcastss	.LCPI6_41(%rip), %ymm5
	vblendvps	%ymm9, %ymm0, %ymm5, %ymm6
	vblendvps	%ymm11, %ymm1, %ymm15, %ymm0
	vfmadd213ps	%ymm6, %ymm12, %ymm4
	vmovaps	%ymm12, 2016(%rsp)
	vbroadcastss	.LCPI6_39(%rip), %ymm6
	vfmadd213ps	%ymm6, %ymm12, %ymm4
	vmulps	%ymm4, %ymm3, %ymm3
	vmovaps	3648(%rsp), %ymm15
	vxorps	%ymm3, %ymm15, %ymm4
	vblendvps	%ymm2, %ymm4, %ymm3, %ymm1
	vmovaps	%ymm1, (%rsp)
	vmovaps	%ymm11, 480(%rsp)
	vbroadcastss	.LCPI6_49(%rip), %ymm5
	vbroadcastss	.LCPI6_48(%rip), %ymm9
	vblendvps	%ymm11, %ymm9, %ymm5, %ymm1
	vmulps	%ymm7, %ymm7, %ymm10
	vmovaps	%ymm10, 448(%rsp)
	vfmadd213ps	%ymm0, %ymm10, %ymm1
	vbroadcastss	.LCPI6_44(%rip), %ymm6
	vblendvps	%ymm11, %ymm6, %ymm8, %ymm3
	vfmadd213ps	%ymm3, %ymm10, %ymm1
	vbroadcastss	.LCPI6_43(%rip), %ymm0
	vbroadcastss	.LCPI6_42(%rip), %ymm3
	vblendvps	%ymm11, %ymm3, %ymm0, %ymm3
	vfmadd213ps	%ymm3, %ymm10, %ymm1
	vbroadcastss	.LCPI6_41(%rip), %ymm0
	vbroadcastss	.LCPI6_40(%rip), %ymm2
	vblendvps	%ymm11, %ymm2, %ymm0, %ymm3
	vfmadd213ps	%ymm3, %ymm10, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm3
	vfmadd213ps	%ymm3, %ymm10, %ymm1
	vmulps	%ymm1, %ymm13, %ymm1
	vxorps	%ymm1, %ymm15, %ymm2
	vmovaps	224(%rsp), %ymm0
	vblendvps	%ymm0, %ymm2, %ymm1, %ymm0
	vmovaps	%ymm0, 160(%rsp)
	vmovaps	-192(%r10,%rcx), %ymm11
	vbroadcastss	.LCPI6_34(%rip), %ymm0
	vmulps	%ymm0, %ymm11, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_53(%rip), %ymm2
	vfnmadd231ps	%ymm2, %ymm0, %ymm11
	vcvttps2dq	%ymm0, %ymm0
	vmovdqa	1856(%rsp), %ymm13
	vpand	%ymm0, %ymm13, %ymm2
	vmovdqa	%ymm2, 416(%rsp)
	vmovdqa	1824(%rsp), %ymm4
	vpcmpeqd	%ymm4, %ymm2, %ymm1
	vmovdqa	%ymm14, %ymm7
	vpcmpeqd	%ymm2, %ymm14, %ymm2
	vpor	%ymm1, %ymm2, %ymm1
	vpand	%ymm0, %ymm14, %ymm0
	vpxor	%xmm2, %xmm2, %xmm2
	vpcmpeqd	%ymm2, %ymm0, %ymm14
	vmovdqa	%ymm14, 320(%rsp)
	vbroadcastss	.LCPI6_47(%rip), %ymm10
	vbroadcastss	.LCPI6_46(%rip), %ymm12
	vblendvps	%ymm14, %ymm12, %ymm10, %ymm0
	vblendvps	%ymm14, %ymm9, %ymm5, %ymm2
	vmulps	%ymm11, %ymm11, %ymm9
	vmovaps	%ymm9, 352(%rsp)
	vmovaps	%ymm11, 384(%rsp)
	vfmadd213ps	%ymm0, %ymm9, %ymm2
	vblendvps	%ymm14, %ymm6, %ymm8, %ymm0
	vfmadd213ps	%ymm0, %ymm9, %ymm2
	vbroadcastss	.LCPI6_42(%rip), %ymm8
	vbroadcastss	.LCPI6_43(%rip), %ymm3
	vblendvps	%ymm14, %ymm8, %ymm3, %ymm0
	vfmadd213ps	%ymm0, %ymm9, %ymm2
	vbroadcastss	.LCPI6_41(%rip), %ymm5
	vbroadcastss	.LCPI6_40(%rip), %ymm0
	vblendvps	%ymm14, %ymm0, %ymm5, %ymm0
	vfmadd213ps	%ymm0, %ymm9, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm9, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm14, %ymm0, %ymm11, %ymm0
	vmulps	%ymm2, %ymm0, %ymm0
	vxorps	%ymm0, %ymm15, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 128(%rsp)
	vmovaps	-160(%r10,%rcx), %ymm1
	vbroadcastss	.LCPI6_34(%rip), %ymm0
	vmulps	%ymm0, %ymm1, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_53(%rip), %ymm2
	vfnmadd231ps	%ymm2, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm9
	vcvttps2dq	%ymm0, %ymm0
	vmovdqa	%ymm13, %ymm11
	vpand	%ymm0, %ymm13, %ymm2
	vmovdqa	%ymm2, 1984(%rsp)
	vpcmpeqd	%ymm4, %ymm2, %ymm1
	vpcmpeqd	%ymm7, %ymm2, %ymm2
	vpor	%ymm1, %ymm2, %ymm14
	vpand	%ymm7, %ymm0, %ymm0
	vpxor	%xmm1, %xmm1, %xmm1
	vpcmpeqd	%ymm1, %ymm0, %ymm1
	vmovdqa	%ymm1, 5536(%rsp)
	vblendvps	%ymm1, %ymm12, %ymm10, %ymm0
	vmulps	%ymm9, %ymm9, %ymm10
	vmovaps	%ymm10, 5568(%rsp)
	vmovaps	%ymm9, %ymm12
	vmovaps	%ymm9, 5600(%rsp)
	vbroadcastss	.LCPI6_49(%rip), %ymm6
	vbroadcastss	.LCPI6_48(%rip), %ymm8
	vblendvps	%ymm1, %ymm8, %ymm6, %ymm2
	vfmadd213ps	%ymm0, %ymm10, %ymm2
	vbroadcastss	.LCPI6_42(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm3, %ymm0
	vbroadcastss	.LCPI6_44(%rip), %ymm9
	vbroadcastss	.LCPI6_45(%rip), %ymm13
	vblendvps	%ymm1, %ymm9, %ymm13, %ymm3
	vfmadd213ps	%ymm3, %ymm10, %ymm2
	vfmadd213ps	%ymm0, %ymm10, %ymm2
	vbroadcastss	.LCPI6_41(%rip), %ymm0
	vbroadcastss	.LCPI6_40(%rip), %ymm3
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm0
	vfmadd213ps	%ymm0, %ymm10, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm10, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm12, %ymm0
	vmulps	%ymm2, %ymm0, %ymm0
	vxorps	%ymm0, %ymm15, %ymm2
	vblendvps	%ymm14, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 2368(%rsp)
	vmovaps	-128(%r10,%rcx), %ymm1
	vbroadcastss	.LCPI6_34(%rip), %ymm0
	vmulps	%ymm0, %ymm1, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_53(%rip), %ymm5
	vfnmadd231ps	%ymm5, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm3
	vmovaps	%ymm1, 5376(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vpand	%ymm0, %ymm11, %ymm2
	vmovdqa	%ymm2, 288(%rsp)
	vpcmpeqd	%ymm4, %ymm2, %ymm1
	vmovdqa	%ymm4, %ymm14
	vpcmpeqd	%ymm7, %ymm2, %ymm2
	vpor	%ymm1, %ymm2, %ymm1
	vpand	%ymm7, %ymm0, %ymm0
	vpxor	%xmm2, %xmm2, %xmm2
	vpcmpeqd	%ymm2, %ymm0, %ymm12
	vmovdqa	%ymm12, 5312(%rsp)
	vbroadcastss	.LCPI6_46(%rip), %ymm4
	vbroadcastss	.LCPI6_47(%rip), %ymm0
	vblendvps	%ymm12, %ymm4, %ymm0, %ymm0
	vblendvps	%ymm12, %ymm8, %ymm6, %ymm2
	vmovaps	%ymm6, %ymm8
	vmulps	%ymm3, %ymm3, %ymm10
	vmovaps	%ymm10, 5344(%rsp)
	vfmadd213ps	%ymm0, %ymm10, %ymm2
	vblendvps	%ymm12, %ymm9, %ymm13, %ymm0
	vfmadd213ps	%ymm0, %ymm10, %ymm2
	vbroadcastss	.LCPI6_43(%rip), %ymm9
	vbroadcastss	.LCPI6_42(%rip), %ymm6
	vblendvps	%ymm12, %ymm6, %ymm9, %ymm0
	vfmadd213ps	%ymm0, %ymm10, %ymm2
	vbroadcastss	.LCPI6_40(%rip), %ymm13
	vbroadcastss	.LCPI6_41(%rip), %ymm0
	vblendvps	%ymm12, %ymm13, %ymm0, %ymm0
	vfmadd213ps	%ymm0, %ymm10, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm10, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm12, %ymm0, %ymm3, %ymm0
	vmulps	%ymm2, %ymm0, %ymm0
	vxorps	%ymm0, %ymm15, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 2304(%rsp)
	vmovaps	-96(%r10,%rcx), %ymm1
	vbroadcastss	.LCPI6_34(%rip), %ymm12
	vmulps	%ymm1, %ymm12, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vfnmadd231ps	%ymm5, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm13
	vmovaps	%ymm1, 5152(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vpand	%ymm0, %ymm11, %ymm2
	vmovdqa	%ymm2, 1952(%rsp)
	vpcmpeqd	%ymm2, %ymm14, %ymm1
	vpcmpeqd	%ymm7, %ymm2, %ymm2
	vpor	%ymm1, %ymm2, %ymm5
	vpand	%ymm7, %ymm0, %ymm0
	vpxor	%xmm1, %xmm1, %xmm1
	vpcmpeqd	%ymm1, %ymm0, %ymm1
	vmovdqa	%ymm1, 5088(%rsp)
	vbroadcastss	.LCPI6_47(%rip), %ymm0
	vblendvps	%ymm1, %ymm4, %ymm0, %ymm0
	vmulps	%ymm13, %ymm13, %ymm4
	vmovaps	%ymm4, 5120(%rsp)
	vbroadcastss	.LCPI6_48(%rip), %ymm10
	vblendvps	%ymm1, %ymm10, %ymm8, %ymm2
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vblendvps	%ymm1, %ymm6, %ymm9, %ymm0
	vbroadcastss	.LCPI6_45(%rip), %ymm6
	vbroadcastss	.LCPI6_44(%rip), %ymm3
	vblendvps	%ymm1, %ymm3, %ymm6, %ymm3
	vfmadd213ps	%ymm3, %ymm4, %ymm2
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_41(%rip), %ymm0
	vbroadcastss	.LCPI6_40(%rip), %ymm3
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm13, %ymm0
	vmulps	%ymm2, %ymm0, %ymm0
	vxorps	%ymm0, %ymm15, %ymm2
	vblendvps	%ymm5, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 2240(%rsp)
	vmovaps	-64(%r10,%rcx), %ymm1
	vmulps	%ymm1, %ymm12, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_53(%rip), %ymm13
	vfnmadd231ps	%ymm13, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm3
	vmovaps	%ymm1, 4928(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vmovdqa	%ymm11, %ymm12
	vpand	%ymm0, %ymm11, %ymm2
	vmovdqa	%ymm2, 1920(%rsp)
	vmovdqa	%ymm14, %ymm9
	vpcmpeqd	%ymm2, %ymm14, %ymm1
	vpcmpeqd	%ymm7, %ymm2, %ymm2
	vpor	%ymm1, %ymm2, %ymm6
	vpand	%ymm7, %ymm0, %ymm0
	vpxor	%xmm1, %xmm1, %xmm1
	vpcmpeqd	%ymm1, %ymm0, %ymm5
	vmovdqa	%ymm5, 4864(%rsp)
	vbroadcastss	.LCPI6_46(%rip), %ymm14
	vbroadcastss	.LCPI6_47(%rip), %ymm0
	vblendvps	%ymm5, %ymm14, %ymm0, %ymm0
	vblendvps	%ymm5, %ymm10, %ymm8, %ymm2
	vmulps	%ymm3, %ymm3, %ymm4
	vmovaps	%ymm4, 4896(%rsp)
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_44(%rip), %ymm0
	vbroadcastss	.LCPI6_45(%rip), %ymm1
	vblendvps	%ymm5, %ymm0, %ymm1, %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_42(%rip), %ymm11
	vbroadcastss	.LCPI6_43(%rip), %ymm10
	vblendvps	%ymm5, %ymm11, %ymm10, %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_41(%rip), %ymm8
	vbroadcastss	.LCPI6_40(%rip), %ymm0
	vblendvps	%ymm5, %ymm0, %ymm8, %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm5, %ymm0, %ymm3, %ymm0
	vmulps	%ymm2, %ymm0, %ymm0
	vxorps	%ymm0, %ymm15, %ymm2
	vblendvps	%ymm6, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 2208(%rsp)
	vmovaps	-32(%r10,%rcx), %ymm1
	vbroadcastss	.LCPI6_34(%rip), %ymm0
	vmulps	%ymm0, %ymm1, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vfnmadd231ps	%ymm13, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm6
	vmovaps	%ymm1, 4352(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vpand	%ymm0, %ymm12, %ymm2
	vmovdqa	%ymm12, %ymm13
	vmovdqa	%ymm2, 1888(%rsp)
	vpcmpeqd	%ymm2, %ymm9, %ymm1
	vpcmpeqd	%ymm7, %ymm2, %ymm2
	vpor	%ymm1, %ymm2, %ymm2
	vpand	%ymm7, %ymm0, %ymm0
	vpxor	%xmm12, %xmm12, %xmm12
	vpcmpeqd	%ymm0, %ymm12, %ymm5
	vmovdqa	%ymm5, 4288(%rsp)
	vbroadcastss	.LCPI6_47(%rip), %ymm0
	vblendvps	%ymm5, %ymm14, %ymm0, %ymm0
	vmulps	%ymm6, %ymm6, %ymm1
	vmovaps	%ymm1, 4320(%rsp)
	vbroadcastss	.LCPI6_49(%rip), %ymm3
	vbroadcastss	.LCPI6_48(%rip), %ymm4
	vblendvps	%ymm5, %ymm4, %ymm3, %ymm3
	vfmadd213ps	%ymm0, %ymm1, %ymm3
	vblendvps	%ymm5, %ymm11, %ymm10, %ymm0
	vbroadcastss	.LCPI6_44(%rip), %ymm11
	vbroadcastss	.LCPI6_45(%rip), %ymm4
	vblendvps	%ymm5, %ymm11, %ymm4, %ymm4
	vfmadd213ps	%ymm4, %ymm1, %ymm3
	vfmadd213ps	%ymm0, %ymm1, %ymm3
	vbroadcastss	.LCPI6_40(%rip), %ymm10
	vblendvps	%ymm5, %ymm10, %ymm8, %ymm0
	vfmadd213ps	%ymm0, %ymm1, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm1, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm5, %ymm0, %ymm6, %ymm0
	vmulps	%ymm3, %ymm0, %ymm0
	vxorps	%ymm0, %ymm15, %ymm3
	vblendvps	%ymm2, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 2144(%rsp)
	vmovaps	(%r10,%rcx), %ymm1
	vbroadcastss	.LCPI6_34(%rip), %ymm0
	vmulps	%ymm0, %ymm1, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_53(%rip), %ymm5
	vfnmadd231ps	%ymm5, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm4
	vcvttps2dq	%ymm0, %ymm0
	vpand	%ymm0, %ymm13, %ymm1
	vmovdqa	%ymm1, 2528(%rsp)
	vpcmpeqd	%ymm1, %ymm9, %ymm2
	vpcmpeqd	%ymm7, %ymm1, %ymm3
	vpor	%ymm2, %ymm3, %ymm2
	vpand	%ymm7, %ymm0, %ymm0
	vpcmpeqd	%ymm0, %ymm12, %ymm12
	vmovdqa	%ymm12, 64(%rsp)
	vbroadcastss	.LCPI6_47(%rip), %ymm0
	vblendvps	%ymm12, %ymm14, %ymm0, %ymm0
	vbroadcastss	.LCPI6_48(%rip), %ymm3
	vbroadcastss	.LCPI6_49(%rip), %ymm1
	vblendvps	%ymm12, %ymm3, %ymm1, %ymm3
	vmovaps	%ymm4, 2496(%rsp)
	vmulps	%ymm4, %ymm4, %ymm1
	vmovaps	%ymm1, 96(%rsp)
	vfmadd213ps	%ymm0, %ymm1, %ymm3
	vbroadcastss	.LCPI6_45(%rip), %ymm0
	vblendvps	%ymm12, %ymm11, %ymm0, %ymm0
	vfmadd213ps	%ymm0, %ymm1, %ymm3
	vbroadcastss	.LCPI6_42(%rip), %ymm8
	vbroadcastss	.LCPI6_43(%rip), %ymm6
	vblendvps	%ymm12, %ymm8, %ymm6, %ymm0
	vfmadd213ps	%ymm0, %ymm1, %ymm3
	vbroadcastss	.LCPI6_41(%rip), %ymm11
	vblendvps	%ymm12, %ymm10, %ymm11, %ymm0
	vfmadd213ps	%ymm0, %ymm1, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm1, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm12, %ymm0, %ymm4, %ymm0
	vmulps	%ymm3, %ymm0, %ymm0
	vxorps	%ymm0, %ymm15, %ymm3
	vblendvps	%ymm2, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 224(%rsp)
	vmovaps	32(%r10,%rcx), %ymm2
	vbroadcastss	.LCPI6_34(%rip), %ymm10
	vmulps	%ymm2, %ymm10, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vfnmadd231ps	%ymm5, %ymm0, %ymm2
	vmovaps	%ymm2, %ymm12
	vmovaps	%ymm2, 5504(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vpand	%ymm0, %ymm13, %ymm3
	vmovdqa	%ymm3, 32(%rsp)
	vpcmpeqd	%ymm3, %ymm9, %ymm2
	vpcmpeqd	%ymm7, %ymm3, %ymm3
	vpor	%ymm2, %ymm3, %ymm5
	vpand	%ymm7, %ymm0, %ymm0
	vxorps	%xmm1, %xmm1, %xmm1
	vpcmpeqd	%ymm1, %ymm0, %ymm1
	vmovdqa	%ymm1, 5440(%rsp)
	vbroadcastss	.LCPI6_47(%rip), %ymm0
	vblendvps	%ymm1, %ymm14, %ymm0, %ymm0
	vmulps	%ymm12, %ymm12, %ymm2
	vmovaps	%ymm2, 5472(%rsp)
	vbroadcastss	.LCPI6_48(%rip), %ymm4
	vbroadcastss	.LCPI6_49(%rip), %ymm3
	vblendvps	%ymm1, %ymm4, %ymm3, %ymm3
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vblendvps	%ymm1, %ymm8, %ymm6, %ymm0
	vbroadcastss	.LCPI6_45(%rip), %ymm6
	vbroadcastss	.LCPI6_44(%rip), %ymm4
	vblendvps	%ymm1, %ymm4, %ymm6, %ymm4
	vfmadd213ps	%ymm4, %ymm2, %ymm3
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_40(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm11, %ymm0
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm12, %ymm0
	vmulps	%ymm3, %ymm0, %ymm0
	vmovaps	%ymm15, %ymm6
	vxorps	%ymm0, %ymm15, %ymm3
	vblendvps	%ymm5, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 608(%rsp)
	vmovaps	64(%r10,%rcx), %ymm2
	vmulps	%ymm2, %ymm10, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_53(%rip), %ymm10
	vfnmadd231ps	%ymm10, %ymm0, %ymm2
	vmovaps	%ymm2, %ymm8
	vmovaps	%ymm2, 5280(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vpand	%ymm0, %ymm13, %ymm3
	vmovdqa	%ymm3, 5408(%rsp)
	vmovdqa	%ymm9, %ymm5
	vpcmpeqd	%ymm3, %ymm9, %ymm2
	vpcmpeqd	%ymm7, %ymm3, %ymm3
	vpor	%ymm2, %ymm3, %ymm2
	vpand	%ymm7, %ymm0, %ymm0
	vpxor	%xmm3, %xmm3, %xmm3
	vpcmpeqd	%ymm3, %ymm0, %ymm14
	vmovdqa	%ymm14, 5216(%rsp)
	vbroadcastss	.LCPI6_47(%rip), %ymm4
	vbroadcastss	.LCPI6_46(%rip), %ymm0
	vblendvps	%ymm14, %ymm0, %ymm4, %ymm0
	vbroadcastss	.LCPI6_49(%rip), %ymm12
	vbroadcastss	.LCPI6_48(%rip), %ymm1
	vblendvps	%ymm14, %ymm1, %ymm12, %ymm3
	vmulps	%ymm8, %ymm8, %ymm9
	vmovaps	%ymm9, 5248(%rsp)
	vfmadd213ps	%ymm0, %ymm9, %ymm3
	vbroadcastss	.LCPI6_44(%rip), %ymm0
	vbroadcastss	.LCPI6_45(%rip), %ymm1
	vblendvps	%ymm14, %ymm0, %ymm1, %ymm0
	vfmadd213ps	%ymm0, %ymm9, %ymm3
	vbroadcastss	.LCPI6_43(%rip), %ymm15
	vbroadcastss	.LCPI6_42(%rip), %ymm0
	vblendvps	%ymm14, %ymm0, %ymm15, %ymm0
	vfmadd213ps	%ymm0, %ymm9, %ymm3
	vbroadcastss	.LCPI6_40(%rip), %ymm0
	vblendvps	%ymm14, %ymm0, %ymm11, %ymm0
	vfmadd213ps	%ymm0, %ymm9, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm9, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm14, %ymm0, %ymm8, %ymm0
	vmulps	%ymm3, %ymm0, %ymm0
	vxorps	%ymm6, %ymm0, %ymm3
	vblendvps	%ymm2, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 192(%rsp)
	vmovaps	96(%r10,%rcx), %ymm2
	vbroadcastss	.LCPI6_34(%rip), %ymm0
	vmulps	%ymm0, %ymm2, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vfnmadd231ps	%ymm10, %ymm0, %ymm2
	vmovaps	%ymm2, %ymm9
	vmovaps	%ymm2, 5056(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vmovdqa	%ymm13, %ymm11
	vpand	%ymm0, %ymm13, %ymm3
	vmovdqa	%ymm3, 5184(%rsp)
	vpcmpeqd	%ymm5, %ymm3, %ymm2
	vpcmpeqd	%ymm7, %ymm3, %ymm3
	vpor	%ymm2, %ymm3, %ymm2
	vpand	%ymm7, %ymm0, %ymm0
	vxorps	%xmm1, %xmm1, %xmm1
	vpcmpeqd	%ymm1, %ymm0, %ymm1
	vmovdqa	%ymm1, 4992(%rsp)
	vbroadcastss	.LCPI6_46(%rip), %ymm13
	vblendvps	%ymm1, %ymm13, %ymm4, %ymm0
	vmulps	%ymm9, %ymm9, %ymm14
	vmovaps	%ymm14, 5024(%rsp)
	vbroadcastss	.LCPI6_48(%rip), %ymm3
	vblendvps	%ymm1, %ymm3, %ymm12, %ymm3
	vfmadd213ps	%ymm0, %ymm14, %ymm3
	vbroadcastss	.LCPI6_42(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm15, %ymm0
	vbroadcastss	.LCPI6_44(%rip), %ymm15
	vbroadcastss	.LCPI6_45(%rip), %ymm4
	vblendvps	%ymm1, %ymm15, %ymm4, %ymm4
	vfmadd213ps	%ymm4, %ymm14, %ymm3
	vfmadd213ps	%ymm0, %ymm14, %ymm3
	vbroadcastss	.LCPI6_40(%rip), %ymm10
	vbroadcastss	.LCPI6_41(%rip), %ymm8
	vblendvps	%ymm1, %ymm10, %ymm8, %ymm0
	vfmadd213ps	%ymm0, %ymm14, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm14, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm9, %ymm0
	vmulps	%ymm3, %ymm0, %ymm0
	vxorps	%ymm6, %ymm0, %ymm3
	vblendvps	%ymm2, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 544(%rsp)
	vmovaps	128(%r10,%rcx), %ymm1
	vbroadcastss	.LCPI6_34(%rip), %ymm0
	vmulps	%ymm0, %ymm1, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_53(%rip), %ymm2
	vfnmadd231ps	%ymm2, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm4
	vmovaps	%ymm1, 4832(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vpand	%ymm0, %ymm11, %ymm1
	vmovdqa	%ymm11, %ymm14
	vmovdqa	%ymm1, 4960(%rsp)
	vpcmpeqd	%ymm5, %ymm1, %ymm2
	vmovdqa	%ymm5, %ymm11
	vpcmpeqd	%ymm7, %ymm1, %ymm3
	vpor	%ymm2, %ymm3, %ymm5
	vpand	%ymm7, %ymm0, %ymm0
	vpxor	%xmm1, %xmm1, %xmm1
	vpcmpeqd	%ymm1, %ymm0, %ymm1
	vmovdqa	%ymm1, 4768(%rsp)
	vbroadcastss	.LCPI6_47(%rip), %ymm12
	vblendvps	%ymm1, %ymm13, %ymm12, %ymm0
	vbroadcastss	.LCPI6_48(%rip), %ymm2
	vbroadcastss	.LCPI6_49(%rip), %ymm3
	vblendvps	%ymm1, %ymm2, %ymm3, %ymm3
	vmulps	%ymm4, %ymm4, %ymm2
	vmovaps	%ymm2, 4800(%rsp)
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_45(%rip), %ymm0
	vblendvps	%ymm1, %ymm15, %ymm0, %ymm0
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_43(%rip), %ymm9
	vbroadcastss	.LCPI6_42(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm9, %ymm0
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vblendvps	%ymm1, %ymm10, %ymm8, %ymm0
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm4, %ymm0
	vmulps	%ymm3, %ymm0, %ymm0
	vxorps	%ymm6, %ymm0, %ymm3
	vmovaps	%ymm6, %ymm8
	vblendvps	%ymm5, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 2400(%rsp)
	vmovaps	160(%r10,%rcx), %ymm1
	vbroadcastss	.LCPI6_34(%rip), %ymm0
	vmulps	%ymm0, %ymm1, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_53(%rip), %ymm2
	vfnmadd231ps	%ymm2, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm5
	vmovaps	%ymm1, 4704(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vpand	%ymm0, %ymm14, %ymm1
	vmovdqa	%ymm1, 4736(%rsp)
	vpcmpeqd	%ymm1, %ymm11, %ymm2
	vpcmpeqd	%ymm7, %ymm1, %ymm3
	vpor	%ymm2, %ymm3, %ymm2
	vpand	%ymm7, %ymm0, %ymm0
	vpxor	%xmm1, %xmm1, %xmm1
	vpcmpeqd	%ymm1, %ymm0, %ymm10
	vmovdqa	%ymm10, 4640(%rsp)
	vblendvps	%ymm10, %ymm13, %ymm12, %ymm0
	vmulps	%ymm5, %ymm5, %ymm15
	vmovaps	%ymm15, 4672(%rsp)
	vbroadcastss	.LCPI6_49(%rip), %ymm13
	vbroadcastss	.LCPI6_48(%rip), %ymm6
	vblendvps	%ymm10, %ymm6, %ymm13, %ymm3
	vfmadd213ps	%ymm0, %ymm15, %ymm3
	vbroadcastss	.LCPI6_42(%rip), %ymm0
	vblendvps	%ymm10, %ymm0, %ymm9, %ymm0
	vbroadcastss	.LCPI6_44(%rip), %ymm9
	vbroadcastss	.LCPI6_45(%rip), %ymm1
	vblendvps	%ymm10, %ymm9, %ymm1, %ymm4
	vfmadd213ps	%ymm4, %ymm15, %ymm3
	vfmadd213ps	%ymm0, %ymm15, %ymm3
	vbroadcastss	.LCPI6_40(%rip), %ymm0
	vbroadcastss	.LCPI6_41(%rip), %ymm1
	vblendvps	%ymm10, %ymm0, %ymm1, %ymm0
	vfmadd213ps	%ymm0, %ymm15, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm15, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm10, %ymm0, %ymm5, %ymm0
	vmulps	%ymm3, %ymm0, %ymm0
	vxorps	%ymm0, %ymm8, %ymm3
	vblendvps	%ymm2, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 2336(%rsp)
	vmovaps	192(%r10,%rcx), %ymm2
	vbroadcastss	.LCPI6_34(%rip), %ymm0
	vmulps	%ymm0, %ymm2, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_53(%rip), %ymm3
	vfnmadd231ps	%ymm3, %ymm0, %ymm2
	vmovaps	%ymm2, %ymm15
	vmovaps	%ymm2, 4576(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vpand	%ymm0, %ymm14, %ymm3
	vmovdqa	%ymm3, 4608(%rsp)
	vpcmpeqd	%ymm3, %ymm11, %ymm2
	vpcmpeqd	%ymm7, %ymm3, %ymm3
	vpor	%ymm2, %ymm3, %ymm4
	vpand	%ymm7, %ymm0, %ymm0
	vxorps	%xmm1, %xmm1, %xmm1
	vpcmpeqd	%ymm1, %ymm0, %ymm1
	vmovdqa	%ymm1, 4512(%rsp)
	vmovaps	%ymm12, %ymm5
	vbroadcastss	.LCPI6_46(%rip), %ymm12
	vblendvps	%ymm1, %ymm12, %ymm5, %ymm0
	vblendvps	%ymm1, %ymm6, %ymm13, %ymm3
	vmulps	%ymm15, %ymm15, %ymm2
	vmovaps	%ymm2, 4544(%rsp)
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_45(%rip), %ymm0
	vblendvps	%ymm1, %ymm9, %ymm0, %ymm0
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_42(%rip), %ymm9
	vbroadcastss	.LCPI6_43(%rip), %ymm10
	vblendvps	%ymm1, %ymm9, %ymm10, %ymm0
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_40(%rip), %ymm13
	vbroadcastss	.LCPI6_41(%rip), %ymm0
	vblendvps	%ymm1, %ymm13, %ymm0, %ymm0
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm1, %ymm0, %ymm15, %ymm0
	vmulps	%ymm3, %ymm0, %ymm0
	vxorps	%ymm0, %ymm8, %ymm3
	vblendvps	%ymm4, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 2272(%rsp)
	vmovaps	224(%r10,%rcx), %ymm1
	vbroadcastss	.LCPI6_34(%rip), %ymm0
	vmulps	%ymm0, %ymm1, %ymm0
	vroundps	$9, %ymm0, %ymm0
	vbroadcastss	.LCPI6_53(%rip), %ymm2
	vfnmadd231ps	%ymm2, %ymm0, %ymm1
	vmovaps	%ymm1, %ymm4
	vmovaps	%ymm1, 4448(%rsp)
	vcvttps2dq	%ymm0, %ymm0
	vpand	%ymm0, %ymm14, %ymm1
	vmovdqa	%ymm1, 4480(%rsp)
	vpcmpeqd	%ymm1, %ymm11, %ymm2
	vpcmpeqd	%ymm7, %ymm1, %ymm3
	vpor	%ymm2, %ymm3, %ymm3
	vpand	%ymm7, %ymm0, %ymm0
	vpxor	%xmm1, %xmm1, %xmm1
	vpcmpeqd	%ymm1, %ymm0, %ymm6
	vmovdqa	%ymm6, 4384(%rsp)
	vblendvps	%ymm6, %ymm12, %ymm5, %ymm1
	vmovaps	%ymm5, %ymm12
	vmulps	%ymm4, %ymm4, %ymm2
	vmovaps	%ymm2, 4416(%rsp)
	vbroadcastss	.LCPI6_49(%rip), %ymm11
	vbroadcastss	.LCPI6_48(%rip), %ymm5
	vblendvps	%ymm6, %ymm5, %ymm11, %ymm0
	vfmadd213ps	%ymm1, %ymm2, %ymm0
	vblendvps	%ymm6, %ymm9, %ymm10, %ymm1
	vbroadcastss	.LCPI6_45(%rip), %ymm10
	vbroadcastss	.LCPI6_44(%rip), %ymm9
	vblendvps	%ymm6, %ymm9, %ymm10, %ymm15
	vfmadd213ps	%ymm15, %ymm2, %ymm0
	vfmadd213ps	%ymm1, %ymm2, %ymm0
	vbroadcastss	.LCPI6_41(%rip), %ymm15
	vblendvps	%ymm6, %ymm13, %ymm15, %ymm1
	vmovaps	%ymm13, %ymm14
	vfmadd213ps	%ymm1, %ymm2, %ymm0
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm2, %ymm0
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vblendvps	%ymm6, %ymm1, %ymm4, %ymm1
	vmulps	%ymm0, %ymm1, %ymm0
	vxorps	%ymm0, %ymm8, %ymm1
	vmovaps	%ymm8, %ymm6
	vblendvps	%ymm3, %ymm1, %ymm0, %ymm0
	vmovaps	%ymm0, 576(%rsp)
	vmovaps	4288(%rsp), %ymm4
	.loc	1 128 13
	vbroadcastss	.LCPI6_46(%rip), %ymm0
	vblendvps	%ymm4, %ymm12, %ymm0, %ymm3
	vblendvps	%ymm4, %ymm11, %ymm5, %ymm0
	vmovaps	%ymm5, %ymm13
	vmovaps	4320(%rsp), %ymm2
	vfmadd213ps	%ymm3, %ymm2, %ymm0
	vblendvps	%ymm4, %ymm10, %ymm9, %ymm1
	vfmadd213ps	%ymm1, %ymm2, %ymm0
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vblendvps	%ymm4, 4352(%rsp), %ymm1, %ymm8
	vbroadcastss	.LCPI6_43(%rip), %ymm1
	vbroadcastss	.LCPI6_42(%rip), %ymm3
	vblendvps	%ymm4, %ymm1, %ymm3, %ymm3
	vfmadd213ps	%ymm3, %ymm2, %ymm0
	vblendvps	%ymm4, %ymm15, %ymm14, %ymm1
	vfmadd213ps	%ymm1, %ymm2, %ymm0
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm2, %ymm0
	vmulps	%ymm0, %ymm8, %ymm0
	vmovdqa	1888(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vmovaps	%ymm6, %ymm8
	vxorps	%ymm6, %ymm0, %ymm3
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 1888(%rsp)
	vmovaps	4864(%rsp), %ymm4
	vblendvps	%ymm4, %ymm10, %ymm9, %ymm0
	vbroadcastss	.LCPI6_46(%rip), %ymm2
	vmovaps	%ymm12, %ymm11
	vblendvps	%ymm4, %ymm12, %ymm2, %ymm1
	vbroadcastss	.LCPI6_49(%rip), %ymm9
	vblendvps	%ymm4, %ymm9, %ymm5, %ymm3
	vmovaps	4896(%rsp), %ymm6
	vfmadd213ps	%ymm1, %ymm6, %ymm3
	vfmadd213ps	%ymm0, %ymm6, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm4, 4928(%rsp), %ymm0, %ymm0
	vmovaps	%ymm15, %ymm10
	vblendvps	%ymm4, %ymm15, %ymm14, %ymm1
	vbroadcastss	.LCPI6_42(%rip), %ymm12
	vbroadcastss	.LCPI6_43(%rip), %ymm15
	vblendvps	%ymm4, %ymm15, %ymm12, %ymm5
	vfmadd213ps	%ymm5, %ymm6, %ymm3
	vfmadd213ps	%ymm1, %ymm6, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm6, %ymm3
	vmulps	%ymm3, %ymm0, %ymm0
	vmovdqa	1920(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vmovaps	%ymm8, %ymm6
	vxorps	%ymm0, %ymm8, %ymm3
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 1920(%rsp)
	vmovaps	5088(%rsp), %ymm5
	vblendvps	%ymm5, %ymm11, %ymm2, %ymm0
	vmovaps	%ymm9, %ymm4
	vblendvps	%ymm5, %ymm9, %ymm13, %ymm1
	vmovaps	5120(%rsp), %ymm14
	vfmadd213ps	%ymm0, %ymm14, %ymm1
	vbroadcastss	.LCPI6_44(%rip), %ymm8
	vbroadcastss	.LCPI6_45(%rip), %ymm9
	vblendvps	%ymm5, %ymm9, %ymm8, %ymm0
	vfmadd213ps	%ymm0, %ymm14, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm5, 5152(%rsp), %ymm0, %ymm0
	vblendvps	%ymm5, %ymm15, %ymm12, %ymm3
	vmovaps	%ymm12, %ymm15
	vfmadd213ps	%ymm3, %ymm14, %ymm1
	vmovaps	%ymm10, %ymm12
	vbroadcastss	.LCPI6_40(%rip), %ymm10
	vblendvps	%ymm5, %ymm12, %ymm10, %ymm3
	vfmadd213ps	%ymm3, %ymm14, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm3
	vfmadd213ps	%ymm3, %ymm14, %ymm1
	vmulps	%ymm1, %ymm0, %ymm0
	vmovdqa	1952(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm3
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 1952(%rsp)
	vmovaps	5312(%rsp), %ymm5
	vblendvps	%ymm5, %ymm9, %ymm8, %ymm0
	vblendvps	%ymm5, %ymm11, %ymm2, %ymm1
	vblendvps	%ymm5, %ymm4, %ymm13, %ymm3
	vmovaps	5344(%rsp), %ymm14
	vfmadd213ps	%ymm1, %ymm14, %ymm3
	vfmadd213ps	%ymm0, %ymm14, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm5, 5376(%rsp), %ymm0, %ymm0
	vblendvps	%ymm5, %ymm12, %ymm10, %ymm1
	vbroadcastss	.LCPI6_43(%rip), %ymm10
	vblendvps	%ymm5, %ymm10, %ymm15, %ymm5
	vmovaps	%ymm15, %ymm10
	vfmadd213ps	%ymm5, %ymm14, %ymm3
	vfmadd213ps	%ymm1, %ymm14, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm14, %ymm3
	vmulps	%ymm3, %ymm0, %ymm0
	vmovdqa	288(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm3
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 288(%rsp)
	vmovaps	%ymm2, %ymm14
	vmovaps	5536(%rsp), %ymm2
	vblendvps	%ymm2, %ymm11, %ymm14, %ymm0
	vblendvps	%ymm2, %ymm4, %ymm13, %ymm1
	vmovaps	5568(%rsp), %ymm15
	vfmadd213ps	%ymm0, %ymm15, %ymm1
	vblendvps	%ymm2, %ymm9, %ymm8, %ymm0
	vfmadd213ps	%ymm0, %ymm15, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm2, 5600(%rsp), %ymm0, %ymm0
	vbroadcastss	.LCPI6_43(%rip), %ymm3
	vblendvps	%ymm2, %ymm3, %ymm10, %ymm3
	vfmadd213ps	%ymm3, %ymm15, %ymm1
	vbroadcastss	.LCPI6_40(%rip), %ymm5
	vblendvps	%ymm2, %ymm12, %ymm5, %ymm3
	vfmadd213ps	%ymm3, %ymm15, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm3
	vfmadd213ps	%ymm3, %ymm15, %ymm1
	vmulps	%ymm1, %ymm0, %ymm0
	vmovdqa	1984(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm3
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 1984(%rsp)
	vmovaps	320(%rsp), %ymm2
	vblendvps	%ymm2, %ymm9, %ymm8, %ymm0
	vblendvps	%ymm2, %ymm11, %ymm14, %ymm1
	vmovaps	%ymm14, %ymm8
	vblendvps	%ymm2, %ymm4, %ymm13, %ymm3
	vmovaps	%ymm4, %ymm10
	vmovaps	352(%rsp), %ymm4
	vfmadd213ps	%ymm1, %ymm4, %ymm3
	vfmadd213ps	%ymm0, %ymm4, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm2, 384(%rsp), %ymm0, %ymm0
	vblendvps	%ymm2, %ymm12, %ymm5, %ymm1
	vmovaps	%ymm5, %ymm14
	vbroadcastss	.LCPI6_43(%rip), %ymm9
	vbroadcastss	.LCPI6_42(%rip), %ymm15
	vblendvps	%ymm2, %ymm9, %ymm15, %ymm5
	vfmadd213ps	%ymm5, %ymm4, %ymm3
	vfmadd213ps	%ymm1, %ymm4, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm4, %ymm3
	vmulps	%ymm3, %ymm0, %ymm0
	vmovdqa	416(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm3
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 352(%rsp)
	vmovaps	480(%rsp), %ymm5
	vblendvps	%ymm5, %ymm11, %ymm8, %ymm0
	vblendvps	%ymm5, %ymm10, %ymm13, %ymm1
	vmovaps	%ymm10, %ymm12
	vmovaps	448(%rsp), %ymm2
	vfmadd213ps	%ymm0, %ymm2, %ymm1
	vbroadcastss	.LCPI6_45(%rip), %ymm8
	vbroadcastss	.LCPI6_44(%rip), %ymm4
	vblendvps	%ymm5, %ymm8, %ymm4, %ymm0
	vfmadd213ps	%ymm0, %ymm2, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm5, 512(%rsp), %ymm0, %ymm0
	vblendvps	%ymm5, %ymm9, %ymm15, %ymm3
	vfmadd213ps	%ymm3, %ymm2, %ymm1
	vbroadcastss	.LCPI6_41(%rip), %ymm10
	vblendvps	%ymm5, %ymm10, %ymm14, %ymm3
	vfmadd213ps	%ymm3, %ymm2, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm3
	vfmadd213ps	%ymm3, %ymm2, %ymm1
	vmulps	%ymm1, %ymm0, %ymm0
	vmovdqa	2112(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm3
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 384(%rsp)
	vmovaps	2048(%rsp), %ymm5
	vblendvps	%ymm5, %ymm8, %ymm4, %ymm0
	vbroadcastss	.LCPI6_46(%rip), %ymm1
	vblendvps	%ymm5, %ymm11, %ymm1, %ymm1
	vblendvps	%ymm5, %ymm12, %ymm13, %ymm3
	vmovaps	2016(%rsp), %ymm2
	vfmadd213ps	%ymm1, %ymm2, %ymm3
	vfmadd213ps	%ymm0, %ymm2, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm5, 2080(%rsp), %ymm0, %ymm0
	vblendvps	%ymm5, %ymm10, %ymm14, %ymm1
	vblendvps	%ymm5, %ymm9, %ymm15, %ymm5
	vmovaps	%ymm15, %ymm8
	vmovaps	%ymm9, %ymm15
	vfmadd213ps	%ymm5, %ymm2, %ymm3
	vfmadd213ps	%ymm1, %ymm2, %ymm3
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm2, %ymm3
	vmulps	%ymm3, %ymm0, %ymm0
	vmovdqa	2176(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm3
	vblendvps	%ymm1, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm0, 416(%rsp)
	vbroadcastss	.LCPI6_46(%rip), %ymm9
	vmovaps	4384(%rsp), %ymm2
	vblendvps	%ymm2, %ymm11, %ymm9, %ymm0
	vblendvps	%ymm2, %ymm12, %ymm13, %ymm1
	vmovaps	4416(%rsp), %ymm4
	vfmadd213ps	%ymm0, %ymm4, %ymm1
	vbroadcastss	.LCPI6_44(%rip), %ymm14
	vbroadcastss	.LCPI6_45(%rip), %ymm5
	vblendvps	%ymm2, %ymm5, %ymm14, %ymm0
	vfmadd213ps	%ymm0, %ymm4, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm2, 4448(%rsp), %ymm0, %ymm0
	vblendvps	%ymm2, %ymm15, %ymm8, %ymm3
	vmovaps	%ymm8, %ymm10
	vfmadd213ps	%ymm3, %ymm4, %ymm1
	vbroadcastss	.LCPI6_41(%rip), %ymm12
	vbroadcastss	.LCPI6_40(%rip), %ymm8
	vblendvps	%ymm2, %ymm12, %ymm8, %ymm2
	vfmadd213ps	%ymm2, %ymm4, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm2
	vfmadd213ps	%ymm2, %ymm4, %ymm1
	vmulps	%ymm1, %ymm0, %ymm0
	vmovdqa	4480(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 2176(%rsp)
	vmovaps	4512(%rsp), %ymm3
	vblendvps	%ymm3, %ymm5, %ymm14, %ymm0
	vblendvps	%ymm3, %ymm11, %ymm9, %ymm1
	vbroadcastss	.LCPI6_49(%rip), %ymm2
	vblendvps	%ymm3, %ymm2, %ymm13, %ymm2
	vmovaps	4544(%rsp), %ymm4
	vfmadd213ps	%ymm1, %ymm4, %ymm2
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm3, 4576(%rsp), %ymm0, %ymm0
	vblendvps	%ymm3, %ymm12, %ymm8, %ymm1
	vblendvps	%ymm3, %ymm15, %ymm10, %ymm3
	vmovaps	%ymm15, %ymm8
	vfmadd213ps	%ymm3, %ymm4, %ymm2
	vfmadd213ps	%ymm1, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm4, %ymm2
	vmulps	%ymm2, %ymm0, %ymm0
	vmovdqa	4608(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 448(%rsp)
	vmovaps	4640(%rsp), %ymm4
	vblendvps	%ymm4, %ymm11, %ymm9, %ymm0
	vbroadcastss	.LCPI6_49(%rip), %ymm15
	vblendvps	%ymm4, %ymm15, %ymm13, %ymm1
	vmovaps	%ymm13, %ymm9
	vmovaps	4672(%rsp), %ymm3
	vfmadd213ps	%ymm0, %ymm3, %ymm1
	vblendvps	%ymm4, %ymm5, %ymm14, %ymm0
	vfmadd213ps	%ymm0, %ymm3, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm4, 4704(%rsp), %ymm0, %ymm0
	vmovaps	%ymm8, %ymm11
	vblendvps	%ymm4, %ymm8, %ymm10, %ymm2
	vmovaps	%ymm10, %ymm8
	vfmadd213ps	%ymm2, %ymm3, %ymm1
	vbroadcastss	.LCPI6_40(%rip), %ymm2
	vblendvps	%ymm4, %ymm12, %ymm2, %ymm2
	vfmadd213ps	%ymm2, %ymm3, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm2
	vfmadd213ps	%ymm2, %ymm3, %ymm1
	vmulps	%ymm1, %ymm0, %ymm0
	vmovdqa	4736(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 480(%rsp)
	vmovaps	4768(%rsp), %ymm3
	vblendvps	%ymm3, %ymm5, %ymm14, %ymm0
	vmovaps	%ymm14, %ymm13
	vbroadcastss	.LCPI6_47(%rip), %ymm1
	vbroadcastss	.LCPI6_46(%rip), %ymm2
	vblendvps	%ymm3, %ymm1, %ymm2, %ymm1
	vblendvps	%ymm3, %ymm15, %ymm9, %ymm2
	vmovaps	4800(%rsp), %ymm4
	vfmadd213ps	%ymm1, %ymm4, %ymm2
	vfmadd213ps	%ymm0, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm3, 4832(%rsp), %ymm0, %ymm0
	vbroadcastss	.LCPI6_40(%rip), %ymm1
	vblendvps	%ymm3, %ymm12, %ymm1, %ymm1
	vblendvps	%ymm3, %ymm11, %ymm10, %ymm3
	vfmadd213ps	%ymm3, %ymm4, %ymm2
	vfmadd213ps	%ymm1, %ymm4, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm4, %ymm2
	vmulps	%ymm2, %ymm0, %ymm0
	vmovdqa	4960(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 512(%rsp)
	vmovaps	4992(%rsp), %ymm4
	vbroadcastss	.LCPI6_47(%rip), %ymm0
	vbroadcastss	.LCPI6_46(%rip), %ymm10
	vblendvps	%ymm4, %ymm0, %ymm10, %ymm0
	vblendvps	%ymm4, %ymm15, %ymm9, %ymm1
	vmovaps	%ymm9, %ymm12
	vmovaps	5024(%rsp), %ymm14
	vfmadd213ps	%ymm0, %ymm14, %ymm1
	vblendvps	%ymm4, %ymm5, %ymm13, %ymm0
	vfmadd213ps	%ymm0, %ymm14, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm4, 5056(%rsp), %ymm0, %ymm0
	vblendvps	%ymm4, %ymm11, %ymm8, %ymm2
	vmovaps	%ymm8, %ymm9
	vfmadd213ps	%ymm2, %ymm14, %ymm1
	vbroadcastss	.LCPI6_41(%rip), %ymm3
	vbroadcastss	.LCPI6_40(%rip), %ymm8
	vblendvps	%ymm4, %ymm3, %ymm8, %ymm2
	vfmadd213ps	%ymm2, %ymm14, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm2
	vfmadd213ps	%ymm2, %ymm14, %ymm1
	vmulps	%ymm1, %ymm0, %ymm0
	vmovdqa	5184(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 2016(%rsp)
	vmovaps	5216(%rsp), %ymm4
	vblendvps	%ymm4, %ymm5, %ymm13, %ymm0
	vmovaps	%ymm5, %ymm13
	vbroadcastss	.LCPI6_47(%rip), %ymm1
	vblendvps	%ymm4, %ymm1, %ymm10, %ymm1
	vblendvps	%ymm4, %ymm15, %ymm12, %ymm2
	vmovaps	5248(%rsp), %ymm14
	vfmadd213ps	%ymm1, %ymm14, %ymm2
	vfmadd213ps	%ymm0, %ymm14, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm4, 5280(%rsp), %ymm0, %ymm0
	vblendvps	%ymm4, %ymm3, %ymm8, %ymm1
	vblendvps	%ymm4, %ymm11, %ymm9, %ymm3
	vfmadd213ps	%ymm3, %ymm14, %ymm2
	vfmadd213ps	%ymm1, %ymm14, %ymm2
	vbroadcastss	.LCPI6_39(%rip), %ymm1
	vfmadd213ps	%ymm1, %ymm14, %ymm2
	vmulps	%ymm2, %ymm0, %ymm0
	vmovdqa	5408(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 2048(%rsp)
	vmovaps	5440(%rsp), %ymm3
	vbroadcastss	.LCPI6_47(%rip), %ymm5
	vblendvps	%ymm3, %ymm5, %ymm10, %ymm0
	vblendvps	%ymm3, %ymm15, %ymm12, %ymm1
	vmovaps	5472(%rsp), %ymm4
	vfmadd213ps	%ymm0, %ymm4, %ymm1
	vbroadcastss	.LCPI6_44(%rip), %ymm14
	vblendvps	%ymm3, %ymm13, %ymm14, %ymm0
	vmovaps	%ymm13, %ymm12
	vfmadd213ps	%ymm0, %ymm4, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm3, 5504(%rsp), %ymm0, %ymm0
	vblendvps	%ymm3, %ymm11, %ymm9, %ymm2
	vfmadd213ps	%ymm2, %ymm4, %ymm1
	vbroadcastss	.LCPI6_41(%rip), %ymm13
	vblendvps	%ymm3, %ymm13, %ymm8, %ymm2
	vfmadd213ps	%ymm2, %ymm4, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm2
	vfmadd213ps	%ymm2, %ymm4, %ymm1
	vmulps	%ymm1, %ymm0, %ymm0
	vmovdqa	32(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 2080(%rsp)
	vmovaps	64(%rsp), %ymm3
	vblendvps	%ymm3, %ymm5, %ymm10, %ymm0
	vbroadcastss	.LCPI6_48(%rip), %ymm1
	vblendvps	%ymm3, %ymm15, %ymm1, %ymm1
	vblendvps	%ymm3, %ymm12, %ymm14, %ymm2
	vmovaps	96(%rsp), %ymm4
	vfmadd213ps	%ymm0, %ymm4, %ymm1
	vfmadd213ps	%ymm2, %ymm4, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm0
	vblendvps	%ymm3, 2496(%rsp), %ymm0, %ymm0
	vblendvps	%ymm3, %ymm11, %ymm9, %ymm2
	vblendvps	%ymm3, %ymm13, %ymm8, %ymm3
	vfmadd213ps	%ymm2, %ymm4, %ymm1
	vfmadd213ps	%ymm3, %ymm4, %ymm1
	vbroadcastss	.LCPI6_39(%rip), %ymm2
	vfmadd213ps	%ymm2, %ymm4, %ymm1
	vmulps	%ymm1, %ymm0, %ymm0
	vmovdqa	2528(%rsp), %ymm1
	vpcmpgtd	%ymm7, %ymm1, %ymm1
	vxorps	%ymm6, %ymm0, %ymm2
	vblendvps	%ymm1, %ymm2, %ymm0, %ymm0
	vmovaps	%ymm0, 2112(%rsp)
	.loc	1 123 12
	vmovq	%rax, %xmm0
	vpbroadcastq	%xmm0, %ymm0
	vmovdqa	%ymm0, 2528(%rsp)
	.loc	1 131 13
	vpsllq	$9, %ymm0, %ymm0
	vpaddq	3712(%rsp), %ymm0, %ymm8
	vmovdqa	.LCPI6_3(%rip), %ymm3
	vpor	%ymm3, %ymm8, %ymm0
	vpextrq	$1, %xmm0, %rbx
	vmovq	%xmm0, 320(%rsp)
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, %r13
	vmovq	%xmm0, 96(%rsp)
	vmovdqa	.LCPI6_2(%rip), %ymm4
	vpor	%ymm4, %ymm8, %ymm0
	vpextrq	$1, %xmm0, %rdi
	vmovq	%xmm0, %rdx
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, 64(%rsp)
	vmovq	%xmm0, 32(%rsp)
	vmovdqa	.LCPI6_0(%rip), %ymm9
	vpor	%ymm9, %ymm8, %ymm0
	vpextrq	$1, %xmm0, %rax
	vmovq	%xmm0, %r11
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, %r8
	vmovq	%xmm0, %r10
	vmovdqa	.LCPI6_1(%rip), %ymm12
	vpor	%ymm12, %ymm8, %ymm0
	vmovq	%xmm0, %rsi
	vmovss	(%r12,%r11,4), %xmm1
	vinsertps	$16, (%r12,%rax,4), %xmm1, %xmm1
	vpextrq	$1, %xmm0, %r11
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, %rax
	vmovss	(%r12,%rsi,4), %xmm2
	vinsertps	$16, (%r12,%r11,4), %xmm2, %xmm2
	vinsertps	$32, (%r12,%r10,4), %xmm1, %xmm1
	vmovq	%xmm0, %rsi
	vinsertps	$32, (%r12,%rsi,4), %xmm2, %xmm0
	vmovdqa	.LCPI6_18(%rip), %ymm2
	.loc	1 132 13
	vpor	%ymm2, %ymm8, %ymm2
	vpextrq	$1, %xmm2, %rsi
	.loc	1 131 13
	vinsertps	$48, (%r12,%r8,4), %xmm1, %xmm1
	.loc	1 132 13
	vmovq	%xmm2, %r10
	vextracti128	$1, %ymm2, %xmm2
	vpextrq	$1, %xmm2, %r8
	vmovq	%xmm2, %r11
	vmovdqa	.LCPI6_17(%rip), %ymm2
	vpor	%ymm2, %ymm8, %ymm2
	vpextrq	$1, %xmm2, %r14
	vmovq	%xmm2, %r9
	vextracti128	$1, %ymm2, %xmm2
	vpextrq	$1, %xmm2, %rcx
	vmovq	%xmm2, %r15
	.loc	1 131 13
	vinsertps	$48, (%r12,%rax,4), %xmm0, %xmm0
	vinsertf128	$1, %xmm1, %ymm0, %ymm0
	.loc	1 132 13
	vmovss	(%r12,%r9,4), %xmm1
	vinsertps	$16, (%r12,%r14,4), %xmm1, %xmm1
	vmovss	(%r12,%r10,4), %xmm2
	vinsertps	$16, (%r12,%rsi,4), %xmm2, %xmm2
	vinsertps	$32, (%r12,%r15,4), %xmm1, %xmm1
	vinsertps	$32, (%r12,%r11,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%rcx,4), %xmm1, %xmm1
	vinsertps	$48, (%r12,%r8,4), %xmm2, %xmm2
	vinsertf128	$1, %xmm1, %ymm2, %ymm1
	.loc	1 131 13
	vmovss	(%r12,%rdx,4), %xmm2
	vinsertps	$16, (%r12,%rdi,4), %xmm2, %xmm2
	vmovaps	1888(%rsp), %ymm4
	.loc	1 135 13
	vmulps	%ymm1, %ymm4, %ymm5
	vmovaps	2144(%rsp), %ymm3
	.loc	1 136 12
	vfmsub231ps	%ymm0, %ymm3, %ymm5
	vmovaps	%ymm5, 2496(%rsp)
	.loc	1 137 13
	vmulps	%ymm1, %ymm3, %ymm3
	movq	32(%rsp), %rax
	.loc	1 131 13
	vinsertps	$32, (%r12,%rax,4), %xmm2, %xmm1
	movq	320(%rsp), %rax
	vmovss	(%r12,%rax,4), %xmm2
	vinsertps	$16, (%r12,%rbx,4), %xmm2, %xmm2
	movq	64(%rsp), %rax
	vinsertps	$48, (%r12,%rax,4), %xmm1, %xmm1
	movq	96(%rsp), %rax
	vinsertps	$32, (%r12,%rax,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%r13,4), %xmm2, %xmm2
	.loc	1 139 12
	vfmadd231ps	%ymm0, %ymm4, %ymm3
	vmovaps	%ymm3, 2144(%rsp)
	.loc	1 131 13
	vinsertf128	$1, %xmm1, %ymm2, %ymm0
	vmovdqa	.LCPI6_20(%rip), %ymm4
	.loc	1 132 13
	vpor	%ymm4, %ymm8, %ymm1
	vmovq	%xmm1, %rax
	vpextrq	$1, %xmm1, %rdx
	vextracti128	$1, %ymm1, %xmm1
	vmovq	%xmm1, %rsi
	vpextrq	$1, %xmm1, %rdi
	vmovdqa	.LCPI6_19(%rip), %ymm6
	vpor	%ymm6, %ymm8, %ymm1
	vmovq	%xmm1, %r8
	vpextrq	$1, %xmm1, %r10
	vextracti128	$1, %ymm1, %xmm1
	vmovss	(%r12,%r8,4), %xmm2
	vinsertps	$16, (%r12,%r10,4), %xmm2, %xmm2
	vpextrq	$1, %xmm1, %r8
	vmovq	%xmm1, %r10
	vinsertps	$32, (%r12,%r10,4), %xmm2, %xmm1
	vmovss	(%r12,%rax,4), %xmm2
	vinsertps	$16, (%r12,%rdx,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%r8,4), %xmm1, %xmm1
	vinsertps	$32, (%r12,%rsi,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%rdi,4), %xmm2, %xmm2
	vinsertf128	$1, %xmm1, %ymm2, %ymm1
	vmovaps	1920(%rsp), %ymm3
	.loc	1 135 13
	vmulps	%ymm1, %ymm3, %ymm4
	vmovaps	2208(%rsp), %ymm2
	.loc	1 137 13
	vmulps	%ymm1, %ymm2, %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm0, %ymm2, %ymm4
	vmovaps	%ymm4, 2208(%rsp)
	.loc	1 139 12
	vfmadd231ps	%ymm0, %ymm3, %ymm1
	vmovaps	%ymm1, 1920(%rsp)
	vmovdqa	.LCPI6_7(%rip), %ymm13
	.loc	1 131 13
	vpor	%ymm13, %ymm8, %ymm0
	vpextrq	$1, %xmm0, 320(%rsp)
	vmovq	%xmm0, 64(%rsp)
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, 96(%rsp)
	vmovq	%xmm0, 32(%rsp)
	vmovdqa	.LCPI6_6(%rip), %ymm11
	vpor	%ymm11, %ymm8, %ymm0
	vpextrq	$1, %xmm0, %r10
	vmovq	%xmm0, %rdi
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, %r8
	vmovq	%xmm0, %r11
	vmovdqa	.LCPI6_4(%rip), %ymm7
	vpor	%ymm7, %ymm8, %ymm0
	vpextrq	$1, %xmm0, %r14
	vmovq	%xmm0, %r15
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, %rax
	vmovq	%xmm0, %r13
	vmovdqa	.LCPI6_5(%rip), %ymm13
	vpor	%ymm13, %ymm8, %ymm0
	vmovq	%xmm0, %r9
	vmovss	(%r12,%r15,4), %xmm1
	vinsertps	$16, (%r12,%r14,4), %xmm1, %xmm1
	vpextrq	$1, %xmm0, %r14
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, %r15
	vmovss	(%r12,%r9,4), %xmm2
	vinsertps	$16, (%r12,%r14,4), %xmm2, %xmm2
	vinsertps	$32, (%r12,%r13,4), %xmm1, %xmm1
	vmovq	%xmm0, %r9
	vinsertps	$32, (%r12,%r9,4), %xmm2, %xmm0
	vmovdqa	.LCPI6_22(%rip), %ymm10
	.loc	1 132 13
	vpor	%ymm10, %ymm8, %ymm2
	vpextrq	$1, %xmm2, %r9
	.loc	1 131 13
	vinsertps	$48, (%r12,%rax,4), %xmm1, %xmm1
	.loc	1 132 13
	vmovq	%xmm2, %r14
	vextracti128	$1, %ymm2, %xmm2
	vpextrq	$1, %xmm2, %rsi
	vmovq	%xmm2, %r13
	vmovdqa	.LCPI6_21(%rip), %ymm11
	vpor	%ymm11, %ymm8, %ymm2
	vpextrq	$1, %xmm2, %rax
	vmovq	%xmm2, %rcx
	vextracti128	$1, %ymm2, %xmm2
	vpextrq	$1, %xmm2, %rdx
	vmovq	%xmm2, %rbx
	.loc	1 131 13
	vinsertps	$48, (%r12,%r15,4), %xmm0, %xmm0
	vinsertf128	$1, %xmm1, %ymm0, %ymm0
	.loc	1 132 13
	vmovss	(%r12,%rcx,4), %xmm1
	vinsertps	$16, (%r12,%rax,4), %xmm1, %xmm1
	vmovss	(%r12,%r14,4), %xmm2
	vinsertps	$16, (%r12,%r9,4), %xmm2, %xmm2
	vinsertps	$32, (%r12,%rbx,4), %xmm1, %xmm1
	vinsertps	$32, (%r12,%r13,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%rdx,4), %xmm1, %xmm1
	vinsertps	$48, (%r12,%rsi,4), %xmm2, %xmm2
	vinsertf128	$1, %xmm1, %ymm2, %ymm1
	.loc	1 131 13
	vmovss	(%r12,%rdi,4), %xmm2
	vinsertps	$16, (%r12,%r10,4), %xmm2, %xmm2
	vmovaps	1952(%rsp), %ymm4
	.loc	1 135 13
	vmulps	%ymm1, %ymm4, %ymm7
	vmovaps	2240(%rsp), %ymm3
	.loc	1 136 12
	vfmsub231ps	%ymm0, %ymm3, %ymm7
	vmovaps	%ymm7, 1888(%rsp)
	.loc	1 137 13
	vmulps	%ymm1, %ymm3, %ymm3
	.loc	1 131 13
	vinsertps	$32, (%r12,%r11,4), %xmm2, %xmm1
	movq	64(%rsp), %rax
	vmovss	(%r12,%rax,4), %xmm2
	movq	320(%rsp), %rax
	vinsertps	$16, (%r12,%rax,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%r8,4), %xmm1, %xmm1
	movq	32(%rsp), %rax
	vinsertps	$32, (%r12,%rax,4), %xmm2, %xmm2
	movq	96(%rsp), %rax
	vinsertps	$48, (%r12,%rax,4), %xmm2, %xmm2
	.loc	1 139 12
	vfmadd231ps	%ymm0, %ymm4, %ymm3
	vmovaps	%ymm3, 2240(%rsp)
	.loc	1 131 13
	vinsertf128	$1, %xmm1, %ymm2, %ymm0
	vmovdqa	.LCPI6_24(%rip), %ymm1
	.loc	1 132 13
	vpor	%ymm1, %ymm8, %ymm1
	vmovq	%xmm1, %rax
	vpextrq	$1, %xmm1, %rcx
	vextracti128	$1, %ymm1, %xmm1
	vmovq	%xmm1, %rdx
	vpextrq	$1, %xmm1, %rsi
	vmovdqa	.LCPI6_23(%rip), %ymm1
	vpor	%ymm1, %ymm8, %ymm1
	vmovq	%xmm1, %rdi
	vpextrq	$1, %xmm1, %r8
	vextracti128	$1, %ymm1, %xmm1
	vmovss	(%r12,%rdi,4), %xmm2
	vinsertps	$16, (%r12,%r8,4), %xmm2, %xmm2
	vpextrq	$1, %xmm1, %rdi
	vmovq	%xmm1, %r8
	vinsertps	$32, (%r12,%r8,4), %xmm2, %xmm1
	vmovss	(%r12,%rax,4), %xmm2
	vinsertps	$16, (%r12,%rcx,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%rdi,4), %xmm1, %xmm1
	vinsertps	$32, (%r12,%rdx,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%rsi,4), %xmm2, %xmm2
	vinsertf128	$1, %xmm1, %ymm2, %ymm1
	vmovaps	288(%rsp), %ymm3
	.loc	1 135 13
	vmulps	%ymm1, %ymm3, %ymm4
	vmovaps	2304(%rsp), %ymm2
	.loc	1 137 13
	vmulps	%ymm1, %ymm2, %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm0, %ymm2, %ymm4
	vmovaps	%ymm4, 2304(%rsp)
	.loc	1 139 12
	vfmadd231ps	%ymm0, %ymm3, %ymm1
	vmovaps	%ymm1, 1952(%rsp)
	vmovdqa	.LCPI6_11(%rip), %ymm12
	.loc	1 131 13
	vpor	%ymm12, %ymm8, %ymm0
	vpextrq	$1, %xmm0, 96(%rsp)
	vmovq	%xmm0, 32(%rsp)
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, 64(%rsp)
	vmovq	%xmm0, 288(%rsp)
	vmovdqa	.LCPI6_10(%rip), %ymm9
	vpor	%ymm9, %ymm8, %ymm0
	vpextrq	$1, %xmm0, %r10
	vmovq	%xmm0, %rdi
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, %r8
	vmovq	%xmm0, %r11
	vmovdqa	.LCPI6_8(%rip), %ymm14
	vpor	%ymm14, %ymm8, %ymm0
	vpextrq	$1, %xmm0, %r9
	vmovq	%xmm0, %rbx
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, %r14
	vmovq	%xmm0, %r15
	vmovdqa	.LCPI6_9(%rip), %ymm15
	vpor	%ymm15, %ymm8, %ymm0
	vmovq	%xmm0, %r13
	vmovss	(%r12,%rbx,4), %xmm1
	vinsertps	$16, (%r12,%r9,4), %xmm1, %xmm1
	vpextrq	$1, %xmm0, %r9
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, %rbx
	vmovss	(%r12,%r13,4), %xmm2
	vinsertps	$16, (%r12,%r9,4), %xmm2, %xmm2
	vinsertps	$32, (%r12,%r15,4), %xmm1, %xmm1
	vmovq	%xmm0, %r9
	vinsertps	$32, (%r12,%r9,4), %xmm2, %xmm0
	vmovdqa	.LCPI6_26(%rip), %ymm11
	.loc	1 132 13
	vpor	%ymm11, %ymm8, %ymm2
	vpextrq	$1, %xmm2, %r9
	.loc	1 131 13
	vinsertps	$48, (%r12,%r14,4), %xmm1, %xmm1
	.loc	1 132 13
	vmovq	%xmm2, %r14
	vextracti128	$1, %ymm2, %xmm2
	vpextrq	$1, %xmm2, %r15
	vmovq	%xmm2, %r13
	vmovdqa	.LCPI6_25(%rip), %ymm12
	vpor	%ymm12, %ymm8, %ymm2
	vpextrq	$1, %xmm2, %rdx
	vmovq	%xmm2, %rax
	vextracti128	$1, %ymm2, %xmm2
	vpextrq	$1, %xmm2, %rsi
	vmovq	%xmm2, %rcx
	.loc	1 131 13
	vinsertps	$48, (%r12,%rbx,4), %xmm0, %xmm0
	vinsertf128	$1, %xmm1, %ymm0, %ymm0
	.loc	1 132 13
	vmovss	(%r12,%rax,4), %xmm1
	vinsertps	$16, (%r12,%rdx,4), %xmm1, %xmm1
	vmovss	(%r12,%r14,4), %xmm2
	vinsertps	$16, (%r12,%r9,4), %xmm2, %xmm2
	vinsertps	$32, (%r12,%rcx,4), %xmm1, %xmm1
	vinsertps	$32, (%r12,%r13,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%rsi,4), %xmm1, %xmm1
	vinsertps	$48, (%r12,%r15,4), %xmm2, %xmm2
	vinsertf128	$1, %xmm1, %ymm2, %ymm1
	.loc	1 131 13
	vmovss	(%r12,%rdi,4), %xmm2
	vinsertps	$16, (%r12,%r10,4), %xmm2, %xmm2
	vmovaps	1984(%rsp), %ymm4
	.loc	1 135 13
	vmulps	%ymm1, %ymm4, %ymm7
	vmovaps	2368(%rsp), %ymm3
	.loc	1 136 12
	vfmsub231ps	%ymm0, %ymm3, %ymm7
	vmovaps	%ymm7, 320(%rsp)
	.loc	1 137 13
	vmulps	%ymm1, %ymm3, %ymm3
	.loc	1 131 13
	vinsertps	$32, (%r12,%r11,4), %xmm2, %xmm1
	movq	32(%rsp), %rax
	vmovss	(%r12,%rax,4), %xmm2
	movq	96(%rsp), %rax
	vinsertps	$16, (%r12,%rax,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%r8,4), %xmm1, %xmm1
	movq	288(%rsp), %rax
	vinsertps	$32, (%r12,%rax,4), %xmm2, %xmm2
	movq	64(%rsp), %rax
	vinsertps	$48, (%r12,%rax,4), %xmm2, %xmm2
	.loc	1 139 12
	vfmadd231ps	%ymm0, %ymm4, %ymm3
	vmovaps	%ymm3, 2368(%rsp)
	.loc	1 131 13
	vinsertf128	$1, %xmm1, %ymm2, %ymm0
	vmovdqa	.LCPI6_28(%rip), %ymm14
	.loc	1 132 13
	vpor	%ymm14, %ymm8, %ymm1
	vmovq	%xmm1, %rax
	vpextrq	$1, %xmm1, %rcx
	vextracti128	$1, %ymm1, %xmm1
	vmovq	%xmm1, %rdx
	vpextrq	$1, %xmm1, %rsi
	vmovdqa	.LCPI6_27(%rip), %ymm1
	vpor	%ymm1, %ymm8, %ymm1
	vmovq	%xmm1, %rdi
	vpextrq	$1, %xmm1, %r8
	vextracti128	$1, %ymm1, %xmm1
	vmovss	(%r12,%rdi,4), %xmm2
	vinsertps	$16, (%r12,%r8,4), %xmm2, %xmm2
	vpextrq	$1, %xmm1, %rdi
	vmovq	%xmm1, %r8
	vinsertps	$32, (%r12,%r8,4), %xmm2, %xmm1
	vmovss	(%r12,%rax,4), %xmm2
	vinsertps	$16, (%r12,%rcx,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%rdi,4), %xmm1, %xmm1
	vinsertps	$32, (%r12,%rdx,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%rsi,4), %xmm2, %xmm2
	vinsertf128	$1, %xmm1, %ymm2, %ymm1
	vmovaps	352(%rsp), %ymm3
	.loc	1 135 13
	vmulps	%ymm1, %ymm3, %ymm4
	vmovaps	128(%rsp), %ymm2
	.loc	1 137 13
	vmulps	%ymm1, %ymm2, %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm0, %ymm2, %ymm4
	vmovaps	%ymm4, 128(%rsp)
	.loc	1 139 12
	vfmadd231ps	%ymm0, %ymm3, %ymm1
	vmovaps	%ymm1, 352(%rsp)
	vmovdqa	.LCPI6_15(%rip), %ymm0
	.loc	1 131 13
	vpor	%ymm0, %ymm8, %ymm0
	vpextrq	$1, %xmm0, 96(%rsp)
	vmovq	%xmm0, 32(%rsp)
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, 64(%rsp)
	vmovq	%xmm0, 288(%rsp)
	vmovdqa	.LCPI6_14(%rip), %ymm0
	vpor	%ymm0, %ymm8, %ymm0
	vpextrq	$1, %xmm0, %r10
	vmovq	%xmm0, %rdi
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, %r8
	vmovq	%xmm0, %r11
	vmovdqa	.LCPI6_12(%rip), %ymm9
	vpor	%ymm9, %ymm8, %ymm0
	vpextrq	$1, %xmm0, %r9
	vmovq	%xmm0, %rbx
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, %r14
	vmovq	%xmm0, %r15
	vmovdqa	.LCPI6_13(%rip), %ymm12
	vpor	%ymm12, %ymm8, %ymm0
	vmovq	%xmm0, %rax
	vmovss	(%r12,%rbx,4), %xmm1
	vinsertps	$16, (%r12,%r9,4), %xmm1, %xmm1
	vpextrq	$1, %xmm0, %r9
	vextracti128	$1, %ymm0, %xmm0
	vpextrq	$1, %xmm0, %rbx
	vmovss	(%r12,%rax,4), %xmm2
	vinsertps	$16, (%r12,%r9,4), %xmm2, %xmm2
	vinsertps	$32, (%r12,%r15,4), %xmm1, %xmm1
	vmovq	%xmm0, %r9
	vinsertps	$32, (%r12,%r9,4), %xmm2, %xmm0
	vmovdqa	.LCPI6_30(%rip), %ymm7
	.loc	1 132 13
	vpor	%ymm7, %ymm8, %ymm2
	vpextrq	$1, %xmm2, %r9
	.loc	1 131 13
	vinsertps	$48, (%r12,%r14,4), %xmm1, %xmm1
	.loc	1 132 13
	vmovq	%xmm2, %r14
	vextracti128	$1, %ymm2, %xmm2
	vpextrq	$1, %xmm2, %r15
	vmovq	%xmm2, %rsi
	vmovdqa	.LCPI6_29(%rip), %ymm9
	vpor	%ymm9, %ymm8, %ymm2
	vpextrq	$1, %xmm2, %r13
	vmovq	%xmm2, %rax
	vextracti128	$1, %ymm2, %xmm2
	vpextrq	$1, %xmm2, %rdx
	vmovq	%xmm2, %rcx
	.loc	1 131 13
	vinsertps	$48, (%r12,%rbx,4), %xmm0, %xmm0
	vinsertf128	$1, %xmm1, %ymm0, %ymm5
	.loc	1 132 13
	vmovss	(%r12,%rax,4), %xmm1
	vinsertps	$16, (%r12,%r13,4), %xmm1, %xmm1
	vmovss	(%r12,%r14,4), %xmm2
	vinsertps	$16, (%r12,%r9,4), %xmm2, %xmm2
	vinsertps	$32, (%r12,%rcx,4), %xmm1, %xmm1
	vinsertps	$32, (%r12,%rsi,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%rdx,4), %xmm1, %xmm1
	vinsertps	$48, (%r12,%r15,4), %xmm2, %xmm2
	vinsertf128	$1, %xmm1, %ymm2, %ymm3
	.loc	1 131 13
	vmovss	(%r12,%rdi,4), %xmm2
	vinsertps	$16, (%r12,%r10,4), %xmm2, %xmm2
	vmovaps	384(%rsp), %ymm4
	.loc	1 135 13
	vmulps	%ymm3, %ymm4, %ymm0
	vmovaps	160(%rsp), %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm5, %ymm1, %ymm0
	vmovaps	%ymm0, 1984(%rsp)
	.loc	1 137 13
	vmulps	%ymm3, %ymm1, %ymm0
	.loc	1 131 13
	vinsertps	$32, (%r12,%r11,4), %xmm2, %xmm1
	movq	32(%rsp), %rax
	vmovss	(%r12,%rax,4), %xmm2
	movq	96(%rsp), %rax
	vinsertps	$16, (%r12,%rax,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%r8,4), %xmm1, %xmm1
	movq	288(%rsp), %rax
	vinsertps	$32, (%r12,%rax,4), %xmm2, %xmm2
	movq	64(%rsp), %rax
	vinsertps	$48, (%r12,%rax,4), %xmm2, %xmm2
	.loc	1 139 12
	vfmadd231ps	%ymm5, %ymm4, %ymm0
	vmovaps	%ymm0, 160(%rsp)
	.loc	1 131 13
	vinsertf128	$1, %xmm1, %ymm2, %ymm0
	vmovdqa	.LCPI6_32(%rip), %ymm1
	.loc	1 132 13
	vpor	%ymm1, %ymm8, %ymm1
	vmovq	%xmm1, %rax
	vpextrq	$1, %xmm1, %rcx
	vextracti128	$1, %ymm1, %xmm1
	vmovq	%xmm1, %rdx
	vpextrq	$1, %xmm1, %rsi
	vmovdqa	.LCPI6_31(%rip), %ymm1
	vpor	%ymm1, %ymm8, %ymm1
	vmovq	%xmm1, %rdi
	vpextrq	$1, %xmm1, %r8
	vextracti128	$1, %ymm1, %xmm1
	vmovss	(%r12,%rdi,4), %xmm2
	vinsertps	$16, (%r12,%r8,4), %xmm2, %xmm2
	vpextrq	$1, %xmm1, %rdi
	vmovq	%xmm1, %r8
	vinsertps	$32, (%r12,%r8,4), %xmm2, %xmm1
	vmovss	(%r12,%rax,4), %xmm2
	vinsertps	$16, (%r12,%rcx,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%rdi,4), %xmm1, %xmm1
	vinsertps	$32, (%r12,%rdx,4), %xmm2, %xmm2
	vinsertps	$48, (%r12,%rsi,4), %xmm2, %xmm2
	vinsertf128	$1, %xmm1, %ymm2, %ymm1
	vmovaps	416(%rsp), %ymm3
	.loc	1 135 13
	vmulps	%ymm1, %ymm3, %ymm4
	vmovaps	(%rsp), %ymm2
	.loc	1 137 13
	vmulps	%ymm1, %ymm2, %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm0, %ymm2, %ymm4
	vmovaps	%ymm4, (%rsp)
	.loc	1 139 12
	vfmadd231ps	%ymm0, %ymm3, %ymm1
	vmovaps	%ymm1, 416(%rsp)
	vmovdqa	2528(%rsp), %ymm0
	.loc	1 123 12
	vpor	4256(%rsp), %ymm0, %ymm0
	.loc	1 131 13
	vpsllq	$9, %ymm0, %ymm0
	vpaddq	3712(%rsp), %ymm0, %ymm0
	vpor	.LCPI6_3(%rip), %ymm0, %ymm3
	vmovq	%xmm3, %rax
	vpextrq	$1, %xmm3, %rcx
	vextracti128	$1, %ymm3, %xmm3
	vmovq	%xmm3, %rdx
	vpextrq	$1, %xmm3, %rsi
	vpor	.LCPI6_2(%rip), %ymm0, %ymm3
	vmovq	%xmm3, %rdi
	vpextrq	$1, %xmm3, %r8
	vextracti128	$1, %ymm3, %xmm3
	vmovq	%xmm3, %r9
	vpextrq	$1, %xmm3, %r10
	.loc	1 132 13
	vpor	.LCPI6_20(%rip), %ymm0, %ymm3
	vmovq	%xmm3, %r11
	vpextrq	$1, %xmm3, %rbx
	vextracti128	$1, %ymm3, %xmm3
	vmovq	%xmm3, %r14
	vpextrq	$1, %xmm3, %r15
	.loc	1 131 13
	vmovss	(%r12,%rdi,4), %xmm3
	vinsertps	$16, (%r12,%r8,4), %xmm3, %xmm3
	vmovss	(%r12,%rax,4), %xmm4
	vinsertps	$16, (%r12,%rcx,4), %xmm4, %xmm4
	vinsertps	$32, (%r12,%r9,4), %xmm3, %xmm3
	.loc	1 132 13
	vpor	%ymm6, %ymm0, %ymm5
	vmovq	%xmm5, %rax
	.loc	1 131 13
	vinsertps	$32, (%r12,%rdx,4), %xmm4, %xmm4
	.loc	1 132 13
	vpextrq	$1, %xmm5, %rcx
	.loc	1 131 13
	vinsertps	$48, (%r12,%r10,4), %xmm3, %xmm3
	.loc	1 132 13
	vextracti128	$1, %ymm5, %xmm5
	vpextrq	$1, %xmm5, %rdx
	vmovss	(%r12,%rax,4), %xmm6
	vinsertps	$16, (%r12,%rcx,4), %xmm6, %xmm6
	.loc	1 131 13
	vinsertps	$48, (%r12,%rsi,4), %xmm4, %xmm4
	.loc	1 132 13
	vmovq	%xmm5, %rax
	vinsertps	$32, (%r12,%rax,4), %xmm6, %xmm5
	vmovss	(%r12,%r11,4), %xmm6
	vinsertps	$16, (%r12,%rbx,4), %xmm6, %xmm6
	vinsertps	$48, (%r12,%rdx,4), %xmm5, %xmm5
	vinsertps	$32, (%r12,%r14,4), %xmm6, %xmm6
	vinsertps	$48, (%r12,%r15,4), %xmm6, %xmm6
	.loc	1 131 13
	vinsertf128	$1, %xmm3, %ymm4, %ymm3
	.loc	1 132 13
	vinsertf128	$1, %xmm5, %ymm6, %ymm4
	vmovaps	448(%rsp), %ymm2
	.loc	1 135 13
	vmulps	%ymm4, %ymm2, %ymm5
	vmovaps	2272(%rsp), %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm3, %ymm1, %ymm5
	vmovaps	%ymm5, 384(%rsp)
	.loc	1 137 13
	vmulps	%ymm4, %ymm1, %ymm1
	.loc	1 139 12
	vfmadd231ps	%ymm3, %ymm2, %ymm1
	vmovaps	%ymm1, 2272(%rsp)
	.loc	1 131 13
	vpor	%ymm0, %ymm13, %ymm3
	vmovq	%xmm3, %rcx
	vpextrq	$1, %xmm3, %rdx
	vextracti128	$1, %ymm3, %xmm3
	vmovq	%xmm3, %rsi
	vpextrq	$1, %xmm3, %rax
	vpor	.LCPI6_4(%rip), %ymm0, %ymm3
	vmovq	%xmm3, %rdi
	vpextrq	$1, %xmm3, %r8
	vextracti128	$1, %ymm3, %xmm3
	.loc	1 132 13
	vpor	%ymm0, %ymm10, %ymm4
	vpextrq	$1, %xmm4, %r9
	.loc	1 131 13
	vpextrq	$1, %xmm3, %r10
	vmovq	%xmm3, %r11
	vmovss	(%r12,%rdi,4), %xmm3
	vinsertps	$16, (%r12,%r8,4), %xmm3, %xmm3
	.loc	1 132 13
	vmovq	%xmm4, %rdi
	vextracti128	$1, %ymm4, %xmm4
	vpextrq	$1, %xmm4, %r8
	vmovq	%xmm4, %rbx
	.loc	1 131 13
	vmovss	(%r12,%rcx,4), %xmm4
	vinsertps	$16, (%r12,%rdx,4), %xmm4, %xmm4
	.loc	1 132 13
	vpor	.LCPI6_21(%rip), %ymm0, %ymm5
	vmovq	%xmm5, %rcx
	.loc	1 131 13
	vinsertps	$32, (%r12,%r11,4), %xmm3, %xmm3
	.loc	1 132 13
	vpextrq	$1, %xmm5, %rdx
	.loc	1 131 13
	vinsertps	$32, (%r12,%rsi,4), %xmm4, %xmm4
	.loc	1 132 13
	vextracti128	$1, %ymm5, %xmm5
	vpextrq	$1, %xmm5, %rsi
	vmovss	(%r12,%rcx,4), %xmm6
	vinsertps	$16, (%r12,%rdx,4), %xmm6, %xmm6
	.loc	1 131 13
	vinsertps	$48, (%r12,%r10,4), %xmm3, %xmm3
	.loc	1 132 13
	vmovq	%xmm5, %rcx
	vinsertps	$32, (%r12,%rcx,4), %xmm6, %xmm5
	vmovss	(%r12,%rdi,4), %xmm6
	vinsertps	$16, (%r12,%r9,4), %xmm6, %xmm6
	.loc	1 131 13
	vinsertps	$48, (%r12,%rax,4), %xmm4, %xmm4
	.loc	1 132 13
	vinsertps	$32, (%r12,%rbx,4), %xmm6, %xmm6
	vinsertps	$48, (%r12,%rsi,4), %xmm5, %xmm5
	.loc	1 131 13
	vinsertf128	$1, %xmm3, %ymm4, %ymm3
	.loc	1 132 13
	vinsertps	$48, (%r12,%r8,4), %xmm6, %xmm4
	vinsertf128	$1, %xmm5, %ymm4, %ymm4
	vmovaps	480(%rsp), %ymm2
	.loc	1 135 13
	vmulps	%ymm4, %ymm2, %ymm5
	vmovaps	2336(%rsp), %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm3, %ymm1, %ymm5
	vmovaps	%ymm5, 448(%rsp)
	.loc	1 137 13
	vmulps	%ymm4, %ymm1, %ymm1
	.loc	1 139 12
	vfmadd231ps	%ymm3, %ymm2, %ymm1
	vmovaps	%ymm1, 2336(%rsp)
	.loc	1 131 13
	vpor	.LCPI6_7(%rip), %ymm0, %ymm3
	vmovq	%xmm3, %rax
	vpextrq	$1, %xmm3, %rcx
	vextracti128	$1, %ymm3, %xmm3
	vmovq	%xmm3, %rdx
	vpextrq	$1, %xmm3, %rsi
	vpor	.LCPI6_6(%rip), %ymm0, %ymm3
	vmovq	%xmm3, %rdi
	vpextrq	$1, %xmm3, %r8
	vextracti128	$1, %ymm3, %xmm3
	vmovq	%xmm3, %r9
	vpextrq	$1, %xmm3, %r10
	.loc	1 132 13
	vpor	.LCPI6_24(%rip), %ymm0, %ymm3
	vmovq	%xmm3, %r11
	vpextrq	$1, %xmm3, %rbx
	vextracti128	$1, %ymm3, %xmm3
	vmovq	%xmm3, %r14
	vpextrq	$1, %xmm3, %r15
	.loc	1 131 13
	vmovss	(%r12,%rdi,4), %xmm3
	vinsertps	$16, (%r12,%r8,4), %xmm3, %xmm3
	vmovss	(%r12,%rax,4), %xmm4
	vinsertps	$16, (%r12,%rcx,4), %xmm4, %xmm4
	vinsertps	$32, (%r12,%r9,4), %xmm3, %xmm3
	.loc	1 132 13
	vpor	.LCPI6_23(%rip), %ymm0, %ymm5
	vmovq	%xmm5, %rax
	.loc	1 131 13
	vinsertps	$32, (%r12,%rdx,4), %xmm4, %xmm4
	.loc	1 132 13
	vpextrq	$1, %xmm5, %rcx
	.loc	1 131 13
	vinsertps	$48, (%r12,%r10,4), %xmm3, %xmm3
	.loc	1 132 13
	vextracti128	$1, %ymm5, %xmm5
	vpextrq	$1, %xmm5, %rdx
	vmovss	(%r12,%rax,4), %xmm6
	vinsertps	$16, (%r12,%rcx,4), %xmm6, %xmm6
	.loc	1 131 13
	vinsertps	$48, (%r12,%rsi,4), %xmm4, %xmm4
	.loc	1 132 13
	vmovq	%xmm5, %rax
	vinsertps	$32, (%r12,%rax,4), %xmm6, %xmm5
	vmovss	(%r12,%r11,4), %xmm6
	vinsertps	$16, (%r12,%rbx,4), %xmm6, %xmm6
	vinsertps	$48, (%r12,%rdx,4), %xmm5, %xmm5
	vinsertps	$32, (%r12,%r14,4), %xmm6, %xmm6
	vinsertps	$48, (%r12,%r15,4), %xmm6, %xmm6
	.loc	1 131 13
	vinsertf128	$1, %xmm3, %ymm4, %ymm3
	.loc	1 132 13
	vinsertf128	$1, %xmm5, %ymm6, %ymm4
	vmovaps	512(%rsp), %ymm2
	.loc	1 135 13
	vmulps	%ymm4, %ymm2, %ymm5
	vmovaps	2400(%rsp), %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm3, %ymm1, %ymm5
	vmovaps	%ymm5, 480(%rsp)
	.loc	1 137 13
	vmulps	%ymm4, %ymm1, %ymm1
	.loc	1 139 12
	vfmadd231ps	%ymm3, %ymm2, %ymm1
	vmovaps	%ymm1, 2400(%rsp)
	.loc	1 131 13
	vpor	%ymm0, %ymm15, %ymm3
	vmovq	%xmm3, %rcx
	vpextrq	$1, %xmm3, %rdx
	vextracti128	$1, %ymm3, %xmm3
	vmovq	%xmm3, %rsi
	vpextrq	$1, %xmm3, %rax
	vpor	.LCPI6_8(%rip), %ymm0, %ymm3
	vmovq	%xmm3, %rdi
	vpextrq	$1, %xmm3, %r8
	vextracti128	$1, %ymm3, %xmm3
	.loc	1 132 13
	vpor	%ymm0, %ymm11, %ymm4
	vpextrq	$1, %xmm4, %r9
	.loc	1 131 13
	vpextrq	$1, %xmm3, %r10
	vmovq	%xmm3, %r11
	vmovss	(%r12,%rdi,4), %xmm3
	vinsertps	$16, (%r12,%r8,4), %xmm3, %xmm3
	.loc	1 132 13
	vmovq	%xmm4, %rdi
	vextracti128	$1, %ymm4, %xmm4
	vpextrq	$1, %xmm4, %r8
	vmovq	%xmm4, %rbx
	.loc	1 131 13
	vmovss	(%r12,%rcx,4), %xmm4
	vinsertps	$16, (%r12,%rdx,4), %xmm4, %xmm4
	.loc	1 132 13
	vpor	.LCPI6_25(%rip), %ymm0, %ymm5
	vmovq	%xmm5, %rcx
	.loc	1 131 13
	vinsertps	$32, (%r12,%r11,4), %xmm3, %xmm3
	.loc	1 132 13
	vpextrq	$1, %xmm5, %rdx
	.loc	1 131 13
	vinsertps	$32, (%r12,%rsi,4), %xmm4, %xmm4
	.loc	1 132 13
	vextracti128	$1, %ymm5, %xmm5
	vpextrq	$1, %xmm5, %rsi
	vmovss	(%r12,%rcx,4), %xmm6
	vinsertps	$16, (%r12,%rdx,4), %xmm6, %xmm6
	.loc	1 131 13
	vinsertps	$48, (%r12,%r10,4), %xmm3, %xmm3
	.loc	1 132 13
	vmovq	%xmm5, %rcx
	vinsertps	$32, (%r12,%rcx,4), %xmm6, %xmm5
	vmovss	(%r12,%rdi,4), %xmm6
	vinsertps	$16, (%r12,%r9,4), %xmm6, %xmm6
	.loc	1 131 13
	vinsertps	$48, (%r12,%rax,4), %xmm4, %xmm4
	.loc	1 132 13
	vinsertps	$32, (%r12,%rbx,4), %xmm6, %xmm6
	vinsertps	$48, (%r12,%rsi,4), %xmm5, %xmm5
	.loc	1 131 13
	vinsertf128	$1, %xmm3, %ymm4, %ymm3
	.loc	1 132 13
	vinsertps	$48, (%r12,%r8,4), %xmm6, %xmm4
	vinsertf128	$1, %xmm5, %ymm4, %ymm4
	vmovaps	2016(%rsp), %ymm2
	.loc	1 135 13
	vmulps	%ymm4, %ymm2, %ymm5
	vmovaps	544(%rsp), %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm3, %ymm1, %ymm5
	vmovaps	%ymm5, 512(%rsp)
	.loc	1 137 13
	vmulps	%ymm4, %ymm1, %ymm1
	.loc	1 139 12
	vfmadd231ps	%ymm3, %ymm2, %ymm1
	vmovaps	%ymm1, 544(%rsp)
	.loc	1 131 13
	vpor	.LCPI6_11(%rip), %ymm0, %ymm3
	vmovq	%xmm3, %rax
	vpextrq	$1, %xmm3, %rcx
	vextracti128	$1, %ymm3, %xmm3
	vmovq	%xmm3, %rdx
	vpextrq	$1, %xmm3, %rsi
	vpor	.LCPI6_10(%rip), %ymm0, %ymm3
	vmovq	%xmm3, %rdi
	vpextrq	$1, %xmm3, %r8
	vextracti128	$1, %ymm3, %xmm3
	vmovq	%xmm3, %r9
	vpextrq	$1, %xmm3, %r10
	.loc	1 132 13
	vpor	%ymm0, %ymm14, %ymm3
	vmovq	%xmm3, %r11
	vpextrq	$1, %xmm3, %rbx
	vextracti128	$1, %ymm3, %xmm3
	vmovq	%xmm3, %r14
	vpextrq	$1, %xmm3, %r15
	.loc	1 131 13
	vmovss	(%r12,%rdi,4), %xmm3
	vinsertps	$16, (%r12,%r8,4), %xmm3, %xmm3
	vmovss	(%r12,%rax,4), %xmm4
	vinsertps	$16, (%r12,%rcx,4), %xmm4, %xmm4
	vinsertps	$32, (%r12,%r9,4), %xmm3, %xmm3
	.loc	1 132 13
	vpor	.LCPI6_27(%rip), %ymm0, %ymm5
	vmovq	%xmm5, %rax
	.loc	1 131 13
	vinsertps	$32, (%r12,%rdx,4), %xmm4, %xmm4
	.loc	1 132 13
	vpextrq	$1, %xmm5, %rcx
	.loc	1 131 13
	vinsertps	$48, (%r12,%r10,4), %xmm3, %xmm3
	.loc	1 132 13
	vextracti128	$1, %ymm5, %xmm5
	vpextrq	$1, %xmm5, %rdx
	vmovss	(%r12,%rax,4), %xmm6
	vinsertps	$16, (%r12,%rcx,4), %xmm6, %xmm6
	.loc	1 131 13
	vinsertps	$48, (%r12,%rsi,4), %xmm4, %xmm4
	.loc	1 132 13
	vmovq	%xmm5, %rax
	vinsertps	$32, (%r12,%rax,4), %xmm6, %xmm5
	vmovss	(%r12,%r11,4), %xmm6
	vinsertps	$16, (%r12,%rbx,4), %xmm6, %xmm6
	vinsertps	$48, (%r12,%rdx,4), %xmm5, %xmm5
	vinsertps	$32, (%r12,%r14,4), %xmm6, %xmm6
	vinsertps	$48, (%r12,%r15,4), %xmm6, %xmm6
	.loc	1 131 13
	vinsertf128	$1, %xmm3, %ymm4, %ymm3
	.loc	1 132 13
	vinsertf128	$1, %xmm5, %ymm6, %ymm4
	vmovaps	2048(%rsp), %ymm2
	.loc	1 135 13
	vmulps	%ymm4, %ymm2, %ymm15
	vmovaps	192(%rsp), %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm3, %ymm1, %ymm15
	.loc	1 137 13
	vmulps	%ymm4, %ymm1, %ymm10
	.loc	1 139 12
	vfmadd231ps	%ymm3, %ymm2, %ymm10
	.loc	1 131 13
	vpor	%ymm0, %ymm12, %ymm3
	vmovq	%xmm3, %rcx
	vpextrq	$1, %xmm3, %rdx
	vextracti128	$1, %ymm3, %xmm3
	vmovq	%xmm3, %rsi
	vpextrq	$1, %xmm3, %rax
	vpor	.LCPI6_12(%rip), %ymm0, %ymm3
	vmovq	%xmm3, %rdi
	vpextrq	$1, %xmm3, %r8
	vextracti128	$1, %ymm3, %xmm3
	.loc	1 132 13
	vpor	%ymm7, %ymm0, %ymm4
	vpextrq	$1, %xmm4, %r9
	.loc	1 131 13
	vpextrq	$1, %xmm3, %r10
	vmovq	%xmm3, %r11
	vmovss	(%r12,%rdi,4), %xmm3
	vinsertps	$16, (%r12,%r8,4), %xmm3, %xmm3
	.loc	1 132 13
	vmovq	%xmm4, %rdi
	vextracti128	$1, %ymm4, %xmm4
	vpextrq	$1, %xmm4, %r8
	vmovq	%xmm4, %rbx
	.loc	1 131 13
	vmovss	(%r12,%rcx,4), %xmm4
	vinsertps	$16, (%r12,%rdx,4), %xmm4, %xmm4
	.loc	1 132 13
	vpor	%ymm0, %ymm9, %ymm5
	vmovq	%xmm5, %rcx
	.loc	1 131 13
	vinsertps	$32, (%r12,%r11,4), %xmm3, %xmm3
	.loc	1 132 13
	vpextrq	$1, %xmm5, %rdx
	.loc	1 131 13
	vinsertps	$32, (%r12,%rsi,4), %xmm4, %xmm4
	.loc	1 132 13
	vextracti128	$1, %ymm5, %xmm5
	vpextrq	$1, %xmm5, %rsi
	vmovss	(%r12,%rcx,4), %xmm8
	vinsertps	$16, (%r12,%rdx,4), %xmm8, %xmm8
	.loc	1 131 13
	vinsertps	$48, (%r12,%r10,4), %xmm3, %xmm3
	.loc	1 132 13
	vmovq	%xmm5, %rcx
	vinsertps	$32, (%r12,%rcx,4), %xmm8, %xmm5
	vmovss	(%r12,%rdi,4), %xmm8
	vinsertps	$16, (%r12,%r9,4), %xmm8, %xmm8
	.loc	1 131 13
	vinsertps	$48, (%r12,%rax,4), %xmm4, %xmm4
	.loc	1 132 13
	vinsertps	$32, (%r12,%rbx,4), %xmm8, %xmm8
	vinsertps	$48, (%r12,%rsi,4), %xmm5, %xmm5
	.loc	1 131 13
	vinsertf128	$1, %xmm3, %ymm4, %ymm11
	.loc	1 132 13
	vinsertps	$48, (%r12,%r8,4), %xmm8, %xmm3
	vinsertf128	$1, %xmm5, %ymm3, %ymm3
	vmovaps	2080(%rsp), %ymm2
	.loc	1 135 13
	vmulps	%ymm3, %ymm2, %ymm9
	vmovaps	608(%rsp), %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm11, %ymm1, %ymm9
	.loc	1 137 13
	vmulps	%ymm3, %ymm1, %ymm7
	.loc	1 139 12
	vfmadd231ps	%ymm11, %ymm2, %ymm7
	.loc	1 131 13
	vpor	.LCPI6_15(%rip), %ymm0, %ymm5
	vmovq	%xmm5, %rcx
	vpextrq	$1, %xmm5, %rdx
	vextracti128	$1, %ymm5, %xmm5
	vmovq	%xmm5, %rsi
	vpextrq	$1, %xmm5, %rax
	vpor	.LCPI6_14(%rip), %ymm0, %ymm5
	vmovq	%xmm5, %rdi
	vpextrq	$1, %xmm5, %r8
	vextracti128	$1, %ymm5, %xmm5
	vmovq	%xmm5, %r9
	vpextrq	$1, %xmm5, %r10
	.loc	1 132 13
	vpor	.LCPI6_32(%rip), %ymm0, %ymm5
	vmovq	%xmm5, %r11
	vpextrq	$1, %xmm5, %rbx
	vextracti128	$1, %ymm5, %xmm5
	vmovq	%xmm5, %r14
	vpextrq	$1, %xmm5, %r15
	.loc	1 131 13
	vmovss	(%r12,%rdi,4), %xmm5
	vinsertps	$16, (%r12,%r8,4), %xmm5, %xmm5
	.loc	1 132 13
	vpor	.LCPI6_31(%rip), %ymm0, %ymm8
	vmovq	%xmm8, %rdi
	.loc	1 131 13
	vmovss	(%r12,%rcx,4), %xmm11
	vinsertps	$16, (%r12,%rdx,4), %xmm11, %xmm11
	.loc	1 132 13
	vpextrq	$1, %xmm8, %rcx
	.loc	1 131 13
	vinsertps	$32, (%r12,%r9,4), %xmm5, %xmm5
	.loc	1 132 13
	vextracti128	$1, %ymm8, %xmm8
	vpextrq	$1, %xmm8, %rdx
	vmovss	(%r12,%rdi,4), %xmm13
	vinsertps	$16, (%r12,%rcx,4), %xmm13, %xmm13
	.loc	1 131 13
	vinsertps	$32, (%r12,%rsi,4), %xmm11, %xmm11
	.loc	1 132 13
	vmovq	%xmm8, %rcx
	vinsertps	$32, (%r12,%rcx,4), %xmm13, %xmm8
	vmovss	(%r12,%r11,4), %xmm13
	vinsertps	$16, (%r12,%rbx,4), %xmm13, %xmm13
	.loc	1 131 13
	vinsertps	$48, (%r12,%r10,4), %xmm5, %xmm5
	.loc	1 132 13
	vinsertps	$32, (%r12,%r14,4), %xmm13, %xmm13
	vinsertps	$48, (%r12,%rdx,4), %xmm8, %xmm8
	vinsertps	$48, (%r12,%r15,4), %xmm13, %xmm13
	.loc	1 131 13
	vinsertps	$48, (%r12,%rax,4), %xmm11, %xmm11
	vinsertf128	$1, %xmm5, %ymm11, %ymm5
	.loc	1 132 13
	vinsertf128	$1, %xmm8, %ymm13, %ymm8
	vmovaps	2112(%rsp), %ymm2
	.loc	1 135 13
	vmulps	%ymm2, %ymm8, %ymm11
	vmovaps	224(%rsp), %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm5, %ymm1, %ymm11
	.loc	1 137 13
	vmulps	%ymm1, %ymm8, %ymm8
	.loc	1 139 12
	vfmadd231ps	%ymm5, %ymm2, %ymm8
	.loc	1 131 13
	vpor	.LCPI6_1(%rip), %ymm0, %ymm5
	vmovq	%xmm5, %rcx
	vpextrq	$1, %xmm5, %rdx
	vextracti128	$1, %ymm5, %xmm5
	vmovq	%xmm5, %rsi
	vpextrq	$1, %xmm5, %rax
	vpor	.LCPI6_0(%rip), %ymm0, %ymm5
	vmovq	%xmm5, %rdi
	vpextrq	$1, %xmm5, %r8
	vextracti128	$1, %ymm5, %xmm5
	vmovq	%xmm5, %r9
	vpextrq	$1, %xmm5, %r10
	.loc	1 132 13
	vpor	.LCPI6_17(%rip), %ymm0, %ymm5
	vpor	.LCPI6_18(%rip), %ymm0, %ymm0
	vmovq	%xmm0, %r11
	.loc	1 131 13
	vmovss	(%r12,%rdi,4), %xmm13
	vinsertps	$16, (%r12,%r8,4), %xmm13, %xmm13
	.loc	1 132 13
	vpextrq	$1, %xmm0, %rdi
	vpextrq	$1, %xmm5, %r8
	vextracti128	$1, %ymm0, %xmm0
	.loc	1 131 13
	vmovss	(%r12,%rcx,4), %xmm14
	vinsertps	$16, (%r12,%rdx,4), %xmm14, %xmm14
	.loc	1 132 13
	vmovq	%xmm5, %rcx
	vmovss	(%r12,%rcx,4), %xmm12
	vinsertps	$16, (%r12,%r8,4), %xmm12, %xmm12
	vpextrq	$1, %xmm0, %rcx
	.loc	1 131 13
	vinsertps	$32, (%r12,%r9,4), %xmm13, %xmm13
	.loc	1 132 13
	vmovq	%xmm0, %rdx
	vextracti128	$1, %ymm5, %xmm0
	.loc	1 131 13
	vinsertps	$32, (%r12,%rsi,4), %xmm14, %xmm5
	.loc	1 132 13
	vpextrq	$1, %xmm0, %rsi
	.loc	1 131 13
	vinsertps	$48, (%r12,%r10,4), %xmm13, %xmm13
	movq	1744(%rsp), %r10
	.loc	1 132 13
	vmovq	%xmm0, %r8
	vinsertps	$32, (%r12,%r8,4), %xmm12, %xmm0
	vmovss	(%r12,%r11,4), %xmm12
	vinsertps	$16, (%r12,%rdi,4), %xmm12, %xmm12
	.loc	1 131 13
	vinsertps	$48, (%r12,%rax,4), %xmm5, %xmm5
	.loc	1 132 13
	vinsertps	$32, (%r12,%rdx,4), %xmm12, %xmm12
	movq	1752(%rsp), %rdx
	vinsertps	$48, (%r12,%rsi,4), %xmm0, %xmm0
	.loc	1 131 13
	vinsertf128	$1, %xmm13, %ymm5, %ymm5
	.loc	1 132 13
	vinsertps	$48, (%r12,%rcx,4), %xmm12, %xmm3
	movq	256(%rsp), %rcx
	vinsertf128	$1, %xmm0, %ymm3, %ymm0
	vmovaps	2176(%rsp), %ymm4
	.loc	1 135 13
	vmulps	%ymm0, %ymm4, %ymm3
	vmovaps	576(%rsp), %ymm1
	.loc	1 136 12
	vfmsub231ps	%ymm5, %ymm1, %ymm3
	.loc	1 137 13
	vmulps	%ymm0, %ymm1, %ymm1
	.loc	1 110 15
	vxorps	%xmm0, %xmm0, %xmm0
	vpcmpeqq	3680(%rsp), %ymm0, %ymm2
	vpackssdw	%ymm2, %ymm2, %ymm2
	vpermq	$216, %ymm2, %ymm0
	vmovaps	416(%rsp), %ymm2
	.loc	1 140 12
	vblendvps	%ymm0, (%rsp), %ymm2, %ymm6
	vmovaps	160(%rsp), %ymm2
	vblendvps	%ymm0, 1984(%rsp), %ymm2, %ymm12
	vmovaps	352(%rsp), %ymm2
	vblendvps	%ymm0, 128(%rsp), %ymm2, %ymm14
	vmovaps	2368(%rsp), %ymm2
	vblendvps	%ymm0, 320(%rsp), %ymm2, %ymm13
	vmovaps	1952(%rsp), %ymm2
	vblendvps	%ymm0, 2304(%rsp), %ymm2, %ymm2
	vmovaps	%ymm2, 128(%rsp)
	vmovaps	2240(%rsp), %ymm2
	vblendvps	%ymm0, 1888(%rsp), %ymm2, %ymm2
	vmovaps	%ymm2, 192(%rsp)
	vmovaps	1920(%rsp), %ymm2
	vblendvps	%ymm0, 2208(%rsp), %ymm2, %ymm2
	vmovaps	%ymm2, 576(%rsp)
	vblendvps	%ymm0, %ymm11, %ymm8, %ymm2
	vmovaps	2144(%rsp), %ymm8
	vblendvps	%ymm0, 2496(%rsp), %ymm8, %ymm8
	vmovaps	%ymm8, 224(%rsp)
	vblendvps	%ymm0, %ymm9, %ymm7, %ymm11
	vblendvps	%ymm0, %ymm15, %ymm10, %ymm7
	vmovaps	544(%rsp), %ymm8
	vblendvps	%ymm0, 512(%rsp), %ymm8, %ymm15
	vmovaps	2400(%rsp), %ymm8
	vblendvps	%ymm0, 480(%rsp), %ymm8, %ymm8
	vmovaps	2336(%rsp), %ymm9
	vblendvps	%ymm0, 448(%rsp), %ymm9, %ymm9
	vmovaps	%ymm9, 160(%rsp)
	vmovaps	2272(%rsp), %ymm9
	vblendvps	%ymm0, 384(%rsp), %ymm9, %ymm9
	vmovaps	%ymm9, (%rsp)
	.loc	1 139 12
	vfmadd231ps	%ymm5, %ymm4, %ymm1
	.loc	1 140 12
	vblendvps	%ymm0, %ymm3, %ymm1, %ymm0
	vmovaps	%ymm0, 608(%rsp)
	vunpcklps	%ymm2, %ymm6, %ymm0
	vunpckhps	%ymm2, %ymm6, %ymm10
	vshufpd	$1, %xmm2, %xmm2, %xmm1
	vinsertps	$204, %xmm6, %xmm1, %xmm3
	vextractf128	$1, %ymm0, %xmm1
	vshufpd	$1, %xmm0, %xmm0, %xmm2
	vxorps	%xmm4, %xmm4, %xmm4
	vfmadd132ps	3632(%rsp), %xmm4, %xmm0
	vfmadd231ps	3616(%rsp), %xmm2, %xmm0
	vfmadd231ps	3600(%rsp), %xmm10, %xmm0
	vfmadd231ps	3584(%rsp), %xmm3, %xmm0
	vfmadd231ps	3568(%rsp), %xmm1, %xmm0
	vshufpd	$1, %xmm1, %xmm1, %xmm1
	vfmadd231ps	3552(%rsp), %xmm1, %xmm0
	vextractf128	$1, %ymm10, %xmm1
	vfmadd231ps	3536(%rsp), %xmm1, %xmm0
	vshufpd	$1, %xmm1, %xmm1, %xmm1
	vfmadd231ps	3520(%rsp), %xmm1, %xmm0
	vunpcklps	%ymm11, %ymm12, %ymm1
	vunpckhps	%ymm11, %ymm12, %ymm2
	vshufpd	$1, %xmm11, %xmm11, %xmm3
	vinsertps	$204, %xmm12, %xmm3, %xmm3
	vfmadd231ps	3504(%rsp), %xmm1, %xmm0
	vshufpd	$1, %xmm1, %xmm1, %xmm4
	vfmadd231ps	3488(%rsp), %xmm4, %xmm0
	vfmadd231ps	3472(%rsp), %xmm2, %xmm0
	vfmadd231ps	3456(%rsp), %xmm3, %xmm0
	vextractf128	$1, %ymm1, %xmm1
	vfmadd231ps	3440(%rsp), %xmm1, %xmm0
	vshufpd	$1, %xmm1, %xmm1, %xmm1
	vfmadd231ps	3424(%rsp), %xmm1, %xmm0
	vextractf128	$1, %ymm2, %xmm1
	vfmadd231ps	3408(%rsp), %xmm1, %xmm0
	vshufpd	$1, %xmm1, %xmm1, %xmm1
	vfmadd231ps	3392(%rsp), %xmm1, %xmm0
	vunpcklps	%ymm7, %ymm14, %ymm4
	vfmadd231ps	3376(%rsp), %xmm4, %xmm0
	vshufpd	$1, %xmm4, %xmm4, %xmm1
	vfmadd231ps	3360(%rsp), %xmm1, %xmm0
	vunpckhps	%ymm7, %ymm14, %ymm9
	vshufpd	$1, %xmm7, %xmm7, %xmm1
	vinsertps	$204, %xmm14, %xmm1, %xmm10
	vunpcklps	%ymm15, %ymm13, %ymm6
	vunpckhps	%ymm15, %ymm13, %ymm5
	vshufpd	$1, %xmm15, %xmm15, %xmm1
	vinsertps	$204, %xmm13, %xmm1, %xmm11
	vmovaps	128(%rsp), %ymm7
	vunpcklps	%ymm8, %ymm7, %ymm2
	vunpckhps	%ymm8, %ymm7, %ymm1
	vshufpd	$1, %xmm8, %xmm8, %xmm3
	vinsertps	$204, %xmm7, %xmm3, %xmm3
	vfmadd231ps	3344(%rsp), %xmm9, %xmm0
	vfmadd231ps	3328(%rsp), %xmm10, %xmm0
	vextractf128	$1, %ymm4, %xmm4
	vfmadd231ps	3312(%rsp), %xmm4, %xmm0
	vshufpd	$1, %xmm4, %xmm4, %xmm4
	vfmadd231ps	3296(%rsp), %xmm4, %xmm0
	vextractf128	$1, %ymm9, %xmm4
	vfmadd231ps	3280(%rsp), %xmm4, %xmm0
	vshufpd	$1, %xmm4, %xmm4, %xmm4
	vfmadd231ps	3264(%rsp), %xmm4, %xmm0
	vfmadd231ps	3248(%rsp), %xmm6, %xmm0
	vshufpd	$1, %xmm6, %xmm6, %xmm4
	vfmadd231ps	3232(%rsp), %xmm4, %xmm0
	vfmadd231ps	3216(%rsp), %xmm5, %xmm0
	vfmadd231ps	3200(%rsp), %xmm11, %xmm0
	vextractf128	$1, %ymm6, %xmm4
	vfmadd231ps	3184(%rsp), %xmm4, %xmm0
	vshufpd	$1, %xmm4, %xmm4, %xmm4
	vfmadd231ps	3168(%rsp), %xmm4, %xmm0
	vextractf128	$1, %ymm5, %xmm4
	vfmadd231ps	3152(%rsp), %xmm4, %xmm0
	vshufpd	$1, %xmm4, %xmm4, %xmm4
	vfmadd231ps	3136(%rsp), %xmm4, %xmm0
	vshufpd	$1, %xmm2, %xmm2, %xmm4
	vfmadd231ps	3120(%rsp), %xmm2, %xmm0
	vfmadd231ps	3104(%rsp), %xmm4, %xmm0
	vfmadd231ps	3088(%rsp), %xmm1, %xmm0
	vfmadd231ps	3072(%rsp), %xmm3, %xmm0
	vextractf128	$1, %ymm2, %xmm2
	vfmadd231ps	3056(%rsp), %xmm2, %xmm0
	vshufpd	$1, %xmm2, %xmm2, %xmm2
	vextractf128	$1, %ymm1, %xmm1
	vfmadd231ps	3040(%rsp), %xmm2, %xmm0
	vshufpd	$1, %xmm1, %xmm1, %xmm2
	vfmadd231ps	3024(%rsp), %xmm1, %xmm0
	vmovapd	192(%rsp), %ymm4
	vmovapd	160(%rsp), %ymm5
	vunpcklps	%ymm5, %ymm4, %ymm1
	vfmadd231ps	3008(%rsp), %xmm2, %xmm0
	vunpckhps	%ymm5, %ymm4, %ymm2
	vshufpd	$1, %xmm5, %xmm5, %xmm3
	vinsertps	$204, %xmm4, %xmm3, %xmm3
	vshufpd	$1, %xmm1, %xmm1, %xmm4
	vfmadd231ps	2992(%rsp), %xmm1, %xmm0
	vfmadd231ps	2976(%rsp), %xmm4, %xmm0
	vextractf128	$1, %ymm1, %xmm1
	vfmadd231ps	2960(%rsp), %xmm2, %xmm0
	vfmadd231ps	2944(%rsp), %xmm3, %xmm0
	vfmadd231ps	2928(%rsp), %xmm1, %xmm0
	vmovapd	576(%rsp), %ymm5
	vmovapd	(%rsp), %ymm6
	vunpcklps	%ymm6, %ymm5, %ymm3
	vshufpd	$1, %xmm1, %xmm1, %xmm1
	vextractf128	$1, %ymm2, %xmm2
	vfmadd231ps	2912(%rsp), %xmm1, %xmm0
	vunpckhps	%ymm6, %ymm5, %ymm1
	vfmadd231ps	2896(%rsp), %xmm2, %xmm0
	vshufpd	$1, %xmm2, %xmm2, %xmm2
	vshufpd	$1, %xmm6, %xmm6, %xmm4
	vinsertps	$204, %xmm5, %xmm4, %xmm4
	vshufpd	$1, %xmm3, %xmm3, %xmm5
	vfmadd231ps	2880(%rsp), %xmm2, %xmm0
	vfmadd231ps	2864(%rsp), %xmm3, %xmm0
	vmovapd	224(%rsp), %ymm7
	vmovapd	608(%rsp), %ymm8
	vunpcklps	%ymm8, %ymm7, %ymm2
	vfmadd231ps	2848(%rsp), %xmm5, %xmm0
	vunpckhps	%ymm8, %ymm7, %ymm5
	vshufpd	$1, %xmm8, %xmm8, %xmm6
	vinsertps	$204, %xmm7, %xmm6, %xmm6
	vfmadd231ps	2832(%rsp), %xmm1, %xmm0
	vfmadd231ps	2816(%rsp), %xmm4, %xmm0
	vextractf128	$1, %ymm3, %xmm3
	vfmadd231ps	2800(%rsp), %xmm3, %xmm0
	vshufpd	$1, %xmm3, %xmm3, %xmm3
	vextractf128	$1, %ymm1, %xmm1
	vfmadd231ps	2784(%rsp), %xmm3, %xmm0
	vextractf128	$1, %ymm2, %xmm3
	vfmadd231ps	2768(%rsp), %xmm1, %xmm0
	vshufpd	$1, %xmm1, %xmm1, %xmm1
	vfmadd231ps	2752(%rsp), %xmm1, %xmm0
	vshufpd	$1, %xmm2, %xmm2, %xmm1
	vfmadd231ps	2736(%rsp), %xmm2, %xmm0
	vextractf128	$1, %ymm5, %xmm2
	vfmadd231ps	2720(%rsp), %xmm1, %xmm0
	vshufpd	$1, %xmm3, %xmm3, %xmm1
	vfmadd231ps	2704(%rsp), %xmm5, %xmm0
	vfmadd231ps	2688(%rsp), %xmm6, %xmm0
	vfmadd231ps	2672(%rsp), %xmm3, %xmm0
	vshufpd	$1, %xmm2, %xmm2, %xmm3
	vfmadd231ps	2656(%rsp), %xmm1, %xmm0
	vfmadd231ps	2640(%rsp), %xmm2, %xmm0
	vfmadd231ps	2624(%rsp), %xmm3, %xmm0
	vmovshdup	%xmm0, %xmm1
	vmaxss	%xmm1, %xmm0, %xmm1
	vbroadcastss	.LCPI6_54(%rip), %xmm4
	vorps	%xmm4, %xmm0, %xmm2
	vcmpunordss	%xmm0, %xmm0, %xmm3
	vandps	%xmm1, %xmm2, %xmm1
	vmovaps	2432(%rsp), %xmm2
	vblendvps	%xmm3, %xmm0, %xmm1, %xmm1
	vmaxss	%xmm2, %xmm1, %xmm3
	vorps	%xmm4, %xmm1, %xmm4
	vandps	%xmm3, %xmm4, %xmm3
	vcmpunordss	%xmm1, %xmm1, %xmm4
	vblendvps	%xmm4, %xmm1, %xmm3, %xmm6
	vsubss	%xmm6, %xmm2, %xmm1
	vmulss	.LCPI6_55(%rip), %xmm1, %xmm1
	vmovss	.LCPI6_56(%rip), %xmm2
	vmaxss	%xmm1, %xmm2, %xmm1
	vmovss	.LCPI6_58(%rip), %xmm5
	vmovaps	%xmm5, %xmm3
	vmovss	.LCPI6_57(%rip), %xmm2
	vminss	%xmm1, %xmm2, %xmm2
	vfmadd231ss	.LCPI6_59(%rip), %xmm2, %xmm3
	vroundss	$9, %xmm3, %xmm3, %xmm1
	vmovss	.LCPI6_60(%rip), %xmm3
	vmaxss	%xmm1, %xmm3, %xmm1
	vmovss	.LCPI6_61(%rip), %xmm3
	vminss	%xmm1, %xmm3, %xmm1
	vfmadd231ss	.LCPI6_62(%rip), %xmm1, %xmm2
	vfmadd231ss	.LCPI6_63(%rip), %xmm1, %xmm2
	vmovss	.LCPI6_64(%rip), %xmm3
	vfmadd213ss	.LCPI6_65(%rip), %xmm2, %xmm3
	vfmadd213ss	.LCPI6_66(%rip), %xmm2, %xmm3
	vbroadcastss	%xmm6, %xmm4
	vsubps	%xmm4, %xmm0, %xmm0
	vfmadd213ss	.LCPI6_67(%rip), %xmm2, %xmm3
	vbroadcastss	.LCPI6_55(%rip), %xmm4
	vmulps	%xmm4, %xmm0, %xmm0
	vbroadcastss	.LCPI6_56(%rip), %xmm4
	vmaxps	%xmm0, %xmm4, %xmm0
	vbroadcastss	.LCPI6_57(%rip), %xmm4
	vminps	%xmm0, %xmm4, %xmm0
	vbroadcastss	.LCPI6_59(%rip), %xmm4
	vfmadd213ss	.LCPI6_68(%rip), %xmm2, %xmm3
	vbroadcastss	.LCPI6_58(%rip), %xmm7
	vfmadd213ps	%xmm7, %xmm0, %xmm4
	vroundps	$9, %xmm4, %xmm4
	vfmadd213ss	%xmm5, %xmm2, %xmm3
	vmulss	%xmm2, %xmm2, %xmm5
	vbroadcastss	.LCPI6_60(%rip), %xmm8
	vmaxps	%xmm4, %xmm8, %xmm4
	vbroadcastss	.LCPI6_61(%rip), %xmm8
	vminps	%xmm4, %xmm8, %xmm4
	vfmadd213ss	%xmm2, %xmm3, %xmm5
	vbroadcastss	.LCPI6_62(%rip), %xmm2
	vfmadd231ps	%xmm2, %xmm4, %xmm0
	vbroadcastss	.LCPI6_63(%rip), %xmm2
	vfmadd231ps	%xmm2, %xmm4, %xmm0
	vbroadcastss	.LCPI6_64(%rip), %xmm2
	vbroadcastss	.LCPI6_65(%rip), %xmm3
	vfmadd213ps	%xmm3, %xmm0, %xmm2
	vbroadcastss	.LCPI6_66(%rip), %xmm3
	vfmadd213ps	%xmm3, %xmm0, %xmm2
	vbroadcastss	.LCPI6_67(%rip), %xmm3
	vfmadd213ps	%xmm3, %xmm0, %xmm2
	vbroadcastss	.LCPI6_68(%rip), %xmm3
	vfmadd213ps	%xmm3, %xmm0, %xmm2
	vmulps	%xmm0, %xmm0, %xmm3
	vfmadd213ps	%xmm7, %xmm0, %xmm2
	vfmadd213ps	%xmm0, %xmm2, %xmm3
	vcvttss2si	%xmm1, %eax
	shll	$23, %eax
	addl	$1065353216, %eax
	vmovd	%eax, %xmm0
	vaddss	.LCPI6_39(%rip), %xmm5, %xmm1
	vbroadcastss	.LCPI6_39(%rip), %ymm5
	vmulss	%xmm1, %xmm0, %xmm0
	vaddps	%xmm5, %xmm3, %xmm1
	vcvttps2dq	%xmm4, %xmm2
	vpslld	$23, %xmm2, %xmm2
	vpaddd	2608(%rsp), %xmm2, %xmm2
	vmulps	%xmm2, %xmm1, %xmm1
	vbroadcastss	%xmm0, %ymm2
	vmulps	1760(%rsp), %ymm2, %ymm2
	vbroadcastss	%xmm1, %ymm3
	vfmadd132ps	-256(%rdx,%rcx), %ymm2, %ymm3
	vmovshdup	%xmm1, %xmm2
	vmulss	1792(%rsp), %xmm0, %xmm0
	vbroadcastss	%xmm2, %ymm4
	vfmadd132ps	(%rdx,%rcx), %ymm3, %ymm4
	vaddss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm2, %xmm0, %xmm1
	addq	$512, %rcx
	movq	2560(%rsp), %rax
	cmpq	$62, %rax
	leaq	2(%rax), %rax
	jb	.LBB6_3
.Ltmp15:
	.loc	1 0 12 is_stmt 0
	vmovss	.LCPI6_39(%rip), %xmm0
	vdivss	%xmm1, %xmm0, %xmm0
	vbroadcastss	%xmm0, %ymm0
	vmulps	%ymm0, %ymm4, %ymm0
	movq	704(%rsp), %rax
	movq	1736(%rsp), %rcx
	vmovaps	%ymm0, (%rax,%rcx,4)
	addq	$32, %rdx
	cmpq	$56, %rcx
	leaq	8(%rcx), %rax
	jb	.LBB6_2
	movq	688(%rsp), %rcx
	incq	%rcx
	cmpq	$64, %rcx
	vbroadcastss	.LCPI6_34(%rip), %ymm7
	vmovdqa	1856(%rsp), %ymm8
	vmovdqa	2464(%rsp), %ymm10
	vxorps	%xmm4, %xmm4, %xmm4
	vmovdqa	1824(%rsp), %ymm11
	vbroadcastss	.LCPI6_44(%rip), %ymm15
	vbroadcastss	.LCPI6_46(%rip), %ymm12
	jne	.LBB6_1
	xorl	%eax, %eax
	leaq	-40(%rbp), %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end6:
	.size	forward_bs1$async_dispatch_11_attention_8x64x64x64x64, .Lfunc_end6-forward_bs1$async_dispatch_11_attention_8x64x64x64x64
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_12_pack_f32","ax",@progbits
	.prefalign	4, .Lfunc_end7, nop
	.type	forward_bs1$async_dispatch_12_pack_f32,@function
forward_bs1$async_dispatch_12_pack_f32:
.Lfunc_begin7:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	.loc	1 1 0 prologue_end
	movq	24(%rsi), %rax
	movq	32(%rsi), %rcx
	movl	(%rax), %esi
	addq	(%rcx), %rsi
	movl	4(%rax), %edi
	addq	8(%rcx), %rdi
	movl	(%rdx), %eax
	shlq	$14, %rax
	leaq	(%rax,%rsi), %rcx
	addq	$14336, %rcx
	addq	%rdi, %rax
	xorl	%edx, %edx
	.loc	1 0 0 is_stmt 0
.Ltmp16:
	.p2align	4
.LBB7_1:
	xorl	%esi, %esi
	.p2align	4
.LBB7_2:
	vmovss	-14336(%rcx,%rsi), %xmm0
	vinsertps	$16, -12288(%rcx,%rsi), %xmm0, %xmm0
	vinsertps	$32, -10240(%rcx,%rsi), %xmm0, %xmm0
	vinsertps	$48, -8192(%rcx,%rsi), %xmm0, %xmm0
	vmovss	-6144(%rcx,%rsi), %xmm1
	vinsertps	$16, -4096(%rcx,%rsi), %xmm1, %xmm1
	vinsertps	$32, -2048(%rcx,%rsi), %xmm1, %xmm1
	vinsertps	$48, (%rcx,%rsi), %xmm1, %xmm1
	vmovaps	%xmm1, 16(%rax,%rsi,8)
	vmovaps	%xmm0, (%rax,%rsi,8)
	addq	$4, %rsi
	cmpq	$256, %rsi
	jne	.LBB7_2
	incq	%rdx
	addq	$256, %rcx
	addq	$2048, %rax
	cmpq	$8, %rdx
	jne	.LBB7_1
	xorl	%eax, %eax
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	retq
.Lfunc_end7:
	.size	forward_bs1$async_dispatch_12_pack_f32, .Lfunc_end7-forward_bs1$async_dispatch_12_pack_f32
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32","ax",@progbits
	.prefalign	4, .Lfunc_end8, nop
	.type	forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32,@function
forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32:
.Lfunc_begin8:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	.loc	1 1 0 prologue_end
	movq	24(%rsi), %rax
	movq	32(%rsi), %rcx
	movl	(%rax), %esi
	movl	4(%rax), %edi
	movl	8(%rax), %r8d
	movq	(%rcx), %r9
	movq	8(%rcx), %rcx
	movl	(%rdx), %edx
	movq	%rdx, %rax
	shlq	$11, %rax
	addq	%rsi, %rax
	addq	%r9, %rax
	addq	$224, %rax
	shlq	$8, %rdx
	addq	%rdx, %r8
	addq	%r8, %rcx
	addq	$14336, %rcx
	addq	%rdi, %rdx
	addq	%r9, %rdx
	addq	$14336, %rdx
	xorl	%esi, %esi
	.loc	1 0 0 is_stmt 0
.Ltmp17:
	.p2align	4
.LBB8_1:
	movq	$-8, %rdi
	movq	%rax, %r8
	.p2align	4
.LBB8_2:
	vmovaps	-224(%r8), %ymm0
	vmovaps	-192(%r8), %ymm1
	vmovaps	-160(%r8), %ymm2
	vmovaps	-128(%r8), %ymm3
	vmovaps	-96(%r8), %ymm4
	vmovaps	-64(%r8), %ymm5
	vmovaps	-32(%r8), %ymm6
	vmovaps	(%r8), %ymm7
.Ltmp18:
	.loc	1 158 10 is_stmt 1
	vaddps	-14304(%rdx,%rdi,4), %ymm0, %ymm0
	vaddps	-12256(%rdx,%rdi,4), %ymm1, %ymm1
	vaddps	-10208(%rdx,%rdi,4), %ymm2, %ymm2
	vaddps	-8160(%rdx,%rdi,4), %ymm3, %ymm3
	vaddps	-6112(%rdx,%rdi,4), %ymm4, %ymm4
	vaddps	-4064(%rdx,%rdi,4), %ymm5, %ymm5
	vaddps	-2016(%rdx,%rdi,4), %ymm6, %ymm6
	vaddps	32(%rdx,%rdi,4), %ymm7, %ymm7
	vmovaps	%ymm0, -14304(%rcx,%rdi,4)
	vmovaps	%ymm1, -12256(%rcx,%rdi,4)
	vmovaps	%ymm2, -10208(%rcx,%rdi,4)
	vmovaps	%ymm3, -8160(%rcx,%rdi,4)
	vmovaps	%ymm4, -6112(%rcx,%rdi,4)
	vmovaps	%ymm5, -4064(%rcx,%rdi,4)
	vmovaps	%ymm6, -2016(%rcx,%rdi,4)
	vmovaps	%ymm7, 32(%rcx,%rdi,4)
	addq	$8, %rdi
	addq	$256, %r8
	cmpq	$56, %rdi
	jb	.LBB8_2
.Ltmp19:
	.loc	1 0 10 is_stmt 0
	addq	$16384, %rax
	addq	$16384, %rcx
	addq	$16384, %rdx
	cmpq	$56, %rsi
	leaq	8(%rsi), %rsi
	jb	.LBB8_1
	xorl	%eax, %eax
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end8:
	.size	forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32, .Lfunc_end8-forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_17_pack_f32","ax",@progbits
	.prefalign	4, .Lfunc_end9, nop
	.type	forward_bs1$async_dispatch_17_pack_f32,@function
forward_bs1$async_dispatch_17_pack_f32:
.Lfunc_begin9:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
.Ltmp20:
	.loc	1 3 396 prologue_end
	movq	32(%rsi), %rsi
	movq	8(%rsi), %rcx
	movl	(%rdx), %edx
	movl	%edx, %edi
	shrl	$3, %edi
	movq	%rdi, %r8
	shlq	$9, %r8
	shlq	$18, %rdi
	andl	$7, %edx
	imulq	$360448, %rdx, %rax
	shll	$11, %edx
	orq	%rdi, %rdx
	addq	%rdx, %rcx
	addq	$262144, %rcx
	addq	%r8, %rax
	addq	(%rsi), %rax
	xorl	%edx, %edx
.Ltmp21:
	.loc	1 0 396 is_stmt 0
.Ltmp22:
	.p2align	4
.LBB9_1:
	movq	%rax, %rsi
	xorl	%edi, %edi
	.p2align	4
.LBB9_2:
	vmovaps	(%rsi), %ymm0
	vmovaps	%ymm0, (%rcx,%rdi)
	addq	$32, %rdi
	addq	$5632, %rsi
	cmpq	$2048, %rdi
	jne	.LBB9_2
	incq	%rdx
	addq	$16384, %rcx
	addq	$32, %rax
	cmpq	$16, %rdx
	jne	.LBB9_1
	xorl	%eax, %eax
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end9:
	.size	forward_bs1$async_dispatch_17_pack_f32, .Lfunc_end9-forward_bs1$async_dispatch_17_pack_f32
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32","ax",@progbits
	.prefalign	4, .Lfunc_end10, nop
	.type	forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32,@function
forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32:
.Lfunc_begin10:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r12
	pushq	%rbx
	.cfi_offset %rbx, -48
	.cfi_offset %r12, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.loc	1 1 0 prologue_end
	movq	24(%rsi), %rcx
	movq	32(%rsi), %rsi
	movl	(%rcx), %eax
	movl	4(%rcx), %ecx
	movq	(%rsi), %rdi
	movq	8(%rsi), %rsi
	movl	(%rdx), %edx
	andl	$-4, %eax
	movq	%rdx, %r8
	shlq	$17, %r8
	shlq	$9, %rdx
	shrl	$2, %ecx
	addq	%rdx, %rcx
	addq	%rdi, %rax
	leaq	(%rdi,%r8), %rdx
	addq	$262144, %rdx
	xorl	%edi, %edi
	movq	%rax, %r8
	.loc	1 0 0 is_stmt 0
.Ltmp23:
	.p2align	4
.LBB10_1:
	imulq	$11264, %rdi, %r10
	addq	%rcx, %r10
	movq	%rdi, %r9
	shlq	$14, %r9
	addq	%rax, %r9
	leaq	(%rsi,%r10,4), %r10
	movq	%rdx, %r11
	xorl	%ebx, %ebx
	.p2align	4
.LBB10_2:
	movq	%rbx, %r15
	shlq	$14, %r15
	movq	%rbx, %r12
	shlq	$8, %r12
	leaq	(%r10,%r12), %r14
	prefetcht2	(%r10,%r12)
	prefetcht0	(%r9)
	prefetcht0	(%rdx,%r15)
	xorl	%r15d, %r15d
	vxorps	%xmm0, %xmm0, %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vxorps	%xmm3, %xmm3, %xmm3
	vxorps	%xmm4, %xmm4, %xmm4
	vxorps	%xmm5, %xmm5, %xmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vxorps	%xmm7, %xmm7, %xmm7
	.p2align	4
.LBB10_3:
	vmovups	(%r11,%r15), %ymm8
	vbroadcastss	(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm7
	vbroadcastss	4(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm6
	vbroadcastss	8(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm5
	vbroadcastss	12(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm4
	vbroadcastss	16(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm3
	vbroadcastss	20(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm2
	vbroadcastss	24(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm1
	vbroadcastss	28(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm0
	addq	$32, %r15
	cmpq	$16384, %r15
	jne	.LBB10_3
	vmovups	%ymm7, (%r14)
	vmovups	%ymm6, 32(%r14)
	vmovups	%ymm5, 64(%r14)
	vmovups	%ymm4, 96(%r14)
	vmovups	%ymm3, 128(%r14)
	vmovups	%ymm2, 160(%r14)
	vmovups	%ymm1, 192(%r14)
	vmovups	%ymm0, 224(%r14)
	incq	%rbx
	addq	$16384, %r11
	cmpq	$8, %rbx
	jne	.LBB10_2
	incq	%rdi
	addq	$16384, %r8
	cmpq	$8, %rdi
	jne	.LBB10_1
	xorl	%eax, %eax
	popq	%rbx
	popq	%r12
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end10:
	.size	forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32, .Lfunc_end10-forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_21_unpack_f32","ax",@progbits
	.prefalign	4, .Lfunc_end11, nop
	.type	forward_bs1$async_dispatch_21_unpack_f32,@function
forward_bs1$async_dispatch_21_unpack_f32:
.Lfunc_begin11:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	.loc	1 1 0 prologue_end
	movq	24(%rsi), %rax
	movq	32(%rsi), %rcx
	movl	(%rax), %esi
	movq	(%rcx), %rax
	movq	8(%rcx), %rcx
	movl	(%rdx), %edx
	movq	%rdx, %rdi
	shlq	$11, %rdi
	addq	%rdi, %rax
	addq	$3506400, %rax
	shlq	$8, %rdx
	addq	%rsi, %rdx
	addq	%rdx, %rcx
	addq	$39424, %rcx
	xorl	%edx, %edx
	.loc	1 0 0 is_stmt 0
.Ltmp24:
	.p2align	4
.LBB11_1:
	movq	$-8, %rsi
	movq	%rax, %rdi
	.p2align	4
.LBB11_2:
	vmovaps	-224(%rdi), %ymm0
	vmovaps	-192(%rdi), %ymm1
	vmovaps	-160(%rdi), %ymm2
	vmovaps	-128(%rdi), %ymm3
	vmovaps	-96(%rdi), %ymm4
	vmovaps	-64(%rdi), %ymm5
	vmovaps	-32(%rdi), %ymm6
	vmovaps	(%rdi), %ymm7
	vmovaps	%ymm0, -39392(%rcx,%rsi,4)
	vmovaps	%ymm1, -33760(%rcx,%rsi,4)
	vmovaps	%ymm2, -28128(%rcx,%rsi,4)
	vmovaps	%ymm3, -22496(%rcx,%rsi,4)
	vmovaps	%ymm4, -16864(%rcx,%rsi,4)
	vmovaps	%ymm5, -11232(%rcx,%rsi,4)
	vmovaps	%ymm6, -5600(%rcx,%rsi,4)
	vmovaps	%ymm7, 32(%rcx,%rsi,4)
	addq	$8, %rsi
	addq	$256, %rdi
	cmpq	$56, %rsi
	jb	.LBB11_2
	addq	$45056, %rax
	addq	$45056, %rcx
	cmpq	$56, %rdx
	leaq	8(%rdx), %rdx
	jb	.LBB11_1
	xorl	%eax, %eax
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end11:
	.size	forward_bs1$async_dispatch_21_unpack_f32, .Lfunc_end11-forward_bs1$async_dispatch_21_unpack_f32
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI12_0,@object
.LCPI12_0:
	.long	0x80000000
	.size	.LCPI12_0, 4
	.type	.LCPI12_1,@object
.LCPI12_1:
	.long	0xc2af999a
	.size	.LCPI12_1, 4
	.type	.LCPI12_2,@object
.LCPI12_2:
	.long	0x42b1999a
	.size	.LCPI12_2, 4
	.type	.LCPI12_3,@object
.LCPI12_3:
	.long	0x3f000000
	.size	.LCPI12_3, 4
	.type	.LCPI12_4,@object
.LCPI12_4:
	.long	0x3fb8aa3b
	.size	.LCPI12_4, 4
	.type	.LCPI12_5,@object
.LCPI12_5:
	.long	0xc2fe0000
	.size	.LCPI12_5, 4
	.type	.LCPI12_6,@object
.LCPI12_6:
	.long	0x42fe0000
	.size	.LCPI12_6, 4
	.type	.LCPI12_7,@object
.LCPI12_7:
	.long	0xbf318000
	.size	.LCPI12_7, 4
	.type	.LCPI12_8,@object
.LCPI12_8:
	.long	0x395e8083
	.size	.LCPI12_8, 4
	.type	.LCPI12_9,@object
.LCPI12_9:
	.long	0x3ab743ce
	.size	.LCPI12_9, 4
	.type	.LCPI12_10,@object
.LCPI12_10:
	.long	0x39506967
	.size	.LCPI12_10, 4
	.type	.LCPI12_11,@object
.LCPI12_11:
	.long	0x3c088908
	.size	.LCPI12_11, 4
	.type	.LCPI12_12,@object
.LCPI12_12:
	.long	0x3d2aa9c1
	.size	.LCPI12_12, 4
	.type	.LCPI12_13,@object
.LCPI12_13:
	.long	0x3e2aaaaa
	.size	.LCPI12_13, 4
	.type	.LCPI12_14,@object
.LCPI12_14:
	.long	0x3f800000
	.size	.LCPI12_14, 4
	.section	".text.forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack","ax",@progbits
	.prefalign	4, .Lfunc_end12, nop
	.type	forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack,@function
forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack:
.Lfunc_begin12:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	andq	$-64, %rsp
	subq	$320, %rsp
	.loc	1 1 0 prologue_end
	movq	24(%rsi), %rax
	movq	32(%rsi), %rsi
	movl	(%rax), %edi
	movl	4(%rax), %r8d
	movq	(%rsi), %r9
	movl	(%rdx), %edx
	movq	%rdx, %rax
	shlq	$11, %rax
	leaq	(%r9,%rax), %rcx
	addq	$3145728, %rcx
	shlq	$8, %rdx
	addq	%rdi, %rdx
	addq	%r9, %rdx
	addq	$39424, %rdx
	addq	%r8, %rax
	addq	8(%rsi), %rax
	xorl	%esi, %esi
	vbroadcastss	.LCPI12_0(%rip), %ymm0
	vbroadcastss	.LCPI12_1(%rip), %ymm7
	vbroadcastss	.LCPI12_2(%rip), %ymm8
	vbroadcastss	.LCPI12_4(%rip), %ymm15
	vbroadcastss	.LCPI12_5(%rip), %ymm10
	vbroadcastss	.LCPI12_6(%rip), %ymm11
	vbroadcastss	.LCPI12_7(%rip), %ymm12
	vbroadcastss	.LCPI12_8(%rip), %ymm13
	vpbroadcastd	.LCPI12_14(%rip), %ymm5
	vmovdqa	%ymm5, 256(%rsp)
	.loc	1 0 0 is_stmt 0
.Ltmp25:
	.p2align	4
.LBB12_1:
	movq	%rsi, %rdi
	shrq	$3, %rdi
	imulq	$45056, %rdi, %rdi
	addq	%rcx, %rdi
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	.p2align	4
.LBB12_2:
	movl	%r8d, %r10d
	andl	$448, %r10d
	vmovaps	(%rdi,%r10,4), %ymm1
	vmovaps	32(%rdi,%r10,4), %ymm2
	vmovaps	64(%rdi,%r10,4), %ymm5
	vmovaps	96(%rdi,%r10,4), %ymm4
	vmovaps	128(%rdi,%r10,4), %ymm6
	vmovaps	%ymm0, %ymm3
	vmovaps	%ymm11, %ymm0
	vmovaps	%ymm7, %ymm11
	vmovaps	160(%rdi,%r10,4), %ymm7
	vmovaps	%ymm13, %ymm14
	vmovaps	%ymm10, %ymm13
	vmovaps	%ymm8, %ymm10
	vmovaps	192(%rdi,%r10,4), %ymm8
	vmovaps	224(%rdi,%r10,4), %ymm9
	vmovaps	%ymm1, (%rsp)
	vmovaps	%ymm2, 32(%rsp)
	vmovaps	%ymm5, 64(%rsp)
	movl	%r9d, %r10d
	andl	$7, %r10d
	vmovaps	%ymm4, 96(%rsp)
	vmovaps	%ymm6, 128(%rsp)
	vmovaps	%ymm7, 160(%rsp)
	vmovaps	%ymm11, %ymm7
	vmovaps	%ymm0, %ymm11
	vmovaps	%ymm3, %ymm0
	vbroadcastss	.LCPI12_3(%rip), %ymm3
	vmovaps	%ymm8, 192(%rsp)
	vmovaps	%ymm10, %ymm8
	vmovaps	%ymm13, %ymm10
	vmovaps	%ymm14, %ymm13
	vbroadcastss	.LCPI12_11(%rip), %ymm14
	vbroadcastss	.LCPI12_10(%rip), %ymm5
	vbroadcastss	.LCPI12_9(%rip), %ymm6
	vmovaps	%ymm9, 224(%rsp)
	movq	%r9, %r11
	orq	$56, %r11
	shlq	$2, %r11
.Ltmp26:
	.loc	1 182 11 is_stmt 1
	vmovss	(%rsp,%r10,4), %xmm1
	vmovss	128(%rsp,%r10,4), %xmm2
	vinsertps	$16, 160(%rsp,%r10,4), %xmm2, %xmm2
	vinsertps	$32, 192(%rsp,%r10,4), %xmm2, %xmm2
	vinsertps	$48, (%rsp,%r11), %xmm2, %xmm2
	vinsertps	$16, 32(%rsp,%r10,4), %xmm1, %xmm1
	vinsertps	$32, 64(%rsp,%r10,4), %xmm1, %xmm1
	vinsertps	$48, 96(%rsp,%r10,4), %xmm1, %xmm1
	vinsertf128	$1, %xmm2, %ymm1, %ymm1
	vxorps	%ymm0, %ymm1, %ymm2
	.loc	1 183 11
	vmaxps	%ymm2, %ymm7, %ymm2
	vminps	%ymm2, %ymm8, %ymm2
	vmovaps	%ymm15, %ymm4
	vfmadd213ps	%ymm3, %ymm2, %ymm4
	vroundps	$9, %ymm4, %ymm4
	vmaxps	%ymm4, %ymm10, %ymm4
	vminps	%ymm4, %ymm11, %ymm4
	vfmadd231ps	%ymm12, %ymm4, %ymm2
	vfmadd231ps	%ymm13, %ymm4, %ymm2
	vfmadd213ps	%ymm6, %ymm2, %ymm5
	vfmadd213ps	%ymm14, %ymm2, %ymm5
	vbroadcastss	.LCPI12_13(%rip), %ymm14
	vbroadcastss	.LCPI12_12(%rip), %ymm6
	vfmadd213ps	%ymm6, %ymm2, %ymm5
	vfmadd213ps	%ymm14, %ymm2, %ymm5
	vfmadd213ps	%ymm3, %ymm2, %ymm5
	vbroadcastss	.LCPI12_14(%rip), %ymm3
	vmulps	%ymm2, %ymm2, %ymm6
	vfmadd213ps	%ymm2, %ymm5, %ymm6
	vmovdqa	256(%rsp), %ymm5
	vaddps	%ymm3, %ymm6, %ymm2
	vcvttps2dq	%ymm4, %ymm4
	vpslld	$23, %ymm4, %ymm4
	vpaddd	%ymm5, %ymm4, %ymm4
	.loc	1 185 12
	vfmadd213ps	%ymm3, %ymm2, %ymm4
	.loc	1 186 11
	vdivps	%ymm4, %ymm1, %ymm1
	.loc	1 187 10
	vmovss	-16896(%rdx,%r9,4), %xmm2
	vinsertps	$16, -11264(%rdx,%r9,4), %xmm2, %xmm2
	vinsertps	$32, -5632(%rdx,%r9,4), %xmm2, %xmm2
	vinsertps	$48, (%rdx,%r9,4), %xmm2, %xmm2
	vmovss	-39424(%rdx,%r9,4), %xmm4
	vinsertps	$16, -33792(%rdx,%r9,4), %xmm4, %xmm4
	vinsertps	$32, -28160(%rdx,%r9,4), %xmm4, %xmm4
	vinsertps	$48, -22528(%rdx,%r9,4), %xmm4, %xmm4
	vinsertf128	$1, %xmm2, %ymm4, %ymm2
	vmulps	%ymm1, %ymm2, %ymm1
	vmovaps	%ymm1, (%rax,%r8,4)
	incq	%r9
	addq	$8, %r8
	cmpq	$64, %r9
	jne	.LBB12_2
.Ltmp27:
	.loc	1 0 10 is_stmt 0
	addq	$45056, %rdx
	addq	$45056, %rax
	cmpq	$56, %rsi
	leaq	8(%rsi), %rsi
	jb	.LBB12_1
	xorl	%eax, %eax
	movq	%rbp, %rsp
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end12:
	.size	forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack, .Lfunc_end12-forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_23_pack_f32","ax",@progbits
	.prefalign	4, .Lfunc_end13, nop
	.type	forward_bs1$async_dispatch_23_pack_f32,@function
forward_bs1$async_dispatch_23_pack_f32:
.Lfunc_begin13:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	.loc	1 1 0 prologue_end
	movq	24(%rsi), %rax
	movq	32(%rsi), %rsi
	movl	(%rax), %edi
	movl	(%rdx), %eax
	movq	%rax, %rcx
	shlq	$17, %rcx
	addq	(%rsi), %rcx
	shlq	$11, %rax
	addq	%rdi, %rax
	addq	8(%rsi), %rax
	xorl	%edx, %edx
	.loc	1 0 0 is_stmt 0
.Ltmp28:
	.p2align	4
.LBB13_1:
	movq	%rcx, %rsi
	xorl	%edi, %edi
	.p2align	4
.LBB13_2:
	vmovaps	(%rsi), %ymm0
	vmovaps	%ymm0, (%rax,%rdi)
	addq	$32, %rdi
	addq	$2048, %rsi
	cmpq	$2048, %rdi
	jne	.LBB13_2
	incq	%rdx
	addq	$32, %rcx
	addq	$45056, %rax
	cmpq	$64, %rdx
	jne	.LBB13_1
	xorl	%eax, %eax
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end13:
	.size	forward_bs1$async_dispatch_23_pack_f32, .Lfunc_end13-forward_bs1$async_dispatch_23_pack_f32
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32","ax",@progbits
	.prefalign	4, .Lfunc_end14, nop
	.type	forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32,@function
forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32:
.Lfunc_begin14:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.loc	1 1 0 prologue_end
	movq	24(%rsi), %rcx
	movq	32(%rsi), %r9
	movl	(%rcx), %eax
	movl	4(%rcx), %edi
	movl	8(%rcx), %r11d
	movq	(%r9), %rcx
	movl	(%rdx), %r10d
	movl	%r10d, %edx
	shrl	$4, %edx
	andl	$-2, %edx
	movq	%rdx, -56(%rbp)
	leal	(%r10,%r10), %esi
	andl	$62, %esi
	movl	%eax, %edx
	shrl	$2, %edx
	movq	%rdx, -48(%rbp)
	movl	%edi, %r8d
	shrl	$2, %r8d
	andl	$-4, %r11d
	addq	8(%r9), %r11
	movq	%r11, -64(%rbp)
	movl	%r10d, %r9d
	andl	$31, %r9d
	imulq	$90112, %r9, %r9
	andl	$-4, %edi
	addq	%rcx, %r9
	addq	%rdi, %r9
	shrl	$5, %r10d
	imulq	$90112, %r10, %r10
	andl	$-4, %eax
	addq	%rcx, %r10
	addq	%rax, %r10
	movb	$1, %r11b
	xorl	%eax, %eax
	.loc	1 0 0 is_stmt 0
.Ltmp29:
	.p2align	4
.LBB14_1:
	movq	-56(%rbp), %rdx
	leaq	(%rax,%rdx), %rbx
	imulq	$11264, %rbx, %rdi
	addq	-48(%rbp), %rdi
	leaq	(%rcx,%rdi,4), %r14
	shlq	$14, %rbx
	addq	-64(%rbp), %rbx
	imulq	$45056, %rax, %r15
	addq	%r10, %r15
	movb	$1, %r12b
	xorl	%eax, %eax
	.p2align	4
.LBB14_2:
	leaq	(%rax,%rsi), %rdi
	imulq	$11264, %rdi, %rdx
	addq	%r8, %rdx
	shlq	$8, %rdi
	leaq	(%rbx,%rdi), %r13
	prefetcht2	(%rbx,%rdi)
	prefetcht0	(%r14)
	prefetcht0	(%rcx,%rdx,4)
	imulq	$45056, %rax, %rax
	addq	%r9, %rax
	xorl	%edi, %edi
	vxorps	%xmm0, %xmm0, %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vxorps	%xmm3, %xmm3, %xmm3
	vxorps	%xmm4, %xmm4, %xmm4
	vxorps	%xmm5, %xmm5, %xmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vxorps	%xmm7, %xmm7, %xmm7
	.p2align	4
.LBB14_3:
	vmovups	(%rax,%rdi), %ymm8
	vbroadcastss	(%r15,%rdi), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm7
	vbroadcastss	4(%r15,%rdi), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm6
	vbroadcastss	8(%r15,%rdi), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm5
	vbroadcastss	12(%r15,%rdi), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm4
	vbroadcastss	16(%r15,%rdi), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm3
	vbroadcastss	20(%r15,%rdi), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm2
	vbroadcastss	24(%r15,%rdi), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm1
	vbroadcastss	28(%r15,%rdi), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm0
	addq	$32, %rdi
	cmpq	$45056, %rdi
	jne	.LBB14_3
	vmovups	%ymm7, (%r13)
	vmovups	%ymm6, 32(%r13)
	vmovups	%ymm5, 64(%r13)
	vmovups	%ymm4, 96(%r13)
	vmovups	%ymm3, 128(%r13)
	vmovups	%ymm2, 160(%r13)
	vmovups	%ymm1, 192(%r13)
	vmovups	%ymm0, 224(%r13)
	movl	$1, %eax
	testb	$1, %r12b
	movl	$0, %r12d
	jne	.LBB14_2
	testb	$1, %r11b
	movl	$0, %r11d
	jne	.LBB14_1
	xorl	%eax, %eax
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end14:
	.size	forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32, .Lfunc_end14-forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_102_pack_f32","ax",@progbits
	.prefalign	4, .Lfunc_end15, nop
	.type	forward_bs1$async_dispatch_102_pack_f32,@function
forward_bs1$async_dispatch_102_pack_f32:
.Lfunc_begin15:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
.Ltmp30:
	.loc	1 3 1697 prologue_end
	movq	32(%rsi), %rsi
	movq	8(%rsi), %rcx
	movl	(%rdx), %eax
	movl	%eax, %edx
	shrl	$3, %edx
	movq	%rdx, %rdi
	shlq	$11, %rdi
	shlq	$20, %rdx
	andl	$7, %eax
	movl	%eax, %r8d
	shll	$11, %r8d
	orq	%rdx, %r8
	addq	%r8, %rcx
	addq	$131072, %rcx
	shll	$19, %eax
	addq	%rdi, %rax
	addq	(%rsi), %rax
	xorl	%edx, %edx
.Ltmp31:
	.loc	1 0 1697 is_stmt 0
.Ltmp32:
	.p2align	4
.LBB15_1:
	movq	%rax, %rsi
	xorl	%edi, %edi
	.p2align	4
.LBB15_2:
	vmovaps	(%rsi), %ymm0
	vmovaps	%ymm0, (%rcx,%rdi)
	addq	$32, %rdi
	addq	$8192, %rsi
	cmpq	$2048, %rdi
	jne	.LBB15_2
	incq	%rdx
	addq	$16384, %rcx
	addq	$32, %rax
	cmpq	$64, %rdx
	jne	.LBB15_1
	xorl	%eax, %eax
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end15:
	.size	forward_bs1$async_dispatch_102_pack_f32, .Lfunc_end15-forward_bs1$async_dispatch_102_pack_f32
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32","ax",@progbits
	.prefalign	4, .Lfunc_end16, nop
	.type	forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32,@function
forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32:
.Lfunc_begin16:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r12
	pushq	%rbx
	.cfi_offset %rbx, -48
	.cfi_offset %r12, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.loc	1 1 0 prologue_end
	movq	32(%rsi), %rcx
	movq	(%rcx), %rax
	movq	8(%rcx), %rcx
	movl	(%rdx), %edx
	movq	%rdx, %rsi
	shlq	$17, %rsi
	shlq	$9, %rdx
	addq	$1081344, %rdx
	addq	%rax, %rsi
	addq	$131072, %rsi
	xorl	%edi, %edi
	movq	%rax, %r8
	.loc	1 0 0 is_stmt 0
.Ltmp33:
	.p2align	4
.LBB16_1:
	movq	%rdi, %r9
	shlq	$14, %r9
	leaq	(%rdx,%r9), %r10
	addq	%rax, %r9
	leaq	(%rcx,%r10,4), %r10
	movq	%rsi, %r11
	xorl	%ebx, %ebx
	.p2align	4
.LBB16_2:
	movq	%rbx, %r15
	shlq	$14, %r15
	movq	%rbx, %r12
	shlq	$8, %r12
	leaq	(%r10,%r12), %r14
	prefetcht2	(%r10,%r12)
	prefetcht0	(%r9)
	prefetcht0	(%rsi,%r15)
	xorl	%r15d, %r15d
	vxorps	%xmm0, %xmm0, %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vxorps	%xmm3, %xmm3, %xmm3
	vxorps	%xmm4, %xmm4, %xmm4
	vxorps	%xmm5, %xmm5, %xmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vxorps	%xmm7, %xmm7, %xmm7
	.p2align	4
.LBB16_3:
	vmovups	(%r11,%r15), %ymm8
	vbroadcastss	(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm7
	vbroadcastss	4(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm6
	vbroadcastss	8(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm5
	vbroadcastss	12(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm4
	vbroadcastss	16(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm3
	vbroadcastss	20(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm2
	vbroadcastss	24(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm1
	vbroadcastss	28(%r8,%r15), %ymm9
	vfmadd231ps	%ymm9, %ymm8, %ymm0
	addq	$32, %r15
	cmpq	$16384, %r15
	jne	.LBB16_3
	vmovups	%ymm7, (%r14)
	vmovups	%ymm6, 32(%r14)
	vmovups	%ymm5, 64(%r14)
	vmovups	%ymm4, 96(%r14)
	vmovups	%ymm3, 128(%r14)
	vmovups	%ymm2, 160(%r14)
	vmovups	%ymm1, 192(%r14)
	vmovups	%ymm0, 224(%r14)
	incq	%rbx
	addq	$16384, %r11
	cmpq	$8, %rbx
	jne	.LBB16_2
	incq	%rdi
	addq	$16384, %r8
	cmpq	$8, %rdi
	jne	.LBB16_1
	xorl	%eax, %eax
	popq	%rbx
	popq	%r12
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end16:
	.size	forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32, .Lfunc_end16-forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32
	.cfi_endproc

	.section	".text.forward_bs1$async_dispatch_104_unpack_f32","ax",@progbits
	.prefalign	4, .Lfunc_end17, nop
	.type	forward_bs1$async_dispatch_104_unpack_f32,@function
forward_bs1$async_dispatch_104_unpack_f32:
.Lfunc_begin17:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	.loc	1 1 0 prologue_end
	movq	32(%rsi), %rax
	movq	(%rax), %rcx
	movq	8(%rax), %rsi
	movl	(%rdx), %edx
	movq	%rdx, %rax
	shlq	$11, %rax
	addq	%rcx, %rax
	addq	$4325600, %rax
	shlq	$8, %rdx
	leaq	(%rdx,%rsi), %rcx
	addq	$57344, %rcx
	xorl	%edx, %edx
	.loc	1 0 0 is_stmt 0
.Ltmp34:
	.p2align	4
.LBB17_1:
	movq	$-8, %rsi
	movq	%rax, %rdi
	.p2align	4
.LBB17_2:
	vmovaps	-224(%rdi), %ymm0
	vmovaps	-192(%rdi), %ymm1
	vmovaps	-160(%rdi), %ymm2
	vmovaps	-128(%rdi), %ymm3
	vmovaps	-96(%rdi), %ymm4
	vmovaps	-64(%rdi), %ymm5
	vmovaps	-32(%rdi), %ymm6
	vmovaps	(%rdi), %ymm7
	vmovaps	%ymm0, -57312(%rcx,%rsi,4)
	vmovaps	%ymm1, -49120(%rcx,%rsi,4)
	vmovaps	%ymm2, -40928(%rcx,%rsi,4)
	vmovaps	%ymm3, -32736(%rcx,%rsi,4)
	vmovaps	%ymm4, -24544(%rcx,%rsi,4)
	vmovaps	%ymm5, -16352(%rcx,%rsi,4)
	vmovaps	%ymm6, -8160(%rcx,%rsi,4)
	vmovaps	%ymm7, 32(%rcx,%rsi,4)
	addq	$8, %rsi
	addq	$256, %rdi
	cmpq	$56, %rsi
	jb	.LBB17_2
	addq	$65536, %rax
	addq	$65536, %rcx
	cmpq	$56, %rdx
	leaq	8(%rdx), %rdx
	jb	.LBB17_1
	xorl	%eax, %eax
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end17:
	.size	forward_bs1$async_dispatch_104_unpack_f32, .Lfunc_end17-forward_bs1$async_dispatch_104_unpack_f32
	.cfi_endproc

	.section	.text.iree_hal_executable_library_query,"ax",@progbits
	.globl	iree_hal_executable_library_query
	.prefalign	4, .Lfunc_end18, nop
	.type	iree_hal_executable_library_query,@function
iree_hal_executable_library_query:
.Liree_hal_executable_library_query$local:
	.type	.Liree_hal_executable_library_query$local,@function
.Lfunc_begin18:
	.cfi_startproc
	xorl	%eax, %eax
	cmpl	$6, %edi
	leaq	iree_hal_executable_library_query_v0(%rip), %rcx
	cmoveq	%rcx, %rax
	retq
.Lfunc_end18:
	.size	iree_hal_executable_library_query, .Lfunc_end18-iree_hal_executable_library_query
	.size	.Liree_hal_executable_library_query$local, .Lfunc_end18-iree_hal_executable_library_query
	.cfi_endproc

	.section	.text.iree_h2f_ieee,"ax",@progbits
	.prefalign	4, .Lfunc_end19, nop
	.type	iree_h2f_ieee,@function
iree_h2f_ieee:
.Lfunc_begin19:
	.cfi_startproc
	movl	%edi, %ecx
	andl	$1023, %ecx
	movl	%edi, %eax
	andl	$32768, %eax
	shll	$16, %eax
	movl	%edi, %edx
	andw	$31744, %dx
	je	.LBB19_6
	andl	$31744, %edi
	cmpl	$31744, %edi
	jne	.LBB19_5
	testw	%cx, %cx
	je	.LBB19_4
	orl	$2143289344, %eax
	vmovd	%eax, %xmm0
	retq
.LBB19_6:
	orl	$864026624, %eax
	movzwl	%cx, %ecx
	vcvtsi2ss	%ecx, %xmm15, %xmm0
	vmovd	%eax, %xmm1
	vmulss	%xmm1, %xmm0, %xmm0
	retq
.LBB19_5:
	movzwl	%cx, %ecx
	movzwl	%dx, %edx
	addl	%ecx, %edx
	shll	$13, %edx
	addl	%edx, %eax
	addl	$939524096, %eax
	vmovd	%eax, %xmm0
	retq
.LBB19_4:
	orl	$2139095040, %eax
	vmovd	%eax, %xmm0
	retq
.Lfunc_end19:
	.size	iree_h2f_ieee, .Lfunc_end19-iree_h2f_ieee
	.cfi_endproc

	.section	.text.iree_f2h_ieee,"ax",@progbits
	.prefalign	4, .Lfunc_end20, nop
	.type	iree_f2h_ieee,@function
iree_f2h_ieee:
.Lfunc_begin20:
	.cfi_startproc
	vmovd	%xmm0, %edx
	movl	%edx, %eax
	shrl	$16, %eax
	movl	%edx, %ecx
	andl	$2139095040, %ecx
	je	.LBB20_1
	movl	%edx, %esi
	andl	$8388607, %esi
	cmpl	$2139095040, %ecx
	jne	.LBB20_6
	testl	%esi, %esi
	je	.LBB20_4
	orl	$32767, %eax
	retq
.LBB20_1:
	movl	%ecx, %edi
.LBB20_9:
	andl	$32768, %eax
	orl	%edi, %eax
	retq
.LBB20_6:
	movl	$31744, %edi
	cmpl	$1191182336, %ecx
	ja	.LBB20_9
	xorl	%edi, %edi
	cmpl	$947912704, %ecx
	jb	.LBB20_9
	shrl	$13, %ecx
	andl	$8192, %edx
	cmpl	$1, %edx
	sbbl	$-4096, %esi
	movl	%esi, %edx
	shrl	$13, %edx
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	cmpl	$8388608, %esi
	cmovbl	%edx, %edi
	setae	%r8b
	shll	$10, %r8d
	addl	%ecx, %r8d
	addl	%r8d, %edi
	addl	$-114688, %edi
	andl	$32768, %eax
	orl	%edi, %eax
	retq
.LBB20_4:
	movl	$31744, %edi
	andl	$32768, %eax
	orl	%edi, %eax
	retq
.Lfunc_end20:
	.size	iree_f2h_ieee, .Lfunc_end20-iree_f2h_ieee
	.cfi_endproc

	.section	.text.__gnu_h2f_ieee,"ax",@progbits
	.prefalign	4, .Lfunc_end21, nop
	.type	__gnu_h2f_ieee,@function
__gnu_h2f_ieee:
.Lfunc_begin21:
	.cfi_startproc
	movl	%edi, %ecx
	andl	$1023, %ecx
	movl	%edi, %eax
	andl	$32768, %eax
	shll	$16, %eax
	movl	%edi, %edx
	andw	$31744, %dx
	je	.LBB21_6
	andl	$31744, %edi
	cmpl	$31744, %edi
	jne	.LBB21_5
	testw	%cx, %cx
	je	.LBB21_4
	orl	$2143289344, %eax
	vmovd	%eax, %xmm0
	retq
.LBB21_6:
	orl	$864026624, %eax
	movzwl	%cx, %ecx
	vcvtsi2ss	%ecx, %xmm15, %xmm0
	vmovd	%eax, %xmm1
	vmulss	%xmm1, %xmm0, %xmm0
	retq
.LBB21_5:
	movzwl	%cx, %ecx
	movzwl	%dx, %edx
	addl	%ecx, %edx
	shll	$13, %edx
	addl	%edx, %eax
	addl	$939524096, %eax
	vmovd	%eax, %xmm0
	retq
.LBB21_4:
	orl	$2139095040, %eax
	vmovd	%eax, %xmm0
	retq
.Lfunc_end21:
	.size	__gnu_h2f_ieee, .Lfunc_end21-__gnu_h2f_ieee
	.cfi_endproc

	.section	.text.__extendhfsf2,"ax",@progbits
	.prefalign	4, .Lfunc_end22, nop
	.type	__extendhfsf2,@function
__extendhfsf2:
.Lfunc_begin22:
	.cfi_startproc
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$1023, %edx
	movl	%ecx, %eax
	shll	$16, %eax
	andl	$-2147483648, %eax
	movl	%ecx, %esi
	andl	$31744, %esi
	je	.LBB22_6
	cmpl	$31744, %esi
	jne	.LBB22_5
	testw	%dx, %dx
	je	.LBB22_4
	orl	$2143289344, %eax
	vmovd	%eax, %xmm0
	retq
.LBB22_6:
	orl	$864026624, %eax
	movzwl	%dx, %ecx
	vcvtsi2ss	%ecx, %xmm15, %xmm0
	vmovd	%eax, %xmm1
	vmulss	%xmm1, %xmm0, %xmm0
	retq
.LBB22_5:
	andl	$32767, %ecx
	shll	$13, %ecx
	addl	%ecx, %eax
	addl	$939524096, %eax
	vmovd	%eax, %xmm0
	retq
.LBB22_4:
	orl	$2139095040, %eax
	vmovd	%eax, %xmm0
	retq
.Lfunc_end22:
	.size	__extendhfsf2, .Lfunc_end22-__extendhfsf2
	.cfi_endproc

	.section	.text.__gnu_f2h_ieee,"ax",@progbits
	.prefalign	4, .Lfunc_end23, nop
	.type	__gnu_f2h_ieee,@function
__gnu_f2h_ieee:
.Lfunc_begin23:
	.cfi_startproc
	vmovd	%xmm0, %edx
	movl	%edx, %eax
	shrl	$16, %eax
	movl	%edx, %ecx
	andl	$2139095040, %ecx
	je	.LBB23_1
	movl	%edx, %esi
	andl	$8388607, %esi
	cmpl	$2139095040, %ecx
	jne	.LBB23_6
	testl	%esi, %esi
	je	.LBB23_4
	orl	$32767, %eax
	retq
.LBB23_1:
	movl	%ecx, %edi
.LBB23_9:
	andl	$32768, %eax
	orl	%edi, %eax
	retq
.LBB23_6:
	movl	$31744, %edi
	cmpl	$1191182336, %ecx
	ja	.LBB23_9
	xorl	%edi, %edi
	cmpl	$947912704, %ecx
	jb	.LBB23_9
	shrl	$13, %ecx
	andl	$8192, %edx
	cmpl	$1, %edx
	sbbl	$-4096, %esi
	movl	%esi, %edx
	shrl	$13, %edx
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	cmpl	$8388608, %esi
	cmovbl	%edx, %edi
	setae	%r8b
	shll	$10, %r8d
	addl	%ecx, %r8d
	addl	%r8d, %edi
	addl	$-114688, %edi
	andl	$32768, %eax
	orl	%edi, %eax
	retq
.LBB23_4:
	movl	$31744, %edi
	andl	$32768, %eax
	orl	%edi, %eax
	retq
.Lfunc_end23:
	.size	__gnu_f2h_ieee, .Lfunc_end23-__gnu_f2h_ieee
	.cfi_endproc

	.section	.text.__truncsfhf2,"ax",@progbits
	.prefalign	4, .Lfunc_end24, nop
	.type	__truncsfhf2,@function
__truncsfhf2:
.Lfunc_begin24:
	.cfi_startproc
	vmovd	%xmm0, %edx
	movl	%edx, %eax
	shrl	$16, %eax
	movl	%edx, %ecx
	andl	$2139095040, %ecx
	je	.LBB24_1
	movl	%edx, %esi
	andl	$8388607, %esi
	cmpl	$2139095040, %ecx
	jne	.LBB24_6
	testl	%esi, %esi
	je	.LBB24_4
	orl	$32767, %eax
	movw	%ax, -4(%rsp)
	vmovss	-4(%rsp), %xmm0
	retq
.LBB24_1:
	movl	%ecx, %edi
	jmp	.LBB24_9
.LBB24_6:
	movl	$31744, %edi
	cmpl	$1191182336, %ecx
	ja	.LBB24_9
	xorl	%edi, %edi
	cmpl	$947912704, %ecx
	jb	.LBB24_9
	shrl	$13, %ecx
	andl	$8192, %edx
	cmpl	$1, %edx
	sbbl	$-4096, %esi
	movl	%esi, %edx
	shrl	$13, %edx
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	cmpl	$8388608, %esi
	cmovbl	%edx, %edi
	setae	%r8b
	shll	$10, %r8d
	addl	%ecx, %r8d
	addl	%r8d, %edi
	addl	$-114688, %edi
	jmp	.LBB24_9
.LBB24_4:
	movl	$31744, %edi
.LBB24_9:
	andl	$32768, %eax
	orl	%edi, %eax
	movw	%ax, -4(%rsp)
	vmovss	-4(%rsp), %xmm0
	retq
.Lfunc_end24:
	.size	__truncsfhf2, .Lfunc_end24-__truncsfhf2
	.cfi_endproc

	.section	.text.__extendhfdf2,"ax",@progbits
	.prefalign	4, .Lfunc_end25, nop
	.type	__extendhfdf2,@function
__extendhfdf2:
.Lfunc_begin25:
	.cfi_startproc
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$1023, %edx
	movl	%ecx, %eax
	shll	$16, %eax
	andl	$-2147483648, %eax
	movl	%ecx, %esi
	andl	$31744, %esi
	je	.LBB25_6
	cmpl	$31744, %esi
	jne	.LBB25_5
	testw	%dx, %dx
	je	.LBB25_4
	orl	$2143289344, %eax
	vmovd	%eax, %xmm0
	vcvtss2sd	%xmm0, %xmm0, %xmm0
	retq
.LBB25_6:
	orl	$864026624, %eax
	movzwl	%dx, %ecx
	vcvtsi2ss	%ecx, %xmm15, %xmm0
	vmovd	%eax, %xmm1
	vmulss	%xmm1, %xmm0, %xmm0
	vcvtss2sd	%xmm0, %xmm0, %xmm0
	retq
.LBB25_5:
	andl	$32767, %ecx
	shll	$13, %ecx
	addl	%ecx, %eax
	addl	$939524096, %eax
	vmovd	%eax, %xmm0
	vcvtss2sd	%xmm0, %xmm0, %xmm0
	retq
.LBB25_4:
	orl	$2139095040, %eax
	vmovd	%eax, %xmm0
	vcvtss2sd	%xmm0, %xmm0, %xmm0
	retq
.Lfunc_end25:
	.size	__extendhfdf2, .Lfunc_end25-__extendhfdf2
	.cfi_endproc

	.section	.text.__truncdfhf2,"ax",@progbits
	.prefalign	4, .Lfunc_end26, nop
	.type	__truncdfhf2,@function
__truncdfhf2:
.Lfunc_begin26:
	.cfi_startproc
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %eax
	shrl	$16, %eax
	movl	%edx, %ecx
	andl	$2139095040, %ecx
	je	.LBB26_1
	movl	%edx, %esi
	andl	$8388607, %esi
	cmpl	$2139095040, %ecx
	jne	.LBB26_6
	testl	%esi, %esi
	je	.LBB26_4
	orl	$32767, %eax
	movw	%ax, -4(%rsp)
	vmovss	-4(%rsp), %xmm0
	retq
.LBB26_1:
	movl	%ecx, %edi
	jmp	.LBB26_9
.LBB26_6:
	movl	$31744, %edi
	cmpl	$1191182336, %ecx
	ja	.LBB26_9
	xorl	%edi, %edi
	cmpl	$947912704, %ecx
	jb	.LBB26_9
	shrl	$13, %ecx
	andl	$8192, %edx
	cmpl	$1, %edx
	sbbl	$-4096, %esi
	movl	%esi, %edx
	shrl	$13, %edx
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	cmpl	$8388608, %esi
	cmovbl	%edx, %edi
	setae	%r8b
	shll	$10, %r8d
	addl	%ecx, %r8d
	addl	%r8d, %edi
	addl	$-114688, %edi
	jmp	.LBB26_9
.LBB26_4:
	movl	$31744, %edi
.LBB26_9:
	andl	$32768, %eax
	orl	%edi, %eax
	movw	%ax, -4(%rsp)
	vmovss	-4(%rsp), %xmm0
	retq
.Lfunc_end26:
	.size	__truncdfhf2, .Lfunc_end26-__truncdfhf2
	.cfi_endproc

	.section	.text.fma,"ax",@progbits
	.prefalign	4, .Lfunc_end27, nop
	.type	fma,@function
fma:
.Lfunc_begin27:
	.cfi_startproc
	vfmadd213sd	%xmm2, %xmm1, %xmm0
	retq
.Lfunc_end27:
	.size	fma, .Lfunc_end27-fma
	.cfi_endproc

	.section	.text.memset,"ax",@progbits
	.prefalign	4, .Lfunc_end28, nop
	.type	memset,@function
memset:
.Lfunc_begin28:
	.cfi_startproc
	movq	%rdi, %rax
	testq	%rdx, %rdx
	je	.LBB28_6
	movl	%edx, %ecx
	andl	$7, %ecx
	cmpq	$8, %rdx
	jae	.LBB28_7
	xorl	%edx, %edx
	jmp	.LBB28_4
.LBB28_7:
	andq	$-8, %rdx
	xorl	%edi, %edi
	movzbl	%sil, %r9d
	movabsq	$72340172838076673, %r8
	imulq	%r9, %r8
	.p2align	4
.LBB28_8:
	movq	%r8, (%rax,%rdi)
	addq	$8, %rdi
	cmpq	%rdi, %rdx
	jne	.LBB28_8
	testq	%rcx, %rcx
	je	.LBB28_6
.LBB28_4:
	addq	%rax, %rdx
	xorl	%edi, %edi
	.p2align	4
.LBB28_5:
	movb	%sil, (%rdx,%rdi)
	incq	%rdi
	cmpq	%rdi, %rcx
	jne	.LBB28_5
.LBB28_6:
	retq
.Lfunc_end28:
	.size	memset, .Lfunc_end28-memset
	.cfi_endproc

	.section	.text.memcpy,"ax",@progbits
	.prefalign	4, .Lfunc_end29, nop
	.type	memcpy,@function
memcpy:
.Lfunc_begin29:
	.cfi_startproc
	movq	%rdi, %rax
	testq	%rdx, %rdx
	je	.LBB29_6
	movl	%edx, %ecx
	andl	$3, %ecx
	cmpq	$4, %rdx
	jae	.LBB29_7
	xorl	%edx, %edx
	jmp	.LBB29_4
.LBB29_7:
	andq	$-4, %rdx
	xorl	%edi, %edi
	.p2align	4
.LBB29_8:
	movzbl	(%rsi,%rdi), %r8d
	movb	%r8b, (%rax,%rdi)
	movzbl	1(%rsi,%rdi), %r8d
	movb	%r8b, 1(%rax,%rdi)
	movzbl	2(%rsi,%rdi), %r8d
	movb	%r8b, 2(%rax,%rdi)
	movzbl	3(%rsi,%rdi), %r8d
	movb	%r8b, 3(%rax,%rdi)
	addq	$4, %rdi
	cmpq	%rdi, %rdx
	jne	.LBB29_8
	testq	%rcx, %rcx
	je	.LBB29_6
.LBB29_4:
	leaq	(%rax,%rdx), %rdi
	addq	%rdx, %rsi
	xorl	%edx, %edx
	.p2align	4
.LBB29_5:
	movzbl	(%rsi,%rdx), %r8d
	movb	%r8b, (%rdi,%rdx)
	incq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB29_5
.LBB29_6:
	retq
.Lfunc_end29:
	.size	memcpy, .Lfunc_end29-memcpy
	.cfi_endproc

	.section	.text.memmove,"ax",@progbits
	.prefalign	4, .Lfunc_end30, nop
	.type	memmove,@function
memmove:
.Lfunc_begin30:
	.cfi_startproc
	movq	%rdi, %rax
	cmpq	%rsi, %rdi
	jae	.LBB30_1
	testq	%rdx, %rdx
	je	.LBB30_16
	movl	%edx, %ecx
	andl	$3, %ecx
	cmpq	$4, %rdx
	jae	.LBB30_11
	xorl	%edx, %edx
	jmp	.LBB30_14
.LBB30_1:
	testq	%rdx, %rdx
	je	.LBB30_16
	movq	%rdx, %rdi
	movq	%rdx, %rcx
	andq	$3, %rdi
	je	.LBB30_5
	movq	%rdx, %rcx
	.p2align	4
.LBB30_4:
	movzbl	-1(%rsi,%rcx), %r8d
	movb	%r8b, -1(%rax,%rcx)
	decq	%rcx
	decq	%rdi
	jne	.LBB30_4
.LBB30_5:
	cmpq	$4, %rdx
	jb	.LBB30_16
	movq	%rcx, %rdx
	.p2align	4
.LBB30_7:
	movzbl	-1(%rsi,%rcx), %edi
	movb	%dil, -1(%rax,%rcx)
	movzbl	-2(%rsi,%rcx), %edi
	movb	%dil, -2(%rax,%rcx)
	movzbl	-3(%rsi,%rcx), %edi
	movb	%dil, -3(%rax,%rcx)
	addq	$-4, %rdx
	movzbl	-4(%rsi,%rcx), %edi
	movb	%dil, -4(%rax,%rcx)
	movq	%rdx, %rcx
	jne	.LBB30_7
	jmp	.LBB30_16
.LBB30_11:
	andq	$-4, %rdx
	xorl	%edi, %edi
	.p2align	4
.LBB30_12:
	movzbl	(%rsi,%rdi), %r8d
	movb	%r8b, (%rax,%rdi)
	movzbl	1(%rsi,%rdi), %r8d
	movb	%r8b, 1(%rax,%rdi)
	movzbl	2(%rsi,%rdi), %r8d
	movb	%r8b, 2(%rax,%rdi)
	movzbl	3(%rsi,%rdi), %r8d
	movb	%r8b, 3(%rax,%rdi)
	addq	$4, %rdi
	cmpq	%rdi, %rdx
	jne	.LBB30_12
	testq	%rcx, %rcx
	je	.LBB30_16
.LBB30_14:
	leaq	(%rax,%rdx), %rdi
	addq	%rdx, %rsi
	xorl	%edx, %edx
	.p2align	4
.LBB30_15:
	movzbl	(%rsi,%rdx), %r8d
	movb	%r8b, (%rdi,%rdx)
	incq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB30_15
.LBB30_16:
	retq
.Lfunc_end30:
	.size	memmove, .Lfunc_end30-memmove
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	3, 0x0
	.type	.LCPI31_0,@object
.LCPI31_0:
	.quad	0xbff0000000000000
	.quad	0x3ff0000000000000
	.size	.LCPI31_0, 16
	.section	.text.__math_divzero,"ax",@progbits
	.prefalign	4, .Lfunc_end31, nop
	.type	__math_divzero,@function
__math_divzero:
.Lfunc_begin31:
	.cfi_startproc
	xorl	%eax, %eax
	testl	%edi, %edi
	sete	%al
	leaq	.LCPI31_0(%rip), %rcx
	vmovsd	(%rcx,%rax,8), %xmm0
	vmovsd	%xmm0, -8(%rsp)
	vmovsd	-8(%rsp), %xmm0
	vxorpd	%xmm1, %xmm1, %xmm1
	vdivsd	%xmm1, %xmm0, %xmm0
	retq
.Lfunc_end31:
	.size	__math_divzero, .Lfunc_end31-__math_divzero
	.cfi_endproc

	.section	.text.__math_invalid,"ax",@progbits
	.prefalign	4, .Lfunc_end32, nop
	.type	__math_invalid,@function
__math_invalid:
.Lfunc_begin32:
	.cfi_startproc
	vsubsd	%xmm0, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm0, %xmm0
	retq
.Lfunc_end32:
	.size	__math_invalid, .Lfunc_end32-__math_invalid
	.cfi_endproc

	.section	.text.__math_invalidf,"ax",@progbits
	.prefalign	4, .Lfunc_end33, nop
	.type	__math_invalidf,@function
__math_invalidf:
.Lfunc_begin33:
	.cfi_startproc
	vsubss	%xmm0, %xmm0, %xmm0
	vdivss	%xmm0, %xmm0, %xmm0
	retq
.Lfunc_end33:
	.size	__math_invalidf, .Lfunc_end33-__math_invalidf
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	3, 0x0
	.type	.LCPI34_0,@object
.LCPI34_0:
	.quad	0xf000000000000000
	.quad	0x7000000000000000
	.size	.LCPI34_0, 16
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI34_1,@object
.LCPI34_1:
	.quad	0x7000000000000000
	.size	.LCPI34_1, 8
	.section	.text.__math_oflow,"ax",@progbits
	.prefalign	4, .Lfunc_end34, nop
	.type	__math_oflow,@function
__math_oflow:
.Lfunc_begin34:
	.cfi_startproc
	xorl	%eax, %eax
	testl	%edi, %edi
	sete	%al
	leaq	.LCPI34_0(%rip), %rcx
	vmovsd	(%rcx,%rax,8), %xmm0
	vmovsd	%xmm0, -8(%rsp)
	vmovsd	-8(%rsp), %xmm0
	vmulsd	.LCPI34_1(%rip), %xmm0, %xmm0
	retq
.Lfunc_end34:
	.size	__math_oflow, .Lfunc_end34-__math_oflow
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
	.type	.LCPI35_0,@object
.LCPI35_0:
	.quad	0x8000000000000000
	.quad	0x8000000000000000
	.size	.LCPI35_0, 16
	.section	.text.__math_xflow,"ax",@progbits
	.prefalign	4, .Lfunc_end35, nop
	.type	__math_xflow,@function
__math_xflow:
.Lfunc_begin35:
	.cfi_startproc
	vmovapd	%xmm0, %xmm1
	testl	%edi, %edi
	je	.LBB35_2
	vxorpd	.LCPI35_0(%rip), %xmm0, %xmm1
.LBB35_2:
	vmovsd	%xmm1, -8(%rsp)
	vmulsd	-8(%rsp), %xmm0, %xmm0
	retq
.Lfunc_end35:
	.size	__math_xflow, .Lfunc_end35-__math_xflow
	.cfi_endproc

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	2, 0x0
	.type	.LCPI36_0,@object
.LCPI36_0:
	.long	0xf0000000
	.long	0x70000000
	.size	.LCPI36_0, 8
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI36_1,@object
.LCPI36_1:
	.long	0x70000000
	.size	.LCPI36_1, 4
	.section	.text.__math_oflowf,"ax",@progbits
	.prefalign	4, .Lfunc_end36, nop
	.type	__math_oflowf,@function
__math_oflowf:
.Lfunc_begin36:
	.cfi_startproc
	xorl	%eax, %eax
	testl	%edi, %edi
	sete	%al
	leaq	.LCPI36_0(%rip), %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	vmovss	%xmm0, -4(%rsp)
	vmovss	-4(%rsp), %xmm0
	vmulss	.LCPI36_1(%rip), %xmm0, %xmm0
	retq
.Lfunc_end36:
	.size	__math_oflowf, .Lfunc_end36-__math_oflowf
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI37_0,@object
.LCPI37_0:
	.long	0x80000000
	.size	.LCPI37_0, 4
	.section	.text.__math_xflowf,"ax",@progbits
	.prefalign	4, .Lfunc_end37, nop
	.type	__math_xflowf,@function
__math_xflowf:
.Lfunc_begin37:
	.cfi_startproc
	vmovaps	%xmm0, %xmm1
	testl	%edi, %edi
	je	.LBB37_2
	vbroadcastss	.LCPI37_0(%rip), %xmm1
	vxorps	%xmm1, %xmm0, %xmm1
.LBB37_2:
	vmovss	%xmm1, -4(%rsp)
	vmulss	-4(%rsp), %xmm0, %xmm0
	retq
.Lfunc_end37:
	.size	__math_xflowf, .Lfunc_end37-__math_xflowf
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	3, 0x0
	.type	.LCPI38_0,@object
.LCPI38_0:
	.quad	0x9000000000000000
	.quad	0x1000000000000000
	.size	.LCPI38_0, 16
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI38_1,@object
.LCPI38_1:
	.quad	0x1000000000000000
	.size	.LCPI38_1, 8
	.section	.text.__math_uflow,"ax",@progbits
	.prefalign	4, .Lfunc_end38, nop
	.type	__math_uflow,@function
__math_uflow:
.Lfunc_begin38:
	.cfi_startproc
	xorl	%eax, %eax
	testl	%edi, %edi
	sete	%al
	leaq	.LCPI38_0(%rip), %rcx
	vmovsd	(%rcx,%rax,8), %xmm0
	vmovsd	%xmm0, -8(%rsp)
	vmovsd	-8(%rsp), %xmm0
	vmulsd	.LCPI38_1(%rip), %xmm0, %xmm0
	retq
.Lfunc_end38:
	.size	__math_uflow, .Lfunc_end38-__math_uflow
	.cfi_endproc

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	2, 0x0
	.type	.LCPI39_0,@object
.LCPI39_0:
	.long	0x90000000
	.long	0x10000000
	.size	.LCPI39_0, 8
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI39_1,@object
.LCPI39_1:
	.long	0x10000000
	.size	.LCPI39_1, 4
	.section	.text.__math_uflowf,"ax",@progbits
	.prefalign	4, .Lfunc_end39, nop
	.type	__math_uflowf,@function
__math_uflowf:
.Lfunc_begin39:
	.cfi_startproc
	xorl	%eax, %eax
	testl	%edi, %edi
	sete	%al
	leaq	.LCPI39_0(%rip), %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	vmovss	%xmm0, -4(%rsp)
	vmovss	-4(%rsp), %xmm0
	vmulss	.LCPI39_1(%rip), %xmm0, %xmm0
	retq
.Lfunc_end39:
	.size	__math_uflowf, .Lfunc_end39-__math_uflowf
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI40_0,@object
.LCPI40_0:
	.long	0x7b800000
	.size	.LCPI40_0, 4
	.type	.LCPI40_1,@object
.LCPI40_1:
	.long	0x80000000
	.size	.LCPI40_1, 4
	.type	.LCPI40_2,@object
.LCPI40_2:
	.long	0x3f800000
	.size	.LCPI40_2, 4
	.section	.text.ceilf,"ax",@progbits
	.prefalign	4, .Lfunc_end40, nop
	.type	ceilf,@function
ceilf:
.Lfunc_begin40:
	.cfi_startproc
	vmovd	%xmm0, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	movzbl	%cl, %ecx
	cmpl	$149, %ecx
	jbe	.LBB40_1
.LBB40_8:
	retq
.LBB40_1:
	cmpl	$127, %ecx
	jb	.LBB40_4
	addl	$-127, %ecx
	movl	$8388607, %edx
	shrxl	%ecx, %edx, %edx
	testl	%eax, %edx
	je	.LBB40_8
	vaddss	.LCPI40_0(%rip), %xmm0, %xmm0
	vmovss	%xmm0, -8(%rsp)
	xorl	%esi, %esi
	testl	%eax, %eax
	movl	$-8388608, %edi
	cmovsl	%esi, %edx
	sarxl	%ecx, %edi, %ecx
	addl	%eax, %edx
	andl	%ecx, %edx
	vmovd	%edx, %xmm0
	retq
.LBB40_4:
	vaddss	.LCPI40_0(%rip), %xmm0, %xmm1
	vmovss	%xmm1, -4(%rsp)
	testl	%eax, %eax
	js	.LBB40_5
	je	.LBB40_8
	vmovss	.LCPI40_2(%rip), %xmm0
	retq
.LBB40_5:
	vmovss	.LCPI40_1(%rip), %xmm0
	retq
.Lfunc_end40:
	.size	ceilf, .Lfunc_end40-ceilf
	.cfi_endproc

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI41_0,@object
.LCPI41_0:
	.quad	0x1000000000000000
	.size	.LCPI41_0, 8
	.type	.LCPI41_1,@object
.LCPI41_1:
	.quad	0x7000000000000000
	.size	.LCPI41_1, 8
	.type	.LCPI41_2,@object
.LCPI41_2:
	.quad	0x3ff0000000000000
	.size	.LCPI41_2, 8
	.type	.LCPI41_3,@object
.LCPI41_3:
	.quad	0x40671547652b82fe
	.size	.LCPI41_3, 8
	.type	.LCPI41_4,@object
.LCPI41_4:
	.quad	0x4338000000000000
	.size	.LCPI41_4, 8
	.type	.LCPI41_5,@object
.LCPI41_5:
	.quad	0xc338000000000000
	.size	.LCPI41_5, 8
	.type	.LCPI41_6,@object
.LCPI41_6:
	.quad	0xbf762e42fefa0000
	.size	.LCPI41_6, 8
	.type	.LCPI41_7,@object
.LCPI41_7:
	.quad	0xbd0cf79abc9e3b3a
	.size	.LCPI41_7, 8
	.type	.LCPI41_8,@object
.LCPI41_8:
	.quad	0x3fc555555555543c
	.size	.LCPI41_8, 8
	.type	.LCPI41_9,@object
.LCPI41_9:
	.quad	0x3fdffffffffffdbd
	.size	.LCPI41_9, 8
	.type	.LCPI41_10,@object
.LCPI41_10:
	.quad	0x3f81111167a4d017
	.size	.LCPI41_10, 8
	.type	.LCPI41_11,@object
.LCPI41_11:
	.quad	0x3fa55555cf172b91
	.size	.LCPI41_11, 8
	.section	.text.exp,"ax",@progbits
	.prefalign	4, .Lfunc_end41, nop
	.type	exp,@function
exp:
.Lfunc_begin41:
	.cfi_startproc
	vmovq	%xmm0, %rcx
	movq	%rcx, %rdx
	shrq	$52, %rdx
	andl	$2047, %edx
	leal	-969(%rdx), %eax
	cmpl	$63, %eax
	jae	.LBB41_4
	movl	%edx, %eax
.LBB41_2:
	vmulsd	.LCPI41_3(%rip), %xmm0, %xmm1
	vaddsd	.LCPI41_4(%rip), %xmm1, %xmm1
	vmovq	%xmm1, %rsi
	vaddsd	.LCPI41_5(%rip), %xmm1, %xmm1
	vfmadd231sd	.LCPI41_6(%rip), %xmm1, %xmm0
	vfmadd231sd	.LCPI41_7(%rip), %xmm1, %xmm0
	movq	%rsi, %rdi
	shlq	$45, %rdi
	movl	%esi, %ecx
	andl	$127, %ecx
	shll	$4, %ecx
	leaq	__exp_data(%rip), %rdx
	addq	120(%rcx,%rdx), %rdi
	vaddsd	112(%rcx,%rdx), %xmm0, %xmm1
	vmovsd	.LCPI41_8(%rip), %xmm2
	vfmadd213sd	.LCPI41_9(%rip), %xmm0, %xmm2
	vmulsd	%xmm0, %xmm0, %xmm3
	vfmadd213sd	%xmm1, %xmm3, %xmm2
	vmulsd	%xmm3, %xmm3, %xmm3
	vmovsd	.LCPI41_10(%rip), %xmm1
	vfmadd213sd	.LCPI41_11(%rip), %xmm0, %xmm1
	vfmadd213sd	%xmm2, %xmm3, %xmm1
	testl	%eax, %eax
	je	.LBB41_3
	vmovq	%rdi, %xmm0
	vfmadd231sd	%xmm0, %xmm1, %xmm0
	retq
.LBB41_4:
	cmpl	$968, %edx
	ja	.LBB41_6
	vaddsd	.LCPI41_2(%rip), %xmm0, %xmm0
	retq
.LBB41_3:
	vmovapd	%xmm1, %xmm0
	jmp	specialcase
.LBB41_6:
	xorl	%eax, %eax
	cmpl	$1033, %edx
	jb	.LBB41_2
	vxorpd	%xmm1, %xmm1, %xmm1
	movabsq	$-4503599627370496, %rax
	cmpq	%rax, %rcx
	je	.LBB41_14
	cmpl	$2047, %edx
	jne	.LBB41_10
	vaddsd	.LCPI41_2(%rip), %xmm0, %xmm0
	retq
.LBB41_10:
	testq	%rcx, %rcx
	js	.LBB41_11
	movabsq	$8070450532247928832, %rax
	movq	%rax, -16(%rsp)
	vmovsd	-16(%rsp), %xmm0
	vmulsd	.LCPI41_1(%rip), %xmm0, %xmm1
.LBB41_14:
	vmovapd	%xmm1, %xmm0
	retq
.LBB41_11:
	movabsq	$1152921504606846976, %rax
	movq	%rax, -16(%rsp)
	vmovsd	-16(%rsp), %xmm0
	vmulsd	.LCPI41_0(%rip), %xmm0, %xmm0
	retq
.Lfunc_end41:
	.size	exp, .Lfunc_end41-exp
	.cfi_endproc

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI42_0,@object
.LCPI42_0:
	.quad	0x3ff0000000000000
	.size	.LCPI42_0, 8
	.type	.LCPI42_1,@object
.LCPI42_1:
	.quad	0xbff0000000000000
	.size	.LCPI42_1, 8
	.type	.LCPI42_2,@object
.LCPI42_2:
	.quad	0x0010000000000000
	.size	.LCPI42_2, 8
	.type	.LCPI42_3,@object
.LCPI42_3:
	.quad	0x7f00000000000000
	.size	.LCPI42_3, 8
	.section	.text.specialcase,"ax",@progbits
	.prefalign	4, .Lfunc_end42, nop
	.type	specialcase,@function
specialcase:
.Lfunc_begin42:
	.cfi_startproc
	testl	%esi, %esi
	js	.LBB42_2
	movabsq	$-4544132024016830464, %rax
	addq	%rax, %rdi
	vmovq	%rdi, %xmm1
	vfmadd231sd	%xmm1, %xmm0, %xmm1
	vmulsd	.LCPI42_3(%rip), %xmm1, %xmm0
	retq
.LBB42_2:
	movabsq	$4602678819172646912, %rax
	addq	%rax, %rdi
	vmovq	%rdi, %xmm2
	vmovdqa	%xmm2, %xmm1
	vfmadd231sd	%xmm2, %xmm0, %xmm1
	vmovsd	.LCPI42_0(%rip), %xmm3
	vucomisd	%xmm1, %xmm3
	jbe	.LBB42_4
	vsubsd	%xmm1, %xmm2, %xmm4
	vfmadd213sd	%xmm4, %xmm2, %xmm0
	vaddsd	%xmm3, %xmm1, %xmm2
	vsubsd	%xmm2, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm0
	vaddsd	.LCPI42_1(%rip), %xmm0, %xmm0
	vxorpd	%xmm1, %xmm1, %xmm1
	vcmpeqsd	%xmm1, %xmm0, %xmm1
	vandnpd	%xmm0, %xmm1, %xmm1
	movabsq	$4503599627370496, %rax
	movq	%rax, -16(%rsp)
	vmovsd	-16(%rsp), %xmm0
	vmulsd	.LCPI42_2(%rip), %xmm0, %xmm0
	vmovsd	%xmm0, -16(%rsp)
.LBB42_4:
	vmulsd	.LCPI42_2(%rip), %xmm1, %xmm0
	retq
.Lfunc_end42:
	.size	specialcase, .Lfunc_end42-specialcase
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI43_0,@object
.LCPI43_0:
	.long	0xff800000
	.size	.LCPI43_0, 4
	.type	.LCPI43_1,@object
.LCPI43_1:
	.long	0x42b17217
	.size	.LCPI43_1, 4
	.type	.LCPI43_2,@object
.LCPI43_2:
	.long	0xc2cff1b4
	.size	.LCPI43_2, 4
	.type	.LCPI43_3,@object
.LCPI43_3:
	.long	0x10000000
	.size	.LCPI43_3, 4
	.type	.LCPI43_4,@object
.LCPI43_4:
	.long	0x70000000
	.size	.LCPI43_4, 4
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI43_5,@object
.LCPI43_5:
	.quad	0x40471547652b82fe
	.size	.LCPI43_5, 8
	.type	.LCPI43_6,@object
.LCPI43_6:
	.quad	0x4338000000000000
	.size	.LCPI43_6, 8
	.type	.LCPI43_7,@object
.LCPI43_7:
	.quad	0xc338000000000000
	.size	.LCPI43_7, 8
	.type	.LCPI43_8,@object
.LCPI43_8:
	.quad	0x3ebc6af84b912394
	.size	.LCPI43_8, 8
	.type	.LCPI43_9,@object
.LCPI43_9:
	.quad	0x3f2ebfce50fac4f3
	.size	.LCPI43_9, 8
	.type	.LCPI43_10,@object
.LCPI43_10:
	.quad	0x3f962e42ff0c52d6
	.size	.LCPI43_10, 8
	.type	.LCPI43_11,@object
.LCPI43_11:
	.quad	0x3ff0000000000000
	.size	.LCPI43_11, 8
	.section	.text.expf,"ax",@progbits
	.prefalign	4, .Lfunc_end43, nop
	.type	expf,@function
expf:
.Lfunc_begin43:
	.cfi_startproc
	vmovd	%xmm0, %eax
	shrl	$20, %eax
	andl	$2047, %eax
	cmpl	$1067, %eax
	jae	.LBB43_1
.LBB43_8:
	vcvtss2sd	%xmm0, %xmm0, %xmm0
	vmulsd	.LCPI43_5(%rip), %xmm0, %xmm0
	vaddsd	.LCPI43_6(%rip), %xmm0, %xmm1
	vmovq	%xmm1, %rax
	vaddsd	.LCPI43_7(%rip), %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	movl	%eax, %ecx
	andl	$31, %ecx
	leaq	__exp2f_data(%rip), %rdx
	shlq	$47, %rax
	addq	(%rdx,%rcx,8), %rax
	vmovq	%rax, %xmm1
	vmovsd	.LCPI43_8(%rip), %xmm2
	vfmadd213sd	.LCPI43_9(%rip), %xmm0, %xmm2
	vmulsd	%xmm0, %xmm0, %xmm3
	vmovsd	.LCPI43_10(%rip), %xmm4
	vfmadd213sd	.LCPI43_11(%rip), %xmm0, %xmm4
	vfmadd231sd	%xmm3, %xmm2, %xmm4
	vmulsd	%xmm1, %xmm4, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm1
.LBB43_9:
	vmovaps	%xmm1, %xmm0
	retq
.LBB43_1:
	vxorps	%xmm1, %xmm1, %xmm1
	vmovss	.LCPI43_0(%rip), %xmm2
	vucomiss	%xmm0, %xmm2
	jae	.LBB43_9
	cmpl	$2040, %eax
	jae	.LBB43_3
	vucomiss	.LCPI43_1(%rip), %xmm0
	jbe	.LBB43_6
	movl	$1879048192, -8(%rsp)
	vmovss	-8(%rsp), %xmm0
	vmulss	.LCPI43_4(%rip), %xmm0, %xmm0
	retq
.LBB43_3:
	vaddss	%xmm0, %xmm0, %xmm0
	retq
.LBB43_6:
	vmovss	.LCPI43_2(%rip), %xmm1
	vucomiss	%xmm0, %xmm1
	jbe	.LBB43_8
	movl	$268435456, -4(%rsp)
	vmovss	-4(%rsp), %xmm0
	vmulss	.LCPI43_3(%rip), %xmm0, %xmm0
	retq
.Lfunc_end43:
	.size	expf, .Lfunc_end43-expf
	.cfi_endproc

	.section	.text.feclearexcept,"ax",@progbits
	.prefalign	4, .Lfunc_end44, nop
	.type	feclearexcept,@function
feclearexcept:
.Lfunc_begin44:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end44:
	.size	feclearexcept, .Lfunc_end44-feclearexcept
	.cfi_endproc

	.section	.text.feraiseexcept,"ax",@progbits
	.prefalign	4, .Lfunc_end45, nop
	.type	feraiseexcept,@function
feraiseexcept:
.Lfunc_begin45:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end45:
	.size	feraiseexcept, .Lfunc_end45-feraiseexcept
	.cfi_endproc

	.section	.text.fetestexcept,"ax",@progbits
	.prefalign	4, .Lfunc_end46, nop
	.type	fetestexcept,@function
fetestexcept:
.Lfunc_begin46:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end46:
	.size	fetestexcept, .Lfunc_end46-fetestexcept
	.cfi_endproc

	.section	.text.fegetround,"ax",@progbits
	.prefalign	4, .Lfunc_end47, nop
	.type	fegetround,@function
fegetround:
.Lfunc_begin47:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end47:
	.size	fegetround, .Lfunc_end47-fegetround
	.cfi_endproc

	.section	.text.__fesetround,"ax",@progbits
	.prefalign	4, .Lfunc_end48, nop
	.type	__fesetround,@function
__fesetround:
.Lfunc_begin48:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end48:
	.size	__fesetround, .Lfunc_end48-__fesetround
	.cfi_endproc

	.section	.text.fegetenv,"ax",@progbits
	.prefalign	4, .Lfunc_end49, nop
	.type	fegetenv,@function
fegetenv:
.Lfunc_begin49:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end49:
	.size	fegetenv, .Lfunc_end49-fegetenv
	.cfi_endproc

	.section	.text.fesetenv,"ax",@progbits
	.prefalign	4, .Lfunc_end50, nop
	.type	fesetenv,@function
fesetenv:
.Lfunc_begin50:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end50:
	.size	fesetenv, .Lfunc_end50-fesetenv
	.cfi_endproc

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI51_0,@object
.LCPI51_0:
	.quad	0xc330000000000000
	.size	.LCPI51_0, 8
	.type	.LCPI51_1,@object
.LCPI51_1:
	.quad	0x4330000000000000
	.size	.LCPI51_1, 8
	.type	.LCPI51_2,@object
.LCPI51_2:
	.quad	0xbff0000000000000
	.size	.LCPI51_2, 8
	.section	.text.floor,"ax",@progbits
	.prefalign	4, .Lfunc_end51, nop
	.type	floor,@function
floor:
.Lfunc_begin51:
	.cfi_startproc
	vmovq	%xmm0, %rax
	movq	%rax, %rcx
	shrq	$52, %rcx
	andl	$2047, %ecx
	cmpl	$1075, %ecx
	setae	%dl
	vxorpd	%xmm1, %xmm1, %xmm1
	vucomisd	%xmm1, %xmm0
	setnp	%sil
	sete	%dil
	andb	%sil, %dil
	orb	%dl, %dil
	jne	.LBB51_7
	vmovsd	.LCPI51_0(%rip), %xmm1
	vmovsd	.LCPI51_1(%rip), %xmm2
	testq	%rax, %rax
	js	.LBB51_2
	vaddsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm1, %xmm2, %xmm1
	vsubsd	%xmm0, %xmm1, %xmm1
	cmpl	$1022, %ecx
	jbe	.LBB51_5
.LBB51_6:
	vaddsd	%xmm1, %xmm0, %xmm0
	vaddsd	.LCPI51_2(%rip), %xmm0, %xmm2
	vxorpd	%xmm3, %xmm3, %xmm3
	vcmpltsd	%xmm1, %xmm3, %xmm1
	vblendvpd	%xmm1, %xmm2, %xmm0, %xmm0
.LBB51_7:
	retq
.LBB51_2:
	vaddsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm1
	vsubsd	%xmm0, %xmm1, %xmm1
	cmpl	$1022, %ecx
	ja	.LBB51_6
.LBB51_5:
	vmovsd	%xmm1, -8(%rsp)
	sarq	$63, %rax
	vcvtsi2sd	%eax, %xmm15, %xmm0
	retq
.Lfunc_end51:
	.size	floor, .Lfunc_end51-floor
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI52_0,@object
.LCPI52_0:
	.long	0x7b800000
	.size	.LCPI52_0, 4
	.type	.LCPI52_1,@object
.LCPI52_1:
	.long	0xbf800000
	.size	.LCPI52_1, 4
	.section	.text.floorf,"ax",@progbits
	.prefalign	4, .Lfunc_end52, nop
	.type	floorf,@function
floorf:
.Lfunc_begin52:
	.cfi_startproc
	vmovd	%xmm0, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	movzbl	%cl, %ecx
	cmpl	$149, %ecx
	jbe	.LBB52_1
	retq
.LBB52_1:
	cmpl	$127, %ecx
	jb	.LBB52_4
	addl	$-127, %ecx
	movl	$8388607, %edx
	shrxl	%ecx, %edx, %edx
	testl	%eax, %edx
	je	.LBB52_6
	vaddss	.LCPI52_0(%rip), %xmm0, %xmm0
	vmovss	%xmm0, -8(%rsp)
	movl	$-8388608, %esi
	sarxl	%ecx, %esi, %ecx
	movl	%eax, %esi
	sarl	$31, %esi
	andl	%edx, %esi
	addl	%eax, %esi
	andl	%ecx, %esi
	vmovd	%esi, %xmm0
	retq
.LBB52_4:
	vaddss	.LCPI52_0(%rip), %xmm0, %xmm1
	vmovss	%xmm1, -4(%rsp)
	vxorps	%xmm1, %xmm1, %xmm1
	testl	%eax, %eax
	js	.LBB52_7
	vmovaps	%xmm1, %xmm0
.LBB52_6:
	retq
.LBB52_7:
	vcmpeqss	%xmm1, %xmm0, %xmm1
	vbroadcastss	.LCPI52_1(%rip), %xmm2
	vblendvps	%xmm1, %xmm0, %xmm2, %xmm1
	vmovaps	%xmm1, %xmm0
	retq
.Lfunc_end52:
	.size	floorf, .Lfunc_end52-floorf
	.cfi_endproc

	.section	.text.fmaf,"ax",@progbits
	.prefalign	4, .Lfunc_end53, nop
	.type	fmaf,@function
fmaf:
.Lfunc_begin53:
	.cfi_startproc
	vcvtss2sd	%xmm0, %xmm0, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vcvtss2sd	%xmm2, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm0
	vmovq	%xmm0, %rax
	movl	%eax, %ecx
	andl	$536870911, %ecx
	cmpl	$268435456, %ecx
	setne	%cl
	movabsq	$9218868437227405312, %rdx
	andnq	%rdx, %rax, %rdx
	sete	%dl
	orb	%cl, %dl
	jne	.LBB53_7
	vsubsd	%xmm1, %xmm0, %xmm3
	vucomisd	%xmm2, %xmm3
	jne	.LBB53_3
	jp	.LBB53_3
	vsubsd	%xmm2, %xmm0, %xmm3
	vucomisd	%xmm1, %xmm3
	jne	.LBB53_3
	jp	.LBB53_3
.LBB53_7:
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	retq
.LBB53_3:
	testq	%rax, %rax
	sets	%cl
	vucomisd	%xmm1, %xmm2
	setbe	%dl
	xorb	%cl, %dl
	jne	.LBB53_4
	vsubsd	%xmm0, %xmm2, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm0
	jmp	.LBB53_6
.LBB53_4:
	vsubsd	%xmm0, %xmm1, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
.LBB53_6:
	vxorpd	%xmm1, %xmm1, %xmm1
	vucomisd	%xmm0, %xmm1
	setbe	%dl
	xorb	%dl, %cl
	leaq	1(%rax), %rdx
	decq	%rax
	testb	%cl, %cl
	cmovneq	%rdx, %rax
	vmovq	%rax, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	retq
.Lfunc_end53:
	.size	fmaf, .Lfunc_end53-fmaf
	.cfi_endproc

	.section	.text.fmodf,"ax",@progbits
	.prefalign	4, .Lfunc_end54, nop
	.type	fmodf,@function
fmodf:
.Lfunc_begin54:
	.cfi_startproc
	vmovd	%xmm1, %edx
	movl	%edx, %esi
	addl	%edx, %esi
	je	.LBB54_2
	vmovd	%xmm0, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	movzbl	%cl, %ecx
	movl	%edx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	setb	%dil
	cmpl	$255, %ecx
	setne	%r8b
	testb	%r8b, %dil
	jne	.LBB54_3
.LBB54_2:
	vmulss	%xmm1, %xmm0, %xmm0
	vdivss	%xmm0, %xmm0, %xmm0
	retq
.LBB54_3:
	leal	(%rax,%rax), %edi
	cmpl	%esi, %edi
	jbe	.LBB54_4
	movl	%edx, %esi
	shrl	$23, %esi
	movzbl	%sil, %edi
	testl	%ecx, %ecx
	je	.LBB54_7
	movl	%eax, %esi
	andl	$8388607, %esi
	orl	$8388608, %esi
	testl	%edi, %edi
	je	.LBB54_12
.LBB54_15:
	andl	$8388607, %edx
	orl	$8388608, %edx
	cmpl	%edi, %ecx
	jg	.LBB54_17
.LBB54_21:
	movl	%esi, %edi
	subl	%edx, %edi
	jns	.LBB54_22
	jmp	.LBB54_23
.LBB54_4:
	je	.LBB54_5
	retq
.LBB54_7:
	movl	%eax, %esi
	xorl	%ecx, %ecx
	shll	$9, %esi
	js	.LBB54_9
	.p2align	4
.LBB54_8:
	decl	%ecx
	addl	%esi, %esi
	jns	.LBB54_8
.LBB54_9:
	movb	$1, %sil
	subb	%cl, %sil
	shlxl	%esi, %eax, %esi
	testl	%edi, %edi
	jne	.LBB54_15
.LBB54_12:
	movl	%edx, %r8d
	xorl	%edi, %edi
	shll	$9, %r8d
	js	.LBB54_14
	.p2align	4
.LBB54_13:
	decl	%edi
	addl	%r8d, %r8d
	jns	.LBB54_13
.LBB54_14:
	movb	$1, %r8b
	subb	%dil, %r8b
	shlxl	%r8d, %edx, %edx
	cmpl	%edi, %ecx
	jg	.LBB54_17
	jmp	.LBB54_21
	.p2align	4
.LBB54_19:
	addl	%esi, %esi
	decl	%ecx
	cmpl	%edi, %ecx
	jle	.LBB54_20
.LBB54_17:
	movl	%esi, %r8d
	subl	%edx, %r8d
	js	.LBB54_19
	movl	%r8d, %esi
	jne	.LBB54_19
	jmp	.LBB54_5
.LBB54_20:
	movl	%edi, %ecx
	movl	%esi, %edi
	subl	%edx, %edi
	js	.LBB54_23
.LBB54_22:
	movl	%edi, %esi
	je	.LBB54_5
.LBB54_23:
	cmpl	$8388607, %esi
	ja	.LBB54_24
	.p2align	4
.LBB54_25:
	leal	(%rsi,%rsi), %edx
	decl	%ecx
	cmpl	$4194304, %esi
	movl	%edx, %esi
	jb	.LBB54_25
	andl	$-2147483648, %eax
	testl	%ecx, %ecx
	jle	.LBB54_28
.LBB54_27:
	addl	$-8388608, %edx
	shll	$23, %ecx
	orl	%edx, %ecx
	orl	%eax, %ecx
	vmovd	%ecx, %xmm0
	retq
.LBB54_5:
	vpxor	%xmm1, %xmm1, %xmm1
	vmulss	%xmm1, %xmm0, %xmm0
	retq
.LBB54_24:
	movl	%esi, %edx
	andl	$-2147483648, %eax
	testl	%ecx, %ecx
	jg	.LBB54_27
.LBB54_28:
	movb	$1, %sil
	subb	%cl, %sil
	shrxl	%esi, %edx, %ecx
	orl	%eax, %ecx
	vmovd	%ecx, %xmm0
	retq
.Lfunc_end54:
	.size	fmodf, .Lfunc_end54-fmodf
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI55_0,@object
.LCPI55_0:
	.long	0x5f800000
	.size	.LCPI55_0, 4
	.section	.text.frexpf,"ax",@progbits
	.prefalign	4, .Lfunc_end55, nop
	.type	frexpf,@function
frexpf:
.Lfunc_begin55:
	.cfi_startproc
	vmovd	%xmm0, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	cmpb	$-1, %cl
	je	.LBB55_7
	movzbl	%cl, %edx
	testl	%edx, %edx
	jne	.LBB55_6
	vxorps	%xmm1, %xmm1, %xmm1
	vucomiss	%xmm1, %xmm0
	jne	.LBB55_4
	jnp	.LBB55_3
.LBB55_4:
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset %rbx, -16
	vmulss	.LCPI55_0(%rip), %xmm0, %xmm0
	movq	%rdi, %rbx
	callq	frexpf
	movq	%rbx, %rdi
	movl	(%rbx), %eax
	addl	$-64, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	.cfi_restore %rbx
	movl	%eax, (%rdi)
	retq
.LBB55_6:
	movzbl	%cl, %ecx
	addl	$-126, %ecx
	movl	%ecx, (%rdi)
	andl	$-2139095041, %eax
	orl	$1056964608, %eax
	vmovd	%eax, %xmm0
.LBB55_7:
	retq
.LBB55_3:
	xorl	%eax, %eax
	movl	%eax, (%rdi)
	retq
.Lfunc_end55:
	.size	frexpf, .Lfunc_end55-frexpf
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI56_0,@object
.LCPI56_0:
	.long	0x0c800000
	.size	.LCPI56_0, 4
	.type	.LCPI56_1,@object
.LCPI56_1:
	.long	0x7f000000
	.size	.LCPI56_1, 4
	.section	.text.ldexpf,"ax",@progbits
	.prefalign	4, .Lfunc_end56, nop
	.type	ldexpf,@function
ldexpf:
.Lfunc_begin56:
	.cfi_startproc
	cmpl	$128, %edi
	jl	.LBB56_4
	vmulss	.LCPI56_1(%rip), %xmm0, %xmm0
	cmpl	$255, %edi
	jb	.LBB56_2
	vmulss	.LCPI56_1(%rip), %xmm0, %xmm0
	cmpl	$381, %edi
	movl	$381, %eax
	cmovbl	%edi, %eax
	addl	$-254, %eax
	jmp	.LBB56_8
.LBB56_4:
	cmpl	$-127, %edi
	jg	.LBB56_9
	vmulss	.LCPI56_0(%rip), %xmm0, %xmm0
	cmpl	$-229, %edi
	ja	.LBB56_6
	vmulss	.LCPI56_0(%rip), %xmm0, %xmm0
	cmpl	$-329, %edi
	movl	$-330, %eax
	cmovael	%edi, %eax
	addl	$204, %eax
.LBB56_8:
	movl	%eax, %edi
	jmp	.LBB56_9
.LBB56_2:
	addl	$-127, %edi
	jmp	.LBB56_9
.LBB56_6:
	addl	$102, %edi
.LBB56_9:
	shll	$23, %edi
	addl	$1065353216, %edi
	vmovd	%edi, %xmm1
	vmulss	%xmm1, %xmm0, %xmm0
	retq
.Lfunc_end56:
	.size	ldexpf, .Lfunc_end56-ldexpf
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI57_0,@object
.LCPI57_0:
	.long	0x0c800000
	.size	.LCPI57_0, 4
	.type	.LCPI57_1,@object
.LCPI57_1:
	.long	0x7f000000
	.size	.LCPI57_1, 4
	.section	.text.scalbnf,"ax",@progbits
	.prefalign	4, .Lfunc_end57, nop
	.type	scalbnf,@function
scalbnf:
.Lfunc_begin57:
	.cfi_startproc
	cmpl	$128, %edi
	jl	.LBB57_4
	vmulss	.LCPI57_1(%rip), %xmm0, %xmm0
	cmpl	$255, %edi
	jb	.LBB57_2
	vmulss	.LCPI57_1(%rip), %xmm0, %xmm0
	cmpl	$381, %edi
	movl	$381, %eax
	cmovbl	%edi, %eax
	addl	$-254, %eax
	jmp	.LBB57_8
.LBB57_4:
	cmpl	$-127, %edi
	jg	.LBB57_9
	vmulss	.LCPI57_0(%rip), %xmm0, %xmm0
	cmpl	$-229, %edi
	ja	.LBB57_6
	vmulss	.LCPI57_0(%rip), %xmm0, %xmm0
	cmpl	$-329, %edi
	movl	$-330, %eax
	cmovael	%edi, %eax
	addl	$204, %eax
.LBB57_8:
	movl	%eax, %edi
	jmp	.LBB57_9
.LBB57_2:
	addl	$-127, %edi
	jmp	.LBB57_9
.LBB57_6:
	addl	$102, %edi
.LBB57_9:
	shll	$23, %edi
	addl	$1065353216, %edi
	vmovd	%edi, %xmm1
	vmulss	%xmm1, %xmm0, %xmm0
	retq
.Lfunc_end57:
	.size	scalbnf, .Lfunc_end57-scalbnf
	.cfi_endproc

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI58_0,@object
.LCPI58_0:
	.quad	0x4330000000000000
	.size	.LCPI58_0, 8
	.type	.LCPI58_1,@object
.LCPI58_1:
	.quad	0x3fe62e42fefa3800
	.size	.LCPI58_1, 8
	.type	.LCPI58_2,@object
.LCPI58_2:
	.quad	0x3d2ef35793c76730
	.size	.LCPI58_2, 8
	.type	.LCPI58_3,@object
.LCPI58_3:
	.quad	0xbfe0000000000001
	.size	.LCPI58_3, 8
	.type	.LCPI58_4,@object
.LCPI58_4:
	.quad	0xbfcfffffffeb4590
	.size	.LCPI58_4, 8
	.type	.LCPI58_5,@object
.LCPI58_5:
	.quad	0x3fd555555551305b
	.size	.LCPI58_5, 8
	.type	.LCPI58_6,@object
.LCPI58_6:
	.quad	0xbfc55575e506c89f
	.size	.LCPI58_6, 8
	.type	.LCPI58_7,@object
.LCPI58_7:
	.quad	0x3fc999b324f10111
	.size	.LCPI58_7, 8
	.type	.LCPI58_8,@object
.LCPI58_8:
	.quad	0xbff0000000000000
	.size	.LCPI58_8, 8
	.type	.LCPI58_9,@object
.LCPI58_9:
	.quad	0xbfcffffffffffdcb
	.size	.LCPI58_9, 8
	.type	.LCPI58_10,@object
.LCPI58_10:
	.quad	0x3fd5555555555577
	.size	.LCPI58_10, 8
	.type	.LCPI58_11,@object
.LCPI58_11:
	.quad	0x3fc999999995dd0c
	.size	.LCPI58_11, 8
	.type	.LCPI58_12,@object
.LCPI58_12:
	.quad	0x3fc24924a344de30
	.size	.LCPI58_12, 8
	.type	.LCPI58_13,@object
.LCPI58_13:
	.quad	0xbfc55555556745a7
	.size	.LCPI58_13, 8
	.type	.LCPI58_14,@object
.LCPI58_14:
	.quad	0xbfbfffffa4423d65
	.size	.LCPI58_14, 8
	.type	.LCPI58_15,@object
.LCPI58_15:
	.quad	0xbfb999eb43b068ff
	.size	.LCPI58_15, 8
	.type	.LCPI58_16,@object
.LCPI58_16:
	.quad	0x3fbc7184282ad6ca
	.size	.LCPI58_16, 8
	.type	.LCPI58_17,@object
.LCPI58_17:
	.quad	0x3fb78182f7afd085
	.size	.LCPI58_17, 8
	.type	.LCPI58_18,@object
.LCPI58_18:
	.quad	0xbfb5521375d145cd
	.size	.LCPI58_18, 8
	.type	.LCPI58_19,@object
.LCPI58_19:
	.quad	0x41a0000000000000
	.size	.LCPI58_19, 8
	.type	.LCPI58_20,@object
.LCPI58_20:
	.quad	0xbfe0000000000000
	.size	.LCPI58_20, 8
	.section	.text.log,"ax",@progbits
	.prefalign	4, .Lfunc_end58, nop
	.type	log,@function
log:
.Lfunc_begin58:
	.cfi_startproc
	vmovq	%xmm0, %rax
	movq	%rax, %rcx
	shrq	$40, %rcx
	addl	$-4189696, %ecx
	cmpl	$776, %ecx
	jbe	.LBB58_1
	movq	%rax, %rcx
	shrq	$48, %rcx
	leal	-32752(%rcx), %edx
	cmpl	$-32737, %edx
	jbe	.LBB58_5
.LBB58_11:
	movabsq	$-4604367669032910848, %rcx
	addq	%rax, %rcx
	movq	%rax, %rdx
	shrq	$45, %rdx
	addl	$393424, %edx
	andl	$127, %edx
	movabsq	$-4503599627370496, %rsi
	andq	%rcx, %rsi
	sarq	$52, %rcx
	subq	%rsi, %rax
	shll	$4, %edx
	leaq	__log_data(%rip), %rsi
	vmovq	%rax, %xmm0
	vsubsd	2192(%rdx,%rsi), %xmm0, %xmm0
	vsubsd	2200(%rdx,%rsi), %xmm0, %xmm0
	vmulsd	144(%rdx,%rsi), %xmm0, %xmm0
	vcvtsi2sd	%ecx, %xmm15, %xmm1
	vmovsd	.LCPI58_1(%rip), %xmm2
	vfmadd213sd	152(%rdx,%rsi), %xmm1, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm3
	vsubsd	%xmm3, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm2
	vfmadd231sd	.LCPI58_2(%rip), %xmm1, %xmm2
	vmulsd	%xmm0, %xmm0, %xmm1
	vfmadd231sd	.LCPI58_3(%rip), %xmm1, %xmm2
	vmovsd	.LCPI58_4(%rip), %xmm4
	vfmadd213sd	.LCPI58_5(%rip), %xmm0, %xmm4
	vmovsd	.LCPI58_6(%rip), %xmm5
	vfmadd213sd	.LCPI58_7(%rip), %xmm0, %xmm5
	vmulsd	%xmm1, %xmm0, %xmm0
	vfmadd213sd	%xmm4, %xmm1, %xmm5
	vfmadd213sd	%xmm2, %xmm0, %xmm5
	vaddsd	%xmm5, %xmm3, %xmm0
.LBB58_12:
	retq
.LBB58_1:
	movabsq	$4607182418800017408, %rcx
	cmpq	%rcx, %rax
	je	.LBB58_2
	vaddsd	.LCPI58_8(%rip), %xmm0, %xmm0
	vmovsd	.LCPI58_9(%rip), %xmm1
	vfmadd213sd	.LCPI58_10(%rip), %xmm0, %xmm1
	vmulsd	%xmm0, %xmm0, %xmm2
	vfmadd231sd	.LCPI58_11(%rip), %xmm2, %xmm1
	vmovsd	.LCPI58_12(%rip), %xmm3
	vfmadd213sd	.LCPI58_13(%rip), %xmm0, %xmm3
	vfmadd231sd	.LCPI58_14(%rip), %xmm2, %xmm3
	vmulsd	%xmm2, %xmm0, %xmm4
	vmovsd	.LCPI58_15(%rip), %xmm5
	vfmadd213sd	.LCPI58_16(%rip), %xmm0, %xmm5
	vfmadd231sd	.LCPI58_17(%rip), %xmm2, %xmm5
	vfmadd231sd	.LCPI58_18(%rip), %xmm4, %xmm5
	vfmadd213sd	%xmm3, %xmm4, %xmm5
	vfmadd213sd	%xmm1, %xmm4, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm1
	vmulsd	.LCPI58_19(%rip), %xmm0, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm3
	vmulsd	%xmm2, %xmm2, %xmm4
	vmovsd	.LCPI58_20(%rip), %xmm5
	vmulsd	%xmm5, %xmm4, %xmm4
	vaddsd	%xmm4, %xmm0, %xmm6
	vsubsd	%xmm6, %xmm0, %xmm7
	vaddsd	%xmm7, %xmm4, %xmm4
	vmulsd	%xmm5, %xmm3, %xmm3
	vaddsd	%xmm2, %xmm0, %xmm0
	vfmadd213sd	%xmm4, %xmm3, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm0
	vaddsd	%xmm0, %xmm6, %xmm0
	retq
.LBB58_5:
	vxorpd	%xmm1, %xmm1, %xmm1
	vucomisd	%xmm1, %xmm0
	jne	.LBB58_7
	jp	.LBB58_7
	movabsq	$-4616189618054758400, %rax
	movq	%rax, -8(%rsp)
	vmovsd	-8(%rsp), %xmm0
	vdivsd	%xmm1, %xmm0, %xmm0
	retq
.LBB58_7:
	movabsq	$9218868437227405312, %rdx
	cmpq	%rdx, %rax
	je	.LBB58_12
	testq	%rax, %rax
	setns	%al
	notl	%ecx
	testl	$32752, %ecx
	setne	%cl
	testb	%cl, %al
	jne	.LBB58_10
	vsubsd	%xmm0, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm0, %xmm0
	retq
.LBB58_10:
	vmulsd	.LCPI58_0(%rip), %xmm0, %xmm0
	vmovq	%xmm0, %rcx
	movabsq	$-234187180623265792, %rax
	addq	%rcx, %rax
	jmp	.LBB58_11
.LBB58_2:
	vxorpd	%xmm0, %xmm0, %xmm0
	retq
.Lfunc_end58:
	.size	log, .Lfunc_end58-log
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI59_0,@object
.LCPI59_0:
	.long	0x3f800000
	.size	.LCPI59_0, 4
	.type	.LCPI59_1,@object
.LCPI59_1:
	.long	0x80000000
	.size	.LCPI59_1, 4
	.type	.LCPI59_2,@object
.LCPI59_2:
	.long	0x4b000000
	.size	.LCPI59_2, 4
	.type	.LCPI59_12,@object
.LCPI59_12:
	.long	0x10000000
	.size	.LCPI59_12, 4
	.type	.LCPI59_20,@object
.LCPI59_20:
	.long	0x70000000
	.size	.LCPI59_20, 4
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI59_3,@object
.LCPI59_3:
	.quad	0xbff0000000000000
	.size	.LCPI59_3, 8
	.type	.LCPI59_4,@object
.LCPI59_4:
	.quad	0x3fd27616c9496e0b
	.size	.LCPI59_4, 8
	.type	.LCPI59_5,@object
.LCPI59_5:
	.quad	0xbfd71969a075c67a
	.size	.LCPI59_5, 8
	.type	.LCPI59_6,@object
.LCPI59_6:
	.quad	0x3fdec70a6ca7badd
	.size	.LCPI59_6, 8
	.type	.LCPI59_7,@object
.LCPI59_7:
	.quad	0xbfe7154748bef6c8
	.size	.LCPI59_7, 8
	.type	.LCPI59_8,@object
.LCPI59_8:
	.quad	0x3ff71547652ab82b
	.size	.LCPI59_8, 8
	.type	.LCPI59_9,@object
.LCPI59_9:
	.quad	0x405fffffffd1d571
	.size	.LCPI59_9, 8
	.type	.LCPI59_10,@object
.LCPI59_10:
	.quad	0xc062c00000000000
	.size	.LCPI59_10, 8
	.type	.LCPI59_11,@object
.LCPI59_11:
	.long	0x90000000
	.long	0x10000000
	.size	.LCPI59_11, 8
	.type	.LCPI59_13,@object
.LCPI59_13:
	.quad	0x42e8000000000000
	.size	.LCPI59_13, 8
	.type	.LCPI59_14,@object
.LCPI59_14:
	.quad	0xc2e8000000000000
	.size	.LCPI59_14, 8
	.type	.LCPI59_15,@object
.LCPI59_15:
	.quad	0x3fac6af84b912394
	.size	.LCPI59_15, 8
	.type	.LCPI59_16,@object
.LCPI59_16:
	.quad	0x3fcebfce50fac4f3
	.size	.LCPI59_16, 8
	.type	.LCPI59_17,@object
.LCPI59_17:
	.quad	0x3fe62e42ff0c52d6
	.size	.LCPI59_17, 8
	.type	.LCPI59_18,@object
.LCPI59_18:
	.quad	0x3ff0000000000000
	.size	.LCPI59_18, 8
	.type	.LCPI59_19,@object
.LCPI59_19:
	.long	0xf0000000
	.long	0x70000000
	.size	.LCPI59_19, 8
	.section	.text.powf,"ax",@progbits
	.prefalign	4, .Lfunc_end59, nop
	.type	powf,@function
powf:
.Lfunc_begin59:
	.cfi_startproc
	vmovd	%xmm0, %edx
	vmovd	%xmm1, %eax
	leal	-2139095040(%rdx), %ecx
	cmpl	$-2130706432, %ecx
	jb	.LBB59_2
	xorl	%ecx, %ecx
	leal	16777216(,%rax,2), %esi
	cmpl	$16777216, %esi
	jbe	.LBB59_2
.LBB59_28:
	leal	-1060306944(%rdx), %eax
	movl	%eax, %esi
	andl	$-8388608, %esi
	subl	%esi, %edx
	movl	%eax, %esi
	sarl	$23, %esi
	shrl	$15, %eax
	andl	$240, %eax
	leaq	__powf_log2_data(%rip), %rdi
	vmovsd	(%rax,%rdi), %xmm0
	vmovd	%edx, %xmm2
	vcvtss2sd	%xmm2, %xmm2, %xmm2
	vfmadd213sd	.LCPI59_3(%rip), %xmm0, %xmm2
	vcvtsi2sd	%esi, %xmm15, %xmm0
	vaddsd	8(%rax,%rdi), %xmm0, %xmm0
	vmulsd	%xmm2, %xmm2, %xmm3
	vmovsd	.LCPI59_4(%rip), %xmm4
	vfmadd213sd	.LCPI59_5(%rip), %xmm2, %xmm4
	vmovsd	.LCPI59_6(%rip), %xmm5
	vfmadd213sd	.LCPI59_7(%rip), %xmm2, %xmm5
	vmulsd	%xmm3, %xmm3, %xmm6
	vfmadd231sd	.LCPI59_8(%rip), %xmm2, %xmm0
	vfmadd231sd	%xmm5, %xmm3, %xmm0
	vfmadd231sd	%xmm6, %xmm4, %xmm0
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovq	%xmm0, %rax
	movabsq	$9223231299366420480, %rdx
	andq	%rax, %rdx
	movabsq	$4638426141214900225, %rax
	cmpq	%rax, %rdx
	jae	.LBB59_29
.LBB59_33:
	vaddsd	.LCPI59_13(%rip), %xmm0, %xmm1
	vaddsd	.LCPI59_14(%rip), %xmm1, %xmm2
	vmovq	%xmm1, %rax
	vsubsd	%xmm2, %xmm0, %xmm0
	addl	%eax, %ecx
	andl	$31, %eax
	leaq	__exp2f_data(%rip), %rdx
	shlq	$47, %rcx
	addq	(%rdx,%rax,8), %rcx
	vmovq	%rcx, %xmm1
	vmovsd	.LCPI59_15(%rip), %xmm2
	vfmadd213sd	.LCPI59_16(%rip), %xmm0, %xmm2
	vmulsd	%xmm0, %xmm0, %xmm3
	vmovsd	.LCPI59_17(%rip), %xmm4
	vfmadd213sd	.LCPI59_18(%rip), %xmm0, %xmm4
	vfmadd231sd	%xmm3, %xmm2, %xmm4
	vmulsd	%xmm1, %xmm4, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
.LBB59_34:
	retq
.LBB59_2:
	leal	(%rax,%rax), %ecx
	leal	-1(%rcx), %esi
	cmpl	$-16777217, %esi
	jae	.LBB59_3
	leal	-1(,%rdx,2), %ecx
	cmpl	$-16777217, %ecx
	jae	.LBB59_11
	xorl	%ecx, %ecx
	testl	%edx, %edx
	js	.LBB59_20
	cmpl	$8388607, %edx
	ja	.LBB59_28
.LBB59_27:
	vmulss	.LCPI59_2(%rip), %xmm0, %xmm0
	vmovd	%xmm0, %edx
	andl	$2147483647, %edx
	addl	$-192937984, %edx
	jmp	.LBB59_28
.LBB59_29:
	vucomisd	.LCPI59_9(%rip), %xmm0
	jbe	.LBB59_31
	xorl	%eax, %eax
	testl	%ecx, %ecx
	sete	%al
	leaq	.LCPI59_19(%rip), %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	vmovss	%xmm0, -8(%rsp)
	vmovss	-8(%rsp), %xmm0
	vmulss	.LCPI59_20(%rip), %xmm0, %xmm0
	retq
.LBB59_20:
	movl	%eax, %ecx
	shrl	$23, %ecx
	movzbl	%cl, %edx
	cmpl	$127, %edx
	jb	.LBB59_35
	cmpl	$150, %edx
	jbe	.LBB59_22
.LBB59_24:
	xorl	%ecx, %ecx
.LBB59_25:
	vmovd	%xmm0, %edx
	andl	$2147483647, %edx
	cmpl	$8388607, %edx
	ja	.LBB59_28
	jmp	.LBB59_27
.LBB59_31:
	vmovsd	.LCPI59_10(%rip), %xmm1
	vucomisd	%xmm0, %xmm1
	jb	.LBB59_33
	xorl	%eax, %eax
	testl	%ecx, %ecx
	sete	%al
	leaq	.LCPI59_11(%rip), %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	vmovss	%xmm0, -4(%rsp)
	vmovss	-4(%rsp), %xmm0
	vmulss	.LCPI59_12(%rip), %xmm0, %xmm0
	retq
.LBB59_22:
	movb	$-106, %dl
	subb	%cl, %dl
	bzhil	%edx, %eax, %ecx
	je	.LBB59_23
.LBB59_35:
	vsubss	%xmm0, %xmm0, %xmm0
	vdivss	%xmm0, %xmm0, %xmm0
	retq
.LBB59_23:
	movl	$1, %ecx
	shlxl	%edx, %ecx, %edx
	movl	$65536, %ecx
	testl	%eax, %edx
	jne	.LBB59_25
	jmp	.LBB59_24
.LBB59_3:
	vmovdqa	%xmm0, %xmm2
	vmovss	.LCPI59_0(%rip), %xmm0
	cmpl	$1065353216, %edx
	je	.LBB59_34
	testl	%ecx, %ecx
	je	.LBB59_34
	addl	%edx, %edx
	cmpl	$-16777215, %edx
	setb	%sil
	cmpl	$-16777215, %ecx
	setb	%cl
	testb	%cl, %sil
	jne	.LBB59_7
	vaddss	%xmm1, %xmm2, %xmm0
	retq
.LBB59_11:
	vmulss	%xmm0, %xmm0, %xmm0
	testl	%edx, %edx
	jns	.LBB59_17
	movl	%eax, %ecx
	shrl	$23, %ecx
	movzbl	%cl, %edx
	addl	$-151, %edx
	cmpl	$-24, %edx
	jb	.LBB59_17
	movb	$-106, %dl
	subb	%cl, %dl
	bzhil	%edx, %eax, %ecx
	movzbl	%dl, %ecx
	vmovaps	%xmm0, %xmm1
	jne	.LBB59_15
	vbroadcastss	.LCPI59_1(%rip), %xmm1
	vxorps	%xmm1, %xmm0, %xmm1
.LBB59_15:
	btl	%ecx, %eax
	jae	.LBB59_17
	vmovaps	%xmm1, %xmm0
.LBB59_17:
	testl	%eax, %eax
	jns	.LBB59_34
	vmovss	.LCPI59_0(%rip), %xmm1
	vdivss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm0, -12(%rsp)
	vmovss	-12(%rsp), %xmm0
	retq
.LBB59_7:
	cmpl	$2130706432, %edx
	je	.LBB59_34
	setb	%cl
	testl	%eax, %eax
	sets	%al
	xorb	%cl, %al
	vxorps	%xmm0, %xmm0, %xmm0
	jne	.LBB59_34
	vmulss	%xmm1, %xmm1, %xmm0
	retq
.Lfunc_end59:
	.size	powf, .Lfunc_end59-powf
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI60_0,@object
.LCPI60_0:
	.long	0xcb000000
	.size	.LCPI60_0, 4
	.type	.LCPI60_1,@object
.LCPI60_1:
	.long	0x4b000000
	.size	.LCPI60_1, 4
	.type	.LCPI60_2,@object
.LCPI60_2:
	.long	0x80000000
	.size	.LCPI60_2, 4
	.section	.text.rintf,"ax",@progbits
	.prefalign	4, .Lfunc_end60, nop
	.type	rintf,@function
rintf:
.Lfunc_begin60:
	.cfi_startproc
	vmovd	%xmm0, %eax
	movl	%eax, %ecx
	andl	$2130706432, %ecx
	cmpl	$1249902592, %ecx
	ja	.LBB60_7
	vmovss	.LCPI60_0(%rip), %xmm1
	vmovss	.LCPI60_1(%rip), %xmm2
	testl	%eax, %eax
	jns	.LBB60_2
	vaddss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm2, %xmm0, %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	js	.LBB60_5
	jmp	.LBB60_6
.LBB60_2:
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	jns	.LBB60_6
.LBB60_5:
	vmovss	.LCPI60_2(%rip), %xmm2
.LBB60_6:
	vcmpeqss	%xmm1, %xmm0, %xmm1
	vblendvps	%xmm1, %xmm2, %xmm0, %xmm0
.LBB60_7:
	retq
.Lfunc_end60:
	.size	rintf, .Lfunc_end60-rintf
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
	.type	.LCPI61_0,@object
.LCPI61_0:
	.quad	0x7fffffffffffffff
	.quad	0x7fffffffffffffff
	.size	.LCPI61_0, 16
	.type	.LCPI61_7,@object
.LCPI61_7:
	.quad	0x8000000000000000
	.quad	0x8000000000000000
	.size	.LCPI61_7, 16
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI61_1,@object
.LCPI61_1:
	.quad	0x4330000000000000
	.size	.LCPI61_1, 8
	.type	.LCPI61_2,@object
.LCPI61_2:
	.quad	0xc330000000000000
	.size	.LCPI61_2, 8
	.type	.LCPI61_3,@object
.LCPI61_3:
	.quad	0x3fe0000000000000
	.size	.LCPI61_3, 8
	.type	.LCPI61_4,@object
.LCPI61_4:
	.quad	0x3ff0000000000000
	.size	.LCPI61_4, 8
	.type	.LCPI61_5,@object
.LCPI61_5:
	.quad	0xbfe0000000000000
	.size	.LCPI61_5, 8
	.type	.LCPI61_6,@object
.LCPI61_6:
	.quad	0xbff0000000000000
	.size	.LCPI61_6, 8
	.section	.text.round,"ax",@progbits
	.prefalign	4, .Lfunc_end61, nop
	.type	round,@function
round:
.Lfunc_begin61:
	.cfi_startproc
	vmovq	%xmm0, %rax
	movq	%rax, %rcx
	shrq	$52, %rcx
	andl	$2047, %ecx
	cmpl	$1074, %ecx
	jbe	.LBB61_1
.LBB61_8:
	retq
.LBB61_1:
	vpand	.LCPI61_0(%rip), %xmm0, %xmm1
	vaddsd	.LCPI61_1(%rip), %xmm1, %xmm2
	cmpl	$1021, %ecx
	ja	.LBB61_3
	vmovsd	%xmm2, -8(%rsp)
	vxorpd	%xmm1, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm0
	retq
.LBB61_3:
	vaddsd	.LCPI61_2(%rip), %xmm2, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vucomisd	.LCPI61_3(%rip), %xmm0
	jbe	.LBB61_5
	vaddsd	%xmm0, %xmm1, %xmm0
	vaddsd	.LCPI61_6(%rip), %xmm0, %xmm0
	testq	%rax, %rax
	jns	.LBB61_8
	jmp	.LBB61_7
.LBB61_5:
	vaddsd	%xmm0, %xmm1, %xmm1
	vaddsd	.LCPI61_4(%rip), %xmm1, %xmm2
	vcmpnlesd	.LCPI61_5(%rip), %xmm0, %xmm0
	vblendvpd	%xmm0, %xmm1, %xmm2, %xmm0
	testq	%rax, %rax
	jns	.LBB61_8
.LBB61_7:
	vxorpd	.LCPI61_7(%rip), %xmm0, %xmm0
	retq
.Lfunc_end61:
	.size	round, .Lfunc_end61-round
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI62_0,@object
.LCPI62_0:
	.long	0x7fffffff
	.size	.LCPI62_0, 4
	.type	.LCPI62_1,@object
.LCPI62_1:
	.long	0x4b000000
	.size	.LCPI62_1, 4
	.type	.LCPI62_2,@object
.LCPI62_2:
	.long	0xcb000000
	.size	.LCPI62_2, 4
	.type	.LCPI62_3,@object
.LCPI62_3:
	.long	0x3f000000
	.size	.LCPI62_3, 4
	.type	.LCPI62_4,@object
.LCPI62_4:
	.long	0x3f800000
	.size	.LCPI62_4, 4
	.type	.LCPI62_5,@object
.LCPI62_5:
	.long	0xbf000000
	.size	.LCPI62_5, 4
	.type	.LCPI62_6,@object
.LCPI62_6:
	.long	0xbf800000
	.size	.LCPI62_6, 4
	.type	.LCPI62_7,@object
.LCPI62_7:
	.long	0x80000000
	.size	.LCPI62_7, 4
	.section	.text.roundf,"ax",@progbits
	.prefalign	4, .Lfunc_end62, nop
	.type	roundf,@function
roundf:
.Lfunc_begin62:
	.cfi_startproc
	vmovd	%xmm0, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	movzbl	%cl, %ecx
	cmpl	$149, %ecx
	jbe	.LBB62_1
.LBB62_8:
	retq
.LBB62_1:
	vpbroadcastd	.LCPI62_0(%rip), %xmm1
	vpand	%xmm1, %xmm0, %xmm1
	vaddss	.LCPI62_1(%rip), %xmm1, %xmm2
	cmpl	$125, %ecx
	ja	.LBB62_3
	vmovss	%xmm2, -4(%rsp)
	vxorps	%xmm1, %xmm1, %xmm1
	vmulss	%xmm1, %xmm0, %xmm0
	retq
.LBB62_3:
	vaddss	.LCPI62_2(%rip), %xmm2, %xmm0
	vsubss	%xmm1, %xmm0, %xmm0
	vucomiss	.LCPI62_3(%rip), %xmm0
	jbe	.LBB62_5
	vaddss	%xmm0, %xmm1, %xmm0
	vaddss	.LCPI62_6(%rip), %xmm0, %xmm0
	testl	%eax, %eax
	jns	.LBB62_8
	jmp	.LBB62_7
.LBB62_5:
	vaddss	%xmm0, %xmm1, %xmm1
	vaddss	.LCPI62_4(%rip), %xmm1, %xmm2
	vcmpnless	.LCPI62_5(%rip), %xmm0, %xmm0
	vblendvps	%xmm0, %xmm1, %xmm2, %xmm0
	testl	%eax, %eax
	jns	.LBB62_8
.LBB62_7:
	vbroadcastss	.LCPI62_7(%rip), %xmm1
	vxorps	%xmm1, %xmm0, %xmm0
	retq
.Lfunc_end62:
	.size	roundf, .Lfunc_end62-roundf
	.cfi_endproc

	.type	__unnamed_1,@object
	.section	.rodata.__unnamed_1,"a",@progbits
__unnamed_1:
	.asciz	"in_linked"
	.size	__unnamed_1, 10

	.type	iree_hal_executable_library_query_v0_header,@object
	.section	.data.rel.ro.iree_hal_executable_library_query_v0_header,"aw",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0_header:
	.long	6
	.zero	4
	.quad	__unnamed_1
	.long	0
	.long	0
	.size	iree_hal_executable_library_query_v0_header, 24

	.type	iree_hal_executable_library_query_v0_funcs,@object
	.section	.data.rel.ro.iree_hal_executable_library_query_v0_funcs,"aw",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0_funcs:
	.quad	forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32
	.quad	forward_bs1$async_dispatch_1_reduction_64x512_f32_pack
	.quad	forward_bs1$async_dispatch_2_pack_f32
	.quad	forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32
	.quad	forward_bs1$async_dispatch_4_unpack_f32
	.quad	forward_bs1$async_dispatch_10_unpack_f32
	.quad	forward_bs1$async_dispatch_11_attention_8x64x64x64x64
	.quad	forward_bs1$async_dispatch_12_pack_f32
	.quad	forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32
	.quad	forward_bs1$async_dispatch_17_pack_f32
	.quad	forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32
	.quad	forward_bs1$async_dispatch_21_unpack_f32
	.quad	forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack
	.quad	forward_bs1$async_dispatch_23_pack_f32
	.quad	forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32
	.quad	forward_bs1$async_dispatch_102_pack_f32
	.quad	forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32
	.quad	forward_bs1$async_dispatch_104_unpack_f32
	.size	iree_hal_executable_library_query_v0_funcs, 144

	.type	iree_hal_executable_library_query_v0_attrs,@object
	.section	.rodata.iree_hal_executable_library_query_v0_attrs,"a",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0_attrs:
	.quad	0
	.short	0
	.byte	0
	.byte	3
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	2
	.byte	3
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	1
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	3
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	2
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	2
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	4
	.byte	3
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	2
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	3
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	0
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	2
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	1
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	2
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	1
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	3
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	0
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	0
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	0
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.size	iree_hal_executable_library_query_v0_attrs, 1152

	.type	__unnamed_2,@object
	.section	.rodata.__unnamed_2,"a",@progbits
__unnamed_2:
	.asciz	"forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32"
	.size	__unnamed_2, 66

	.type	__unnamed_3,@object
	.section	.rodata.__unnamed_3,"a",@progbits
__unnamed_3:
	.asciz	"forward_bs1$async_dispatch_1_reduction_64x512_f32_pack"
	.size	__unnamed_3, 55

	.type	__unnamed_4,@object
	.section	.rodata.__unnamed_4,"a",@progbits
__unnamed_4:
	.asciz	"forward_bs1$async_dispatch_2_pack_f32"
	.size	__unnamed_4, 38

	.type	__unnamed_5,@object
	.section	.rodata.__unnamed_5,"a",@progbits
__unnamed_5:
	.asciz	"forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32"
	.size	__unnamed_5, 54

	.type	__unnamed_6,@object
	.section	.rodata.__unnamed_6,"a",@progbits
__unnamed_6:
	.asciz	"forward_bs1$async_dispatch_4_unpack_f32"
	.size	__unnamed_6, 40

	.type	__unnamed_7,@object
	.section	.rodata.__unnamed_7,"a",@progbits
__unnamed_7:
	.asciz	"forward_bs1$async_dispatch_10_unpack_f32"
	.size	__unnamed_7, 41

	.type	__unnamed_8,@object
	.section	.rodata.__unnamed_8,"a",@progbits
__unnamed_8:
	.asciz	"forward_bs1$async_dispatch_11_attention_8x64x64x64x64"
	.size	__unnamed_8, 54

	.type	__unnamed_9,@object
	.section	.rodata.__unnamed_9,"a",@progbits
__unnamed_9:
	.asciz	"forward_bs1$async_dispatch_12_pack_f32"
	.size	__unnamed_9, 39

	.type	__unnamed_10,@object
	.section	.rodata.__unnamed_10,"a",@progbits
__unnamed_10:
	.asciz	"forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32"
	.size	__unnamed_10, 60

	.type	__unnamed_11,@object
	.section	.rodata.__unnamed_11,"a",@progbits
__unnamed_11:
	.asciz	"forward_bs1$async_dispatch_17_pack_f32"
	.size	__unnamed_11, 39

	.type	__unnamed_12,@object
	.section	.rodata.__unnamed_12,"a",@progbits
__unnamed_12:
	.asciz	"forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32"
	.size	__unnamed_12, 56

	.type	__unnamed_13,@object
	.section	.rodata.__unnamed_13,"a",@progbits
__unnamed_13:
	.asciz	"forward_bs1$async_dispatch_21_unpack_f32"
	.size	__unnamed_13, 41

	.type	__unnamed_14,@object
	.section	.rodata.__unnamed_14,"a",@progbits
__unnamed_14:
	.asciz	"forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack"
	.size	__unnamed_14, 66

	.type	__unnamed_15,@object
	.section	.rodata.__unnamed_15,"a",@progbits
__unnamed_15:
	.asciz	"forward_bs1$async_dispatch_23_pack_f32"
	.size	__unnamed_15, 39

	.type	__unnamed_16,@object
	.section	.rodata.__unnamed_16,"a",@progbits
__unnamed_16:
	.asciz	"forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32"
	.size	__unnamed_16, 56

	.type	__unnamed_17,@object
	.section	.rodata.__unnamed_17,"a",@progbits
__unnamed_17:
	.asciz	"forward_bs1$async_dispatch_102_pack_f32"
	.size	__unnamed_17, 40

	.type	__unnamed_18,@object
	.section	.rodata.__unnamed_18,"a",@progbits
__unnamed_18:
	.asciz	"forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32"
	.size	__unnamed_18, 57

	.type	__unnamed_19,@object
	.section	.rodata.__unnamed_19,"a",@progbits
__unnamed_19:
	.asciz	"forward_bs1$async_dispatch_104_unpack_f32"
	.size	__unnamed_19, 42

	.type	iree_hal_executable_library_query_v0_names,@object
	.section	.data.rel.ro.iree_hal_executable_library_query_v0_names,"aw",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0_names:
	.quad	__unnamed_2
	.quad	__unnamed_3
	.quad	__unnamed_4
	.quad	__unnamed_5
	.quad	__unnamed_6
	.quad	__unnamed_7
	.quad	__unnamed_8
	.quad	__unnamed_9
	.quad	__unnamed_10
	.quad	__unnamed_11
	.quad	__unnamed_12
	.quad	__unnamed_13
	.quad	__unnamed_14
	.quad	__unnamed_15
	.quad	__unnamed_16
	.quad	__unnamed_17
	.quad	__unnamed_18
	.quad	__unnamed_19
	.size	iree_hal_executable_library_query_v0_names, 144

	.type	__unnamed_20,@object
	.section	.rodata.__unnamed_20,"a",@progbits
__unnamed_20:
	.zero	1
	.size	__unnamed_20, 1

	.type	__unnamed_21,@object
	.section	.rodata.__unnamed_21,"a",@progbits
__unnamed_21:
	.zero	1
	.size	__unnamed_21, 1

	.type	__unnamed_22,@object
	.section	.rodata.__unnamed_22,"a",@progbits
__unnamed_22:
	.zero	1
	.size	__unnamed_22, 1

	.type	__unnamed_23,@object
	.section	.rodata.__unnamed_23,"a",@progbits
__unnamed_23:
	.zero	1
	.size	__unnamed_23, 1

	.type	__unnamed_24,@object
	.section	.rodata.__unnamed_24,"a",@progbits
__unnamed_24:
	.zero	1
	.size	__unnamed_24, 1

	.type	__unnamed_25,@object
	.section	.rodata.__unnamed_25,"a",@progbits
__unnamed_25:
	.zero	1
	.size	__unnamed_25, 1

	.type	__unnamed_26,@object
	.section	.rodata.__unnamed_26,"a",@progbits
__unnamed_26:
	.zero	1
	.size	__unnamed_26, 1

	.type	__unnamed_27,@object
	.section	.rodata.__unnamed_27,"a",@progbits
__unnamed_27:
	.zero	1
	.size	__unnamed_27, 1

	.type	__unnamed_28,@object
	.section	.rodata.__unnamed_28,"a",@progbits
__unnamed_28:
	.zero	1
	.size	__unnamed_28, 1

	.type	__unnamed_29,@object
	.section	.rodata.__unnamed_29,"a",@progbits
__unnamed_29:
	.zero	1
	.size	__unnamed_29, 1

	.type	__unnamed_30,@object
	.section	.rodata.__unnamed_30,"a",@progbits
__unnamed_30:
	.zero	1
	.size	__unnamed_30, 1

	.type	__unnamed_31,@object
	.section	.rodata.__unnamed_31,"a",@progbits
__unnamed_31:
	.zero	1
	.size	__unnamed_31, 1

	.type	__unnamed_32,@object
	.section	.rodata.__unnamed_32,"a",@progbits
__unnamed_32:
	.zero	1
	.size	__unnamed_32, 1

	.type	__unnamed_33,@object
	.section	.rodata.__unnamed_33,"a",@progbits
__unnamed_33:
	.zero	1
	.size	__unnamed_33, 1

	.type	__unnamed_34,@object
	.section	.rodata.__unnamed_34,"a",@progbits
__unnamed_34:
	.zero	1
	.size	__unnamed_34, 1

	.type	__unnamed_35,@object
	.section	.rodata.__unnamed_35,"a",@progbits
__unnamed_35:
	.zero	1
	.size	__unnamed_35, 1

	.type	__unnamed_36,@object
	.section	.rodata.__unnamed_36,"a",@progbits
__unnamed_36:
	.zero	1
	.size	__unnamed_36, 1

	.type	__unnamed_37,@object
	.section	.rodata.__unnamed_37,"a",@progbits
__unnamed_37:
	.zero	1
	.size	__unnamed_37, 1

	.type	iree_hal_executable_library_query_v0_source_locations,@object
	.section	.data.rel.ro.iree_hal_executable_library_query_v0_source_locations,"aw",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0_source_locations:
	.long	1011176640
	.long	0
	.quad	__unnamed_20
	.long	1011176640
	.long	0
	.quad	__unnamed_21
	.long	1011176640
	.long	0
	.quad	__unnamed_22
	.long	1011176640
	.long	0
	.quad	__unnamed_23
	.long	1011176640
	.long	0
	.quad	__unnamed_24
	.long	1011176640
	.long	0
	.quad	__unnamed_25
	.long	1011176640
	.long	0
	.quad	__unnamed_26
	.long	1011176640
	.long	0
	.quad	__unnamed_27
	.long	1011176640
	.long	0
	.quad	__unnamed_28
	.long	1011176640
	.long	0
	.quad	__unnamed_29
	.long	1011176640
	.long	0
	.quad	__unnamed_30
	.long	1011176640
	.long	0
	.quad	__unnamed_31
	.long	1011176640
	.long	0
	.quad	__unnamed_32
	.long	1011176640
	.long	0
	.quad	__unnamed_33
	.long	1011176640
	.long	0
	.quad	__unnamed_34
	.long	1011176640
	.long	0
	.quad	__unnamed_35
	.long	1011176640
	.long	0
	.quad	__unnamed_36
	.long	1011176640
	.long	0
	.quad	__unnamed_37
	.size	iree_hal_executable_library_query_v0_source_locations, 288

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_1_reduction_64x512_f32_pack_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_1_reduction_64x512_f32_pack_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_1_reduction_64x512_f32_pack_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_1_reduction_64x512_f32_pack_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_1_reduction_64x512_f32_pack_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_1_reduction_64x512_f32_pack_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_1_reduction_64x512_f32_pack_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_1_reduction_64x512_f32_pack_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_2_pack_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_2_pack_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_2_pack_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_2_pack_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_2_pack_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_2_pack_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_2_pack_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_2_pack_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_4_unpack_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_4_unpack_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_4_unpack_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_4_unpack_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_4_unpack_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_4_unpack_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_4_unpack_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_4_unpack_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_10_unpack_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_10_unpack_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_10_unpack_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_10_unpack_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_10_unpack_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_10_unpack_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_10_unpack_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_10_unpack_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_11_attention_8x64x64x64x64_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_11_attention_8x64x64x64x64_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_11_attention_8x64x64x64x64_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_11_attention_8x64x64x64x64_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_11_attention_8x64x64x64x64_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_11_attention_8x64x64x64x64_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_11_attention_8x64x64x64x64_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_11_attention_8x64x64x64x64_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_12_pack_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_12_pack_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_12_pack_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_12_pack_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_12_pack_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_12_pack_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_12_pack_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_12_pack_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_17_pack_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_17_pack_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_17_pack_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_17_pack_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_17_pack_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_17_pack_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_17_pack_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_17_pack_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_21_unpack_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_21_unpack_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_21_unpack_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_21_unpack_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_21_unpack_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_21_unpack_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_21_unpack_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_21_unpack_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_23_pack_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_23_pack_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_23_pack_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_23_pack_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_23_pack_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_23_pack_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_23_pack_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_23_pack_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_102_pack_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_102_pack_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_102_pack_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_102_pack_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_102_pack_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_102_pack_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_102_pack_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_102_pack_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_104_unpack_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_104_unpack_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_104_unpack_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_104_unpack_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_104_unpack_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_104_unpack_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_104_unpack_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_104_unpack_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_stage_location_tables,@object
	.section	.data.rel.ro.iree_hal_executable_library_query_v0_stage_location_tables,"aw",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0_stage_location_tables:
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_1_reduction_64x512_f32_pack_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_1_reduction_64x512_f32_pack_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_2_pack_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_2_pack_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_4_unpack_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_4_unpack_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_10_unpack_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_10_unpack_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_11_attention_8x64x64x64x64_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_11_attention_8x64x64x64x64_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_12_pack_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_12_pack_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_17_pack_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_17_pack_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_21_unpack_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_21_unpack_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_23_pack_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_23_pack_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_102_pack_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_102_pack_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_104_unpack_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_forward_bs1$async_dispatch_104_unpack_f32_stage_source_locations
	.size	iree_hal_executable_library_query_v0_stage_location_tables, 432

	.type	iree_hal_executable_library_query_v0,@object
	.section	.data.rel.ro.iree_hal_executable_library_query_v0,"aw",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0:
	.quad	iree_hal_executable_library_query_v0_header
	.zero	16
	.long	18
	.zero	4
	.quad	iree_hal_executable_library_query_v0_funcs
	.quad	iree_hal_executable_library_query_v0_attrs
	.quad	0
	.quad	0
	.quad	iree_hal_executable_library_query_v0_names
	.quad	0
	.quad	0
	.quad	iree_hal_executable_library_query_v0_source_locations
	.quad	iree_hal_executable_library_query_v0_stage_location_tables
	.zero	4
	.zero	4
	.zero	16
	.size	iree_hal_executable_library_query_v0, 128

	.type	__exp_data,@object
	.section	.rodata.__exp_data,"a",@progbits
	.p2align	3, 0x0
__exp_data:
	.quad	0x40671547652b82fe
	.quad	0x4338000000000000
	.quad	0xbf762e42fefa0000
	.quad	0xbd0cf79abc9e3b3a
	.quad	0x3fdffffffffffdbd
	.quad	0x3fc555555555543c
	.quad	0x3fa55555cf172b91
	.quad	0x3f81111167a4d017
	.quad	0x42c8000000000000
	.quad	0x3fe62e42fefa39ef
	.quad	0x3fcebfbdff82c424
	.quad	0x3fac6b08d70cf4b5
	.quad	0x3f83b2abd24650cc
	.quad	0x3f55d7e09b4e3a84
	.quad	0
	.quad	4607182418800017408
	.quad	4367149474599452526
	.quad	4607171688528556853
	.quad	-4868004084858692515
	.quad	4607161091040444513
	.quad	-4859280119576434991
	.quad	4607150627056680837
	.quad	4363093389540324883
	.quad	4607140297302181236
	.quad	-4860564323061625094
	.quad	4607130102505797342
	.quad	4350749156061923425
	.quad	4607120043400338376
	.quad	4364168240100004761
	.quad	4607110120722592643
	.quad	4366128403083131757
	.quad	4607100335213349135
	.quad	4363624214708482044
	.quad	4607090687617419255
	.quad	4341116261916187857
	.quad	4607081178683658658
	.quad	-4870076522866643445
	.quad	4607071809164989211
	.quad	-4857881712154133234
	.quad	4607062579818421073
	.quad	-4877256630102726059
	.quad	4607053491405074892
	.quad	-4858881367677209578
	.quad	4607044544690204128
	.quad	4359717415120819631
	.quad	4607035740443217489
	.quad	-4863857816615152824
	.quad	4607027079437701499
	.quad	-4859630355816238531
	.quad	4607018562451443178
	.quad	4362731899485115327
	.quad	4607010190266452853
	.quad	-4857455882053489882
	.quad	4607001963668987092
	.quad	4367063335334195040
	.quad	4606993883449571754
	.quad	-4859410923963139939
	.quad	4606985950403025181
	.quad	4362421515177083789
	.quad	4606978165328481494
	.quad	4359618604155798653
	.quad	4606970529029414038
	.quad	4365834109879625876
	.quad	4606963042313658936
	.quad	4361558225371547773
	.quad	4606955705993438783
	.quad	4359562691856033778
	.quad	4606948520885386461
	.quad	-4857492308587640738
	.quad	4606941487810569089
	.quad	4360319936817113905
	.quad	4606934607594512097
	.quad	-4882709470952570886
	.quad	4606927881067223440
	.quad	4362641697437125300
	.quad	4606921309063217931
	.quad	4354440509323660175
	.quad	4606914892421541718
	.quad	4360414030434708406
	.quad	4606908631985796885
	.quad	4361245865020257356
	.quad	4606902528604166193
	.quad	4363949802402347082
	.quad	4606896583129437951
	.quad	-4862018976549545212
	.quad	4606890796419031025
	.quad	-4858738662784151448
	.quad	4606885169335019979
	.quad	-4856841960950780530
	.quad	4606879702744160358
	.quad	-4867878926798276910
	.quad	4606874397517914103
	.quad	-4856823124960863467
	.quad	4606869254532475109
	.quad	4361066948569222253
	.quad	4606864274668794914
	.quad	-4858519367427004022
	.quad	4606859458812608540
	.quad	-4874962362796897957
	.quad	4606854807854460458
	.quad	-4864964451502548453
	.quad	4606850322689730711
	.quad	4342424336897059857
	.quad	4606846004218661165
	.quad	4365789078613288175
	.quad	4606841853346381911
	.quad	4354643160121541497
	.quad	4606837870982937808
	.quad	4365113450260533808
	.quad	4606834058043315166
	.quad	4356828907110576048
	.quad	4606830415447468583
	.quad	4364865165386375287
	.quad	4606826944120347917
	.quad	-4859502521842818162
	.quad	4606823644991925415
	.quad	-4861672301267803319
	.quad	4606820518997222978
	.quad	-4865894452217038753
	.quad	4606817567076339586
	.quad	-4862178651875353354
	.quad	4606814790174478863
	.quad	4364890759862540174
	.quad	4606812189241976794
	.quad	4358244976955136773
	.quad	4606809765234329597
	.quad	4364097860734309385
	.quad	4606807519112221737
	.quad	4338311716453074666
	.quad	4606805451841554103
	.quad	4365169902980743221
	.quad	4606803564393472328
	.quad	-4860258889723447649
	.quad	4606801857744395273
	.quad	-4860452975632495192
	.quad	4606800332876043653
	.quad	-4862669920490755666
	.quad	4606798990775468832
	.quad	-4858312122400614312
	.quad	4606797832435081765
	.quad	4347962289735735652
	.quad	4606796858852682099
	.quad	-4858341730713460184
	.quad	4606796071031487437
	.quad	-4870059510540748414
	.quad	4606795469980162751
	.quad	-4871936092595705362
	.quad	4606795056712849967
	.quad	-4863645441585018799
	.quad	4606794832249197700
	.quad	-4866104880896786737
	.quad	4606794797614391156
	.quad	-4861936742874514000
	.quad	4606794953839182196
	.quad	-4862171044651866486
	.quad	4606795301959919561
	.quad	4364160436192007379
	.quad	4606795843018579263
	.quad	-4865239048860621539
	.quad	4606796578062795143
	.quad	4365374511615819883
	.quad	4606797508145889586
	.quad	4352143969406577749
	.quad	4606798634326904418
	.quad	-4861457929465508030
	.quad	4606799957670631954
	.quad	-4858423338550479052
	.quad	4606801479247646227
	.quad	-4863783675556659426
	.quad	4606803200134334381
	.quad	-4858024654332078226
	.quad	4606805121412928237
	.quad	4364178698342926848
	.quad	4606807244171536025
	.quad	4363345029737015988
	.quad	4606809569504174299
	.quad	-4871286895867992065
	.quad	4606812098510800012
	.quad	4358348108421357380
	.quad	4606814832297342774
	.quad	-4858529541450220157
	.quad	4606817771975737286
	.quad	-4873552611666813399
	.quad	4606820918663955941
	.quad	-4869477542650660519
	.quad	4606824273486041615
	.quad	-4858747092350994006
	.quad	4606827837572140624
	.quad	-4862257653857481141
	.quad	4606831612058535866
	.quad	4355455812241575463
	.quad	4606835598087680144
	.quad	4354367543587795899
	.quad	4606839796808229667
	.quad	-4861700651175763357
	.quad	4606844209375077733
	.quad	4362612029712904661
	.quad	4606848836949388595
	.quad	-4858896013081134315
	.quad	4606853680698631517
	.quad	4364212552380330450
	.quad	4606858741796615000
	.quad	4360726356711135923
	.quad	4606864021423521215
	.quad	-4863078573502718540
	.quad	4606869520765940602
	.quad	4362891239881388935
	.quad	4606875241016906669
	.quad	-4859248142566958598
	.quad	4606881183375930982
	.quad	-4875775683326071110
	.quad	4606887349049038331
	.quad	-4859203616861915584
	.quad	4606893739248802106
	.quad	-4870406652589927628
	.quad	4606900355194379847
	.quad	-4858839866725070283
	.quad	4606907198111549002
	.quad	4356388038631218637
	.quad	4606914269232742866
	.quad	-4858893633017702228
	.quad	4606921569797086729
	.quad	4355946959017544883
	.quad	4606929101050434204
	.quad	4363674894410448276
	.quad	4606936864245403770
	.quad	4360857247493478828
	.quad	4606944860641415499
	.quad	4351547817417644647
	.quad	4606953091504727989
	.quad	4352565403421120872
	.quad	4606961558108475497
	.quad	-4863735759665056302
	.quad	4606970261732705274
	.quad	-4859474856892171665
	.quad	4606979203664415100
	.quad	-4859368956010059447
	.quad	4606988385197591026
	.quad	4356286533989107623
	.quad	4606997807633245319
	.quad	-4863164539274780145
	.quad	4607007472279454616
	.quad	4363524392198705836
	.quad	4607017380451398277
	.quad	4360674496013757259
	.quad	4607027533471396960
	.quad	-4863090309766824417
	.quad	4607037932668951391
	.quad	-4861307347717911095
	.quad	4607048579380781353
	.quad	4356306869484685523
	.quad	4607059474950864886
	.quad	4360546482996998769
	.quad	4607070620730477699
	.quad	-4859393813814996496
	.quad	4607082018078232794
	.quad	-4860036451210660739
	.quad	4607093668360120305
	.quad	4363640302291525640
	.quad	4607105572949547559
	.quad	4360658257139329842
	.quad	4607117733227379351
	.quad	4362409866909812206
	.quad	4607130150581978432
	.quad	-4859885672053611539
	.quad	4607142826409246228
	.quad	4357102052301720989
	.quad	4607155762112663768
	.quad	4346824392926350473
	.quad	4607168959103332849
	.size	__exp_data, 2160

	.type	__log_data,@object
	.section	.rodata.__log_data,"a",@progbits
	.p2align	3, 0x0
__log_data:
	.quad	0x3fe62e42fefa3800
	.quad	0x3d2ef35793c76730
	.quad	0xbfe0000000000001
	.quad	0x3fd555555551305b
	.quad	0xbfcfffffffeb4590
	.quad	0x3fc999b324f10111
	.quad	0xbfc55575e506c89f
	.quad	0xbfe0000000000000
	.quad	0x3fd5555555555577
	.quad	0xbfcffffffffffdcb
	.quad	0x3fc999999995dd0c
	.quad	0xbfc55555556745a7
	.quad	0x3fc24924a344de30
	.quad	0xbfbfffffa4423d65
	.quad	0x3fbc7184282ad6ca
	.quad	0xbfb999eb43b068ff
	.quad	0x3fb78182f7afd085
	.quad	0xbfb5521375d145cd
	.quad	0x3ff734f0c3e0de9f
	.quad	0xbfd7cc7f79e69000
	.quad	0x3ff713786a2ce91f
	.quad	0xbfd76feec20d0000
	.quad	0x3ff6f26008fab5a0
	.quad	0xbfd713e31351e000
	.quad	0x3ff6d1a61f138c7d
	.quad	0xbfd6b85b38287800
	.quad	0x3ff6b1490bc5b4d1
	.quad	0xbfd65d5590807800
	.quad	0x3ff69147332f0cba
	.quad	0xbfd602d076180000
	.quad	0x3ff6719f18224223
	.quad	0xbfd5a8ca86909000
	.quad	0x3ff6524f99a51ed9
	.quad	0xbfd54f4356035000
	.quad	0x3ff63356aa8f24c4
	.quad	0xbfd4f637c36b4000
	.quad	0x3ff614b36b9ddc14
	.quad	0xbfd49da7fda85000
	.quad	0x3ff5f66452c65c4c
	.quad	0xbfd445923989a800
	.quad	0x3ff5d867b5912c4f
	.quad	0xbfd3edf439b0b800
	.quad	0x3ff5babccb5b90de
	.quad	0xbfd396ce448f7000
	.quad	0x3ff59d61f2d91a78
	.quad	0xbfd3401e17bda000
	.quad	0x3ff5805612465687
	.quad	0xbfd2e9e2ef468000
	.quad	0x3ff56397cee76bd3
	.quad	0xbfd2941b3830e000
	.quad	0x3ff54725e2a77f93
	.quad	0xbfd23ec58cda8800
	.quad	0x3ff52aff42064583
	.quad	0xbfd1e9e129279000
	.quad	0x3ff50f22dbb2bddf
	.quad	0xbfd1956d2b48f800
	.quad	0x3ff4f38f4734ded7
	.quad	0xbfd141679ab9f800
	.quad	0x3ff4d843cfde2840
	.quad	0xbfd0edd094ef9800
	.quad	0x3ff4bd3ec078a3c8
	.quad	0xbfd09aa518db1000
	.quad	0x3ff4a27fc3e0258a
	.quad	0xbfd047e65263b800
	.quad	0x3ff4880524d48434
	.quad	0xbfcfeb224586f000
	.quad	0x3ff46dce1b192d0b
	.quad	0xbfcf474a7517b000
	.quad	0x3ff453d9d3391854
	.quad	0xbfcea4443d103000
	.quad	0x3ff43a2744b4845a
	.quad	0xbfce020d44e9b000
	.quad	0x3ff420b54115f8fb
	.quad	0xbfcd60a22977f000
	.quad	0x3ff40782da3ef4b1
	.quad	0xbfccc00104959000
	.quad	0x3ff3ee8f5d57fe8f
	.quad	0xbfcc202956891000
	.quad	0x3ff3d5d9a00b4ce9
	.quad	0xbfcb81178d811000
	.quad	0x3ff3bd60c010c12b
	.quad	0xbfcae2c9ccd3d000
	.quad	0x3ff3a5242b75dab8
	.quad	0xbfca45402e129000
	.quad	0x3ff38d22cd9fd002
	.quad	0xbfc9a877681df000
	.quad	0x3ff3755bc5847a1c
	.quad	0xbfc90c6d69483000
	.quad	0x3ff35dce49ad36e2
	.quad	0xbfc87120a645c000
	.quad	0x3ff34679984dd440
	.quad	0xbfc7d68fb4143000
	.quad	0x3ff32f5cceffcb24
	.quad	0xbfc73cb83c627000
	.quad	0x3ff3187775a10d49
	.quad	0xbfc6a39a9b376000
	.quad	0x3ff301c8373e3990
	.quad	0xbfc60b3154b7a000
	.quad	0x3ff2eb4ebb95f841
	.quad	0xbfc5737d76243000
	.quad	0x3ff2d50a0219a9d1
	.quad	0xbfc4dc7b8fc23000
	.quad	0x3ff2bef9a8b7fd2a
	.quad	0xbfc4462c51d20000
	.quad	0x3ff2a91c7a0c1bab
	.quad	0xbfc3b08abc830000
	.quad	0x3ff293726014b530
	.quad	0xbfc31b996b490000
	.quad	0x3ff27dfa5757a1f5
	.quad	0xbfc2875490a44000
	.quad	0x3ff268b39b1d3bbf
	.quad	0xbfc1f3b9f879a000
	.quad	0x3ff2539d838ff5bd
	.quad	0xbfc160c8252ca000
	.quad	0x3ff23eb7aac9083b
	.quad	0xbfc0ce7f57f72000
	.quad	0x3ff22a012ba940b6
	.quad	0xbfc03cdc49fea000
	.quad	0x3ff2157996cc4132
	.quad	0xbfbf57bdbc4b8000
	.quad	0x3ff201201dd2fc9b
	.quad	0xbfbe370896404000
	.quad	0x3ff1ecf4494d480b
	.quad	0xbfbd17983ef94000
	.quad	0x3ff1d8f5528f6569
	.quad	0xbfbbf9674ed8a000
	.quad	0x3ff1c52311577e7c
	.quad	0xbfbadc79202f6000
	.quad	0x3ff1b17c74cb26e9
	.quad	0xbfb9c0c3e7288000
	.quad	0x3ff19e010c2c1ab6
	.quad	0xbfb8a646b372c000
	.quad	0x3ff18ab07bb670bd
	.quad	0xbfb78d01b3ac0000
	.quad	0x3ff1778a25efbcb6
	.quad	0xbfb674f145380000
	.quad	0x3ff1648d354c31da
	.quad	0xbfb55e0e6d878000
	.quad	0x3ff151b990275fdd
	.quad	0xbfb4485cdea1e000
	.quad	0x3ff13f0ea432d24c
	.quad	0xbfb333d94d6aa000
	.quad	0x3ff12c8b7210f9da
	.quad	0xbfb22079f8c56000
	.quad	0x3ff11a3028ecb531
	.quad	0xbfb10e4698622000
	.quad	0x3ff107fbda8434af
	.quad	0xbfaffa6c6ad20000
	.quad	0x3ff0f5ee0f4e6bb3
	.quad	0xbfadda8d4a774000
	.quad	0x3ff0e4065d2a9fce
	.quad	0xbfabbcece4850000
	.quad	0x3ff0d244632ca521
	.quad	0xbfa9a1894012c000
	.quad	0x3ff0c0a77ce2981a
	.quad	0xbfa788583302c000
	.quad	0x3ff0af2f83c636d1
	.quad	0xbfa5715e67d68000
	.quad	0x3ff09ddb98a01339
	.quad	0xbfa35c8a49658000
	.quad	0x3ff08cabaf52e7df
	.quad	0xbfa149e364154000
	.quad	0x3ff07b9f2f4e28fb
	.quad	0xbf9e72c082eb8000
	.quad	0x3ff06ab58c358f19
	.quad	0xbf9a55f152528000
	.quad	0x3ff059eea5ecf92c
	.quad	0xbf963d62cf818000
	.quad	0x3ff04949cdd12c90
	.quad	0xbf9228fb8caa0000
	.quad	0x3ff038c6c6f0ada9
	.quad	0xbf8c317b20f90000
	.quad	0x3ff02865137932a9
	.quad	0xbf8419355daa0000
	.quad	0x3ff0182427ea7348
	.quad	0xbf781203c2ec0000
	.quad	0x3ff008040614b195
	.quad	0xbf60040979240000
	.quad	0x3fefe01ff726fa1a
	.quad	0x3f6feff384900000
	.quad	0x3fefa11cc261ea74
	.quad	0x3f87dc41353d0000
	.quad	0x3fef6310b081992e
	.quad	0x3f93cea3c4c28000
	.quad	0x3fef25f63ceeadcd
	.quad	0x3f9b9fc114890000
	.quad	0x3feee9c8039113e7
	.quad	0x3fa1b0d8ce110000
	.quad	0x3feeae8078cbb1ab
	.quad	0x3fa58a5bd001c000
	.quad	0x3fee741aa29d0c9b
	.quad	0x3fa95c8340d88000
	.quad	0x3fee3a91830a99b5
	.quad	0x3fad276aef578000
	.quad	0x3fee01e009609a56
	.quad	0x3fb07598e598c000
	.quad	0x3fedca01e577bb98
	.quad	0x3fb253f5e30d2000
	.quad	0x3fed92f20b7c9103
	.quad	0x3fb42edd8b380000
	.quad	0x3fed5cac66fb5cce
	.quad	0x3fb606598757c000
	.quad	0x3fed272caa5ede9d
	.quad	0x3fb7da76356a0000
	.quad	0x3fecf26e3e6b2ccd
	.quad	0x3fb9ab434e1c6000
	.quad	0x3fecbe6da2a77902
	.quad	0x3fbb78c7bb0d6000
	.quad	0x3fec8b266d37086d
	.quad	0x3fbd431332e72000
	.quad	0x3fec5894bd5d5804
	.quad	0x3fbf0a3171de6000
	.quad	0x3fec26b533bb9f8c
	.quad	0x3fc067152b914000
	.quad	0x3febf583eeece73f
	.quad	0x3fc147858292b000
	.quad	0x3febc4fd75db96c1
	.quad	0x3fc2266ecdca3000
	.quad	0x3feb951e0c864a28
	.quad	0x3fc303d7a6c55000
	.quad	0x3feb65e2c5ef3e2c
	.quad	0x3fc3dfc33c331000
	.quad	0x3feb374867c9888b
	.quad	0x3fc4ba366b7a8000
	.quad	0x3feb094b211d304a
	.quad	0x3fc5933928d1f000
	.quad	0x3feadbe885f2ef7e
	.quad	0x3fc66acd2418f000
	.quad	0x3feaaf1d31603da2
	.quad	0x3fc740f8ec669000
	.quad	0x3fea82e63fd358a7
	.quad	0x3fc815c0f51af000
	.quad	0x3fea5740ef09738b
	.quad	0x3fc8e92954f68000
	.quad	0x3fea2c2a90ab4b27
	.quad	0x3fc9bb3602f84000
	.quad	0x3fea01a01393f2d1
	.quad	0x3fca8bed1c2c0000
	.quad	0x3fe9d79f24db3c1b
	.quad	0x3fcb5b515c01d000
	.quad	0x3fe9ae2505c7b190
	.quad	0x3fcc2967ccbcc000
	.quad	0x3fe9852ef297ce2f
	.quad	0x3fccf635d5486000
	.quad	0x3fe95cbaeea44b75
	.quad	0x3fcdc1bd3446c000
	.quad	0x3fe934c69de74838
	.quad	0x3fce8c01b8cfe000
	.quad	0x3fe90d4f2f6752e6
	.quad	0x3fcf5509c0179000
	.quad	0x3fe8e6528effd79d
	.quad	0x3fd00e6c121fb800
	.quad	0x3fe8bfce9fcc007c
	.quad	0x3fd071b80e93d000
	.quad	0x3fe899c0dabec30e
	.quad	0x3fd0d46b9e867000
	.quad	0x3fe87427aa2317fb
	.quad	0x3fd13687334bd000
	.quad	0x3fe84f00acb39a08
	.quad	0x3fd1980d67234800
	.quad	0x3fe82a49e8653e55
	.quad	0x3fd1f8ffe0cc8000
	.quad	0x3fe8060195f40260
	.quad	0x3fd2595fd7636800
	.quad	0x3fe7e22563e0a329
	.quad	0x3fd2b9300914a800
	.quad	0x3fe7beb377dcb5ad
	.quad	0x3fd3187210436000
	.quad	0x3fe79baa679725c2
	.quad	0x3fd377266dec1800
	.quad	0x3fe77907f2170657
	.quad	0x3fd3d54ffbaf3000
	.quad	0x3fe756cadbd6130c
	.quad	0x3fd432eee32fe000
	.quad	0x3fe61000014fb66b
	.quad	0x3c7e026c91425b3c
	.quad	0x3fe63000034db495
	.quad	0x3c8dbfea48005d41
	.quad	0x3fe650000d94d478
	.quad	0x3c8e7fa786d6a5b7
	.quad	0x3fe67000074e6fad
	.quad	0x3c61fcea6b54254c
	.quad	0x3fe68ffffedf0fae
	.quad	0xbc7c7e274c590efd
	.quad	0x3fe6b0000763c5bc
	.quad	0xbc8ac16848dcda01
	.quad	0x3fe6d0001e5cc1f6
	.quad	0x3c833f1c9d499311
	.quad	0x3fe6efffeb05f63e
	.quad	0xbc7e80041ae22d53
	.quad	0x3fe710000e869780
	.quad	0x3c7bff6671097952
	.quad	0x3fe72ffffc67e912
	.quad	0x3c8c00e226bd8724
	.quad	0x3fe74fffdf81116a
	.quad	0xbc6e02916ef101d2
	.quad	0x3fe770000f679c90
	.quad	0xbc67fc71cd549c74
	.quad	0x3fe78ffffa7ec835
	.quad	0x3c81bec19ef50483
	.quad	0x3fe7affffe20c2e6
	.quad	0xbc707e1729cc6465
	.quad	0x3fe7cfffed3fc900
	.quad	0xbc808072087b8b1c
	.quad	0x3fe7efffe9261a76
	.quad	0x3c8dc0286d9df9ae
	.quad	0x3fe81000049ca3e8
	.quad	0x3c897fd251e54c33
	.quad	0x3fe8300017932c8f
	.quad	0xbc8afee9b630f381
	.quad	0x3fe850000633739c
	.quad	0x3c89bfbf6b6535bc
	.quad	0x3fe87000204289c6
	.quad	0xbc8bbf65f3117b75
	.quad	0x3fe88fffebf57904
	.quad	0xbc89006ea23dcb57
	.quad	0x3fe8b00022bc04df
	.quad	0xbc7d00df38e04b0a
	.quad	0x3fe8cfffe50c1b8a
	.quad	0xbc88007146ff9f05
	.quad	0x3fe8effffc918e43
	.quad	0x3c83817bd07a7038
	.quad	0x3fe910001efa5fc7
	.quad	0x3c893e9176dfb403
	.quad	0x3fe9300013467bb9
	.quad	0x3c7f804e4b980276
	.quad	0x3fe94fffe6ee076f
	.quad	0xbc8f7ef0d9ff622e
	.quad	0x3fe96fffde3c12d1
	.quad	0xbc7082aa962638ba
	.quad	0x3fe98ffff4458a0d
	.quad	0xbc87801b9164a8ef
	.quad	0x3fe9afffdd982e3e
	.quad	0xbc8740e08a5a9337
	.quad	0x3fe9cfffed49fb66
	.quad	0x3c3fce08c19be000
	.quad	0x3fe9f00020f19c51
	.quad	0xbc8a3faa27885b0a
	.quad	0x3fea10001145b006
	.quad	0x3c74ff489958da56
	.quad	0x3fea300007bbf6fa
	.quad	0x3c8cbeab8a2b6d18
	.quad	0x3fea500010971d79
	.quad	0x3c88fecadd787930
	.quad	0x3fea70001df52e48
	.quad	0xbc8f41763dd8abdb
	.quad	0x3fea90001c593352
	.quad	0xbc8ebf0284c27612
	.quad	0x3feab0002a4f3e4b
	.quad	0xbc69fd043cff3f5f
	.quad	0x3feacfffd7ae1ed1
	.quad	0xbc823ee7129070b4
	.quad	0x3feaefffee510478
	.quad	0x3c6a063ee00edea3
	.quad	0x3feb0fffdb650d5b
	.quad	0x3c5a06c8381f0ab9
	.quad	0x3feb2ffffeaaca57
	.quad	0xbc79011e74233c1d
	.quad	0x3feb4fffd995badc
	.quad	0xbc79ff1068862a9f
	.quad	0x3feb7000249e659c
	.quad	0x3c8aff45d0864f3e
	.quad	0x3feb8ffff9871640
	.quad	0x3c7cfe7796c2c3f9
	.quad	0x3febafffd204cb4f
	.quad	0xbc63ff27eef22bc4
	.quad	0x3febcfffd2415c45
	.quad	0xbc6cffb7ee3bea21
	.quad	0x3febeffff86309df
	.quad	0xbc814103972e0b5c
	.quad	0x3fec0fffe1b57653
	.quad	0x3c8bc16494b76a19
	.quad	0x3fec2ffff1fa57e3
	.quad	0xbc64feef8d30c6ed
	.quad	0x3fec4fffdcbfe424
	.quad	0xbc843f68bcec4775
	.quad	0x3fec6fffed54b9f7
	.quad	0x3c847ea3f053e0ec
	.quad	0x3fec8fffeb998fd5
	.quad	0x3c7383068df992f1
	.quad	0x3fecb0002125219a
	.quad	0xbc68fd8e64180e04
	.quad	0x3feccfffdd94469c
	.quad	0x3c8e7ebe1cc7ea72
	.quad	0x3fecefffeafdc476
	.quad	0x3c8ebe39ad9f88fe
	.quad	0x3fed1000169af82b
	.quad	0x3c757d91a8b95a71
	.quad	0x3fed30000d0ff71d
	.quad	0x3c89c1906970c7da
	.quad	0x3fed4fffea790fc4
	.quad	0xbc580e37c558fe0c
	.quad	0x3fed70002edc87e5
	.quad	0xbc7f80d64dc10f44
	.quad	0x3fed900021dc82aa
	.quad	0xbc747c8f94fd5c5c
	.quad	0x3fedafffd86b0283
	.quad	0x3c8c7f1dc521617e
	.quad	0x3fedd000296c4739
	.quad	0x3c88019eb2ffb153
	.quad	0x3fedefffe54490f5
	.quad	0x3c6e00d2c652cc89
	.quad	0x3fee0fffcdabf694
	.quad	0xbc7f8340202d69d2
	.quad	0x3fee2fffdb52c8dd
	.quad	0x3c7b00c1ca1b0864
	.quad	0x3fee4ffff24216ef
	.quad	0x3c72ffa8b094ab51
	.quad	0x3fee6fffe88a5e11
	.quad	0xbc57f673b1efbe59
	.quad	0x3fee9000119eff0d
	.quad	0xbc84808d5e0bc801
	.quad	0x3feeafffdfa51744
	.quad	0x3c780006d54320b5
	.quad	0x3feed0001a127fa1
	.quad	0xbc5002f860565c92
	.quad	0x3feef00007babcc4
	.quad	0xbc8540445d35e611
	.quad	0x3fef0ffff57a8d02
	.quad	0xbc4ffb3139ef9105
	.quad	0x3fef30001ee58ac7
	.quad	0x3c8a81acf2731155
	.quad	0x3fef4ffff5823494
	.quad	0x3c8a3f41d4d7c743
	.quad	0x3fef6ffffca94c6b
	.quad	0xbc6202f41c987875
	.quad	0x3fef8fffe1f9c441
	.quad	0x3c777dd1f477e74b
	.quad	0x3fefafffd2e0e37e
	.quad	0xbc6f01199a7ca331
	.quad	0x3fefd0001c77e49e
	.quad	0x3c7181ee4bceacb1
	.quad	0x3fefeffff7e0c331
	.quad	0xbc6e05370170875a
	.quad	0x3ff00ffff465606e
	.quad	0xbc8a7ead491c0ada
	.quad	0x3ff02ffff3867a58
	.quad	0xbc977f69c3fcb2e0
	.quad	0x3ff04ffffdfc0d17
	.quad	0x3c97bffe34cb945b
	.quad	0x3ff0700003cd4d82
	.quad	0x3c820083c0e456cb
	.quad	0x3ff08ffff9f2cbe8
	.quad	0xbc6dffdfbe37751a
	.quad	0x3ff0b000010cda65
	.quad	0xbc913f7faee626eb
	.quad	0x3ff0d00001a4d338
	.quad	0x3c807dfa79489ff7
	.quad	0x3ff0effffadafdfd
	.quad	0xbc77040570d66bc0
	.quad	0x3ff110000bbafd96
	.quad	0x3c8e80d4846d0b62
	.quad	0x3ff12ffffae5f45d
	.quad	0x3c9dbffa64fd36ef
	.quad	0x3ff150000dd59ad9
	.quad	0x3c9a0077701250ae
	.quad	0x3ff170000f21559a
	.quad	0x3c8dfdf9e2e3deee
	.quad	0x3ff18ffffc275426
	.quad	0x3c910030dc3b7273
	.quad	0x3ff1b000123d3c59
	.quad	0x3c997f7980030188
	.quad	0x3ff1cffff8299eb7
	.quad	0xbc65f932ab9f8c67
	.quad	0x3ff1effff48ad400
	.quad	0x3c937fbf9da75beb
	.quad	0x3ff210000c8b86a4
	.quad	0x3c9f806b91fd5b22
	.quad	0x3ff2300003854303
	.quad	0x3c93ffc2eb9fbf33
	.quad	0x3ff24fffffbcf684
	.quad	0x3c7601e77e2e2e72
	.quad	0x3ff26ffff52921d9
	.quad	0x3c7ffcbb767f0c61
	.quad	0x3ff2900014933a3c
	.quad	0xbc7202ca3c02412b
	.quad	0x3ff2b00014556313
	.quad	0xbc92808233f21f02
	.quad	0x3ff2cfffebfe523b
	.quad	0xbc88ff7e384fdcf2
	.quad	0x3ff2f0000bb8ad96
	.quad	0xbc85ff51503041c5
	.quad	0x3ff30ffffb7ae2af
	.quad	0xbc810071885e289d
	.quad	0x3ff32ffffeac5f7f
	.quad	0xbc91ff5d3fb7b715
	.quad	0x3ff350000ca66756
	.quad	0x3c957f82228b82bd
	.quad	0x3ff3700011fbf721
	.quad	0x3c8000bac40dd5cc
	.quad	0x3ff38ffff9592fb9
	.quad	0xbc943f9d2db2a751
	.quad	0x3ff3b00004ddd242
	.quad	0x3c857f6b707638e1
	.quad	0x3ff3cffff5b2c957
	.quad	0x3c7a023a10bf1231
	.quad	0x3ff3efffeab0b418
	.quad	0x3c987f6d66b152b0
	.quad	0x3ff410001532aff4
	.quad	0x3c67f8375f198524
	.quad	0x3ff4300017478b29
	.quad	0x3c8301e672dc5143
	.quad	0x3ff44fffe795b463
	.quad	0x3c89ff69b8b2895a
	.quad	0x3ff46fffe80475e0
	.quad	0xbc95c0b19bc2f254
	.quad	0x3ff48fffef6fc1e7
	.quad	0x3c9b4009f23a2a72
	.quad	0x3ff4afffe5bea704
	.quad	0xbc94ffb7bf0d7d45
	.quad	0x3ff4d000171027de
	.quad	0xbc99c06471dc6a3d
	.quad	0x3ff4f0000ff03ee2
	.quad	0x3c977f890b85531c
	.quad	0x3ff5100012dc4bd1
	.quad	0x3c6004657166a436
	.quad	0x3ff530001605277a
	.quad	0xbc96bfcece233209
	.quad	0x3ff54fffecdb704c
	.quad	0xbc8902720505a1d7
	.quad	0x3ff56fffef5f54a9
	.quad	0x3c9bbfe60ec96412
	.quad	0x3ff5900017e61012
	.quad	0x3c887ec581afef90
	.quad	0x3ff5b00003c93e92
	.quad	0xbc9f41080abf0cc0
	.quad	0x3ff5d0001d4919bc
	.quad	0xbc98812afb254729
	.quad	0x3ff5efffe7b87a89
	.quad	0xbc947eb780ed6904
	.size	__log_data, 4240

	.type	__exp2f_data,@object
	.section	.rodata.__exp2f_data,"a",@progbits
	.p2align	3, 0x0
__exp2f_data:
	.quad	4607182418800017408
	.quad	4607140297302181236
	.quad	4607100335213349135
	.quad	4607062579818421073
	.quad	4607027079437701499
	.quad	4606993883449571754
	.quad	4606963042313658936
	.quad	4606934607594512097
	.quad	4606908631985796885
	.quad	4606885169335019979
	.quad	4606864274668794914
	.quad	4606846004218661165
	.quad	4606830415447468583
	.quad	4606817567076339586
	.quad	4606807519112221737
	.quad	4606800332876043653
	.quad	4606796071031487437
	.quad	4606794797614391156
	.quad	4606796578062795143
	.quad	4606801479247646227
	.quad	4606809569504174299
	.quad	4606820918663955941
	.quad	4606835598087680144
	.quad	4606853680698631517
	.quad	4606875241016906669
	.quad	4606900355194379847
	.quad	4606929101050434204
	.quad	4606961558108475497
	.quad	4606997807633245319
	.quad	4607037932668951391
	.quad	4607082018078232794
	.quad	4607130150581978432
	.quad	0x42e8000000000000
	.quad	0x3fac6af84b912394
	.quad	0x3fcebfce50fac4f3
	.quad	0x3fe62e42ff0c52d6
	.quad	0x4338000000000000
	.quad	0x40471547652b82fe
	.quad	0x3ebc6af84b912394
	.quad	0x3f2ebfce50fac4f3
	.quad	0x3f962e42ff0c52d6
	.size	__exp2f_data, 328

	.type	__powf_log2_data,@object
	.section	.rodata.__powf_log2_data,"a",@progbits
	.p2align	3, 0x0
__powf_log2_data:
	.quad	0x3ff661ec79f8f3be
	.quad	0xbfdefec65b963019
	.quad	0x3ff571ed4aaf883d
	.quad	0xbfdb0b6832d4fca4
	.quad	0x3ff49539f0f010b0
	.quad	0xbfd7418b0a1fb77b
	.quad	0x3ff3c995b0b80385
	.quad	0xbfd39de91a6dcf7b
	.quad	0x3ff30d190c8864a5
	.quad	0xbfd01d9bf3f2b631
	.quad	0x3ff25e227b0b8ea0
	.quad	0xbfc97c1d1b3b7af0
	.quad	0x3ff1bb4a4a1a343f
	.quad	0xbfc2f9e393af3c9f
	.quad	0x3ff12358f08ae5ba
	.quad	0xbfb960cbbf788d5c
	.quad	0x3ff0953f419900a7
	.quad	0xbfaa6f9db6475fce
	.quad	0x3ff0000000000000
	.quad	0x0000000000000000
	.quad	0x3fee608cfd9a47ac
	.quad	0x3fb338ca9f24f53d
	.quad	0x3feca4b31f026aa0
	.quad	0x3fc476a9543891ba
	.quad	0x3feb2036576afce6
	.quad	0x3fce840b4ac4e4d2
	.quad	0x3fe9c2d163a1aa2d
	.quad	0x3fd40645f0c6651c
	.quad	0x3fe886e6037841ed
	.quad	0x3fd88e9c2c1b9ff8
	.quad	0x3fe767dcf5534862
	.quad	0x3fdce0a44eb17bcc
	.quad	0x3fd27616c9496e0b
	.quad	0xbfd71969a075c67a
	.quad	0x3fdec70a6ca7badd
	.quad	0xbfe7154748bef6c8
	.quad	0x3ff71547652ab82b
	.size	__powf_log2_data, 296

	.section	.debug_abbrev,"",@progbits
	.byte	1
	.byte	17
	.byte	1
	.byte	37
	.byte	14
	.byte	19
	.byte	5
	.byte	3
	.byte	14
	.byte	16
	.byte	23
	.ascii	"\264B"
	.byte	25
	.ascii	"\341\177"
	.byte	25
	.byte	17
	.byte	1
	.byte	18
	.byte	6
	.byte	0
	.byte	0
	.byte	2
	.byte	46
	.byte	0
	.byte	17
	.byte	1
	.byte	18
	.byte	6
	.byte	64
	.byte	24
	.byte	110
	.byte	14
	.byte	3
	.byte	14
	.byte	58
	.byte	11
	.byte	59
	.byte	11
	.byte	73
	.byte	19
	.byte	63
	.byte	25
	.ascii	"\341\177"
	.byte	25
	.byte	0
	.byte	0
	.byte	3
	.byte	36
	.byte	0
	.byte	3
	.byte	14
	.byte	62
	.byte	11
	.byte	11
	.byte	11
	.byte	0
	.byte	0
	.byte	4
	.byte	46
	.byte	0
	.byte	17
	.byte	1
	.byte	18
	.byte	6
	.byte	64
	.byte	24
	.byte	110
	.byte	14
	.byte	3
	.byte	14
	.byte	58
	.byte	11
	.byte	59
	.byte	11
	.byte	73
	.byte	16
	.byte	63
	.byte	25
	.ascii	"\341\177"
	.byte	25
	.byte	0
	.byte	0
	.byte	0
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0
.Ldebug_info_start0:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin0
	.long	.Lfunc_end0-.Lfunc_begin0
	.byte	2
	.quad	.Lfunc_begin0
	.long	.Lfunc_end0-.Lfunc_begin0
	.byte	1
	.byte	86
	.long	.Linfo_string2
	.long	.Linfo_string2
	.byte	1
	.byte	1
	.long	67


	.byte	3
	.long	.Linfo_string3
	.byte	5
	.byte	4
	.byte	0
.Ldebug_info_end0:
.Lcu_begin1:
	.long	.Ldebug_info_end1-.Ldebug_info_start1
.Ldebug_info_start1:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin1
	.long	.Lfunc_end1-.Lfunc_begin1
	.byte	4
	.quad	.Lfunc_begin1
	.long	.Lfunc_end1-.Lfunc_begin1
	.byte	1
	.byte	86
	.long	.Linfo_string4
	.long	.Linfo_string4
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end1:
.Lcu_begin2:
	.long	.Ldebug_info_end2-.Ldebug_info_start2
.Ldebug_info_start2:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin2
	.long	.Lfunc_end2-.Lfunc_begin2
	.byte	4
	.quad	.Lfunc_begin2
	.long	.Lfunc_end2-.Lfunc_begin2
	.byte	1
	.byte	86
	.long	.Linfo_string5
	.long	.Linfo_string5
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end2:
.Lcu_begin3:
	.long	.Ldebug_info_end3-.Ldebug_info_start3
.Ldebug_info_start3:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin3
	.long	.Lfunc_end3-.Lfunc_begin3
	.byte	4
	.quad	.Lfunc_begin3
	.long	.Lfunc_end3-.Lfunc_begin3
	.byte	1
	.byte	86
	.long	.Linfo_string6
	.long	.Linfo_string6
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end3:
.Lcu_begin4:
	.long	.Ldebug_info_end4-.Ldebug_info_start4
.Ldebug_info_start4:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin4
	.long	.Lfunc_end4-.Lfunc_begin4
	.byte	4
	.quad	.Lfunc_begin4
	.long	.Lfunc_end4-.Lfunc_begin4
	.byte	1
	.byte	86
	.long	.Linfo_string7
	.long	.Linfo_string7
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end4:
.Lcu_begin5:
	.long	.Ldebug_info_end5-.Ldebug_info_start5
.Ldebug_info_start5:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin5
	.long	.Lfunc_end5-.Lfunc_begin5
	.byte	4
	.quad	.Lfunc_begin5
	.long	.Lfunc_end5-.Lfunc_begin5
	.byte	1
	.byte	86
	.long	.Linfo_string8
	.long	.Linfo_string8
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end5:
.Lcu_begin6:
	.long	.Ldebug_info_end6-.Ldebug_info_start6
.Ldebug_info_start6:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin6
	.long	.Lfunc_end6-.Lfunc_begin6
	.byte	4
	.quad	.Lfunc_begin6
	.long	.Lfunc_end6-.Lfunc_begin6
	.byte	1
	.byte	86
	.long	.Linfo_string9
	.long	.Linfo_string9
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end6:
.Lcu_begin7:
	.long	.Ldebug_info_end7-.Ldebug_info_start7
.Ldebug_info_start7:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin7
	.long	.Lfunc_end7-.Lfunc_begin7
	.byte	4
	.quad	.Lfunc_begin7
	.long	.Lfunc_end7-.Lfunc_begin7
	.byte	1
	.byte	86
	.long	.Linfo_string10
	.long	.Linfo_string10
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end7:
.Lcu_begin8:
	.long	.Ldebug_info_end8-.Ldebug_info_start8
.Ldebug_info_start8:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin8
	.long	.Lfunc_end8-.Lfunc_begin8
	.byte	4
	.quad	.Lfunc_begin8
	.long	.Lfunc_end8-.Lfunc_begin8
	.byte	1
	.byte	86
	.long	.Linfo_string11
	.long	.Linfo_string11
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end8:
.Lcu_begin9:
	.long	.Ldebug_info_end9-.Ldebug_info_start9
.Ldebug_info_start9:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin9
	.long	.Lfunc_end9-.Lfunc_begin9
	.byte	4
	.quad	.Lfunc_begin9
	.long	.Lfunc_end9-.Lfunc_begin9
	.byte	1
	.byte	86
	.long	.Linfo_string12
	.long	.Linfo_string12
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end9:
.Lcu_begin10:
	.long	.Ldebug_info_end10-.Ldebug_info_start10
.Ldebug_info_start10:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin10
	.long	.Lfunc_end10-.Lfunc_begin10
	.byte	4
	.quad	.Lfunc_begin10
	.long	.Lfunc_end10-.Lfunc_begin10
	.byte	1
	.byte	86
	.long	.Linfo_string13
	.long	.Linfo_string13
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end10:
.Lcu_begin11:
	.long	.Ldebug_info_end11-.Ldebug_info_start11
.Ldebug_info_start11:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin11
	.long	.Lfunc_end11-.Lfunc_begin11
	.byte	4
	.quad	.Lfunc_begin11
	.long	.Lfunc_end11-.Lfunc_begin11
	.byte	1
	.byte	86
	.long	.Linfo_string14
	.long	.Linfo_string14
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end11:
.Lcu_begin12:
	.long	.Ldebug_info_end12-.Ldebug_info_start12
.Ldebug_info_start12:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin12
	.long	.Lfunc_end12-.Lfunc_begin12
	.byte	4
	.quad	.Lfunc_begin12
	.long	.Lfunc_end12-.Lfunc_begin12
	.byte	1
	.byte	86
	.long	.Linfo_string15
	.long	.Linfo_string15
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end12:
.Lcu_begin13:
	.long	.Ldebug_info_end13-.Ldebug_info_start13
.Ldebug_info_start13:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin13
	.long	.Lfunc_end13-.Lfunc_begin13
	.byte	4
	.quad	.Lfunc_begin13
	.long	.Lfunc_end13-.Lfunc_begin13
	.byte	1
	.byte	86
	.long	.Linfo_string16
	.long	.Linfo_string16
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end13:
.Lcu_begin14:
	.long	.Ldebug_info_end14-.Ldebug_info_start14
.Ldebug_info_start14:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin14
	.long	.Lfunc_end14-.Lfunc_begin14
	.byte	4
	.quad	.Lfunc_begin14
	.long	.Lfunc_end14-.Lfunc_begin14
	.byte	1
	.byte	86
	.long	.Linfo_string17
	.long	.Linfo_string17
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end14:
.Lcu_begin15:
	.long	.Ldebug_info_end15-.Ldebug_info_start15
.Ldebug_info_start15:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin15
	.long	.Lfunc_end15-.Lfunc_begin15
	.byte	4
	.quad	.Lfunc_begin15
	.long	.Lfunc_end15-.Lfunc_begin15
	.byte	1
	.byte	86
	.long	.Linfo_string18
	.long	.Linfo_string18
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end15:
.Lcu_begin16:
	.long	.Ldebug_info_end16-.Ldebug_info_start16
.Ldebug_info_start16:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin16
	.long	.Lfunc_end16-.Lfunc_begin16
	.byte	4
	.quad	.Lfunc_begin16
	.long	.Lfunc_end16-.Lfunc_begin16
	.byte	1
	.byte	86
	.long	.Linfo_string19
	.long	.Linfo_string19
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end16:
.Lcu_begin17:
	.long	.Ldebug_info_end17-.Ldebug_info_start17
.Ldebug_info_start17:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin17
	.long	.Lfunc_end17-.Lfunc_begin17
	.byte	4
	.quad	.Lfunc_begin17
	.long	.Lfunc_end17-.Lfunc_begin17
	.byte	1
	.byte	86
	.long	.Linfo_string20
	.long	.Linfo_string20
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end17:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"IREE"
.Linfo_string1:
	.asciz	"-"
.Linfo_string2:
	.asciz	"forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32"
.Linfo_string3:
	.asciz	"int"
.Linfo_string4:
	.asciz	"forward_bs1$async_dispatch_1_reduction_64x512_f32_pack"
.Linfo_string5:
	.asciz	"forward_bs1$async_dispatch_2_pack_f32"
.Linfo_string6:
	.asciz	"forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32"
.Linfo_string7:
	.asciz	"forward_bs1$async_dispatch_4_unpack_f32"
.Linfo_string8:
	.asciz	"forward_bs1$async_dispatch_10_unpack_f32"
.Linfo_string9:
	.asciz	"forward_bs1$async_dispatch_11_attention_8x64x64x64x64"
.Linfo_string10:
	.asciz	"forward_bs1$async_dispatch_12_pack_f32"
.Linfo_string11:
	.asciz	"forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32"
.Linfo_string12:
	.asciz	"forward_bs1$async_dispatch_17_pack_f32"
.Linfo_string13:
	.asciz	"forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32"
.Linfo_string14:
	.asciz	"forward_bs1$async_dispatch_21_unpack_f32"
.Linfo_string15:
	.asciz	"forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack"
.Linfo_string16:
	.asciz	"forward_bs1$async_dispatch_23_pack_f32"
.Linfo_string17:
	.asciz	"forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32"
.Linfo_string18:
	.asciz	"forward_bs1$async_dispatch_102_pack_f32"
.Linfo_string19:
	.asciz	"forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32"
.Linfo_string20:
	.asciz	"forward_bs1$async_dispatch_104_unpack_f32"
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end0-.LpubNames_start0
.LpubNames_start0:
	.short	2
	.long	.Lcu_begin0
	.long	75
	.long	38
	.asciz	"forward_bs1$async_dispatch_0_elementwise_broadcast_64x512_i32xf32"
	.long	0
.LpubNames_end0:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end0-.LpubTypes_start0
.LpubTypes_start0:
	.short	2
	.long	.Lcu_begin0
	.long	75
	.long	67
	.asciz	"int"
	.long	0
.LpubTypes_end0:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end1-.LpubNames_start1
.LpubNames_start1:
	.short	2
	.long	.Lcu_begin1
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_1_reduction_64x512_f32_pack"
	.long	0
.LpubNames_end1:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end1-.LpubTypes_start1
.LpubTypes_start1:
	.short	2
	.long	.Lcu_begin1
	.long	68
	.long	0
.LpubTypes_end1:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end2-.LpubNames_start2
.LpubNames_start2:
	.short	2
	.long	.Lcu_begin2
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_2_pack_f32"
	.long	0
.LpubNames_end2:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end2-.LpubTypes_start2
.LpubTypes_start2:
	.short	2
	.long	.Lcu_begin2
	.long	68
	.long	0
.LpubTypes_end2:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end3-.LpubNames_start3
.LpubNames_start3:
	.short	2
	.long	.Lcu_begin3
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_3_mmt4d_8x64x512x8x8x1_f32"
	.long	0
.LpubNames_end3:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end3-.LpubTypes_start3
.LpubTypes_start3:
	.short	2
	.long	.Lcu_begin3
	.long	68
	.long	0
.LpubTypes_end3:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end4-.LpubNames_start4
.LpubNames_start4:
	.short	2
	.long	.Lcu_begin4
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_4_unpack_f32"
	.long	0
.LpubNames_end4:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end4-.LpubTypes_start4
.LpubTypes_start4:
	.short	2
	.long	.Lcu_begin4
	.long	68
	.long	0
.LpubTypes_end4:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end5-.LpubNames_start5
.LpubNames_start5:
	.short	2
	.long	.Lcu_begin5
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_10_unpack_f32"
	.long	0
.LpubNames_end5:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end5-.LpubTypes_start5
.LpubTypes_start5:
	.short	2
	.long	.Lcu_begin5
	.long	68
	.long	0
.LpubTypes_end5:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end6-.LpubNames_start6
.LpubNames_start6:
	.short	2
	.long	.Lcu_begin6
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_11_attention_8x64x64x64x64"
	.long	0
.LpubNames_end6:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end6-.LpubTypes_start6
.LpubTypes_start6:
	.short	2
	.long	.Lcu_begin6
	.long	68
	.long	0
.LpubTypes_end6:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end7-.LpubNames_start7
.LpubNames_start7:
	.short	2
	.long	.Lcu_begin7
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_12_pack_f32"
	.long	0
.LpubNames_end7:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end7-.LpubTypes_start7
.LpubTypes_start7:
	.short	2
	.long	.Lcu_begin7
	.long	68
	.long	0
.LpubTypes_end7:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end8-.LpubNames_start8
.LpubNames_start8:
	.short	2
	.long	.Lcu_begin8
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_15_unpack_elementwise_64x512_f32"
	.long	0
.LpubNames_end8:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end8-.LpubTypes_start8
.LpubTypes_start8:
	.short	2
	.long	.Lcu_begin8
	.long	68
	.long	0
.LpubTypes_end8:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end9-.LpubNames_start9
.LpubNames_start9:
	.short	2
	.long	.Lcu_begin9
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_17_pack_f32"
	.long	0
.LpubNames_end9:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end9-.LpubTypes_start9
.LpubTypes_start9:
	.short	2
	.long	.Lcu_begin9
	.long	68
	.long	0
.LpubTypes_end9:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end10-.LpubNames_start10
.LpubNames_start10:
	.short	2
	.long	.Lcu_begin10
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_18_mmt4d_8x176x512x8x8x1_f32"
	.long	0
.LpubNames_end10:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end10-.LpubTypes_start10
.LpubTypes_start10:
	.short	2
	.long	.Lcu_begin10
	.long	68
	.long	0
.LpubTypes_end10:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end11-.LpubNames_start11
.LpubNames_start11:
	.short	2
	.long	.Lcu_begin11
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_21_unpack_f32"
	.long	0
.LpubNames_end11:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end11-.LpubTypes_start11
.LpubTypes_start11:
	.short	2
	.long	.Lcu_begin11
	.long	68
	.long	0
.LpubTypes_end11:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end12-.LpubNames_start12
.LpubNames_start12:
	.short	2
	.long	.Lcu_begin12
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_22_unpack_elementwise_64x1408_f32_pack"
	.long	0
.LpubNames_end12:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end12-.LpubTypes_start12
.LpubTypes_start12:
	.short	2
	.long	.Lcu_begin12
	.long	68
	.long	0
.LpubTypes_end12:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end13-.LpubNames_start13
.LpubNames_start13:
	.short	2
	.long	.Lcu_begin13
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_23_pack_f32"
	.long	0
.LpubNames_end13:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end13-.LpubTypes_start13
.LpubTypes_start13:
	.short	2
	.long	.Lcu_begin13
	.long	68
	.long	0
.LpubTypes_end13:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end14-.LpubNames_start14
.LpubNames_start14:
	.short	2
	.long	.Lcu_begin14
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_24_mmt4d_8x64x1408x8x8x1_f32"
	.long	0
.LpubNames_end14:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end14-.LpubTypes_start14
.LpubTypes_start14:
	.short	2
	.long	.Lcu_begin14
	.long	68
	.long	0
.LpubTypes_end14:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end15-.LpubNames_start15
.LpubNames_start15:
	.short	2
	.long	.Lcu_begin15
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_102_pack_f32"
	.long	0
.LpubNames_end15:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end15-.LpubTypes_start15
.LpubTypes_start15:
	.short	2
	.long	.Lcu_begin15
	.long	68
	.long	0
.LpubTypes_end15:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end16-.LpubNames_start16
.LpubNames_start16:
	.short	2
	.long	.Lcu_begin16
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_103_mmt4d_8x256x512x8x8x1_f32"
	.long	0
.LpubNames_end16:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end16-.LpubTypes_start16
.LpubTypes_start16:
	.short	2
	.long	.Lcu_begin16
	.long	68
	.long	0
.LpubTypes_end16:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end17-.LpubNames_start17
.LpubNames_start17:
	.short	2
	.long	.Lcu_begin17
	.long	68
	.long	38
	.asciz	"forward_bs1$async_dispatch_104_unpack_f32"
	.long	0
.LpubNames_end17:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end17-.LpubTypes_start17
.LpubTypes_start17:
	.short	2
	.long	.Lcu_begin17
	.long	68
	.long	0
.LpubTypes_end17:
	.section	".note.GNU-stack","",@progbits
	.section	.debug_line,"",@progbits
.Lline_table_start0:
