import EaselDiagnostics
import Testing

@testable import EaselAgentHost

/// What the compiler printed, read back: located diagnostics, errors with no location, and the
/// API a compile error says is missing.
struct CompilerOutputTests {
  @Test func locatedDiagnosticsKeepTheirPlaceAndRepeatsAreDropped() {
    let text = """
      /p/A.swift:3:7: error: cannot find 'Foo' in scope
        3 | let x = Foo()
      /p/A.swift:3:7: error: cannot find 'Foo' in scope
      /p/B.swift:9:1: warning: variable 'y' was never used
      """
    let found = CompilerOutput.diagnostics(in: text)
    #expect(found.count == 2)
    #expect(
      found[0].description == "/p/A.swift:3:7: error: cannot find 'Foo' in scope [designable-build]"
    )
    #expect(found[1].severity == .warning)
  }

  @Test func errorsWithoutALocationAreKept() {
    let text = """
      <unknown>:0: error: unable to load standard library for target 'x86_64-unknown-linux-gnu'
      error: link command failed with exit code 1 (use -v to see invocation)
      /usr/bin/ld: A.o: in function `main': undefined reference to `easel_missing'
      error: compile command failed due to signal 6 (use -v to see invocation)
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      /usr/bin/ld: cannot find -lNetty: No such file or directory
      """
    let found = CompilerOutput.diagnostics(in: text)
    #expect(found.allSatisfy { $0.location == nil && $0.severity == .error })
    #expect(found.map(\.message).contains { $0.hasPrefix("unable to load standard library") })
    #expect(found.map(\.message).contains { $0.contains("undefined reference to `easel_missing'") })
    #expect(
      found.map(\.message).contains { $0.hasPrefix("compile command failed due to signal 6") })
  }

  @Test func aFailureWithNothingToQuoteStillSaysWhy() {
    let found = CompilerOutput.diagnostics(in: "Segmentation fault\nsomething odd", failed: true)
    #expect(found.count == 1)
    #expect(found[0].severity == .error)
    #expect(found[0].message.contains("without a located error"))
    #expect(found[0].message.contains("Segmentation fault"))
    #expect(CompilerOutput.diagnostics(in: "", failed: false).isEmpty)
  }

  @Test(
    arguments: [
      ("cannot find 'CACurrentMediaTime' in scope", nil, "CACurrentMediaTime"),
      ("cannot find type 'UITouch' in scope", nil, "UITouch"),
      ("no such module 'AudioToolbox'", nil, "module AudioToolbox"),
      (
        "value of type 'UIView' has no member 'userInterfaceLayoutDirection'", nil,
        "UIView.userInterfaceLayoutDirection"
      ),
      (
        "type 'UIView.Type' has no member 'userInterfaceLayoutDirection'", nil,
        "UIView.userInterfaceLayoutDirection"
      ),
      ("value of type 'UIColor?' has no member 'brand'", nil, "UIColor.brand"),
      ("module 'UIKit' has no member named 'UIFeedback'", nil, "UIKit.UIFeedback"),
      ("cannot infer contextual base in reference to member 'valueChanged'", nil, ".valueChanged"),
      (
        "method does not override any method from its superclass",
        "  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {",
        "override touchesBegan"
      ),
    ] as [(String, String?, String)])
  func missingSymbols(message: String, line: String?, symbol: String) {
    #expect(CompilerOutput.missingSymbol(in: message, sourceLine: line) == symbol)
  }

  @Test func errorsAboutOtherThingsNameNoSymbol() {
    #expect(CompilerOutput.missingSymbol(in: "missing return in instance method") == nil)
    #expect(
      CompilerOutput.missingSymbol(in: "method does not override any method from its superclass")
        == nil)
  }
}
