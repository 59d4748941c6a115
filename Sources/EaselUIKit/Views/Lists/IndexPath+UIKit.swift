import Foundation

extension IndexPath {
  /// An index path of a table row, as UIKit adds it.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// An index path of a collection item, as UIKit adds it.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// The section (the first index; 0 for an empty path).
  public var section: Int {
    get { count > 0 ? self[0] : 0 }
    set {
      if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) }
    }
  }

  /// The row (the second index; 0 when there is none).
  public var row: Int {
    get { count > 1 ? self[1] : 0 }
    set {
      if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) }
    }
  }

  /// The item (the second index, as `row`).
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}

/// UIKit's additions to `NSIndexPath` (`NSIndexPath+UIKitAdditions.h`), as to `IndexPath`:
/// Objective-C code makes its index paths with `+indexPathForRow:inSection:` (Linux's
/// Foundation has `row`, `item` and `section` already).
extension NSIndexPath {
  /// An index path of a table row.
  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  /// An index path of a collection item.
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }
}
