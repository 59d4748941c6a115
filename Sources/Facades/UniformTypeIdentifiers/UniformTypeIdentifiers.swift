// The `UniformTypeIdentifiers` façade: `UTType` with the common system types.
@_exported import Foundation

/// A uniform type, as `UTType`. Differs from iOS: conformance is equality (no type tree).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The type's identifier, such as `public.png`.
  public let identifier: String
  /// The usual file name extension, if known.
  public let preferredFilenameExtension: String?

  private init(_ identifier: String, extension ext: String?) {
    self.identifier = identifier
    preferredFilenameExtension = ext
  }

  /// The known type with `identifier`, or nil.
  public init?(_ identifier: String) {
    guard let t = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
    self = t
  }

  /// The known type whose usual extension is `filenameExtension`, or nil.
  public init?(filenameExtension: String) {
    let ext = filenameExtension.lowercased()
    guard let t = UTType.known.first(where: { $0.preferredFilenameExtension == ext }) else {
      return nil
    }
    self = t
  }

  /// Whether this type is `type`.
  public func conforms(to type: UTType) -> Bool { self == type }

  /// The identifier.
  public var description: String { identifier }

  /// `public.item`.
  public static let item = UTType("public.item", extension: nil)
  /// `public.data`.
  public static let data = UTType("public.data", extension: nil)
  /// `public.image`.
  public static let image = UTType("public.image", extension: nil)
  /// `public.png`.
  public static let png = UTType("public.png", extension: "png")
  /// `public.jpeg`.
  public static let jpeg = UTType("public.jpeg", extension: "jpeg")
  /// `com.adobe.pdf`.
  public static let pdf = UTType("com.adobe.pdf", extension: "pdf")
  /// `public.text`.
  public static let text = UTType("public.text", extension: nil)
  /// `public.plain-text`.
  public static let plainText = UTType("public.plain-text", extension: "txt")
  /// `public.url`.
  public static let url = UTType("public.url", extension: nil)
  /// `public.movie`.
  public static let movie = UTType("public.movie", extension: nil)
  /// `public.json`.
  public static let json = UTType("public.json", extension: "json")

  private static let known: [UTType] = [
    item, data, image, png, jpeg, pdf, text, plainText, url, movie, json,
  ]
}
