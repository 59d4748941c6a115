import EaselDiagnostics
import EaselDocument
import EaselResources
import EaselUIKit
import Foundation

/// Turns a document's view elements into live views, as Interface Builder (design time) or
/// `UINib` (run time) does.
///
/// Run time, as on iOS: every object is made through `init?(coder:)` (its Interface Builder
/// attributes and subviews are applied inside that call, by the `NIBDecoder`); then the
/// User Defined Runtime Attributes are set by key; then every object gets `awakeFromNib()`.
///
/// Design time, as Interface Builder's designables agent: a designable (`@IBDesignable`, or
/// a subclass of one) is made through `init(frame:)` and its Interface Builder attributes
/// and subviews are set afterwards; the runtime attributes are set by key; no
/// `awakeFromNib()`; then `prepareForInterfaceBuilder()`. A custom class that is not
/// designable is drawn as its UIKit class, as Interface Builder draws it.
///
/// A custom class that is not registered (no source given, or disabled after it crashed) is
/// made as its element's UIKit class, as Interface Builder does.
@MainActor
public final class ObjectBuilder {
  public let document: IBDocument
  public let table: KeyValueTable
  public let resources: ProjectResources
  public let diagnostics: DiagnosticLog
  /// Whether this is design time: `prepareForInterfaceBuilder()` runs.
  public var designTime = true
  /// Custom classes to make as their base class (they failed earlier).
  public var disabledClasses: Set<String> = []
  /// Custom classes the project's sources define that are not designable, so not built into
  /// the agent: drawn as their UIKit class with a note, as Interface Builder draws them.
  public var nonDesignableClasses: Set<String> = []
  /// Of those, the `@IBDesignable` classes Xcode does not build either (their file is in no
  /// target), each with why: the note says that, not "not @IBDesignable".
  public var notBuiltReasons: [String: String] = [:]
  public weak var observer: DesignableObserver?
  /// Translations for the render's language (the document's own `.strings`).
  public var localization: Localization?
  /// The size classes whose `<variation>`s apply: the document's device's unless the render
  /// is for another device.
  public var traits: TraitVariations
  /// The frames Auto Layout gives the views a document stores without a frame (Xcode 8.0
  /// wrote none for a view its constraints place), by object id: such a view is made with
  /// its laid-out frame, as Interface Builder's agent makes it after laying the document out
  /// (`SceneRenderer.laidOutFrames(of:)`), not at zero size.
  public var laidOutFrames: [String: CGRect] = [:]

  /// Every object made, in the order made, with its element.
  public private(set) var made: [(element: IBElement, view: UIView)] = []
  /// The custom objects made (`<customObject>`: a nib's `NSObject` subclasses), by object id.
  public private(set) var customObjects: [String: AnyObject] = [:]
  /// The constraints made, by object id: a nib's outlets may point at them.
  public private(set) var constraints: [String: NSLayoutConstraint] = [:]
  /// How many objects of `made` have been through the nib-loading steps.
  private var finished = 0
  /// The objects connections may join, by object id (File's Owner is `-1`).
  private var connectedObjects: [String: AnyObject] = [:]
  /// The document's connections not made yet.
  private lazy var connections = DocumentConnections(document: document)
  /// The views made from a registered user class, by object id.
  public private(set) var designables: [String: (className: String, view: UIView)] = [:]
  private let colors: ColorResolver
  /// UIKit's own classes, always made through `init?(coder:)`.
  private let builtInClasses = Set(KeyValueTable.uiKit.classes.keys)

  public init(
    document: IBDocument, table: KeyValueTable, resources: ProjectResources,
    diagnostics: DiagnosticLog
  ) {
    self.document = document
    self.table = table
    self.resources = resources
    self.diagnostics = diagnostics
    traits = TraitVariations(document: document)
    colors = ColorResolver(document: document, catalog: resources.catalog, diagnostics: diagnostics)
  }

  /// Makes the view tree rooted at `element` and runs the nib-loading steps on it (see
  /// `instantiate(_:owner:)`).
  public func instantiate(_ element: IBElement) -> UIView {
    instantiate([element])[0]
  }

