import EaselDiagnostics
import Foundation
import Testing

@testable import EaselProject

/// The queries the agent builder calls: targets of a document, build plans, module lookup.
struct ProjectContextTests {
  static let storyboard = Fixtures.showcase.appendingPathComponent(
    "ShowcaseApp/Base.lproj/Main.storyboard")

  func files(_ m: ModuleSources, _ base: URL = Fixtures.showcase) -> [String] {
    m.swiftFiles.map { Fixtures.relative($0, to: base) }
  }

  @Test func openingReadsTheWorkspaceAndPods() {
    let context = ProjectContext.open(document: Self.storyboard)
    #expect(context.projects.map(\.name) == ["Showcase"])
    #expect(context.podsProject?.name == "Pods")
    #expect(context.diagnostics.map(\.id) == ["project-missing-file"])
  }

  @Test func theTargetHoldingTheStoryboard() {
    let context = ProjectContext.open(document: Self.storyboard)
    #expect(context.targets(containing: Self.storyboard).map(\.name) == ["ShowcaseApp"])
    let xib = Fixtures.showcase.appendingPathComponent("ShowcaseKit/BadgeCard.xib")
    #expect(context.targets(containing: xib).map(\.name) == ["ShowcaseKit"])
    let podXib = Fixtures.showcase.appendingPathComponent("Pods/Netty/Resources/NettyStatus.xib")
    #expect(context.targets(containing: podXib).map(\.name) == ["Netty"])
  }

  @Test func aStoryboardInNoTargetFallsBackToTheApps() {
    let context = ProjectContext.open(document: Self.storyboard)
    let stray = Fixtures.showcase.appendingPathComponent("ShowcaseApp/Stray.storyboard")
    #expect(context.targets(containing: stray).map(\.name) == ["ShowcaseApp"])
    #expect(context.applicationTargets.map(\.name) == ["ShowcaseApp"])
  }

