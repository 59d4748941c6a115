import EaselTestSupport
import Foundation
import Testing

/// A document with no Xcode project, package or `.git` above it (a checkout of an app
/// without its project, as RebeccaRitter/EyeFastChips is) stands in its own folder for the
/// project; when no source there declares its custom classes, the render says where it looked
/// and how to name the sources, instead of only "unknown class" beside `easel designables`'
/// "Up to date" for the same class on the checkout's root.
@Suite(.serialized)
struct ProjectRootNotFoundTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="Badge" customModule="elsewhere" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
        </objects>
    </document>
    """

  @Test func aDocumentWithNoProjectAboveItSaysWhereItLooked() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("checkout")
    try DuplicateClassNameTests.write(
      [
        "Storyboard/Badge.xib": Self.xib,
        "View/Badge.swift": "import UIKit\n@IBDesignable class Badge: UIView {}\n",
      ], under: root)
    let xib = root.appendingPathComponent("Storyboard/Badge.xib").path
    let out = dir.appendingPathComponent("badge.png").path
    let alone = try EaselProcess.run(["render", xib, "-o", out], cacheDirectory: dir)
    #expect(
      alone.stderr.contains(
        "warning: no Xcode project, package or .git is above this document, so its folder stands for the project, and no source there declares Badge; `--sources DIR` names the folder of the project's sources [project-root-not-found]"
      ), "\(alone.stderr)")
    // Named, the sources draw the class whatever module the document writes: its
    // customModuleProvider is the target.
    let named = try EaselProcess.run(
      ["render", xib, "--sources", root.path, "-o", out], cacheDirectory: dir)
    #expect(named.status == 0, "\(named.stderr)")
    #expect(!named.stderr.contains("project-root-not-found"), "\(named.stderr)")
    #expect(named.stderr.contains("Badge: Up to date"), "\(named.stderr)")
  }
}
