module {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  hal.executable private @forward_bs1$async_dispatch_8 {
    hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
      hal.executable.export public @forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32 ordinal(0) layout(#hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32() attributes {translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>, {enable_loop_peeling}>} {
          %c1 = arith.constant 1 : index
          %c2 = arith.constant 2 : index
          %c64 = arith.constant 64 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.constant.load layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
          %1 = hal.interface.constant.load layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(1) : i32
          %2 = arith.index_castui %0 : i32 to index
          %3 = arith.index_castui %1 : i32 to index
          %4:2 = util.assume.int 
              %2[<umin = 262144, umax = 262144, udiv = 262144>, <umin = 131072, umax = 131072, udiv = 131072>, <umin = 262144, umax = 262144, udiv = 262144>, <umin = 0, umax = 0>, <umin = 262144, umax = 262144, udiv = 262144>, <umin = 0, umax = 0>, <umin = 262144, umax = 262144, udiv = 262144>, <umin = 0, umax = 0>], 
              %3[<umin = 393216, umax = 393216, udiv = 393216>, <umin = 524288, umax = 524288, udiv = 524288>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 524288, umax = 524288, udiv = 524288>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 524288, umax = 524288, udiv = 524288>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 524288, umax = 524288, udiv = 524288>]
            : index, index
          %5 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%4#0) flags("ReadOnly|Indirect") : memref<64x8x64xf32, strided<[512, 64, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          %6 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<4096xf32, #hal.descriptor_type<storage_buffer>>
          %7 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%4#1) flags(Indirect) : memref<8x4096xf32, strided<[4096, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          %8 = iree_codegen.load_from_buffer %5 : memref<64x8x64xf32, strided<[512, 64, 1], offset: ?>, #hal.descriptor_type<storage_buffer>> -> tensor<64x8x64xf32>
          %9 = iree_codegen.load_from_buffer %6 : memref<4096xf32, #hal.descriptor_type<storage_buffer>> -> tensor<4096xf32>
          %10 = tensor.empty() : tensor<8x4096xf32>
          %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<4096xf32>) outs(%10 : tensor<8x4096xf32>) attrs =  {lowering_config = #iree_cpu.lowering_config<distribution = [8, 512], vector_common_parallel = [1, 8]>} {
          ^bb0(%in: f32, %out: f32):
            %12 = linalg.index 0 : index
            %13 = linalg.index 1 : index
            %14 = arith.remsi %13, %c64 : index
            %15 = arith.divsi %13, %c64 : index
            %16 = arith.divui %14, %c2 : index
            %17 = arith.remui %14, %c2 : index
            %18 = math.cos %in : f32
            %19 = math.sin %in : f32
            %20 = arith.muli %16, %c2 : index
            %21 = arith.addi %20, %c1 : index
            %extracted = tensor.extract %8[%15, %12, %20] : tensor<64x8x64xf32>
            %extracted_0 = tensor.extract %8[%15, %12, %21] : tensor<64x8x64xf32>
            %22 = arith.cmpi eq, %17, %c0 : index
            %23 = arith.mulf %extracted, %18 : f32
            %24 = arith.mulf %extracted_0, %19 : f32
            %25 = arith.subf %23, %24 : f32
            %26 = arith.mulf %extracted_0, %18 : f32
            %27 = arith.mulf %extracted, %19 : f32
            %28 = arith.addf %26, %27 : f32
            %29 = arith.select %22, %25, %28 : f32
            linalg.yield %29 : f32
          } -> tensor<8x4096xf32>
          iree_codegen.store_to_buffer %11, %7 : tensor<8x4096xf32> into memref<8x4096xf32, strided<[4096, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          return
        }
        iree_codegen.dispatch_config @forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32 {
        ^bb0(%arg0: !hal.device):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  util.global private mutable @forward_bs1$async_dispatch_8_embedded_elf_x86_64_forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32_buffer : !hal.buffer
  util.initializer {
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32
    %c13778944 = arith.constant 13778944 : index
    %buffer = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%queue_affinity) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%c13778944}
    util.global.store %buffer, @forward_bs1$async_dispatch_8_embedded_elf_x86_64_forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32_buffer : !hal.buffer
    util.return
  }
  util.func public @forward_bs1$async_dispatch_8_embedded_elf_x86_64_forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32(%arg0: i32) attributes {iree.abi.stub, iree.reflection = {iree.benchmark = "dispatch"}} {
    %0 = arith.index_cast %arg0 : i32 to index
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Dispatch) affinity(%queue_affinity) : !hal.command_buffer
    %c0_i32 = arith.constant 0 : i32
    %c524288_i32 = arith.constant 524288 : i32
    %forward_bs1$async_dispatch_8_embedded_elf_x86_64_forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32_buffer = util.global.load @forward_bs1$async_dispatch_8_embedded_elf_x86_64_forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32_buffer : !hal.buffer
    %c0 = arith.constant 0 : index
    %c6881280 = arith.constant 6881280 : index
    %c16384 = arith.constant 16384 : index
    %c6897664 = arith.constant 6897664 : index
    %workgroup_x, %workgroup_y, %workgroup_z = hal.executable.calculate_workgroups device(%device : !hal.device) target(@forward_bs1$async_dispatch_8::@embedded_elf_x86_64::@forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32) : index, index, index
    %exe = hal.executable.lookup device(%device : !hal.device) executable(@forward_bs1$async_dispatch_8) : !hal.executable
    %function_id = hal.executable.lookup.function target(%exe : !hal.executable) function(@forward_bs1$async_dispatch_8::@embedded_elf_x86_64::@forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32) : i64
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %0 step %c1 {
      hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%exe : !hal.executable)[%function_id] workgroups([%workgroup_x, %workgroup_y, %workgroup_z]) constants([%c0_i32, %c524288_i32]) bindings([
        (%forward_bs1$async_dispatch_8_embedded_elf_x86_64_forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32_buffer : !hal.buffer)[%c0, %c6881280], 
        (%forward_bs1$async_dispatch_8_embedded_elf_x86_64_forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32_buffer : !hal.buffer)[%c6881280, %c16384], 
        (%forward_bs1$async_dispatch_8_embedded_elf_x86_64_forward_bs1$async_dispatch_8_elementwise_broadcast_8x4096_f32_buffer : !hal.buffer)[%c6897664, %c6881280]
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
