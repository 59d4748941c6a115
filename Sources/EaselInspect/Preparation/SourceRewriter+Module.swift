import EaselDiagnostics

/// One source file of a module, by path.
public struct SourceFile: Sendable, Equatable {
  /// The path diagnostics and `#sourceLocation` directives name.
  public var path: String
  /// The file's text.
  public var text: String

  /// A file at `path` holding `text`.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// Overrides declared in extensions, moved into the class.
///
/// With the Objective-C runtime an extension of a class may override its superclass's
/// members (`extension Floaty { override func layoutSubviews() }`); Linux's `swiftc`
/// rejects that ("cannot be overridden from extension"). When the class is declared in the
/// module, the member is moved into the class body, where it overrides the same way: its
/// original lines are blanked, and its rewritten text goes before the class's closing brace
/// between `#sourceLocation` directives naming its original file and line (then the
/// class's file and the brace's line again), so diagnostics still point at the original.
/// Overrides in extensions of classes the module does not declare (UIKit's own) are left out
/// of the build, with a warning. Not moved, reported: overrides of constrained extensions, under `#if` conditions the class is not under,
/// and, across files, members using a `private` name of the extension's file that another
/// file names too (otherwise its `private` is blanked so that the class's file sees it).
///
/// The other way round too: the runtime dispatches an `@objc` (or `dynamic`) member of an
/// extension, so a subclass may override it (`extension Animal { @objc func speak() }`, then
/// `override func speak()` in `class Dog: Animal`); Linux's `swiftc` rejects the override
/// ("non-@objc declarations from extensions cannot be overridden"). Such a member of an
/// extension of a class the module declares, when a member of the module overrides its name,
/// moves into the class body the same way. One of a framework's class (UIKit's `UIView`) stays
/// where it is, and its overrides fail to build.
extension SourceRewriter {
  /// Rewrites the files of one module together, `files`' order kept: overrides declared in
  /// an extension move into their class, which may be in another of the files.
  public func rewrite(module files: [SourceFile]) -> [SourceRewrite] {
    var passes = files.map {
      RewritePass(source: $0.text, path: $0.path, optionalRequirements: optionalRequirements)
    }
    let owners = dynamicMemberOwners.filter { !declaredMemberNames.contains($0.key) }
    let cfStrings = cfStringConstants.subtracting(declaredMemberNames)
    for i in passes.indices {
      passes[i].declaredTypeNames = declaredTypeNames
      passes[i].dynamicMemberOwners = owners
      passes[i].cfStringConstants = cfStrings
      passes[i].stringStructs = stringStructs
      passes[i].integerEnumerationZeros = integerEnumerationZeros
    }
    let runtimeOverrides = RuntimeOverrides(passes.map(\.tokens))
    for i in passes.indices {
      passes[i].inheritedRuntimeOverrides = runtimeOverrides.inherited(inFile: i)
    }
    for i in passes.indices { passes[i].run() }
    let outlines = passes.map { TypeOutline(tokens: $0.tokens) }
    var classes: [String: [(file: Int, declaration: TypeOutline.ClassDeclaration)]] = [:]
    for (i, outline) in outlines.enumerated() {
      for c in outline.classes { classes[c.name, default: []].append((i, c)) }
    }
    // file → closing brace token → the text moved before it
    var moved: [Int: [Int: String]] = [:]
    var importsNeeded: [Int: [String]] = [:]
    var opened: [Int: Set<Int>] = [:]
    let overridden = outlines.reduce(into: Set<String>()) { $0.formUnion($1.overriddenNames) }
    for (a, outline) in outlines.enumerated() {
      let overriddenMembers = outline.objcMembers.filter {
        classes[$0.typeName] != nil && overridden.contains(passes[a].tokens[$0.nameToken].text)
      }
      for o in outline.overrides + overriddenMembers {
        let name = passes[a].tokens[o.nameToken]
        if classes[o.typeName] == nil {
          // A framework's class (UIKit's own, a dependency's): only the Objective-C runtime
          // lets an extension replace its member. The override goes, so the rest builds and
          // the class behaves as its framework's; the warning says what is lost.
          passes[a].blank(passes[a].tokens[o.first].start, passes[a].tokens[o.last].end)
          passes[a].count(.extensionOverrideLeftOut)
          passes[a].report(
            "'\(name.text)' overrides from an extension of '\(o.typeName)', a class this module does not declare; only the Objective-C runtime allows that, so Easel leaves the override out and '\(o.typeName)' keeps its own '\(name.text)'",
            id: "extension-override", at: name)
          continue
        }
        guard let target = Self.target(of: o, among: classes, pass: &passes[a]) else { continue }
        let b = target.file
        if a != b {
          let used = Self.names(in: passes[a].tokens[o.first...o.last])
          let privates = outline.privateNames.keys.filter { used.contains($0) }.sorted()
          if let p = privates.first(where: { p in
            outlines.indices.contains { $0 != a && outlines[$0].identifiers.contains(p) }
          }) {
            passes[a].report(
              "'\(name.text)' overrides from an extension of '\(o.typeName)' and uses '\(p)', private to this file and named in another; it cannot move into the class (another file) and is left as written",
              id: "extension-override", at: name)
            continue
          }
          // Names no other file uses lose `private` so that the class's file sees them.
          for p in privates {
            for m in outline.privateNames[p] ?? [] where opened[a, default: []].insert(m).inserted {
              passes[a].blank(passes[a].tokens[m].start, passes[a].tokens[m].end)
            }
          }
          for i in outline.imports where !outlines[b].imports.contains(i) {
            if !(importsNeeded[b] ?? []).contains(i) { importsNeeded[b, default: []].append(i) }
          }
        }
        let text = passes[a].take(passes[a].tokens[o.first].start, passes[a].tokens[o.last].end)
        passes[a].count(.extensionOverride)
        let first = passes[a].tokens[o.first]
        var indent = String(repeating: " ", count: max(0, first.column - 1))
        var line = first.line
        if !o.hasAccess, let access = o.extensionAccess, access != "internal" {
          // The extension's access, in the indentation or on a line of its own.
          let word = (access == "private" ? "fileprivate" : access) + " "
          if indent.count >= word.count {
            indent = String(indent.dropLast(word.count)) + word
          } else if line > 1 {
            line -= 1
            indent = word.dropLast() + "\n" + indent
          } else {
            indent = word
          }
        }
        let piece =
          "\n#sourceLocation(file: \(Self.literal(files[a].path)), line: \(line))\n"
          + indent + text
        moved[b, default: [:]][target.declaration.close, default: ""] += piece
      }
    }
    for (b, outline) in outlines.enumerated() {
      // By name, which two modules' classes may share (a Swift library's private layer and
      // the Objective-C one an example target translates): a class declaring `init()` itself
      // is not the one meant.
      for c in outline.classes
      where layerClassesWithoutPlainInit.contains(c.name) && !c.declaresPlainInit {
        let brace = passes[b].tokens[c.close]
        let name = c.name.split(separator: ".").last.map(String.init) ?? c.name
        let piece =
          "\n#sourceLocation(file: \(Self.literal(files[b].path)), line: \(brace.line))\n"
          + "public required init() { fatalError(\"use of unimplemented initializer 'init()' for class '\(name)'\") }"
        moved[b, default: [:]][c.close, default: ""] += piece
      }
    }
    for (b, braces) in moved {
      for (close, text) in braces {
        let brace = passes[b].tokens[close]
        let restore =
          "\n#sourceLocation(file: \(Self.literal(files[b].path)), line: \(brace.line))\n"
          + String(repeating: " ", count: max(0, brace.column - 1))
        passes[b].edits.append(
          SourceEdit(start: brace.start, end: brace.start, replacement: text + restore))
        passes[b].count(.overrideMovedIn)
      }
    }
    for (b, imports) in importsNeeded {
      let end = passes[b].bytes.count
      let text = "\n" + imports.joined(separator: "; ")
      passes[b].edits.append(SourceEdit(start: end, end: end, replacement: text))
    }
    return zip(files, passes).map { file, pass in
      let text = pass.edits.isEmpty ? file.text : pass.edits.applied(to: pass.bytes)
      return SourceRewrite(text: text, counts: pass.counts, diagnostics: pass.diagnostics)
    }
  }

