import UIKit

/// A view whose content is designed in PaintedView.xib, styled by a custom object of that
/// nib (a top-level `<customObject>`, an `NSObject` subclass), as libraries keep a view's
/// logic in a controller object: File's Owner's outlet `painter` is the object, whose own
/// outlets are the nib's swatch and File's Owner, and whose colour is a runtime attribute.
@IBDesignable class PaintedView: UIView {
  @IBOutlet var painter: SwatchPainter!

  override init(frame: CGRect) {
    super.init(frame: frame)
    loadContent()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    loadContent()
  }

  private func loadContent() {
    let objects = Bundle(for: type(of: self)).loadNibNamed("PaintedView", owner: self)
    let content = objects?.first as! UIView
    content.frame = bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(content)
    // Unwrapped implicitly: nil here crashes, as it would on iOS with the object not made.
    painter.paint()
  }
}

/// The nib's custom object, made with `init()`.
class SwatchPainter: NSObject {
  @IBOutlet weak var swatch: UIView!
  @IBOutlet weak var owner: PaintedView!
  @IBInspectable var color: UIColor = .red

  func paint() {
    swatch.backgroundColor = color
    owner.backgroundColor = .black
  }
}
