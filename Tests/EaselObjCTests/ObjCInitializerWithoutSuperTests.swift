import Foundation
import Testing

@testable import EaselObjC

/// An initializer of an `NSObject` subclass that calls no other initializer (`- initWithName:`
/// setting `self.name` and returning `self`): Objective-C allows it (`NSObject`'s `-init` does
/// nothing), Swift refuses `self` before `super.init` ("'self' used in property access 'name'
/// before 'super.init' call", Nightonke/VHBoomMenuButton's VHEase, a spent draw's). The
/// translation runs `super.init()` first.
@Suite struct ObjCInitializerWithoutSuperTests {
  @Test func anNSObjectInitializerCallingNoOtherRunsSuperInitFirst() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Ease : NSObject
      @property (nonatomic, copy) NSString *name;
      @property (nonatomic) CGPoint start;
      - (instancetype)initWithName:(NSString *)name;
      - (instancetype)initWithStartX:(CGFloat)x;
      - (instancetype)initWithX:(CGFloat)x;
      @end

      @implementation Ease
      - (instancetype)initWithName:(NSString *)name {
          self.name = name;
          return self;
      }
      - (instancetype)initWithStartX:(CGFloat)x {
          self = [super init];
          if (self) { self.start = CGPointMake(x, 0); }
          return self;
      }
      - (instancetype)initWithX:(CGFloat)x {
          self = [self initWithStartX:x];
          return self;
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(
      ["Ease.m": source], containing: ["init(name: String!) {\n    super.init()\n"])
    // Besides `NSObject`'s `init()`, restated as the class declares initializers of its own.
    let own = swift.replacingOccurrences(of: "override init() { super.init() }", with: "")
    #expect(own.components(separatedBy: "super.init()").count == 3, "\(swift)")
  }
}
