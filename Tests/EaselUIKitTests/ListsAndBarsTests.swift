import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// Tables, collection views and bars: their UIKit behaviour and their look, by pixels.
@MainActor
struct ListsAndBarsTests {
  func pixels(_ view: UIView) throws -> Bitmap { try renderPixels(view) }

  func anyPixel(_ b: Bitmap, x: Range<Int>, y: Range<Int>, _ test: (RGBA) -> Bool) -> Bool {
    for px in x { for py in y where test(b.pixel(x: px, y: py)) { return true } }
    return false
  }

  /// A table of `style` with a section of two 44-point cells at y 40 and 84.
  func sectionTable(_ style: UITableView.Style) -> (UITableView, [UITableViewCell]) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: style)
    let cells = [40.0, 84.0].map { y -> UITableViewCell in
      let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
      cell.frame = CGRect(x: 0, y: y, width: 320, height: 44)
      cell.contentView.frame = CGRect(x: 0, y: 0, width: 290, height: 43.5)
      cell.accessoryType = .disclosureIndicator
      table.addSubview(cell)
      return cell
    }
    table.interfaceBuilderSections = [
      UITableView.Section(
        headerTitle: "Settings", footerTitle: nil, cellsFrame: cells[0].frame.union(cells[1].frame))
    ]
    return (table, cells)
  }

  @Test func groupedTableDrawsGreyBackgroundWhiteCellsSeparatorsAndChevron() throws {
    let (table, cells) = sectionTable(.grouped)
    checkViewTreeInvariants(table)
    #expect(table.visibleCells.count == 2)
    #expect(cells[0].textLabel != nil && cells[0].detailTextLabel == nil)
    let b = try pixels(table)
    // Grey grouped background below; the white cell.
    #expect(close(b.pixel(x: 300, y: 150), rgb(242, 242, 247)))
    #expect(close(b.pixel(x: 100, y: 60), rgb(255, 255, 255)))
    // The separator between the cells, inset 16 from the left (not at x < 16); none under
    // the section's last cell.
    #expect(anyPixel(b, x: 100..<101, y: 82..<84) { $0.red < 0.9 })
    #expect(!anyPixel(b, x: 4..<5, y: 82..<84) { $0.red < 0.9 })
    #expect(!anyPixel(b, x: 100..<101, y: 126..<128) { $0.red < 0.9 })
    // The grey chevron near the trailing edge, and the uppercase header text above.
    #expect(anyPixel(b, x: 290..<306, y: 52..<72) { $0.red < 0.85 })
    #expect(anyPixel(b, x: 16..<100, y: 15..<38) { $0.red < 0.6 })
  }

  @Test func insetGroupedTableInsetsCellsAndRoundsTheSection() throws {
    let (table, cells) = sectionTable(.insetGrouped)
    table.layoutIfNeeded()
    #expect(cells[0].frame == CGRect(x: 16, y: 40, width: 288, height: 44))
    #expect(cells[0].layer.cornerRadius == 10)
    #expect(cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(cells[1].layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    let b = try pixels(table)
    // Grey outside the inset, white inside; the rounded corner leaves the very corner grey.
    #expect(close(b.pixel(x: 8, y: 60), rgb(242, 242, 247)))
    #expect(close(b.pixel(x: 40, y: 60), rgb(255, 255, 255)))
    #expect(close(b.pixel(x: 16, y: 40), rgb(242, 242, 247), tolerance: 0.04))
  }

  @Test func separatorStyleNoneDrawsNoSeparator() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), style: .plain)
    table.separatorStyle = .none
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    table.addSubview(cell)
    let b = try pixels(table)
    #expect(!anyPixel(b, x: 20..<180, y: 42..<44) { $0.red < 0.95 })
  }

  @Test func checkmarkIsDrawnInTheTint() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 44), style: .plain)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    cell.accessoryType = .checkmark
    table.tintColor = .systemRed
    table.addSubview(cell)
    let b = try pixels(table)
    #expect(anyPixel(b, x: 160..<190, y: 10..<34) { $0.red > 0.8 && $0.green < 0.5 })
  }

  @Test func navigationBarDrawsTitleItemsAndBackButton() throws {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let back = UINavigationItem(title: "Inbox")
    let top = UINavigationItem(title: "Message")
    top.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    bar.items = [back, top]
    #expect(bar.topItem === top && bar.backItem === back)
    let b = try pixels(bar)
    // Light bar background, dark title in the middle, blue back chevron and plus.
    #expect(close(b.pixel(x: 160, y: 3), rgb(249, 249, 249, 0.94), tolerance: 0.04))
    #expect(anyPixel(b, x: 120..<200, y: 12..<32) { $0.red < 0.3 && $0.blue < 0.3 })
    #expect(anyPixel(b, x: 6..<22, y: 12..<32) { $0.blue > 0.8 && $0.red < 0.3 })
    #expect(anyPixel(b, x: 280..<310, y: 12..<32) { $0.blue > 0.8 && $0.red < 0.3 })
  }

  @Test func largeTitleIsDrawnBelowTheStandardBand() throws {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 96))
    bar.prefersLargeTitles = true
    bar.items = [UINavigationItem(title: "Settings")]
    let b = try pixels(bar)
    #expect(!anyPixel(b, x: 100..<220, y: 10..<34) { $0.red < 0.3 })
    #expect(anyPixel(b, x: 16..<120, y: 50..<90) { $0.red < 0.3 })
  }

  @Test func toolbarSharesFlexibleSpace() throws {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
    let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    toolbar.items = [trash, space, add]
    let b = try pixels(toolbar)
    #expect(anyPixel(b, x: 16..<40, y: 10..<34) { $0.blue > 0.8 && $0.red < 0.3 })
    #expect(anyPixel(b, x: 280..<304, y: 10..<34) { $0.blue > 0.8 && $0.red < 0.3 })
    #expect(!anyPixel(b, x: 100..<220, y: 4..<40) { $0.blue > 0.8 && $0.red < 0.3 })
  }

  @Test func searchBarDrawsFieldAndPlaceholder() throws {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    bar.placeholder = "Search"
    let b = try pixels(bar)
    // The field is darker than the bar around it, with grey glyph and text inside.
    let field = b.pixel(x: 200, y: 28)
    let around = b.pixel(x: 200, y: 3)
    #expect(field.red < around.red)
    #expect(anyPixel(b, x: 16..<34, y: 18..<38) { $0.red < 0.6 })
  }

  /// The bar's hierarchy is UIKit's: one content view holding the background, then the
  /// field's container. A designable removing `subviews[0].subviews[0]` (JHTagListView's
  /// `FilterPatrolSearchBar`, in `prepareForInterfaceBuilder`) removes the background and
  /// keeps the field, as on iOS, where the empty `subviews` trapped.
  @Test func searchBarsBackgroundIsASubviewOfItsContentView() throws {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    let content = try #require(bar.subviews.first)
    #expect(bar.subviews.count == 1 && content.subviews.count == 2)
    #expect(content.subviews.allSatisfy { $0.frame == bar.bounds })
    let before = try pixels(bar)
    content.subviews[0].removeFromSuperview()
    let after = try pixels(bar)
    // The bar's grey is gone (transparent), the field is still drawn.
    #expect(before.pixel(x: 200, y: 3).alpha > 0.9 && after.pixel(x: 200, y: 3).alpha < 0.1)
    #expect(after.pixel(x: 200, y: 28).alpha > 0.05)
  }

  /// `UICollectionViewFlowLayout.automaticSize`, UIKit's non-zero placeholder that makes
  /// items self-sizing, set as a subclass sets it (LikeMinds' `TagsLayout`).
  @Test func automaticSizeIsANonZeroPlaceholderEstimate() {
    final class TagsLayout: UICollectionViewFlowLayout {
      override init() {
        super.init()
        estimatedItemSize = UICollectionViewFlowLayout.automaticSize
      }
      required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    let layout = TagsLayout()
    #expect(layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize)
    #expect(layout.estimatedItemSize.width > 0 && layout.estimatedItemSize.height > 0)
    #expect(UICollectionViewFlowLayout().estimatedItemSize == .zero)
  }

  @Test func collectionFlowFramesWrapLines() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 5
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    let frames = view.flowFrames(count: 4)
    #expect(
      frames.map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 110, y: 0), CGPoint(x: 220, y: 0), CGPoint(x: 0, y: 55),
      ])
  }

  /// A section header dequeued as a cell is: a plain reusable view with its identifier.
  @Test func supplementaryViewIsDequeuedWithItsIdentifier() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400),
      collectionViewLayout: UICollectionViewFlowLayout())
    let header = view.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header",
      for: IndexPath(item: 0, section: 0))
    #expect(header.reuseIdentifier == "header")
    #expect(!(header is UICollectionViewCell))
  }

  @Test func decodedStackKeepsStoredFramesUntilChanged() {
    let decoder = NIBDecoder(frame: CGRect(x: 0, y: 0, width: 200, height: 40)) { view in
      let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
      let b = UIView(frame: CGRect(x: 150, y: 0, width: 50, height: 40))
      view.addSubview(a)
      view.addSubview(b)
    }
    let stack = UIStackView(coder: decoder)  // not failable, as UIKit declares it
    #expect(stack.arrangedSubviews.count == 2)
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews[1].frame.minX == 150)
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews[1].frame.minX == 100)
  }
}
