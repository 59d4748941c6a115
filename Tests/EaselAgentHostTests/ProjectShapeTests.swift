import EaselDiagnostics
import Foundation
import Testing

@testable import EaselAgentHost

/// Projects as they are kept: designables in a local Swift package, in a `:path` pod with no
/// `Pods/`, in a framework of another project of the workspace, and a repository's root
/// given instead of its project. Each is found, and built as the module it is.
struct ProjectShapeTests {
  static let modules: Set<String> = ["Swift", "Foundation", "UIKit", "CoreGraphics"]

  /// A fresh folder holding `files` (relative path → contents).
  static func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-shapes-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  /// A project file with one target compiling `sources` and holding `resources` (paths
  /// relative to the project's folder); `objects` adds objects, `target` adds keys to the
  /// target and `project` to the project object.
  static func pbxproj(
    target name: String, type: String = "application", sources: [String],
    resources: [String] = [], objects: String = "", target: String = "", project: String = ""
  ) -> String {
    var lines: [String] = []
    var refs: [String] = []
    var sourceFiles: [String] = []
    var resourceFiles: [String] = []
    for (index, path) in (sources + resources).enumerated() {
      lines.append(
        "F\(index) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };")
      lines.append("B\(index) = {isa = PBXBuildFile; fileRef = F\(index); };")
      refs.append("F\(index)")
      if index < sources.count {
        sourceFiles.append("B\(index)")
      } else {
        resourceFiles.append("B\(index)")
      }
    }
    return """
      // !$*UTF8*$!
      {
        objects = {
          P = {isa = PBXProject; targets = (T); mainGroup = G; \(project) };
          G = {isa = PBXGroup; children = (\(refs.joined(separator: ", "))); sourceTree = "<group>"; };
          \(lines.joined(separator: "\n      "))
          S = {isa = PBXSourcesBuildPhase; files = (\(sourceFiles.joined(separator: ", "))); };
          R = {isa = PBXResourcesBuildPhase; files = (\(resourceFiles.joined(separator: ", "))); };
          T = {isa = PBXNativeTarget; name = \(name); buildPhases = (S, R); productType = "com.apple.product-type.\(type)"; \(target) };
          \(objects)
        };
        rootObject = P;
      }
      """
  }

  static let ring = "import UIKit\n@IBDesignable public class RingView: UIView {}\n"
  static let appFiles = ["App/AppDelegate.swift": "import UIKit\nclass AppDelegate {}\n"]

  func names(_ paths: Set<String>?) -> Set<String> {
    Set((paths ?? []).map { URL(fileURLWithPath: $0).lastPathComponent })
  }

  @Test func aDesignableInALocalSwiftPackage() throws {
    var files = [
      "Demo/Demo.xcodeproj/project.pbxproj": Self.pbxproj(
        target: "App", sources: ["App/AppDelegate.swift"], resources: ["App/Main.storyboard"],
        objects: """
          PKG = {isa = XCLocalSwiftPackageReference; relativePath = ../MyKit; };
          PRODUCT = {isa = XCSwiftPackageProductDependency; package = PKG; productName = MyKit; };
          """,
        target: "packageProductDependencies = (PRODUCT);", project: "packageReferences = (PKG);"),
      "Demo/App/Main.storyboard": "",
      "MyKit/Package.swift": """
      let package = Package(name: "MyKit", products: [.library(name: "MyKit", targets: ["MyKit"])],
        targets: [.target(name: "MyKit")])
      """,
      "MyKit/Sources/MyKit/RingView.swift": Self.ring,
    ]
    for (path, text) in Self.appFiles { files["Demo/" + path] = text }
    let root = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let demo = root.appendingPathComponent("Demo")

    let project = try DesignablesProject(root: demo)
    #expect(project.designableClasses.map(\.name) == ["RingView"])
    let doc = demo.appendingPathComponent("App/Main.storyboard")
    let build = project.build(
      for: ["RingView"], document: doc, fallbackModule: "MyKit", availableModules: Self.modules)
    #expect(build.plan.main.name == "App")
    #expect(build.plan.dependencies.map(\.name) == ["MyKit"])
    #expect(names(build.slices["RingView"]) == ["RingView.swift"])
    #expect(!build.notes.contains { $0.id == "project-missing-dependency" })

    let all = project.buildsForAllDesignables(
      fallbackModule: "Demo", availableModules: Self.modules)
    #expect(all.map(\.build.plan.main.name) == ["MyKit"])
  }

