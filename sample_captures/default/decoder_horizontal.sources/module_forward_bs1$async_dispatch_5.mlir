hal.executable public @forward_bs1$async_dispatch_5 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @forward_bs1$async_dispatch_5_horizontal_multi_contract_8x64x8x8x512x1_f32 ordinal(0) layout(#hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_bs1$async_dispatch_5_horizontal_multi_contract_8x64x8x8x512x1_f32() {
        %cst = arith.constant 0.000000e+00 : f32
        %c262144 = arith.constant 262144 : index
        %c1310720 = arith.constant 1310720 : index
        %c2359296 = arith.constant 2359296 : index
        %c3407872 = arith.constant 3407872 : index
        %c3538944 = arith.constant 3538944 : index
        %c3670016 = arith.constant 3670016 : index
        %0 = hal.interface.constant.load layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
        %1 = arith.index_castui %0 : i32 to index
        %2 = util.assume.int %1[<umin = 131072, umax = 131072, udiv = 131072>, <umin = 0, umax = 0>, <umin = 0, umax = 0>, <umin = 0, umax = 0>] : index
        %3 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%2) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x512x8x1xf32>>
        %4 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c262144) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x512x8x1xf32>>
        %5 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c1310720) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x512x8x1xf32>>
        %6 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c2359296) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x512x8x1xf32>>
        %7 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c3407872) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64x8x8xf32>>
        %8 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c3538944) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64x8x8xf32>>
        %9 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(3) alignment(64) offset(%c3670016) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64x8x8xf32>>
        %10 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0, 0, 0], sizes = [8, 512, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x512x8x1xf32>> -> tensor<8x512x8x1xf32>
        %11 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0, 0, 0], sizes = [64, 512, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x512x8x1xf32>> -> tensor<64x512x8x1xf32>
        %12 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0, 0, 0, 0], sizes = [64, 512, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x512x8x1xf32>> -> tensor<64x512x8x1xf32>
        %13 = iree_tensor_ext.dispatch.tensor.load %6, offsets = [0, 0, 0, 0], sizes = [64, 512, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x512x8x1xf32>> -> tensor<64x512x8x1xf32>
        %14 = tensor.empty() : tensor<8x64x8x8xf32>
        %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<8x64x8x8xf32>) -> tensor<8x64x8x8xf32>
        %16:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%10, %11, %12, %13 : tensor<8x512x8x1xf32>, tensor<64x512x8x1xf32>, tensor<64x512x8x1xf32>, tensor<64x512x8x1xf32>) outs(%15, %15, %15 : tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %out: f32, %out_3: f32, %out_4: f32):
          %17 = arith.mulf %in, %in_0 : f32
          %18 = arith.addf %out, %17 : f32
          %19 = arith.mulf %in, %in_1 : f32
          %20 = arith.addf %out_3, %19 : f32
          %21 = arith.mulf %in, %in_2 : f32
          %22 = arith.addf %out_4, %21 : f32
          linalg.yield %18, %20, %22 : f32, f32, f32
        } -> (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>)
        iree_tensor_ext.dispatch.tensor.store %16#0, %7, offsets = [0, 0, 0, 0], sizes = [8, 64, 8, 8], strides = [1, 1, 1, 1] : tensor<8x64x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64x8x8xf32>>
        iree_tensor_ext.dispatch.tensor.store %16#1, %8, offsets = [0, 0, 0, 0], sizes = [8, 64, 8, 8], strides = [1, 1, 1, 1] : tensor<8x64x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64x8x8xf32>>
        iree_tensor_ext.dispatch.tensor.store %16#2, %9, offsets = [0, 0, 0, 0], sizes = [8, 64, 8, 8], strides = [1, 1, 1, 1] : tensor<8x64x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64x8x8xf32>>
        return
      }
    }
  }
}