  /// The one class `o` can move into, or `nil` having reported why there is none.
  private static func target(
    of o: TypeOutline.ExtensionOverride,
    among classes: [String: [(file: Int, declaration: TypeOutline.ClassDeclaration)]],
    pass: inout RewritePass
  ) -> (file: Int, declaration: TypeOutline.ClassDeclaration)? {
    let name = pass.tokens[o.nameToken]
    let subject = "'\(name.text)' overrides from an extension of '\(o.typeName)'"
    guard let found = classes[o.typeName] else { return nil }
    guard !o.isConstrained else {
      pass.report(
        "\(subject), a constrained extension; it cannot move into the class and is left as written",
        id: "extension-override", at: name)
      return nil
    }
    guard found.count == 1, let target = found.first else {
      pass.report(
        "\(subject), declared \(found.count) times in this module; it is left as written",
        id: "extension-override", at: name)
      return nil
    }
    let relevant = { (c: [String]) in c.filter { $0 != "true" } }
    guard relevant(o.conditions) == relevant(target.declaration.conditions) else {
      pass.report(
        "\(subject) under an #if the class is not under; it cannot move into the class and is left as written",
        id: "extension-override", at: name)
      return nil
    }
    return target
  }

  /// The identifiers among `tokens`, with the words of string interpolations.
  static func names(in tokens: ArraySlice<SwiftToken>) -> Set<String> {
    var names: Set<String> = []
    for t in tokens {
      if t.kind == .identifier { names.insert(t.text) }
      guard t.kind == .string, t.text.contains("\\(") else { continue }
      let words = t.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      names.formUnion(words.map(String.init))
    }
    return names
  }

  /// `s` as a Swift string literal.
  static func literal(_ s: String) -> String {
    "\""
      + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }
}

extension RewritePass {
  /// The rewritten text of bytes `start..<end`, which are then blanked.
  mutating func take(_ start: Int, _ end: Int) -> String {
    let inside = { (e: SourceEdit) in e.start >= start && e.end <= end }
    let shifted = edits.filter(inside).map {
      SourceEdit(start: $0.start - start, end: $0.end - start, replacement: $0.replacement)
    }
    edits.removeAll(where: inside)
    let text = shifted.applied(to: Array(bytes[start..<end]))
    blank(start, end)
    return text
  }
}
