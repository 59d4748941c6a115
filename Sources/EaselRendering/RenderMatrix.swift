import EaselInterface
import EaselResources
import Foundation

/// `easel render --matrix 'device=iPhone SE,iPad;language=en,de,ar;appearance=light,dark'`:
/// the combinations of devices, languages and appearances a document is rendered in.
///
/// Each dimension is optional; one left out stays at `easel render`'s default (the stored
/// frames, the development language, light). Combinations run device by device, then
/// language, then appearance.
public struct RenderMatrix: Sendable, Equatable {
  /// The devices; `[nil]` keeps the stored frames.
  public var devices: [Device?] = [nil]
  /// The languages (`en`, `de`, `pseudo`, `pseudo-rtl`); `[nil]`: the development language.
  public var languages: [String?] = [nil]
  /// Dark appearance or not.
  public var appearances: [Bool] = [false]
  /// The dimensions the spec named, in its order (`device`, `language`, `appearance`).
  public var named: [String] = []

  /// The dimension names a spec may use.
  public static let dimensions = ["device", "language", "appearance"]

  /// Why a spec was refused: the message names the part that is wrong.
  public struct SpecError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, naming the part of the spec.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  /// Reads `name=value,value;name=value,…`.
  public init(spec: String) throws(SpecError) {
    for part in spec.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) })
    where !part.isEmpty {
      guard let eq = part.firstIndex(of: "=") else {
        throw SpecError(message: "'\(part)' is not name=value,value (as device=iPhone SE,iPad)")
      }
      let name = part[..<eq].trimmingCharacters(in: .whitespaces).lowercased()
      let values = part[part.index(after: eq)...].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty }
      guard !values.isEmpty else { throw SpecError(message: "'\(name)' has no values") }
      guard !named.contains(name) else {
        throw SpecError(message: "'\(name)' is given twice")
      }
      named.append(name)
      switch name {
      case "device", "devices":
        devices = try values.map { (value) throws(SpecError) -> Device? in
          guard let device = Device.named(value) else {
            throw SpecError(
              message: "unknown device '\(value)'; devices: "
                + Device.names.joined(separator: ", "))
          }
          return device
        }
      case "language", "languages":
        languages = values
      case "appearance", "appearances":
        appearances = try values.map { (value) throws(SpecError) -> Bool in
          switch value.lowercased() {
          case "light": return false
          case "dark": return true
          default: throw SpecError(message: "appearance '\(value)' is neither light nor dark")
          }
        }
      default:
        throw SpecError(
          message: "unknown dimension '\(name)'; the dimensions are device, language and "
            + "appearance")
      }
    }
    guard !named.isEmpty else {
      throw SpecError(message: "an empty matrix; name at least one of device, language, appearance")
    }
  }

  /// One combination.
  public struct Combination: Sendable, Equatable {
    /// The device, or nil for the stored frames.
    public var device: Device?
    /// The language, or nil for the development language.
    public var language: String?
    /// The dark appearance.
    public var darkAppearance: Bool

    /// `iPhone SE · de · dark`: the named dimensions' values.
    public func caption(_ matrix: RenderMatrix) -> String {
      parts(matrix).joined(separator: " · ")
    }

    /// `.iPhone-SE.de.dark`: the named dimensions' values, for file names.
    public func fileSuffix(_ matrix: RenderMatrix) -> String {
      parts(matrix).map {
        "." + String($0.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
      }
      .joined()
    }

    func parts(_ matrix: RenderMatrix) -> [String] {
      var out: [String] = []
      if matrix.named.contains(where: { $0.hasPrefix("device") }) { out.append(device?.name ?? "") }
      if matrix.named.contains(where: { $0.hasPrefix("language") }) { out.append(language ?? "") }
      if matrix.named.contains(where: { $0.hasPrefix("appearance") }) {
        out.append(darkAppearance ? "dark" : "light")
      }
      return out
    }
  }

  /// Every combination, device by device, then language, then appearance.
  public var combinations: [Combination] {
    devices.flatMap { d in
      languages.flatMap { l in
        appearances.map { Combination(device: d, language: l, darkAppearance: $0) }
      }
    }
  }

  /// Columns for the sheet: one row per device when several devices are named, else one row.
  public var columns: Int {
    devices.count > 1 ? languages.count * appearances.count : combinations.count
  }
}
