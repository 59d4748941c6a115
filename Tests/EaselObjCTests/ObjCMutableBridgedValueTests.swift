import EaselObjC
import Foundation
import Testing

/// An `NSMutableData` given where `NSData *` is declared (a property Swift's importer makes
/// `Data`) is the value it bridges to: the translation assigned the object itself ("cannot
/// assign value of type 'NSMutableData?' to type 'Data?'", the forty-fifth draw's
/// SJCSimplePDFView, whose `prepareForInterfaceBuilder` writes a blank PDF page into one).
@Suite struct ObjCMutableBridgedValueTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface PageView : UIView
    @property (nonatomic, copy) NSData *PDFData;
    @end
    @implementation PageView
    - (void)prepareForInterfaceBuilder {
        if (!_PDFData.length) {
            self.PDFData = ({
                NSMutableData *data = [NSMutableData new];
                [data appendData:[NSData data]];
                data;
            });
        }
        NSMutableData *more = [NSMutableData dataWithLength:4];
        self.PDFData = more;
    }
    @end
    """

  @Test func aMutableDataIsGivenAsData() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["PageView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains(" as Data"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
