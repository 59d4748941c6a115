import EaselDiagnostics
import Foundation

/// Translates a module's Objective-C files into Swift against the UIKit façade.
public enum ObjCTranslator {
  /// Translates `set` with the toolchain's `clang` (parsing only), keeping stub headers and
  /// clang's module cache in `cacheDirectory`.
  public static func translate(_ set: ObjCSourceSet, clang: URL, cacheDirectory: URL)
    -> ObjCTranslation
  {
    // Not translated yet: each file's classes fail to build, located at the file.
    var translation = ObjCTranslation()
    for file in set.files {
      translation.diagnostics.append(
        Diagnostic(
          .error, "Objective-C is not translated yet", id: "objc-untranslated",
          at: SourceLocation(file: file.path, line: 1, column: 1)))
    }
    return translation
  }
}
