import Foundation
import Testing

@testable import EaselUIKit

/// The Auto Layout engine: constraints of every kind solved into frames before
/// `layoutSubviews()`, with every required constraint holding in the result.
@MainActor
@Suite struct AutoLayoutEngineTests {
  func root(_ w: CGFloat = 300, _ h: CGFloat = 200) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: w, height: h))
  }

  func placed(in parent: UIView) -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
  }

  /// Solves and checks the invariant: no required constraint broken.
  func solve(_ root: UIView) -> LayoutEngine {
    root.layoutIfNeeded()
    let engine = LayoutEngine(root: root)
    engine.solve()
    #expect(engine.brokenRequiredConstraints().isEmpty)
    return engine
  }

  @Test func anchorsPlaceAViewAndLayoutSubviewsSeesIt() {
    let r = root()
    let v = placed(in: r)
    NSLayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 10),
      v.trailingAnchor.constraint(equalTo: r.trailingAnchor, constant: -20),
      v.topAnchor.constraint(equalTo: r.topAnchor, constant: 5),
      v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5),
    ])
    _ = solve(r)
    #expect(v.frame == CGRect(x: 10, y: 5, width: 270, height: 135))
  }

  /// A label that wraps is measured again at its solved width; the view below it moves down
  /// with its height (replaced in the solver, not rebuilt).
  @Test func wrappingLabelsTakeTheHeightOfTheirSolvedWidth() {
    let r = root(120, 400)
    let label = UILabel()
    label.text = "The quick brown fox jumps over the lazy dog again and again"
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    r.addSubview(label)
    let below = placed(in: r)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: r.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: r.topAnchor, constant: 5),
      below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      below.leadingAnchor.constraint(equalTo: r.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 20),
      below.heightAnchor.constraint(equalToConstant: 20),
    ])
    let engine = solve(r)
    let wrapped = label.sizeThatFits(CGSize(width: 100, height: 10_000))
    let frame = engine.solvedFrame(of: label)
    #expect(frame?.width == 100)
    #expect(frame?.height == wrapped.height)
    #expect(wrapped.height > label.intrinsicContentSize.height * 3)
    #expect(engine.solvedFrame(of: below)?.minY == 5 + wrapped.height + 8)
  }

  @Test func marginsAndCentreWithinMargins() {
    let r = root()
    r.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
    let v = placed(in: r)
    r.addConstraints([
      NSLayoutConstraint(
        item: v, attribute: .leading, relatedBy: .equal, toItem: r, attribute: .leadingMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: v, attribute: .trailing, relatedBy: .equal, toItem: r.layoutMarginsGuide,
        attribute: .trailing, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: v, attribute: .top, relatedBy: .equal, toItem: r, attribute: .topMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 20),
    ])
    _ = solve(r)
    #expect(v.frame == CGRect(x: 16, y: 10, width: 268, height: 20))
  }

  @Test func safeAreaGuideFollowsTheHostInsets() {
    let r = root(375, 667)
    r.autoLayout.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let v = placed(in: r)
    let g = r.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      v.topAnchor.constraint(equalTo: g.topAnchor),
      v.bottomAnchor.constraint(equalTo: g.bottomAnchor),
      v.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      v.trailingAnchor.constraint(equalTo: g.trailingAnchor),
    ])
    _ = solve(r)
    #expect(v.frame == CGRect(x: 0, y: 44, width: 375, height: 589))
    #expect(g.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 589))
  }

  /// A view's safe area is the one of where it is laid out: a nib's 200-point view, pinned
  /// into a 100-point card at the right of a 400-point root, reaches past the root's edge
  /// before the solve (80 points of unsafe area at its right), but not once laid out, so a
  /// view 10 points inside its safe area is 80 wide (LangnOs's VocabularyActionView, whose
  /// icon was squeezed against the left of the right-hand cards).
  @Test func aViewsSafeAreaIsTheOneOfWhereItIsLaidOut() {
    let r = root(400, 300)
    r.autoLayout.hostSafeAreaInsets = .zero
    let card = UIView(frame: CGRect(x: 280, y: 20, width: 100, height: 100))
    r.addSubview(card)
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    content.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(content)
    let inner = placed(in: content)
    let g = content.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: card.topAnchor),
      content.bottomAnchor.constraint(equalTo: card.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      inner.leadingAnchor.constraint(equalTo: g.leadingAnchor, constant: 10),
      inner.trailingAnchor.constraint(equalTo: g.trailingAnchor, constant: -10),
      inner.topAnchor.constraint(equalTo: g.topAnchor),
      inner.heightAnchor.constraint(equalToConstant: 20),
    ])
    r.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(content.safeAreaInsets == .zero)
    #expect(inner.frame == CGRect(x: 10, y: 0, width: 80, height: 20))
  }

  @Test func intrinsicSizeWithHuggingAndCompressionResistance() {
    let r = root()
    let a = placed(in: r)
    let b = placed(in: r)
    a.autoLayout.intrinsicSizeOverride = CGSize(width: 50, height: 20)
    b.autoLayout.intrinsicSizeOverride = CGSize(width: 60, height: 20)
    b.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: r.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.trailingAnchor.constraint(equalTo: r.trailingAnchor),
      a.topAnchor.constraint(equalTo: r.topAnchor), b.topAnchor.constraint(equalTo: r.topAnchor),
    ])
    _ = solve(r)
    // The lower hugging priority stretches; heights are intrinsic.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(b.frame == CGRect(x: 58, y: 0, width: 242, height: 20))
  }

  @Test func autoresizingMaskBecomesConstraints() {
    let r = root(300, 200)
    let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    v.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    r.addSubview(v)
    let pinned = placed(in: r)
    NSLayoutConstraint.activate([
      pinned.topAnchor.constraint(equalTo: v.bottomAnchor),
      pinned.leadingAnchor.constraint(equalTo: v.leadingAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 5),
      pinned.heightAnchor.constraint(equalToConstant: 5),
    ])
    r.frame.size = CGSize(width: 400, height: 300)
    _ = solve(r)
    #expect(v.frame == CGRect(x: 10, y: 120, width: 200, height: 50))
    #expect(pinned.frame == CGRect(x: 10, y: 170, width: 5, height: 5))
  }

  @Test func conflictingRequiredConstraintIsReportedAndTheRestHold() {
    let r = root()
    let v = placed(in: r)
    let width = v.widthAnchor.constraint(equalToConstant: 100)
    let conflict = v.widthAnchor.constraint(equalToConstant: 120)
    NSLayoutConstraint.activate([
      width, conflict, v.leadingAnchor.constraint(equalTo: r.leadingAnchor),
      v.topAnchor.constraint(equalTo: r.topAnchor), v.heightAnchor.constraint(equalToConstant: 1),
    ])
    let engine = solve(r)
    #expect(engine.unsatisfied.map(\.constraint) == [conflict])
    #expect(v.frame.width == 100)
  }

  @Test func ambiguityIsFound() {
    let r = root()
    let v = placed(in: r)
    NSLayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: r.leadingAnchor),
      v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
    ])
    let engine = LayoutEngine(root: r)
    engine.prefersCurrentSizes = false
    engine.solve()
    #expect(engine.ambiguousViews()[ObjectIdentifier(v)] == ["y"])
  }

  @Test func stackArrangementIsConstraints() {
    let r = root(200, 100)
    let a = UIView()
    let b = UIView()
    a.autoLayout.intrinsicSizeOverride = CGSize(width: 40, height: 10)
    b.autoLayout.intrinsicSizeOverride = CGSize(width: 60, height: 30)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.spacing = 10
    stack.alignment = .center
    r.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 5),
      stack.topAnchor.constraint(equalTo: r.topAnchor, constant: 5),
    ])
    _ = solve(r)
    // The stack hugs its content: 40 + 10 + 60 wide, the tallest high.
    #expect(stack.frame == CGRect(x: 5, y: 5, width: 110, height: 30))
    #expect(a.frame == CGRect(x: 0, y: 10, width: 40, height: 10))
    #expect(b.frame == CGRect(x: 50, y: 0, width: 60, height: 30))
  }

  @Test func constantChangeSolvesAgain() {
    let r = root()
    let v = placed(in: r)
    let left = v.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 10)
    NSLayoutConstraint.activate([
      left, v.topAnchor.constraint(equalTo: r.topAnchor),
      v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
    ])
    r.layoutIfNeeded()
    #expect(v.frame.minX == 10)
    left.constant = 30
    r.layoutIfNeeded()
    #expect(v.frame.minX == 30)
  }

  /// Setting a constraint's constant or priority to the value it has asks for no layout, as
  /// on iOS: a view's `layoutSubviews()` that sets a constant from its bounds and calls
  /// `layoutIfNeeded()` (AldoOS/UIQuickSilver) otherwise laid itself out until the stack
  /// ran out.
  @Test func settingTheValueAConstraintHasAsksForNoLayout() {
    let r = root()
    let v = placed(in: r)
    let left = v.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 10)
    NSLayoutConstraint.activate([
      left, v.topAnchor.constraint(equalTo: r.topAnchor),
      v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
    ])
    r.layoutIfNeeded()
    #expect(!r.layer.needsLayout())
    left.constant = 10
    left.priority = .required
    #expect(!r.layer.needsLayout())
    left.constant = 20
    #expect(r.layer.needsLayout())
  }

  @Test func systemLayoutSizeFittingSolvesForTheSmallestSize() {
    let container = UIView()
    let v = placed(in: container)
    v.autoLayout.intrinsicSizeOverride = CGSize(width: 80, height: 30)
    NSLayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
      v.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
      v.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
      v.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -4),
    ])
    let size = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 96, height: 38))
  }
}
