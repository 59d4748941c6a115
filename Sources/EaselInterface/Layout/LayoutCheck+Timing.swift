import EaselDocument
import EaselUIKit
import Foundation

extension LayoutCheck {
  /// A scene made ready to be laid out again and again, for benchmarks: its views made
  /// once, none keeping its stored frame.
  public struct PreparedScene {
    /// The scene's root view.
    public let root: UIView
    /// The scene's views (the root's included).
    public let viewCount: Int
  }

  /// Makes `scene`'s views for timing its layout (Easel's own text measurement).
  public func prepareForTiming(_ scene: Scene) throws -> PreparedScene {
    let (root, entries) = try instantiateForLayout(scene, mode: .whole)
    return PreparedScene(root: root, viewCount: entries.count)
  }
}
