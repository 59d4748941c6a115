import EaselInspect
import Testing

@testable import EaselServer

/// What the inspector gives the page as an inspectable's default value, read from the code's
/// default expression: a Boolean's literal as `YES`/`NO` (a `true` default showed unchecked),
/// a number's literal as Xcode writes numbers, a colour's as `CodeDefaultColor` reads it;
/// nothing for an expression that is not a literal.
struct InspectableDefaultTests {
  @Test(arguments: [
    ("true", InspectableKind.bool, String?("YES")),
    ("false", .bool, "NO"),
    (" true ", .bool, "YES"),
    ("isEnabled", .bool, nil),
    ("!false", .bool, nil),
    ("3", .int, "3"),
    ("1_000", .int, "1000"),
    ("2.5", .int, nil),
    ("-4", .cgFloat, "-4"),
    ("0.5", .double, "0.5"),
    (".5", .float, "0.5"),
    ("0", .cgFloat, "0.0"),
    ("1e999", .double, nil),
    ("CGFloat(2)", .cgFloat, nil),
    ("kWidth", .cgFloat, nil),
    ("UIColor.systemBlue", .color, "system:systemBlueColor"),
    ("\"hello\"", .string, nil),
  ])
  func theDefaultIsReadWhereItIsALiteral(expression: String, kind: InspectableKind, value: String?)
  {
    #expect(DesignerSession.defaultValue(of: expression, kind) == value, "\(expression)")
  }
}
