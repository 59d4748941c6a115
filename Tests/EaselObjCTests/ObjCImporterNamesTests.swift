import Testing

@testable import EaselObjC

/// Swift names for the project's own selectors, by Swift's importer rules (SE-0005).
@Suite struct ObjCImporterNamesTests {
  @Test(
    arguments: [
      ("initWithFrame:", [SwiftType.structure("CGRect")], false, "init(frame:)"),
      ("initWithTitle:style:", [.string, .enumeration("BadgeStyle")], false, "init(title:style:)"),
      ("init", [], false, "init"),
      ("drawRect:", [.structure("CGRect")], false, "draw(_:)"),
      ("moveToPoint:", [.structure("CGPoint")], false, "move(to:)"),
      ("addLineToPoint:", [.structure("CGPoint")], false, "addLine(to:)"),
      ("isEqualToString:", [.string], false, "isEqual(to:)"),
      ("respondsToSelector:", [.selector], false, "responds(to:)"),
      ("performSelector:withObject:", [.selector, .any], false, "perform(_:with:)"),
      ("objectAtIndex:", [.integer("Int")], false, "object(at:)"),
      (
        "insertSubview:atIndex:", [.object("UIView"), .integer("Int")], false,
        "insertSubview(_:at:)"
      ),
      ("setupWithTitle:", [.string], false, "setup(withTitle:)"),
      ("configureWithColor:", [.object("UIColor")], false, "configure(with:)"),
      (
        "widthForCount:scale:", [.integer("Int32"), .floating("Float")], false,
        "width(forCount:scale:)"
      ),
      ("describeCount:", [.integer("Int")], false, "describeCount(_:)"),
      ("layoutSubviews", [], false, "layoutSubviews"),
      ("blueClr", [], true, "blueClr"),
    ] as [(String, [SwiftType], Bool, String)])
  func methodNames(_ selector: String, _ types: [SwiftType], _ isClass: Bool, _ expected: String) {
    let name = ObjCImporterNames.methodName(
      selector: selector, parameterTypes: types, isClassMethod: isClass, className: "Badge",
      returnsInstance: false)
    let spelled = name.labels.isEmpty && !selector.contains(":") ? name.base : name.description
    #expect(spelled == expected)
  }

  @Test func classFactoriesOfTheFacadeAreInitializers() {
    let name = ObjCImporterNames.methodName(
      selector: "colorWithRed:green:blue:alpha:", parameterTypes: [], isClassMethod: true,
      className: "UIColor", returnsInstance: true)
    #expect(name.description == "init(red:green:blue:alpha:)")
  }

  @Test(arguments: [
    ("drawRect", ["draw", "Rect"]), ("URLString", ["URL", "String"]),
    ("CGColor", ["CG", "Color"]), ("setNeedsDisplay", ["set", "Needs", "Display"]),
  ])
  func words(_ name: String, _ expected: [String]) {
    #expect(ObjCImporterNames.words(name) == expected)
  }

  @Test(arguments: [("CGColor", "cgColor"), ("URLString", "urlString"), ("Title", "title")])
  func lowerFirst(_ name: String, _ expected: String) {
    #expect(ObjCImporterNames.lowerFirst(name) == expected)
  }

  @Test func tableNamesEnumerationsFromTheirEnumerators() {
    let table = ObjCMemberTable([
      ObjCMemberName(
        kind: .enumerator, owner: "UIView.ContentMode", objc: "UIViewContentModeScaleToFill",
        swift: "UIView.ContentMode.scaleToFill", declaration: ""),
      ObjCMemberName(
        kind: .enumerator, owner: "UIView.ContentMode", objc: "UIViewContentModeRedraw",
        swift: "UIView.ContentMode.redraw", declaration: ""),
    ])
    #expect(table.enumerationType("UIViewContentMode") == "UIView.ContentMode")
    #expect(table.enumerationType("UIView") == nil)
    #expect(table.global("UIViewContentModeRedraw")?.swift == "UIView.ContentMode.redraw")
  }
}
