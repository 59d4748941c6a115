import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselTestSupport
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A scene the golden tests render, and the element families it stands for.
struct GoldenScene: Sendable, CustomTestStringConvertible {
  /// The references' name (`<name>.png`, `<name>.svg.txt`, …).
  var name: String
  /// The element families the scene shows.
  var families: String
  /// The fixture document.
  var document: URL
  /// The scene's id in it.
  var sceneID: String
  /// Whether it is rendered in the dark appearance.
  var dark = false

  var testDescription: String { "\(name): \(families)" }
}

/// The scenes of the golden tests: every scene of the two hand-written fixtures
/// (`Tests/Fixtures/Gallery` and `Tests/Fixtures/Families`, README beside each), which
/// together hold every element family.
///
/// The references pin what Easel draws today, so that a refactoring that should not change
/// a pixel is shown not to. Where that differs from Interface Builder's canvas it is listed
/// in `knownDifferences`: a fix for one of those changes the picture, and the reference is
/// then recorded again (after looking at it).
enum GoldenScenes {
  /// The fixture with the families the gallery lacks.
  static let families = SharedFixtures.families

  /// How a reference differs from what Interface Builder shows, by scene name (found by
  /// looking at every recorded picture; reported, not fixed, when they were recorded).
  static let knownDifferences: [String: [String]] = [
    "gallery-controls": [
      "no status bar: Easel draws one only over a navigation bar",
      "the SF Symbol is a stand-in (a tinted rounded square), as are the tab items' images",
    ],
    "gallery-controls-dark": ["no status bar", "SF Symbol stand-ins"],
    "gallery-navigation-controller": [
      "the card has no tab bar, though the controller is a tab of the tab bar controller"
    ],
    "gallery-collection": ["no status bar; the first cell sits where it would be"],
    "families-bars": [
      "the toolbar sits flush with the bottom edge, where the home indicator is; iOS puts it "
        + "above the indicator's 34 points, as Easel does for the tab bar (83 points)"
    ],
    "families-text": [
      "no status bar",
      "the three-line label shows two lines: Inter's line height (about 20.6 points at 17) "
        + "exceeds San Francisco's 20.3, for which the stored 61-point height was made",
    ],
    "families-images": ["no status bar", "SF Symbols are stand-ins"],
    "families-containers": ["no status bar"],
    "families-settings": ["no status bar"],
    "families-settings-dark": [
      "no status bar",
      "hairline seams between cells at fractional frames (the background shows through "
        + "where two antialiased edges meet)",
    ],
  ]

  static let all: [GoldenScene] = [
    GoldenScene(
      name: "gallery-controls",
      families: "controls, pickers, text fields (one secure), text view, scroll and stack views, "
        + "SF Symbol, map and web placeholders, tab bar",
      document: SharedFixtures.gallery, sceneID: SharedFixtures.Scene.controls),
    GoldenScene(
      name: "gallery-tab-bar-controller", families: "tab bar controller card",
      document: SharedFixtures.gallery, sceneID: SharedFixtures.Scene.tabs),
    GoldenScene(
      name: "gallery-navigation-controller", families: "navigation controller card",
      document: SharedFixtures.gallery, sceneID: SharedFixtures.Scene.navigation),
    GoldenScene(
      name: "gallery-table", families: "table with prototype cells, navigation bar, tab bar",
      document: SharedFixtures.gallery, sceneID: SharedFixtures.Scene.list),
    GoldenScene(
      name: "gallery-collection", families: "collection view and cell, tab bar",
      document: SharedFixtures.gallery, sceneID: SharedFixtures.Scene.collection),
    GoldenScene(
      name: "families-bars",
      families: "navigation, search (default and minimal), tool and tab bars; light status bar, "
        + "toolbar from toolbar items",
      document: families, sceneID: "Bar-Sc-001"),
    GoldenScene(
      name: "families-text",
      families: "labels (wrapped, aligned, named fonts, attributed, CJK, disabled), text fields "
        + "(rounded, line, bezel, secure), text view",
      document: families, sceneID: "Txt-Sc-001"),
    GoldenScene(
      name: "families-images",
      families: "asset image in six content modes, SF Symbols with tints, button with image",
      document: families, sceneID: "Img-Sc-001"),
    GoldenScene(
      name: "families-containers",
      families: "container view, nested stack views, scroll view, visual effect view",
      document: families, sceneID: "Cnt-Sc-001"),
    GoldenScene(
      name: "families-embedded-child", families: "freeform child controller",
      document: families, sceneID: "Chd-Sc-001"),
    GoldenScene(
      name: "families-settings",
      families: "inset grouped static table: cell styles, accessories, header and footer",
      document: families, sceneID: "Set-Sc-001"),
    GoldenScene(
      name: "gallery-controls-dark", families: "the controls in the dark appearance",
      document: SharedFixtures.gallery, sceneID: SharedFixtures.Scene.controls, dark: true),
    GoldenScene(
      name: "families-settings-dark", families: "the static table in the dark appearance",
      document: families, sceneID: "Set-Sc-001", dark: true),
  ]

  /// What rendering a scene gives: the output and the live tree it was drawn from.
  struct Rendering {
    var data: Data
    var root: UIView
    var diagnostics: DiagnosticLog
  }

  /// Renders `scene` in process as `easel render` would without designables: in `format`,
  /// at `scale` pixels a point for PNG, in the scene's appearance, with the fixture's folder as the project (its asset
  /// catalog), with the fonts pinned (throws when they are not).
  @MainActor
  static func render(_ scene: GoldenScene, format: OutputFormat, scale: Double = 2) throws
    -> Rendering
  {
    try PinnedFonts.require()
    let document = try IBDocument(contentsOf: scene.document)
    let log = DiagnosticLog()
    let resources = ProjectResources(
      root: scene.document.deletingLastPathComponent(), diagnostics: log)
    var settings = RenderSettings()
    settings.format = format
    if format == .png { settings.encoding = .png(.fast) }
    settings.scale = scale
    settings.darkAppearance = scene.dark
    let renderer = SceneRenderer(
      document: document, table: .uiKit, resources: resources, diagnostics: log,
      settings: settings)
    let found = try #require(document.scenes.first { $0.id == scene.sceneID })
    let rendered = try renderer.render(found)
    return Rendering(data: rendered.data, root: rendered.root, diagnostics: log)
  }
}
