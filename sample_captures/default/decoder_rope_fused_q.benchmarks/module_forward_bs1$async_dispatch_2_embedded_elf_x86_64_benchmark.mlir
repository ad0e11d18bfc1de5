module {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  hal.executable private @forward_bs1$async_dispatch_2 {
    hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
      hal.executable.export public @forward_bs1$async_dispatch_2_pack_f32 ordinal(0) layout(#hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @forward_bs1$async_dispatch_2_pack_f32() attributes {translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DataTiling>>} {
          %c0 = arith.constant 0 : index
          %0 = hal.interface.constant.load layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
          %1 = arith.index_castui %0 : i32 to index
          %2 = util.assume.int %1[<umin = 262144, umax = 262144, udiv = 262144>, <umin = 1441792, umax = 1441792, udiv = 1441792>, <umin = 655360, umax = 655360, udiv = 655360>, <umin = 524288, umax = 524288, udiv = 524288>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 524288, umax = 524288, udiv = 524288>, <umin = 655360, umax = 655360, udiv = 655360>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 262144, umax = 262144, udiv = 262144>, <umin = 1441792, umax = 1441792, udiv = 1441792>, <umin = 655360, umax = 655360, udiv = 655360>, <umin = 524288, umax = 524288, udiv = 524288>, <umin = 262144, umax = 262144, udiv = 262144>, <umin = 1441792, umax = 1441792, udiv = 1441792>, <umin = 655360, umax = 655360, udiv = 655360>, <umin = 524288, umax = 524288, udiv = 524288>] : index
          %3 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<512x512xf32, #hal.descriptor_type<storage_buffer>>
          %4 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%2) flags(Indirect) : memref<64x512x8x1xf32, strided<[4096, 8, 1, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          %5 = iree_codegen.load_from_buffer %3 : memref<512x512xf32, #hal.descriptor_type<storage_buffer>> -> tensor<512x512xf32>
          %6 = tensor.empty() : tensor<64x512x8x1xf32>
          %pack = linalg.pack %5 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 1] into %6 {lowering_config = #iree_cpu.lowering_config<distribution = [32, 64], vector_common_parallel = [1, 1]>} : tensor<512x512xf32> -> tensor<64x512x8x1xf32>
          iree_codegen.store_to_buffer %pack, %4 : tensor<64x512x8x1xf32> into memref<64x512x8x1xf32, strided<[4096, 8, 1, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          return
        }
        iree_codegen.dispatch_config @forward_bs1$async_dispatch_2_pack_f32 {
        ^bb0(%arg0: !hal.device):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  util.global private mutable @forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_pack_f32_buffer : !hal.buffer
  util.initializer {
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32
    %c7438336 = arith.constant 7438336 : index
    %buffer = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%queue_affinity) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%c7438336}
    util.global.store %buffer, @forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_pack_f32_buffer : !hal.buffer
    util.return
  }
  util.func public @forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_pack_f32(%arg0: i32) attributes {iree.abi.stub, iree.reflection = {iree.benchmark = "dispatch"}} {
    %0 = arith.index_cast %arg0 : i32 to index
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Dispatch) affinity(%queue_affinity) : !hal.command_buffer
    %c524288_i32 = arith.constant 524288 : i32
    %forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_pack_f32_buffer = util.global.load @forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_pack_f32_buffer : !hal.buffer
    %c0 = arith.constant 0 : index
    %c1048576 = arith.constant 1048576 : index
    %c6389760 = arith.constant 6389760 : index
    %workgroup_x, %workgroup_y, %workgroup_z = hal.executable.calculate_workgroups device(%device : !hal.device) target(@forward_bs1$async_dispatch_2::@embedded_elf_x86_64::@forward_bs1$async_dispatch_2_pack_f32) : index, index, index
    %exe = hal.executable.lookup device(%device : !hal.device) executable(@forward_bs1$async_dispatch_2) : !hal.executable
    %function_id = hal.executable.lookup.function target(%exe : !hal.executable) function(@forward_bs1$async_dispatch_2::@embedded_elf_x86_64::@forward_bs1$async_dispatch_2_pack_f32) : i64
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %0 step %c1 {
      hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%exe : !hal.executable)[%function_id] workgroups([%workgroup_x, %workgroup_y, %workgroup_z]) constants([%c524288_i32]) bindings([
        (%forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_pack_f32_buffer : !hal.buffer)[%c0, %c1048576], 
        (%forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_pack_f32_buffer : !hal.buffer)[%c1048576, %c6389760]
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
