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
}
