import EaselObjC
import Foundation
import Testing

/// A text view's, a table view's and a cell's `init(frame:)` are convenience initializers in
/// Swift (their headers mark another `NS_DESIGNATED_INITIALIZER`). Objective-C overrides
/// `-initWithFrame:` all the same, and its `[super initWithFrame:]` runs UIKit's, which calls
/// the designated one: the translation declares a designated `init(frame:)` beside the
/// superclass's convenience one (Swift writes no `override` there) that calls the designated
/// initializer as UIKit's does. `override init(frame:)` did not compile ("initializer does not
/// override a designated initializer from its superclass": the eighteenth draw's
/// XYCategory `XYTextView`, spent).
@Suite struct ObjCFrameConvenienceInitializerTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface PlaceholderTextView : UITextView
    @property (nonatomic, strong) UIColor *placeholderColor;
    @end
    @implementation PlaceholderTextView
    - (instancetype)initWithFrame:(CGRect)frame {
        if (self = [super initWithFrame:frame]) {
            self.placeholderColor = [UIColor grayColor];
        }
        return self;
    }
    - (instancetype)initWithCoder:(NSCoder *)coder {
        self = [super initWithCoder:coder];
        if (self) { self.placeholderColor = [UIColor grayColor]; }
        return self;
    }
    @end

    @interface NotesView : PlaceholderTextView
    @end
    @implementation NotesView
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        self.editable = NO;
        return self;
    }
    @end

    @interface ChartTable : UITableView
    @end
    @implementation ChartTable
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) { self.rowHeight = 30; }
        return self;
    }
    @end

    @interface BadgeCell : UITableViewCell
    @end
    @implementation BadgeCell
    - (id)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        return self;
    }
    @end
    """

  @Test func anInitWithFrameOverrideCallsTheDesignatedInitializer() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["PlaceholderTextView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("super.init(frame: frame, textContainer: nil)"), "\(swift)")
    #expect(swift.contains("super.init(frame: frame, style: .plain)"), "\(swift)")
    #expect(swift.contains("super.init(style: .default, reuseIdentifier: nil)"), "\(swift)")
    // A subclass of a class of the module that implements `-initWithFrame:` overrides it.
    #expect(swift.contains("override init(frame: CGRect)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(
      t.sources + [
        TranslatedSource(
          original: URL(fileURLWithPath: "/use.swift"),
          swift: """
            import UIKit
            @MainActor func use() {
              let text = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
              let notes = NotesView(frame: .zero)
              let table = ChartTable(frame: .zero)
              let cell = BadgeCell(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
              _ = (text.placeholderColor, notes.isEditable, table.rowHeight, cell.frame)
            }
            """,
          classes: [])
      ])
    #expect(result.status == 0, "\(result.output)")
  }

  /// `[super init]` runs UIView's `-init`, which calls `-initWithFrame:` with a zero frame,
  /// which for a class whose header marks another initializer designated calls that one with
  /// UIKit's default: the translation follows the convenience initializers to it.
  /// Each `-init` is a convenience initializer sending the designated one to `self`, as
  /// UIKit's `-init` does (`ObjCSuperInitDispatchTests`).
  /// `super.init(frame: .zero)` did not compile for a text view ("must call a designated
  /// initializer of the superclass 'UITextView'": the fifty-seventh draw's PDTextView, spent).
  static let plainInitSource = """
    #import <UIKit/UIKit.h>

    @interface MemoView : UITextView
    @property (nonatomic, strong) UIColor *hintColor;
    @end
    @implementation MemoView
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) { _hintColor = [UIColor grayColor]; }
        return self;
    }
    - (instancetype)init {
        self = [super init];
        if (self) { _hintColor = [UIColor redColor]; }
        return self;
    }
    @end

    @interface ListTable : UITableView
    @end
    @implementation ListTable
    - (instancetype)init {
        if (self = [super init]) { self.rowHeight = 30; }
        return self;
    }
    @end

    @interface KeysView : UIInputView
    @end
    @implementation KeysView
    - (instancetype)init {
        self = [super init];
        return self;
    }
    @end
    """

  @Test func aPlainInitCallsTheDesignatedInitializerThroughTheConvenienceOnes() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["MemoView.m": Self.plainInitSource])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("self.init(frame: .zero, textContainer: nil)"), "\(swift)")
    #expect(swift.contains("self.init(frame: .zero, style: .plain)"), "\(swift)")
    #expect(swift.contains("self.init(frame: .zero, inputViewStyle: .default)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(
      t.sources + [
        TranslatedSource(
          original: URL(fileURLWithPath: "/use.swift"),
          swift: """
            import UIKit
            @MainActor func use() {
              let memo = MemoView()
              let table = ListTable()
              let keys = KeysView()
              _ = (memo.hintColor, table.rowHeight, keys.frame)
            }
            """,
          classes: [])
      ])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func theTableFollowsAConvenienceInitializerToTheDesignatedOne() {
    let table = FacadeInitializers.shared
    let plain = table.initializer("init()", of: "UIView")
    #expect(plain?.superBody(arguments: []) == "super.init(frame: .zero)")
    #expect(
      plain?.superBody(arguments: []) { table.initializer($0, of: "UITextView") }
        == "super.init(frame: .zero, textContainer: nil)")
  }
}
