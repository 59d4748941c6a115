import EaselUIKit
import Foundation
import Testing

@MainActor
@Suite struct ControlRenderingTests {
  /// A white canvas with every control on it (`EASEL_INSPECT_RENDERS` keeps a PNG of it).
  func gallery() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    root.backgroundColor = .white
    let on = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
    on.isOn = true
    on.tag = 1
    let off = UISwitch(frame: CGRect(x: 80, y: 10, width: 51, height: 31))
    let slider = UISlider(frame: CGRect(x: 10, y: 60, width: 300, height: 31))
    slider.value = 0.25
    let progress = UIProgressView(frame: CGRect(x: 10, y: 110, width: 300, height: 4))
    progress.progress = 0.5
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.frame.origin = CGPoint(x: 10, y: 130)
    spinner.startAnimating()
    let segments = UISegmentedControl(items: ["One", "Two", "Three"])
    segments.frame = CGRect(x: 60, y: 130, width: 250, height: 32)
    segments.selectedSegmentIndex = 1
    let field = UITextField(frame: CGRect(x: 10, y: 180, width: 300, height: 34))
    field.borderStyle = .roundedRect
    field.placeholder = "Email"
    let text = UITextView(frame: CGRect(x: 10, y: 225, width: 300, height: 70))
    text.text = "A text view wraps its text from the top-left of its text container."
    for v in [on, off, slider, progress, spinner, segments, field, text] as [UIView] {
      root.addSubview(v)
    }
    return root
  }

  @Test func controlsDrawTheirIOSLooks() throws {
    let root = gallery()
    let surface = try LayerRenderer().rasterize(root, scale: 2)
    writeForInspection(surface, "controls")
    let px = try renderPixels(root)
    // The on switch's track is system green on its left (the knob sits right).
    #expect(close(px.pixel(x: 15, y: 25), rgb(52, 199, 89), tolerance: 0.03))
    // The off switch's knob is white at its left.
    #expect(close(px.pixel(x: 95, y: 25), .white, tolerance: 0.03))
    // The slider's minimum track is the tint (system blue) left of the thumb.
    #expect(close(px.pixel(x: 30, y: 75), rgb(0, 122, 255), tolerance: 0.05))
    // The progress view is half filled.
    #expect(close(px.pixel(x: 50, y: 111), rgb(0, 122, 255), tolerance: 0.05))
    #expect(!close(px.pixel(x: 250, y: 111), rgb(0, 122, 255), tolerance: 0.2))
    checkViewTreeInvariants(root)
  }

  @Test func stoppedSpinnersHide() {
    let s = UIActivityIndicatorView(style: .medium)
    #expect(s.isHidden)
    s.startAnimating()
    #expect(!s.isHidden)
    s.hidesWhenStopped = false
    s.stopAnimating()
    #expect(!s.isHidden)
  }

  /// As on iOS, the spokes are an image view's, the indicator's first subview: the style's
  /// size, centred, and gone with its layer (LITActivityIndicatorView sizes its own artwork to
  /// `subviews[0].bounds` and takes the indicator's sublayers away).
  @Test func spokesAreDrawnByAnImageViewSubview() throws {
    let s = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    s.hidesWhenStopped = false
    s.style = .large
    s.color = .black
    let spokes = try #require(s.subviews.first as? UIImageView)
    #expect(spokes.frame == CGRect(x: 11.5, y: 11.5, width: 37, height: 37))
    s.frame.size = CGSize(width: 100, height: 60)
    #expect(spokes.frame.midX == 50 && spokes.frame.midY == 30)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    root.backgroundColor = .white
    root.addSubview(s)
    func darkPixels() throws -> Int {
      let px = try renderPixels(root)
      var n = 0
      for y in 0..<px.height {
        for x in 0..<px.width where px.pixel(x: x, y: y).red < 0.5 { n += 1 }
      }
      return n
    }
    #expect(try darkPixels() > 20)
    s.layer.sublayers?.forEach { $0.removeFromSuperlayer() }
    #expect(try darkPixels() == 0)
  }

  @Test func scrollViewOffsetShiftsContent() throws {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.backgroundColor = .white
    let red = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    red.backgroundColor = .red
    scroll.addSubview(red)
    scroll.contentSize = CGSize(width: 100, height: 200)
    #expect(close(try renderPixels(scroll).pixel(x: 50, y: 50), .white))
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    #expect(close(try renderPixels(scroll).pixel(x: 50, y: 50), rgb(255, 0, 0)))
  }
}
