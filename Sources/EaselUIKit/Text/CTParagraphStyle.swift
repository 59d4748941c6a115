internal import EaselGraphics
import Foundation

// Core Text's paragraph style, made from settings as C code makes it
// (`CTParagraphStyleCreate(settings, count)` over `CTParagraphStyleSetting`s that point at
// each value) and read back with `CTParagraphStyleGetValueForSpecifier`. Easel draws its
// alignment, line breaking, line spacing, line heights and paragraph spacing; the other
// values are kept and read back.

/// A paragraph's style, as Core Text's `CTParagraphStyle`.
open class CTParagraphStyle: NSObject, @unchecked Sendable {
  /// The value of each specifier set, as the bytes its setting pointed at.
  package var values: [CTParagraphStyleSpecifier: [UInt8]] = [:]

  /// A style with every value at Core Text's default.
  override public init() {}

  /// The value set for `spec`, read as `T`, or nil.
  func value<T>(_ spec: CTParagraphStyleSpecifier, as type: T.Type) -> T? {
    guard let bytes = values[spec], bytes.count == MemoryLayout<T>.size else { return nil }
    return bytes.withUnsafeBytes { $0.loadUnaligned(as: T.self) }
  }

  /// The alignment (natural by default).
  var alignment: CTTextAlignment {
    value(.alignment, as: UInt8.self).flatMap(CTTextAlignment.init(rawValue:)) ?? .natural
  }

  /// How lines break (by words by default).
  var lineBreakMode: CTLineBreakMode {
    value(.lineBreakMode, as: UInt8.self).flatMap(CTLineBreakMode.init(rawValue:))
      ?? .byWordWrapping
  }

  /// The space added between lines: `lineSpacingAdjustment`, else the minimum line spacing.
  var lineSpacing: CGFloat {
    value(.lineSpacingAdjustment, as: CGFloat.self)
      ?? value(.minimumLineSpacing, as: CGFloat.self) ?? 0
  }

  /// The line height multiple, minimum and maximum, and the space after and before
  /// paragraphs (none by default).
  var lineHeights: LineHeights {
    func length(_ spec: CTParagraphStyleSpecifier) -> CGFloat {
      value(spec, as: CGFloat.self) ?? 0
    }
    return LineHeights(
      multiple: length(.lineHeightMultiple), minimum: length(.minimumLineHeight),
      maximum: length(.maximumLineHeight), paragraphSpacing: length(.paragraphSpacing),
      paragraphSpacingBefore: length(.paragraphSpacingBefore))
  }
}

/// One value of a paragraph style: which, its size, and where it is, as
/// `CTParagraphStyleSetting`.
public struct CTParagraphStyleSetting {
  /// Which value.
  public var spec: CTParagraphStyleSpecifier
  /// The value's size in bytes.
  public var valueSize: Int
  /// Where the value is.
  public var value: UnsafeRawPointer

  /// A setting of `spec`: `valueSize` bytes at `value`.
  public init(spec: CTParagraphStyleSpecifier, valueSize: Int, value: UnsafeRawPointer) {
    self.spec = spec
    self.valueSize = valueSize
    self.value = value
  }
}

/// A paragraph style with the values of `settings` (the later of two settings of one
/// specifier wins), as `CTParagraphStyleCreate`.
public func CTParagraphStyleCreate(
  _ settings: UnsafePointer<CTParagraphStyleSetting>?, _ settingCount: Int
) -> CTParagraphStyle {
  let style = CTParagraphStyle()
  guard let settings, settingCount > 0 else { return style }
  for setting in UnsafeBufferPointer(start: settings, count: settingCount)
  where setting.valueSize > 0 {
    style.values[setting.spec] = Array(
      UnsafeRawBufferPointer(start: setting.value, count: setting.valueSize))
  }
  return style
}

/// A copy of `paragraphStyle`, as `CTParagraphStyleCreateCopy`.
public func CTParagraphStyleCreateCopy(_ paragraphStyle: CTParagraphStyle) -> CTParagraphStyle {
  let copy = CTParagraphStyle()
  copy.values = paragraphStyle.values
  return copy
}

/// Copies the value of `spec` into `valueBuffer` when one was set and the buffer is its
/// size, as `CTParagraphStyleGetValueForSpecifier`; false otherwise. (Core Text answers a
/// specifier never set with its default; here only the alignment and line break mode,
/// whose defaults are known, are answered so.)
public func CTParagraphStyleGetValueForSpecifier(
  _ paragraphStyle: CTParagraphStyle, _ spec: CTParagraphStyleSpecifier, _ valueBufferSize: Int,
  _ valueBuffer: UnsafeMutableRawPointer
) -> Bool {
  var bytes = paragraphStyle.values[spec]
  if bytes == nil, spec == .alignment { bytes = [paragraphStyle.alignment.rawValue] }
  if bytes == nil, spec == .lineBreakMode { bytes = [paragraphStyle.lineBreakMode.rawValue] }
  guard let bytes, bytes.count <= valueBufferSize else { return false }
  bytes.withUnsafeBytes { valueBuffer.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
  return true
}
