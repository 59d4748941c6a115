import EaselDiagnostics
import Foundation

/// Reading a podspec's Ruby DSL: `Pod::Spec.new do |s| … end`.
extension Podspec {
  /// Reads the Ruby form; what it cannot read is reported to `diagnostics`.
  public init(url: URL, ruby text: String, diagnostics: DiagnosticLog = DiagnosticLog()) {
    var reader = PodspecReader(spec: Podspec(url: url), log: diagnostics)
    for statement in RubySource.statements(text) { reader.read(statement) }
    self = reader.spec
  }
}

/// Reads a podspec statement by statement, keeping the blocks it is in.
private struct PodspecReader {
  /// A block of the file: the spec's or a subspec's (whose variable names it), or another.
  struct Block {
    /// The block parameter naming a spec (`s`, `spec`, `ss`), if this block binds one.
    var variable: String?
    /// The previous meaning of `variable`, restored when the block ends.
    var shadowed: String??
    /// Whether its statements may not run (`if`, `unless`, `case`).
    var conditional: Bool
  }

  var spec: Podspec
  let log: DiagnosticLog
  var blocks: [Block] = []
  /// Block variable → the part it names: "" for the spec, a subspec's full name otherwise.
  var variables: [String: String] = [:]

  init(spec: Podspec, log: DiagnosticLog) {
    self.spec = spec
    self.log = log
  }

  var file: String { spec.url.path }

  static let platforms: Set<String> = ["ios", "osx", "macos", "tvos", "watchos", "visionos"]

  mutating func read(_ statement: RubyStatement) {
    guard let first = statement.first else { return }
    if first.identifier == "end" && statement.count == 1 {
      pop()
      return
    }
    // `Pod::Spec.new do |s|`
    if first.identifier == "Pod", statement.count > 4, statement[2].identifier == "Spec",
      statement[4].identifier == "new", statement.blocksOpened == 1
    {
      push(variable: statement.blockParameter, part: "", conditional: false)
      return
    }
    if let variable = first.identifier, let part = variables[variable], statement.count >= 3,
      statement[1].isPunctuation(".")
    {
      if statement[2].identifier == "subspec" {
        readSubspec(statement, parent: part)
        return
      }
      readAttributes(statement)
    }
    let opened = statement.blocksOpened
    let closed = statement.blocksClosed
    for _ in 0..<opened {
      push(variable: nil, part: nil, conditional: statement.opensConditional)
    }
    for _ in 0..<closed { pop() }
  }

  mutating func push(variable: String?, part: String?, conditional: Bool) {
    var block = Block(variable: nil, shadowed: nil, conditional: conditional)
    if let variable, let part {
      block.variable = variable
      block.shadowed = .some(variables[variable])
      variables[variable] = part
    }
    blocks.append(block)
  }

  mutating func pop() {
    guard let block = blocks.popLast() else { return }
    if let variable = block.variable, let shadowed = block.shadowed {
      variables[variable] = shadowed
    }
  }

  /// `s.subspec 'Core' do |core|`.
  mutating func readSubspec(_ statement: RubyStatement, parent: String) {
    let arguments = statement.arguments(from: 3)
    guard let name = arguments.first?.literalStrings(interpolate: interpolation)?.first else {
      warn(
        "cannot read this subspec's name: Easel reads a string literal here and does not run "
          + "Ruby; its files are left out", at: statement[2])
      push(variable: nil, part: nil, conditional: false)
      return
    }
    let full = parent.isEmpty ? name : parent + "/" + name
    spec.subspecs.append(Podspec.Subspec(name: full, part: Podspec.Part()))
    push(variable: statement.blockParameter, part: full, conditional: false)
  }

