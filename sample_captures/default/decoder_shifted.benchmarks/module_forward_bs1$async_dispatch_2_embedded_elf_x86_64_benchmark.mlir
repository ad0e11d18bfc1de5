module {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  hal.executable private @forward_bs1$async_dispatch_2 {
    hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
      hal.executable.export public @forward_bs1$async_dispatch_2_reduction_64x512_f32_pack ordinal(0) layout(#hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @forward_bs1$async_dispatch_2_reduction_64x512_f32_pack() attributes {translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>} {
          %cst = arith.constant 9.99999974E-6 : f32
          %cst_0 = arith.constant 5.120000e+02 : f32
          %cst_1 = arith.constant 0.000000e+00 : f32
          %c0 = arith.constant 0 : index
          %0 = hal.interface.constant.load layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
          %1 = hal.interface.constant.load layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(1) : i32
          %2 = arith.index_castui %0 : i32 to index
          %3 = arith.index_castui %1 : i32 to index
          %4:2 = util.assume.int 
              %2[<umin = 4194304, umax = 4194304, udiv = 4194304>, <umin = 0, umax = 0>, <umin = 131072, umax = 131072, udiv = 131072>, <umin = 0, umax = 0>, <umin = 131072, umax = 131072, udiv = 131072>, <umin = 0, umax = 0>, <umin = 131072, umax = 131072, udiv = 131072>, <umin = 0, umax = 0>, <umin = 131072, umax = 131072, udiv = 131072>], 
              %3[<umin = 0, umax = 0>, <umin = 131072, umax = 131072, udiv = 131072>, <umin = 0, umax = 0>, <umin = 131072, umax = 131072, udiv = 131072>, <umin = 0, umax = 0>, <umin = 131072, umax = 131072, udiv = 131072>, <umin = 0, umax = 0>, <umin = 131072, umax = 131072, udiv = 131072>, <umin = 0, umax = 0>]
            : index, index
          %5 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%4#0) flags("ReadOnly|Indirect") : memref<64x512xf32, strided<[512, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          %6 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<512xf32, #hal.descriptor_type<storage_buffer>>
          %7 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%4#1) flags(Indirect) : memref<8x512x8x1xf32, strided<[4096, 8, 1, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          %8 = iree_codegen.load_from_buffer %5 : memref<64x512xf32, strided<[512, 1], offset: ?>, #hal.descriptor_type<storage_buffer>> -> tensor<64x512xf32>
          %9 = iree_codegen.load_from_buffer %6 : memref<512xf32, #hal.descriptor_type<storage_buffer>> -> tensor<512xf32>
          %10 = tensor.empty() : tensor<8x512x8x1xf32>
          %11 = tensor.empty() : tensor<64x512xf32>
          %12 = tensor.empty() : tensor<64xf32>
          %13 = linalg.fill {lowering_config = #iree_cpu.lowering_config<vector_common_parallel = [8]>} ins(%cst_1 : f32) outs(%12 : tensor<64xf32>) -> tensor<64xf32>
          %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<64x512xf32>) outs(%13 : tensor<64xf32>) attrs =  {lowering_config = #iree_cpu.lowering_config<distribution = [8, 0], vector_common_parallel = [8, 0], vector_reduction = [0, 8]>} {
          ^bb0(%in: f32, %out: f32):
            %16 = arith.mulf %in, %in : f32
            %17 = arith.addf %out, %16 : f32
            linalg.yield %17 : f32
          } -> tensor<64xf32>
          %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %14, %9 : tensor<64x512xf32>, tensor<64xf32>, tensor<512xf32>) outs(%11 : tensor<64x512xf32>) attrs =  {lowering_config = #iree_cpu.lowering_config<vector_common_parallel = [8, 0], vector_inner_parallel = [0, 1]>} {
          ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
            %16 = arith.divf %in_2, %cst_0 : f32
            %17 = arith.addf %16, %cst : f32
            %18 = math.rsqrt %17 : f32
            %19 = arith.mulf %in, %18 : f32
            %20 = arith.mulf %19, %in_3 : f32
            linalg.yield %20 : f32
          } -> tensor<64x512xf32>
          %pack = linalg.pack %15 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %10 {lowering_config = #iree_cpu.lowering_config<vector_common_parallel = [1, 0], vector_inner_parallel = [0, 1]>} : tensor<64x512xf32> -> tensor<8x512x8x1xf32>
          iree_codegen.store_to_buffer %pack, %7 : tensor<8x512x8x1xf32> into memref<8x512x8x1xf32, strided<[4096, 8, 1, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          return
        }
        iree_codegen.dispatch_config @forward_bs1$async_dispatch_2_reduction_64x512_f32_pack {
        ^bb0(%arg0: !hal.device):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  util.global private mutable @forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_reduction_64x512_f32_pack_buffer : !hal.buffer
  util.initializer {
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32
    %c12781568 = arith.constant 12781568 : index
    %buffer = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%queue_affinity) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%c12781568}
    util.global.store %buffer, @forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_reduction_64x512_f32_pack_buffer : !hal.buffer
    util.return
  }
  util.func public @forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_reduction_64x512_f32_pack(%arg0: i32) attributes {iree.abi.stub, iree.reflection = {iree.benchmark = "dispatch"}} {
    %0 = arith.index_cast %arg0 : i32 to index
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Dispatch) affinity(%queue_affinity) : !hal.command_buffer
    %c131072_i32 = arith.constant 131072 : i32
    %c0_i32 = arith.constant 0 : i32
    %forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_reduction_64x512_f32_pack_buffer = util.global.load @forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_reduction_64x512_f32_pack_buffer : !hal.buffer
    %c0 = arith.constant 0 : index
    %c6389760 = arith.constant 6389760 : index
    %c2048 = arith.constant 2048 : index
    %c6391808 = arith.constant 6391808 : index
    %workgroup_x, %workgroup_y, %workgroup_z = hal.executable.calculate_workgroups device(%device : !hal.device) target(@forward_bs1$async_dispatch_2::@embedded_elf_x86_64::@forward_bs1$async_dispatch_2_reduction_64x512_f32_pack) : index, index, index
    %exe = hal.executable.lookup device(%device : !hal.device) executable(@forward_bs1$async_dispatch_2) : !hal.executable
    %function_id = hal.executable.lookup.function target(%exe : !hal.executable) function(@forward_bs1$async_dispatch_2::@embedded_elf_x86_64::@forward_bs1$async_dispatch_2_reduction_64x512_f32_pack) : i64
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %0 step %c1 {
      hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%exe : !hal.executable)[%function_id] workgroups([%workgroup_x, %workgroup_y, %workgroup_z]) constants([%c131072_i32, %c0_i32]) bindings([
        (%forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_reduction_64x512_f32_pack_buffer : !hal.buffer)[%c0, %c6389760], 
        (%forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_reduction_64x512_f32_pack_buffer : !hal.buffer)[%c6389760, %c2048], 
        (%forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_reduction_64x512_f32_pack_buffer : !hal.buffer)[%c6391808, %c6389760]
      ]) flags("None")
      hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|CommandRetire") target("CommandIssue|Dispatch") flags("None")
    }
    hal.command_buffer.finalize<%cmd : !hal.command_buffer>
    %1 = util.null : !hal.fence
    %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
    hal.device.queue.execute<%device : !hal.device> affinity(%queue_affinity) wait(%1) signal(%fence) commands(%cmd) flags("None")
    %c-1_i32 = arith.constant -1 : i32
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.status.check_ok %status, "failed to wait on timepoint"
    util.return
  }
}
