import Foundation
import Testing

@testable import EaselObjC

/// A class's own key-value coding methods (`-setValue:forKeyPath:` handling some keys itself),
/// which Foundation lets any class override: the façade's are NSObject extension methods Swift
/// cannot override, so they are named `__easelKVC_…` and the first class of the lineage to
/// implement one conforms to the façade's protocol of it, which NSObject's method calls;
/// `[super …]` reaches the next own class up or NSObject's own. TheMrugraj's MVRadioButton
/// (draw 41) failed so ("setValue(_:forKeyPath:) is declared in extension of NSObject and
/// cannot be overridden").
@Suite struct ObjCKeyValueCodingOverrideTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Radio : UIControl
    @property (nonatomic, strong) NSString *title;
    @end

    @implementation Radio
    - (void)setValue:(id)value forKeyPath:(NSString *)keyPath {
        if ([keyPath isEqualToString:@"title"]) {
            self.title = [NSString stringWithFormat:@"<%@>", value];
        } else {
            [super setValue:value forKeyPath:keyPath];
        }
    }
    - (void)setValue:(id)value forUndefinedKey:(NSString *)key {
        self.title = key;
    }
    @end

    @implementation Radio (Keys)
    - (id)valueForKey:(NSString *)key {
        if ([key isEqualToString:@"shout"]) { return @"HEY"; }
        return [super valueForKey:key];
    }
    @end

    @interface LoudRadio : Radio
    @end

    @implementation LoudRadio
    - (void)setValue:(id)value forKeyPath:(NSString *)keyPath {
        [super setValue:[value uppercaseString] forKeyPath:keyPath];
    }
    @end
    """

  @Test func aClassOwnKeyValueCodingMethodsAreDispatchedAndCallSuper() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Radio.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    #expect(
      swift.contains(
        "class Radio: UIControl, __EaselKVC_setValue_forKeyPath_, "
          + "__EaselKVC_setValue_forUndefinedKey_, __EaselKVC_valueForKey_"), "\(swift)")
    #expect(swift.contains("func __easelKVC_setValue(_ value: Any?, forKeyPath keyPath: String)"))
    #expect(swift.contains("super.__easelKVCDefault_setValue(value, forKeyPath: keyPath)"))
    #expect(swift.contains("super.__easelKVCDefault_value(forKey: key)"))
    // A category's method meets the class's conformance from its extension.
    #expect(swift.contains("extension Radio {"), "\(swift)")
    // The subclass overrides the renamed method and reaches its superclass's.
    #expect(swift.contains("class LoudRadio: Radio {"), "\(swift)")
    #expect(swift.contains("override func __easelKVC_setValue("), "\(swift)")
    #expect(swift.contains("super.__easelKVC_setValue("), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