  /// `s.source_files = 'A', 'B'`, `s.ios.source_files = s.tvos.source_files = '…'`,
  /// `s.dependency 'X', '~> 1.0'`.
  mutating func readAttributes(_ statement: RubyStatement) {
    // Split at `=` outside brackets: every side but the last names an attribute.
    var sides: [[RubyToken]] = [[]]
    var depth = 0
    for token in statement {
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        depth += 1
      }
      if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        depth -= 1
      }
      if depth == 0 && (token.isPunctuation("=") || token.isPunctuation("+=")) {
        sides.append([])
      } else {
        sides[sides.count - 1].append(token)
      }
    }
    var targets: [(part: String, platform: String?, attribute: String, at: RubyToken)] = []
    var value: [[RubyToken]]
    if sides.count == 1 {
      // A call: `s.dependency 'X'`.
      guard let (target, rest) = attribute(sides[0]) else { return }
      targets = [target]
      value = Array(sides[0][rest...]).arguments(from: 0)
    } else {
      for side in sides.dropLast() {
        guard let (target, rest) = attribute(side), rest == side.count else { return }
        targets.append(target)
      }
      value = sides[sides.count - 1].arguments(from: 0)
    }
    for target in targets {
      apply(
        target.attribute, of: target.part, platform: target.platform, value: value,
        at: target.at)
    }
  }

  /// `s.attr` or `s.ios.attr` at the start of `tokens`: the part, platform and attribute,
  /// and the index after them.
  func attribute(_ tokens: [RubyToken]) -> (
    (part: String, platform: String?, attribute: String, at: RubyToken), Int
  )? {
    guard tokens.count >= 3, let variable = tokens[0].identifier, let part = variables[variable],
      tokens[1].isPunctuation("."), let name = tokens[2].identifier
    else { return nil }
    if Self.platforms.contains(name), tokens.count >= 5, tokens[3].isPunctuation("."),
      let attribute = tokens[4].identifier
    {
      return ((part, name, attribute, tokens[4]), 5)
    }
    return ((part, nil, name, tokens[2]), 3)
  }

  /// Answers `#{s.name}`, `#{spec.version}`, `#{s.module_name}`.
  var interpolation: (String) -> String? {
    let (name, module, version, variables) = (
      spec.name, spec.moduleName, spec.version, variables
    )
    return { expression in
      let parts = expression.split(separator: ".")
      guard parts.count == 2, variables[String(parts[0])] != nil else { return nil }
      switch parts[1] {
      case "name": return name
      case "module_name": return module ?? name.map(ModuleName.identifier)
      case "version": return version
      default: return nil
      }
    }
  }

  mutating func apply(
    _ attribute: String, of part: String, platform: String?, value: [[RubyToken]],
    at token: RubyToken
  ) {
    if readPlatform(attribute, of: part, platform: platform, value: value) { return }
    let known: Set<String> = [
      "name", "module_name", "version", "swift_version", "swift_versions", "source_files",
      "exclude_files", "dependency", "default_subspec", "default_subspecs",
      "prefix_header_file", "prefix_header_contents", "resource_bundles",
    ]
    guard known.contains(attribute), platform == nil || platform == "ios" else { return }
    if blocks.contains(where: \.conditional) {
      warn(
        "\(attribute) is set under a condition Easel does not evaluate; it is read as if "
          + "the condition held", at: token)
    }
    if attribute == "default_subspec" || attribute == "default_subspecs",
      value.first?.first.flatMap(Podfile.symbol) == "none"
    {
      spec.defaultSubspecs = []
      return
    }
    if attribute == "resource_bundles" {
      readResourceBundles(of: part, value: value, at: token)
      return
    }
    if attribute == "prefix_header_file", value.first?.first?.identifier == "false" {
      if part.isEmpty { spec.usesPrefixHeader = false }
      return
    }
    var strings: [String] = []
    for item in value where !item.isEmpty {
      guard let read = item.literalStrings(interpolate: interpolation) else {
        // `version` and `swift_version` only refine what is read: no need to say so.
        if ["version", "swift_version", "swift_versions"].contains(attribute) { continue }
        warn(
          "cannot read this value of \(attribute): Easel reads string literals and arrays "
            + "of them, not Ruby expressions; it is left out", at: item[0])
        if attribute == "dependency" { return }
        continue
      }
      strings += read
      if attribute == "dependency" { break }  // the rest are version requirements
    }
    switch attribute {
    case "name" where part.isEmpty: spec.name = strings.first ?? spec.name
    case "module_name" where part.isEmpty: spec.moduleName = strings.first ?? spec.moduleName
    case "version" where part.isEmpty: spec.version = strings.first ?? spec.version
    case "prefix_header_file" where part.isEmpty: spec.prefixHeaderFile = strings.first
    case "prefix_header_contents" where part.isEmpty: spec.prefixHeaderContents += strings
    case "swift_version", "swift_versions": spec.swiftVersion = strings.last ?? spec.swiftVersion
    case "default_subspec", "default_subspecs":
      spec.defaultSubspecs = (spec.defaultSubspecs ?? []) + strings
    case "source_files", "exclude_files", "dependency":
      update(part) { p in
        switch attribute {
        case "source_files": p.sourceFiles += strings
        case "exclude_files": p.excludeFiles += strings
        default: p.dependencies += strings.prefix(1)
        }
      }
    default: break
    }
  }

  /// `s.platform = :ios, '9.0'`, `s.platforms = { :ios => '9.0', :osx => '10.10' }` and
  /// `s.ios.deployment_target = '9.0'` of the spec itself: the platforms it supports. Whether
  /// `attribute` was one of them.
  mutating func readPlatform(
    _ attribute: String, of part: String, platform: String?, value: [[RubyToken]]
  ) -> Bool {
    var named: [String] = []
    switch (attribute, platform) {
    case ("deployment_target", let platform?):
      named = [platform]
    case ("platform", nil), ("platforms", nil):
      // Symbols (`:ios`) and hash labels (`ios:`) naming a platform; versions are strings.
      for token in value.joined() {
        switch token.kind {
        case .symbol(let name), .label(let name):
          if Self.platforms.contains(name) { named.append(name) }
        default: break
        }
      }
    default:
      return false
    }
    guard part.isEmpty else { return true }
    var all = spec.platforms ?? []
    for name in named.map(Podspec.platformName) where !all.contains(name) { all.append(name) }
    if !all.isEmpty { spec.platforms = all }
    return true
  }

  /// `s.resource_bundles = { 'Kit' => ['Assets/*.png'], 'Other' => 'Other/*' }` (or
  /// `Kit: […]` labels): each bundle's name and file patterns. An entry it cannot read is
  /// reported and left out.
  mutating func readResourceBundles(of part: String, value: [[RubyToken]], at token: RubyToken) {
    guard let hash = value.first, value.count == 1, hash.count >= 2, hash[0].isPunctuation("{"),
      hash[hash.count - 1].isPunctuation("}")
    else {
      warn("cannot read resource_bundles: Easel reads a hash of string literals", at: token)
      return
    }
    for entry in Array(hash[1..<(hash.count - 1)]).arguments(from: 0) where !entry.isEmpty {
      var name: String?
      var rest = entry.dropFirst()
      switch entry[0].kind {
      case .label(let label):
        name = label
      case .string:
        guard entry.count > 1, entry[1].isPunctuation("=>") else { break }
        name = [entry[0]].literalStrings(interpolate: interpolation)?.first
        rest = rest.dropFirst()
      default: break
      }
      guard let name, let patterns = Array(rest).literalStrings(interpolate: interpolation) else {
        warn(
          "cannot read this resource bundle: Easel reads `'Name' => patterns` with string "
            + "literals; it is left out", at: entry[0])
        continue
      }
      update(part) { $0.resourceBundles[name, default: []] += patterns }
    }
  }

  mutating func update(_ part: String, _ change: (inout Podspec.Part) -> Void) {
    if part.isEmpty {
      change(&spec.root)
    } else if let index = spec.subspecs.firstIndex(where: { $0.name == part }) {
      change(&spec.subspecs[index].part)
    }
  }

  func warn(_ message: String, at token: RubyToken) {
    log.report(
      Diagnostic(
        .warning, message, id: "project-podspec-unreadable", at: token.location(in: file)))
  }
}
