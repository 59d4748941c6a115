import Foundation

// Where C converts a value implicitly (numbers, `id`, selectors as keys, nil), and literals.

extension FileTranslator {
  /// `e` as a value of `type`: numbers converted as C converts them, `id` cast down,
  /// selectors as keys, optionals unwrapped where nil is not accepted (`?? 0` for numbers,
  /// as a message to nil returns 0).
  func convert(_ e: Expr, to type: SwiftType, allowsNil: Bool) -> Expr {
    var out = e
    if e.text == "nil" {
      out.type = type
      out.isOptional = true
      return out
    }
    switch (e.type, type) {
    case (_, .void): return e
    case (.integer, .structure(let name)), (.floating, .structure(let name)),
      (.enumeration, .structure(let name)):
      // A number where Swift wraps the typedef in a struct (`UILayoutPriority`).
      guard let raw = names.numericStructRaw(name) else { break }
      let value = convert(e, to: read(raw).type, allowsNil: false)
      let operand = e.isOptional ? "(" + value.text + " ?? 0)" : value.text
      return Expr(text: name + "(rawValue: " + operand + ")", type: type)
    case (.structure(let name), .integer), (.structure(let name), .floating):
      // The struct's number where C reads the typedef as one.
      guard let raw = names.numericStructRaw(name) else { break }
      let number = Expr(
        text: e.operand + (e.isOptional ? "?.rawValue" : ".rawValue"), type: read(raw).type,
        isOptional: e.isOptional)
      return convert(number, to: type, allowsNil: allowsNil)
    case (.bool, .bool): break
    case (.integer, .bool), (.floating, .bool), (.enumeration, .bool):
      if e.isLiteral {
        out.text = e.text == "0" ? "false" : "true"
      } else if case .enumeration = e.type {
        // A Swift enumeration is no number: its raw value is.
        out.text = e.operand + (e.isOptional ? "?.rawValue ?? 0) != 0" : ".rawValue != 0")
        if e.isOptional { out.text = "(" + out.text }
        out.isAtomic = false
      } else {
        out.text = e.operand + " != 0"
        out.isAtomic = false
      }
    case (.bool, .integer), (.bool, .floating):
      // A BOOL that may be nil (a block that may be nil called through `?(`, which C calls
      // only with a block): nil counts as NO, as a message to nil returns it.
      let test = e.isOptional ? "(" + e.text + " ?? false)" : e.text
      out.text = e.text == "true" ? "1" : e.text == "false" ? "0" : "(" + test + " ? 1 : 0)"
      out.isOptional = false
      out.isAtomic = true
    case (.floating, .integer(let to)) where !e.isLiteral:
      // C converts a NaN, an infinity or a value out of range without trapping (its result is
      // undefined): `init(cConverting:)` gives what x86-64 gives, where `Int(x)` traps.
      out.text = to + "(cConverting: " + e.text + ")"
      out.isAtomic = true
    case (.integer(let from), .integer(let to)) where from != to && !e.isLiteral:
      // C converts an integer to another modulo the target's range (C11 6.3.1.3; clang's
      // conversion to a signed type is two's complement truncation): `Int32(x)` traps on a
      // value out of range, `Int32(truncatingIfNeeded: x)` is C's.
      out.text = Self.integerConversion(e.text, from: from, to: to)
      out.isAtomic = true
    case (.integer(let from), .integer(let to)) where from != to,
      (.integer(let from), .floating(let to)), (.floating(let from), .integer(let to)),
      (.floating(let from), .floating(let to)) where from != to:
      if !e.isLiteral || (e.type.isFloatingLiteral && type.isIntegerType) {
        out.text = to + "(" + e.text + ")"
        out.isAtomic = true
      }
    case (.enumeration, .integer), (.enumeration, .floating):
      return cInteger(e, as: type)
    case (.enumeration(let from), .enumeration(let name)) where from != name:
      // One enumeration's value where C takes it for another's (a module's own
      // `NS_OPTIONS` given for `UIRectCorner`): Swift's importer keeps them apart, so the
      // value goes by its raw bits, as C's does. An option set takes any bits; an
      // enumeration, the case of that raw value.
      let bits = name + ".RawValue(truncatingIfNeeded: " + e.operand + ".rawValue)"
      out.text =
        isOptionSet(name)
        ? name + "(rawValue: " + bits + ")" : enumerationValue(name, raw: bits, literal: nil)
      out.isOptional = false
      out.isAtomic = true
    case (.bool, .enumeration):
      // A BOOL where an enumeration is wanted (`separatorStyle = NO`): C converts it to its
      // number, 0 or 1, and that to the enumeration's value.
      let test = e.isOptional ? "(" + e.text + " ?? false)" : e.text
      var number = Expr(
        text: e.text == "true" ? "1" : e.text == "false" ? "0" : "(" + test + " ? 1 : 0)",
        type: .integer("Int"), isLiteral: e.text == "true" || e.text == "false")
      number.isAtomic = true
      return convert(number, to: type, allowsNil: allowsNil)
    case (.floating, .enumeration):
      // A floating value where an enumeration is wanted (`CGContextDrawRadialGradient(…, 0.0)`
      // for its `CGGradientDrawingOptions`): C converts it to an integer first, toward zero.
      var number = Expr(text: "", type: .integer("Int"))
      if e.isLiteral, let value = Double(e.text), value.magnitude < 1e15 {
        number.text = String(Int(value))
        number.isLiteral = true
      } else {
        number.text = "Int(cConverting: " + e.text + ")"
      }
      return convert(number, to: type, allowsNil: allowsNil)
    case (.integer, .enumeration(let name)) where isOptionSet(name):
      // An option set's `init(rawValue:)` takes any bits; 0 is the empty set.
      // Its raw type is the `NS_OPTIONS` type's (`UInt` for `NSUInteger`), C's value an `Int`.
      out.text =
        e.text == "0"
        ? "[]" : name + "(rawValue: " + name + ".RawValue(truncatingIfNeeded: " + e.text + "))"
    case (.integer(let from), .enumeration(let name)):
      // The raw value in the enumeration's raw type (`Int32` from `intValue` for an
      // `NSInteger` enumeration); a message to nil gave 0.
      var value = e.isOptional ? "(" + e.text + " ?? 0)" : e.text
      // A framework enumeration's raw type is its `NS_ENUM`'s (`UInt` for `NSUInteger`:
      // `NSURLRequest.CachePolicy`), where the module's are `Int` for either: an `Int` is
      // converted to it too.
      let frameworkRaw = !module.enumerations.contains(name)
      if !e.isLiteral, from != "Int" || e.isOptional || frameworkRaw {
        value = name + ".RawValue(truncatingIfNeeded: " + value + ")"
      }
      out.text = enumerationValue(
        name, raw: value, literal: e.isLiteral ? Self.integerValue(e.text) : nil)
      out.isOptional = false
      out.isAtomic = true
    case (.closure, .closure(let parameters, let result)):
      // A block keeps its own type where C converts it to a block type of wider parameters
      // (`^(NSDictionary *obj, …)` given for `void (^)(id, …)`): Swift converts no closure
      // so, and what receives it needs to know the parameters the block narrows.
      guard e.mayBeNil, !allowsNil else { return e }
      // A block that may be nil given where a block is declared nonnull (a handler passed
      // on): C passes nil, and what calls it then does nothing here. A block returning
      // nothing (or a number) stands in for it, as a message to nil returns nothing.
      let ignored = parameters.isEmpty ? "" : parameters.map { _ in "_" }.joined(separator: ", ")
      let body: String
      if case .void = result {
        body = ignored.isEmpty ? "{}" : "{ " + ignored + " in }"
      } else if let zero = zeroValue(of: result) {
        body = "{ " + (ignored.isEmpty ? "" : ignored + " in ") + zero + " }"
      } else {
        break
      }
      return Expr(text: "(" + e.operand + " ?? " + body + ")", type: type, isAtomic: true)
    case (.dictionary(.some(.typedString), _), .dictionary(.some(.string), _)),
      (.array(.some(.typedString)), .array(.some(.string))):
      // A framework's collection of typed strings (`attributesAtIndex:effectiveRange:`'s
      // `[NSAttributedString.Key: Any]`) where C's declaration takes the strings they are
      // (`NSDictionary<NSString *, id> *attributes = …`): Swift converts neither, so each key
      // or element is made its raw string (`rekeyed`).
      return rekeyed(e, to: type.spelled(classNames: swiftClassName), type, allowsNil)
    case (.dictionary(.some, _), .dictionary(nil, nil)), (.array(.some), .array(nil)):
      // `NSDictionary *` and `NSArray *` say less than the value's own type. One that may be
      // nil (`[_months componentsSeparatedByString:@","]`, a message to nil) given where nil
      // is not taken (`arrayWithArray:`) is the empty collection, as Foundation reads nil.
      guard !allowsNil, e.mayBeNil else { return e }
      let empty = type == .array(nil) ? "[]" : "[:]"
      return Expr(text: "(" + e.text + " ?? " + empty + ")", type: e.type, isAtomic: true)
    case (.dictionary, .dictionary) where e.type == type, (.array, .array) where e.type == type,
      (.set, .set) where e.type == type:
      // Likewise a collection of the very type wanted that may be nil (a property C leaves
      // unset, `[NSMutableDictionary dictionaryWithDictionary:self.titles]`): Foundation reads
      // nil as the empty collection, where Swift's implicit unwrap traps.
      guard !allowsNil, e.mayBeNil else { return e }
      let empty = if case .dictionary = type { "[:]" } else { "[]" }
      return Expr(text: "(" + e.text + " ?? " + empty + ")", type: e.type, isAtomic: true)
    case (.object("NSMutableArray"), .array), (.object("NSArray"), .array),
      (.object("NSMutableDictionary"), .dictionary), (.object("NSDictionary"), .dictionary),
      (.object("NSMutableSet"), .set), (.object("NSSet"), .set), (.array(nil), .array(.some)),
      (.set(nil), .set(.some)), (.dictionary(nil, _), .dictionary(.some(.string), _)),
      (.dictionary(nil, _), .dictionary(.some(.typedString), _)),
      (.dictionary(.some(.string), _), .dictionary(.some(.typedString), _)):
      // A Foundation collection where Swift's importer gives a typed Swift collection: cast,
      // as the Objective-C code assumes its elements are (Linux's Foundation bridges the
      // cast too). An `NSDictionary *` of attributes given for `[NSAttributedString.Key: Any]`
      // (`drawInRect:withAttributes:`) has its keys made the typed constants (`rekeyed`). A
      // nil one where Swift takes no nil (`[self removeConstraints:_added]` before anything was
      // added) is the empty collection, which the framework's method, sent nil, treats it as.
      let spelled = type.spelled(classNames: swiftClassName)
      if case .dictionary(.some(.typedString), _) = type {
        return rekeyed(e, to: spelled, type, allowsNil)
      }
      if e.mayBeNil, !allowsNil {
        let empty = if case .dictionary = type { "[:]" } else { "[]" }
        return Expr(
          text: "(" + e.operand + ".map { $0 as! " + spelled + " } ?? " + empty + ")", type: type,
          isAtomic: true)
      }
      return downcast(e, to: spelled, type, allowsNil)
    case (.string, .typedString(let name)):
      // A string where a string-keyed type is wanted (C's typedef of `NSString *` takes any
      // string): the type's `init(rawValue:)`, which every such Swift type has.
      if e.mayBeNil {
        out.text = e.operand + ".map { " + name + "(rawValue: $0) }"
        out.isOptional = true
        out.isImplicitlyUnwrapped = false
        out.continuesChain = false
        out.isAtomic = false
      } else {
        out.text = name + "(rawValue: " + e.text + ")"
        out.isAtomic = true
      }
    case (.typedString(let from), .typedString(let name)) where from != name:
      // One string-keyed type's value where another's is wanted (`lineCap =
      // kCALineJoinBevel`): both are typedefs of `NSString *` in C, which assigns the string;
      // Swift's structs are kept apart, so the string goes through the raw value (a chain's,
      // `a?.rawValue`, mapped whole).
      let string = convert(e, to: .string, allowsNil: true)
      return convert(
        string.isOptional ? string.parenthesised : string, to: type, allowsNil: allowsNil)
    case (.typedString, .string):
      // A string-keyed value where a string is wanted: its raw value.
      out.text = e.memberBase + "rawValue"
      out.isOptional = e.mayBeNil
      out.isImplicitlyUnwrapped = false
      out.continuesChain = false
      out.isAtomic = true
    case (.any, .typedString(let name)):
      return downcast(e, to: name, type, allowsNil)
    case (.object("NSMutableString"), .string):
      // A mutable string where a string is wanted: Swift bridges it with `as`.
      out.text = e.operand + (e.mayBeNil ? " as String?" : " as String")
      out.isAtomic = false
      out = out.parenthesised
    case (.pointer(let from), .constPointer(let to)) where from == to && !e.text.hasPrefix("&"):
      out.text = "UnsafePointer(" + e.text + ")"
    case (.rawPointer(mutable: true), .constPointer(.rawPointer)):
      // `void *` where C converts it to `const void **` (`CFArrayCreate(…, (void *)values,
      // …)`): the memory taken as the `const void *`s', a pointer Swift's importer makes
      // mutable (the `const` is the pointee's pointee's).
      out.text =
        e.operand + (e.isOptional ? "?" : "") + ".assumingMemoryBound(to: UnsafeRawPointer?.self)"
      out.isAtomic = true
    case (.rawPointer(mutable: true), .pointer(let pointee)):
      // `void *` where C converts it to a typed pointer (`CGFloat *components = malloc(…)`):
      // the memory taken as the type's, as C takes it.
      if case .void = pointee { break }
      out.text =
        e.operand + (e.isOptional ? "?" : "") + ".assumingMemoryBound(to: "
        + pointee.spelled() + ".self)"
      out.isAtomic = true
    case (.rawPointer(mutable: false), .pointer(let pointee)),
      (.rawPointer(mutable: false), .constPointer(let pointee)):
      // `const void *` taken as a typed pointer (`(UTF32Char *)[data bytes]`): the memory
      // taken as the type's, as C takes it; a cast that drops `const` makes it mutable.
      if case .void = pointee { break }
      let bound =
        e.operand + (e.isOptional ? "?" : "") + ".assumingMemoryBound(to: "
        + pointee.spelled() + ".self)"
      if case .pointer = type {
        out.text =
          e.isOptional
          ? "(" + bound + ").map { UnsafeMutablePointer(mutating: $0) }"
          : "UnsafeMutablePointer(mutating: " + bound + ")"
      } else {
        out.text = bound
      }
      out.isAtomic = true
    case (.selector, .rawPointer):
      out.text = "UnsafeRawPointer(sel_getName(" + e.text + "))"
    case (.rawPointer, .object), (.rawPointer, .foundationObject):
      // `(__bridge NSMutableArray *)info`: the object a `void *` holds (a context or an
      // applier's `info`, made from an object by `ObjCObjectPointer.opaque`), as its class.
      let object = "ObjCObjectPointer.object(at: " + e.text + ")"
      out.text = "(" + object + " as? " + type.spelled(classNames: swiftClassName) + ")"
      out.type = type
      out.isOptional = true
      out.isImplicitlyUnwrapped = false
      out.continuesChain = false
      out.isAtomic = true
    case (.pointer(let element), .rawPointer(let mutable))
    where element.isObjectLike && e.decaysFromArray:
      // A C array of objects decaying to `void *` (`CFArrayCreate(…, (void *)colors, …)`):
      // the objects' addresses, as C's array holds them, in storage of their own (Swift's
      // array of objects holds references, which no C pointer reads).
      let opaque =
        "ObjCCompoundLiteral.storage(" + e.text.dropFirst()
        + ".map { ObjCObjectPointer.opaque($0) })"
      out.text = (mutable ? "UnsafeMutableRawPointer(" : "UnsafeRawPointer(") + opaque + ")"
      out.type = type
      out.isOptional = false
      out.isImplicitlyUnwrapped = false
      out.continuesChain = false
      out.isAtomic = true
    case (let from, .rawPointer(let mutable)) where from.isObjectLike || from == .string:
      // An object where C takes it as `const void *` (a C array of `CGColorRef`s given to
      // `CFArrayCreate`, of keys given to `CFDictionaryCreate`, `@"name"` a string object)
      // or `void *` (`(__bridge void *)self`, an observer's context): its address, as Swift
      // writes `Unmanaged…toOpaque()`.
      let opaque = "ObjCObjectPointer.opaque(" + e.text + ")"
      out.text = mutable ? "UnsafeMutableRawPointer(mutating: " + opaque + ")" : opaque
      out.type = type
      out.isOptional = true
      out.isImplicitlyUnwrapped = false
      out.continuesChain = false
      out.isAtomic = true
    case (let from, .object(let name)) where mayBeImmutableCounterpart(from, of: name):
      // An object Objective-C gives where the mutable counterpart of its class is declared
      // (`handler([parts copy])` for an `NSMutableArray *` parameter): C converts the pointer
      // unchecked, and the object stays what it is, which Swift's cast would trap on.
      let spelled = swiftClassName(name)
      out.text = "ObjCMutableCounterpart.object(" + e.text + ", as: " + spelled + ".self)"
      out.isOptional = true
      out.isImplicitlyUnwrapped = false
      out.continuesChain = false
      out.isAtomic = true
    case (.any, .object(let name)), (.existential, .object(let name)):
      if let stored = storedUnchecked(e, as: (type, allowsNil ? .nullable : .nonnull)) {
        return stored
      }
      return downcast(e, to: swiftClassName(name), type, allowsNil)
    case (.any, .unknown("AnyHashable")), (.existential, .unknown("AnyHashable")),
      (.anyClass, .unknown("AnyHashable")):
      // An untyped key where a dictionary hashes it (`NSMutableDictionary`'s): every object
      // Objective-C gives as a key is an `AnyHashable` in Swift.
      return downcast(e, to: "AnyHashable", type, allowsNil)
    case (.any, .unknown(let value)) where Self.bridgedObjectValues.values.contains(value):
      // `id` where a framework member takes an object Swift bridges to a value
      // (`-[NSDateInterval compare:]`'s `DateInterval`): the object is cast to the value, which
      // Swift's cast bridges it to.
      return downcast(e, to: value, type, allowsNil)
    case (.any, .existential(let name)) where name != "AnyObject":
      // `id` where a protocol is wanted (`picker.delegate = (id)controller;`): Objective-C
      // assigns the object unchecked, Swift only as a cast to the protocol (nil when the
      // object does not adopt it, so messages to it do nothing).
      return downcast(e, to: "(" + type.spelled(classNames: swiftClassName) + ")", type, allowsNil)
    case (.any, .array), (.any, .dictionary), (.any, .set):
      // `id` where a collection is wanted (`_dict = [object valueForKey:key]`): C assigns it
      // unchecked, Swift casts to the collection the importer gives.
      return downcast(e, to: type.spelled(classNames: swiftClassName), type, allowsNil)
    case (.any, .string):
      return downcast(e, to: "String", type, allowsNil)
    case (.any, .closure), (.existential, .closure):
      // An object read back where a block is wanted (`void (^done)(BOOL) = [table
      // objectForKey:anim]`): a block is an object in Objective-C, stored as one below; the
      // closure Swift boxed, cast back through `Any` (which a cast from `AnyObject` to a
      // function type would not look into), nil for an object of another kind.
      let spelled = type.spelled(classNames: swiftClassName)
      out.text = "((" + e.operand + " as Any?) as? " + spelled + ")"
      out.type = type
      out.isOptional = true
      out.isImplicitlyUnwrapped = false
      out.continuesChain = false
      out.isAtomic = true
    case (.string, .existential("AnyObject")), (.any, .existential("AnyObject")),
      (.closure, .existential("AnyObject")):
      // A value where Swift takes `AnyObject` (a key of `NSMapTable<AnyObject, AnyObject>`):
      // as an object, a string as the `NSString` Objective-C passes (Swift's `as AnyObject`
      // bridges it), a block as the object it is in Objective-C (Swift's `as AnyObject`
      // boxes the closure, which a cast to its function type reads back).
      if !e.mayBeNil {
        out.text = "(" + e.text + " as AnyObject)"
      } else if allowsNil {
        out.text = "(" + e.text + ").map { $0 as AnyObject }"
      } else {
        out.text = "(" + e.operand + "! as AnyObject)"
        out.isOptional = false
        out.isImplicitlyUnwrapped = false
      }
      out.isAtomic = true
    case (.typedString, .existential):
      // A string-keyed constant (`NSFontAttributeName`) where a protocol of `NSString`'s is
      // wanted: its string, as above.
      out.text = "(" + e.memberBase + "rawValue" + (e.mayBeNil ? " as NSString?)" : " as NSString)")
      out.isImplicitlyUnwrapped = false
      out.continuesChain = false
      out.isAtomic = true
    case (.string, .existential), (.string, .unknown("AnyHashable")):
      // A string where a protocol of `NSString`'s is wanted (`id<NSCopying>`, a cache's key),
      // or a dictionary's hashed key:
      // the `NSString` Objective-C passes, which Swift's `as` bridges to.
      out.text = "(" + e.operand + (e.mayBeNil ? " as NSString?)" : " as NSString)")
      out.isImplicitlyUnwrapped = false
      out.continuesChain = false
      out.isAtomic = true
    case (.object("NSURL"), .foundationObject("CFURL")):
      // `(__bridge CFURLRef)url`: Core Foundation's URL, toll-free bridged to `NSURL` on iOS
      // and `NSURL` itself on the façade, which Swift's `URL` value bridges to with `as`.
      out.text = "(" + e.operand + (e.mayBeNil ? " as NSURL?)" : " as NSURL)")
      out.isImplicitlyUnwrapped = false
      out.continuesChain = false
      out.isAtomic = true
    case (.any, .foundationObject("CFTypeRef")):
      // `id` as Core Foundation's any-object reference (`(__bridge CFTypeRef)obj`), which is
      // Swift's `AnyObject`.
      out.text =
        e.mayBeNil ? "(" + e.text + ").map { $0 as AnyObject }" : "(" + e.text + " as AnyObject)"
      out.isAtomic = true
    case (.any, .foundationObject(let name)):
      // `id` as a Core Foundation–style object (`(__bridge CGColorRef)[colors lastObject]`,
      // an array of `CGColor`s): the object is one, as the Objective-C code assumes.
      return downcast(e, to: name, type, allowsNil)
    case (.object, .foundationObject(let name)) where name != "CFTypeRef":
      // A typed object bridged to a Core Foundation–style object (`(__bridge
      // CGColorRef)_colors[0]`, an element of an `NSArray<UIColor *>` that holds `CGColor`s,
      // as lightweight generics are unchecked): Objective-C reinterprets the pointer, the
      // object being what it is; Swift casts the object, as `id` is cast above.
      let object = Expr(
        text: "(" + e.text + (e.mayBeNil ? " as AnyObject?)" : " as AnyObject)"), type: .any,
        isOptional: e.mayBeNil, isAtomic: true)
      return downcast(object, to: name, type, allowsNil)
    case (.object(let from), .object(let to))
    where from != to && module.isSubclass(to, of: from, superclass: names.superclassName(of:)):
      // A class's object where a subclass's is wanted (`self.footer = [collectionView
      // dequeueReusableSupplementaryViewOfKind:…]`, whose `__kindof` result a property's
      // pseudo-object takes with no cast): the object as it is into a class of the module's
      // (`FileTranslator+UncheckedObjects`), else a checked downcast, as `cast(_:)` gives a
      // variable.
      if let stored = storedUnchecked(e, as: (type, allowsNil ? .nullable : .nonnull)) {
        return stored
      }
      out.text = "(" + e.operand + " as? " + swiftClassName(to) + ")"
      out.isOptional = true
      out.isImplicitlyUnwrapped = false
      out.continuesChain = false
      out.isAtomic = true
    case (.object(let cls), .unknown(let value)) where Self.bridgedObjectValues[cls] == value,
      (.object(let cls), .object(let value)) where cls != value && bridgesAsValue(cls, to: value):
      // An `NSDateComponents` object where a framework member takes `DateComponents`; an
      // `NSMutableData` where `NSData *`, Swift's `Data`, is wanted (Objective-C passes the
      // subclass's object, Swift bridges it to the value with `as`).
      let value = swiftClassName(value)
      out.text = "(" + e.text + " as " + value + (e.mayBeNil ? "?" : "") + ")"
      out.isAtomic = true
      // `T!` becomes a plain optional, unwrapped below where nil is not taken.
      out.isOptional = e.mayBeNil
      out.isImplicitlyUnwrapped = false
      out.continuesChain = false
    default: break
    }
    out.type = type
    if out.isOptional && !allowsNil {
      // A collection where Swift takes none that may be nil: the empty one, as Objective-C's
      // nil collection counts and enumerates nothing (a setter given nil stores what its
      // getter reads back empty), where `!` would trap.
      let emptyCollection: String? =
        switch type {
        case .array, .set: "[]"
        case .dictionary: "[:]"
        default: nil
        }
      if let zero = zeroValue(of: type) ?? emptyCollection {
        out.text = "(" + out.text + " ?? " + zero + ")"
      } else {
        // `a?.b!` would unwrap `b` inside the chain and leave the chain optional: a chain is
        // unwrapped whole, `(a?.b)!`.
        let chained = out.continuesChain || out.text.contains("?.") || out.text.contains("?[")
        out.text = (chained ? "(" + out.text + ")" : out.operand) + "!"
      }
      out.isOptional = false
      out.continuesChain = false
      out.isAtomic = true
    }
    if e.text == "nil" { out.isOptional = true }
    return out
  }

