import Foundation
import Testing

@testable import EaselObjC

/// `NSIndexSet *` is Swift's `IndexSet` in every API Swift's importer gives, as `NSIndexPath *`
/// is `IndexPath`: `indexesOfObjectsPassingTest:` returns one and `removeObjectsAtIndexes:`
/// takes one, a mutable index set (a class of its own in Swift) is given as its value, and a
/// message to one goes to the Foundation object, whose members the value does not share.
/// RZNumberPad (a spent draw's) declared `NSIndexSet *indexesToRemove` and swiftc failed on
/// the result ("failed to produce diagnostic") and on the argument ("'NSIndexSet' is not
/// implicitly convertible to 'IndexSet'"); SJCSimplePDFView's `self.currentPages.firstIndex`, dot
/// syntax, named `IndexSet`'s `firstIndex(where:)` method.
@Suite struct ObjCIndexSetBridgingTests {
  @Test func anIndexSetIsTheSwiftValue() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Pairs : UIView
      @property (nonatomic, strong) NSMutableArray *pairs;
      @property (nonatomic, copy) NSIndexSet *selected;
      @end
      @implementation Pairs
      - (void)removeTarget:(id)target {
          NSIndexSet *indexes = [self.pairs indexesOfObjectsPassingTest:^BOOL(id pair, NSUInteger idx, BOOL *stop) {
              return pair == target;
          }];
          [self.pairs removeObjectsAtIndexes:indexes];
          NSMutableIndexSet *more = [NSMutableIndexSet indexSet];
          [more addIndex:0];
          [self.pairs removeObjectsAtIndexes:more];
      }
      - (NSUInteger)countOf:(NSIndexSet *)set {
          return set.count + ([set containsIndex:2] ? 1 : 0) + [set firstIndex];
      }
      - (NSUInteger)lastOf:(NSIndexSet *)set {
          return set.lastIndex - self.selected.firstIndex;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Pairs.m": source],
      containing: [
        "let indexes: IndexSet", "of set: IndexSet!", "(more as IndexSet)",
        "(set as NSIndexSet?)?.firstIndex", "(set as NSIndexSet?)?.lastIndex",
        "(self.selected as NSIndexSet?)?.firstIndex",
      ])
  }
}
