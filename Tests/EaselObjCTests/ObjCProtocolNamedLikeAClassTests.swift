import EaselObjC
import Foundation
import Testing

/// A protocol that shares its name with a class is `<Name>Protocol` in Swift, as Swift's
/// importer names it. SDWebImage declares `@protocol SDWebImageCacheKeyFilter <NSObject>` and
/// `@interface SDWebImageCacheKeyFilter : NSObject <SDWebImageCacheKeyFilter>`; Easel kept both
/// under one name and wrote a protocol refining itself. `conformsToProtocol:` is asked of an
/// `id<P>` (the NSObject protocol declares it), not only of a class.
@Suite struct ObjCProtocolNamedLikeAClassTests {
  static let header = """
    #import <UIKit/UIKit.h>

    @protocol KeyFilter <NSObject>
    - (nullable NSString *)keyForName:(nonnull NSString *)name;
    @end

    @interface KeyFilter : NSObject <KeyFilter>
    - (nonnull instancetype)initWithPrefix:(nonnull NSString *)prefix;
    @end

    @interface FilteredLabel : UILabel
    @property (nonatomic, strong, nullable) id<KeyFilter> filter;
    @end
    """

  static let source = """
    #import "FilteredLabel.h"

    @implementation KeyFilter {
        NSString *_prefix;
    }
    - (instancetype)initWithPrefix:(NSString *)prefix {
        self = [super init];
        if (self) { _prefix = prefix; }
        return self;
    }
    - (NSString *)keyForName:(NSString *)name {
        return [_prefix stringByAppendingString:name];
    }
    @end

    @implementation FilteredLabel
    - (void)awakeFromNib {
        [super awakeFromNib];
        self.filter = [[KeyFilter alloc] initWithPrefix:@"k."];
        if ([self.filter conformsToProtocol:@protocol(KeyFilter)]) {
            self.text = [self.filter keyForName:@"title"];
        }
    }
    @end
    """

  @Test func theProtocolTakesTheSuffixAndTheClassKeepsItsName() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "FilteredLabel.h": Self.header, "FilteredLabel.m": Self.source,
    ])
    #expect(t.diagnostics.filter { $0.severity == .error }.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    for expected in [
      "@objc protocol KeyFilterProtocol: NSObjectProtocol {",
      "KeyFilter: NSObject, KeyFilterProtocol",
      "(any KeyFilterProtocol)?",
      "is KeyFilterProtocol",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    #expect(!swift.contains("KeyFilterProtocol, KeyFilter {"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
