import Testing

@testable import EaselCommandLine

/// The OPTIONS sections of a command's help, made from its declarations.
struct OptionTableHelpTests {
  @Test func labelsAndHelpInTwoColumnsPerSection() {
    let help = OptionTable(
      [
        Option("-o", "--output", value: "PATH", help: "The file to write."),
        Option("--set-runtime", value: "KEYPATH:TYPE=VALUE", section: .edits, help: "Set one."),
      ], helpColumn: 23
    ).helpSections
    #expect(
      help == """
        OPTIONS:
          -o, --output PATH    The file to write.
          -h, --help           Show this help.

        EDITS:
          --set-runtime KEYPATH:TYPE=VALUE
                               Set one.
        """)
  }

  @Test func wrapsBetweenWordsAndLeavesNoWordAlone() {
    #expect(OptionTable.wrap("one two three four", width: 9) == ["one two", "three", "four"])
    #expect(OptionTable.wrap("aaa bbb ccc ddd", width: 11) == ["aaa bbb", "ccc ddd"])
    #expect(OptionTable.wrap("aaa bbb ccc", width: 8) == ["aaa", "bbb ccc"])
    #expect(OptionTable.wrap("short", width: 80) == ["short"])
  }

  @Test func aLineStartingWithASpaceIsKeptAsItIs() {
    #expect(
      OptionTable.wrap("Types:\n  boolean    YES, NO\n  nil        no value", width: 12)
        == ["Types:", "  boolean    YES, NO", "  nil        no value"])
  }
}
