import EaselUIKit
import Foundation
import Testing

/// An `NS_ENUM` as the translation declares it, and an `NS_OPTIONS` (`NSUInteger`).
private enum Shade: Int {
  case plain = 0
  case deep = 1
  case bar = 5
}

private struct Sides: OptionSet, Hashable {
  let rawValue: UInt
  static let top = Sides(rawValue: 1)
  static let left = Sides(rawValue: 2)
}

/// A Swift `@objc enum` of another raw width.
private enum Tone: UInt8 {
  case light = 1
  case dark = 2
}

/// A view whose enumeration properties are listed as the generated selector table lists them.
@MainActor private final class ShadedView: UIView {
  var shade = Shade.plain
  var sides: Sides = []
  var tone = Tone.light
  var items: [Any] = [1, "two"]
  let badge = UIView(frame: .zero)

  static let methods: [ObjCMethod] = [
    ObjCMethod(owner: ShadedView.self, selector: "shade") { receiver, _ in
      (receiver as? ShadedView)?.shade
    },
    ObjCMethod(owner: ShadedView.self, selector: "setShade:") { receiver, arguments in
      (receiver as? ShadedView)?.shade = try ObjCArguments.cast(arguments, 0) as Shade
      return nil
    },
    ObjCMethod(owner: ShadedView.self, selector: "sides") { receiver, _ in
      (receiver as? ShadedView)?.sides
    },
    ObjCMethod(owner: ShadedView.self, selector: "setSides:") { receiver, arguments in
      (receiver as? ShadedView)?.sides = try ObjCArguments.cast(arguments, 0) as Sides
      return nil
    },
    ObjCMethod(owner: ShadedView.self, selector: "setTone:") { receiver, arguments in
      (receiver as? ShadedView)?.tone = try ObjCArguments.cast(arguments, 0) as Tone
      return nil
    },
    ObjCMethod(owner: ShadedView.self, selector: "items") { receiver, _ in
      (receiver as? ShadedView)?.items
    },
    ObjCMethod(owner: ShadedView.self, selector: "badge") { receiver, _ in
      (receiver as? ShadedView)?.badge
    },
  ]
}

/// Key-value coding passes a number for an enumeration or option set of integer raw values as
/// Foundation does (its raw value) and gives one back as a number.
@MainActor
@Suite("Enumerations by key-value coding", .serialized)
struct ObjCEnumerationKeyValueCodingTests {
  init() {
    var table = KeyValueTable()
    table.add(methods: ShadedView.methods)
    ObjCRuntime.shared.install(table)
  }

  @Test func aNumberSetsTheCaseOfItsRawValue() throws {
    let view = ShadedView(frame: .zero)
    var table = KeyValueTable.uiKit
    table.add(methods: ShadedView.methods)
    try table.setValue(.number(5), forKeyPath: "shade", of: view)
    #expect(view.shade == .bar)
    try table.setValue(.number(2), forKeyPath: "tone", of: view)
    #expect(view.tone == .dark)
    view.setValue(NSNumber(value: 1), forKey: "shade")
    #expect(view.shade == .deep)
  }

  @Test func anOptionSetTakesAnyBits() throws {
    let view = ShadedView(frame: .zero)
    var table = KeyValueTable.uiKit
    table.add(methods: ShadedView.methods)
    try table.setValue(.number(3), forKeyPath: "sides", of: view)
    #expect(view.sides == [.top, .left])
    try table.setValue(.number(12), forKeyPath: "sides", of: view)
    #expect(view.sides.rawValue == 12)
  }

  @Test func aNumberNoCaseNamesIsRefusedSaying() throws {
    let view = ShadedView(frame: .zero)
    view.shade = .deep
    var table = KeyValueTable.uiKit
    table.add(methods: ShadedView.methods)
    #expect(
      throws: ObjCMessageError.unnamedEnumerationValue(index: 0, enumeration: "Shade", value: "7")
    ) {
      try table.setValue(.number(7), forKeyPath: "shade", of: view)
    }
    #expect(view.shade == .deep)
    // From code, it is recorded for the scene's report, and the property keeps its value.
    view.setValue(NSNumber(value: 7), forKey: "shade")
    #expect(view.shade == .deep)
    #expect(
      UnimplementedAPI.shared.take().map(\.symbol).contains(
        "key-value coding of 7 for 'shade', none of Shade's cases"))
    // Not a whole number of the raw type: no such raw value, an ordinary argument error.
    #expect(throws: ObjCMessageError.self) {
      try table.setValue(.number(-1), forKeyPath: "tone", of: view)
    }
  }

  @Test func valueForKeyGivesTheRawValueAsANumber() {
    let view = ShadedView(frame: .zero)
    view.shade = .bar
    view.sides = [.left]
    // An integer, not the double 5.0 (which `==` of NSNumbers cannot tell from it).
    let floating: Set<String> = ["d", "f"]
    let shade = view.value(forKey: "shade") as? NSNumber
    #expect(shade == NSNumber(value: 5))
    #expect(shade.map { floating.contains(String(cString: $0.objCType)) } == false)
    let sides = view.value(forKey: "sides") as? NSNumber
    #expect(sides == NSNumber(value: 2))
    #expect(sides.map { floating.contains(String(cString: $0.objCType)) } == false)
    #expect(String(cString: NSNumber(value: 5.0).objCType) == "d")
    #expect(ObjCArguments.enumerationNumber("text") == nil)
  }

  /// A getter's object that no inspectable holds (an array, a view) is given as it is, as
  /// Foundation gives any object, where it was dropped for nil.
  @Test func valueForKeyGivesAnyObject() {
    let view = ShadedView(frame: .zero)
    #expect((view.value(forKey: "items") as? [Any])?.count == 2)
    #expect(view.value(forKey: "badge") as? UIView === view.badge)
  }
}
