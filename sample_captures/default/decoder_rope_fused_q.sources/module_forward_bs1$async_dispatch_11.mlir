hal.executable public @forward_bs1$async_dispatch_11 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32 ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_bs1$async_dispatch_11_elementwise_broadcast_8x4096_f32() {
        %c0 = arith.constant 0 : index
        %c64 = arith.constant 64 : index
        %c2 = arith.constant 2 : index
        %c1 = arith.constant 1 : index
        %c524288 = arith.constant 524288 : index
        %c655360 = arith.constant 655360 : index
        %0 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c524288) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x8x64xf32>>
        %1 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096xf32>>
        %2 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c655360) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4096xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [64, 8, 64], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x8x64xf32>> -> tensor<64x8x64xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4096], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096xf32>> -> tensor<4096xf32>
        %5 = tensor.empty() : tensor<8x4096xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4096xf32>) outs(%5 : tensor<8x4096xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = linalg.index 0 : index
          %8 = linalg.index 1 : index
          %9 = arith.remsi %8, %c64 : index
          %10 = arith.divsi %8, %c64 : index
          %11 = arith.divui %9, %c2 : index
          %12 = arith.remui %9, %c2 : index
          %13 = math.cos %in : f32
          %14 = math.sin %in : f32
          %15 = arith.muli %11, %c2 : index
          %16 = arith.addi %15, %c1 : index
          %extracted = tensor.extract %3[%10, %7, %15] : tensor<64x8x64xf32>
          %extracted_0 = tensor.extract %3[%10, %7, %16] : tensor<64x8x64xf32>
          %17 = arith.cmpi eq, %12, %c0 : index
          %18 = arith.mulf %extracted, %13 : f32
          %19 = arith.mulf %extracted_0, %14 : f32
          %20 = arith.subf %18, %19 : f32
          %21 = arith.mulf %extracted_0, %13 : f32
          %22 = arith.mulf %extracted, %14 : f32
          %23 = arith.addf %21, %22 : f32
          %24 = arith.select %17, %20, %23 : f32
          linalg.yield %24 : f32
        } -> tensor<8x4096xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [8, 4096], strides = [1, 1] : tensor<8x4096xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4096xf32>>
        return
      }
    }
  }
}
