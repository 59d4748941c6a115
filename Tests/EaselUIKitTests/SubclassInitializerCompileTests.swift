import Foundation
import Testing

/// Subclasses of the façade's open classes compiled as a designable's module compiles them
/// (another module, Swift 5 mode): they override, call and inherit the initializers UIKit
/// gives them.
@Suite(
  .enabled(
    if: UIKitAPICompiler.found != nil,
    "swiftc or .build/debug/Modules is missing; the compile test needs both"))
struct SubclassInitializerCompileTests {
  /// `init?(coder:)` is a required designated initializer in the class's body, as UIKit's
  /// NSCoding classes have it (LikeMinds' `TagsLayout`, which failed with "initializer
  /// 'init(coder:)' is declared in extension of 'UICollectionViewLayout' and cannot be
  /// overridden").
  @Test func archiveInitializersAreOverriddenAndCalled() throws {
    let compiler = try #require(UIKitAPICompiler.found)
    let r = try compiler.typecheck(
      """
      import UIKit

      public class TagsLayout: UICollectionViewFlowLayout {
        required public override init() {
          super.init()
          minimumLineSpacing = 4
        }
        required public init?(coder aDecoder: NSCoder) {
          super.init(coder: aDecoder)
          minimumLineSpacing = 4
        }
      }
      class GridLayout: UICollectionViewLayout {
        override init() { super.init() }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class ArchivedPath: UIBezierPath {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class ArchivedContainer: NSTextContainer {
        required init(coder: NSCoder) { super.init(coder: coder) }
      }
      class ArchivedManager: NSLayoutManager {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class ArchivedDescriptor: UIFontDescriptor {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class ArchivedEffect: UIInterpolatingMotionEffect {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class ArchivedCurve: UICubicTimingParameters {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class ArchivedSpring: UISpringTimingParameters {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """)
    #expect(r.status == 0, "swiftc said:\n\(r.output)")
  }

  /// A subclass that declares no initializer inherits every one of its class's, as on iOS:
  /// a designable's module sees each designated initializer of UIImage and UIBezierPath
  /// (an internal or package one made a subclass inherit none, and UIImage's required
  /// `init(imageLiteralResourceName:)` then failed the build).
  @Test func subclassesWithoutInitializersInheritThem() throws {
    let compiler = try #require(UIKitAPICompiler.found)
    let r = try compiler.typecheck(
      """
      import UIKit

      final class ArrowPath: UIBezierPath {}
      final class BadgeImage: UIImage {}

      @MainActor func make(_ data: Data, _ cg: CGImage) {
        _ = ArrowPath(rect: .zero)
        _ = ArrowPath(ovalIn: .zero)
        _ = ArrowPath(roundedRect: .zero, cornerRadius: 4)
        _ = ArrowPath(cgPath: CGMutablePath())
        _ = ArrowPath()
        _ = BadgeImage(named: "badge")
        _ = BadgeImage(data: data)
        _ = BadgeImage(cgImage: cg)
        _ = BadgeImage(imageLiteralResourceName: "badge")
        _ = BadgeImage()
      }
      """)
    #expect(r.status == 0, "swiftc said:\n\(r.output)")
  }
}
