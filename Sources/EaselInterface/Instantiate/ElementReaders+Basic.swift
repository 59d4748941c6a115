import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// Labels, image views and buttons: the element kinds of the first slice.
extension ElementReaders {
  static let basic: [ElementReader] = [
    view,
    .of("label", UILabel.self) {
      builder, element, label in builder.applyLabelAttributes(of: element, to: label)
    },
    .of("imageView", UIImageView.self) {
      builder, element, imageView in builder.applyImageViewAttributes(of: element, to: imageView)
    },
    .of("button", UIButton.self) {
      builder, element, button in builder.applyButtonAttributes(of: element, to: button)
    },
  ]
}
