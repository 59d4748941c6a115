import EaselDocument
import EaselResources
import Foundation

/// A whole storyboard as one picture, as Interface Builder's canvas shows it: every scene at
/// its `canvasLocation` with its title above it, the views beside a scene's controller above
/// the scene (`IBDocument.canvasScenes`), segues as arrows between scenes, and the initial
/// view controller's entry arrow.
///
/// Design: the overview is laid out in pixels from the document alone (`layout(scale:)`),
/// so the scene pictures can be rendered at exactly the overview's scale by whoever renders
/// them: in-process by `SceneRenderer`, or by a designables agent into files. The pictures
/// are then drawn into one raster surface (`Overview+Drawing.swift`). Drawing every scene's
/// view tree straight onto the big canvas would save a copy per scene, but needs the
/// renderer's resource environment, which only `SceneRenderer` sets up; the copies cost
/// little next to rendering the scenes.
public struct Overview {
  /// One scene on the canvas.
  public struct Item {
    public var scene: Scene
    /// The title Interface Builder shows above the scene.
    public var title: String
    /// Where the scene sits on the storyboard canvas, in points.
    public var frame: CGRect
    /// Whether the scene has a view to render; otherwise it is drawn as a labelled card.
    public var hasView: Bool
  }

  /// How a segue is drawn.
  public enum SegueStyle: Sendable, Hashable {
    /// Show, present, push, popover, custom: a solid arrow.
    case transition
    /// A container's relationship (root view controller, tab) or an embed: a dashed arrow.
    case relationship
  }

  /// A segue between two scenes.
  public struct Segue {
    /// The `<segue>`'s id.
    public var id: String
    /// `show`, `relationship`, `presentation`, …
    public var kind: String
    public var style: SegueStyle
    /// Indexes into `items`.
    public var source: Int
    public var destination: Int
  }

  public private(set) var items: [Item] = []
  public private(set) var segues: [Segue] = []
  /// The index of the initial view controller's scene.
  public private(set) var initialItem: Int?

  /// The size of a scene without a view (a navigation or tab bar controller): the
  /// document's device, else an iPhone 8.
  public let cardSize: CGSize

  /// Reads the scenes, their canvas locations and segues. Scenes without a location (a
  /// xib's views, old storyboards) are placed in a row below the located ones. With a
  /// `canvasSize` (a device's screen, `RenderSettings.canvasSize`), scenes that follow the
  /// device (`Scene.followsDevice`) and cards take that size, as they are rendered.
  public init(document: IBDocument, canvasSize: CGSize? = nil) {
    cardSize = canvasSize ?? Device.of(document)?.size ?? CGSize(width: 375, height: 667)
    var unplaced: [Int] = []
    var indexByController: [String: Int] = [:]
    for scene in document.canvasScenes {
      guard let object = scene.viewController else { continue }
      if document.kind == .xib && !object.isViewElement && !object.isViewControllerElement {
        continue
      }
      let root = scene.rootView
      var size = root?.frame?.size ?? cardSize
      if let canvasSize, scene.followsDevice { size = canvasSize }
      if object.name == "storyboardReference" || object.name == "viewControllerPlaceholder" {
        size = CGSize(width: 200, height: 100)
      }
      if size.width < 1 || size.height < 1 || !size.width.isFinite || !size.height.isFinite {
        size = cardSize
      }
      let index = items.count
      if let id = object.id { indexByController[id] = index }
      if scene.canvasLocation == nil { unplaced.append(index) }
      items.append(
        Item(
          scene: scene, title: Self.title(of: scene, object: object),
          frame: CGRect(origin: scene.canvasLocation ?? .zero, size: size),
          hasView: root != nil))
    }
    place(unplaced)
    for (source, item) in items.enumerated() {
      // A segue from a view beside the controller leaves that view's picture, not the scene's.
      let besides = Set(
        item.scene.topLevelViews.flatMap { $0.element.descendants() }.map(ObjectIdentifier.init))
      for e in item.scene.element.descendants()
      where e.name == "segue" && !besides.contains(ObjectIdentifier(e)) {
        guard let kind = e["kind"], kind != "unwind", let target = e["destination"],
          let destination = indexByController[target], destination != source
        else { continue }
        let style: SegueStyle =
          kind == "relationship" || kind == "embed" ? .relationship : .transition
        segues.append(
          Segue(id: e.id ?? "", kind: kind, style: style, source: source, destination: destination))
      }
    }
    if let initial = document.initialViewControllerID { initialItem = indexByController[initial] }
  }

  /// Puts scenes without a canvas location in a row under the others.
  private mutating func place(_ unplaced: [Int]) {
    guard !unplaced.isEmpty else { return }
    let placed = items.indices.filter { !unplaced.contains($0) }
    let bottom = placed.map { items[$0].frame.maxY }.max().map { $0 + 150 } ?? 0
    var x = placed.map { items[$0].frame.minX }.min() ?? 0
    for i in unplaced {
      items[i].frame.origin = CGPoint(x: x, y: bottom)
      x += items[i].frame.width + 100
    }
  }

