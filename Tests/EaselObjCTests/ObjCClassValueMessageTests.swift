import EaselObjC
import Foundation
import Testing

/// A class method sent to a `Class` value (`[_cellClass reuseIdentifier]`, `Class _cellClass`
/// set to a cell class of the module): Objective-C sends it to whatever class the value is;
/// Swift's `AnyClass` has no members, so the message goes to the class of the module (or of
/// the framework) that declares it, a value of another class answering as a message to nil
/// (EHHorizontalSelectionView, the fifty-second draw).
@Suite struct ObjCClassValueMessageTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Cell : UIView
    + (NSString *)reuseIdentifier;
    + (CGFloat)gap;
    + (void)reset;
    @end

    @implementation Cell
    + (NSString *)reuseIdentifier { return NSStringFromClass(self); }
    + (CGFloat)gap { return 8; }
    + (void)reset {}
    @end

    @interface Strip : UIView
    @property (nonatomic) CGFloat spacing;
    @end

    @implementation Strip {
        Class _cellClass;
    }
    - (void)use {
        _cellClass = [Cell class];
        NSString *name = [_cellClass reuseIdentifier];
        self.spacing = [_cellClass gap];
        [_cellClass reset];
        NSLog(@"%@", name);
    }
    @end
    """

  @Test func aClassMethodReachesTheDeclaringClass() throws {
    try ObjCTestSupport.expectTranslation(
      ["Strip.m": Self.source],
      containing: [
        "(self._cellClass as? Cell.Type)?.reuseIdentifier()",
        "(self._cellClass as? Cell.Type)?.gap()",
      ])
  }

  /// A framework class method sent to a `Class` value goes to the framework class declaring
  /// it (`[viewClass layerClass]`); a factory Swift imports as an initializer (`[tagClass
  /// buttonWithType:…]`, `init(type:)`) makes the value's own class, matched against the
  /// declaring class and the module's classes below it: Swift calls no initializer but a
  /// `required` one through a metatype ("value of type 'AnyClass?' has no member", YZTagList.m:116,
  /// huos3203/JHTagListView, the s43 sweep).
  @Test func aFrameworkClassMethodAndFactoryReachTheValuesClass() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface TagButton : UIButton
      @end
      @implementation TagButton
      @end
      @interface TagList : UIView
      @property (nonatomic, assign) Class tagClass;
      @end
      @implementation TagList
      - (void)addTag {
          Class tagClass = _tagClass ? _tagClass : [TagButton class];
          TagButton *button = [tagClass buttonWithType:UIButtonTypeCustom];
          [self addSubview:button];
          Class layer = [tagClass layerClass];
          NSLog(@"%@", layer);
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["TagList.m": source],
      containing: [
        "case ObjectIdentifier(TagButton.self): return TagButton(type: UIButton.ButtonType.custom)",
        "case ObjectIdentifier(UIButton.self): return UIButton(type: UIButton.ButtonType.custom)",
        "as? UIView.Type)?.layerClass",
      ])
  }

  /// `[[cls alloc] initWith…]` of an initializer other than `init` and `initWithFrame:` (whose
  /// runtime factories make any registered class) makes the value's class among the
  /// highest class declaring the initializer, the framework's or the module's, and the
  /// module's classes below it (`[[NSClassFromString(identifier) alloc]
  /// initWithStyle:…reuseIdentifier:…]`, ChuckTableView.m:342, harde1/ChuckTableView); it
  /// was "an initializer other than init and initWithFrame: sent to a class object is not
  /// translated".
  @Test func anInitializerSentToAClassValueMakesTheValuesClass() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Cell : UITableViewCell
      @end
      @implementation Cell
      - (instancetype)initWithStyle:(UITableViewCellStyle)style
                    reuseIdentifier:(NSString *)reuseIdentifier {
          return [super initWithStyle:style reuseIdentifier:reuseIdentifier];
      }
      @end
      @interface Token : NSObject
      - (instancetype)initWithName:(NSString *)name;
      @end
      @implementation Token
      - (instancetype)initWithName:(NSString *)name { return [super init]; }
      @end
      @interface ColorToken : Token
      @end
      @implementation ColorToken
      @end
      @interface Table : UIView
      @end
      @implementation Table
      - (UITableViewCell *)cellNamed:(NSString *)name {
          UITableViewCell *cell = [[NSClassFromString(name) alloc]
              initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:name];
          return cell;
      }
      - (Token *)token:(Class)cls {
          return [[cls alloc] initWithName:@"red"];
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Table.m": source],
      containing: [
        "case ObjectIdentifier(Cell.self): return Cell(style: UITableViewCell.CellStyle.subtitle, ",
        "case ObjectIdentifier(UITableViewCell.self): return UITableViewCell(style: UITableViewCell.CellStyle.subtitle",
        // `initWithName:` is NSDataAsset's too: the value may be either class.
        "case ObjectIdentifier(ColorToken.self): return ColorToken(name: \"red\")",
        "case ObjectIdentifier(Token.self): return Token(name: \"red\")",
        "case ObjectIdentifier(NSDataAsset.self): return NSDataAsset(name: \"red\")",
      ])
  }

  /// An initializer that only a protocol declares, sent to a class object: no class is known to
  /// make, which is a located error.
  @Test func anInitializerNoClassDeclaresIsALocatedError() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @protocol Seeded
      - (instancetype)initWithSeed:(int)seed;
      @end
      @interface Garden : UIView
      @end
      @implementation Garden
      - (id)plant:(Class)cls {
          return [[cls alloc] initWithSeed:4];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Garden.m": source])
    let error = try #require(t.diagnostics.first, "\(t.sources.map(\.swift))")
    #expect(error.message.contains("no class of the module or the framework declares"))
    #expect(error.location?.line == 9)
  }
}
