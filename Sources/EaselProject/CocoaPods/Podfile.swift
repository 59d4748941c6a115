import EaselDiagnostics
import Foundation

/// A CocoaPods `Podfile`, read as text — never run.
///
/// Reads `platform :ios, '12.0'` lines, and `pod 'Name'` lines with their `:path => '…'` (or `path: '…'`) and `:subspecs`
/// options, inside `target`/`abstract_target` blocks, and pods declared in a `def` that a
/// target block calls. A `:path` that is not a string literal is reported (id
/// `project-podfile-unreadable`) and its pod left out; conditions are not evaluated, so a
/// pod under `if` counts as declared.
public struct Podfile: Hashable, Sendable {
  /// One `pod` line.
  public struct Pod: Hashable, Sendable {
    /// The name as written: `MyKit`, or `MyKit/Core` for a subspec.
    public var name: String
    /// The `:path` option as written (a folder, or a `.podspec` file, relative to the
    /// Podfile's folder), if any.
    public var path: String?
    /// The `:subspecs` option.
    public var subspecs: [String]
    /// The target blocks around the line, outermost first; empty outside any.
    public var targets: [String]
    /// Where the line's `:path` value (else the pod's name) is written.
    public var location: SourceLocation

    /// The pod's name without a subspec: `MyKit` of `MyKit/Core`.
    public var rootName: String {
      String(name.split(separator: "/", maxSplits: 1).first ?? Substring(name))
    }

    /// The subspecs the line asks for: the one its name names and those of `:subspecs`.
    public var requestedSubspecs: [String] {
      let parts = name.split(separator: "/", maxSplits: 1)
      return (parts.count == 2 ? [String(parts[1])] : []) + subspecs
    }
  }

  /// A `platform :ios, '12.0'` line: the platform it names (`ios`, `osx`, `tvos`, …) for the
  /// target blocks around it, outermost first (empty: every target).
  public struct Platform: Hashable, Sendable {
    public var name: String
    public var targets: [String]
  }

  /// The `Podfile`.
  public var url: URL
  /// Its `platform` lines, in the file's order.
  public var platforms: [Platform] = []
  /// The pods, in the file's order.
  public var pods: [Pod]
  /// Every target block, as the names from the outermost block in.
  public var targetBlocks: [[String]]

  /// The folder the Podfile's paths are relative to.
  public var folder: URL { url.deletingLastPathComponent() }

