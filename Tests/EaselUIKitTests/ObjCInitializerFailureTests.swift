import Foundation
import Testing

@testable import EaselUIKit

/// What a translated initializer's `return expression;` gave, checked against the object it
/// initialized (`return CommonInit([super initWithCoder:d]);`).
@MainActor
struct ObjCInitializerFailureTests {
  final class Box: NSObject {}

  @Test func theInitializedObjectReturns() {
    let object = Box()
    let same: Box! = object
    #expect(ObjCInitializerFailure.returned(same, by: object, at: "Box.m:4:5", in: "-[Box init]"))
    #expect(ObjCInitializerFailure.location(of: object) == nil)
  }

  @Test func nilIsAnInitializerReturningNil() {
    let object = Box()
    let none: Box? = nil
    #expect(
      !ObjCInitializerFailure.returned(none, by: object, at: "Box.m:7:5", in: "-[Box init]"))
    #expect(ObjCInitializerFailure.location(of: object) == "Box.m:7:5")
  }
}
