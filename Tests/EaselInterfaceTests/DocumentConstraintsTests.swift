import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Reading `<constraint>`s and layout guides from a document onto the views.
@MainActor
struct DocumentConstraintsTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/AutoLayout/Constraints.storyboard")

  func build(_ sceneID: String) throws -> (root: UIView, views: [String: UIView]) {
    let document = try IBDocument(contentsOf: Self.url)
    let log = DiagnosticLog()
    let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
    let builder = ObjectBuilder(
      document: document, table: .uiKit, resources: resources, diagnostics: log)
    let scene = try #require(document.scenes.first { $0.id == sceneID })
    let root = builder.instantiate(try #require(scene.rootView))
    var views: [String: UIView] = [:]
    for (element, view) in builder.made { if let id = element.id { views[id] = view } }
    #expect(log.diagnostics.filter { $0.id == "constraint-unreadable" }.isEmpty)
    return (root, views)
  }

  func constraint(_ id: String, in views: [String: UIView]) -> NSLayoutConstraint? {
    views.values.flatMap(\.constraints).first { $0.identifier == id }
  }

  @Test func implicitFirstItemIsTheHoldingView() throws {
    let (root, views) = try build("s1")
    let c = try #require(constraint("c-tr", in: views))
    #expect(c.firstItem === root)
    #expect(c.firstAttribute == .trailingMargin)
    #expect(c.secondItem === views["title"])
    let width = try #require(constraint("boxWidth", in: views))
    #expect(width.firstItem === views["box"])
    #expect(width.secondItem == nil)
    #expect(width.constant == 100)
  }

  @Test func safeAreaGuideIsTheViewsGuide() throws {
    let (root, views) = try build("s1")
    let c = try #require(constraint("c-tt", in: views))
    #expect(c.secondItem === root.safeAreaLayoutGuide)
    #expect(c.constant == 20)
  }

  @Test func ratioMultiplierRelationPriorityAndSymbolic() throws {
    let (_, views) = try build("s1")
    #expect(try #require(constraint("c-bh", in: views)).multiplier == 9.0 / 16.0)
    #expect(try #require(constraint("c-ww", in: views)).relation == .lessThanOrEqual)
    #expect(try #require(constraint("c-wt", in: views)).priority == UILayoutPriority(999))
    #expect(try #require(constraint("c-bt", in: views)).constant == 8)
  }

  @Test func placeholderAndVariationExcludedConstraintsAreLeftOut() throws {
    let (_, views) = try build("s1")
    #expect(constraint("c-placeholder", in: views) == nil)
    #expect(constraint("c-landscape", in: views) == nil)
    #expect(constraint("c-wh", in: views) != nil)
  }

  @Test func viewLayoutPropertiesAreRead() throws {
    let (_, views) = try build("s1")
    let title = try #require(views["title"])
    #expect(!title.translatesAutoresizingMaskIntoConstraints)
    #expect(title.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
    #expect(title.autoLayout.intrinsicSizeOverride == CGSize(width: 100, height: 21))
    let auto = try #require(views["auto"])
    #expect(auto.translatesAutoresizingMaskIntoConstraints)
    #expect(auto.autoresizingMask == [.flexibleLeftMargin, .flexibleTopMargin])
  }

  @Test func oldLayoutGuidesBecomeGuidesOfTheRootView() throws {
    let (root, views) = try build("s2")
    let top = try #require(constraint("c-bartop", in: views))
    let guide = try #require(top.secondItem as? UILayoutGuide)
    #expect(guide.owningView === root)
    #expect(guide.identifier == LayoutGuideIdentifier.top)
    let bottom = try #require(constraint("c-fb", in: views))
    #expect((bottom.firstItem as? UILayoutGuide)?.identifier == LayoutGuideIdentifier.bottom)
  }

  @Test func storedFramesAreKeptUntilReleased() throws {
    let (_, views) = try build("s1")
    #expect(try #require(views["title"]).autoLayout.keepsFrame)
  }
}