  @Test func buildPlanInDependencyOrder() throws {
    let context = ProjectContext.open(document: Self.storyboard)
    let app = try #require(context.targets(containing: Self.storyboard).first)
    let plan = context.modules(for: app)
    #expect(plan.map(\.name) == ["ShowcaseKit", "Netty", "Pods_ShowcaseApp", "ShowcaseApp"])
    #expect(plan.map(\.productType) == [.framework, .framework, .framework, .application])
    #expect(
      files(plan[0]) == [
        "ShowcaseKit/Designables/GradientView.swift", "ShowcaseKit/Designables/BadgeView.swift",
      ])
    #expect(files(plan[1]) == ["Pods/Netty/Sources/Netty/Client.swift"])
    #expect(plan[1].origin == .podTarget(project: context.podsProject!.url, target: "Netty"))
    #expect(plan[2].swiftFiles.isEmpty)
    let appModule = plan[3]
    #expect(appModule.dependencies == ["ShowcaseKit", "Pods_ShowcaseApp"])
    #expect(appModule.settings.compilationConditions.contains("COCOAPODS"))
    // The orphan, the playground, the test target and the missing file are not compiled.
    let all = plan.flatMap(\.swiftFiles).map(\.lastPathComponent)
    #expect(!all.contains("Orphan.swift") && !all.contains("Contents.swift"))
    #expect(!all.contains("ShowcaseAppTests.swift") && !all.contains("Missing.swift"))
  }

  @Test func testTargetsAreNeverPlanned() throws {
    let context = ProjectContext.open(document: Self.storyboard)
    let tests = try #require(context.targets.first { $0.productType.isTest })
    #expect(context.modules(for: tests).isEmpty)
    #expect(context.moduleSources(named: "ShowcaseAppTests") == nil)
  }

  @Test func importsResolveToTargetsAndPods() {
    let context = ProjectContext.open(document: Self.storyboard)
    #expect(
      context.moduleSources(named: "ShowcaseKit")?.origin
        == .xcodeTarget(project: context.projects[0].url, target: "ShowcaseKit"))
    let netty = context.moduleSources(named: "Netty")
    #expect(netty?.productType == .framework)
    #expect(netty?.settings.swiftVersion == "5.0")
  }

  @Test func anUnknownModuleSaysWhereItLooked() {
    let context = ProjectContext.open(document: Self.storyboard)
    guard case .notFound(let searched) = context.lookUp(module: "Alamofire") else {
      Issue.record("Alamofire was found")
      return
    }
    let places = searched.map {
      $0.replacingOccurrences(of: Fixtures.showcase.path + "/", with: "")
    }
    #expect(places.contains("the targets of Showcase.xcodeproj"))
    #expect(places.contains("the pod targets of Pods/Pods.xcodeproj"))
    #expect(places.contains("Carthage/Checkouts/Alamofire"))
    #expect(places.contains(".build/checkouts"))
    #expect(places.contains("SourcePackages/checkouts"))
  }

  @Test func synchronizedProjectWithAPackageProduct() throws {
    let doc = Fixtures.synced.appendingPathComponent("Synced/Base.lproj/Main.storyboard")
    let context = ProjectContext.open(document: doc)
    let app = try #require(context.targets(containing: doc).first)
    #expect(app.name == "Synced")
    let plan = context.modules(for: app)
    #expect(plan.map(\.name) == ["Dials", "Synced"])
    #expect(
      files(plan[0], Fixtures.synced) == ["SourcePackages/checkouts/Dials/Sources/Dials/Dial.swift"]
    )
    #expect(plan[1].dependencies == ["Dials"])
  }

  @Test func packageTargetsAndTheirPlan() throws {
    let xib = Fixtures.meters.appendingPathComponent("Sources/MeterKit/Resources/Meter.xib")
    let context = ProjectContext.open(document: xib)
    #expect(context.targets(containing: xib).isEmpty)
    #expect(context.packageTargets(containing: xib).map(\.name) == ["MeterKit"])
    let plan = context.modules(forPackageTarget: "MeterKit")
    #expect(plan.map(\.name) == ["MeterCore", "Gauges", "MeterKit"])
    // SwiftPM defines SWIFT_PACKAGE for every target, then the target's own defines.
    #expect(plan.last?.settings.compilationConditions == ["SWIFT_PACKAGE", "METERS", "FAST_PATH"])
    #expect(context.modules(forPackageTarget: "MeterKitTests").isEmpty)
    // The root's own package is among the project's modules (a designable of it was built
    // as the whole folder, an example app's files with it), its test target left out.
    #expect(context.allModules().map(\.name) == ["MeterKit", "MeterCore"])
    #expect(context.moduleSources(named: "Gauges")?.swiftFiles.count == 1)
    #expect(context.moduleSources(named: "GaugesTests") == nil)
  }

  @Test func podFolderAndCarthageCheckoutWithoutProjects() throws {
    let root = try Fixtures.folder([
      "App.xcodeproj/project.pbxproj":
        "{ objects = { P = {isa = PBXProject; targets = (); mainGroup = G; }; G = {isa = PBXGroup; children = (); }; }; rootObject = P; }",
      "Pods/Bolt/Sources/Bolt.swift": "", "Pods/Bolt/Tests/BoltTests.swift": "",
      "Carthage/Checkouts/Spark/Package.swift":
        "let package = Package(name: \"Spark\", targets: [.target(name: \"Spark\")])",
      "Carthage/Checkouts/Spark/Sources/Spark/Spark.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext.open(document: root.appendingPathComponent("Main.storyboard"))
    #expect(context.diagnostics.isEmpty)
    let bolt = try #require(context.moduleSources(named: "Bolt"))
    #expect(bolt.origin == .podFolder(root.appendingPathComponent("Pods/Bolt")))
    #expect(bolt.swiftFiles.map(\.lastPathComponent) == ["Bolt.swift"])
    let spark = try #require(context.moduleSources(named: "Spark"))
    #expect(spark.swiftFiles.map(\.lastPathComponent) == ["Spark.swift"])
  }

  @Test func aMalformedProjectIsADiagnosticNotAFailure() throws {
    let root = try Fixtures.folder([
      "Broken.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = (;\n",
      "Main.storyboard": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext.open(document: root.appendingPathComponent("Main.storyboard"))
    #expect(context.projects.isEmpty)
    let d = try #require(context.diagnostics.first)
    #expect(d.severity == .error)
    #expect(d.location?.line == 4)
    #expect(d.description.contains("Broken.xcodeproj/project.pbxproj:4:"))
  }
}

/// A demo app whose designables live in a framework of another project (IBAnimatable's and
/// many libraries' layout).
struct CrossProjectTests {
  static let app = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tP = {isa = PBXProject; targets = (APP); mainGroup = G; };
    \t\tG = {isa = PBXGroup; children = (KITREF, SRC, SB); sourceTree = "<group>"; };
    \t\tKITREF = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = ../Kit/Kit.xcodeproj; sourceTree = "<group>"; };
    \t\tSRC = {isa = PBXFileReference; path = Demo/Demo.swift; sourceTree = "<group>"; };
    \t\tSB = {isa = PBXFileReference; path = Demo/Main.storyboard; sourceTree = "<group>"; };
    \t\tBSRC = {isa = PBXBuildFile; fileRef = SRC; };
    \t\tBSB = {isa = PBXBuildFile; fileRef = SB; };
    \t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (BSRC); };
    \t\tRESOURCES = {isa = PBXResourcesBuildPhase; files = (BSB); };
    \t\tPROXY = {isa = PBXContainerItemProxy; containerPortal = KITREF /* Kit.xcodeproj */; proxyType = 1; remoteGlobalIDString = KITTARGET; remoteInfo = "Kit iOS"; };
    \t\tDEP = {isa = PBXTargetDependency; name = "Kit iOS"; targetProxy = PROXY; };
    \t\tAPP = {isa = PBXNativeTarget; name = Demo; buildPhases = (SOURCES, RESOURCES); dependencies = (DEP); productType = "com.apple.product-type.application"; };
    \t};
    \trootObject = P;
    }
    """
  static let kit = """
    {
    \tobjects = {
    \t\tP = {isa = PBXProject; targets = (KITTARGET); mainGroup = G; };
    \t\tG = {isa = PBXGroup; children = (SRC); sourceTree = "<group>"; };
    \t\tSRC = {isa = PBXFileReference; path = Sources/Kit.swift; sourceTree = "<group>"; };
    \t\tBSRC = {isa = PBXBuildFile; fileRef = SRC; };
    \t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (BSRC); };
    \t\tKITTARGET = {isa = PBXNativeTarget; name = "Kit iOS"; buildPhases = (SOURCES); buildConfigurationList = L; productType = "com.apple.product-type.framework"; };
    \t\tL = {isa = XCConfigurationList; buildConfigurations = (C); };
    \t\tC = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = Kit; }; };
    \t};
    \trootObject = P;
    }
    """

  /// With a target dependency on the other project's target (`app`), or with only its
  /// framework linked (`linkingApp`, `linkedOnly`).
  @Test(arguments: [false, true])
  func theOtherProjectsTargetIsPlannedFirst(linkedOnly: Bool) throws {
    let root = try Fixtures.folder([
      "Demo/Demo.xcodeproj/project.pbxproj": linkedOnly ? Self.linkingApp : Self.app,
      "Demo/Demo/Demo.swift": "",
      "Demo/Demo/Main.storyboard": "", "Kit/Kit.xcodeproj/project.pbxproj": Self.kit,
      "Kit/Sources/Kit.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let doc = root.appendingPathComponent("Demo/Demo/Main.storyboard")
    let context = ProjectContext.open(document: doc)
    #expect(context.diagnostics.isEmpty)
    #expect(context.projects.map(\.name) == ["Demo", "Kit"])
    let app = try #require(context.targets(containing: doc).first)
    #expect(app.dependencies.map(\.name) == ["Kit iOS"])
    let plan = context.modules(for: app)
    #expect(plan.map(\.name) == ["Kit", "Demo"])
    #expect(plan.first?.swiftFiles.map(\.lastPathComponent) == ["Kit.swift"])
    #expect(plan.last?.dependencies == ["Kit"])
  }
}

extension CrossProjectTests {
  /// The demo app links the other project's framework (a `PBXReferenceProxy` in its
  /// Frameworks phase) without a target dependency: Xcode's implicit dependency.
  static let linkingApp = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tP = {isa = PBXProject; targets = (APP); mainGroup = G; };
    \t\tG = {isa = PBXGroup; children = (KITREF, SRC, SB); sourceTree = "<group>"; };
    \t\tKITREF = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = ../Kit/Kit.xcodeproj; sourceTree = "<group>"; };
    \t\tSRC = {isa = PBXFileReference; path = Demo/Demo.swift; sourceTree = "<group>"; };
    \t\tSB = {isa = PBXFileReference; path = Demo/Main.storyboard; sourceTree = "<group>"; };
    \t\tBSRC = {isa = PBXBuildFile; fileRef = SRC; };
    \t\tBSB = {isa = PBXBuildFile; fileRef = SB; };
    \t\tPROXY = {isa = PBXContainerItemProxy; containerPortal = KITREF /* Kit.xcodeproj */; proxyType = 2; remoteGlobalIDString = KITPRODUCT; remoteInfo = "Kit iOS"; };
    \t\tKITFRAMEWORK = {isa = PBXReferenceProxy; fileType = wrapper.framework; path = Kit.framework; remoteRef = PROXY; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tBKIT = {isa = PBXBuildFile; fileRef = KITFRAMEWORK; };
    \t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (BSRC); };
    \t\tRESOURCES = {isa = PBXResourcesBuildPhase; files = (BSB); };
    \t\tFRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (BKIT); };
    \t\tAPP = {isa = PBXNativeTarget; name = Demo; buildPhases = (SOURCES, FRAMEWORKS, RESOURCES); dependencies = (); productType = "com.apple.product-type.application"; };
    \t};
    \trootObject = P;
    }
    """
}

