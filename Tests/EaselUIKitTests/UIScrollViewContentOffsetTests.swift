import EaselUIKit
import Foundation
import Testing

/// `UIScrollView.contentOffset`, the bounds origin: setting the offset it already has does not
/// set the bounds again, as UIKit's does not (a text view whose `bounds` setter keeps its
/// offset at zero runs on iOS; here it re-entered its own setter until the stack ran out).
@MainActor
@Suite struct UIScrollViewContentOffsetTests {
  /// A scroll view whose `bounds` setter sends its content back to the top, counting calls.
  final class PinnedToTop: UIScrollView {
    var boundsSets = 0
    override var bounds: CGRect {
      get { super.bounds }
      set {
        boundsSets += 1
        guard boundsSets < 50 else { return }  // the test's own guard against the old loop
        super.bounds = newValue
        contentOffset = .zero
      }
    }
  }

  @Test func anUnchangedOffsetDoesNotSetTheBounds() {
    let view = PinnedToTop(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.boundsSets = 0
    view.contentOffset = .zero
    #expect(view.boundsSets == 0)
  }

  @Test func aBoundsSetterThatResetsTheOffsetEnds() {
    let view = PinnedToTop(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.boundsSets = 0
    view.bounds = CGRect(x: 0, y: 12, width: 100, height: 60)
    // Its own set, then the one its `contentOffset = .zero` makes; that one's reset changes
    // nothing, so it ends.
    #expect(view.boundsSets == 2)
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
  }

  @Test func aChangedOffsetMovesTheBoundsOrigin() {
    let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.contentOffset = CGPoint(x: 0, y: 30)
    #expect(view.bounds == CGRect(x: 0, y: 30, width: 100, height: 40))
  }
}
