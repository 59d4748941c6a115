/// One positional argument of a command, declared once beside its options: the name the
/// help's ARGUMENTS section lists it by (`DOCUMENT`) and its help.
public struct Argument: Sendable, Hashable {
  /// `DOCUMENT`, `PROJECT_DIR | DOCUMENT`: the section's first column.
  public let name: String
  /// What it is, in sentences the help wraps to its width.
  public let help: String

  public init(_ name: String, help: String) {
    self.name = name
    self.help = help
  }
}
