import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselResources
import EaselUIKit
import Foundation

/// Turns a document's colours into `UIColor`s, in every form the corpus uses.
///
/// `systemColor` names resolve to UIKit's dynamic system colours; the document's
/// `<resources><systemColor>` copy is the fallback for names UIKit does not know. Named
/// colours come from the project's asset catalogs, then the document's `<namedColor>`
/// fallbacks. A name found nowhere is reported once and drawn as clear, as iOS does.
@MainActor
public struct ColorResolver {
  public var document: IBDocument
  public var catalog: AssetCatalog
  public var diagnostics: DiagnosticLog

  public init(document: IBDocument, catalog: AssetCatalog, diagnostics: DiagnosticLog) {
    self.document = document
    self.catalog = catalog
    self.diagnostics = diagnostics
  }

  /// The colour `value` stands for; `element` locates any problem.
  public func color(_ value: ColorValue, at element: IBElement?) -> UIColor {
    switch value {
    case .rgb, .white:
      return UIColor(rgba: Self.sRGB(value) ?? .clear)
    case .system(let name):
      if let c = Self.color(SystemColors.named(name)) { return c }
      if let fallback = document.resources.systemColors[name] {
        return color(fallback, at: element)
      }
      report("unknown system colour '\(name)'", id: "unknown-color", at: element)
      return .clear
    case .cocoaTouchSystem(let name):
      if let c = Self.color(SystemColors.cocoaTouch(name)) { return c }
      report("unknown system colour '\(name)'", id: "unknown-color", at: element)
      return .clear
    case .catalogSystem(let name):
      if let c = Self.color(SystemColors.catalog(name)) { return c }
      report("unknown system catalog colour '\(name)'", id: "unknown-color", at: element)
      return .clear
    case .named(let name):
      if let c = named(name) { return c }
      if let fallback = document.resources.namedColors[name] {
        return color(fallback, at: element)
      }
      report("no colour named '\(name)' in the asset catalogs", id: "unknown-color", at: element)
      return .clear
    }
  }

  /// A named colour from the asset catalogs, light and dark.
  public func named(_ name: String) -> UIColor? {
    guard let set = catalog.colors[name] else { return nil }
    for c in [set.light] + (set.dark.map { [$0] } ?? []) {
      if let reference = c.systemReference, Self.color(SystemColors.named(reference)) == nil {
        report(
          "colour set '\(name)' refers to unknown system colour '\(reference)'",
          id: "unknown-color", at: nil)
      }
    }
    let light = Self.color(set.light)
    guard let darkValue = set.dark else { return light }
    let dark = Self.color(darkValue)
    return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
  }

  static func color(_ c: AssetCatalog.AssetColor) -> UIColor {
    if let reference = c.systemReference {
      return Self.color(SystemColors.named(reference)) ?? .clear
    }
    let (profile, extended) = profile(of: c.space)
    // Grey sets store their `white` as red = green = blue.
    let components = profile.isGray ? [c.red] : [c.red, c.green, c.blue]
    return UIColor(
      rgba: ColorConversion.sRGB(components, alpha: c.alpha, in: profile, extended: extended))
  }

  /// The sRGB colour of a colour given by components, converted from its space as iOS
  /// converts it; `nil` for system and named colours.
  public static func sRGB(_ value: ColorValue) -> RGBA? {
    switch value {
    case .rgb(let r, let g, let b, let a, let space):
      var (profile, extended) = profile(of: space)
      // Red, green and blue in a grey space (not written by Xcode) are read as sRGB.
      if profile.isGray { (profile, extended) = (.sRGB, false) }
      return ColorConversion.sRGB([r, g, b], alpha: a, in: profile, extended: extended)
    case .white(let w, let a, let space):
      let (profile, extended) = profile(of: space)
      return ColorConversion.sRGB(
        profile.isGray ? [w] : [w, w, w], alpha: a, in: profile, extended: extended)
    case .system, .cocoaTouchSystem, .catalogSystem, .named:
      return nil
    }
  }

  /// The profile of a space Interface Builder writes, and whether components may leave
  /// 0...1. Device RGB and device white are sRGB's on iOS; a space Easel does not know is
  /// read as sRGB.
  static func profile(of space: ColorSpace) -> (ColorProfile, extended: Bool) {
    switch space {
    case .sRGB, .deviceRGB, .other: (.sRGB, false)
    case .extendedSRGB: (.sRGB, true)
    case .calibratedRGB: (.genericRGB, false)
    case .displayP3: (.displayP3, false)
    case .extendedLinearSRGB: (.linearSRGB, true)
    case .calibratedWhite: (.genericGray, false)
    case .genericGamma22Gray: (.grayGamma22, false)
    case .deviceWhite: (.sRGBGray, false)
    }
  }

  /// The profile of an asset catalog's `color-space`, and whether components may leave
  /// 0...1.
  static func profile(of space: AssetCatalog.AssetColor.Space) -> (ColorProfile, extended: Bool) {
    switch space {
    case .sRGB: (.sRGB, false)
    case .extendedSRGB: (.sRGB, true)
    case .displayP3: (.displayP3, false)
    case .extendedLinearSRGB: (.linearSRGB, true)
    case .grayGamma22: (.grayGamma22, false)
    case .extendedGray: (.sRGBGray, true)
    }
  }

  /// The colour a system colour name stands for, or `nil` when UIKit has no colour of the
  /// name it gives.
  static func color(_ meaning: SystemColors.Meaning) -> UIColor? {
    switch meaning {
    case .uiKit(let name): UIColor.systemColor(named: name)
    case .sRGB(let r, let g, let b, let a):
      UIColor(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
    }
  }

  private func report(_ message: String, id: String, at element: IBElement?) {
    diagnostics.report(
      Diagnostic(.warning, message, id: id, at: element?.location, objectID: element?.ownerID))
  }
}
