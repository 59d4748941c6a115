import EaselDiagnostics
import Foundation

// A `.mm` file is Objective-C++, which Easel does not translate. Clang reads every file as
// Objective-C (`-x objective-c`), so a `.mm` file that holds only Objective-C, as many do,
// translates; one that reaches C++ (a C++ standard header, a `namespace`, a template) makes
// clang errors that say nothing of why (`'iostream' file not found`). Those are replaced by
// one error that says it, at the line of the `.mm` file where the C++ begins: the first
// error's own line when it is in the file, else the `#import`/`#include` of the file that
// leads to the header holding it. The file's classes fail with it, and so does a class that
// uses them (its designable is Build failed with this error first); a class that does not
// builds.
extension ClangInvocation {
  /// Whether `file` is Objective-C++ by its extension, as Xcode tells it (`.mm`).
  static func isObjectiveCPlusPlus(_ file: URL) -> Bool {
    file.pathExtension.lowercased() == "mm"
  }

  /// The one error for `file`, an Objective-C++ file on which clang, reading it as
  /// Objective-C, gave `errors` (clang's `stderr`, for the include lines that locate it).
  static func objectiveCPlusPlusError(in file: URL, errors: [Diagnostic], stderr: String)
    -> Diagnostic
  {
    let name = file.lastPathComponent
    let first = errors.first
    var reached = ""
    if let first {
      let place = first.location.map {
        "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column): "
      }
      reached = " (it reaches C++ that clang, reading it as Objective-C, stops at: "
        + (place ?? "") + first.message + ")"
    }
    let message =
      "Objective-C++ is not translated: \(name) is Objective-C++, which Easel does not "
      + "translate\(reached); its classes do not build, nor the classes that use them"
    let start = SourceLocation(file: file.path, line: 1, column: 1)
    return Diagnostic(
      .error, message, id: "objc-cplusplus",
      at: cPlusPlusStart(in: file, first: first, stderr: stderr) ?? start)
  }

  /// Where in `file` the C++ begins: the `first` error's place when it is in `file`, else the
  /// line of `file` whose `#import` clang names first in the "In file included from" lines
  /// above its first error.
  static func cPlusPlusStart(in file: URL, first: Diagnostic?, stderr: String)
    -> SourceLocation?
  {
    let own = file.resolvingSymlinksInPath().path
    if let at = first?.location, URL(fileURLWithPath: at.file).resolvingSymlinksInPath().path == own
    {
      return at
    }
    let lines = stderr.split(separator: "\n").map(String.init)
    guard
      let errorLine = lines.firstIndex(where: {
        $0.contains(": error: ") || $0.contains(": fatal error: ")
      })
    else { return nil }
    let prefix = "In file included from "
    var k = errorLine
    while k > 0, lines[k - 1].hasPrefix(prefix) { k -= 1 }
    for line in lines[k..<errorLine] {
      // `In file included from /path/File.mm:12:`
      var place = line.dropFirst(prefix.count)
      if place.hasSuffix(":") { place = place.dropLast() }
      guard let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...])
      else { continue }
      let path = URL(fileURLWithPath: String(place[..<colon])).resolvingSymlinksInPath().path
      if path == own { return SourceLocation(file: file.path, line: number, column: 1) }
    }
    return nil
  }
}