  /// Makes the view trees rooted at `elements` (a nib's top-level objects, a scene's view)
  /// and the custom objects `objects` (`<customObject>`, see `makeObject(_:)`), and runs the
  /// nib-loading steps on every object made since the last load, in UIKit's
  /// one order: all objects are made first; then the constraints are decoded; then the
  /// document's outlets, outlet collections and actions are connected, File's Owner's
  /// (`-1`) to `owner`; then the User Defined Runtime Attributes are set by key; then each
  /// view gets `awakeFromNib()` (run time) or a designable `prepareForInterfaceBuilder()`
  /// (design time). An object goes through these steps once, however many loads follow.
  ///
  /// A custom object gets no `awakeFromNib()`: Foundation's `NSObject` has none on Linux, so
  /// a class that builds here declares none.
  public func instantiate(
    _ elements: [IBElement], objects: [IBElement] = [], owner: AnyObject? = nil
  ) -> [UIView] {
    let start = made.count
    let roots = elements.map { makeView($0) }
    let newObjects = objects.compactMap { element in
      makeObject(element).map { (element: element, object: $0) }
    }
    // Constraints are decoded with the nib, before runtime attributes and awakeFromNib().
    DocumentConstraints(builder: self).install(from: start)
    let loaded = Array(made[finished...])
    finished = made.count
    if let owner { connectedObjects["-1"] = owner }
    for (element, view) in loaded { if let id = element.id { connectedObjects[id] = view } }
    for (id, constraint) in constraints { connectedObjects[id] = constraint }
    for (id, object) in customObjects { connectedObjects[id] = object }
    connections.connect(
      objects: connectedObjects, table: table, diagnostics: diagnostics,
      reportsUnsettable: { [designTime, designables] id in
        !designTime || designables[id] != nil
      })
    for (element, view) in loaded {
      applyRuntimeAttributes(of: element, to: view)
    }
    for (element, object) in newObjects {
      applyRuntimeAttributes(of: element, to: object)
    }
    if !designTime {
      for (element, view) in loaded {
        runUserCode(.awakeFromNib, element: element, view: view) { view.awakeFromNib() }
      }
    } else {
      for (element, view) in loaded where designables[element.id ?? ""] != nil {
        runUserCode(.prepareForInterfaceBuilder, element: element, view: view) {
          view.prepareForInterfaceBuilder()
        }
      }
    }
    return roots
  }

  /// Warns of outlets whose source this builder made but whose destination it did not.
  func reportUnconnectedOutlets() {
    connections.reportUnconnected(
      document: document, objects: connectedObjects, diagnostics: diagnostics)
  }

  /// Keeps a constraint `DocumentConstraints` made from the element `id`.
  func noteMade(_ constraint: NSLayoutConstraint, id: String) { constraints[id] = constraint }

  /// The colour a colour element stands for.
  public func color(_ element: IBElement) -> UIColor? {
    guard let value = ColorValue(element: element) else {
      diagnostics.report(
        Diagnostic(
          .warning, "colour Easel cannot read", id: "bad-color", at: element.location,
          objectID: element.ownerID))
      return nil
    }
    return colors.color(value, at: element)
  }

  // MARK: Making one object

  /// Makes a custom object (`<customObject>`) as UIKit's nib loading does: its class's
  /// `init()`, or `init(coder:)` when the class adopts `NSCoding` (the registered maker); an
  /// element with no custom class is a plain `NSObject`. Nil, with a located diagnostic, when
  /// the class is not registered or cannot be made: outlets to it stay nil.
  private func makeObject(_ element: IBElement) -> AnyObject? {
    guard let name = element.customClass else {
      let object = NSObject()
      if let id = element.id { customObjects[id] = object }
      return object
    }
    guard let cls = table.classes[name], !disabledClasses.contains(name) else {
      diagnostics.report(
        Diagnostic(
          .warning,
          "unknown class \(name) in the document; the custom object is not made, so outlets "
            + "to it stay nil", id: "unknown-class", at: element.location, objectID: element.id))
      return nil
    }
    let made = runUserCode(.initialize, className: name, objectID: element.id ?? "") {
      cls.make(NIBDecoder(frame: .zero)).map { ObjCInitializerReplacement.take($0) }
    }
    guard let made else {
      diagnostics.report(
        Diagnostic(
          .error,
          "\(name) cannot be made as a custom object (no init() other files can call, or "
            + "init(coder:) returned nil); outlets to it stay nil",
          id: "designable-init-failed", at: element.location, objectID: element.id))
      return nil
    }
    if let id = element.id { customObjects[id] = made }
    return made
  }

