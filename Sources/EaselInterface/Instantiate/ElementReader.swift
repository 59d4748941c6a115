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
  /// The UIKit class (`UILabel`), from `UIKitCatalog`: for messages, and to tell a custom
  /// class from the element's own.
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

  /// A reader that makes `type` through `init?(coder:)` and applies the attributes of that
  /// view class, cast safely. The class name is the element's in `UIKitCatalog`.
  static func of<V: UIView>(
    _ elementName: String, _ type: V.Type,
    apply: @escaping @MainActor (ObjectBuilder, IBElement, V) -> Void = { _, _, _ in }
  ) -> ElementReader {
    let className = UIKitCatalog.className(forElement: elementName) ?? "\(type)"
    return ElementReader(elementName, className, make: { V(coder: $0) }) {
      builder, element, view in
      if let view = view as? V { apply(builder, element, view) }
    }
  }

  /// A reader whose attributes one of `ObjectBuilder`'s methods applies
  /// (`.of("label", UILabel.self, ObjectBuilder.applyLabelAttributes)`).
  static func of<V: UIView>(
    _ elementName: String, _ type: V.Type,
    _ apply: @escaping @MainActor (ObjectBuilder) -> (IBElement, V) -> Void
  ) -> ElementReader {
    of(elementName, type) { builder, element, view in apply(builder)(element, view) }
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
  static let view = ElementReader.of("view", UIView.self)
}
