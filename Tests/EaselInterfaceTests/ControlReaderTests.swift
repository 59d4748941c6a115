import EaselDiagnostics
import EaselDocument
import EaselTestSupport
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Control elements, shaped as the corpus writes them, become the right UIKit objects.
@MainActor
struct ControlReaderTests {
  /// A xib whose root view holds `subviews`, with optional `<resources>` and `<device>`.
  static func xib(_ subviews: String, resources: String = "", device: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        \(device)
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                <subviews>
                    \(subviews)
                </subviews>
            </view>
        </objects>
        <resources>\(resources)</resources>
    </document>
    """
  }

  func build(_ subviews: String, resources: String = "", device: String = "") throws -> (
    UIView, DiagnosticLog
  ) {
    try instantiateXib(
      subviews, resources: resources, device: device, path: "/nonexistent/Controls.xib")
  }

  func first<V: UIView>(_ type: V.Type, _ subviews: String, resources: String = "") throws -> (
    V, DiagnosticLog
  ) {
    try firstSubview(type, subviews, resources: resources, path: "/nonexistent/Controls.xib")
  }

  @Test func textFieldReadsBorderPlaceholderFontAndAlignment() throws {
    let (field, log) = try first(
      UITextField.self,
      """
      <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="right" minimumFontSize="17" clearButtonMode="whileEditing" id="tf">
          <rect key="frame" x="16" y="20" width="200" height="34"/>
          <fontDescription key="fontDescription" type="system" weight="medium" pointSize="15"/>
          <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
      </textField>
      """)
    #expect(field.borderStyle == .roundedRect)
    #expect(field.placeholder == "Email")
    #expect(field.text == "")
    #expect(field.textAlignment == .right)
    #expect(field.font?.pointSize == 15)
    #expect(field.font?.weight == .medium)
    #expect(field.isSecureTextEntry)
    #expect(field.contentHorizontalAlignment == .left)
    #expect(field.minimumFontSize == 17)
    #expect(log.diagnostics.isEmpty)
  }

  /// The keyboard a `<textInputTraits>` asks for, kept on the field and the view as UIKit
  /// keeps it (`textField.keyboardType` compiles and reads back), in the corpus's spellings.
  @Test func textInputTraitsAreRead() throws {
    let (root, log) = try build(
      """
      <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" minimumFontSize="17" id="tf">
          <rect key="frame" x="16" y="20" width="200" height="34"/>
          <textInputTraits key="textInputTraits" autocapitalizationType="words" autocorrectionType="no" spellCheckingType="no" keyboardType="decimalPad" keyboardAppearance="alert" returnKeyType="next" enablesReturnKeyAutomatically="YES" textContentType="username"/>
      </textField>
      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="natural" id="tv">
          <rect key="frame" x="0" y="60" width="200" height="100"/>
          <textInputTraits key="textInputTraits" autocapitalizationType="sentences" keyboardType="emailAddress" returnKeyType="done" textContentType="email"/>
      </textView>
      """)
    let field = try #require(root.subviews.first as? UITextField)
    #expect(field.keyboardType == .decimalPad)
    #expect(field.returnKeyType == .next)
    #expect(field.autocapitalizationType == .words)
    #expect(field.autocorrectionType == .no)
    #expect(field.spellCheckingType == .no)
    #expect(field.keyboardAppearance == .dark)
    #expect(field.enablesReturnKeyAutomatically)
    #expect(field.textContentType == .username)
    #expect(!field.isSecureTextEntry)
    let view = try #require(root.subviews.last as? UITextView)
    #expect(view.keyboardType == .emailAddress)
    #expect(view.returnKeyType == .done)
    #expect(view.textContentType == .emailAddress)
    let traits: any UITextInputTraits = view
    #expect(traits.keyboardType == .emailAddress)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
  }

  @Test func textViewReadsTextFromAStringChild() throws {
    let (view, _) = try first(
      UITextView.self,
      """
      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" textAlignment="natural" id="tv">
          <rect key="frame" x="0" y="0" width="200" height="100"/>
          <string key="text">Lorem ipsum</string>
          <fontDescription key="fontDescription" type="system" pointSize="14"/>
          <color key="textColor" systemColor="labelColor"/>
      </textView>
      """)
    #expect(view.text == "Lorem ipsum")
    #expect(view.font?.pointSize == 14)
    #expect(!view.isEditable)
  }

  /// Interface Builder writes a string of several lines as a `<string key=…>` child, not an
  /// attribute: a label's text, a button's title for a state, a segment's title.
  @Test func stringsOfSeveralLinesAreReadFromStringChildren() throws {
    let (root, log) = try build(
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="0" id="lb">
          <rect key="frame" x="0" y="0" width="200" height="60"/>
          <string key="text">First line
      second line</string>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bt">
          <rect key="frame" x="0" y="60" width="200" height="60"/>
          <state key="normal">
              <string key="title">Sign
      in</string>
          </state>
      </button>
      <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="sg">
          <rect key="frame" x="0" y="120" width="200" height="32"/>
          <segments>
              <segment>
                  <string key="title">One
      two</string>
              </segment>
              <segment title="Three"/>
          </segments>
      </segmentedControl>
      """)
    let label = try #require(root.subviews[0] as? UILabel)
    #expect(label.text == "First line\nsecond line")
    let button = try #require(root.subviews[1] as? UIButton)
    #expect(button.title(for: .normal) == "Sign\nin")
    let segments = try #require(root.subviews[2] as? UISegmentedControl)
    #expect(segments.titleForSegment(at: 0) == "One\ntwo")
    #expect(segments.titleForSegment(at: 1) == "Three")
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
  }

  @Test func sliderSwitchStepperProgressAndPageControlReadTheirValues() throws {
    let (root, log) = try build(
      """
      <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="10" minValue="5" maxValue="50" id="sl">
          <rect key="frame" x="0" y="0" width="200" height="31"/>
          <color key="minimumTrackTintColor" systemColor="systemRedColor"/>
      </slider>
      <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="sw">
          <rect key="frame" x="0" y="40" width="51" height="31"/>
          <color key="onTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </switch>
      <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="2" minimumValue="2" maximumValue="100" stepValue="2" id="st">
          <rect key="frame" x="0" y="80" width="94" height="29"/>
      </stepper>
      <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" id="pv">
          <rect key="frame" x="0" y="120" width="150" height="2"/>
          <color key="trackTintColor" systemColor="systemGray3Color"/>
      </progressView>
      <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" currentPage="1" id="pc">
          <rect key="frame" x="0" y="130" width="39" height="37"/>
          <color key="pageIndicatorTintColor" systemColor="systemGrayColor"/>
          <color key="currentPageIndicatorTintColor" systemColor="labelColor"/>
      </pageControl>
      """)
    let slider = try #require(root.subviews[0] as? UISlider)
    #expect(slider.value == 10 && slider.minimumValue == 5 && slider.maximumValue == 50)
    #expect(slider.minimumTrackTintColor != nil)
    let toggle = try #require(root.subviews[1] as? UISwitch)
    #expect(toggle.isOn)
    #expect(toggle.onTintColor?.rgba.red == 1)
    let stepper = try #require(root.subviews[2] as? UIStepper)
    #expect(stepper.value == 2 && stepper.minimumValue == 2 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 2)
    let progress = try #require(root.subviews[3] as? UIProgressView)
    #expect(progress.progress == 0.5)
    #expect(progress.trackTintColor != nil)
    let pages = try #require(root.subviews[4] as? UIPageControl)
    #expect(pages.numberOfPages == 3 && pages.currentPage == 1)
    #expect(pages.pageIndicatorTintColor != nil && pages.currentPageIndicatorTintColor != nil)
    #expect(log.diagnostics.isEmpty)
  }

  /// Interface Builder leaves a control's number out at its class's default — a slider's
  /// `value` at 0 (it writes `minValue` and `maxValue` always), a stepper's `minimumValue` at
  /// 0 and `stepValue` at 1, a progress view's `progress` and a page control's `currentPage`
  /// at 0, a date picker's `minuteInterval` at 1 — so a number left out reads as that default.
  @Test func numbersLeftOutReadAsTheClassDefaults() throws {
    let (root, log) = try build(
      """
      <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" minValue="-1" maxValue="1" id="sl">
          <rect key="frame" x="0" y="0" width="200" height="31"/>
      </slider>
      <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="4" maximumValue="8" id="st">
          <rect key="frame" x="0" y="40" width="94" height="29"/>
      </stepper>
      <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" id="pv">
          <rect key="frame" x="0" y="80" width="150" height="2"/>
      </progressView>
      <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" id="pc">
          <rect key="frame" x="0" y="90" width="39" height="37"/>
      </pageControl>
      <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="time" id="dp">
          <rect key="frame" x="0" y="130" width="320" height="216"/>
      </datePicker>
      """)
    let slider = try #require(root.subviews[0] as? UISlider)
    #expect(slider.value == 0 && slider.minimumValue == -1 && slider.maximumValue == 1)
    let stepper = try #require(root.subviews[1] as? UIStepper)
    #expect(stepper.value == 4 && stepper.minimumValue == 0 && stepper.maximumValue == 8)
    #expect(stepper.stepValue == 1)
    let progress = try #require(root.subviews[2] as? UIProgressView)
    #expect(progress.progress == 0)
    let pages = try #require(root.subviews[3] as? UIPageControl)
    #expect(pages.numberOfPages == 3 && pages.currentPage == 0)
    let picker = try #require(root.subviews[4] as? UIDatePicker)
    #expect(picker.minuteInterval == 1 && picker.countDownDuration == 0)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
  }

  /// A designable made through `init(frame:)`, which moves its thumb and its step, gets the
  /// document's numbers afterwards, the ones left out too: Interface Builder's 0 and 1.
  @Test func aDesignablesInitializerDoesNotKeepANumberTheDocumentLeftOut() throws {
    let doc = try IBDocument.parse(
      Data(
        Self.xib(
          """
          <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" minValue="-1" maxValue="1" id="sl" customClass="CentredSlider">
              <rect key="frame" x="0" y="0" width="200" height="31"/>
          </slider>
          <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="2" maximumValue="100" id="st" customClass="TenStepper">
              <rect key="frame" x="0" y="40" width="94" height="29"/>
          </stepper>
          """
        ).utf8), path: "/nonexistent/Controls.xib")
    let log = DiagnosticLog()
    var table = KeyValueTable.uiKit
    table.add([
      DesignableClass(
        name: "CentredSlider", type: CentredSlider.self, isDesignable: true,
        makeWithFrame: { CentredSlider(frame: $0) }, make: { CentredSlider(coder: $0) }),
      DesignableClass(
        name: "TenStepper", type: TenStepper.self, isDesignable: true,
        makeWithFrame: { TenStepper(frame: $0) }, make: { TenStepper(coder: $0) }),
    ])
    let builder = ObjectBuilder(
      document: doc, table: table,
      resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
      diagnostics: log)
    let root = builder.instantiate(try #require(doc.scenes.first?.rootView))
    let slider = try #require(root.subviews[0] as? CentredSlider)
    #expect(slider.value == 0)
    let stepper = try #require(root.subviews[1] as? TenStepper)
    #expect(stepper.value == 2 && stepper.minimumValue == 0 && stepper.stepValue == 1)
  }

  @Test func segmentedControlReadsSegmentsAndSelection() throws {
    let (control, _) = try first(
      UISegmentedControl.self,
      """
      <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" id="sc">
          <rect key="frame" x="16" y="58" width="121" height="28"/>
          <segments>
              <segment title="First"/>
              <segment title="Second"/>
          </segments>
      </segmentedControl>
      """)
    #expect(control.numberOfSegments == 2)
    #expect(control.titleForSegment(at: 0) == "First")
    #expect(control.selectedSegmentIndex == 1)
  }

  @Test func activityIndicatorWithoutHidesWhenStoppedStaysVisible() throws {
    let (root, _) = try build(
      """
      <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="gray" id="a1">
          <rect key="frame" x="18" y="261" width="20" height="20"/>
      </activityIndicatorView>
      <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="large" id="a2">
          <rect key="frame" x="18" y="261" width="37" height="37"/>
      </activityIndicatorView>
      <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" animating="YES" style="medium" id="a3">
          <rect key="frame" x="18" y="261" width="20" height="20"/>
          <color key="color" systemColor="systemRedColor"/>
      </activityIndicatorView>
      """)
    let views = root.subviews.compactMap { $0 as? UIActivityIndicatorView }
    #expect(views.count == 3)
    #expect(!views[0].isHidden && views[0].style == .gray)
    #expect(views[1].isHidden && views[1].style == .large)
    #expect(views[2].isHidden && views[2].isAnimating)
  }

  @Test func datePickerShowsTheStoredDate() throws {
    let (picker, _) = try first(
      UIDatePicker.self,
      """
      <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="3" style="wheels" useCurrentDate="NO" id="dp">
          <rect key="frame" x="0" y="0" width="320" height="216"/>
          <date key="date" timeIntervalSinceReferenceDate="622497467.96811497">
              <!--2020-09-22 19:57:47 +0000-->
          </date>
      </datePicker>
      """)
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.preferredDatePickerStyle == .wheels)
    #expect(picker.minuteInterval == 3)
    #expect(picker.compactDateText == "Sep 22, 2020")
    #expect(picker.compactTimeText == "7:57 PM")
  }

  @Test func visualEffectViewBuildsItsContentView() throws {
    let (view, _) = try first(
      UIVisualEffectView.self,
      """
      <visualEffectView opaque="NO" contentMode="scaleToFill" id="ve">
          <rect key="frame" x="0" y="0" width="100" height="80"/>
          <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cv">
              <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
              <subviews>
                  <label opaque="NO" text="Inside" id="in">
                      <rect key="frame" x="8" y="8" width="80" height="21"/>
                  </label>
              </subviews>
          </view>
          <blurEffect style="dark"/>
      </visualEffectView>
      """)
    #expect((view.effect as? UIBlurEffect)?.style == .dark)
    #expect((view.contentView.subviews.first as? UILabel)?.text == "Inside")
    #expect(view.contentView.frame == view.bounds)
  }

  @Test(arguments: [
    ("mapView", "MKMapView"), ("wkWebView", "WKWebView"), ("glkView", "GLKView"),
    ("sceneKitView", "SCNView"), ("arscnView", "ARSCNView"), ("skView", "SKView"),
    ("mtkView", "MTKView"), ("arskView", "ARSKView"),
  ])
  func frameworkViewsArePlaceholders(element: String, className: String) throws {
    let (view, log) = try first(
      FrameworkPlaceholderView.self,
      """
      <\(element) clipsSubviews="YES" contentMode="scaleToFill" id="fw">
          <rect key="frame" x="0" y="0" width="100" height="80"/>
      </\(element)>
      """)
    #expect(view.placeholderTitle == className)
    #expect(!log.diagnostics.contains { $0.id == "unknown-element" })
  }

  @Test func labelReadsAnAttributedString() throws {
    let (label, _) = try first(
      UILabel.self,
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" id="al">
          <rect key="frame" x="110" y="156" width="96" height="21"/>
          <attributedString key="attributedText">
              <fragment content="R$0,00">
                  <attributes>
                      <color key="NSColor" cocoaTouchSystemColor="darkTextColor"/>
                      <font key="NSFont" size="14" name="HelveticaNeue-Light"/>
                      <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="3"/>
                  </attributes>
              </fragment>
              <fragment content=" more">
                  <attributes>
                      <font key="NSFont" metaFont="smallSystem"/>
                      <integer key="NSUnderline" value="1"/>
                  </attributes>
              </fragment>
          </attributedString>
      </label>
      """)
    let text = try #require(label.attributedText)
    #expect(text.string == "R$0,00 more")
    let font = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    #expect(font?.pointSize == 14)
    #expect(font?.familyName == "Helvetica Neue")
    let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    #expect(style?.alignment == .right)
    #expect(style?.lineSpacing == 3)
    #expect((text.attribute(.font, at: 8, effectiveRange: nil) as? UIFont)?.pointSize == 12)
    #expect(text.attribute(.underlineStyle, at: 8, effectiveRange: nil) as? Int == 1)
  }

  @Test func buttonReadsTypeStatesInsetsAndSymbols() throws {
    let (button, log) = try first(
      UIButton.self,
      """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b">
          <rect key="frame" x="0" y="0" width="120" height="44"/>
          <inset key="contentEdgeInsets" minX="15" minY="0.0" maxX="15" maxY="0.0"/>
          <inset key="imageEdgeInsets" minX="-5" minY="0.0" maxX="2.2250738585072014e-308" maxY="0.0"/>
          <state key="normal" title="Edit" image="pencil" catalog="system">
              <color key="titleShadowColor" white="0.0" alpha="0.5" colorSpace="calibratedWhite"/>
          </state>
          <state key="selected" title="Done" image="pencil.and.ellipsis.rectangle" catalog="system"/>
      </button>
      """,
      resources: #"<image name="pencil" catalog="system" width="64" height="56"/>"#)
    #expect(button.buttonType == .system)
    #expect(button.contentEdgeInsets == UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15))
    #expect(button.imageEdgeInsets == UIEdgeInsets(top: 0, left: -5, bottom: 0, right: 0))
    #expect(button.title(for: .selected) == "Done")
    #expect(button.titleShadowColor(for: .normal) != nil)
    let image = try #require(button.image(for: .normal))
    #expect(image.renderingMode == .alwaysTemplate)
    #expect(image.size.width > image.size.height)
    #expect(button.contentHorizontalAlignment == .left)
    #expect(!log.diagnostics.contains { $0.id == "unknown-image" })
  }

  @Test func buttonKeepsTheDocumentsTitleFont() throws {
    let (button, _) = try first(
      UIButton.self,
      """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" id="b">
          <rect key="frame" x="167" y="579" width="41" height="28"/>
          <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
          <state key="normal" title="Button"/>
      </button>
      """)
    #expect(button.titleLabel?.font.pointSize == 13)
    #expect(button.buttonType == .system)
  }

  @Test func buttonConfigurationSetsTitleFontAndColours() throws {
    let (button, _) = try first(
      UIButton.self,
      """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b">
          <rect key="frame" x="0" y="0" width="120" height="44"/>
          <state key="normal" title="Button"/>
          <buttonConfiguration key="configuration" style="filled" title="Sign in">
              <fontDescription key="titleFontDescription" type="system" pointSize="14"/>
              <color key="baseBackgroundColor" systemColor="systemRedColor"/>
          </buttonConfiguration>
      </button>
      """)
    let configuration = try #require(button.configuration)
    #expect(configuration.title == "Sign in")
    #expect(configuration.titleFont?.pointSize == 14)
    #expect(configuration.baseBackgroundColor != nil)
    #expect(button.titleLabel?.text == "Sign in")
    #expect(button.titleLabel?.textColor.rgba == UIColor.white.rgba)
  }

  /// An SF Symbol the stand-in draws as another shape (`chevron.right.2` was drawn as one
  /// chevron, AshbelJhuang0331/AJShimmeringSliderView, draw 55) is a located note: the
  /// stand-in is not the symbol. One it draws as itself (two chevrons now) is not.
  @Test func aSymbolTheStandInDoesNotDrawIsNoted() throws {
    let (_, log) = try first(
      UIImageView.self,
      """
      <imageView contentMode="scaleAspectFit" image="chevron.right.2" catalog="system" id="a">
          <rect key="frame" x="0" y="0" width="20" height="20"/>
      </imageView>
      <imageView contentMode="scaleAspectFit" image="person.crop.circle" catalog="system" id="b">
          <rect key="frame" x="0" y="20" width="20" height="20"/>
      </imageView>
      """,
      resources: #"<image name="chevron.right.2" catalog="system" width="128" height="105"/>"#
        + #"<image name="person.crop.circle" catalog="system" width="128" height="121"/>"#)
    let notes = log.diagnostics.filter { $0.id == "symbol-substituted" }
    #expect(notes.count == 1, "\(log.diagnostics)")
    #expect(notes.first?.message.contains("'person.crop.circle'") == true)
    #expect(notes.first?.location != nil)
  }

  @Test func imageViewShowsSFSymbolsAsTemplatePlaceholders() throws {
    let (imageView, log) = try first(
      UIImageView.self,
      """
      <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.right" catalog="system" id="iv">
          <rect key="frame" x="0" y="0" width="20" height="20"/>
          <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" scale="large">
              <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
          </preferredSymbolConfiguration>
      </imageView>
      """,
      resources: #"<image name="chevron.right" catalog="system" width="96" height="128"/>"#)
    let image = try #require(imageView.image)
    #expect(image.renderingMode == .alwaysTemplate)
    #expect(image.size.height > image.size.width)
    #expect(image.size.height > 17)
    #expect(log.diagnostics.isEmpty)
  }

  @Test(arguments: [
    (#"<fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>"#, 20.0, 700),
    (#"<fontDescription key="fontDescription" type="italicSystem" pointSize="13"/>"#, 13.0, 400),
    (
      #"<fontDescription key="fontDescription" type="system" weight="heavy" pointSize="16"/>"#,
      16.0, 800
    ),
    (
      #"<fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="22"/>"#,
      22.0, 400
    ),
    (
      #"<fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="18"/>"#,
      18.0, 600
    ),
    (#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, 17.0, 400),
  ])
  func fontDescriptionsInEveryCorpusForm(xml: String, size: Double, weight: Int) throws {
    let (label, log) = try first(
      UILabel.self,
      """
      <label opaque="NO" text="x" id="l">
          <rect key="frame" x="0" y="0" width="100" height="21"/>
          \(xml)
      </label>
      """)
    #expect(label.font.pointSize == CGFloat(size))
    #expect(label.font.fontSpec.weight == weight)
    #expect(log.diagnostics.isEmpty)
  }

  @Test func coloursResolveInEveryForm() throws {
    let (root, log) = try build(
      """
      <view contentMode="scaleToFill" id="v1"><rect key="frame" x="0" y="0" width="1" height="1"/>
          <color key="backgroundColor" name="Brand"/></view>
      <view contentMode="scaleToFill" id="v2"><rect key="frame" x="0" y="0" width="1" height="1"/>
          <color key="backgroundColor" systemColor="systemMintColor"/></view>
      <view contentMode="scaleToFill" id="v3"><rect key="frame" x="0" y="0" width="1" height="1"/>
          <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/></view>
      <view contentMode="scaleToFill" id="v4"><rect key="frame" x="0" y="0" width="1" height="1"/>
          <color key="backgroundColor" systemColor="somethingNewColor"/></view>
      <view contentMode="scaleToFill" id="v5"><rect key="frame" x="0" y="0" width="1" height="1"/>
          <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></view>
      """,
      resources: """
        <namedColor name="Brand"><color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
        <systemColor name="somethingNewColor"><color red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
        """)
    let colors = root.subviews.map { $0.backgroundColor?.rgba }
    #expect(colors[0]?.green == 0.5)
    #expect(colors[1] != nil && colors[1]?.alpha == 1)
    #expect(colors[2]?.blue ?? 0 > 0.9)
    #expect(colors[3]?.blue == 1)
    // Gamma 2.2 grey 0.5 is drawn as sRGB's encoding of 0.5^2.2 (≈ 0.5039), as iOS converts it.
    let gamma22 = pow(0.5, 2.2)
    let encoded = 1.055 * pow(gamma22, 1 / 2.4) - 0.055
    #expect(abs((colors[4]?.red ?? 0) - encoded) < 0.001)
    #expect(!log.diagnostics.contains { $0.id == "unknown-color" })
  }

  @Test func absurdNumbersNeitherTrapNorHang() throws {
    let (root, _) = try build(
      """
      <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="1e300" currentPage="-7" id="pc">
          <rect key="frame" x="0" y="0" width="100" height="30"/>
      </pageControl>
      <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="900000000" id="pc2">
          <rect key="frame" x="0" y="40" width="100" height="30"/>
      </pageControl>
      <segmentedControl opaque="NO" contentMode="scaleToFill" selectedSegmentIndex="1e20" id="sc">
          <rect key="frame" x="0" y="80" width="100" height="30"/>
      </segmentedControl>
      <datePicker contentMode="scaleToFill" datePickerMode="countDownTimer" minuteInterval="nan" countDownDuration="1e300" id="dp">
          <rect key="frame" x="0" y="120" width="200" height="100"/>
          <date key="date" timeIntervalSinceReferenceDate="1e300"/>
      </datePicker>
      <imageView clipsSubviews="YES" contentMode="center" image="star" catalog="system" id="iv">
          <rect key="frame" x="0" y="230" width="20" height="20"/>
          <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="1e12"/>
      </imageView>
      """)
    let pages = try #require(root.subviews[1] as? UIPageControl)
    #expect(pages.numberOfPages == 900_000_000)
    _ = try LayerRenderer().rasterize(root, scale: 1)
  }

  @Test(.requiresCorpus) func allViewsStoryboardHasNoUnknownControls() throws {
    let url = Corpus.file(
      "IBDecodable__IBDecodable/Tests/Resources/StoryboardAllViews.storyboard")
    let doc = try IBDocument(contentsOf: url)
    #expect(doc.root.descendants().contains { $0.name == "visualEffectView" })
    let log = DiagnosticLog()
    let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
    let builder = ObjectBuilder(
      document: doc, table: .uiKit, resources: resources, diagnostics: log)
    let scene = try #require(doc.scenes.first)
    _ = builder.instantiate(try #require(scene.rootView))
    #expect(builder.made.count > 30)
    let mine: Set<String> = [
      "textField", "textView", "slider", "switch", "segmentedControl", "stepper", "pageControl",
      "progressView", "activityIndicatorView", "pickerView", "datePicker", "visualEffectView",
      "mapView", "wkWebView", "glkView", "sceneKitView", "arscnView", "skView", "arskView",
      "mtkView", "button", "label", "imageView",
    ]
    let unknown = log.diagnostics.filter { d in
      d.id == "unknown-element" && mine.contains { d.message.contains("<\($0)>") }
    }
    #expect(unknown.isEmpty, "\(unknown.map(\.message))")
  }
}

/// Size-class variations and the designables cache.
@MainActor
struct TraitVariationTests {
  static let view = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
        DEVICE
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" id="box">
                        <rect key="frame" x="10" y="10" width="50" height="50"/>
                        <variation key="heightClass=compact">
                            <rect key="frame" x="100" y="10" width="50" height="50"/>
                        </variation>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c1"/>
                    <constraint firstAttribute="centerX" secondItem="box" secondAttribute="centerX" id="c2">
                        <variation key="heightClass=compact-widthClass=regular" constant="-250"/>
                    </constraint>
                    <constraint firstAttribute="top" secondItem="box" secondAttribute="top" id="c3"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="c3"/>
                    </mask>
                </variation>
                <variation key="heightClass=compact-widthClass=regular">
                    <mask key="constraints">
                        <exclude reference="c2"/>
                        <include reference="c3"/>
                    </mask>
                </variation>
            </view>
        </objects>
        <designables>
            <designable name="box" size="120,44"/>
        </designables>
    </document>
    """

  func document(device: String) throws -> IBDocument {
    let text = Self.view.replacingOccurrences(of: "DEVICE", with: device)
    return try IBDocument.parse(Data(text.utf8), path: "/nonexistent/Variations.xib")
  }

  @Test(arguments: [
    ("retina4_7", false, UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular),
    ("retina4_7", true, .compact, .compact),
    ("retina6_5", true, .regular, .compact),
    ("ipad12_9", false, .regular, .regular),
  ])
  func devicesHaveIOSSizeClasses(
    id: String, landscape: Bool, width: UIUserInterfaceSizeClass,
    height: UIUserInterfaceSizeClass
  ) {
    let traits = TraitVariations(deviceID: id, landscape: landscape)
    #expect(traits.widthClass == width && traits.heightClass == height)
  }

  @Test func keysMatchTheirSizeClasses() {
    let landscapePlus = TraitVariations(widthClass: .regular, heightClass: .compact)
    #expect(landscapePlus.matches("heightClass=compact-widthClass=regular"))
    #expect(landscapePlus.matches("heightClass=compact"))
    #expect(!landscapePlus.matches("widthClass=compact"))
    #expect(!landscapePlus.matches("default"))
    #expect(!TraitVariations(widthClass: nil, heightClass: nil).matches("heightClass=compact"))
  }

  @Test func portraitKeepsTheBaseConfiguration() throws {
    let doc = try document(device: #"<device id="retina4_7" orientation="portrait"/>"#)
    let traits = TraitVariations(document: doc)
    let root = try #require(doc.element(withID: "root"))
    let box = try #require(doc.element(withID: "box"))
    #expect(traits.frame(of: box) == CGRect(x: 10, y: 10, width: 50, height: 50))
    #expect(traits.installedConstraintIDs(of: root) == ["c1", "c2"])
    #expect(traits.isInstalled(box))
  }

  @Test func compactHeightRegularWidthAppliesItsVariations() throws {
    let doc = try document(device: #"<device id="retina6_5" orientation="landscape"/>"#)
    let traits = TraitVariations(document: doc)
    let root = try #require(doc.element(withID: "root"))
    let box = try #require(doc.element(withID: "box"))
    let c2 = try #require(doc.element(withID: "c2"))
    #expect(traits.frame(of: box) == CGRect(x: 100, y: 10, width: 50, height: 50))
    #expect(traits.installedConstraintIDs(of: root) == ["c1", "c3"])
    #expect(traits.attribute("constant", of: c2) == "-250")
    #expect(TraitVariations.frame(of: box, in: doc)?.minX == 100)
  }

  @Test func objectBuilderUsesTheSizeClassFrame() throws {
    let doc = try document(device: #"<device id="retina4_7" orientation="landscape"/>"#)
    let log = DiagnosticLog()
    let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
    let builder = ObjectBuilder(
      document: doc, table: .uiKit, resources: resources, diagnostics: log)
    let root = builder.instantiate(try #require(doc.element(withID: "root")))
    #expect(root.subviews.first?.frame.minX == 100)
  }

  @Test func designablesCacheGivesSizes() throws {
    let doc = try document(device: "")
    #expect(DesignablesCache.sizes(in: doc)["box"] == CGSize(width: 120, height: 44))
    #expect(DesignablesCache.contains("box", in: doc))
    #expect(!DesignablesCache.contains("root", in: doc))
  }

  @Test func aFramelessCustomViewTakesTheCachedSize() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
          <objects>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                  <subviews>
                      <view contentMode="scaleToFill" id="rb" customClass="Rainbow"/>
                  </subviews>
              </view>
          </objects>
          <designables>
              <designable name="rb">
                  <size key="intrinsicContentSize" width="150" height="150"/>
              </designable>
          </designables>
      </document>
      """
    let doc = try IBDocument.parse(Data(text.utf8), path: "/nonexistent/Designables.xib")
    let rainbow = try #require(doc.element(withID: "rb"))
    #expect(TraitVariations.frame(of: rainbow, in: doc)?.size == CGSize(width: 150, height: 150))
  }
}

/// A slider whose `init(frame:)` puts its thumb half way.
@MainActor
final class CentredSlider: UISlider {
  override init(frame: CGRect) {
    super.init(frame: frame)
    value = 0.5
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A stepper whose `init(frame:)` counts from 1 in tens.
@MainActor
final class TenStepper: UIStepper {
  override init(frame: CGRect) {
    super.init(frame: frame)
    minimumValue = 1
    stepValue = 10
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}
