import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// What iOS 7 or earlier deprecated is hidden from Swift (its importer makes it unavailable),
/// so a Swift subclass may declare a member of that name of its own, without `override`: the
/// façade declares those members for Objective-C under reserved names, and a Swift designable
/// declaring `font`, `lineBreakMode` (UIButton's, UITableViewCell's), `text`, `image`
/// (UITableViewCell's) or `viewDidUnload()` (UIViewController's) builds and draws, its own
/// members set by the document's runtime attributes.
@Suite(.serialized)
struct HiddenDeprecatedNamesTests {
  static let source = """
    import UIKit

    @IBDesignable
    class FontButton: UIButton {
      @IBInspectable var font: UIFont? = UIFont.systemFont(ofSize: 20)
      @IBInspectable var lineBreakMode: Int = 0
      var titleShadowOffset = "own"

      override func draw(_ rect: CGRect) {
        let own = font?.pointSize == 20 && lineBreakMode == 5 && titleShadowOffset == "own"
        (own ? UIColor.blue : UIColor.red).setFill()
        UIRectFill(bounds)
      }
    }

    @IBDesignable
    class TextCell: UITableViewCell {
      @IBInspectable var text: String? = nil
      var font: UIFont? = nil
      var image: Int = 3
      var textColor = UIColor.green

      override func layoutSubviews() {
        super.layoutSubviews()
        contentView.backgroundColor = text == "own" && font == nil && image == 3 ? textColor : .red
      }
    }

    class UnloadingController: UIViewController {
      var unloaded = false
      func viewDidUnload() { unloaded = true }
      func viewWillUnload() {}
      var wantsFullScreenLayout = "own"
    }
    """

  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="R1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="B1" customClass="FontButton">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="lineBreakMode">
                                <integer key="value" value="5"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                    <view contentMode="scaleToFill" id="C1" customClass="TextCell">
                        <rect key="frame" x="100" y="0.0" width="100" height="100"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="text" value="own"/>
                        </userDefinedRuntimeAttributes>
                    </view>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" \
    customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
        </objects>
    </document>
    """

  /// What `easel render` said of a project of `name`.swift (`source`) and `name`.xib (`xib`),
  /// and the picture it wrote at scale 1 (nil when it wrote none).
  static func render(_ name: String, source: String, xib: String) throws -> (
    run: EaselProcess, image: Bitmap?
  ) {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let project = dir.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try Data(source.utf8).write(to: project.appendingPathComponent(name + ".swift"))
    let document = project.appendingPathComponent(name + ".xib")
    try Data(xib.utf8).write(to: document)
    let out = dir.appendingPathComponent(name + ".png")
    let run = try EaselProcess.run(
      ["render", document.path, "-o", out.path, "--scale", "1", "--verbose"], cacheDirectory: dir)
    return (run, (try? Data(contentsOf: out)).flatMap { try? Bitmap(data: $0) })
  }

  @Test func aSwiftSubclassDeclaresItsOwnMembersOfTheHiddenNames() throws {
    let (run, picture) = try Self.render("Own", source: Self.source, xib: Self.xib)
    #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
    #expect(!run.stderr.contains("Build failed"), "\(run.stderr)")
    let image = try #require(picture)
    let button = image.pixel(x: 50, y: 50)
    #expect(button.blue > 0.9 && button.red < 0.1 && button.green < 0.1, "\(button)")
    let cell = image.pixel(x: 150, y: 50)
    #expect(cell.green > 0.9 && cell.red < 0.1 && cell.blue < 0.1, "\(cell)")
  }

  /// Swift code naming one of them gets iOS's error, located, and Build failed.
  @Test func swiftCodeNamingOneGetsIOSsError() throws {
    let source = """
      import UIKit

      @IBDesignable
      class PlainCell: UITableViewCell {
        override func layoutSubviews() {
          super.layoutSubviews()
          text = "plain"
        }
      }
      """
    let (run, _) = try Self.render(
      "Plain", source: source, xib: Self.xib.replacingOccurrences(of: "TextCell", with: "PlainCell")
    )
    #expect(run.stderr.contains("PlainCell: Build failed"), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "Plain.swift:7:5: error: 'text' is unavailable: APIs deprecated as of iOS 7 and earlier"
          + " are unavailable in Swift"), "\(run.stderr)")
  }
}
