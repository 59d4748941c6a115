import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselTestSupport
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// The hand-written gallery storyboard (`Tests/Fixtures/Gallery`) becomes the right UIKit
/// objects and renders every scene, without the corpus.
@MainActor
@Suite struct GalleryInterfaceTests {
  static func gallery() throws -> IBDocument {
    try IBDocument(contentsOf: SharedFixtures.gallery)
  }

  /// The objects made for a scene's root view, by object id, and the diagnostics.
  func build(_ sceneID: String) throws -> ([String: UIView], DiagnosticLog) {
    let doc = try Self.gallery()
    let log = DiagnosticLog()
    let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
    let builder = ObjectBuilder(
      document: doc, table: .uiKit, resources: resources, diagnostics: log)
    let scene = try #require(doc.scenes.first { $0.id == sceneID })
    _ = builder.instantiate(try #require(scene.rootView))
    var byID: [String: UIView] = [:]
    for (element, view) in builder.made {
      if let id = element.id { byID[id] = view }
    }
    return (byID, log)
  }

  func render(_ sceneID: String) throws -> (Bitmap, DiagnosticLog) {
    try renderScene(sceneID, of: Self.gallery())
  }

  @Test func everyControlBecomesItsUIKitClass() throws {
    let (views, log) = try build(SharedFixtures.Scene.controls)
    let expected: [(String, UIView.Type)] = [
      ("Gal-Lb-001", UILabel.self), ("Gal-Bt-001", UIButton.self),
      ("Gal-Iv-001", UIImageView.self), ("Gal-Tf-001", UITextField.self),
      ("Gal-Tf-002", UITextField.self), ("Gal-Tv-001", UITextView.self),
      ("Gal-Sv-001", UIScrollView.self), ("Gal-Sl-001", UISlider.self),
      ("Gal-Sw-001", UISwitch.self), ("Gal-Sg-001", UISegmentedControl.self),
      ("Gal-Pc-001", UIPageControl.self), ("Gal-Ai-001", UIActivityIndicatorView.self),
      ("Gal-Pv-001", UIProgressView.self), ("Gal-St-001", UIStepper.self),
      ("Gal-Sk-001", UIStackView.self), ("Gal-Pk-001", UIPickerView.self),
      ("Gal-Dp-001", UIDatePicker.self), ("Gal-Mv-001", MKMapView.self),
      ("Gal-Wv-001", WKWebView.self),
    ]
    for (id, type) in expected {
      let view = try #require(views[id], "\(id) was not made")
      #expect(ObjectIdentifier(Swift.type(of: view)) == ObjectIdentifier(type), "\(id): \(view)")
    }
    #expect(!log.diagnostics.contains { $0.id == "unknown-element" }, "\(log.diagnostics)")
  }

  @Test func controlsReadTheirAttributes() throws {
    let (views, _) = try build(SharedFixtures.Scene.controls)
    let label = try #require(views["Gal-Lb-001"] as? UILabel)
    #expect(label.text == "Easel Gallery")
    #expect(label.font.pointSize == 24)
    let secure = try #require(views["Gal-Tf-002"] as? UITextField)
    #expect(secure.isSecureTextEntry && secure.text == "secret")
    #expect((views["Gal-Tf-001"] as? UITextField)?.placeholder == "Name")
    #expect((views["Gal-Sl-001"] as? UISlider)?.value == 0.25)
    #expect((views["Gal-Sw-001"] as? UISwitch)?.isOn == true)
    let segments = try #require(views["Gal-Sg-001"] as? UISegmentedControl)
    #expect(segments.numberOfSegments == 3 && segments.selectedSegmentIndex == 1)
    #expect(segments.titleForSegment(at: 2) == "Three")
    let pages = try #require(views["Gal-Pc-001"] as? UIPageControl)
    #expect(pages.numberOfPages == 4 && pages.currentPage == 1)
    #expect((views["Gal-Pv-001"] as? UIProgressView)?.progress == 0.75)
    #expect((views["Gal-St-001"] as? UIStepper)?.value == 2)
    let stack = try #require(views["Gal-Sk-001"] as? UIStackView)
    #expect(stack.arrangedSubviews.count == 2 && stack.spacing == 8)
    #expect(stack.distribution == .fillEqually)
    #expect((views["Gal-Bt-001"] as? UIButton)?.title(for: .normal) == "Press")
  }

  /// Runtime attributes reach the view: `layer.cornerRadius` is UIKit's; the custom keys
  /// of the (unregistered) `GalleryView` are reported, never fatal.
  @Test func runtimeAttributesAreAppliedOrReported() throws {
    let (views, log) = try build(SharedFixtures.Scene.controls)
    let view = try #require(views["Gal-Vw-001"])
    #expect(view.layer.cornerRadius == 8)
    let about = log.diagnostics.filter { $0.objectID == "Gal-Vw-001" }
    #expect(!about.isEmpty)
    #expect(about.allSatisfy { $0.severity != .error }, "\(about.map(\.description))")
    #expect(!about.contains { $0.message.contains("cornerRadius") }, "\(about.map(\.description))")
  }

  @Test func theControlsSceneRenders() throws {
    let (image, log) = try render(SharedFixtures.Scene.controls)
    #expect(image.width == 393 && image.height == 852)
    // The sRGB orange view and the Display P3 green view inside the scroll view.
    #expect(near(image.pixel(x: 66, y: 116), 1, 0.5, 0))
    #expect(near(image.pixel(x: 260, y: 234), 0, 0.75, 0.25, within: 0.2))
    // The calibratedWhite text view background (0.75) shows between its lines.
    #expect(near(image.pixel(x: 188, y: 262), 0.75, 0.75, 0.75))
    // The title label draws ink in its calibratedRGB purple.
    let title = (16..<200).flatMap { x in (59..<88).map { y in image.pixel(x: x, y: y) } }
    #expect(title.contains { near($0, 0.5, 0.25, 0.75, within: 0.15) })
    #expect(!log.diagnostics.contains { $0.id == "unknown-element" })
  }

  @Test func theListSceneRendersInsideItsNavigationAndTabBars() throws {
    let (image, log) = try render(SharedFixtures.Scene.list)
    #expect(image.width == 393 && image.height == 852)
    // The navigation controller's blue-grey bar, then the second (blue) prototype row.
    #expect(near(image.pixel(x: 5, y: 80), 0.25, 0.5, 0.75))
    let blueRows = (100..<400).filter { near(image.pixel(x: 200, y: $0), 0, 0, 1) }
    #expect(!blueRows.isEmpty)
    #expect(!log.diagnostics.contains { $0.id == "unknown-element" }, "\(log.diagnostics)")
  }

  @Test func theCollectionSceneRendersItsCell() throws {
    let (image, log) = try render(SharedFixtures.Scene.collection)
    #expect(image.width == 393 && image.height == 852)
    let yellow = (0..<400).filter { near(image.pixel(x: 30, y: $0), 1, 0.75, 0) }
    #expect(!yellow.isEmpty)
    #expect(!log.diagnostics.contains { $0.id == "unknown-element" }, "\(log.diagnostics)")
  }

  @Test(arguments: [SharedFixtures.Scene.tabs, SharedFixtures.Scene.navigation])
  func containerScenesRender(sceneID: String) throws {
    let (image, log) = try render(sceneID)
    #expect(image.width > 0 && image.height > 0)
    #expect(!log.diagnostics.contains { $0.severity == .error }, "\(log.diagnostics)")
  }
}
