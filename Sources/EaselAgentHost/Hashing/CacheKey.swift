import Foundation

/// A content hash naming a designables build: SHA-256 over the sources (sorted by path,
/// each path and contents length-prefixed so no two inputs run together) and `extra`
/// (compiler version, flags, façade version…), as 64 lowercase hex digits.
///
/// The key changes with any byte of any file, a rename, or `extra`; it does not change with
/// the order the sources are given in.
public func cacheKey(sources: [(path: String, contents: Data)], extra: String) -> String {
  var hasher = SHA256()
  func field<S: Collection>(_ bytes: S) where S.Element == UInt8 {
    var n = UInt64(bytes.count)
    var prefix: [UInt8] = []
    for _ in 0..<8 {
      prefix.append(UInt8(truncatingIfNeeded: n))
      n >>= 8
    }
    hasher.update(prefix)
    hasher.update(bytes)
  }
  field(Array("easel-designables-v1".utf8))
  for s in sources.sorted(by: { $0.path < $1.path }) {
    field(Array(s.path.utf8))
    field(s.contents)
  }
  field(Array(extra.utf8))
  return SHA256.hexString(hasher.finalize())
}
