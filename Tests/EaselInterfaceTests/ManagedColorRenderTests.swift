import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselResources
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A document's colours reach the pixels converted from their colour spaces as iOS converts
/// them: views side by side, each with a background in one space, rendered and read back.
///
/// Expected values: UIKit's own renders where issue 21 records one; else the space's
/// published definition worked out by hand here (never Easel's output).
@MainActor
struct ManagedColorRenderTests {
  /// (colour element attributes, expected sRGB bytes, where the expectation comes from)
  static let swatches: [(String, [Int], String)] = [
    (
      #"white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite""#, [184, 184, 184],
      "UIKit render (issue 21)"
    ),
    (
      #"red="0.4" green="0.8" blue="1" alpha="1" colorSpace="calibratedRGB""#, [118, 214, 255],
      "UIKit render (issue 21)"
    ),
    (
      #"red="0.4" green="0.8" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB""#,
      [102, 204, 255], "sRGB is the canvas's space: unchanged"
    ),
    (
      #"red="0.4" green="0.8" blue="1" alpha="1" colorSpace="deviceRGB""#, [102, 204, 255],
      "iOS's device RGB is sRGB"
    ),
    (
      #"white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#,
      [Self.gamma22(0.5), Self.gamma22(0.5), Self.gamma22(0.5)], "definition: Y = 0.5^2.2"
    ),
  ]

  /// sRGB's 8-bit encoding of grey `g` in a gamma-2.2 grey space.
  static func gamma22(_ g: Double) -> Int {
    let y = pow(g, 2.2)
    return Int(((y <= 0.0031308 ? 12.92 * y : 1.055 * pow(y, 1 / 2.4) - 0.055) * 255).rounded())
  }

  static func document() throws -> IBDocument {
    let views = swatches.enumerated().map { i, swatch in
      """
                      <view contentMode="scaleToFill" id="sw\(i)">
                          <rect key="frame" x="\(i * 10)" y="0.0" width="10" height="10"/>
                          <autoresizingMask key="autoresizingMask"/>
                          <color key="backgroundColor" \(swatch.0)/>
                      </view>
      """
    }.joined(separator: "\n")
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <objects>
              <view contentMode="scaleToFill" id="top">
                  <rect key="frame" x="0.0" y="0.0" width="\(swatches.count * 10)" height="10"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <subviews>
      \(views)
                  </subviews>
              </view>
          </objects>
      </document>
      """
    return try IBDocument(bytes: Array(xml.utf8), path: "Swatches.xib")
  }

  @Test func documentColoursAreConvertedToSRGB() throws {
    let document = try Self.document()
    let scene = try #require(document.scenes.first)
    let (bitmap, log) = try renderScene(scene.id, of: document)
    // The unimplemented-API recorder is the process's (an agent renders one scene at a time):
    // in this test process another suite's views can leave a note in it.
    let problems = log.diagnostics.filter { $0.id != "unimplemented-api" }
    #expect(problems.isEmpty, "\(log.diagnostics)")
    for (i, (attributes, expected, source)) in Self.swatches.enumerated() {
      let p = bitmap.pixel(x: i * 10 + 5, y: 5)
      let drawn = [p.red, p.green, p.blue].map { Int(($0 * 255).rounded()) }
      #expect(drawn == expected, "\(attributes): \(drawn), expected \(expected) (\(source))")
    }
  }

  // Asset catalogs' colour spaces, read from colour sets' Contents.json as Xcode writes
  // them and resolved as named colours are.
  @Test func assetCatalogColoursAreConvertedToSRGB() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-colour-sets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var count = 0
    func drawn(_ space: String, _ c: [Double]) throws -> [Int] {
      count += 1
      let name = "C\(count)"
      let set = root.appendingPathComponent("Assets.xcassets/\(name).colorset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      let components =
        c.count == 1
        ? #""white" : "\#(c[0])""#
        : #""red" : "\#(c[0])", "green" : "\#(c[1])", "blue" : "\#(c[2])""#
      let json = """
        {"colors" : [{"color" : {"color-space" : "\(space)", "components" : {"alpha" : "1.000",
        \(components)}}, "idiom" : "universal"}], "info" : {"author" : "xcode", "version" : 1}}
        """
      try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
      let log = DiagnosticLog()
      let resolver = ColorResolver(
        document: try Self.document(), catalog: AssetCatalog(searching: root, diagnostics: log),
        diagnostics: log)
      let rgba = try #require(resolver.named(name)).rgba
      return [rgba.red, rgba.green, rgba.blue].map { Int(($0 * 255).rounded()) }
    }
    #expect(try drawn("srgb", [0.4, 0.8, 1]) == [102, 204, 255])
    #expect(try drawn("extended-srgb", [1.2, 0.8, -0.1]) == [255, 204, 0])
    let g = Self.gamma22(0.5)
    #expect(try drawn("gray-gamma-22", [0.5]) == [g, g, g])
    #expect(try drawn("extended-gray", [0.5]) == [128, 128, 128])
    // Linear: 0.2 encoded by sRGB's curve.
    let l = Int(((1.055 * pow(0.2, 1 / 2.4) - 0.055) * 255).rounded())
    #expect(try drawn("extended-linear-srgb", [0.2, 0.2, 0.2]) == [l, l, l])
    // Display P3 (0.5, 0.4, 0.3): by the published P3-to-sRGB matrix, (0.5355, 0.3927,
    // 0.2920) linear-encoded ≈ (140, 99, 74); within a level of LittleCMS's rounding.
    let p3 = try drawn("display-p3", [0.5, 0.4, 0.3])
    let byMatrix = Self.p3ToSRGB([0.5, 0.4, 0.3])
    #expect(zip(p3, byMatrix).allSatisfy { abs($0 - $1) <= 1 }, "\(p3) vs \(byMatrix)")
    // A colour given by a document component in display P3 is the same colour.
    let document = try #require(
      ColorResolver.sRGB(
        .rgb(red: 0.5, green: 0.4, blue: 0.3, alpha: 1, space: .displayP3)))
    #expect(
      [document.red, document.green, document.blue].map { Int(($0 * 255).rounded()) } == p3)
  }

  /// Display P3 to 8-bit sRGB by the published matrix (SMPTE EG 432-1 primaries, D65).
  static func p3ToSRGB(_ c: [Double]) -> [Int] {
    func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    func encode(_ v: Double) -> Double {
      v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
    let (r, g, b) = (decode(c[0]), decode(c[1]), decode(c[2]))
    return [
      1.2249401 * r - 0.2249404 * g, -0.0420569 * r + 1.0420571 * g,
      -0.0196376 * r - 0.0786361 * g + 1.0982735 * b,
    ].map { Int((encode(min(max($0, 0), 1)) * 255).rounded()) }
  }
}