  // MARK: Making one view

  /// Makes one view element (and its subviews) through its reader; used by readers for
  /// views kept outside `<subviews>` (cells, content views, bar items' custom views).
  func makeView(_ element: IBElement) -> UIView {
    let reader = ElementReaders.byName[element.name]
    if reader == nil {
      diagnostics.report(
        Diagnostic(
          .warning, "Easel does not model <\(element.name)> yet; drawn as a plain view",
          id: "unknown-element", at: element.location, objectID: element.id))
    }
    let kind = reader ?? ElementReaders.view
    if let inset = element.child("frame", key: "frameInset"), element.frame == nil {
      diagnostics.report(
        Diagnostic(
          .warning,
          "Easel cannot read this <frame key=\"frameInset\"> (Xcode 8.0's): it needs a width "
            + "and height, or the superview's frame to take them from; the view is made at "
            + "zero size unless constraints place it",
          id: "frame-unreadable", at: inset.location, objectID: element.id))
    }
    let laidOut = element.frame == nil ? element.id.flatMap { laidOutFrames[$0] } : nil
    let frame =
      laidOut ?? TraitVariations.frame(of: element, in: document, traits: traits) ?? .zero
    let decoder = NIBDecoder(frame: frame) { [unowned self] view in
      self.applyViewAttributes(of: element, to: view)
      kind.apply(self, element, view)
      let traits = self.traits
      for child in element.subviews {
        // A subview its size class does not install is made (its outlets connect) but left
        // out of the hierarchy, as UIKit loads it.
        let made = self.makeView(child)
        if traits.isInstalled(child) { view.addSubview(made) }
      }
    }
    let view = makeInstance(of: element, kind: kind, decoder: decoder)
    made.append((element, view))
    return view
  }

  private func makeInstance(of element: IBElement, kind: ElementReader, decoder: NIBDecoder)
    -> UIView
  {
    if let name = element.customClass, name != kind.className {
      if disabledClasses.contains(name) {
        return makeBase(kind, decoder)
      }
      if table.classes[name] == nil, designTime, nonDesignableClasses.contains(name),
        let why = notBuiltReasons[name]
      {
        diagnostics.report(
          Diagnostic(
            .note,
            "\(name) is @IBDesignable but \(why); drawn as \(kind.className), as Interface "
              + "Builder draws a class it has not built",
            id: "custom-class-not-designable", at: element.location, objectID: element.id))
        return makeBase(kind, decoder)
      }
      if table.classes[name] == nil, designTime, nonDesignableClasses.contains(name) {
        diagnostics.report(
          Diagnostic(
            .note,
            "\(name) is not @IBDesignable; drawn as \(kind.className), as Interface Builder draws it",
            id: "custom-class-not-designable", at: element.location, objectID: element.id))
        return makeBase(kind, decoder)
      }
      if let cls = table.classes[name] {
        if designTime && !builtInClasses.contains(name) {
          return makeDesignable(cls, element: element, kind: kind, decoder: decoder)
        }
        // Decoding is `init(coder:)` (the object it returned: `ObjCInitializerReplacement`)
        // then `awakeAfter(using:)`, whose result is kept.
        let made = runUserCode(.initialize, className: name, objectID: element.id ?? "") {
          cls.make(decoder).map { ObjCInitializerReplacement.take($0) }.flatMap {
            made -> AnyObject? in
            guard let decoded = made as? UIResponder else { return made }
            return decoded.awakeAfter(using: decoder).map { $0 as AnyObject }
          }
        }
        if let view = made as? UIView {
          if let id = element.id { designables[id] = (name, view) }
          return view
        }
        diagnostics.report(
          Diagnostic(
            .error,
            made == nil
              ? "\(name).init(coder:) or awakeAfter(using:) returned nil; drawn as "
                + kind.className
              : "\(name) is not a UIView subclass; drawn as \(kind.className)",
            id: "designable-init-failed", at: element.location, objectID: element.id))
      } else {
        diagnostics.report(
          Diagnostic(
            .warning, Self.unknownClassPrefix(name) + "; drawn as \(kind.className)",
            id: Self.unknownClassRule, at: element.location, objectID: element.id))
      }
    }
    return makeBase(kind, decoder)
  }

