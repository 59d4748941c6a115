import EaselObjC
import Foundation
import Testing

/// What the SDK declares that a header of the user's or a vendored framework's names, beyond
/// the members the façade has: MacTypes' scalar types (`Byte`), every class of the façade's
/// frameworks (StoreKit's `SKPaymentTransaction`, which Google Mobile Ads' header names) and
/// every alias of a number or declared type the façade has (`UITextWritingDirection`).
@Suite struct ObjCSDKInventoryTests {
  /// A typedef of a number reads as the number, as Swift's type alias is, so C's conversions
  /// between them (`(SInt32)self.count` from a `ByteCount`) are Swift's.
  @Test func macTypesAndFrameworkClassesAreDeclared() throws {
    let source = """
      #import <UIKit/UIKit.h>
      #import <StoreKit/StoreKit.h>

      @interface Purchase : NSObject
      @property (nonatomic, readonly, strong) SKPaymentTransaction *paymentTransaction;
      @end

      @protocol Writing
      - (void)setBaseWritingDirection:(UITextWritingDirection)direction;
      @end

      @interface Packet : UIView {
        Byte header[4];
        SInt32 length;
        SignedByte sign;
        UInt8 checksum;
      }
      @property (nonatomic) ByteCount count;
      @end

      @implementation Packet
      - (void)layoutSubviews {
        [super layoutSubviews];
        header[0] = 0xAA;
        length = (SInt32)self.count;
        header[1] = (Byte)length;
        self.alpha = header[0] == 0xAA ? 1 : 0;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Packet.m": source],
      containing: [
        "var header: [UInt8]", "var _count: UInt",
        "self.length = Int32(truncatingIfNeeded: self.count)",
      ])
  }

  /// MacTypes' scalars that Swift imports as the standard library's types of the same name
  /// (`UInt64`, `Float32`), which the façade does not declare: AFNetworking's and Qiniu's
  /// headers name `UInt64`, and clang stopped at it ("unknown type name 'UInt64'").
  @Test func macTypesNamedLikeSwiftsOwnScalarsAreDeclared() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Meter : UIView
      @property (nonatomic) UInt64 totalBytes;
      @property (nonatomic) Float32 ratio;
      @end

      @implementation Meter
      - (void)layoutSubviews {
        [super layoutSubviews];
        self.alpha = self.totalBytes > 0 ? self.ratio : 1;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Meter.m": source], containing: ["var _totalBytes: UInt64", "var _ratio: Float = 0"])
  }

  /// The name table declares a class the façade lacks without members: clang accepts a
  /// header that names it, and a message to it is clang's located error.
  @Test func aClassTheFacadeLacksHasNoMembers() throws {
    let table = ObjCNameTable.shared
    let row = try #require(table.types.first { $0.name == "SKPaymentTransaction" })
    #expect(row.kind == .class)
    #expect(!table.members.contains { $0.owner == "SKPaymentTransaction" })
    let source = """
      #import <UIKit/UIKit.h>
      #import <StoreKit/StoreKit.h>
      @interface Shop : UIView
      @end
      @implementation Shop
      - (void)layoutSubviews {
        [super layoutSubviews];
        SKPaymentTransaction *t = nil;
        [t transactionState];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Shop.m": source])
    let messages = t.diagnostics.map(\.message).joined(separator: "\n")
    #expect(messages.contains("transactionState"), "\(messages)")
  }
}
