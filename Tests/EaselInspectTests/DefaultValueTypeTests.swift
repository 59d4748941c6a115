import Testing

@testable import EaselInspect

@Suite("Types inferred from initial values")
struct DefaultValueTypeTests {
  static func infer(_ expression: String) -> String? {
    let tokens = SwiftLexer.tokenize(expression).tokens
    return DefaultValueType.infer(tokens[...])
  }

  @Test(arguments: [
    ("1.0", "Double"), ("1", "Int"), ("-2", "Int"), ("-2.5", "Double"), ("1e3", "Double"),
    ("0x10", "Int"), ("0x1p3", "Double"), ("true", "Bool"), ("false", "Bool"),
    ("\"s\"", "String"), ("#\"raw\"#", "String"), ("CGFloat(2)", "CGFloat"),
    ("UIColor(red: 1, green: 0, blue: 0, alpha: 1)", "UIColor"), ("UIColor.gray", "UIColor"),
    ("UIKit.UIColor.gray", "UIColor"), ("UIColor.init(white: 1, alpha: 1)", "UIColor"),
    ("UIImage(named: \"x\")", "UIImage?"), ("CGSize.zero", "CGSize"),
    ("CGRect(x: 0, y: 0, width: 1, height: 1)", "CGRect"),
    ("NSRange(location: 0, length: 0)", "NSRange"),
    ("#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)", "UIColor"),
    ("#imageLiteral(resourceName: \"a\")", "UIImage"), ("Int(\"4\")", "Int?"),
  ])
  func inferred(_ expression: String, _ type: String) {
    #expect(Self.infer(expression) == type)
  }

  @Test(arguments: [
    "UIColor.red.cgColor", "makeColor()", ".zero", "nil", "a + b", "UIFont.systemFont(ofSize: 1)",
    "CGFloat(2) * 3", "[1, 2]",
  ])
  func notInferred(_ expression: String) {
    #expect(Self.infer(expression) == nil)
  }

  @Test(arguments: [
    ("CGFloat", InspectableKind.cgFloat), ("Int", .int), ("UInt64", .int), ("NSInteger", .int),
    ("Double", .double), ("Float", .float), ("String", .string), ("Bool", .bool),
    ("CGRect", .rect), ("CGSize", .size), ("CGPoint", .point), ("UIImage", .image),
    ("UIColor", .color), ("NSRange", .range),
  ])
  func swiftTypeMapping(_ type: String, _ kind: InspectableKind) {
    #expect(InspectableKind(swiftType: type) == kind)
  }

  @Test(arguments: [
    ("UIColor!", "UIColor", true, true), ("UIImage?", "UIImage", true, false),
    ("Optional<String>", "String", true, false), ("CoreGraphics.CGFloat", "CGFloat", false, false),
    ("(UIColor)?", "UIColor", true, false), ("[Int]", "[Int]", false, false),
  ])
  func unwrapping(_ type: String, _ base: String, _ optional: Bool, _ iuo: Bool) {
    let u = TypeNames.unwrap(type)
    #expect(u.base == base && u.optional == optional && u.implicitlyUnwrapped == iuo)
  }
}
