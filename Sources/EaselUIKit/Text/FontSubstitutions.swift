internal import EaselGraphics
import Foundation

/// iOS fonts drawn with another family, each face once in the process: Linux has none of
/// iOS's fonts, so `UIFont(name:size:)` draws them with stand-ins (`IOSFonts`), and the scene
/// renderer takes this record after each piece of user code and reports it, so that no face is
/// substituted silently.
public final class FontSubstitutions: @unchecked Sendable {
  /// One substitution: `requested` (as the code or document spelled it) means iOS's
  /// `postScriptName` of `family`, drawn with `drawnWith`.
  public struct Substitution: Hashable, Sendable {
    /// The name as the code or document gave it.
    public var requested: String
    /// iOS's face it means.
    public var postScriptName: String
    /// iOS's family of that face.
    public var family: String
    /// The installed family it is drawn with.
    public var drawnWith: String

    /// Whether `requested` is a private name of the system's fonts, answered with
    /// `postScriptName` as Core Text answers it (`UIFont.init?(name:size:)`).
    public var privateName = false

    /// What is said of it: which iOS face, drawn with what.
    public var message: String {
      if privateName {
        return "font '\(requested)' is a private name of the system font: since iOS 13 Core "
          + "Text gives \(postScriptName) for it, and so does Easel (the system font is "
          + "UIFont.systemFont(ofSize:weight:), or the font's descriptor)"
      }
      let asked =
        requested == postScriptName
        ? "font \(postScriptName)" : "font '\(requested)' (iOS's \(postScriptName))"
      return "\(asked) is one of iOS's, which Linux lacks: drawn with \(drawnWith), the closest "
        + "installed stand-in for \(family)"
    }
  }

  /// The record `UIFont(name:size:)` writes to.
  public static let shared = FontSubstitutions()

  private let lock = NSLock()
  private var seen: Set<String> = []
  private var pending: [Substitution] = []

  package init() {}

  /// Records a substitution, once per iOS face in the process.
  func record(_ substitution: Substitution) {
    lock.withLock {
      guard seen.insert(substitution.postScriptName).inserted else { return }
      pending.append(substitution)
    }
  }

  /// Records that the private name `name` was asked for and answered with the face
  /// `postScriptName`, once per name in the process.
  package func record(privateName name: String, answeredWith postScriptName: String) {
    lock.withLock {
      guard seen.insert(name).inserted else { return }
      var said = Substitution(
        requested: name, postScriptName: postScriptName, family: "", drawnWith: "")
      said.privateName = true
      pending.append(said)
    }
  }

  /// The substitutions recorded since the last call.
  public func take() -> [Substitution] {
    lock.withLock {
      defer { pending.removeAll() }
      return pending
    }
  }
}

extension IOSFontFace {
  /// The family to draw the face with: the first of its candidates an installed font has,
  /// else the last (drawn with whatever fontconfig falls back to); a stand-in is recorded
  /// in `substitutions` as `requested` (none for UIKit's own defaults, which no code named).
  package func drawnFamily(
    requested: String, recordingIn substitutions: FontSubstitutions? = .shared
  ) -> String {
    let family = candidates.first(where: FontRegistry.hasFamily) ?? candidates[candidates.count - 1]
    if family != self.family {
      substitutions?.record(
        FontSubstitutions.Substitution(
          requested: requested, postScriptName: postScriptName, family: self.family,
          drawnWith: FontRegistry.drawnFamily(for: family)))
    }
    return family
  }
}
