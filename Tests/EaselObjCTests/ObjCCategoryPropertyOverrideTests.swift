import Foundation
import Testing

@testable import EaselObjC

/// A property a class declares again over a property its superclass's category declares
/// (`NSObject (Identifier)`'s `identifier`, kept in an associated object): Objective-C
/// synthesizes the class's own accessors, which win for its objects. Swift cannot override a
/// member of an extension ("property declared in extension of NSObject cannot be
/// overridden"), so the category's accessors dispatch to the class's, as a category's
/// overridden methods do. reference/BDToolKit's BDModel (a spent draw's) stopped at
/// BDModel.h:27:22.
@Suite struct ObjCCategoryPropertyOverrideTests {
  static let files = [
    "NSObject+Identifier.h": """
    #import <UIKit/UIKit.h>
    @interface NSObject (Identifier)
    @property (nonatomic, strong) NSString *identifier;
    @end
    """,
    "NSObject+Identifier.m": """
    #import "NSObject+Identifier.h"
    #import <objc/runtime.h>
    @implementation NSObject (Identifier)
    - (NSString *)identifier {
        return objc_getAssociatedObject(self, @selector(identifier));
    }
    - (void)setIdentifier:(NSString *)identifier {
        objc_setAssociatedObject(self, @selector(identifier), identifier, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
    }
    @end
    """,
    "Model.m": """
    #import "NSObject+Identifier.h"
    @interface Model : NSObject
    @property (nonatomic, strong) NSString *identifier;
    + (id)modelWithIdentifier:(NSString *)identifier;
    @end
    @implementation Model
    + (id)modelWithIdentifier:(NSString *)identifier {
        Model *m = [Model new];
        m.identifier = identifier;
        return m;
    }
    - (NSUInteger)length {
        return _identifier.length + self.identifier.length;
    }
    @end
    """,
  ]

  @Test func aClassRedeclaringACategoryPropertyKeepsItsOwnValue() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(Self.files)
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    for text in [
      "class Model: NSObject, ObjCCategoryOverride_NSObject_property_identifier {",
      "var easelOverride_identifier: String! {",
      "if let easelOverride = self as? any ObjCCategoryOverride_NSObject_property_identifier {",
      "protocol ObjCCategoryOverride_NSObject_property_identifier: AnyObject {",
    ] {
      #expect(swift.contains(text), "missing \(text)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
