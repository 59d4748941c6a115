import EaselUIKit
import Foundation
import Testing

@MainActor
@Suite struct StackViewTests {
  func sized(_ w: CGFloat, _ h: CGFloat) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: w, height: h))
  }

  @Test func fillStretchesTheLowestHuggingView() {
    let a = sized(20, 10)
    let b = sized(30, 10)
    b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let s = UIStackView(arrangedSubviews: [a, b])
    s.spacing = 10
    s.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    s.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 20, height: 40))
    #expect(b.frame == CGRect(x: 30, y: 0, width: 170, height: 40))
    checkViewTreeInvariants(s)
  }

  @Test func fillEquallyAndCenterAlignment() {
    let a = sized(20, 10)
    let b = sized(30, 20)
    let s = UIStackView(arrangedSubviews: [a, b])
    s.axis = .vertical
    s.distribution = .fillEqually
    s.alignment = .center
    s.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    s.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 40, y: 0, width: 20, height: 50))
    #expect(b.frame == CGRect(x: 35, y: 50, width: 30, height: 50))
  }

  @Test func hiddenViewsAreSkippedAndIntrinsicSizeSums() {
    let a = UILabel()
    let b = UILabel()
    let c = UILabel()
    a.text = "One"
    b.text = "Two"
    c.text = "Three"
    c.isHidden = true
    let s = UIStackView(arrangedSubviews: [a, b, c])
    s.spacing = 8
    let size = s.intrinsicContentSize
    #expect(size.width == a.intrinsicContentSize.width + b.intrinsicContentSize.width + 8)
    #expect(size.height == max(a.intrinsicContentSize.height, b.intrinsicContentSize.height))
  }

  @Test func equalSpacingSpreadsTheGaps() {
    let a = sized(10, 10)
    let b = sized(10, 10)
    let c = sized(10, 10)
    let s = UIStackView(arrangedSubviews: [a, b, c])
    s.distribution = .equalSpacing
    s.alignment = .leading
    s.frame = CGRect(x: 0, y: 0, width: 110, height: 10)
    s.layoutIfNeeded()
    #expect(b.frame.minX == 50)
    #expect(c.frame.minX == 100)
  }
}
