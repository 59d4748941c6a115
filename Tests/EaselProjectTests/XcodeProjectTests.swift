import EaselDiagnostics
import Foundation
import Testing

@testable import EaselProject

/// Targets, files and settings read from the Showcase fixture's `project.pbxproj`.
struct XcodeProjectTests {
  let log = DiagnosticLog()
  let project: XcodeProject

  init() throws {
    project = try XcodeProject.load(
      Fixtures.showcase.appendingPathComponent("Showcase.xcodeproj"), diagnostics: log)
  }

  func files(_ urls: [URL]) -> [String] {
    urls.map { Fixtures.relative($0, to: Fixtures.showcase) }
  }

  @Test func targetsWithTheirProductTypes() throws {
    #expect(project.name == "Showcase")
    #expect(project.targets.map(\.name) == ["ShowcaseApp", "ShowcaseKit", "ShowcaseAppTests"])
    #expect(
      project.targets.map(\.productType) == [.application, .framework, .unitTest])
    #expect(project.targets.map(\.productType.isTest) == [false, false, true])
    #expect(
      project.targets.map(\.moduleName) == ["ShowcaseApp", "ShowcaseKit", "ShowcaseAppTests"])
    #expect(
      project.targets.map(\.productFileName) == [
        "ShowcaseApp.app", "ShowcaseKit.framework", "ShowcaseAppTests.xctest",
      ])
  }

  @Test func sourcesResolvedThroughGroupsAndSourceRoot() throws {
    let app = try #require(project.target(named: "ShowcaseApp"))
    // Phase order; the missing file is left out; `Shared Code/` comes from SOURCE_ROOT.
    #expect(
      files(app.sourceFiles) == [
        "ShowcaseApp/ViewController.swift", "ShowcaseApp/AppDelegate.swift",
        "Shared Code/Shared.swift",
      ])
    let kit = try #require(project.target(named: "ShowcaseKit"))
    // A group with both `name` and `path` (Views → Designables) uses its path.
    #expect(
      files(kit.swiftFiles) == [
        "ShowcaseKit/Designables/GradientView.swift", "ShowcaseKit/Designables/BadgeView.swift",
      ])
    #expect(!kit.sourceFiles.contains { $0.lastPathComponent == "Orphan.swift" })
  }

  @Test func missingFilesAreWarnings() {
    let warnings = log.diagnostics.filter { $0.id == "project-missing-file" }
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.message.contains("ShowcaseApp/Missing.swift") == true)
    // At the line of the file reference's definition.
    #expect(warnings.first?.location?.file.hasSuffix("Showcase.xcodeproj/project.pbxproj") == true)
    #expect(warnings.first?.location?.line == 59)
    #expect(warnings.first?.location?.column == 3)
  }

  @Test func resourcesIncludeVariantGroupChildren() throws {
    let app = try #require(project.target(named: "ShowcaseApp"))
    #expect(
      files(app.resourceFiles) == [
        "ShowcaseApp/Base.lproj/Main.storyboard", "ShowcaseApp/en.lproj/Main.strings",
      ])
    #expect(files(app.interfaceFiles) == ["ShowcaseApp/Base.lproj/Main.storyboard"])
    let kit = try #require(project.target(named: "ShowcaseKit"))
    #expect(files(kit.interfaceFiles) == ["ShowcaseKit/BadgeCard.xib"])
  }

  @Test func dependenciesAndLinkedProducts() throws {
    let app = try #require(project.target(named: "ShowcaseApp"))
    #expect(app.dependencies.map(\.name) == ["ShowcaseKit"])
    #expect(app.dependencies.first?.project == project.url)
    #expect(app.linkedProducts == ["ShowcaseKit.framework", "Pods_ShowcaseApp.framework"])
    let tests = try #require(project.target(named: "ShowcaseAppTests"))
    #expect(tests.dependencies.map(\.targetID) == [app.id])
  }

  @Test func debugSettingsMergedOverTheProjects() throws {
    let app = try #require(project.target(named: "ShowcaseApp"))
    let swift = app.swiftSettings
    #expect(swift.swiftVersion == "5.0")  // project level
    // `$(inherited) SHOWCASE` over the xcconfig's `$(inherited) PODS_SHARED` (included) over
    // the project's `DEBUG $(inherited)`, then the `-D` flags, the xcconfig's first; the
    // Release-only condition is not there.
    #expect(
      swift.compilationConditions == [
        "DEBUG", "PODS_SHARED", "SHOWCASE", "COCOAPODS", "FEATURE_X", "FEATURE_Y",
      ])
    #expect(app.buildSettings["PODS_ROOT"] == Fixtures.showcase.path + "/Pods")
    #expect(swift.deploymentTarget == "15.0")
    #expect(
      swift.bridgingHeader?.path
        == Fixtures.showcase.appendingPathComponent("ShowcaseApp/ShowcaseApp-Bridging-Header.h")
        .path)
    let kit = try #require(project.target(named: "ShowcaseKit"))
    #expect(kit.swiftSettings.swiftVersion == "4.2")
    #expect(kit.swiftSettings.deploymentTarget == "13.0")
    #expect(kit.buildSettings["PRODUCT_NAME"] == "ShowcaseKit")
  }

  @Test func podsProjectTargets() throws {
    let pods = try XcodeProject.load(
      Fixtures.showcase.appendingPathComponent("Pods/Pods.xcodeproj"))
    let netty = try #require(pods.target(named: "Netty"))
    #expect(netty.moduleName == "Netty")
    #expect(files(netty.swiftFiles) == ["Pods/Netty/Sources/Netty/Client.swift"])
    let umbrella = try #require(pods.target(named: "Pods-ShowcaseApp"))
    #expect(umbrella.moduleName == "Pods_ShowcaseApp")
    #expect(umbrella.swiftFiles.isEmpty)
    #expect(umbrella.dependencies.map(\.name) == ["Netty"])
  }

  @Test func moduleNamesBecomeIdentifiers() throws {
    let text = """
      {
        objects = {
          P = {isa = PBXProject; targets = (T1, T2, T3); mainGroup = G; buildConfigurationList = L0; };
          G = {isa = PBXGroup; children = (F); sourceTree = "<group>"; path = App; };
          F = {isa = PBXFileReference; path = /abs/Thing.swift; sourceTree = "<absolute>"; };
          T1 = {isa = PBXNativeTarget; name = "My App"; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
          T2 = {isa = PBXNativeTarget; name = "Kit-iOS"; productType = "com.apple.product-type.framework"; buildConfigurationList = L2; };
          T3 = {isa = PBXNativeTarget; name = "3D"; productType = "com.apple.product-type.library.static"; };
          L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
          C0 = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; };
          L1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
          C1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {}; };
          L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
          C2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_MODULE_NAME = Kit; }; };
        };
        rootObject = P;
      }
      """
    let plist = try PropertyListParser.parse(Data(text.utf8), file: "m.pbxproj")
    let p = try XcodeProject(
      url: URL(fileURLWithPath: "/tmp/none/M.xcodeproj"), propertyList: plist, file: "m.pbxproj")
    #expect(p.targets.map(\.moduleName) == ["My_App", "Kit", "_3D"])
    #expect(p.targets.map(\.productType.isLibrary) == [false, true, true])
  }

  @Test func notAProjectIsATypedError() throws {
    let plist = try PropertyListParser.parse(Data("{ a = b; }".utf8), file: "x.pbxproj")
    #expect(throws: ProjectFileError.self) {
      _ = try XcodeProject(
        url: URL(fileURLWithPath: "/x.xcodeproj"), propertyList: plist, file: "x.pbxproj")
    }
  }

  /// A project file whose `rootObject` names no object (an empty `objects`) is no project,
  /// and the error says that, at the key's line, rather than that either key is absent.
  @Test func aDanglingRootObjectIsNamedAtItsLine() throws {
    let text = "// !$*UTF8*$!\n{\n\tobjectVersion = 56;\n\tobjects = {\n\t};\n"
      + "\trootObject = 0000AA /* Project object */;\n}\n"
    let plist = try PropertyListParser.parse(Data(text.utf8), file: "d.pbxproj")
    do {
      _ = try XcodeProject(
        url: URL(fileURLWithPath: "/tmp/none/D.xcodeproj"), propertyList: plist,
        file: "d.pbxproj", text: Data(text.utf8))
      Issue.record("a project with a dangling root object loaded")
    } catch let e as ProjectFileError {
      #expect(e.location.line == 6)
      #expect(e.description.contains("'rootObject' names 0000AA, which is not one of the file's 0 objects"))
    }
  }

  @Test func malformedProjectFileGivesALocatedError() throws {
    let folder = try Fixtures.folder([
      "Bad.xcodeproj/project.pbxproj":
        "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup\n\t};\n}\n"
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      _ = try XcodeProject.load(folder.appendingPathComponent("Bad.xcodeproj"))
      Issue.record("a malformed project loaded")
    } catch let e as ProjectFileError {
      #expect(e.location.file.hasSuffix("Bad.xcodeproj/project.pbxproj"))
      #expect(e.location.line == 5)
      #expect(e.description.contains(":5:2: error: expected ';' after the value of 'isa'"))
    }
  }

  /// Two branches each added a file beside each other and both set the target's Swift
  /// version: git leaves conflict markers, which Xcode cannot open. The project reads with
  /// both sides of each conflict (ozcanakkoca3401/BookMark, spent: its target's Swift 4.0
  /// was lost with the whole project, and its classes built in Swift 5).
  @Test func mergeConflictsReadWithBothSides() throws {
    let text = """
      // !$*UTF8*$!
      {
      \tobjects = {
      <<<<<<< HEAD
      \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
      =======
      \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
      >>>>>>> 1f2e3d4c
      \t\tF1 = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
      \t\tF2 = {isa = PBXFileReference; path = B.swift; sourceTree = "<group>"; };
      \t\tG = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; path = App; };
      \t\tS = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
      \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (S); buildConfigurationList = L1; productType = "com.apple.product-type.application"; };
      \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
      \t\tC1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
      <<<<<<< ours
      \t\t\tSWIFT_VERSION = 4.0;
      ||||||| base
      \t\t\tSWIFT_VERSION = 3.0;
      =======
      \t\t\tSWIFT_VERSION = 4.0;
      \t\t\tPRODUCT_NAME = Bookmarks;
      >>>>>>> theirs
      \t\t}; };
      \t\tP = {isa = PBXProject; targets = (T); mainGroup = G; buildConfigurationList = L0; };
      \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
      \t\tC0 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_VERSION = 5.0; }; };
      \t};
      \trootObject = P;
      }

      """
    let folder = try Fixtures.folder([
      "Conflicted.xcodeproj/project.pbxproj": text, "App/A.swift": "", "App/B.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = DiagnosticLog()
    let project = try XcodeProject.load(
      folder.appendingPathComponent("Conflicted.xcodeproj"), diagnostics: log)
    let app = try #require(project.target(named: "App"))
    #expect(app.swiftSettings.swiftVersion == "4.0")
    #expect(app.moduleName == "Bookmarks")
    #expect(app.sourceFiles.map(\.lastPathComponent) == ["A.swift", "B.swift"])
    let warning = try #require(log.diagnostics.first { $0.id == "project-merge-conflict" })
    #expect(warning.severity == .warning)
    #expect(warning.location?.line == 4)
    #expect(warning.message.contains("at lines 4, 16"))
  }
}
