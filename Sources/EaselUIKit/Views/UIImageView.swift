internal import EaselGraphics
import Foundation

/// A view that shows an image, as `UIImageView`.
///
/// As on iOS, the image is the layer's `contents`, placed by the layer gravity that matches
/// `contentMode`; template images (`.alwaysTemplate`) are drawn in `tintColor`. A resizable
/// image scaled to fill (`.scaleToFill`) is drawn in nine parts through the layer's
/// `contentsCenter`; the other modes draw it as a whole, as UIKit does.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown when not highlighted.
  open var image: UIImage? { didSet { imageDidChange() } }
  /// The image shown while highlighted (falls back to `image`).
  open var highlightedImage: UIImage? { didSet { imageDidChange() } }
  /// Whether `highlightedImage` is shown.
  open var isHighlighted = false { didSet { imageDidChange() } }
  /// Animation frames.
  ///
  /// Differs from UIKit: stored only; a still render shows `image` (COVERAGE.md).
  open var animationImages: [UIImage]?

  /// Creates an image view sized to `image`.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    imageDidChange()
  }

  /// Creates an image view sized to `image`, with a highlighted image.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
    imageDidChange()
  }

  /// Creates an image view with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    imageDidChange()
  }

  /// Creates an image view from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    imageDidChange()
  }

  /// The image shown now.
  var shownImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

  private func imageDidChange() {
    let shown = shownImage
    layer.contents = shown?.cgImage
    layer.contentsScale = shown?.scale ?? 1
    layer.contentsGravity = contentMode.contentsGravity
    updateContentsCenter()
    if let tint = shown?.tint {
      layer.contentsTint = tint
    } else if shown?.renderingMode == .alwaysTemplate {
      layer.contentsTint = tintColor
    } else {
      layer.contentsTint = nil
    }
    invalidateIntrinsicContentSize()
  }

  override func contentModeDidChange() {
    super.contentModeDidChange()
    layer.contentsGravity = contentMode.contentsGravity
    updateContentsCenter()
  }

  /// The layer's `contentsCenter` from the shown image's caps when it is resizable and scaled
  /// to fill; the whole image otherwise.
  private func updateContentsCenter() {
    guard contentMode == .scaleToFill, let image = shownImage, let cg = image.cgImage,
      let slicing = image.ninePart, cg.width > 0, cg.height > 0
    else {
      layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
      layer.contentsCenterTiles = false
      return
    }
    let (w, h) = (CGFloat(cg.width), CGFloat(cg.height))
    let left = CGFloat(min(slicing.left, cg.width))
    let top = CGFloat(min(slicing.top, cg.height))
    let right = CGFloat(min(slicing.right, cg.width - Int(left)))
    let bottom = CGFloat(min(slicing.bottom, cg.height - Int(top)))
    layer.contentsCenter = CGRect(
      x: left / w, y: top / h, width: (w - left - right) / w, height: (h - top - bottom) / h)
    layer.contentsCenterTiles = slicing.mode == .tile
  }

  override func resolveOwnTraitDependentColors() {
    super.resolveOwnTraitDependentColors()
    if shownImage?.tint == nil, shownImage?.renderingMode == .alwaysTemplate {
      layer.contentsTint = tintColor
    }
  }

  /// The image's size in points, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    guard let shown = shownImage else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return shown.size
  }

  /// An image view's content is its layer's `contents`: `draw(_:)` is never called.
  override var callsDrawRect: Bool { false }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }
}
