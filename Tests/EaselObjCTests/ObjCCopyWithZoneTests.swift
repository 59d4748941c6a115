import EaselObjC
import Foundation
import Testing

/// `NSZone` (Foundation's `NSZone.h`), which `-copyWithZone:` and `+allocWithZone:` name, is
/// declared to clang and read as Swift's `NSZone`: a class implementing `NSCopying` parsed as
/// "expected a type", which failed every class of its file in clang (RSully/RSColorPicker's
/// `ANImageBitmapRep`, a spent draw's). A class adopting `NSCopying` declares the method as its
/// requirement (`copy(with zone: NSZone?) -> Any`), which Swift's conformance asks for.
@Suite struct ObjCCopyWithZoneTests {
  @Test func aZoneParameterParsesAndIsSwiftsZone() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Rep.m": """
      #import <UIKit/UIKit.h>

      @interface Rep : NSObject
      @property (nonatomic) CGFloat size;
      @end
      @implementation Rep
      - (id)copyWithZone:(NSZone *)zone {
          Rep *rep = [[Rep alloc] init];
          rep.size = self.size;
          return rep;
      }
      @end
      """
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("zone: NSZone!)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  /// `@interface Factory : NSObject <NSCopying>` with an unannotated `- (id)copyWithZone:
  /// (NSZone *)zone` (CRFontIconFactory, draw 45): it was `copy(withZone:) -> Any!`, and
  /// Swift said the class "does not conform to protocol 'NSCopying'" (CRFontIconFactory.h:21:7).
  @Test func copyWithZoneSatisfiesNSCopying() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Factory.m": """
        #import <UIKit/UIKit.h>
        @interface Factory : NSObject <NSCopying, NSMutableCopying>
        @property (nonatomic) CGFloat size;
        @end
        @implementation Factory
        - (id)copyWithZone:(NSZone *)zone {
            Factory *copy = [[[self class] allocWithZone:zone] init];
            if (copy != nil) { copy.size = self.size; }
            return copy;
        }
        - (id)mutableCopyWithZone:(NSZone *)zone {
            return [self copyWithZone:zone];
        }
        - (Factory *)twin {
            return [self copy];
        }
        @end
        """
      ],
      containing: [
        "func copy(with zone: NSZone?) -> Any", "func mutableCopy(with zone: NSZone?) -> Any",
      ])
  }

  /// `[super copyWithZone:]` in a subclass of a class the SDK declares `<NSCopying>`
  /// (`UICollectionViewLayoutAttributes`, karosLi/LKPagerView's attributes, draw 55): the stubs'
  /// `NSCopying` declared no `-copyWithZone:` (the table left it out, as naming `NSZone`, which
  /// only the prelude declared), and clang said "no visible @interface for
  /// 'UICollectionViewLayoutAttributes' declares the selector 'copyWithZone:'". The copy is
  /// the façade's, of the receiver's class, and keeps the subclass's own property.
  @Test func superCopyWithZoneOfAnSDKCopyingClass() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Attributes.m": """
      #import <UIKit/UIKit.h>

      @interface Attributes : UICollectionViewLayoutAttributes
      @property (nonatomic) CGFloat position;
      @end
      @implementation Attributes
      - (id)copyWithZone:(NSZone *)zone {
          Attributes *copy = [super copyWithZone:zone];
          copy.position = self.position;
          return copy;
      }
      - (Attributes *)twin {
          return [self copy];
      }
      @end
      """
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("super.copy(with: zone)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
