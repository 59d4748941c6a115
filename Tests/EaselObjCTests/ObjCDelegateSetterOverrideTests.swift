import EaselObjC
import Foundation
import Testing

/// A `-setDelegate:` implemented over UIKit's `delegate` (a view that is its own delegate and
/// forwards to the one it is given) overrides the property, as any accessor of a framework
/// property does. Two things made it fail to build: UIKit's `delegate` is `weak`, which Swift
/// imports as `weak var delegate: T?` and which a `T!` does not override (the forty-fourth
/// draw's JMMaskTextField: "property 'delegate' with type … cannot override a property with
/// type …"); and the façade declares `UIScrollView`'s in a protocol's extension, which no
/// subclass can override (the forty-fifth draw's SJCSimplePDFView: "property does not
/// override any property from its superclass"): the class declares its own there.
@Suite struct ObjCDelegateSetterOverrideTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface MaskField : UITextField <UITextFieldDelegate>
    @end
    @interface MaskField ()
    @property (weak, nonatomic) id<UITextFieldDelegate> realDelegate;
    @end
    @implementation MaskField
    - (void)awakeFromNib {
        [super awakeFromNib];
        [super setDelegate:self];
    }
    - (void)setDelegate:(id<UITextFieldDelegate>)delegate {
        self.realDelegate = delegate;
    }
    @end

    @interface PageView : UIScrollView <UIScrollViewDelegate>
    @property (nonatomic, weak) id<UIScrollViewDelegate> externalDelegate;
    @end
    @implementation PageView
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) [super setDelegate:self];
        return self;
    }
    - (void)setDelegate:(id<UIScrollViewDelegate>)delegate {
        self.externalDelegate = delegate;
    }
    - (void)scrollViewDidScroll:(UIScrollView *)scrollView {
        [self.externalDelegate scrollViewDidScroll:scrollView];
    }
    @end
    """

  @Test func aDelegateSetterOverridesTheFrameworksProperty() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Views.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("override var delegate: (any UITextFieldDelegate)? {"), "\(swift)")
    #expect(swift.contains("  var delegate: (any UIScrollViewDelegate)? {"), "\(swift)")
    #expect(!swift.contains("override var delegate: (any UIScrollViewDelegate)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
