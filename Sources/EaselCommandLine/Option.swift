/// One option of a command, declared once: its names, its value's name if it takes one,
/// whether it may be given more than once, and its help. The command's option table, the
/// OPTIONS section of its help and every read of its value come from the declaration (as
/// swift-argument-parser's `@Option` and `@Flag` are its commands' one word on an option).
public struct Option: Sendable, Hashable, CustomStringConvertible {
  /// The help section an option is listed under.
  public struct Section: Sendable, Hashable {
    /// `OPTIONS`.
    public var title: String

    /// The usual one; `-h, --help` closes it.
    public static let options = Section(title: "OPTIONS")
    /// `easel edit`'s edits.
    public static let edits = Section(title: "EDITS")
    /// `easel strings extract`'s options.
    public static let extractOptions = Section(title: "EXTRACT OPTIONS")
  }

  /// `["-o", "--output"]`, in the order the help lists them.
  public let names: [String]
  /// `PATH`, `N`; nil for a flag.
  public let valueName: String?
  /// Whether it may be given more than once, each time with a value of its own (`--set`).
  /// An option that does not repeat may still be given twice: the last one counts, as in
  /// swift-argument-parser.
  public let repeats: Bool
  /// Where the help lists it.
  public let section: Section
  /// What it does, in sentences the help wraps to its width. A line break starts a new
  /// line; a line that starts with a space is kept as it is (a row of a small table).
  public let help: String

  /// An option called `names` (`"-o", "--output"`): a flag, or one that takes a value
  /// named `value`.
  public init(
    _ names: String..., value: String? = nil, repeats: Bool = false,
    section: Section = .options, help: String
  ) {
    precondition(!names.isEmpty && names.allSatisfy { $0.hasPrefix("-") }, "\(names)")
    self.names = names
    self.valueName = value
    self.repeats = repeats
    self.section = section
    self.help = help
  }

  /// The long name, as messages say it: `--output`.
  public var name: String { names[names.count - 1] }

  /// `--output`.
  public var description: String { name }

  /// `-o, --output PATH`: the help's first column.
  public var label: String {
    names.joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
  }

  /// `-h, --help`, which every command has, last in its OPTIONS section.
  public static let help = Option("-h", "--help", help: "Show this help.")
}
