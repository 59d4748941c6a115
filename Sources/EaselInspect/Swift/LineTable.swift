/// Maps UTF-8 byte offsets of a text to 1-based lines and columns.
struct LineTable: Sendable {
  private var lineStarts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") {
      lineStarts.append(i + 1)
    }
  }

  /// The 1-based line and column (in bytes) of `offset`.
  func position(of offset: Int) -> (line: Int, column: Int) {
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return (lo + 1, offset - lineStarts[lo] + 1)
  }
}
