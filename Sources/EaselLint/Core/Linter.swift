import EaselDiagnostics
import EaselDocument
import EaselProject
import EaselResources
import Foundation

/// Runs the rules over documents: finds them under the paths given, reads each project
/// once, applies the configuration, and collects findings and the runtime-attribute census.
public struct Linter {
  /// Which rules run where, and how severe.
  public var configuration: LintConfiguration
  /// The rules to run (all of them unless a test says otherwise).
  public var rules: [any LintRule]
  /// UIKit's keys.
  public let uiKit: UIKitKeys
  private var projects: [URL: ProjectKnowledge] = [:]

  /// A linter with Easel's UIKit key table.
  public init(configuration: LintConfiguration, rules: [any LintRule] = LintRules.all) {
    self.init(configuration: configuration, rules: rules, uiKit: .easel)
  }

  /// A linter with the given UIKit keys.
  public init(configuration: LintConfiguration, rules: [any LintRule], uiKit: UIKitKeys) {
    self.configuration = configuration
    self.rules = rules
    self.uiKit = uiKit
  }

  /// The `.storyboard` and `.xib` files `paths` name: files as given, folders searched; each
  /// with the folder argument it was found under, if any.
  public static func documents(in paths: [String]) -> [(url: URL, folder: URL?)] {
    var out: [(URL, URL?)] = []
    for path in paths {
      let url = URL(fileURLWithPath: path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        out.append((url, nil))
        continue
      }
      if isFolder.boolValue {
        out += ProjectFiles.find(under: url) { ["storyboard", "xib"].contains($0.pathExtension) }
          .sorted { $0.path < $1.path }.map { ($0, url) }
      } else {
        out.append((url, nil))
      }
    }
    return out
  }

  /// The project knowledge for the project containing `document`, read once.
  ///
  /// The project is the nearest folder above the document with an `.xcodeproj`,
  /// `.xcworkspace`, `Package.swift` or `.git` (`ProjectLayout`). When there is none and the
  /// document was found under a folder given to lint, that folder is the project: a folder
  /// of documents, sources and asset catalogs without an Xcode project is read as one.
  public mutating func project(for document: URL, folder: URL? = nil) -> ProjectKnowledge {
    let layout = ProjectLayout.locate(document: document)
    var root = layout.root.standardizedFileURL
    if let folder = folder?.standardizedFileURL, layout.xcodeProjects.isEmpty,
      layout.workspaces.isEmpty, layout.packageManifest == nil,
      root.path == document.standardizedFileURL.deletingLastPathComponent().path,
      !FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path),
      root.path.hasPrefix(folder.path + "/")
    {
      root = folder
    }
    if let known = projects[root] { return known }
    let project = ProjectKnowledge(root: root, uiKit: uiKit)
    projects[root] = project
    return project
  }

  /// Lints the documents under `paths`.
  public mutating func lint(paths: [String]) -> LintResult {
    var result = LintResult()
    result.root = configuration.base
    result.census.shown = [.applied]
    var sourceFindings: Set<Diagnostic> = []
    for (url, folder) in Self.documents(in: paths)
    where configuration.includes(document: url.path) {
      result.documents.append(url.path)
      let document: IBDocument
      do {
        document = try IBDocument(contentsOf: url)
      } catch {
        result.findings.append(
          LintFinding(
            diagnostic: Diagnostic(
              .error, error.message, id: "document-unreadable", at: error.location)))
        continue
      }
      let project = project(for: url, folder: folder)
      if !result.projects.contains(project.root.path) { result.projects.append(project.root.path) }
      let linted = LintedDocument(document: document, project: project)
      linted.options = configuration.options
      // A finding in a source file (an inspectable's declaration) is the project's, not the
      // document's: reported once however many of the project's documents are linted.
      result.findings += lint(linted).filter {
        $0.diagnostic.location?.file == url.path || sourceFindings.insert($0.diagnostic).inserted
      }
      let counted = Set(
        RuntimeAttributeOutcome.allCases.filter {
          $0.ruleID.map { configuration.runs($0, on: url.path) } ?? true
        })
      result.census.shown.formUnion(counted)
      result.census.add(linted.runtimeAttributes.filter { counted.contains($0.outcome) })
    }
    return result
  }

  /// The findings of every rule that runs on `document`, in file order.
  public func lint(_ document: LintedDocument) -> [LintFinding] {
    var findings: [LintFinding] = []
    for rule in rules where configuration.runs(rule.info.id, on: document.path) {
      for var finding in rule.check(document) {
        if let s = configuration.severity[rule.info.id] { finding.diagnostic.severity = s }
        findings.append(finding)
      }
    }
    return findings.sorted {
      ($0.diagnostic.location ?? SourceLocation(file: "", line: 0, column: 0))
        < ($1.diagnostic.location ?? SourceLocation(file: "", line: 0, column: 0))
    }
  }
}

/// What a lint run found.
public struct LintResult: Sendable {
  /// The documents linted, in order.
  public var documents: [String] = []
  /// Every finding, document by document.
  public var findings: [LintFinding] = []
  /// Runtime attributes by outcome, over every document.
  public var census = RuntimeAttributeCensus()
  /// The root folders of the documents' projects, in the order first met.
  public var projects: [String] = []
  /// The project's `@IBDesignable` classes by outcome, when `--designables` built them.
  public var designables: DesignablesCensus?
  /// The folder reports write paths relative to (the configuration's folder); absolute
  /// paths when `nil`.
  public var root: URL?
  /// How many findings a baseline hid (`applying(_:)`).
  public var baselineHidden = 0

  /// An empty result.
  public init() {}

  /// How many findings have `severity`.
  public func count(_ severity: Severity) -> Int {
    findings.filter { $0.diagnostic.severity == severity }.count
  }

  /// This result less the findings `baseline` records (matched by fingerprint).
  public func applying(_ baseline: LintBaseline) -> LintResult {
    let recorded = baseline.fingerprints
    let reported = LintReport.reported(self)
    var copy = self
    copy.findings = zip(findings, reported).filter { !recorded.contains($0.1.fingerprint) }
      .map(\.0)
    copy.baselineHidden += findings.count - copy.findings.count
    return copy
  }

  /// The exit status: 1 when there are errors (with `strict`, warnings too), else 0.
  public func exitStatus(strict: Bool) -> Int32 {
    if count(.error) > 0 || (strict && count(.warning) > 0) { return 1 }
    return 0
  }
}
