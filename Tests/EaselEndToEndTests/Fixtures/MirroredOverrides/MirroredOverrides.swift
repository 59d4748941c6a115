// Designables overriding members UIKit's classes get from the Objective-C protocols they
// adopt, which Swift's importer mirrors into each class: none of them is declared by the class
// itself in UIKit's headers, and each compiles with `override` on iOS.
import UIKit

/// `UITextInput`'s `shouldChangeText(in:replacementText:)` on a text view.
@IBDesignable class NoInsetsTextView: UITextView {
  override func layoutSubviews() {
    super.layoutSubviews()
    textContainerInset = .zero
  }

  override func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
    super.shouldChangeText(in: range, replacementText: text)
  }
}

/// `NSCoding`'s `encode(with:)` on a control.
@IBDesignable class CodingSlider: UISlider {
  override func encode(with aCoder: NSCoder) {
    super.encode(with: aCoder)
  }
}

/// `UIResponderStandardEditActions`' members on an image view, which adopts nothing of it
/// itself.
@IBDesignable class CopyingImageView: UIImageView {
  override var canBecomeFirstResponder: Bool { true }

  override func copy(_ sender: Any?) {
    super.copy(sender)
  }

  override func selectAll(_ sender: Any?) {}
}

/// `UIFocusItemScrollableContainer`'s `visibleSize`, which is the bounds' size at rest.
@IBDesignable class HalfVisibleScrollView: UIScrollView {
  override var visibleSize: CGSize {
    CGSize(width: super.visibleSize.width / 2, height: super.visibleSize.height)
  }

  override func draw(_ rect: CGRect) {
    UIColor.red.setFill()
    UIRectFill(CGRect(origin: .zero, size: visibleSize))
  }
}
