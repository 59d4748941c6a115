/// The top-level declarations of a set of files a set of designables needs: a finer cut of a
/// `DependencySlice`, which takes whole files. Each file is split into its top-level
/// declarations (types, extensions, functions, globals, operators, precedence groups,
/// typealiases); a declaration is kept when it declares a root class, or a name a kept one
/// refers to (every overload), or extends a type a kept one declares (constrained protocol
/// extensions included, private ones too), or makes a type adopt a protocol, or adds
/// `@IBInspectable`s or key-value settable members to a framework class, or is an operator
/// function whose signature names a kept type (`==` for an `Equatable` conformance). Imports
/// and `#if` lines are always kept. What is left out is blanked in place, lines and columns
/// kept, so the compiler's diagnostics still point at the user's lines.
///
/// Design note: names are matched as written, as `DependencySlice` matches them, so the cut
/// errs on the side of keeping a declaration too many. It gives up (nil) rather than guess:
/// when a kept declaration looks members up by name at run time (`NSSelectorFromString`,
/// `perform(_:)`), when a root is declared in none of the files, or when a file's top level
/// cannot be split (unbalanced braces, an `#if` inside a declaration's header). Whoever
/// compiles the cut must fall back to the whole files when it does not build.
public struct DeclarationSlice: Sendable, Equatable {
  /// Path → the file's text with the declarations left out blanked; only files that lost
  /// something are here.
  public var texts: [String: String]
  /// Files of which nothing but imports and `#if` lines is kept: the build can leave them out.
  public var emptied: Set<String>
  /// Top-level declarations kept, of `total`.
  public var kept: Int
  /// Top-level declarations in the files (imports and `#if` lines not counted).
  public var total: Int
  /// Bytes of text blanked, of `bytes` in the files: what the cut saves the compiler.
  public var bytesLeftOut = 0
  public var bytes = 0

  /// The declarations of `files` (path and text, Swift) that `roots` (class names, simple or
  /// qualified) need; `scan` has the files' extensions (their inspectables). `opaque` files are
  /// kept whole and followed (Swift translated from Objective-C, whose lines map elsewhere).
  public static func cut(
    files: [(path: String, text: String)], roots: Set<String>, scan: ScanResult,
    opaque: Set<String> = []
  ) -> DeclarationSlice? {
    cut(files: files, roots: roots, scan: scan, opaque: opaque, excluding: [:])
  }

