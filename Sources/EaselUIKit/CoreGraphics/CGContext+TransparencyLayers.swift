internal import EaselGraphics
import Foundation

/// Core Graphics' transparency layers: drawing between `beginTransparencyLayer` and
/// `endTransparencyLayer()` goes onto a fully transparent backdrop of its own (a canvas group),
/// which is then composited into the context as one image, through the clip, with the alpha,
/// shadow and blend mode the graphics state had at the begin, as `CGContext.h` documents. So
/// a `.clear` fill inside a layer clears only what was drawn in the layer.
extension CGContext {
  /// Begins a transparency layer over the whole clip. Until it ends, the alpha is 1, there is
  /// no shadow and the blend mode is normal; ending it restores them (and the rest of the
  /// graphics state) to what they were here. Layers nest. `auxiliaryInfo` is ignored, as
  /// Core Graphics documents it may be.
  public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
    beginTransparencyLayer(bounds: nil)
  }

  /// Begins a transparency layer whose content is bounded by `rect` (user space), as
  /// `CGContext.h` documents: drawing in the layer outside it is cut off.
  public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo auxInfo: CFDictionary?) {
    beginTransparencyLayer(bounds: rect)
  }

  /// Ends the innermost transparency layer: the graphics states saved inside it are restored,
  /// and its drawing is composited with the alpha, shadow and blend mode in effect at its
  /// begin. An unbalanced call is ignored.
  public func endTransparencyLayer() {
    guard let depth = transparencyLayerDepths.last else { return }
    while stackDepth > depth { restoreGState() }
    paintMaskClips(downTo: depth)
    let layer = canvas.endGroup()
    transparencyLayerDepths.removeLast()
    restoreGState()
    canvas.paint(layer, opacity: state.alpha, mask: nil, shadow: state.shadow)
  }

  private func beginTransparencyLayer(bounds: CGRect?) {
    saveGState()
    transparencyLayerDepths.append(stackDepth)
    state.alpha = 1
    state.shadow = nil
    setBlendMode(.normal)
    if let bounds { canvas.beginGroup(bounds: bounds) } else { canvas.beginGroup() }
  }
}
