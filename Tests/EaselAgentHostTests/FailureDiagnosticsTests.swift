import EaselDiagnostics
import Foundation
import Testing

@testable import EaselAgentHost

/// A failed class's errors lead with what its own file cannot build.
struct FailureDiagnosticsTests {
  /// A folder with `SearchBar` (a designable whose file imports a module the build cannot
  /// provide) and another file of the same module; removed by the caller.
  static func project() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-failure-diagnostics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try """
    import UIKit
    import RxSwift

    @IBDesignable
    class SearchBar: UIView {
      let returned = PublishSubject<Void>()
    }
    """.write(to: root.appendingPathComponent("SearchBar.swift"), atomically: true, encoding: .utf8)
    try """
    import UIKit

    class ResultCell: UICollectionViewCell {
      override func awakeFromNib() { super.awakeFromNib() }
    }
    """.write(to: root.appendingPathComponent("ResultCell.swift"), atomically: true, encoding: .utf8)
    return root
  }

  @Test func theClassFilesMissingModuleErrorLeadsTheCompilersOrder() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let project = try DesignablesProject(root: root)
    let other = Diagnostic(
      .error, "method does not override any method from its superclass", id: "designable-build",
      at: SourceLocation(file: root.appendingPathComponent("ResultCell.swift").path, line: 4, column: 17))
    let own = Diagnostic(
      .error,
      "cannot find 'PublishSubject' in scope (the file imports RxSwift, "
        + AgentBuilder.leftOutImportWords + ")", id: "designable-build",
      at: SourceLocation(file: root.appendingPathComponent("SearchBar.swift").path, line: 6, column: 18))
    let ownNote = Diagnostic(.note, "did you mean 'PublishRelay'?", id: "designable-build")
    let ordered = project.failureDiagnostics(of: "SearchBar", [other, own, ownNote])
    #expect(ordered == [own, ownNote, other])
    // An error of its own file that is the knock-on of another file's (a member a left-out
    // declaration adds) does not lead: the other file's says why.
    let knockOn = Diagnostic(
      .error, "value of type 'UIColor' has no member 'accent'", id: "designable-build",
      at: SourceLocation(file: root.appendingPathComponent("SearchBar.swift").path, line: 6, column: 3))
    #expect(project.failureDiagnostics(of: "SearchBar", [other, knockOn]) == [other, knockOn])
    // Another class's failure keeps the compiler's order.
    #expect(project.failureDiagnostics(of: "ResultCell", [own, other]) == [own, other])
    #expect(project.failureDiagnostics(of: "Unknown", [other, own]) == [other, own])
  }
}
