import EaselObjC
import Foundation
import Testing

/// The constants of an anonymous enumeration a project's header declares (`enum {
/// ProbeStyleMaximum = 9 };`, `enum : NSInteger { … }`, `NS_ERROR_ENUM(Domain) { … }`) are
/// global `Int`s, as Swift's importer gives them, declared once for the module. The
/// translation declared none ("cannot find 'ProbeLimit' in scope"), and took a constant whose
/// name begins with an enumeration's for that enumeration's case (`ProbeStyleMaximum` as
/// `ProbeStyle.maximum`).
@Suite struct ObjCAnonymousEnumConstantTests {
  static let header = """
    #import <UIKit/UIKit.h>

    typedef NS_ENUM(NSInteger, ProbeStyle) { ProbeStyleFlat = 1, ProbeStyleRound = 2 };
    enum { ProbeStyleMaximum = 9, ProbeStyleAfterMaximum };
    enum : NSInteger { ProbeLimit = 1 << 3 };
    FOUNDATION_EXPORT NSErrorDomain const ProbeErrorDomain;
    NS_ERROR_ENUM(ProbeErrorDomain) { ProbeErrorCancelled = 2000 };

    @interface Probe : UIView
    - (NSInteger)limit;
    @end
    @interface ProbeOther : UIView
    @end
    """

  /// Each constant is an `Int` of its value, declared in one file of the two that import it.
  @Test func anonymousEnumerationConstantsAreGlobalInts() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Probe.h": Self.header,
      "Probe.m": """
      #import "Probe.h"
      NSErrorDomain const ProbeErrorDomain = @"ProbeErrorDomain";
      @implementation Probe
      - (NSInteger)limit {
          return ProbeLimit + ProbeStyleMaximum + ProbeStyleAfterMaximum + ProbeErrorCancelled;
      }
      @end
      """,
      "ProbeOther.m": """
      #import "Probe.h"
      @implementation ProbeOther
      - (CGFloat)width { return ProbeLimit * ProbeStyleRound; }
      @end
      """,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    for declaration in [
      "let ProbeStyleMaximum: Int = 9", "let ProbeStyleAfterMaximum: Int = 10",
      "let ProbeLimit: Int = 8", "let ProbeErrorCancelled: Int = 2000",
    ] {
      #expect(swift.components(separatedBy: declaration).count == 2, "\(declaration)\n\(swift)")
    }
    #expect(!swift.contains("ProbeStyle.maximum"))
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
