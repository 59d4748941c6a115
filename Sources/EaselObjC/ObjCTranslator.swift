import EaselDiagnostics
import Foundation

/// Translates a module's Objective-C files into Swift against the UIKit façade.
///
/// Each file is parsed by the toolchain's clang against stub headers that declare the
/// façade to it (`docs/objc.md` says why clang's JSON AST and not libclang), the module's
/// declarations are gathered from every file, and each file is then translated on its own.
public enum ObjCTranslator {
  /// The tables a translation reads besides Easel's code (the names of the façade's members,
  /// the façade's initializers): part of a kept translation's key
  /// (`Toolchain.identity(besides:)`), so that a table regenerated without relinking Easel
  /// (resources are copied beside the executable, which stays the same) is translated with
  /// again.
  public static var tableFiles: [URL] {
    ["objc-names", "facade-initializers"].map {
      Bundle.module.url(forResource: $0, withExtension: "tsv")
        ?? URL(fileURLWithPath: "/missing/\($0).tsv")
    }
  }

  /// Translates `set` with the toolchain's `clang` (parsing only) against the façade: its
  /// stub headers are written into `cacheDirectory/StubHeaders/<their hash>` (once per
  /// content, so that Easel builds sharing a cache never rewrite each other's), clang's module
  /// cache is kept in `cacheDirectory`, and names come from `ObjCNameTable.shared`.
  public static func translate(_ set: ObjCSourceSet, clang: URL, cacheDirectory: URL)
    -> ObjCTranslation
  {
    var stubs = cacheDirectory.appendingPathComponent("StubHeaders")
    do {
      stubs = try ObjCStubHeaders.write(under: stubs, otherFrameworks: set.frameworks)
    } catch {
      var translation = ObjCTranslation()
      for file in set.files {
        translation.diagnostics.append(
          Diagnostic(
            .error, "the façade's stub headers could not be written to \(stubs.path): \(error)",
            id: "objc-stub-headers", at: SourceLocation(file: file.path, line: 1, column: 1)))
      }
      return translation
    }
    return translate(
      set, clang: clang, cacheDirectory: cacheDirectory, stubHeaders: stubs,
      names: ObjCNameTable.shared)
  }

