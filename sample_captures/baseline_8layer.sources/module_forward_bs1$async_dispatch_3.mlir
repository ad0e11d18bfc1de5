hal.executable public @forward_bs1$async_dispatch_3 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @forward_bs1$async_dispatch_3_elementwise_broadcast_24x8192_f32xf32xf16 ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_bs1$async_dispatch_3_elementwise_broadcast_24x8192_f32xf32xf16() {
        %c0 = arith.constant 0 : index
        %c128 = arith.constant 128 : index
        %c2 = arith.constant 2 : index
        %c1 = arith.constant 1 : index
        %c786432 = arith.constant 786432 : index
        %c393216 = arith.constant 393216 : index
        %0 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c786432) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<24x64x128xf16>>
        %1 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8192xf32>>
        %2 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8192xf32>>
        %3 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(3) alignment(64) offset(%c393216) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24x8192xf16>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [24, 64, 128], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<24x64x128xf16>> -> tensor<24x64x128xf16>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8192], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8192xf32>> -> tensor<8192xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [8192], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8192xf32>> -> tensor<8192xf32>
        %7 = tensor.empty() : tensor<24x8192xf16>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5, %6 : tensor<8192xf32>, tensor<8192xf32>) outs(%7 : tensor<24x8192xf16>) {
        ^bb0(%in: f32, %in_0: f32, %out: f16):
          %9 = linalg.index 0 : index
          %10 = linalg.index 1 : index
          %11 = arith.remsi %10, %c128 : index
          %12 = arith.divsi %10, %c128 : index
          %13 = arith.divui %11, %c2 : index
          %14 = arith.remui %11, %c2 : index
          %15 = arith.muli %13, %c2 : index
          %16 = arith.addi %15, %c1 : index
          %extracted = tensor.extract %4[%9, %12, %15] : tensor<24x64x128xf16>
          %extracted_1 = tensor.extract %4[%9, %12, %16] : tensor<24x64x128xf16>
          %17 = arith.extf %extracted : f16 to f32
          %18 = arith.extf %extracted_1 : f16 to f32
          %19 = arith.cmpi eq, %14, %c0 : index
          %20 = arith.mulf %17, %in : f32
          %21 = arith.mulf %18, %in_0 : f32
          %22 = arith.subf %20, %21 : f32
          %23 = arith.mulf %18, %in : f32
          %24 = arith.mulf %17, %in_0 : f32
          %25 = arith.addf %23, %24 : f32
          %26 = arith.select %19, %22, %25 : f32
          %27 = arith.truncf %26 : f32 to f16
          linalg.yield %27 : f16
        } -> tensor<24x8192xf16>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0], sizes = [24, 8192], strides = [1, 1] : tensor<24x8192xf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24x8192xf16>>
        return
      }
    }
  }
}
