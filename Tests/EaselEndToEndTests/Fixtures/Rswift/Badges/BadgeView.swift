import UIKit

/// A badge filled with the asset catalog's colour, its caption the localized string: both
/// from the `R` R.swift generates before the target compiles (`R.generated.swift`, which the
/// project does not check in).
@IBDesignable class BadgeView: UIView {
  private(set) var caption = ""

  override init(frame: CGRect) {
    super.init(frame: frame)
    caption = R.string.localizable.badgeCaption(3) + " " + R.string.localizable.badge_title()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    caption = R.string.localizable.badgeCaption(3)
  }

  /// What else the generated `R` holds, which a view may name: compiled, not drawn.
  var resourceNames: [String] {
    [
      R.image.icons.star.name, R.nib.badgeCell.name, R.reuseIdentifier.badgeCell.identifier,
      R.storyboard.main.name, R.file.badgesJson.name,
      R.image.icons.star() == nil ? "no star" : "star",
    ]
  }

  override func draw(_ rect: CGRect) {
    // Drawn only when the caption is the translation, not its key.
    guard caption.hasPrefix("3 new") else { return }
    (R.color.brandFill() ?? .black).setFill()
    UIBezierPath(rect: bounds.insetBy(dx: 8, dy: 8)).fill()
  }
}
