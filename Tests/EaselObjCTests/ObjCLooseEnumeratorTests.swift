import EaselObjC
import Foundation
import Testing

/// The SDK's constants declared in an anonymous `enum { … }` (`UISegmentedControlNoSegment`,
/// `errSecSuccess`, `kCTRunDelegateCurrentVersion`, `NSDateComponentUndefined`): the name
/// table lists them as enumerators of no enumeration, and the stub headers declared only
/// enumerators of a declared enumeration, so clang said "use of undeclared identifier".
@Suite struct ObjCLooseEnumeratorTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Picker : UIView
    @property (nonatomic) NSInteger chosen;
    @end
    @implementation Picker
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) { _chosen = UISegmentedControlNoSegment; }
        return self;
    }
    - (BOOL)hasChoice { return self.chosen != UISegmentedControlNoSegment; }
    @end
    """

  @Test func anonymousEnumeratorsAreDeclaredAndTranslated() throws {
    try ObjCTestSupport.expectTranslation(
      ["Picker.m": Self.source], containing: ["UISegmentedControl.noSegment"])
  }

  @Test func everyEnumeratorOfTheTableIsInAHeader() throws {
    let table = ObjCNameTable.shared
    let headers = ObjCStubHeaders.contents(table: table).values.joined(separator: "\n")
    let words = Set(headers.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    let missing = table.members.filter { $0.kind == .enumerator && !words.contains($0.objc) }
    #expect(missing.map(\.objc) == [])
  }
}
