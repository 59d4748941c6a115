import EaselDiagnostics
import Foundation
import Testing

@testable import EaselProject

/// Podfiles read as text: `pod` lines, their `:path`, and the target blocks around them.
struct PodfileTests {
  static let url = URL(fileURLWithPath: "/repo/Example/Podfile")

  @Test func podsWithPathsInTargetBlocks() {
    let text = """
      platform :ios, '12.0'
      use_frameworks!

      # pod 'Commented', :path => '../Commented'
      pod 'Everywhere', '~> 1.0'

      def shared_pods
        pod 'Shared', path: '../Shared'
      end

      target 'Example' do
        pod 'MyKit', :path => '../'   # the library itself
        pod "MyKit/Extras", :path => "../"
        pod 'Split',
          :path => 'Split.podspec', :subspecs => ['Core', 'UI']
        shared_pods
        target 'ExampleTests' do
          inherit! :search_paths
          pod 'Quick'
        end
      end

      abstract_target 'Apps' do
        pod 'Common', :git => 'https://example.com/common.git'
        target 'Other' do
        end
      end

      post_install do |installer|
        installer.pods_project.targets.each do |t|
          puts t.name
        end
      end
      """
    let podfile = Podfile(url: Self.url, text: text)
    #expect(
      podfile.pods.map(\.name) == [
        "Everywhere", "MyKit", "MyKit/Extras", "Split", "Shared", "Quick", "Common",
      ])
    #expect(
      podfile.pods.map(\.path) == [nil, "../", "../", "Split.podspec", "../Shared", nil, nil])
    #expect(podfile.pods[3].requestedSubspecs == ["Core", "UI"])
    #expect(podfile.pods[2].requestedSubspecs == ["Extras"] && podfile.pods[2].rootName == "MyKit")
    #expect(podfile.pods[4].targets == ["Example"])
    #expect(
      podfile.targetBlocks == [
        ["Example"], ["Example", "ExampleTests"], ["Apps"], ["Apps", "Other"],
      ])
    // The `:path` value's place, for warnings about it.
    #expect(podfile.pods[1].location == SourceLocation(file: Self.url.path, line: 12, column: 25))

    #expect(
      podfile.pods(forTarget: "Example").map(\.name) == [
        "Everywhere", "MyKit", "MyKit/Extras", "Split", "Shared",
      ])
    #expect(podfile.pods(forTarget: "ExampleTests").count == 6)
    #expect(podfile.pods(forTarget: "Other").map(\.name) == ["Everywhere", "Common"])
    #expect(podfile.pods(forTarget: "Unlisted").map(\.name) == ["Everywhere"])
  }

  @Test func aPathThatIsNotALiteralIsALocatedWarning() {
    let log = DiagnosticLog()
    let text = """
      target 'App' do
        pod 'MyKit', :path => File.expand_path('../MyKit', __dir__)
        pod 'Other', :path => "#{ENV['HOME']}/Other"
        pod 'Fine', :path => '../Fine'
      end
      """
    let podfile = Podfile(url: Self.url, text: text, diagnostics: log)
    #expect(podfile.pods.map(\.name) == ["Fine"])
    #expect(log.diagnostics.count == 2)
    let first = log.diagnostics[0]
    #expect(first.id == "project-podfile-unreadable" && first.severity == .warning)
    #expect(
      first.description.hasPrefix(
        "/repo/Example/Podfile:2:25: warning: cannot read the :path of pod 'MyKit'"))
    #expect(log.diagnostics[1].location?.line == 3)
  }
}
