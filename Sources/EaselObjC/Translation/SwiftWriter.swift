import Foundation

// Swift text with `#sourceLocation` lines, so that the compiler's diagnostics name the
// Objective-C file's lines.

/// Lines of Swift, each statement and declaration mapped to the Objective-C line it came
/// from. A directive is written only where the mapping would otherwise drift: the compiler
/// counts lines on from the last one.
struct SwiftWriter {
  private(set) var lines: [String] = []
  /// The file and line the next line written maps to, when known.
  private var mappedFile: String?
  private var nextLine = 0

  /// Maps the next line to `position`'s line.
  mutating func map(_ position: ClangPosition?) {
    guard let position, position.line > 0 else { return }
    if mappedFile == position.file && nextLine == position.line { return }
    lines.append(
      "#sourceLocation(file: \"\(Self.escaped(position.file))\", line: \(position.line))")
    mappedFile = position.file
    nextLine = position.line
  }

  /// Ends the mapping: what follows is the translation's own.
  mutating func unmap() {
    guard mappedFile != nil else { return }
    lines.append("#sourceLocation()")
    mappedFile = nil
  }

  /// Forgets where the mapping stands, so that the next `map` writes a directive.
  mutating func forgetMapping() { nextLine = -1 }

  /// Writes `text` (which may span lines), indented by `indent` spaces.
  mutating func write(_ text: String, indent: Int) {
    let pad = String(repeating: " ", count: max(indent, 0))
    for (i, piece) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      lines.append(i == 0 ? pad + piece : piece.isEmpty ? "" : pad + piece)
      nextLine += 1
    }
  }

  /// Writes a line at a statement's column: `position`'s, padded so the first token of the
  /// Swift statement sits where the Objective-C one did (else at `indent`).
  mutating func statement(_ text: String, at position: ClangPosition?, indent: Int) {
    map(position)
    write(text, indent: position.map { $0.column - 1 } ?? indent)
  }

  var text: String { lines.joined(separator: "\n") + "\n" }

  static func escaped(_ s: String) -> String {
    s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
