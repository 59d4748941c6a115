import EaselInspect
import EaselUIKit
import Foundation
import Testing

@MainActor @Suite struct FacadeDesignatedInitializerTests {
  /// Every UIKit class the scanner's table lists is one `DesignatedInitializerSubclasses`
  /// subclasses: a class added there gets its subclass, which compiles only if the façade
  /// declares its initializers as the SDK does.
  @Test func theTableListsTheClassesSubclassed() {
    #expect(
      Set(UIKitClasses.designatedInitializersBesidesFrame.keys) == [
        "UITableViewCell", "UITableViewHeaderFooterView", "UITableView", "UITextView",
        "UIVisualEffectView", "UIInputView", "MKAnnotationView", "UICollectionView",
      ])
  }

  @Test func aSubclassOverridingTheDesignatedInitializersKeepsInitFrame() {
    let frame = CGRect(x: 0, y: 0, width: 120, height: 30)
    let views = DesignatedInitializerSubclasses.made(frame: frame)
    // Not MKAnnotationView's (MapKit) nor UICollectionView's (raises without a layout).
    #expect(views.count == UIKitClasses.designatedInitializersBesidesFrame.count - 2)
    #expect(views.allSatisfy { $0.frame == frame })
    let header = views.compactMap { $0 as? UITableViewHeaderFooterView }.first
    #expect(header?.reuseIdentifier == nil && header?.contentView.superview === header)
    let effect = views.compactMap { $0 as? UIVisualEffectView }.first
    #expect(effect?.contentView.frame == CGRect(origin: .zero, size: frame.size))
  }
}
