import EaselUIKit
import Testing

/// Core Foundation's two Boolean objects are two distinct objects, told apart by
/// `CFBooleanGetValue`.
struct CFBooleanTests {
  @Test func theTwoValuesAreToldApart() {
    #expect(CFBooleanGetValue(kCFBooleanTrue))
    #expect(!CFBooleanGetValue(kCFBooleanFalse))
    #expect(kCFBooleanTrue !== kCFBooleanFalse)
    #expect(!CFBooleanGetValue(CFBoolean()))
  }
}

/// A transaction property is kept as set, per thread, and changes nothing else.
@MainActor struct CATransactionValueTests {
  @Test func aTransactionPropertyIsKeptAsSet() {
    CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
    #expect(
      CATransaction.value(forKey: kCATransactionDisableActions) as? CFBoolean === kCFBooleanTrue)
    CATransaction.setValue(nil, forKey: kCATransactionDisableActions)
    #expect(CATransaction.value(forKey: kCATransactionDisableActions) == nil)
  }
}