  /// The class whose mutable counterpart the framework class `name` is (`NSArray` for
  /// `NSMutableArray`, `NSParagraphStyle` for `NSMutableParagraphStyle`): its superclass, when
  /// that adopts `NSMutableCopying`, whose `-mutableCopy` gives the counterpart.
  func immutableCounterpart(of name: String) -> String? {
    guard module.classes[name]?.isOwn != true, let superclass = names.superclassName(of: name),
      names.protocolNames(of: superclass).contains("NSMutableCopying")
    else { return nil }
    return superclass
  }

  /// Whether a value of `type` may be an object of the class whose mutable counterpart `name`
  /// is: `id`, or that class as Swift spells it (`[Any]` for `NSArray *`).
  func mayBeImmutableCounterpart(_ type: SwiftType, of name: String) -> Bool {
    guard let immutable = immutableCounterpart(of: name) else { return false }
    switch type {
    case .any: return true
    case .array: return immutable == "NSArray"
    case .dictionary: return immutable == "NSDictionary"
    case .set: return immutable == "NSSet"
    case .string: return immutable == "NSString"
    case .object(let cls): return cls == immutable
    default: return false
    }
  }

  /// Whether an object of Foundation class `cls` is given where `value`, a superclass of it
  /// that Swift spells as a value type (`NSData` is `Data`), is wanted.
  func bridgesAsValue(_ cls: String, to value: String) -> Bool {
    ObjCEssentialNames.bridgedValueTypes[value] != nil && module.classes[cls]?.isOwn != true
      && module.isSubclass(cls, of: value, superclass: names.superclassName(of:))
  }

