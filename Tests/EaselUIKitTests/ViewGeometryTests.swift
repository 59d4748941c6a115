import EaselUIKit
import Foundation
import Testing

@MainActor
@Suite struct ViewGeometryTests {
  @Test func frameBoundsAndCenterAgree() {
    let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(v.center == CGPoint(x: 60, y: 45))
    v.center = CGPoint(x: 0, y: 0)
    #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    v.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
    #expect(v.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
    checkViewTreeInvariants(v)
  }

  @Test func transformKeepsCenterAndBoundsAndChangesFrame() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    v.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(v.bounds.size == CGSize(width: 100, height: 50))
    #expect(v.center == CGPoint(x: 50, y: 25))
    #expect(v.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
    v.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let f = v.frame
    #expect(abs(f.width - 50) < 1e-9 && abs(f.height - 100) < 1e-9)
  }

  @Test func subviewOrderFollowsInsertCalls() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let d = UIView()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, at: 0)
    root.insertSubview(d, aboveSubview: c)
    #expect(
      root.subviews.map { ObjectIdentifier($0) } == [c, d, a, b].map { ObjectIdentifier($0) })
    root.bringSubviewToFront(c)
    root.sendSubviewToBack(b)
    #expect(
      root.subviews.map { ObjectIdentifier($0) } == [b, d, a, c].map { ObjectIdentifier($0) })
    checkViewTreeInvariants(root)
    a.removeFromSuperview()
    #expect(a.superview == nil && a.layer.superlayer == nil)
    #expect(root.subviews.count == 3)
    checkViewTreeInvariants(root)
  }

  @Test func addingToAnotherParentMovesTheView() {
    let p1 = UIView()
    let p2 = UIView()
    let child = UIView()
    p1.addSubview(child)
    p2.addSubview(child)
    #expect(p1.subviews.isEmpty && p1.layer.sublayers == nil)
    #expect(child.superview === p2)
    // A view cannot be added to itself or its descendant.
    child.addSubview(p2)
    #expect(p2.superview == nil)
    checkViewTreeInvariants(p2)
  }

  @Test func viewWithTagSearchesDepthFirst() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    a.tag = 7
    b.tag = 9
    root.addSubview(a)
    a.addSubview(b)
    #expect(root.viewWithTag(9) === b)
    #expect(root.viewWithTag(7) === a)
    #expect(root.viewWithTag(3) == nil)
  }

  @Test func convertsPointsAndRectsBetweenViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    root.addSubview(a)
    a.addSubview(b)
    #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
    #expect(root.convert(CGPoint(x: 16, y: 26), to: b) == CGPoint(x: 1, y: 1))
    #expect(
      b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil)
        == CGRect(x: 15, y: 25, width: 10, height: 10))
    a.bounds.origin = CGPoint(x: 5, y: 5)
    #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 20))
  }

  @Test func autoresizingMaskFollowsTheSuperview() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let corner = UIView(frame: CGRect(x: 80, y: 80, width: 10, height: 10))
    corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    root.addSubview(fill)
    root.addSubview(corner)
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
    #expect(fill.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
    #expect(corner.frame == CGRect(x: 180, y: 130, width: 10, height: 10))
  }

  @Test func layoutRunsTopDownWhenNeeded() {
    final class Recorder: UIView {
      var log: [String]
      init(log: [String] = []) {
        self.log = log
        super.init(frame: .zero)
      }
      required init?(coder: NSCoder) {
        log = []
        super.init(coder: coder)
      }
      override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layout")
        subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 10)
      }
    }
    let parent = Recorder()
    let child = Recorder()
    parent.addSubview(child)
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    parent.layoutIfNeeded()
    #expect(parent.log == ["layout"])
    #expect(child.log == ["layout"])
    #expect(child.frame.width == 50)
    parent.layoutIfNeeded()
    #expect(parent.log == ["layout"])
    parent.frame.size.width = 60
    parent.layoutIfNeeded()
    #expect(child.frame.width == 30)
  }

  @Test func tintColorIsInherited() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    #expect(
      child.tintColor == UIColor.systemBlue || child.tintColor.rgba == UIColor.systemBlue.rgba)
    root.tintColor = .red
    #expect(child.tintColor.rgba == UIColor.red.rgba)
    child.tintColor = .green
    #expect(child.tintColor.rgba == UIColor.green.rgba)
  }

  @Test func inheritedTintReadsAncestorsStoredTintNotTheirGetters() {
    final class Forwarding: UIView {
      let button = UIView()
      override var tintColor: UIColor! {
        get { button.tintColor }
        set { button.tintColor = newValue }
      }
    }
    let root = UIView()
    root.tintColor = .red
    let forwarding = Forwarding()
    root.addSubview(forwarding)
    forwarding.addSubview(forwarding.button)
    #expect(forwarding.tintColor.rgba == UIColor.red.rgba)
    root.tintAdjustmentMode = .dimmed
    #expect(forwarding.button.tintColor.rgba.alpha == 0.8)
  }

  @Test func nibDecoderConfiguresInsideInitCoder() {
    final class Probe: UIView {
      var seenInInit: UIColor?
      required init?(coder: NSCoder) {
        super.init(coder: coder)
        seenInInit = backgroundColor
      }
      override init(frame: CGRect) { super.init(frame: frame) }
    }
    let coder = NIBDecoder(frame: CGRect(x: 1, y: 2, width: 3, height: 4)) { view in
      view.backgroundColor = .red
    }
    let v = Probe(coder: coder)
    #expect(v?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(v?.seenInInit?.rgba == UIColor.red.rgba)
  }
}
