import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselTestSupport
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Container, list and bar elements, shaped as the corpus writes them, become the right
/// UIKit objects; scenes in navigation and tab bar controllers get their bars.
@MainActor
struct ContainerReaderTests {
  func build(_ subviews: String) throws -> (UIView, DiagnosticLog) {
    try instantiateXib(subviews, path: "/nonexistent/Containers.xib")
  }

  func first<V: UIView>(_ type: V.Type, _ subviews: String) throws -> (V, DiagnosticLog) {
    try firstSubview(type, subviews, path: "/nonexistent/Containers.xib")
  }

  func unknownElements(_ log: DiagnosticLog) -> [String] {
    log.diagnostics.filter { $0.id == "unknown-element" || $0.id == "unsupported-attribute" }
      .map(\.message)
  }

  @Test func stackViewReadsAxisDistributionAlignmentAndKeepsStoredFrames() throws {
    let (stack, log) = try first(
      UIStackView.self,
      """
      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="12" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="st">
          <rect key="frame" x="16" y="20" width="200" height="100"/>
          <subviews>
              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="One" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                  <rect key="frame" x="83" y="0.0" width="34" height="44"/>
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  <nil key="textColor"/>
                  <nil key="highlightedColor"/>
              </label>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v2">
                  <rect key="frame" x="70" y="56" width="60" height="44"/>
              </view>
          </subviews>
      </stackView>
      """)
    #expect(stack.axis == .vertical)
    #expect(stack.distribution == .fillEqually)
    #expect(stack.alignment == .center)
    #expect(stack.spacing == 12)
    #expect(stack.isBaselineRelativeArrangement)
    #expect(stack.arrangedSubviews.count == 2)
    stack.layoutIfNeeded()
    // Interface Builder's resolved frames are kept.
    #expect(stack.arrangedSubviews[1].frame == CGRect(x: 70, y: 56, width: 60, height: 44))
    #expect(unknownElements(log).isEmpty, "\(unknownElements(log))")
  }

  @Test func scrollViewReadsIndicatorsAndStaysAtOffsetZero() throws {
    let (scroll, _) = try first(
      UIScrollView.self,
      """
      <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" showsHorizontalScrollIndicator="NO" keyboardDismissMode="onDrag" translatesAutoresizingMaskIntoConstraints="NO" id="sc">
          <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
      </scrollView>
      """)
    #expect(!scroll.showsHorizontalScrollIndicator)
    #expect(scroll.keyboardDismissMode == .onDrag)
    #expect(scroll.contentOffset == .zero)
    #expect(scroll.clipsToBounds)
  }

  static let table = """
    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv">
        <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
        <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
        <sections>
            <tableViewSection headerTitle="Account" footerTitle="Footnote" id="s1">
                <cells>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="t1" detailTextLabel="d1" style="IBUITableViewCellStyleValue1" id="c1">
                        <rect key="frame" x="0.0" y="55.5" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c1" id="cv1">
                            <rect key="frame" x="0.0" y="0.0" width="341" height="43.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Theme" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="t1">
                                    <rect key="frame" x="16" y="12" width="100" height="20.5"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Dark" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="d1">
                                    <rect key="frame" x="280" y="12" width="60" height="20.5"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <color key="textColor" white="0.66666666669999997" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" accessoryType="checkmark" indentationWidth="10" id="c2">
                        <rect key="frame" x="0.0" y="99.5" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c2" id="cv2">
                            <rect key="frame" x="0.0" y="0.0" width="335" height="43.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </cells>
            </tableViewSection>
        </sections>
    </tableView>
    """

