/// A replacement of a byte range: the unit of every edit.
public struct BytePatch: Hashable, Sendable {
  /// The bytes replaced (empty for an insertion).
  public var range: Range<Int>
  /// What goes there.
  public var replacement: [UInt8]

  /// Replaces `range` with the UTF-8 of `text`.
  public init(_ range: Range<Int>, _ text: String) {
    self.range = range
    self.replacement = Array(text.utf8)
  }

  /// Inserts `text` at `offset`.
  public static func insert(_ text: String, at offset: Int) -> BytePatch {
    BytePatch(offset..<offset, text)
  }

  /// Applies non-overlapping patches to `bytes`.
  static func apply(_ patches: [BytePatch], to bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    for patch in patches.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      out.replaceSubrange(patch.range, with: patch.replacement)
    }
    return out
  }
}

extension IBDocument {
  /// Applies patches to the bytes and re-parses. On a parse error the document is unchanged.
  public func apply(_ patches: [BytePatch]) throws(DocumentError) {
    guard let first = patches.first else { return }
    var changed = first.range
    for patch in patches.dropFirst() {
      changed = min(changed.lowerBound, patch.range.lowerBound)..<max(
        changed.upperBound, patch.range.upperBound)
    }
    try replaceBytes(BytePatch.apply(patches, to: source.bytes), changing: changed)
  }
}
