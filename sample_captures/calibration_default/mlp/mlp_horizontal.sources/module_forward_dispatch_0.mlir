hal.executable public @forward_dispatch_0 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "x86-64-v3", cpu_features = "+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 32 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @forward_dispatch_0_horizontal_multi_contract_4x128x512x256_f32 ordinal(0) layout(#hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_dispatch_0_horizontal_multi_contract_4x128x512x256_f32() {
        %cst = arith.constant 1.000000e+00 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = hal.interface.constant.load layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
        %1 = arith.index_castui %0 : i32 to index
        %2 = util.assume.int %1[<umin = 0, umax = 0>, <umin = 1048576, umax = 1048576, udiv = 1048576>, <umin = 1572864, umax = 1572864, udiv = 1572864>] : index
        %3 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%2) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x128x256xf32>>
        %4 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x512xf32>>
        %5 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x512xf32>>
        %6 = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(3) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x128x512xf32>>
        %7 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [4, 128, 256], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x128x256xf32>> -> tensor<4x128x256xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0, 0], sizes = [4, 256, 512], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x512xf32>> -> tensor<4x256x512xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0, 0, 0], sizes = [4, 256, 512], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x256x512xf32>> -> tensor<4x256x512xf32>
        %10 = tensor.empty() : tensor<4x128x512xf32>
        %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<4x128x512xf32>) -> tensor<4x128x512xf32>
        %12:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%7, %8, %9 : tensor<4x128x256xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>) outs(%11, %11 : tensor<4x128x512xf32>, tensor<4x128x512xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32, %out_3: f32):
          %14 = arith.mulf %in, %in_1 : f32
          %15 = arith.addf %out, %14 : f32
          %16 = arith.mulf %in, %in_2 : f32
          %17 = arith.addf %out_3, %16 : f32
          linalg.yield %15, %17 : f32, f32
        } -> (tensor<4x128x512xf32>, tensor<4x128x512xf32>)
        %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12#0, %12#1 : tensor<4x128x512xf32>, tensor<4x128x512xf32>) outs(%10 : tensor<4x128x512xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %14 = arith.negf %in : f32
          %15 = math.exp %14 : f32
          %16 = arith.addf %15, %cst : f32
          %17 = arith.divf %in, %16 : f32
          %18 = arith.mulf %17, %in_1 : f32
          linalg.yield %18 : f32
        } -> tensor<4x128x512xf32>
        iree_tensor_ext.dispatch.tensor.store %13, %6, offsets = [0, 0, 0], sizes = [4, 128, 512], strides = [1, 1, 1] : tensor<4x128x512xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x128x512xf32>>
        return
      }
    }
  }
}
