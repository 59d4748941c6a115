import Foundation
import Testing

@testable import EaselObjC

/// `-[NSArray makeObjectsPerformSelector:]` (and `…withObject:`), which Linux's Foundation
/// lacks (so the name table and the stub headers had none: "no visible @interface for
/// 'NSArray<__kindof UIView *>' declares the selector 'makeObjectsPerformSelector:'",
/// waterbender/TaxiClass's CustomSegmentedControl, a spent draw's): declared to clang, and
/// translated as NSArray runs it, the selector performed on each element in turn. A selector
/// the elements' declared class has as a method without arguments is called directly: the
/// agent's runtime answers `perform(_:)` from the module's tables, which do not list UIKit's
/// own methods, so yangyaling/dashboard_totyu's LGFDropDown (the spent thirty-third draw's)
/// crashed on `-[UILabel removeFromSuperview]: unrecognized selector`.
@Suite struct ObjCMakeObjectsPerformTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Segments : UIView
    @property (nonatomic, strong) NSMutableArray *buttons;
    @end
    @implementation Segments
    - (void)layoutSubviews {
        [super layoutSubviews];
        [self.subviews makeObjectsPerformSelector:@selector(removeFromSuperview)];
        self.buttons = [NSMutableArray arrayWithObject:[UIButton new]];
        [self.buttons makeObjectsPerformSelector:@selector(setSelected:) withObject:nil];
        [self addSubview:self.buttons.firstObject];
    }
    @end
    """

  @Test func eachElementPerformsTheSelector() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Segments.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    // `subviews` are `UIView`s, which declare `removeFromSuperview`: called directly. The
    // untyped `buttons` are sent the selector by name.
    #expect(swift.contains("subviews.forEach { _ = $0.removeFromSuperview() }"), "\(swift)")
    #expect(swift.contains("forEach { _ = ($0 as? NSObject)?.perform("), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
