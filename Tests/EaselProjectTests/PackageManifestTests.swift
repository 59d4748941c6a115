import Foundation
import Testing

@testable import EaselProject

/// `Package.swift` read as text.
struct PackageManifestTests {
  @Test func fixtureTargetsAndProducts() throws {
    let m = try PackageManifest.load(Fixtures.meters)
    #expect(m.name == "Meters")
    #expect(m.targets.map(\.name) == ["MeterKit", "MeterCore", "MeterKitTests"])
    #expect(m.targets.map(\.kind) == [.target, .target, .testTarget])
    #expect(m.products == ["Meters": ["MeterKit"]])
    let kit = try #require(m.target(named: "MeterKit"))
    #expect(kit.dependencies == [.byName("MeterCore"), .product("Gauges", package: "gauges")])
    #expect(kit.exclude == ["Legacy", "README.md"])
    #expect(kit.defines == ["METERS", "FAST_PATH"])
    let core = try #require(m.target(named: "MeterCore"))
    #expect(core.path == "Core")
    #expect(core.sources == ["Math", "Units.swift"])
    #expect(m.target(named: "MeterKitTests")?.dependencies == [.target("MeterKit")])
    // `resources:` makes SwiftPM generate `Bundle.module`; only MeterKit lists them.
    #expect(m.targets.map(\.declaresResources) == [true, false, false])
    #expect(ModuleSources(package: m, target: kit).hasBundleModule)
    #expect(!ModuleSources(package: m, target: core).hasBundleModule)
  }

  @Test func swiftFilesFollowSwiftPMsRules() throws {
    let m = try PackageManifest.load(Fixtures.meters)
    func files(_ name: String) throws -> [String] {
      let t = try #require(m.target(named: name))
      return m.swiftFiles(of: t).map { Fixtures.relative($0, to: Fixtures.meters) }
    }
    // `Legacy/` is excluded.
    #expect(try files("MeterKit") == ["Sources/MeterKit/MeterView.swift"])
    // `sources:` keeps `Math/` and `Units.swift`, not `Unused.swift`.
    #expect(try files("MeterCore") == ["Core/Math/Scale.swift", "Core/Units.swift"])
    // Test targets default to `Tests/<name>`.
    #expect(try files("MeterKitTests") == ["Tests/MeterKitTests/MeterKitTests.swift"])
  }

  @Test func defaultFoldersInOrder() throws {
    let folder = try Fixtures.folder([
      "Package.swift": """
      let package = Package(
        name: "P", targets: [.target(name: "A"), .target(name: "B"), .executableTarget(name: "Tool")])
      """,
      "Source/A/A.swift": "", "src/B/B.swift": "", "Sources/Tool/main.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let m = try PackageManifest.load(folder)
    #expect(
      m.targets.map { Fixtures.relative(m.folder(of: $0), to: folder) } == [
        "Source/A", "src/B", "Sources/Tool",
      ])
    #expect(m.targets.map(\.isSourceTarget) == [true, true, true])
  }

  @Test func upcomingFeaturesOfATargetsSwiftSettings() throws {
    let text = """
      // swift-tools-version:6.0
      import PackageDescription
      let package = Package(
        name: "Kit",
        targets: [
          .target(
            name: "Kit",
            swiftSettings: [
              .define("KIT"), .enableUpcomingFeature("MemberImportVisibility"),
              .enableExperimentalFeature("StrictConcurrency"),
            ]),
          .target(name: "Plain", swiftSettings: [.define("PLAIN")]),
        ]
      )
      """
    let m = PackageManifest(url: URL(fileURLWithPath: "/p/Package.swift"), text: text)
    #expect(
      m.target(named: "Kit")?.upcomingFeatures == ["MemberImportVisibility", "StrictConcurrency"])
    #expect(m.target(named: "Kit")?.defines == ["KIT"])
    #expect(m.target(named: "Plain")?.upcomingFeatures == [])
    let kit = try #require(m.target(named: "Kit"))
    #expect(ModuleSources(package: m, target: kit).settings.hasMemberImportVisibility)
  }

