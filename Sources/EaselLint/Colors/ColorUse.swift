import EaselDiagnostics
import EaselDocument

/// How a document states a colour.
public enum ColorKind: String, Sendable, CaseIterable, Comparable {
  /// Components written out: `<color red= green= blue=>`, `<color white=>`.
  case literal
  /// A UIKit system colour: `systemColor="systemBackgroundColor"`, or the older
  /// `cocoaTouchSystemColor="darkTextColor"`.
  case system
  /// An asset-catalog colour: `<color name="Brand">`.
  case named
  /// Seed 002's palette: a string runtime attribute whose key ends in `ColorName`
  /// (`bgColorName`) naming a `UIColor` class property (`blueClr`).
  case palette

  /// Literal, system, named, palette: the order lists use.
  public static func < (a: ColorKind, b: ColorKind) -> Bool { a.rank < b.rank }

  private var rank: Int {
    switch self {
    case .literal: 0
    case .system: 1
    case .named: 2
    case .palette: 3
    }
  }
}

/// One place a document uses a colour.
public struct ColorUse: Sendable, Hashable {
  /// Literal, system, named or palette.
  public var kind: ColorKind
  /// The colour: `#FF3B30 sRGB` (literal), `systemBlueColor`, `Brand`, `blueClr`.
  public var name: String
  /// What it colours: the `<color>`'s key (`backgroundColor`), or the runtime attribute's
  /// key path (`bgColorName`, `borderColor`).
  public var key: String?
  /// The Interface Builder object it belongs to.
  public var objectID: String?
  /// Where: the `<color>` or `<userDefinedRuntimeAttribute>` element.
  public var location: SourceLocation

  /// Creates a use.
  public init(
    kind: ColorKind, name: String, key: String?, objectID: String?, location: SourceLocation
  ) {
    self.kind = kind
    self.name = name
    self.key = key
    self.objectID = objectID
    self.location = location
  }
}

extension IBDocument {
  /// Every colour the document uses, in document order: each `<color>` outside the
  /// document's `<resources>` (whose `<namedColor>` and `<systemColor>` are definitions, not
  /// uses), and each palette name a `…ColorName` string runtime attribute gives.
  public func colorUses() -> [ColorUse] {
    var out: [ColorUse] = []
    for e in root.descendants() {
      if e.name == "color" {
        guard !e.ancestors.contains(where: { $0.name == "resources" && $0.depth == 1 }),
          let value = ColorValue(element: e)
        else { continue }
        let attribute = e.parent?.name == "userDefinedRuntimeAttribute" ? e.parent : nil
        let key = attribute?["keyPath"] ?? e.key
        let (kind, name) = ColorUse.describe(value)
        out.append(
          ColorUse(kind: kind, name: name, key: key, objectID: e.ownerID, location: e.location))
      } else if e.runtimeAttributeType == .string,
        let keyPath = e["keyPath"], ColorUse.isPaletteKey(keyPath),
        let value = e["value"], !value.isEmpty
      {
        out.append(
          ColorUse(
            kind: .palette, name: value, key: keyPath, objectID: e.ownerID, location: e.location))
      }
    }
    return out
  }
}

extension ColorUse {
  /// Whether a runtime attribute's key path names a palette colour: it ends in `ColorName`
  /// (`bgColorName`, `textColorName`, `borderColorName`), in any case.
  public static func isPaletteKey(_ keyPath: String) -> Bool {
    let last = keyPath.split(separator: ".").last.map(String.init) ?? keyPath
    return last.lowercased().hasSuffix("colorname")
  }

  /// The kind and the name a `ColorValue` is listed under.
  static func describe(_ value: ColorValue) -> (ColorKind, String) {
    switch value {
    case .system(let name), .cocoaTouchSystem(let name), .catalogSystem(let name):
      return (.system, name)
    case .named(let name): return (.named, name)
    case .rgb(_, _, _, _, let space), .white(_, _, let space):
      let (r, g, b, a) = value.rgba ?? (0, 0, 0, 1)
      func hex(_ v: Double) -> String {
        let byte = Int((min(max(v, 0), 1) * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }
      let alpha = a < 1 ? hex(a) : ""
      return (.literal, "#\(hex(r))\(hex(g))\(hex(b))\(alpha) \(spaceName(space))")
    }
  }

  /// A colour space's short name as listed: `sRGB`, `calibratedWhite`, `displayP3`.
  static func spaceName(_ space: ColorSpace) -> String {
    switch space {
    case .sRGB: "sRGB"
    case .calibratedRGB: "calibratedRGB"
    case .deviceRGB: "deviceRGB"
    case .displayP3: "displayP3"
    case .extendedSRGB: "extendedSRGB"
    case .extendedLinearSRGB: "extendedLinearSRGB"
    case .calibratedWhite: "calibratedWhite"
    case .genericGamma22Gray: "genericGamma22Gray"
    case .deviceWhite: "deviceWhite"
    case .other(let name): name.isEmpty ? "unspecified" : name
    }
  }
}
