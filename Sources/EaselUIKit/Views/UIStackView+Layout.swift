import Foundation

extension UIStackView {
  /// Places the visible arranged views by distribution and alignment.
  func layoutArrangedSubviews() {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard !shown.isEmpty else { return }
    let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
    let horizontal = axis == .horizontal
    let available = horizontal ? area.width : area.height
    let naturals = shown.map { naturalSize(of: $0) }
    let along = naturals.map { horizontal ? $0.width : $0.height }
    let n = CGFloat(shown.count)
    let gaps = spacing * (n - 1)

    var sizes = along
    var gap = spacing
    switch distribution {
    case .fill:
      let extra = available - gaps - along.reduce(0, +)
      if extra != 0, let i = indexToResize(shown, growing: extra > 0) {
        sizes[i] = max(sizes[i] + extra, 0)
      }
    case .fillEqually:
      sizes = Array(repeating: max((available - gaps) / n, 0), count: shown.count)
    case .fillProportionally:
      let total = along.reduce(0, +)
      sizes = along.map {
        total > 0 ? max($0 / total * (available - gaps), 0) : (available - gaps) / n
      }
    case .equalSpacing:
      if shown.count > 1 {
        gap = max((available - along.reduce(0, +)) / (n - 1), spacing)
      }
    case .equalCentering:
      if shown.count > 1 {
        let firstHalf = along.first.map { $0 / 2 } ?? 0
        let lastHalf = along.last.map { $0 / 2 } ?? 0
        let step = (available - firstHalf - lastHalf) / (n - 1)
        let origin = horizontal ? area.minX : area.minY
        for (i, v) in shown.enumerated() {
          let center = origin + firstHalf + step * CGFloat(i)
          place(v, start: center - along[i] / 2, length: along[i], natural: naturals[i], in: area)
        }
        return
      }
    }
    var position = horizontal ? area.minX : area.minY
    for (i, v) in shown.enumerated() {
      place(v, start: position, length: sizes[i], natural: naturals[i], in: area)
      position += sizes[i] + gap
    }
  }

  /// The view that takes the extra (or missing) space for `.fill`: lowest hugging
  /// (growing) or compression resistance (shrinking) priority; the first on ties.
  private func indexToResize(_ views: [UIView], growing: Bool) -> Int? {
    let priorities = views.map {
      growing
        ? $0.contentHuggingPriority(for: axis) : $0.contentCompressionResistancePriority(for: axis)
    }
    guard let lowest = priorities.min() else { return nil }
    return priorities.firstIndex(of: lowest)
  }

  /// Sets one view's frame: `start`/`length` along the axis, aligned across it.
  private func place(_ v: UIView, start: CGFloat, length: CGFloat, natural: CGSize, in area: CGRect)
  {
    let horizontal = axis == .horizontal
    let crossAvailable = horizontal ? area.height : area.width
    let crossOrigin = horizontal ? area.minY : area.minX
    let naturalCross = min(horizontal ? natural.height : natural.width, crossAvailable)
    let crossSize: CGFloat
    let crossStart: CGFloat
    switch alignment {
    case .fill:
      crossSize = crossAvailable
      crossStart = crossOrigin
    case .leading, .firstBaseline:
      crossSize = naturalCross
      crossStart = crossOrigin
    case .center:
      crossSize = naturalCross
      crossStart = crossOrigin + (crossAvailable - naturalCross) / 2
    case .trailing, .lastBaseline:
      crossSize = naturalCross
      crossStart = crossOrigin + crossAvailable - naturalCross
    }
    v.frame =
      horizontal
      ? CGRect(x: start, y: crossStart, width: length, height: crossSize)
      : CGRect(x: crossStart, y: start, width: crossSize, height: length)
  }
}
