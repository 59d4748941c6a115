import Testing

@testable import EaselLint

/// `LocalizedStringCalls`: keys as the compiler reads them, and no trap on any cut of a
/// source.
struct LocalizedStringCallsTests {
  static let swift = ##"""
    // NSLocalizedString("commented", comment: "")
    let a = NSLocalizedString("a \"q\" \u{1F600}\t", tableName: "T", value: "V", comment: "(")
    let b = NSLocalizedString(#"raw "b" \#n"#, comment: "\(x) ) \"")
    let c = NSLocalizedString("\(name).title", comment: "")
    let d = NSLocalizedString("x" + y, comment: "")
    let e = NSLocalizedString("""
      multi
      """, comment: "")
    """##

  static let objectiveC = #"""
    NSString *a = NSLocalizedString(@"a\x41\101\u00e9\U0001F600\"", @"c");
    char q = '"'; NSString *b = NSLocalizedStringWithDefaultValue(@"b", @"T", nil, @"V\n", nil);
    NSString *c = NSLocalizedString(key, nil); /* NSLocalizedString(@"no", nil) */
    """#

  @Test func swiftCallsAreReadAsTheCompilerReadsThem() {
    let calls = LocalizedStringCalls.calls(in: Self.swift, objectiveC: false)
    #expect(
      calls.map(\.key) == [
        .literal("a \"q\" 😀\t"), .literal(#"raw "b" "# + "\n"), .dynamic(#""\(name).title""#),
        .dynamic(#""x" + y"#),
        .dynamic("\"\"\"\n  multi\n  \"\"\""),
      ])
    #expect(calls.first?.table == "T")
    #expect(calls.first?.value == "V")
  }

  /// `String(localized:)` (Swift 5.5's Foundation) is read as `NSLocalizedString` is: its
  /// key decoded, `table:` and `defaultValue:` taken; an interpolated key is not checked;
  /// other `String(…)` initializers and members named `String` are not calls.
  @Test func stringLocalizedIsReadWithItsTableAndDefaultValue() {
    let source = ##"""
      let a = String(localized: "a\"b", table: "T", comment: "")
      let b = String(localized: "b.key", defaultValue: "Bee", comment: "")
      let c = String(localized: "Hello \(name)")
      let d = String(format: "%d", 3); let e = String(describing: x); let f = x.String(localized: "no")
      """##
    let calls = LocalizedStringCalls.calls(in: source, objectiveC: false)
    #expect(
      calls.map(\.key) == [.literal("a\"b"), .literal("b.key"), .dynamic(#""Hello \(name)""#)])
    #expect(calls.map(\.table) == ["T", "Localizable", "Localizable"])
    #expect(calls.map(\.value) == [nil, "Bee", nil])
    #expect(calls.allSatisfy { $0.function == "String(localized:)" })
  }

  @Test func objectiveCCallsAreReadAsClangReadsThem() {
    let calls = LocalizedStringCalls.calls(in: Self.objectiveC, objectiveC: true)
    #expect(calls.map(\.key) == [.literal("aAAé😀\""), .literal("b"), .dynamic("key")])
    #expect(calls[1].table == "T")
    #expect(calls[1].value == "V\n")
  }

  @Test(arguments: [false, true])
  func everyCutOfASourceIsReadWithoutATrap(objectiveC: Bool) {
    let text = Self.swift + "\n" + Self.objectiveC
    let bytes = Array(text.utf8)
    for end in 0...bytes.count {
      let cut = String(decoding: bytes[..<end], as: UTF8.self)
      _ = LocalizedStringCalls.calls(in: cut, objectiveC: objectiveC)
      _ = FormatSpecifiers.arguments(of: cut)
    }
  }
}
