import EaselInspect
import Foundation
import Testing

@testable import EaselAgentHost

/// A module one file of a target imports that only a checkout provides (Carthage, SwiftPM),
/// found by Easel only for the imports of the files a build takes: a file of the target that
/// uses its extension members without importing it (Swift 5's member lookup sees them through
/// the other file's import) takes the files declaring them, and the agent's generated file
/// imports the module, unless the target enables `MemberImportVisibility`.
/// anti-checkshirt/ARPeople_iOS (draw 38): InputView.swift and UserImageView.swift use
/// SnapKit's `snp` (an extension of its `ConstraintView`, UIKit's `UIView`), which only
/// UserViewController.swift of the app imports: both were Build failed on "value of type
/// 'UILabel' has no member 'snp'".
struct TargetImportedModuleTests {
  static func files(appSettings: String = "") -> [String: String] {
    [
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Shop", platforms: [.iOS(.v14)],
        targets: [.target(name: "Shop"\(appSettings))])
      """,
      // The one file of the target importing Kit.
      "Sources/Shop/Feed.swift": """
      import UIKit
      import Kit

      final class Feed {
        let view = UIView()
        func layOut() { view.kit.round(4) }
      }
      """,
      "Sources/Shop/Badge.swift": """
      import UIKit

      @IBDesignable
      final class Badge: UIView {
        let label = UILabel()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(label)
          label.kit.round(5)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """,
      "Sources/Shop/Plain.swift": """
      import UIKit

      @IBDesignable
      final class Plain: UIView {
        override func draw(_ rect: CGRect) { UIColor.red.setFill() }
      }
      """,
      "Carthage/Checkouts/Kit/Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Kit", targets: [.target(name: "Kit")])
      """,
      // The alias in a file of its own, as SnapKit's `ConstraintView`.
      "Carthage/Checkouts/Kit/Sources/Kit/KitAlias.swift": """
      import UIKit

      public typealias KitView = UIView
      """,
      "Carthage/Checkouts/Kit/Sources/Kit/KitView.swift": """
      import UIKit

      public extension KitView {
        var kit: KitDSL { KitDSL(view: self) }
      }
      """,
      "Carthage/Checkouts/Kit/Sources/Kit/KitDSL.swift": """
      import UIKit

      public struct KitDSL {
        let view: UIView
        public func round(_ radius: CGFloat) { view.layer.cornerRadius = radius }
      }
      """,
      // Nothing the designables use: not built.
      "Carthage/Checkouts/Kit/Sources/Kit/Shades.swift": """
      import UIKit

      public extension UIColor {
        static var kitGrey: UIColor { UIColor(white: 0.5, alpha: 1) }
      }
      """,
    ]
  }

  static func project(_ files: [String: String]) throws -> (DesignablesProject, URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("target-imported-\(UUID().uuidString)/Shop")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return (try DesignablesProject(root: root), root.deletingLastPathComponent())
  }

  func names(_ paths: Set<String>?) -> [String] {
    (paths ?? []).map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
  }

  @Test func aSliceTakesTheMembersItsTargetsImportGivesIt() throws {
    let (project, folder) = try Self.project(Self.files())
    defer { try? FileManager.default.removeItem(at: folder) }
    let build = project.build(
      for: ["Badge", "Plain"], document: nil, fallbackModule: "Shop",
      availableModules: ["Swift", "Foundation", "UIKit", "CoreGraphics"])
    // `label.kit` of `extension KitView` (UIView's alias), the file naming UILabel.
    #expect(
      names(build.slices["Badge"])
        == ["Badge.swift", "KitAlias.swift", "KitDSL.swift", "KitView.swift"])
    #expect(names(build.slices["Plain"]) == ["Plain.swift"])
    #expect(build.plan.dependencies.map(\.name) == ["Kit"])
    #expect(build.plan.missingModules.isEmpty)
    #expect(AgentBuilder.visibleImports(of: build.plan.main, building: ["Kit"]) == ["Kit"])
  }

  @Test func aTargetEnablingMemberImportVisibilitySeesOnlyItsFilesImports() throws {
    let (project, folder) = try Self.project(
      Self.files(
        appSettings: ", swiftSettings: [.enableUpcomingFeature(\"MemberImportVisibility\")]"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let build = project.build(
      for: ["Badge"], document: nil, fallbackModule: "Shop",
      availableModules: ["Swift", "Foundation", "UIKit", "CoreGraphics"])
    #expect(build.plan.main.hasMemberImportVisibility)
    #expect(names(build.slices["Badge"]) == ["Badge.swift"])
    #expect(build.plan.dependencies.isEmpty)
    #expect(AgentBuilder.visibleImports(of: build.plan.main, building: ["Kit"]).isEmpty)
  }

  /// The uses `ExtensionMemberUses` finds: a member of an aliased framework type through a
  /// subclass the file names, never a label alone or a type the file does not reach.
  @Test func membersAreFoundThroughAliasesAndSuperclasses() {
    let kit = [
      ScanResult.scanFile(
        source: """
          import UIKit
          public typealias KitView = UIView
          public extension KitView { var kit: Int { 1 } }
          public extension UIColor { func shade(_ x: Int) -> UIColor { self } }
          """, path: "/k/Kit.swift")
    ]
    let uses = ExtensionMemberUses(files: kit)
    #expect(uses.members.map(\.type).sorted() == ["UIColor", "UIView"])
    let chains = ExtensionMemberUses.superclassChains(ScanResult(files: []))
    func used(_ source: String) -> Set<String> {
      uses.files(
        usedBy: ScanResult.scanFile(source: source, path: "/a/A.swift").symbols,
        superclasses: chains)
    }
    #expect(used("import UIKit\nlet b = UIButton()\nlet x = b.kit") == ["/k/Kit.swift"])
    // `kit` as a label only, and `shade` with no UIColor named.
    #expect(used("import UIKit\nlet b = UIButton()\nfunc f(kit: Int) {}\nf(kit: 1)").isEmpty)
    #expect(used("import Foundation\nstruct S { func shade(_ x: Int) {} }\nS().shade(1)").isEmpty)
  }

  /// The quick look that spares scanning a checkout's files that declare no name the slices
  /// use.
  @Test func theNamesAFileMayDeclareAreReadWithoutAScan() {
    let source = """
      public extension UIView {
        var snp: Int { 1 }
        static let shared = 0
        func layOut<T>(_ x: T) {}
        convenience init?(hex: String) { nil }
        subscript(safe index: Int) -> Int { index }
      }
      enum Mode { case fill, fit }
      """
    #expect(
      DesignablesProject.declaredNames(in: Data(source.utf8))
        == ["snp", "shared", "layOut", "hex", "safe", "fill"])
  }
}
