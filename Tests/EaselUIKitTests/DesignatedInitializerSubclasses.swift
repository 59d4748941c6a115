import UIKit

// Subclasses that override exactly the designated initializers UIKit's headers give their
// class besides `init(frame:)`, as a designable library does
// (NibDesignable's `UITableViewHeaderFooterView` subclass overrides `init(reuseIdentifier:)`
// and `init(coder:)`). Swift keeps `init(frame:)` for them, a convenience initializer of
// the framework class, and Easel's registration calls it (`RegistrationPlan.canMakeWithFrame`):
// the façade must declare it so, or the registration does not compile.

private final class HeaderFooter: UITableViewHeaderFooterView {
  override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class Cell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class Table: UITableView {
  override init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame, style: style) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class TextView: UITextView {
  override init(frame: CGRect, textContainer: NSTextContainer?) {
    super.init(frame: frame, textContainer: textContainer)
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class EffectView: UIVisualEffectView {
  override init(effect: UIVisualEffect?) { super.init(effect: effect) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class InputView: UIInputView {
  override init(frame: CGRect, inputViewStyle: UIInputView.Style) {
    super.init(frame: frame, inputViewStyle: inputViewStyle)
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class CollectionView: UICollectionView {
  override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame, collectionViewLayout: layout)
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The subclasses above but the collection view's, each made with `init(frame:)`. MapKit's `MKAnnotationView` is
/// checked by its table row (`FacadeDesignatedInitializerTableTests`): this target cannot
/// import MapKit beside Swift Testing (a CoreImage cross-import overlay Linux lacks).
@MainActor enum DesignatedInitializerSubclasses {
  static func made(frame: CGRect) -> [UIView] {
    [
      HeaderFooter(frame: frame), Cell(frame: frame), Table(frame: frame), TextView(frame: frame),
      EffectView(frame: frame), InputView(frame: frame),
    ]
  }

  /// A collection view subclass keeps `init(frame:)` too, which raises as UIKit's does (a
  /// collection view needs a layout), so it is compiled here, not called.
  static let makeCollectionView: (CGRect) -> UIView = { CollectionView(frame: $0) }
}
