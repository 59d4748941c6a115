// The `CoreText` façade: Core Graphics and Foundation, Core Text's font registration
// (Easel's, from EaselUIKit: fonts are registered with fontconfig) and its fonts (UIKit's);
// its string attribute names, paragraph style settings and frames (Easel's, drawn with
// UIKit's text engine); the rest of Core Text is the generated inventory's
// (CoreText+Inventory.swift).
@_exported import CoreGraphics
@_exported import Foundation

@_exported public import func EaselUIKit.CFErrorCopyDescription
@_exported public import typealias EaselUIKit.CFURL
@_exported public import class EaselUIKit.CTFont
@_exported public import func EaselUIKit.CTFontCopyFamilyName
@_exported public import func EaselUIKit.CTFontCopyPostScriptName
@_exported public import func EaselUIKit.CTFontCreateWithGraphicsFont
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
@_exported public import func EaselUIKit.CTFrameGetPath
@_exported public import func EaselUIKit.CTParagraphStyleCreate
@_exported public import struct EaselUIKit.CTParagraphStyleSetting
@_exported public import let EaselUIKit.kCTBackgroundColorAttributeName
@_exported public import let EaselUIKit.kCTBaselineClassAttributeName
@_exported public import let EaselUIKit.kCTBaselineInfoAttributeName
@_exported public import let EaselUIKit.kCTBaselineOffsetAttributeName
@_exported public import let EaselUIKit.kCTBaselineReferenceInfoAttributeName
@_exported public import let EaselUIKit.kCTCharacterShapeAttributeName
@_exported public import let EaselUIKit.kCTFontAttributeName
@_exported public import let EaselUIKit.kCTForegroundColorAttributeName
@_exported public import let EaselUIKit.kCTForegroundColorFromContextAttributeName
@_exported public import let EaselUIKit.kCTFrameClippingPathsAttributeName
@_exported public import let EaselUIKit.kCTFramePathClippingPathAttributeName
@_exported public import let EaselUIKit.kCTFramePathFillRuleAttributeName
@_exported public import let EaselUIKit.kCTFramePathWidthAttributeName
@_exported public import let EaselUIKit.kCTFrameProgressionAttributeName
@_exported public import let EaselUIKit.kCTGlyphInfoAttributeName
@_exported public import let EaselUIKit.kCTHorizontalInVerticalFormsAttributeName
@_exported public import let EaselUIKit.kCTKernAttributeName
@_exported public import let EaselUIKit.kCTLanguageAttributeName
@_exported public import let EaselUIKit.kCTLigatureAttributeName
@_exported public import let EaselUIKit.kCTParagraphStyleAttributeName
@_exported public import let EaselUIKit.kCTRubyAnnotationAttributeName
@_exported public import let EaselUIKit.kCTRunDelegateAttributeName
@_exported public import struct EaselUIKit.CTRunDelegateCallbacks
@_exported public import func EaselUIKit.CTRunDelegateCreate
@_exported public import func EaselUIKit.CTRunDelegateGetRefCon
@_exported public import let EaselUIKit.kCTRunDelegateVersion1
@_exported public import let EaselUIKit.kCTRunDelegateCurrentVersion
@_exported public import let EaselUIKit.kCTStrokeColorAttributeName
@_exported public import let EaselUIKit.kCTStrokeWidthAttributeName
@_exported public import let EaselUIKit.kCTSuperscriptAttributeName
@_exported public import let EaselUIKit.kCTTrackingAttributeName
@_exported public import let EaselUIKit.kCTUnderlineColorAttributeName
@_exported public import let EaselUIKit.kCTUnderlineStyleAttributeName
@_exported public import let EaselUIKit.kCTVerticalFormsAttributeName
@_exported public import let EaselUIKit.kCTWritingDirectionAttributeName
