import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation

/// Table and collection views: their cells as Interface Builder stores them (prototypes,
/// static sections), drawn at their stored frames.
extension ObjectBuilder {
  func applyTableViewAttributes(of element: IBElement, to table: UITableView) {
    applyScrollViewAttributes(of: element, to: table)
    setEnumeration(table, \.style, from: "style", of: element, what: "table ")
    setEnumeration(table, \.separatorStyle, from: "separatorStyle", of: element)
    if let c = element.child("color", key: "separatorColor") { table.separatorColor = color(c) }
    if let inset = element.insetValue(key: "separatorInset") { table.separatorInset = inset }
    if let h = element.points("rowHeight") { table.rowHeight = h }
    if let h = element.points("estimatedRowHeight") { table.estimatedRowHeight = h }
    if let h = element.points("sectionHeaderHeight") { table.sectionHeaderHeight = h }
    if let h = element.points("sectionFooterHeight") { table.sectionFooterHeight = h }
    if let h = element.points("estimatedSectionHeaderHeight") {
      table.estimatedSectionHeaderHeight = h
    }
    if let h = element.points("estimatedSectionFooterHeight") {
      table.estimatedSectionFooterHeight = h
    }
    if element["allowsSelection"] == "NO" { table.allowsSelection = false }
    if element["allowsMultipleSelection"] == "YES" { table.allowsMultipleSelection = true }
    if let header = element.child(key: "tableHeaderView"), header.isViewElement {
      table.tableHeaderView = makeView(header)
    }
    if let background = element.child(key: "backgroundView"), background.isViewElement {
      table.backgroundView = makeView(background)
    }
    if let prototypes = element.child("prototypes") {
      for cell in prototypes.children where cell.isViewElement {
        table.addSubview(makeView(cell))
      }
      table.showsPrototypeCaption = !prototypes.children.isEmpty
    }
    if let sections = element.child("sections") {
      var list: [UITableView.Section] = []
      for section in sections.children("tableViewSection") {
        var extent: CGRect?
        for cell in section.child("cells")?.children ?? [] where cell.isViewElement {
          let view = makeView(cell)
          table.addSubview(view)
          extent = extent.map { $0.union(view.frame) } ?? view.frame
        }
        list.append(
          UITableView.Section(
            headerTitle: section.string("headerTitle"), footerTitle: section.string("footerTitle"),
            cellsFrame: extent))
      }
      table.interfaceBuilderSections = list
    }
    if let footer = element.child(key: "tableFooterView"), footer.isViewElement {
      table.tableFooterView = makeView(footer)
    }
  }

  func applyTableViewCellAttributes(of element: IBElement, to cell: UITableViewCell) {
    setEnumeration(cell, \.style, from: "style", of: element, what: "cell ")
    setEnumeration(cell, \.accessoryType, from: "accessoryType", of: element)
    setEnumeration(cell, \.selectionStyle, from: "selectionStyle", of: element)
    cell.reuseIdentifier = element["reuseIdentifier"]
    if let level = element["indentationLevel"].flatMap(Int.init) { cell.indentationLevel = level }
    if let width = element.points("indentationWidth") { cell.indentationWidth = width }
    if let inset = element.insetValue(key: "separatorInset") { cell.separatorInset = inset }
    if let background = element.child(key: "backgroundView"), background.isViewElement {
      cell.backgroundView = makeView(background)
    }
    if let content = element.child(key: "contentView"), content.isViewElement {
      cell.adoptContentView(contentView(content, of: cell))
    }
    if let accessory = element.child(key: "accessoryView"), accessory.isViewElement {
      cell.accessoryView = makeView(accessory)
    }
    cell.textLabel = madeView(withID: element["textLabel"]) as? UILabel
    cell.detailTextLabel = madeView(withID: element["detailTextLabel"]) as? UILabel
    cell.imageView = madeView(withID: element["imageView"]) as? UIImageView
  }

  func applyCollectionViewAttributes(of element: IBElement, to view: UICollectionView) {
    applyScrollViewAttributes(of: element, to: view)
    if let layout = element.child(key: "collectionViewLayout") {
      if layout.name == "collectionViewFlowLayout" {
        view.collectionViewLayout = flowLayout(layout)
      } else {
        view.collectionViewLayout = UICollectionViewLayout()
      }
    }
    if element["allowsSelection"] == "NO" { view.allowsSelection = false }
    if element["allowsMultipleSelection"] == "YES" { view.allowsMultipleSelection = true }
    if let background = element.child(key: "backgroundView"), background.isViewElement {
      view.backgroundView = makeView(background)
    }
    let cells = (element.child("cells")?.children ?? []).filter(\.isViewElement)
    let flowFrames = view.flowFrames(count: cells.count)
    for (i, cell) in cells.enumerated() {
      let made = makeView(cell)
      if cell.frame == nil, i < flowFrames.count { made.frame = flowFrames[i] }
      view.addSubview(made)
    }
    for key in ["sectionHeaderView", "sectionFooterView"] {
      if let supplementary = element.child(key: key), supplementary.isViewElement {
        view.addSubview(makeView(supplementary))
      }
    }
  }

  private func flowLayout(_ element: IBElement) -> UICollectionViewFlowLayout {
    let flow = UICollectionViewFlowLayout()
    if let v = element.points("minimumLineSpacing") { flow.minimumLineSpacing = v }
    if let v = element.points("minimumInteritemSpacing") { flow.minimumInteritemSpacing = v }
    if element["scrollDirection"] == "horizontal" { flow.scrollDirection = .horizontal }
    if let s = element.sizeValue(key: "itemSize") { flow.itemSize = s }
    if let s = element.sizeValue(key: "estimatedItemSize") { flow.estimatedItemSize = s }
    if let s = element.sizeValue(key: "headerReferenceSize") { flow.headerReferenceSize = s }
    if let s = element.sizeValue(key: "footerReferenceSize") { flow.footerReferenceSize = s }
    if let inset = element.insetValue(key: "sectionInset") { flow.sectionInset = inset }
    return flow
  }

  func applyCollectionViewCellAttributes(of element: IBElement, to cell: UICollectionViewCell) {
    cell.reuseIdentifier = element["reuseIdentifier"]
    if let background = element.child(key: "backgroundView"), background.isViewElement {
      cell.backgroundView = makeView(background)
    }
    if let content = element.child(key: "contentView"), content.isViewElement {
      cell.adoptContentView(contentView(content, of: cell))
    }
  }

  /// A cell's content view; one stored without a frame fills the cell, as UIKit lays it
  /// out (made at zero size, it would clip everything in it away).
  private func contentView(_ element: IBElement, of cell: UIView) -> UIView {
    let view = makeView(element)
    if element.frame == nil { view.frame = CGRect(origin: .zero, size: cell.bounds.size) }
    return view
  }
}
