import EaselObjC
import Foundation
import Testing

/// Core Text's run delegates as the SDK declares them (`CTRunDelegateRef`, which clang did not
/// know in YYText's `YYTextRunDelegate.m`, a spent draw's): callbacks in a
/// `CTRunDelegateCallbacks` given to `CTRunDelegateCreate`, translated against the façade's
/// `CTRunDelegate`, which stores them and gives its reference back.
@Suite struct ObjCRunDelegateTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #import <CoreText/CoreText.h>

    static CGFloat RunAscent(void *ref) { return 10; }
    static CGFloat RunDescent(void *ref) { return 2; }
    static CGFloat RunWidth(void *ref) { return 24; }

    @interface Inline : UIView
    @end
    @implementation Inline
    - (NSAttributedString *)placeholder {
        CTRunDelegateCallbacks callbacks;
        memset(&callbacks, 0, sizeof(CTRunDelegateCallbacks));
        callbacks.version = kCTRunDelegateCurrentVersion;
        callbacks.getAscent = RunAscent;
        callbacks.getDescent = RunDescent;
        callbacks.getWidth = RunWidth;
        CTRunDelegateRef delegate = CTRunDelegateCreate(&callbacks, (__bridge void *)self);
        NSMutableAttributedString *text = [[NSMutableAttributedString alloc] initWithString:@" "];
        if (CTRunDelegateGetRefCon(delegate) != (__bridge void *)self) { return nil; }
        CFRelease(delegate);
        return text;
    }
    @end
    """

  @Test func aRunDelegateIsDeclaredAndTranslated() throws {
    try ObjCTestSupport.expectTranslation(
      ["Inline.m": Self.source], containing: ["CTRunDelegateCreate(&callbacks, "])
  }
}