  /// Makes a user class as Interface Builder's agent does: `init(frame:)`, then the
  /// document's attributes and subviews.
  private func makeDesignable(
    _ cls: DesignableClass, element: IBElement, kind: ElementReader, decoder: NIBDecoder
  ) -> UIView {
    let name = cls.name
    guard cls.isDesignable else {
      diagnostics.report(
        Diagnostic(
          .note,
          "\(name) is not @IBDesignable; drawn as \(kind.className), as Interface Builder draws it",
          id: "custom-class-not-designable", at: element.location, objectID: element.id))
      return makeBase(kind, decoder)
    }
    guard let makeWithFrame = cls.makeWithFrame else {
      diagnostics.report(
        Diagnostic(
          .error,
          Self.noFrameInitializerPrefix(name) + ", which Interface Builder makes "
            + "designables with (its agent would crash: use of unimplemented initializer); "
            + "drawn as \(kind.className)",
          id: Self.noFrameInitializerRule, at: element.location, objectID: element.id))
      return makeBase(kind, decoder)
    }
    let made = runUserCode(.initializeWithFrame, className: name, objectID: element.id ?? "") {
      // The object `init(frame:)` returned, which an Objective-C initializer may replace.
      makeWithFrame(decoder.frame).map { ObjCInitializerReplacement.take($0) }
    }
    guard let view = made as? UIView else {
      diagnostics.report(
        Diagnostic(
          .error, "\(name) is not a UIView subclass; drawn as \(kind.className)",
          id: "designable-init-failed", at: element.location, objectID: element.id))
      return makeBase(kind, decoder)
    }
    // An Objective-C `initWithFrame:` that returned nil: Interface Builder's agent has no
    // object to draw, and fails the class.
    if let place = ObjCInitializerFailure.location(of: view) {
      diagnostics.report(
        Diagnostic(
          .error,
          Self.initializerReturnedNilPrefix(name) + " at \(place), so Interface Builder cannot "
            + "make it; drawn as \(kind.className)",
          id: Self.initializerReturnedNilRule, at: element.location, objectID: element.id))
      return makeBase(kind, decoder)
    }
    if let id = element.id { designables[id] = (name, view) }
    // Placed at the document's place by bounds and centre, as a nib places a view: a control
    // of fixed size that init(frame:) kept at the frame's origin sits at its centre. Not
    // under a transform its initializer set, where the stored frame is its transformed box.
    if CATransform3DIsIdentity(view.layer.transform) { view.engineFrame = decoder.frame }
    // Interface Builder sets the archived attributes after init(frame:), by key: the class's
    // own setters (`-setText:` overridden) are its code, which a crash there is blamed on.
    runUserCode(.documentAttributes, className: name, objectID: element.id ?? "") {
      decoder.configure(view)
    }
    return view
  }

  private func makeBase(_ kind: ElementReader, _ decoder: NIBDecoder) -> UIView {
    kind.make(decoder) ?? UIView(frame: decoder.frame)
  }

  /// A text property of an element in the render's language: the document's own `.strings`
  /// for that language (`"<ObjectID>.<property>"`), else what the element says; in a
  /// pseudolanguage, transformed (`PseudoLanguage`).
  func localizedText(_ element: IBElement, _ property: String, _ written: String?) -> String? {
    if let id = element.id,
      let translated = localization?.documentString(objectID: id, property: property)
    {
      return localization?.pseudoText(translated) ?? translated
    }
    return written.map { localization?.pseudoText($0) ?? $0 }
  }

  // MARK: Runtime attributes

