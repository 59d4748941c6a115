import Foundation

/// The C modules the runtime's Swift modules were built against.
///
/// A client of a module that is not built for library evolution must load that module's
/// imports too, `internal import` or not. So an agent compiled against the UIKit façade
/// needs `CCairo` and `CPango`: their module maps (the same text as `Sources/CCairo` and
/// `Sources/CPango`; a test keeps them equal) are written into the cache, and their headers
/// are found with `pkg-config`.
enum SystemModules {
  static let modules: [(name: String, modulemap: String, shim: String)] = [
    (
      "CCairo",
      """
      module CCairo [system] {
        header "shim.h"
        link "cairo"
        link "png16"
        link "jpeg"
        export *
      }

      """,
      """
      #include <stdio.h>
      #include <cairo.h>
      #include <cairo-svg.h>
      #include <cairo-pdf.h>
      #include <png.h>
      #include <jpeglib.h>

      """
    ),
    (
      "CPango",
      """
      module CPango [system] {
        header "shim.h"
        link "pangocairo-1.0"
        link "pango-1.0"
        link "gobject-2.0"
        link "glib-2.0"
        link "fontconfig"
        export *
      }

      """,
      """
      #include <pango/pangocairo.h>
      #include <fontconfig/fontconfig.h>

      """
    ),
  ]

  /// Writes the module maps under `folder` and returns the compiler arguments that find
  /// them and their headers.
  static func compilerArguments(in folder: URL) throws -> [String] {
    var arguments: [String] = []
    for module in modules {
      let dir = folder.appendingPathComponent(module.name)
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      try Data(module.modulemap.utf8).write(to: dir.appendingPathComponent("module.modulemap"))
      try Data(module.shim.utf8).write(to: dir.appendingPathComponent("shim.h"))
      arguments += ["-I", dir.path]
    }
    for flag in try headerSearchFlags() {
      arguments += ["-Xcc", flag]
    }
    return arguments
  }

  /// `-I` flags for Cairo's and Pango's headers, from `pkg-config`.
  static func headerSearchFlags() throws -> [String] {
    let pkgConfig = ["/usr/bin/pkg-config", "/usr/local/bin/pkg-config", "/opt/homebrew/bin/pkg-config"]
      .first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let pkgConfig else { throw Toolchain.Error.noPkgConfig }
    let result = try Subprocess.run(
      URL(fileURLWithPath: pkgConfig), arguments: ["--cflags-only-I", "cairo", "pangocairo"],
      timeout: 30, environment: nil)
    guard result.exitStatus == 0 else { throw Toolchain.Error.noPkgConfig }
    return result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
  }
}
