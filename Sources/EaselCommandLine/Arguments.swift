import EaselDiagnostics

/// Command-line arguments read against a command's `OptionTable`: the options given, in
/// order, and the positionals.
public struct Arguments: Sendable {
  /// Every option given, in the order given (which matters to `edit`'s `--object` groups),
  /// with its value; a flag's value is "".
  public let given: [(option: Option, value: String)]
  /// The arguments that are not options, in order (everything after `--` is one).
  public let positionals: [String]

  /// Reads `arguments` against `table`.
  ///
  /// Usage errors: an unknown option (with the one "did you mean" of `Suggestion`), an
  /// option without its value, and a flag given a value (`--dark=no` does not mean
  /// `--dark`).
  public init(_ arguments: [String], table: OptionTable) throws(UsageError) {
    var given: [(option: Option, value: String)] = []
    var positionals: [String] = []
    var i = 0
    while i < arguments.count {
      let arg = arguments[i]
      if arg == "--" {
        positionals += arguments[(i + 1)...]
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
          message: "unknown option '\(name)'" + Suggestion.hint(for: name, among: table.names))
      }
      if option.valueName == nil {
        if let inlineValue {
          throw UsageError(
            message: "'\(name)' is a flag and takes no value (got '\(name)=\(inlineValue)'); "
              + "give '\(name)' alone, or leave it out")
        }
        given.append((option, ""))
      } else if let inlineValue {
        given.append((option, inlineValue))
      } else {
        guard i + 1 < arguments.count else {
          throw UsageError(message: "option '\(name)' needs a value")
        }
        given.append((option, arguments[i + 1]))
        i += 1
      }
      i += 1
    }
    self.given = given
    self.positionals = positionals
  }
}
