import EaselObjC
import Foundation
import Testing

/// An object of a mutable Foundation class where its immutable superclass is wanted, which
/// Swift spells as a value type (`NSData *` is `Data`): Objective-C passes the subclass's
/// object, Swift bridges it with `as` (sjc/SJCSimplePDFView, the spent forty-fifth draw's:
/// `self.PDFData = ({ NSMutableData *data = …; data; })` in `prepareForInterfaceBuilder`,
/// "cannot assign value of type 'NSMutableData?' to type 'Data?'").
@Suite struct ObjCMutableSubclassOfValueTests {
  @Test func aMutableDataGivenForDataIsBridged() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Pages.m": """
        #import <UIKit/UIKit.h>

        @interface Pages : UIView
        @property (nonatomic, strong) NSData *PDFData;
        @end
        @implementation Pages
        - (void)prepareForInterfaceBuilder {
            NSMutableData *data = [NSMutableData new];
            [data appendBytes:"%PDF" length:4];
            self.PDFData = data;
            NSData *copy = data;
            self.PDFData = copy;
        }
        @end
        """
      ],
      containing: ["self.PDFData = (data as Data)"])
  }
}
