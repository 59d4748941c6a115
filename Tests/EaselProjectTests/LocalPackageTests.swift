import EaselDiagnostics
import Foundation
import Testing

@testable import EaselProject

/// Local Swift packages added to an Xcode project: by `XCLocalSwiftPackageReference`, by a
/// folder reference, or listed by the workspace; their products' targets are modules.
struct LocalPackageTests {
  /// An app project whose target uses the package product `productName`; `objects` adds the
  /// package's reference (`PKG`) and whatever else a case needs.
  static func app(product productName: String, package: String?, objects: String) -> String {
    """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tP = {isa = PBXProject; targets = (APP); mainGroup = G;\(package == nil ? "" : " packageReferences = (PKG);") };
    \t\tG = {isa = PBXGroup; children = (SRC, SB\(objects.contains("FOLDER =") ? ", FOLDER" : "")); sourceTree = "<group>"; };
    \t\tSRC = {isa = PBXFileReference; path = App/App.swift; sourceTree = "<group>"; };
    \t\tSB = {isa = PBXFileReference; path = App/Main.storyboard; sourceTree = "<group>"; };
    \t\tBSRC = {isa = PBXBuildFile; fileRef = SRC; };
    \t\tBSB = {isa = PBXBuildFile; fileRef = SB; };
    \t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (BSRC); };
    \t\tRESOURCES = {isa = PBXResourcesBuildPhase; files = (BSB); };
    \t\tPRODUCT = {isa = XCSwiftPackageProductDependency;\(package.map { " package = \($0);" } ?? "") productName = \(productName); };
    \t\tAPP = {isa = PBXNativeTarget; name = App; buildPhases = (SOURCES, RESOURCES); packageProductDependencies = (PRODUCT); productType = "com.apple.product-type.application"; };
    \(objects)
    \t};
    \trootObject = P;
    }
    """
  }

