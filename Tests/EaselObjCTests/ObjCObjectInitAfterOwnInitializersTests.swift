import Foundation
import Testing

@testable import EaselObjC

/// An `NSObject` subclass declaring initializers of its own still answers `-init`:
/// Objective-C inherits `NSObject`'s whatever a subclass declares
/// (`[[Model allocWithZone:zone] init]` in its `-copyWithZone:`), where Swift inherits no
/// initializer once a class declares a designated one. The translation declares `init()`
/// again, passing to `super`, as it runs on iOS (`NSObject`'s `-init`, the ivars zero), and a
/// subclass of the module's class keeps it too. Before, `Model()` was Swift's "missing argument
/// for parameter 'emptySection'" (harde1/ChuckTableView's HeadFootModel, a sweep's).
@Suite struct ObjCObjectInitAfterOwnInitializersTests {
  @Test func anObjectWithItsOwnInitializersStillAnswersInit() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Model : NSObject <NSCopying>
      @property (nonatomic, assign) NSUInteger section;
      - (id)initEmptySection:(NSUInteger)section;
      @end
      @implementation Model
      - (id)initEmptySection:(NSUInteger)section {
          if (self = [super init]) { self.section = section; }
          return self;
      }
      - (id)copyWithZone:(NSZone *)zone {
          Model *copy = [[[self class] allocWithZone:zone] init];
          copy.section = self.section;
          return copy;
      }
      @end

      @interface Tagged : Model
      - (instancetype)initWithTag:(NSInteger)tag;
      @end
      @implementation Tagged
      - (instancetype)initWithTag:(NSInteger)tag {
          return [super initEmptySection:tag];
      }
      @end

      @interface Panel : UIView
      @end
      @implementation Panel
      - (void)layoutSubviews {
          [super layoutSubviews];
          Model *model = [[Model alloc] init];
          Tagged *tagged = [[Tagged alloc] init];
          self.tag = model.section + tagged.section;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Panel.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
