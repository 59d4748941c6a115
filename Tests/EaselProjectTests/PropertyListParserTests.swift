import EaselDiagnostics
import Foundation
import Testing

@testable import EaselProject

/// The old-style property list reader under `project.pbxproj`.
struct PropertyListParserTests {
  func parse(_ text: String) throws -> PropertyListValue {
    try PropertyListParser.parse(Data(text.utf8), file: "test.pbxproj")
  }

  func error(_ text: String) -> ProjectFileError? {
    do {
      _ = try parse(text)
      return nil
    } catch let e as ProjectFileError {
      return e
    } catch {
      return nil
    }
  }

  @Test func dictionariesArraysAndTokens() throws {
    let value = try parse(
      """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjects = {
      \t\t0A1B /* Main.storyboard */ = {isa = PBXVariantGroup; children = (A, "B c", ); };
      \t};
      \tpath = ../Shared/File.swift; /* a comment */ name = "$(TARGET_NAME).swift"; empty = "";
      }
      """)
    #expect(value["archiveVersion"] == .string("1"))
    #expect(value["objects"]?["0A1B"]?["isa"]?.string == "PBXVariantGroup")
    #expect(value["objects"]?["0A1B"]?["children"]?.strings == ["A", "B c"])
    #expect(value["path"]?.string == "../Shared/File.swift")
    #expect(value["name"]?.string == "$(TARGET_NAME).swift")
    #expect(value["empty"]?.string == "")
  }

