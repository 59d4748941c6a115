/// What an Xcode target builds: `com.apple.product-type.application`, `.framework`, …
public struct ProductType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The identifier as the project file spells it.
  public var rawValue: String

  /// Creates a product type from its identifier.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// An app.
  public static let application = Self(rawValue: "com.apple.product-type.application")
  /// A dynamic framework, where designables often live.
  public static let framework = Self(rawValue: "com.apple.product-type.framework")
  /// A static framework.
  public static let staticFramework = Self(
    rawValue: "com.apple.product-type.framework.static")
  /// A static library.
  public static let staticLibrary = Self(rawValue: "com.apple.product-type.library.static")
  /// A dynamic library.
  public static let dynamicLibrary = Self(rawValue: "com.apple.product-type.library.dynamic")
  /// A resource or plug-in bundle.
  public static let bundle = Self(rawValue: "com.apple.product-type.bundle")
  /// A unit-test bundle.
  public static let unitTest = Self(rawValue: "com.apple.product-type.bundle.unit-test")
  /// A UI-test bundle.
  public static let uiTest = Self(rawValue: "com.apple.product-type.bundle.ui-testing")
  /// An app extension (widgets, share extensions, …).
  public static let appExtension = Self(rawValue: "com.apple.product-type.app-extension")
  /// A command-line tool.
  public static let tool = Self(rawValue: "com.apple.product-type.tool")

  /// Whether this is a unit- or UI-test bundle, never a source of designables.
  public var isTest: Bool {
    rawValue.hasPrefix(Self.unitTest.rawValue) || rawValue.hasPrefix(Self.uiTest.rawValue)
      || rawValue.contains("-test")
  }

  /// Whether this is an app (iOS, watchOS, App Clip, …), not an extension or a library.
  public var isApplication: Bool {
    rawValue == Self.application.rawValue
      || (rawValue.hasPrefix(Self.application.rawValue + ".") && !rawValue.contains("extension"))
  }

  /// Whether this is an app extension of any kind.
  public var isExtension: Bool { rawValue.contains("extension") }

  /// Whether this is a framework or library another target links as a module.
  public var isLibrary: Bool {
    rawValue.hasPrefix(Self.framework.rawValue)
      || rawValue.hasPrefix("com.apple.product-type.library")
  }

  /// The identifier.
  public var description: String { rawValue }
}
