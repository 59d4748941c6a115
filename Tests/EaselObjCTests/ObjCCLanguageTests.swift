import Foundation
import Testing

@testable import EaselObjC

/// C as drawing code writes it: arrays and their initializer lists, struct literals,
/// `sizeof`, function pointers, Core Graphics' retain and release, `TRUE`/`FALSE`.
@Suite struct ObjCCArrayTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Gradient : UIView {
        CGFloat _stops[3];
    }
    @end

    @implementation Gradient
    - (void)drawRect:(CGRect)rect {
        CGContextRef context = UIGraphicsGetCurrentContext();
        CGColorSpaceRef space = CGColorSpaceCreateDeviceRGB();
        CGFloat components[8] = {1.0, 0.0, 0.0, 1.0, 0.0, 0.0, 1.0};
        CGFloat locations[] = {0.0, 1.0};
        size_t count = sizeof(locations) / sizeof(locations[0]);
        CGGradientRef gradient = CGGradientCreateWithColorComponents(space, components, locations, count);
        CGPoint start = (CGPoint){0, 0};
        CGPoint end = {CGRectGetMaxX(rect), CGRectGetMaxY(rect)};
        CGRect box = {{1, 2}, {3, 4}};
        _stops[1] = locations[1] + box.origin.x;
        for (int i = 0; i < 2; i++) { components[i] = components[i] * 0.5; }
        CGContextDrawLinearGradient(context, gradient, start, end, 0);
        CGGradientRelease(gradient);
        CGColorSpaceRelease(space);
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Gradient.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "var _stops: [CGFloat] = [CGFloat](repeating: 0, count: 3)",
      // C zeroes the elements a list leaves out.
      "var components: [CGFloat] = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0, 1.0, 0]",
      "var locations: [CGFloat] = [0.0, 1.0]",
      "2 * MemoryLayout<CGFloat>.size", "colorComponents: &components, locations: &locations",
      "let start: CGPoint = CGPoint(x: 0, y: 0)",
      "CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))",
      "self._stops[1] = locations[1] + box.origin.x", "components[Int(i)]",
      // A Core Graphics object: `T!`, since C and Swift disagree on whether it may be nil.
      "let space: CGColorSpace! = CGColorSpaceCreateDeviceRGB()",
      "_ = gradient",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    #expect(!swift.contains("Release("), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

@Suite struct ObjCFunctionPointerTests {
  static let source = """
    #import <UIKit/UIKit.h>

    static CGFloat easeIn(CGFloat t, CGFloat b, CGFloat c) { return c * t * t + b; }
    static CGFloat linear(CGFloat t, CGFloat b, CGFloat c) { return c * t + b; }

    @interface Eased : UIView
    @property (nonatomic) BOOL curved;
    @end

    @implementation Eased
    - (void)layoutSubviews {
        [super layoutSubviews];
        CGFloat (*easing)(CGFloat t, CGFloat b, CGFloat c) = 0;
        easing = self.curved ? easeIn : linear;
        self.alpha = (*easing)(0.5, 0, 1) + easing(0.1, 0, 1);
    }
    @end
    """

  @Test func aFunctionPointerIsAClosure() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Eased.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains("var easing: ((CGFloat, CGFloat, CGFloat) -> CGFloat)? = nil"), "\(swift)")
    #expect(swift.contains("easing?(0.5, 0, 1)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// `@available`, `TRUE`/`FALSE` (MacTypes.h, which Core Foundation brings), and a property
/// a view declares again that `UIView` already has.
@Suite struct ObjCPlatformTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Flags : UIView
    @property (nonatomic) IBInspectable CGPoint center;
    @property (nonatomic) IBInspectable CGRect frame;
    @property (nonatomic) BOOL on;
    @end

    @implementation Flags
    - (void)setFrame:(CGRect)frame {
        [super setFrame:frame];
        self.on = TRUE;
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        BOOL off = FALSE;
        if (off == TRUE) { self.on = FALSE; }
        if (@available(iOS 14.0, *)) {
            self.backgroundColor = [UIColor redColor];
        }
        if (@available(iOS 99, *)) {
            self.backgroundColor = [UIColor blueColor];
        }
        if (!@available(iOS 11, tvOS 11, *)) { self.hidden = YES; }
        self.center = CGPointMake(self.center.x + 1, self.center.y);
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Flags.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    // The device runs iOS 17: 14 is there, 99 is not.
    #expect(swift.contains("if true {\n        self.backgroundColor = UIColor.red"), "\(swift)")
    #expect(swift.contains("if false {\n        self.backgroundColor = UIColor.blue"), "\(swift)")
    #expect(swift.contains("self.on = true"), "\(swift)")
    // `center` is UIView's: no second declaration; `setFrame:` overrides UIView's `frame`.
    #expect(!swift.contains("var center"), "\(swift)")
    #expect(swift.contains("override var frame: CGRect"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// CommonCrypto, as image caches name files: `CC_MD5` into a C array of the digest's length,
/// hex-formatted. The translation imports the framework's Swift module, found from the headers
/// the file reached.
@Suite struct ObjCCommonCryptoTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #import <CommonCrypto/CommonDigest.h>
    #import <CommonCrypto/CommonCryptor.h>

    @interface Hashed : UIView
    @property (nonatomic, copy) NSString *key;
    @end

    @implementation Hashed
    - (NSString *)digest {
        const char *str = [self.key UTF8String];
        if (str == NULL) { str = ""; }
        unsigned char r[CC_MD5_DIGEST_LENGTH];
        CC_MD5(str, (CC_LONG)strlen(str), r);
        NSMutableString *hex = [NSMutableString string];
        for (int i = 0; i < CC_MD5_DIGEST_LENGTH; i++) {
            [hex appendFormat:@"%02x", r[i]];
        }
        return hex;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Hashed.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("import UIKit\nimport CommonCrypto\n"), "\(swift)")
    #expect(swift.contains("[UInt8](repeating: 0, count: 16)"), "\(swift)")
    #expect(swift.contains("&r)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// An `NSError **` out-parameter (`__unused` too, which clang prints in the type): a pointer
/// to an optional error, set through `*error`, passed `&error` or nil; a framework method
/// ending in one is called as Swift imports it, `throws` and without it.
@Suite struct ObjCErrorOutParameterTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Loader : UIView
    - (BOOL)loadFrom:(NSString *)name error:(NSError * _Nullable __autoreleasing * _Nullable)error;
    @end

    @implementation Loader
    - (BOOL)loadFrom:(NSString *)name error:(NSError * _Nullable __autoreleasing * _Nullable __unused)error {
        if (name.length == 0) {
            if (error) { *error = [NSError errorWithDomain:@"Loader" code:1 userInfo:nil]; }
            return NO;
        }
        return YES;
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        NSError *problem = nil;
        if (![self loadFrom:@"x" error:&problem]) { self.hidden = YES; }
        [self loadFrom:@"y" error:nil];
        NSString *saved = @"saved";
        if ([saved writeToFile:@"/tmp/easel-loader" atomically:YES encoding:NSUTF8StringEncoding error:&problem]) {
            NSString *read = [NSString stringWithContentsOfFile:@"/tmp/easel-loader" encoding:NSUTF8StringEncoding error:nil];
            self.hidden = read.length == 0;
        }
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Loader.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("UnsafeMutablePointer<NSError?>"), "\(swift)")
    #expect(swift.contains("error.pointee = NSError(domain: \"Loader\""), "\(swift)")
    #expect(swift.contains("error: &problem)"), "\(swift)")
    // A Foundation method Swift imports as `throws`, without its error parameter.
    #expect(
      swift.contains(
        "((try? saved.write(toFile: \"/tmp/easel-loader\", atomically: true, encoding: String.Encoding.utf8)) != nil)"
      ), "\(swift)")
    #expect(swift.contains("(try? String(contentsOfFile: \"/tmp/easel-loader\""), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// An `#import` that spells a header's name in another case, as a Mac's file system allows:
/// found, as there, through a case-insensitive overlay of the project's headers.
@Suite struct ObjCHeaderCaseTests {
  static let header = """
    #import <UIKit/UIKit.h>
    static const CGFloat RoundedCornerRadius = 6;
    @interface RoundedBadge : UIView
    @end
    """
  static let source = """
    #import "roundedbadge.H"

    @implementation RoundedBadge
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.layer.cornerRadius = RoundedCornerRadius;
    }
    @end
    """

  @Test func aHeaderIsFoundWhateverItsCase() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "RoundedBadge.h": Self.header, "RoundedBadge.m": Self.source,
    ])
    #expect(t.diagnostics.filter { $0.severity == .error }.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("class RoundedBadge: UIView"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  /// The SDK's headers and the project's subfolders, in any case (NITLabel.h's
  /// `#import "objc/Runtime.h"`, Xcode builds it).
  static let anyCase = """
    #import <Foundation/foundation.h>
    #import <uikit/UIKIT.h>
    #import "objc/Runtime.h"
    #import "views/badgeStyle.h"

    @implementation Badge
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.layer.cornerRadius = BadgeCornerRadius;
        objc_setAssociatedObject(self, @selector(layoutSubviews), @(BadgeCornerRadius), OBJC_ASSOCIATION_RETAIN_NONATOMIC);
    }
    @end
    """

  @Test func theSDKsHeadersAndSubfoldersAreFoundWhateverTheirCase() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Badge.h": "#import <UIKit/UIKit.h>\n@interface Badge : UIView\n@end\n",
      "Badge.m": "#import \"badge.h\"\n" + Self.anyCase,
      "Views/BadgeStyle.h": "#import <UIKit/UIKit.h>\nstatic const CGFloat BadgeCornerRadius = 6;\n",
    ])
    #expect(t.diagnostics.filter { $0.severity == .error }.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("class Badge: UIView"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func subfoldersAreNestedAndHiddenOnesLeftOut() throws {
    let dir = ObjCTestSupport.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fm = FileManager.default
    for name in ["Views/Deep/Inner.h", ".git/Hidden.h", "Art.xcassets/Asset.h", "Empty/a.png"] {
      let file = dir.appendingPathComponent(name)
      try fm.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "".write(to: file, atomically: true, encoding: .utf8)
    }
    let text = try #require(HeaderOverlay.text(folders: [dir, dir.appendingPathComponent("Views")]))
    #expect(text.contains("\"name\":\"Views\"") && text.contains("\"name\":\"Deep\""), "\(text)")
    #expect(text.contains("Inner.h") && !text.contains("Hidden") && !text.contains("Asset"))
    #expect(!text.contains("Empty"), "a folder without headers: \(text)")
    #expect(text.components(separatedBy: "\"type\":\"directory\"").count == 4, "one root: \(text)")
  }

  @Test func namesDifferingOnlyByCaseAreLeftOut() throws {
    let dir = ObjCTestSupport.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    for name in ["Badge.h", "badge.h", "Other.h", "notes.txt"] {
      try "".write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let text = try #require(HeaderOverlay.text(folders: [dir, dir]))
    #expect(text.contains("\"case-sensitive\":\"false\""), "\(text)")
    #expect(text.contains("Other.h") && !text.contains("Badge.h") && !text.contains("notes"))
    #expect(text.components(separatedBy: "\"type\":\"directory\"").count == 2, "one root: \(text)")
    #expect(HeaderOverlay.text(folders: []) == nil)
  }
}