  @Test func tolerantOfWhatItCannotEvaluate() {
    let text = #"""
      // swift-tools-version:5.9
      import PackageDescription
      let name = "Dynamic"
      /* .target(name: "Commented") */
      let package = Package(
        name: "Odd",
        targets: [
          .target(name: "\(name)Kit"),
          .target(
            name: "Plain", dependencies: [.byName(name: "X"), "Y"], path: "Lib",
            cSettings: [.define("C")]),
          .binaryTarget(name: "Blob", path: "Blob.xcframework"),
          .plugin(name: "Gen", capability: .buildTool()),
        ] + extraTargets
      )
      package.targets.append(.target(name: "Appended", exclude: ["x"]))
      """#
    let m = PackageManifest(url: URL(fileURLWithPath: "/p/Package.swift"), text: text)
    #expect(m.targets.map(\.name) == ["Plain", "Blob", "Gen", "Appended"])
    #expect(m.target(named: "Plain")?.dependencies == [.byName("X"), .byName("Y")])
    #expect(m.target(named: "Plain")?.path == "Lib")
    #expect(m.targets.map(\.isSourceTarget) == [true, false, false, true])
  }
}

/// SwiftPM 3 manifests, which declare no targets.
struct InferredPackageTargetTests {
  @Test func swiftFilesDirectlyInSourcesMakeOneTargetNamedAfterThePackage() throws {
    let folder = try Fixtures.folder([
      "Package.swift": "import PackageDescription\n\nlet package = Package(name: \"Button\")\n",
      "Sources/Button.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let m = try PackageManifest.load(folder)
    #expect(m.targets.map(\.name) == ["Button"])
    #expect(
      m.targets.first.map { m.swiftFiles(of: $0).map(\.lastPathComponent) } == ["Button.swift"])
  }

  @Test func eachFolderOfSourcesIsATarget() throws {
    let folder = try Fixtures.folder([
      "Package.swift": "let package = Package(name: \"Kit\")",
      "Sources/Core/A.swift": "", "Sources/UI/B.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try PackageManifest.load(folder).targets.map(\.name) == ["Core", "UI"])
  }

  /// The Swift version a package's targets build in, as SwiftPM chooses it.
  @Test(arguments: [
    ("// swift-tools-version:4.0\nlet package = Package(name: \"A\")", "4.0"),
    ("// swift-tools-version:4.1\n", "4.0"),
    ("// swift-tools-version:4.2\n", "4.2"),
    ("// swift-tools-version: 5.9\n", "5.9"),
    ("// swift-tools-version:6.0\n", "6.0"),
    (
      "// swift-tools-version:5.0\nlet p = Package(name: \"A\", swiftLanguageVersions: [.v4, .v4_2])",
      "4.2"
    ),
    (
      "// swift-tools-version:5.0\nlet p = Package(name: \"A\", swiftLanguageVersions: [.v4, .v5])",
      "5.0"
    ),
    ("// swift-tools-version:6.0\nlet p = Package(name: \"A\", swiftLanguageModes: [.v5])", "5.0"),
    (
      "// swift-tools-version:5.0\nlet p = Package(name: \"A\", swiftLanguageVersions: [.version(\"4\")])",
      "4.0"
    ),
  ])
  func swiftVersionFollowsTheToolsVersionAndLanguageVersions(text: String, version: String) {
    let m = PackageManifest(url: URL(fileURLWithPath: "/p/Package.swift"), text: text)
    #expect(m.swiftVersion == version)
  }

  @Test func aManifestWithoutAToolsVersionStatesNone() {
    let m = PackageManifest(
      url: URL(fileURLWithPath: "/p/Package.swift"), text: "import PackageDescription\n")
    #expect(m.swiftVersion == nil)
  }
}
