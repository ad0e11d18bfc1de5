hal.executable public @forward_bs1$async_dispatch_12 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @forward_bs1$async_dispatch_12_attention_8x64x64x64x64 ordinal(0) layout(#hal.pipeline.layout<constants = 3, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_bs1$async_dispatch_12_attention_8x64x64x64x64() {
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        %cst = arith.constant 1.250000e-01 : f32
        %c0 = arith.constant 0 : index
        %c655360 = arith.constant 655360 : index
        %0 = hal.interface.constant.load layout(<constants = 3, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
        %1 = hal.interface.constant.load layout(<constants = 3, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(1) : i32
        %2 = hal.interface.constant.load layout(<constants = 3, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(2) : i32
        %3 = arith.index_castui %0 : i32 to index
        %4 = arith.index_castui %1 : i32 to index
        %5 = arith.index_castui %2 : i32 to index
        %6:3 = util.assume.int 
            %3[<umin = 262144, umax = 262144, udiv = 262144>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 262144, umax = 262144, udiv = 262144>, <umin = 262144, umax = 262144, udiv = 262144>], 
            %4[<umin = 131072, umax = 131072, udiv = 131072>, <umin = 0, umax = 0>, <umin = 0, umax = 0>, <umin = 0, umax = 0>], 
            %5[<umin = 393216, umax = 393216, udiv = 393216>, <umin = 131072, umax = 131072, udiv = 131072>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 393216, umax = 393216, udiv = 393216>]
          : index, index, index
        %7 = hal.interface.binding.subspan layout(<constants = 3, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%6#0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x8x64xf32>>
        %8 = hal.interface.binding.subspan layout(<constants = 3, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>>
        %9 = hal.interface.binding.subspan layout(<constants = 3, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c655360) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64x64xf32>>
        %10 = hal.interface.binding.subspan layout(<constants = 3, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%6#1) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64x64xf32>>
        %11 = hal.interface.binding.subspan layout(<constants = 3, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%6#2) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64x8x64xf32>>
        %12 = iree_tensor_ext.dispatch.tensor.load %7, offsets = [0, 0, 0], sizes = [64, 8, 64], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x8x64xf32>> -> tensor<64x8x64xf32>
        %13 = iree_tensor_ext.dispatch.tensor.load %8, offsets = [0, 0], sizes = [64, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x64xf32>> -> tensor<64x64xf32>
        %14 = iree_tensor_ext.dispatch.tensor.load %9, offsets = [0, 0, 0], sizes = [8, 64, 64], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64x64xf32>> -> tensor<8x64x64xf32>
        %15 = iree_tensor_ext.dispatch.tensor.load %10, offsets = [0, 0, 0], sizes = [8, 64, 64], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64x64xf32>> -> tensor<8x64x64xf32>
        %16 = tensor.empty() : tensor<64x8x64xf32>
        %17 = tensor.empty() : tensor<8x64x64xf32>
        %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<64x64xf32>) outs(%17 : tensor<8x64x64xf32>) {
        ^bb0(%in: f32, %out: f32):
          %21 = linalg.index 0 : index
          %22 = linalg.index 1 : index
          %23 = linalg.index 2 : index
          %24 = arith.divui %23, %c2 : index
          %25 = arith.remui %23, %c2 : index
          %26 = math.cos %in : f32
          %27 = math.sin %in : f32
          %28 = arith.muli %24, %c2 : index
          %29 = arith.addi %28, %c1 : index
          %extracted = tensor.extract %12[%22, %21, %28] : tensor<64x8x64xf32>
          %extracted_0 = tensor.extract %12[%22, %21, %29] : tensor<64x8x64xf32>
          %30 = arith.cmpi eq, %25, %c0 : index
          %31 = arith.mulf %extracted, %26 : f32
          %32 = arith.mulf %extracted_0, %27 : f32
          %33 = arith.subf %31, %32 : f32
          %34 = arith.mulf %extracted_0, %26 : f32
          %35 = arith.mulf %extracted, %27 : f32
          %36 = arith.addf %34, %35 : f32
          %37 = arith.select %30, %33, %36 : f32
          linalg.yield %37 : f32
        } -> tensor<8x64x64xf32>
        %19 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%18, %14, %15, %cst : tensor<8x64x64xf32>, tensor<8x64x64xf32>, tensor<8x64x64xf32>, f32) outs(%17 : tensor<8x64x64xf32>) {
        ^bb0(%arg0: f32):
          iree_linalg_ext.yield %arg0 : f32
        } -> tensor<8x64x64xf32>
        %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<8x64x64xf32>) outs(%16 : tensor<64x8x64xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<64x8x64xf32>
        iree_tensor_ext.dispatch.tensor.store %20, %11, offsets = [0, 0, 0], sizes = [64, 8, 64], strides = [1, 1, 1] : tensor<64x8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64x8x64xf32>>
        return
      }
    }
  }
}
