import Testing

/// Two enumerations of a module, in headers no file imports together, may name a constant
/// alike (`Normal`): clang types each use as its own enumeration, and so does the Swift.
@Suite struct ObjCSharedEnumeratorNameTests {
  static let label = """
    #import <UIKit/UIKit.h>
    typedef NS_ENUM(NSInteger, TileLabelState) { Normal, Selected, Ghost };
    @interface TileLabel : UIView
    @property (nonatomic, assign) TileLabelState state;
    @end
    """
  static let item = """
    #import <UIKit/UIKit.h>
    typedef NS_ENUM(NSInteger, TileItemState) { Missed, Normal };
    @interface TileItem : UIView
    @property (nonatomic, assign) TileItemState state;
    @end
    """
  static let labelImplementation = """
    #import "TileLabel.h"
    @implementation TileLabel
    - (void)awakeFromNib {
        [super awakeFromNib];
        self.state = Normal;
        switch (self.state) {
            case Normal: self.alpha = 1; break;
            default: self.alpha = 0.5; break;
        }
    }
    @end
    """
  static let itemImplementation = """
    #import "TileItem.h"
    @implementation TileItem
    - (void)awakeFromNib {
        [super awakeFromNib];
        self.state = Normal;
    }
    @end
    """

  @Test func eachUseIsItsOwnEnumerationsCase() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "TileLabel.h": Self.label, "TileItem.h": Self.item,
      "TileLabel.m": Self.labelImplementation, "TileItem.m": Self.itemImplementation,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let label = try #require(t.sources.first { $0.swift.contains("class TileLabel") }?.swift)
    let item = try #require(t.sources.first { $0.swift.contains("class TileItem") }?.swift)
    #expect(label.contains("self.state = TileLabelState.normal"), "\(label)")
    #expect(label.contains("case TileLabelState.normal"), "\(label)")
    #expect(item.contains("self.state = TileItemState.normal"), "\(item)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
