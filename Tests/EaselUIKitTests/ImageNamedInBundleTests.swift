import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// `+[UIImage imageNamed:inBundle:withConfiguration:]`, which a package target's Objective-C
/// calls with `SWIFTPM_MODULE_BUNDLE`, finds the image as `imageNamed:` does.
@MainActor
@Suite struct ImageNamedInBundleTests {
  @Test func anImageNamedInABundleComesFromTheResourceEnvironment() throws {
    let image = try solidImage(width: 4, height: 2, color: .white, scale: 2)
    let env = ResourceEnvironment(imageNamed: { $0 == "badge" ? image : nil })
    withResourceEnvironment(env) {
      #expect(
        UIImage(named: "badge", in: Bundle.main, with: nil)?.size == CGSize(width: 2, height: 1))
      #expect(UIImage(named: "badge", in: nil, with: UIImage.Configuration())?.scale == 2)
      #expect(UIImage(named: "other", in: Bundle.main, with: nil) == nil)
    }
  }
}
