import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// UIKit's constraint-update pass (`updateConstraints()` before layout, subviews first) and
/// a view's `mask` view.
@MainActor
@Suite struct ConstraintUpdateAndMaskViewTests {
  /// A view that adds its constraints in `updateConstraints()`, as custom views do.
  final class PinnedBadge: UIView {
    var log: [String]
    let name: String
    var added = false
    init(_ name: String, log: [String]) {
      self.name = name
      self.log = log
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
      Recorder.calls.append(name)
      if !added, let superview {
        added = true
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 10),
          topAnchor.constraint(equalTo: superview.topAnchor, constant: 5),
          widthAnchor.constraint(equalToConstant: 30),
          heightAnchor.constraint(equalToConstant: 20),
        ])
      }
      super.updateConstraints()
    }
  }

  @MainActor enum Recorder { static var calls: [String] = [] }

  @Test func updateConstraintsRunsBeforeLayoutSubviewsFirst() throws {
    Recorder.calls = []
    let root = PinnedBadge("root", log: [])
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let badge = PinnedBadge("badge", log: [])
    root.addSubview(badge)
    #expect(root.needsUpdateConstraints() && badge.needsUpdateConstraints())
    _ = try renderPixels(root)
    #expect(Recorder.calls == ["badge", "root"])
    #expect(badge.frame == CGRect(x: 10, y: 5, width: 30, height: 20))
    #expect(!badge.needsUpdateConstraints())
    _ = try renderPixels(root)
    #expect(Recorder.calls == ["badge", "root"], "nothing asked for another pass")
    badge.setNeedsUpdateConstraints()
    _ = try renderPixels(root)
    #expect(Recorder.calls == ["badge", "root", "badge"])
  }

  @Test func aMaskViewShowsTheViewWhereItIsOpaque() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.backgroundColor = .red
    let mask = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    mask.backgroundColor = .black
    view.mask = mask
    #expect(view.layer.mask === mask.layer)
    #expect(mask.superview == nil)
    let pixels = try renderPixels(view)
    #expect(pixels.pixel(x: 4, y: 10).red > 0.95, "\(pixels.pixel(x: 4, y: 10))")
    #expect(pixels.pixel(x: 15, y: 10).alpha < 0.05, "\(pixels.pixel(x: 15, y: 10))")
  }
}

/// A mask is laid out with the tree it masks, as Core Animation lays it out: a view whose
/// layer masks a gradient layer (and is in no view hierarchy) runs its `layoutSubviews()`,
/// where it sets its shape's path (KYCircularProgress's rings: a `CAShapeLayer`-backed view
/// masking a `CAGradientLayer`, its path made in `layoutSubviews()`).
@MainActor
@Suite struct MaskLayoutTests {
  final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shape: CAShapeLayer { layer as! CAShapeLayer }
    override func layoutSubviews() {
      super.layoutSubviews()
      shape.path =
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        .cgPath
    }
  }

  final class Masked: UIView {
    let shapeView = ShapeView(frame: .zero)
    let gradient = CAGradientLayer()
    override init(frame: CGRect) {
      super.init(frame: frame)
      gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
      gradient.mask = shapeView.shape
      layer.addSublayer(gradient)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      gradient.frame = bounds
      shapeView.frame = bounds
    }
  }

  @Test func aMaskLayersViewIsLaidOutAndItsPathMasks() throws {
    let view = Masked(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let pixels = try renderPixels(view)
    #expect(view.shapeView.shape.path != nil, "the mask's view was laid out")
    #expect(pixels.pixel(x: 4, y: 10).red > 0.95, "\(pixels.pixel(x: 4, y: 10))")
    #expect(pixels.pixel(x: 15, y: 10).alpha < 0.05, "\(pixels.pixel(x: 15, y: 10))")
  }
}