  /// The cut `cut(files:roots:scan:opaque:)` makes, less the declarations holding a line of
  /// `excluding` (path → lines) outside `opaque` files: left out whatever reaches them, as a
  /// build leaves out a file that does not compile.
  public static func cut(
    files: [(path: String, text: String)], roots: Set<String>, scan: ScanResult,
    opaque: Set<String>, excluding: [String: Set<Int>]
  ) -> DeclarationSlice? {
    var decls: [Declaration] = []
    var ranges: [Range<Int>] = []
    for (k, file) in files.enumerated() {
      let start = decls.count
      if opaque.contains(file.path) {
        decls.append(Declaration.whole(file: k, text: file.text, path: file.path))
      } else {
        guard let found = Declaration.split(file.text, file: k, path: file.path) else {
          return nil
        }
        decls += found
      }
      ranges.append(start..<decls.count)
    }
    var graph = Graph(decls)
    for (k, file) in files.enumerated() where !opaque.contains(file.path) {
      guard let lines = excluding[file.path] else { continue }
      for d in ranges[k] where decls[d].kind == .declaration {
        if lines.contains(where: decls[d].lines.contains) { graph.excluded.insert(d) }
      }
    }
    // Extensions a document can set keys through: kept, as `DependencySlice` takes their files.
    let byPath = Dictionary(
      scan.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    for (k, file) in files.enumerated() {
      for e in byPath[file.path]?.extensions ?? []
      where (!e.inspectables.isEmpty || e.objcMembers.contains { $0.settableKey != nil })
        && !graph.projectTypes.contains(e.extendedType)
      {
        if let d = ranges[k].first(where: { decls[$0].lines.contains(e.location.line) }) {
          graph.keep(d)
        }
      }
    }
    for root in roots.sorted() where !root.hasPrefix("@") {
      let simple = root.split(separator: ".").last.map(String.init) ?? root
      let outer = root.split(separator: ".").first.map(String.init) ?? root
      let declaring =
        (graph.declarers[root] ?? []) + (graph.declarers[simple] ?? [])
        + (root.contains(".") ? graph.declarers[outer] ?? [] : [])
      guard !declaring.isEmpty else { return nil }
      for d in declaring { graph.keep(d) }
    }
    guard graph.close() else { return nil }
    var texts: [String: String] = [:]
    var emptied: Set<String> = []
    var bytesLeftOut = 0
    for (k, file) in files.enumerated() {
      let dropped = ranges[k].filter { !graph.kept.contains($0) && decls[$0].kind == .declaration }
      guard !dropped.isEmpty else { continue }
      bytesLeftOut += dropped.reduce(0) { $0 + decls[$1].bytes.count }
      let keptAny = ranges[k].contains {
        graph.kept.contains($0) && decls[$0].kind == .declaration
      }
      if !keptAny { emptied.insert(file.path) }
      texts[file.path] = blank(file.text, dropped.map { decls[$0].bytes })
    }
    let counted = decls.indices.filter { decls[$0].kind == .declaration }
    return DeclarationSlice(
      texts: texts, emptied: emptied, kept: counted.filter { graph.kept.contains($0) }.count,
      total: counted.count, bytesLeftOut: bytesLeftOut,
      bytes: files.reduce(0) { $0 + $1.text.utf8.count })
  }

  /// Whether `line` of the file `path` (of `files`) is in one of its top-level declarations,
  /// not on an import or `#if` line: whether `cut(…excluding:)` can leave it out.
  public static func declares(
    line: Int, in path: String, of files: [(path: String, text: String)]
  ) -> Bool {
    guard let k = files.firstIndex(where: { $0.path == path }),
      let decls = Declaration.split(files[k].text, file: k, path: path)
    else { return false }
    return decls.contains { $0.kind == .declaration && $0.lines.contains(line) }
  }

  /// For each of `lines`, the lines of the top-level declaration of the file `path` (of
  /// `files`) holding it — nil on an import or `#if` line or outside every declaration — the
  /// file split once; nil for a file not found or not split.
  public static func declarationLines(
    containing lines: [Int], in path: String, of files: [(path: String, text: String)]
  ) -> [ClosedRange<Int>?]? {
    guard let k = files.firstIndex(where: { $0.path == path }),
      let decls = Declaration.split(files[k].text, file: k, path: path)
    else { return nil }
    return lines.map { line in
      decls.first { $0.kind == .declaration && $0.lines.contains(line) }?.lines
    }
  }

  /// `text` with the bytes of `ranges` replaced by spaces, line breaks kept.
  static func blank(_ text: String, _ ranges: [Range<Int>]) -> String {
    var bytes = Array(text.utf8)
    for r in ranges {
      for i in r where i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D {
        bytes[i] = 0x20
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// One top-level declaration of a file, or an import, or a conditional-compilation line.
struct Declaration: Sendable {
  enum Kind: Sendable, Equatable { case declaration, `import`, directive }

  var kind: Kind
  var file: Int
  /// Its bytes, from its first token (attributes included) to its last.
  var bytes: Range<Int>
  /// Its lines.
  var lines: ClosedRange<Int>
  /// Names it declares: its own, and the types nested in it.
  var names: Set<String> = []
  /// For an extension, the extended type (module qualifier removed).
  var extended: String?
  /// For an extension, its members' lookup names.
  var members: Set<String> = []
  /// For an extension, the protocols it makes the type adopt.
  var adopts: Set<String> = []
  /// For an extension, whether it declares a subscript (whose uses show no name).
  var hasSubscript = false
  /// Names it refers to, attributes' names included.
  var references: Set<String> = []
  /// Whether it is a function named by an operator (`func == (…)`).
  var isOperatorFunction = false
  /// Whether it calls a member that looks a member up by selector at run time
  /// (`perform(#selector(tick))`, `responds(to:)`, `NSSelectorFromString(name)`): one of
  /// `SliceState.runtimeLookups` called with parentheses. A `socket.perform { … }` runs a
  /// closure, and `action: Selector` only names the type.
  var looksUp = false
  /// Those of `references` written only as argument labels: they find an initializer or
  /// subscript whose first label they are, and nothing else (`FileSymbols.labelOnlyReferences`).
  var labelOnly: Set<String> = []
  /// For an extension, its initializers' and subscripts' first labels: the members a
  /// reference in `labelOnly` finds.
  var labelMembers: Set<String> = []

  /// The whole of a file as one declaration, followed like any other.
  static func whole(file: Int, text: String, path: String) -> Declaration {
    let (tokens, _) = SwiftLexer.tokenize(text)
    var d = Declaration(
      kind: .declaration, file: file, bytes: 0..<0,
      lines: 1...max(1, tokens.last?.line ?? 1))
    d.describe(tokens[...], path: path)
    return d
  }

  /// The top-level declarations of `text`, or nil when its top level cannot be told apart.
  static func split(_ text: String, file: Int, path: String) -> [Declaration]? {
    let (tokens, problems) = SwiftLexer.tokenize(text)
    guard problems.isEmpty else { return nil }
    var result: [Declaration] = []
    var depth = 0
    var start: Int?
    var sawKeyword = false
    func finish(_ end: Int) {
      guard let s = start, s < end else { return }
      let first = tokens[s]
      let last = tokens[end - 1]
      var d = Declaration(
        kind: first.isWord("import") ? .import : .declaration, file: file,
        bytes: first.start..<last.end, lines: first.line...last.line)
      if d.kind == .declaration { d.describe(tokens[s..<end], path: path) }
      result.append(d)
      start = nil
      sawKeyword = false
    }
    for (i, t) in tokens.enumerated() {
      if depth == 0 {
        if t.kind == .directive {
          // An `#if` between a declaration's attributes and its keyword: not split here.
          if start != nil && !sawKeyword { return nil }
          finish(i)
          result.append(
            Declaration(
              kind: .directive, file: file, bytes: t.start..<t.end, lines: t.line...t.line))
          continue
        }
        if t.isPunct(";") {
          finish(i + 1)
          continue
        }
        let starts =
          t.kind == .attribute || (t.kind == .identifier && Self.starters.contains(t.text))
        if starts && (start == nil || (sawKeyword && t.newlineBefore)) {
          finish(i)
          start = i
        } else if start == nil {
          start = i  // a statement at file scope: kept only if something names it
        }
        if t.kind == .identifier && Self.keywords.contains(t.text) { sawKeyword = true }
      }
      if t.isPunct("{") || t.isPunct("(") || t.isPunct("[") { depth += 1 }
      if t.isPunct("}") || t.isPunct(")") || t.isPunct("]") {
        depth -= 1
        if depth < 0 { return nil }
      }
    }
    guard depth == 0 else { return nil }
    finish(tokens.count)
    return result
  }

  /// Words that begin a top-level declaration.
  static let keywords: Set<String> = [
    "class", "struct", "enum", "protocol", "extension", "actor", "var", "let", "func",
    "typealias", "import", "operator", "precedencegroup", "macro", "subscript", "init",
  ]
  /// Those and the modifiers that may come before them.
  static let starters = keywords.union(SwiftKeywords.modifiers).union(["import"])

  /// Fills in the names `tokens` (the declaration's) declare and refer to.
  mutating func describe(_ tokens: ArraySlice<SwiftToken>, path: String) {
    // `private` makes no difference within a module's build: without it the walker records
    // private names, members and extensions as any other.
    let visible = tokens.filter { !($0.isWord("private") || $0.isWord("fileprivate")) }
    var walker = SwiftSymbolWalker(tokens: visible, path: path)
    walker.run()
    let s = walker.symbols
    names = s.topLevelNames.union(s.nestedTypeNames)
    references = s.references.union(s.implicitMemberReferences)
    labelOnly = s.labelOnlyReferences.subtracting(s.implicitMemberReferences)
    for t in visible where t.kind == .attribute { references.insert(t.text) }
    looksUp = zip(visible, visible.dropFirst()).contains { t, next in
      t.kind == .identifier && SliceState.runtimeLookups.contains(t.text) && next.isPunct("(")
    }
    if let type = s.extendedTypes.first, s.topLevelNames.isEmpty,
      visible.contains(where: { $0.isWord("extension") })
    {
      extended = type
      members = Set(s.extensionMembers.filter { $0.extendedType == type }.map(\.lookupName))
      labelMembers = Set(
        s.extensionMembers.filter { $0.extendedType == type && $0.isFoundByLabel }
          .map(\.lookupName))
      adopts = s.adoptedProtocols[type] ?? []
      hasSubscript = visible.contains { $0.isWord("subscript") }
      // The members' own names and the nested types', not references to outside.
      names = s.nestedTypeNames
    }
    if let f = visible.firstIndex(where: { $0.isWord("func") }) {
      let next = visible.index(after: f)
      isOperatorFunction = next < visible.endIndex && visible[next].kind == .punctuation
    }
  }
}

/// Which declarations refer to which, and what is kept.
struct Graph {
  let decls: [Declaration]
  var declarers: [String: [Int]] = [:]
  var memberDeclarers: [String: [Int]] = [:]
  /// Type name (the extended type's first component) → its extensions.
  var extensions: [String: [Int]] = [:]
  /// Every type the files declare.
  var projectTypes: Set<String> = []
  /// Project protocols some extension makes a framework type adopt.
  var adoptedByFramework: Set<String> = []
  var kept: Set<Int> = []
  var queue: [Int] = []
  /// Declarations never kept (`DeclarationSlice.cut(…excluding:)`).
  var excluded: Set<Int> = []
  /// Declarations whose extension members are kept only for a declaration naming the
  /// extended type, and never for a conformance or subscript alone (`MissingModuleCut`).
  var typedMembersOnly: Set<Int> = []

  init(_ decls: [Declaration]) {
    self.decls = decls
    for (k, d) in decls.enumerated() {
      for name in d.names { declarers[name, default: []].append(k) }
      if d.extended == nil { projectTypes.formUnion(d.names) }
      for m in d.members { memberDeclarers[m, default: []].append(k) }
      if let e = d.extended {
        let first = e.split(separator: ".").first.map(String.init) ?? e
        extensions[first, default: []].append(k)
      }
    }
    for (k, d) in decls.enumerated() {
      if d.kind != .declaration {
        kept.insert(k)
        continue
      }
      guard let e = d.extended else { continue }
      if !projectTypes.contains(e) {
        adoptedByFramework.formUnion(d.adopts.filter { projectTypes.contains($0) })
      }
    }
  }

  mutating func keep(_ k: Int) {
    guard !excluded.contains(k), kept.insert(k).inserted else { return }
    queue.append(k)
  }

  /// Follows what is kept to a fixed point; false when a kept declaration looks members up
  /// by name at run time (unless not `stoppingAtRuntimeLookups`: those lookups are then not
  /// followed).
  mutating func close(stoppingAtRuntimeLookups: Bool = true) -> Bool {
    for (k, d) in decls.enumerated() where d.kind == .declaration && !typedMembersOnly.contains(k) {
      // A framework type made to adopt something, or given a subscript: kept, as nothing
      // names the conformance where it is used.
      if let e = d.extended, !projectTypes.contains(e), !d.adopts.isEmpty || d.hasSubscript {
        keep(k)
      }
    }
    var next = 0
    while true {
      while next < queue.count {
        let k = queue[next]
        next += 1
        let d = decls[k]
        if stoppingAtRuntimeLookups && d.looksUp { return false }
        lazy var named = SliceState.namedTypes(d.references)
        for name in d.references {
          // A name written only as an argument label finds an initializer or subscript.
          let labelOnly = d.labelOnly.contains(name)
          if !labelOnly {
            for j in declarers[name] ?? [] { keep(j) }
          }
          for j in memberDeclarers[name] ?? [] {
            guard let e = decls[j].extended else { continue }
            if labelOnly && !decls[j].labelMembers.contains(name) { continue }
            let first = e.split(separator: ".").first.map(String.init) ?? e
            if typedMembersOnly.contains(j) {
              if named.contains(e.split(separator: ".").last.map(String.init) ?? e) { keep(j) }
              continue
            }
            // A framework type's member of a name the standard library or Foundation gives
            // their own types (`string`, `count`, `index`) is taken only for a declaration
            // naming that type, as `DependencySlice` takes its file: `formatter.string(from:)`
            // is DateFormatter's, not an app's `extension NSNumber { func string(…) }`.
            if !projectTypes.contains(first), StandardLibraryNames.members.contains(name),
              !named.contains(e.split(separator: ".").last.map(String.init) ?? e)
            {
              continue
            }
            if !projectTypes.contains(first) || adoptedByFramework.contains(first)
              || isKeptType(first)
            {
              keep(j)
            }
          }
        }
        for name in d.names {
          for j in extensions[name] ?? [] { keep(j) }
        }
      }
      // Operator functions whose signatures name a kept type: the conformances that need
      // them (`Equatable`'s `==`) show no use of them.
      var added = false
      for (k, d) in decls.enumerated() where d.isOperatorFunction && !kept.contains(k) {
        if d.references.contains(where: isKeptType) {
          keep(k)
          added = true
        }
      }
      if !added { return true }
    }
  }

  func isKeptType(_ name: String) -> Bool {
    (declarers[name] ?? []).contains { kept.contains($0) && decls[$0].extended == nil }
  }
}
