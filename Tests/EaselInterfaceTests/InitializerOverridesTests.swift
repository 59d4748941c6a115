import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A button that styles itself in its initializers, after `super.init`: no title, a red
/// title colour, a green background, a corner radius, a tag.
@MainActor
final class SelfStyledButton: UIButton {
  override init(frame: CGRect) {
    super.init(frame: frame)
    style()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    style()
  }

  func style() {
    setTitle("", for: .normal)
    setTitleColor(.red, for: .normal)
    backgroundColor = .green
    layer.cornerRadius = 4
    tag = 7
  }
}

/// What a subclass sets in its initializer against what the document encodes. At run time a
/// nib's values are decoded inside `super.init(coder:)`, so the subclass's body wins; at
/// design time Interface Builder's agent makes a designable with `init(frame:)` and sets the
/// document's values after it, so the document wins.
@MainActor
struct InitializerOverridesTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" tag="3" id="btn" customClass="SelfStyledButton">
                        <rect key="frame" x="10" y="10" width="120" height="40"/>
                        <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <state key="normal" title="Button">
                            <color key="titleColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </state>
                    </button>
                </subviews>
            </view>
        </objects>
    </document>
    """

  func button(designTime: Bool) throws -> SelfStyledButton {
    let doc = try IBDocument.parse(Data(Self.xib.utf8), path: "/nonexistent/Styled.xib")
    let log = DiagnosticLog()
    var table = KeyValueTable.uiKit
    table.add([
      DesignableClass(
        name: "SelfStyledButton", type: SelfStyledButton.self, isDesignable: true,
        makeWithFrame: { SelfStyledButton(frame: $0) }, make: { SelfStyledButton(coder: $0) })
    ])
    let builder = ObjectBuilder(
      document: doc, table: table,
      resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
      diagnostics: log)
    builder.designTime = designTime
    let root = builder.instantiate(try #require(doc.scenes.first?.rootView))
    return try #require(root.subviews.first as? SelfStyledButton)
  }

  @Test func atRunTimeTheInitializersBodyWins() throws {
    let b = try button(designTime: false)
    #expect(b.title(for: .normal) == "")
    #expect(b.titleColor(for: .normal)?.cgColor.rgba == UIColor.red.cgColor.rgba)
    #expect(b.backgroundColor?.cgColor.rgba == UIColor.green.cgColor.rgba)
    #expect(b.layer.cornerRadius == 4)
    #expect(b.tag == 7)
    #expect(b.frame == CGRect(x: 10, y: 10, width: 120, height: 40), "the nib's frame")
  }

  @Test func atDesignTimeTheDocumentsValuesWin() throws {
    let b = try button(designTime: true)
    #expect(b.title(for: .normal) == "Button")
    #expect(b.titleColor(for: .normal)?.cgColor.rgba == UIColor.black.cgColor.rgba)
    #expect(b.backgroundColor?.cgColor.rgba == UIColor.blue.cgColor.rgba)
    #expect(b.layer.cornerRadius == 4, "not encoded: the initializer's")
    #expect(b.tag == 3)
  }
}