  /// Translates `set` against the stub headers in `stubHeaders` (a folder of clang modules:
  /// Foundation, UIKit, CoreGraphics, QuartzCore, ObjectiveC), naming the façade's members
  /// from `names`.
  public static func translate(
    _ set: ObjCSourceSet, clang: URL, cacheDirectory: URL, stubHeaders: URL,
    names: any ObjCNameLookup
  ) -> ObjCTranslation {
    let lookup = ChainedNameLookup(primary: names)
    // Clang does not check a cached system module against its headers again, so modules
    // built from other stub headers (an older Easel's) are kept apart, by the stubs' stamp;
    // and it refuses one built in another module cache folder, so a cache folder moved or
    // copied elsewhere gets its own, by its location.
    let stubStamp =
      (try? String(
        contentsOf: stubHeaders.appendingPathComponent(ObjCStubHeaders.stampName), encoding: .utf8))
      ?? "unstamped"
    var invocation = ClangInvocation(
      clang: clang, stubHeaders: stubHeaders,
      moduleCache: cacheDirectory.appendingPathComponent("ModuleCache")
        .appendingPathComponent(stubStamp + "-" + fnv1a(cacheDirectory.standardizedFileURL.path)),
      headerSearchPaths: set.headerSearchPaths, frameworkSearchPaths: set.frameworkSearchPaths,
      prefixHeaders: set.prefixHeaders)
    // One folder per header text: translations of the same module with different Swift may
    // run at once.
    let generated = cacheDirectory.appendingPathComponent("GeneratedHeaders")
      .appendingPathComponent(
        set.moduleName + "-" + fnv1a((set.swiftHeaderName ?? "") + "|" + (set.swiftHeader ?? "")))
    var generatedFolders: [URL] = []
    if (try? ClangInvocation.writeGeneratedHeaders(
      moduleName: set.moduleName, name: set.swiftHeaderName, text: set.swiftHeader,
      in: generated)) != nil
    {
      invocation.generatedHeaders = generated
      generatedFolders = [generated, generated.appendingPathComponent(set.moduleName)]
    }
    // Headers as a Mac finds them, whatever the case an `#import` spells them in: those
    // beside the files, in the search paths (and their subfolders), the SDK's, and the
    // generated `<Module>-Swift.h`
    // (`#import "App-swift.h"` finds it on a Mac).
    // `@import Pod;` of a module the search paths hold, read as its umbrella header's
    // `#import` (`ModuleImports`), in the files and the headers `#import`s can reach.
    let overlaid = set.files.map { $0.deletingLastPathComponent() } + set.headerSearchPaths
      + generatedFolders
    let moduleFolders = ModuleImports.moduleFolders(in: set.headerSearchPaths)
    let replacements = ModuleImports.rewrittenCopies(
      folders: overlaid + moduleFolders, files: set.files + set.prefixHeaders,
      searchPaths: set.headerSearchPaths,
      into: cacheDirectory.appendingPathComponent("ModuleImports"))
    // The stub headers too: `#import "objc/Runtime.h"` finds the SDK's `objc/runtime.h`.
    invocation.headerOverlay = HeaderOverlay.write(
      folders: [stubHeaders] + overlaid + (replacements.isEmpty ? [] : moduleFolders),
      replacements: replacements,
      into: cacheDirectory.appendingPathComponent("HeaderOverlays"))
    var translation = ObjCTranslation()
    guard FileManager.default.fileExists(atPath: stubHeaders.path) else {
      // Without the façade declared to clang every file would fail on its first import.
      for file in set.files {
        translation.diagnostics.append(
          Diagnostic(
            .error,
            "the UIKit façade's stub headers are missing (looked in \(stubHeaders.path)); "
              + "Objective-C cannot be translated without them", id: "objc-stub-headers",
            at: SourceLocation(file: file.path, line: 1, column: 1)))
      }
      return translation
    }
    // Clang runs and its JSON is read for several files at once (each is its own process and
    // tree), a batch at a time in the files' order: a header's declarations are read from the
    // first file that holds them only (`ClangSharedDeclarations`); the results keep the order.
    let parses = ParseResults(count: set.files.count)
    let scratch = cacheDirectory.appendingPathComponent("Scratch")
    let frozen = invocation
    var shared = ClangSharedDeclarations()
    let batch = max(ProcessInfo.processInfo.activeProcessorCount, 1)
    for first in stride(from: 0, to: set.files.count, by: batch) {
      let files = Array(set.files[first..<min(first + batch, set.files.count)])
      let runs = ClangRuns(count: files.count)
      DispatchQueue.concurrentPerform(iterations: files.count) { k in
        runs.set(k, Result { try frozen.run(files[k], scratch: scratch) })
      }
      var outputs = runs.all
      for (k, file) in files.enumerated() {
        guard case .success(var output) = outputs[k], let ast = output.ast else { continue }
        output.ast = shared.filter(ast, mainFile: file.path, claiming: output.diagnostics.isEmpty)
        outputs[k] = .success(output)
      }
      let read = outputs
      DispatchQueue.concurrentPerform(iterations: files.count) { k in
        parses.set(first + k, Self.parse(files[k], read[k]))
      }
    }
    var parsed: [(file: URL, root: ClangNode, errors: [Diagnostic], imports: [String])] = []
    // The Swift modules a file's translation imports besides UIKit (which brings Foundation,
    // Core Graphics and Core Animation): the façade's other frameworks its headers reached.
    let importable = Set(ObjCStubHeaders.frameworks + set.frameworks).subtracting([
      "ObjectiveC", "CoreFoundation", "Foundation", "CoreGraphics", "QuartzCore", "UIKit",
    ])
    for (file, parse) in zip(set.files, parses.all) {
      var result = parse
      result.diagnostics = result.diagnostics.map { namingSDKGap($0, lookup) }
      translation.diagnostics += result.diagnostics
      let errors = result.diagnostics.filter { $0.severity == .error }
      if !errors.isEmpty { translation.parseErrors[file.path] = errors }
      if let root = result.root {
        let imports = result.frameworks.intersection(importable).sorted()
        parsed.append((file, root, result.diagnostics, imports))
      }
    }
    let sources = SourceTexts()
    let types = ObjCTypeReader(names: lookup)
    var gatherer = ObjCModuleGatherer(
      names: lookup, types: types, sources: sources,
      protocolRenames: ObjCModule.protocolRenames(in: parsed.map(\.root)))
    for p in parsed { gatherer.add(p.root) }
    var module = gatherer.finish()
    module.swiftSubclassed = set.swiftSubclassed
    // What the headers no project wrote declare (clang's own, tgmath.h's type-generic
    // overloads among them; the stub headers') is read for its types, never translated: it
    // is the system's, which Swift has as its own.
    let system = ClangInvocation.systemHeaderFolders(clang: clang, stubHeaders: stubHeaders)
    parsed = parsed.map { p in
      var p = p
      p.root = p.root.withoutDeclarations(in: system)
      return p
    }
    var reader = types
    reader.learn(module)
    reader.protocolRenames = module.protocolRenames
    reader.undeclaredProtocols = module.undeclaredProtocols
    // A shared declaration (an enumeration, a protocol …) is written in the file that declares
    // it, or in the one named after the header that does (EAColourfulProgressView.h's
    // enumeration in EAColourfulProgressView.m), else in the first file that meets it: a file
    // left out of the build for its own errors (the example's view controller) then takes
    // none of a view's declarations with it.
    var owners: [String: URL] = [:]
    for p in parsed where p.errors.isEmpty {
      let translator = FileTranslator(
        module: module, names: lookup, types: reader, sources: sources, file: p.file)
      let stem = p.file.deletingPathExtension().lastPathComponent
      for (key, file) in translator.sharedDeclarations(in: p.root) where owners[key] == nil {
        let declaredIn = URL(fileURLWithPath: file)
        if declaredIn.standardizedFileURL == p.file.standardizedFileURL
          || declaredIn.deletingPathExtension().lastPathComponent == stem
        {
          owners[key] = p.file
        }
      }
    }
    var headerDeclarations: Set<String> = []
    for p in parsed {
      let translator = FileTranslator(
        module: module, names: lookup, types: reader, sources: sources, file: p.file)
      translator.headerDeclarations = headerDeclarations.subtracting(
        owners.filter { $0.value == p.file }.keys
      ).union(owners.filter { $0.value != p.file }.keys)
      translator.imports = p.imports
      let result = translator.translate(p.root)
      if !p.errors.isEmpty {
        // Clang's own errors fail every class of the file: its AST is not to be trusted (and
        // what it could not make sense of is not reported again as untranslated). Its Swift
        // is left out, so the shared declarations it met are still to be written by the next
        // file that meets them (a protocol and an enumeration of its header, for the files
        // that use them).
        for name in result.classes { translation.failedClasses[name, default: []] += p.errors }
        continue
      }
      headerDeclarations = translator.headerDeclarations
      translation.diagnostics += translator.diagnostics
      for (name, errors) in result.failed { translation.failedClasses[name, default: []] += errors }
      translation.keyValueOnlyProperties.formUnion(result.keyValueOnly)
      translation.uses.merge(result.uses) { $0.union($1) }
      translation.sources.append(
        TranslatedSource(original: p.file, swift: result.swift, classes: result.classes))
    }
    let members = FileTranslator(
      module: module, names: lookup, types: reader, sources: sources,
      file: URL(fileURLWithPath: "/"))
    translation.sources += standIns(
      for: module, translated: translation.sources, failed: Set(translation.failedClasses.keys),
      files: set.files, names: lookup, members: members.standInMembers)
    return translation
  }

