/// The seed tutorials' code, ported to Swift 5 / current UIKit spelling, as test input.
enum SeedSources {
  /// Seed 000: `Rainbow`.
  static let rainbow = #"""
    import UIKit

    @IBDesignable
    class Rainbow: UIView {
        @IBInspectable var firstColor: UIColor = UIColor(red: (37.0/255.0), green: (252.0/255), blue: (244.0/255.0), alpha: 1.0)
        @IBInspectable var secondColor: UIColor = UIColor(red: (171.0/255.0), green: (250.0/255), blue: (81.0/255.0), alpha: 1.0)
        @IBInspectable var thirdColor: UIColor = UIColor(red: (238.0/255.0), green: (32.0/255), blue: (53.0/255.0), alpha: 1.0)

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
        }

        func addOval(_ lineWidth: CGFloat, path: CGPath, strokeStart: CGFloat, strokeEnd: CGFloat, strokeColor: UIColor, fillColor: UIColor, shadowRadius: CGFloat, shadowOpacity: Float, shadowOffsset: CGSize) {
            let arc = CAShapeLayer()
            arc.lineWidth = lineWidth
            arc.path = path
            arc.strokeStart = strokeStart
            arc.strokeEnd = strokeEnd
            arc.strokeColor = strokeColor.cgColor
            arc.fillColor = fillColor.cgColor
            arc.shadowColor = UIColor.black.cgColor
            arc.shadowRadius = shadowRadius
            arc.shadowOpacity = shadowOpacity
            arc.shadowOffset = shadowOffsset
            layer.addSublayer(arc)
        }

        override func draw(_ rect: CGRect) {
            // Add ARCs
            self.addCirle(80, capRadius: 20, color: self.firstColor)
            self.addCirle(150, capRadius: 20, color: self.secondColor)
            self.addCirle(215, capRadius: 20, color: self.thirdColor)
        }

        func addCirle(_ arcRadius: CGFloat, capRadius: CGFloat, color: UIColor) {
            let X = self.bounds.midX
            let Y = self.bounds.midY

            // Bottom Oval
            let pathBottom = UIBezierPath(ovalIn: CGRect(x: (X - (arcRadius/2)), y: (Y - (arcRadius/2)), width: arcRadius, height: arcRadius)).cgPath
            self.addOval(20.0, path: pathBottom, strokeStart: 0, strokeEnd: 0.5, strokeColor: color, fillColor: UIColor.clear, shadowRadius: 0, shadowOpacity: 0, shadowOffsset: CGSize.zero)

            // Middle Cap
            let pathMiddle = UIBezierPath(ovalIn: CGRect(x: (X - (capRadius/2)) - (arcRadius/2), y: (Y - (capRadius/2)), width: capRadius, height: capRadius)).cgPath
            self.addOval(0.0, path: pathMiddle, strokeStart: 0, strokeEnd: 1.0, strokeColor: color, fillColor: color, shadowRadius: 5.0, shadowOpacity: 0.5, shadowOffsset: CGSize.zero)

            // Top Oval
            let pathTop = UIBezierPath(ovalIn: CGRect(x: (X - (arcRadius/2)), y: (Y - (arcRadius/2)), width: arcRadius, height: arcRadius)).cgPath
            self.addOval(20.0, path: pathTop, strokeStart: 0.5, strokeEnd: 1.0, strokeColor: color, fillColor: UIColor.clear, shadowRadius: 0, shadowOpacity: 0, shadowOffsset: CGSize.zero)
        }
    }
    """#

  /// Seed 004: `CircularImageView`.
  static let circularImageView = #"""
    import UIKit

    @IBDesignable class CircularImageView: UIView {
        var backgroundLayer: CAShapeLayer!
        @IBInspectable var backgroundLayerColor: UIColor = UIColor.gray
        @IBInspectable var lineWidth: CGFloat = 1.0

        var imageLayer: CALayer!
        @IBInspectable var image: UIImage?

        var userImage: UIImage?

        override func layoutSubviews() {
            super.layoutSubviews()
            setBackgroundLayer()
            setBackgroundImageLayer()
            setImage()
        }

        func setBackgroundLayer() {
            if backgroundLayer == nil {
                backgroundLayer = CAShapeLayer()
                layer.addSublayer(backgroundLayer)
                let rect = bounds.insetBy(dx: lineWidth / 2.0, dy: lineWidth / 2.0)
                let path = UIBezierPath(ovalIn: rect)
                backgroundLayer.path = path.cgPath
                backgroundLayer.lineWidth = lineWidth
                backgroundLayer.fillColor = backgroundLayerColor.cgColor
            }
            backgroundLayer.frame = layer.bounds
        }

        func setBackgroundImageLayer() {
            if imageLayer == nil {
                let mask = CAShapeLayer()
                let dx = lineWidth + 3.0
                let path = UIBezierPath(ovalIn: self.bounds.insetBy(dx: dx, dy: dx))
                mask.fillColor = UIColor.black.cgColor
                mask.path = path.cgPath
                mask.frame = self.bounds
                layer.addSublayer(mask)
                imageLayer = CAShapeLayer()
                imageLayer.frame = self.bounds
                imageLayer.mask = mask
                imageLayer.contentsGravity = .resizeAspectFill
                layer.addSublayer(imageLayer)
            }
        }

        func setImage() {
            if imageLayer != nil {
                if let userPic = userImage {
                    imageLayer.contents = userPic.cgImage
                } else {
                    if let pic = image {
                        imageLayer.contents = pic.cgImage
                    }
                }
            }
        }

        override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
        }
    }
    """#

  /// Seed 002: the `textAsKey` and `bgColorName` categories, as Swift extensions.
  static let extensions = #"""
    import UIKit

    private var textAsKeyStorage: [ObjectIdentifier: String] = [:]
    private var bgColorNameStorage: [ObjectIdentifier: String] = [:]

    extension UILabel {
        /// Whether the label's text is a localization key.
        @IBInspectable var textAsKey: Bool {
            get { textAsKeyStorage[ObjectIdentifier(self)] != nil }
            set {
                if newValue {
                    textAsKeyStorage[ObjectIdentifier(self)] = text ?? ""
                    text = NSLocalizedString(text ?? "", comment: "")
                } else if let original = textAsKeyStorage.removeValue(forKey: ObjectIdentifier(self)) {
                    text = original
                }
            }
        }
    }

    extension UIColor {
        @objc class var clearClr: UIColor { .clear }
        @objc class var whiteClr: UIColor { .white }
        @objc class var blackClr: UIColor { .black }
        @objc class var blueClr: UIColor { .blue }
        @objc class var redClr: UIColor { .red }

        static func named(_ name: String) -> UIColor? {
            switch name {
            case "clearClr": return clearClr
            case "whiteClr": return whiteClr
            case "blackClr": return blackClr
            case "blueClr": return blueClr
            case "redClr": return redClr
            default: return nil
            }
        }
    }

    extension UIView {
        /// A palette colour's name, looked up in `UIColor`; empty or unknown names are ignored.
        @IBInspectable var bgColorName: String? {
            get { bgColorNameStorage[ObjectIdentifier(self)] }
            set {
                guard let name = newValue, !name.isEmpty, let color = UIColor.named(name) else { return }
                backgroundColor = color
                bgColorNameStorage[ObjectIdentifier(self)] = name
            }
        }
    }
    """#
}
