import EaselObjC
import Foundation
import Testing

/// An initializer that answers another object than the one allocated (`self = [[self class]
/// loadFromNib];`, a view loading its content from a nib of its own), which Objective-C allows
/// and a Swift `init` cannot do: the translation says so where the assignment stands, an
/// `objc-untranslated` error failing the class, where swiftc said "'super.init' isn't called
/// on all paths" of a translation that dropped the object. `self = [super initWithFrame:]`
/// in the same initializer stays `super.init(frame:)`.
@Suite struct ObjCSelfReplacingInitializerTests {
  @Test func anInitializerReplacingSelfIsALocatedError() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Reusable : UIView
      + (instancetype)loadFromNib;
      @end

      @implementation Reusable
      + (instancetype)loadFromNib {
          return nil;
      }
      - (instancetype)initWithFrame:(CGRect)frame {
          self = [[self class] loadFromNib];
          if (self) {
              self.frame = frame;
          } else {
              self = [super initWithFrame:frame];
          }
          return self;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Reusable.m": source])
    let errors = try #require(t.failedClasses["Reusable"], "\(t.failedClasses)")
    #expect(errors.map(\.id) == ["objc-untranslated"], "\(t.diagnostics)")
    #expect(errors.first?.location?.line == 12, "\(t.diagnostics)")
    #expect(errors.first?.message.contains("replacing `self`") == true, "\(t.diagnostics)")
  }
}
