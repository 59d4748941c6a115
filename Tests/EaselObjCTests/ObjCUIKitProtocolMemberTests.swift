import Foundation
import Testing

@testable import EaselObjC

/// Every member UIKit's list and text protocols declare is the façade's too
/// (`scripts/facade-protocol-members`): a class forwarding `UITableViewDataSource`'s optional
/// methods to another data source (`id<UITableViewDataSource>`) compiled in Objective-C and
/// failed as "no known instance method" (`tableView:canMoveRowAtIndexPath:`,
/// `sectionIndexTitlesForTableView:`, …), and a `UITableViewController` subclass implementing
/// one overrides the controller's member, as Swift's importer mirrors the protocols' members
/// into UIKit's controllers. canicelebrate/AECollapsableTableView (draw 56).
@Suite struct ObjCUIKitProtocolMemberTests {
  @Test func optionalDataSourceMethodsForwardToAnotherDataSource() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Relay : NSObject <UITableViewDataSource, UICollectionViewDataSource>
      @property (nonatomic, weak) id<UITableViewDataSource> rows;
      @property (nonatomic, weak) id<UICollectionViewDataSource> items;
      @end
      @implementation Relay
      - (NSInteger)tableView:(UITableView *)t numberOfRowsInSection:(NSInteger)s {
          return [self.rows tableView:t numberOfRowsInSection:s];
      }
      - (UITableViewCell *)tableView:(UITableView *)t cellForRowAtIndexPath:(NSIndexPath *)p {
          return [self.rows tableView:t cellForRowAtIndexPath:p];
      }
      - (BOOL)tableView:(UITableView *)t canMoveRowAtIndexPath:(NSIndexPath *)p {
          return [self.rows tableView:t canMoveRowAtIndexPath:p];
      }
      - (void)tableView:(UITableView *)t moveRowAtIndexPath:(NSIndexPath *)a
            toIndexPath:(NSIndexPath *)b {
          [self.rows tableView:t moveRowAtIndexPath:a toIndexPath:b];
      }
      - (NSArray<NSString *> *)sectionIndexTitlesForTableView:(UITableView *)t {
          return [self.rows sectionIndexTitlesForTableView:t];
      }
      - (NSInteger)tableView:(UITableView *)t sectionForSectionIndexTitle:(NSString *)title
                     atIndex:(NSInteger)index {
          return [self.rows tableView:t sectionForSectionIndexTitle:title atIndex:index];
      }
      - (NSInteger)collectionView:(UICollectionView *)c numberOfItemsInSection:(NSInteger)s {
          return [self.items collectionView:c numberOfItemsInSection:s];
      }
      - (UICollectionViewCell *)collectionView:(UICollectionView *)c
                        cellForItemAtIndexPath:(NSIndexPath *)p {
          return [self.items collectionView:c cellForItemAtIndexPath:p];
      }
      - (BOOL)collectionView:(UICollectionView *)c canMoveItemAtIndexPath:(NSIndexPath *)p {
          return [self.items collectionView:c canMoveItemAtIndexPath:p];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Relay.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }

  @Test func aControllerSubclassOverridesTheProtocolsMembers() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Rows : UITableViewController
      @end
      @implementation Rows
      - (BOOL)tableView:(UITableView *)t canMoveRowAtIndexPath:(NSIndexPath *)p { return YES; }
      - (NSIndexPath *)tableView:(UITableView *)t willSelectRowAtIndexPath:(NSIndexPath *)p {
          return nil;
      }
      - (CGFloat)tableView:(UITableView *)t estimatedHeightForRowAtIndexPath:(NSIndexPath *)p {
          return 44;
      }
      @end
      @interface Items : UICollectionViewController
      @end
      @implementation Items
      - (BOOL)collectionView:(UICollectionView *)c shouldSelectItemAtIndexPath:(NSIndexPath *)p {
          return NO;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Rows.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("override func tableView(_ t: UITableView, canMoveRowAt"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
