internal import EaselGraphics
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A continuous value picker, as `UISlider`, drawn in the iOS 13+ style.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The value (default 0, as `UISlider`'s documentation gives it), clamped to
  /// `minimumValue...maximumValue` when drawn. Redrawn only when it changes: UIKit moves its
  /// thumb view without calling the slider's `draw(_:)`, so a subclass whose `draw(_:)` sets
  /// the value it has (`[self setValue:self.value animated:YES]`) is not drawn again and again.
  open var value: Float = 0 { didSet { if value != oldValue { setNeedsDisplay() } } }
  /// The smallest value (default 0).
  open var minimumValue: Float = 0 { didSet { setNeedsDisplay() } }
  /// The largest value (default 1).
  open var maximumValue: Float = 1 { didSet { setNeedsDisplay() } }
  /// The track colour left of the thumb (default the tint colour).
  open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The track colour right of the thumb (default a system fill grey).
  open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The thumb colour (default white).
  open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// Whether value changes are sent while dragging (stored; there are no events).
  open var isContinuous = true
  /// An image at the minimum end, left of the track.
  open var minimumValueImage: UIImage? { didSet { setNeedsDisplay() } }
  /// An image at the maximum end, right of the track.
  open var maximumValueImage: UIImage? { didSet { setNeedsDisplay() } }

  /// Creates a slider.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    prepareForOwnDrawing()
  }

  /// Creates a slider from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    prepareForOwnDrawing()
  }

  /// Sets the value (never animated here).
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  /// Where the thumb is drawn for `value` on `rect` (its image's size, else 28 points).
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let size = currentThumbImage?.size ?? CGSize(width: 28, height: 28)
    let span = maximumValue - minimumValue
    let t = span > 0 ? CGFloat(min(max((value - minimumValue) / span, 0), 1)) : 0
    let x = rect.minX + max(rect.width - size.width, 0) * t
    return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The track's alignment rectangle: 2 points inside the frame at the sides, 1 above the
  /// bottom (measured on the frames Interface Builder stores).
  open override var alignmentRectInsets: UIEdgeInsets {
    UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
  }

  /// iOS's height, of the alignment rectangle: 30 (a 31-point frame, as Interface Builder
  /// stores sliders), or a taller thumb image's height, as UIKit's slider grows to its thumb
  /// (a 39-point image makes a 39-point frame); no intrinsic width.
  open override var intrinsicContentSize: CGSize {
    let thumb = currentThumbImage?.size.height ?? 0
    return CGSize(
      width: UIView.noIntrinsicMetric, height: max(30, thumb - alignmentRectInsets.bottom))
  }

  override func resolveOwnTraitDependentColors() {
    super.resolveOwnTraitDependentColors()
    setNeedsDisplay()
  }

  /// Where the minimum value image is drawn: its size, at the left edge, centred vertically
  /// (empty without an image).
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = minimumValueImage?.size else {
      return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
    }
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// Where the maximum value image is drawn: its size, at the right edge, centred vertically
  /// (empty without an image).
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = maximumValueImage?.size else {
      return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
    }
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The default track's thickness, in points (iOS 13's slider).
  static let trackThickness: CGFloat = 4

  /// Where the track is drawn: between the value images and their 12-point gaps, 4 points
  /// tall and centred vertically. Both track parts are drawn in the rectangle this returns,
  /// so a subclass that overrides it sets the track's length, position and thickness, as in
  /// UIKit.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    var minX = bounds.minX
    var maxX = bounds.maxX
    if let image = minimumValueImage { minX += image.size.width + 12 }
    if let image = maximumValueImage { maxX -= image.size.width + 12 }
    let thickness = UISlider.trackThickness
    return CGRect(
      x: minX, y: bounds.midY - thickness / 2, width: max(maxX - minX, 0), height: thickness)
  }

  /// Draws the value images, the two track parts and the thumb where
  /// `minimumValueImageRect(forBounds:)`, `maximumValueImageRect(forBounds:)`,
  /// `trackRect(forBounds:)` and `thumbRect(forBounds:trackRect:value:)` put them, so that
  /// subclasses overriding any of them draw as on iOS.
  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0 else { return }
    let traits = traitCollection
    let fullBounds = self.bounds
    let valueImages = [
      (minimumValueImage, minimumValueImageRect(forBounds:)),
      (maximumValueImage, maximumValueImageRect(forBounds:)),
    ]
    for (image, place) in valueImages {
      guard let image, let cg = image.cgImage else { continue }
      let tint =
        image.renderingMode == .alwaysTemplate
        ? (tintColor ?? .systemBlue).resolvedRGBA(traits) : nil
      ctx.drawUpright(cg.bitmap, in: place(fullBounds), tint: tint)
    }
    let track = trackRect(forBounds: fullBounds)
    guard track.width > 0 else { return }
    let thumbRect = thumbRect(forBounds: fullBounds, trackRect: track, value: value)
    let split = min(max(thumbRect.midX, track.minX), track.maxX)
    let fade = isEnabled ? 1.0 : 0.5
    if let image = currentMinimumTrackImage, let cg = image.cgImage {
      let left = CGRect(
        x: track.minX, y: track.midY - image.size.height / 2, width: split - track.minX,
        height: image.size.height)
      ctx.drawUpright(cg.bitmap, in: left, tint: nil, slicing: image.ninePart)
    }
    if let image = currentMaximumTrackImage, let cg = image.cgImage {
      let right = CGRect(
        x: split, y: track.midY - image.size.height / 2, width: track.maxX - split,
        height: image.size.height)
      ctx.drawUpright(cg.bitmap, in: right, tint: nil, slicing: image.ninePart)
    }
    if currentMaximumTrackImage == nil || currentMinimumTrackImage == nil {
      drawTintedTrack(
        in: ctx, track: track, split: split, fade: fade,
        left: currentMinimumTrackImage == nil, right: currentMaximumTrackImage == nil)
    }
    if let image = currentThumbImage, let cg = image.cgImage {
      let tint =
        image.renderingMode == .alwaysTemplate
        ? (thumbTintColor ?? tintColor ?? .systemBlue).resolvedRGBA(traits) : nil
      ctx.drawUpright(cg.bitmap, in: thumbRect, tint: tint)
      return
    }
    ctx.canvas.beginGroup()
    ctx.canvas.fill(
      GraphicsPath(ellipseIn: thumbRect),
      color: (thumbTintColor ?? .white).resolvedRGBA(traits), rule: .nonZero)
    let group = ctx.canvas.endGroup()
    ctx.canvas.paint(
      group, opacity: fade, mask: nil,
      shadow: Shadow(
        color: RGBA(white: 0, alpha: 0.25), offset: CGSize(width: 0, height: 3), radius: 4))
  }

  /// Fills the parts of `track` left and right of `split` in the track colours, with round
  /// ends (radius half the track's height).
  private func drawTintedTrack(
    in ctx: CGContext, track: CGRect, split: CGFloat, fade: Double, left: Bool, right: Bool
  ) {
    let traits = traitCollection
    let radius = min(track.height, track.width) / 2
    let maxColor = (maximumTrackTintColor ?? .secondarySystemFill).resolvedRGBA(traits)
    let minColor = (minimumTrackTintColor ?? tintColor ?? .systemBlue).resolvedRGBA(traits)
    if right {
      var r = track
      if !left {
        r.origin.x = split
        r.size.width = max(track.maxX - split, 0)
      }
      ctx.canvas.fill(
        GraphicsPath(roundedRect: r, cornerRadius: radius),
        color: maxColor.multiplyingAlpha(by: fade), rule: .nonZero)
    }
    if left {
      var l = track
      l.size.width = max(split - track.minX, 0)
      ctx.canvas.fill(
        GraphicsPath(roundedRect: l, cornerRadius: radius),
        color: minColor.multiplyingAlpha(by: fade), rule: .nonZero)
    }
  }

  /// Sets the thumb's image for `state` (drawn instead of the round thumb); one of another
  /// height changes the slider's intrinsic height (`intrinsicContentSize`).
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    let before = currentThumbImage?.size.height
    set(image, for: state, UISlider.thumbKey)
    if currentThumbImage?.size.height != before { invalidateIntrinsicContentSize() }
  }

  /// Sets the image of the track left of the thumb for `state` (stretched along the track).
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    set(image, for: state, UISlider.minimumTrackKey)
  }

  /// Sets the image of the track right of the thumb for `state` (stretched along the track).
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    set(image, for: state, UISlider.maximumTrackKey)
  }

  /// The thumb image set for `state` exactly.
  open func thumbImage(for state: UIControl.State) -> UIImage? {
    images(UISlider.thumbKey)[state.rawValue]
  }

  /// The minimum track image set for `state` exactly.
  open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    images(UISlider.minimumTrackKey)[state.rawValue]
  }

  /// The maximum track image set for `state` exactly.
  open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    images(UISlider.maximumTrackKey)[state.rawValue]
  }

  /// The thumb image drawn now (the current state's, else the normal one).
  open var currentThumbImage: UIImage? { image(for: state, UISlider.thumbKey) }

  /// The minimum track image drawn now.
  open var currentMinimumTrackImage: UIImage? { image(for: state, UISlider.minimumTrackKey) }

  /// The maximum track image drawn now.
  open var currentMaximumTrackImage: UIImage? { image(for: state, UISlider.maximumTrackKey) }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var behavioralStyle: UIBehavioralStyle { .automatic }

  open var preferredBehavioralStyle: UIBehavioralStyle {
    get { UnimplementedAPI.value(of: self, "UISlider.preferredBehavioralStyle", default: .automatic) }
    set { UnimplementedAPI.set(newValue, of: self, "UISlider.preferredBehavioralStyle") }
  }
  // facade-inventory:end
}
