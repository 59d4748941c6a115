import UIKit

/// Sends a message no member answers, as iOS would end the app for.
@IBDesignable class BadSender: UIView {
  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    perform(NSSelectorFromString("noSuchThing"))
  }
}
