import Foundation
import Testing

@testable import EaselObjC

/// UIKit's `NSValue` additions (UIGeometry.h's `NSValueUIGeometryExtensions`) box and unbox
/// every geometry type: `[NSValue valueWithUIEdgeInsets:]` is `NSValue(uiEdgeInsets:)`, and
/// so for vectors, directional insets and offsets. Clang refused the message ("no known class
/// method for selector 'valueWithUIEdgeInsets:'", rickytan/RTHeadedColumnView, draw 41).
@Suite struct ObjCGeometryValueTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface InsetView : UIView
    @end
    @implementation InsetView
    - (void)layoutSubviews {
        [super layoutSubviews];
        NSValue *insets = [NSValue valueWithUIEdgeInsets:UIEdgeInsetsMake(1, 2, 3, 4)];
        NSValue *vector = [NSValue valueWithCGVector:CGVectorMake(1, 2)];
        NSValue *offset = [NSValue valueWithUIOffset:UIOffsetMake(3, 4)];
        NSValue *directional =
            [NSValue valueWithDirectionalEdgeInsets:NSDirectionalEdgeInsetsMake(1, 2, 3, 4)];
        self.layoutMargins = insets.UIEdgeInsetsValue;
        self.directionalLayoutMargins = directional.directionalEdgeInsetsValue;
        self.alpha = vector.CGVectorValue.dx + offset.UIOffsetValue.vertical > 0 ? 1 : 0.5;
    }
    @end
    """

  @Test func uiKitsGeometryBoxesTranslate() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["InsetView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("NSValue(uiEdgeInsets: "), "\(swift)")
    #expect(swift.contains("NSValue(directionalEdgeInsets: "), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