  /// A Foundation dictionary (or one keyed by `AnyHashable` or `String`) given where a
  /// framework takes typed-string keys (`[NSAttributedString.Key: Any]`): Foundation's keys
  /// are the strings the typed constants are (`NSForegroundColorAttributeName` is the string
  /// `NSForegroundColor`), however the dictionary was filled (`attr[NSFontAttributeName] =
  /// font` stores the `NSString`), so each key is made the typed key whose raw value it is
  /// (`ObjCRetypedCollection`). Linux's Foundation bridges an `NSDictionary`'s keys to
  /// `String`, which a cast to `[NSAttributedString.Key: Any]` does not convert: it failed, and
  /// the attributes were dropped. The other way, a collection of typed strings where strings
  /// are wanted, each is made its raw value.
  private func rekeyed(_ e: Expr, to spelled: String, _ type: SwiftType, _ allowsNil: Bool)
    -> Expr
  {
    let untyped = "[AnyHashable: Any]"
    let source =
      switch e.type {
      case .dictionary, .array:
        e.text
      default:
        e.mayBeNil
          ? e.operand + ".map { $0 as! " + untyped + " }" : e.operand + " as! " + untyped
      }
    let optional = e.mayBeNil
    let wanted = optional ? "(" + spelled + ")?" : spelled
    var text = "(ObjCRetypedCollection.retyped(" + source + ") as " + wanted + ")"
    if optional, !allowsNil {
      let empty = if case .array = type { "[]" } else { "[:]" }
      text = "(" + text + " ?? " + empty + ")"
    }
    return Expr(text: text, type: type, isOptional: optional && allowsNil, isAtomic: true)
  }

