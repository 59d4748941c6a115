import EaselUIKit
import Foundation

/// Where every view made from a document object ended up once the scene was laid out: its
/// frame in the drawn picture's points (the top view's coordinates), by object id. The
/// designer's canvas hit-tests, selects and draws its handles with these, so that a scene
/// drawn for another device, orientation, text size or language is picked where it is drawn,
/// not where the document stores it.
public enum ViewFrames {
  /// `[x, y, width, height]` of each view of `rendered` that is in the drawn tree, by object
  /// id; an object made more than once (a cell's contents) by its first view.
  @MainActor
  public static func of(_ rendered: RenderedScene) -> [String: [Double]] {
    var frames: [String: [Double]] = [:]
    for (element, view) in rendered.builder.made {
      guard let id = element.id, frames[id] == nil, isDrawn(view, under: rendered.root) else {
        continue
      }
      let rect = view.convert(view.bounds, to: rendered.root)
      let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map {
        Double($0)
      }
      guard values.allSatisfy(\.isFinite) else { continue }
      frames[id] = values.map { ($0 * 100).rounded() / 100 }
    }
    return frames
  }

  /// The frames as one JSON object, keys sorted.
  public static func json(_ frames: [String: [Double]]) -> Data {
    (try? JSONSerialization.data(withJSONObject: frames, options: [.sortedKeys])) ?? Data("{}".utf8)
  }

  /// The frames a `json(_:)` file holds; nil when it is missing or not such an object.
  public static func read(_ url: URL) -> [String: [Double]]? {
    guard let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    var frames: [String: [Double]] = [:]
    for (id, value) in object {
      guard let numbers = value as? [NSNumber], numbers.count == 4 else { return nil }
      frames[id] = numbers.map(\.doubleValue)
    }
    return frames
  }

  /// Whether `view` is `root` or one of its descendants (a view made but never added, such
  /// as a bar button's custom view left out, is not drawn).
  @MainActor
  private static func isDrawn(_ view: UIView, under root: UIView) -> Bool {
    var current: UIView? = view
    while let v = current {
      if v === root { return true }
      current = v.superview
    }
    return false
  }
}
