// The few façade names translation cannot do without, used after the façade's own table
// (branch objc-names generates the full one): the overridable UIView methods designables
// implement, and the C helpers and runtime constants Objective-C drawing code calls.
// Swift's importer rules would name most of these right; these are the ones it would not
// (`CGRectGetWidth` is `CGRect.width`, `clearColor` is `UIColor.clear`), and the overrides,
// which must be known to be overrides.

enum ObjCEssentialNames {
  /// Foundation classes Swift's importer gives as Swift value types in every API
  /// (`NSIndexPath *` is `IndexPath`, `NSDate *` is `Date`): a translation spells them so,
  /// so that its overrides and calls match the façade's Swift signatures. Their members keep
  /// the class's names, which the value types share, but for the essentials' below.
  static let bridgedValueTypes = [
    "NSDate": "Date", "NSData": "Data", "NSURL": "URL", "NSIndexPath": "IndexPath",
    "NSIndexSet": "IndexSet",
  ]

  /// The façade's properties declared in a protocol's extension rather than in the class
  /// (`Owner.swiftName`), which a subclass cannot override: `UIScrollView.delegate`, which
  /// `UITableView`, `UICollectionView` and `UITextView` declare again with their own delegates'
  /// types (`UIScrollView+Delegate.swift`). An accessor implemented over one declares the
  /// class's own property, which shadows the extension's, `super`'s serving the other accessor.
  static let extensionProperties: Set<String> = ["UIScrollView.delegate"]

  static let table = ObjCMemberTable(
    rows,
    enumerationTypes: [
      "UIControlEvents": "UIControl.Event", "UIControlState": "UIControl.State",
      "CGLineCap": "CGLineCap", "CGLineJoin": "CGLineJoin",
      "UIViewContentMode": "UIView.ContentMode", "objc_AssociationPolicy": "objc_AssociationPolicy",
      "NSStringEncoding": "String.Encoding",
    ])

  private static func m(_ owner: String, _ objc: String, _ swift: String) -> ObjCMemberName {
    ObjCMemberName(kind: .instanceMethod, owner: owner, objc: objc, swift: swift, declaration: "")
  }
  private static func cm(_ owner: String, _ objc: String, _ swift: String) -> ObjCMemberName {
    ObjCMemberName(kind: .classMethod, owner: owner, objc: objc, swift: swift, declaration: "")
  }
  private static func p(_ owner: String, _ objc: String, _ swift: String) -> ObjCMemberName {
    ObjCMemberName(kind: .property, owner: owner, objc: objc, swift: swift, declaration: "")
  }
  private static func cp(_ owner: String, _ objc: String, _ swift: String) -> ObjCMemberName {
    ObjCMemberName(kind: .classProperty, owner: owner, objc: objc, swift: swift, declaration: "")
  }
  private static func i(_ owner: String, _ objc: String, _ swift: String) -> ObjCMemberName {
    ObjCMemberName(kind: .initializer, owner: owner, objc: objc, swift: swift, declaration: "")
  }
  private static func f(_ owner: String, _ objc: String, _ swift: String) -> ObjCMemberName {
    ObjCMemberName(kind: .function, owner: owner, objc: objc, swift: swift, declaration: "")
  }
  private static func c(_ owner: String, _ objc: String, _ swift: String) -> ObjCMemberName {
    ObjCMemberName(kind: .constant, owner: owner, objc: objc, swift: swift, declaration: "")
  }
  private static func e(_ owner: String, _ objc: String, _ swift: String) -> ObjCMemberName {
    ObjCMemberName(kind: .enumerator, owner: owner, objc: objc, swift: swift, declaration: "")
  }