  /// A class of the app built on a package's class takes the package's files it needs, not
  /// one importing a module that is nowhere (which would fail the package, and the class).
  @Test func aDependencyIsBuiltWithOnlyTheFilesItsImportersNeed() throws {
    var files = [
      "Demo/Demo.xcodeproj/project.pbxproj": Self.pbxproj(
        target: "App", sources: ["App/AppDelegate.swift", "App/CardView.swift"],
        resources: ["App/Main.storyboard"],
        objects: """
          PKG = {isa = XCLocalSwiftPackageReference; relativePath = ../MyKit; };
          PRODUCT = {isa = XCSwiftPackageProductDependency; package = PKG; productName = MyKit; };
          """,
        target: "packageProductDependencies = (PRODUCT);", project: "packageReferences = (PKG);"),
      "Demo/App/Main.storyboard": "",
      "Demo/App/CardView.swift": """
      import MyKit
      import UIKit
      @IBDesignable class CardView: RingView {
        override func layoutSubviews() { corner = .large }
      }
      """,
      "MyKit/Package.swift": """
      let package = Package(name: "MyKit", products: [.library(name: "MyKit", targets: ["MyKit"])],
        targets: [.target(name: "MyKit")])
      """,
      "MyKit/Sources/MyKit/RingView.swift":
        "import UIKit\n@IBDesignable open class RingView: UIView { public var corner = Corner.small }\n",
      "MyKit/Sources/MyKit/Corner.swift": "public enum Corner { case small, large }\n",
      "MyKit/Sources/MyKit/Feed.swift":
        "import RxSwift\npublic final class Feed { let items = PublishSubject<Int>() }\n",
    ]
    for (path, text) in Self.appFiles { files["Demo/" + path] = text }
    let root = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let demo = root.appendingPathComponent("Demo")
    let project = try DesignablesProject(root: demo)
    let build = project.build(
      for: ["CardView", "RingView"], document: demo.appendingPathComponent("App/Main.storyboard"),
      fallbackModule: "Demo", availableModules: Self.modules)
    #expect(build.plan.dependencies.map(\.name) == ["MyKit"])
    #expect(
      names(build.slices["CardView"]) == ["CardView.swift", "RingView.swift", "Corner.swift"])
    #expect(names(build.slices["RingView"]) == ["RingView.swift", "Corner.swift"])
    // Nothing the slices take imports RxSwift: it is neither looked for nor missing.
    #expect(build.plan.missingModules["RxSwift"] == nil)
  }

  @Test func aDesignableInAPathPodWithoutPods() throws {
    var files = [
      "Example/Example.xcodeproj/project.pbxproj": Self.pbxproj(
        target: "Example", sources: ["App/AppDelegate.swift"],
        resources: ["App/Main.storyboard"]),
      "Example/App/Main.storyboard": "",
      "Example/Podfile": "target 'Example' do\n  pod 'MyKit', :path => '../'\nend\n",
      "MyKit.podspec": """
      Pod::Spec.new do |s|
        s.name = 'MyKit'
        s.source_files = 'MyKit/Classes/**/*'
      end
      """,
      "MyKit/Classes/RingView.swift": Self.ring,
    ]
    for (path, text) in Self.appFiles { files["Example/" + path] = text }
    let root = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let example = root.appendingPathComponent("Example")

    let project = try DesignablesProject(root: example)
    #expect(project.designableClasses.map(\.name) == ["RingView"])
    let all = project.buildsForAllDesignables(
      fallbackModule: "Example", availableModules: Self.modules)
    #expect(all.map(\.build.plan.main.name) == ["MyKit"])
    let build = project.build(
      for: ["RingView"], document: example.appendingPathComponent("App/Main.storyboard"),
      fallbackModule: "MyKit", availableModules: Self.modules)
    #expect(build.plan.dependencies.map(\.name) == ["MyKit"])
    #expect(build.plan.main.name == "Example")
  }

  /// A workspace of two projects: the app's, and a framework's that the app does not link;
  /// the app's storyboard places the framework's designable with `customModule="Kit"`.
  static func workspace() -> [String: String] {
    var files = [
      "Work.xcworkspace/contents.xcworkspacedata": """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:App/App.xcodeproj"></FileRef>
         <FileRef location = "group:Kit/Kit.xcodeproj"></FileRef>
      </Workspace>
      """,
      "App/App.xcodeproj/project.pbxproj": Self.pbxproj(
        target: "App", sources: ["App/AppDelegate.swift"], resources: ["App/Main.storyboard"]),
      "App/App/Main.storyboard": "",
      "Kit/Kit.xcodeproj/project.pbxproj": Self.pbxproj(
        target: "Kit", type: "framework", sources: ["Kit/RingView.swift"]),
      "Kit/Kit/RingView.swift": Self.ring,
    ]
    for (path, text) in Self.appFiles { files["App/" + path] = text }
    return files
  }

  @Test func aDesignableInAFrameworkOfAnotherProjectOfTheWorkspace() throws {
    let root = try Self.folder(Self.workspace())
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")

    let project = try DesignablesProject(root: app)
    #expect(project.designableClasses.map(\.name) == ["RingView"])
    let build = project.build(
      for: ["RingView"], document: app.appendingPathComponent("App/Main.storyboard"),
      fallbackModule: "Kit", availableModules: Self.modules)
    #expect(build.plan.main.name == "App")
    #expect(build.plan.dependencies.map(\.name) == ["Kit"])
    #expect(names(build.slices["RingView"]) == ["RingView.swift"])
  }

  @Test func aRepositoryRootIsReadAsItsProjects() throws {
    var files = Self.workspace()
    files = Dictionary(uniqueKeysWithValues: files.map { ("Framework/" + $0.key, $0.value) })
    // Swift outside any project (a script, an experiment) is not the project's.
    files["Experiments/Stray.swift"] = "import UIKit\n@IBDesignable class Stray: UIView {}\n"
    files["README.md"] = ""
    let root = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }

    let direct = try DesignablesProject(root: root.appendingPathComponent("Framework"))
    let repository = try DesignablesProject(root: root)
    #expect(repository.context != nil)
    #expect(repository.designableClasses.map(\.name) == ["RingView"])
    #expect(
      repository.designableClasses.map(\.location.file)
        == direct.designableClasses.map(\.location.file))
    let builds = repository.buildsForAllDesignables(
      fallbackModule: "Repository", availableModules: Self.modules)
    #expect(builds.map(\.build.plan.main.name) == ["Kit"])

    // Two project folders: both read, and still nothing outside them.
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Other/Other.xcodeproj"), withIntermediateDirectories: true)
    try Data(
      Self.pbxproj(target: "Other", type: "framework", sources: ["Star.swift"]).utf8
    ).write(to: root.appendingPathComponent("Other/Other.xcodeproj/project.pbxproj"))
    try Data("import UIKit\n@IBDesignable class Star: UIView {}\n".utf8).write(
      to: root.appendingPathComponent("Other/Star.swift"))
    let both = try DesignablesProject(root: root)
    #expect(both.designableClasses.map(\.name).sorted() == ["RingView", "Star"])
    #expect(
      Set(
        both.buildsForAllDesignables(fallbackModule: "R", availableModules: Self.modules).map(
          \.build.plan.main.name)) == ["Kit", "Other"])
  }

  /// A sample app whose target compiles the library's Objective-C from above its project's
  /// folder (`../../Stack.m`, UIViewControllerStack's samples): the class is in the scan
  /// before any translation, so a render of the sample's document finds and builds it.
  @Test func objectiveCATargetCompilesFromOutsideItsFolderIsScanned() throws {
    let root = try Self.folder([
      "Stack.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Stack : UIView\n@end\n",
      "Stack.m": "#import \"Stack.h\"\n@implementation Stack\n@end\n",
      "Sample/Sample.xcodeproj/project.pbxproj": Self.pbxproj(
        target: "Sample", sources: ["../Stack.m", "../Stack.h"]),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let project = try DesignablesProject(root: root.appendingPathComponent("Sample"))
    let found = project.scan.classes.filter { $0.name == "Stack" }
    #expect(found.map(\.language) == [.objectiveC], "\(project.scan.classes.map(\.name))")
    #expect(found.first?.isDesignable == true)
  }

  /// A project file that does not parse loses the project, and one with unresolved merge
  /// conflicts is read in part: each is said where the report's notes are, not left to show
  /// only as classes built from the folder or in the wrong Swift version.
  @Test func projectFilesReadInPartOrNotAtAllAreSaid() throws {
    let good = Self.pbxproj(target: "App", sources: ["App/RingView.swift"])
    let conflicted = good.replacingOccurrences(
      of: "S = {isa = PBXSourcesBuildPhase",
      with: "\n<<<<<<< HEAD\n=======\n>>>>>>> other\nS = {isa = PBXSourcesBuildPhase")
    let broken = good.replacingOccurrences(of: "rootObject = P;", with: "rootObject = P")
    for (text, expected) in [
      (good, [String]()), (conflicted, ["project-merge-conflict"]), (broken, ["project-malformed"]),
    ] {
      let root = try Self.folder([
        "App.xcodeproj/project.pbxproj": text, "App/RingView.swift": Self.ring,
      ])
      defer { try? FileManager.default.removeItem(at: root) }
      let project = try DesignablesProject(root: root)
      #expect(project.projectFileProblems.map(\.id) == expected)
      #expect(
        project.projectFileProblems.allSatisfy {
          $0.location?.file == root.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        })
    }
  }
}
