import Foundation
import Testing

@testable import EaselUIKit

/// A nib's top-level objects come back autoreleased, as UIKit returns them: one kept only in
/// a `weak` outlet (ZGRatingView's `containerView = loadNib()` in `init(frame:)`) lives until
/// the event's autorelease pool drains, which the agent does after each request is drawn.
@MainActor
struct NibAutoreleaseTests {
  /// A view that loads its nib into a weak outlet, as ZGRatingView does.
  final class Rating: UIView {
    weak var containerView: UIView?

    func loadNib() -> UIView {
      UINib(nibName: "Rating", bundle: Bundle(for: type(of: self)))
        .instantiate(withOwner: self, options: nil).first as! UIView
    }
  }

  func environment() -> ResourceEnvironment {
    let environment = ResourceEnvironment()
    environment.nibNamed = { name, _ in name == "Rating" ? [UIView()] : nil }
    return environment
  }

  @Test func aTopLevelObjectInAWeakOutletLivesUntilThePoolDrains() {
    let view = Rating(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    withResourceEnvironment(environment()) {
      view.containerView = view.loadNib()
    }
    #expect(view.containerView != nil, "held by the pool, as on iOS")
    ObjCRuntime.shared.drainAutoreleasePool()
    #expect(view.containerView == nil, "let go when the pool drains")
  }

  @Test func bundleLoadNibNamedAutoreleasesToo() {
    weak var first: UIView?
    withResourceEnvironment(environment()) {
      first = Bundle.main.loadNibNamed("Rating", owner: nil)?.first as? UIView
    }
    #expect(first != nil)
  }
}
