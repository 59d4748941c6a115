import Foundation

/// A tap recognizer, as `UITapGestureRecognizer` (stored; see `UIGestureRecognizer`).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed (default 1).
  open var numberOfTapsRequired = 1
  /// Fingers needed (default 1).
  open var numberOfTouchesRequired = 1
}

/// A drag recognizer, as `UIPanGestureRecognizer` (stored; see `UIGestureRecognizer`).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers (default 1).
  open var minimumNumberOfTouches = 1
  /// The most fingers (default unlimited).
  open var maximumNumberOfTouches = Int.max
  private var translationStorage: CGPoint = .zero
  private var velocityStorage: CGPoint = .zero

  /// The drag's translation, in `view`'s coordinate system (zero in a render).
  open func translation(in view: UIView?) -> CGPoint { translationStorage }

  /// Resets the translation to `translation`.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    translationStorage = translation
  }

  /// The drag's velocity in points per second (zero in a render).
  open func velocity(in view: UIView?) -> CGPoint { velocityStorage }

  /// Clears the translation.
  open override func reset() {
    super.reset()
    translationStorage = .zero
    velocityStorage = .zero
  }
}

/// An edge drag recognizer, as `UIScreenEdgePanGestureRecognizer` (stored).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges it starts from.
  open var edges: UIRectEdge = []
}

/// A press-and-hold recognizer, as `UILongPressGestureRecognizer` (stored).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// Taps before the press (default 0).
  open var numberOfTapsRequired = 0
  /// Fingers needed (default 1).
  open var numberOfTouchesRequired = 1
  /// How long to hold, in seconds (default 0.5).
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far the finger may move, in points (default 10).
  open var allowableMovement: CGFloat = 10
}

/// A swipe recognizer, as `UISwipeGestureRecognizer` (stored).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Swipe directions, as `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Sendable, Hashable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Right.
    public static let right = Direction(rawValue: 1 << 0)
    /// Left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Up.
    public static let up = Direction(rawValue: 1 << 2)
    /// Down.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The recognized directions (default right).
  open var direction: Direction = .right
  /// Fingers needed (default 1).
  open var numberOfTouchesRequired = 1
}

/// A pinch recognizer, as `UIPinchGestureRecognizer` (stored).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale relative to the touches' start (1 in a render).
  open var scale: CGFloat = 1
  /// The scale's change per second (0 in a render).
  open private(set) var velocity: CGFloat = 0
}

/// A rotation recognizer, as `UIRotationGestureRecognizer` (stored).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation in radians (0 in a render).
  open var rotation: CGFloat = 0
  /// The rotation's change per second (0 in a render).
  open private(set) var velocity: CGFloat = 0
}

/// Rectangle edges, as `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  /// The raw bit mask.
  public let rawValue: UInt
  /// Creates edges from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Top.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// Left.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// Bottom.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// Right.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
