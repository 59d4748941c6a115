import Testing

@testable import EaselLint

/// The lexer `colors rename` renames with: names and plain strings, never comments or parts
/// of longer names.
struct SourceTokensTests {
  static func texts(_ source: String, _ kind: SourceTokens.Kind) -> [String] {
    SourceTokens(Array(source.utf8)).tokens.filter { $0.kind == kind }.map(\.text)
  }

  @Test func namesAndStringsOutsideComments() {
    let source = """
      // redClr in a line comment
      /* redClr /* nested redClr */ still a comment redClr */
      let a = UIColor.redClr; let b = redClrDark; let c = "redClr"; let d = "a \\(redClr)"
      NSString *s = @"redClr"; [UIColor redClr]; x = 0x1redClr
      let e = #"redClr"#; let f = \"\"\"
        redClr
        \"\"\"
      """
    #expect(
      Self.texts(source, .identifier).filter { $0.hasPrefix("redClr") } == [
        "redClr", "redClrDark", "redClr",
      ])
    #expect(Self.texts(source, .string) == ["redClr", "redClr"])
  }

  @Test func rangesAreTheBytesOfTheText() {
    let source = "let é = \"Brand\" + brand"
    let bytes = Array(source.utf8)
    for token in SourceTokens(bytes).tokens {
      #expect(String(decoding: bytes[token.range], as: UTF8.self) == token.text)
    }
  }

  @Test(arguments: [("blueClr", true), ("_x1", true), ("1x", false), ("a-b", false), ("", false)])
  func identifiers(name: String, valid: Bool) {
    #expect(SourceTokens.isIdentifier(name) == valid)
  }
}
