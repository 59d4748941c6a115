/// A Swift access level, as written on a declaration.
public enum AccessLevel: String, Sendable, Hashable, Comparable, CaseIterable {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

  /// Whether code in another file of the same module can use the declaration.
  public var isVisibleToOtherFiles: Bool { self > .fileprivate }

  private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
  /// Narrower access is smaller: `private < fileprivate < internal < package < public < open`.
  public static func < (l: AccessLevel, r: AccessLevel) -> Bool { l.rank < r.rank }
}
