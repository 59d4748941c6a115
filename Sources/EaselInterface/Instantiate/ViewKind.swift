import EaselUIKit
import Foundation

/// The kinds of view element Easel makes, and the UIKit class each one is.
enum ViewKind: String, CaseIterable {
  case view, label, button, imageView

  init?(elementName: String) {
    self.init(rawValue: elementName)
  }

  /// The UIKit class name, for messages.
  var className: String {
    switch self {
    case .view: "UIView"
    case .label: "UILabel"
    case .button: "UIButton"
    case .imageView: "UIImageView"
    }
  }

  /// Makes an instance of the UIKit class through `init?(coder:)`.
  @MainActor
  func make(_ decoder: NIBDecoder) -> UIView {
    let made: UIView? =
      switch self {
      case .view: UIView(coder: decoder)
      case .label: UILabel(coder: decoder)
      case .button: UIButton(coder: decoder)
      case .imageView: UIImageView(coder: decoder)
      }
    return made ?? UIView(frame: decoder.frame)
  }

  /// Whether a `customClass` names a UIKit class this kind stands for (`UIView` on a view).
  func knowsCustomClass(_ name: String) -> Bool {
    name == className
  }
}
