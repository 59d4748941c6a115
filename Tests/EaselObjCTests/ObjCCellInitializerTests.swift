import EaselObjC
import Foundation
import Testing

/// A class that declares an initializer inherits none, so its translation declares the
/// view initializers again. A table view cell's designated initializer is
/// `-initWithStyle:reuseIdentifier:` (UITableViewCell.h's `NS_DESIGNATED_INITIALIZER`; its
/// `init(frame:)` is a convenience one), so a cell passes that one on and inherits
/// `init(frame:)`; an `override init(frame:)` calling `super.init(frame:)` does not compile
/// (safeyou's ChooseOptionsTableViewCell, a subclass of its own checkmark cell).
@Suite struct ObjCCellInitializerTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface CheckCell : UITableViewCell
    @property (nonatomic) BOOL isSelect;
    @end
    @implementation CheckCell
    @end

    IB_DESIGNABLE
    @interface OptionCell : CheckCell
    @property (nonatomic, strong) UILabel *nameLabel;
    @end
    @implementation OptionCell
    - (instancetype)initWithCoder:(NSCoder *)coder {
        self = [super initWithCoder:coder];
        self.isSelect = YES;
        return self;
    }
    @end

    @interface Notes : UITextView
    @end
    @implementation Notes
    - (instancetype)initWithCoder:(NSCoder *)coder {
        self = [super initWithCoder:coder];
        return self;
    }
    @end
    """

  @Test func aCellPassesOnItsDesignatedInitializer() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["OptionCell.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains(
        "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"
          + " super.init(style: style, reuseIdentifier: reuseIdentifier) }"), "\(swift)")
    #expect(
      swift.contains(
        "override init(frame: CGRect, textContainer: NSTextContainer?) {"
          + " super.init(frame: frame, textContainer: textContainer) }"), "\(swift)")
    #expect(!swift.contains("override init(frame: CGRect) {"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(
      t.sources + [
        TranslatedSource(
          original: URL(fileURLWithPath: "/use.swift"),
          swift: "import UIKit\nlet cell = OptionCell(frame: .zero)\nlet notes = Notes(frame: .zero)\n",
          classes: [])
      ])
    #expect(result.status == 0, "\(result.output)")
  }
}