  /// Reads the Podfile at `url`; forms it cannot read are reported to `diagnostics`.
  public static func load(_ url: URL, diagnostics: DiagnosticLog) throws -> Podfile {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ProjectFileError(
        .io, "cannot read the Podfile", at: SourceLocation(file: url.path, line: 1, column: 1))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ProjectFileError(
        .encoding, "the Podfile is not UTF-8 text",
        at: SourceLocation(file: url.path, line: 1, column: 1))
    }
    return Podfile(url: url.standardizedFileURL, text: text, diagnostics: diagnostics)
  }

  /// The pods Xcode target `name` gets: those declared in its block and the blocks around
  /// it, and those outside any block. A target the Podfile does not name gets only those.
  public func pods(forTarget name: String) -> [Pod] {
    let block = targetBlocks.first { $0.last == name } ?? []
    return pods.filter { pod in
      pod.targets.count <= block.count && Array(block.prefix(pod.targets.count)) == pod.targets
    }
  }

  /// The platform the pods of the target block `block` (the names from the outermost block
  /// in) are built for: the `platform` of the innermost block around it that states one, as
  /// CocoaPods inherits it; nil when none does (CocoaPods then reads the user project).
  public func platform(inBlock block: [String]) -> String? {
    platforms.filter { p in
      p.targets.count <= block.count && Array(block.prefix(p.targets.count)) == p.targets
    }.max { $0.targets.count < $1.targets.count }?.name
  }

  /// Reads a Podfile from its text.
  public init(url: URL, text: String, diagnostics: DiagnosticLog = DiagnosticLog()) {
    self.url = url
    enum Block {
      case target(String)
      case def(String)
      case other
    }
    var stack: [Block] = []
    var pods: [Pod] = []
    var blocks: [[String]] = []
    var defined: [String: [Pod]] = [:]
    var platforms: [Platform] = []
    func targets() -> [String] {
      stack.compactMap { if case .target(let name) = $0 { name } else { nil } }
    }
    func currentDef() -> String? {
      for block in stack.reversed() { if case .def(let name) = block { return name } }
      return nil
    }

    for statement in RubySource.statements(text) {
      guard let first = statement.first?.identifier else { continue }
      if ["target", "abstract_target"].contains(first), statement.blocksOpened == 1 {
        let name =
          statement.arguments(from: 1).first?.literalStrings()?.first
          ?? (statement.count > 1 ? Self.symbol(statement[1]) : nil)
        stack.append(.target(name ?? "?"))
        blocks.append(targets())
        continue
      }
      if first == "def", statement.count > 1 {
        stack.append(.def(statement[1].identifier ?? "?"))
        continue
      }
      switch first {
      case "platform":
        if statement.count > 1, let name = Self.symbol(statement[1]) {
          platforms.append(Platform(name: name == "macos" ? "osx" : name, targets: targets()))
        }
      case "pod":
        if let pod = Self.pod(statement, targets: targets(), file: url.path, log: diagnostics) {
          if let def = currentDef() {
            defined[def, default: []].append(pod)
          } else {
            pods.append(pod)
          }
        }
      default:
        if statement.count == 1, let declared = defined[first] {
          // A `def` of shared pods, called in a target block.
          let here = targets()
          pods += declared.map { pod in
            var pod = pod
            pod.targets = here
            return pod
          }
        }
      }
      let opened = statement.blocksOpened
      let closed = statement.blocksClosed
      for _ in 0..<opened { stack.append(.other) }
      for _ in 0..<closed where !stack.isEmpty { stack.removeLast() }
    }
    self.pods = pods
    self.targetBlocks = blocks
    self.platforms = platforms
  }

  /// The name of a `:symbol` token.
  static func symbol(_ token: RubyToken) -> String? {
    if case .symbol(let name) = token.kind { return name }
    return nil
  }

  /// Reads a `pod` statement; nil, with a warning, when its name or `:path` is not literal.
  static func pod(
    _ statement: RubyStatement, targets: [String], file: String, log: DiagnosticLog
  ) -> Pod? {
    let items = statement.arguments(from: 1)
    guard let first = items.first, let nameToken = first.first else { return nil }
    guard let name = first.literalStrings()?.first else {
      log.report(
        Diagnostic(
          .warning,
          "cannot read this pod's name: Easel reads a string literal here and does not run "
            + "Ruby; the pod is left out",
          id: "project-podfile-unreadable", at: nameToken.location(in: file)))
      return nil
    }
    var pod = Pod(
      name: name, path: nil, subspecs: [], targets: targets,
      location: nameToken.location(in: file))
    for item in items.dropFirst() {
      guard item.count >= 2 else { continue }
      let key: String?
      let value: [RubyToken]
      if case .label(let label) = item[0].kind {
        key = label
        value = Array(item.dropFirst())
      } else if let symbol = symbol(item[0]), item[1].isPunctuation("=>") {
        key = symbol
        value = Array(item.dropFirst(2))
      } else {
        continue
      }
      guard let valueToken = value.first else { continue }
      switch key {
      case "path":
        guard let path = value.literalStrings()?.first else {
          log.report(
            Diagnostic(
              .warning,
              "cannot read the :path of pod '\(name)': Easel reads a string literal here and "
                + "does not run Ruby; the pod is left out",
              id: "project-podfile-unreadable", at: valueToken.location(in: file)))
          return nil
        }
        pod.path = path
        pod.location = valueToken.location(in: file)
      case "subspecs":
        pod.subspecs = value.literalStrings() ?? []
      default: break
      }
    }
    return pod
  }
}
