/// The declarations of files importing a module the build cannot provide (SwiftUI) that the
/// rest of a build reaches.
///
/// Xcode compiles every file of a target; the only reason to leave code out here is that
/// Linux lacks a module. A file of an app's helpers importing SwiftUI for one extension
/// (`extension Color { init(hex:) }`) often declares, beside it, what UIKit views use
/// (`extension UIColor { convenience init(hex:) }`). Such a file is cut to the top-level
/// declarations the other files reach, as `DeclarationSlice` follows them, except that a
/// member of an extension is taken from it only for a reference whose declaration names the
/// extended type (or a UIKit subclass of it): names match without types, and SwiftUI's
/// `Color.init(hex:)` is no answer to `UIColor(hex:)`. Nothing is kept for conformances or
/// subscripts alone, and members looked up by selector at run time are not followed. A class
/// the build is made for (a document names it) is kept with what it reaches: its file's
/// import of the missing module may be the only thing it does not need (an app's button
/// importing a Carthage framework it never uses), and when it does use the module, its build
/// fails on its own lines. What is
/// left out is blanked in place, lines and columns kept; the import of the missing module is
/// left out by the build as any missing module's is, so that a kept declaration that does
/// use the module fails with errors located in the user's lines.
public enum MissingModuleCut {
  /// Path → the text of each file of `cut` (paths of `files`) with the declarations the
  /// other `files` do not reach blanked; a file whose top level cannot be split, or that
  /// loses nothing, is not in it.
  ///
  /// An extension giving a framework class `@IBInspectable`s or key-value settable members
  /// (`scan` has them) is kept, as `DeclarationSlice` keeps it: a document may set its keys;
  /// so is the declaration of each class of `roots` (names a document may give it).
  public static func texts(
    of cut: Set<String>, files: [(path: String, text: String)], scan: ScanResult,
    roots: Set<String> = []
  ) -> [String: String] {
    var decls: [Declaration] = []
    var ranges: [String: Range<Int>] = [:]
    var texts: [String: String] = [:]
    let scanned = Dictionary(scan.files.map { ($0.path, $0.symbols) }) { a, _ in a }
    for (k, file) in files.enumerated() {
      let start = decls.count
      if cut.contains(file.path), let found = Declaration.split(file.text, file: k, path: file.path)
      {
        decls += found
        ranges[file.path] = start..<decls.count
        texts[file.path] = file.text
      } else if let symbols = scanned[file.path] {
        // Another file, followed whole: what the scan found it declares and names is enough.
        var d = Declaration(kind: .declaration, file: k, bytes: 0..<0, lines: 1...1)
        d.names = symbols.topLevelNames.union(symbols.nestedTypeNames)
        d.references = symbols.references.union(symbols.implicitMemberReferences)
        d.labelOnly = symbols.labelOnlyReferences.subtracting(symbols.implicitMemberReferences)
        decls.append(d)
      } else {
        decls.append(Declaration.whole(file: k, text: file.text, path: file.path))
      }
    }
    guard !ranges.isEmpty else { return [:] }
    let typed = ranges.values.reduce(into: Set<Int>()) { $0.formUnion($1) }
    var graph = Graph(decls)
    graph.typedMembersOnly = typed
    for k in decls.indices where !typed.contains(k) { graph.keep(k) }
    for f in scan.files {
      guard let range = ranges[f.path] else { continue }
      for e in f.extensions
      where (!e.inspectables.isEmpty || e.objcMembers.contains { $0.settableKey != nil })
        && !graph.projectTypes.contains(e.extendedType)
      {
        if let d = range.first(where: { decls[$0].lines.contains(e.location.line) }) {
          graph.keep(d)
        }
      }
      for c in f.classes where c.documentNames.contains(where: roots.contains) {
        if let d = range.first(where: { decls[$0].lines.contains(c.location.line) }) {
          graph.keep(d)
        }
      }
    }
    _ = graph.close(stoppingAtRuntimeLookups: false)
    var result: [String: String] = [:]
    for (path, range) in ranges {
      let dropped = range.filter { !graph.kept.contains($0) && decls[$0].kind == .declaration }
      guard !dropped.isEmpty, let text = texts[path] else { continue }
      result[path] = DeclarationSlice.blank(text, dropped.map { decls[$0].bytes })
    }
    return result
  }
}