  @Test func staticTableMakesCellsWithStyleLabelsAndSections() throws {
    let (table, log) = try first(UITableView.self, Self.table)
    #expect(table.style == .grouped)
    #expect(table.separatorStyle == .singleLine)
    #expect(table.rowHeight == 44)
    #expect(table.sectionHeaderHeight == 18)
    #expect(table.alwaysBounceVertical)
    let cells = table.visibleCells
    #expect(cells.count == 2)
    #expect(cells[0].frame == CGRect(x: 0, y: 55.5, width: 375, height: 44))
    #expect(cells[0].style == .value1)
    #expect(cells[0].accessoryType == .disclosureIndicator)
    #expect(cells[0].textLabel?.text == "Theme")
    #expect(cells[0].detailTextLabel?.text == "Dark")
    #expect(cells[0].contentView.frame.width == 341)
    #expect(cells[0].contentView.subviews.count == 2)
    #expect(cells[1].accessoryType == .checkmark)
    #expect(cells[1].selectionStyle == .none)
    #expect(table.interfaceBuilderSections.count == 1)
    #expect(table.interfaceBuilderSections[0].headerTitle == "Account")
    #expect(table.interfaceBuilderSections[0].footerTitle == "Footnote")
    #expect(table.interfaceBuilderSections[0].cellsFrame?.minY == 55.5)
    #expect(unknownElements(log).isEmpty, "\(unknownElements(log))")
  }

  /// Prototype cells as Xcode 8.0 stored them: content views and a Basic cell's label with
  /// `<frame key="frameInset">`, and a content view with no frame at all. Each content view
  /// fills its cell and the labels draw (they were made at zero size and clipped away).
  @Test func xcode8PrototypeCellsKeepTheirContent() throws {
    let (table, log) = try first(
      UITableView.self,
      """
      <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" id="tv">
          <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
          <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
          <prototypes>
              <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Custom" id="c1">
                  <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c1" id="cv1">
                      <frame key="frameInset" width="375" height="59.5"/>
                      <subviews>
                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Custom" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                              <rect key="frame" x="16" y="19" width="100" height="21"/>
                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                              <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                              <nil key="highlightedColor"/>
                          </label>
                          <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="i1">
                              <frame key="frameInset" minY="10" maxX="16" width="40" maxY="9.5"/>
                              <color key="backgroundColor" red="0.0" green="0.5" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                          </imageView>
                      </subviews>
                  </tableViewCellContentView>
              </tableViewCell>
              <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Basic" textLabel="t2" style="IBUITableViewCellStyleDefault" id="c2">
                  <rect key="frame" x="0.0" y="88" width="375" height="44"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c2" id="cv2">
                      <frame key="frameInset" width="375" height="43"/>
                      <subviews>
                          <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Basic" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="t2">
                              <frame key="frameInset" minX="15" width="345" height="43"/>
                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                              <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                              <nil key="highlightedColor"/>
                          </label>
                      </subviews>
                  </tableViewCellContentView>
              </tableViewCell>
              <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Bare" id="c3">
                  <rect key="frame" x="0.0" y="132" width="375" height="44"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c3" id="cv3">
                      <subviews>
                          <label opaque="NO" contentMode="left" text="Bare" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="t3">
                              <rect key="frame" x="16" y="11" width="100" height="21"/>
                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                              <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                              <nil key="highlightedColor"/>
                          </label>
                      </subviews>
                  </tableViewCellContentView>
              </tableViewCell>
          </prototypes>
      </tableView>
      """)
    #expect(unknownElements(log).isEmpty, "\(unknownElements(log))")
    let cells = table.subviews.compactMap { $0 as? UITableViewCell }
    try #require(cells.count == 3)
    #expect(cells[0].contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 59.5))
    let image = try #require(cells[0].contentView.subviews.last)
    #expect(image.frame == CGRect(x: 319, y: 10, width: 40, height: 40))
    #expect(cells[1].textLabel?.frame == CGRect(x: 15, y: 0, width: 345, height: 43))
    #expect(cells[2].contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    table.layoutIfNeeded()
    let bitmap = try LayerRenderer().rasterize(table, scale: 1).bitmap()
    /// Whether the row band `ys` holds dark ink (a label's text) left of x = 200.
    func inked(_ ys: Range<Int>) -> Bool {
      ys.contains { y in
        (0..<200).contains { x in
          let p = bitmap.pixel(x: x, y: y)
          return p.red < 0.3 && p.green < 0.3 && p.blue < 0.3
        }
      }
    }
    #expect(inked(28..<88), "the custom cell's label is not drawn")
    #expect(inked(88..<132), "the Basic cell's label is not drawn")
    #expect(inked(132..<176), "the label of a content view stored without a frame is not drawn")
    let green = bitmap.pixel(x: 339, y: 58)
    #expect(green.green > 0.4 && green.red < 0.1, "the image view is not drawn: \(green)")
  }

