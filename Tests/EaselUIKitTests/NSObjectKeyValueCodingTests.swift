import EaselUIKit
import Foundation
import Testing

/// `value(forKey:)`/`setValue(_:forKey:)` and their key-path forms on any object: UIKit's
/// runtime-attribute keys reach properties, other keys are kept with the object.
@MainActor
@Suite struct NSObjectKeyValueCodingTests {
  @Test func knownKeysReachProperties() throws {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    v.setValue(6, forKeyPath: "layer.cornerRadius")
    #expect(v.layer.cornerRadius == 6)
    v.setValue(UIColor.red, forKey: "backgroundColor")
    #expect(v.backgroundColor == UIColor.red)
    let radius = try #require(v.value(forKeyPath: "layer.cornerRadius") as? Double)
    #expect(radius == 6)
  }

  @Test func otherKeysAreKeptWithTheObject() {
    let animation = CAKeyframeAnimation(keyPath: "position")
    #expect(animation.value(forKey: "completion") == nil)
    animation.setValue(true, forKey: "completion")
    #expect(animation.value(forKey: "completion") as? Bool == true)
    let other = CAKeyframeAnimation(keyPath: "position")
    #expect(other.value(forKey: "completion") == nil)
  }

  @Test func aKeyPathThroughANonObjectGivesNil() {
    let label = UILabel(frame: .zero)
    #expect(label.value(forKeyPath: "placeholderLabel.textColor") == nil)
    label.setValue(UIColor.blue, forKeyPath: "placeholderLabel.textColor")
    #expect(label.value(forKeyPath: "placeholderLabel.textColor") == nil)
  }
}
