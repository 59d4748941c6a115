import EaselObjC
import Foundation
import Testing

/// Lookups in the checked-in table, against names read from the iOS SDK's symbol graphs and
/// Swift overlays (scripts/objc-names).
@Suite struct ObjCNameTableTests {
  let table = ObjCNameTable.shared

  @Test(arguments: [
    // (class, selector, class side, owner found in, Swift name, accessor)
    ("UIColor", "colorWithRed:green:blue:alpha:", true, "UIColor", "init(red:green:blue:alpha:)"),
    ("UIColor", "initWithRed:green:blue:alpha:", false, "UIColor", "init(red:green:blue:alpha:)"),
    ("UIColor", "clearColor", true, "UIColor", "clear"),
    ("UIColor", "colorWithAlphaComponent:", false, "UIColor", "withAlphaComponent(_:)"),
    ("UIFont", "systemFontOfSize:", true, "UIFont", "systemFont(ofSize:)"),
    ("UILabel", "setNeedsDisplay", false, "UIView", "setNeedsDisplay()"),
    ("UILabel", "setBackgroundColor:", false, "UIView", "backgroundColor"),
    ("UIView", "isHidden", false, "UIView", "isHidden"),
    ("UIBezierPath", "bezierPathWithOvalInRect:", true, "UIBezierPath", "init(ovalIn:)"),
    ("UIBezierPath", "addLineToPoint:", false, "UIBezierPath", "addLine(to:)"),
    ("CAShapeLayer", "setStrokeColor:", false, "CAShapeLayer", "strokeColor"),
    ("CAShapeLayer", "addSublayer:", false, "CALayer", "addSublayer(_:)"),
    ("UIView", "respondsToSelector:", false, "NSObject", "responds(to:)"),
    ("UIColor", "respondsToSelector:", true, "NSObject", "responds(to:)"),
    ("UIView", "performSelector:", false, "NSObject", "perform(_:)"),
    (
      "NSLayoutConstraint",
      "constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:", true,
      "NSLayoutConstraint", "init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)"
    ),
    ("NSString", "sizeWithAttributes:", false, "NSString", "size(withAttributes:)"),
    ("NSString", "drawInRect:withAttributes:", false, "NSString", "draw(in:withAttributes:)"),
    (
      "NSBundle", "localizedStringForKey:value:table:", false, "NSBundle",
      "localizedString(forKey:value:table:)"
    ),
  ])
  func memberNames(
    _ className: String, _ selector: String, _ isClass: Bool, _ foundIn: String,
    _ swift: String
  ) throws {
    let match = try #require(table.member(selector, of: className, isClass: isClass))
    #expect(match.member.swift == swift)
    #expect(match.foundIn == foundIn)
  }

  @Test func propertyAccessorsAreTold() throws {
    let getter = try #require(table.member("backgroundColor", of: "UIButton", isClass: false))
    #expect(getter.accessor == .getter && getter.member.kind == .property)
    let setter = try #require(table.member("setBackgroundColor:", of: "UIButton", isClass: false))
    #expect(setter.accessor == .setter)
    let red = try #require(table.member("redColor", of: "UIColor", isClass: true))
    #expect(red.accessor == .getter && red.member.kind == .classProperty)
    #expect(table.member("setSuperview:", of: "UIView", isClass: false) == nil)
  }

  @Test(arguments: [
    ("CGContextAddLineToPoint", "CGContext.addLine(to:)"),
    ("CGContextMoveToPoint", "CGContext.move(to:)"),
    ("CGContextSaveGState", "CGContext.saveGState()"),
    ("CGContextSetStrokeColorWithColor", "CGContext.setStrokeColor(_:)"),
    ("CGRectInset", "CGRect.insetBy(dx:dy:)"),
    ("CGRectGetMidX", "CGRect.midX"),
    ("CGRectMake", "CGRect.init(x:y:width:height:)"),
    ("UIGraphicsGetCurrentContext", "UIGraphicsGetCurrentContext()"),
    ("NSSelectorFromString", "NSSelectorFromString(_:)"),
    ("objc_setAssociatedObject", "objc_setAssociatedObject(_:_:_:_:)"),
  ])
  func functionNames(_ name: String, _ swift: String) throws {
    #expect(try #require(table.function(name)).swift == swift)
  }

  @Test func constantsAndEnumerators() throws {
    #expect(try #require(table.constant("CGRectZero")).swift == "CGRect.zero")
    #expect(
      try #require(table.constant("NSFontAttributeName")).swift == "NSAttributedString.Key.font")
    #expect(
      try #require(table.enumerator("UIViewContentModeScaleToFill")).swift
        == "UIView.ContentMode.scaleToFill")
    #expect(
      try #require(table.enumerator("OBJC_ASSOCIATION_COPY_NONATOMIC")).swift
        == "objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC")
    #expect(
      try #require(table.enumerator("NSTextAlignmentCenter")).swift == "NSTextAlignment.center")
  }

  @Test(arguments: [
    ("NSString", "String"), ("NSInteger", "Int"), ("CGFloat", "CGFloat"), ("BOOL", "Bool"),
    ("id", "Any"), ("instancetype", "Self"), ("SEL", "Selector"),
    ("UIViewContentMode", "UIView.ContentMode"), ("CGContextRef", "CGContext"),
    ("NSAttributedStringKey", "NSAttributedString.Key"), ("CGRect", "CGRect"),
    ("UIView", "UIView"),
  ])
  func swiftTypes(_ objc: String, _ swift: String) {
    #expect(table.swiftType(forObjC: objc) == swift)
  }

  @Test func theHierarchyIsKnown() {
    #expect(table.superclass(of: "UILabel") == "UIView")
    #expect(table.superclass(of: "UIView") == "UIResponder")
    #expect(table.isClass("UIButton", kindOf: "NSObject"))
    #expect(table.superclass(of: "NSObject") == nil)
  }

  /// One answer a typedef: `NSErrorUserInfoKey`, which Swift names `NSError.UserInfoKey` but
  /// whose constants stay global strings, is `String`, never also the renamed type.
  @Test func typedefsAreImportedOneWay() {
    #expect(table.typedefImport("NSErrorUserInfoKey") == .string)
    #expect(table.typedefImport("NSAttributedStringKey") == .stringStruct("NSAttributedString.Key"))
    #expect(table.typedefImport("NSExceptionName") == .stringStruct("NSExceptionName"))
    // Number typedefs whose constants Swift makes members of a struct around the number.
    #expect(table.typedefImport("UIFontWeight") == .numericStruct("UIFont.Weight", raw: "CGFloat"))
    #expect(table.typedefImport("UILayoutPriority") == .numericStruct("UILayoutPriority", raw: "float"))
    #expect(table.numericStructRaw("UIWindow.Level") == "CGFloat")
    #expect(table.typedefImport("CGFloat") == nil)
    #expect(table.typedefImport("NSTimeInterval") == .renamed("TimeInterval"))
  }

  @Test func everyRowHasItsParts() {
    for member in table.members {
      #expect(!member.objc.isEmpty && !member.swift.isEmpty && !member.declaration.isEmpty)
      #expect(!member.module.isEmpty)
    }
    #expect(table.members.count > 10_000)
  }
}
