/// A command's arguments, read: its options' values, each read through the option's
/// declaration (`options.value(of: \.scale)`), and the positionals.
public struct ParsedArguments<Options: CommandOptions>: Sendable {
  /// The command's declarations.
  public let declared = Options()
  /// Every option given, in order, with its value ("" for a flag).
  public let given: [(option: Option, value: String)]
  /// The arguments that are not options, in order.
  public let positionals: [String]

  init(_ arguments: Arguments) {
    given = arguments.given
    positionals = arguments.positionals
  }

  /// Whether the option was given (a flag, or an option with any value).
  public func has(_ option: KeyPath<Options, Option>) -> Bool {
    let option = declared[keyPath: option]
    return given.contains { $0.option == option }
  }

  /// The value of an option that takes one and does not repeat: the last given, or nil.
  public func value(of option: KeyPath<Options, Option>) -> String? {
    let option = declared[keyPath: option]
    precondition(option.valueName != nil && !option.repeats, "\(option) has no one value")
    return given.last { $0.option == option }?.value
  }

  /// Every value of an option that repeats, in order.
  public func values(of option: KeyPath<Options, Option>) -> [String] {
    let option = declared[keyPath: option]
    precondition(option.repeats, "\(option) does not repeat")
    return given.filter { $0.option == option }.map(\.value)
  }

  /// The option's value as `read` reads it, nil when it was not given, or a usage error
  /// saying what it must be: `--scale must be a number from 0 to 8, got 'x'`.
  public func value<Value>(
    of option: KeyPath<Options, Option>, as expected: String, _ read: (String) -> Value?
  ) throws(UsageError) -> Value? {
    guard let text = value(of: option) else { return nil }
    guard let value = read(text) else {
      throw UsageError(message: "\(declared[keyPath: option]) must be \(expected), got '\(text)'")
    }
    return value
  }

  /// The option's value as a number `isValid` accepts (see `value(of:as:_:)`).
  public func number(
    _ option: KeyPath<Options, Option>, _ expected: String, where isValid: (Double) -> Bool
  ) throws(UsageError) -> Double? {
    try value(of: option, as: expected) { Double($0).flatMap { isValid($0) ? $0 : nil } }
  }

  /// The option's value as a whole number `isValid` accepts (see `value(of:as:_:)`).
  public func wholeNumber(
    _ option: KeyPath<Options, Option>, _ expected: String, where isValid: (Int) -> Bool
  ) throws(UsageError) -> Int? {
    try value(of: option, as: expected) { Int($0).flatMap { isValid($0) ? $0 : nil } }
  }

  /// The option's value as a positive, finite number of seconds: every `--timeout`.
  public func seconds(_ option: KeyPath<Options, Option>) throws(UsageError) -> Double? {
    try number(option, "a positive number of seconds") { $0 > 0 && $0.isFinite }
  }

  /// The option's name as messages say it: `--output`.
  public func name(_ option: KeyPath<Options, Option>) -> String {
    declared[keyPath: option].name
  }
}
