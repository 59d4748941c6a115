import EaselDiagnostics
import EaselInspect
import EaselObjC
import Foundation

/// Makes source files compilable as part of an agent without changing what the compiler
/// reports. An app's `@main` or `@UIApplicationMain` would clash with the agent's own entry
/// point, and what needs the Objective-C runtime (`@objc`, `#selector`, `#keyPath`, optional
/// protocol requirements, …) is an error on Linux; `SourceRewriter` rewrites those, keeping
/// every line where it was, and the file is then compiled from a copy that starts with a
/// `#sourceLocation` naming the original, so diagnostics point at the user's file. A file
/// nothing was rewritten in is compiled as it is.
enum SourcePreparation {
  /// What preparing a set of files did.
  struct Outcome {
    /// The files to compile, in the order given: originals, or rewritten copies.
    var files: [URL]
    /// What was rewritten, by original path (files with no rewrite are absent).
    var rewrites: [String: SourceRewrite]
    /// What was found and left alone (Objective-C runtime API, …).
    var diagnostics: [Diagnostic]

    /// All rewrites made, in all files.
    var total: Int { rewrites.values.reduce(0) { $0 + $1.total } }
  }

  /// Prepares `files`, one module, into `work`, gathering first the optional protocol
  /// requirements of all of them so that calls in one file to requirements declared in
  /// another are rewritten too; overrides declared in an extension move into their class,
  /// in whichever file it is. A file declaring private inspectables `plan` registers gets
  /// their same-file accessors appended (`sameFileAccessors(in:for:)`), and one declaring
  /// members Objective-C sees gets the selector table of those `objcScope` lists
  /// (`sameFileSelectors(in:for:listing:)`). A file `texts` has (by path) is compiled from
  /// that text instead of its contents.
  static func prepare(
    _ files: [URL], in work: URL, plan: RegistrationPlan? = nil,
    objcScope: ObjCTableScope = .every, texts: [String: String] = [:]
  ) throws -> Outcome {
    // A file two targets of the module list (an app's and its extension's) is compiled once.
    var seen: Set<String> = []
    let files = files.filter { seen.insert($0.standardizedFileURL.path).inserted }
    var sources: [String] = []
    for file in files { sources.append(try texts[file.path] ?? read(file)) }
    var rewriter = SourceRewriter(gatheringFrom: sources)
    rewriter.layerClassesWithoutPlainInit = plan?.layerClassesWithoutPlainInit ?? []
    rewriter.dynamicMemberOwners = Self.dynamicMemberOwners
    rewriter.cfStringConstants = Self.cfStringConstants
    rewriter.stringStructs = Self.stringStructs
    let rewrites = rewriter.rewrite(
      module: zip(files, sources).map { SourceFile(path: $0.path, text: $1) })
    var outcome = Outcome(files: [], rewrites: [:], diagnostics: [])
    // swiftc refuses two files of one module with the same name ("filename used twice"),
    // which a slice taking files from two folders can give (two apps' Extensions.swift): the
    // second is compiled from a copy, its diagnostics still naming the original.
    var names: Set<String> = []
    for ((file, source), rewrite) in zip(zip(files, sources), rewrites) {
      let nameTaken = !names.insert(file.lastPathComponent).inserted
      outcome.diagnostics += rewrite.diagnostics
      let accessors = plan.flatMap { plan -> String? in
        let parts = [
          sameFileAccessors(in: file.path, for: plan),
          sameFileSelectors(in: file.path, for: plan, listing: objcScope),
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined()
      }
      guard rewrite.changed || accessors != nil || nameTaken || texts[file.path] != nil else {
        outcome.files.append(file)
        continue
      }
      if rewrite.changed { outcome.rewrites[file.path] = rewrite }
      let text = (rewrite.changed ? rewrite.text : source) + (accessors ?? "")
      outcome.files.append(try writeCopy(of: file, text: text, in: work))
    }
    return outcome
  }

  /// The façade's class members Darwin finds on an `AnyObject`, read once from the name table.
  static let dynamicMemberOwners = ObjCNameTable.shared.dynamicMemberOwners
  /// The SDK's `CFStringRef` constants and string structs, read once from the name table.
  static let cfStringConstants = ObjCNameTable.shared.cfStringConstants
  static let stringStructs = ObjCNameTable.shared.stringStructSwiftNames

  /// Prepares one file on its own: the optional requirements it declares itself are the
  /// only ones whose calls are rewritten. Returns the file to compile.
  static func prepare(_ file: URL, in work: URL) throws -> URL {
    let source = try read(file)
    var rewriter = SourceRewriter(gatheringFrom: [source])
    rewriter.dynamicMemberOwners = dynamicMemberOwners
    rewriter.cfStringConstants = cfStringConstants
    rewriter.stringStructs = stringStructs
    let rewrite = rewriter.rewrite(source, path: file.path)
    guard rewrite.changed else { return file }
    return try writeCopy(of: file, text: rewrite.text, in: work)
  }

  private static func read(_ file: URL) throws -> String {
    String(decoding: try Data(contentsOf: file), as: UTF8.self)
  }

  /// Writes `text` to a fresh file in `work`, after a `#sourceLocation` naming `file`.
  static func writeCopy(of file: URL, text: String, in work: URL) throws -> URL {
    let escaped = file.path.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    let copy = work.appendingPathComponent(
      "prepared-\(UUID().uuidString)-" + file.lastPathComponent)
    let body = "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + text
    try Data(body.utf8).write(to: copy)
    return copy
  }
}
