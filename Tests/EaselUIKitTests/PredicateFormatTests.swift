import Foundation
import Testing

@testable import EaselUIKit

/// Predicate format strings, parsed and evaluated as Foundation does on iOS.
@MainActor
@Suite struct PredicateFormatTests {
  @Test func matchesIsAWholeStringRegularExpression() {
    let email = NSPredicate(
      format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
    #expect(email.evaluate(with: "ada@example.org"))
    #expect(!email.evaluate(with: "ada@example"))
    #expect(!email.evaluate(with: "x ada@example.org"))
    #expect(NSPredicate(format: "SELF MATCHES[c] 'abc'").evaluate(with: "ABC"))
    #expect(!NSPredicate(format: "SELF MATCHES 'abc'").evaluate(with: "ABC"))
  }

  @Test func stringOperatorsAndTheirOptions() {
    let names = ["border_color_top", "border_width_top", "Border_Color", "corner"]
    let colors = names.filter {
      NSPredicate(format: "SELF beginswith 'border_color'").evaluate(with: $0)
    }
    #expect(colors == ["border_color_top"])
    #expect(NSPredicate(format: "SELF BEGINSWITH[c] 'border_color'").evaluate(with: "Border_Color"))
    #expect(NSPredicate(format: "SELF ENDSWITH '_top'").evaluate(with: "border_width_top"))
    #expect(NSPredicate(format: "SELF CONTAINS[cd] 'cafe'").evaluate(with: "Le Café"))
    #expect(!NSPredicate(format: "SELF CONTAINS 'cafe'").evaluate(with: "Le Café"))
    #expect(NSPredicate(format: "SELF LIKE 'b?rder*'").evaluate(with: "border_x"))
    #expect(!NSPredicate(format: "SELF LIKE 'b?rder'").evaluate(with: "border_x"))
  }

  @Test func comparisonsOfNumbersAndCompounds() {
    let item: [String: Any] = ["name": "Ring", "width": 12, "ratio": 0.5, "tags": ["a", "b"]]
    #expect(NSPredicate(format: "width > 10 AND ratio <= 0.5").evaluate(with: item))
    #expect(!NSPredicate(format: "width > %d && NOT (ratio < 1)", 11).evaluate(with: item))
    #expect(NSPredicate(format: "width == 3 OR name = 'Ring'").evaluate(with: item))
    #expect(NSPredicate(format: "width BETWEEN {10, 12}").evaluate(with: item))
    #expect(NSPredicate(format: "name IN %@", ["Dot", "Ring"]).evaluate(with: item))
    #expect(NSPredicate(format: "%K = %@", "name", "Ring").evaluate(with: item))
    #expect(NSPredicate(format: "tags.@count == 2").evaluate(with: item))
    #expect(NSPredicate(format: "ANY tags == 'b'").evaluate(with: item))
    #expect(!NSPredicate(format: "ALL tags == 'b'").evaluate(with: item))
    #expect(NSPredicate(format: "width * 2 = 24").evaluate(with: item))
    #expect(NSPredicate(format: "missing == nil").evaluate(with: item))
    #expect(NSPredicate(format: "TRUEPREDICATE").evaluate(with: nil))
    #expect(!NSPredicate(format: "FALSEPREDICATE").evaluate(with: nil))
  }

  @Test func variablesComeFromTheBindings() {
    let p = NSPredicate(format: "SELF.length > $LIMIT")
    #expect(p.evaluate(with: "abcd", substitutionVariables: ["LIMIT": 3]))
    #expect(!p.evaluate(with: "ab", substitutionVariables: ["LIMIT": 3]))
  }

  @Test func objectsAreReadThroughKeyValueCoding() {
    let view = UIView()
    view.alpha = 0.25
    #expect(NSPredicate(format: "alpha < 0.5").evaluate(with: view))
    #expect(!NSPredicate(format: "alpha > %f", 0.5).evaluate(with: view))
  }

  @Test func formatsFoundationCannotParseAreErrors() {
    for bad in [
      "SELF ==", "name BEGINSWITH", "(a = 1", "a = 'open", "FUNCTION(a, 'b') = 1", "a ~ 1",
    ] {
      #expect(throws: PredicateFormat.ParseError.self) {
        try PredicateFormat.parse(bad, arguments: [])
      }
    }
    #expect(throws: PredicateFormat.ParseError.self) {
      try PredicateFormat.parse("a = %@", arguments: [])
    }
    #expect(throws: PredicateFormat.ParseError.self) {
      try PredicateFormat.parse("size = 1", arguments: [])
    }
  }
}
