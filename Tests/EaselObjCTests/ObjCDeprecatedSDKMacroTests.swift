import Foundation
import Testing

@testable import EaselObjC

/// Macros of the SDK's headers that the name table cannot carry, declared by the stub
/// headers: UIStringDrawing.h's iOS 2–5 alignments and line break modes (`UITextAlignmentCenter`,
/// `UILineBreakModeTailTruncation`), deprecated but still declared, as the NSText.h ones
/// they equal; NSObjCRuntime.h's `FOUNDATION_SWIFT_SDK_EPOCH_AT_LEAST(8)`, which a header
/// asks to choose a declaration, answered for a current SDK. Clang stopped at each
/// ("use of undeclared identifier 'UITextAlignmentCenter'", moody210517/HurrurRIOS;
/// "function-like macro 'FOUNDATION_SWIFT_SDK_EPOCH_AT_LEAST' is not defined", the
/// CocoaLumberjack pod of wzkpony/iOSWorkingComponents; spent draws').
@Suite struct ObjCDeprecatedSDKMacroTests {
  static let header = """
    #import <Foundation/Foundation.h>

    @interface FileFacts : NSObject
    #if FOUNDATION_SWIFT_SDK_EPOCH_AT_LEAST(8)
    @property (strong, nonatomic) NSDictionary<NSFileAttributeKey, id> *attributes;
    #else
    @property (strong, nonatomic) NSDictionary<NSString *, id> *attributes;
    #endif
    @end
    """
  static let source = """
    #import <UIKit/UIKit.h>
    #import "FileFacts.h"

    @implementation FileFacts
    @end

    IB_DESIGNABLE
    @interface OldLabel : UILabel
    @end
    @implementation OldLabel
    - (void)awakeFromNib {
        [super awakeFromNib];
        UITextAlignment alignment = UITextAlignmentCenter;
        self.textAlignment = alignment;
        self.lineBreakMode = UILineBreakModeTailTruncation;
        if ([FileFacts new].attributes.count == 0) { self.textAlignment = UITextAlignmentRight; }
    }
    @end
    """

  @Test func deprecatedAndEpochMacrosAreDeclared() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "FileFacts.h": Self.header, "OldLabel.m": Self.source,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains(".center"), "\(swift)")
    #expect(swift.contains(".byTruncatingTail"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
