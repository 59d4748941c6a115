import EaselObjC
import Foundation
import Testing

/// An initializer that answers another object than the one allocated (`self = [self
/// loadNibWithFrame:frame];`, a view that is its own nib's root), which Objective-C allows and
/// a Swift `init` cannot do. Once the superclass's initializer has run, the translated
/// initializer's `self` is a variable of the object made so far: the assignment records the
/// other object as what the initializer returns (`ObjCInitializerReplacement.replace`) and
/// makes it `self` for the statements after it; `[[X alloc] init…]` of such a class takes the
/// recorded object. An initializer replacing `self` before calling its superclass's calls it
/// first. Before, each was an `objc-untranslated` error (MRCalendarItem, BMASliders).
@Suite struct ObjCSelfReplacingInitializerTests {
  @Test func anInitializerReplacingSelfAfterSuperRecordsTheReplacement() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Item.m": """
        #import <UIKit/UIKit.h>

        @interface Item : UIView
        @end

        @implementation Item
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                self = [self loadNibWithFrame:frame];
                self.alpha = 0.5;
            }
            return self;
        }
        - (instancetype)loadNibWithFrame:(CGRect)frame {
            Item *item = [[NSBundle mainBundle] loadNibNamed:@"Item" owner:nil options:nil].firstObject;
            item.frame = frame;
            return item;
        }
        @end

        @interface Holder : UIView
        @property (nonatomic, strong) Item *item;
        @end

        @implementation Holder
        - (void)layoutSubviews {
            [super layoutSubviews];
            self.item = [[Item alloc] initWithFrame:self.bounds];
        }
        @end
        """
      ],
      containing: [
        "super.init(frame: frame)",
        "let easelAllocated = self; var `self`: Item! = ObjCInitializerReplacement.current(self)",
        "self = ObjCInitializerReplacement.replace(easelAllocated, with: self?.loadNib(",
        "at: \"Item.m:9:9\")",
        "ObjCInitializerReplacement.take(Item(frame: self.bounds))",
      ])
    #expect(!swift.contains("objc-untranslated"))
  }

  @Test func anInitializerReplacingSelfBeforeSuperCallsSuperFirst() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Control.m": """
        #import <UIKit/UIKit.h>

        @interface Control : UIControl
        @end

        @implementation Control
        - (instancetype)init {
            self = [[[NSBundle bundleForClass:[self class]] loadNibNamed:NSStringFromClass([self class]) owner:nil options:nil] firstObject];
            return self;
        }
        @end
        """
      ],
      containing: [
        "super.init(frame: .zero)",
        "let easelAllocated = self; var `self`: Control! = ObjCInitializerReplacement.current(self)",
        "self = ObjCInitializerReplacement.replace(easelAllocated, with:",
      ])
  }

  /// A replacement that is nil (no nib of that name) leaves `self` nil, and the statements
  /// after it message nil, which does nothing in Objective-C (BMASliders'
  /// `self = [[bundle loadNibNamed:…] firstObject]; self.frame = frame;`): sent with `?.`,
  /// where `self.frame` trapped on the implicitly unwrapped variable.
  @Test func messagesToAReplacedSelfThatMayBeNilDoNothing() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Control.m": """
        #import <UIKit/UIKit.h>

        @interface Control : UIControl
        @end

        @implementation Control
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
                self = [[[NSBundle bundleForClass:[self class]] loadNibNamed:NSStringFromClass([self class]) owner:self options:nil] firstObject];
                self.frame = frame;
                [self setNeedsLayout];
                CGFloat width = self.bounds.size.width;
                self.alpha = width > 0 ? 1 : 0.5;
            }
            return self;
        }
        @end
        """
      ],
      containing: [
        "var `self`: Control! = ObjCInitializerReplacement.current(self)",
        "loadNibNamed(String(describing: Swift.type(of: self!))",
        "self?.frame = frame",
        "self?.setNeedsLayout()",
        "self?.alpha = ",
      ])
    #expect(!swift.contains("self.frame = frame"))
  }

  @Test func aReplacementInAScopeBeforeSuperIsALocatedError() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Reusable : UIView
      + (instancetype)loadFromNib;
      @end

      @implementation Reusable
      + (instancetype)loadFromNib {
          return nil;
      }
      - (instancetype)initWithFrame:(CGRect)frame {
          self = [[self class] loadFromNib];
          if (self) {
              self.frame = frame;
          } else {
              self = [super initWithFrame:frame];
          }
          return self;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Reusable.m": source])
    let errors = try #require(t.failedClasses["Reusable"], "\(t.diagnostics)")
    #expect(errors.map(\.id) == ["objc-untranslated"], "\(t.diagnostics)")
    #expect(errors.first?.location?.line == 12, "\(t.diagnostics)")
    #expect(errors.first?.message.contains("replacing `self`") == true, "\(t.diagnostics)")
  }
}
