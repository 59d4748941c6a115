import Foundation

/// The C modules the runtime's Swift modules were built against.
///
/// A client of a module that is not built for library evolution must load that module's
/// imports too, `internal import` or not. So an agent compiled against the UIKit façade
/// needs `CCairo`, `CPango`, `CLittleCMS`, `CCrypto`, `CPoppler` and `CRsvg`: their module maps are the package's own
/// (`Sources/CCairo` …, found from where this file was compiled, or from
/// `EASEL_SYSTEM_MODULES`), and their headers are found with `pkg-config`.
enum SystemModules {
  static let names = ["CCairo", "CPango", "CLittleCMS", "CCrypto", "CPoppler", "CRsvg"]

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
    var arguments: [String] = []
    for name in names {
      let dir = root.appendingPathComponent(name)
      guard
        FileManager.default.fileExists(atPath: dir.appendingPathComponent("module.modulemap").path)
      else {
        throw Toolchain.Error.noSystemModule(name: name, searched: dir.path)
      }
      arguments += ["-I", dir.path]
    }
    for flag in try headerSearchFlags() {
      arguments += ["-Xcc", flag]
    }
    return arguments
  }

  /// `-I` flags for the C libraries' headers, from `pkg-config`.
  static func headerSearchFlags() throws -> [String] {
    let pkgConfig = [
      "/usr/bin/pkg-config", "/usr/local/bin/pkg-config", "/opt/homebrew/bin/pkg-config",
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let pkgConfig else { throw Toolchain.Error.noPkgConfig }
    let result = try Subprocess.run(
      URL(fileURLWithPath: pkgConfig),
      arguments: [
        "--cflags-only-I", "cairo", "pangocairo", "lcms2", "libcrypto", "poppler-glib",
        "librsvg-2.0",
      ],
      timeout: 30, environment: nil)
    guard result.exitStatus == 0 else { throw Toolchain.Error.noPkgConfig }
    return result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
  }
}
