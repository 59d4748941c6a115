import EaselProject
import Foundation
import Testing

@testable import EaselAgentHost

/// `SWIFT_VERSION` → the language mode a module compiles in, as Xcode chooses it.
struct SwiftLanguageModeTests {
  @Test(arguments: [
    ("4.0", "4"), ("4", "4"), ("4.1", "4"), ("4.2", "4.2"), ("5.0", "5"), ("5", "5"),
    ("5.9", "5"), ("6.0", "6"), ("6.2", "6"), (" 4.2 ", "4.2"),
  ])
  func aVersionXcodeBuildsGetsItsMode(version: String, argument: String) {
    #expect(SwiftLanguageMode(swiftVersion: version).compilerArgument == argument)
    #expect(SwiftLanguageMode(swiftVersion: version).refusal(module: "M", origin: "o") == nil)
  }

  @Test(arguments: [nil, "", "$(MY_SWIFT)", "latest"])
  func anUnsetVersionIsBuiltInSwift5(version: String?) {
    #expect(SwiftLanguageMode(swiftVersion: version) == .swift5)
  }

  @Test(arguments: ["3.0", "3", "2.3", "3.2"])
  func swift3IsRefused(version: String) throws {
    let mode = SwiftLanguageMode(swiftVersion: version)
    #expect(mode == .unsupported(version))
    #expect(mode.compilerArgument == nil)
    let message = try #require(mode.refusal(module: "Kit", origin: "target Kit of Kit.xcodeproj"))
    #expect(
      message.hasPrefix("Kit is Swift \(version) (SWIFT_VERSION of target Kit of Kit.xcodeproj)"))
    #expect(message.contains("current Xcode does not build"))
  }

  /// A refused module fails without compiling: one located error in each of its files, so
  /// that each class built from them is told why.
  @Test func aRefusedModuleFailsInEachOfItsFiles() throws {
    let files = [URL(fileURLWithPath: "/p/A.swift"), URL(fileURLWithPath: "/p/B.swift")]
    let module = ModulePlan(
      name: "Old", files: files, origin: "target Old", languageMode: .unsupported("3.0"))
    let failure = try #require(AgentBuilder.refusal(of: module))
    #expect(failure.failingFiles == ["/p/A.swift", "/p/B.swift"])
    #expect(failure.diagnostics.map { $0.location?.file } == ["/p/A.swift", "/p/B.swift"])
    #expect(failure.diagnostics.allSatisfy { $0.severity == .error && $0.location?.line == 1 })
    #expect(AgentBuilder.refusal(of: ModulePlan(name: "New", files: files, origin: "o")) == nil)
  }

  /// Swift translated from the module's Objective-C is refused at the `.m` it stands for (the
  /// user's file its `#sourceLocation` names), not at the translation in the cache, and the
  /// failure maps that file back to the translation so that its class fails.
  @Test func aRefusedTranslationIsLocatedAtItsObjectiveC() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-refusal-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let translated = dir.appendingPathComponent("08-UIView+Chameleon.m.swift")
    try """
    #sourceLocation(file: "/p/UIView+Chameleon.m", line: 3)
    extension UIView {}
    #sourceLocation()
    """.write(to: translated, atomically: true, encoding: .utf8)
    let swift = URL(fileURLWithPath: "/p/App.swift")
    let module = ModulePlan(
      name: "Old", files: [swift, translated], origin: "target Old",
      translated: [translated.path], languageMode: .unsupported("3.0"))
    let failure = try #require(AgentBuilder.refusal(of: module))
    #expect(
      failure.diagnostics.map { $0.location?.file } == ["/p/App.swift", "/p/UIView+Chameleon.m"])
    #expect(failure.failingFiles == [swift.path, translated.path])
    #expect(failure.translatedFrom == ["/p/UIView+Chameleon.m": [translated.path]])
  }

  /// A pod read from its podspec with no `swift_version` takes its app's, as CocoaPods gives
  /// it; a target with none stays unset.
  @Test func aPodWithoutAVersionTakesItsApps() {
    let pod = ModuleSources(
      name: "Pod", origin: .podspec(URL(fileURLWithPath: "/p/Pod.podspec")),
      productType: .framework, swiftFiles: [URL(fileURLWithPath: "/p/Pod.swift")])
    #expect(DesignablesProject.swiftVersion(of: pod, app: "4.0") == "4.0")
    var stated = pod
    stated.settings.swiftVersion = "5.0"
    #expect(DesignablesProject.swiftVersion(of: stated, app: "4.0") == "5.0")
    let target = ModuleSources(
      name: "Kit",
      origin: .xcodeTarget(project: URL(fileURLWithPath: "/p/K.xcodeproj"), target: "Kit"),
      productType: .framework, swiftFiles: [URL(fileURLWithPath: "/p/Kit.swift")])
    #expect(DesignablesProject.swiftVersion(of: target, app: "4.0") == nil)
  }

  /// `SWIFT_VERSION` is for a target's own Swift files: a pod of Objective-C only, whose
  /// Swift is all Easel's translation, builds whatever version its Podfile sets on every pod
  /// (Xcode ignores the setting in a target without Swift sources); one with a Swift file of
  /// its own keeps its version.
  @Test func aVersionOnATargetWithoutSwiftFilesIsIgnored() {
    let translation = URL(fileURLWithPath: "/cache/GRTextField.swift")
    var pod = ModuleSources(
      name: "GRTextField",
      origin: .podTarget(project: URL(fileURLWithPath: "/p/Pods.xcodeproj"), target: "GRTextField"),
      productType: .framework, swiftFiles: [translation])
    pod.settings.swiftVersion = "3.0"
    #expect(
      DesignablesProject.swiftVersion(of: pod, app: "3.0", translated: [translation.path]) == nil)
    pod.swiftFiles.append(URL(fileURLWithPath: "/p/Own.swift"))
    #expect(
      DesignablesProject.swiftVersion(of: pod, app: "3.0", translated: [translation.path])
        == "3.0")
  }

  /// Files no target compiles take the version the project's targets agree on.
  @Test func orphanFilesTakeTheVersionTheTargetsAgreeOn() {
    func target(_ name: String, _ version: String?) -> ModuleSources {
      var m = ModuleSources(
        name: name,
        origin: .xcodeTarget(project: URL(fileURLWithPath: "/p/P.xcodeproj"), target: name),
        productType: .application, swiftFiles: [URL(fileURLWithPath: "/p/\(name).swift")])
      m.settings.swiftVersion = version
      return m
    }
    #expect(
      DesignablesProject.agreedSwiftVersion(of: [target("A", "4.0"), target("B", "4.0")]) == "4.0")
    #expect(
      DesignablesProject.agreedSwiftVersion(of: [target("A", "4.0"), target("B", "5.0")]) == nil)
    #expect(
      DesignablesProject.agreedSwiftVersion(of: [target("A", "4.0"), target("B", nil)]) == nil)
    #expect(DesignablesProject.agreedSwiftVersion(of: []) == nil)
  }
}
