import EaselUIKit
import Foundation
import Testing

/// Core Animation marks a layer as needing layout when its sublayers or its bounds change,
/// but skips those implicit marks while the layer runs its own `layoutSublayers()`: a view
/// that adds a shadow layer or a subview in `layoutSubviews()` is laid out once, as on iOS.
/// MikitaGlavinski/CovidApp's cards (the eighteenth draw, spent) remove two sublayers when
/// they are laid out again, which took their subviews away when Easel laid them out twice.
@MainActor
@Suite struct ImplicitLayoutTests {
  final class Counting: UIView {
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
      layer.insertSublayer(CALayer(), at: 0)
      addSubview(UIView(frame: bounds))
    }
  }

  @Test func addingToItselfWhileLaidOutDoesNotLayItOutAgain() throws {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let view = Counting(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    host.addSubview(view)
    _ = try renderPixels(host)
    #expect(view.layouts == 1)
  }

  @Test func changesFromOutsideStillLayItOutAgain() throws {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let view = Counting(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    host.addSubview(view)
    _ = try renderPixels(host)
    view.bounds.size = CGSize(width: 30, height: 30)
    #expect(view.layer.needsLayout())
    host.layer.addSublayer(CALayer())
    #expect(host.layer.needsLayout())
    _ = try renderPixels(host)
    #expect(view.layouts == 2)
  }
}
