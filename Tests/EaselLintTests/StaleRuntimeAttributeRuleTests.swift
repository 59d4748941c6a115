import EaselLint
import Foundation
import Testing

/// `runtime-attribute-stale`: the seeds' trap.
@MainActor struct StaleRuntimeAttributeRuleTests {
  static let extensionSource = """
    import UIKit
    extension UILabel {
      @IBInspectable var textAsKey: Bool {
        get { false }
        set {}
      }
    }
    """

  @Test func aKeyNoClassHasIsStaleAndNamesTheCrash() throws {
    let document = LintFixture.storyboard(
      label(
        "lbl", #"<userDefinedRuntimeAttribute type="boolean" keyPath="textAsKey" value="YES"/>"#))
    let fixture = try LintFixture([
      "Main.storyboard": document, "ViewController.swift": LintFixture.controller(),
    ])
    defer { fixture.remove() }
    let line = try #require(
      document.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("keyPath=\"textAsKey\"")
      })
    let result = fixture.lint("runtime-attribute-stale")
    let finding = try #require(result.findings.first)
    #expect(result.findings.count == 1)
    #expect(finding.diagnostic.severity == .error)
    #expect(finding.diagnostic.location?.line == line + 1)
    #expect(
      finding.diagnostic.message.contains(
        "this class is not key value coding-compliant for the key textAsKey."))
    #expect(finding.fix == .removeRuntimeAttribute(objectID: "lbl", keyPath: "textAsKey"))
    #expect(result.census[.stale] == 1)
  }

  @Test func anExtensionKeyIsNotStale() throws {
    let fixture = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        label(
          "lbl", #"<userDefinedRuntimeAttribute type="boolean" keyPath="textAsKey" value="YES"/>"#)),
      "ViewController.swift": LintFixture.controller(),
      "UILabel+Key.swift": Self.extensionSource,
    ])
    defer { fixture.remove() }
    let result = fixture.lint("runtime-attribute-stale")
    #expect(result.findings.isEmpty)
    #expect(result.census[.applied] == 1)
  }

  @Test func suggestsTheNearestName() throws {
    let fixture = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        label(
          "lbl",
          #"<userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>"#
        )),
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { fixture.remove() }
    let message = try #require(fixture.messages("runtime-attribute-stale").first)
    #expect(message.contains("(did you mean 'layer.cornerRadius'?)"), "\(message)")
  }
}

/// `runtime-attribute-stale` follows key-value coding's accessor search: what
/// `setValue(_:forKey:)` accepts on iOS is never stale, and `--fix` never removes it.
@MainActor struct KeyValueAccessorSearchTests {
  static let themeColor =
    #"<userDefinedRuntimeAttribute type="color" keyPath="themeColor"><color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>"#

  /// The stale findings and the census for a label (of `customClass`, if given) with
  /// `attribute`, beside `sources`.
  func lint(
    _ sources: [String: String], attribute: String = themeColor, customClass: String? = nil
  ) throws -> LintResult {
    var files = sources
    files["Main.storyboard"] = LintFixture.storyboard(
      label("lbl", attribute, customClass: customClass))
    files["ViewController.swift"] = LintFixture.controller()
    let fixture = try LintFixture(files)
    defer { fixture.remove() }
    return fixture.lint("runtime-attribute-stale")
  }

  @Test func aSetterMethodInASwiftExtensionTakesTheKey() throws {
    let result = try lint([
      "UIView+Theme.swift": """
      import UIKit
      extension UIView {
        @objc func setThemeColor(_ color: UIColor) { backgroundColor = color }
      }
      """
    ])
    #expect(result.findings.isEmpty, "\(result.findings)")
    #expect(result.census[.applied] == 1)
  }

  @Test func aSetterMethodWithoutObjCIsNotSeenByKeyValueCoding() throws {
    let result = try lint([
      "UIView+Theme.swift": """
      import UIKit
      extension UIView {
        func setThemeColor(_ color: UIColor) { backgroundColor = color }
      }
      """
    ])
    #expect(result.findings.count == 1)
  }

