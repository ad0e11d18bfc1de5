module {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  hal.executable private @forward_bs1$async_dispatch_104 {
    hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
      hal.executable.export public @forward_bs1$async_dispatch_104_unpack_f32 ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @forward_bs1$async_dispatch_104_unpack_f32() attributes {translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DataTiling>>} {
          %c4456448 = arith.constant 4456448 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c4456448) flags("ReadOnly|Indirect") : memref<8x256x8x8xf32, strided<[16384, 64, 8, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          %1 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags(Indirect) : memref<64x2048xf32, #hal.descriptor_type<storage_buffer>>
          %2 = iree_codegen.load_from_buffer %0 : memref<8x256x8x8xf32, strided<[16384, 64, 8, 1], offset: ?>, #hal.descriptor_type<storage_buffer>> -> tensor<8x256x8x8xf32>
          %3 = tensor.empty() : tensor<64x2048xf32>
          %unpack = linalg.unpack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %3 {lowering_config = #iree_cpu.lowering_config<distribution = [64, 64], vector_common_parallel = [8, 8]>} : tensor<8x256x8x8xf32> -> tensor<64x2048xf32>
          iree_codegen.store_to_buffer %unpack, %1 : tensor<64x2048xf32> into memref<64x2048xf32, #hal.descriptor_type<storage_buffer>>
          return
        }
        iree_codegen.dispatch_config @forward_bs1$async_dispatch_104_unpack_f32 {
        ^bb0(%arg0: !hal.device):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  util.global private mutable @forward_bs1$async_dispatch_104_embedded_elf_x86_64_forward_bs1$async_dispatch_104_unpack_f32_buffer : !hal.buffer
  util.initializer {
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32
    %c6914048 = arith.constant 6914048 : index
    %buffer = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%queue_affinity) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%c6914048}
    util.global.store %buffer, @forward_bs1$async_dispatch_104_embedded_elf_x86_64_forward_bs1$async_dispatch_104_unpack_f32_buffer : !hal.buffer
    util.return
  }
  util.func public @forward_bs1$async_dispatch_104_embedded_elf_x86_64_forward_bs1$async_dispatch_104_unpack_f32(%arg0: i32) attributes {iree.abi.stub, iree.reflection = {iree.benchmark = "dispatch"}} {
    %0 = arith.index_cast %arg0 : i32 to index
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Dispatch) affinity(%queue_affinity) : !hal.command_buffer
    %forward_bs1$async_dispatch_104_embedded_elf_x86_64_forward_bs1$async_dispatch_104_unpack_f32_buffer = util.global.load @forward_bs1$async_dispatch_104_embedded_elf_x86_64_forward_bs1$async_dispatch_104_unpack_f32_buffer : !hal.buffer
    %c0 = arith.constant 0 : index
    %c6389760 = arith.constant 6389760 : index
    %c524288 = arith.constant 524288 : index
    %workgroup_x, %workgroup_y, %workgroup_z = hal.executable.calculate_workgroups device(%device : !hal.device) target(@forward_bs1$async_dispatch_104::@embedded_elf_x86_64::@forward_bs1$async_dispatch_104_unpack_f32) : index, index, index
    %exe = hal.executable.lookup device(%device : !hal.device) executable(@forward_bs1$async_dispatch_104) : !hal.executable
    %function_id = hal.executable.lookup.function target(%exe : !hal.executable) function(@forward_bs1$async_dispatch_104::@embedded_elf_x86_64::@forward_bs1$async_dispatch_104_unpack_f32) : i64
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %0 step %c1 {
      hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%exe : !hal.executable)[%function_id] workgroups([%workgroup_x, %workgroup_y, %workgroup_z]) bindings([
        (%forward_bs1$async_dispatch_104_embedded_elf_x86_64_forward_bs1$async_dispatch_104_unpack_f32_buffer : !hal.buffer)[%c0, %c6389760], 
        (%forward_bs1$async_dispatch_104_embedded_elf_x86_64_forward_bs1$async_dispatch_104_unpack_f32_buffer : !hal.buffer)[%c6389760, %c524288]
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
