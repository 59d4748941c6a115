import EaselObjC
import Foundation
import Testing

/// A property a subclass declares again that UIKit declares in a category of its superclass:
/// `tintColor` is in `UIView (UIViewRendering)`, so clang does not count it as the
/// superclass's and synthesizes it, with an instance variable `_tintColor`, for the subclass
/// (the tenth draw's KSCircleProgressView sets `_tintColor` in its initializer). The name
/// table records each member's SDK category, and the stub headers declare it there.
@Suite struct ObjCCategoryPropertySynthesisTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Ring : UIView
    @property (nonatomic, strong) IBInspectable UIColor *tintColor;
    @property (nonatomic, assign) IBInspectable CGFloat lineWidth;
    - (instancetype)initWithTint:(UIColor *)tint;
    @end

    @implementation Ring
    - (instancetype)initWithTint:(UIColor *)tint {
        self = [super initWithFrame:CGRectZero];
        _tintColor = tint;
        return self;
    }
    - (void)drawRect:(CGRect)rect {
        [_tintColor setStroke];
        UIBezierPath *path = [UIBezierPath bezierPathWithOvalInRect:CGRectInset(rect, 2, 2)];
        path.lineWidth = self.lineWidth;
        [path stroke];
    }
    @end
    """

  @Test func aPropertyUIKitDeclaresInACategoryIsSynthesizedAgain() throws {
    try ObjCTestSupport.expectTranslation(
      ["Ring.m": Self.source],
      containing: [
        "override var tintColor: UIColor!", "get { return _tintColor }",
        "self._tintColor = tint",
      ])
  }

  /// The table's rows say where the SDK declares each member, and the stub headers follow.
  @Test func theStubHeadersDeclareCategoryMembersInTheirCategory() throws {
    let table = ObjCNameTable.shared
    let row = try #require(
      table.members.first { $0.owner == "UIView" && $0.objc == "tintColor" })
    #expect(row.category == "UIViewRendering")
    let frame = try #require(table.members.first { $0.owner == "UIView" && $0.objc == "frame" })
    #expect(frame.category == "UIViewGeometry")
    let own = try #require(
      table.members.first { $0.owner == "UIView" && $0.objc == "initWithFrame:" })
    #expect(own.category == "")
    let uikit = try #require(ObjCStubHeaders.contents(table: table)["UIKit/UIKit.h"])
    let rendering = try #require(uikit.range(of: "@interface UIView (UIViewRendering)\n"))
    let end = try #require(uikit.range(of: "@end", range: rendering.upperBound..<uikit.endIndex))
    #expect(uikit[rendering.upperBound..<end.lowerBound].contains("*tintColor;"))
  }

  @Test func aRowNamesItsCategoryInANinthField() throws {
    let table = try ObjCNameTable(
      text: "M\tproperty\tUIKit\tUIView\talpha\talpha\t\t@property (nonatomic) CGFloat alpha;"
        + "\tUIViewRendering\n"
        + "M\tproperty\tUIKit\tUIView\ttag\ttag\t\t@property (nonatomic) NSInteger tag;\n")
    #expect(table.members.map(\.category) == ["UIViewRendering", ""])
  }
}