  /// A `frameInset` that gives no size, in a superview stored without a frame, is reported
  /// where it is, not drawn blank in silence.
  @Test func anUnreadableFrameInsetIsReported() throws {
    let (_, log) = try build(
      """
      <view contentMode="scaleToFill" id="outer">
          <subviews>
              <view contentMode="scaleToFill" id="inner">
                  <frame key="frameInset" minX="8" maxX="8"/>
              </view>
          </subviews>
      </view>
      """)
    let found = log.diagnostics.filter { $0.id == "frame-unreadable" }
    #expect(found.map(\.objectID) == ["inner"], "\(log.diagnostics.map(\.message))")
  }

  /// A collection view cell's content view stored without a frame (or with Xcode 8.0's
  /// `frameInset`) fills its cell, as a table view cell's does.
  @Test func collectionCellContentViewsFillTheirCells() throws {
    let (view, _) = try first(
      UICollectionView.self,
      """
      <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
          <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
          <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
              <size key="itemSize" width="50" height="60"/>
          </collectionViewFlowLayout>
          <cells>
              <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Bare" id="c1">
                  <rect key="frame" x="0.0" y="0.0" width="50" height="60"/>
                  <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"/>
              </collectionViewCell>
              <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Inset" id="c2">
                  <rect key="frame" x="60" y="0.0" width="50" height="60"/>
                  <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                      <frame key="frameInset" width="50" height="60"/>
                  </view>
              </collectionViewCell>
          </cells>
      </collectionView>
      """)
    let cells = view.subviews.compactMap { $0 as? UICollectionViewCell }
    try #require(cells.count == 2)
    #expect(cells[0].contentView.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
    #expect(cells[1].contentView.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
  }