  /// `e` cast down to the Swift type spelled `spelled`, as C assigns it unchecked: `as?`
  /// where nil may result (the value is then optional), else `as!`.
  private func downcast(_ e: Expr, to spelled: String, _ type: SwiftType, _ allowsNil: Bool)
    -> Expr
  {
    Expr(
      text: e.operand + (allowsNil ? " as? " : " as! ") + spelled, type: type,
      isOptional: allowsNil, isAtomic: false
    ).parenthesised
  }

  /// The operand of `node` when it is C's cast of an object pointer to another class's
  /// (`(UIControl *)view`, parentheses around it or not), which Objective-C does not check.
  func uncheckedDowncast(_ node: ClangNode) -> ClangNode? {
    var n = node
    while ["ParenExpr", "OpaqueValueExpr"].contains(n.kind), let c = n.children.first { n = c }
    guard n.kind == "CStyleCastExpr", n["castKind"] == "BitCast", let operand = n.children.first
    else { return nil }
    return operand
  }

  /// What `node` stores where an object of `type` is wanted: the operand of a cast to a
  /// subclass that the operand's own class already is one of (`self.view = (UIControl *)[self
  /// loadViewFromNib];` into a `UIView *`), which C does not check and so stores as it is;
  /// else `node` itself.
  func storedWithoutUncheckedDowncast(_ node: ClangNode, as type: SwiftType) -> ClangNode {
    guard let operand = uncheckedDowncast(node), case .object(let to) = type,
      case .object(let from) = readType(of: operand).type,
      from == to || module.isSubclass(from, of: to, superclass: names.superclassName(of:))
    else { return node }
    return operand
  }

