import EaselObjC
import Foundation
import Testing

/// Subscripts on a class of the module, which declares the subscripting methods rather than a
/// Swift subscript: `config[key]` and `config[key] = value` send
/// `objectForKeyedSubscript:` and `setObject:forKeyedSubscript:`, as clang's semantic form
/// spells them (the working part's AKABeacon does this on its own configuration class).
@Suite struct ObjCSubscriptTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Config : NSObject
    - (id)objectForKeyedSubscript:(NSString *)key;
    - (void)setObject:(id)object forKeyedSubscript:(NSString *)key;
    - (id)objectAtIndexedSubscript:(NSUInteger)index;
    @end

    @implementation Config {
        NSMutableDictionary *_values;
    }
    - (id)objectForKeyedSubscript:(NSString *)key {
        return _values[key];
    }
    - (void)setObject:(id)object forKeyedSubscript:(NSString *)key {
        if (!_values) { _values = [NSMutableDictionary new]; }
        _values[key] = object;
    }
    - (id)objectAtIndexedSubscript:(NSUInteger)index {
        return nil;
    }
    @end

    @interface Tinted : UIView
    @end

    @implementation Tinted
    - (void)layoutSubviews {
        [super layoutSubviews];
        Config *config = [Config new];
        config[@"tint"] = [UIColor redColor];
        config[@"class"] = [UIView class];
        self.backgroundColor = config[@"tint"];
        id first = config[0];
        (void)first;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Tinted.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      // The importer's names for the methods (SE-0005).
      "config.set(UIColor.red, forKeyedSubscript: \"tint\")",
      "config.set(UIView.self, forKeyedSubscript: \"class\")",
      "(config.object(forKeyedSubscript: \"tint\") as? UIColor)",
      "config.object(atIndexedSubscript: 0)",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// `NSDictionaryOfVariableBindings(a, b)`, UIKit's macro for the visual format language: a
/// dictionary of the names as written to the values (two working-part classes use it).
@Suite struct ObjCVariableBindingsTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Row : UIView
    @property (nonatomic, strong) UILabel *label;
    @end

    @implementation Row
    - (void)awakeFromNib {
        [super awakeFromNib];
        UIView *_spacer = [UIView new];
        UILabel *label = self.label;
        NSDictionary *views = NSDictionaryOfVariableBindings(_spacer, label);
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_spacer][label]|"
                                                                     options:0
                                                                     metrics:nil
                                                                       views:views]];
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Row.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains("[\"_spacer\": _spacer as Any, \"label\": label as Any] as [String: Any]"),
      "\(swift)")
    // `NSDictionary *` keeps the literal's key type; 0 of an option set is the empty set.
    #expect(swift.contains("let views: [String: Any] = "), "\(swift)")
    #expect(swift.contains("options: [], metrics: nil"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// A class message to a typedef of a generic class (`typedef NSMutableDictionary<NSString *,
/// id> Configuration;` then `[Configuration new]`, as the working part's AKABeacon does) is
/// sent to the class, without its lightweight generics.
@Suite struct ObjCTypedefReceiverTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef NSMutableDictionary<NSString *, id> Configuration;

    @interface Configured : UIView
    @end

    @implementation Configured
    - (void)awakeFromNib {
        [super awakeFromNib];
        Configuration *config = [Configuration new];
        config[@"tint"] = [UIColor redColor];
        self.backgroundColor = config[@"tint"];
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Configured.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("= NSMutableDictionary()"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// Foundation's nil-terminated collection makers, and an enumerator compared with a number
/// (both in a working-part library: `[NSArray arrayWithObjects:…, nil]`, and
/// `value < SYColorTypeNone` on an `NSInteger`).
@Suite struct ObjCCollectionMakerTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef NS_ENUM(NSInteger, Tone) { ToneNone, ToneWarm, ToneLast };

    @interface Swatch : UIView
    @property (nonatomic) NSInteger tone;
    @end

    @implementation Swatch
    - (void)layoutSubviews {
        [super layoutSubviews];
        NSArray *colors = [NSArray arrayWithObjects:(id)[UIColor redColor].CGColor,
                           (id)[UIColor blueColor].CGColor, nil];
        NSMutableArray *more = [NSMutableArray arrayWithObjects:@1, @2, nil];
        NSDictionary *names = [NSDictionary dictionaryWithObjectsAndKeys:@"red", @"warm",
                               @"blue", @"cold", nil];
        NSInteger tone = self.tone;
        if (tone < ToneNone || tone > ToneLast) {
            return;
        }
        self.layer.borderWidth = colors.count + more.count + names.count;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Swatch.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "NSMutableArray(array: [NSNumber(value: 1), NSNumber(value: 2)])",
      "[\"warm\" as! AnyHashable: \"red\", \"cold\" as! AnyHashable: \"blue\"]",
      "tone < Int(Tone.none.rawValue)",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
