import EaselUIKit
import Foundation
import Testing

/// The Visual Format Language: constraints as UIKit makes them, and refused formats.
@MainActor
@Suite struct VisualFormatTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let a = UIView()
  let b = UIView()

  init() {
    root.addSubview(a)
    root.addSubview(b)
  }

  /// `first.attr relation second.attr + constant @priority`, for comparing.
  func describe(_ c: NSLayoutConstraint) -> String {
    func name(_ item: AnyObject?) -> String {
      item === a ? "a" : item === b ? "b" : item === root ? "super" : item == nil ? "nil" : "?"
    }
    let rel = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
    return "\(name(c.firstItem)).\(c.firstAttribute) \(rel) \(name(c.secondItem))."
      + "\(c.secondAttribute) + \(c.constant) @\(c.priority.rawValue)"
  }

  func parse(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil
  ) -> [String] {
    NSLayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, views: ["a": a, "b": b]
    ).map(describe)
  }

  @Test func horizontalChainWithStandardAndExplicitSpacing() {
    #expect(
      parse("H:|-[a]-10-[b]-|") == [
        "a.leading == super.leading + 20.0 @1000.0",
        "b.leading == a.trailing + 10.0 @1000.0",
        "super.trailing == b.trailing + 20.0 @1000.0",
      ])
  }

  @Test func standardSpacingBetweenViewsIsEight() {
    #expect(parse("[a]-[b]") == ["b.leading == a.trailing + 8.0 @1000.0"])
    #expect(parse("[a][b]") == ["b.leading == a.trailing + 0.0 @1000.0"])
  }

  @Test func verticalSizesRelationsPrioritiesAndMetrics() {
    #expect(
      parse("V:|-(>=pad@750)-[a(==44)]|", metrics: ["pad": 12]) == [
        "a.height == nil.notAnAttribute + 44.0 @1000.0",
        "a.top >= super.top + 12.0 @750.0",
        "super.bottom == a.bottom + 0.0 @1000.0",
      ])
  }

  /// A connection's one predicate may carry its relation without parentheses, as UIKit takes
  /// it (EAColourfulProgressView's `V:|-0-[backgroundView(bvHeight)]->=0-|`).
  @Test func aRelationWithoutParentheses() {
    #expect(
      parse("V:|-0-[a(h)]->=0-|", metrics: ["h": 10]) == [
        "a.height == nil.notAnAttribute + 10.0 @1000.0",
        "a.top == super.top + 0.0 @1000.0",
        "super.bottom >= a.bottom + 0.0 @1000.0",
      ])
    #expect(
      parse("H:[a]-<=pad-[b]", metrics: ["pad": 6]) == ["b.leading <= a.trailing + 6.0 @1000.0"])
  }

  @Test func sizeRelativeToAnotherViewAndSeveralPredicates() {
    #expect(
      parse("H:[a(>=50,<=b)]") == [
        "a.width >= nil.notAnAttribute + 50.0 @1000.0",
        "a.width <= b.width + 0.0 @1000.0",
      ])
  }

  @Test func alignmentOptionsRelateConsecutiveViews() {
    let out = parse("H:[a]-[b]", options: [.alignAllCenterY])
    #expect(out.last == "b.centerY == a.centerY + 0.0 @1000.0")
    #expect(parse("[a]-[b]", options: .directionLeftToRight) == ["b.left == a.right + 8.0 @1000.0"])
  }

  @Test(arguments: [
    ("H:[c]", "c is not a key in the views dictionary."),
    ("H:|-x-[a]", "x is not a key in the metrics dictionary."),
    ("H:[a", "Expected ']'"),
    ("H:|-", "Expected a number or a metric"),
    ("X:[a]", "Expected 'H:' or 'V:'"),
    ("H:[a]-10-", "Expected a view or '|'"),
  ])
  func badFormatsAreRefusedWithUIKitsMessage(format: String, message: String) {
    #expect(refusal(format, views: ["a": a])?.message == message)
  }

  @Test func superviewBarWithoutSuperviewIsAnError() {
    #expect(refusal("|[v]", views: ["v": UIView()])?.message.contains("superview") == true)
  }

  /// Why `format` is refused (`constraints(withVisualFormat:)` raises it as iOS does).
  private func refusal(_ format: String, views: [String: Any])
    -> NSLayoutConstraint.VisualFormatError?
  {
    do {
      _ = try NSLayoutConstraint.parseVisualFormat(format, metrics: nil, views: views)
      return nil
    } catch {
      return error as? NSLayoutConstraint.VisualFormatError
    }
  }

  @Test func producedConstraintsActivateOnTheCommonAncestor() {
    let cs = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|[a]-[b]|", metrics: nil, views: ["a": a, "b": b])
    NSLayoutConstraint.activate(cs)
    #expect(cs.filter { !$0.isActive }.isEmpty)
    #expect(root.constraints.count == 3)
  }
}