  func cast(_ node: ClangNode) -> Expr {
    guard let inner = node.children.first else { return untranslated("cast", at: node) }
    let kind = node["castKind"] ?? ""
    let target = readType(of: node)
    if kind == "ArrayToPointerDecay", let decayed = decayedArray(inner) { return decayed }
    if Self.transparentCasts.contains(kind) {
      return expr(inner)
    }
    // A block literal taken as another block type (`^id(id attribute) { … }` returned as
    // Masonry's `MASConstraint * (^)(id)`), which C allows where the results and parameters
    // are compatible object pointers: the closure is written with the type it is taken as.
    // One whose result is the type's (a block given to a framework method, `^(NSDictionary
    // *obj, NSUInteger idx, BOOL *stop)` for `(id, NSUInteger, BOOL *)`) keeps its own
    // parameters, which the framework's call or its overlay gives it (`block`).
    if kind == "BitCast", case .closure(_, let result) = target.type, !blocksGoToFramework {
      var literal = inner
      while literal.kind == "ParenExpr", let c = literal.children.first { literal = c }
      if literal.kind == "BlockExpr", case .closure(_, let own) = read(literal.type).type,
        own != result
      {
        return block(literal, as: target.type)
      }
    }
    if kind == "BitCast", node.kind == "ImplicitCastExpr" {
      // `UIView *v = (UIControl *)[self loadViewFromNib];`, a `UIView *` cast to a subclass
      // and taken back as a `UIView *`: C's cast checks nothing, so the object (a plain view)
      // is stored as it is; a checked downcast would have stored nil.
      let stored = storedWithoutUncheckedDowncast(inner, as: target.type)
      if stored.id != inner.id { return convert(expr(stored), to: target.type, allowsNil: true) }
      // `UIButton *b = [self viewWithTag:1];`: a `UIView *` taken as a `UIButton *`, which
      // Objective-C allows with a warning and Swift only as a checked downcast (nil when wrong,
      // so messages to it do nothing, as they would to an object that does not respond).
      let e = expr(inner)
      if let stored = storedUnchecked(e, as: target) { return stored }
      if case .object(let from) = e.type, case .object(let to) = target.type, from != to,
        module.isSubclass(to, of: from, superclass: names.superclassName(of:)),
        !mayBeImmutableCounterpart(e.type, of: to)
      {
        return Expr(
          text: e.operand + " as? " + to, type: target.type, isOptional: true,
          isAtomic: false
        ).parenthesised
      }
    }
    switch kind {
    case "NullToPointer":
      return Expr(text: "nil", type: target.type, isOptional: true)
    case "ToVoid":
      // `(void)points;` of a C array evaluates the array, which decays to nothing Swift needs:
      // the array itself, not `&points`, an inout argument outside a call.
      var value = inner
      if value["castKind"] == "ArrayToPointerDecay", let array = value.children.first {
        value = array
      }
      let e = expr(value)
      return Expr(text: "_ = " + e.text, type: .void, isAtomic: false)
    case "IntegralToPointer":
      // A pointer made from an integer (`(const CGPathRef)1`, a sentinel no real object is):
      // an object pointer is a stand-in of its type that is equal only to itself and orders
      // as the integer (`ObjCIntegerPointer`); `void *` is the address, as Swift writes it.
      let e = convert(expr(inner), to: .integer("Int"), allowsNil: false)
      switch target.type {
      case .object(let name):
        return Expr(
          text: "ObjCIntegerPointer.standIn(" + e.text + ", as: " + swiftClassName(name)
            + ".self)", type: target.type)
      case .foundationObject(let name):
        return Expr(
          text: "ObjCIntegerPointer.standIn(" + e.text + ", as: " + name + ".self)",
          type: target.type)
      case .rawPointer(let mutable):
        return Expr(
          text: (mutable ? "UnsafeMutableRawPointer" : "UnsafeRawPointer") + "(bitPattern: "
            + e.text + ")", type: target.type, isOptional: true)
      default:
        return untranslated("a pointer made from an integer", at: node)
      }
    case "BitCast" where node.kind == "CStyleCastExpr":
      // `(UIColor *)obj`: unchecked in Objective-C, checked (nil when wrong) here.
      let e = expr(inner)
      // `(UIViewController <Updating> *)controller`: to the composition, checked.
      if case .existential = target.type, e.type != target.type, e.type.isObjectLike {
        return Expr(
          text: e.operand + " as? (" + target.type.spelled() + ")", type: target.type,
          isOptional: true, isAtomic: false
        ).parenthesised
      }
      if case .object(let from) = e.type, case .object(let to) = target.type, from != to,
        !module.isSubclass(from, of: to), !mayBeImmutableCounterpart(e.type, of: to)
      {
        return Expr(
          text: e.operand + " as? " + to, type: target.type, isOptional: true,
          isAtomic: false
        ).parenthesised
      }
      return convert(e, to: target.type, allowsNil: true)
    default:
      let e = expr(inner)
      let allowsNil = target.nullability != .nonnull
      var out = convert(e, to: target.type, allowsNil: allowsNil)
      if node.kind == "CStyleCastExpr", e.isLiteral, target.type.isNumeric {
        out.text = target.type.spelled() + "(" + e.text + ")"
        out.isLiteral = false
      }
      return out
    }
  }

