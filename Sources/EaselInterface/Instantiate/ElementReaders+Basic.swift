import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// Labels, image views and buttons: the element kinds of the first slice.
extension ElementReaders {
  static let basic: [ElementReader] = [
    view,
    .of("label", UILabel.self, ObjectBuilder.applyLabelAttributes),
    .of("imageView", UIImageView.self, ObjectBuilder.applyImageViewAttributes),
    .of("button", UIButton.self, ObjectBuilder.applyButtonAttributes),
  ]
}
