import Foundation

/// Core Foundation's string, as Swift code that bridges `String` to it writes (`name as
/// CFString`). Differs from Core Foundation: it is Swift's `String` itself, since Linux has no
/// toll-free bridging.
public typealias CFString = String

/// Core Foundation's data, as code that loads fonts writes (`data as CFData`). Differs from
/// Core Foundation: it is `Data` itself.
public typealias CFData = Data

/// The number of bytes of `theData`.
public func CFDataGetLength(_ theData: CFData!) -> CFIndex { theData?.count ?? 0 }

/// The bytes of `theData`. Differs from Core Foundation: `CFData` is a Swift value here, so the
/// pointer is to a copy that lives as long as the process (a designable reads an image's
/// pixels this way once a drawing); nil for no data.
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
  guard let theData, !theData.isEmpty else { return nil }
  let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: theData.count)
  _ = theData.copyBytes(to: UnsafeMutableBufferPointer(start: copy, count: theData.count))
  return UnsafePointer(copy)
}

/// Core Foundation's error, as `CTFontManagerRegisterGraphicsFont` reports it.
public typealias CFError = NSError

/// Where a `CGFont`'s bytes come from, as `CGDataProvider(data:)`.
public final class CGDataProvider {
  /// The bytes.
  public let data: Data

  /// A provider of `data`.
  public init?(data: CFData) { self.data = data }

  /// A provider of the bytes of the file `url` names, as `CGDataProviderCreateWithURL`; nil
  /// when it names no file that can be read.
  public convenience init?(url: CFURL) {
    guard url.isFileURL, let path = url.path, let data = FileManager.default.contents(atPath: path)
    else { return nil }
    self.init(data: data)
  }

  /// A provider of the bytes of the file at the path `filename`, as
  /// `CGDataProviderCreateWithFilename`; nil when it cannot be read.
  public convenience init?(filename: UnsafePointer<CChar>) {
    guard let data = FileManager.default.contents(atPath: String(cString: filename)) else {
      return nil
    }
    self.init(data: data)
  }
}

/// A font by name, as `CGFont`, for layers that take one (`CATextLayer.font`).
///
/// Differs from Core Graphics: a font made from data keeps the bytes but is drawn with the
/// font its PostScript name resolves to (fonts are not registered from data).
public final class CGFont {
  /// The font's name, as given or as read from its data.
  public let fullName: String?
  /// The PostScript name.
  public var postScriptName: String? { fullName }
  /// The bytes a font was made from, if any.
  let data: Data?

  /// The font named `name` (a PostScript or family name).
  public init?(_ name: CFString) {
    fullName = name
    data = nil
  }

  /// A font from a data provider; its name is unknown until registered.
  public init?(_ provider: CGDataProvider) {
    guard !provider.data.isEmpty else { return nil }
    fullName = nil
    data = provider.data
  }
}