  /// The first line of a stand-in's Swift (`standIns`): the build compiles it with the
  /// module and leaves its class out of the designables it scans.
  public static let standInMarker = "// Easel stand-in for "

  /// A class of the module that no file's translation gives (its `.m` did not parse, or its
  /// unit was not translated) is still declared, as its `@interface` says, with `members`
  /// that do nothing but say so (`FileTranslator+StandIns.swift`):
  /// other classes that only name it (a delegate protocol in its header, a parameter type)
  /// build as they do in Xcode, where the header declares it whatever its implementation
  /// does. The class itself stays failed (the stand-in gives no class: `classes` is empty).
  /// Only a class whose superclass chain reaches a class Swift knows gets one, and only one
  /// whose `@interface` is the module's own: in one of its files, or in a header beside one of
  /// them (not another module's header its search paths reach, nor the generated
  /// `<Module>-Swift.h`, whose classes are Swift).
  static func standIns(
    for module: ObjCModule, translated: [TranslatedSource], failed: Set<String>, files: [URL],
    names: any ObjCNameLookup,
    members: (ObjCClassInfo, _ swiftTypes: Set<String>) -> [String] = { _, _ in [] }
  ) -> [TranslatedSource] {
    let given = Set(translated.flatMap(\.classes)).subtracting(failed)
    let folders = Set(files.map { $0.resolvingSymlinksInPath().deletingLastPathComponent().path })
    func isOwnHeader(_ path: String) -> Bool {
      let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
      return !url.lastPathComponent.hasSuffix("-Swift.h")
        && folders.contains(url.deletingLastPathComponent().path)
    }
    var declared = given
    // Never a framework class the façade declares: a header's `@class UIColor;` (POP's
    // POPCGUtils.h) does not make UIColor the module's, and a stand-in would hide UIKit's.
    func isFramework(_ name: String) -> Bool {
      names.swiftClassName(name) != nil || names.superclassName(of: name) != nil
        || name == "NSObject"
    }
    var pending = module.classes.values.filter {
      $0.isOwn && !$0.isProtocol && $0.superclass != nil && !given.contains($0.name)
        && $0.interfacePosition.map { isOwnHeader($0.file) } == true && !isFramework($0.name)
    }.sorted { $0.name < $1.name }
    // The module's classes and protocols Swift will know: those translated, the stand-ins,
    // and the protocols the translated files declare (a protocol in a file clang failed on
    // is declared nowhere), for the stand-ins' members.
    var swiftTypes = given.union(pending.map(\.name))
    for source in translated {
      for line in source.swift.split(separator: "\n") where line.hasPrefix("@objc protocol ") {
        let name = line.dropFirst("@objc protocol ".count).prefix { $0 != ":" && $0 != " " }
        swiftTypes.insert(String(name))
      }
    }
    var result: [TranslatedSource] = []
    // Superclasses first: a stand-in's superclass is a framework class or a declared one.
    var progressed = true
    while progressed {
      progressed = false
      for info in pending {
        guard let superclass = info.superclass, let position = info.interfacePosition else {
          continue
        }
        let superIsOwn = module.classes[superclass]?.isOwn == true
        let known =
          superIsOwn
          ? declared.contains(superclass)
          : (names.swiftClassName(superclass) != nil || names.superclassName(of: superclass) != nil
            || superclass == "NSObject")
        guard known else { continue }
        let swiftSuper = superIsOwn ? superclass : names.swiftClassName(superclass) ?? superclass
        let body = members(info, swiftTypes)
        let swift = """
          \(standInMarker)\(info.name), which no file's translation gives: declared as its
          // @interface says, so that the module's other classes that name it build.
          import UIKit
          #sourceLocation(file: "\(position.file)", line: \(position.line))
          class \(info.name): \(swiftSuper) {\(body.isEmpty ? "}" : "\n" + body.joined(separator: "\n") + "\n}")
          #sourceLocation()

          """
        result.append(
          TranslatedSource(
            original: URL(fileURLWithPath: position.file), swift: swift, classes: []))
        declared.insert(info.name)
        progressed = true
      }
      pending.removeAll { declared.contains($0.name) }
    }
    return result
  }

