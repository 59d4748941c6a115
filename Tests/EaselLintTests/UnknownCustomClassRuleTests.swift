import EaselLint
import Testing

/// `unknown-custom-class`.
@MainActor struct UnknownCustomClassRuleTests {
  @Test func aTargetClassMissingFromTheSourcesIsAnError() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard("", controller: "GoneController"),
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    let result = f.lint("unknown-custom-class")
    #expect(result.findings.count == 1)
    #expect(result.findings.first?.diagnostic.severity == .error)
    #expect(
      result.findings.first?.diagnostic.message.contains("Unknown class GoneController") == true)
  }

  @Test func aClassInTheSourcesIsKnown() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(""),
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    #expect(f.lint("unknown-custom-class").findings.isEmpty)
  }

  /// `unknown-custom-class`'s findings for a storyboard holding a view of `attributes`
  /// (`customClass="…"`) beside a view controller's source and `files`.
  func findings(view attributes: String, _ files: [String: String] = [:]) throws -> [LintFinding] {
    let view =
      #"<view contentMode="scaleToFill" id="v" "# + attributes
      + #"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
    let f = try LintFixture(
      files.merging(
        [
          "Main.storyboard": LintFixture.storyboard(view),
          "ViewController.swift": LintFixture.controller(),
        ]
      ) { a, _ in a })
    defer { f.remove() }
    return f.lint("unknown-custom-class").findings
  }

  /// A class from a module lint does not read — a remote Swift package's (`Lottie`), a
  /// binary framework's — is not "unknown": the build finds it where lint cannot look (a
  /// working-part app's seven `LottieAnimationView`s were reported).
  @Test func aClassOfAnUnreadModuleIsNotReported() throws {
    #expect(try findings(view: #"customClass="LottieAnimationView" customModule="Lottie""#).isEmpty)
  }

  /// A class a committed pod declares in Objective-C, named without a module, is known: the
  /// build compiles the pod (its Swift files were read, its headers were not).
  @Test func aClassOfACommittedPodIsKnown() throws {
    let header = "#import <UIKit/UIKit.h>\n@interface PodBannerView : UIView\n@end\n"
    #expect(
      try findings(
        view: #"customClass="PodBannerView""#, ["Pods/AdKit/Classes/PodBannerView.h": header]
      ).isEmpty)
    // The same class with no pod declaring it is unknown.
    #expect(try findings(view: #"customClass="PodBannerView""#).count == 1)
  }
}
