import EaselTestSupport
import Foundation
import Testing

/// A file no target compiles may declare a UIKit class's name: a mocking library's
/// stand-ins (`open class UILabel: UIView, NSCoding { }`, shadowlu1202/KtoIos's
/// MockingbirdSupport). The project's `UILabel` subclass inherits from UIKit's, as Swift
/// resolves names within what the target compiles, so it is registered and drawn as itself;
/// it was read as inheriting from `NSCoding`, not registered, and drawn as a plain label
/// while `easel designables` said Up to date.
@Suite(.serialized)
struct UncompiledStandInTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <label opaque="NO" contentMode="left" text="Tag" id="iN0-l3-epB" customClass="PaddingLabel" customModule="App" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="leftInset">
                        <real key="value" value="8"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </label>
        </objects>
    </document>
    """

  @Test func aStandInNoTargetCompilesIsNotTheSuperclass() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("App")
    try DuplicateClassNameTests.write(
      [
        "App.xcodeproj/project.pbxproj": DuplicateClassNameTests.pbxproj(
          target: "App", sources: ["App/PaddingLabel.swift"]),
        "App/PaddingLabel.swift": """
        import UIKit

        @IBDesignable
        class PaddingLabel: UILabel {
          @IBInspectable var leftInset: CGFloat = 7.0
        }
        """,
        "App/Tag.xib": Self.xib,
        "MockingSupport/UIKit/UILabel.swift":
          "import UIKit\n\nopen class UILabel: UIView, NSCoding { }\n",
        "MockingSupport/UIKit/UIView.swift":
          "import UIKit\n\nopen class UIView: NSCoding {\n  public func encode(with coder: NSCoder) {}\n}\n",
      ], under: root)
    let render = try EaselProcess.run(
      ["render", root.appendingPathComponent("App/Tag.xib").path, "-o",
       dir.appendingPathComponent("tag.png").path], cacheDirectory: dir)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stderr.contains("PaddingLabel: Up to date"), "\(render.stderr)")
    #expect(!render.stderr.contains("unknown class PaddingLabel"), "\(render.stderr)")
    #expect(!render.stderr.contains("leftInset"), "\(render.stderr)")
    #expect(!render.stderr.contains("NSCoding"), "\(render.stderr)")
    let designables = try EaselProcess.run(["designables", root.path], cacheDirectory: dir)
    #expect(designables.status == 0, "\(designables.stdout)")
    #expect(designables.stdout.contains("1 designables: 1 up to date"), "\(designables.stdout)")
    #expect(!designables.stdout.contains("NSCoding"), "\(designables.stdout)")
  }
}
