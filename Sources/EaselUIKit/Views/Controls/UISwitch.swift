internal import EaselGraphics
import Foundation

/// An on/off switch, as `UISwitch`, drawn in the iOS 13+ style at its fixed 51×31 size.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// Whether the switch is on.
  open var isOn = false { didSet { setNeedsDisplay() } }
  /// The track colour when on (default `systemGreen`).
  open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The knob colour (default white).
  open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// Creates a switch.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    prepareForOwnDrawing()
  }

  /// Creates a switch from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    prepareForOwnDrawing()
  }

  /// Turns the switch on or off (never animated here).
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// The fixed iOS size.
  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
  /// The track's alignment rectangle: 2 points left of the frame (measured on the frames
  /// Interface Builder stores).
  open override var alignmentRectInsets: UIEdgeInsets {
    UIEdgeInsets(top: 0, left: -2, bottom: 0, right: 2)
  }
  /// The fixed iOS size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Draws the track and the knob at the top-left of the bounds.
  open override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    let track = CGRect(x: 0, y: 0, width: 51, height: 31)
    let trackColor =
      isOn
      ? (onTintColor ?? .systemGreen).resolvedRGBA(traits)
      : UIColor.secondarySystemFill.resolvedRGBA(traits)
    let fade = isEnabled ? 1.0 : 0.5
    ctx.canvas.fill(
      GraphicsPath(roundedRect: track, cornerRadius: 15.5),
      color: trackColor.multiplyingAlpha(by: fade), rule: .nonZero)
    let knob = CGRect(x: isOn ? 22 : 2, y: 2, width: 27, height: 27)
    ctx.canvas.beginGroup()
    ctx.canvas.fill(
      GraphicsPath(ellipseIn: knob),
      color: (thumbTintColor ?? .white).resolvedRGBA(traits), rule: .nonZero)
    let group = ctx.canvas.endGroup()
    ctx.canvas.paint(
      group, opacity: fade, mask: nil,
      shadow: Shadow(
        color: RGBA(white: 0, alpha: 0.2), offset: CGSize(width: 0, height: 3), radius: 4))
  }
}
