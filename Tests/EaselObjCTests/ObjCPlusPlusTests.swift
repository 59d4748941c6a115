import EaselDiagnostics
import Foundation
import Testing

@testable import EaselObjC

/// A `.mm` file is read as Objective-C: one holding only Objective-C translates; one reaching
/// C++ fails its classes with one error, "Objective-C++ is not translated", at the line of the
/// file where the C++ begins, instead of clang's errors about the C++ (a standard header not
/// found, in a header the file imports).
@Suite struct ObjCPlusPlusTests {
  static let header = "#import <UIKit/UIKit.h>\n@interface Engine : NSObject\n@end\n"

  @Test func aMMFileImportingCPlusPlusFailsAtItsImport() throws {
    let (t, dir) = try ObjCTestSupport.translate([
      "Engine.h": Self.header,
      "Math.h": "#include <vector>\nnamespace easel { inline int one() { return 1; } }\n",
      "Engine.mm": "#import \"Engine.h\"\n#import \"Math.h\"\n@implementation Engine\n@end\n",
    ])
    let errors = try #require(t.failedClasses["Engine"])
    #expect(errors.count == 1)
    let error = try #require(errors.first)
    #expect(error.id == "objc-cplusplus")
    #expect(error.location?.file == dir.appendingPathComponent("Engine.mm").path)
    #expect(error.location?.line == 2)
    #expect(error.message.hasPrefix("Objective-C++ is not translated: Engine.mm is Objective-C++"))
    #expect(error.message.contains("Math.h:1:10: 'vector' file not found"), "\(error.message)")
    #expect(t.diagnostics == errors)
  }

  @Test func cPlusPlusInTheMMFileItselfIsLocatedThere() throws {
    let (t, dir) = try ObjCTestSupport.translate([
      "Engine.h": Self.header,
      "Engine.mm":
        "#import \"Engine.h\"\n\nnamespace easel { int one() { return 1; } }\n"
        + "@implementation Engine\n@end\n",
    ])
    let error = try #require(t.failedClasses["Engine"]?.first)
    #expect(error.id == "objc-cplusplus")
    #expect(error.location?.file == dir.appendingPathComponent("Engine.mm").path)
    #expect(error.location?.line == 3)
  }

  @Test func aMMFileOfPlainObjectiveCTranslates() throws {
    let (t, _) = try ObjCTestSupport.translate([
      "Engine.h": Self.header,
      "Engine.mm": "#import \"Engine.h\"\n@implementation Engine\n- (int)one { return 1; }\n@end\n",
    ])
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.sources.first?.swift.contains("class Engine") == true)
  }

  @Test func aMMFileOfObjectiveCMissingAPodHeaderKeepsClangsError() throws {
    let (t, dir) = try ObjCTestSupport.translate([
      "Engine.h": Self.header,
      "Engine.mm":
        "#import \"Engine.h\"\n#import <SomePod/SomePod.h>\n@implementation Engine\n@end\n",
    ])
    let errors = try #require(t.failedClasses["Engine"])
    #expect(errors.map(\.id) == ["objc-clang"], "\(errors)")
    #expect(errors.first?.message == "'SomePod/SomePod.h' file not found")
    #expect(errors.first?.location?.file == dir.appendingPathComponent("Engine.mm").path)
    #expect(errors.first?.location?.line == 2)
  }

  @Test func anOrdinaryErrorStaysBesideTheCPlusPlusOne() throws {
    let (t, _) = try ObjCTestSupport.translate([
      "Engine.h": Self.header,
      "Engine.mm":
        "#import \"Engine.h\"\n@implementation Engine\n- (void)go { Widget *w = nil; }\n@end\n"
        + "namespace easel { int one() { return 1; } }\n",
    ])
    let errors = try #require(t.failedClasses["Engine"])
    // `Widget` and `w` undeclared, then the namespace's two errors as one.
    #expect(errors.map(\.id) == ["objc-clang", "objc-clang", "objc-cplusplus"], "\(errors)")
    #expect(errors.first?.message == "use of undeclared identifier 'Widget'", "\(errors)")
    #expect(errors.first?.location?.line == 3)
    #expect(errors.last?.location?.line == 5)
  }
}