  /// A package with a product of two targets, one of which depends on a third.
  static let kitManifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "MyKit",
      products: [.library(name: "MyKit", targets: ["MyKit", "MyKitShapes"])],
      targets: [
        .target(name: "MyKitCore"),
        .target(name: "MyKit", dependencies: ["MyKitCore"]),
        .target(name: "MyKitShapes"),
        .testTarget(name: "MyKitTests", dependencies: ["MyKit"]),
      ]
    )
    """

  static let kitFiles: [String: String] = [
    "MyKit/Package.swift": kitManifest,
    "MyKit/Sources/MyKitCore/Core.swift": "",
    "MyKit/Sources/MyKit/RingView.swift": "@IBDesignable class RingView: UIView {}",
    "MyKit/Sources/MyKitShapes/Star.swift": "",
    "MyKit/Tests/MyKitTests/RingTests.swift": "",
  ]

  static func names(_ modules: [ModuleSources]) -> [String] { modules.map(\.name) }

  @Test func aPackageReferenceByRelativePath() throws {
    let project = Self.app(
      product: "MyKit", package: "PKG",
      objects: "\t\tPKG = {isa = XCLocalSwiftPackageReference; relativePath = ../MyKit; };")
    var files = Self.kitFiles
    files["Demo/Demo.xcodeproj/project.pbxproj"] = project
    files["Demo/App/App.swift"] = ""
    files["Demo/App/Main.storyboard"] = ""
    let root = try Fixtures.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }

    let doc = root.appendingPathComponent("Demo/App/Main.storyboard")
    let context = ProjectContext.open(document: doc)
    #expect(context.diagnostics.isEmpty)
    let reference = try #require(context.projects.first?.localPackages.first)
    #expect(reference.kind == .packageReference)
    #expect(reference.folder.path == root.appendingPathComponent("MyKit").path)
    #expect(context.localPackages.map(\.name) == ["MyKit"])

    // Every target of the product, with what they depend on, ahead of the app.
    let app = try #require(context.targets(containing: doc).first)
    let log = DiagnosticLog()
    let plan = context.modules(for: app, diagnostics: log)
    #expect(Self.names(plan) == ["MyKitCore", "MyKit", "MyKitShapes", "App"])
    #expect(log.diagnostics.isEmpty)
    #expect(plan[1].swiftFiles.map(\.lastPathComponent) == ["RingView.swift"])
    #expect(
      plan[1].origin == .packageTarget(manifest: context.localPackages[0].url, target: "MyKit"))

    // An import finds a package target by its name; test targets are never modules.
    #expect(context.moduleSources(named: "MyKitShapes")?.swiftFiles.count == 1)
    #expect(context.moduleSources(named: "MyKitTests") == nil)
    #expect(
      Self.names(context.allModules()) == ["App", "MyKitCore", "MyKit", "MyKitShapes"])
  }

  @Test func aFolderReferenceAndThePackagesItDependsOn() throws {
    // Xcode 11 to 14: the package's folder is a file reference of the group tree, and the
    // product dependency names no package. The package depends on another by path.
    let project = Self.app(
      product: "Kit", package: nil,
      objects: """
        \t\tFOLDER = {isa = PBXFileReference; lastKnownFileType = folder; path = Packages/Kit; sourceTree = "<group>"; };
        \t\tNOTAPACKAGE = {isa = PBXFileReference; lastKnownFileType = folder; path = Docs; sourceTree = "<group>"; };
        """)
    let root = try Fixtures.folder([
      "App.xcodeproj/project.pbxproj": project, "App/App.swift": "", "App/Main.storyboard": "",
      "Docs/README.md": "",
      "Packages/Kit/Package.swift": """
      let package = Package(
        name: "Kit",
        products: [.library(name: "Kit", targets: ["Kit"])],
        dependencies: [.package(path: "../Base"), .package(url: "https://example.com/x.git", from: "1.0.0")],
        targets: [.target(name: "Kit", dependencies: [.product(name: "Base", package: "Base")])]
      )
      """,
      "Packages/Kit/Sources/Kit/Kit.swift": "",
      "Packages/Base/Package.swift": """
      let package = Package(name: "Base", products: [.library(name: "Base", targets: ["Base"])],
        targets: [.target(name: "Base")])
      """,
      "Packages/Base/Sources/Base/Base.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }

    let doc = root.appendingPathComponent("App/Main.storyboard")
    let context = ProjectContext.open(document: doc)
    #expect(context.diagnostics.isEmpty)
    #expect(context.projects.first?.localPackages.map(\.kind) == [.folderReference])
    #expect(context.localPackages.map(\.name) == ["Kit", "Base"])
    let app = try #require(context.targets(containing: doc).first)
    let log = DiagnosticLog()
    #expect(Self.names(context.modules(for: app, diagnostics: log)) == ["Base", "Kit", "App"])
    #expect(log.diagnostics.isEmpty)
  }

  @Test func aPackageFolderListedByTheWorkspace() throws {
    let project = Self.app(product: "Kit", package: nil, objects: "")
    let root = try Fixtures.folder([
      "App.xcworkspace/contents.xcworkspacedata": """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:App/App.xcodeproj"></FileRef>
         <FileRef location = "group:Kit"></FileRef>
      </Workspace>
      """,
      "App/App.xcodeproj/project.pbxproj": project, "App/App/App.swift": "",
      "App/App/Main.storyboard": "",
      "Kit/Package.swift": """
      let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
        targets: [.target(name: "Kit")])
      """,
      "Kit/Sources/Kit/Kit.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }

    let doc = root.appendingPathComponent("App/App/Main.storyboard")
    let context = ProjectContext(layout: .locate(document: doc))
    #expect(context.localPackages.map(\.name) == ["Kit"])
    let app = try #require(context.targets(containing: doc).first)
    #expect(Self.names(context.modules(for: app)) == ["Kit", "App"])
  }

  @Test func aRelativePathToAMissingFolderIsALocatedWarning() throws {
    let project = Self.app(
      product: "MyKit", package: "PKG",
      objects: "\t\tPKG = {isa = XCLocalSwiftPackageReference; relativePath = ../Gone; };")
    let root = try Fixtures.folder([
      "App.xcodeproj/project.pbxproj": project, "App/App.swift": "", "App/Main.storyboard": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }

    let doc = root.appendingPathComponent("App/Main.storyboard")
    let context = ProjectContext.open(document: doc)
    #expect(context.localPackages.isEmpty)
    let warning = try #require(context.diagnostics.first)
    #expect(context.diagnostics.count == 1)
    #expect(warning.id == "project-missing-package")
    #expect(warning.severity == .warning)
    // The line that defines the reference in project.pbxproj.
    #expect(warning.location?.file.hasSuffix("App.xcodeproj/project.pbxproj") == true)
    #expect(warning.location?.line == 14)
    #expect(warning.message.contains("'../Gone'"))
    #expect(warning.message.contains("does not exist"))

    // The product is then missing, said once, and the app is still planned.
    let app = try #require(context.targets(containing: doc).first)
    let log = DiagnosticLog()
    #expect(Self.names(context.modules(for: app, diagnostics: log)) == ["App"])
    #expect(log.diagnostics.map(\.id) == ["project-missing-dependency"])
  }

  @Test func aFolderWithoutManifestAndAMissingPathDependency() throws {
    let project = Self.app(
      product: "Kit", package: "PKG",
      objects: "\t\tPKG = {isa = XCLocalSwiftPackageReference; relativePath = Empty; };")
    let root = try Fixtures.folder([
      "App.xcodeproj/project.pbxproj": project, "App/App.swift": "", "App/Main.storyboard": "",
      "Empty/README.md": "",
      "Kit/Package.swift": """
      let package = Package(
        name: "Kit",
        dependencies: [
          .package(path: "../Nowhere"),
        ],
        targets: [.target(name: "Kit")]
      )
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }

    let context = ProjectContext.open(document: root.appendingPathComponent("App/Main.storyboard"))
    let warning = try #require(context.diagnostics.first)
    #expect(warning.message.contains("has no Package.swift"))
    #expect(warning.location?.line == 14)

    // A package's `.package(path:)` to a missing folder points at the manifest's line.
    let log = DiagnosticLog()
    let kit = ProjectContext.loadLocalPackages([root.appendingPathComponent("Kit")], log: log)
    #expect(kit.map(\.name) == ["Kit"])
    let missing = try #require(log.diagnostics.first)
    #expect(missing.id == "project-missing-package")
    #expect(missing.location?.line == 4)
    #expect(missing.location?.column == 20)
    #expect(missing.message.contains("'../Nowhere'"))
  }

  @Test func manifestsListTheirLocalDependencies() {
    let manifest = PackageManifest(
      url: URL(fileURLWithPath: "/p/Package.swift"),
      text: """
        let package = Package(name: "P", dependencies: [
          .package(path: "../A"),
          .package(name: "B", path: "/abs/B"),
          .package(url: "./C", from: "1.0.0"),
          .package(url: "https://github.com/x/y.git", from: "1.0.0"),
        ], targets: [.target(name: "P", dependencies: [.product(name: "A", package: "A")])])
        """)
    #expect(
      manifest.localDependencies == [
        LocalPackageDependency(path: "../A", isURL: false),
        LocalPackageDependency(path: "/abs/B", isURL: false),
        LocalPackageDependency(path: "./C", isURL: true),
      ])
    #expect(manifest.targets.map(\.name) == ["P"])
  }
}
