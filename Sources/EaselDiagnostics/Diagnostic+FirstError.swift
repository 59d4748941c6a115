/// The order a failure's diagnostics are reported in: the first error first, since a status
/// line, a summary and `diagnostics[0]` of a report each show one diagnostic as "the first
/// error", and a person acts on it.
extension Array where Element == Diagnostic {
  /// These diagnostics with the first error leading: the notes and warnings before it (a file
  /// left out of the build, a declaration found in a file that cannot be built) move to just
  /// after it and the notes that follow it (the compiler's notes on that error), each part's
  /// order kept. Unchanged when an error leads already or there is none.
  public var leadingWithFirstError: [Diagnostic] {
    leading(from: firstIndex { $0.severity == .error })
  }

  /// These diagnostics with the one at `first` and the notes that follow it moved to the
  /// front, the rest in their order; unchanged for nil or the first index.
  private func leading(from first: Int?) -> [Diagnostic] {
    guard let first, first > startIndex else { return self }
    var end = first + 1
    while end < endIndex, self[end].severity == .note { end += 1 }
    return Array(self[first..<end] + self[..<first] + self[end...])
  }

  /// These diagnostics with the first error located in `file` whose message passes `leads`
  /// (and the notes that follow it) moved to the front, the rest in their order; unchanged
  /// when there is none. A relative `file` matches a diagnostic's path that ends with it.
  public func leadingWithFirstError(
    in file: String, where leads: (String) -> Bool = { _ in true }
  ) -> [Diagnostic] {
    let inFile = { (path: String) in
      path == file || (!file.hasPrefix("/") && path.hasSuffix("/" + file))
    }
    return leading(
      from: firstIndex {
        $0.severity == .error && $0.location.map { inFile($0.file) } == true && leads($0.message)
      })
  }
}