/// `NSStringFromClass` names a class as Objective-C does, without Swift's module: what a view
/// that loads the nib named after its class looks the nib up by.
@Suite struct ObjCNibNameTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface OwnedNibView : UIView
    @property (nonatomic, strong) IBOutlet UIView *contentView;
    @end

    @implementation OwnedNibView
    - (instancetype)initWithFrame:(CGRect)frame {
        if ((self = [super initWithFrame:frame])) {
            NSString *name = NSStringFromClass([self class]);
            UINib *nib = [UINib nibWithNibName:name bundle:[NSBundle bundleForClass:[self class]]];
            self.contentView = [[nib instantiateWithOwner:self options:nil] firstObject];
        }
        return self;
    }
    @end
    """

  @Test func aClassIsNamedWithoutItsModule() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["OwnedNibView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("String(describing: Swift.type(of: self))"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// `NS_OPTIONS` values as C combines them (integers) and as Swift declares them (sets whose
/// raw type is `UInt` for `NSUInteger`), and a nullable member read at the end of a chain
/// where the value may not be nil.
@Suite struct ObjCOptionSetTests {
  static let source = """
    #import <UIKit/UIKit.h>

    NS_ASSUME_NONNULL_BEGIN
    @interface Flags : UIView
    @property (nonatomic) UIViewAutoresizing flags;
    @property (strong, nonatomic) UIColor *thumbColor;
    @end
    NS_ASSUME_NONNULL_END

    @interface Flags ()
    @property (strong, nonatomic) UIView *thumb;
    @end

    @implementation Flags
    - (UIColor *)thumbColor { return self.thumb.backgroundColor; }
    - (void)setThumbColor:(UIColor *)color { self.thumb.backgroundColor = color; }
    - (void)layoutSubviews {
        [super layoutSubviews];
        UIView *content = [[UIView alloc] init];
        content.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
        UIViewAutoresizing mask = UIViewAutoresizingFlexibleWidth;
        mask |= UIViewAutoresizingFlexibleTopMargin;
        self.flags |= UIViewAutoresizingFlexibleLeftMargin;
        self.flags &= ~UIViewAutoresizingFlexibleLeftMargin;
        if (mask & UIViewAutoresizingFlexibleWidth) { content.autoresizingMask = mask; }
        UIViewAutoresizing none;
        if (self.tag == 2) { none = UIViewAutoresizingNone; } else { none = mask; }
        content.autoresizingMask = none;
        [self addSubview:content];
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Flags.m": Self.source],
      containing: [
        "var _flags: UIView.AutoresizingMask = []",
        "mask.formUnion(UIView.AutoresizingMask.flexibleTopMargin)",
        "self.flags.formUnion(UIView.AutoresizingMask.flexibleLeftMargin)",
        "UIView.AutoresizingMask.RawValue(truncatingIfNeeded: ~Int(",
        "return (self.thumb?.backgroundColor)!",
        // Undefined in C, zero here; and the empty option, which Swift spells `[]`.
        "var none: UIView.AutoresizingMask = []", "none = []",
      ])
  }
}

