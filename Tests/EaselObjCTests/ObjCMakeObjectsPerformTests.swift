import Foundation
import Testing

@testable import EaselObjC

/// `-[NSArray makeObjectsPerformSelector:]` (and `…withObject:`), which Linux's Foundation
/// lacks (so the name table and the stub headers had none: "no visible @interface for
/// 'NSArray<__kindof UIView *>' declares the selector 'makeObjectsPerformSelector:'",
/// waterbender/TaxiClass's CustomSegmentedControl, a spent draw's): declared to clang, and
/// translated as NSArray runs it, the selector performed on each element in turn.
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
    #expect(swift.contains("subviews.forEach { _ = ($0 as? NSObject)?.perform("), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
