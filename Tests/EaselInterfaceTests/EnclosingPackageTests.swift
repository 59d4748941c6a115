import EaselDiagnostics
import EaselProject
import Foundation
import Testing

@testable import EaselInterface

/// An example app that uses its own repository's package by URL
/// (`XCRemoteSwiftPackageReference` to the repository, as William-Weng/WWBadgeView's does):
/// offline, the package is the checkout it sits in, said in a note, and the package's nibs are
/// found when the app's documents place its views.
@MainActor
struct EnclosingPackageTests {
  static let pbxproj = """
    // !$*UTF8*$!
    {
      objects = {
        P = {isa = PBXProject; targets = (T); mainGroup = G; packageReferences = (REMOTE, OTHER); };
        G = {isa = PBXGroup; children = (F0); sourceTree = "<group>"; };
        F0 = {isa = PBXFileReference; path = "App/AppDelegate.swift"; sourceTree = "<group>"; };
        B0 = {isa = PBXBuildFile; fileRef = F0; };
        S = {isa = PBXSourcesBuildPhase; files = (B0); };
        REMOTE = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/someone/Kit.git"; };
        OTHER = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/else/Elsewhere"; };
        PRODUCT = {isa = XCSwiftPackageProductDependency; package = REMOTE; productName = Kit; };
        T = {isa = PBXNativeTarget; name = App; buildPhases = (S); packageProductDependencies = (PRODUCT); productType = "com.apple.product-type.application"; };
      };
      rootObject = P;
    }
    """

  static func repository() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-enclosing-\(UUID().uuidString)")
    let files = [
      ".git/HEAD": "ref: refs/heads/main\n",
      "Package.swift": """
      // swift-tools-version: 5.6
      import PackageDescription
      let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
        targets: [.target(name: "Kit")])
      """,
      "Sources/Kit/Badge.swift": "import UIKit\n@IBDesignable public class Badge: UIView {}\n",
      "Sources/Kit/Badge.xib": "<document/>\n",
      "Example/Demo.xcodeproj/project.pbxproj": pbxproj,
      "Example/App/AppDelegate.swift": "import Kit\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func theRemoteReferenceToTheEnclosingRepositoryIsTheCheckout() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let log = DiagnosticLog()
    let project = try XcodeProject.load(
      root.appendingPathComponent("Example/Demo.xcodeproj"), diagnostics: log)
    let references = project.localPackages
    #expect(references.map(\.kind) == [.enclosingRepository])
    #expect(references.first?.folder.standardizedFileURL.path == root.standardizedFileURL.path)
    let notes = log.diagnostics.filter { $0.id == "project-enclosing-package" }
    #expect(notes.count == 1)
    #expect(notes.first?.message.contains("https://github.com/someone/Kit.git") == true)
    // The package's nib is found from the app's folder, which does not hold it.
    let resources = ProjectResources(
      root: root.appendingPathComponent("Example"), diagnostics: DiagnosticLog())
    #expect(
      resources.nibURL(named: "Badge")?.standardizedFileURL.path
        == root.appendingPathComponent("Sources/Kit/Badge.xib").standardizedFileURL.path)
    #expect(resources.nibURL(named: "Missing") == nil)
  }
}
