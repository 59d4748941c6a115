import EaselDocument
import Foundation
import Testing

/// Adding views from the object library and deleting views: Xcode's markup and indentation,
/// fresh ids, and a deleted view's constraints and outlets going with it.
@Suite struct ObjectEditsTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc0-00-000">
        <scenes>
            <scene sceneID="sc0-00-000">
                <objects>
                    <viewController id="vc0-00-000" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx0-00-000">
                                    <rect key="frame" x="20" y="40" width="200" height="100"/>
                                    <subviews>
                                        <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lb0-00-000">
                                            <rect key="frame" x="8" y="8" width="42" height="21"/>
                                        </label>
                                    </subviews>
                                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    <constraints>
                                        <constraint firstItem="lb0-00-000" firstAttribute="leading" secondItem="bx0-00-000" secondAttribute="leading" constant="8" id="c10-00-000"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" id="pl0-00-000">
                                    <rect key="frame" x="20" y="200" width="100" height="100"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="bx0-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="c20-00-000"/>
                                <constraint firstItem="pl0-00-000" firstAttribute="top" secondItem="lb0-00-000" secondAttribute="bottom" constant="20" id="c30-00-000"/>
                                <constraint firstItem="pl0-00-000" firstAttribute="leading" secondItem="rt0-00-000" secondAttribute="leading" constant="20" id="c40-00-000"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="box" destination="bx0-00-000" id="o10-00-000"/>
                            <outlet property="plain" destination="pl0-00-000" id="o20-00-000"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  func document() throws -> IBDocument {
    try IBDocument(bytes: Array(Self.storyboard.utf8), path: "Test.storyboard")
  }

  func text(_ doc: IBDocument) -> String { String(decoding: doc.bytes, as: UTF8.self) }

  /// The lines of `after` that `before` does not have, and those it lost.
  func changes(_ before: String, _ after: String) -> (added: [String], removed: [String]) {
    let diff = after.split(separator: "\n", omittingEmptySubsequences: false)
      .difference(from: before.split(separator: "\n", omittingEmptySubsequences: false))
    var added: [String] = []
    var removed: [String] = []
    for change in diff {
      switch change {
      case .insert(_, let line, _): added.append(String(line))
      case .remove(_, let line, _): removed.append(String(line))
      }
    }
    return (added, removed)
  }

  @Test func aLabelIsAddedAsTheLastSubviewInXcodesMarkup() throws {
    let doc = try document()
    let id = try doc.addSubview(
      .label, frame: CGRect(x: 40, y: 420, width: 42, height: 21), to: "rt0-00-000",
      id: "new-La-bel")
    #expect(id == "new-La-bel")
    let (added, removed) = changes(Self.storyboard, text(doc))
    #expect(removed.isEmpty)
    #expect(
      added == [
        #"                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="new-La-bel">"#,
        #"                                <rect key="frame" x="40" y="420" width="42" height="21"/>"#,
        #"                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#,
        #"                                <fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
        #"                                <nil key="textColor"/>"#,
        #"                                <nil key="highlightedColor"/>"#,
        #"                            </label>"#,
      ])
    let label = try #require(doc.element(withID: "new-La-bel"))
    #expect(label.parent?.parent?.id == "rt0-00-000")
    #expect(label.parent?.children.last === label)
    #expect(label.frame == CGRect(x: 40, y: 420, width: 42, height: 21))
  }

  @Test func aViewWithoutSubviewsGetsItsSubviewsAfterItsFrame() throws {
    let doc = try document()
    try doc.addSubview(
      .view, frame: CGRect(x: 4, y: 4, width: 50.5, height: 20), to: "pl0-00-000",
      customClass: "Rainbow", module: "RainbowDemo", id: "sub-Vi-ew1")
    let (added, removed) = changes(Self.storyboard, text(doc))
    #expect(removed.isEmpty)
    #expect(
      added == [
        "                                <subviews>",
        #"                                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" customClass="Rainbow" customModule="RainbowDemo" customModuleProvider="target" id="sub-Vi-ew1">"#,
        #"                                        <rect key="frame" x="4" y="4" width="50.5" height="20"/>"#,
        #"                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#,
        #"                                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
        #"                                    </view>"#,
        "                                </subviews>",
      ])
    #expect(doc.element(withID: "sub-Vi-ew1")?.customClass == "Rainbow")
  }

  @Test(arguments: LibraryObject.allCases)
  func everyLibraryObjectParsesAsAViewOfItsKind(_ kind: LibraryObject) throws {
    let doc = try document()
    let id = try doc.addSubview(
      kind, frame: CGRect(origin: .zero, size: kind.defaultSize), to: "rt0-00-000")
    let e = try #require(doc.element(withID: id))
    #expect(e.name == kind.rawValue)
    #expect(e.isViewElement)
    #expect(e.frame?.size == kind.defaultSize)
    // And it goes again without a trace.
    try doc.deleteView(id)
    #expect(text(doc) == Self.storyboard)
  }

  @Test func freshIDsHaveInterfaceBuildersShapeAndAreUnused() throws {
    let doc = try document()
    var generator = SystemRandomNumberGenerator()
    var seen: Set<String> = []
    for _ in 0..<200 {
      let id = doc.freshObjectID(using: &generator)
      #expect(id.wholeMatch(of: /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/) != nil, "\(id)")
      #expect(doc.element(withID: id) == nil)
      seen.insert(id)
    }
    #expect(seen.count > 190)
  }

  @Test func aDeletedViewTakesItsSubviewsConstraintsAndOutletsAlong() throws {
    let doc = try document()
    try doc.deleteView("bx0-00-000")
    let (added, removed) = changes(Self.storyboard, text(doc))
    #expect(added.isEmpty)
    // The box with its label and own constraint; the root's constraints naming the box or
    // the label; the outlet to the box. The plain view's other constraint and outlet stay.
    #expect(removed.count == 12 + 2 + 1, "\(removed.joined(separator: "\n"))")
    for id in ["bx0-00-000", "lb0-00-000", "c10-00-000", "c20-00-000", "c30-00-000", "o10-00-000"] {
      #expect(doc.element(withID: id) == nil, "\(id) is gone")
    }
    for id in ["pl0-00-000", "c40-00-000", "o20-00-000"] {
      #expect(doc.element(withID: id) != nil, "\(id) stays")
    }
  }

  @Test func theLastSubviewTakesItsSubviewsAndEmptiedListsAlong() throws {
    let doc = try document()
    try doc.deleteView("lb0-00-000")
    let after = text(doc)
    #expect(!after.contains("lb0-00-000"))
    // The box's only subview: `<subviews>` goes; the box's only constraint named the label:
    // `<constraints>` goes.
    let box = try #require(doc.element(withID: "bx0-00-000"))
    #expect(box.child("subviews") == nil)
    #expect(box.child("constraints") == nil)
    #expect(doc.element(withID: "c30-00-000") == nil)
    #expect(doc.element(withID: "c20-00-000") != nil)
  }

  @Test func rootViewsAndNonViewsAreNotDeleted() throws {
    let doc = try document()
    #expect(throws: DocumentError.self) { try doc.deleteView("rt0-00-000") }
    #expect(throws: DocumentError.self) { try doc.deleteView("vc0-00-000") }
    #expect(throws: DocumentError.self) { try doc.deleteView("c20-00-000") }
    #expect(throws: DocumentError.self) { try doc.deleteView("no-su-chI") }
    #expect(throws: DocumentError.self) {
      try doc.addSubview(.label, frame: .zero, to: "c20-00-000")
    }
    #expect(throws: DocumentError.self) {
      try doc.addSubview(.label, frame: .zero, to: "rt0-00-000", id: "bx0-00-000")
    }
    #expect(text(doc) == Self.storyboard)
  }
}
