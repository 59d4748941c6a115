import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A language whose `.lproj` holds a whole copy of the storyboard, not a `.strings` file: iOS
/// loads that copy, so `easel render --language` draws it and says so; other languages, and
/// pseudolanguages, draw the base document.
struct LocalizedDocumentTests {
  static func storyboard(red: Int) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
        <scenes>
            <scene sceneID="sc">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                            <color key="backgroundColor" red="\(red)" green="0.0" blue="\(1 - red)" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test func aWholeLocalizedStoryboardIsDrawnForItsLanguage() throws {
    let folder = try TestPaths.temporaryFolder("easel-localized-document")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("Package.swift"))
    for (lproj, red) in [("Base.lproj", 0), ("es.lproj", 1)] {
      let dir = folder.appendingPathComponent("App/\(lproj)")
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      try Data(Self.storyboard(red: red).utf8).write(
        to: dir.appendingPathComponent("Main.storyboard"))
    }
    let base = folder.appendingPathComponent("App/Base.lproj/Main.storyboard")
    func render(_ language: String?) throws -> (RGBA, String) {
      let out = folder.appendingPathComponent("out-\(language ?? "base").png")
      let run = try EaselProcess.run(
        ["render", base.path, "--scale", "1", "--verbose", "-o", out.path]
          + (language.map { ["--language", $0] } ?? []))
      #expect(run.status == 0, "\(run.stderr)")
      return (try Bitmap(contentsOf: out).pixel(x: 20, y: 20), run.stderr)
    }
    let (spanish, said) = try render("es")
    #expect(spanish.red > 0.9 && spanish.blue < 0.1, "the es.lproj copy is red: \(spanish)")
    #expect(said.contains("drawn from es.lproj/Main.storyboard"), "\(said)")
    for language in [nil, "de", "pseudo"] {
      let (pixel, said) = try render(language)
      #expect(pixel.blue > 0.9 && pixel.red < 0.1, "\(language ?? "base"): \(pixel)")
      #expect(!said.contains("drawn from"), "\(said)")
    }
  }
}
