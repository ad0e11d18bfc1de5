hal.executable public @forward_bs1$async_dispatch_0 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @forward_bs1$async_dispatch_0_attention_24x1x64x128x1x128x64 ordinal(0) layout(#hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_bs1$async_dispatch_0_attention_24x1x64x128x1x128x64() {
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        %cst = arith.constant 8.837890e-02 : f16
        %c0 = arith.constant 0 : index
        %0 = hal.interface.constant.load layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
        %1 = hal.interface.constant.load layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(1) : i32
        %2 = arith.index_castui %0 : i32 to index
        %3 = arith.index_castui %1 : i32 to index
        %4:2 = util.assume.int 
            %2[<umin = 0, umax = 0>, <umin = 0, umax = 0>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 0, umax = 0>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 0, umax = 0>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 0, umax = 0>], 
            %3[<umin = 0, umax = 0>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 0, umax = 0>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 0, umax = 0>, <umin = 393216, umax = 393216, udiv = 393216>, <umin = 0, umax = 0>, <umin = 0, umax = 0>]
          : index, index
        %5 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%4#0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x24x128xf16>>
        %6 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x128x1x64xf32>>
        %7 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x24x128xf16>>
        %8 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x128x64xf32>>
        %9 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(3) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<24x128x64xf16>>
        %10 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(4) alignment(64) offset(%4#1) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x64x24x128xf16>>
        %11 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0, 0, 0], sizes = [64, 24, 128], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x24x128xf16>> -> tensor<64x24x128xf16>
        %12 = iree_tensor_ext.dispatch.tensor.load %6, offsets = [0, 0, 0, 0], sizes = [1, 128, 1, 64], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x128x1x64xf32>> -> tensor<1x128x1x64xf32>
        %13 = iree_tensor_ext.dispatch.tensor.load %7, offsets = [0, 0, 0], sizes = [64, 24, 128], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x24x128xf16>> -> tensor<64x24x128xf16>
        %14 = iree_tensor_ext.dispatch.tensor.load %8, offsets = [0, 0, 0], sizes = [1, 128, 64], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x128x64xf32>> -> tensor<1x128x64xf32>
        %15 = iree_tensor_ext.dispatch.tensor.load %9, offsets = [0, 0, 0], sizes = [24, 128, 64], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<24x128x64xf16>> -> tensor<24x128x64xf16>
        %16 = tensor.empty() : tensor<1x64x24x128xf16>
        %17 = tensor.empty() : tensor<24x1x64x128xf16>
        %18 = tensor.empty() : tensor<24x64x1x128xf16>
        %19 = tensor.empty() : tensor<24x1x64x1x128xf16>
        %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x128x1x64xf32>) outs(%19 : tensor<24x1x64x1x128xf16>) {
        ^bb0(%in: f32, %out: f16):
          %24 = linalg.index 0 : index
          %25 = linalg.index 2 : index
          %26 = linalg.index 4 : index
          %27 = arith.divui %26, %c2 : index
          %28 = arith.remui %26, %c2 : index
          %29 = math.cos %in : f32
          %30 = math.sin %in : f32
          %31 = arith.muli %27, %c2 : index
          %32 = arith.addi %31, %c1 : index
          %extracted = tensor.extract %11[%25, %24, %31] : tensor<64x24x128xf16>
          %extracted_0 = tensor.extract %11[%25, %24, %32] : tensor<64x24x128xf16>
          %33 = arith.extf %extracted : f16 to f32
          %34 = arith.extf %extracted_0 : f16 to f32
          %35 = arith.cmpi eq, %28, %c0 : index
          %36 = arith.mulf %33, %29 : f32
          %37 = arith.mulf %34, %30 : f32
          %38 = arith.subf %36, %37 : f32
          %39 = arith.mulf %34, %29 : f32
          %40 = arith.mulf %33, %30 : f32
          %41 = arith.addf %39, %40 : f32
          %42 = arith.select %35, %38, %41 : f32
          %43 = arith.truncf %42 : f32 to f16
          linalg.yield %43 : f16
        } -> tensor<24x1x64x1x128xf16>
        %21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x128x64xf32>) outs(%18 : tensor<24x64x1x128xf16>) {
        ^bb0(%in: f32, %out: f16):
          %24 = linalg.index 0 : index
          %25 = linalg.index 1 : index
          %26 = linalg.index 3 : index
          %27 = arith.divui %26, %c2 : index
          %28 = arith.remui %26, %c2 : index
          %29 = math.cos %in : f32
          %30 = math.sin %in : f32
          %31 = arith.muli %27, %c2 : index
          %32 = arith.addi %31, %c1 : index
          %extracted = tensor.extract %13[%25, %24, %31] : tensor<64x24x128xf16>
          %extracted_0 = tensor.extract %13[%25, %24, %32] : tensor<64x24x128xf16>
          %33 = arith.extf %extracted : f16 to f32
          %34 = arith.extf %extracted_0 : f16 to f32
          %35 = arith.cmpi eq, %28, %c0 : index
          %36 = arith.mulf %33, %29 : f32
          %37 = arith.mulf %34, %30 : f32
          %38 = arith.subf %36, %37 : f32
          %39 = arith.mulf %34, %29 : f32
          %40 = arith.mulf %33, %30 : f32
          %41 = arith.addf %39, %40 : f32
          %42 = arith.select %35, %38, %41 : f32
          %43 = arith.truncf %42 : f32 to f16
          linalg.yield %43 : f16
        } -> tensor<24x64x1x128xf16>
        %22 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d6, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]> ins(%20, %21, %15, %cst : tensor<24x1x64x1x128xf16>, tensor<24x64x1x128xf16>, tensor<24x128x64xf16>, f16) outs(%17 : tensor<24x1x64x128xf16>) {
        ^bb0(%arg0: f32):
          iree_linalg_ext.yield %arg0 : f32
        } -> tensor<24x1x64x128xf16>
        %23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<24x1x64x128xf16>) outs(%16 : tensor<1x64x24x128xf16>) {
        ^bb0(%in: f16, %out: f16):
          linalg.yield %in : f16
        } -> tensor<1x64x24x128xf16>
        iree_tensor_ext.dispatch.tensor.store %23, %10, offsets = [0, 0, 0, 0], sizes = [1, 64, 24, 128], strides = [1, 1, 1, 1] : tensor<1x64x24x128xf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x64x24x128xf16>>
        return
      }
    }
  }
}
