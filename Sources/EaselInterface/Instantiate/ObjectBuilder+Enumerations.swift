import EaselDocument
import EaselUIKit
import Foundation

/// A UIKit enumeration as Interface Builder spells its cases in documents
/// (`contentMode="scaleAspectFit"`): a table from spelling to value, so that each mapping is
/// data and the look-up, with its report of unknown spellings, is written once
/// (`ObjectBuilder.enumeration(_:of:)`). The tables are in `IBEnumeration+Spellings.swift`.
protocol IBEnumeration {
  /// The document's spellings of the cases; several spellings may give one case.
  static var documentSpellings: [String: Self] { get }
}

extension ObjectBuilder {
  /// The value the enumerated attribute `name` of `element` spells, looked up in
  /// `spellings`: `absent` when the element does not have the attribute; `nil` for a
  /// spelling the table does not know, which is reported as `unsupported-attribute`
  /// (`what` goes before the attribute's name in the report: `"table "` gives
  /// `table style="…"`).
  func enumeration<Value>(
    _ name: String, of element: IBElement, _ spellings: [String: Value], absent: Value? = nil,
    what: String = ""
  ) -> Value? {
    guard let spelling = element[name] else { return absent }
    if let value = spellings[spelling] { return value }
    unsupported("\(what)\(name)=\"\(spelling)\"", element)
    return nil
  }

  /// The value the enumerated attribute `name` spells, in `Value`'s document spellings.
  func enumeration<Value: IBEnumeration>(
    _ name: String, of element: IBElement, absent: Value? = nil, what: String = ""
  ) -> Value? {
    enumeration(name, of: element, Value.documentSpellings, absent: absent, what: what)
  }

  /// Sets `object`'s `property` from the enumerated attribute `name` when the element
  /// spells a known value (or lacks the attribute and `absent` is given); otherwise leaves
  /// the property as it is.
  func setEnumeration<Object: AnyObject, Value: IBEnumeration>(
    _ object: Object, _ property: ReferenceWritableKeyPath<Object, Value>, from name: String,
    of element: IBElement, absent: Value? = nil, what: String = ""
  ) {
    if let value: Value = enumeration(name, of: element, absent: absent, what: what) {
      object[keyPath: property] = value
    }
  }
}
