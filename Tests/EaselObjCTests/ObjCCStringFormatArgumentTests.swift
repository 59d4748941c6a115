import Testing

/// `%s` takes a C string (`const char *`) in `NSString`'s formats as in printf's: a literal, a
/// choice of literals and `-UTF8String`'s or `-cStringUsingEncoding:`'s result are passed as
/// the pointer it reads, nil as `(null)`, never as an object's description (with which
/// `String(format:)` printed nothing: RSlideView's `"Page %s%ld"` drew `Page -1` for
/// `Page N-1`).
@Suite struct ObjCCStringFormatArgumentTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Pager : UIView
    @property (nonatomic) BOOL loopSlide;
    @end

    @implementation Pager
    - (void)layoutSubviews {
        [super layoutSubviews];
        NSInteger i = -1;
        NSString *name = @"abc";
        self.accessibilityLabel = [NSString stringWithFormat:@"Page %s%ld %s",
            self.loopSlide && i < 0 ? "N" : "", (long)i, "!"];
        self.accessibilityHint = [NSString stringWithFormat:@"%s|%s", name.UTF8String,
            [name cStringUsingEncoding:NSUTF8StringEncoding]];
    }
    @end
    """

  @Test func cStringsArePassedAsPointers() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Pager.m": Self.source],
      containing: [
        "ObjCCStringLiteral(self.loopSlide && (i < 0) ? \"N\" : \"\"), i, ObjCCStringLiteral(\"!\"))",
        "String(format: \"%s|%s\", UnsafePointer<CChar>(strdup(name)!), (",
      ])
    #expect(!swift.contains("String(describing: UnsafePointer"), "\(swift)")
  }
}
