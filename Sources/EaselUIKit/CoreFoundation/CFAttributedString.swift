import Foundation

// Core Foundation's attributed strings, as Core Text code builds the strings it lays out
// (`CFAttributedStringCreateMutable`, `CFAttributedStringReplaceString`,
// `CFAttributedStringSetAttribute(…, kCTFontAttributeName, font)`): a `CFAttributedString`
// is Foundation's `NSAttributedString` (toll-free bridged on iOS, a type alias here), so these
// are Foundation's methods under Core Foundation's names. Ranges are UTF-16, as on iOS.
//
// Setting an attribute keeps runs apart with `.easelRunBoundary` where Foundation on Linux
// would compare two runs' attribute values (it halts on Swift objects such as `CGColor` and
// `CTFont`; see `NSAttributedString(runs:)`).

/// A range, as `CFRangeMake`.
public func CFRangeMake(_ loc: CFIndex, _ len: CFIndex) -> CFRange {
  CFRange(location: loc, length: len)
}

extension CFRange {
  var nsRange: NSRange { NSRange(location: location, length: length) }
}

extension NSDictionary {
  /// The dictionary as attributes (keys are attribute names, as Core Text's keys are).
  var attributedStringAttributes: [NSAttributedString.Key: Any] {
    var result: [NSAttributedString.Key: Any] = [:]
    for (key, value) in self {
      if let name = key as? String { result[NSAttributedString.Key(name)] = value }
    }
    return result
  }
}

extension NSAttributedString {
  /// The attributes as a dictionary keyed by name strings, as Core Foundation returns them.
  static func cfDictionary(_ attributes: [NSAttributedString.Key: Any]) -> NSDictionary {
    let dictionary = NSMutableDictionary()
    for (key, value) in attributes where key != .easelRunBoundary {
      dictionary[key.rawValue] = value
    }
    return dictionary
  }

  /// The string's runs: text and attributes, in order.
  var attributeRuns: [(text: String, attributes: [NSAttributedString.Key: Any])] {
    var runs: [(text: String, attributes: [NSAttributedString.Key: Any])] = []
    let ns = string as NSString
    enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attrs, range, _ in
      var attributes = attrs
      attributes[.easelRunBoundary] = nil
      runs.append((ns.substring(with: range), attributes))
    }
    return runs
  }
}

extension NSMutableAttributedString {
  /// Replaces the attributes of `range` by `change` applied to each run's, rebuilding the
  /// string from its runs so that Foundation never compares two runs' values.
  func editAttributes(
    in range: NSRange, _ change: (inout [NSAttributedString.Key: Any]) -> Void
  ) {
    let total = NSRange(location: 0, length: length)
    guard let range = range.clamped(to: total), range.length > 0 else { return }
    let ns = string as NSString
    var runs: [(text: String, attributes: [NSAttributedString.Key: Any])] = []
    enumerateAttributes(in: total, options: []) { attrs, runRange, _ in
      var attributes = attrs
      attributes[.easelRunBoundary] = nil
      // The parts of this run before, inside and after `range`.
      let start = max(runRange.location, range.location)
      let end = min(NSMaxRange(runRange), NSMaxRange(range))
      guard start < end else {
        runs.append((ns.substring(with: runRange), attributes))
        return
      }
      if runRange.location < start {
        runs.append(
          (
            ns.substring(
              with: NSRange(location: runRange.location, length: start - runRange.location)),
            attributes
          ))
      }
      var changed = attributes
      change(&changed)
      runs.append((ns.substring(with: NSRange(location: start, length: end - start)), changed))
      if end < NSMaxRange(runRange) {
        runs.append(
          (
            ns.substring(with: NSRange(location: end, length: NSMaxRange(runRange) - end)),
            attributes
          ))
      }
    }
    setAttributedString(NSAttributedString(runs: runs))
  }
}

extension NSRange {
  /// The part of the range inside `bounds`, or nil when it starts outside.
  fileprivate func clamped(to bounds: NSRange) -> NSRange? {
    guard location >= bounds.location, location <= NSMaxRange(bounds) else { return nil }
    return NSRange(location: location, length: min(NSMaxRange(self), NSMaxRange(bounds)) - location)
  }
}

/// An attributed string of `str` with `attributes` throughout, as `CFAttributedStringCreate`.
public func CFAttributedStringCreate(
  _ alloc: CFAllocator!, _ str: CFString!, _ attributes: CFDictionary!
) -> CFAttributedString! {
  NSAttributedString(
    runs: [(str ?? "", attributes?.attributedStringAttributes ?? [:])])
}

/// The part of `aStr` in `range`, as `CFAttributedStringCreateWithSubstring`.
public func CFAttributedStringCreateWithSubstring(
  _ alloc: CFAllocator!, _ aStr: CFAttributedString!, _ range: CFRange
) -> CFAttributedString! {
  aStr.attributedSubstring(from: range.nsRange)
}

/// A copy of `aStr`, as `CFAttributedStringCreateCopy`.
public func CFAttributedStringCreateCopy(
  _ alloc: CFAllocator!, _ aStr: CFAttributedString!
) -> CFAttributedString! {
  NSAttributedString(attributedString: aStr)
}

