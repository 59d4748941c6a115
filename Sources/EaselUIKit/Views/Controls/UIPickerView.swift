import Foundation

/// A spinning-wheel chooser, as `UIPickerView`, drawn at rest in the iOS 14+ style.
///
/// Differs from UIKit: there is no data source or delegate yet; like Interface Builder's
/// canvas, the wheel shows sample rows (the city names Interface Builder uses) in one
/// column around the selection band.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// Whether the selection band shows (always drawn since iOS 7; stored).
  open var showsSelectionIndicator = true

  /// The rows Interface Builder shows in an unconfigured picker.
  static let sampleRows = ["Mountain View", "Sunnyvale", "Cupertino", "Santa Clara", "San Jose"]

  /// Creates a picker view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  /// Creates a picker view from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
  }

  /// The number of wheels (one: the sample column).
  open var numberOfComponents: Int { 1 }

  /// iOS's height; no intrinsic width.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 216)
  }

  override func resolveOwnTraitDependentColors() {
    super.resolveOwnTraitDependentColors()
    setNeedsDisplay()
  }

  /// Draws the band and the sample rows, the middle one selected.
  open override func draw(_ rect: CGRect) {
    let rows = Self.sampleRows
    PickerWheel.draw(
      [
        PickerWheel.Column(
          above: [rows[1], rows[0]], selected: rows[2], below: [rows[3], rows[4]])
      ],
      in: bounds, traits: traitCollection, enabled: true)
  }
}
