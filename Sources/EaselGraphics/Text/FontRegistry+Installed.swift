internal import CPango
import Foundation

extension FontRegistry {
  /// The family fontconfig draws a request for `family` with: `family` itself when an
  /// installed or registered font has it, else fontconfig's fallback for it.
  public static func drawnFamily(for family: String) -> String {
    if let known = installed.lock.withLock({ installed.drawn[family] }) { return known }
    let drawn = PangoEngine.shared.locked { () -> String in
      guard let pattern = FcPatternCreate() else { return family }
      defer { FcPatternDestroy(pattern) }
      _ = FcPatternAddString(pattern, FC_FAMILY, family)
      _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
      FcDefaultSubstitute(pattern)
      var result = FcResultNoMatch
      guard let match = FcFontMatch(nil, pattern, &result) else { return family }
      defer { FcPatternDestroy(match) }
      var name: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(match, FC_FAMILY, 0, &name) == FcResultMatch, let name else {
        return family
      }
      // A font with several family names (`Gillius ADF`, `Gillius ADF Cond`) has the one
      // asked for among them.
      var index: Int32 = 0
      var alias: UnsafeMutablePointer<FcChar8>?
      while FcPatternGetString(match, FC_FAMILY, index, &alias) == FcResultMatch, let alias {
        let aliasName = String(cString: alias)
        if aliasName.caseInsensitiveCompare(family) == .orderedSame { return aliasName }
        index += 1
      }
      return String(cString: name)
    }
    installed.lock.withLock { installed.drawn[family] = drawn }
    return drawn
  }

  /// Whether an installed or registered font has the family `family`.
  public static func hasFamily(_ family: String) -> Bool {
    drawnFamily(for: family).caseInsensitiveCompare(family) == .orderedSame
  }

  /// Forgets what `drawnFamily(for:)` found: a font was registered.
  static func forgetDrawnFamilies() {
    installed.lock.withLock { installed.drawn.removeAll() }
  }

  /// What fontconfig drew each family asked for with, behind a lock.
  private final class Installed: @unchecked Sendable {
    let lock = NSLock()
    var drawn: [String: String] = [:]
  }
  private static let installed = Installed()
}
