import Foundation

/// The inspectors of one object, as the page's right pane shows them (`GET /api/inspect`):
/// the Attributes inspector (the class's inspectable properties, then Interface Builder's
/// common attributes), the Identity inspector (class, module, User Defined Runtime
/// Attributes) and the Size inspector.
public struct ObjectInspector: Sendable, Equatable, Encodable {
  /// One `@IBInspectable` property of the object's class or a scanned superclass.
  public struct Inspectable: Sendable, Equatable, Encodable {
    public var name: String
    /// `bool`, `int`, `cgFloat`, `double`, `float`, `string`, `color`, `image`, `point`,
    /// `size`, `rect` or `range`.
    public var type: String
    /// Interface Builder's runtime attribute type for it (`number` for an `int`).
    public var runtimeType: String
    /// The class declaring it.
    public var declaredIn: String
    /// The default as the code writes it; empty when the code gives none.
    public var defaultExpression: String
    /// The default read from `defaultExpression` as a value, when it is a colour, a Boolean
    /// or a number literal (what the control shows when the document does not override it).
    public var defaultValue: String?
    /// Whether the document sets it (a runtime attribute).
    public var overridden: Bool
    /// The document's value, as text (`ValueText`).
    public var value: String?

    private enum CodingKeys: String, CodingKey {
      case name, type, runtimeType, declaredIn, defaultValue, overridden, value
      case defaultExpression = "default"
    }
  }

  /// One of Interface Builder's common attributes (`CommonAttributes`), with the document's
  /// value.
  public struct Attribute: Sendable, Equatable, Encodable {
    public var key: String
    public var label: String
    /// `color`, `number`, `bool`, `string`, `enum` or `image`.
    public var type: String
    /// How the page changes it: `color` (the `color` and `remove-color` edits) or
    /// `attribute` (`set` and `remove`); removing restores the default.
    public var edit: String
    public var defaultValue: String
    /// Whether the document sets it.
    public var overridden: Bool
    public var value: String?
    /// An `enum`'s values.
    public var options: [String]?
    /// A number's smallest and largest value, when it has them (alpha: 0 and 1); the page's
    /// controls keep to them, and the server refuses what is outside.
    public var minimum: Double?
    public var maximum: Double?
    /// Whether a number must be whole (a label's lines).
    public var wholeNumber: Bool?

    private enum CodingKeys: String, CodingKey {
      case key, label, type, edit, overridden, value, options, minimum, maximum, wholeNumber
      case defaultValue = "default"
    }
  }

  /// The Size inspector: the stored frame and the constraints that touch the view
  /// (`SizeInspector`), each with what the page edits of it.
  public struct Size: Sendable, Equatable, Encodable {
    /// `[x, y, w, h]` in the superview's points, when the object stores a frame.
    public var frame: [Double]?
    /// Interface Builder's reading: without autoresizing and without a fixed frame, the
    /// view is where its constraints put it.
    public var placedByConstraints: Bool
    /// Each as `Self.leading = Xyz-12-abc.leading × 1 + 20`.
    public var constraints: [String]
    /// The same constraints, each with its id and constant: what the page edits.
    public var items: [Constraint]
  }

  /// One constraint that touches the view, as the Size inspector lists it.
  public struct Constraint: Sendable, Equatable, Encodable {
    public var id: String
    /// `Self.leading = Xyz-12-abc.leading + 20`.
    public var text: String
    /// The constant, 0 when the document writes none (a standard spacing: 8).
    public var constant: Double
    /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: String
    /// The multiplier as written (`1` when none); nil for a constraint without a second item.
    public var multiplier: String?
    /// 1 to 1000 (required).
    public var priority: Double
    /// The "Installed" checkbox: false when the holder's default variation excludes it.
    public var installed: Bool
  }

  /// A button's state, as the Attributes inspector's State Config shows it.
  public struct ButtonState: Sendable, Equatable, Encodable {
    /// `normal`, `highlighted`, `selected` or `disabled`.
    public var state: String
    /// The state's title; nil when it sets none.
    public var title: String?
    /// The state's image name; nil when it sets none.
    public var image: String?
    /// Whether the image is an SF Symbol (`catalog="system"`).
    public var system: Bool
  }

  /// A button's attributes beyond its font: its states and insets (nil for other objects).
  public struct Button: Sendable, Equatable, Encodable {
    /// Each of the four states, normal first.
    public var states: [ButtonState]
    /// `content`, `title`, `image` → `[top, left, bottom, right]` (zeros when not written).
    public var insets: [String: [Double]]
    /// Whether it has a configuration (Xcode 13's style), which draws its own title, image
    /// and insets: the per-state fields and insets are not edited then.
    public var configured: Bool
  }

  /// A label's, button's or text field's font, as the Attributes inspector shows it.
  public struct Font: Sendable, Equatable, Encodable {
    /// `system`, `boldSystem`, `italicSystem`, `custom` or `textStyle`.
    public var type: String
    public var size: Double?
    public var weight: String?
    public var name: String?
    public var family: String?
    public var style: String?
  }

  /// One outlet, action or segue of the object, or pointing at it (Connections inspector).
  public struct Connection: Sendable, Equatable, Encodable {
    /// `outlet`, `outletCollection`, `action` or `segue`.
    public var kind: String
    /// The outlet's property, the action's selector, the segue's kind.
    public var name: String
    /// The object that holds the connection (an outlet's owner, an action's sender).
    public var source: String
    public var sourceClass: String
    public var destination: String
    public var destinationClass: String
    /// An action's event (`touchUpInside`).
    public var event: String?
    public var id: String
    /// Whether the code declares it (from the project's sources): an outlet's property in
    /// the source's class, an action's method in the destination's; nil when it cannot be
    /// told (a segue, a class of no custom name, one the scan did not find).
    public var exists: Bool?
  }

  /// One User Defined Runtime Attribute the document sets.
  public struct RuntimeAttribute: Sendable, Equatable, Encodable {
    public var keyPath: String
    public var type: String
    /// The value as text (`ValueText`).
    public var value: String
  }

  /// The document's path in the project.
  public var document: String
  public var version: Int
  public var id: String
  /// The element's name: `view`, `label`, …
  public var element: String
  /// The UIKit class the element stands for.
  public var className: String
  /// Empty when the object has none.
  public var customClass: String
  /// Empty when the object names none.
  public var customModule: String
  public var inspectables: [Inspectable]
  public var attributes: [Attribute]
  public var size: Size
  public var runtimeAttributes: [RuntimeAttribute]
  /// The font of a label, button, text field or text view (nil for other objects, or one
  /// that writes none).
  public var font: Font?
  /// A button's title for the normal state (nil for other objects).
  public var title: String?
  /// A button's states and insets (nil for other objects).
  public var button: Button?
  /// The Connections inspector: the object's outlets, actions and segues, and those of
  /// other objects that point at it.
  public var connections: [Connection]
}
