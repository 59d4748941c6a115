import EaselDocument
import Foundation

/// A document being linted, with its project and what the rules share about it.
public final class LintedDocument {
  /// The parsed document.
  public let document: IBDocument
  /// What lint knows of the project the document belongs to.
  public let project: ProjectKnowledge
  /// The rules' settings from the configuration (`LintConfiguration.options`).
  public var options: [String: [String: RuleOption]] = [:]

  /// A document of `project`.
  public init(document: IBDocument, project: ProjectKnowledge) {
    self.document = document
    self.project = project
  }

  /// The path diagnostics name.
  public var path: String { document.path }

  /// The verdict on every runtime attribute, computed once for all the rules that need it.
  public private(set) lazy var runtimeAttributes: [RuntimeAttributeVerdict] =
    RuntimeAttributeAnalysis.verdicts(document, project: project)
}
