import Foundation

extension UIButton {
  /// The title's and image's natural sizes.
  var contentSizes: (image: CGSize, title: CGSize) {
    let image = currentImage?.size ?? .zero
    let hasTitle = !(titleLabel?.text ?? "").isEmpty
    let title = hasTitle ? (titleLabel?.intrinsicContentSize ?? .zero) : .zero
    return (image, title)
  }

  /// The size of image and title side by side plus the content insets (system buttons are
  /// at least 30 points tall with 6 points above and below a title, as on iOS).
  func buttonIntrinsicSize() -> CGSize {
    let (image, title) = contentSizes
    var w = image.width + title.width
    var h = max(image.height, title.height)
    if buttonType != .custom, title.height > 0 { h = max(h + 12, 30) }
    w += contentEdgeInsets.left + contentEdgeInsets.right
    h += contentEdgeInsets.top + contentEdgeInsets.bottom
    if let bg = currentBackgroundImage?.size {
      w = max(w, bg.width)
      h = max(h, bg.height)
    }
    return CGSize(width: w, height: h)
  }

  /// Places background, image and title.
  func layoutButtonContent() {
    backgroundImageView.frame = bounds
    let content = bounds.inset(by: contentEdgeInsets)
    let (image, title) = contentSizes
    let total = CGSize(width: image.width + title.width, height: max(image.height, title.height))
    let fill = effectiveContentHorizontalAlignment == .fill
    var x: CGFloat
    switch effectiveContentHorizontalAlignment {
    case .left, .fill, .leading: x = content.minX
    case .right, .trailing: x = content.maxX - total.width
    case .center: x = content.midX - total.width / 2
    }
    func y(for height: CGFloat) -> CGFloat {
      switch contentVerticalAlignment {
      case .top, .fill: content.minY
      case .bottom: content.maxY - height
      case .center: content.midY - height / 2
      }
    }
    let vFill = contentVerticalAlignment == .fill
    let imageRect = CGRect(
      x: x, y: y(for: image.height), width: image.width,
      height: vFill ? content.height : image.height)
    imageView?.frame = imageRect.inset(by: imageEdgeInsets)
    x += image.width
    let titleWidth = fill ? max(content.maxX - x, 0) : min(title.width, max(content.maxX - x, 0))
    let titleRect = CGRect(
      x: x, y: y(for: title.height), width: titleWidth,
      height: vFill ? content.height : title.height)
    titleLabel?.frame = titleRect.inset(by: titleEdgeInsets)
    if let label = titleLabel {
      switch effectiveContentHorizontalAlignment {
      case .left, .leading, .fill: label.textAlignment = .left
      case .right, .trailing: label.textAlignment = .right
      case .center: label.textAlignment = .center
      }
    }
  }
}
