import Foundation
import Testing

@testable import EaselObjC

/// `NSData`'s factories and `init` methods whose initializer Swift's `Data` lacks
/// (`[NSData dataWithContentsOfFile:]` is `NSData(contentsOfFile:)`, `initWithData:` is
/// `NSData(data:)`) make the Foundation object and bridge it to the value; those `Data` has
/// (`[NSData data]`) stay `Data`'s. The translation called `Data(contentsOfFile:)`, which does
/// not exist ("no exact matches in call to initializer", phamngocanit82/PNA-ObjectC's
/// `LanguageService`, a spent draw's).
@Suite struct ObjCDataFactoryTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface DataLabel : UILabel
    @end
    @implementation DataLabel
    - (void)layoutSubviews {
        [super layoutSubviews];
        NSString *path = [[NSBundle mainBundle] pathForResource:@"strings" ofType:@"json"];
        NSData *data = [NSData dataWithContentsOfFile:path];
        NSData *copy = [[NSData alloc] initWithData:data];
        NSData *empty = [NSData data];
        self.hidden = data.length == 0 && copy.length == 0 && empty.length == 0;
    }
    @end
    """

  @Test func aFactoryDataLacksMakesTheFoundationData() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["DataLabel.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("NSData(contentsOfFile: "), "\(swift)")
    #expect(swift.contains("NSData(data: "), "\(swift)")
    #expect(swift.contains("Data()"), "\(swift)")
    #expect(!swift.contains(" Data(contentsOfFile: "), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
