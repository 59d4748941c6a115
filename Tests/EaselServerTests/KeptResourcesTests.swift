import EaselDocument
import EaselTestSupport
import Foundation
import Testing

@testable import EaselServer

/// The project's resources the server's own layouts use (layout issues, constraint
/// constants) are read once per project, and again only when the resources' stamps change.
@MainActor
struct KeptResourcesTests {
  let folder: URL
  let project: URL
  let session: DesignerSession
  static let document = "Layout/Base.lproj/Main.storyboard"

  init() throws {
    folder = try TestPaths.temporaryFolder("easel-kept-resources")
    project = folder.appendingPathComponent("Layout")
    try FileManager.default.copyItem(
      at: SharedFixtures.folder.appendingPathComponent("Designer/Layout"), to: project)
    session = DesignerSession(project: ProjectFolder(root: project))
  }

  @Test func theResourcesAreReadOncePerProjectWhileTheirStampsStay() throws {
    let (document, _) = try session.document(Self.document)
    let first = session.projectResources(for: document)
    #expect(session.projectResources(for: document) === first)
    // A layout-issues request and a constraint-constant request use the same set.
    let scene = try #require(document.scenes.first { $0.rootView != nil })
    _ = try session.layoutIssues(Self.document, sceneID: scene.id)
    #expect(session.projectResources(for: document) === first)
    #expect(first.image(named: "swatch") == nil)
  }

  @Test func anAddedImageIsSeenOnceTheStampsChange() throws {
    let (document, _) = try session.document(Self.document)
    let first = session.projectResources(for: document)
    #expect(first.image(named: "swatch") == nil)
    try FileManager.default.copyItem(
      at: SharedFixtures.folder.appendingPathComponent(
        "Families/Assets.xcassets/Swatch.imageset/swatch@2x.png"),
      to: project.appendingPathComponent("swatch@2x.png"))
    // Until the stamps are looked at again, the kept set stands (no walk per request).
    #expect(session.projectResources(for: document) === first)
    #expect(session.resourcesChanged())
    let second = session.projectResources(for: document)
    #expect(second !== first)
    #expect(second.image(named: "swatch") != nil)
    #expect(session.keptResources.count == 1)
  }

  @Test func aDocumentNamingOtherFontsGetsItsOwnSet() throws {
    let (document, _) = try session.document(Self.document)
    let plain = session.projectResources(for: document)
    let other = try IBDocument.parse(
      Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
        <customFonts key="customFonts"><array key="Lato-Regular.ttf"><string>Lato-Regular</string>\
        </array></customFonts><scenes/></document>
        """.utf8), path: "Other.storyboard")
    #expect(other.resources.customFonts.keys.sorted() == ["Lato-Regular.ttf"])
    let withFonts = session.projectResources(for: other)
    #expect(withFonts !== plain)
    #expect(session.projectResources(for: other) === withFonts)
    #expect(session.projectResources(for: document) === plain)
  }
}
