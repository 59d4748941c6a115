import EaselCommandLine
import Testing

/// A small command's declarations, as the real ones are written.
struct SampleOptions: CommandOptions {
  static let command = "sample"
  static let summary = "A sample command."
  let scale = Option("--scale", value: "N", help: "Pixels per point (default: 2).")
  let dark = Option("--dark", help: "Render in the dark appearance.")
  let output = Option("-o", "--output", value: "PATH", help: "The file to write.")
  let set = Option(
    "--set", value: "KEY=VALUE", repeats: true, section: .edits, help: "Set an attribute.")
  init() {}
}

/// `CommandOptions`, `Arguments` and `ParsedArguments`: one declaration per option, read
/// through it.
struct CommandOptionsTests {
  @Test func theTableIsTheDeclarationsInOrderWithHelpClosingTheOptions() {
    let table = SampleOptions.table
    #expect(table.options.map(\.name) == ["--scale", "--dark", "--output", "--help", "--set"])
    #expect(table.names.contains("-o") && table.names.contains("-h"))
    #expect(table.option(named: "-o") == SampleOptions().output)
  }

  @Test(arguments: OptionTable.commands.map(\.name))
  func everyCommandsNamesAreItsOwnAndEveryOptionIsExplained(_ command: String) throws {
    let table = try #require(OptionTable.commands.first { $0.name == command }?.table)
    #expect(Set(table.names).count == table.names.count, "\(table.names)")
    for option in table.options {
      #expect(!option.help.isEmpty, "\(option)")
      #expect(option.names.allSatisfy { $0.hasPrefix("-") }, "\(option)")
    }
  }

  @Test func readsGoThroughTheDeclarations() throws {
    let options = try SampleOptions.parse([
      "a.xib", "--scale", "2", "-o", "x.png", "--output=y.png", "--set", "a=1", "--set=b=2",
      "--", "--dark",
    ])
    #expect(options.positionals == ["a.xib", "--dark"])
    #expect(options.value(of: \.scale) == "2")
    #expect(options.value(of: \.output) == "y.png", "the last given of -o and --output")
    #expect(options.values(of: \.set) == ["a=1", "b=2"])
    #expect(!options.has(\.dark))
    #expect(options.name(\.output) == "--output")
  }

  @Test func typedReadsSayWhatTheValueMustBe() throws {
    let options = try SampleOptions.parse(["--scale", "nine"])
    #expect(throws: UsageError(message: "--scale must be a number from 0 to 8, got 'nine'")) {
      try options.number(\.scale, "a number from 0 to 8") { $0 > 0 && $0 <= 8 }
    }
    #expect(throws: UsageError(message: "--scale must be a whole number, got 'nine'")) {
      try options.wholeNumber(\.scale, "a whole number") { _ in true }
    }
    #expect(try SampleOptions.parse([]).number(\.scale, "any") { _ in true } == nil)
    let timeout = try SampleOptions.parse(["--scale", "inf"])
    #expect(throws: UsageError.self) { try timeout.seconds(\.scale) }
  }

  @Test(arguments: [
    (["--scael", "2"], "unknown option '--scael' (did you mean '--scale'?)"),
    (
      ["--dark=no"],
      "'--dark' is a flag and takes no value (got '--dark=no'); give '--dark' alone, or leave it out"
    ),
    (["--scale"], "option '--scale' needs a value"),
  ])
  func usageErrors(_ arguments: [String], _ message: String) {
    #expect(throws: UsageError(message: message)) { try SampleOptions.parse(arguments) }
  }
}

/// `easel --help`'s COMMANDS section comes from the commands' declarations: every command
/// once, in order, each name at the start of its row.
struct CommandsHelpTests {
  @Test func everyCommandIsListedOnceByItsDeclaredName() {
    let rows = OptionTable.commandsHelp.split(separator: "\n").dropFirst()
      .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
    #expect(
      rows.map { String($0.dropFirst(2).prefix { $0 != " " }) } == OptionTable.commands.map(\.name))
    #expect(OptionTable.commandsHelp.hasPrefix("COMMANDS:\n"))
  }
}
