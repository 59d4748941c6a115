import Foundation
import Testing

@testable import EaselUIKit

/// Every constraint-making method the SDK gives `NSLayoutAnchor` and its three subclasses,
/// solved by Easel's Auto Layout as UIKit solves it.
@MainActor
@Suite struct LayoutAnchorFamilyTests {
  func placed(in parent: UIView) -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
  }

  func solve(_ root: UIView) {
    root.layoutIfNeeded()
    let engine = LayoutEngine(root: root)
    engine.solve()
    #expect(engine.brokenRequiredConstraints().isEmpty)
  }

  /// A dimension bounded by a multiple of another plus a constant (LikeMinds' feed view:
  /// `widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, multiplier: 0.8, constant: -16)`).
  @Test func aDimensionIsBoundedByAMultipleOfAnotherPlusAConstant() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let v = placed(in: root)
    NSLayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      v.topAnchor.constraint(equalTo: root.topAnchor),
      v.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: -10),
      v.heightAnchor.constraint(
        greaterThanOrEqualTo: root.heightAnchor, multiplier: 0.25, constant: 5),
    ])
    let wide = v.widthAnchor.constraint(equalToConstant: 1000)
    wide.priority = .defaultHigh
    wide.isActive = true
    let low = v.heightAnchor.constraint(equalToConstant: 0)
    low.priority = .defaultHigh
    low.isActive = true
    solve(root)
    #expect(v.frame.size == CGSize(width: 140, height: 55))
  }

  /// System spacing: eight points between siblings, times the multiplier.
  @Test func systemSpacingSeparatesSiblings() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = placed(in: root)
    let b = placed(in: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 50),
      a.heightAnchor.constraint(equalToConstant: 20),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      b.widthAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    let c = b.trailingAnchor.constraint(
      lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    #expect(c.relation == .lessThanOrEqual && c.constant == 8)
    let d = b.bottomAnchor.constraint(
      greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 0.5)
    #expect(d.relation == .greaterThanOrEqual && d.constant == 4)
    solve(root)
    #expect(b.frame == CGRect(x: 66, y: 28, width: 10, height: 10))
  }

  /// `anchorWithOffset(to:)`: the distance between two anchors, constrained as a dimension
  /// (here, a gap kept equal to another view's width).
  @Test func theDistanceBetweenTwoAnchorsIsADimension() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = placed(in: root)
    let b = placed(in: root)
    let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let rise = b.bottomAnchor.anchorWithOffset(to: a.topAnchor)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      a.widthAnchor.constraint(equalToConstant: 30),
      a.heightAnchor.constraint(equalToConstant: 20),
      gap.constraint(equalTo: a.widthAnchor, multiplier: 2),
      rise.constraint(equalToConstant: 5),
      b.widthAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    solve(root)
    #expect(b.frame == CGRect(x: 100, y: 25, width: 10, height: 10))
  }

  /// A constraint's anchors are those it was made from; the SDK's anchor classes are open.
  @Test func aConstraintKnowsItsAnchors() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let v = placed(in: root)
    let c = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 3)
    #expect(c.firstAnchor.item === v && c.firstAnchor.attribute == .top)
    #expect(c.secondAnchor?.item === root && c.secondAnchor?.attribute == .top)
    #expect(v.heightAnchor.constraint(equalToConstant: 4).secondAnchor == nil)
  }
}

/// The anchor classes are open, as UIKit's are.
final class InsetXAxisAnchor: NSLayoutXAxisAnchor {}
final class InsetDimension: NSLayoutDimension {}
