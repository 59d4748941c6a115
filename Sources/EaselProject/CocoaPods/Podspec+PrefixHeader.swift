import Foundation

/// The prefix header CocoaPods generates for a pod's target,
/// `Pods/Target Support Files/<Pod>/<Pod>-prefix.pch`, which every file of the pod is compiled
/// with (`GCC_PREFIX_HEADER`): the platform's framework imported for Objective-C, then the
/// spec's `prefix_header_file` and `prefix_header_contents`. A pod whose `.m` imports only
/// Foundation and uses UIKit builds because of it. None when the spec sets
/// `prefix_header_file = false` (CocoaPods' `skip_pch?`).
extension Podspec {
  /// The text CocoaPods writes as the pod target's prefix header for `platform` (CocoaPods'
  /// name, nil when not known: iOS, which Easel renders), or nil when the spec asks for none.
  /// A `prefix_header_file` that cannot be read adds nothing (CocoaPods would stop).
  public func generatedPrefixHeader(platform: String?) -> String? {
    guard usesPrefixHeader else { return nil }
    // CocoaPods' `Generator::Header#generate_platform_import_header`.
    let framework: String
    switch platform ?? "ios" {
    case "ios", "tvos", "visionos": framework = "UIKit/UIKit.h"
    case "osx": framework = "Cocoa/Cocoa.h"
    default: framework = "Foundation/Foundation.h"
    }
    var text = """
      #ifdef __OBJC__
      #import <\(framework)>
      #else
      #ifndef FOUNDATION_EXPORT
      #if defined(__cplusplus)
      #define FOUNDATION_EXPORT extern "C"
      #else
      #define FOUNDATION_EXPORT extern
      #endif
      #endif
      #endif

      """
    if let prefixHeaderFile,
      let contents = try? String(
        contentsOf: folder.appendingPathComponent(prefixHeaderFile), encoding: .utf8)
    {
      text += contents
    }
    if !prefixHeaderContents.isEmpty {
      text += "\n" + prefixHeaderContents.joined(separator: "\n") + "\n"
    }
    return text
  }
}