  @Test(arguments: [
    (#""a\"b""#, "a\"b"), (#""back\\slash""#, "back\\slash"), (#""line\nbreak""#, "line\nbreak"),
    (#""tab\tx""#, "tab\tx"), (#""\U00e9t\U00E9""#, "été"), (#""\101\102""#, "AB"),
    ("\"caf\u{e9} \u{1F600}\"", "café 😀"), ("'single'", "single"),
  ])
  func quotedStringEscapes(source: String, expected: String) throws {
    #expect(try parse("{ k = \(source); }")["k"]?.string == expected)
  }

  @Test func hexData() throws {
    #expect(try parse("{ d = <0fbd 7777\n 00>; }")["d"] == .data([0x0F, 0xBD, 0x77, 0x77, 0x00]))
    #expect(try parse("{ d = <>; }")["d"] == .data([]))
  }

  @Test func laterDuplicateKeyWins() throws {
    #expect(try parse("{ a = 1; a = 2; }")["a"]?.string == "2")
  }

  @Test func trailingCommaAndEmptyArray() throws {
    #expect(try parse("( a, b, )").strings == ["a", "b"])
    #expect(try parse("( )").array == [])
  }

  @Test func missingSemicolonIsLocated() throws {
    let e = try #require(error("{\n  a = 1;\n  b = 2\n}"))
    #expect(e.code == .malformed)
    #expect(e.location == SourceLocation(file: "test.pbxproj", line: 4, column: 1))
    #expect(
      e.description == "test.pbxproj:4:1: error: expected ';' after the value of 'b', found '}'")
    #expect(e.diagnostic.id == "project-malformed")
  }

  @Test func missingEqualsIsLocated() throws {
    let e = try #require(error("{ isa PBXGroup; }"))
    #expect(e.code == .malformed)
    #expect(e.location.column == 7)
    #expect(e.message.contains("'='"))
  }

  @Test(arguments: [
    "{ a = 1;", "{ a = \"unterminated", "( a, b", "{ a = <0f", "/* never closed", "", "{ a = ",
  ])
  func truncatedFilesThrow(text: String) {
    #expect(error(text)?.code == .truncated)
  }

  @Test(arguments: [
    "{ a = ; }", "{ a = 1; } extra", "{ = 1; }", "( a b )", "{ d = <0g>; }", "{ d = <0>; }",
  ])
  func malformedFilesThrow(text: String) {
    #expect(error(text)?.code == .malformed)
  }

  @Test func invalidUTF8IsAnEncodingError() {
    var bytes = Array("{ a = \"".utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array("\"; }".utf8)
    #expect(throws: ProjectFileError.self) {
      _ = try PropertyListParser.parse(Data(bytes), file: "x")
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let depth = 100_000
    let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
    #expect(error(text)?.code == .tooDeep)
    let fine = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
    #expect(error(fine) == nil)
  }

  @Test func errorsOnLaterLinesCountUTF8Columns() throws {
    let e = try #require(error("{\n  \"é\" = x y;\n}"))
    #expect(e.location.line == 2)
    #expect(e.location.column == 12)
  }

  /// A project file of about `bytes` bytes: build files and their file references.
  static func project(bytes: Int) -> (data: Data, objects: Int) {
    var text = "// !$*UTF8*$!\n{\n\tobjects = {\n"
    var n = 0
    while text.utf8.count < bytes {
      text +=
        "\t\tAB\(n) /* File\(n).swift in Sources */ = {isa = PBXBuildFile; "
        + "fileRef = CD\(n) /* File\(n).swift */; };\n"
      text +=
        "\t\tCD\(n) /* File\(n).swift */ = {isa = PBXFileReference; "
        + "lastKnownFileType = sourcecode.swift; path = \"File \(n).swift\"; "
        + "sourceTree = \"<group>\"; };\n"
      n += 1
    }
    text += "\t};\n}\n"
    return (Data(text.utf8), 2 * n)
  }

  /// An XML property list (old CocoaPods wrote the Pods project's `project.pbxproj` so:
  /// MrAlek/AWNibWrapper's, a spent draw's, whose pod target Easel then never read) is read
  /// as Xcode reads it, its values as the old-style reader gives them.
  @Test func anXMLPropertyListIsRead() throws {
    let value = try parse(
      """
      \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>archiveVersion</key>
      \t<string>1</string>
      \t<key>objectVersion</key>
      \t<integer>46</integer>
      \t<key>objects</key>
      \t<dict>
      \t\t<key>0A1B</key>
      \t\t<dict>
      \t\t\t<key>isa</key>
      \t\t\t<string>PBXGroup</string>
      \t\t\t<key>children</key>
      \t\t\t<array><string>A</string><string>B c</string></array>
      \t\t\t<key>showsIndex</key>
      \t\t\t<true/>
      \t\t\t<key>indentWidth</key>
      \t\t\t<integer>1</integer>
      \t\t</dict>
      \t</dict>
      \t<key>rootObject</key>
      \t<string>0A1B</string>
      </dict>
      </plist>
      """)
    #expect(value["archiveVersion"] == .string("1"))
    #expect(value["objectVersion"] == .string("46"))
    #expect(value["objects"]?["0A1B"]?["isa"]?.string == "PBXGroup")
    #expect(value["objects"]?["0A1B"]?["children"]?.strings == ["A", "B c"])
    #expect(value["objects"]?["0A1B"]?["showsIndex"] == .string("YES"))
    #expect(value["objects"]?["0A1B"]?["indentWidth"] == .string("1"))
    #expect(value["rootObject"]?.string == "0A1B")
  }

  /// An XML property list Foundation cannot read is a located error at its first line, not
  /// an old-style parse's complaint about `<`.
  @Test func aMalformedXMLPropertyListIsALocatedError() throws {
    let e = try #require(error("<?xml version=\"1.0\"?>\n<plist><dict><key>a</key></plist>\n"))
    #expect(e.code == .malformed)
    #expect(e.location.line == 1)
    #expect(e.message.hasPrefix("not a well-formed XML or binary property list"))
  }

  /// Parsing grows with the bytes: a two-megabyte project takes well under forty times what
  /// a 200 KB one takes (ten times the bytes). Each size's best of three runs, in the same
  /// test, so that a loaded machine slows both alike; the speed itself is a benchmark's to
  /// measure, not a test's.
  @Test func parsingScalesWithTheBytes() throws {
    let clock = ContinuousClock()
    func best(_ bytes: Int) throws -> Duration {
      let (data, objects) = Self.project(bytes: bytes)
      var times: [Duration] = []
      for _ in 0..<3 {
        var value: PropertyListValue?
        times.append(try clock.measure { value = try PropertyListParser.parse(data, file: "big") })
        #expect(value?["objects"]?.dictionary?.count == objects)
      }
      return times.min() ?? .zero
    }
    let small = try best(200_000)
    let large = try best(2_000_000)
    #expect(large < small * 40, "200 KB: \(small), 2 MB: \(large)")
  }
}
