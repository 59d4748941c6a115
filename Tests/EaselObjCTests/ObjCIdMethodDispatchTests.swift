import Foundation
import Testing

@testable import EaselObjC

/// A framework method sent to `id` that unrelated classes declare (`objectForKey:` of
/// `NSCache`, `NSDictionary`, `NSUserDefaults` …): Objective-C's runtime sends it to whatever
/// the object is, so the translation tries each class, each with its own parameters, not only
/// the first its table names (josshad/EHHorizontalSelectionView, a spent draw's, cast a
/// dictionary's value, a dictionary, to `NSCache`, got nil and trapped on the nonnull result).
@Suite struct ObjCIdMethodDispatchTests {
  @Test func aMethodOfSeveralClassesSentToIdReachesEach() throws {
    let source = """
      #import <UIKit/UIKit.h>

      static NSMutableDictionary *styles = nil;

      @interface Cell : UIView
      @end
      @implementation Cell
      + (UIColor * _Nonnull)textColor {
          return [[styles objectForKey:@"cell"] objectForKey:@"textColor"];
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(["Cell.m": source])
    let line = try #require(swift.split(separator: "\n").first { $0.contains("textColor\")") })
    #expect(line.contains("as? NSDictionary { return easelObject.object(forKey: "), "\(line)")
    #expect(line.contains("as? NSCache<AnyObject, AnyObject> { return "), "\(line)")
    #expect(line.contains("else { return nil }"), "\(line)")
  }

  @Test func aVoidMethodOfSeveralClassesSentToIdCallsWhicheverTheObjectIs() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Strip : UIView
      @property (nonatomic, strong) NSMutableArray *days;
      @end
      @implementation Strip
      - (void)refresh {
          [self.days[0] setNeedsDisplay];
      }
      - (BOOL)holds:(id)day {
          return [self.days[0] containsObject:day];
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(["Strip.m": source])
    let line = try #require(swift.split(separator: "\n").first { $0.contains("setNeedsDisplay") })
    #expect(line.contains("as? UIView { easelObject.setNeedsDisplay() }"), "\(line)")
    #expect(line.contains("as? CALayer { easelObject.setNeedsDisplay() }"), "\(line)")
    let holds = try #require(swift.split(separator: "\n").first { $0.contains("contains(") })
    #expect(holds.contains("as? NSSet { return easelObject.contains("), "\(holds)")
    #expect(holds.contains("else { return false }"), "\(holds)")
  }

  /// NSCache's key is `AnyObject` in Swift, NSMutableDictionary's (`id<NSCopying>`) is hashed
  /// (`AnyHashable` in swift-corelibs-foundation): each branch converts the string as written,
  /// not as clang cast it to the first declaration's `KeyType`.
  @Test func eachBranchConvertsTheArgumentsToItsOwnParameters() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Store : UIView
      @property (nonatomic, strong) NSMutableArray *tables;
      @end
      @implementation Store
      - (void)keep:(UIColor *)color {
          [self.tables[0] setObject:color forKey:@"color"];
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(["Store.m": source])
    let line = try #require(swift.split(separator: "\n").first { $0.contains("\"color\"") })
    #expect(
      line.contains(
        "as? NSCache<AnyObject, AnyObject> { easelObject.setObject(nonnil0, forKey: (\"color\" as AnyObject)) }"
      ), "\(line)")
    #expect(
      line.contains(
        "as? NSMutableDictionary { easelObject.setObject(nonnil0, forKey: (\"color\" as NSString)) }"
      ), "\(line)")
    #expect(
      line.contains("as? UserDefaults { easelObject.set(nonnil0, forKey: \"color\") }"), "\(line)")
  }

  /// `enumerateObjectsUsingBlock:` of `NSArray` and `NSOrderedSet` calls the block with an
  /// index, `NSSet`'s without: a block taking one is not sent to a set (RZNumberPad's
  /// `[[self.linkedTextFields copy] enumerateObjectsUsingBlock:…]`, of an ordered set, failed
  /// swiftc in the set's branch).
  @Test func aBlockGoesOnlyToTheClassesCallingItWithItsParameters() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Fields : UIView
      @property (strong, nonatomic) NSMutableOrderedSet *fields;
      @end
      @implementation Fields
      - (void)unlinkAll {
          [[self.fields copy] enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
              [obj removeFromSuperview];
          }];
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(["Fields.m": source])
    #expect(swift.contains("as? NSArray { easelObject.enumerateObjects("), "\(swift)")
    #expect(swift.contains("as? NSOrderedSet { easelObject.enumerateObjects("), "\(swift)")
    #expect(!swift.contains("as? NSSet"), "\(swift)")
  }
}

/// A method sent to `id` whose declaring classes take Foundation objects Swift bridges to value
/// types (`-[NSDateInterval compare:]` takes `DateInterval`, `-[NSNumber compare:]` an
/// `NSNumber`): each branch converts an `id` argument to its own parameter as Swift's importer
/// declares it (Hypercubesoft/HCLineChartView, draw 54: `[[xs objectAtIndex:i] compare:[xs
/// objectAtIndex:j]]` cast the argument to `NSDateInterval` for `DateInterval`).
@Suite struct ObjCIdMethodBridgedArgumentTests {
  @Test func anIdArgumentIsConvertedToEachBranchsBridgedParameter() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Chart : UIView
      @property (nonatomic, strong) NSArray *xs;
      @end
      @implementation Chart
      - (NSComparisonResult)order:(NSUInteger)i with:(NSUInteger)j {
          return [[self.xs objectAtIndex:i] compare:[self.xs objectAtIndex:j]];
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(["Chart.m": source])
    let line = try #require(swift.split(separator: "\n").first { $0.contains("compare(") })
    #expect(
      line.contains(
        "as? NSDateInterval { return easelObject.compare((self.xs?[objcIndex: j, sent: .objectAtIndex] as! DateInterval))"),
      "\(line)")
    #expect(
      line.contains("as? NSNumber { return easelObject.compare((self.xs?[objcIndex: j, sent: .objectAtIndex] as! NSNumber))"),
      "\(line)")
  }
}

/// A dictionary's key (`id<NSCopying>`) is hashed: swift-corelibs-foundation's
/// `NSMutableDictionary.setObject(_:forKey:)` takes an `AnyHashable`, which `any NSCopying` is
/// not, nor an optional string's value.
@Suite struct ObjCDictionaryKeyTests {
  @Test func anIdOrNullableKeyIsTheHashableValue() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Keeper : UIView
      @property (nonatomic, strong) NSMutableDictionary *values;
      @property (nonatomic, copy, nullable) NSString *name;
      @end
      @implementation Keeper
      - (void)keep:(UIColor *)color under:(id)key {
          [self.values setObject:color forKey:key];
          [self.values setObject:color forKey:self.name];
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(["Keeper.m": source])
    let lines = swift.split(separator: "\n").filter { $0.contains("forKey:") }
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.contains { $0.contains("forKey: (key as! AnyHashable))") }, "\(lines)")
    #expect(lines.contains { $0.contains("forKey: (self.name as NSString?)!)") }, "\(lines)")
  }

  @Test func aKeyGivenThroughIdIsHashedInTheDictionarysBranch() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Store : UIView
      @property (nonatomic, strong) NSMutableArray *tables;
      @property (nonatomic, copy, nullable) NSString *name;
      @end
      @implementation Store
      - (void)keep:(UIColor *)color under:(id)key {
          [self.tables[0] setObject:color forKey:key];
          [self.tables[0] setObject:color forKey:self.name];
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(["Store.m": source])
    let lines = swift.split(separator: "\n").filter { $0.contains("as? NSMutableDictionary") }
    #expect(lines.count == 2, "\(swift)")
    #expect(lines.contains { $0.contains("forKey: (key as! AnyHashable))") }, "\(lines)")
    #expect(!lines.contains { $0.contains("NSCopying") }, "\(lines)")
  }
}

/// A `SEL` clang gives no nullability, set on a framework property Swift declares `Selector`
/// (Rightpoint/RZNumberPad, draw 52: `[invocation setSelector:pair.action]`, RZNumberPad.m:443).
@Suite struct ObjCSelectorSetterTests {
  @Test func aSelectorThatMayBeNilIsUnwrappedForAFrameworkProperty() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Pair : NSObject
      @property (assign, nonatomic) SEL action;
      @end
      @implementation Pair
      @end

      @interface Pad : UIView
      @end
      @implementation Pad
      - (void)send:(Pair *)pair signature:(NSMethodSignature *)signature {
          NSInvocation *invocation = [NSInvocation invocationWithMethodSignature:signature];
          [invocation setSelector:pair.action];
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(["Pad.m": source])
    #expect(swift.contains("invocation?.selector = (pair?.action)!"), "\(swift)")
  }
}