  @Test func collectionViewReadsFlowLayoutCellsAndHeaders() throws {
    let (view, log) = try first(
      UICollectionView.self,
      """
      <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
          <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
          <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
          <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="12" id="fl">
              <size key="itemSize" width="50" height="60"/>
              <size key="headerReferenceSize" width="50" height="50"/>
              <size key="footerReferenceSize" width="0.0" height="0.0"/>
              <inset key="sectionInset" minX="8" minY="0.0" maxX="8" maxY="0.0"/>
          </collectionViewFlowLayout>
          <cells>
              <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="c1">
                  <rect key="frame" x="8" y="50" width="50" height="60"/>
                  <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                      <rect key="frame" x="0.0" y="0.0" width="50" height="60"/>
                      <subviews>
                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="l1">
                              <rect key="frame" x="4" y="4" width="40" height="20"/>
                              <fontDescription key="fontDescription" type="system" pointSize="17"/>
                              <nil key="textColor"/>
                              <nil key="highlightedColor"/>
                          </label>
                      </subviews>
                  </view>
              </collectionViewCell>
          </cells>
          <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="h1">
              <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
          </collectionReusableView>
      </collectionView>
      """)
    let flow = try #require(view.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(flow.itemSize == CGSize(width: 50, height: 60))
    #expect(flow.minimumInteritemSpacing == 12)
    #expect(flow.headerReferenceSize.height == 50)
    #expect(flow.sectionInset.left == 8)
    let cell = try #require(view.visibleCells.first)
    #expect(cell.frame == CGRect(x: 8, y: 50, width: 50, height: 60))
    #expect(cell.reuseIdentifier == "Cell")
    #expect(cell.contentView.subviews.first is UILabel)
    let header = try #require(
      view.subviews.compactMap { $0 as? UICollectionReusableView }.first {
        !($0 is UICollectionViewCell)
      })
    #expect(header.reuseIdentifier == "Header")
    #expect(view.flowFrames(count: 3).map(\.minX) == [8, 70, 132])
    #expect(unknownElements(log).isEmpty, "\(unknownElements(log))")
  }

  @Test func barsReadTheirItems() throws {
    let (root, log) = try build(
      """
      <navigationBar contentMode="scaleToFill" largeTitles="YES" translatesAutoresizingMaskIntoConstraints="NO" id="nb">
          <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
          <color key="barTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          <items>
              <navigationItem title="Novo" id="ni">
                  <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="b1"/>
                  <barButtonItem key="rightBarButtonItem" title="Save" style="done" id="b2"/>
              </navigationItem>
          </items>
      </navigationBar>
      <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb">
          <rect key="frame" x="0.0" y="200" width="375" height="49"/>
          <items>
              <tabBarItem systemItem="favorites" id="i1"/>
              <tabBarItem title="Chats" id="i2"/>
          </items>
      </tabBar>
      <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tl">
          <rect key="frame" x="0.0" y="100" width="375" height="44"/>
          <items>
              <barButtonItem systemItem="trash" id="t1"/>
              <barButtonItem style="plain" systemItem="flexibleSpace" id="t2"/>
              <barButtonItem title="Item" id="t3"/>
          </items>
      </toolbar>
      <searchBar contentMode="redraw" placeholder="Find" searchBarStyle="minimal" id="sb">
          <rect key="frame" x="0.0" y="150" width="375" height="56"/>
          <textInputTraits key="textInputTraits"/>
      </searchBar>
      """)
    let nav = try #require(root.subviews[0] as? UINavigationBar)
    #expect(nav.prefersLargeTitles)
    #expect(nav.barTintColor?.rgba.red == 1)
    #expect(nav.topItem?.title == "Novo")
    #expect(nav.topItem?.leftBarButtonItem?.systemItem == .cancel)
    #expect(nav.topItem?.rightBarButtonItem?.title == "Save")
    #expect(nav.topItem?.rightBarButtonItem?.style == .done)
    let tabs = try #require(root.subviews[1] as? UITabBar)
    #expect(tabs.items?.count == 2)
    #expect(tabs.items?[0].systemItem == .favorites)
    #expect(tabs.items?[1].title == "Chats")
    let toolbar = try #require(root.subviews[2] as? UIToolbar)
    #expect(toolbar.items?.map(\.systemItem) == [.trash, .flexibleSpace, nil])
    let search = try #require(root.subviews[3] as? UISearchBar)
    #expect(search.placeholder == "Find")
    #expect(search.searchBarStyle == .minimal)
    #expect(unknownElements(log).isEmpty, "\(unknownElements(log))")
  }

  @Test func containerViewNamesItsEmbeddedController() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <subviews>
                                  <containerView opaque="NO" contentMode="scaleToFill" id="cv">
                                      <rect key="frame" x="0.0" y="100" width="375" height="200"/>
                                      <connections>
                                          <segue destination="child" kind="embed" id="e1"/>
                                      </connections>
                                  </containerView>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <tableViewController id="child" sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="tv">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let doc = try IBDocument.parse(Data(xml.utf8), path: "/nonexistent/Embed.storyboard")
    let (root, _) = try instantiateFirstScene(of: doc)
    let container = try #require(root.subviews.first as? EmbeddedControllerPlaceholderView)
    #expect(container.caption == "UITableViewController")
    #expect(container.frame.minY == 100)
  }
}

