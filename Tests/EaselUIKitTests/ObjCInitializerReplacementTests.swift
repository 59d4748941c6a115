import Foundation
import Testing

@testable import EaselUIKit

/// The object a translated Objective-C initializer returned in place of the one allocated
/// (`self = [nib firstObject];`): kept against the allocated object until its caller takes it.
@MainActor
struct ObjCInitializerReplacementTests {
  final class Box: NSObject {}

  @Test func theCallerTakesTheReplacementOnce() {
    let allocated = Box()
    let other = Box()
    #expect(ObjCInitializerReplacement.take(allocated) === allocated)
    let given = ObjCInitializerReplacement.replace(allocated, with: other, at: "Box.m:9:9")
    #expect(given === other)
    #expect(ObjCInitializerReplacement.current(allocated) === other)
    #expect(ObjCInitializerReplacement.take(allocated) === other)
    #expect(ObjCInitializerReplacement.take(allocated) === allocated, "taken once")
    #expect(ObjCInitializerFailure.location(of: allocated) == nil)
  }

  @Test func aNilReplacementIsAnInitializerReturningNil() {
    let allocated = Box()
    let none: Box? = nil
    #expect(ObjCInitializerReplacement.replace(allocated, with: none, at: "Box.m:12:5") == nil)
    #expect(ObjCInitializerReplacement.take(allocated) === allocated)
    #expect(ObjCInitializerFailure.location(of: allocated) == "Box.m:12:5")
  }

  @Test func aReplacementOfAnotherClassIsNotTaken() {
    let allocated = Box()
    _ = ObjCInitializerReplacement.replace(allocated, with: NSString(), at: "Box.m:3:1")
    #expect(ObjCInitializerReplacement.current(allocated) === allocated)
    #expect(ObjCInitializerReplacement.take(allocated) === allocated)
  }
}
