internal import CPango
import Foundation

/// Fonts registered at run time, as an app registers its own (`UIAppFonts`,
/// `CTFontManagerRegisterGraphicsFont`): the file is added to fontconfig's application fonts
/// and Pango's font map is told, so text in that family draws with it; each font's
/// PostScript and full names are remembered so that `UIFont(name:size:)` finds it by
/// either, as iOS does.
public enum FontRegistry {
  /// A registered font face.
  public struct Face: Sendable, Equatable {
    /// The family fontconfig knows it by (what text is drawn with).
    public var family: String
    /// The PostScript name (`FontAwesome`, `Montserrat-Bold`).
    public var postScriptName: String
    /// The full name (`Montserrat Bold`), or the PostScript name when the font has none.
    public var fullName: String
    /// Its weight on CSS's scale (400 regular, 700 bold).
    public var weight: Int
    /// Whether it slants.
    public var italic: Bool
  }

  /// What has been registered in this process, behind a lock.
  private final class Registered: @unchecked Sendable {
    let lock = NSLock()
    var faces: [String: Face] = [:]
    var byFullName: [String: Face] = [:]
    /// The faces of each file registered, by path.
    var files: [String: [Face]] = [:]
  }
  private static let registered = Registered()

  /// Registers the font file at `url`; returns its faces (empty when it is not a font
  /// fontconfig can read). Registering a file twice registers it once and reads it once.
  @discardableResult
  public static func register(fileAt url: URL) -> [Face] {
    let path = url.standardizedFileURL.path
    if let known = registered.lock.withLock({ registered.files[path] }) { return known }
    let found = query(path)
    guard !found.isEmpty else { return [] }
    let isNew = registered.lock.withLock {
      defer { registered.files[path] = found }
      return registered.files[path] == nil
    }
    if isNew {
      PangoEngine.shared.locked {
        _ = FcConfigAppFontAddFile(FcConfigGetCurrent(), path)
        #if os(Linux)
          // Pango's fontconfig map keeps its font list: it must read fontconfig's again.
          pango_fc_font_map_config_changed(PangoEngine.shared.fontMap)
        #endif
      }
      forgetDrawnFamilies()
    }
    registered.lock.withLock {
      for f in found {
        registered.faces[f.postScriptName] = f
        registered.byFullName[f.fullName] = f
      }
    }
    return found
  }

  /// Registers a font from its bytes (written to a file fontconfig can read, once per
  /// content); returns its faces.
  @discardableResult
  public static func register(data: Data) -> [Face] {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-fonts")
    let file = folder.appendingPathComponent(String(hash, radix: 16) + ".font")
    if !FileManager.default.fileExists(atPath: file.path) {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: file, options: .atomic)
      } catch {
        return []
      }
    }
    return register(fileAt: file)
  }

  /// The registered face `UIFont(name:size:)` means by `name`: the one with that PostScript
  /// name, else the one with that full name (iOS matches both; not the family name).
  public static func face(named name: String) -> Face? {
    registered.lock.withLock { registered.faces[name] ?? registered.byFullName[name] }
  }

  /// The faces of the font file at `url` (its PostScript names, families), without
  /// registering it: empty when it is not a font fontconfig can read.
  public static func faces(ofFileAt url: URL) -> [Face] {
    let path = url.standardizedFileURL.path
    if let known = registered.lock.withLock({ registered.files[path] }) { return known }
    return query(path)
  }

  /// The faces of a font file, as fontconfig reads them.
  private static func query(_ path: String) -> [Face] {
    var out: [Face] = []
    var count: Int32 = 0
    var index: Int32 = 0
    repeat {
      guard let pattern = FcFreeTypeQuery(path, UInt32(index), nil, &count) else { break }
      defer { FcPatternDestroy(pattern) }
      var family: UnsafeMutablePointer<FcChar8>?
      var postScript: UnsafeMutablePointer<FcChar8>?
      var fullName: UnsafeMutablePointer<FcChar8>?
      var weight: Int32 = Int32(FC_WEIGHT_REGULAR)
      var slant: Int32 = Int32(FC_SLANT_ROMAN)
      guard FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family
      else { break }
      _ = FcPatternGetString(pattern, FC_POSTSCRIPT_NAME, 0, &postScript)
      _ = FcPatternGetString(pattern, FC_FULLNAME, 0, &fullName)
      _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
      _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
      let familyName = String(cString: family)
      let postScriptName = postScript.map { String(cString: $0) } ?? familyName
      out.append(
        Face(
          family: familyName, postScriptName: postScriptName,
          fullName: fullName.map { String(cString: $0) } ?? postScriptName,
          weight: Int(FcWeightToOpenType(weight)), italic: slant != Int32(FC_SLANT_ROMAN)))
      index += 1
    } while index < count
    return out
  }
}
