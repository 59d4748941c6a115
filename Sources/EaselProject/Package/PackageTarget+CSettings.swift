/// A package target's `cSettings:`, read as text.
///
/// SwiftPM compiles a C-family target's files with each `.headerSearchPath("path")` (relative
/// to the target's folder) as `-I`, and each `.define("NAME")` or `.define("NAME", to:
/// "VALUE")` as `-D`. A setting whose condition (`.when(platforms:configuration:)`) leaves out
/// an iOS debug build is not applied, as on iOS. What Easel cannot read without running the
/// manifest (a path or name that is not a string literal, `.unsafeFlags`, settings built in
/// a variable) is listed in `unread`, for a warning.
public struct CSettings: Hashable, Sendable {
  /// `.headerSearchPath` paths, relative to the target's folder.
  public var headerSearchPaths: [String] = []
  /// `.define` macros: `NAME` or `NAME=VALUE`, as clang's `-D` takes them.
  public var defines: [String] = []
  /// The settings not applied because they cannot be read as text, as written
  /// (`.unsafeFlags`, `.headerSearchPath(path)`).
  public var unread: [String] = []

  /// Nothing set.
  public init() {}

  /// Reads a `cSettings:` argument.
  init(_ list: ManifestExpression?) {
    guard let list else { return }
    guard case .array(let items) = list else {
      unread.append("cSettings (not an array literal)")
      return
    }
    for item in items {
      guard case .call(let name, let args) = item else {
        unread.append("a setting that is not a call")
        continue
      }
      guard Self.applies(args.dropFirst().map(\.value)) else { continue }
      let first = args.first?.value.string
      switch (name, first) {
      case ("headerSearchPath", let path?):
        headerSearchPaths.append(path)
      case ("define", let macro?):
        let value = args.first { $0.label == "to" }?.value
        if let value, value.string == nil {
          unread.append(".define(\"\(macro)\", to: …)")
        } else {
          defines.append(value?.string.map { "\(macro)=\($0)" } ?? macro)
        }
      default:
        unread.append(".\(name)(…)")
      }
    }
  }

  /// Whether a setting with these trailing arguments applies to an iOS debug build: no
  /// `.when`, or one whose `platforms:` list `.iOS` and whose `configuration:` is `.debug`.
  static func applies(_ trailing: [ManifestExpression]) -> Bool {
    for value in trailing {
      guard case .call("when", _) = value else { continue }
      if case .array(let platforms)? = value.argument("platforms"),
        !platforms.contains(.member("iOS"))
      {
        return false
      }
      if case .member(let configuration)? = value.argument("configuration"),
        configuration != "debug"
      {
        return false
      }
    }
    return true
  }
}