/// Scenes in navigation and tab bar controllers render with their bars; container
/// controllers render as cards; corpus scenes with lists and bars have no unknown elements.
@MainActor
struct SceneChromeTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tabs">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="tabScene">
                <objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tbar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            <color key="barTintColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </tabBar>
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="other" kind="relationship" relationship="viewControllers" id="r2"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="navScene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Lists" id="ti1"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nbar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <color key="barTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </navigationBar>
                        <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="r3"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="listScene">
                <objects>
                    <tableViewController id="list" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" id="tv">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Cell" id="cell">
                                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="ccv">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="43.5"/>
                                        <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <navigationItem key="navigationItem" title="Inbox" id="item">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="add"/>
                        </navigationItem>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="otherScene">
                <objects>
                    <viewController id="other" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="ov">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="Other" id="ti2"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  func render(_ sceneID: String, xml: String = storyboard) throws -> (Bitmap, DiagnosticLog) {
    try renderScene(
      sceneID, of: IBDocument.parse(Data(xml.utf8), path: "/nonexistent/Chrome.storyboard"))
  }

  /// A navigation stack with an opaque bar (`translucent="NO"`) over a controller whose view
  /// Interface Builder stored below it, `extended` saying whether the controller extends
  /// under opaque bars.
  static func opaqueBarStoryboard(
    viewHeight: Int, extended: Bool = false, translucent: Bool = false, edges: String? = nil
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="navScene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \(translucent ? "" : "translucent=\"NO\" ")id="nbar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <color key="barTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="vcScene">
                <objects>
                    <viewController id="vc" \(extended ? "extendedLayoutIncludesOpaqueBars=\"YES\" " : "")sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(viewHeight)"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="top">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="10"/>
                                    <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        </view>
                        \(edges.map { "<extendedEdge key=\"edgesForExtendedLayout\" \($0)/>" } ?? "")
                        <navigationItem key="navigationItem" title="Opaque" id="item"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test func aViewStoredBelowAnOpaqueBarIsDrawnBelowIt() throws {
    // 667 - 44 (an Xcode 14 document shows no status bar on this phone): stored below the
    // opaque bar, its blue top strip starts at 44 points.
    let (below, _) = try render("vcScene", xml: Self.opaqueBarStoryboard(viewHeight: 623))
    #expect(below.width == 375 && below.height == 667)
    #expect(near(below.pixel(x: 5, y: 40), 1, 0, 0))
    #expect(near(below.pixel(x: 5, y: 48), 0, 0, 1))
    // Stored screen-high (laid under the bar) or extending under opaque bars: the strip is
    // under the bar, and the view's white shows just below it.
    for xml in [
      Self.opaqueBarStoryboard(viewHeight: 667),
      Self.opaqueBarStoryboard(viewHeight: 623, extended: true),
    ] {
      let (under, _) = try render("vcScene", xml: xml)
      #expect(near(under.pixel(x: 5, y: 40), 1, 0, 0))
      #expect(!near(under.pixel(x: 5, y: 48), 0, 0, 1))
    }
  }

  /// A controller whose "Extend Edges Under Top Bars" is off (`<extendedEdge
  /// key="edgesForExtendedLayout"/>` without `top="YES"`) is laid out below the navigation
  /// bar, translucent or not, as Interface Builder shows it; with the top edge it runs under
  /// a translucent bar.
  @Test func aViewNotExtendedUnderTopBarsIsDrawnBelowThem() throws {
    let (below, _) = try render(
      "vcScene",
      xml: Self.opaqueBarStoryboard(
        viewHeight: 623, extended: true, translucent: true, edges: "bottom=\"YES\""))
    #expect(below.width == 375 && below.height == 667)
    #expect(near(below.pixel(x: 5, y: 48), 0, 0, 1))
    let (under, _) = try render(
      "vcScene",
      xml: Self.opaqueBarStoryboard(
        viewHeight: 623, translucent: true, edges: "top=\"YES\" bottom=\"YES\""))
    #expect(!near(under.pixel(x: 5, y: 48), 0, 0, 1))
  }

  /// A tab bar controller whose green bar is opaque (`translucent="NO"` when `opaque`) over a
  /// child whose view is `viewHeight` high, with a blue strip along its bottom 10 points.
  static func opaqueTabBarStoryboard(viewHeight: Int, opaque: Bool = true) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tabs">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="tabsScene">
                <objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" \(opaque ? "translucent=\"NO\" " : "")id="tbar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            <color key="barTintColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </tabBar>
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="viewControllers" id="r1"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="vcScene">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(viewHeight)"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="bottom">
                                    <rect key="frame" x="0.0" y="\(viewHeight - 10)" width="375" height="10"/>
                                    <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="Home" id="item"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test func aViewStoredAboveAnOpaqueTabBarIsDrawnAboveIt() throws {
    // 667 - 49: stored above the opaque bar, its blue bottom strip ends where the bar begins.
    let (above, _) = try render("vcScene", xml: Self.opaqueTabBarStoryboard(viewHeight: 618))
    #expect(above.width == 375 && above.height == 667)
    #expect(near(above.pixel(x: 5, y: 613), 0, 0, 1))
    #expect(near(above.pixel(x: 5, y: 662), 0, 1, 0))
    // Under a translucent bar the view is the screen's height, its strip under the bar.
    let (under, _) = try render(
      "vcScene", xml: Self.opaqueTabBarStoryboard(viewHeight: 667, opaque: false))
    #expect(under.height == 667)
    #expect(!near(under.pixel(x: 5, y: 613), 0, 0, 1))
    #expect(!near(under.pixel(x: 5, y: 662), 0, 0, 1))
  }

  @Test func tableInNavigationAndTabsShowsBarsAndPrototypeRows() throws {
    let (image, log) = try render("listScene")
    #expect(image.width == 375 && image.height == 667)
    // The navigation controller's red 44-point bar at the top: an Xcode 14 document draws
    // no status bar on a phone without a notch.
    #expect(near(image.pixel(x: 5, y: 5), 1, 0, 0))
    #expect(near(image.pixel(x: 5, y: 40), 1, 0, 0))
    #expect(!near(image.pixel(x: 5, y: 50), 1, 0, 0))
    // The title is drawn (dark pixels in the middle of the bar).
    let dark = (150..<225).flatMap { x in (10..<40).map { y in image.pixel(x: x, y: y) } }
      .filter { $0.red < 0.4 }
    #expect(!dark.isEmpty)
    // The prototype row sits below the bar: its blue content view, 28 + 44 points down.
    #expect(near(image.pixel(x: 100, y: 44 + 28 + 20), 0, 0, 1))
    // The white cell area beyond the content view, and the tab bar in green at the bottom.
    #expect(near(image.pixel(x: 300, y: 44 + 28 + 10), 1, 1, 1))
    #expect(near(image.pixel(x: 5, y: 667 - 5), 0, 1, 0))
    #expect(!log.diagnostics.contains { $0.id == "unknown-element" })
  }

  @Test func navigationBarAndTabBarDrawSelectedItemInTint() throws {
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 200, height: 49))
    let first = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
    let second = UITabBarItem(tabBarSystemItem: .more, tag: 1)
    bar.items = [first, second]
    bar.selectedItem = first
    let bitmap = try LayerRenderer().rasterize(bar, scale: 1).bitmap()
    // The selected star (left half) has blue pixels; the right half has none.
    let left = (0..<100).flatMap { x in (5..<30).map { y in bitmap.pixel(x: x, y: y) } }
    let right = (100..<200).flatMap { x in (5..<30).map { y in bitmap.pixel(x: x, y: y) } }
    #expect(left.contains { $0.blue > 0.8 && $0.red < 0.3 })
    #expect(!right.contains { $0.blue > 0.8 && $0.red < 0.3 })
  }

  @Test func navigationControllerRendersAsACardWithItsBar() throws {
    let (image, _) = try render("navScene")
    #expect(image.width == 375 && image.height == 667)
    #expect(near(image.pixel(x: 5, y: 40), 1, 0, 0))
    #expect(near(image.pixel(x: 5, y: 300), 1, 1, 1))
  }

  @Test func tabBarControllerRendersAsACardWithItsItems() throws {
    let (image, _) = try render("tabScene")
    #expect(near(image.pixel(x: 2, y: 667 - 3), 0, 1, 0))
    // Its two items ("Lists", "Other") draw over the green bar, one in each half.
    func ink(_ xs: Range<Int>) -> Int {
      xs.flatMap { x in (667 - 49..<667).map { y in image.pixel(x: x, y: y) } }
        .filter { !near($0, 0, 1, 0, within: 0.25) }.count
    }
    #expect(ink(0..<187) > 0 && ink(188..<375) > 0)
  }

  static let mine: Set<String> = [
    "stackView", "scrollView", "containerView", "tableView", "tableViewCell",
    "tableViewCellContentView", "collectionView", "collectionViewCell",
    "collectionViewCellContentView", "collectionReusableView", "navigationBar", "tabBar",
    "toolbar", "searchBar",
  ]

  @Test(
    .requiresCorpus,
    arguments: [
      ("RocketChat__Rocket.Chat.iOS/Rocket.Chat/Storyboards/Preferences.storyboard", "QNQ-fa-gYE"),
      ("IBDecodable__IBDecodable/Tests/Resources/StoryboardControllers.storyboard", "xlv-3S-4PI"),
      (
        "IBAnimatable__IBAnimatable/IBAnimatableApp/IBAnimatableApp/Demo/DemoApp.storyboard",
        "RXo-MZ-0rg"
      ),
      ("IBDecodable__IBDecodable/Tests/Resources/StoryboardAllViews.storyboard", "djd-kR-Wr4"),
    ])
  func corpusSceneHasNoUnknownListOrBarElements(path: String, sceneID: String) throws {
    let url = Corpus.file(path)
    let doc = try IBDocument(contentsOf: url)
    let log = DiagnosticLog()
    let resources = ProjectResources(
      root: url.deletingLastPathComponent(), diagnostics: DiagnosticLog())
    var settings = RenderSettings()
    settings.scale = 1
    settings.encoding = .png(.fast)
    let renderer = SceneRenderer(
      document: doc, table: .uiKit, resources: resources, diagnostics: log, settings: settings)
    let scene = try #require(doc.scenes.first { $0.id == sceneID })
    let image = try Bitmap(data: try renderer.render(scene).data)
    #expect(image.width > 0)
    let unknown = log.diagnostics.filter { d in
      d.id == "unknown-element" && Self.mine.contains { d.message.contains("<\($0)>") }
    }
    #expect(unknown.isEmpty, "\(unknown.map(\.message))")
  }
}

