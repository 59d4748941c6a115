import EaselObjC
import Foundation
import Testing

/// An object of a class assigned where a subclass of it is wanted through a property
/// (XMNRollingBanner's `self.footer = [collectionView
/// dequeueReusableSupplementaryViewOfKind:…]`, a `__kindof UICollectionReusableView *`):
/// Objective-C assigns it unchecked. Into a class of the project's the object is stored as it is
/// (`ObjCUncheckedObject.stored`), and a message only the project's class declares is checked
/// at the send; into a framework class's, whose members have no such check, by a checked
/// downcast, as for a variable.
@Suite struct ObjCSuperclassObjectAssignedTests {
  @Test func aPropertyTakesASuperclassObjectByADowncast() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Footer : UICollectionReusableView
      - (void)refresh;
      @end
      @implementation Footer
      - (void)refresh {
      }
      @end
      @interface Banner : UIView
      @property (nonatomic, strong) Footer *footer;
      @property (nonatomic, weak) UIButton *button;
      @end
      @implementation Banner
      - (void)fill:(UICollectionView *)collectionView at:(NSIndexPath *)indexPath {
          self.footer = [collectionView dequeueReusableSupplementaryViewOfKind:
              UICollectionElementKindSectionFooter withReuseIdentifier:@"f" forIndexPath:indexPath];
          self.button = [self viewWithTag:1];
          [self.footer refresh];
          [self.footer setNeedsLayout];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Banner.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains(
        ", as: Footer.self, within: UICollectionReusableView.self)"), "\(swift)")
    #expect(
      swift.contains(
        "ObjCUncheckedObject.receiver(self.footer, answering: \"refresh\", declaredBy: "
          + "Footer.self)?.refresh()"), "\(swift)")
    #expect(swift.contains("self.footer?.setNeedsLayout()"), "\(swift)")
    #expect(swift.contains(" as? UIButton)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
