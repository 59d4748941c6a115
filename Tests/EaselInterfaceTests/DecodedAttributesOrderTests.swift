import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A text field that unclips itself and sets its own background in both initializers, after
/// its superclass's, as LR-Studio/LRSmartTextField's `LRTextField` unclips itself so that its
/// floating label shows above the field.
@MainActor
final class UnclippingTextField: UITextField {
  /// Whether the document's attributes were in place when `super.init(coder:)` returned.
  var clippedWhenDecoded: Bool?

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    clippedWhenDecoded = clipsToBounds
    setUp()
  }

  private func setUp() {
    clipsToBounds = false
    backgroundColor = .red
  }
}

/// Whose code wins, the class's initializer or the document's attributes, where both set a
/// view's property. On iOS `UIView`'s `-initWithCoder:` decodes the document's attributes
/// (UIKit subclasses' own ones too), so what a subclass sets after `[super initWithCoder:]`
/// wins; only User Defined Runtime Attributes and outlets come after, before
/// `-awakeFromNib`. Interface Builder's agent makes a designable with `-initWithFrame:` and
/// sets the document's attributes after it, so there the document's win (a view's own
/// background colour is reset to the inspector's: openradar 19918936).
@MainActor
struct DecodedAttributesOrderTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" minimumFontSize="17" id="fld" customClass="UnclippingTextField">
                <rect key="frame" x="0.0" y="0.0" width="260" height="30"/>
                <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
        </objects>
    </document>
    """

  func field(designTime: Bool) throws -> UnclippingTextField {
    var table = KeyValueTable.uiKit
    table.add([
      DesignableClass(
        name: "UnclippingTextField", type: UnclippingTextField.self, isDesignable: true,
        makeWithFrame: { UnclippingTextField(frame: $0) },
        make: { UnclippingTextField(coder: $0) })
    ])
    let doc = try IBDocument.parse(Data(Self.xib.utf8), path: "/nonexistent/Field.xib")
    let (view, _) = try instantiateFirstScene(of: doc, table: table, designTime: designTime)
    return try #require(view as? UnclippingTextField)
  }

  @Test func codeAfterSuperInitWithCoderWinsOverTheDocumentsAttributes() throws {
    let field = try field(designTime: false)
    #expect(field.clippedWhenDecoded == true, "decoded before super.init(coder:) returned")
    #expect(!field.clipsToBounds)
    let red = try #require(field.backgroundColor?.cgColor.rgba)
    #expect(red.red == 1 && red.blue == 0)
    #expect(field.placeholder == "Name")
    #expect(field.borderStyle == .roundedRect)
  }

  @Test func atDesignTimeTheDocumentsAttributesFollowInitWithFrame() throws {
    let field = try field(designTime: true)
    #expect(field.clippedWhenDecoded == nil, "made by init(frame:)")
    #expect(field.clipsToBounds)
    let blue = try #require(field.backgroundColor?.cgColor.rgba)
    #expect(blue.blue == 1 && blue.red == 0)
  }
}
