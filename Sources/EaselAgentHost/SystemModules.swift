import Foundation

/// The C modules the runtime's Swift modules were built against.
///
/// A client of a module that is not built for library evolution must load that module's
/// imports too, `internal import` or not. So an agent compiled against the UIKit façade
/// needs the C modules `facade-c-modules.txt` lists (`CCairo`, `CPango` …): their module maps
/// are the package's own (`Sources/CCairo` …, found from where this file was compiled, or from
/// `EASEL_SYSTEM_MODULES`), and their headers are found with `pkg-config`, from the packages
/// that file names. The scripts and tests that compile against the façade read the same list.
enum SystemModules {
  /// A C module the façade imports, and the `pkg-config` package of its headers.
  struct Module: Equatable {
    var name: String
    var package: String
  }

  /// The list's file name, in the folder of the module folders.
  static let listName = "facade-c-modules.txt"

  /// The modules `text` (the list's contents) names: one per line, name then package; `#`
  /// starts a comment.
  static func modules(listed text: String) -> [Module] {
    text.split(separator: "\n").compactMap { line in
      let words = line.prefix { $0 != "#" }.split(whereSeparator: \.isWhitespace)
      guard words.count == 2 else { return nil }
      return Module(name: String(words[0]), package: String(words[1]))
    }
  }

  /// The modules listed in `root`'s list.
  static func modules(in root: URL) throws -> [Module] {
    let list = root.appendingPathComponent(listName)
    guard let text = try? String(contentsOf: list, encoding: .utf8) else {
      throw Toolchain.Error.noSystemModuleList(searched: root.path)
    }
    return modules(listed: text)
  }

  /// The folder holding those module folders.
  static func folder(environment: [String: String]) -> URL {
    if let dir = environment["EASEL_SYSTEM_MODULES"] { return URL(fileURLWithPath: dir) }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The compiler arguments that find the module maps and their headers.
  static func compilerArguments(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> [String] {
    let root = folder(environment: environment)
    let modules = try modules(in: root)
    var arguments: [String] = []
    for name in modules.map(\.name) {
      let dir = root.appendingPathComponent(name)
      guard
        FileManager.default.fileExists(atPath: dir.appendingPathComponent("module.modulemap").path)
      else {
        throw Toolchain.Error.noSystemModule(name: name, searched: dir.path)
      }
      arguments += ["-I", dir.path]
    }
    for flag in try headerSearchFlags(packages: modules.map(\.package)) {
      arguments += ["-Xcc", flag]
    }
    return arguments
  }

  /// `-I` flags for the headers of `packages`, from `pkg-config`.
  static func headerSearchFlags(packages: [String]) throws -> [String] {
    let pkgConfig = [
      "/usr/bin/pkg-config", "/usr/local/bin/pkg-config", "/opt/homebrew/bin/pkg-config",
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let pkgConfig else { throw Toolchain.Error.noPkgConfig }
    let result = try Subprocess.run(
      URL(fileURLWithPath: pkgConfig),
      arguments: ["--cflags-only-I"] + packages,
      timeout: 30, environment: nil)
    guard result.exitStatus == 0 else { throw Toolchain.Error.noPkgConfig }
    return result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
  }
}
