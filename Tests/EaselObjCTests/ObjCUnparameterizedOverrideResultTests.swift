import Foundation
import Testing

@testable import EaselObjC

/// An override whose result is a collection declared without its element type (`- (NSArray
/// *)layoutAttributesForElementsInRect:`, where UIKit declares `NSArray<
/// UICollectionViewLayoutAttributes *> *`): Swift overrides with UIKit's result type, as it
/// already did with such parameters, and the body's value is converted to it.
/// lijingcheng/JCTagListView (draw 41): "method does not override any method from its
/// superclass" at its flow layout's `layoutAttributesForElementsInRect:`.
@Suite struct ObjCUnparameterizedOverrideResultTests {
  @Test func anUntypedCollectionResultTakesTheFrameworksType() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface TagLayout : UICollectionViewFlowLayout
      @property (nonatomic, strong) NSMutableArray *itemAttributes;
      @end
      @implementation TagLayout
      - (NSArray *)layoutAttributesForElementsInRect:(CGRect)rect {
          return self.itemAttributes;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["TagLayout.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(
      swift.contains(
        "override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]"
      ), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
