import EaselUIKit
import Foundation
import Testing

/// A protocol a view below adopts, for `conforms(to:)`.
private protocol Inputting: AnyObject {}

@MainActor private final class InputView: UIView, Inputting {}

/// Darwin's names that a designable's code uses beside UIKit (SwiftUtility's keyboard manager
/// and toast): TargetConditionals' constants, NSObject's `conforms(to:)`, Foundation's
/// target–selector timers, UIKit's selector-typed members.
@MainActor
@Suite("Darwin-only API")
struct DarwinOnlyAPITests {
  /// Designables are built for the iOS simulator: `TARGET_OS_SIMULATOR != 0` holds.
  @Test func targetConditionalsAreTheSimulators() {
    #expect(TARGET_OS_SIMULATOR == 1 && TARGET_IPHONE_SIMULATOR == 1)
    #expect(TARGET_OS_IPHONE == 1 && TARGET_OS_IOS == 1 && TARGET_OS_MAC == 1)
    #expect(TARGET_OS_OSX == 0 && TARGET_OS_TV == 0 && TARGET_OS_MACCATALYST == 0)
  }

  /// `self.conforms(to: UITextInput.self)` asks whether the object adopts the protocol.
  @Test func conformsToAProtocolIsTheObjectsConformance() {
    #expect(InputView().conforms(to: Inputting.self))
    #expect(!UIView().conforms(to: Inputting.self))
    #expect(UITextField().conforms(to: UITextInput.self))
  }

  /// `Timer(timeInterval:target:selector:userInfo:repeats:)` and its `fireAt:` form.
  @Test func timersWithATargetAndSelectorAreFoundations() {
    let view = UIView()
    let timer = Timer(
      timeInterval: 2, target: view, selector: Selector("hide:"), userInfo: nil, repeats: true)
    #expect(timer.timeInterval == 2 && timer.isValid)
    let date = Date(timeIntervalSinceReferenceDate: 1000)
    let later = Timer(
      fireAt: date, interval: 0, target: view, selector: Selector("hide:"), userInfo: nil,
      repeats: false)
    #expect(later.fireDate == date)
  }

  /// A bar button item's action is a selector, as a `#selector` or a configuration's
  /// `Selector?` assigns it.
  @Test func aBarButtonItemsActionIsASelector() {
    let item = UIBarButtonItem()
    let action: Selector? = Selector("done:")
    item.action = action
    #expect(item.action == action)
  }
}
