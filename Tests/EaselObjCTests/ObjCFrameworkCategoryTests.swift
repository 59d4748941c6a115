import Foundation
import Testing

@testable import EaselObjC

/// A category on a framework class declaring a property that nothing implements (a private
/// property of Apple's, `CALayer.continuousCorners`): Objective-C compiles its uses, and
/// Easel gives it a stand-in that keeps the value and reports every use.
@Suite struct ObjCUnimplementedCategoryPropertyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface CALayer (Private)
    @property (nonatomic, assign) BOOL continuousCorners;
    @property (nonatomic, readonly) CGFloat hiddenDepth;
    @property (nonatomic, strong) UIColor *glowColor;
    @property (nonatomic) CGFloat cornerRadius;
    @end

    @interface UIView (Shown)
    @property (nonatomic) IBInspectable CGFloat shownRadius;
    @end

    @implementation UIView (Shown)
    - (CGFloat)shownRadius { return self.layer.cornerRadius; }
    - (void)setShownRadius:(CGFloat)r { self.layer.cornerRadius = r; }
    @end

    IB_DESIGNABLE
    @interface ArcView : UIView
    @end

    @implementation ArcView
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.layer.continuousCorners = YES;
        self.layer.glowColor = [UIColor redColor];
        if (self.layer.continuousCorners && self.layer.hiddenDepth == 0) { self.alpha = 0.5; }
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["ArcView.m": Self.source],
      containing: [
        "extension CALayer {",
        "@objc var continuousCorners: Bool {",
        "get { return UnimplementedAPI.value(of: self, \"CALayer.continuousCorners (a category "
          + "property declared at ArcView.m:4:36 that nothing implements)\", default: false) }",
        "set { UnimplementedAPI.set(newValue, of: self, \"CALayer.continuousCorners (a category",
        "@objc var hiddenDepth: CGFloat {",
        "@objc var glowColor: UIColor! {",
        "self.layer.continuousCorners = true",
      ])
    // The façade's own property and a property the module implements get no stand-in.
    #expect(!swift.contains("var cornerRadius"), "\(swift)")
    #expect(swift.components(separatedBy: "var shownRadius").count == 2, "\(swift)")
    // A readonly one has no setter.
    let depth = try #require(swift.range(of: "var hiddenDepth"))
    let glow = try #require(swift.range(of: "var glowColor"))
    #expect(!swift[depth.upperBound..<glow.lowerBound].contains("set {"), "\(swift)")
  }

  /// Declared in a header that two files import: one stand-in in the module.
  @Test func declaredOncePerModule() throws {
    let header = """
      #import <UIKit/UIKit.h>
      @interface CALayer (Private)
      @property (nonatomic, assign) BOOL continuousCorners;
      @end
      """
    let use = { (name: String) in
      """
      #import "CALayer+Private.h"
      @interface \(name) : UIView
      @end
      @implementation \(name)
      - (void)layoutSubviews { self.layer.continuousCorners = YES; }
      @end
      """
    }
    let t = try ObjCTestSupport.translateAgainstFacade([
      "CALayer+Private.h": header, "A.m": use("A"), "B.m": use("B"),
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let all = t.sources.map(\.swift).joined()
    #expect(all.components(separatedBy: "var continuousCorners").count == 2, "\(all)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// A named category of one of the module's own classes declaring inspectables that nothing
/// implements (FSCalendar's `IBExtension`, draw 45, spent): no accessors on iOS either, so its
/// runtime attributes reach the class's `setValue:forUndefinedKey:`. The translation gives no
/// Swift for them and lists them as key-value coding's only, not as left out.
@Suite struct ObjCKeyValueOnlyCategoryTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Calendar : UIView
    @property (nonatomic, strong) UIColor *tint;
    @end

    @interface Calendar (IBExtension)
    @property (nonatomic, strong) IBInspectable UIColor *headerColor;
    @property (nonatomic, assign) IBInspectable NSInteger fakedDay;
    @property (nonatomic, assign) IBInspectable CGFloat shown;
    @end

    @implementation Calendar
    - (CGFloat)shown { return self.alpha; }
    - (void)setShown:(CGFloat)shown { self.alpha = shown; }
    - (void)setValue:(id)value forUndefinedKey:(NSString *)key {
        if ([key isEqualToString:@"headerColor"]) { self.tint = value; return; }
        [super setValue:value forUndefinedKey:key];
    }
    @end
    """

  @Test func translatesAndListsThem() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Calendar.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.keyValueOnlyProperties == ["Calendar.headerColor", "Calendar.fakedDay"])
    let swift = t.sources.map(\.swift).joined()
    #expect(!swift.contains("var headerColor"), "\(swift)")
    #expect(!swift.contains("var fakedDay"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// The SDK's typedefs of `NSString *` are the Swift types the importer gives them, read from
/// the name table's typedef rows: `NSAttributedStringKey` is `NSAttributedString.Key`, and
/// `NSErrorUserInfoKey`, whose constants Swift keeps as global strings, is `String`.
@Suite struct ObjCTypedStringTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Titled : UIView
    @property (nonatomic, copy) NSString *text;
    @property (nonatomic, copy) NSAttributedStringKey highlightKey;
    @end

    @implementation Titled
    - (void)drawRect:(CGRect)rect {
        NSDictionary<NSAttributedStringKey, id> *attributes = @{
            NSFontAttributeName: [UIFont systemFontOfSize:12],
            NSForegroundColorAttributeName: [UIColor redColor]
        };
        [self.text drawInRect:rect withAttributes:attributes];
        NSAttributedStringKey custom = @"custom";
        NSString *name = NSFontAttributeName;
        self.highlightKey = name;
        NSErrorUserInfoKey key = NSLocalizedDescriptionKey;
        NSLog(@"%@ %@ %@", custom, name, key);
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Titled.m": Self.source],
      containing: [
        "[NSAttributedString.Key: Any]",
        "@objc var highlightKey: NSAttributedString.Key! {",
        "let custom: NSAttributedString.Key = NSAttributedString.Key(rawValue: \"custom\")",
        "let name: String = NSAttributedString.Key.font.rawValue",
        "self.highlightKey = NSAttributedString.Key(rawValue: name)",
        // A typedef whose constants stay global strings is imported as `String`.
        "let key: String = NSLocalizedDescriptionKey",
      ])
  }
}

/// `UTF8String` and `cStringUsingEncoding:` give C strings that live as long as the string's
/// autorelease pool: a copy that is never freed (`strdup`), as a literal kept in a variable.
@Suite struct ObjCCStringTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Hashing : UIView
    @property (nonatomic, copy) NSString *text;
    @end

    @implementation Hashing
    - (NSUInteger)measure {
        const char *utf8 = [self.text UTF8String];
        const char *c = [self.text cStringUsingEncoding:NSUTF8StringEncoding];
        size_t n = strlen(self.text.UTF8String);
        NSUInteger a = strlen(utf8);
        NSUInteger b = strlen(c);
        return a + b + n;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Hashing.m": Self.source],
      containing: [
        "let utf8: UnsafePointer<CChar>? = self.text.map { UnsafePointer<CChar>(strdup($0)!) }",
        "self.text?.cString(using: String.Encoding.utf8).map { UnsafePointer<CChar>(strdup($0)!) }",
        "strlen(self.text.map { UnsafePointer<CChar>(strdup($0)!) }!)",
      ])
  }
}

/// `id` given where a typed collection is wanted is cast to it, as C assigns it unchecked.
@Suite struct ObjCIdToCollectionTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Sourced : UIView {
        NSDictionary *_source;
        NSArray<NSString *> *_names;
    }
    @property (nonatomic, copy) NSString *keyPath;
    @end

    @implementation Sourced
    - (void)layoutSubviews {
        [super layoutSubviews];
        _source = [self valueForKey:self.keyPath];
        _names = [self valueForKey:@"names"];
        NSString *type = _source[@"type"];
        self.hidden = type.length == 0 && _names.count == 0;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Sourced.m": Self.source],
      containing: [
        "self._source = (self.value(forKey: self.keyPath) as? [AnyHashable: Any])",
        "self._names = (self.value(forKey: \"names\") as? [String])",
      ])
  }
}

/// Arguments to the façade's methods are converted to the parameter types the table's
/// declarations give: a value that may be nil is unwrapped for a nonnull parameter (C passes
/// it unchecked), an integer becomes the `CGFloat` a parameter wants.
@Suite struct ObjCFrameworkArgumentTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Marked : UIView
    @property (nonatomic, strong) UILabel *label;
    @end

    @implementation Marked
    - (void)layoutSubviews {
        [super layoutSubviews];
        int size = 11;
        NSMutableAttributedString *text =
            [[NSMutableAttributedString alloc] initWithString:self.label.text];
        [text addAttribute:NSFontAttributeName value:[UIFont systemFontOfSize:size]
                     range:NSMakeRange(0, text.length)];
        self.label.attributedText = text;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Marked.m": Self.source],
      containing: [
        "NSMutableAttributedString(string: (self.label?.text ?? \"\"))",
        "UIFont.systemFont(ofSize: CGFloat(size))",
      ])
  }
}

/// A block whose parameters are narrower than the framework's (`NSDictionary *obj` where
/// `enumerateObjectsUsingBlock:` gives `id`): Objective-C accepts it, Swift wants the
/// parameter types it declares, so the block is called from one that casts.
@Suite struct ObjCNarrowedBlockParameterTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Listing : UIView
    @property (nonatomic, strong) NSArray *items;
    @end

    @implementation Listing
    - (void)layoutSubviews {
        [super layoutSubviews];
        __block CGFloat total = 0;
        [self.items enumerateObjectsUsingBlock:^(NSDictionary *obj, NSUInteger idx, BOOL *stop) {
            total += [obj[@"height"] floatValue];
            if (idx > 3) { *stop = YES; }
        }];
        NSDictionary *widths = @{@"a": @1};
        [widths enumerateKeysAndObjectsUsingBlock:^(NSString *key, NSNumber *width, BOOL *stop) {
            total += key.length * width.floatValue;
        }];
        self.alpha = total;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Listing.m": Self.source],
      containing: [
        "for (easelIndex, easelObject) in (self.items ?? []).enumerated() {",
        "})((easelObject as! [AnyHashable: Any]), easelIndex, &easelStop)",
        "if easelStop { break }",
        "for (easelKey, easelObject) in widths {",
        "})((easelKey as! String), (easelObject as! NSNumber), &easelStop)",
      ])
  }
}

/// A constant of the module's enumeration whose name does not start with the enumeration's
/// (`CALayerBorderNotExist` of `CALayerBorderPosition`) is named as the enumeration's
/// translation names its case.
@Suite struct ObjCEnumeratorNameTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef NS_ENUM(NSInteger, BorderPosition) {
        BorderPositionTop,
        BorderPositionBottom,
        BorderNotExist
    };

    @interface Bordered : UIView
    @end

    @implementation Bordered
    - (BorderPosition)position {
        BorderPosition response;
        if (self.tag == 1) response = BorderPositionTop;
        else response = BorderNotExist;
        return response;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Bordered.m": Self.source],
      containing: [
        "case top = 0", "case borderNotExist = 2", "response = BorderPosition.borderNotExist",
      ])
  }
}

/// `uint` and the other BSD types of `<sys/types.h>`, which Foundation brings on iOS, are
/// the numbers they stand for (a hex-colour category's `uint hex`).
@Suite struct ObjCBSDTypesTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface UIColor (Hex)
    + (UIColor *)colorWithHex:(NSString *)text;
    @end

    @implementation UIColor (Hex)
    + (UIColor *)colorWithHex:(NSString *)text {
        uint hex = 0;
        [[NSScanner scannerWithString:text] scanHexInt:&hex];
        return [UIColor colorWithRed:((hex >> 16) & 0xFF) / 255.0 green:((hex >> 8) & 0xFF) / 255.0
                                blue:(hex & 0xFF) / 255.0 alpha:1.0];
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Hex.m": Self.source], containing: ["var hex: UInt32 = 0"])
  }
}