  /// One file through clang: its tree (nil when there is none) and clang's errors, or why
  /// clang gave nothing.
  private static func parse(_ file: URL, _ run: Result<ClangInvocation.Output, any Error>)
    -> ParseResult
  {
    let start = SourceLocation(file: file.path, line: 1, column: 1)
    do {
      let output = try run.get()
      guard let ast = output.ast, let root = ClangNode.parse(json: ast) else {
        if let ast = output.ast, case let nesting = ClangNode.nesting(ofJSON: ast),
          nesting.depth > ClangNode.readableNesting
        {
          // Clang parsed it; its dump is too deep to read into nodes: said where.
          let at = SourceLocation(file: file.path, line: nesting.line ?? 1, column: 1)
          return ParseResult(
            root: nil,
            diagnostics: output.diagnostics + [
              Diagnostic(
                .error,
                tooDeep(nesting.depth, "arrays and objects in its JSON", ClangNode.readableNesting),
                id: "objc-clang-depth", at: at)
            ])
        }
        return ParseResult(
          root: nil,
          diagnostics: output.diagnostics + [
            Diagnostic(.error, "clang could not parse this file", id: "objc-clang", at: start)
          ])
      }
      let depth = root.translationDepth()
      if depth.depth > ClangNode.translatableDepth {
        // Deeper than the translation recurses safely: said where, instead of a crash.
        let at = depth.at.map {
          SourceLocation(file: $0.file.isEmpty ? file.path : $0.file, line: $0.line, column: $0.column)
        } ?? start
        return ParseResult(
          root: nil,
          diagnostics: output.diagnostics + [
            Diagnostic(
              .error, tooDeep(depth.depth, "nodes", ClangNode.translatableDepth),
              id: "objc-clang-depth", at: at)
          ])
      }
      return ParseResult(
        root: root, diagnostics: output.diagnostics, frameworks: output.frameworks)
    } catch {
      return ParseResult(
        root: nil, diagnostics: [Diagnostic(.error, "\(error)", id: "objc-clang", at: start)])
    }
  }

