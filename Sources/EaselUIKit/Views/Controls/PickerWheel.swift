internal import EaselGraphics
import Foundation

/// The still look of an iOS 14+ picker wheel: a rounded selection band across the middle and
/// rows of text curving away above and below it, fading and flattening as a drum would.
///
/// Shared by `UIPickerView` (placeholder rows) and `UIDatePicker` (its wheel columns).
@preconcurrency @MainActor
struct PickerWheel {
  /// The rows of one column: the selected row's text and those above and below it.
  struct Column {
    var above: [String]
    var selected: String
    var below: [String]
    /// The column's share of the width (weights are normalised).
    var weight: CGFloat = 1
    var alignment: TextAlignment = .center
  }

  static let rowHeight: CGFloat = 32
  static let fontSize: CGFloat = 21

  /// Draws the band and `columns` across `bounds`.
  static func draw(_ columns: [Column], in bounds: CGRect, traits: UITraitCollection, enabled: Bool)
  {
    guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else {
      return
    }
    let canvas = ctx.canvas
    canvas.save()
    canvas.clip(to: GraphicsPath(rect: bounds), rule: .nonZero)
    defer { canvas.restore() }
    let band = CGRect(
      x: bounds.minX + 8, y: bounds.midY - rowHeight / 2, width: bounds.width - 16,
      height: rowHeight)
    canvas.fill(
      GraphicsPath(roundedRect: band, cornerRadius: 8),
      color: UIColor.tertiarySystemFill.resolvedRGBA(traits), rule: .nonZero)
    let text = UIColor.label.resolvedRGBA(traits).multiplyingAlpha(by: enabled ? 1 : 0.4)
    let radius = max(bounds.height / 2, rowHeight)
    let totalWeight = max(columns.reduce(0) { $0 + $1.weight }, 0.001)
    var x = band.minX + 8
    let usable = band.width - 16
    for column in columns {
      let width = usable * column.weight / totalWeight
      defer { x += width }
      let rows: [(offset: Int, text: String)] =
        column.above.enumerated().map { (-($0.offset + 1), $0.element) }
        + [(0, column.selected)]
        + column.below.enumerated().map { ($0.offset + 1, $0.element) }
      for row in rows {
        let angle = CGFloat(row.offset) * rowHeight / radius
        guard abs(angle) < .pi / 2 else { continue }
        let squash = cos(angle)
        let centreY = bounds.midY + radius * sin(angle)
        let alpha = row.offset == 0 ? 1.0 : Double(squash) * 0.55
        let font = FontSpec.system(size: fontSize * (0.85 + 0.15 * squash))
        let layout = TextLayout(
          text: row.text, font: font, color: text.multiplyingAlpha(by: alpha),
          width: max(width - 4, 1), maxLines: 1, alignment: column.alignment)
        canvas.save()
        canvas.concatenate(
          CGAffineTransform(translationX: x + 2, y: centreY)
            .scaledBy(x: 1, y: squash))
        canvas.draw(layout, at: CGPoint(x: 0, y: -layout.size.height / 2))
        canvas.restore()
      }
    }
  }
}
