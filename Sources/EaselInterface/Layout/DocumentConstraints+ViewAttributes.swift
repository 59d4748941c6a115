import EaselDocument
import EaselResources
import EaselUIKit
import Foundation

extension DocumentConstraints {
  /// A view's Auto Layout attributes: whether it translates its autoresizing mask, the mask,
  /// content hugging and compression resistance, layout margins, placeholder intrinsic
  /// size at design time (or the `<designables>` cache's size for a custom class drawn as
  /// its base class).
  func applyLayoutAttributes(of element: IBElement, to view: UIView) {
    // A view with a fixed frame has no constraints; Interface Builder keeps it where it is
    // (its frame and autoresizing mask) at build time.
    if element["translatesAutoresizingMaskIntoConstraints"] == "NO", element["fixedFrame"] != "YES"
    {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    if let mask = SceneRenderer.autoresizingMask(of: element), view.autoresizingMask.isEmpty {
      view.autoresizingMask = mask
    }
    let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
      ("horizontalHuggingPriority", .horizontal, true),
      ("verticalHuggingPriority", .vertical, true),
      ("horizontalCompressionResistancePriority", .horizontal, false),
      ("verticalCompressionResistancePriority", .vertical, false),
    ]
    for (name, axis, hugging) in priorities {
      guard let p = element[name].flatMap(Float.init), p.isFinite else { continue }
      if hugging {
        view.setContentHuggingPriority(UILayoutPriority(p), for: axis)
      } else {
        view.setContentCompressionResistancePriority(UILayoutPriority(p), for: axis)
      }
    }
    if element.name == "tableViewCellContentView" {
      view.layoutMargins = Self.cellContentMargins(element, document: document)
      // A cell with a custom row height is that tall, whatever its content asks; otherwise
      // it sizes itself to its content.
      if element.parent?["rowHeight"] == nil {
        view.autoLayout.autoresizingHeightPriority = UILayoutPriority(999)
      }
    }
    if element.child("edgeInsets", key: "layoutMargins") != nil, let stack = view as? UIStackView {
      // Xcode 9 wrote a stack's margins only for a margin-relative arrangement, without the
      // attribute (measured on the corpus).
      stack.isLayoutMarginsRelativeArrangement = true
    }
    if let m = element.child("edgeInsets", key: "layoutMargins") {
      view.layoutMargins = UIEdgeInsets(
        top: CGFloat(m.double("top") ?? 0), left: CGFloat(m.double("left") ?? 0),
        bottom: CGFloat(m.double("bottom") ?? 0), right: CGFloat(m.double("right") ?? 0))
    }
    if let m = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: CGFloat(m.double("top") ?? 0), leading: CGFloat(m.double("leading") ?? 0),
        bottom: CGFloat(m.double("bottom") ?? 0), trailing: CGFloat(m.double("trailing") ?? 0))
    }
    // A placeholder intrinsic size stands in for the view's own on Interface Builder's
    // canvas only: at run time (a nib user code loads, a run-time render) the view measures
    // itself (sfclippy's two-line label loaded from DragToSelectView.xib is as tall as its
    // text, not its 222-point placeholder).
    let w = builder.designTime ? element["placeholderIntrinsicWidth"] : nil
    let h = builder.designTime ? element["placeholderIntrinsicHeight"] : nil
    if w != nil || h != nil {
      func metric(_ s: String?) -> CGFloat {
        s.flatMap(Double.init).map { CGFloat($0) } ?? UIView.noIntrinsicMetric
      }
      view.autoLayout.intrinsicSizeOverride = CGSize(width: metric(w), height: metric(h))
    } else if let id = element.id, element.customClass != nil,
      builder.designables[id] == nil, let size = DesignablesCache.sizes(in: document)[id]
    {
      view.autoLayout.intrinsicSizeOverride = size
    }
    view.autoLayout.keepsFrame = element.frame != nil
  }

  /// A table view cell's content view margins as Interface Builder lays them out, by the
  /// Xcode that saved the document (measured on the corpus): 8 points all round up to Xcode 8;
  /// 11 above and below since, and at the sides: in Xcode 9 and 10 documents 16 (15 on a
  /// 320-point screen, 20 on cells wider than 390); from Xcode 11 on 15, or 20 on screens
  /// wider than 390 (TextFieldEffects' Xcode 12 storyboard for a 414-point phone; LoopKit's
  /// 450-point freeform cells on a 375-point screen keep 15).
  static func cellContentMargins(_ element: IBElement, document: IBDocument) -> UIEdgeInsets {
    let version = document.toolsBuild
    guard version >= 13000 else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    let side: CGFloat
    let screen = Device.of(document)?.size
    if version >= 14800 {
      side = (screen?.width ?? 0) > 390 ? 20 : 15
    } else if let screen, screen.width <= 320 {
      side = 15
    } else {
      side = (element.frame?.width ?? 0) > 390 ? 20 : 16
    }
    return UIEdgeInsets(top: 11, left: side, bottom: 11, right: side)
  }
}