/// A typedef of a C number that Swift imports as a struct around it (`NS_TYPED_ENUM`:
/// `UIAccessibilityTraits`, a `uint64_t` whose constants UIKit declares without `const`):
/// C's `|` and `&` are the raw values' (the working part's LiveStoc `HCSStarRatingView`,
/// whose `-accessibilityTraits` adds `UIAccessibilityTraitAdjustable` to its superclass's).
@Suite struct ObjCNumberStructTraitsTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @interface Rating : UIControl
    @end
    @implementation Rating
    - (UIAccessibilityTraits)accessibilityTraits {
        return ([super accessibilityTraits] | UIAccessibilityTraitAdjustable);
    }
    - (BOOL)isButton {
        return (self.accessibilityTraits & UIAccessibilityTraitButton) != 0;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(["Rating.m": Self.source])
  }
}

/// `NS_FORMAT_FUNCTION` messages: each formats with `String(format:)` and gives the result
/// to its plain counterpart; clang must see every one declared. String encodings too
/// (`NSUTF8StringEncoding`), which Linux's Foundation declares as `String.Encoding`.
@Suite struct ObjCFormatMessageTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Caption : UILabel
    @property (nonatomic) NSInteger count;
    @end

    @implementation Caption
    - (void)layoutSubviews {
        [super layoutSubviews];
        NSMutableString *text = [NSMutableString string];
        [text appendFormat:@"%ld items", (long)self.count];
        NSString *more = [text stringByAppendingFormat:@" in %@", @"total"];
        NSString *local = [NSString localizedStringWithFormat:@"%d", 3];
        NSString *made = [[NSString alloc] initWithFormat:@"%@/%@", more, local];
        NSUInteger bytes = [made lengthOfBytesUsingEncoding:NSUTF8StringEncoding];
        NSUInteger most = [made maximumLengthOfBytesUsingEncoding:NSASCIIStringEncoding];
        self.text = [NSString stringWithFormat:@"%@! %lu %lu", made, (unsigned long)bytes, (unsigned long)most];
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Caption.m": Self.source],
      containing: [
        "text.append(String(format: \"%ld items\"",
        "text.appending(String(format: \" in %@\"",
        "String(format: \"%d\", 3)",
        "made.lengthOfBytes(using: String.Encoding.utf8)",
      ])
  }
}

