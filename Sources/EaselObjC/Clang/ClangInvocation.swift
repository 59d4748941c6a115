import EaselDiagnostics
import Foundation

/// One run of clang over an Objective-C file: its AST as JSON, and its diagnostics.
///
/// Clang parses only (`-fsyntax-only`) for an iOS target, with ARC and modules on, against
/// Easel's stub headers, which are clang modules: their declarations are not dumped, only
/// the file's own and those of the project headers it imports. Clang predefines
/// `IB_DESIGNABLE` and `IBInspectable` as nothing for Apple targets, and both stay empty here,
/// as Xcode compiles them: the translator finds them among the file's tokens.
struct ClangInvocation {
  var clang: URL
  /// Holds `module.modulemap` folders for Foundation, UIKit, CoreGraphics, QuartzCore and
  /// ObjectiveC.
  var stubHeaders: URL
  /// Clang's module cache.
  var moduleCache: URL
  var headerSearchPaths: [URL] = []
  /// Folders of `Name.framework` bundles, searched as Xcode searches
  /// `FRAMEWORK_SEARCH_PATHS` (`-F`), after the stub frameworks.
  var frameworkSearchPaths: [URL] = []
  var prefixHeaders: [URL] = []
  /// A clang VFS overlay naming the project's headers case-insensitively
  /// (`HeaderOverlay`), or nil.
  var headerOverlay: URL?
  /// A clang VFS overlay under which the file parsed reads as a copy written for it
  /// (`VariableLengthArrays`), or nil.
  var sourceOverlay: URL?
  /// Holds `<Module>-Swift.h` (and `<Module>/<Module>-Swift.h`): a mixed target's `.m` files
  /// import the header Xcode generates from its Swift, which does not exist here.
  var generatedHeaders: URL?
  /// The most bytes of AST dump a run may write. A file that reaches this much (a header
  /// pulling in a whole library's declarations) is stopped and failed with a located error,
  /// rather than filling the disk: one such dump grew to 20 GB in the seventeenth census draw.
  var astByteLimit: UInt64 = 1 << 30

  /// Writes `<Module>-Swift.h` (and `<Module>/<Module>-Swift.h`) into `folder`, and under
  /// `name` too when the target names the header otherwise: `text`, or an empty header.
  static func writeGeneratedHeaders(
    moduleName: String, name: String? = nil, text: String?, in folder: URL
  ) throws {
    let fm = FileManager.default
    let nested = folder.appendingPathComponent(moduleName)
    try fm.createDirectory(at: nested, withIntermediateDirectories: true)
    let contents = Data(
      (text ?? "// Stands in for the header Xcode generates from \(moduleName)'s Swift.\n").utf8)
    let names = [moduleName + "-Swift.h"] + (name.map { [$0] } ?? [])
    for dir in [folder, nested] {
      for name in Set(names) {
        let file = dir.appendingPathComponent(name)
        if fm.contents(atPath: file.path) != contents { try contents.write(to: file) }
      }
    }
  }

  /// What a run gave.
  struct Output {
    /// The AST dump; nil when clang wrote none.
    var ast: Data?
    /// Clang's errors, located; its warnings are not kept.
    var diagnostics: [Diagnostic]
    /// The stub frameworks whose headers the file reached (`CommonCrypto`, `MapKit`): the
    /// Swift modules its translation imports.
    var frameworks: Set<String> = []
  }

  /// Why clang could not be run at all.
  struct Failure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// The arguments for `file`.
  func arguments(for file: URL, dependencies: URL? = nil) -> [String] {
    var arguments = [
      "-fsyntax-only", "-target", "arm64-apple-ios15.0", "-x", "objective-c", "-fobjc-arc",
      "-fmodules", "-fmodules-cache-path=" + moduleCache.path, "-fno-color-diagnostics",
      "-fno-caret-diagnostics", "-ferror-limit=0", "-w",
      // `IB_DESIGNABLE` and `IBInspectable` stay empty, as clang predefines them and Xcode
      // compiles them: they may stand where no attribute can (before `@class`, before a
      // property's attribute list); the translator reads them from the file's tokens.
      "-UIB_DESIGNABLE", "-DIB_DESIGNABLE=", "-UIBInspectable", "-DIBInspectable=",
      // Designables are built for Interface Builder: `#if TARGET_INTERFACE_BUILDER` holds,
      // as the Swift is compiled with `-D TARGET_INTERFACE_BUILDER`.
      "-DTARGET_INTERFACE_BUILDER=1",
    ]
    // The generated stub headers (one module map at the root) replace the system's include
    // paths; a folder of per-framework module maps (the tests' hand-written stubs) is a plain
    // include path.
    if FileManager.default.fileExists(
      atPath: stubHeaders.appendingPathComponent("module.modulemap").path)
    {
      arguments += ObjCStubHeaders.clangArguments(headers: stubHeaders)
    } else {
      arguments += ["-I", stubHeaders.path]
    }
    if let generatedHeaders { arguments += ["-I", generatedHeaders.path] }
    if let headerOverlay { arguments += ["-ivfsoverlay", headerOverlay.path] }
    if let sourceOverlay { arguments += ["-ivfsoverlay", sourceOverlay.path] }
    for path in headerSearchPaths { arguments += ["-I", path.path] }
    for path in frameworkSearchPaths { arguments += ["-F", path.path] }
    for header in prefixHeaders { arguments += ["-include", header.path] }
    // The headers the file reached, stub frameworks' among them, as a make rule.
    if let dependencies { arguments += ["-MD", "-MF", dependencies.path] }
    arguments += ["-Xclang", "-ast-dump=json", file.path]
    return arguments
  }

