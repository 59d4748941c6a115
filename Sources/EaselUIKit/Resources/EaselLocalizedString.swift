import Foundation

/// Looks `key` up in the current resource environment's strings (the document's
/// `.strings` for the render's language), as `NSLocalizedString` reads the main bundle's.
///
/// Returns `value` (or `key` when `value` is empty) when the environment has no
/// translation, as iOS does; `bundle` and `comment` are not consulted. Safe to call from
/// any isolation, within `withResourceEnvironment(_:body:)` (a thread it did not start
/// finds no translation).
///
/// Differs from UIKit: Foundation's `NSLocalizedString` cannot be shadowed from a library
/// (a call would be ambiguous), so the agent compiles a one-line
/// `func NSLocalizedString(...)` into the user's module that forwards here; a declaration in
/// the user's own module wins over Foundation's.
public func EaselLocalizedString(
  _ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "",
  comment: String
) -> String {
  if let found = LocalizedStringLookup.bound?.find(key, tableName) { return found }
  return value.isEmpty ? key : value
}
