import EaselDiagnostics
import Foundation
import Testing

@testable import EaselResources

/// Which file an image name, a scale and an appearance pick: catalog image sets first,
/// then loose files, the exact scale before larger and then smaller ones.
struct ProjectImagesTests {
  /// A project with an image set (1x, 2x light; 2x dark) and loose `logo@2x.png`,
  /// `logo@3x.png` and `photo.jpg`.
  static func project() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-images-\(UUID().uuidString)")
    let set = root.appendingPathComponent("App/Assets.xcassets/icon.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let contents = """
      {"images":[
        {"idiom":"universal","filename":"icon.png","scale":"1x"},
        {"idiom":"universal","filename":"icon@2x.png","scale":"2x"},
        {"idiom":"universal","filename":"icon-dark@2x.png","scale":"2x",
         "appearances":[{"appearance":"luminosity","value":"dark"}]}
      ]}
      """
    try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
    for name in ["logo@2x.png", "logo@3x.png", "photo.jpg"] {
      try Data().write(to: root.appendingPathComponent("App/\(name)"))
    }
    return root
  }

  @Test func scaleSuffixes() {
    #expect(ProjectImages.splitScale("icon@2x") == ("icon", 2))
    #expect(ProjectImages.splitScale("icon@3x") == ("icon", 3))
    #expect(ProjectImages.splitScale("icon") == ("icon", 1))
  }

  @Test func catalogFilesByScaleAndAppearance() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let images = ProjectImages(root: root, diagnostics: DiagnosticLog())
    #expect(
      images.file(named: "icon", scale: 2, dark: false)?.url.lastPathComponent == "icon@2x.png")
    #expect(images.file(named: "icon", scale: 1, dark: false)?.url.lastPathComponent == "icon.png")
    #expect(
      images.file(named: "icon", scale: 3, dark: false)?.url.lastPathComponent == "icon@2x.png")
    #expect(
      images.file(named: "icon", scale: 1, dark: true)?.url.lastPathComponent == "icon-dark@2x.png")
  }

  @Test func looseFilesByNameWithOrWithoutScaleAndExtension() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let images = ProjectImages(root: root, diagnostics: DiagnosticLog())
    #expect(images.file(named: "logo", scale: 2, dark: false)?.scale == 2)
    #expect(images.file(named: "logo", scale: 1, dark: false)?.scale == 2)
    #expect(images.file(named: "logo", scale: 3, dark: true)?.scale == 3)
    #expect(images.file(named: "logo.png", scale: 3, dark: false)?.scale == 3)
    #expect(images.file(named: "photo.jpg", scale: 2, dark: false)?.scale == 1)
    #expect(images.file(named: "missing", scale: 2, dark: false) == nil)
  }

  /// iOS finds a catalog image by its set's name with an image file's extension
  /// (XCSettingView's storyboard sets `leftImage` to `1.jpg`, the set `1`), and a file in a
  /// bundle folder by its path from the bundle (`Pod.bundle/arrow`).
  @Test func catalogNamesWithAnExtensionAndFilesInBundles() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = root.appendingPathComponent("Pod/Assets/Pod.bundle/icons")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    try Data().write(to: bundle.appendingPathComponent("arrow@2x.png"))
    let images = ProjectImages(root: root, diagnostics: DiagnosticLog())
    #expect(images.catalogImageName(for: "icon.png") == "icon")
    #expect(images.catalogImageName(for: "icon.JPG") == "icon")
    #expect(images.catalogImageName(for: "icon.txt") == nil)
    #expect(
      images.file(named: "icon.jpg", scale: 2, dark: false)?.url.lastPathComponent
        == "icon@2x.png")
    #expect(images.file(named: "Pod.bundle/icons/arrow", scale: 2, dark: false)?.scale == 2)
    #expect(images.file(named: "Pod.bundle/icons/arrow@2x.png", scale: 2, dark: false) != nil)
    #expect(images.file(named: "arrow", scale: 2, dark: false) != nil)
    #expect(images.file(named: "Other.bundle/icons/arrow", scale: 2, dark: false) == nil)
  }

  @Test func renderingIntentsOfImageSets() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    for (name, intent) in [("glyph", "template"), ("photo", "original"), ("plain", nil)] {
      let set = root.appendingPathComponent("App/Assets.xcassets/\(name).imageset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      let properties = intent.map { #","properties":{"template-rendering-intent":"\#($0)"}"# } ?? ""
      try Data(#"{"images":[{"idiom":"universal","filename":"a.png"}]\#(properties)}"#.utf8)
        .write(to: set.appendingPathComponent("Contents.json"))
    }
    let catalog = ProjectImages(root: root, diagnostics: DiagnosticLog()).catalog
    #expect(catalog.imageRendering["glyph"] == .template)
    #expect(catalog.imageRendering["photo"] == .original)
    #expect(catalog.imageRendering["plain"] == nil)
    #expect(catalog.imageRendering["icon"] == nil)
  }
}
