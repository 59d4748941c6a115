import Testing

@testable import EaselInspect

/// The registration runs what Objective-C's runtime would: translated `+load`s (classes'
/// before categories') and then `+initialize`s, each under its declaration's conditions.
@Suite struct RuntimeHooksTests {
  static let translated = """
    import UIKit

    extension UITextView {
      @objc(__easelLoad_Placeholder) static func __easelLoad_Placeholder() {}
    }
    class Counter: UIView {
      @objc(__easelInitialize) static func __easelInitialize() {}
      #if DEBUG
      @objc(__easelLoad) static func __easelLoad() {}
      #endif
      @objc(__easelLoadLater) static func __easelLoadLater() {}
      @objc(loadNib) static func loadNib() {}
    }
    """

  @Test func loadsThenCategoryLoadsThenInitializes() {
    let scan = ScanResult(files: [SwiftScanner.scan(source: Self.translated, path: "T.swift")])
    let hooks = RuntimeHooks.hooks(in: scan, files: nil)
    #expect(
      hooks.map(\.description) == [
        "+load of Counter", "+load of UITextView (Placeholder)", "+initialize of Counter",
      ])
    #expect(hooks.first?.conditions == ["DEBUG"])
    let source = generateRegistration(for: scan)
    let added = source.split(separator: "\n").filter { $0.contains("table.add(hook:") }
    #expect(added.count == 3)
    #expect(added.first?.contains("{ Counter.__easelLoad() }") == true, "\(added)")
    #expect(source.contains("#if DEBUG\n  table.add(hook: RuntimeHook(\"+load of Counter\")"))
  }
}
