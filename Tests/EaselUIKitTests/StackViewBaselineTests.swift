import Foundation
import Testing

@testable import EaselUIKit

/// Baseline alignment in the engine's stack arrangements, as UIKit lays it out (the case of
/// LoopKit's `LegacyInsulinDeliveryTableViewController` in the corpus: a big figure beside a
/// vertical stack of two labels, aligned on their last baselines).
@MainActor
@Suite struct StackViewBaselineTests {
  func label(_ text: String, size: CGFloat, _ w: CGFloat, _ h: CGFloat) -> UILabel {
    let l = UILabel()
    l.text = text
    l.font = .systemFont(ofSize: size)
    l.autoLayout.intrinsicSizeOverride = CGSize(width: w, height: h)
    return l
  }

  /// The views' last baselines line up, the vertical stack's being its last label's; the
  /// taller stack touches the top and the big label moves down (it used to be pinned to the
  /// top, which broke the stack's top boundary); the outer stack hugs both.
  @Test func lastBaselineLinesUpWithAVerticalStacksLastLabel() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let big = label("42", size: 45, 30, 54)
    let title = label("IOB", size: 17, 100, 20)
    let note = label("Footnote", size: 13, 100, 60)
    let inner = UIStackView(arrangedSubviews: [title, note])
    inner.axis = .vertical
    let outer = UIStackView(arrangedSubviews: [big, inner])
    outer.alignment = .lastBaseline
    outer.spacing = 2
    outer.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(outer)
    NSLayoutConstraint.activate([
      outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    let engine = LayoutEngine(root: root)
    engine.solve()
    #expect(engine.brokenRequiredConstraints().isEmpty)
    #expect(engine.rejectedCount == 0)
    guard let o = engine.box(of: outer)?.frame, let b = engine.box(of: big)?.frame,
      let i = engine.box(of: inner)?.frame, let n = engine.box(of: note)?.frame
    else {
      Issue.record("views without boxes")
      return
    }
    let bigBaseline = b.maxY + big.font.descender
    let noteBaseline = n.maxY + note.font.descender
    #expect(abs(bigBaseline - noteBaseline) < 1e-6, "\(bigBaseline) against \(noteBaseline)")
    #expect(i.height == 80 && abs(i.minY - o.minY) < 1e-6)
    #expect(b.minY > o.minY + 1)
    #expect(abs(o.maxY - max(b.maxY, i.maxY)) < 1e-6)
  }

  /// Where nothing pushes it down, the first view of a baseline-aligned row sits at the top.
  @Test func firstBaselineRowStartsAtTheTop() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = label("Big", size: 40, 60, 48)
    let b = label("small", size: 12, 40, 15)
    let row = UIStackView(arrangedSubviews: [a, b])
    row.alignment = .firstBaseline
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    let engine = LayoutEngine(root: root)
    engine.solve()
    #expect(engine.brokenRequiredConstraints().isEmpty)
    let af = engine.box(of: a)?.frame ?? .zero
    let bf = engine.box(of: b)?.frame ?? .zero
    #expect(af.minY == 20)
    let first = { (f: CGRect, l: UILabel) in f.midY - f.height / 2 + l.font.ascender }
    #expect(abs(first(af, a) - first(bf, b)) < 1e-6)
  }
}
