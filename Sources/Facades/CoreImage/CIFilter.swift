public import CoreGraphics
internal import EaselUIKit
import Foundation

/// An image filter, as `CIFilter`, made by name; its parameters are set and read by key
/// (`setValue(_:forKey:)`, `value(forKey:)`, `kCIInputImageKey`, `"inputRadius"`) and its
/// result is `outputImage`.
///
/// Easel applies `CIGaussianBlur` (`inputRadius`, default 10, the blur's standard deviation),
/// `CIConstantColorGenerator` (`inputColor`), `CISourceOverCompositing`
/// (`inputBackgroundImage`), `CICrop` (`inputRectangle`), `CIAffineTransform` and
/// `CIAffineClamp` (`inputTransform`). Every other filter gives back its input image
/// unfiltered (a generator gives nil), and its use is reported once as not implemented.
///
/// Differs from iOS: any name of the form `CI` + a capitalised word makes a filter (iOS
/// gives nil for a name it does not know); `attributes` and `inputKeys` list only what was
/// set.
open class CIFilter: NSObject, NSCopying {
  /// The filters Easel applies, by name.
  public static let appliedFilterNames = [
    "CIAffineClamp", "CIAffineTransform", "CIConstantColorGenerator", "CICrop", "CIGaussianBlur",
    "CISourceOverCompositing",
  ]

  /// The filter's name (`"CIGaussianBlur"`).
  open var name: String
  /// The parameters set, by key.
  var parameters: [String: Any] = [:]

  /// A filter of a built-in kind; nil unless `name` is `CI` followed by a capitalised word.
  public init?(name: String) {
    guard name.hasPrefix("CI"), name.count > 2,
      name[name.index(name.startIndex, offsetBy: 2)].isUppercase
    else { return nil }
    self.name = name
    super.init()
  }

  /// A filter with its parameters set.
  public convenience init?(name: String, parameters params: [String: Any]?) {
    self.init(name: name)
    for (key, value) in params ?? [:] { parameters[key] = value }
  }

  /// A filter with its parameters set (the Swift 3 name).
  public convenience init?(name: String, withInputParameters params: [String: Any]?) {
    self.init(name: name, parameters: params)
  }

  /// The keys of the parameters set so far.
  open var inputKeys: [String] { parameters.keys.sorted() }
  /// `outputImage`.
  open var outputKeys: [String] { ["outputImage"] }
  /// The filter's name and display name; the parameters' descriptions are not kept.
  open var attributes: [String: Any] {
    ["CIAttributeFilterName": name, "CIAttributeFilterDisplayName": name]
  }

  /// Forgets the parameters set, so each takes its default.
  open func setDefaults() { parameters.removeAll() }

  /// The names of the filters Easel applies; the category is not read.
  open class func filterNames(inCategory category: String?) -> [String] { appliedFilterNames }

  /// The names of the filters Easel applies; the categories are not read.
  open class func filterNames(inCategories categories: [String]?) -> [String] {
    appliedFilterNames
  }

  /// The filter's result: nil when an input it needs is missing.
  open var outputImage: CIImage? {
    let input = parameter("inputImage") as? CIImage
    switch name {
    case "CIGaussianBlur":
      let radius = number(parameter("inputRadius")) ?? 10
      return input?.applyingGaussianBlur(sigma: Double(radius))
    case "CIConstantColorGenerator":
      return (parameter("inputColor") as? CIColor).map { CIImage(color: $0) }
    case "CISourceOverCompositing":
      guard let input, let background = parameter("inputBackgroundImage") as? CIImage else {
        return input
      }
      return input.composited(over: background)
    case "CICrop":
      guard let rect = (parameter("inputRectangle") as? CIVector)?.cgRectValue else { return input }
      return input?.cropped(to: rect)
    case "CIAffineTransform":
      return input?.transformed(by: transform(parameter("inputTransform")))
    case "CIAffineClamp":
      guard let input else { return nil }
      return input.clampedToExtent().transformed(by: transform(parameter("inputTransform")))
    default:
      UnimplementedAPI.use("CIFilter(name: \"\(name)\")", by: UnimplementedAPI.designableCode)
      return input
    }
  }

  /// The value of a parameter, as set by key-value coding, `init(name:parameters:)` or
  /// `CIImage.applyingFilter`.
  func parameter(_ key: String) -> Any? { parameters[key] }

  private func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
  }

  private func transform(_ value: Any?) -> CGAffineTransform {
    switch value {
    case let t as CGAffineTransform: return t
    case let v as NSValue: return v.cgAffineTransformValue
    case let v as CIVector where v.count >= 6: return v.cgAffineTransformValue
    default: return .identity
    }
  }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = CIFilter(name: name)!
    copy.parameters = parameters
    return copy
  }

  open override var description: String { "<CIFilter \(name)>" }
}

extension CIFilter: KeyValueCodingOverriding {
  /// `outputImage`, and the `input…` parameters, as Core Image's filters answer them.
  package func overridingValue(forKey key: String) -> Any?? {
    if key == "outputImage" { return .some(outputImage) }
    if key == "name" { return .some(name) }
    return key.hasPrefix("input") ? .some(parameters[key]) : nil
  }

  /// Keeps an `input…` parameter.
  package func overridingSetValue(_ value: Any?, forKey key: String) -> Bool {
    guard key.hasPrefix("input") else { return false }
    parameters[key] = value
    return true
  }
}
