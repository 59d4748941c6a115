import EaselDiagnostics
import Foundation

/// A parsed `.strings` file: the key–value tables behind `NSLocalizedString` and a
/// storyboard's per-language translations (`"<ObjectID>.text" = "…";`).
///
/// The grammar is the old NeXT property-list format as Foundation reads it
/// (`CFOldStylePList.c`): a dictionary without braces (`"key" = "value";`) or with them
/// (`{ "key" = "value"; }`); keys and values quoted with `"` or `'`, or bare tokens of
/// `[A-Za-z0-9_$/:.-]`; `"key";` meaning the value is the key; `//` and `/* */` comments;
/// the escapes `\n \t \r \a \b \f \v \" \' \\`, `\Uxxxx` and octal `\ooo` (a backslash
/// before any other character keeps that character: `\u00e9` reads `u00e9` in Foundation
/// too). The bytes are UTF-8, or UTF-16 with a byte-order mark (UTF-8 may have one too).
///
/// Problems that Foundation refuses the file for (a missing `;` or `=`, an unterminated
/// value, invalid UTF-8), and an unterminated comment (which Foundation runs to the end of
/// the file), are thrown as a ``StringsFileError`` carrying `file:line:col` and the line.
/// Problems Foundation tolerates (a duplicate key: the last wins; an unknown escape; a
/// stray `;` after which Foundation ignores the rest of the file) are kept in
/// ``diagnostics`` as located warnings, and the entries are the ones Foundation reads.
public struct StringsFile: Sendable {
  /// One `key = value;` pair, where its key starts in the file.
  public struct Entry: Sendable, Hashable {
    /// The key, escapes resolved.
    public var key: String
    /// The value, escapes resolved (the key itself for the `"key";` short form).
    public var value: String
    /// Where the key starts.
    public var location: SourceLocation

    /// Creates an entry.
    public init(key: String, value: String, location: SourceLocation) {
      self.key = key
      self.value = value
      self.location = location
    }
  }

  /// The file the entries came from, as given to ``parse(_:path:)``.
  public var path: String
  /// Every entry in file order, duplicates included (the last of them is the one in force).
  public var entries: [Entry]
  /// Warnings about things Foundation accepts but that are probably mistakes.
  public var diagnostics: [Diagnostic]
  /// The entry in force for each key: an index into ``entries``.
  private var indexByKey: [String: Int]

  /// Creates a table from entries already parsed; later duplicates win.
  public init(path: String, entries: [Entry], diagnostics: [Diagnostic] = []) {
    self.path = path
    self.entries = entries
    self.diagnostics = diagnostics
    var index: [String: Int] = [:]
    for (i, entry) in entries.enumerated() { index[entry.key] = i }
    indexByKey = index
  }

  /// The value for `key`, or `nil` when the file has no such key.
  public subscript(key: String) -> String? {
    indexByKey[key].map { entries[$0].value }
  }

  /// The entry in force for `key` (the last one, when the key is repeated).
  public func entry(forKey key: String) -> Entry? {
    indexByKey[key].map { entries[$0] }
  }

  /// The keys in force, in the order they first appear.
  public var keys: [String] {
    var seen = Set<String>()
    return entries.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
  }

  /// How many distinct keys the file defines.
  public var count: Int { indexByKey.count }

  /// The table as a dictionary (last duplicate wins).
  public var dictionary: [String: String] {
    indexByKey.mapValues { entries[$0].value }
  }

  /// Parses the bytes of a `.strings` file; `path` is used only in locations.
  ///
  /// - Throws: ``StringsFileError`` when Foundation would refuse the file.
  public static func parse(_ data: Data, path: String) throws(StringsFileError) -> StringsFile {
    let text = try StringsFileDecoder.utf8Bytes(of: data, path: path)
    var parser = StringsFileParser(bytes: text.bytes, path: path)
    let entries = try parser.parseFile()
    return StringsFile(path: path, entries: entries, diagnostics: text.notes + parser.diagnostics)
  }

  /// Reads and parses the `.strings` file at `url`.
  ///
  /// - Throws: ``StringsFileError`` when the file cannot be read or Foundation would refuse it.
  public static func load(contentsOf url: URL) throws(StringsFileError) -> StringsFile {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw StringsFileError(
        message: "cannot read the file: \(error.localizedDescription)",
        location: SourceLocation(file: url.path, line: 1, column: 1), lineText: "")
    }
    return try parse(data, path: url.path)
  }
}
