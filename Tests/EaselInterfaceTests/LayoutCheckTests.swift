import EaselDiagnostics
import EaselDocument
import EaselResources
import EaselTestSupport
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// `LayoutCheck`: scenes solved at their document's device, compared with the stored frames.
@MainActor
struct LayoutCheckTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/AutoLayout/Constraints.storyboard")

  func reports() -> [LayoutCheck.DocumentReport] {
    LayoutCheck.run(path: Self.fixture, compareFrames: true)
  }

  @Test func everyConstraintFormSolvesToTheStoredFrames() throws {
    let scenes = try #require(reports().first).scenes
    let s1 = try #require(scenes.first { $0.sceneID == "s1" })
    let s2 = try #require(scenes.first { $0.sceneID == "s2" })
    #expect(s1.engine.map(\.id) == ["title", "box", "wide", "auto"])
    #expect(s1.engine.allSatisfy { $0.hit }, "\(s1.engine.filter { !$0.hit })")
    #expect(s1.whole.allSatisfy { $0.hit })
    #expect(s1.excluded == 1)  // the misplaced view
    #expect(s2.engine.allSatisfy { $0.hit }, "\(s2.engine.filter { !$0.hit })")
  }

  @Test func conflictsAndAmbiguityAreLocatedWarnings() throws {
    let scene = try #require(reports().first?.scenes.first { $0.sceneID == "s3" })
    let conflict = try #require(scene.issues.first { $0.id == "layout-conflict" })
    #expect(conflict.location?.line == 122)
    #expect(conflict.message.contains("view (cw).width = 120"))
    #expect(conflict.message.contains("view (cw).width = 100"))
    let ambiguous = try #require(scene.issues.first { $0.id == "layout-ambiguous" })
    #expect(ambiguous.location?.line == 126)
    #expect(ambiguous.message.hasSuffix("needs constraints for its y"))
    let miss = try #require(scene.engine.first { !$0.hit })
    #expect(miss.id == "amb")
    #expect(miss.reason?.hasPrefix("ambiguous y") == true)
  }

  /// A custom-class view with only its position constrained (Cosmos's star rating): Interface
  /// Builder sized it by its designable's `intrinsicContentSize`, so the engine figure takes
  /// its stored size as its content size, and the view below it lands where it was stored.
  @Test func aDesignablesStoredSizeIsItsContentSize() throws {
    let url = Self.fixture.deletingLastPathComponent()
      .appendingPathComponent("CustomContentSize.storyboard")
    let scene = try #require(LayoutCheck.run(path: url, compareFrames: true).first?.scenes.first)
    #expect(scene.engine.map(\.id) == ["stars", "below"])
    #expect(scene.engine.allSatisfy { $0.hit }, "\(scene.engine.filter { !$0.hit })")
  }

  @Test func theTotalLineSumsTheDocuments() {
    let lines = LayoutCheck.text(reports(), compareFrames: true)
    #expect(lines.last == "total: 8 views, engine 87.5%, whole 87.5%")
  }

  /// Issue 9's fidelity goal on the shared corpus: at least 95% of views within 0.5 pt with
  /// intrinsic sizes from the stored frames (96.8% reached); and the whole figure, with
  /// Easel's own text and image measurement, held where it has been raised to (83.6%).
  @Test(.requiresCorpus) func corpusEngineFigure() {
    let reports = LayoutCheck.run(path: Corpus.url, compareFrames: true)
    let views = reports.reduce(0) { $0 + $1.views }
    let hits = reports.reduce(0) { $0 + $1.engineHits }
    let whole = reports.reduce(0) { $0 + $1.wholeHits }
    #expect(views > 1500)
    #expect(Double(hits) / Double(max(views, 1)) >= 0.95)
    #expect(Double(whole) / Double(max(views, 1)) >= 0.83)
  }
}

/// Corpus scenes laid out for other devices keep every required constraint.
@MainActor
struct LayoutOnDevicesTests {
  @Test(.requiresCorpus) func requiredConstraintsHoldOnOtherDevices() throws {
    let devices = ["iPhone SE", "iPhone 15 Pro Max landscape", "iPad Pro 12.9"].compactMap {
      Device.named($0)?.size
    }
    #expect(devices.count == 3)
    var broken: [String] = []
    var scenes = 0
    for url in ContactSheet.documents(under: Corpus.url) {
      guard let document = try? IBDocument(contentsOf: url), document.renderRefusal == nil
      else { continue }
      let resources = ProjectResources(
        root: ProjectFiles.projectRoot(containing: url), diagnostics: DiagnosticLog())
      let check = LayoutCheck(document: document, resources: resources)
      for scene in document.scenes where scene.rootView != nil && scene.followsDevice {
        scenes += 1
        for size in devices {
          let failures = (try? check.brokenRequiredConstraints(scene, on: size)) ?? []
          broken += failures.map { "\(url.lastPathComponent) \(scene.id) \(size): \($0)" }
        }
      }
    }
    #expect(scenes > 100)
    #expect(broken.isEmpty, "\(broken.prefix(10).joined(separator: "\n"))")
  }
}

/// `SceneHost`: the safe area a controller's host gives its root view.
@MainActor
struct SceneHostTests {
  /// A freeform 400×1000 controller under a navigation bar in a document for a 4.7-inch
  /// phone (SkyFloatingLabelTextField's example): its top is the status bar's 20 points and
  /// the bar's 44, not a notch guessed from a size no phone has.
  @Test func aTallFreeformControllerIsNotNotched() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 1000))
    SceneHost.configure(
      view, storedFrame: view.frame, screen: nil, device: CGSize(width: 375, height: 667),
      statusBarHidden: false, navigationBar: UINavigationBar(frame: .zero), tabBar: false,
      toolbar: false)
    #expect(view.autoLayout.hostSafeAreaInsets?.top == 64)
  }

  /// The bars drawn over that controller cover what its layout leaves them: 64 points, where
  /// the status bar drawn had been guessed from the freeform size (59, a notch) and hid the
  /// top field under 103 points of bars.
  @Test func aTallFreeformControllersBarsAreTheDevicesHeight() {
    let chrome = SceneChromeView(frame: CGRect(x: 0, y: 0, width: 400, height: 1000))
    chrome.navigationBar = UINavigationBar(frame: .zero)
    #expect(chrome.topBarHeight == 103)
    chrome.freeformDevice = CGSize(width: 375, height: 667)
    #expect(chrome.topBarHeight == 64)
    chrome.freeformDevice = CGSize(width: 393, height: 852)
    #expect(chrome.topBarHeight == 103, "a notched device keeps its notch")
  }

  /// A view that ends above an opaque tab bar (shorter than the screen by the bar) on a
  /// phone without a status bar: the gap is the bar's, not top bars', so the view keeps its
  /// top and the bar leaves it no bottom inset (it had been taken as starting 44 points down,
  /// under a bar it does not have, and inset 44 at the bottom).
  @Test func aViewAboveAnOpaqueTabBarHasNoBottomInset() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 618))
    SceneHost.configure(
      view, storedFrame: view.frame, screen: CGSize(width: 375, height: 667),
      statusBarHidden: true, navigationBar: nil, tabBar: true, toolbar: false,
      aboveBottomBars: 49)
    #expect(view.autoLayout.hostSafeAreaInsets == .zero)
  }
}