extension SceneChromeTests {
  @Test func barsFollowADeviceResize() throws {
    let doc = try IBDocument.parse(
      Data(Self.storyboard.utf8), path: "/nonexistent/Chrome.storyboard")
    let log = DiagnosticLog()
    let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
    var settings = RenderSettings()
    settings.scale = 1
    settings.encoding = .png(.fast)
    settings.canvasSize = CGSize(width: 393, height: 852)
    let renderer = SceneRenderer(
      document: doc, table: .uiKit, resources: resources, diagnostics: log, settings: settings)
    let scene = try #require(doc.scenes.first { $0.id == "listScene" })
    let png = try renderer.render(scene).data
    let image = try Bitmap(data: png)
    #expect(image.width == 393 && image.height == 852)
    // A 59-point status bar and the 44-point bar: red down to 103, the row's blue below it,
    // and the 83-point tab bar (over the home indicator) in green.
    #expect(near(image.pixel(x: 5, y: 100), 1, 0, 0))
    #expect(near(image.pixel(x: 100, y: 103 + 28 + 20), 0, 0, 1))
    #expect(near(image.pixel(x: 5, y: 852 - 80), 0, 1, 0))
  }
}

extension SceneChromeTests {
  @Test func storyboardReferenceRendersAsASmallCard() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
          <scenes>
              <scene sceneID="ref">
                  <objects>
                      <viewControllerPlaceholder storyboardName="Settings" id="p1" sceneMemberID="viewController"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let (image, _) = try render("ref", xml: xml)
    #expect(image.width == 220 && image.height == 90)
    // Dark title text in the middle of a white card.
    #expect(near(image.pixel(x: 10, y: 45), 1, 1, 1))
    let dark = (60..<160).flatMap { x in (25..<50).map { y in image.pixel(x: x, y: y) } }
    #expect(dark.contains { $0.red < 0.3 && $0.alpha > 0.5 })
  }
}
