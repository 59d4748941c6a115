import EaselDiagnostics
import EaselDocument
import EaselTestSupport
import Foundation
import Testing

/// The hand-written gallery storyboard (`Tests/Fixtures/Gallery`), read without the corpus:
/// every element family, every colour form and every runtime attribute type.
@Suite struct GalleryDocumentTests {
  static func gallery() throws -> IBDocument {
    try IBDocument(contentsOf: SharedFixtures.gallery)
  }

  @Test func scenesInOrderWithTheTabBarControllerInitial() throws {
    let doc = try Self.gallery()
    #expect(doc.kind == .storyboard)
    #expect(
      doc.scenes.map(\.id) == [
        "Ctl-Sc-001", "Tab-Sc-001", "Nav-Sc-001", "Lst-Sc-001", "Col-Sc-001",
      ])
    #expect(
      doc.scenes.map { $0.viewController?.name } == [
        "viewController", "tabBarController", "navigationController", "tableViewController",
        "collectionViewController",
      ])
    #expect(doc.initialScene?.id == SharedFixtures.Scene.tabs)
    #expect(doc.scenes.first?.rootView?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(doc.scenes.first?.canvasLocation == CGPoint(x: 1000, y: -400))
  }

  /// Each element family is there, with the id the tests below rely on.
  @Test(arguments: [
    ("label", "Gal-Lb-001"), ("view", "Gal-Vw-001"), ("button", "Gal-Bt-001"),
    ("imageView", "Gal-Iv-001"), ("textField", "Gal-Tf-002"), ("textView", "Gal-Tv-001"),
    ("scrollView", "Gal-Sv-001"), ("slider", "Gal-Sl-001"), ("switch", "Gal-Sw-001"),
    ("segmentedControl", "Gal-Sg-001"), ("pageControl", "Gal-Pc-001"),
    ("activityIndicatorView", "Gal-Ai-001"), ("progressView", "Gal-Pv-001"),
    ("stepper", "Gal-St-001"), ("stackView", "Gal-Sk-001"), ("pickerView", "Gal-Pk-001"),
    ("datePicker", "Gal-Dp-001"), ("mapView", "Gal-Mv-001"), ("wkWebView", "Gal-Wv-001"),
    ("tabBar", "Tab-Tb-001"), ("tabBarItem", "Nav-Ti-001"), ("navigationBar", "Nav-Nb-001"),
    ("tableView", "Lst-Tv-001"), ("tableViewCell", "Lst-Cl-001"),
    ("tableViewCellContentView", "Lst-Cv-001"), ("navigationItem", "Lst-Ni-001"),
    ("barButtonItem", "Lst-Bb-002"), ("collectionView", "Col-Cv-001"),
    ("collectionViewCell", "Col-Cl-001"), ("collectionViewCellContentView", "Col-Cn-001"),
  ])
  func elementFamily(name: String, id: String) throws {
    let element = try #require(try Self.gallery().element(withID: id))
    #expect(element.name == name)
  }

  @Test func viewsHaveTheirFramesAndSubviews() throws {
    let doc = try Self.gallery()
    let root = try #require(doc.scenes.first?.rootView)
    #expect(root.subviews.count == 20)
    #expect(root.subviews.allSatisfy { $0.frame != nil && $0.superviewElement?.id == root.id })
    let stack = try #require(doc.element(withID: "Gal-Sk-001"))
    #expect(stack.subviews.map(\.id) == ["Gal-Sk-002", "Gal-Sk-003"])
    #expect(
      stack.subviews[1].frame
        == CGRect(x: 184.66666666666666, y: 0, width: 176.33333333333334, height: 21))
    #expect(doc.element(withID: "Gal-Sv-001")?.subviews.map(\.id) == ["Gal-Sv-002"])
  }

  /// Every colour form, read as written.
  @Test(
    arguments: [
      ("Gal-Vw-001", "backgroundColor", .rgb(red: 1, green: 0.5, blue: 0, alpha: 1, space: .sRGB)),
      (
        "Gal-Sv-002", "backgroundColor",
        .rgb(red: 0, green: 0.75, blue: 0.25, alpha: 1, space: .displayP3)
      ),
      (
        "Gal-Lb-001", "textColor",
        .rgb(red: 0.5, green: 0.25, blue: 0.75, alpha: 1, space: .calibratedRGB)
      ),
      ("Gal-Tv-001", "backgroundColor", .white(white: 0.75, alpha: 1, space: .calibratedWhite)),
      ("Gal-Sk-002", "textColor", .white(white: 0, alpha: 1, space: .genericGamma22Gray)),
      ("Gal-Tv-001", "textColor", .system("labelColor")),
      ("Gal-Pc-001", "currentPageIndicatorTintColor", .cocoaTouchSystem("darkTextColor")),
      ("Gal-Bt-001", "tintColor", .named("Brand")),
    ] as [(String, String, ColorValue)])
  func colourForm(id: String, key: String, expected: ColorValue) throws {
    let element = try #require(try Self.gallery().element(withID: id))
    #expect(element.color(forKey: key) == expected)
  }

  @Test func systemAndNamedColoursResolveThroughTheResources() throws {
    let resources = try Self.gallery().resources
    #expect(
      ColorValue.named("Brand").resolved(in: resources)
        == .rgb(red: 0, green: 0.47843137254901963, blue: 1, alpha: 1, space: .sRGB))
    #expect(
      ColorValue.system("systemRedColor").resolved(in: resources)
        == .rgb(
          red: 1, green: 0.23137254901960785, blue: 0.18823529411764706, alpha: 1, space: .sRGB))
    #expect(
      ColorValue.system("systemBackgroundColor").resolved(in: resources)
        == .white(white: 1, alpha: 1, space: .genericGamma22Gray))
    #expect(resources.systemImages == ["photo", "slider.horizontal.3", "star.fill"])
    #expect(resources.namedColors.count == 1 && resources.systemColors.count == 6)
  }

  /// One runtime attribute of every type, with its exact value, in document order.
  @Test func runtimeAttributesOfEveryType() throws {
    let doc = try Self.gallery()
    let view = try #require(doc.element(withID: "Gal-Vw-001"))
    let log = DiagnosticLog()
    let attributes = view.runtimeAttributes(diagnostics: log)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
    #expect(
      attributes.map(\.keyPath) == [
        "caption", "localizedCaption", "ratio", "count", "isFancy", "ringColor", "badge", "anchor",
        "shadowSize", "hole", "highlight", "placeholder", "layer.cornerRadius",
      ])
    #expect(
      attributes.map(\.value) == [
        .string("Hello", localized: false), .string("greeting", localized: true),
        .number(0.75, isInteger: false), .number(3, isInteger: true), .boolean(true),
        .color(.rgb(red: 0, green: 0.5, blue: 1, alpha: 1, space: .sRGB)), .image("star.fill"),
        .point(CGPoint(x: 0.5, y: -2)), .size(CGSize(width: 4, height: 2.5)),
        .rect(CGRect(x: 10, y: 5, width: 20, height: 8)), .range(location: 2, length: 5), .nil,
        .number(8, isInteger: true),
      ])
    let types = Set(attributes.map(\.value.typeName))
    #expect(
      types == [
        "string", "number", "boolean", "color", "image", "point", "size", "rect", "range", "nil",
      ])
    #expect(attributes.allSatisfy { $0.location.file == doc.path && $0.location.line > 20 })
  }

  @Test func validatesWithoutUnknownElements() throws {
    let log = DiagnosticLog()
    try Self.gallery().validate(into: log)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics.map(\.description))")
  }

  @Test func dumpNamesEveryScene() throws {
    let dump = try Self.gallery().dump()
    let lines = dump.split(separator: "\n")
    #expect(lines.first == "storyboard Gallery.storyboard toolsVersion=22505")
    #expect(lines.filter { $0.hasPrefix("scene #") }.count == 5)
    for id in ["Gal-Sk-002", "Lst-Cl-001", "Col-Cl-001", "Gal-Wv-001"] {
      #expect(dump.contains("#\(id)"), "\(id) is missing from the dump")
    }
  }
}