  static let rows: [ObjCMemberName] =
    [
      i("UIView", "initWithFrame:", "init(frame:)"),
      i("UIView", "initWithCoder:", "init(coder:)"),
      i("NSObject", "init", "init()"),
      m("UIView", "drawRect:", "draw(_:)"),
      m("UIView", "layoutSubviews", "layoutSubviews()"),
      m("UIView", "setNeedsDisplay", "setNeedsDisplay()"),
      m("UIView", "setNeedsLayout", "setNeedsLayout()"),
      m("UIView", "layoutIfNeeded", "layoutIfNeeded()"),
      m("UIView", "addSubview:", "addSubview(_:)"),
      m("UIView", "removeFromSuperview", "removeFromSuperview()"),
      m("UIView", "sizeThatFits:", "sizeThatFits(_:)"),
      m("UIView", "tintColorDidChange", "tintColorDidChange()"),
      m("UIView", "didMoveToSuperview", "didMoveToSuperview()"),
      m("UIView", "didMoveToWindow", "didMoveToWindow()"),
      m("UIView", "willMoveToSuperview:", "willMove(toSuperview:)"),
      m("UIView", "traitCollectionDidChange:", "traitCollectionDidChange(_:)"),
      ObjCMemberName(
        kind: .property, owner: "UIView", objc: "intrinsicContentSize",
        swift: "intrinsicContentSize",
        declaration: "@property (nonatomic, readonly) CGSize intrinsicContentSize;"),
      p("UIView", "frame", "frame"),
      p("UIView", "bounds", "bounds"),
      p("UIView", "backgroundColor", "backgroundColor"),
      p("UIView", "tintColor", "tintColor"),
      p("UIView", "hidden", "isHidden"),
      p("UIControl", "enabled", "isEnabled"),
      p("UIControl", "selected", "isSelected"),
      p("UIControl", "highlighted", "isHighlighted"),
      m("NSObject", "awakeFromNib", "awakeFromNib()"),
      m("NSObject", "prepareForInterfaceBuilder", "prepareForInterfaceBuilder()"),
      m("NSObject", "respondsToSelector:", "responds(to:)"),
      cm("NSObject", "respondsToSelector:", "responds(to:)"),
      m("NSObject", "performSelector:", "perform(_:)"),
      m("NSObject", "performSelector:withObject:", "perform(_:with:)"),
      cm("NSObject", "performSelector:", "perform(_:)"),
      m("NSObject", "isKindOfClass:", "isKind(of:)"),
      p("NSString", "length", "utf16.count"),
      p("NSData", "length", "count"),
      m("NSString", "isEqualToString:", "isEqual(to:)"),
      m("NSString", "componentsSeparatedByString:", "components(separatedBy:)"),
      m(
        "NSString", "stringByReplacingOccurrencesOfString:withString:",
        "replacingOccurrences(of:with:)"),
      m("NSString", "containsString:", "contains(_:)"),
      m("NSString", "hasPrefix:", "hasPrefix(_:)"),
      m("NSString", "hasSuffix:", "hasSuffix(_:)"),
      p("NSString", "uppercaseString", "uppercased()"),
      p("NSString", "lowercaseString", "lowercased()"),

      p("NSNumber", "boolValue", "boolValue"),
      p("NSNumber", "integerValue", "intValue"),
      p("NSNumber", "doubleValue", "doubleValue"),
      p("NSArray", "count", "count"),
      p("NSArray", "firstObject", "first"),
      p("NSSet", "anyObject", "first"),
      p("NSSet", "count", "count"),
      m("UIResponder", "touchesBegan:withEvent:", "touchesBegan(_:with:)"),
      m("UIResponder", "touchesMoved:withEvent:", "touchesMoved(_:with:)"),
      m("UIResponder", "touchesEnded:withEvent:", "touchesEnded(_:with:)"),
      m("UIResponder", "touchesCancelled:withEvent:", "touchesCancelled(_:with:)"),
      m("UITouch", "locationInView:", "location(in:)"),
      p("NSArray", "lastObject", "last"),
      i("UIColor", "colorWithRed:green:blue:alpha:", "init(red:green:blue:alpha:)"),
      i("UIColor", "colorWithWhite:alpha:", "init(white:alpha:)"),
      m("UIColor", "colorWithAlphaComponent:", "withAlphaComponent(_:)"),
      m("UIColor", "set", "set()"),
      m("UIColor", "setFill", "setFill()"),
      m("UIColor", "setStroke", "setStroke()"),
      f("", "UIRectFill", "UIRectFill(_:)"),
      f("", "UIRectFrame", "UIRectFrame(_:)"),
      p("UIColor", "CGColor", "cgColor"),
      cm("UIFont", "systemFontOfSize:", "systemFont(ofSize:)"),
      cm("UIFont", "boldSystemFontOfSize:", "boldSystemFont(ofSize:)"),
      i("UIBezierPath", "bezierPathWithRect:", "init(rect:)"),
      i("UIBezierPath", "bezierPathWithOvalInRect:", "init(ovalIn:)"),
      i(
        "UIBezierPath", "bezierPathWithRoundedRect:cornerRadius:", "init(roundedRect:cornerRadius:)"
      ),
      m("UIBezierPath", "moveToPoint:", "move(to:)"),
      m("UIBezierPath", "addLineToPoint:", "addLine(to:)"),
      m("UIBezierPath", "closePath", "close()"),
      i("UIBezierPath", "bezierPath", "init()"),
      m("UIControl", "sendActionsForControlEvents:", "sendActions(for:)"),
      cp("NSBundle", "mainBundle", "main"),
      cp("UIScreen", "mainScreen", "main"),
      i("UIImage", "imageNamed:", "init(named:)"),
      f("CGContext", "CGContextSetLineCap", "setLineCap(_:)"),
      f("CGContext", "CGContextSetLineJoin", "setLineJoin(_:)"),
      i("CALayer", "layer", "init()"),
      i("CAShapeLayer", "layer", "init()"),
      m("CALayer", "addSublayer:", "addSublayer(_:)"),
      m("CALayer", "removeFromSuperlayer", "removeFromSuperlayer()"),
      p("UIBezierPath", "CGPath", "cgPath"),
      cm("UIView", "animateWithDuration:animations:", "animate(withDuration:animations:)"),
      // Foundation's copying protocols (NSObject.h, in its audited region), whose requirement
      // a class's `-copyWithZone:` satisfies only as Swift names and types it.
      ObjCMemberName(
        kind: .instanceMethod, owner: "NSCopying", objc: "copyWithZone:", swift: "copy(with:)",
        declaration: "- (id _Nonnull)copyWithZone:(NSZone * _Nullable)zone;"),
      ObjCMemberName(
        kind: .instanceMethod, owner: "NSMutableCopying", objc: "mutableCopyWithZone:",
        swift: "mutableCopy(with:)",
        declaration: "- (id _Nonnull)mutableCopyWithZone:(NSZone * _Nullable)zone;"),
    ]
    + [
      "clear", "white", "black", "blue", "red", "green", "gray", "lightGray", "darkGray",
      "orange", "yellow", "purple", "brown", "cyan", "magenta",
    ].map {
      cp("UIColor", $0 + "Color", $0)
    }
    + [
      f("CGRect", "CGRectMake", "init(x:y:width:height:)"),
      f("CGPoint", "CGPointMake", "init(x:y:)"),
      f("CGSize", "CGSizeMake", "init(width:height:)"),
      f("UIEdgeInsets", "UIEdgeInsetsMake", "init(top:left:bottom:right:)"),
      f("CGRect", "CGRectInset", "insetBy(dx:dy:)"),
      f("CGRect", "CGRectOffset", "offsetBy(dx:dy:)"),
      f("CGRect", "CGRectGetWidth", "width"),
      f("CGRect", "CGRectGetHeight", "height"),
      f("CGRect", "CGRectGetMinX", "minX"),
      f("CGRect", "CGRectGetMidX", "midX"),
      f("CGRect", "CGRectGetMaxX", "maxX"),
      f("CGRect", "CGRectGetMinY", "minY"),
      f("CGRect", "CGRectGetMidY", "midY"),
      f("CGRect", "CGRectGetMaxY", "maxY"),
      f("CGRect", "CGRectContainsPoint", "contains(_:)"),
      f("CGRect", "CGRectIntersectsRect", "intersects(_:)"),
      f("CGRect", "CGRectIsEmpty", "isEmpty"),
      f("CGRect", "CGRectEqualToRect", "equalTo(_:)"),
      f("", "UIGraphicsGetCurrentContext", "UIGraphicsGetCurrentContext()"),
      f("", "NSSelectorFromString", "NSSelectorFromString(_:)"),
      f("", "NSStringFromSelector", "NSStringFromSelector(_:)"),
      f("", "objc_getAssociatedObject", "objc_getAssociatedObject(_:_:)"),
      f("", "objc_setAssociatedObject", "objc_setAssociatedObject(_:_:_:_:)"),
      f("CGContext", "CGContextSetFillColorWithColor", "setFillColor(_:)"),
      f("CGContext", "CGContextSetStrokeColorWithColor", "setStrokeColor(_:)"),
      f("CGContext", "CGContextSetLineWidth", "setLineWidth(_:)"),
      f("CGContext", "CGContextFillRect", "fill(_:)"),
      f("CGContext", "CGContextStrokeRect", "stroke(_:)"),
      f("CGContext", "CGContextFillEllipseInRect", "fillEllipse(in:)"),
      f("CGContext", "CGContextStrokeEllipseInRect", "strokeEllipse(in:)"),
      f("CGContext", "CGContextAddRect", "addRect(_:)"),
      f("CGContext", "CGContextAddEllipseInRect", "addEllipse(in:)"),
      f("CGContext", "CGContextStrokePath", "strokePath()"),
      f("CGContext", "CGContextFillPath", "fillPath()"),
      f("CGContext", "CGContextClosePath", "closePath()"),
      f("CGContext", "CGContextBeginPath", "beginPath()"),
      f("CGContext", "CGContextSaveGState", "saveGState()"),
      f("CGContext", "CGContextRestoreGState", "restoreGState()"),
      f("CGContext", "CGContextClip", "clip()"),
      f("CGContext", "CGContextSetAlpha", "setAlpha(_:)"),
      f("CGContext", "CGContextTranslateCTM", "translateBy(x:y:)"),
      f("CGContext", "CGContextScaleCTM", "scaleBy(x:y:)"),
      f("CGContext", "CGContextRotateCTM", "rotate(by:)"),
      c("CGRect", "CGRectZero", "CGRect.zero"),
      c("NSAttributedString.Key", "NSFontAttributeName", "NSAttributedString.Key.font"),
      c(
        "NSAttributedString.Key", "NSForegroundColorAttributeName",
        "NSAttributedString.Key.foregroundColor"),
      c(
        "NSAttributedString.Key", "NSParagraphStyleAttributeName",
        "NSAttributedString.Key.paragraphStyle"),
      c("CGPoint", "CGPointZero", "CGPoint.zero"),
      c("CGSize", "CGSizeZero", "CGSize.zero"),
      c("UIEdgeInsets", "UIEdgeInsetsZero", "UIEdgeInsets.zero"),
    ]
    + [
      ("TouchDown", "touchDown"), ("TouchUpInside", "touchUpInside"),
      ("ValueChanged", "valueChanged"), ("EditingChanged", "editingChanged"),
      ("PrimaryActionTriggered", "primaryActionTriggered"), ("AllEvents", "allEvents"),
    ].map { e("UIControl.Event", "UIControlEvent" + $0.0, "UIControl.Event." + $0.1) }
    + [
      ("ScaleToFill", "scaleToFill"), ("ScaleAspectFit", "scaleAspectFit"),
      ("ScaleAspectFill", "scaleAspectFill"), ("Redraw", "redraw"), ("Center", "center"),
    ].map { e("UIView.ContentMode", "UIViewContentMode" + $0.0, "UIView.ContentMode." + $0.1) }
    // NSString.h's encodings: Swift's `String.Encoding` (Linux's Foundation marks the
    // Objective-C names unavailable), which the `String` methods a translation calls take.
    + [
      ("ASCII", "ascii"), ("NEXTSTEP", "nextstep"), ("JapaneseEUC", "japaneseEUC"),
      ("UTF8", "utf8"), ("ISOLatin1", "isoLatin1"), ("Symbol", "symbol"),
      ("NonLossyASCII", "nonLossyASCII"), ("ShiftJIS", "shiftJIS"), ("ISOLatin2", "isoLatin2"),
      ("Unicode", "unicode"), ("WindowsCP1251", "windowsCP1251"),
      ("WindowsCP1252", "windowsCP1252"), ("WindowsCP1253", "windowsCP1253"),
      ("WindowsCP1254", "windowsCP1254"), ("WindowsCP1250", "windowsCP1250"),
      ("ISO2022JP", "iso2022JP"), ("MacOSRoman", "macOSRoman"), ("UTF16", "utf16"),
      ("UTF16BigEndian", "utf16BigEndian"), ("UTF16LittleEndian", "utf16LittleEndian"),
      ("UTF32", "utf32"), ("UTF32BigEndian", "utf32BigEndian"),
      ("UTF32LittleEndian", "utf32LittleEndian"),
    ].map { e("String.Encoding", "NS" + $0.0 + "StringEncoding", "String.Encoding." + $0.1) }
    + [("Butt", "butt"), ("Round", "round"), ("Square", "square")].map {
      e("CGLineCap", "kCGLineCap" + $0.0, "CGLineCap." + $0.1)
    }
    + [("Miter", "miter"), ("Round", "round"), ("Bevel", "bevel")].map {
      e("CGLineJoin", "kCGLineJoin" + $0.0, "CGLineJoin." + $0.1)
    }
    + ["ASSIGN", "RETAIN_NONATOMIC", "COPY_NONATOMIC", "RETAIN", "COPY"].map {
      e(
        "objc_AssociationPolicy", "OBJC_ASSOCIATION_" + $0,
        "objc_AssociationPolicy.OBJC_ASSOCIATION_" + $0)
    }
}

