hal.executable public @forward_bs1$async_dispatch_0 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16 ordinal(0) layout(#hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16() {
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %0 = hal.interface.constant.load layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
        %1 = arith.index_castui %0 : i32 to index
        %2 = util.assume.int %1[<umin = 0, umax = 0>, <umin = 393216, umax = 393216, udiv = 393216>] : index
        %3 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x24x128xf16>>
        %4 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8192xf32>>
        %5 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8192xf32>>
        %6 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(3) alignment(64) offset(%2) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24x8192xf16>>
        %7 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [64, 24, 128], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x24x128xf16>> -> tensor<64x24x128xf16>
        %8 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0], sizes = [8192], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8192xf32>> -> tensor<8192xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0], sizes = [8192], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8192xf32>> -> tensor<8192xf32>
        %10 = tensor.empty() : tensor<24x8192xf16>
        %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %9 : tensor<8192xf32>, tensor<8192xf32>) outs(%10 : tensor<24x8192xf16>) {
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
        iree_tensor_ext.dispatch.tensor.store %11, %6, offsets = [0, 0], sizes = [24, 8192], strides = [1, 1] : tensor<24x8192xf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24x8192xf16>>
        return
      }
    }
  }
}
