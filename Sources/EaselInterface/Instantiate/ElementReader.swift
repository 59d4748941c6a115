import EaselDocument
import EaselUIKit
import Foundation

/// How one kind of document element becomes a view: the UIKit class it is, and the
/// Interface Builder attributes of that kind (those every view has are applied first, by
/// `ObjectBuilder`).
///
/// One reader per element name; families of readers live in `ElementReaders+*.swift`.
@MainActor
struct ElementReader {
  /// The element's name in the document (`label`, `tableView`).
  let elementName: String
  /// The UIKit class, for messages (`UILabel`).
  let className: String
  /// Makes an instance through `init?(coder:)`.
  let make: @MainActor (NIBDecoder) -> UIView?
  /// Applies the kind's own attributes and child elements, inside `init?(coder:)`.
  let apply: @MainActor (ObjectBuilder, IBElement, UIView) -> Void

  init(
    _ elementName: String, _ className: String,
    make: @escaping @MainActor (NIBDecoder) -> UIView?,
    apply: @escaping @MainActor (ObjectBuilder, IBElement, UIView) -> Void = { _, _, _ in }
  ) {
    self.elementName = elementName
    self.className = className
    self.make = make
    self.apply = apply
  }

  /// A reader whose attributes are those of one view class, cast safely.
  static func of<V: UIView>(
    _ elementName: String, _ type: V.Type, className: String,
    make: @escaping @MainActor (NIBDecoder) -> V?,
    apply: @escaping @MainActor (ObjectBuilder, IBElement, V) -> Void = { _, _, _ in }
  ) -> ElementReader {
    ElementReader(elementName, className, make: { make($0) }) { builder, element, view in
      if let view = view as? V { apply(builder, element, view) }
    }
  }
}

/// Every element kind Easel makes views for.
@MainActor
enum ElementReaders {
  /// Readers by element name.
  static let byName: [String: ElementReader] = {
    var table: [String: ElementReader] = [:]
    for reader in basic + controls + containers { table[reader.elementName] = reader }
    return table
  }()

  /// The reader for plain views, and for elements Easel does not model.
  static let view = ElementReader("view", "UIView", make: { UIView(coder: $0) })
}
