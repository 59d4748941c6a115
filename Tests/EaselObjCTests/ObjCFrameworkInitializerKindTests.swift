import EaselObjC
import Foundation
import Testing

/// Objective-C lets a subclass override any initializer and call any of its superclass's;
/// Swift does not, and says which one a class's initializer is: designated (`override`),
/// required (`required`), or convenience, beside which a subclass declares a designated
/// initializer of its own (no `override`) that calls a designated one of the superclass. The
/// translation follows the façade's own declaration of every framework class, read from its
/// table (`FacadeInitializers`), not a list of views: a `UIPanGestureRecognizer` subclass's
/// `-init` calling `[super init]` (UIGestureRecognizer's `init()` is a convenience one that
/// calls `init(target:action:)`) and its restated `init?(coder:)`, which is designated but not
/// required there, did not compile (the twentieth draw's GIFColorsPicker, spent:
/// "overriding declaration requires an 'override' keyword", "initializer does not override a
/// designated initializer from its superclass").
@Suite struct ObjCFrameworkInitializerKindTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #import <UIKit/UIGestureRecognizerSubclass.h>

    @interface AngleRecognizer : UIPanGestureRecognizer
    @property (nonatomic, assign) CGFloat angle;
    @end
    @implementation AngleRecognizer
    - (id)init {
        if (self = [super init]) {
            _angle = 0;
            self.maximumNumberOfTouches = 1;
        }
        return self;
    }
    - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
        [super touchesBegan:touches withEvent:event];
        self.angle = 1;
    }
    @end

    @interface TargetRecognizer : UITapGestureRecognizer
    @end
    @implementation TargetRecognizer
    - (instancetype)initWithTarget:(id)target action:(SEL)action {
        self = [super initWithTarget:target action:action];
        if (self) { self.numberOfTapsRequired = 2; }
        return self;
    }
    @end

    @interface PlainController : UIViewController
    @property (nonatomic, strong) NSString *caption;
    @end
    @implementation PlainController
    - (instancetype)init {
        self = [super init];
        if (self) { _caption = @"Hello"; }
        return self;
    }
    @end
    """

  @Test func initializersFollowTheFacadesDeclaration() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["AngleRecognizer.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    // `init()` is a convenience initializer of UIGestureRecognizer and UIViewController,
    // which sends the designated one to `self` (`ObjCSuperInitDispatchTests`).
    #expect(swift.contains("self.init(target: nil, action: nil)"), "\(swift)")
    #expect(swift.contains("self.init(nibName: nil, bundle: nil)"), "\(swift)")
    #expect(!swift.contains("override init()"), "\(swift)")
    // A recognizer's `init?(coder:)` is designated, a controller's required.
    #expect(swift.contains("override init?(coder: NSCoder)"), "\(swift)")
    #expect(swift.contains("required init?(coder: NSCoder)"), "\(swift)")
    #expect(swift.contains("override init(target: Any?, action: Selector?)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(
      t.sources + [
        TranslatedSource(
          original: URL(fileURLWithPath: "/use.swift"),
          swift: """
            import UIKit
            @MainActor func use() {
              let angle = AngleRecognizer()
              let tap = TargetRecognizer(target: nil, action: nil)
              let plain = TargetRecognizer()
              let controller = PlainController()
              let named = PlainController(nibName: nil, bundle: nil)
              _ = (angle.angle, tap.numberOfTapsRequired, plain, controller.caption, named)
            }
            """,
          classes: [])
      ])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func theTableSaysHowTheFacadeDeclaresEachInitializer() throws {
    let table = FacadeInitializers.shared
    #expect(table.initializer("init()", of: "UIGestureRecognizer")?.kind == .convenience)
    #expect(
      table.initializer("init()", of: "UIGestureRecognizer")?.superBody(arguments: [])
        == "super.init(target: nil, action: nil)")
    #expect(
      table.initializer("init(target:action:)", of: "UIGestureRecognizer")?.kind == .designated)
    #expect(table.initializer("init(coder:)", of: "UIView")?.kind == .required)
    #expect(
      table.initializer("init(frame:)", of: "UITextView")?.superBody(arguments: ["r"])
        == "super.init(frame: r, textContainer: nil)")
  }
}
