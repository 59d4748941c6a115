// The `MobileCoreServices` façade: the uniform type identifiers image pickers are given.
//
// Differs from iOS: the constants are `String`s, not `CFString`s (`kUTTypeImage as String`
// compiles the same).
@_exported import CoreGraphics
@_exported import Foundation

/// `public.image`.
public let kUTTypeImage = "public.image"
/// `public.movie`.
public let kUTTypeMovie = "public.movie"
/// `public.png`.
public let kUTTypePNG = "public.png"
/// `public.jpeg`.
public let kUTTypeJPEG = "public.jpeg"
/// `public.text`.
public let kUTTypeText = "public.text"
/// `public.plain-text`.
public let kUTTypePlainText = "public.plain-text"
/// `public.url`.
public let kUTTypeURL = "public.url"
/// `com.adobe.pdf`.
public let kUTTypePDF = "com.adobe.pdf"
