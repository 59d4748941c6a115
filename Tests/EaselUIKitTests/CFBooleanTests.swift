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
