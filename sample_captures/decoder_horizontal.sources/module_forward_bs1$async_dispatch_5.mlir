hal.executable public @forward_bs1$async_dispatch_5 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @forward_bs1$async_dispatch_5_horizontal_multi_contract_8x64x8x8x512x1_f32 ordinal(0) layout(#hal.pipeline.layout<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_bs1$async_dispatch_5_horizontal_multi_contract_8x64x8x8x512x1_f32() {
        %cst = arith.constant 0.000000e+00 : f32
        %c3538944 = arith.constant 3538944 : index
        %c3670016 = arith.constant 3670016 : index
        %0 = hal.interface.constant.load layout(<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
        %1 = hal.interface.constant.load layout(<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(1) : i32
        %2 = hal.interface.constant.load layout(<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(2) : i32
        %3 = hal.interface.constant.load layout(<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(3) : i32
        %4 = hal.interface.constant.load layout(<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(4) : i32
        %5 = arith.index_castui %0 : i32 to index
        %6 = arith.index_castui %1 : i32 to index
        %7 = arith.index_castui %2 : i32 to index
        %8 = arith.index_castui %3 : i32 to index
        %9 = arith.index_castui %4 : i32 to index
        %10:5 = util.assume.int 
            %5[<umin = 131072, umax = 131072, udiv = 131072>, <umin = 0, umax = 0>, <umin = 0, umax = 0>, <umin = 0, umax = 0>], 
            %6[<umin = 262144, umax = 262144, udiv = 262144>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 393216, umax = 393216, udiv = 393216>], 
            %7[<umin = 1310720, umax = 1310720, udiv = 1310720>, <umin = 1441792, umax = 1441792, udiv = 1441792>, <umin = 1441792, umax = 1441792, udiv = 1441792>, <umin = 1441792, umax = 1441792, udiv = 1441792>], 
            %8[<umin = 2359296, umax = 2359296, udiv = 2359296>, <umin = 2490368, umax = 2490368, udiv = 2490368>, <umin = 2490368, umax = 2490368, udiv = 2490368>, <umin = 2490368, umax = 2490368, udiv = 2490368>], 
            %9[<umin = 3407872, umax = 3407872, udiv = 3407872>, <umin = 131072, umax = 131072, udiv = 131072>, <umin = 131072, umax = 131072, udiv = 131072>, <umin = 131072, umax = 131072, udiv = 131072>]
          : index, index, index, index, index
        %11 = hal.interface.binding.subspan layout(<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%10#0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x512x8x1xf32>>
        %12 = hal.interface.binding.subspan layout(<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%10#1) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x512x8x1xf32>>
        %13 = hal.interface.binding.subspan layout(<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%10#2) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x512x8x1xf32>>
        %14 = hal.interface.binding.subspan layout(<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%10#3) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x512x8x1xf32>>
        %15 = hal.interface.binding.subspan layout(<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%10#4) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64x8x8xf32>>
        %16 = hal.interface.binding.subspan layout(<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c3538944) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64x8x8xf32>>
        %17 = hal.interface.binding.subspan layout(<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(3) alignment(64) offset(%c3670016) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64x8x8xf32>>
        %18 = iree_tensor_ext.dispatch.tensor.load %11, offsets = [0, 0, 0, 0], sizes = [8, 512, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x512x8x1xf32>> -> tensor<8x512x8x1xf32>
        %19 = iree_tensor_ext.dispatch.tensor.load %12, offsets = [0, 0, 0, 0], sizes = [64, 512, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x512x8x1xf32>> -> tensor<64x512x8x1xf32>
        %20 = iree_tensor_ext.dispatch.tensor.load %13, offsets = [0, 0, 0, 0], sizes = [64, 512, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x512x8x1xf32>> -> tensor<64x512x8x1xf32>
        %21 = iree_tensor_ext.dispatch.tensor.load %14, offsets = [0, 0, 0, 0], sizes = [64, 512, 8, 1], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x512x8x1xf32>> -> tensor<64x512x8x1xf32>
        %22 = tensor.empty() : tensor<8x64x8x8xf32>
        %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<8x64x8x8xf32>) -> tensor<8x64x8x8xf32>
        %24:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%18, %19, %20, %21 : tensor<8x512x8x1xf32>, tensor<64x512x8x1xf32>, tensor<64x512x8x1xf32>, tensor<64x512x8x1xf32>) outs(%23, %23, %23 : tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %out: f32, %out_3: f32, %out_4: f32):
          %25 = arith.mulf %in, %in_0 : f32
          %26 = arith.addf %out, %25 : f32
          %27 = arith.mulf %in, %in_1 : f32
          %28 = arith.addf %out_3, %27 : f32
          %29 = arith.mulf %in, %in_2 : f32
          %30 = arith.addf %out_4, %29 : f32
          linalg.yield %26, %28, %30 : f32, f32, f32
        } -> (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>)
        iree_tensor_ext.dispatch.tensor.store %24#0, %15, offsets = [0, 0, 0, 0], sizes = [8, 64, 8, 8], strides = [1, 1, 1, 1] : tensor<8x64x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64x8x8xf32>>
        iree_tensor_ext.dispatch.tensor.store %24#1, %16, offsets = [0, 0, 0, 0], sizes = [8, 64, 8, 8], strides = [1, 1, 1, 1] : tensor<8x64x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64x8x8xf32>>
        iree_tensor_ext.dispatch.tensor.store %24#2, %17, offsets = [0, 0, 0, 0], sizes = [8, 64, 8, 8], strides = [1, 1, 1, 1] : tensor<8x64x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64x8x8xf32>>
        return
      }
    }
  }
}
