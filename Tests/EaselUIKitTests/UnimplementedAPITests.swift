import EaselUIKit
import Foundation
import Testing

// Views of this file's own classes, so that uses other tests record in parallel are told
// apart by class name.
private final class FocusRingView: UIView {}
private final class StepperSkinView: UIView {}
private final class SwizzledLabel: UILabel {
  func easelText() -> String { "swizzled" }
}

/// The uses these tests' classes made, taken from the shared record.
private func uses(by names: Set<String>) -> [UnimplementedAPI.Use] {
  UnimplementedAPI.shared.take().filter { names.contains($0.className) }
}

@Suite("Declarations made from UIKit's inventory", .serialized)
struct UnimplementedAPITests {
  @Test func aPropertyReadsAsUIKitsValueAtRestUntilSetThenKeepsWhatWasSet() {
    let view = FocusRingView(frame: .zero)
    #expect(view.focusGroupIdentifier == nil)
    view.focusGroupIdentifier = "rings"
    #expect(view.focusGroupIdentifier == "rings")
    // Another object keeps its own value.
    #expect(FocusRingView(frame: .zero).focusGroupIdentifier == nil)
  }

  @Test func settingOrCallingIsRecordedOncePerClassAndReadingIsNot() {
    _ = uses(by: ["StepperSkinView"])
    let view = StepperSkinView(frame: .zero)
    _ = view.focusGroupIdentifier
    #expect(uses(by: ["StepperSkinView"]).isEmpty)
    view.focusGroupIdentifier = "a"
    view.focusGroupIdentifier = "b"
    StepperSkinView(frame: .zero).focusGroupIdentifier = "c"
    #expect(
      uses(by: ["StepperSkinView"]) == [
        UnimplementedAPI.Use(className: "StepperSkinView", symbol: "UIView.focusGroupIdentifier")
      ])
  }

  /// The usual swizzling dance compiles and runs; the original methods keep running and the
  /// swizzling is recorded once for the class.
  @Test func swizzlingChangesNothingAndIsRecorded() throws {
    _ = uses(by: ["SwizzledLabel"])
    let original = try #require(
      class_getInstanceMethod(SwizzledLabel.self, Selector("text")))
    let swizzled = try #require(
      class_getInstanceMethod(SwizzledLabel.self, Selector("easelText")))
    let added = class_addMethod(
      SwizzledLabel.self, Selector("text"), method_getImplementation(swizzled),
      method_getTypeEncoding(swizzled))
    #expect(!added)
    method_exchangeImplementations(original, swizzled)
    method_exchangeImplementations(original, swizzled)
    let label = SwizzledLabel(frame: .zero)
    label.text = "kept"
    #expect(label.text == "kept")
    #expect(method_getName(original) == Selector("text"))
    #expect(
      Set(uses(by: ["SwizzledLabel"]).map(\.symbol)) == [
        "method swizzling (class_addMethod)", "method swizzling (method_exchangeImplementations)",
      ])
  }

  @Test func enumerationsKeepTheSDKsRawValues() {
    // `UIKeyboardHIDUsage` is declared from the inventory with the SDK's raw values.
    #expect(UIKeyboardHIDUsage(rawValue: 4) == .keyboardA)
    #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4)
  }
}

@Suite("Objects UIKit always has, from the inventory")
struct InventoryObjectTests {
  @Test func anObjectUIKitAlwaysHasIsMadeOnceAndKept() {
    #expect(UIPasteboard.general === UIPasteboard.general)
  }
}

@Suite("Core Foundation's absolute time")
struct AbsoluteTimeTests {
  @Test func absoluteTimeCountsFromTheReferenceDate() {
    let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
    #expect(abs(now - Date().timeIntervalSinceReferenceDate) < 5)
    #expect(now > 780_000_000)  // after 2025-09
  }
}
