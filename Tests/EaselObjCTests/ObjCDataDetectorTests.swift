import Foundation
import Testing

@testable import EaselObjC

/// Foundation's `NSDataDetector`, which Linux's Foundation lacks, is the façade's and is
/// declared to clang as the SDK declares it: `initWithTypes:error:` (and
/// `dataDetectorWithTypes:error:`), whose `NSError **` Swift imports as `throws`, and the
/// searches of `NSRegularExpression`. KILabel (the spent twenty-second draw's iMonitorXml, and
/// the nineteenth's im_ios) failed on "no visible @interface for 'NSDataDetector' declares
/// the selector 'initWithTypes:error:'".
@Suite struct ObjCDataDetectorTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface LinkLabel : UILabel
    @end

    @implementation LinkLabel
    - (NSArray *)rangesForURLs:(NSAttributedString *)text {
        NSMutableArray *ranges = [[NSMutableArray alloc] init];
        NSError *error = nil;
        NSDataDetector *detector = [[NSDataDetector alloc] initWithTypes:NSTextCheckingTypeLink error:&error];
        NSArray *matches = [detector matchesInString:text.string options:0 range:NSMakeRange(0, text.length)];
        for (NSTextCheckingResult *match in matches) {
            if ([match resultType] == NSTextCheckingTypeLink) {
                [ranges addObject:[NSValue valueWithRange:[match range]]];
            }
        }
        NSDataDetector *phones = [NSDataDetector dataDetectorWithTypes:NSTextCheckingTypePhoneNumber error:nil];
        if ([phones numberOfMatchesInString:text.string options:0 range:NSMakeRange(0, text.length)] > 0 && phones.checkingTypes != 0) {
            [ranges addObject:[NSValue valueWithRange:[phones rangeOfFirstMatchInString:text.string options:0 range:NSMakeRange(0, 1)]]];
        }
        return ranges;
    }
    @end
    """

  @Test func aDataDetectorIsMadeAndSearched() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["LinkLabel.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("NSDataDetector(types:"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
