import Foundation
import Testing

@testable import EaselObjC

/// A message to `self` in an initializer before the superclass's initializer (Masonry's
/// abstract `MASConstraint`: `NSAssert(![self isMemberOfClass:[MASConstraint class]], …);
/// return [super init];`, a spent draw's: "'self' used in method call 'isMember' before
/// 'super.init' call"): Objective-C sends it to the object allocated, Swift lets nothing use
/// `self` before `super.init`. It runs once the superclass's initializer has returned, on the
/// same object; an instance variable assigned before stays where it is.
@Suite struct ObjCSelfBeforeSuperInitTests {
  @Test func aMessageToSelfBeforeSuperInitRunsAfterIt() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Abstract : NSObject {
          NSInteger _count;
      }
      - (void)prepare;
      @end
      @implementation Abstract
      - (id)init {
          _count = 1;
          NSAssert(![self isMemberOfClass:[Abstract class]], @"Abstract is abstract");
          [self prepare];
          return [super init];
      }
      - (void)prepare { _count += 1; }
      @end
      @interface Framed : UIView
      @end
      @implementation Framed
      - (instancetype)initWithFrame:(CGRect)frame {
          [self setNeedsLayout];
          if (self = [super initWithFrame:frame]) {
              self.alpha = 0.5;
          }
          return self;
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(
      ["Abstract.m": source],
      containing: ["self._count = 1", "super.init()", "super.init(frame: frame)"])
    // Each message after its initializer's `super.init`, the assignment before.
    for (initializer, message) in [
      ("super.init()", "self.isMember(of: Abstract.self)"), ("super.init()", "self.prepare()"),
      ("super.init(frame: frame)", "self.setNeedsLayout()"),
    ] {
      let call = try #require(swift.range(of: initializer))
      let sent = try #require(swift.range(of: message), "\(swift)")
      #expect(call.upperBound <= sent.lowerBound, "\(swift)")
    }
    let assigned = try #require(swift.range(of: "self._count = 1"))
    let initialized = try #require(swift.range(of: "super.init()"))
    #expect(assigned.upperBound <= initialized.lowerBound, "\(swift)")
  }
}
