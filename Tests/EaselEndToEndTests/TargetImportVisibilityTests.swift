import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A module one file of a target imports gives its extension members to every file of the
/// target, as Swift 5's member lookup does and Xcode, compiling the whole target, shows: a
/// designable whose file uses `UIColor(hex:)` of a module it does not import itself, which
/// another file of its target imports, is Up to date in `designables` and in `render` alike,
/// whatever other classes each happens to build with it. ryan9gray/teremok-tv (the spent
/// twenty-seventh draw): Extensions/UIColor.swift used Spring's `UIColor(hex:)`; `designables`
/// said AMProgressBar and PreviewImage Build failed on it, a render of another document,
/// built with a designable whose file imported Spring, said Up to date.
@Suite(.serialized)
struct TargetImportVisibilityTests {
  static let files = [
    "Package.swift": """
    // swift-tools-version:5.6
    import PackageDescription
    let package = Package(
      name: "Shop", platforms: [.iOS(.v14)],
      products: [.library(name: "Shop", targets: ["Shop"])],
      targets: [.target(name: "Kit"), .target(name: "Shop", dependencies: ["Kit"])])
    """,
    "Sources/Kit/Hex.swift": """
    import UIKit

    public extension UIColor {
      convenience init(hex: String) {
        let value = Int(hex, radix: 16) ?? 0
        self.init(
          red: CGFloat(value >> 16 & 0xFF) / 255, green: CGFloat(value >> 8 & 0xFF) / 255,
          blue: CGFloat(value & 0xFF) / 255, alpha: 1)
      }
    }
    """,
    // The one file of the target importing Kit, which no designable needs.
    "Sources/Shop/Feed.swift": """
    import UIKit
    import Kit

    final class Feed {
      let accent = UIColor(hex: "FF6F00")
    }
    """,
    "Sources/Shop/Swatch.swift": """
    import UIKit

    @IBDesignable
    final class Swatch: UIView {
      override func draw(_ rect: CGRect) {
        UIColor(hex: "0000FF").setFill()
        UIRectFill(rect)
      }
    }
    """,
    "Sources/Shop/Swatch.xib": """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="Swatch" customModule="Shop">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
        </objects>
    </document>
    """,
  ]

  @Test func bothCommandsBuildAFileUsingAMemberItsTargetImports() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("Shop")
    for (path, text) in Self.files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let designables = try EaselProcess.run(
      ["designables", root.path, "--json"], cacheDirectory: dir)
    #expect(designables.status == 0, "\(designables.stdout)\(designables.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(designables.stdout.utf8)) as? [String: Any])
    let swatch = try #require(
      (json["designables"] as? [[String: Any]])?.first { $0["class"] as? String == "Swatch" })
    #expect(swatch["status"] as? String == "up-to-date", "\(designables.stdout)")
    // Its build is its own file and Kit's initializer, not the target's file importing Kit
    // (which a build from the target's declarations would have compiled it with).
    #expect(
      (swatch["files"] as? [String])?.map { ($0 as NSString).lastPathComponent }.sorted()
        == ["Hex.swift", "Swatch.swift"], "\(designables.stdout)")

    let out = dir.appendingPathComponent("swatch.png")
    let render = try EaselProcess.run(
      [
        "render", root.appendingPathComponent("Sources/Shop/Swatch.xib").path, "-o", out.path,
        "--scale", "1",
      ], cacheDirectory: dir)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stderr.contains("Designables: Swatch: Up to date"), "\(render.stderr)")
    // Drawn with the colour Kit's initializer makes.
    let picture = try Bitmap(contentsOf: out)
    let centre = picture.pixel(x: picture.width / 2, y: picture.height / 2)
    #expect(centre.blue > 0.8 && centre.red < 0.15 && centre.green < 0.15, "\(centre)")
  }
}
