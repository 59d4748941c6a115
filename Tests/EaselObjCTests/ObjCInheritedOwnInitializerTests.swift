import EaselObjC
import Foundation
import Testing

/// Objective-C inherits every initializer of the superclass, a class of the module's too:
/// `[[Derived alloc] initWithTitle:t]` runs `Base`'s `-initWithTitle:` although `Derived`
/// declares an initializer of its own. Swift inherits none once a class declares one, so the
/// translation declares `Base`'s designated ones again in `Derived`, passing straight to
/// `super`; overriding every designated initializer, `Derived` then inherits `Base`'s
/// convenience ones too (`-initWithName:` calling `[self initWithTitle:]`).
@Suite struct ObjCInheritedOwnInitializerTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Base : UIView
    - (instancetype)initWithTitle:(NSString *)title;
    - (instancetype)initWithName:(NSString *)name;
    @end
    @implementation Base
    - (instancetype)initWithTitle:(NSString *)title {
        self = [super initWithFrame:CGRectZero];
        return self;
    }
    - (instancetype)initWithName:(NSString *)name {
        return [self initWithTitle:name];
    }
    @end

    @interface Derived : Base
    - (instancetype)initWithCount:(NSInteger)count;
    @end
    @implementation Derived
    - (instancetype)initWithCount:(NSInteger)count {
        self = [super initWithTitle:@"count"];
        return self;
    }
    @end

    @interface Maker : NSObject
    @end
    @implementation Maker
    - (NSArray *)make {
        return @[[[Derived alloc] initWithTitle:@"t"], [[Derived alloc] initWithName:@"n"],
            [[Derived alloc] initWithFrame:CGRectZero]];
    }
    @end
    """

  @Test func aSubclassKeepsItsOwnSuperclasssInitializers() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Derived.m": Self.source],
      containing: ["override init(title: String!) { super.init(title: title) }"])
    #expect(!swift.contains("override init(name:"), "\(swift)")
  }
}
