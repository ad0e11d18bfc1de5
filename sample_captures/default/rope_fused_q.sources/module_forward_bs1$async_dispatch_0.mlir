hal.executable public @forward_bs1$async_dispatch_0 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16 ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16() {
        %c0 = arith.constant 0 : index
        %c2 = arith.constant 2 : index
        %c1 = arith.constant 1 : index
        %0 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x24x128xf16>>
        %1 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x64xf32>>
        %2 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24x64x128xf16>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [64, 24, 128], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x24x128xf16>> -> tensor<64x24x128xf16>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [128, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x64xf32>> -> tensor<128x64xf32>
        %5 = tensor.empty() : tensor<24x64x128xf16>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<128x64xf32>) outs(%5 : tensor<24x64x128xf16>) {
        ^bb0(%in: f32, %out: f16):
          %7 = linalg.index 0 : index
          %8 = linalg.index 1 : index
          %9 = linalg.index 2 : index
          %10 = arith.divui %9, %c2 : index
          %11 = arith.remui %9, %c2 : index
          %12 = math.cos %in : f32
          %13 = math.sin %in : f32
          %14 = arith.muli %10, %c2 : index
          %15 = arith.addi %14, %c1 : index
          %extracted = tensor.extract %3[%8, %7, %14] : tensor<64x24x128xf16>
          %extracted_0 = tensor.extract %3[%8, %7, %15] : tensor<64x24x128xf16>
          %16 = arith.extf %extracted : f16 to f32
          %17 = arith.extf %extracted_0 : f16 to f32
          %18 = arith.cmpi eq, %11, %c0 : index
          %19 = arith.mulf %16, %12 : f32
          %20 = arith.mulf %17, %13 : f32
          %21 = arith.subf %19, %20 : f32
          %22 = arith.mulf %17, %12 : f32
          %23 = arith.mulf %16, %13 : f32
          %24 = arith.addf %22, %23 : f32
          %25 = arith.select %18, %21, %24 : f32
          %26 = arith.truncf %25 : f32 to f16
          linalg.yield %26 : f16
        } -> tensor<24x64x128xf16>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0, 0], sizes = [24, 64, 128], strides = [1, 1, 1] : tensor<24x64x128xf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24x64x128xf16>>
        return
      }
    }
  }
}
