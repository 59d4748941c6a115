import EaselUIKit
import Foundation
import Testing

@MainActor
@Suite struct KeyValueCodingTests {
  let table = KeyValueTable.uiKit

  @Test func dottedKeyPathsReachTheLayer() throws {
    let v = UIView()
    try table.setValue(.number(12), forKeyPath: "layer.cornerRadius", of: v)
    try table.setValue(.bool(true), forKeyPath: "layer.masksToBounds", of: v)
    try table.setValue(.size(CGSize(width: 1, height: 2)), forKeyPath: "layer.shadowOffset", of: v)
    #expect(v.layer.cornerRadius == 12)
    #expect(v.clipsToBounds)
    #expect(v.layer.shadowOffset == CGSize(width: 1, height: 2))
    guard case .number(let r)? = try table.value(forKeyPath: "layer.cornerRadius", of: v) else {
      Issue.record("no value")
      return
    }
    #expect(r == 12)
  }

  @Test func viewKeysSetProperties() throws {
    let v = UIView()
    try table.setValue(.color(.red), forKeyPath: "backgroundColor", of: v)
    try table.setValue(.number(0.5), forKeyPath: "alpha", of: v)
    try table.setValue(.bool(true), forKeyPath: "hidden", of: v)
    try table.setValue(.number(4), forKeyPath: "tag", of: v)
    try table.setValue(.number(2), forKeyPath: "contentMode", of: v)
    #expect(v.backgroundColor?.rgba == UIColor.red.rgba)
    #expect(v.alpha == 0.5)
    #expect(v.isHidden)
    #expect(v.tag == 4)
    #expect(v.contentMode == .scaleAspectFill)
    try table.setValue(.null, forKeyPath: "backgroundColor", of: v)
    #expect(v.backgroundColor == nil)
  }

  @Test func aUIColorDoesNotChangeACGColorPropertyAsOnIOS() throws {
    let v = UIView()
    v.layer.borderWidth = 2
    try table.setValue(.color(.red), forKeyPath: "layer.borderColor", of: v)
    #expect(v.layer.borderColor == CGColor(gray: 0, alpha: 1))
  }

  /// The bars' colours set as runtime attributes (Culinarium's tab bar:
  /// `unselectedItemTintColor`), which the bars draw with.
  @Test func barColoursAreSetByKey() throws {
    let tabBar = UITabBar()
    try table.setValue(.color(.red), forKeyPath: "unselectedItemTintColor", of: tabBar)
    try table.setValue(.color(.blue), forKeyPath: "barTintColor", of: tabBar)
    #expect(tabBar.unselectedItemTintColor?.rgba == UIColor.red.rgba)
    #expect(tabBar.barTintColor?.rgba == UIColor.blue.rgba)
    let navigationBar = UINavigationBar()
    let toolbar = UIToolbar()
    let searchBar = UISearchBar()
    for bar in [navigationBar, toolbar, searchBar] as [UIView] {
      try table.setValue(.color(.green), forKeyPath: "barTintColor", of: bar)
    }
    #expect(navigationBar.barTintColor?.rgba == UIColor.green.rgba)
    #expect(toolbar.barTintColor?.rgba == UIColor.green.rgba)
    #expect(searchBar.barTintColor?.rgba == UIColor.green.rgba)
  }

  @Test func buttonTitleLabelPath() throws {
    let b = UIButton(type: .system)
    try table.setValue(.number(1), forKeyPath: "titleLabel.textAlignment", of: b)
    #expect(b.titleLabel?.textAlignment == .center)
  }

  @Test func labelKeys() throws {
    let l = UILabel()
    try table.setValue(.string("Hi"), forKeyPath: "text", of: l)
    try table.setValue(.number(0), forKeyPath: "numberOfLines", of: l)
    try table.setValue(.bool(true), forKeyPath: "adjustsFontSizeToFitWidth", of: l)
    try table.setValue(.number(0.5), forKeyPath: "minimumScaleFactor", of: l)
    #expect(l.text == "Hi" && l.numberOfLines == 0 && l.adjustsFontSizeToFitWidth)
    #expect(l.minimumScaleFactor == 0.5)
    // A label is a view: inherited keys work.
    try table.setValue(.number(3), forKeyPath: "tag", of: l)
    #expect(l.tag == 3)
  }

  /// Key-value coding sends a scalar property's value `doubleValue` or `boolValue`, which a
  /// string answers: a `string` runtime attribute sets a number as NSString reads it.
  @Test func aStringSetsANumberOrBooleanAsNSStringReadsIt() throws {
    let v = UIView()
    try table.setValue(.string("2.0"), forKeyPath: "layer.borderWidth", of: v)
    try table.setValue(.string(" 6pt"), forKeyPath: "layer.cornerRadius", of: v)
    try table.setValue(.string("YES"), forKeyPath: "clipsToBounds", of: v)
    try table.setValue(.string("x"), forKeyPath: "alpha", of: v)
    #expect(v.layer.borderWidth == 2 && v.layer.cornerRadius == 6)
    #expect(v.clipsToBounds && v.alpha == 0)
    try table.setValue(.string("3.9"), forKeyPath: "tag", of: v)
    #expect(v.tag == 3)
  }

  @Test func typeMismatchAndUndefinedKeysThrow() {
    let v = UIView()
    #expect(
      throws: KeyValueCodingError.typeMismatch(key: "alpha", expected: .cgFloat, got: "color")
    ) {
      try table.setValue(.color(.red), forKeyPath: "alpha", of: v)
    }
    #expect(throws: KeyValueCodingError.undefinedKey(key: "cornerRadius", className: "UIView")) {
      try table.setValue(.number(1), forKeyPath: "cornerRadius", of: v)
    }
    #expect(throws: KeyValueCodingError.undefinedKey(key: "text", className: "UIView")) {
      try table.setValue(.string("x"), forKeyPath: "text", of: v)
    }
    #expect(throws: KeyValueCodingError.self) {
      try table.setValue(.number(99), forKeyPath: "contentMode", of: v)
    }
  }

  @Test func mostDerivedEntryWins() throws {
    final class Tinted: UIView {
      var seen: UIColor?
    }
    var t = table
    t.add([
      KeyValueEntry(
        owner: Tinted.self, key: "backgroundColor", type: .color,
        get: { _ in nil },
        set: { obj, value in
          if case .color(let c) = value { (obj as? Tinted)?.seen = c }
        })
    ])
    let v = Tinted()
    try t.setValue(.color(.blue), forKeyPath: "backgroundColor", of: v)
    #expect(v.seen?.rgba == UIColor.blue.rgba)
    #expect(v.backgroundColor == nil)
    let plain = UIView()
    try t.setValue(.color(.blue), forKeyPath: "backgroundColor", of: plain)
    #expect(plain.backgroundColor?.rgba == UIColor.blue.rgba)
  }

  @Test func builtInClassesAreRegistered() {
    let make = table.classes["UILabel"]?.make
    let made = make?(NIBDecoder(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
    #expect(made is UILabel)
    #expect((made as? UIView)?.frame.width == 5)
  }
}
