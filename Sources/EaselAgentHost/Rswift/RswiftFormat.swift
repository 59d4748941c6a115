import Foundation

/// The format arguments of a localized string, as R.swift makes them parameters of the
/// string's function: one per `printf` specifier of the value (`%@`, `%d`, `%1$@` …), typed
/// by its conversion, in argument order (positions counted when given).
enum RswiftFormat {
  /// One specifier of a format: its argument position (from 1; nil for the next one) and
  /// its conversion character.
  struct Specifier: Equatable {
    var position: Int?
    var conversion: Character
  }

  /// The specifiers of `format`, `%%` left out.
  static func specifiers(in format: String) -> [Specifier] {
    var out: [Specifier] = []
    var i = format.startIndex
    while let percent = format[i...].firstIndex(of: "%") {
      var j = format.index(after: percent)
      guard j < format.endIndex else { break }
      if format[j] == "%" {
        i = format.index(after: j)
        continue
      }
      // An argument position: digits and `$`.
      var position: Int?
      let digits = format[j...].prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, format[j...].dropFirst(digits.count).first == "$" {
        position = Int(digits)
        j = format.index(j, offsetBy: digits.count + 1)
      }
      // Flags, width, precision and length modifiers.
      let skipped = format[j...].prefix { "-+ #0123456789.*'hlqLzjt".contains($0) }
      j = format.index(j, offsetBy: skipped.count)
      guard j < format.endIndex else { break }
      let conversion = format[j]
      if conversion.isLetter || conversion == "@" {
        out.append(Specifier(position: position, conversion: conversion))
      }
      i = format.index(after: j)
    }
    return out
  }

  /// The Swift type of a conversion: `String` for objects, `Int` for signed, `UInt` for
  /// unsigned, `Double` for floating point, `Character` for a character; nil for one
  /// R.swift does not take (`%s`, `%p`, `%n`).
  static func swiftType(_ conversion: Character) -> String? {
    switch conversion {
    case "@": return "String"
    case "d", "D", "i": return "Int"
    case "u", "U", "x", "X", "o", "O": return "UInt"
    case "f", "F", "e", "E", "g", "G", "a", "A": return "Double"
    case "c", "C": return "Character"
    default: return nil
    }
  }

  /// The parameter types of `format`, in argument order; a position no specifier names is
  /// a `String` (`Any` on iOS, which R.swift cannot take either).
  static func argumentTypes(of format: String) -> [String] {
    var byPosition: [Int: String] = [:]
    var next = 1
    for s in specifiers(in: format) {
      let position = s.position ?? next
      next = position + 1
      guard let type = swiftType(s.conversion) else { continue }
      if byPosition[position] == nil { byPosition[position] = type }
    }
    guard let last = byPosition.keys.max() else { return [] }
    return (1...last).map { byPosition[$0] ?? "String" }
  }

  /// A `.stringsdict` entry's format: its `NSStringLocalizedFormatKey`, each `%#@name@`
  /// replaced by a specifier of its variable's `NSStringFormatValueTypeKey`.
  static func pluralFormat(_ entry: [String: Any]) -> String {
    var format = entry["NSStringLocalizedFormatKey"] as? String ?? ""
    for (name, value) in entry {
      guard let variable = value as? [String: Any],
        let type = variable["NSStringFormatValueTypeKey"] as? String
      else { continue }
      format = format.replacingOccurrences(of: "%#@\(name)@", with: "%" + type)
      // A positioned variable: `%1$#@name@`.
      for n in 1...9 {
        format = format.replacingOccurrences(of: "%\(n)$#@\(name)@", with: "%\(n)$" + type)
      }
    }
    return format
  }
}
