import Foundation

/// The Swift language mode a module compiles in, chosen from its `SWIFT_VERSION` as Xcode
/// chooses it.
///
/// Current Xcode offers `SWIFT_VERSION` 4.0, 4.2, 5.0 and 6.0, each its own language mode
/// (`-swift-version 4|4.2|5|6`); Swift 4.1 code was built as 4.0. A 2.x or 3.x version is
/// refused: Xcode 10.2 dropped Swift 3 mode, and today's compilers have no such mode. An
/// unset version is built in Swift 5, the compiler's default. Differs from Xcode: Xcode
/// refuses a target with Swift files and no `SWIFT_VERSION`; CocoaPods and SwiftPM always
/// state one (a pod without `swift_version` takes its app's, a package's follows its tools
/// version), so an unset one is only an app target's or a folder's.
public enum SwiftLanguageMode: Sendable, Hashable {
  case swift4
  case swift4_2
  case swift5
  case swift6
  /// A version current Xcode does not build (`2.3`, `3.0`), as the project writes it.
  case unsupported(String)

  /// The mode for `SWIFT_VERSION` `version` (`"4.0"`, `"4.2"`, `"5"`, `"6.0"`); Swift 5 when
  /// it is unset or not a version number (an unresolved `$(…)`).
  public init(swiftVersion version: String?) {
    let text = (version ?? "").trimmingCharacters(in: .whitespaces)
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard let major = parts.first.flatMap({ Int($0) }) else {
      self = .swift5
      return
    }
    let minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    switch major {
    case ..<4: self = .unsupported(text)
    case 4: self = minor >= 2 ? .swift4_2 : .swift4
    case 5: self = .swift5
    default: self = .swift6
    }
  }

  /// What `-swift-version` is given, or nil for a version no compiler here builds.
  public var compilerArgument: String? {
    switch self {
    case .swift4: "4"
    case .swift4_2: "4.2"
    case .swift5: "5"
    case .swift6: "6"
    case .unsupported: nil
    }
  }

  /// The refusal of an unsupported version: why the module `name` (from `origin`) is not
  /// built; nil for a mode that is built.
  public func refusal(module name: String, origin: String) -> String? {
    guard case .unsupported(let version) = self else { return nil }
    return
      "\(name) is Swift \(version) (SWIFT_VERSION of \(origin)), which current Xcode does "
      + "not build: it builds Swift 4.0, 4.2, 5 and 6. Migrate the code to Swift 4 or later "
      + "and set SWIFT_VERSION to match"
  }
}