/// What Objective-C lets pass between objects that Swift types more strictly: a Foundation
/// collection where a typed Swift one is wanted (cast), `id == object` (identity, `===`),
/// and a block parameter without nullability (Swift's `T?`, called with `?(`).
@Suite struct ObjCLooseObjectTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface UIView (Visiting)
    - (BOOL)visitSubviews:(void (^)(UIView *view, BOOL *stop))visitor;
    @end

    @implementation UIView (Visiting)
    - (BOOL)visitSubviews:(void (^)(UIView *view, BOOL *stop))visitor {
        BOOL stop = NO;
        for (UIView *view in self.subviews) {
            visitor(view, &stop);
            if (stop) { break; }
            stop = ![view visitSubviews:visitor];
        }
        return !stop;
    }
    @end

    @interface Loose : UIView
    @property (nonatomic) id thing;
    @property (nonatomic) NSMutableArray *list;
    @end

    @implementation Loose
    - (NSArray *)items { return self.list; }
    - (NSArray<NSLayoutConstraint *> *)constraintsOfList { NSArray *all = self.list; return all; }
    - (void)layoutSubviews {
        [super layoutSubviews];
        if (self.thing == self) { self.alpha = 0.5; }
        [self addConstraints:[self items]];
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Loose.m": Self.source],
      containing: [
        "visitor?(view, &stop)", "return (self.list as? [Any])",
        "return (all as? [NSLayoutConstraint])", "(self.thing as AnyObject?) === ",
        "self.addConstraints((self.items().map { $0 as! [NSLayoutConstraint] } ?? []))",
      ])
  }
}

