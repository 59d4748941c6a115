import Foundation

/// Foundation's data detector (`NSDataDetector`), which finds links, phone numbers, dates
/// and addresses in text; Linux's Foundation has none. A label that marks up the links of its
/// text (`[[NSDataDetector alloc] initWithTypes:NSTextCheckingTypeLink error:&error]`)
/// builds and draws its text unmarked.
///
/// Differs from Foundation: at rest, it finds nothing (every search says so once), and it
/// is not a subclass of `NSRegularExpression`, which Linux's Foundation does not let a
/// module outside it subclass; it answers the searches `NSRegularExpression` declares.
open class NSDataDetector: NSObject {
  /// The kinds of data it looks for (`NSTextCheckingResult.CheckingType`'s raw values).
  public let checkingTypes: NSTextCheckingTypes

  /// A detector of `checkingTypes`. Throws as Foundation does for no type to look for.
  public init(types checkingTypes: NSTextCheckingTypes) throws {
    guard checkingTypes != 0 else {
      throw NSError(domain: NSCocoaErrorDomain, code: 2048)  // NSFormattingError
    }
    self.checkingTypes = checkingTypes
    super.init()
  }

  /// The matches in `range` of `string`: none, at rest.
  public func matches(
    in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
  ) -> [NSTextCheckingResult] {
    UnimplementedAPI.use("NSDataDetector.matches(in:options:range:)", by: self)
    return []
  }

  /// How many matches there are in `range` of `string`: none, at rest.
  public func numberOfMatches(
    in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
  ) -> Int {
    matches(in: string, options: options, range: range).count
  }

  /// The first match in `range` of `string`: none, at rest.
  public func firstMatch(
    in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
  ) -> NSTextCheckingResult? {
    matches(in: string, options: options, range: range).first
  }

  /// The range of the first match: `NSNotFound` at location 0 length, at rest.
  public func rangeOfFirstMatch(
    in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
  ) -> NSRange {
    firstMatch(in: string, options: options, range: range)?.range
      ?? NSRange(location: NSNotFound, length: 0)
  }

  /// Calls `block` for each match in `range` of `string`: never, at rest.
  public func enumerateMatches(
    in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
    using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags,
      UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    var stop: ObjCBool = false
    for match in matches(in: string, options: options, range: range) {
      block(match, [], &stop)
      if stop.boolValue { break }
    }
  }
}
