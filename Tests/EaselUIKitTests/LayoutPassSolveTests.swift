import Foundation
import Testing

@testable import EaselUIKit

/// A frame set below the root during a layout pass (by a `layoutSubviews()` above the view, or
/// by code) reaches the engine before that view's own `layoutSubviews()`: the subviews its
/// constraints place follow its new size in the same pass, as on iOS.
@MainActor
@Suite struct LayoutPassSolveTests {
  /// A view that gives its content view its bounds in `layoutSubviews()`, as a view loading
  /// its content from a nib does.
  final class Host: UIView {
    let content: Content
    init(frame: CGRect, content: Content) {
      self.content = content
      super.init(frame: frame)
      addSubview(content)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      content.frame = bounds
    }
  }

  /// A content view (placed by its frame) that records its subviews' frames when laid out.
  final class Content: UIView {
    var seen: [CGRect] = []
    override func layoutSubviews() {
      super.layoutSubviews()
      seen = subviews.map(\.frame)
    }
  }

  /// A 375×50 content view with a hairline pinned along its bottom and a square pinned to
  /// its right edge, top to bottom.
  func content() -> (Content, line: UIView, square: UIView) {
    let content = Content(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    content.autoresizingMask = []
    let line = UIView()
    let square = UIView()
    for v in [line, square] {
      v.translatesAutoresizingMaskIntoConstraints = false
      content.addSubview(v)
    }
    NSLayoutConstraint.activate([
      line.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 15),
      line.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -15),
      line.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      line.heightAnchor.constraint(equalToConstant: 0.5),
      square.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      square.topAnchor.constraint(equalTo: content.topAnchor),
      square.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      square.widthAnchor.constraint(equalTo: square.heightAnchor),
    ])
    return (content, line, square)
  }

  @Test func aFrameSetInLayoutSubviewsIsSolvedIntoTheSubviewsInTheSamePass() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let (content, line, square) = content()
    let host = Host(frame: CGRect(x: 20, y: 40, width: 300, height: 100), content: content)
    root.addSubview(host)
    root.layer.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(line.frame == CGRect(x: 15, y: 99.5, width: 270, height: 0.5))
    #expect(square.frame == CGRect(x: 200, y: 0, width: 100, height: 100))
    // The content's own layoutSubviews saw the solved frames.
    #expect(content.seen == [line.frame, square.frame])
  }

  @Test func aFrameSetByCodeBetweenPassesIsSolvedIntoTheSubviews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let (content, line, square) = content()
    root.addSubview(content)
    root.layoutIfNeeded()
    #expect(line.frame == CGRect(x: 15, y: 49.5, width: 345, height: 0.5))
    content.frame = CGRect(x: 10, y: 10, width: 200, height: 80)
    root.layoutIfNeeded()
    #expect(line.frame == CGRect(x: 15, y: 79.5, width: 170, height: 0.5))
    #expect(square.frame == CGRect(x: 120, y: 0, width: 80, height: 80))
    #expect(content.seen == [line.frame, square.frame])
  }
}
