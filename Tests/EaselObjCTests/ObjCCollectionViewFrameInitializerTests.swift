import EaselObjC
import Foundation
import Testing

/// A collection view's `-initWithFrame:` is UIView's, which Objective-C inherits and Swift's
/// importer makes a convenience initializer (UICollectionView.h marks
/// `-initWithFrame:collectionViewLayout:` designated); UIKit's passes a nil layout on, which
/// raises. A subclass's `-initWithFrame:` stands beside it (no `override`), whether it calls
/// the designated initializer with a layout of its own (RTHeadedColumnView's
/// `RTDemoCollectionView`) or `[super initWithFrame:]` (FSCalendar's
/// `FSCalendarCollectionView`, which then crashes as on iOS); a table view subclass overriding
/// `-initWithFrame:style:` alone is made by the inherited `init(frame:)`, which calls it.
/// `override init(frame:)` did not compile ("initializer does not override a designated
/// initializer from its superclass": the s43 sweep, spent).
@Suite struct ObjCCollectionViewFrameInitializerTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface GridView : UICollectionView <UICollectionViewDataSource>
    @end
    @implementation GridView
    - (instancetype)initWithFrame:(CGRect)frame {
        UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
        layout.itemSize = CGSizeMake(64, 64);
        self = [super initWithFrame:frame collectionViewLayout:layout];
        if (self) {
            self.dataSource = self;
            self.backgroundColor = [UIColor yellowColor];
        }
        return self;
    }
    - (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {
        return 4;
    }
    - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {
        return [collectionView dequeueReusableCellWithReuseIdentifier:@"Cell" forIndexPath:indexPath];
    }
    @end

    @interface PagesView : UICollectionView
    @end
    @implementation PagesView
    - (instancetype)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout *)layout {
        self = [super initWithFrame:frame collectionViewLayout:layout];
        if (self) { self.scrollsToTop = NO; }
        return self;
    }
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) { self.scrollsToTop = NO; }
        return self;
    }
    @end

    @interface DemoTable : UITableView
    @end
    @implementation DemoTable
    - (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style {
        self = [super initWithFrame:frame style:style];
        if (self) { self.rowHeight = 88; }
        return self;
    }
    @end
    """

  @Test func aCollectionViewSubclassesInitWithFrameStandsBesideUIKits() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["GridView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(!swift.contains("override init(frame: CGRect)"), "\(swift)")
    #expect(swift.contains("super.init(frame: frame, collectionViewLayout: layout)"), "\(swift)")
    #expect(
      swift.contains(
        "super.init(frame: frame, collectionViewLayout: UICollectionView.__easelNilLayout())"),
      "\(swift)")
    let result = try ObjCTestSupport.typecheck(
      t.sources + [
        TranslatedSource(
          original: URL(fileURLWithPath: "/use.swift"),
          swift: """
            import UIKit
            @MainActor func use() {
              let grid = GridView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
              let pages = PagesView(frame: .zero)
              let table = DemoTable(frame: .zero)
              _ = (grid.backgroundColor, pages.scrollsToTop, table.rowHeight)
            }
            """,
          classes: [])
      ])
    #expect(result.status == 0, "\(result.output)")
  }

  /// `[super …]` of a framework convenience initializer whose body the façade's table does
  /// not restate has no designated initializer to run in its place: a located error, where
  /// Swift's "must call a designated initializer of the superclass" came from the compiler.
  @Test func superOfAnUnrestatedConvenienceInitializerIsALocatedError() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "SystemItem.m": """
      #import <UIKit/UIKit.h>

      @interface SystemItem : UIBarButtonItem
      @end
      @implementation SystemItem
      - (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)item target:(id)target action:(SEL)action {
          self = [super initWithBarButtonSystemItem:item target:target action:action];
          return self;
      }
      @end
      """
    ])
    let error = try #require(t.diagnostics.first { $0.id == "objc-untranslated" })
    #expect(
      error.message.contains("[super initWithBarButtonSystemItem:target:action:]"), "\(error)")
    #expect(error.location?.line == 7, "\(error)")
  }
}
