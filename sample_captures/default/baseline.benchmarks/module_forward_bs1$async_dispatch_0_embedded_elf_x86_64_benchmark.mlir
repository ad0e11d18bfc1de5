module {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  hal.executable private @forward_bs1$async_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
      hal.executable.export public @forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16 ordinal(0) layout(#hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16() attributes {translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>, {enable_loop_peeling}>} {
          %c1 = arith.constant 1 : index
          %c2 = arith.constant 2 : index
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.constant.load layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
          %1 = arith.index_castui %0 : i32 to index
          %2 = util.assume.int %1[<umin = 0, umax = 0>, <umin = 393216, umax = 393216, udiv = 393216>] : index
          %3 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<64x24x128xf16, #hal.descriptor_type<storage_buffer>>
          %4 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<8192xf32, #hal.descriptor_type<storage_buffer>>
          %5 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<8192xf32, #hal.descriptor_type<storage_buffer>>
          %6 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(3) alignment(64) offset(%2) flags(Indirect) : memref<24x8192xf16, strided<[8192, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          %7 = iree_codegen.load_from_buffer %3 : memref<64x24x128xf16, #hal.descriptor_type<storage_buffer>> -> tensor<64x24x128xf16>
          %8 = iree_codegen.load_from_buffer %4 : memref<8192xf32, #hal.descriptor_type<storage_buffer>> -> tensor<8192xf32>
          %9 = iree_codegen.load_from_buffer %5 : memref<8192xf32, #hal.descriptor_type<storage_buffer>> -> tensor<8192xf32>
          %10 = tensor.empty() : tensor<24x8192xf16>
          %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %9 : tensor<8192xf32>, tensor<8192xf32>) outs(%10 : tensor<24x8192xf16>) attrs =  {lowering_config = #iree_cpu.lowering_config<distribution = [24, 256], vector_common_parallel = [1, 8]>} {
          ^bb0(%in: f32, %in_0: f32, %out: f16):
            %12 = linalg.index 0 : index
            %13 = linalg.index 1 : index
            %14 = arith.remsi %13, %c128 : index
            %15 = arith.divsi %13, %c128 : index
            %16 = arith.divui %14, %c2 : index
            %17 = arith.remui %14, %c2 : index
            %18 = arith.muli %16, %c2 : index
            %19 = arith.addi %18, %c1 : index
            %extracted = tensor.extract %7[%15, %12, %18] : tensor<64x24x128xf16>
            %extracted_1 = tensor.extract %7[%15, %12, %19] : tensor<64x24x128xf16>
            %20 = arith.extf %extracted : f16 to f32
            %21 = arith.extf %extracted_1 : f16 to f32
            %22 = arith.cmpi eq, %17, %c0 : index
            %23 = arith.mulf %20, %in : f32
            %24 = arith.mulf %21, %in_0 : f32
            %25 = arith.subf %23, %24 : f32
            %26 = arith.mulf %21, %in : f32
            %27 = arith.mulf %20, %in_0 : f32
            %28 = arith.addf %26, %27 : f32
            %29 = arith.select %22, %25, %28 : f32
            %30 = arith.truncf %29 : f32 to f16
            linalg.yield %30 : f16
          } -> tensor<24x8192xf16>
          iree_codegen.store_to_buffer %11, %6 : tensor<24x8192xf16> into memref<24x8192xf16, strided<[8192, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          return
        }
        iree_codegen.dispatch_config @forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16 {
        ^bb0(%arg0: !hal.device):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  util.global private mutable @forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16_buffer : !hal.buffer
  util.initializer {
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32
    %c1245184 = arith.constant 1245184 : index
    %buffer = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%queue_affinity) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%c1245184}
    util.global.store %buffer, @forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16_buffer : !hal.buffer
    util.return
  }
  util.func public @forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16(%arg0: i32) attributes {iree.abi.stub, iree.reflection = {iree.benchmark = "dispatch"}} {
    %0 = arith.index_cast %arg0 : i32 to index
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Dispatch) affinity(%queue_affinity) : !hal.command_buffer
    %c393216_i32 = arith.constant 393216 : i32
    %forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16_buffer = util.global.load @forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16_buffer : !hal.buffer
    %c0 = arith.constant 0 : index
    %c393216 = arith.constant 393216 : index
    %c32768 = arith.constant 32768 : index
    %c425984 = arith.constant 425984 : index
    %c458752 = arith.constant 458752 : index
    %c786432 = arith.constant 786432 : index
    %workgroup_x, %workgroup_y, %workgroup_z = hal.executable.calculate_workgroups device(%device : !hal.device) target(@forward_bs1$async_dispatch_0::@embedded_elf_x86_64::@forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16) : index, index, index
    %exe = hal.executable.lookup device(%device : !hal.device) executable(@forward_bs1$async_dispatch_0) : !hal.executable
    %function_id = hal.executable.lookup.function target(%exe : !hal.executable) function(@forward_bs1$async_dispatch_0::@embedded_elf_x86_64::@forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16) : i64
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %0 step %c1 {
      hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%exe : !hal.executable)[%function_id] workgroups([%workgroup_x, %workgroup_y, %workgroup_z]) constants([%c393216_i32]) bindings([
        (%forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16_buffer : !hal.buffer)[%c0, %c393216], 
        (%forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16_buffer : !hal.buffer)[%c393216, %c32768], 
        (%forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16_buffer : !hal.buffer)[%c425984, %c32768], 
        (%forward_bs1$async_dispatch_0_embedded_elf_x86_64_forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16_buffer : !hal.buffer)[%c458752, %c786432]
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
