import EaselProject
import Foundation
import Testing

@testable import EaselAgentHost

/// Which files make a class, as Xcode decides: a target compiles the files its Sources phase
/// lists, and each `.xcodeproj` is its own set of targets, never a folder of Swift.
struct TargetMembershipTests {
  static let modules: Set<String> = ["Swift", "Foundation", "UIKit", "CoreGraphics"]

  /// A file left in a project's folder after it left its target (Aite/DynamicViews'
  /// `DynamicView.swift`, spent, a copy of `SimpleHideableView` that no longer builds) is
  /// built by no target: its classes are not designables of the project, the target's copy
  /// of a class is, and no build takes the file. It was built as a module of the files no
  /// target compiles and reported Build failed beside the target's copy, Up to date.
  @Test func aFileInNoTargetsSourcesIsNotBuilt() throws {
    let root = try ProjectShapeTests.folder([
      "App.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
        target: "App", sources: ["App/HideableView.swift"]),
      "App/HideableView.swift": "import UIKit\n@IBDesignable class HideableView: UIView {}\n",
      "App/Views/Old.swift": """
        import UIKit
        @IBDesignable class HideableView: UIView, Hiding {}
        @IBDesignable class OldBadge: UIView {}
        """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let project = try DesignablesProject(root: root)
    let old = root.appendingPathComponent("App/Views/Old.swift").path
    #expect(project.strayFiles == [old])
    #expect(project.designableClasses.map(\.name) == ["HideableView"])
    #expect(
      project.designableClasses.map(\.location.file)
        == [root.appendingPathComponent("App/HideableView.swift").path])
    #expect(project.strayDesignables.map(\.scannedClass.name) == ["HideableView", "OldBadge"])
    #expect(
      project.strayDesignables.map(\.project.lastPathComponent) == ["App.xcodeproj", "App.xcodeproj"])
    let builds = project.buildsForAllDesignables(
      fallbackModule: "Folder", availableModules: Self.modules)
    #expect(builds.map(\.build.plan.main.name) == ["App"])
    #expect(builds.allSatisfy { !$0.build.plan.allFiles.map(\.path).contains(old) })
    #expect(project.orphanModule(named: "Folder") == nil)
  }

  /// Files no target compiles that a podspec beside the project lists are the repository's
  /// pod, which its demo app takes through CocoaPods: they are not stray, and still build.
  @Test func aPodspecsFilesBesideTheProjectAreNotStray() throws {
    let root = try ProjectShapeTests.folder([
      "Demo.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
        target: "Demo", sources: ["Demo/AppDelegate.swift"]),
      "Demo/AppDelegate.swift": "import UIKit\nclass AppDelegate {}\n",
      "RingKit.podspec": """
      Pod::Spec.new do |s|
        s.name = 'RingKit'
        s.source_files = 'Sources/**/*.swift'
      end
      """,
      "Sources/RingView.swift": ProjectShapeTests.ring,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let project = try DesignablesProject(root: root)
    #expect(project.strayFiles.isEmpty)
    #expect(project.designableClasses.map(\.name) == ["RingView"])
    let builds = project.buildsForAllDesignables(
      fallbackModule: "Folder", availableModules: Self.modules)
    #expect(builds.map(\.build.plan.main.name) == ["RingKit"])
  }

  /// A repository of many separate projects (a book's examples, one `.xcodeproj` each:
  /// mattneub/Programming-iOS-Book-Examples holds 1,780, spent): every project is read, and
  /// each class is built in its own project's target with that project's files only. Only
  /// the first 64 projects were read, so the classes of the others were built from every
  /// Swift file no read target compiled, as one module: `MyView` met the 120 other
  /// `MyView`s of the repository and failed on "invalid redeclaration".
  @Test func everyProjectOfARepositoryOfManyIsItsOwn() throws {
    var files: [String: String] = [:]
    for n in 1...70 {
      let name = String(format: "ch%02d", n)
      files["\(name)/\(name).xcodeproj/project.pbxproj"] = ProjectShapeTests.pbxproj(
        target: "Example", sources: ["Example/MyView.swift"])
      files["\(name)/Example/MyView.swift"] =
        n == 70
        ? "import UIKit\n@IBDesignable class MyView: UIView {}\n"
        : "import UIKit\nclass MyView: UIView { var chapter = \(n) }\n"
    }
    let root = try ProjectShapeTests.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let project = try DesignablesProject(root: root)
    #expect(project.context?.projects.count == 70)
    let last = root.appendingPathComponent("ch70/Example/MyView.swift").path
    #expect(project.designableClasses.map(\.location.file) == [last])
    let builds = project.buildsForAllDesignables(
      fallbackModule: "Book", availableModules: Self.modules)
    #expect(builds.map(\.build.plan.main.name) == ["Example"])
    #expect(builds.first?.build.plan.allFiles.map(\.path) == [last])
  }
}
