import EaselDiagnostics

/// The names a file's code can send a message or look a key up by at run time, as the scan
/// reads them: what decides which members an agent's selector tables must list
/// (`ObjCTableScope`).
///
/// A selector or a key reaches Easel's runtime from code in one of two ways: spelled in the
/// source (`#selector(tap(_:))`, `#keyPath(view.tint)`, `Selector("tap:")`,
/// `value(forKey: "tint")`, a string literal where a `Selector` is expected), or made from a
/// value at run time (`NSSelectorFromString(name)`, `setValue(v, forKey: key)`,
/// `setValuesForKeys(_:)`). The first kind is listed in `names`; any of the second makes
/// `madeAtRunTime` the first place it happens, and then no member can be left out.
public struct RuntimeNames: Sendable, Hashable {
  /// Every name spelled in the file that a selector or a key could be: the identifiers inside
  /// `#selector(…)` and `#keyPath(…)`, and the contents of its string literals without
  /// interpolation.
  public var names: Set<String> = []
  /// Where the first selector or key made from a value at run time is, if any.
  public var madeAtRunTime: SourceLocation?

  /// Nothing looked up.
  public init() {}

  /// The record of `names` and `madeAtRunTime`.
  public init(names: Set<String>, madeAtRunTime: SourceLocation? = nil) {
    self.names = names
    self.madeAtRunTime = madeAtRunTime
  }
}
