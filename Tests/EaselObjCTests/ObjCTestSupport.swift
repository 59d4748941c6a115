import EaselInspect
import EaselObjC
import Foundation
import Testing

@testable import EaselAgentHost

/// Fixtures, clang and swiftc for the translator's tests. Tests run clang for real, against
/// the hand-written stub headers in `Fixtures/Stubs`, and typecheck what they translate
/// against the façade built in this package's `.build`.
enum ObjCTestSupport {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let stubs = fixtures.appendingPathComponent("Stubs")

  static var clang: URL? { ObjCTranslator.locateClang() }

  /// A scratch folder, fresh per call.
  static func scratch() -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-objc-tests-" + UUID().uuidString)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Translates fixture files (paths relative to `Fixtures`).
  static func translate(fixtures names: [String]) throws -> ObjCTranslation {
    let clang = try #require(clang, "clang is not beside swiftc (set CLANG)")
    let set = ObjCSourceSet(
      files: names.map { fixtures.appendingPathComponent($0) }, moduleName: "Fixture")
    return ObjCTranslator.translate(
      set, clang: clang, cacheDirectory: cache, stubHeaders: stubs, names: ObjCMemberTable([]))
  }

  /// Translates Objective-C written in a test (`files`: name → text, in a fresh folder).
  static func translate(_ files: [String: String]) throws -> (ObjCTranslation, URL) {
    let clang = try #require(clang, "clang is not beside swiftc (set CLANG)")
    let dir = scratch()
    for (name, text) in files {
      try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let set = ObjCSourceSet(
      files: files.keys.sorted().filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }.map {
        dir.appendingPathComponent($0)
      }, moduleName: "Fixture")
    let translation = ObjCTranslator.translate(
      set, clang: clang, cacheDirectory: cache, stubHeaders: stubs, names: ObjCMemberTable([]))
    return (translation, dir)
  }

  /// Translates Objective-C written in a test as the build does: against the stub headers
  /// generated from the façade's name table, with the table's names.
  /// The façade's other frameworks are told as the build tells them: those built beside UIKit.
  static func translateAgainstFacade(
    _ files: [String: String], swiftSubclassed: Set<String> = []
  ) throws -> ObjCTranslation {
    let clang = try #require(clang, "clang is not beside swiftc (set CLANG)")
    let dir = scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    for (name, text) in files {
      // A name may hold folders (`Categories/UIImage+Mask.h`).
      let file = dir.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    let set = ObjCSourceSet(
      files: files.keys.sorted().filter { $0.hasSuffix(".m") }.map {
        dir.appendingPathComponent($0)
      }, moduleName: "Fixture",
      frameworks: ObjCStubHeaders.facadeFrameworks(
        in: packageRoot.appendingPathComponent(".build/debug/Modules")),
      swiftSubclassed: swiftSubclassed)
    return ObjCTranslator.translate(
      set, clang: clang, cacheDirectory: ObjCFacadeTranslationTests.cache)
  }

  /// One module cache for the whole run: the stubs are compiled once.
  static let cache: URL = {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-objc-tests-cache")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }()

  /// What `swiftc -typecheck` said of translated sources, compiled against the built façade
  /// as the agent compiles them: prepared by the agent's `SourceRewriter` first (which
  /// blanks what Linux rejects: `@objc`, `@IBOutlet`, …, keeping every line and column).
  /// Translates `files` against the façade and checks what most construct tests check: no
  /// diagnostics, each of `expected` in the first file's Swift, and Swift's typechecker
  /// accepting the result. Returns that Swift for further checks.
  @discardableResult
  static func expectTranslation(
    _ files: [String: String], containing expected: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let t = try translateAgainstFacade(files)
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)", sourceLocation: sourceLocation)
    let swift = try #require(t.sources.first?.swift, sourceLocation: sourceLocation)
    for text in expected {
      #expect(swift.contains(text), "missing \(text)\n\(swift)", sourceLocation: sourceLocation)
    }
    let result = try typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)", sourceLocation: sourceLocation)
    return swift
  }

  static func typecheck(_ sources: [TranslatedSource]) throws -> (status: Int32, output: String) {
    let modules = packageRoot.appendingPathComponent(".build/debug/Modules")
    try #require(
      FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("UIKit.swiftmodule").path),
      "build the façade first: swift build --target UIKit")
    let dir = scratch()
    var paths: [String] = []
    let files = sources.enumerated().map { i, source in
      SourceFile(path: dir.appendingPathComponent("Translated\(i).swift").path, text: source.swift)
    }
    let rewriter = SourceRewriter(gatheringFrom: files.map(\.text))
    for (file, rewrite) in zip(files, rewriter.rewrite(module: files)) {
      try rewrite.text.write(toFile: file.path, atomically: true, encoding: .utf8)
      paths.append(file.path)
    }
    var arguments = [
      "-typecheck", "-swift-version", "5", "-D", "TARGET_INTERFACE_BUILDER", "-I", modules.path,
    ]
    for name in systemModules {
      arguments += ["-I", packageRoot.appendingPathComponent("Sources/" + name).path]
    }
    for flag in pkgConfigIncludes() { arguments += ["-Xcc", flag] }
    return run(swiftc(), arguments + paths)
  }

  static func swiftc() -> URL {
    let env = ProcessInfo.processInfo.environment
    if let path = env["SWIFTC"] { return URL(fileURLWithPath: path) }
    for dir in (env["PATH"] ?? "").split(separator: ":") {
      let candidate = String(dir) + "/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) {
        return URL(fileURLWithPath: candidate)
      }
    }
    return URL(fileURLWithPath: "/usr/bin/swiftc")
  }

  /// The C modules the façade's Swift modules import, whose module maps a client needs: the
  /// package's `Sources/facade-c-modules.txt`, read as the agent builder reads it.
  static let facadeCModules: [SystemModules.Module] =
    (try? SystemModules.modules(in: packageRoot.appendingPathComponent("Sources"))) ?? []

  /// The names of those modules.
  static var systemModules: [String] { facadeCModules.map(\.name) }

  /// `-I` flags for those modules' headers, from `pkg-config`, as the agent builder asks.
  static func pkgConfigIncludes() -> [String] {
    (try? SystemModules.headerSearchFlags(packages: facadeCModules.map(\.package))) ?? []
  }

  static func run(_ tool: URL, _ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let out = scratch().appendingPathComponent("output.txt")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    guard let handle = try? FileHandle(forWritingTo: out) else { return (-1, "") }
    process.standardOutput = handle
    process.standardError = handle
    do { try process.run() } catch { return (-1, "\(error)") }
    process.waitUntilExit()
    try? handle.close()
    return (process.terminationStatus, (try? String(contentsOf: out, encoding: .utf8)) ?? "")
  }
}
