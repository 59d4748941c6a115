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

  /// A class from a module lint does not read — a remote Swift package's (`Lottie`), a
  /// binary framework's — is not "unknown": the build finds it where lint cannot look (a
  /// working-part app's seven `LottieAnimationView`s were reported).
  @Test func aClassOfAnUnreadModuleIsNotReported() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        #"<view contentMode="scaleToFill" id="anim" customClass="LottieAnimationView" customModule="Lottie"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
      ),
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    #expect(f.lint("unknown-custom-class").findings.isEmpty)
  }

  /// A class a committed pod declares in Objective-C, named without a module, is known: the
  /// build compiles the pod (its Swift files were read, its headers were not).
  @Test func aClassOfACommittedPodIsKnown() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        #"<view contentMode="scaleToFill" id="ad" customClass="PodBannerView"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
      ),
      "ViewController.swift": LintFixture.controller(),
      "Pods/AdKit/Classes/PodBannerView.h":
        "#import <UIKit/UIKit.h>\n@interface PodBannerView : UIView\n@end\n",
    ])
    defer { f.remove() }
    #expect(f.lint("unknown-custom-class").findings.isEmpty)
  }
}
