// vDSP's and vForce's vector functions that designables call (RSColorPicker computes every
// pixel's distance and angle from the wheel's centre with `vDSP_vdist` and `vvatan2f`),
// computed element by element as the SDK headers define them (vDSP.h, vForce.h). The rest of
// vecLib is not declared; a use of it fails to build naming the function.

import Foundation

/// A distance between elements of a vector (`long`).
public typealias vDSP_Stride = Int
/// A number of elements (`unsigned long`).
public typealias vDSP_Length = UInt

/// `C[n·IC] = √(A[n·IA]² + B[n·IB]²)` for `n` below `N` (vDSP.h's `vDSP_vdist`).
public func vDSP_vdist(
  _ a0: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b0: UnsafePointer<Float>,
  _ ib: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride,
  _ count: vDSP_Length
) {
  distances(a0, ia, b0, ib, c, ic, count)
}

/// `vDSP_vdist` in double precision (`vDSP_vdistD`).
public func vDSP_vdistD(
  _ a0: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b0: UnsafePointer<Double>,
  _ ib: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride,
  _ count: vDSP_Length
) {
  distances(a0, ia, b0, ib, c, ic, count)
}

/// `vDSP_vdist`'s and `vDSP_vdistD`'s loop.
private func distances<T: FloatingPoint>(
  _ a0: UnsafePointer<T>, _ ia: vDSP_Stride, _ b0: UnsafePointer<T>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<T>, _ ic: vDSP_Stride, _ count: vDSP_Length
) {
  for n in 0..<Int(count) {
    let a = a0[n * ia]
    let b = b0[n * ib]
    c[n * ic] = (a * a + b * b).squareRoot()
  }
}

/// `z[i] = atan2(y[i], x[i])` for `i` below `*n` (vForce.h's `vvatan2f`).
public func vvatan2f(
  _ z: UnsafeMutablePointer<Float>, _ y: UnsafePointer<Float>, _ x: UnsafePointer<Float>,
  _ n: UnsafePointer<Int32>
) {
  for i in 0..<Int(max(0, n.pointee)) { z[i] = atan2f(y[i], x[i]) }
}

/// `vvatan2f` in double precision (`vvatan2`).
public func vvatan2(
  _ z: UnsafeMutablePointer<Double>, _ y: UnsafePointer<Double>, _ x: UnsafePointer<Double>,
  _ n: UnsafePointer<Int32>
) {
  for i in 0..<Int(max(0, n.pointee)) { z[i] = atan2(y[i], x[i]) }
}
