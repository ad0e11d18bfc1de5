hal.executable public @forward_bs1$async_dispatch_19 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @forward_bs1$async_dispatch_19_horizontal_multi_contract_8x176x8x8x512x1_f32 ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_bs1$async_dispatch_19_horizontal_multi_contract_8x176x8x8x512x1_f32() {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %c393216 = arith.constant 393216 : index
        %c3276800 = arith.constant 3276800 : index
        %c6160384 = arith.constant 6160384 : index
        %c6520832 = arith.constant 6520832 : index
        %0 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x512x8x1xf32>>
        %1 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c393216) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<176x512x8x1xf32>>
        %2 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c3276800) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<176x512x8x1xf32>>
        %3 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c6160384) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x176x8x8xf32>>
        %4 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c6520832) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x176x8x8xf32>>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [8, 512, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x512x8x1xf32>> -> tensor<8x512x8x1xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [176, 512, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<176x512x8x1xf32>> -> tensor<176x512x8x1xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0, 0], sizes = [176, 512, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<176x512x8x1xf32>> -> tensor<176x512x8x1xf32>
        %8 = tensor.empty() : tensor<8x176x8x8xf32>
        %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<8x176x8x8xf32>) -> tensor<8x176x8x8xf32>
        %10:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%5, %6, %7 : tensor<8x512x8x1xf32>, tensor<176x512x8x1xf32>, tensor<176x512x8x1xf32>) outs(%9, %9 : tensor<8x176x8x8xf32>, tensor<8x176x8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32, %out_2: f32):
          %11 = arith.mulf %in, %in_0 : f32
          %12 = arith.addf %out, %11 : f32
          %13 = arith.mulf %in, %in_1 : f32
          %14 = arith.addf %out_2, %13 : f32
          linalg.yield %12, %14 : f32, f32
        } -> (tensor<8x176x8x8xf32>, tensor<8x176x8x8xf32>)
        iree_tensor_ext.dispatch.tensor.store %10#0, %3, offsets = [0, 0, 0, 0], sizes = [8, 176, 8, 8], strides = [1, 1, 1, 1] : tensor<8x176x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x176x8x8xf32>>
        iree_tensor_ext.dispatch.tensor.store %10#1, %4, offsets = [0, 0, 0, 0], sizes = [8, 176, 8, 8], strides = [1, 1, 1, 1] : tensor<8x176x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x176x8x8xf32>>
        return
      }
    }
  }
}
