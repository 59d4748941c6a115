/// The options one command accepts: every command's table is one of these, read by
/// `Arguments`, which suggests from it (`Suggestion`).
public struct OptionTable: Sendable {
  /// One option: its name and, for an option that takes a value, the value's name.
  public struct Option: Sendable, Hashable {
    /// `--scene`, `-o`.
    public var name: String
    /// `ID`, `PATH`; nil for a flag.
    public var valueName: String?
  }

  /// The options, in the order the help lists them.
  public let options: [Option]

  /// A table from specs as the help writes them: `"--scene ID"` takes a value, `"--dark"`
  /// is a flag.
  public init(_ specs: [String]) {
    options = specs.map { spec in
      let parts = spec.split(separator: " ", maxSplits: 1).map(String.init)
      return Option(name: parts.first ?? spec, valueName: parts.count > 1 ? parts[1] : nil)
    }
  }

  /// The option called `name`, or nil.
  public func option(named name: String) -> Option? {
    options.first { $0.name == name }
  }
}

extension OptionTable {
  /// `easel render`'s options.
  public static let render = OptionTable([
    "--sources DIR", "--scene ID", "--all", "--overview", "--device NAME", "--scale N",
    "--format FORMAT", "--dark", "--language CODE", "--timeout SECONDS", "-o PATH",
    "--output PATH", "-h", "--help", "--matrix SPEC", "--text-size NAME", "--verbose",
  ])
  /// `easel scenes`'s options.
  public static let scenes = OptionTable(["--json", "-h", "--help"])
  /// `easel dump`'s options.
  public static let dump = OptionTable(["--scene ID", "-h", "--help"])
  /// `easel edit`'s options.
  public static let edit = OptionTable([
    "--object ID", "-o PATH", "--output PATH", "--set ATTRIBUTE=VALUE", "--remove ATTRIBUTE",
    "--set-runtime KEYPATH:TYPE=VALUE", "--remove-runtime KEYPATH", "--frame X,Y,W,H",
    "--color KEY=COLOR", "--remove-color KEY", "-h", "--help",
  ])
  /// `easel contact-sheet`'s options.
  public static let contactSheet = OptionTable([
    "-o PATH", "--output PATH", "--width PIXELS", "--columns N", "--dark", "--device NAME", "-h",
    "--help", "--language CODE",
  ])
  /// `easel designables`'s options.
  public static let designables = OptionTable([
    "--sources DIR", "--images DIR", "--sheet FILE", "--json", "--timeout SECONDS", "-h",
    "--help",
  ])
  /// `easel serve`'s options.
  public static let serve = OptionTable(["--port N", "-h", "--help"])

  /// `easel layout`'s options.
  public static let layout = OptionTable([
    "--check-frames", "--json", "-h", "--help", "--text-size NAME",
  ])

  /// `easel lint`'s options.
  public static let lint = OptionTable([
    "--json", "--strict", "--fix", "--config FILE", "--rules", "-h", "--help",
    "--designables", "--timeout SECONDS",
  ])

  /// `easel strings check`'s options.
  public static let strings = OptionTable([
    "--json", "--strict", "-h", "--help", "-o FOLDER", "--output FOLDER",
  ])

  /// `easel colors list|rename`'s options.
  public static let colors = OptionTable(["--json", "--dry-run", "-h", "--help"])

  /// `easel snapshot record|verify`'s options.
  public static let snapshot = OptionTable([
    "--dir FOLDER", "--failures FOLDER", "--tolerance N", "--allowed-pixels N", "--device NAME",
    "--dark", "--language CODE", "--scale N", "--timeout SECONDS", "-h", "--help",
  ])

  /// The commands of `easel`, each with its table.
  public static let commands: [(name: String, table: OptionTable)] = [
    ("render", .render), ("scenes", .scenes), ("dump", .dump), ("edit", .edit),
    ("contact-sheet", .contactSheet), ("designables", .designables), ("layout", .layout),
    ("serve", .serve), ("lint", .lint), ("strings", .strings),
    ("colors", .colors), ("snapshot", .snapshot),
  ]
}
