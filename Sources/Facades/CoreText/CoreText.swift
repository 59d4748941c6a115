// The `CoreText` façade: Core Graphics and Foundation, Core Text's font registration
// (Easel's, from EaselUIKit: fonts are registered with fontconfig) and its fonts (UIKit's);
// the rest of Core Text is the generated inventory's (CoreText+Inventory.swift).
@_exported import CoreGraphics
@_exported import Foundation

@_exported public import func EaselUIKit.CFErrorCopyDescription
@_exported public import typealias EaselUIKit.CFURL
@_exported public import class EaselUIKit.CTFont
@_exported public import func EaselUIKit.CTFontCopyFamilyName
@_exported public import func EaselUIKit.CTFontCopyPostScriptName
@_exported public import func EaselUIKit.CTFontCreateWithName
@_exported public import func EaselUIKit.CTFontGetAscent
@_exported public import func EaselUIKit.CTFontGetCapHeight
@_exported public import func EaselUIKit.CTFontGetDescent
@_exported public import func EaselUIKit.CTFontGetLeading
@_exported public import func EaselUIKit.CTFontGetSize
@_exported public import func EaselUIKit.CTFontGetXHeight
@_exported public import func EaselUIKit.CTFontManagerRegisterFontsForURL
@_exported public import func EaselUIKit.CTFontManagerRegisterGraphicsFont
@_exported public import enum EaselUIKit.CTFontManagerScope
@_exported public import func EaselUIKit.CTFontManagerUnregisterFontsForURL
@_exported public import func EaselUIKit.CTFontManagerUnregisterGraphicsFont
