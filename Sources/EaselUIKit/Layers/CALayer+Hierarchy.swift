import Foundation

extension CALayer {
  /// The layers drawn inside this one, back to front (before `zPosition` sorting); nil
  /// when there are none, as on iOS. Setting it replaces them.
  public var sublayers: [CALayer]? {
    get { sublayerStorage.isEmpty ? nil : sublayerStorage }
    set {
      for l in sublayerStorage { l.superlayer = nil }
      sublayerStorage = []
      for l in newValue ?? [] { addSublayer(l) }
    }
  }

  /// Appends `layer` as the frontmost sublayer, moving it from any previous superlayer.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayerStorage.count))
  }

  /// Inserts `layer` at `index` (clamped to the count), moving it from any previous superlayer.
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self, !isDescendant(of: layer) else { return }
    if layer.superlayer === self, let old = sublayerStorage.firstIndex(where: { $0 === layer }) {
      sublayerStorage.remove(at: old)
    } else {
      layer.removeFromSuperlayer()
    }
    let i = min(Int(index), sublayerStorage.count)
    sublayerStorage.insert(layer, at: i)
    layer.superlayer = self
    setNeedsLayout()
  }

  /// Inserts `layer` just below `sibling` (at the back if `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    guard let sibling, sibling !== layer else {
      insertSublayer(layer, at: 0)
      return
    }
    if layer.superlayer === self { sublayerStorage.removeAll { $0 === layer } }
    let i = sublayerStorage.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(i))
  }

  /// Inserts `layer` just above `sibling` (at the front if `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard let sibling, sibling !== layer else {
      addSublayer(layer)
      return
    }
    if layer.superlayer === self { sublayerStorage.removeAll { $0 === layer } }
    let i = sublayerStorage.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayerStorage.count
    insertSublayer(layer, at: UInt32(i))
  }

  /// Replaces `old` with `new` in place.
  public func replaceSublayer(_ old: CALayer, with new: CALayer) {
    guard let i = sublayerStorage.firstIndex(where: { $0 === old }) else { return }
    old.removeFromSuperlayer()
    insertSublayer(new, at: UInt32(i))
  }

  /// Detaches the layer from its superlayer.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayerStorage.removeAll { $0 === self }
    superlayer = nil
  }

  /// Whether `ancestor` is this layer or above it.
  func isDescendant(of ancestor: CALayer) -> Bool {
    var l: CALayer? = self
    while let c = l {
      if c === ancestor { return true }
      l = c.superlayer
    }
    return false
  }

  /// Sublayers in drawing order: stable-sorted by `zPosition`.
  var sublayersInDrawingOrder: [CALayer] {
    sublayerStorage.enumerated()
      .sorted { a, b in
        a.element.zPosition != b.element.zPosition
          ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
      }
      .map(\.element)
  }
}
