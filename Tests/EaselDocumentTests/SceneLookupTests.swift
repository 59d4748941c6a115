import EaselDocument
import Foundation
import Testing

/// `IBDocument.scene(matching:)`: the one look-up by scene, view controller or root view id,
/// and the one "no such scene" error.
@Suite struct SceneLookupTests {
  @Test(arguments: ["EHf-IW-A2E", "01J-lp-oVM", "Ze5-6b-2t3"])
  func matchesSceneViewControllerAndRootViewIDs(_ id: String) throws {
    let doc = try IBDocument(contentsOf: Fixtures.url("LaunchScreen.storyboard"))
    #expect(try doc.scene(matching: id).id == "EHf-IW-A2E")
    #expect(try doc.sceneIndex(matching: id) == 0)
  }

  @Test func xibScenesMatchTheirTopLevelObject() throws {
    let doc = try IBDocument(contentsOf: Fixtures.url("View.xib"))
    #expect(try doc.scene(matching: "iN0-l3-epB").rootView?.id == "iN0-l3-epB")
  }

  @Test func anObjectsIDNamesTheSceneItIsDrawnIn() throws {
    let doc = try IBDocument(contentsOf: Fixtures.url("UserDefinedAttributes.storyboard"))
    // A table view cell and its content view, two levels under the scene's root view.
    #expect(try doc.scene(matching: "VPu-q4-v6m").id == "rig-Ai-5C1")
    #expect(try doc.scene(matching: "ktq-ag-AaO").id == "rig-Ai-5C1")
  }

  @Test func noSuchSceneNamesTheScenesThereAre() throws {
    let doc = try IBDocument(contentsOf: Fixtures.url("LaunchScreen.storyboard"))
    #expect(throws: NoSuchSceneError.self) { try doc.scene(matching: "nope") }
    do {
      _ = try doc.scene(matching: "nope")
    } catch {
      #expect(error.available == ["EHf-IW-A2E"])
      #expect(error.description.hasSuffix(": error: no scene 'nope'; scenes: EHf-IW-A2E"))
    }
    do {
      _ = try doc.scene(matching: "EHf-IW-A2F")
    } catch {
      #expect(
        error.description.contains(
          "no scene 'EHf-IW-A2F' (did you mean 'EHf-IW-A2E'?); scenes: EHf-IW-A2E"))
    }
  }

  @Test func theInitialSceneIsFoundByItsViewController() throws {
    let doc = try IBDocument(contentsOf: Fixtures.url("LaunchScreen.storyboard"))
    #expect(doc.initialViewControllerID == "01J-lp-oVM")
    #expect(doc.initialScene?.id == "EHf-IW-A2E")
  }
}
