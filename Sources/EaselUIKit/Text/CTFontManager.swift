internal import EaselGraphics
import Foundation

// Core Text's font registration, as apps and icon-font libraries call it to make a bundled
// font available (`CTFontManagerRegisterGraphicsFont`, `CTFontManagerRegisterFontsForURL`):
// the font is registered with fontconfig (`FontRegistry`), text in its family draws with
// it, and `UIFont(name:size:)` finds it by its PostScript name.

/// Core Foundation's URL, as font registration takes it. `NSURL` itself, which Linux has no
/// toll-free bridging to: both spellings iOS accepts compile, `url as CFURL` for a `URL`
/// (bridged by `as`) and `nsurl as CFURL` for an `NSURL`.
public typealias CFURL = NSURL

/// How widely a registered font is available, as `CTFontManagerScope`.
public enum CTFontManagerScope: UInt32, Sendable {
  case none = 0
  /// This process only (what Easel does whatever the scope).
  case process = 1
  /// Every process of the user (persistent).
  case persistent = 2
  /// The login session.
  case session = 3
}

extension CTFontManagerScope {
  /// The user's scope (the same as `.persistent`).
  public static let user = CTFontManagerScope.persistent
}

/// Registers a font made from data (`CGFont(provider)`); false, with an error, when its bytes
/// are not a font.
public func CTFontManagerRegisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  let faces = font.data.map { FontRegistry.register(data: $0) } ?? []
  return registered(faces, error, what: font.fullName ?? "the font's data")
}

/// Registers the fonts of the file at `fontURL`.
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  let url = fontURL as URL
  return registered(FontRegistry.register(fileAt: url), error, what: url.lastPathComponent)
}

/// Unregisters a font made from data (kept: a render never needs it gone).
public func CTFontManagerUnregisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { true }

/// Unregisters the fonts of a file (kept: a render never needs them gone).
public func CTFontManagerUnregisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { true }

/// The description of a Core Foundation error, as `CFErrorCopyDescription`.
public func CFErrorCopyDescription(_ err: CFError!) -> CFString! {
  err?.localizedDescription ?? ""
}

private func registered(
  _ faces: [FontRegistry.Face], _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?,
  what: String
) -> Bool {
  guard faces.isEmpty else { return true }
  let failure = NSError(
    domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: 105,
    userInfo: [NSLocalizedDescriptionKey: "\(what) is not a font that could be registered"])
  error?.pointee = Unmanaged.passRetained(failure)
  return false
}