  /// The folders of the headers no project wrote, each ending in `/`: Easel's stub headers
  /// (the SDK's frameworks and C library) and clang's resource directory (`lib/clang/<version>`
  /// beside its binary: `tgmath.h`, `stdarg.h`, `stddef.h`), which clang searches even with
  /// `-nostdlibinc`.
  static func systemHeaderFolders(clang: URL, stubHeaders: URL) -> [String] {
    // The binary as named and as linked (`clang` → `clang-21`, a toolchain folder linked
    // into place): clang names its headers by the path it was started from.
    let resources = [clang.standardizedFileURL, clang.resolvingSymlinksInPath()].map {
      $0.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/clang")
    }
    var folders: [String] = []
    for folder in [stubHeaders] + resources {
      for path in [folder.standardizedFileURL.path, folder.resolvingSymlinksInPath().path]
      where !folders.contains(path + "/") {
        folders.append(path + "/")
      }
    }
    return folders
  }

  /// The stub frameworks a make rule of `-MD` lists: the first folder of each file under the
  /// stub headers (`CommonCrypto` for `StubHeaders/CommonCrypto/CommonDigest.h`).
  func frameworks(inDependencies rule: String) -> Set<String> {
    var paths: [String] = []
    var current = ""
    var escaped = false
    for c in rule {
      if escaped {
        escaped = false
        if c == "\n" || c == "\r\n" {
          paths.append(current)
          current = ""
        } else {
          current.append(c)
        }
      } else if c == "\\" {
        escaped = true
      } else if c == " " || c == "\n" || c == "\t" || c == "\r\n" {
        paths.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    paths.append(current)
    let root = stubHeaders.standardizedFileURL.path + "/"
    var found: Set<String> = []
    for path in paths where path.hasPrefix(root) {
      let parts = path.dropFirst(root.count).split(separator: "/")
      if parts.count > 1 { found.insert(String(parts[0])) }
    }
    return found
  }

  /// Runs clang on `file`, its output written to files in `scratch` (a pipe would fill); a
  /// second time, on a copy that gives the counts of its variable-length arrays nodes of their
  /// own (`VariableLengthArrays`), when it declares one whose count its type does not tell.
  func run(_ file: URL, scratch: URL) throws -> Output {
    let output = try runOnce(file, scratch: scratch)
    guard sourceOverlay == nil, output.diagnostics.isEmpty, let ast = output.ast,
      VariableLengthArrays.mayNeedCounts(ast), let root = ClangNode.parse(json: ast)
    else { return output }
    let declarations = VariableLengthArrays.declarations(in: root, mainFile: file.path)
    guard !declarations.isEmpty, let source = FileManager.default.contents(atPath: file.path),
      let copy = VariableLengthArrays.rewrite(source, declarations)
    else { return output }
    var again = self
    again.sourceOverlay = try VariableLengthArrays.overlay(
      for: file, contents: copy, in: scratch)
    defer {
      if let overlay = again.sourceOverlay {
        try? FileManager.default.removeItem(at: overlay)
        let copy = overlay.deletingPathExtension().path + "-" + file.lastPathComponent
        try? FileManager.default.removeItem(atPath: copy)
      }
    }
    let counted = try again.runOnce(file, scratch: scratch)
    // Should the copy not parse as the file did, the file's own tree stands.
    return counted.diagnostics.isEmpty && counted.ast != nil ? counted : output
  }

  private func runOnce(_ file: URL, scratch: URL) throws -> Output {
    let fm = FileManager.default
    try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
    try fm.createDirectory(at: moduleCache, withIntermediateDirectories: true)
    let name = UUID().uuidString
    let out = scratch.appendingPathComponent(name + ".json")
    let err = scratch.appendingPathComponent(name + ".err")
    let dependencies = scratch.appendingPathComponent(name + ".d")
    _ = fm.createFile(atPath: out.path, contents: nil)
    _ = fm.createFile(atPath: err.path, contents: nil)
    defer {
      // Also what clang of a run stopped over the limit left half-written under the run's
      // name (its dependency file's temporary, `<name>-<random>.d.tmp`).
      let left = (try? fm.contentsOfDirectory(atPath: scratch.path)) ?? []
      for entry in left where entry.hasPrefix(name) {
        try? fm.removeItem(at: scratch.appendingPathComponent(entry))
      }
    }
    let process = Process()
    process.executableURL = clang
    process.arguments = arguments(for: file, dependencies: dependencies)
    let outHandle = try FileHandle(forWritingTo: out)
    let errHandle = try FileHandle(forWritingTo: err)
    process.standardOutput = outHandle
    process.standardError = errHandle
    do {
      try process.run()
    } catch {
      throw Failure(message: "could not run clang at \(clang.path): \(error)")
    }
    let overLimit = Self.wait(for: process, writing: [out, err], atMost: astByteLimit)
    try? outHandle.close()
    try? errHandle.close()
    if overLimit {
      let megabytes = max(astByteLimit >> 20, 1)
      return Output(
        ast: nil,
        diagnostics: [
          Diagnostic(
            .error,
            "clang's syntax tree and errors for this file passed \(megabytes) MB, so Easel "
              + "stopped it: the file reaches more declarations, or makes more errors, than a "
              + "translation can hold",
            id: "objc-clang", at: SourceLocation(file: file.path, line: 1, column: 1))
        ])
    }
    let ast = try? Data(contentsOf: out)
    let stderr = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
    let rule = (try? String(contentsOf: dependencies, encoding: .utf8)) ?? ""
    var diagnostics = Self.diagnostics(in: stderr)
    if Self.isObjectiveCPlusPlus(file) {
      diagnostics = Self.objectiveCPlusPlusErrors(in: file, errors: diagnostics, stderr: stderr)
    }
    return Output(
      ast: ast?.isEmpty == false ? ast : nil, diagnostics: diagnostics,
      frameworks: frameworks(inDependencies: rule))
  }

  /// Waits for `process` to end, stopping it once its `outputs` together hold more than
  /// `limit` bytes (its syntax tree, or its errors: a header that includes itself without a
  /// guard repeats its errors without end); true when they passed the limit (stopped, or
  /// ended before they were looked at).
  static func wait(for process: Process, writing outputs: [URL], atMost limit: UInt64) -> Bool {
    func size() -> UInt64 {
      outputs.reduce(0) { total, output in
        total
          + ((try? FileManager.default.attributesOfItem(atPath: output.path)[.size])
            .flatMap { $0 as? NSNumber }?.uint64Value ?? 0)
      }
    }
    while process.isRunning {
      if size() > limit {
        // Killed, not asked to stop: a process that inherited an ignored SIGTERM would go on
        // writing.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return true
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    process.waitUntilExit()
    return size() > limit
  }

  /// Clang's `file:line:col: error: message` lines as diagnostics (notes and warnings left
  /// out; a fatal error is an error), each at the file a symbolic link it names points at.
  static func diagnostics(in stderr: String) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for line in stderr.split(separator: "\n") {
      let text = String(line)
      for marker in [": fatal error: ", ": error: "] {
        guard let range = text.range(of: marker) else { continue }
        let place = text[..<range.lowerBound].split(
          separator: ":", omittingEmptySubsequences: false)
        let message = String(text[range.upperBound...])
        var location: SourceLocation?
        if place.count >= 3, let lineNumber = Int(place[place.count - 2]),
          let column = Int(place[place.count - 1])
        {
          // A header clang reached through the build's header maps (symbolic links in the
          // cache, docs/objc.md) is the user's file they point at.
          let file = URL(fileURLWithPath: place.dropLast(2).joined(separator: ":"))
            .resolvingSymlinksInPath().path
          location = SourceLocation(file: file, line: lineNumber, column: column)
        }
        found.append(Diagnostic(.error, message, id: "objc-clang", at: location))
        break
      }
    }
    return found
  }

  /// The toolchain's clang: `CLANG` if set, else the `clang` beside `swiftc` (`SWIFTC`, or
  /// the first on the `PATH`).
  static func locateClang(environment: [String: String]) -> URL? {
    let fm = FileManager.default
    if let path = environment["CLANG"], fm.isExecutableFile(atPath: path) {
      return URL(fileURLWithPath: path)
    }
    var swiftc = environment["SWIFTC"]
    if swiftc == nil {
      for dir in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = String(dir) + "/swiftc"
        if fm.isExecutableFile(atPath: candidate) {
          swiftc = candidate
          break
        }
      }
    }
    guard let swiftc else { return nil }
    let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
    let clang = resolved.deletingLastPathComponent().appendingPathComponent("clang")
    return fm.isExecutableFile(atPath: clang.path) ? clang : nil
  }
}
