import EaselDiagnostics
import EaselDocument
import EaselTestSupport
import Foundation
import Testing

@Suite struct ColorValueTests {
  static let cases: [(String, ColorValue)] = [
    (
      #"<color key="k" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
      .rgb(red: 1, green: 0.5, blue: 0, alpha: 1, space: .sRGB)
    ),
    (
      #"<color key="k" red="0.2" green="0.3" blue="0.4" alpha="0.5" colorSpace="calibratedRGB"/>"#,
      .rgb(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5, space: .calibratedRGB)
    ),
    (
      #"<color key="k" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#,
      .rgb(red: 1, green: 0, blue: 0, alpha: 1, space: .displayP3)
    ),
    (
      #"<color key="k" white="0.5" alpha="1" colorSpace="calibratedWhite"/>"#,
      .white(white: 0.5, alpha: 1, space: .calibratedWhite)
    ),
    (
      #"<color key="k" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
      .white(white: 1, alpha: 1, space: .genericGamma22Gray)
    ),
    (
      #"<color key="k" white="0.0" alpha="0.0" colorSpace="deviceWhite"/>"#,
      .white(white: 0, alpha: 0, space: .deviceWhite)
    ),
    (#"<color key="k" systemColor="labelColor"/>"#, .system("labelColor")),
    (
      #"<color key="k" systemColor="linkColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
      .system("linkColor")
    ),
    (
      #"<color key="k" cocoaTouchSystemColor="darkTextColor"/>"#, .cocoaTouchSystem("darkTextColor")
    ),
    (#"<color key="k" name="Brand"/>"#, .named("Brand")),
    (
      #"<color key="k" name="controlAccentColor" catalog="System" colorSpace="catalog"/>"#,
      .catalogSystem("controlAccentColor")
    ),
  ]

  @Test(arguments: cases.indices) func parsesForm(_ i: Int) throws {
    let (markup, expected) = Self.cases[i]
    let doc = try parse(xib("<view id=\"v\">\(markup)</view>"))
    #expect(doc.element(withID: "v")?.color(forKey: "k") == expected)
  }

  @Test func unreadableColourIsAWarning() throws {
    let doc = try parse(xib(#"<view id="v"><color key="backgroundColor" red="x"/></view>"#))
    #expect(doc.element(withID: "v")?.color(forKey: "backgroundColor") == nil)
    let log = DiagnosticLog()
    doc.validate(into: log)
    #expect(log.diagnostics.map(\.id) == ["color-unreadable"])
  }

  @Test func resourcesAndResolution() throws {
    let doc = try parse(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" toolsVersion="1">
          <scenes/>
          <resources>
              <image name="logo" width="120" height="40.5"/>
              <image name="star.fill" catalog="system" width="16" height="15"/>
              <namedColor name="Brand">
                  <color red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </namedColor>
              <systemColor name="systemBackgroundColor">
                  <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
              </systemColor>
          </resources>
      </document>
      """, path: "t.storyboard")
    let r = doc.resources
    #expect(r.images["logo"] == CGSize(width: 120, height: 40.5))
    #expect(r.systemImages == ["star.fill"])
    #expect(r.namedColors["Brand"] == .rgb(red: 1, green: 0, blue: 0, alpha: 1, space: .sRGB))
    #expect(ColorValue.system("systemBackgroundColor").resolved(in: r)?.rgba?.red == 1)
    #expect(ColorValue.named("Missing").resolved(in: r) == nil)
  }

  /// Every `<color>` element in the corpus has a readable value.
  @Test(.requiresCorpus) func everyCorpusColourParses() throws {
    let documents = Corpus.documents()
    var total = 0
    var unreadable: [String] = []
    for url in documents {
      let doc = try IBDocument(contentsOf: url)
      for e in doc.root.descendants() where e.name == "color" {
        total += 1
        if ColorValue(element: e) == nil { unreadable.append(e.location.description) }
      }
    }
    #expect(total > 1500)
    #expect(unreadable.isEmpty, "\(unreadable)")
  }
}