/// The text of `aStr`, as `CFAttributedStringGetString`.
public func CFAttributedStringGetString(_ aStr: CFAttributedString!) -> CFString! {
  aStr.string
}

/// The length of `aStr` in UTF-16 code units, as `CFAttributedStringGetLength`.
public func CFAttributedStringGetLength(_ aStr: CFAttributedString!) -> CFIndex { aStr.length }

/// The attributes at `loc` and the range they hold over, as `CFAttributedStringGetAttributes`.
public func CFAttributedStringGetAttributes(
  _ aStr: CFAttributedString!, _ loc: CFIndex, _ effectiveRange: UnsafeMutablePointer<CFRange>!
) -> CFDictionary! {
  var range = NSRange(location: 0, length: 0)
  let attributes = aStr.attributes(at: loc, effectiveRange: &range)
  effectiveRange?.pointee = CFRange(location: range.location, length: range.length)
  return NSAttributedString.cfDictionary(attributes)
}

/// The attribute `attrName` at `loc`, as `CFAttributedStringGetAttribute`.
public func CFAttributedStringGetAttribute(
  _ aStr: CFAttributedString!, _ loc: CFIndex, _ attrName: CFString!,
  _ effectiveRange: UnsafeMutablePointer<CFRange>!
) -> CFTypeRef! {
  var range = NSRange(location: 0, length: 0)
  let value = aStr.attribute(NSAttributedString.Key(attrName), at: loc, effectiveRange: &range)
  effectiveRange?.pointee = CFRange(location: range.location, length: range.length)
  return value.map { $0 as AnyObject }
}

/// A mutable copy of `aStr`, as `CFAttributedStringCreateMutableCopy`.
public func CFAttributedStringCreateMutableCopy(
  _ alloc: CFAllocator!, _ maxLength: CFIndex, _ aStr: CFAttributedString!
) -> CFMutableAttributedString! {
  NSMutableAttributedString(attributedString: aStr)
}

/// An empty mutable attributed string, as `CFAttributedStringCreateMutable`.
public func CFAttributedStringCreateMutable(
  _ alloc: CFAllocator!, _ maxLength: CFIndex
) -> CFMutableAttributedString! {
  NSMutableAttributedString(string: "")
}

/// Replaces the text in `range` by `replacement` (which takes the attributes of the first
/// character replaced), as `CFAttributedStringReplaceString`.
public func CFAttributedStringReplaceString(
  _ aStr: CFMutableAttributedString!, _ range: CFRange, _ replacement: CFString!
) {
  aStr.replaceCharacters(in: range.nsRange, with: replacement ?? "")
}

/// Sets the attributes of `range` to `replacement`, added to the others or in their place,
/// as `CFAttributedStringSetAttributes`.
public func CFAttributedStringSetAttributes(
  _ aStr: CFMutableAttributedString!, _ range: CFRange, _ replacement: CFDictionary!,
  _ clearOtherAttributes: Bool
) {
  let new = replacement?.attributedStringAttributes ?? [:]
  aStr.editAttributes(in: range.nsRange) { attributes in
    if clearOtherAttributes { attributes = [:] }
    attributes.merge(new) { _, added in added }
  }
}

/// Sets the attribute `attrName` over `range`, as `CFAttributedStringSetAttribute`.
public func CFAttributedStringSetAttribute(
  _ aStr: CFMutableAttributedString!, _ range: CFRange, _ attrName: CFString!,
  _ value: CFTypeRef!
) {
  guard let attrName else { return }
  aStr.editAttributes(in: range.nsRange) { $0[NSAttributedString.Key(attrName)] = value }
}

/// Removes the attribute `attrName` from `range`, as `CFAttributedStringRemoveAttribute`.
public func CFAttributedStringRemoveAttribute(
  _ aStr: CFMutableAttributedString!, _ range: CFRange, _ attrName: CFString!
) {
  guard let attrName else { return }
  aStr.editAttributes(in: range.nsRange) { $0[NSAttributedString.Key(attrName)] = nil }
}

/// Replaces the part of `aStr` in `range` by `replacement`, as
/// `CFAttributedStringReplaceAttributedString`.
public func CFAttributedStringReplaceAttributedString(
  _ aStr: CFMutableAttributedString!, _ range: CFRange, _ replacement: CFAttributedString!
) {
  let range = range.nsRange
  let before = aStr.attributedSubstring(from: NSRange(location: 0, length: range.location))
  let after = aStr.attributedSubstring(
    from: NSRange(location: NSMaxRange(range), length: aStr.length - NSMaxRange(range)))
  let runs = before.attributeRuns + (replacement?.attributeRuns ?? []) + after.attributeRuns
  aStr.setAttributedString(NSAttributedString(runs: runs))
}

/// Starts a group of edits, as `CFAttributedStringBeginEditing` (edits apply at once here).
public func CFAttributedStringBeginEditing(_ aStr: CFMutableAttributedString!) {}

/// Ends a group of edits, as `CFAttributedStringEndEditing`.
public func CFAttributedStringEndEditing(_ aStr: CFMutableAttributedString!) {}
