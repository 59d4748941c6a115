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

  /// `return [nib firstObject];`: Objective-C's caller gets the other object, which Swift's
  /// initializer cannot return; it is recorded in the initialized one's place, for the
  /// callers that take replacements (the agent's object builder). It stopped the agent.
  @Test func anotherObjectIsTakenInTheInitializedOnesPlace() {
    let object = Box()
    let other: Box! = Box()
    #expect(
      ObjCInitializerFailure.returned(other, by: object, at: "Box.m:9:5", in: "-[Box init]"))
    #expect(ObjCInitializerFailure.location(of: object) == nil)
    #expect(ObjCInitializerReplacement.take(object) === other)
  }
}
