import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// `effectiveUserInterfaceLayoutDirection` handed down from superviews as UIKit does, and
/// natural-aligned text following the view's direction: frames and pixels.
@MainActor
@Suite struct LayoutDirectionTests {
  static var rightToLeft: ResourceEnvironment {
    var env = ResourceEnvironment()
    env.layoutDirection = .rightToLeft
    return env
  }

  @Test func aForcedDirectionIsHandedDownToUnspecifiedSubviews() {
    let outer = UIView()
    outer.semanticContentAttribute = .forceRightToLeft
    let middle = UIView()
    let inner = UIView()
    let forced = UIView()
    forced.semanticContentAttribute = .forceLeftToRight
    let playback = UIView()
    playback.semanticContentAttribute = .playback
    let underPlayback = UIView()
    outer.addSubview(middle)
    middle.addSubview(inner)
    middle.addSubview(forced)
    forced.addSubview(UIView())
    middle.addSubview(playback)
    playback.addSubview(underPlayback)
    #expect(outer.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(middle.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(forced.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(forced.subviews[0].effectiveUserInterfaceLayoutDirection == .leftToRight)
    // Playback content keeps its own order but hands down what it was handed.
    #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(underPlayback.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // A view on its own follows the app.
    #expect(UIView().effectiveUserInterfaceLayoutDirection == .leftToRight)
    withResourceEnvironment(Self.rightToLeft) {
      #expect(UIView().effectiveUserInterfaceLayoutDirection == .rightToLeft)
      #expect(forced.subviews[0].effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
    #expect(
      UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft)
        == .rightToLeft)
  }

  /// A 300×100 container and a 100×40 child whose leading edge is 20 from the container's.
  func container(_ attribute: UISemanticContentAttribute) -> (UIView, UIView) {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    box.semanticContentAttribute = attribute
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 20),
      child.topAnchor.constraint(equalTo: box.topAnchor, constant: 20),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 40),
    ])
    box.layoutIfNeeded()
    return (box, child)
  }

  @Test func leadingConstraintsMirrorInASuperviewForcedRightToLeft() {
    // The child's own attribute is unspecified: its container's decides.
    #expect(container(.forceRightToLeft).1.frame.minX == 180)
    #expect(container(.unspecified).1.frame.minX == 20)
    withResourceEnvironment(Self.rightToLeft) {
      #expect(container(.forceLeftToRight).1.frame.minX == 20)
      #expect(container(.unspecified).1.frame.minX == 180)
    }
  }

  /// The leftmost and rightmost columns with ink in a rendered view.
  func inkColumns(_ view: UIView) throws -> ClosedRange<Int>? {
    let root = UIView(frame: view.frame)
    root.backgroundColor = .white
    view.frame.origin = .zero
    root.addSubview(view)
    let px = try renderPixels(root)
    var columns: [Int] = []
    for x in 0..<px.width {
      for y in 0..<px.height where px.pixel(x: x, y: y).red < 0.5 {
        columns.append(x)
        break
      }
    }
    guard let first = columns.first, let last = columns.last else { return nil }
    return first...last
  }

  func label(_ text: String, _ attribute: UISemanticContentAttribute = .unspecified) -> UILabel {
    let l = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    l.text = text
    l.textColor = .black
    l.semanticContentAttribute = attribute
    return l
  }

  @Test func naturalTextSitsOnTheSideOfTheViewsDirection() throws {
    try withResourceEnvironment(Self.rightToLeft) {
      // Hard-coded English in a right-to-left app: on the right, as UIKit draws it.
      let right = try #require(try inkColumns(label("Hello")))
      #expect(right.lowerBound > 200 && right.upperBound >= 290, "\(right)")
      // Forced left to right, even text that begins with a right-to-left mark goes left.
      let forced = try #require(try inkColumns(label("\u{200F}Hello", .forceLeftToRight)))
      #expect(forced.lowerBound <= 10 && forced.upperBound < 100, "\(forced)")
      // Inherited from a container forced left to right.
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
      box.semanticContentAttribute = .forceLeftToRight
      box.addSubview(label("Hello"))
      let inherited = try #require(try inkColumns(box))
      #expect(inherited.upperBound < 100, "\(inherited)")
      // Explicit alignments are kept.
      let left = label("Hello")
      left.textAlignment = .left
      #expect(try #require(try inkColumns(left)).upperBound < 100)
      // A text field's natural text too.
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
      field.text = "Hello"
      field.textColor = .black
      let fieldInk = try #require(try inkColumns(field))
      #expect(fieldInk.lowerBound > 200, "\(fieldInk)")
    }
    // A button's leading content alignment is the right, right to left.
    try withResourceEnvironment(Self.rightToLeft) {
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
      button.setTitle("Hello", for: .normal)
      button.setTitleColor(.black, for: .normal)
      button.contentHorizontalAlignment = .leading
      #expect(button.effectiveContentHorizontalAlignment == .right)
      button.layoutIfNeeded()
      let ink = try #require(try inkColumns(button))
      #expect(ink.lowerBound > 200 && ink.upperBound >= 290, "\(ink)")
      button.contentHorizontalAlignment = .trailing
      #expect(button.effectiveContentHorizontalAlignment == .left)
    }
    let ltrButton = UIButton(type: .system)
    ltrButton.contentHorizontalAlignment = .leading
    #expect(ltrButton.effectiveContentHorizontalAlignment == .left)
    // A left-to-right app: natural text on the left, unless the view is forced.
    #expect(try #require(try inkColumns(label("Hello"))).upperBound < 100)
    #expect(try #require(try inkColumns(label("Hello", .forceRightToLeft))).lowerBound > 200)
  }
}
