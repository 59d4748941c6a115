// The `Accelerate` façade: vImage's types and the 8-bit ARGB filters blur code uses
// (`vImage.swift`), and the few vDSP and vForce vector functions designables call
// (`vDSP.swift`); the rest of the framework (BLAS, LAPACK, the rest of vImage and vecLib) is
// not declared, so a use of it fails to build with Apple's name in the message.
@_exported import Foundation
