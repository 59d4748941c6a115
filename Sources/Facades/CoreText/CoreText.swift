// The `CoreText` façade: Core Graphics and Foundation, and Core Text's font registration
// (Easel's, from EaselUIKit: fonts are registered with fontconfig).
@_exported import CoreGraphics
@_exported import Foundation

@_exported public import typealias EaselUIKit.CFURL
@_exported public import enum EaselUIKit.CTFontManagerScope
@_exported public import func EaselUIKit.CTFontManagerRegisterGraphicsFont
@_exported public import func EaselUIKit.CTFontManagerRegisterFontsForURL
@_exported public import func EaselUIKit.CTFontManagerUnregisterGraphicsFont
@_exported public import func EaselUIKit.CTFontManagerUnregisterFontsForURL
@_exported public import func EaselUIKit.CFErrorCopyDescription
