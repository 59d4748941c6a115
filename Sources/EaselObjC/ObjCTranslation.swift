import EaselDiagnostics
import Foundation

/// The Objective-C files of one module, as the target builds them.
public struct ObjCSourceSet: Sendable, Equatable {
  /// The `.m` files (and `.h` files no `.m` imports, for categories and classes declared in
  /// headers only), in the order the target lists them.
  public var files: [URL]
  /// Folders `#import "…"` and `#import <…>` search, after the including file's own folder.
  public var headerSearchPaths: [URL]
  /// Folders of `Name.framework` bundles (`FRAMEWORK_SEARCH_PATHS`), given to clang as `-F`.
  public var frameworkSearchPaths: [URL]
  /// Headers the target includes before every file (`GCC_PREFIX_HEADER`).
  public var prefixHeaders: [URL]
  /// The Swift module these files are compiled into (for `<Module>-Swift.h`).
  public var moduleName: String
  /// The text clang is given as `<Module>-Swift.h`: Objective-C declarations of the module's
  /// `@objc` Swift classes, as Xcode generates them (with `NS_SWIFT_NAME` where the Swift
  /// name is not the importer's), so that the `.m` files can use them. Nil: an empty header.
  public var swiftHeader: String?
  /// The name the target gives that header (`SWIFT_OBJC_INTERFACE_HEADER_NAME`) when it is
  /// not `<Module>-Swift.h`: clang finds the header under both.
  public var swiftHeaderName: String?
  /// The other frameworks the façade provides (CoreLocation, MapKit, AVFoundation …), which
  /// the stubs give a module each so that `@import CoreLocation;` resolves: what of them the
  /// name table does not declare is clang's located error where it is used.
  public var frameworks: [String]
  /// The Objective-C classes a Swift class of the project subclasses, in this module's
  /// target or another (an app's class below a pod's view), by name: Swift's initializer
  /// rules bind their translations (a subclass's `super.init()` needs a designated `init()`).
  public var swiftSubclassed: Set<String>

  public init(
    files: [URL], headerSearchPaths: [URL] = [], prefixHeaders: [URL] = [], moduleName: String,
    swiftHeader: String? = nil, swiftHeaderName: String? = nil, frameworks: [String] = [],
    frameworkSearchPaths: [URL] = [], swiftSubclassed: Set<String> = []
  ) {
    self.swiftSubclassed = swiftSubclassed
    self.files = files
    self.headerSearchPaths = headerSearchPaths
    self.frameworkSearchPaths = frameworkSearchPaths
    self.prefixHeaders = prefixHeaders
    self.moduleName = moduleName
    self.swiftHeader = swiftHeader
    self.swiftHeaderName = swiftHeaderName
    self.frameworks = frameworks
  }
}

/// One Objective-C file translated into Swift against the UIKit façade.
public struct TranslatedSource: Sendable, Equatable {
  /// The `.m` (or `.h`) file translated.
  public var original: URL
  /// Swift source whose `#sourceLocation` lines name `original`, so that the compiler's
  /// diagnostics point at the Objective-C file's lines.
  public var swift: String
  /// The Objective-C classes this file implements (designable or not), by name.
  public var classes: [String]

  public init(original: URL, swift: String, classes: [String]) {
    self.original = original
    self.swift = swift
    self.classes = classes
  }
}

/// What translating a module's Objective-C files gave.
public struct ObjCTranslation: Sendable, Equatable {
  /// The files that translated, wholly or in part.
  public var sources: [TranslatedSource]
  /// Located errors and warnings: clang's own, and each construct not translated
  /// (`file:line:col: error: …`).
  public var diagnostics: [Diagnostic]
  /// Classes that cannot be built, with the errors that say why; their files' other classes
  /// still translate.
  public var failedClasses: [String: [Diagnostic]]
  /// Clang's errors in parsing each file (by path), wherever they are located: an error in a
  /// header it imports (`'UIView+Extensions.h' file not found`) is also the file's.
  public var parseErrors: [String: [Diagnostic]]
  /// The properties named categories of the module's own classes declare and nothing
  /// implements, as `Class.property`: on iOS too the class has no such accessors, and key-value
  /// coding (an Interface Builder runtime attribute) reaches its `setValue:forUndefinedKey:`.
  /// No Swift is given for them, and none is missing.
  public var keyValueOnlyProperties: Set<String>
  /// What each class and category (`Class(Category)`) the files implement uses of the
  /// module's other classes and of the project's categories: a class using one that did not
  /// translate does not build either (its stand-in does nothing), and says so with that one's
  /// errors first.
  public var uses: [String: Set<String>]

  public init(
    sources: [TranslatedSource] = [], diagnostics: [Diagnostic] = [],
    failedClasses: [String: [Diagnostic]] = [:], parseErrors: [String: [Diagnostic]] = [:],
    keyValueOnlyProperties: Set<String> = [], uses: [String: Set<String>] = [:]
  ) {
    self.uses = uses
    self.sources = sources
    self.diagnostics = diagnostics
    self.failedClasses = failedClasses
    self.parseErrors = parseErrors
    self.keyValueOnlyProperties = keyValueOnlyProperties
  }
}
