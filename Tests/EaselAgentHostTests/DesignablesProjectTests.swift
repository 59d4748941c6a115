import EaselDiagnostics
import Foundation
import Testing

@testable import EaselAgentHost

/// Build plans as Xcode would make them: a folder of sources sliced per class, and an Xcode
/// project's targets, framework and pod as modules.
struct DesignablesProjectTests {
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()
  static let realWorld = packageRoot.appendingPathComponent(
    "Tests/EaselEndToEndTests/Fixtures/RealWorld/RealWorld")
  static let showcase = packageRoot.appendingPathComponent(
    "Tests/EaselProjectTests/Fixtures/Showcase")
  static let toolchainModules: Set<String> = ["Swift", "Foundation", "UIKit", "CoreGraphics"]

  func names(_ paths: Set<String>?) -> Set<String> {
    Set((paths ?? []).map { URL(fileURLWithPath: $0).lastPathComponent })
  }

  @Test func aFolderIsSlicedPerClass() throws {
    let project = try DesignablesProject(root: Self.realWorld)
    #expect(project.context == nil, "a folder without a project file is read as a folder")
    #expect(
      Set(project.designableClasses.map(\.name)) == ["GaugeView", "BrokenBadge", "TouchKnob"])
    let build = project.build(
      for: ["GaugeView", "BrokenBadge"], document: nil, fallbackModule: "RealWorld",
      availableModules: Self.toolchainModules)
    // SearchViewController.swift declares a global `lineWidth`, GaugeView's property's name:
    // slices match names as written, so it is taken (and left out when it fails to build).
    #expect(
      names(build.slices["GaugeView"]) == [
        "GaugeView.swift", "Palette.swift", "Geometry.swift", "SearchViewController.swift",
      ])
    #expect(names(build.slices["BrokenBadge"]) == ["BrokenBadge.swift", "BadgeStyle.swift"])
    #expect(build.plan.main.name == "RealWorld" && build.plan.dependencies.isEmpty)
    // Neither slice imports the missing pod, so nothing is said about it.
    #expect(build.plan.missingModules.isEmpty)
    #expect(!build.notes.contains { $0.message.contains("Alamofire") })
    #expect(!build.plan.main.files.contains { $0.path.contains(".playground/") })
  }

  @Test func aMissingModuleNeededByASliceSaysWhereEaselLooked() throws {
    let project = try DesignablesProject(root: Self.realWorld)
    let build = project.build(
      for: [AgentPlan.extensionsRoot, "GaugeView"], document: nil, fallbackModule: "RealWorld",
      availableModules: ["Swift", "Foundation", "UIKit"])
    #expect(build.plan.missingModules.keys.sorted() == ["CoreGraphics"])
    #expect(
      build.notes.contains {
        $0.id == "designable-missing-module" && $0.message.contains("'CoreGraphics'")
      })
  }

  @Test func anXcodeProjectBuildsTheDocumentsTargetAndWhatItDependsOn() throws {
    let project = try DesignablesProject(root: Self.showcase)
    #expect(project.context != nil)
    let storyboard = Self.showcase.appendingPathComponent("ShowcaseApp/Base.lproj/Main.storyboard")
    let build = project.build(
      for: ["GradientView"], document: storyboard, fallbackModule: "Showcase",
      availableModules: Self.toolchainModules)
    #expect(build.plan.main.name == "ShowcaseApp")
    #expect(build.plan.dependencies.map(\.name) == ["ShowcaseKit", "Netty"])
    // GradientView lives in the framework: its build needs the framework's file, not the app.
    #expect(names(build.slices["GradientView"]) == ["GradientView.swift"])
    #expect(!build.plan.allFiles.contains { $0.lastPathComponent == "Orphan.swift" })
    #expect(!build.plan.allFiles.contains { $0.path.contains("ShowcaseAppTests") })
  }

  @Test func everyDesignableIsBuiltWithItsTarget() throws {
    let project = try DesignablesProject(root: Self.showcase)
    let builds = project.buildsForAllDesignables(
      fallbackModule: "Showcase", availableModules: Self.toolchainModules)
    #expect(builds.count == 1)
    #expect(builds.first?.classes == ["BadgeView", "GradientView"])
    #expect(builds.first?.build.plan.main.name == "ShowcaseKit")
  }

  /// A project read through a symbolic link: its Xcode project names the files by their real
  /// paths; the link is read as its real path, so each file is scanned once and keeps its
  /// target.
  @Test func aProjectReachedThroughALinkIsScannedOnce() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-link-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let real = dir.appendingPathComponent("Showcase")
    try FileManager.default.copyItem(at: Self.showcase, to: real)
    let link = dir.appendingPathComponent("linked")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    let direct = try DesignablesProject(root: real)
    let linked = try DesignablesProject(root: link)
    #expect(!direct.designableClasses.isEmpty)
    #expect(
      linked.designableClasses.map(\.qualifiedName) == direct.designableClasses.map(\.qualifiedName)
    )
    #expect(linked.scan.files.count == direct.scan.files.count)
    // The classes keep their target's module: the link does not hide the project's files.
    let modules = { (project: DesignablesProject) in
      project.buildsForAllDesignables(
        fallbackModule: "Fallback", availableModules: Self.toolchainModules
      ).map(\.build.plan.main.name)
    }
    #expect(modules(linked) == ["ShowcaseKit"])
    #expect(modules(linked) == modules(direct))
  }

  /// `@IBDesignable` on a controller or a bar item: Interface Builder draws only views live,
  /// so such a class is listed apart, not built.
  @Test func designablesThatAreNotViewsAreNotBuilt() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-nonview-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Data(
      """
      import UIKit
      @IBDesignable class Badge: UIView {}
      @IBDesignable class Tab: UITabBarItem { @IBInspectable var width: CGFloat = 0 }
      @IBDesignable class Screen: UIViewController {}
      """.utf8
    ).write(to: dir.appendingPathComponent("Things.swift"))
    let project = try DesignablesProject(root: dir)
    #expect(project.designableClasses.map(\.name) == ["Badge"])
    #expect(
      project.designableNonViews.map(\.root).sorted() == ["UITabBarItem", "UIViewController"])
  }

  /// `@IBDesignable` on a class whose superclass chain ends at a framework class that is not
  /// a view (a collection view layout, a layer, through a project class too): Xcode ignores
  /// it, so it is listed apart like a controller, not built and reported "not in the agent".
  /// A base class Easel knows nothing of (a pod's) may be a view: still built.
  @Test func designablesWhoseChainMissesUIViewAreNotBuilt() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-nonview-chain-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Data(
      """
      import UIKit
      @IBDesignable class Badge: UIView {}
      @IBDesignable class Flow: UICollectionViewFlowLayout { @IBInspectable var gap: CGFloat = 0 }
      @IBDesignable class Track: CALayer {}
      class BaseLayer: CAShapeLayer {}
      @IBDesignable class Ring: BaseLayer {}
      @IBDesignable private class Hidden: UICollectionViewLayout {}
      @IBDesignable class Sprung: SpringView {}
      """.utf8
    ).write(to: dir.appendingPathComponent("Things.swift"))
    let project = try DesignablesProject(root: dir)
    #expect(project.designableClasses.map(\.name) == ["Badge", "Sprung"])
    #expect(
      project.designableNonViews.map { "\($0.scannedClass.name): \($0.root)" }.sorted() == [
        "Flow: UICollectionViewFlowLayout", "Hidden: UICollectionViewLayout",
        "Ring: CAShapeLayer", "Track: CALayer",
      ])
    #expect(
      project.scan.diagnostics.filter { $0.id == "designable-not-a-view" }.count == 4)
  }
}