/// Two Foundation collections compared with `==` or `!=` (a setter's `if (images !=
/// _images)`): Swift values here, without identity, so compared as the Foundation objects, by
/// contents, which Swift's `==` of two `[Any]` cannot do (it took the metatypes' `!=`).
@Suite struct ObjCCollectionComparisonTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Gallery : UIView
    @property (nonatomic) NSArray *images;
    @property (nonatomic) NSDictionary *options;
    @property (nonatomic) NSInteger updates;
    @end

    @implementation Gallery
    - (void)setImages:(NSArray *)images {
        if (images != _images) {
            _images = images;
            self.updates += 1;
        }
    }
    - (BOOL)sameOptions:(NSDictionary *)other { return other == self.options; }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Gallery.m": Self.source],
      containing: [
        "if (images as NSArray?) != (self._images as NSArray?) {",
        "return (other as NSDictionary?) == (self.options as NSDictionary?)",
      ])
  }
}

/// Foundation classes Swift's importer gives as value types (`NSIndexPath *` → `IndexPath`,
/// `NSDate`, `NSData`, `NSURL`), and a framework protocol's requirement named as the
/// protocol names it, so that a designable table view is its own data source.
@Suite struct ObjCBridgedValueTypeTests {
  static let source = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface T : UITableView <UITableViewDataSource>
    @property (nonatomic, strong) NSDate *since;
    @property (nonatomic, strong) NSURL *link;
    @end
    @implementation T
    - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 3; }
    - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
        UITableViewCell *cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"c"];
        NSData *data = [@"abc" dataUsingEncoding:NSUTF8StringEncoding];
        NSDate *now = [NSDate date];
        NSTimeInterval t = [now timeIntervalSinceDate:self.since];
        cell.textLabel.text = [NSString stringWithFormat:@"%ld %lu %f %@", (long)indexPath.row, (unsigned long)data.length, t, self.link.absoluteString];
        NSIndexPath *first = [NSIndexPath indexPathForRow:0 inSection:indexPath.section];
        if (first.row == indexPath.row) { cell.textLabel.text = @"first"; }
        return cell;
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.link = [[NSURL alloc] initWithString:@"https://example.com"];
        self.since = [NSDate dateWithTimeIntervalSinceNow:-60];
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["T.m": Self.source],
      containing: [
        "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell",
        "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int",
        "var _since: Date! = nil", "let now: Date = Date()",
        "IndexPath(row: 0, section: indexPath.section)", "data?.count",
        "URL(string: \"https://example.com\")",
      ])
  }
}