/// Looks names up in the façade's table, then in the essential names.
struct ChainedNameLookup: ObjCNameLookup {
  var primary: any ObjCNameLookup
  var fallback: any ObjCNameLookup = ObjCEssentialNames.table

  func member(selector: String, owner: String, isClass: Bool) -> ObjCMemberName? {
    // Strings and collections are Swift values: their names are the essentials' (`length`
    // is `utf16.count`), not the Foundation classes'.
    if Self.valueTypes.contains(owner),
      let row = fallback.member(selector: selector, owner: owner, isClass: isClass),
      row.owner == owner
    {
      return row
    }
    return primary.member(selector: selector, owner: owner, isClass: isClass)
      ?? fallback.member(selector: selector, owner: owner, isClass: isClass)
  }

  func declaringClasses(of selector: String, isClass: Bool) -> [String] {
    primary.declaringClasses(of: selector, isClass: isClass)
  }

  func property(swiftNamed swiftName: String, owner: String, isClass: Bool) -> ObjCMemberName? {
    primary.property(swiftNamed: swiftName, owner: owner, isClass: isClass)
      ?? fallback.property(swiftNamed: swiftName, owner: owner, isClass: isClass)
  }

  static let valueTypes: Set<String> = Set(
    ["NSString", "NSArray", "NSSet", "NSDictionary"] + ObjCEssentialNames.bridgedValueTypes.keys)

