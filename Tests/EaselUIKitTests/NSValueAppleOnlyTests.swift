import Foundation
import Testing

@testable import EaselUIKit

/// NSValue's members Apple's Foundation has and Linux's lacks, and the mark a translated
/// initializer leaves when it returns nil.
@MainActor
struct NSValueAppleOnlyTests {
  @Test func nonretainedObjectsCompareByIdentity() {
    let object = NSObject()
    let value = NSValue(nonretainedObject: object)
    #expect(value.nonretainedObjectValue as AnyObject? === object)
    #expect(value.isEqual(to: NSValue(nonretainedObject: object)))
    #expect(!value.isEqual(to: NSValue(nonretainedObject: NSObject())))
    #expect(NSValue(nonretainedObject: nil).nonretainedObjectValue == nil)
  }

  @Test func pointersAndBytes() {
    var number = 42
    let pointer = NSValue(pointer: &number)
    #expect(pointer.pointerValue?.load(as: Int.self) == 42)
    var point = CGPoint(x: 1.5, y: 2.5)
    let boxed = NSValue(&point, withObjCType: "{CGPoint=dd}")
    #expect(String(cString: boxed.objCType) == "{CGPoint=dd}")
    var back = CGPoint.zero
    boxed.getValue(&back)
    #expect(back == point)
    // A struct's bytes are not a pointer.
    #expect(boxed.pointerValue == nil)
  }

  @Test func initializerFailureIsKeptWithTheObject() {
    let view = NSObject()
    #expect(ObjCInitializerFailure.location(of: view) == nil)
    ObjCInitializerFailure.record(view, at: "Gauge.m:9:9")
    #expect(ObjCInitializerFailure.location(of: view) == "Gauge.m:9:9")
    #expect(ObjCInitializerFailure.location(of: NSObject()) == nil)
  }
}
