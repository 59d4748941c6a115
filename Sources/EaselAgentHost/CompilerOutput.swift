import EaselDiagnostics
import Foundation

/// Reads what `swiftc` printed: its `file:line:col: severity: message` lines, and the errors
/// that carry no location (`error: …`, `<unknown>:0: error: …`, the linker's complaints), so
/// that a failed build always says why.
public enum CompilerOutput {
  /// Every diagnostic in `text`; a failed compile (`failed`) with no error found in it gets one
  /// error quoting the end of the output.
  static func diagnostics(in text: String, failed: Bool = false) -> [Diagnostic] {
    var found: [Diagnostic] = []
    var seen: Set<String> = []
    for line in text.split(separator: "\n") {
      guard let d = diagnostic(in: line) else { continue }
      // The driver repeats a job's errors when it runs it again in another batch.
      if seen.insert(d.description).inserted { found.append(d) }
    }
    if failed && !found.contains(where: { $0.severity == .error }) {
      let tail = text.split(separator: "\n").suffix(12).joined(separator: "\n")
      found.append(
        Diagnostic(
          .error,
          "the compiler failed without a located error"
            + (tail.isEmpty ? "" : ":\n" + tail),
          id: "designable-build"))
    }
    return found
  }

  private static func diagnostic(in line: Substring) -> Diagnostic? {
    let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
    if parts.count == 5, let l = Int(parts[1]), let c = Int(parts[2]),
      let severity = Severity(rawValue: parts[3].trimmingCharacters(in: .whitespaces))
    {
      let message = parts[4].trimmingCharacters(in: .whitespaces)
      return Diagnostic(
        severity, message, id: "designable-build",
        at: SourceLocation(file: String(parts[0]), line: l, column: c))
    }
    // `<unknown>:0: error: …` and the driver's own `error: …`.
    var rest = line.trimmingCharacters(in: .whitespaces)[...]
    if rest.hasPrefix("<unknown>:0:") { rest = rest.dropFirst("<unknown>:0:".count) }
    rest = rest.drop { $0 == " " }
    if rest.hasPrefix(Severity.error.prefix) {
      let message = rest.dropFirst(Severity.error.prefix.count).trimmingCharacters(in: .whitespaces)
      // The driver's summary of a failed job says nothing the job's own errors did not
      // (a compiler crash, "failed due to signal", is kept).
      if message.hasSuffix("failed with a nonzero exit code")
        || message.contains("command failed with exit code")
      {
        return nil
      }
      return Diagnostic(.error, message, id: "designable-build")
    }
    if line.contains("undefined reference to") || line.hasPrefix("/usr/bin/ld: ")
      || line.hasPrefix("ld: ") || line.hasPrefix("clang: error: ")
    {
      return Diagnostic(
        .error, "link: " + line.trimmingCharacters(in: .whitespaces), id: "designable-build")
    }
    return nil
  }

  /// The API a compiler error says is missing — `UIView.userInterfaceLayoutDirection`,
  /// `UITouch`, `module AudioToolbox`, `override touchesBegan` — or `nil` when the error is about
  /// something else. `sourceLine` is the text of the line the error points at, if known.
  public static func missingSymbol(in message: String, sourceLine: String? = nil) -> String? {
    func quoted(_ s: Substring) -> [String] {
      s.split(separator: "'", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
    let q = quoted(message[...])
    if message.hasPrefix("cannot find type '") || message.hasPrefix("cannot find '"),
      message.hasSuffix("in scope"), let name = q.first
    {
      return name
    }
    if message.hasPrefix("no such module '"), let name = q.first { return "module \(name)" }
    if message.hasPrefix("value of type '") || message.hasPrefix("type '"),
      message.contains("has no member '"), q.count >= 2
    {
      var type = q[0]
      if type.hasSuffix(".Type") { type.removeLast(".Type".count) }
      if type.hasSuffix("?") { type.removeLast() }
      return "\(type).\(q[1])"
    }
    if message.hasPrefix("module '"), message.contains("has no member named '"), q.count >= 2 {
      return "\(q[0]).\(q[1])"
    }
    if message.hasPrefix("cannot infer contextual base in reference to member '"),
      let name = q.first
    {
      return ".\(name)"
    }
    if message.hasPrefix("method does not override any method from its superclass")
      || message.hasPrefix("property does not override any property from its superclass"),
      let sourceLine
    {
      let words = sourceLine.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
      if let i = words.firstIndex(where: { $0 == "func" || $0 == "var" }), i + 1 < words.count {
        return "override \(words[i + 1])"
      }
    }
    return nil
  }
}
