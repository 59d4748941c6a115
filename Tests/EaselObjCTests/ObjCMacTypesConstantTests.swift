import EaselObjC
import Foundation
import Testing

/// MacTypes' constants (`kNilOptions`, `noErr`, `kVariableLengthArray`, `kUnknownType`,
/// `kInvalidID`), which Core Foundation brings on iOS: declared to clang as MacTypes.h declares
/// them and in the façade as Swift imports them. MJExtension passes `kNilOptions` as
/// `NSJSONSerialization`'s options, and clang stopped at "use of undeclared identifier
/// 'kNilOptions'" (yangyaling/dashboard_totyu, the spent thirty-third draw's).
@Suite struct ObjCMacTypesConstantTests {
  @Test func theConstantsTranslate() throws {
    let source = """
      #import <UIKit/UIKit.h>

      IB_DESIGNABLE
      @interface JSONView : UIView
      @property (nonatomic, copy) NSString *json;
      @end
      @implementation JSONView
      - (id)parsed {
          NSData *data = [self.json dataUsingEncoding:NSUTF8StringEncoding];
          return [NSJSONSerialization JSONObjectWithData:data options:kNilOptions error:nil];
      }
      - (NSInteger)codes {
          OSStatus status = noErr;
          NSInteger known = kVariableLengthArray + (kUnknownType != 0 ? 1 : 0) + kInvalidID;
          return status + known;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["JSONView.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
