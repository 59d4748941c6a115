import EaselDiagnostics
import Foundation

/// XML and binary property lists: `project.pbxproj` is old-style as Xcode writes it, but Xcode
/// reads every property list format, and old CocoaPods wrote the Pods project's file as XML
/// (`<?xml …?><plist version="1.0"><dict>…`). Foundation reads both; the values are given
/// as the old-style reader gives them, every scalar a string.
extension PropertyListParser {
  /// Whether `data` is an XML or a binary property list rather than an old-style one: it
  /// opens, after any byte order mark and white space, with `<?xml`, `<!DOCTYPE`, `<plist`
  /// or `bplist`.
  static func isXMLOrBinary(_ data: Data) -> Bool {
    var bytes = data.prefix(512)[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let text = String(
      decoding: bytes.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }, as: UTF8.self)
    return ["<?xml", "<!DOCTYPE", "<plist", "bplist"].contains { text.hasPrefix($0) }
  }

  /// Reads an XML or binary property list; a file Foundation cannot read throws a
  /// ``ProjectFileError`` at its first line, with Foundation's reason.
  static func parseXMLOrBinary(_ data: Data, file: String) throws -> PropertyListValue {
    let start = SourceLocation(file: file, line: 1, column: 1)
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw ProjectFileError(
        .malformed, "not a well-formed XML or binary property list (\(reason(error)))",
        at: start)
    }
    return value(of: object)
  }

  /// Foundation's reason for `error`, without its boilerplate when it gives a debug
  /// description.
  private static func reason(_ error: Error) -> String {
    let info = (error as NSError).userInfo
    return (info["NSDebugDescription"] as? String) ?? error.localizedDescription
  }

  /// `object` as the old-style reader would give it: strings, numbers and dates as strings
  /// (a boolean as `YES` or `NO`, as old-style files spell one), data as bytes.
  private static func value(of object: Any) -> PropertyListValue {
    switch object {
    case let s as String: .string(s)
    case let d as [String: Any]: .dictionary(d.mapValues(value(of:)))
    case let a as [Any]: .array(a.map(value(of:)))
    case let d as Data: .data([UInt8](d))
    // `<true/>` and `<integer>1</integer>` both cast to `Bool`; only a boolean is a `char`.
    case let n as NSNumber where String(cString: n.objCType) == "c":
      .string(n.boolValue ? "YES" : "NO")
    case let n as NSNumber: .string(n.stringValue)
    case let date as Date: .string(ISO8601DateFormatter().string(from: date))
    default: .string(String(describing: object))
    }
  }
}