  /// Why a tree nested `depth` deep (counted in `unit`) is not translated.
  private static func tooDeep(_ depth: Int, _ unit: String, _ limit: Int) -> String {
    "clang's syntax tree of this file nests \(depth) \(unit) deep (an expression of hundreds "
      + "of operators, or code as deeply nested), more than the \(limit) Easel takes (its "
      + "translation walks the tree recursively, on a thread's stack), so Easel cannot "
      + "translate it; the deepest part is near this line"
  }

  /// One file's tree (nil when there is none), clang's errors and the stub frameworks its
  /// headers reached.
  private struct ParseResult {
    var root: ClangNode?
    var diagnostics: [Diagnostic]
    var frameworks: Set<String> = []
  }

  /// Clang's outputs filled in by index from several threads.
  private final class ClangRuns: @unchecked Sendable {
    private var results: [Result<ClangInvocation.Output, any Error>]
    private let lock = NSLock()

    init(count: Int) {
      results = Array(repeating: .failure(CancellationError()), count: count)
    }

    func set(_ index: Int, _ result: Result<ClangInvocation.Output, any Error>) {
      lock.withLock { results[index] = result }
    }

    var all: [Result<ClangInvocation.Output, any Error>] { lock.withLock { results } }
  }

  /// Results filled in by index from several threads.
  private final class ParseResults: @unchecked Sendable {
    private var results: [ParseResult]
    private let lock = NSLock()

    init(count: Int) {
      results = Array(repeating: ParseResult(root: nil, diagnostics: []), count: count)
    }

    func set(_ index: Int, _ result: ParseResult) { lock.withLock { results[index] = result } }

    var all: [ParseResult] { lock.withLock { results } }
  }

  /// A stable 64-bit FNV-1a hash of `text`, in hex.
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// The toolchain's clang: `CLANG` if set, else the `clang` beside `swiftc` (`SWIFTC`, or
  /// the first on the `PATH`).
  public static func locateClang(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    ClangInvocation.locateClang(environment: environment)
  }
}

extension ObjCTranslator {
  /// Clang's "undeclared" error for a C function or constant the iOS SDK declares and Easel's
  /// headers lack (the name table's `G` rows), said as Easel's gap rather than the project's:
  /// `call to undeclared function 'CGColorGetTypeID': the iOS SDK's CoreGraphics declares it,
  /// and Easel's headers do not yet (not in the façade: CGColor.typeID)`.
  static func namingSDKGap(_ diagnostic: Diagnostic, _ names: any ObjCNameLookup) -> Diagnostic {
    var d = diagnostic
    for prefix in ["call to undeclared function '", "use of undeclared identifier '"] {
      guard d.message.hasPrefix(prefix) else { continue }
      let rest = d.message.dropFirst(prefix.count)
      guard let end = rest.firstIndex(of: "'") else { break }
      let name = String(rest[..<end])
      guard let gap = names.sdkGap(name) else { break }
      d.message =
        prefix + name + "': the iOS SDK's " + gap.module + " declares it, and "
        + "Easel's headers do not yet (" + gap.why + ")"
      break
    }
    return d
  }
}
