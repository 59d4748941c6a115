import Testing

@testable import EaselInspect

@Suite("Swift lexer")
struct SwiftLexerTests {
  static func texts(_ source: String) -> [String] {
    SwiftLexer.tokenize(source).tokens.map(\.text)
  }

  @Test(arguments: [
    ("a /* x /* nested */ y */ b", ["a", "b"]),
    ("a // @IBInspectable var x\nb", ["a", "b"]),
    (#"x = "@IBInspectable \(a + ")") end""#, ["x", "=", #""@IBInspectable \(a + ")") end""#]),
    ("x = #\"raw \"quoted\" \\(no)\"#", ["x", "=", "#\"raw \"quoted\" \\(no)\"#"]),
    ("x = \"\"\"\n  line \"\"\n  \"\"\"\ny", ["x", "=", "\"\"\"\n  line \"\"\n  \"\"\"", "y"]),
    ("let r = #/a\\/b/#", ["let", "r", "=", "#/a\\/b/#"]),
    ("@IBInspectable var `default`: Int", ["IBInspectable", "var", "default", ":", "Int"]),
    ("f(1.5e-3, 0x1p4, 1_000)", ["f", "(", "1.5e-3", ",", "0x1p4", ",", "1_000", ")"]),
    ("a.0.1", ["a", ".", "0.1"]),
    ("x -> y", ["x", "->", "y"]),
    ("#selector(f)", ["#selector", "(", "f", ")"]),
  ])
  func tokens(_ source: String, _ expected: [String]) {
    #expect(Self.texts(source) == expected)
  }

  @Test func directivesCarryTheirCondition() {
    let tokens = SwiftLexer.tokenize(
      "#if TARGET_INTERFACE_BUILDER // note\nx\n#elseif os(iOS)\n#else\n#endif"
    ).tokens
    #expect(tokens.map(\.kind) == [.directive, .identifier, .directive, .directive, .directive])
    #expect(tokens.map(\.condition) == ["TARGET_INTERFACE_BUILDER", "", "os(iOS)", "", ""])
  }

  @Test func locationsAreUTF8Columns() {
    let tokens = SwiftLexer.tokenize("let é = 1\n  var x").tokens
    #expect(tokens.map(\.line) == [1, 1, 1, 1, 2, 2])
    #expect(tokens.map(\.column) == [1, 5, 8, 10, 3, 7])
    #expect(tokens.map(\.newlineBefore) == [true, false, false, false, true, false])
  }

  @Test(arguments: [
    ("a /* never closed", "unterminated-comment", 1, 3),
    ("a\n  \"open", "unterminated-string", 2, 3),
    ("x = \"\"\"\nno end", "unterminated-string", 1, 5),
  ])
  func unterminated(_ source: String, _ id: String, _ line: Int, _ column: Int) {
    let problems = SwiftLexer.tokenize(source).problems
    #expect(problems.map(\.id) == [id])
    #expect(problems.first.map { [$0.line, $0.column] } == [line, column])
  }
}
