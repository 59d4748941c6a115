import EaselDiagnostics
import EaselDocument
import EaselTestSupport
import Foundation
import Testing

@Suite struct SceneTests {
  @Test func storyboardScenes() throws {
    let doc = try IBDocument(contentsOf: Fixtures.url("LaunchScreen.storyboard"))
    let scenes = doc.scenes
    #expect(scenes.count == 1)
    let scene = try #require(scenes.first)
    #expect(scene.id == "EHf-IW-A2E")
    #expect(scene.label == "View Controller")
    #expect(scene.viewController?.id == "01J-lp-oVM")
    #expect(scene.canvasLocation == CGPoint(x: 53, y: 375))
    #expect(scene.rootView?.id == "Ze5-6b-2t3")
    #expect(doc.initialScene?.id == "EHf-IW-A2E")
    #expect(scene.location.description.hasSuffix("LaunchScreen.storyboard:9:9"))
    let view = try #require(scene.rootView)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 600, height: 600))
    #expect(
      view.color(forKey: "backgroundColor") == .white(white: 1, alpha: 1, space: .calibratedWhite))
    #expect(view.isViewElement && view.elementKind == "view")
    #expect(view.subviews.isEmpty)
    #expect(view.child("rect", key: "frame")?.ownerID == "Ze5-6b-2t3")
    #expect(doc.root.ownerID == nil)
  }

  @Test func xibPseudoScenes() throws {
    let doc = try IBDocument(contentsOf: Fixtures.url("View.xib"))
    #expect(doc.kind == .xib)
    #expect(doc.scenes.map(\.id) == ["iN0-l3-epB"])
    #expect(doc.scenes.first?.rootView?.id == "iN0-l3-epB")
  }

  @Test func viewHelpers() throws {
    let doc = try parse(
      xib(
        """
        <view contentMode="scaleToFill" id="root" customClass="Rainbow" customModule="App">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <label text="Hi" id="l"><rect key="frame" x="16" y="20.5" width="100" height="21"/></label>
                <button id="b"/>
            </subviews>
        </view>
        """))
    let root = try #require(doc.element(withID: "root"))
    #expect(root.customClass == "Rainbow" && root.customModule == "App")
    #expect(root.subviews.map(\.id) == ["l", "b"])
    #expect(root.subviews[0].frame == CGRect(x: 16, y: 20.5, width: 100, height: 21))
    #expect(root.subviews[1].frame == nil)
    #expect(root.subviews[1].superviewElement?.id == "root")
  }

  @Test func dumpIsStable() throws {
    let doc = try IBDocument(contentsOf: Fixtures.url("LaunchScreen.storyboard"))
    #expect(
      doc.dump() == """
        storyboard LaunchScreen.storyboard toolsVersion=10117
        scene #EHf-IW-A2E "View Controller"
          viewController #01J-lp-oVM
            view #Ze5-6b-2t3 key=view (0.0 0.0 600 600)

        """)
    let xibDoc = try IBDocument(contentsOf: Fixtures.url("View.xib"))
    #expect(
      xibDoc.dump() == """
        xib View.xib toolsVersion=13142
        scene #iN0-l3-epB
          view #iN0-l3-epB (0.0 0.0 375 667)

        """)
  }

  @Test func validateReportsUnknownElementsOncePerName() throws {
    let doc = try parse(xib(#"<view id="v"><gizmo id="g"/><gizmo/></view>"#))
    let log = DiagnosticLog()
    doc.validate(into: log)
    #expect(
      log.diagnostics.map(\.description) == [
        "t.xib:4:14: warning: element <gizmo> is not modelled by Easel; it is kept but not rendered [unknown-element]"
      ])
    #expect(doc.element(withID: "g")?.name == "gizmo")
  }

  /// The whole corpus: scenes found, every scene's dump line count sane, no unknown elements.
  @Test(.requiresCorpus) func corpusScenesAndValidation() throws {
    let documents = Corpus.documents()
    var sceneCount = 0
    var unknown: [String] = []
    for url in documents {
      let doc = try IBDocument(contentsOf: url)
      sceneCount += doc.scenes.count
      #expect(!doc.dump().isEmpty)
      let log = DiagnosticLog()
      doc.validate(into: log)
      unknown += log.diagnostics.map(\.description)
    }
    #expect(sceneCount > 176)
    #expect(unknown.isEmpty, "\(unknown.joined(separator: "\n"))")
  }
}
