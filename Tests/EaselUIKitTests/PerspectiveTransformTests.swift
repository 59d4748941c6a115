import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// A layer's 3D transform is drawn as Core Animation flattens it: each point of the layer's
/// plane goes through the whole matrix and is divided by its w, so a perspective rotation
/// draws a trapezoid and a quarter turn about an edge folds the layer away.
@MainActor
@Suite struct PerspectiveTransformTests {
  func scene() -> (root: UIView, panel: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .white
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    panel.backgroundColor = .red
    root.addSubview(panel)
    return (root, panel)
  }

  /// Rotates about the bottom edge as a folding text field does: the anchor moved to the
  /// bottom, the position moved with it.
  func fold(_ panel: UIView, degrees: CGFloat) {
    let frame = panel.frame
    panel.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
    panel.layer.position = CGPoint(x: frame.midX, y: frame.maxY)
    var t = CATransform3DIdentity
    t.m34 = 1.0 / 800
    panel.layer.transform = CATransform3DRotate(t, degrees / 180 * .pi, 1, 0, 0)
  }

  @Test func aQuarterTurnAboutTheBottomEdgeFoldsThePanelAway() throws {
    let (root, panel) = scene()
    fold(panel, degrees: -90)
    let px = try renderPixels(root)
    for y in [5, 30, 55] {
      #expect(close(px.pixel(x: 100, y: y), rgb(255, 255, 255)), "row \(y) should be bare")
    }
  }

  @Test func aPartTurnDrawsATrapezoidNarrowerAtTheFarEdge() throws {
    let (root, panel) = scene()
    // Tilted back by 60 degrees: the top edge recedes (farther, so narrower) and rises to
    // half the height, above the fixed bottom edge.
    fold(panel, degrees: -60)
    let px = try renderPixels(root)
    #expect(close(px.pixel(x: 100, y: 50), rgb(255, 0, 0)), "the panel's middle")
    #expect(close(px.pixel(x: 100, y: 20), rgb(255, 255, 255)), "above the tilted top")
    // Near the bottom the panel spans the width; near its top edge it is narrower.
    #expect(close(px.pixel(x: 2, y: 58), rgb(255, 0, 0)), "bottom-left corner")
    #expect(close(px.pixel(x: 2, y: 33), rgb(255, 255, 255)), "top-left corner pulled in")
  }
}

/// Setting the frame of a layer folded flat keeps its bounds (a singular transform cannot be
/// undone) and moves it so that its box starts at the frame's origin.
@MainActor
@Suite struct DegenerateTransformFrameTests {
  @Test func aFoldedLayerKeepsItsBoundsWhenItsFrameIsSet() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    v.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
    v.layer.position = CGPoint(x: 100, y: 40)
    var t = CATransform3DIdentity
    t.m34 = 1.0 / 800
    v.layer.transform = CATransform3DRotate(t, -.pi / 2, 1, 0, 0)
    v.frame = CGRect(x: 0, y: 0, width: 200, height: 35)
    #expect(v.bounds.size == CGSize(width: 200, height: 40))
    #expect(v.frame.height < 1e-6)
    #expect(abs(v.layer.position.x - 100) < 1e-9)
  }
}

/// Perspective given by the superlayer's `sublayerTransform` (the card-flip pattern: `m34`
/// on the container, a rotation on the card) reaches the sublayer's drawing.
@MainActor
@Suite struct SublayerPerspectiveTests {
  @Test func aTurnedCardUnderAPerspectiveContainerIsATrapezoid() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.backgroundColor = .white
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 300
    root.layer.sublayerTransform = perspective
    let card = CALayer()
    card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    card.backgroundColor = UIColor.blue.cgColor
    // Turned 50 degrees about its vertical centre line: one side comes nearer, one recedes.
    card.transform = CATransform3DMakeRotation(50 / 180 * .pi, 0, 1, 0)
    root.layer.addSublayer(card)
    let px = try renderPixels(root)
    writeForInspection(try LayerRenderer().rasterize(root), "sublayer-perspective")
    #expect(close(px.pixel(x: 100, y: 100), rgb(0, 0, 255)), "the card's centre")
    // The two vertical edges differ in height: the nearer one is taller.
    func height(atX x: Int) -> Int {
      (0..<200).filter { close(px.pixel(x: x, y: $0), rgb(0, 0, 255)) }.count
    }
    let row = (0..<200).filter { close(px.pixel(x: $0, y: 100), rgb(0, 0, 255)) }
    let left = height(atX: (row.first ?? 0) + 3)
    let right = height(atX: (row.last ?? 0) - 3)
    // Narrower than the flat card: cos 50° of its 100 points, give or take the perspective.
    #expect(row.count > 55 && row.count < 80, "\(row.count) points wide")
    #expect(left > 0 && right > 0)
    #expect(abs(left - right) > 10, "left \(left), right \(right)")
  }
}
