import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// `ObjectBuilder.enumeration(_:of:)` and `setEnumeration`: the one reader of enumerated
/// attributes, its tables, and its report of spellings it does not know.
@MainActor
struct EnumerationReaderTests {
  func unsupported(_ log: DiagnosticLog) -> [String] {
    log.diagnostics.filter { $0.id == "unsupported-attribute" }.map(\.message)
  }

  @Test func knownSpellingsSetTheProperty() throws {
    let (stack, log) = try firstSubview(
      UIStackView.self,
      #"<stackView axis="vertical" distribution="fillEqually" alignment="top" id="s"/>"#)
    #expect(stack.distribution == .fillEqually)
    #expect(stack.alignment == .leading)
    #expect(unsupported(log).isEmpty)
  }

  @Test func anUnknownSpellingIsReportedAndChangesNothing() throws {
    let (table, log) = try firstSubview(
      UITableView.self, #"<tableView style="sideways" separatorStyle="none" id="t"/>"#)
    #expect(table.style == .plain)
    #expect(table.separatorStyle == .none)
    #expect(unsupported(log) == [#"Easel does not support table style="sideways" yet"#])
  }

  @Test func anAbsentAttributeCanHaveADocumentDefault() throws {
    let (indicator, log) = try firstSubview(
      UIActivityIndicatorView.self, #"<activityIndicatorView id="a"/>"#)
    #expect(indicator.style == .gray)
    #expect(unsupported(log).isEmpty)
  }

  /// What each element reports for spellings the tables do not know: spellings once passed
  /// over in silence (a font weight, a label's baseline adjustment) among them, and a
  /// default written out (`alignBaselines`) not.
  @Test(arguments: [
    (
      #"<label text="x" baselineAdjustment="alignBaselines" id="l"><fontDescription key="fontDescription" type="system" weight="chunky" pointSize="12"/></label>"#,
      [#"weight="chunky""#]
    ),
    (
      #"<label text="x" baselineAdjustment="sideways" id="l"/>"#,
      [#"baselineAdjustment="sideways""#]
    ),
    (
      #"<toolbar id="b"><items><barButtonItem systemItem="teleport" style="shiny" id="i"/></items></toolbar>"#,
      [#"barButtonItem systemItem="teleport""#, #"barButtonItem style="shiny""#]
    ),
  ])
  func unknownSpellingsAreReportedByName(_ element: String, _ reports: [String]) throws {
    let (_, log) = try instantiateXib(element)
    #expect(unsupported(log) == reports.map { "Easel does not support \($0) yet" })
  }

  @Test func spellingTablesReadBothLineBreakVocabularies() {
    #expect(NSLineBreakMode.documentSpellings["tailTruncation"] == .byTruncatingTail)
    #expect(NSLineBreakMode.paragraphSpellings["truncatingTail"] == .byTruncatingTail)
    #expect(UIBarButtonItem.SystemItem.documentSpellings["flexibleSpace"] == .flexibleSpace)
    #expect(UIBarStyle.documentSpellings["blackOpaque"] == .black)
  }
}
