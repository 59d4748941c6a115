import EaselDiagnostics
import EaselDocument
import Foundation

/// Every change a `ColorRename` makes, worked out before anything is written: printed as a
/// patch by `--dry-run`, carried out by `apply()`.
public struct ColorRenamePlan: Sendable {
  /// One file's edits.
  public struct FileChange: Sendable {
    /// The file.
    public var url: URL
    /// Its bytes before.
    public var original: [UInt8]
    /// The replacements, one a reference.
    public var patches: [BytePatch]
    /// Where each reference is.
    public var references: [SourceLocation]
    /// A storyboard or xib (edited through `IBDocument`), else a source file.
    public var isDocument: Bool

    /// Its bytes after.
    public var changed: [UInt8] {
      var out = original
      for patch in patches.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
        out.replaceSubrange(patch.range, with: patch.replacement)
      }
      return out
    }
  }

  /// A colour set's folder renamed.
  public struct FolderMove: Sendable {
    /// `Assets.xcassets/Old.colorset`.
    public var from: URL
    /// `Assets.xcassets/New.colorset`.
    public var to: URL
  }

  /// The rename.
  public var rename: ColorRename
  /// Asset-catalog colour, palette colour, or both.
  public var kinds: Set<ColorKind> = []
  /// The files that change, documents first.
  public var files: [FileChange] = []
  /// The colour sets renamed.
  public var folders: [FolderMove] = []

  /// How many references change.
  public var referenceCount: Int { files.map(\.patches.count).reduce(0, +) }

  /// `'blueClr' → 'oceanClr' (palette colour): 3 references in 2 files, 0 colour sets`.
  public var summary: String {
    let what = kinds.sorted().map { $0 == .named ? "asset-catalog colour" : "palette colour" }
      .joined(separator: " and ")
    let n = referenceCount
    return "'\(rename.old)' → '\(rename.new)' (\(what)): \(n) reference\(n == 1 ? "" : "s") in "
      + "\(files.count) file\(files.count == 1 ? "" : "s"), \(folders.count) colour "
      + "set\(folders.count == 1 ? "" : "s")"
  }

  /// The changes as a git-style patch (`git apply` takes it): a rename header per colour
  /// set, then a unified diff with three lines of context per file; paths relative to
  /// `base` when under it.
  public func diff(relativeTo base: URL) -> String {
    func name(_ url: URL) -> String {
      let root = base.standardizedFileURL.path
      let path = url.standardizedFileURL.path
      return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
    var out = ""
    for move in folders {
      // A folder has no diff of its own: git shows its files' renames.
      let fm = FileManager.default
      for file in (try? fm.contentsOfDirectory(atPath: move.from.path))?.sorted() ?? [] {
        let from = move.from.appendingPathComponent(file)
        let to = move.to.appendingPathComponent(file)
        out += "diff --git a/\(name(from)) b/\(name(to))\nsimilarity index 100%\n"
        out += "rename from \(name(from))\nrename to \(name(to))\n"
      }
    }
    for file in files {
      let path = name(file.url)
      out += "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
      out += LineDiff.unified(file.original, file.changed, context: 3)
    }
    return out
  }

  /// Carries the plan out: checks every changed document opens again with the new name and
  /// without the old, then writes each file atomically (a temporary file renamed over it)
  /// and renames the colour sets. Throws before writing anything when a check fails.
  public func apply() throws(ColorRenameError) {
    var documents: [(IBDocument, URL)] = []
    for file in files where file.isDocument {
      do {
        let document = try IBDocument(bytes: file.original, path: file.url.path)
        try document.apply(file.patches)
        // Reopen what would be written, and look for the old name where a rename puts it.
        let reopened = try IBDocument(bytes: document.bytes, path: file.url.path)
        let left = rename.documentPatches(
          reopened, named: kinds.contains(.named), palette: kinds.contains(.palette))
        if let first = left.first {
          throw ColorRenameError(
            "'\(rename.old)' is still there after the rename; nothing was renamed",
            at: first.location)
        }
        documents.append((document, file.url))
      } catch let error as DocumentError {
        throw ColorRenameError(error.message + "; nothing was renamed", at: error.location)
      } catch let error as ColorRenameError {
        throw error
      } catch {
        throw ColorRenameError("\(error); nothing was renamed")
      }
    }
    for file in files {
      if (try? Data(contentsOf: file.url)).map([UInt8].init) != file.original {
        throw ColorRenameError(
          "the file changed since it was read; nothing was renamed", at: file.url.path)
      }
    }
    for (document, url) in documents {
      do {
        try document.write(to: url.resolvingSymlinksInPath())
      } catch {
        throw ColorRenameError(error.message, at: error.location)
      }
    }
    for file in files where !file.isDocument {
      do {
        try Data(file.changed).write(to: file.url.resolvingSymlinksInPath(), options: .atomic)
      } catch {
        throw ColorRenameError(
          "cannot write: \(error.localizedDescription)", at: file.url.path)
      }
    }
    for move in folders {
      do {
        try FileManager.default.moveItem(at: move.from, to: move.to)
      } catch {
        throw ColorRenameError(
          "cannot rename to \(move.to.lastPathComponent): " + error.localizedDescription,
          at: move.from.path)
      }
    }
  }
}

/// A unified diff of two texts that have the same lines but for changed ones (a rename
/// never adds or removes a line break); any other pair is shown as one whole-file hunk.
enum LineDiff {
  /// `@@ -a,n +a,n @@` hunks with `context` unchanged lines around each change.
  static func unified(_ a: [UInt8], _ b: [UInt8], context: Int) -> String {
    let old = lines(a)
    let new = lines(b)
    guard old.count == new.count else {
      return "@@ -1,\(old.count) +1,\(new.count) @@\n"
        + old.map { "-" + $0 + "\n" }.joined() + new.map { "+" + $0 + "\n" }.joined()
    }
    let changed = old.indices.filter { old[$0] != new[$0] }
    var out = ""
    var i = 0
    while i < changed.count {
      var last = i
      while last + 1 < changed.count && changed[last + 1] - changed[last] <= 2 * context + 1 {
        last += 1
      }
      let start = max(0, changed[i] - context)
      let end = min(old.count - 1, changed[last] + context)
      let count = end - start + 1
      out += "@@ -\(start + 1),\(count) +\(start + 1),\(count) @@\n"
      var minus: [String] = []
      var plus: [String] = []
      func flush() {
        out += minus.map { "-" + $0 + "\n" }.joined() + plus.map { "+" + $0 + "\n" }.joined()
        minus = []
        plus = []
      }
      for k in start...end {
        if old[k] == new[k] {
          flush()
          out += " " + old[k] + "\n"
        } else {
          minus.append(old[k])
          plus.append(new[k])
        }
      }
      flush()
      i = last + 1
    }
    return out
  }

  /// The lines of a text, without their line breaks (a last empty line dropped).
  static func lines(_ bytes: [UInt8]) -> [String] {
    var parts = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    if parts.last == "" { parts.removeLast() }
    return parts
  }
}
