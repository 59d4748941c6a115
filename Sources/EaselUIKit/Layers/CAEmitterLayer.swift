import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How an emitter layer's particles are composited, as `CAEmitterLayerRenderMode`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name, as Core Animation spells it.
  public let rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// In no particular order.
  public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
  /// Oldest first.
  public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
  /// Oldest last.
  public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
  /// Back to front.
  public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
  /// Added together.
  public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// The shape particles are emitted from, as `CAEmitterLayerEmitterShape`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
  /// The shape's name, as Core Animation spells it.
  public let rawValue: String
  /// Creates a shape from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A point.
  public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
  /// A line.
  public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
  /// A rectangle.
  public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
  /// A cuboid.
  public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
  /// A circle.
  public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
  /// A sphere.
  public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the shape particles come from, as `CAEmitterLayerEmitterMode`.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name, as Core Animation spells it.
  public let rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The points of the shape.
  public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
  /// Its outline.
  public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
  /// Its surface.
  public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
  /// Its volume.
  public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// A layer that emits particles, as `CAEmitterLayer`.
///
/// Particles are born over time; a still render is the layer at time zero, before any is
/// born, so the layer draws as a plain `CALayer` (its background, border and sublayers) —
/// as Interface Builder's snapshot of a designable shows it. Every property is kept and
/// read back, for the code that configures it (COVERAGE.md).
@preconcurrency @MainActor
open class CAEmitterLayer: CALayer {
  /// The kinds of particle emitted.
  open var emitterCells: [CAEmitterCell]?
  /// Multiplies every cell's birth rate (default 1).
  open var birthRate: Float = 1
  /// Multiplies every cell's lifetime (default 1).
  open var lifetime: Float = 1
  /// The emitter's centre, in the layer's coordinates.
  open var emitterPosition = CGPoint.zero
  /// The emitter's z position.
  open var emitterZPosition: CGFloat = 0
  /// The emitter's size.
  open var emitterSize = CGSize.zero
  /// The emitter's depth.
  open var emitterDepth: CGFloat = 0
  /// The emitter's shape (default `.point`).
  @available(swift, introduced: 4.2)
  open var emitterShape = CAEmitterLayerEmitterShape.point
  /// Where on the shape particles start (default `.volume`).
  @available(swift, introduced: 4.2)
  open var emitterMode = CAEmitterLayerEmitterMode.volume
  /// How particles are composited (default `.unordered`).
  @available(swift, introduced: 4.2)
  open var renderMode = CAEmitterLayerRenderMode.unordered
  /// Whether particles keep depth.
  open var preservesDepth = false
  /// Multiplies every cell's velocity (default 1).
  open var velocity: Float = 1
  /// Multiplies every cell's scale (default 1).
  open var scale: Float = 1
  /// Multiplies every cell's spin (default 1).
  open var spin: Float = 1
  /// The random seed.
  open var seed: UInt32 = 0

  /// Creates an emitter with no cells.
  public required init() { super.init() }

  /// Creates a copy of another layer's model values.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAEmitterLayer else { return }
    emitterCells = other.emitterCells
    birthRate = other.birthRate
    lifetime = other.lifetime
    emitterPosition = other.emitterPosition
    emitterZPosition = other.emitterZPosition
    emitterSize = other.emitterSize
    emitterDepth = other.emitterDepth
    emitterShape = other.emitterShape
    emitterMode = other.emitterMode
    renderMode = other.renderMode
    preservesDepth = other.preservesDepth
    velocity = other.velocity
    scale = other.scale
    spin = other.spin
    seed = other.seed
  }

  /// Creates an emitter from an archive.
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// One kind of particle an emitter layer emits, as `CAEmitterCell`: kept and read back
/// (a still render shows no particle; see `CAEmitterLayer`).
@preconcurrency @MainActor
open class CAEmitterCell: NSObject {
  /// The cell's name, for key paths.
  open var name: String?
  /// Whether it emits.
  open var isEnabled = true
  /// Particles per second.
  open var birthRate: Float = 0
  /// A particle's lifetime in seconds.
  open var lifetime: Float = 0
  /// The random range of `lifetime`.
  open var lifetimeRange: Float = 0
  /// The emission direction out of the xy-plane, in radians.
  open var emissionLatitude: CGFloat = 0
  /// The emission direction in the xy-plane, in radians.
  open var emissionLongitude: CGFloat = 0
  /// The random range of the emission direction.
  open var emissionRange: CGFloat = 0
  /// The initial velocity.
  open var velocity: CGFloat = 0
  /// The random range of `velocity`.
  open var velocityRange: CGFloat = 0
  /// Acceleration along x.
  open var xAcceleration: CGFloat = 0
  /// Acceleration along y.
  open var yAcceleration: CGFloat = 0
  /// Acceleration along z.
  open var zAcceleration: CGFloat = 0
  /// The particle's scale.
  open var scale: CGFloat = 1
  /// The random range of `scale`.
  open var scaleRange: CGFloat = 0
  /// The change of `scale` per second.
  open var scaleSpeed: CGFloat = 0
  /// The spin in radians per second.
  open var spin: CGFloat = 0
  /// The random range of `spin`.
  open var spinRange: CGFloat = 0
  /// The particle colour.
  open var color: CGColor?
  /// The random range of the red component.
  open var redRange: Float = 0
  /// The random range of the green component.
  open var greenRange: Float = 0
  /// The random range of the blue component.
  open var blueRange: Float = 0
  /// The random range of the alpha component.
  open var alphaRange: Float = 0
  /// The change of the red component per second.
  open var redSpeed: Float = 0
  /// The change of the green component per second.
  open var greenSpeed: Float = 0
  /// The change of the blue component per second.
  open var blueSpeed: Float = 0
  /// The change of the alpha component per second.
  open var alphaSpeed: Float = 0
  /// The particle's image (a `CGImage`).
  open var contents: Any?
  /// The part of `contents` drawn, in unit coordinates.
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The scale of `contents`.
  open var contentsScale: CGFloat = 1
  /// The filter used when `contents` is drawn smaller.
  open var minificationFilter = "linear"
  /// The filter used when `contents` is drawn larger.
  open var magnificationFilter = "linear"
  /// The level-of-detail bias of `minificationFilter`.
  open var minificationFilterBias: Float = 0
  /// Cells each particle emits.
  open var emitterCells: [CAEmitterCell]?
  /// When the cell starts emitting, relative to its layer.
  open var beginTime: CFTimeInterval = 0
  /// How long it emits.
  open var duration: CFTimeInterval = 0
  /// Its time's rate relative to its layer's.
  open var speed: Float = 1

  /// Creates a cell that emits nothing until configured.
  public override init() { super.init() }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open class func defaultValue(forKey key: String) -> Any? {
    UnimplementedAPI.use("CAEmitterCell.defaultValue(forKey:)", by: CAEmitterCell.self); return nil
  }

  open func shouldArchiveValue(forKey key: String) -> Bool {
    UnimplementedAPI.use("CAEmitterCell.shouldArchiveValue(forKey:)", by: self); return false
  }

  open var style: [AnyHashable : Any]? {
    get { UnimplementedAPI.value(of: self, "CAEmitterCell.style", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "CAEmitterCell.style") }
  }
  // facade-inventory:end
}