  private func applyRuntimeAttributes(of element: IBElement, to view: AnyObject) {
    let attributes = document.runtimeAttributes(of: element, diagnostics: diagnostics)
    guard !attributes.isEmpty else { return }
    if let name = element.customClass, disabledClasses.contains(name) { return }
    runUserCode(.runtimeAttributes, element: element, view: view) {
      // The n-th localized string attribute's translation is the document strings' key
      // `ibExternalUserDefinedRuntimeAttributesLocalizableStrings[n]`, as ibtool extracts it.
      var localizedIndex = 0
      for attribute in attributes {
        var value = inspectableValue(attribute.value, at: attribute.element)
        if case .string(_, localized: true) = attribute.value {
          if let id = element.id,
            let translated = localization?.runtimeAttributeString(
              objectID: id, index: localizedIndex)
          {
            value = .string(localization?.pseudoText(translated) ?? translated)
          }
          localizedIndex += 1
        }
        do {
          try setRuntimeAttribute(value, forKeyPath: attribute.keyPath, of: view)
        } catch ObjCMessageError.unnamedEnumerationValue(_, let enumeration, let number) {
          // iOS stores the number, which no case names; the translated enumeration cannot.
          diagnostics.report(
            Diagnostic(
              .warning,
              "Failed to set (\(attribute.keyPath)) user defined inspected property on "
                + "(\(type(of: view))): \(number) is none of \(enumeration)'s cases, which iOS "
                + "stores as it is and Easel's \(enumeration) cannot hold; the property keeps "
                + "its value",
              id: Self.unnamedEnumerationValueRule, at: attribute.location,
              objectID: element.id))
        } catch let error as KeyValueCodingError {
          diagnostics.report(
            Diagnostic(
              .warning,
              "Failed to set (\(attribute.keyPath)) user defined inspected property on "
                + "(\(type(of: view))): \(error)",
              id: "runtime-attribute-failed", at: attribute.location, objectID: element.id))
        } catch {
          diagnostics.report(
            Diagnostic(
              .warning, "Failed to set (\(attribute.keyPath)): \(error)",
              id: "runtime-attribute-failed", at: attribute.location, objectID: element.id))
        }
      }
    }
  }

  /// The value a runtime attribute sets.
  public func inspectableValue(_ value: RuntimeValue, at element: IBElement) -> InspectableValue {
    inspectableValue(value, at: element, colors: colors)
  }

  private func inspectableValue(
    _ value: RuntimeValue, at element: IBElement, colors: ColorResolver
  ) -> InspectableValue {
    switch value {
    case .boolean(let b): return .bool(b)
    case .number(let n, _): return .number(n)
    case .string(let s, let localized):
      return .string(localized ? (localization?.pseudoText(s) ?? s) : s)
    case .color(let c): return .color(colors.color(c, at: element))
    case .image(let name):
      let image = resources.image(named: name)
      if image == nil {
        diagnostics.report(
          Diagnostic(
            .warning, "no image named '\(name)' in the project", id: "unknown-image",
            at: element.location, objectID: element.ownerID))
      }
      return .image(image)
    case .systemImage(let name):
      // An SF Symbol (`catalog="system"`), as the document's image references draw one.
      return .image(symbol(named: name, configuration: nil, at: element))
    case .point(let p): return .point(p)
    case .size(let s): return .size(s)
    case .rect(let r): return .rect(r)
    case .range(let location, let length):
      return .range(NSRange(location: location, length: length))
    case .nil: return .null
    }
  }

  /// Sets on `view`, made by this builder, `property` to its value in
  /// `element` of `document` (the document as it is now), as making the view set it: by key,
  /// inside the runtime-attribute phase of its user code. False when the change cannot be taken
  /// in so: the value is gone (removed), the class has no such key, or setting it failed.
  public func takeIn(
    _ property: LiveChange.Property, from element: IBElement, of document: IBDocument,
    into view: UIView
  ) -> Bool {
    if let name = element.customClass, disabledClasses.contains(name) { return false }
    // Resolved against the document as it is now: an edit may add a named colour to it.
    let colors = ColorResolver(
      document: document, catalog: resources.catalog, diagnostics: DiagnosticLog())
    let value: InspectableValue
    switch property.kind {
    case .runtimeAttribute:
      guard
        let attribute = document.runtimeAttributes(of: element).last(where: {
          $0.keyPath == property.key
        })
      else { return false }
      value = inspectableValue(attribute.value, at: attribute.element, colors: colors)
    case .color:
      guard let child = element.child("color", key: property.key),
        let color = ColorValue(element: child)
      else { return false }
      value = .color(colors.color(color, at: child))
    }
    // A designable's setter is user code either way (an override with a `didSet`).
    return runUserCode(.runtimeAttributes, element: element, view: view) { [self] in
      (try? self.setRuntimeAttribute(value, forKeyPath: property.key, of: view)) != nil
    }
  }

