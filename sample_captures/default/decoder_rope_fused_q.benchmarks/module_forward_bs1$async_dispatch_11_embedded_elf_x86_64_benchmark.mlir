module {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  hal.executable private @forward_bs1$async_dispatch_11 {
    hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
      hal.executable.export public @forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32 ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32() attributes {translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>, {enable_loop_peeling}>} {
          %c0 = arith.constant 0 : index
          %c64 = arith.constant 64 : index
          %c2 = arith.constant 2 : index
          %c1 = arith.constant 1 : index
          %c524288 = arith.constant 524288 : index
          %c655360 = arith.constant 655360 : index
          %0 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c524288) flags("ReadOnly|Indirect") : memref<64x8x64xf32, strided<[512, 64, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          %1 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<4096xf32, #hal.descriptor_type<storage_buffer>>
          %2 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c655360) flags(Indirect) : memref<8x4096xf32, strided<[4096, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          %3 = iree_codegen.load_from_buffer %0 : memref<64x8x64xf32, strided<[512, 64, 1], offset: ?>, #hal.descriptor_type<storage_buffer>> -> tensor<64x8x64xf32>
          %4 = iree_codegen.load_from_buffer %1 : memref<4096xf32, #hal.descriptor_type<storage_buffer>> -> tensor<4096xf32>
          %5 = tensor.empty() : tensor<8x4096xf32>
          %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4096xf32>) outs(%5 : tensor<8x4096xf32>) attrs =  {lowering_config = #iree_cpu.lowering_config<distribution = [8, 512], vector_common_parallel = [1, 8]>} {
          ^bb0(%in: f32, %out: f32):
            %7 = linalg.index 0 : index
            %8 = linalg.index 1 : index
            %9 = arith.remsi %8, %c64 : index
            %10 = arith.divsi %8, %c64 : index
            %11 = arith.divui %9, %c2 : index
            %12 = arith.remui %9, %c2 : index
            %13 = math.cos %in : f32
            %14 = math.sin %in : f32
            %15 = arith.muli %11, %c2 : index
            %16 = arith.addi %15, %c1 : index
            %extracted = tensor.extract %3[%10, %7, %15] : tensor<64x8x64xf32>
            %extracted_0 = tensor.extract %3[%10, %7, %16] : tensor<64x8x64xf32>
            %17 = arith.cmpi eq, %12, %c0 : index
            %18 = arith.mulf %extracted, %13 : f32
            %19 = arith.mulf %extracted_0, %14 : f32
            %20 = arith.subf %18, %19 : f32
            %21 = arith.mulf %extracted_0, %13 : f32
            %22 = arith.mulf %extracted, %14 : f32
            %23 = arith.addf %21, %22 : f32
            %24 = arith.select %17, %20, %23 : f32
            linalg.yield %24 : f32
          } -> tensor<8x4096xf32>
          iree_codegen.store_to_buffer %6, %2 : tensor<8x4096xf32> into memref<8x4096xf32, strided<[4096, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          return
        }
        iree_codegen.dispatch_config @forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32 {
        ^bb0(%arg0: !hal.device):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  util.global private mutable @forward_bs1$async_dispatch_11_embedded_elf_x86_64_forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32_buffer : !hal.buffer
  util.initializer {
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32
    %c12795904 = arith.constant 12795904 : index
    %buffer = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%queue_affinity) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%c12795904}
    util.global.store %buffer, @forward_bs1$async_dispatch_11_embedded_elf_x86_64_forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32_buffer : !hal.buffer
    util.return
  }
  util.func public @forward_bs1$async_dispatch_11_embedded_elf_x86_64_forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32(%arg0: i32) attributes {iree.abi.stub, iree.reflection = {iree.benchmark = "dispatch"}} {
    %0 = arith.index_cast %arg0 : i32 to index
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Dispatch) affinity(%queue_affinity) : !hal.command_buffer
    %forward_bs1$async_dispatch_11_embedded_elf_x86_64_forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32_buffer = util.global.load @forward_bs1$async_dispatch_11_embedded_elf_x86_64_forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32_buffer : !hal.buffer
    %c0 = arith.constant 0 : index
    %c6389760 = arith.constant 6389760 : index
    %c16384 = arith.constant 16384 : index
    %c6406144 = arith.constant 6406144 : index
    %workgroup_x, %workgroup_y, %workgroup_z = hal.executable.calculate_workgroups device(%device : !hal.device) target(@forward_bs1$async_dispatch_11::@embedded_elf_x86_64::@forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32) : index, index, index
    %exe = hal.executable.lookup device(%device : !hal.device) executable(@forward_bs1$async_dispatch_11) : !hal.executable
    %function_id = hal.executable.lookup.function target(%exe : !hal.executable) function(@forward_bs1$async_dispatch_11::@embedded_elf_x86_64::@forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32) : i64
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %0 step %c1 {
      hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%exe : !hal.executable)[%function_id] workgroups([%workgroup_x, %workgroup_y, %workgroup_z]) bindings([
        (%forward_bs1$async_dispatch_11_embedded_elf_x86_64_forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32_buffer : !hal.buffer)[%c0, %c6389760], 
        (%forward_bs1$async_dispatch_11_embedded_elf_x86_64_forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32_buffer : !hal.buffer)[%c6389760, %c16384], 
        (%forward_bs1$async_dispatch_11_embedded_elf_x86_64_forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32_buffer : !hal.buffer)[%c6406144, %c6389760]
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
