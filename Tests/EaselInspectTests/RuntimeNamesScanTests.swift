import EaselDiagnostics
import Testing

@testable import EaselInspect

/// The selectors and keys a file's code spells, and whether it makes one at run time.
@Suite("Names code looks members up by")
struct RuntimeNamesScanTests {
  static func names(_ body: String) -> RuntimeNames {
    SwiftScanner.scan(source: "func f() {\n\(body)\n}\n", path: "F.swift").runtimeNames
  }

  @Test(arguments: [
    ("addTarget(self, action: #selector(flip(_:)), for: .valueChanged)", "flip"),
    ("_ = responds(to: #selector(setter: UIView.layoutMargins))", "layoutMargins"),
    (#"let s = NSSelectorFromString("refresh")"#, "refresh"),
    (#"let s = Selector("tap:")"#, "tap:"),
    (#"let s = Selector(stringLiteral: "tap:")"#, "tap:"),
    (#"_ = info.value(forKey: "title")"#, "title"),
    (#"view.setValue(1, forKeyPath: "layer.cornerRadius")"#, "layer.cornerRadius"),
    ("_ = value(forKey: #keyPath(Panel.tint))", "tint"),
    ("addObserver(self, forKeyPath: #keyPath(bounds), options: [], context: nil)", "bounds"),
    (#"button.addTarget(self, action: "tapped:", for: .touchUpInside)"#, "tapped:"),
    (##"let s = NSSelectorFromString(#"raw"#)"##, "raw"),
  ])
  func spelledNamesAreListed(code: String, name: String) {
    let found = Self.names(code)
    #expect(found.names.contains(name), "\(found.names)")
    #expect(found.madeAtRunTime == nil)
  }

  @Test(arguments: [
    "let s = NSSelectorFromString(paletteName)",
    "let s = Selector(name)",
    #"let s = NSSelectorFromString("set\(key):")"#,
    "_ = value(forKey: key)",
    "setValue(color, forKey: keys[0])",
    "view.setValue(1, forKeyPath: path)",
    "setValuesForKeys(values)",
    "_ = dictionaryWithValues(forKeys: [\"a\"])",
    "addObserver(self, forKeyPath: path, options: [], context: nil)",
    "let s = sel_registerName(cName)",
  ])
  func namesMadeAtRunTimeAreLocated(code: String) throws {
    let found = Self.names(code)
    let at = try #require(found.madeAtRunTime)
    #expect(at.file == "F.swift" && at.line == 2)
  }

  /// Calls that share a label or a name with key-value coding but look nothing up, and
  /// declarations of such methods, are not lookups.
  @Test(arguments: [
    "layer.add(animation, forKey: key)",
    "UserDefaults.standard.set(1, forKey: key)",
    "_ = cache.object(forKey: key)",
    "layer.removeAnimation(forKey: name)",
    "NotificationCenter.default.addObserver(self, selector: #selector(changed), name: n, object: nil)",
  ])
  func otherCallsAreNotLookups(code: String) {
    #expect(Self.names(code).madeAtRunTime == nil)
  }

  @Test func overridesOfKeyValueCodingAreDeclarationsNotCalls() {
    let scan = SwiftScanner.scan(
      source: """
        class Box: NSObject {
          override func value(forKey key: String) -> Any? { nil }
          override func setValue(_ value: Any?, forKey key: String) {}
        }
        """, path: "Box.swift")
    #expect(scan.runtimeNames.madeAtRunTime == nil)
  }

  @Test func commentsAndInterpolatedStringsNameNothing() {
    let found = Self.names(
      """
      // value(forKey: key) and "commented"
      /* NSSelectorFromString(name) */
      let s = "a \\(b) c"
      """)
    #expect(found.madeAtRunTime == nil)
    #expect(!found.names.contains("commented"))
    #expect(!found.names.contains { $0.contains("a ") })
  }

  @Test func multilineLiteralsAreNames() {
    let found = Self.names("let s = \"\"\"\n  multi\n  \"\"\"")
    #expect(found.names.contains { $0.contains("multi") })
  }
}
