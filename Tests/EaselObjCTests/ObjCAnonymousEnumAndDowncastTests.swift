import EaselObjC
import Foundation
import Testing

/// Two constructs of the sixth held-out draw's Objective-C libraries: a C enumeration named
/// only by its typedef (`typedef enum { … } JKMaxNumState;`, JKTextView's inspectable's type),
/// which Swift's importer names after the typedef; and a view taken as a subclass without a
/// cast (`UIButton *button = [self viewWithTag:tag];`, XHSegmentView), which Objective-C allows
/// with a warning and Swift only as a checked downcast; a weak property's storage given where
/// a view is wanted (`[self addSubview:_holder]`), and an array's element given to a block
/// (`_tapped(0, _titles[0])`), both unwrapped as Swift's importer's `T!` would be; and a
/// protocol adopted in the class extension (`@interface Counter () <UITextViewDelegate>`),
/// which JKTextView needs to be its text view's delegate.
@Suite struct ObjCAnonymousEnumAndDowncastTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef enum {
        CounterStyleNormal = 0,
        CounterStyleDiminishing = 1,
    } CounterStyle;

    IB_DESIGNABLE
    @interface Counter : UIView
    @property (nonatomic, assign) IBInspectable CounterStyle style;
    @end

    @interface Counter () <UITextViewDelegate>
    @property (nonatomic, weak) UIView *holder;
    @property (nonatomic, copy) void (^tapped)(NSInteger index, NSString *title);
    @property (nonatomic, strong) NSArray<NSString *> *titles;
    @end

    @implementation Counter
    - (void)layoutSubviews {
        [super layoutSubviews];
        [self addSubview:_holder];
        UITextView *text = [[UITextView alloc] init];
        text.delegate = self;
        if (_tapped && _titles.count > 0) {
            _tapped(0, _titles[0]);
        }
        UIButton *button = [self viewWithTag:100];
        [button setTitle:@"x" forState:UIControlStateNormal];
        UIView *plain = button;
        plain.alpha = self.style == CounterStyleDiminishing ? 0.5 : 1;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Counter.m": Self.source])
    #expect(t.diagnostics.filter { $0.severity == .error }.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("enum CounterStyle: "), "\(swift)")
    #expect(swift.contains("case diminishing = 1"), "\(swift)")
    #expect(swift.contains(" as? UIButton"), "\(swift)")
    // The class extension's protocol is the class's.
    #expect(swift.contains("class Counter: UIView, UITextViewDelegate"), "\(swift)")
    // The upcast back to a view is written as nothing.
    #expect(!swift.contains(" as? UIView"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}

/// Two constructs of the seventh held-out draw's UIViewControllerStack: a class qualified by a
/// protocol (`UIViewController <Updating> *`), which Swift's importer makes a composition
/// (`UIViewController & Updating`) so the protocol's methods are found, cast to it with a
/// C cast; and an SDK method whose parameter is a lightweight generic's parameter
/// (`addObjectsFromArray:`'s `NSArray<ObjectType> *`), which is any object; and the eighth
/// draw's `ABS(x)` (MSVDraggableImageView) and `[key isKindOfClass:[NSString class]]`
/// (NSDictionary+HPSafe).
@Suite struct ObjCProtocolQualifiedClassTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @protocol Updating <NSObject>
    - (BOOL)shouldResizeForStack:(UIView *)stack;
    @end

    IB_DESIGNABLE
    @interface Stack : UIView
    @property (nonatomic, strong) NSMutableArray *controllers;
    @end

    @implementation Stack
    - (void)push:(UIViewController *)controller more:(NSArray *)more {
        UIViewController <Updating> *updating = (UIViewController <Updating> *)controller;
        if ([updating respondsToSelector:@selector(shouldResizeForStack:)]) {
            BOOL resize = [updating shouldResizeForStack:self];
            updating.view.hidden = !resize;
        }
        [self.controllers addObjectsFromArray:more];
    }
    - (CGFloat)shift:(CGFloat)x key:(id)key {
        if ([key isKindOfClass:[NSString class]]) { return 0; }
        return ABS(x) < 0.0001f ? 1 : ABS(x - 2);
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Stack.m": Self.source])
    #expect(t.diagnostics.filter { $0.severity == .error }.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("any UIViewController & Updating"), "\(swift)")
    #expect(!swift.contains("ObjectType"), "\(swift)")
    // The SDK's ABS macro, a statement expression, is Swift's abs; `[NSString class]` the
    // Foundation class.
    #expect(swift.contains("abs("), "\(swift)")
    #expect(swift.contains("NSString.self"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