  /// Xcode's scene name (the comment before the scene), else the title, else the class.
  static func title(of scene: Scene, object: IBElement) -> String {
    if let label = scene.label?.trimmingCharacters(in: .whitespaces), !label.isEmpty {
      return label
    }
    if let title = scene.title, !title.isEmpty { return title }
    if let label = object.userLabel { return label }
    return object.customClass ?? object.name
  }

  /// The storyboard's extent in points: every scene's frame.
  public var bounds: CGRect {
    items.reduce(CGRect.null) { $0.union($1.frame) }
  }
}

extension Overview {
  /// The overview's geometry in pixels, for one scale.
  public struct Layout {
    /// Pixels per canvas point.
    public var scale: CGFloat
    /// The picture's size in pixels.
    public var size: CGSize
    /// Each item's scene rectangle in pixels (same order as `items`).
    public var frames: [CGRect]
    /// Each segue's curve in pixels: start, two control points, end (same order as
    /// `segues`).
    public var curves: [(start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint)]
    /// The entry arrow's tail and head, when there is an initial scene.
    public var entryArrow: (tail: CGPoint, head: CGPoint)?

    /// The point halfway along segue `i`'s curve, where its badge is drawn.
    public func midpoint(ofSegue i: Int) -> CGPoint {
      let c = curves[i]
      return CGPoint(
        x: (c.start.x + 3 * c.control1.x + 3 * c.control2.x + c.end.x) / 8,
        y: (c.start.y + 3 * c.control1.y + 3 * c.control2.y + c.end.y) / 8)
    }
  }

  /// Room around the scenes, in pixels: titles above, the entry arrow on the left.
  static let margin: CGFloat = 40
  static let titleHeight: CGFloat = 20
  static let entryLength: CGFloat = 70

  /// The largest picture `automaticScale` picks, in pixels along either side.
  public static let automaticExtent: CGFloat = 4000
  /// The largest picture drawn at all: pixels along either side, and in all (320 MB).
  public static let maximumExtent: CGFloat = 16000
  public static let maximumArea: CGFloat = 80_000_000

  /// A scale that fits the storyboard in `automaticExtent` pixels, at most half size.
  public var automaticScale: CGFloat {
    let b = bounds
    guard !b.isNull, b.width > 0, b.height > 0 else { return 0.5 }
    return max(0.02, min(0.5, Self.automaticExtent / max(b.width, b.height)))
  }

  /// Lays the overview out at `scale` pixels per canvas point.
  public func layout(scale: CGFloat) -> Layout {
    let b = bounds.isNull ? CGRect(x: 0, y: 0, width: 1, height: 1) : bounds
    let left = Self.margin + (initialItem == nil ? 0 : Self.entryLength)
    let top = Self.margin + Self.titleHeight
    func px(_ r: CGRect) -> CGRect {
      CGRect(
        x: ((r.minX - b.minX) * scale + left).rounded(),
        y: ((r.minY - b.minY) * scale + top).rounded(),
        width: max(1, (r.width * scale).rounded()), height: max(1, (r.height * scale).rounded()))
    }
    let frames = items.map { px($0.frame) }
    let size = CGSize(
      width: (b.width * scale + left + Self.margin).rounded(.up),
      height: (b.height * scale + top + Self.margin).rounded(.up))
    let curves = segues.map { Self.curve(from: frames[$0.source], to: frames[$0.destination]) }
    let entry = initialItem.map { i -> (CGPoint, CGPoint) in
      let f = frames[i]
      return (
        CGPoint(x: f.minX - Self.entryLength + 8, y: f.midY), CGPoint(x: f.minX - 4, y: f.midY)
      )
    }
    return Layout(scale: scale, size: size, frames: frames, curves: curves, entryArrow: entry)
  }

  /// A curve from one scene's edge to another's, leaving and arriving square to the edges
  /// that face each other, as Interface Builder draws segues.
  static func curve(
    from s: CGRect, to d: CGRect
  ) -> (start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint) {
    let start: CGPoint
    let end: CGPoint
    let direction: CGPoint
    if d.minX >= s.maxX {
      start = CGPoint(x: s.maxX, y: s.midY)
      end = CGPoint(x: d.minX, y: d.midY)
      direction = CGPoint(x: 1, y: 0)
    } else if d.maxX <= s.minX {
      start = CGPoint(x: s.minX, y: s.midY)
      end = CGPoint(x: d.maxX, y: d.midY)
      direction = CGPoint(x: -1, y: 0)
    } else if d.midY >= s.midY {
      start = CGPoint(x: s.midX, y: s.maxY)
      end = CGPoint(x: d.midX, y: d.minY)
      direction = CGPoint(x: 0, y: 1)
    } else {
      start = CGPoint(x: s.midX, y: s.minY)
      end = CGPoint(x: d.midX, y: d.maxY)
      direction = CGPoint(x: 0, y: -1)
    }
    let reach = max(
      20, (abs(end.x - start.x) * abs(direction.x) + abs(end.y - start.y) * abs(direction.y)) / 2)
    return (
      start, CGPoint(x: start.x + direction.x * reach, y: start.y + direction.y * reach),
      CGPoint(x: end.x - direction.x * reach, y: end.y - direction.y * reach), end
    )
  }
}
