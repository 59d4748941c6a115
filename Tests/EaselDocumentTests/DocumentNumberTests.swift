import EaselDiagnostics
import EaselDocument
import Foundation
import Testing

/// Every number read from a document goes through `DocumentNumber`: non-finite, absurd and
/// malformed values are refused with a located error instead of reaching an `Int(...)`.
struct DocumentNumberTests {
  static func storyboard(frame: String, runtime: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" \(frame)/>
                            \(runtime)
                        </view>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="10" y="20"/>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test func spacesAndTabsAroundANumberAreIgnoredAndNothingElseIs() throws {
    let read: [(String, Double?)] = [
      ("5", 5), ("-0.5", -0.5), ("1e3", 1000), (" 5", 5), ("5 ", 5), ("\t3.5\t", 3.5),
      ("\u{00A0}7", 7), ("8\u{2003}", 8), ("", nil), (" ", nil), ("\n5", nil), ("5\n", nil),
      ("5 5", nil), ("x5", nil), ("\u{00E9}", nil),
    ]
    for (text, expected) in read {
      let value = try? DocumentNumber.read(text, role: .geometry).get()
      #expect(value == expected, "'\(text)'")
    }
  }

  @Test(
    arguments: [
      ("1", .success(1)), ("-2.5", .success(-2.5)), ("1000000", .success(1_000_000)),
      ("1e308", .failure(NumberProblem("1e308 is out of range (at most ±1000000)"))),
      ("1000001", .failure(NumberProblem("1000001 is out of range (at most ±1000000)"))),
      ("nan", .failure(NumberProblem("'nan' is not a finite number"))),
      ("-inf", .failure(NumberProblem("'-inf' is not a finite number"))),
      ("1e400", .failure(NumberProblem("'1e400' is not a finite number"))),
      ("", .failure(NumberProblem("'' is not a number"))),
      ("12abc", .failure(NumberProblem("'12abc' is not a number"))),
    ] as [(String, Result<Double, NumberProblem>)])
  func geometryNumbers(_ text: String, _ expected: Result<Double, NumberProblem>) {
    #expect(DocumentNumber.read(text, role: .geometry) == expected)
  }

  @Test func integerConversionIsChecked() {
    #expect(DocumentNumber.integer(2.5) == 3)
    #expect(DocumentNumber.integer(-7) == -7)
    #expect(DocumentNumber.integer(1e308) == nil)
    #expect(DocumentNumber.integer(.nan) == nil)
    #expect(DocumentNumber.integer(-.infinity) == nil)
    #expect(DocumentNumber.integer(9_007_199_254_740_992) == 9_007_199_254_740_992)
  }

  /// The fuzzer's first crash: `easel render --overview --device iPad` on a view 1e308
  /// points wide trapped converting the overview's size to an `Int`.
  @Test(arguments: ["1e308", "nan", "inf", "-1e308", "1e7"])
  func absurdFrameIsRefusedWithALocation(_ value: String) throws {
    let text = Self.storyboard(frame: #"x="0.0" y="0.0" width="\#(value)" height="667""#)
    let doc = try IBDocument.parse(Data(text.utf8), path: "Huge.storyboard")
    // The typed layer does not see it: the frame reads as missing.
    #expect(doc.element(withID: "root")?.frame == nil)
    // Renderers ask first, and get a located error.
    #expect(throws: DocumentError.self) { try doc.checkNumbers() }
    do {
      try doc.checkNumbers()
    } catch {
      #expect(error.code == .invalidNumber)
      #expect(error.description.hasPrefix("Huge.storyboard:8:59: error: rect width: "))
    }
    // The document itself still opens and saves byte-identical, to be repaired.
    #expect(doc.data() == Data(text.utf8))
  }

  /// The check is kept per version of the document's geometry: an edit that makes a frame
  /// absurd is caught by the next check.
  @Test func anEditedFrameIsCheckedAgain() throws {
    let text = Self.storyboard(frame: #"x="0.0" y="0.0" width="375" height="667""#)
    let doc = try IBDocument.parse(Data(text.utf8), path: "Edited.storyboard")
    try doc.checkNumbers()
    try doc.setFrame(CGRect(x: 0, y: 0, width: 1e9, height: 667), on: "root")
    #expect(throws: DocumentError.self) { try doc.checkNumbers() }
  }

  @Test func sensibleDocumentPassesTheCheck() throws {
    let text = Self.storyboard(frame: #"x="0.0" y="0.0" width="375" height="667""#)
    let doc = try IBDocument.parse(Data(text.utf8), path: "Fine.storyboard")
    try doc.checkNumbers()
    #expect(doc.element(withID: "root")?.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(doc.scenes.first?.canvasLocation == CGPoint(x: 10, y: 20))
  }

  @Test func hostileRuntimeNumberIsAMalformedAttribute() throws {
    let runtime = """
      <userDefinedRuntimeAttributes>
          <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowRadius">
              <real key="value" value="1e400"/>
          </userDefinedRuntimeAttribute>
          <userDefinedRuntimeAttribute type="number" keyPath="tag">
              <integer key="value" value="99999999999999999999"/>
          </userDefinedRuntimeAttribute>
          <userDefinedRuntimeAttribute type="number" keyPath="alpha">
              <real key="value" value="0.5"/>
          </userDefinedRuntimeAttribute>
      </userDefinedRuntimeAttributes>
      """
    let text = Self.storyboard(frame: #"width="10" height="10""#, runtime: runtime)
    let doc = try IBDocument.parse(Data(text.utf8), path: "R.storyboard")
    let log = DiagnosticLog()
    let root = try #require(doc.element(withID: "root"))
    let attributes = root.runtimeAttributes(diagnostics: log)
    #expect(attributes.map(\.keyPath) == ["alpha"])
    #expect(log.diagnostics.count == 2)
    #expect(log.diagnostics.first?.message.contains("'1e400' is not a finite number") == true)
    #expect(log.diagnostics.last?.message.contains("is out of range") == true)
  }

  /// Xcode saves a subview whose layout is ambiguous with a frame of billions of points
  /// (UICollectionViewPlayground's Form.storyboard) and opens the document: the frame is a
  /// located warning and is left out, not an error that refuses the document. A root view's
  /// frame, or a number that is not finite, is still an error.
  @Test func anAmbiguousSubviewsHugeFrameIsAWarningAndLeftOut() throws {
    let subviews = """
      <subviews>
          <label opaque="NO" text="Email" id="label">
              <rect key="frame" x="0.0" y="2332800008" width="343" height="21"/>
          </label>
      </subviews>
      """
    let text = Self.storyboard(
      frame: #"x="0.0" y="0.0" width="375" height="667""#, runtime: subviews)
    let doc = try IBDocument.parse(Data(text.utf8), path: "Form.storyboard")
    let warnings = try doc.checkNumbers()
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.id == "frame-out-of-range")
    #expect(warnings.first?.objectID == "label")
    #expect(warnings.first?.message.contains("rect y: 2332800008 is out of range") == true)
    #expect(doc.element(withID: "label")?.frame == nil)

    let rootHuge = Self.storyboard(frame: #"x="0.0" y="0.0" width="375" height="2332800008""#)
    let refused = try IBDocument.parse(Data(rootHuge.utf8), path: "Root.storyboard")
    #expect(throws: DocumentError.self) { try refused.checkNumbers() }
  }
}
