// The `Accelerate` façade: vImage's types and the 8-bit ARGB filters blur code uses
// (`vImage.swift`); the rest of the framework (vDSP, BLAS, LAPACK, the rest of vImage) is not
// declared, so a use of it fails to build with Apple's name in the message.
@_exported import Foundation
