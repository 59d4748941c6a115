import Foundation
import Testing

@testable import EaselUIKit

/// A colour space's model is Core Graphics' `CGColorSpaceModel`, all nine cases of it, so
/// that code switching over it (OMCircularProgress names each model) compiles; Easel's
/// spaces are grey or RGB.
@Suite struct CGColorSpaceModelTests {
  @Test func aColourSpaceModelIsCoreGraphicsOwn() {
    func name(_ model: CGColorSpaceModel) -> String {
      switch model {
      case .unknown: "Unknown"
      case .monochrome: "Monochrome"
      case .rgb: "RGB"
      case .cmyk: "CMYK"
      case .lab: "Lab"
      case .deviceN: "DeviceN"
      case .indexed: "Indexed"
      case .pattern: "Pattern"
      case .XYZ: "XYZ"
      }
    }
    #expect(name(CGColorSpaceCreateDeviceRGB().model) == "RGB")
  }
}