  /// C's integer of an enumeration operand. Every arithmetic, comparison, compound-assignment
  /// and increment or decrement operator converts an enumeration's value to its integer type
  /// and computes in that (the integer promotions and usual arithmetic conversions of C11
  /// 6.3.1.1 and 6.3.1.8); a Swift enumeration has neither arithmetic nor order, so the operand
  /// is its raw value, as `type` (the type C computes in: the promoted integer, or a floating
  /// type where the other operand is one). A value a message to nil gave is C's 0. Any other
  /// operand is returned as it is.
  func cInteger(_ e: Expr, as type: SwiftType = .integer("Int")) -> Expr {
    guard case .enumeration = e.type else { return e }
    let number = type.isNumeric ? type : .integer("Int")
    let raw = e.mayBeNil ? "(" + e.memberBase + "rawValue ?? 0)" : e.memberBase + "rawValue"
    return Expr(text: number.spelled() + "(" + raw + ")", type: number)
  }

  /// The bits and signedness of Swift's fixed-width integers (`Int` and `UInt` are 64-bit, as
  /// on every device iOS 11 runs on); nil for any other name.
  static let integerWidths: [String: (bits: Int, signed: Bool)] = [
    "Int": (64, true), "Int64": (64, true), "Int32": (32, true), "Int16": (16, true),
    "Int8": (8, true), "CChar": (8, true), "UInt": (64, false), "UInt64": (64, false),
    "UInt32": (32, false), "UInt16": (16, false), "UInt8": (8, false),
  ]

