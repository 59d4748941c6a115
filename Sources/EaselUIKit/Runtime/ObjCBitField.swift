// C's bit-fields (`unsigned int dirty : 1;`, `int mode : 3;`), which Swift has no spelling
// for: translated Objective-C stores one in its declared type and narrows every value stored
// to the field's width (`didSet`), so that `flags.dirty = 2` keeps 0 and `mode = 5` in three
// signed bits keeps -3, as clang's code does.

extension FixedWidthInteger {
  /// The value a C bit-field of `width` bits keeps when `self` is stored in it: the low
  /// `width` bits, sign-extended for a signed type (clang's truncation, which C leaves to the
  /// implementation for a signed field). A width of the type's own, or more, keeps `self`.
  public func cBitField(width: Int) -> Self {
    let shift = Self.bitWidth - width
    guard shift > 0, width > 0 else { return width > 0 ? self : 0 }
    // `>>` is arithmetic on a signed type, logical on an unsigned one.
    return (self << shift) >> shift
  }
}
