import EaselUIKit
import Foundation
import Testing

/// Subclasses of the façade's open classes that declare no initializer of their own inherit
/// the class's, as on iOS: every designated initializer of UIImage and UIBezierPath is
/// public, so a subclass in another module sees them all (imported without `@testable`
/// here, as a designable imports UIKit). UIImage had an internal designated initializer, so
/// a subclass inherited none and failed to build ("'required' initializer
/// 'init(imageLiteralResourceName:)' must be provided by subclass of 'UIImage'").
final class BadgeImage: UIImage, @unchecked Sendable {}
final class ArrowPath: UIBezierPath {}

@MainActor
@Suite struct InheritedInitializerTests {
  @Test func aSubclassOfUIImageInheritsItsInitializers() throws {
    let pixels = try #require(
      UIGraphicsImageRenderer(size: CGSize(width: 2, height: 3)).image { _ in }.cgImage)
    let badge = BadgeImage(cgImage: pixels, scale: 2, orientation: .up)
    #expect(badge.size == CGSize(width: 1, height: 1.5))
    #expect(BadgeImage().cgImage == nil && BadgeImage().scale == 1)
    #expect(BadgeImage(imageLiteralResourceName: "none").size == .zero)
    #expect(
      BadgeImage(cgImage: pixels).withRenderingMode(.alwaysTemplate).renderingMode
        == .alwaysTemplate)
  }

  @Test func aSubclassOfUIBezierPathInheritsItsInitializers() {
    #expect(ArrowPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2)).bounds.width == 4)
    #expect(ArrowPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).bounds.height == 4)
    #expect(ArrowPath().isEmpty)
  }
}
