import Foundation

extension UIButton {
  /// The insets around the content: the configuration's, or `contentEdgeInsets`.
  var effectiveContentInsets: UIEdgeInsets {
    guard let c = configuration?.contentInsets else { return contentEdgeInsets }
    return UIEdgeInsets(top: c.top, left: c.leading, bottom: c.bottom, right: c.trailing)
  }

  /// The space between image and title.
  var imageTitleSpacing: CGFloat {
    guard configuration != nil else { return 0 }
    let (image, title) = contentSizes
    return imageTitleSpacing(image: image, title: title)
  }

  /// The space between an image and a title of these sizes (measuring the title once).
  func imageTitleSpacing(image: CGSize, title: CGSize) -> CGFloat {
    guard let configuration, image.width > 0, title.width > 0 else { return 0 }
    return configuration.imagePadding
  }

  /// The title's and image's natural sizes.
  var contentSizes: (image: CGSize, title: CGSize) {
    let image = imageView?.image?.size ?? .zero
    let hasTitle = !(titleLabel?.text ?? "").isEmpty
    let title = hasTitle ? (titleLabel?.intrinsicContentSize ?? .zero) : .zero
    return (image, title)
  }

  /// The size of image and title side by side plus the content insets (system buttons are
  /// at least 30 points tall with 6 points above and below a title, as on iOS).
  func buttonIntrinsicSize() -> CGSize {
    let (image, title) = contentSizes
    let imageTitleSpacing = imageTitleSpacing(image: image, title: title)
    var w = image.width + title.width + imageTitleSpacing
    var h = max(image.height, title.height)
    if let placement = configuration?.imagePlacement, placement == .top || placement == .bottom,
      image.width > 0, title.width > 0
    {
      w = max(image.width, title.width)
      h = image.height + imageTitleSpacing + title.height
    }
    if buttonType != .custom, configuration == nil, title.height > 0 { h = max(h + 12, 30) }
    let insets = effectiveContentInsets
    w += insets.left + insets.right
    h += insets.top + insets.bottom
    if let bg = currentBackgroundImage?.size {
      w = max(w, bg.width)
      h = max(h, bg.height)
    }
    return CGSize(width: w, height: h)
  }

  /// The size a legacy (non-configuration) button draws its image at in a content rectangle
  /// of `room` (the content rectangle inset by `imageEdgeInsets`): its own size when it
  /// fits, else shrunk by one factor until it fits, keeping its aspect ratio. A button's
  /// foreground image is an icon: it is never stretched, and an image larger than the button
  /// shrinks rather than spilling out (UIKit's documented contrast with the background
  /// image, which fills the bounds).
  static func shrunkImageSize(_ image: CGSize, toFit room: CGSize) -> CGSize {
    guard image.width > 0, image.height > 0,
      image.width > room.width || image.height > room.height
    else { return image }
    let factor = max(min(room.width / image.width, room.height / image.height), 0)
    return CGSize(width: image.width * factor, height: image.height * factor)
  }

  /// Places background, image and title: in the rectangles UIKit's layout asks the button
  /// for (`backgroundRect(forBounds:)`, `contentRect(forBounds:)`, then
  /// `imageRect(forContentRect:)` and `titleRect(forContentRect:)`), so that a subclass that
  /// overrides one of them moves what it places, as on iOS.
  func layoutButtonContent() {
    let background = backgroundRect(forBounds: bounds)
    backgroundImageView.frame = background
    configurationBackgroundView.frame = background
    configurationBackgroundView.layer.cornerRadius =
      configuration?.cornerRadius(height: bounds.height) ?? 0
    let content = contentRect(forBounds: bounds)
    imageView?.frame = imageRect(forContentRect: content)
    titleLabel?.frame = titleRect(forContentRect: content)
    if let label = titleLabel {
      switch effectiveContentHorizontalAlignment {
      case .left, .leading, .fill: label.textAlignment = .left
      case .right, .trailing: label.textAlignment = .right
      case .center: label.textAlignment = .center
      }
    }
  }