  /// Whether Swift's integer `name` is unsigned (`UInt32`); false for a name it does not know.
  static func isUnsignedInteger(_ name: String) -> Bool {
    integerWidths[name].map { !$0.signed } ?? false
  }

  /// `text`, an integer of Swift type `from`, as C converts it to `to` (C11 6.3.1.3): modulo
  /// the target's range, which `init(truncatingIfNeeded:)` gives where `init(_:)` traps. A
  /// conversion that keeps every value of `from` (`Int32` to `Int`, `UInt8` to `Int32`) is
  /// written `to(x)`, which cannot trap and reads as the widening it is.
  static func integerConversion(_ text: String, from: String, to: String) -> String {
    if let f = integerWidths[from], let t = integerWidths[to],
      f.signed == t.signed ? t.bits >= f.bits : !f.signed && t.bits > f.bits
    {
      return to + "(" + text + ")"
    }
    return to + "(truncatingIfNeeded: " + text + ")"
  }

  func boxed(_ node: ClangNode) -> Expr {
    guard let inner = node.children.first else { return untranslated("`@()`", at: node) }
    var e = expr(inner)
    // A number read through a message to nil (`@(self.shapeLayer.strokeStart)`, an optional
    // chain here) is that number's zero in C, which is boxed: NSNumber takes no optional.
    if e.isOptional, e.type.isNumeric || e.type == .bool, let zero = zeroValue(of: e.type) {
      e = Expr(text: "(" + e.text + " ?? " + zero + ")", type: e.type)
    }
    // A number is boxed by the NSNumber method clang names (`numberWithDouble:` for a
    // `CGFloat`), given the value as its parameter's type: Swift's `NSNumber(value:)` has no
    // `CGFloat` overload, and converts none implicitly inside `x ?? 0`.
    if e.type.isNumeric || e.type == .bool, let selector = node["selector"],
      let row = names.member(selector: selector, owner: "NSNumber", isClass: true),
      let parameter = ObjCDeclarationTypes.method(row.declaration)?.parameters.first
    {
      e = convert(e, to: read(parameter).type, allowsNil: false)
    }
    switch e.type {
    case .string: return e
    case .pointer(.integer("CChar")), .constPointer(.integer("CChar")):
      return Expr(text: "String(cString: " + e.text + ")", type: .string)
    case .enumeration:
      return Expr(text: "NSNumber(value: " + cInteger(e).text + ")", type: .object("NSNumber"))
    case .structure(let name):
      // A struct its header declares boxable (`typedef struct CG_BOXABLE CGSize CGSize;`), in
      // the NSValue NSValue's own maker for it gives (`+valueWithCGSize:`, `NSValue(cgSize:)`).
      guard let row = names.member(selector: "valueWith\(name):", owner: "NSValue", isClass: true),
        row.swift.hasPrefix("init("), row.swift.hasSuffix(":)")
      else { return untranslated("boxing a `\(name)` in an NSValue", at: node) }
      let label = row.swift.dropFirst(5).dropLast(2)
      return Expr(text: "NSValue(\(label): " + e.text + ")", type: .object("NSValue"))
    default: return Expr(text: "NSNumber(value: " + e.text + ")", type: .object("NSNumber"))
    }
  }

