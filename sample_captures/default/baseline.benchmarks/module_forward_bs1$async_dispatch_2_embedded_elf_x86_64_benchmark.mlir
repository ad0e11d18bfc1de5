module {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  hal.executable private @forward_bs1$async_dispatch_2 {
    hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
      hal.executable.export public @forward_bs1$async_dispatch_2_attention_24x64x128x128x64 ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @forward_bs1$async_dispatch_2_attention_24x64x128x128x64() attributes {translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<LinalgExtTileAndVectorize>>} {
          %cst = arith.constant 1.000000e+00 : f32
          %cst_0 = arith.constant -3.40282347E+38 : f32
          %cst_1 = arith.constant 0.000000e+00 : f32
          %cst_2 = arith.constant 8.837890e-02 : f16
          %c393216 = arith.constant 393216 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c393216) flags("ReadOnly|Indirect") : memref<24x64x128xf16, strided<[8192, 128, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          %1 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<24x64x128xf16, #hal.descriptor_type<storage_buffer>>
          %2 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<24x128x64xf16, #hal.descriptor_type<storage_buffer>>
          %3 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c0) flags(Indirect) : memref<64x24x128xf16, #hal.descriptor_type<storage_buffer>>
          %4 = iree_codegen.load_from_buffer %0 : memref<24x64x128xf16, strided<[8192, 128, 1], offset: ?>, #hal.descriptor_type<storage_buffer>> -> tensor<24x64x128xf16>
          %5 = iree_codegen.load_from_buffer %1 : memref<24x64x128xf16, #hal.descriptor_type<storage_buffer>> -> tensor<24x64x128xf16>
          %6 = iree_codegen.load_from_buffer %2 : memref<24x128x64xf16, #hal.descriptor_type<storage_buffer>> -> tensor<24x128x64xf16>
          %7 = tensor.empty() : tensor<64x24x128xf16>
          %8 = tensor.empty() : tensor<24x64x128xf32>
          %9 = tensor.empty() : tensor<24x64xf32>
          %10 = linalg.fill {lowering_config = #iree_cpu.lowering_config<vector_common_parallel = [1, 1, 8]>} ins(%cst_1 : f32) outs(%8 : tensor<24x64x128xf32>) -> tensor<24x64x128xf32>
          %11 = linalg.fill {lowering_config = #iree_cpu.lowering_config<vector_common_parallel = [1, 1]>} ins(%cst_0 : f32) outs(%9 : tensor<24x64xf32>) -> tensor<24x64xf32>
          %12 = linalg.fill {lowering_config = #iree_cpu.lowering_config<vector_common_parallel = [1, 1]>} ins(%cst_1 : f32) outs(%9 : tensor<24x64xf32>) -> tensor<24x64xf32>
          %13:3 = iree_linalg_ext.online_attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>]> {lowering_config = #iree_cpu.lowering_config<distribution = [1, 64, 64, 0, 0], vector_common_parallel = [1, 1, 8, 0, 0], vector_reduction = [0, 0, 0, 0, 1]>} ins(%4, %5, %6, %cst_2 : tensor<24x64x128xf16>, tensor<24x64x128xf16>, tensor<24x128x64xf16>, f16) outs(%10, %11, %12 : tensor<24x64x128xf32>, tensor<24x64xf32>, tensor<24x64xf32>) {
          ^bb0(%arg0: f32):
            iree_linalg_ext.yield %arg0 : f32
          } -> tensor<24x64x128xf32>, tensor<24x64xf32>, tensor<24x64xf32>
          %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13#2, %13#0 : tensor<24x64xf32>, tensor<24x64x128xf32>) outs(%7 : tensor<64x24x128xf16>) attrs =  {lowering_config = #iree_cpu.lowering_config<vector_common_parallel = [1, 1, 8]>} {
          ^bb0(%in: f32, %in_3: f32, %out: f16):
            %15 = arith.divf %cst, %in : f32
            %16 = arith.mulf %15, %in_3 : f32
            %17 = arith.truncf %16 : f32 to f16
            linalg.yield %17 : f16
          } -> tensor<64x24x128xf16>
          iree_codegen.store_to_buffer %14, %3 : tensor<64x24x128xf16> into memref<64x24x128xf16, #hal.descriptor_type<storage_buffer>>
          return
        }
        iree_codegen.dispatch_config @forward_bs1$async_dispatch_2_attention_24x64x128x128x64 {
        ^bb0(%arg0: !hal.device):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  util.global private mutable @forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_attention_24x64x128x128x64_buffer : !hal.buffer
  util.initializer {
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %allocator = hal.device.allocator<%device : !hal.device> : !hal.allocator
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32
    %c1572864 = arith.constant 1572864 : index
    %buffer = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%queue_affinity) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%c1572864}
    util.global.store %buffer, @forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_attention_24x64x128x128x64_buffer : !hal.buffer
    util.return
  }
  util.func public @forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_attention_24x64x128x128x64(%arg0: i32) attributes {iree.abi.stub, iree.reflection = {iree.benchmark = "dispatch"}} {
    %0 = arith.index_cast %arg0 : i32 to index
    %device, %queue_affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, i64
    %cmd = hal.command_buffer.create device(%device : !hal.device) mode("OneShot|AllowInlineExecution") categories(Dispatch) affinity(%queue_affinity) : !hal.command_buffer
    %forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_attention_24x64x128x128x64_buffer = util.global.load @forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_attention_24x64x128x128x64_buffer : !hal.buffer
    %c0 = arith.constant 0 : index
    %c786432 = arith.constant 786432 : index
    %c393216 = arith.constant 393216 : index
    %c1179648 = arith.constant 1179648 : index
    %workgroup_x, %workgroup_y, %workgroup_z = hal.executable.calculate_workgroups device(%device : !hal.device) target(@forward_bs1$async_dispatch_2::@embedded_elf_x86_64::@forward_bs1$async_dispatch_2_attention_24x64x128x128x64) : index, index, index
    %exe = hal.executable.lookup device(%device : !hal.device) executable(@forward_bs1$async_dispatch_2) : !hal.executable
    %function_id = hal.executable.lookup.function target(%exe : !hal.executable) function(@forward_bs1$async_dispatch_2::@embedded_elf_x86_64::@forward_bs1$async_dispatch_2_attention_24x64x128x128x64) : i64
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %0 step %c1 {
      hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%exe : !hal.executable)[%function_id] workgroups([%workgroup_x, %workgroup_y, %workgroup_z]) bindings([
        (%forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_attention_24x64x128x128x64_buffer : !hal.buffer)[%c0, %c786432], 
        (%forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_attention_24x64x128x128x64_buffer : !hal.buffer)[%c786432, %c393216], 
        (%forward_bs1$async_dispatch_2_embedded_elf_x86_64_forward_bs1$async_dispatch_2_attention_24x64x128x128x64_buffer : !hal.buffer)[%c1179648, %c393216]
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
