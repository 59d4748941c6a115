import EaselDiagnostics
import EaselInspect
import EaselObjC
import Foundation
import Testing

@testable import EaselAgentHost

/// How a project's Objective-C reaches the agent: the set each module is translated from,
/// the translated Swift in the scan and the plan, the statuses of what does not translate,
/// and the cache identity.
@Suite(.serialized)
struct ObjCTranslationTests {
  static let mixed = DesignablesProjectTests.packageRoot.appendingPathComponent(
    "Tests/EaselEndToEndTests/Fixtures/MixedObjC")
  static let modules: Set<String> = ["Swift", "Foundation", "UIKit", "CoreGraphics"]

  /// A translator that records the sets it is given and answers with `answer`.
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [ObjCSourceSet] = []
    var sets: [ObjCSourceSet] {
      lock.lock()
      defer { lock.unlock() }
      return recorded
    }

    func translator(_ answer: @escaping @Sendable (ObjCSourceSet) -> ObjCTranslation)
      -> ObjCBuild.Translate
    {
      { set, _, _ in
        self.lock.lock()
        self.recorded.append(set)
        self.lock.unlock()
        return answer(set)
      }
    }
  }

  /// The fixture's hand-written translations (`Translations/*.swift-fake`), as
  /// `ObjCTranslator` would write them, for the files of `set` under `fixture`.
  static func fake(_ set: ObjCSourceSet, fixture: URL) -> ObjCTranslation {
    var translation = ObjCTranslation()
    for file in set.files {
      let fake = mixed.appendingPathComponent("Translations/\(file.lastPathComponent).swift-fake")
      guard let text = try? String(contentsOf: fake, encoding: .utf8) else { continue }
      translation.sources.append(
        TranslatedSource(
          original: file, swift: text.replacingOccurrences(of: "@FIXTURE@", with: fixture.path),
          classes: [file.deletingPathExtension().lastPathComponent]))
    }
    return translation
  }

  func build(_ cache: URL, _ translate: @escaping ObjCBuild.Translate) -> () throws -> ObjCBuild {
    {
      ObjCBuild(
        clang: URL(fileURLWithPath: "/usr/bin/false"), cacheDirectory: cache,
        translate: translate, identity: "test")
    }
  }

  func names(_ urls: [URL]) -> [String] { urls.map(\.lastPathComponent) }

  /// The set of a mixed target: its `.m` files (its headers are all imported, the bridging
  /// header is not a file of its own), its search paths then the header maps, its prefix
  /// header, its module name.
  @Test func aMixedTargetsSet() throws {
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let recorder = Recorder()
    let project = try DesignablesProject(root: Self.mixed).translatingObjectiveC(
      build(cache, recorder.translator { _ in ObjCTranslation() }))
    let set = try #require(recorder.sets.first)
    #expect(recorder.sets.count == 1)
    #expect(set.moduleName == "Mixed")
    #expect(names(set.files) == ["StarView.m", "BrokenStars.m"])
    #expect(names(set.prefixHeaders) == ["Mixed-Prefix.pch"])
    #expect(
      set.headerSearchPaths.prefix(2).map { $0.path } == [
        Self.mixed.appendingPathComponent("Mixed").path,
        Self.mixed.appendingPathComponent("Vendor/include").path,
      ])
    // The header maps: `<Mixed/StarView.h>` and `"StarView.h"` from any folder.
    let maps = set.headerSearchPaths.dropFirst(2)
    #expect(maps.count == 2)
    #expect(
      maps.contains {
        FileManager.default.fileExists(atPath: $0.appendingPathComponent("Mixed/StarView.h").path)
      })
    // Nothing translated: every Objective-C class is Build failed, located.
    #expect(project.objectiveCFailures.keys.sorted() == ["BrokenStars", "StarView"])
    #expect(
      project.objectiveCFailures["StarView"]?.first?.location?.file.hasSuffix("StarView.h")
        == true)
  }

  /// Translated Swift is scanned with the rest: the registration plan registers the
  /// Objective-C class and its inspectable, and the plan compiles the translated file in the
  /// target's module, with the hash of its Objective-C in the module's cache key.
  @Test func translatedSwiftJoinsTheModule() throws {
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let fixture = Self.mixed
    let project = try DesignablesProject(root: Self.mixed).translatingObjectiveC(
      build(cache, { set, _, _ in Self.fake(set, fixture: fixture) }))
    #expect(project.objectiveCFailures.isEmpty, "\(project.objectiveCFailures)")
    #expect(
      Set(project.designableClasses.map(\.name)) == ["SwiftBadge", "StarView", "BrokenStars"])
    let star = try #require(project.scan.plan.classes.first { $0.scannedClass.name == "StarView" })
    #expect(star.isDesignable)
    #expect(project.scan.plan.entries.contains { $0.property.name == "starColor" })
    let star0 = try #require(project.designableClasses.first { $0.name == "StarView" })
    #expect(project.displayLocation(of: star0).file.hasSuffix("Mixed/StarView.h"))

    let built = project.build(
      for: ["StarView", "SwiftBadge"],
      document: Self.mixed.appendingPathComponent("Mixed/Main.storyboard"),
      fallbackModule: "Mixed", availableModules: Self.modules)
    let translated = try #require(
      project.objectiveC.first { $0.key.hasPrefix("Mixed (") }?.value)
    #expect(built.plan.main.name == "Mixed")
    #expect(
      names(built.plan.main.files) == [
        "SwiftBadge.swift", "00-StarView.m.swift", "01-BrokenStars.m.swift",
      ])
    #expect(built.plan.main.translated == Set(translated.files.map(\.path)))
    #expect(built.plan.main.objectiveCInputs == [translated.inputsKey])
    #expect(
      names(built.slices["StarView"].map { $0.map { URL(fileURLWithPath: $0) } } ?? []) == [
        "00-StarView.m.swift"
      ])
  }

  /// Editing a `.m`, or a header one reaches through a search path, translates again under
  /// another key (and so compiles again); an untouched project keeps its key and does not
  /// call the translator.
  @Test func theCacheIdentityFollowsTheObjectiveC() throws {
    let cache = try TestFolder.make()
    let copy = try TestFolder.make()
    defer {
      try? FileManager.default.removeItem(at: cache)
      try? FileManager.default.removeItem(at: copy)
    }
    let root = copy.appendingPathComponent("MixedObjC")
    try FileManager.default.copyItem(at: Self.mixed, to: root)
    let recorder = Recorder()
    let translate = recorder.translator { set in Self.fake(set, fixture: root) }
    func key() throws -> String {
      let project = try DesignablesProject(root: root).translatingObjectiveC(
        build(cache, translate))
      let mixed = project.objectiveC.first { $0.key.hasPrefix("Mixed (") }?.value
      return try #require(mixed).inputsKey
    }
    let first = try key()
    #expect(try key() == first)
    #expect(recorder.sets.count == 1, "the second time, the translation was kept")
    let m = root.appendingPathComponent("Mixed/StarView.m")
    try Data((try String(contentsOf: m, encoding: .utf8) + "// edited\n").utf8).write(to: m)
    let edited = try key()
    #expect(edited != first)
    let header = root.appendingPathComponent("Vendor/include/StarStyle.h")
    try Data("#define STAR_INSET 6\n".utf8).write(to: header)
    let third = try key()
    #expect(third != edited, "a header reached through HEADER_SEARCH_PATHS is an input")
    #expect(recorder.sets.count == 3)
  }

  /// A class the translator fails, or whose file has a translation error, or that it left
  /// out without a word: Build failed, with the located errors or one saying so.
  @Test func whatDoesNotTranslateIsBuildFailedWithItsErrors() throws {
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let fixture = Self.mixed
    let broken = fixture.appendingPathComponent("Mixed/BrokenStars.m").path
    let project = try DesignablesProject(root: Self.mixed).translatingObjectiveC(
      build(cache) { set, _, _ in
        var t = ObjCTranslation()
        t.diagnostics = [
          Diagnostic(
            .error, "call to undeclared function 'easel_missing_function'", id: "objc-clang",
            at: SourceLocation(file: broken, line: 8, column: 5))
        ]
        t.sources = Self.fake(set, fixture: fixture).sources  // given, and failed anyway
        t.failedClasses["StarView"] = [
          Diagnostic(
            .error, "'@synchronized' is not translated", id: "objc-untranslated",
            at: SourceLocation(
              file: fixture.appendingPathComponent("Mixed/StarView.m").path, line: 7, column: 5))
        ]
        return t
      })
    #expect(
      project.objectiveCFailures["BrokenStars"]?.map(\.description) == [
        "\(broken):8:5: error: call to undeclared function 'easel_missing_function' [objc-clang]"
      ])
    #expect(project.objectiveCFailures["StarView"]?.first?.location?.line == 7)
    // The Swift given for a failed class is no designable of its own.
    #expect(project.designableClasses.map(\.name) == ["SwiftBadge"])
  }

  /// A class whose implementation uses a class that did not translate (which a stand-in
  /// doing nothing declares) or a category that did not (declared nowhere) is Build failed
  /// too, that one's located error first, never Up to date over the stand-in.
  @Test func whatUsesAFailedClassOrCategoryIsBuildFailedWithItsCause() throws {
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let fixture = Self.mixed
    let cause = Diagnostic(
      .error, "property `U` without a getter or storage is not translated",
      id: "objc-untranslated",
      at: SourceLocation(
        file: fixture.appendingPathComponent("Mixed/StarView.h").path, line: 4, column: 39))
    let category = Diagnostic(
      .error, "no visible @interface for 'NSLocale' declares the selector 'languageCode'",
      id: "objc-clang",
      at: SourceLocation(file: "/project/NSString+Extras.m", line: 16, column: 50))
    func project(uses: [String: Set<String>]) throws -> DesignablesProject {
      try DesignablesProject(root: Self.mixed).translatingObjectiveC(
        build(cache) { set, _, _ in
          var t = Self.fake(set, fixture: fixture)
          t.sources.removeAll { $0.original.lastPathComponent == "StarView.m" }
          t.failedClasses["StarView"] = [cause]
          t.failedClasses["NSString(Extras)"] = [category]
          t.uses = uses
          return t
        })
    }
    let usesClass = try project(uses: ["BrokenStars": ["StarView"]])
    #expect(usesClass.objectiveCFailures["BrokenStars"]?.first == cause)
    try? FileManager.default.removeItem(at: cache)
    let usesCategory = try project(uses: ["BrokenStars": ["NSString(Extras)"]])
    #expect(usesCategory.objectiveCFailures["BrokenStars"]?.first == category)
    try? FileManager.default.removeItem(at: cache)
    let usesNeither = try project(uses: [:])
    #expect(usesNeither.objectiveCFailures["BrokenStars"] == nil)
  }

  /// A file clang could not parse because of a header it imports: the class is Build failed
  /// with clang's error in that header, not "no error said why".
  @Test func anErrorInAnImportedHeaderIsTheFilesError() throws {
    let cache = try TestFolder.make()
    defer { try? FileManager.default.removeItem(at: cache) }
    let fixture = Self.mixed
    let star = fixture.appendingPathComponent("Mixed/StarView.m").path
    let header = fixture.appendingPathComponent("Vendor/include/StarStyle.h").path
    let missing = Diagnostic(
      .error, "'Extensions.h' file not found", id: "objc-clang",
      at: SourceLocation(file: header, line: 3, column: 9))
    let project = try DesignablesProject(root: Self.mixed).translatingObjectiveC(
      build(cache) { set, _, _ in
        var t = ObjCTranslation()
        t.diagnostics = [missing]
        t.parseErrors[star] = [missing]
        t.sources = Self.fake(set, fixture: fixture).sources.filter {
          $0.original.lastPathComponent != "StarView.m"
        }
        return t
      })
    #expect(project.objectiveCFailures["StarView"]?.map(\.description) == [missing.description])
  }

  @Test func importsAreReadFromTheirLines() {
    let text = """
      #import "A.h"
        #  include <Kit/B.h>
      #import <UIKit/UIKit.h> // comment
      @import Foundation;
      #define X "C.h"
      """
    #expect(
      ObjCImports.directives(in: text) == [
        .init(path: "A.h", quoted: true), .init(path: "Kit/B.h", quoted: false),
        .init(path: "UIKit/UIKit.h", quoted: false),
      ])
  }

  @Test func sourceLocationLinesMapBack() {
    let map = SourceLineMap(
      text: """
        #sourceLocation(file: "/p/A.m", line: 10)
        a
        b
        #sourceLocation(file: "/p/A.h", line: 3)
        c
        #sourceLocation()
        d
        """)
    #expect(map.original(ofLine: 2)! == ("/p/A.m", 10))
    #expect(map.original(ofLine: 3)! == ("/p/A.m", 11))
    #expect(map.original(ofLine: 5)! == ("/p/A.h", 3))
    #expect(map.original(ofLine: 7) == nil)
    #expect(map.files == ["/p/A.m", "/p/A.h"])
  }
}

/// Fresh temporary folders.
enum TestFolder {
  static func make() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-objc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

@Suite struct ObjCBuildFrameworkTests {
  @Test func theFacadesFrameworksAreTheModulesBesideUIKitsButEaselsOwn() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-objc-frameworks-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for name in [
      "UIKit", "CoreLocation", "MapKit", "EaselUIKit", "CCairo", "easel_bench", "os",
    ] {
      try FileManager.default.createDirectory(
        at: dir.appendingPathComponent(name + ".swiftmodule"), withIntermediateDirectories: true)
    }
    #expect(ObjCStubHeaders.facadeFrameworks(in: dir) == ["CoreLocation", "MapKit", "UIKit"])
  }
}