  /// Sets a runtime attribute as iOS does, by `setValue:forKeyPath:`: through the class's own
  /// key-value coding setters when it has them (`-setValue:forKeyPath:` handling some keys
  /// itself), which then decide what the key does; else through the table, whose errors are
  /// reported.
  private func setRuntimeAttribute(
    _ value: InspectableValue, forKeyPath keyPath: String, of view: AnyObject
  ) throws {
    if overridesKeyValueCodingSetters(view), let object = view as? NSObject {
      object.setValue(value.anyValue, forKeyPath: keyPath)
      return
    }
    try table.setValue(value, forKeyPath: keyPath, of: view)
  }

  // MARK: Observation

  @discardableResult
  private func runUserCode<T>(
    _ phase: UserCodePhase, element: IBElement, view: AnyObject, _ body: () -> T
  ) -> T {
    let id = element.id ?? ""
    guard let name = element.customClass, designables[id] != nil || customObjects[id] != nil
    else {
      return body()
    }
    return runUserCode(phase, className: name, objectID: element.id ?? "", body)
  }

  private func runUserCode<T>(
    _ phase: UserCodePhase, className: String, objectID: String, _ body: () -> T
  ) -> T {
    guard let observer else { return body() }
    return observer.around(phase, className: className, objectID: objectID, body)
  }
}

extension ObjectBuilder {
  /// The rule of the warning for a runtime attribute's number that none of the cases of the
  /// property's enumeration names (`NS_ENUM`, Swift's `@objc enum`).
  public nonisolated static let unnamedEnumerationValueRule = "objc-enum-unnamed-value"

  /// The rule of the error for a designable Interface Builder cannot make: it has no
  /// `init(frame:)` (the agent's supervisor reports the class Crashed for it).
  public nonisolated static let noFrameInitializerRule = "designable-no-frame-init"

  /// How that error's message begins for the class `name`.
  nonisolated static func noFrameInitializerPrefix(_ name: String) -> String {
    "\(name) has no init(frame:)"
  }

  /// The class of `classes` that a diagnostic of `noFrameInitializerRule` names, if any.
  public nonisolated static func classWithoutFrameInitializer(
    in d: Diagnostic, among classes: Set<String>
  )
    -> String?
  {
    named(by: d, rule: noFrameInitializerRule, among: classes, opening: noFrameInitializerPrefix)
  }

  /// The rule of the error for a designable whose (translated Objective-C) `initWithFrame:`
  /// returned nil: the agent's supervisor reports the class Crashed in `init(frame:)`, as
  /// Interface Builder's agent fails to make it.
  public nonisolated static let initializerReturnedNilRule = "designable-init-returned-nil"

  /// How that error's message begins for the class `name`.
  nonisolated static func initializerReturnedNilPrefix(_ name: String) -> String {
    "\(name)'s init(frame:) returned nil"
  }

  /// The class of `classes` that a diagnostic of `initializerReturnedNilRule` names, if any.
  public nonisolated static func classWhoseInitializerReturnedNil(
    in d: Diagnostic, among classes: Set<String>
  ) -> String? {
    named(
      by: d, rule: initializerReturnedNilRule, among: classes, opening: initializerReturnedNilPrefix)
  }

  /// The rule of the warning for a view whose custom class the agent does not hold.
  public nonisolated static let unknownClassRule = "unknown-class"

  /// How that warning's message begins for the class `name`.
  nonisolated static func unknownClassPrefix(_ name: String) -> String {
    "unknown class \(name) in the document"
  }

  /// The designable of `classes` that a warning of `unknownClassRule` names, if any: one the
  /// build planned for this agent but that the agent does not hold, so it was never made.
  public nonisolated static func designableNotInAgent(
    in d: Diagnostic, among classes: Set<String>
  ) -> String? {
    named(by: d, rule: unknownClassRule, among: classes, opening: unknownClassPrefix)
  }

  /// The class of `classes` whose message of `rule` `d` is: the one its message opens with.
  private nonisolated static func named(
    by d: Diagnostic, rule: String, among classes: Set<String>, opening: (String) -> String
  ) -> String? {
    guard d.id == rule else { return nil }
    return classes.first { d.message.hasPrefix(opening($0)) }
  }
}
