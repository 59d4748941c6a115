import EaselDiagnostics
import EaselDocument
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
    case .rgb(let r, let g, let b, let a, let space):
      return Self.color(red: r, green: g, blue: b, alpha: a, space: space)
    case .white(let w, let a, _):
      return UIColor(white: CGFloat(w), alpha: CGFloat(a))
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
    switch c.space {
    case .displayP3:
      return UIColor(
        displayP3Red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue),
        alpha: CGFloat(c.alpha))
    case .extendedLinearSRGB:
      return UIColor(
        red: CGFloat(linearToSRGB(c.red)), green: CGFloat(linearToSRGB(c.green)),
        blue: CGFloat(linearToSRGB(c.blue)), alpha: CGFloat(c.alpha))
    default:
      return UIColor(
        red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha)
      )
    }
  }

  static func color(
    red r: Double, green g: Double, blue b: Double, alpha a: Double, space: ColorSpace
  ) -> UIColor {
    switch space {
    case .displayP3:
      return UIColor(
        displayP3Red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
    case .extendedLinearSRGB:
      return UIColor(
        red: CGFloat(linearToSRGB(r)), green: CGFloat(linearToSRGB(g)),
        blue: CGFloat(linearToSRGB(b)), alpha: CGFloat(a))
    default:
      // sRGB, calibrated and device RGB are drawn as sRGB. Differs from Interface Builder:
      // calibratedRGB (generic RGB) is not colour-converted.
      return UIColor(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
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

  private static func linearToSRGB(_ v: Double) -> Double {
    v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
  }

  private func report(_ message: String, id: String, at element: IBElement?) {
    diagnostics.report(
      Diagnostic(.warning, message, id: id, at: element?.location, objectID: element?.ownerID))
  }
}
