import EaselDiagnostics

/// Command-line arguments read against a command's `OptionTable`: options with values,
/// flags, positionals.
public struct Arguments: Sendable {
  private let rest: [String]
  /// The arguments that are not options, in order (everything after `--` is one).
  public private(set) var positionals: [String] = []
  /// The options the command knows.
  public let table: OptionTable

  /// Arguments to read against `table`.
  public init(_ arguments: [String], table: OptionTable) {
    rest = arguments
    self.table = table
  }

  /// Splits the arguments into options (validated against the table) and positionals.
  public mutating func parse() throws(UsageError) -> [String: [String]] {
    var options: [String: [String]] = [:]
    for (name, value) in try parseInOrder() { options[name, default: []].append(value) }
    return options
  }

  /// Splits the arguments as `parse()` does; when `-h` or `--help` is among them, prints
  /// `usage` instead and returns nil (the command then exits 0).
  public mutating func parse(orPrintHelp usage: String) throws(UsageError) -> [String: [String]]? {
    let options = try parse()
    guard options["-h"] == nil && options["--help"] == nil else {
      print(usage)
      return nil
    }
    return options
  }

  /// Splits the arguments into options, in the order given (for commands where order
  /// matters, such as `edit`'s `--object` groups), and positionals. A flag's value is "".
  ///
  /// Usage errors: an unknown option (with the one "did you mean" of `Suggestion`), an
  /// option without its value, and a flag given a value (`--dark=no` does not mean
  /// `--dark`).
  public mutating func parseInOrder() throws(UsageError) -> [(name: String, value: String)] {
    var options: [(name: String, value: String)] = []
    positionals = []
    var i = 0
    while i < rest.count {
      let arg = rest[i]
      if arg == "--" {
        positionals += rest[(i + 1)...]
        break
      }
      guard arg.hasPrefix("-") && arg.count > 1 else {
        positionals.append(arg)
        i += 1
        continue
      }
      var name = arg
      var inlineValue: String?
      if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
        name = String(arg[..<eq])
        inlineValue = String(arg[arg.index(after: eq)...])
      }
      guard let option = table.option(named: name) else {
        throw UsageError(
          message: "unknown option '\(name)'"
            + Suggestion.hint(for: name, among: table.options.map(\.name)))
      }
      if option.valueName == nil {
        if let inlineValue {
          throw UsageError(
            message: "'\(name)' is a flag and takes no value (got '\(name)=\(inlineValue)'); "
              + "give '\(name)' alone, or leave it out")
        }
        options.append((name, ""))
      } else if let inlineValue {
        options.append((name, inlineValue))
      } else {
        guard i + 1 < rest.count else {
          throw UsageError(message: "option '\(name)' needs a value")
        }
        options.append((name, rest[i + 1]))
        i += 1
      }
      i += 1
    }
    return options
  }
}
