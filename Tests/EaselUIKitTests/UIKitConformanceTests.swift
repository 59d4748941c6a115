import EaselUIKit
import Foundation
import Testing

/// A coordinate space that is no view: the window's coordinates moved by `offset`, as a
/// screen's space would be for a window not at the screen's origin.
@MainActor final class ShiftedSpace: NSObject, @preconcurrency UICoordinateSpace {
  let offset: CGPoint
  let bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
  init(offset: CGPoint) { self.offset = offset }
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    guard let view = coordinateSpace as? UIView else { return point }
    return view.convert(CGPoint(x: point.x - offset.x, y: point.y - offset.y), from: nil)
  }
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    guard let view = coordinateSpace as? UIView else { return point }
    let p = view.convert(point, to: nil)
    return CGPoint(x: p.x + offset.x, y: p.y + offset.y)
  }
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
  }
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
  }
}

/// The protocols UIKit's headers have its classes adopt (`scripts/facade-conformances`):
/// a view is a dynamic item, a coordinate space, a focus item and its container, an
/// accessibility-identified object; a control is a context menu's delegate.
@MainActor
struct UIKitConformanceTests {
  @Test func aViewIsADynamicItem() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
    let item: any UIDynamicItem = view
    #expect(item.center == CGPoint(x: 30, y: 35))
    #expect(item.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(item.collisionBoundsType == .rectangle)
    item.center = CGPoint(x: 50, y: 50)
    item.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.center == CGPoint(x: 50, y: 50))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 80, height: 60))
    let attributes: any UIDynamicItem = UICollectionViewLayoutAttributes()
    #expect(attributes.collisionBoundsType == .rectangle)
  }

  @Test func objectsAreIdentifiedThroughTheProtocol() {
    let objects: [any UIAccessibilityIdentification] = [
      UIView(), UIButton(), UIBarButtonItem(), UIImage(), UIAlertAction(),
      UIAccessibilityElement(accessibilityContainer: UIView()),
    ]
    for (k, object) in objects.enumerated() { object.accessibilityIdentifier = "id-\(k)" }
    #expect(objects.map(\.accessibilityIdentifier) == (0..<objects.count).map { "id-\($0)" })
    #expect((objects[0] as? UIView)?.accessibilityIdentifier == "id-0")
  }

  @Test func aViewConvertsToAnotherViewAndToASpaceThatIsNoView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    let b = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    root.addSubview(a)
    root.addSubview(b)
    let space: any UICoordinateSpace = b
    #expect(a.convert(CGPoint(x: 5, y: 5), to: space) == CGPoint(x: -85, y: -75))
    #expect(
      a.convert(CGRect(x: 5, y: 5, width: 1, height: 1), from: space).origin
        == CGPoint(x: 95, y: 85))
    let shifted = ShiftedSpace(offset: CGPoint(x: 1000, y: 2000))
    #expect(a.convert(CGPoint(x: 5, y: 5), to: shifted) == CGPoint(x: 1015, y: 2025))
    #expect(a.convert(CGPoint(x: 1015, y: 2025), from: shifted) == CGPoint(x: 5, y: 5))
    #expect(a.coordinateSpace === a)
  }

  @Test func aViewIsAFocusItemInItsContainer() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let item: any UIFocusItem = view
    #expect(!item.canBecomeFocused)
    #expect(item.frame == view.frame)
    let container: any UIFocusItemContainer = view
    #expect(container.coordinateSpace === view)
    let environment: any UITraitEnvironment = view
    #expect(environment.traitCollection == view.traitCollection)
    let large: any UILargeContentViewerItem = view
    #expect(large.largeContentTitle == nil)
  }

  @Test func aViewIsCodedThroughNSCoding() {
    let coding: any NSCoding = UILabel(frame: .zero)
    #expect(coding is UIView)
    let type: any NSCoding.Type = UIButton.self
    #expect(type is UIButton.Type)
  }

  @Test func aControlIsAContextMenuDelegate() {
    let control = UIButton()
    let delegate: any UIContextMenuInteractionDelegate = control
    #expect(delegate === control)
  }
}
