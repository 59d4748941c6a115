import EaselDiagnostics
import Foundation

// A `.mm` file is Objective-C++, which Easel does not translate. Clang reads every file as
// Objective-C (`-x objective-c`), so a `.mm` file that holds only Objective-C, as many do,
// translates; one that reaches C++ (a C++ standard header, a `namespace`, a template) makes
// clang errors that say nothing of why (`'iostream' file not found`). Those are replaced by
// one error that says it, at the line of the `.mm` file where the C++ begins: the first C++
// error's own line when it is in the file, else the `#import`/`#include` of the file that
// leads to the header holding it. An error comes from C++ when it names a C++ header (one
// without an extension, as `<vector>`, or `.hpp`), is in one, or is on a line holding a
// construct only C++ has (`::`, `namespace`, `template`, `class X {`); the file's other
// errors (a missing pod header, an unknown type) stay clang's own. The file's classes fail
// with them, and so does a class that uses them (its designable is Build failed with this
// error first); a class that does not builds.
extension ClangInvocation {
  /// Whether `file` is Objective-C++ by its extension, as Xcode tells it (`.mm`).
  static func isObjectiveCPlusPlus(_ file: URL) -> Bool {
    file.pathExtension.lowercased() == "mm"
  }

  /// `errors`, which clang gave reading `file`, an Objective-C++ file, as Objective-C, with
  /// those that come from C++ replaced by one "Objective-C++ is not translated" error, in the
  /// place of the first of them (`stderr`, clang's, holds the include lines that locate it).
  static func objectiveCPlusPlusErrors(in file: URL, errors: [Diagnostic], stderr: String)
    -> [Diagnostic]
  {
    var sources: [String: [Substring]] = [:]
    let cPlusPlus = Set(
      errors.indices.filter { comesFromCPlusPlus(errors[$0], sources: &sources) })
    guard let first = cPlusPlus.min() else { return errors }
    var kept = errors.indices.filter { !cPlusPlus.contains($0) }.map { errors[$0] }
    kept.insert(
      objectiveCPlusPlusError(in: file, errors: errors, at: first, stderr: stderr), at: first)
    return kept
  }

  /// Whether `error` comes from C++: it names a C++ header that is not found, is in a C++
  /// header, or is on a line (of `sources`, read once a file) holding a construct only C++ has.
  static func comesFromCPlusPlus(_ error: Diagnostic, sources: inout [String: [Substring]])
    -> Bool
  {
    let cPlusPlusHeader = ["", "hpp", "hh", "hxx", "h++", "ipp", "tpp"]
    if error.message.hasPrefix("'"), error.message.hasSuffix("' file not found") {
      let header = error.message.dropFirst().dropLast("' file not found".count)
      if cPlusPlusHeader.contains(URL(fileURLWithPath: String(header)).pathExtension.lowercased())
      {
        return true
      }
    }
    guard let at = error.location else { return false }
    let path = URL(fileURLWithPath: at.file)
    if cPlusPlusHeader.contains(path.pathExtension.lowercased()),
      FileManager.default.fileExists(atPath: at.file)
    {
      return true
    }
    if sources[at.file] == nil {
      let text = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
      sources[at.file] = text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    guard let lines = sources[at.file], at.line >= 1, at.line <= lines.count else { return false }
    let line = String(lines[at.line - 1])
    return line.range(of: cPlusPlusConstruct, options: .regularExpression) != nil
  }

  /// A construct only C++ has, on one line: a scope (`std::`), a C++ keyword, a class, a
  /// member access label or a `using` declaration (`@class`, `@public`, `[x class]` are
  /// Objective-C).
  static let cPlusPlusConstruct =
    "::|\\b(namespace|template|typename|nullptr|constexpr|static_cast|dynamic_cast"
    + "|reinterpret_cast|const_cast|virtual)\\b|(^|[^@\\w])class\\s+[A-Za-z_]\\w*\\s*[:{;]"
    + "|(^|[^@\\w])(public|private|protected)\\s*:"
    + "|\\busing\\s+(namespace\\s+)?[A-Za-z_][\\w:]*\\s*[=;]"

  /// The one error for `file`, an Objective-C++ file on which clang, reading it as
  /// Objective-C, gave `errors`, the one at `index` the first from C++ (clang's `stderr`, for
  /// the include lines that locate it).
  static func objectiveCPlusPlusError(
    in file: URL, errors: [Diagnostic], at index: Int, stderr: String
  ) -> Diagnostic {
    let name = file.lastPathComponent
    let first = errors.indices.contains(index) ? errors[index] : nil
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
      at: cPlusPlusStart(in: file, first: first, index: index, stderr: stderr) ?? start)
  }

  /// Where in `file` the C++ begins: the `first` error's place when it is in `file`, else the
  /// line of `file` whose `#import` clang names first in the "In file included from" lines
  /// above that error, the one at `index` of clang's errors.
  static func cPlusPlusStart(in file: URL, first: Diagnostic?, index: Int, stderr: String)
    -> SourceLocation?
  {
    let own = file.resolvingSymlinksInPath().path
    if let at = first?.location, URL(fileURLWithPath: at.file).resolvingSymlinksInPath().path == own
    {
      return at
    }
    let lines = stderr.split(separator: "\n").map(String.init)
    let errorLines = lines.indices.filter {
      lines[$0].contains(": error: ") || lines[$0].contains(": fatal error: ")
    }
    guard errorLines.indices.contains(index) else { return nil }
    let errorLine = errorLines[index]
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
