import EaselLint
import Testing

/// `missing-action`.
@MainActor struct MissingActionRuleTests {
  static let document = LintFixture.storyboard(
    #"<button opaque="NO" contentMode="scaleToFill" id="btn"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><action selector="tapped:" destination="vc" eventType="touchUpInside" id="a1"/></connections></button>"#
  )

  @Test func anActionTheClassLostIsAnError() throws {
    let f = try LintFixture([
      "Main.storyboard": Self.document, "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    let messages = f.messages("missing-action")
    #expect(messages.count == 1)
    #expect(messages.first?.contains("unrecognized selector") == true, "\(messages)")
  }

  @Test func aDeclaredActionIsFine() throws {
    let f = try LintFixture([
      "Main.storyboard": Self.document,
      "ViewController.swift": LintFixture.controller("  @IBAction func tapped(_ sender: Any) {}"),
    ])
    defer { f.remove() }
    #expect(f.messages("missing-action").isEmpty)
  }

  /// An Objective-C class declared in its header, its actions only in the `.m`'s
  /// `@implementation` (with an instance-variable block and no class extension): the
  /// methods are the class's (a working-part app's 15 actions were reported).
  @Test func anObjectiveCActionInTheImplementationOnlyIsFine() throws {
    let f = try LintFixture([
      "Main.storyboard": Self.document,
      "ViewController.h":
        "#import <UIKit/UIKit.h>\n@interface ViewController : UIViewController\n@end\n",
      "ViewController.m":
        "#import \"ViewController.h\"\n@implementation ViewController\n{\n  int kind;\n}\n- (IBAction)tapped:(id)sender {\n  kind = 1;\n}\n@end\n",
    ])
    defer { f.remove() }
    #expect(f.messages("missing-action").isEmpty, "\(f.messages("missing-action"))")
  }
}
