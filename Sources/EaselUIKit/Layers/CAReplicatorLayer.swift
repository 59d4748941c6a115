import Foundation

/// A layer that draws its sublayers several times, each copy transformed from the one
/// before, as `CAReplicatorLayer`.
///
/// Instance `k` (from 0) is drawn with `instanceTransform` applied `k` times about the
/// layer's centre, as Core Animation does. Differs from UIKit: only the transform's affine
/// part is drawn; `instanceColor` and the colour offsets act on opacity only (its alpha and
/// `instanceAlphaOffset`), the red, green and blue parts are stored; `instanceDelay` and
/// `preservesDepth` are stored (a still render has no time or depth) (COVERAGE.md).
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
  /// How many copies of the sublayers are drawn (default 1).
  open var instanceCount = 1
  /// Whether copies are flattened into the layer or keep depth (stored).
  open var preservesDepth = false
  /// The delay between copies' animations (stored: nothing animates).
  open var instanceDelay: CFTimeInterval = 0
  /// The transform from one copy to the next, about the layer's centre.
  open var instanceTransform = CATransform3DIdentity
  /// The colour the sublayers' colours are multiplied by (default white; only its alpha is
  /// drawn).
  open var instanceColor: CGColor?
  /// Added to the red component from one copy to the next (stored).
  open var instanceRedOffset: Float = 0
  /// Added to the green component from one copy to the next (stored).
  open var instanceGreenOffset: Float = 0
  /// Added to the blue component from one copy to the next (stored).
  open var instanceBlueOffset: Float = 0
  /// Added to the alpha component from one copy to the next (drawn as opacity).
  open var instanceAlphaOffset: Float = 0

  /// Creates a replicator drawing one copy.
  public required init() { super.init() }

  /// Creates a copy of another layer's model values.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAReplicatorLayer else { return }
    instanceCount = other.instanceCount
    preservesDepth = other.preservesDepth
    instanceDelay = other.instanceDelay
    instanceTransform = other.instanceTransform
    instanceColor = other.instanceColor
    instanceRedOffset = other.instanceRedOffset
    instanceGreenOffset = other.instanceGreenOffset
    instanceBlueOffset = other.instanceBlueOffset
    instanceAlphaOffset = other.instanceAlphaOffset
  }

  /// Creates a replicator from an archive (default values).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The copies to draw: for each, the map from the sublayers' space to this layer's and
  /// the opacity. At most 10 000 copies are drawn.
  var instances: [(transform: CGAffineTransform, opacity: Double)] {
    let count = min(max(instanceCount, 0), 10_000)
    guard count > 0 else { return [] }
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let step = CATransform3DGetAffineTransform(instanceTransform)
    let toCenter = CGAffineTransform(translationX: -center.x, y: -center.y)
    let back = CGAffineTransform(translationX: center.x, y: center.y)
    let baseAlpha = Double(instanceColor?.alpha ?? 1)
    var result: [(transform: CGAffineTransform, opacity: Double)] = []
    var accumulated = CGAffineTransform.identity
    for k in 0..<count {
      let alpha = min(max(baseAlpha + Double(k) * Double(instanceAlphaOffset), 0), 1)
      result.append((toCenter.concatenating(accumulated).concatenating(back), alpha))
      accumulated = accumulated.concatenating(step)
    }
    return result
  }
}