/// A readonly `IBInspectable` with a synthesized instance variable: key-value coding sets the
/// variable (`accessInstanceVariablesDirectly`), so Interface Builder's runtime attribute
/// reaches it; the translation gives the property a setter of that variable.
@Suite struct ObjCReadonlyInspectableTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface PaddedField : UITextField
    @property (readonly, nonatomic) IBInspectable CGFloat widthInset;
    @end

    @implementation PaddedField
    - (CGRect)textRectForBounds:(CGRect)bounds {
        return CGRectInset([super textRectForBounds:bounds], 2.0f * _widthInset, 0.0f);
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["PaddedField.m": Self.source],
      containing: [
        "@objc @IBInspectable var widthInset: CGFloat {\n    get { return _widthInset }\n    set { _widthInset = newValue }"
      ])
  }
}

/// A method whose name starts with `init` but returns no object (`- (void)initMaskView`) is
/// not an initializer, as clang assigns the `init` family: calling it from `initWithFrame:`
/// leaves that a designated initializer.
@Suite struct ObjCInitFamilyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Masked : UIView
    @property (nonatomic) CGFloat radius;
    @end

    @implementation Masked
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) { [self initMask]; }
        return self;
    }
    - (void)initMask { self.radius = 5; }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Masked.m": Self.source],
      containing: ["  override init(frame: CGRect) {", "func initMask() {"])
  }
}

/// A `switch` over a value a message to nil may give (`tap.state` of a parameter without
/// nullability, `T!`, messaged with `?.`): C reads nil's zero, so Swift switches over the
/// value or its type's zero (the working part's ProgressView and ShapeProgressView).
@Suite struct ObjCSwitchOverOptionalTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Tapped : UIControl
    @end

    @implementation Tapped
    - (void)tap:(UITapGestureRecognizer *)tap {
        switch (tap.state) {
            case UIGestureRecognizerStatePossible:
                self.highlighted = YES;
                break;
            case UIGestureRecognizerStateRecognized:
                self.highlighted = NO;
                break;
            default:
                break;
        }
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Tapped.m": Self.source],
      containing: ["switch (tap?.state ?? UIGestureRecognizer.State(rawValue: 0)!) {"])
  }
}

/// `[self class]` where a local is named `type` (yume190's `NSString *type = …;
/// NSStringFromClass([self class])`): Swift's `type(of:)` is named with its module, which the
/// local would otherwise hide.
@Suite struct ObjCClassOfSelfTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Typed : UIView
    @property (nonatomic) NSString *kind;
    @end

    @implementation Typed
    - (BOOL)isOwnKind {
        NSString *type = self.kind;
        NSString *className = NSStringFromClass([self class]);
        return [className isEqualToString:type];
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Typed.m": Self.source], containing: ["Swift.type(of: self)"])
  }
}

