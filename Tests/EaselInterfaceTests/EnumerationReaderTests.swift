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
  /// A one-view xib holding `element`, its builder and diagnostics.
  func build(_ element: String) throws -> (UIView, DiagnosticLog) {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
          <objects>
              \(element)
          </objects>
      </document>
      """
    let doc = try IBDocument.parse(Data(xib.utf8), path: "/nonexistent/E.xib")
    let log = DiagnosticLog()
    let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
    let builder = ObjectBuilder(
      document: doc, table: .uiKit, resources: resources, diagnostics: log)
    let root = builder.instantiate(try #require(doc.scenes.first?.rootView))
    return (root, log)
  }

  func unsupported(_ log: DiagnosticLog) -> [String] {
    log.diagnostics.filter { $0.id == "unsupported-attribute" }.map(\.message)
  }

  @Test func knownSpellingsSetTheProperty() throws {
    let (view, log) = try build(
      """
      <stackView axis="vertical" distribution="fillEqually" alignment="top" id="s">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
      </stackView>
      """)
    let stack = try #require(view as? UIStackView)
    #expect(stack.distribution == .fillEqually)
    #expect(stack.alignment == .leading)
    #expect(unsupported(log).isEmpty)
  }

  @Test func anUnknownSpellingIsReportedAndChangesNothing() throws {
    let (view, log) = try build(
      """
      <tableView style="sideways" separatorStyle="none" id="t">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
      </tableView>
      """)
    let table = try #require(view as? UITableView)
    #expect(table.style == .plain)
    #expect(table.separatorStyle == .none)
    #expect(unsupported(log) == [#"Easel does not support table style="sideways" yet"#])
  }

  @Test func anAbsentAttributeCanHaveADocumentDefault() throws {
    let (view, log) = try build(
      #"<activityIndicatorView id="a"><rect key="frame" x="0" y="0" width="20" height="20"/></activityIndicatorView>"#
    )
    let indicator = try #require(view as? UIActivityIndicatorView)
    #expect(indicator.style == .gray)
    #expect(unsupported(log).isEmpty)
  }

  /// Spellings that were once passed over in silence are reported, and their defaults,
  /// written out, are not.
  @Test func onceSilentAttributesReportUnknownSpellings() throws {
    let (view, log) = try build(
      """
      <label text="x" baselineAdjustment="alignBaselines" id="l">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
          <fontDescription key="fontDescription" type="system" weight="chunky" pointSize="12"/>
      </label>
      """)
    let label = try #require(view as? UILabel)
    #expect(label.baselineAdjustment == .alignBaselines)
    #expect(label.font.pointSize == 12)
    #expect(unsupported(log) == [#"Easel does not support weight="chunky" yet"#])
  }

  @Test func aReportNamesWhatTheAttributeBelongsTo() throws {
    let (_, log) = try build(
      """
      <toolbar id="b">
          <rect key="frame" x="0" y="0" width="320" height="44"/>
          <items>
              <barButtonItem systemItem="teleport" style="shiny" id="i"/>
          </items>
      </toolbar>
      """)
    #expect(
      unsupported(log) == [
        #"Easel does not support barButtonItem systemItem="teleport" yet"#,
        #"Easel does not support barButtonItem style="shiny" yet"#,
      ])
  }

  @Test func spellingTablesReadBothLineBreakVocabularies() {
    #expect(NSLineBreakMode.documentSpellings["tailTruncation"] == .byTruncatingTail)
    #expect(NSLineBreakMode.paragraphSpellings["truncatingTail"] == .byTruncatingTail)
    #expect(UIBarButtonItem.SystemItem.documentSpellings["flexibleSpace"] == .flexibleSpace)
    #expect(UIBarStyle.documentSpellings["blackOpaque"] == .black)
  }
}
