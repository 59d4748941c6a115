import Foundation
import Testing

@testable import EaselObjC

/// `[super init]` in a view's own `-init` runs UIView's `-init`, which sends
/// `[self initWithFrame:CGRectZero]` to whatever the object is: the class's own
/// `-initWithFrame:` override, or a subclass's, runs before the rest of `-init`. The
/// translation's `init()` is a convenience initializer delegating to `self.init(frame: .zero)`,
/// which Swift sends to the object's class, as UIKit's own `init()` is in Swift; it was a
/// designated `init()` calling `super.init(frame: .zero)`, UIView's, which skipped both.
@Suite struct ObjCSuperInitDispatchTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @interface Badge : UIView
    @property (nonatomic) NSInteger setUps;
    @end
    @implementation Badge
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) { self.setUps += 1; }
        return self;
    }
    - (instancetype)init {
        self = [super init];
        if (self) { self.tag = 7; }
        return self;
    }
    @end
    @interface RoundBadge : Badge
    @end
    @implementation RoundBadge
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        self.layer.cornerRadius = 4;
        return self;
    }
    @end
    @interface Holder : UIView
    @end
    @implementation Holder
    - (void)awakeFromNib {
        [super awakeFromNib];
        [self addSubview:[[RoundBadge alloc] init]];
    }
    @end
    """

  @Test func superInitSendsTheObjectsOwnInitWithFrame() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Badge.m": Self.source],
      containing: ["convenience init() {", "self.init(frame: .zero)"])
    #expect(!swift.contains("super.init(frame: .zero)"), "\(swift)")
  }

  /// A subclass whose own `-init` sends `[super init]` to the class's needs the class's
  /// `init()` designated (Swift calls no superclass's convenience initializer): kept so.
  @Test func aSubclassSendingSuperInitKeepsItDesignated() throws {
    let source = Self.source.replacingOccurrences(
      of: "    self.layer.cornerRadius = 4;\n    return self;\n}\n",
      with: "    self.layer.cornerRadius = 4;\n    return self;\n}\n"
        + "- (instancetype)init {\n    self = [super init];\n    return self;\n}\n")
    let swift = try ObjCTestSupport.expectTranslation(["Badge.m": source])
    #expect(!swift.contains("convenience init() {"), "\(swift)")
    #expect(swift.contains("super.init(frame: .zero)"), "\(swift)")
  }

  /// So does a class further below whose `[super init]` reaches it through a class that
  /// has no `-init` of its own.
  @Test func aLowerSubclassSendingSuperInitKeepsItDesignated() throws {
    let source = Self.source.replacingOccurrences(
      of: "@interface Holder : UIView",
      with: "@interface TinyBadge : RoundBadge\n@end\n@implementation TinyBadge\n"
        + "- (instancetype)init {\n    self = [super init];\n    return self;\n}\n@end\n"
        + "@interface Holder : UIView")
    let swift = try ObjCTestSupport.expectTranslation(["Badge.m": source])
    #expect(!swift.contains("convenience init() {"), "\(swift)")
  }

  /// So does a Swift class of the project subclassing it, or a class below it, whose
  /// `init()` may call `super.init()` (a Swift subclass in the same target, an app's class
  /// below a pod's view).
  @Test(arguments: ["Badge", "RoundBadge"])
  func aSwiftSubclassKeepsItDesignated(_ superclass: String) throws {
    let t = try ObjCTestSupport.translateAgainstFacade(
      ["Badge.m": Self.source], swiftSubclassed: [superclass])
    let swift = try #require(t.sources.first?.swift)
    #expect(!swift.contains("convenience init() {"), "\(swift)")
    #expect(swift.contains("super.init(frame: .zero)"), "\(swift)")
  }
}
