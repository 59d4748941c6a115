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

  /// The same through a module only a checkout provides, which Easel finds for the imports of
  /// the files a build takes: `Carthage/Checkouts/Kit`, imported by one file of the app, gives
  /// `UIView` (its `KitView`) the `kit` a designable's file uses on its label and itself.
  /// anti-checkshirt/ARPeople_iOS (draw 38): InputView and UserImageView used SnapKit's `snp`,
  /// imported by UserViewController.swift only, and were Build failed.
  static let checkoutFiles = [
    "Package.swift": """
    // swift-tools-version:5.6
    import PackageDescription
    let package = Package(
      name: "Shop", platforms: [.iOS(.v14)], targets: [.target(name: "Shop")])
    """,
    "Sources/Shop/Feed.swift": """
    import UIKit
    import Kit

    final class Feed {
      let view = UIView()
      func layOut() { view.kit.round(4) }
    }
    """,
    "Sources/Shop/Card.swift": """
    import UIKit

    @IBDesignable
    final class Card: UIView {
      let label = UILabel()
      override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
      }
      required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
      }
      private func setUp() {
        kit.round(12)
        label.kit.round(2)
        addSubview(label)
      }
      override func draw(_ rect: CGRect) {
        UIColor(white: 0.5, alpha: 1).setFill()
        UIRectFill(bounds)
      }
    }
    """,
    "Carthage/Checkouts/Kit/Package.swift": """
    // swift-tools-version:5.6
    import PackageDescription
    let package = Package(name: "Kit", targets: [.target(name: "Kit")])
    """,
    "Carthage/Checkouts/Kit/Sources/Kit/KitView.swift": """
    import UIKit

    public typealias KitView = UIView

    public extension KitView {
      var kit: KitDSL { KitDSL(view: self) }
    }

    public struct KitDSL {
      let view: UIView
      public func round(_ radius: CGFloat) {
        view.layer.cornerRadius = radius
        view.clipsToBounds = true
      }
    }
    """,
  ]

  @Test func aFileUsesTheMembersOfACheckoutItsTargetImports() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("Shop")
    for (path, text) in Self.checkoutFiles {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let images = dir.appendingPathComponent("images")
    let designables = try EaselProcess.run(
      ["designables", root.path, "--json", "--images", images.path], cacheDirectory: dir)
    #expect(designables.status == 0, "\(designables.stdout)\(designables.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(designables.stdout.utf8)) as? [String: Any])
    let card = try #require(
      (json["designables"] as? [[String: Any]])?.first { $0["class"] as? String == "Card" })
    #expect(card["status"] as? String == "up-to-date", "\(designables.stdout)")
    #expect(
      (card["files"] as? [String])?.map { ($0 as NSString).lastPathComponent }.sorted()
        == ["Card.swift", "KitView.swift"], "\(designables.stdout)")
    // Its grey fill, the corners cut by Kit's `round(12)` (clipping to them).
    let picture = try Bitmap(contentsOf: images.appendingPathComponent("Card.png"))
    let centre = picture.pixel(x: picture.width / 2, y: picture.height / 2)
    #expect(abs(centre.red - 0.5) < 0.1 && abs(centre.blue - 0.5) < 0.1, "\(centre)")
    let corner = picture.pixel(x: 1, y: 1)
    #expect(corner.alpha < 0.5, "\(corner)")
  }
}