/// `objectForKey:` and `valueForKey:` of an `NSDictionary`, a Swift dictionary here, are its
/// subscript (the working part's TransactionsPlaceholderLabel failed on `object(forKey:)`).
@Suite struct ObjCDictionaryLookupTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Lookup : UIView
    @property (nonatomic) NSDictionary *info;
    @end

    @implementation Lookup
    - (CGFloat)height {
        NSNumber *h = (NSNumber *)[self.info objectForKey:@"height"];
        NSString *title = [self.info valueForKey:@"title"];
        id key = @"width";
        NSNumber *w = [self.info objectForKey:key];
        return title.length > 0 ? [h floatValue] + [w floatValue] : 0;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Lookup.m": Self.source],
      containing: [
        "self.info?[\"height\"]", "self.info?[\"title\"]", "self.info?[(key as! AnyHashable)]",
      ])
  }
}

/// A framework C function's unannotated parameter is nonnull, as its audited header says and
/// Swift declares it: a value that may be nil (`self.fill.CGColor` of a `T!` property) is
/// unwrapped for it, while the context Swift makes the receiver stays a message to nil (the
/// working part's RoundedRectImage and ProgressRing passed a `CGColor?`).
@Suite struct ObjCFunctionArgumentNullabilityTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Filled : UIView
    @property (nonatomic) UIColor *fill;
    @end

    @implementation Filled
    - (void)drawRect:(CGRect)rect {
        CGContextRef context = UIGraphicsGetCurrentContext();
        CGContextSetFillColorWithColor(context, self.fill.CGColor);
        CGContextFillRect(context, rect);
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Filled.m": Self.source], containing: ["context?.setFillColor(", "context?.fill(rect)"])
  }
}

/// `++` and `--` used as a value (`components[i++] = value`, KDCircularProgress's gradient
/// components): the operand's value before the step (postfix) or after it (prefix), as C
/// gives it; as a statement or a loop's step, the step alone.
@Suite struct ObjCIncrementAsValueTests {
  @Test func incrementsGiveTheirValues() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Steps.m": """
        #import <UIKit/UIKit.h>
        @interface Steps : UIView
        @end
        @implementation Steps
        - (CGFloat)sum {
          CGFloat values[4];
          int i = 0;
          values[i++] = 1;
          values[i++] = 2;
          int last = --i;
          CGFloat total = 0;
          for (int j = 0; j <= last; j++) total += values[j];
          if (i++ > 2) total += 1;
          i++;
          return total;
        }
        @end
        """
      ],
      containing: [
        "values[Int(({ defer { i += 1 }; return i }()))] = 1",
        "let last: Int32 = ({ i -= 1; return i }())",
        "        j += 1",
        "  i += 1",
      ])
  }
}

/// An assignment tested for its value (`if ((window = self.window))`, KDCircularProgress's
/// `didMoveToWindow`): the assignment runs, then its target's value is tested, as in C.
@Suite struct ObjCAssignmentAsConditionTests {
  @Test func anAssignmentIsTestedByItsValue() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Scaled.m": """
        #import <UIKit/UIKit.h>
        @interface Scaled : UIView
        @end
        @implementation Scaled
        - (void)didMoveToWindow {
          UIWindow *window;
          if ((window = self.window)) {
            self.layer.contentsScale = window.screen.scale;
          }
          NSInteger n;
          while ((n = self.subviews.count)) {
            [self.subviews.lastObject removeFromSuperview];
          }
        }
        @end
        """
      ],
      containing: [
        "if ({ window = self.window; return window }()) != nil {",
        "while ({ () -> Int in n = self.subviews.count; return n }()) != 0 {",
      ])
  }
}

/// A `void *` that C converts to a typed pointer (`CGFloat *components = buffer`, as
/// KDCircularProgress's `malloc`'d gradient components): the memory taken as that type's.
@Suite struct ObjCRawPointerConversionTests {
  @Test func aRawPointerIsTakenAsTheTypesMemory() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Buffer.m": """
        #import <UIKit/UIKit.h>
        @interface Buffer : UIView
        @end
        @implementation Buffer
        - (CGFloat)firstOf:(void *)buffer {
          CGFloat *values = buffer;
          values[1] = values[0];
          return values[1];
        }
        @end
        """
      ],
      containing: [
        "let values: UnsafeMutablePointer<CGFloat>? = buffer.assumingMemoryBound(to: CGFloat.self)"
      ])
  }
}