  /// A C string literal's text as a Swift string literal.
  func swiftString(_ literal: String) -> String {
    var body = literal
    if body.hasPrefix("\"") { body.removeFirst() }
    if body.hasSuffix("\"") { body.removeLast() }
    var out = ""
    // Bytes above ASCII that clang prints escaped (`\342\230\205` for "★"): the source's
    // UTF-8, decoded when a run of them ends; a run that is no UTF-8 stays bytes.
    var bytes: [UInt8] = []
    func flush() {
      guard !bytes.isEmpty else { return }
      if let text = String(bytes: bytes, encoding: .utf8) {
        out += text
      } else {
        out += bytes.map { "\\u{" + String($0, radix: 16) + "}" }.joined()
      }
      bytes.removeAll()
    }
    func escaped(_ value: Int) {
      if value >= 0x80, value <= 0xFF {
        bytes.append(UInt8(value))
      } else {
        flush()
        out += "\\u{" + String(value, radix: 16) + "}"
      }
    }
    var chars = Array(body)[...]
    while let c = chars.popFirst() {
      if c == "\\", let next = chars.popFirst() {
        switch next {
        case "x":
          var hex = ""
          while let h = chars.first, h.isHexDigit { hex.append(h); chars.removeFirst() }
          escaped(Int(hex, radix: 16) ?? 0)
          continue
        case "0"..."7":
          var octal = String(next)
          while octal.count < 3, let o = chars.first, ("0"..."7").contains(o) {
            octal.append(o)
            chars.removeFirst()
          }
          escaped(Int(octal, radix: 8) ?? 0)
          continue
        default: break
        }
        flush()
        switch next {
        case "a": out += "\\u{7}"
        case "b": out += "\\u{8}"
        case "f": out += "\\u{c}"
        case "v": out += "\\u{b}"
        case "e": out += "\\u{1b}"
        case "?": out += "?"
        default: out += "\\" + String(next)
        }
      } else {
        flush()
        out.append(c)
      }
    }
    flush()
    return "\"" + out + "\""
  }
}

extension FileTranslator {
  /// The value of the enumeration `name` (a Swift enumeration, the façade's or the module's)
  /// whose raw value is `raw`, as C converts a number to an enumeration: a literal
  /// (`literal`, its value) that a case names is that case (`Name(rawValue: 1)!`); any other
  /// number is its case, or one that no case names the enumeration's case of 0, else its
  /// first. Differs from UIKit: a C enumeration holds any number, a Swift one only its
  /// cases, so a value none names reads as that case, where unwrapping `init(rawValue:)`
  /// would trap. An enumeration whose cases are not known keeps the unwrapping.
  func enumerationValue(_ name: String, raw: String, literal: Int?) -> String {
    let cases = module.enumerationCases[name] ?? names.enumerationCases(name)
    let named = name + "(rawValue: " + raw + ")"
    guard let fallback = cases.first(where: { $0.value == 0 }) ?? cases.first else {
      return named + "!"
    }
    if let literal {
      return cases.contains { $0.value == literal } ? named + "!" : fallback.swift
    }
    return "(" + named + " ?? " + fallback.swift + ")"
  }

  /// The value of a C integer literal as translated (`12`, `0x1F`, `-3`), nil for other text.
  static func integerValue(_ text: String) -> Int? {
    var digits = Substring(text)
    let negative = digits.hasPrefix("-")
    if negative { digits = digits.dropFirst() }
    let value =
      digits.lowercased().hasPrefix("0x") ? Int(digits.dropFirst(2), radix: 16) : Int(digits)
    return value.map { negative ? -$0 : $0 }
  }
}
