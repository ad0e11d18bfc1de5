hal.executable public @forward_bs1$async_dispatch_10 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @forward_bs1$async_dispatch_10_elementwise_broadcast_8x4096_f32 ordinal(0) layout(#hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_bs1$async_dispatch_10_elementwise_broadcast_8x4096_f32() {
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        %c64 = arith.constant 64 : index
        %c0 = arith.constant 0 : index
        %0 = hal.interface.constant.load layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
        %1 = hal.interface.constant.load layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(1) : i32
        %2 = arith.index_castui %0 : i32 to index
        %3 = arith.index_castui %1 : i32 to index
        %4:2 = util.assume.int 
            %2[<umin = 524288, umax = 524288, udiv = 524288>, <umin = 262144, umax = 262144, udiv = 262144>, <umin = 524288, umax = 524288, udiv = 524288>, <umin = 393216, umax = 393216, udiv = 393216>], 
            %3[<umin = 131072, umax = 131072, udiv = 131072>, <umin = 655360, umax = 655360, udiv = 655360>, <umin = 0, umax = 0>, <umin = 655360, umax = 655360, udiv = 655360>]
          : index, index
        %5 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%4#0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x8x64xf32>>
        %6 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096xf32>>
        %7 = hal.interface.binding.subspan layout(<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%4#1) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4096xf32>>
        %8 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0, 0, 0], sizes = [64, 8, 64], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x8x64xf32>> -> tensor<64x8x64xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %6, offsets = [0], sizes = [4096], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096xf32>> -> tensor<4096xf32>
        %10 = tensor.empty() : tensor<8x4096xf32>
        %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<4096xf32>) outs(%10 : tensor<8x4096xf32>) {
        ^bb0(%in: f32, %out: f32):
          %12 = linalg.index 0 : index
          %13 = linalg.index 1 : index
          %14 = arith.remsi %13, %c64 : index
          %15 = arith.divsi %13, %c64 : index
          %16 = arith.divui %14, %c2 : index
          %17 = arith.remui %14, %c2 : index
          %18 = math.cos %in : f32
          %19 = math.sin %in : f32
          %20 = arith.muli %16, %c2 : index
          %21 = arith.addi %20, %c1 : index
          %extracted = tensor.extract %8[%15, %12, %20] : tensor<64x8x64xf32>
          %extracted_0 = tensor.extract %8[%15, %12, %21] : tensor<64x8x64xf32>
          %22 = arith.cmpi eq, %17, %c0 : index
          %23 = arith.mulf %extracted, %18 : f32
          %24 = arith.mulf %extracted_0, %19 : f32
          %25 = arith.subf %23, %24 : f32
          %26 = arith.mulf %extracted_0, %18 : f32
          %27 = arith.mulf %extracted, %19 : f32
          %28 = arith.addf %26, %27 : f32
          %29 = arith.select %22, %25, %28 : f32
          linalg.yield %29 : f32
        } -> tensor<8x4096xf32>
        iree_tensor_ext.dispatch.tensor.store %11, %7, offsets = [0, 0], sizes = [8, 4096], strides = [1, 1] : tensor<8x4096xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4096xf32>>
        return
      }
    }
  }
}
