module {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  hal.executable private @forward_bs1$async_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
      hal.executable.export public @forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16 ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16() attributes {translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>, {enable_loop_peeling}>} {
          %c0 = arith.constant 0 : index
          %c2 = arith.constant 2 : index
          %c1 = arith.constant 1 : index
          %0 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<64x24x128xf16, #hal.descriptor_type<storage_buffer>>
          %1 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<128x64xf32, #hal.descriptor_type<storage_buffer>>
          %2 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c0) flags(Indirect) : memref<24x64x128xf16, #hal.descriptor_type<storage_buffer>>
          %3 = iree_codegen.load_from_buffer %0 : memref<64x24x128xf16, #hal.descriptor_type<storage_buffer>> -> tensor<64x24x128xf16>
          %4 = iree_codegen.load_from_buffer %1 : memref<128x64xf32, #hal.descriptor_type<storage_buffer>> -> tensor<128x64xf32>
          %5 = tensor.empty() : tensor<24x64x128xf16>
          %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<128x64xf32>) outs(%5 : tensor<24x64x128xf16>) attrs =  {lowering_config = #iree_cpu.lowering_config<distribution = [4, 64, 64], vector_common_parallel = [1, 1, 8]>} {
          ^bb0(%in: f32, %out: f16):
            %7 = linalg.index 0 : index
            %8 = linalg.index 1 : index
            %9 = linalg.index 2 : index
            %10 = arith.divui %9, %c2 : index
            %11 = arith.remui %9, %c2 : index
            %12 = math.cos %in : f32
            %13 = math.sin %in : f32
            %14 = arith.muli %10, %c2 : index
            %15 = arith.addi %14, %c1 : index
            %extracted = tensor.extract %3[%8, %7, %14] : tensor<64x24x128xf16>
            %extracted_0 = tensor.extract %3[%8, %7, %15] : tensor<64x24x128xf16>
            %16 = arith.extf %extracted : f16 to f32
            %17 = arith.extf %extracted_0 : f16 to f32
            %18 = arith.cmpi eq, %11, %c0 : index
            %19 = arith.mulf %16, %12 : f32
            %20 = arith.mulf %17, %13 : f32
            %21 = arith.subf %19, %20 : f32
            %22 = arith.mulf %17, %12 : f32
            %23 = arith.mulf %16, %13 : f32
            %24 = arith.addf %22, %23 : f32
            %25 = arith.select %18, %21, %24 : f32
            %26 = arith.truncf %25 : f32 to f16
            linalg.yield %26 : f16
          } -> tensor<24x64x128xf16>
          iree_codegen.store_to_buffer %6, %2 : tensor<24x64x128xf16> into memref<24x64x128xf16, #hal.descriptor_type<storage_buffer>>
          return
        }
        iree_codegen.dispatch_config @forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16 {
        ^bb0(%arg0: !hal.device):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  util.global private mutable @forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16_buffer : !hal.buffer
  util.initializer {
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32
    %c819200 = arith.constant 819200 : index
    %buffer = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%queue_affinity) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%c819200}
    util.global.store %buffer, @forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16_buffer : !hal.buffer
    util.return
  }
  util.func public @forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16(%arg0: i32) attributes {iree.abi.stub, iree.reflection = {iree.benchmark = "dispatch"}} {
    %0 = arith.index_cast %arg0 : i32 to index
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Dispatch) affinity(%queue_affinity) : !hal.command_buffer
    %forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16_buffer = util.global.load @forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16_buffer : !hal.buffer
    %c0 = arith.constant 0 : index
    %c393216 = arith.constant 393216 : index
    %c32768 = arith.constant 32768 : index
    %c425984 = arith.constant 425984 : index
    %workgroup_x, %workgroup_y, %workgroup_z = hal.executable.calculate_workgroups device(%device : !hal.device) target(@forward_bs1$async_dispatch_0::@embedded_elf_x86_64::@forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16) : index, index, index
    %exe = hal.executable.lookup device(%device : !hal.device) executable(@forward_bs1$async_dispatch_0) : !hal.executable
    %function_id = hal.executable.lookup.function target(%exe : !hal.executable) function(@forward_bs1$async_dispatch_0::@embedded_elf_x86_64::@forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16) : i64
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %0 step %c1 {
      hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%exe : !hal.executable)[%function_id] workgroups([%workgroup_x, %workgroup_y, %workgroup_z]) bindings([
        (%forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16_buffer : !hal.buffer)[%c0, %c393216], 
        (%forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16_buffer : !hal.buffer)[%c393216, %c32768], 
        (%forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16_buffer : !hal.buffer)[%c425984, %c393216]
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