  @Test func anUnderscoreSetterInASuperclassTakesTheKey() throws {
    let result = try lint(
      [
        "Base.swift": """
        import UIKit
        class BaseLabel: UILabel {
          @objc func _setThemeColor(_ color: UIColor) { textColor = color }
        }
        class TitleLabel: BaseLabel {}
        """
      ], customClass: "TitleLabel")
    #expect(result.findings.isEmpty, "\(result.findings)")
  }

  @Test func anObjectiveCCategoryPropertyTakesTheKey() throws {
    let result = try lint([
      "UIView+Theme.h": """
      #import <UIKit/UIKit.h>
      @interface UIView (Theme)
      @property (nonatomic, strong) UIColor *themeColor;
      @end
      """
    ])
    #expect(result.findings.isEmpty, "\(result.findings)")
  }

  @Test func anObjectiveCSetterDefinedOnlyInAnImplementationTakesTheKey() throws {
    let result = try lint([
      "UIView+Theme.m": """
      #import "UIView+Theme.h"
      static void helper(void) { int notAVariable; }
      @implementation UIView (Theme)
      - (void)setThemeColor:(UIColor *)color {
        self.backgroundColor = color;
      }
      @end
      """
    ])
    #expect(result.findings.isEmpty, "\(result.findings)")
  }

  @Test(arguments: ["_isThemed", "isThemed", "_themed", "themed"])
  func anInstanceVariableTakesTheKey(variable: String) throws {
    let result = try lint(
      [
        "ThemedLabel.h": """
        #import <UIKit/UIKit.h>
        @interface ThemedLabel : UILabel {
          @private
          BOOL \(variable);
        }
        @end
        """
      ],
      attribute: #"<userDefinedRuntimeAttribute type="boolean" keyPath="themed" value="YES"/>"#,
      customClass: "ThemedLabel")
    #expect(result.findings.isEmpty, "\(result.findings)")
  }

  @Test func aVariableOfAnotherNameOrAFunctionsLocalIsNot() throws {
    let result = try lint(
      [
        "ThemedLabel.h": """
        #import <UIKit/UIKit.h>
        @interface ThemedLabel : UILabel { BOOL _darkMode; }
        + (void)setThemed:(BOOL)on;
        - (void)setThemed:(BOOL)on animated:(BOOL)animated;
        @end
        """,
        "ThemedLabel.m": """
        #import "ThemedLabel.h"
        @implementation ThemedLabel
        static void f(void) { BOOL themed; }
        - (void)layoutSubviews { BOOL _themed = NO; [super layoutSubviews]; }
        @end
        """,
      ],
      attribute: #"<userDefinedRuntimeAttribute type="boolean" keyPath="themed" value="YES"/>"#,
      customClass: "ThemedLabel")
    #expect(result.findings.count == 1)
  }

  @Test func fixRemovesTheStaleAttributeAndKeepsTheOneKeyValueCodingAccepts() throws {
    let attributes =
      Self.themeColor
      + #"<userDefinedRuntimeAttribute type="boolean" keyPath="goneKey" value="YES"/>"#
    let fixture = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(label("lbl", attributes)),
      "ViewController.swift": LintFixture.controller(),
      "UIView+Theme.swift": """
      import UIKit
      extension UIView {
        @objc func setThemeColor(_ color: UIColor) { backgroundColor = color }
      }
      """,
    ])
    defer { fixture.remove() }
    let result = fixture.lint("runtime-attribute-stale")
    #expect(
      result.findings.map(\.fix) == [.removeRuntimeAttribute(objectID: "lbl", keyPath: "goneKey")])
    let outcomes = LintFixer.fix(result.findings)
    #expect(outcomes.map(\.fixed.count) == [1])
    let text = try String(
      contentsOf: fixture.folder.appendingPathComponent("Main.storyboard"), encoding: .utf8)
    #expect(text.contains(#"keyPath="themeColor""#))
    #expect(!text.contains(#"keyPath="goneKey""#))
  }
}