/// Dependencies that cannot be found: left out, and said so once, with where Easel looked.
struct MissingDependencyTests {
  @Test func aPackageProductWithoutCheckoutIsAWarning() throws {
    let root = try Fixtures.folder([
      "Package.swift": """
      let package = Package(name: "P", targets: [
        .target(name: "App", dependencies: [.product(name: "Charts", package: "charts")]),
      ])
      """,
      "Sources/App/App.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext.open(document: root.appendingPathComponent("Sources/App/A.xib"))
    let log = DiagnosticLog()
    #expect(context.modules(forPackageTarget: "App", diagnostics: log).map(\.name) == ["App"])
    let warning = try #require(log.diagnostics.first)
    #expect(log.diagnostics.count == 1)
    #expect(warning.id == "project-missing-dependency")
    #expect(warning.message.hasPrefix("module 'Charts', which 'App' depends on, was not found"))
    #expect(warning.message.contains(".build/checkouts"))
  }

  @Test func podsNotInstalledIsSaid() throws {
    let text = """
      {
        objects = {
          P = {isa = PBXProject; targets = (APP); mainGroup = G; };
          G = {isa = PBXGroup; children = (POD); sourceTree = "<group>"; };
          POD = {isa = PBXFileReference; path = Pods_App.framework; sourceTree = BUILT_PRODUCTS_DIR; };
          BPOD = {isa = PBXBuildFile; fileRef = POD; };
          LINK = {isa = PBXFrameworksBuildPhase; files = (BPOD); };
          APP = {isa = PBXNativeTarget; name = App; buildPhases = (LINK); productType = "com.apple.product-type.application"; };
        };
        rootObject = P;
      }
      """
    let root = try Fixtures.folder(["App.xcodeproj/project.pbxproj": text])
    defer { try? FileManager.default.removeItem(at: root) }
    let context = ProjectContext.open(document: root.appendingPathComponent("Main.storyboard"))
    let app = try #require(context.applicationTargets.first)
    let log = DiagnosticLog()
    #expect(context.modules(for: app, diagnostics: log).map(\.name) == ["App"])
    #expect(log.diagnostics.map(\.id) == ["project-missing-dependency"])
    #expect(log.diagnostics.first?.message.contains("pod install") == true)
  }
}