/// A file importing a module no build can provide (a Carthage framework not checked out).
struct MissingModuleCutPlanTests {
  static let button = """
    import UIKit
    import WolmoKit

    enum BorderStyle { case bordered, filled }

    @IBDesignable
    class RoundButton: UIButton {
      @IBInspectable var lineWidth: CGFloat = 1.5
      var style: BorderStyle = .bordered
    }

    class SpinnerView: UIView {
      var spinner = WolmoSpinner()
    }
    """

  /// wolox-training/msp-swift's `WBButton.swift` imports WolmoCore and never uses it: the
  /// designable the build is for is kept with what it reaches, so it builds; the file's other
  /// class, which nothing reaches, is blanked, and the scan the generated code is made from no
  /// longer registers it (its registration would name a class the compile does not have).
  @Test func theBuildsClassesAreKeptAndWhatIsCutIsNotRegistered() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-cut-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let file = dir.appendingPathComponent("RoundButton.swift")
    try Data(Self.button.utf8).write(to: file)
    let project = try DesignablesProject(root: dir)
    let build = project.build(
      for: ["RoundButton"], document: nil, fallbackModule: "App",
      availableModules: DesignablesProjectTests.toolchainModules)
    #expect(build.plan.missingModules.keys.sorted() == ["WolmoKit"])
    let text = try #require(build.plan.main.texts[file.path])
    #expect(text.contains("class RoundButton: UIButton {"))
    #expect(text.contains("enum BorderStyle"))
    #expect(!text.contains("SpinnerView"))
    #expect(project.scan.plan.classes.map(\.scannedClass.name).contains("SpinnerView"))
    let compiled = AgentBuilder.compiled(by: build.plan, in: project.scan)
    #expect(compiled.plan.classes.map(\.scannedClass.name) == ["RoundButton"])
  }
}
