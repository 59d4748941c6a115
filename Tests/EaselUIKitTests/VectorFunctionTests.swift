import Accelerate
import Foundation
import Testing

/// vDSP's `vDSP_vdist` and vForce's `vvatan2f` compute what the SDK headers define, strides
/// and counts included (RSColorPicker's wheel: every pixel's distance and angle from the
/// centre).
@Suite struct VectorFunctionTests {
  @Test func distancesWithStrides() {
    let a: [Float] = [3, -1, 0, 99]
    let b: [Float] = [4, -1, 5, 99, 0, 99]
    var c: [Float] = [7, 7, 7, 7, 7, 7]
    vDSP_vdist(a, 2, b, 2, &c, 2, 2)
    #expect(c == [5, 7, 5, 7, 7, 7])
    var d: [Double] = [0]
    vDSP_vdistD([6], 1, [8], 1, &d, 1, 1)
    #expect(d == [10])
  }

  @Test func anglesOfEveryElement() {
    let y: [Float] = [0, 1, 0, -1]
    let x: [Float] = [1, 0, -1, 0]
    var z: [Float] = [9, 9, 9, 9, 9]
    var n: Int32 = 4
    vvatan2f(&z, y, x, &n)
    #expect(z[0] == 0)
    #expect(abs(z[1] - .pi / 2) < 1e-6)
    #expect(abs(z[2] - .pi) < 1e-6)
    #expect(abs(z[3] + .pi / 2) < 1e-6)
    #expect(z[4] == 9)
    var w: [Double] = [0]
    var one: Int32 = 1
    vvatan2(&w, [1], [1], &one)
    #expect(abs(w[0] - .pi / 4) < 1e-12)
  }
}
