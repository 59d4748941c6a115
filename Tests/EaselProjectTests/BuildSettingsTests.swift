import Foundation
import Testing

@testable import EaselProject

/// Build-setting resolution: levels, `$(inherited)`, references, lists.
struct BuildSettingsTests {
  @Test func targetOverProjectWithInherited() {
    let s = BuildSettings(
      target: ["CONDS": "$(inherited) APP", "ONLY_TARGET": "t"],
      project: ["CONDS": "DEBUG", "ONLY_PROJECT": "p"])
    #expect(s["CONDS"] == "DEBUG APP")
    #expect(s["ONLY_TARGET"] == "t")
    #expect(s["ONLY_PROJECT"] == "p")
    #expect(s["NOWHERE"] == nil)
  }

  @Test func inheritedAtTheProjectLevelIsEmpty() {
    let s = BuildSettings(target: [:], project: ["CONDS": "$(inherited) DEBUG"])
    #expect(s.list("CONDS") == ["DEBUG"])
  }

  @Test func referencesInAllThreeSpellings() {
    let s = BuildSettings(
      target: ["A": "$(TARGET_NAME)-${B}-$B", "B": "b"], builtIn: ["TARGET_NAME": "App"])
    #expect(s["A"] == "App-b-b")
  }

  @Test func operatorsAreDroppedAndUnknownReferencesAreEmpty() {
    let s = BuildSettings(
      target: ["P": "$(TARGET_NAME:c99extidentifier)", "Q": "x$(UNDEFINED)y"],
      builtIn: ["TARGET_NAME": "Kit"])
    #expect(s["P"] == "Kit")
    #expect(s["Q"] == "xy")
  }

  @Test func cyclesDoNotHang() {
    let s = BuildSettings(target: ["A": "$(B)", "B": "$(A) b"])
    #expect(s["A"] == " b")
  }

  @Test func conditionalKeysAreUsedWhenThePlainOneIsMissing() {
    let s = BuildSettings(target: [
      "FLAGS[sdk=macosx*]": "-DMAC", "FLAGS[sdk=iphoneos*]": "-DIOS", "V[arch=arm64]": "1",
    ])
    #expect(s["FLAGS"] == "-DIOS")
    #expect(s["V"] == "1")
  }

  @Test(arguments: [
    ("a b  c", ["a", "b", "c"]), ("\"with space\" x", ["with space", "x"]),
    ("-D 'A B'", ["-D", "A B"]), ("esc\\ aped", ["esc aped"]), ("", []), ("\"\"", [""]),
  ])
  func listWords(text: String, words: [String]) {
    #expect(BuildSettings.words(text) == words)
  }

  @Test func swiftSettingsFromFlags() {
    let s = BuildSettings(target: [
      "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "A B A",
      "OTHER_SWIFT_FLAGS": "-D C -DD -Xfrontend -x -D B",
      "SWIFT_OBJC_BRIDGING_HEADER": "App/Bridge.h", "SWIFT_VERSION": "5.0",
      "IPHONEOS_DEPLOYMENT_TARGET": "16.4",
    ])
    let swift = SwiftSettings(s, sourceRoot: URL(fileURLWithPath: "/p"))
    #expect(swift.compilationConditions == ["A", "B", "C", "D"])
    #expect(swift.bridgingHeader?.path == "/p/App/Bridge.h")
    #expect(swift.swiftVersion == "5.0")
    #expect(swift.deploymentTarget == "16.4")
  }

  /// The upcoming features a target enables, by Xcode's build settings and by compiler flags
  /// (`MemberImportVisibility` changes which files a designables build compiles).
  @Test func upcomingFeaturesFromSettingsAndFlags() {
    let s = BuildSettings(target: [
      "SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY": "YES",
      "SWIFT_UPCOMING_FEATURE_CONCISE_MAGIC_FILE": "NO",
      "OTHER_SWIFT_FLAGS":
        "-enable-upcoming-feature BareSlashRegexLiterals -enable-upcoming-feature InternalImportsByDefault:migrate -enable-experimental-feature AccessLevelOnImport",
    ])
    let swift = SwiftSettings(s, sourceRoot: URL(fileURLWithPath: "/p"))
    #expect(
      swift.upcomingFeatures == ["ExistentialAny", "BareSlashRegexLiterals", "AccessLevelOnImport"])
    #expect(!swift.hasMemberImportVisibility)
    for settings in [
      ["SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY": "YES"],
      ["OTHER_SWIFT_FLAGS": "$(inherited) -enable-upcoming-feature MemberImportVisibility"],
    ] {
      #expect(
        SwiftSettings(BuildSettings(target: settings), sourceRoot: URL(fileURLWithPath: "/p"))
          .hasMemberImportVisibility)
    }
  }

  @Test func inheritedWalksDownEveryLevel() {
    let s = BuildSettings(levels: [
      ["F": "$(inherited) target"], ["F": "$(inherited) targetConfig"], ["G": "g"],
      ["F": "projectConfig $(G)"],
    ])
    #expect(s["F"] == "projectConfig g targetConfig target")
  }

  @Test func xcconfigFilesWithIncludesAndComments() throws {
    let folder = try Fixtures.folder([
      "Base.xcconfig": "// base\nA = 1\n#include \"Inner/More.xcconfig\"\nB = two words ; \n",
      "Inner/More.xcconfig":
        "C = $(A) // trailing comment\n#include? \"Missing.xcconfig\"\nA = 3\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let settings = XCConfig.settings(at: folder.appendingPathComponent("Base.xcconfig"))
    #expect(settings == ["A": "3", "B": "two words", "C": "$(A)"])
    #expect(XCConfig.settings(at: folder.appendingPathComponent("None.xcconfig")) == nil)
  }
}
