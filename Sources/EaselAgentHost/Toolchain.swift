import EaselDiagnostics
import Foundation

/// Where the pieces an agent is built from are: `swiftc`, and the UIKit façade's modules and
/// library, which sit beside the `easel` executable in a SwiftPM build folder.
public struct Toolchain: Sendable {
  public var swiftc: URL
  /// The toolchain's `clang`, which Objective-C designables are parsed with: `CLANG`, else
  /// the one beside `swiftc`.
  public var clang: URL
  /// Holds `UIKit.swiftmodule` and friends.
  public var modulesDirectory: URL
  /// Holds `libEaselRuntime.so`.
  public var libraryDirectory: URL

  /// Why the toolchain could not be found.
  public enum Error: Swift.Error, CustomStringConvertible {
    case noSwiftc
    case noRuntime(searched: [String])
    case noPkgConfig
    case noSystemModule(name: String, searched: String)
    case noSystemModuleList(searched: String)

    public var description: String { Severity.error.line(message) }

    /// What is missing, and how to provide it.
    public var message: String {
      switch self {
      case .noSwiftc:
        "swiftc is not on the PATH (set SWIFTC to its path); designables need it"
      case .noRuntime(let searched):
        "the Easel runtime library (libEaselRuntime) was not found; looked in "
          + searched.joined(separator: ", ")
          + " (build it with `swift build`, or set EASEL_RUNTIME_DIR)"
      case .noSystemModule(let name, let searched):
        "the \(name) module map was not found in \(searched) (set EASEL_SYSTEM_MODULES "
          + "to the folder holding \(SystemModules.listName) and the C modules it lists)"
      case .noSystemModuleList(let searched):
        "\(SystemModules.listName), the list of the façade's C modules, was not found in "
          + "\(searched) (set EASEL_SYSTEM_MODULES to the package's Sources folder)"
      case .noPkgConfig:
        "pkg-config could not find the headers of the façade's C libraries "
          + "(run scripts/install-dependencies)"
      }
    }
  }

  /// Finds the toolchain from the environment and the running executable's place.
  public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws -> Toolchain
  {
    guard let swiftc = findSwiftc(environment) else { throw Error.noSwiftc }
    var candidates: [URL] = []
    if let dir = environment["EASEL_RUNTIME_DIR"] { candidates.append(URL(fileURLWithPath: dir)) }
    candidates.append(executableDirectory())
    for dir in candidates {
      let lib = dir.appendingPathComponent(libraryName)
      let modules = dir.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: lib.path),
        FileManager.default.fileExists(
          atPath: modules.appendingPathComponent("UIKit.swiftmodule").path)
      {
        return Toolchain(
          swiftc: swiftc, clang: findClang(environment, swiftc: swiftc), modulesDirectory: modules,
          libraryDirectory: dir)
      }
    }
    throw Error.noRuntime(searched: candidates.map(\.path))
  }

  #if os(macOS)
    static let libraryName = "libEaselRuntime.dylib"
  #else
    static let libraryName = "libEaselRuntime.so"
  #endif

  /// The folder of the running executable.
  static func executableDirectory() -> URL {
    URL(fileURLWithPath: runningExecutable()).standardizedFileURL.deletingLastPathComponent()
  }

  /// The running executable's path.
  static func runningExecutable() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }

  static func findSwiftc(_ environment: [String: String]) -> URL? {
    if let explicit = environment["SWIFTC"] { return URL(fileURLWithPath: explicit) }
    for dir in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// `CLANG`, else `clang` in the folder `swiftc` really is in (the toolchain's, whose
  /// `lib/libclang.so` matches it), else beside the `swiftc` named.
  static func findClang(_ environment: [String: String], swiftc: URL) -> URL {
    if let explicit = environment["CLANG"] { return URL(fileURLWithPath: explicit) }
    for folder in [
      swiftc.resolvingSymlinksInPath().deletingLastPathComponent(),
      swiftc.deletingLastPathComponent(),
    ] {
      let candidate = folder.appendingPathComponent("clang")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return swiftc.deletingLastPathComponent().appendingPathComponent("clang")
  }

  /// The compiler arguments that link with LLVM's `lld` when the toolchain has it (on Linux:
  /// beside `swiftc`, where the driver looks first, or on the `PATH`), else none (the driver's
  /// default, `gold`). An agent links against `libEaselRuntime`, whose symbol table is large:
  /// `lld` links IBAnimatable's first agent in 0.1 s of CPU and 0.35 s of wall clock against
  /// gold's 0.25 s and 1.0 s (measured, same objects).
  public func linkerArguments(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    #if os(Linux)
      var folders = [
        swiftc.resolvingSymlinksInPath().deletingLastPathComponent(),
        swiftc.deletingLastPathComponent(),
      ]
      for dir in (environment["PATH"] ?? "").split(separator: ":") {
        folders.append(URL(fileURLWithPath: String(dir)))
      }
      for folder in folders
      where FileManager.default.isExecutableFile(
        atPath: folder.appendingPathComponent("ld.lld").path)
      {
        return ["-use-ld=lld"]
      }
    #endif
    return []
  }

  /// What changes when the runtime, or Easel itself (which prepares the sources and generates
  /// the registration), is rebuilt: part of an agent's cache key. `besides`: other files the
  /// keyed work reads (the Objective-C translator's name tables, `ObjCTranslator.tableFiles`).
  public func identity(besides files: [URL] = []) -> String {
    Self.stamp(
      [
        URL(fileURLWithPath: Self.runningExecutable()),
        libraryDirectory.appendingPathComponent(Self.libraryName),
        modulesDirectory.appendingPathComponent("UIKit.swiftmodule"),
        modulesDirectory.appendingPathComponent("EaselUIKit.swiftmodule"),
        modulesDirectory.appendingPathComponent("EaselInterface.swiftmodule"),
        modulesDirectory.appendingPathComponent("EaselAgentProcess.swiftmodule"),
      ] + files) + ";" + swiftc.path
  }

  /// `name:size:modification time` of each file, `;`-separated (0 for what is missing).
  static func stamp(_ files: [URL]) -> String {
    files.map { url in
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
      let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      return "\(url.lastPathComponent):\(size):\(date)"
    }.joined(separator: ";")
  }
}