  func superclassName(of className: String) -> String? {
    primary.superclassName(of: className) ?? fallback.superclassName(of: className)
  }

  func swiftClassName(_ objcName: String) -> String? {
    ObjCEssentialNames.bridgedValueTypes[objcName] ?? primary.swiftClassName(objcName)
      ?? fallback.swiftClassName(objcName)
  }
  func genericParameters(of className: String) -> [String] {
    let own = primary.genericParameters(of: className)
    return own.isEmpty ? fallback.genericParameters(of: className) : own
  }
  func protocolNames(of name: String) -> [String] {
    primary.protocolNames(of: name) + fallback.protocolNames(of: name)
  }
  func protocolSwiftName(_ objcName: String) -> String? {
    primary.protocolSwiftName(objcName) ?? fallback.protocolSwiftName(objcName)
  }
  func protocolObjCName(swiftName: String) -> String? {
    primary.protocolObjCName(swiftName: swiftName)
      ?? fallback.protocolObjCName(swiftName: swiftName)
  }
  func protocolSelectors(of name: String) -> [ObjCProtocolSelector] {
    let own = primary.protocolSelectors(of: name)
    return own.isEmpty ? fallback.protocolSelectors(of: name) : own
  }
  func isOptionSet(_ swiftName: String) -> Bool {
    primary.isOptionSet(swiftName) || fallback.isOptionSet(swiftName)
  }
  func global(_ name: String) -> ObjCMemberName? { primary.global(name) ?? fallback.global(name) }
  func enumerationType(_ objcName: String) -> String? {
    primary.enumerationType(objcName) ?? fallback.enumerationType(objcName)
  }
  func typedefImport(_ objcName: String) -> ObjCTypedefImport? {
    primary.typedefImport(objcName) ?? fallback.typedefImport(objcName)
  }
  func numericStructRaw(_ swiftName: String) -> String? {
    primary.numericStructRaw(swiftName) ?? fallback.numericStructRaw(swiftName)
  }
  func numberTypedefUnderlying(_ objcName: String) -> String? {
    primary.numberTypedefUnderlying(objcName) ?? fallback.numberTypedefUnderlying(objcName)
  }
  func sdkGap(_ name: String) -> (module: String, why: String)? {
    primary.sdkGap(name) ?? fallback.sdkGap(name)
  }
  func isCStruct(_ objcName: String) -> Bool {
    primary.isCStruct(objcName) || fallback.isCStruct(objcName)
  }
  func structFields(_ swiftName: String) -> [(name: String, type: String)]? {
    primary.structFields(swiftName) ?? fallback.structFields(swiftName)
  }
  func enumerationCases(_ swiftName: String) -> [ObjCEnumerationCase] {
    let own = primary.enumerationCases(swiftName)
    return own.isEmpty ? fallback.enumerationCases(swiftName) : own
  }
}
