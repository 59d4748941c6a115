import Foundation

// Unified logging (<os/log.h>) as the `os` façade declares it, which the translation of a
// file that includes the header imports: a log (`os_log_t`) is an `OSLog`,
// `os_log_create(subsystem, category)` makes one, `OS_LOG_DEFAULT` is `OSLog.default`, and
// the logging macros (`os_log_error(log, "…: %@", error)`, which the stub header expands to
// `os_log_with_type(log, OS_LOG_TYPE_ERROR, …)`) are `os_log(_:log:_:_:)` with the level,
// each value after the format a `CVarArg` as for `NSLog`.

extension FileTranslator {
  /// The logs <os/log.h> names, as Swift names them.
  static let logObjects = ["OS_LOG_DEFAULT": "OSLog.default", "OS_LOG_DISABLED": "OSLog.disabled"]

  /// A call of <os/log.h>'s functions: `os_log_create`, `os_log_type_enabled`,
  /// `os_log_with_type`.
  func logCall(_ name: String, _ a: [Expr]) -> Expr? {
    /// A C string as a Swift string: a literal as it is.
    func string(_ e: Expr) -> String {
      e.text.hasPrefix("\"") ? e.text : "String(cString: " + e.text + ")"
    }
    switch name {
    case "os_log_create":
      return Expr(
        text: "OSLog(subsystem: " + string(a[0]) + ", category: " + string(a[1]) + ")",
        type: .object("OSLog"))
    case "os_log_type_enabled":
      // The façade's logs record nothing: Easel's agent keeps the designables quiet.
      return Expr(text: "false", type: .bool, isLiteral: true)
    default:
      let log = a[0].mayBeNil ? "(" + a[0].operand + " ?? .default)" : a[0].text
      let level = "OSLogType(rawValue: UInt8(" + a[1].text + "))"
      // The message is a `StaticString`: a literal, or a C string given as `%@`'s value.
      var values = a[2].text.hasPrefix("\"") ? [a[2].text] : ["\"%@\"", formatArgument(
        Expr(text: "String(cString: " + a[2].text + ")", type: .string))]
      values += a.dropFirst(3).map(formatArgument)
      return Expr(
        text: "os_log(" + level + ", log: " + log + ", " + values.joined(separator: ", ") + ")",
        type: .void)
    }
  }
}
