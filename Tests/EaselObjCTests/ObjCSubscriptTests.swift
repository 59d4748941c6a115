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