  /// The frames of image and title in `content`, as UIKit's button lays them out.
  func contentFrames(in content: CGRect) -> (image: CGRect, title: CGRect) {
    var (image, title) = contentSizes
    // Image edge insets resize and move the rectangle the image is placed in (UIKit's
    // documented "effective drawing rectangle"), not the image: an image that fits in the
    // content rectangle inset by them keeps its size and moves by the inset on its aligned
    // side (half the difference when centred); only one that does not fit shrinks.
    let imageInsets = imageEdgeInsets
    if configuration == nil {
      image = Self.shrunkImageSize(image, toFit: content.inset(by: imageInsets).size)
    }
    let spacing = imageTitleSpacing(image: image, title: title)
    let fill = effectiveContentHorizontalAlignment == .fill
    // Title edge insets narrow the room the title has beside the image in the content
    // rectangle, whatever the alignment (UIKit's title rectangle is the content rectangle
    // inset by them, less the image); the title keeps its own width while it fits, and is
    // squeezed (truncated) to the room when it does not.
    let insets = titleEdgeInsets
    let room = max(content.width - image.width - spacing - insets.left - insets.right, 0)
    let titleWidth = fill ? room : min(title.width, room)
    let total = CGSize(
      width: image.width + spacing + titleWidth, height: max(image.height, title.height))
    var x: CGFloat
    switch effectiveContentHorizontalAlignment {
    case .left, .fill, .leading: x = content.minX
    case .right, .trailing: x = content.maxX - total.width
    case .center: x = content.midX - total.width / 2
    }
    // Content wider than the button starts at its leading edge; the title is squeezed.
    if total.width > content.width { x = content.minX }
    func y(for height: CGFloat) -> CGFloat {
      switch contentVerticalAlignment {
      case .top, .fill: content.minY
      case .bottom: content.maxY - height
      case .center: content.midY - height / 2
      }
    }
    let vFill = contentVerticalAlignment == .fill
    // The fill alignments stretch an image over the content rectangle (horizontally only
    // when there is no title beside it).
    let stretchWidth = fill && title.width == 0 && image.width > 0
    let stretchHeight = vFill && image.height > 0
    let imageRect = CGRect(
      x: x, y: y(for: image.height),
      width: stretchWidth ? content.width : image.width,
      height: stretchHeight ? content.height : image.height)
    var imageFrame = placedImageFrame(
      imageRect, insets: imageInsets, stretchWidth: stretchWidth, stretchHeight: stretchHeight)
    x += image.width + spacing
    // Title edge insets then move the title by the inset on its aligned side (half the
    // difference when centred).
    let dx: CGFloat =
      switch effectiveContentHorizontalAlignment {
      case .left, .fill, .leading: insets.left
      case .right, .trailing: -insets.right
      case .center: (insets.left - insets.right) / 2
      }
    let dy: CGFloat =
      switch contentVerticalAlignment {
      case .top: insets.top
      case .bottom: -insets.bottom
      case .center: (insets.top - insets.bottom) / 2
      case .fill: insets.top
      }
    let titleHeight = vFill ? max(content.height - insets.top - insets.bottom, 0) : title.height
    var titleFrame = CGRect(
      x: x + dx, y: y(for: title.height) + dy, width: titleWidth, height: titleHeight)
    guard image.width > 0, title.width > 0 else { return (imageFrame, titleFrame) }
    // The image leads the title: on its left left-to-right, on its right right-to-left (a
    // button whose `semanticContentAttribute` forces right-to-left shows its image after the
    // title, as iOS does); a configuration may place it trailing, above or below instead.
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch configuration?.imagePlacement ?? .leading {
    case .leading where rightToLeft, .trailing where !rightToLeft:
      placeImageAfterTitle(&imageFrame, &titleFrame, imageRect: imageRect, spacing: spacing)
    case .top:
      stackImageAndTitle(&imageFrame, &titleFrame, imageAbove: true, in: content, spacing: spacing)
    case .bottom:
      stackImageAndTitle(&imageFrame, &titleFrame, imageAbove: false, in: content, spacing: spacing)
    case .leading, .trailing:
      break
    }
    return (imageFrame, titleFrame)
  }

  /// The image's frame for `imageRect`, laid out in the content rectangle before the image
  /// edge insets: moved by the inset on the aligned side (half the difference when centred);
  /// a side the fill alignments stretch the image to is narrowed by both insets instead.
  private func placedImageFrame(
    _ imageRect: CGRect, insets: UIEdgeInsets, stretchWidth: Bool, stretchHeight: Bool
  ) -> CGRect {
    var frame = imageRect
    switch effectiveContentHorizontalAlignment {
    case .left, .leading, .fill: frame.origin.x += insets.left
    case .right, .trailing: frame.origin.x -= insets.right
    case .center: frame.origin.x += (insets.left - insets.right) / 2
    }
    if stretchWidth { frame.size.width = max(frame.width - insets.left - insets.right, 0) }
    switch contentVerticalAlignment {
    case .top, .fill: frame.origin.y += insets.top
    case .bottom: frame.origin.y -= insets.bottom
    case .center: frame.origin.y += (insets.top - insets.bottom) / 2
    }
    if stretchHeight { frame.size.height = max(frame.height - insets.top - insets.bottom, 0) }
    return frame
  }

  /// Swaps the image, laid out first in `imageRect` (before its insets), to after the title.
  /// The insets keep their sides (they are left and right, not leading and trailing): each
  /// moves its own content as it did before the swap.
  private func placeImageAfterTitle(
    _ image: inout CGRect, _ title: inout CGRect, imageRect: CGRect, spacing: CGFloat
  ) {
    let titleOffset = title.minX - (imageRect.maxX + spacing)
    let imageOffset = image.minX - imageRect.minX
    title.origin.x = imageRect.minX + titleOffset
    image.origin.x = imageRect.minX + title.width + spacing + imageOffset
  }

  /// Centres a configuration button's image above or below its title.
  private func stackImageAndTitle(
    _ image: inout CGRect, _ title: inout CGRect, imageAbove: Bool, in content: CGRect,
    spacing: CGFloat
  ) {
    let height = image.height + spacing + title.height
    let top: CGFloat
    switch contentVerticalAlignment {
    case .top, .fill: top = content.minY
    case .bottom: top = content.maxY - height
    case .center: top = content.midY - height / 2
    }
    title.size.width = min(titleLabel?.intrinsicContentSize.width ?? title.width, content.width)
    image.origin.x = content.midX - image.width / 2
    title.origin.x = content.midX - title.width / 2
    if imageAbove {
      image.origin.y = top
      title.origin.y = top + image.height + spacing
    } else {
      title.origin.y = top
      image.origin.y = top + title.height + spacing
    }
  }
}
