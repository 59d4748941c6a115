import EaselDiagnostics
import Foundation
import Testing

@testable import EaselProject

/// Podspecs read as text, in Ruby and JSON, and the files their patterns match.
struct PodspecTests {
  static let url = URL(fileURLWithPath: "/repo/MyKit.podspec")

  @Test func theCommonRubyForms() {
    let text = """
      Pod::Spec.new do |spec|
        spec.name         = "My-Kit"
        spec.version      = '2.1.0'
        spec.summary      = 'Rings, stars and the end of "quotes".'
        spec.description  = <<-DESC
          A description that says end, and 'do', and "#{nothing}".
          DESC
      =begin
        spec.source_files = 'Ignored/**/*'
      =end
        spec.license      = { :type => 'MIT', :file => 'LICENSE' }
        spec.source       = { :git => 'https://example.com/kit.git', :tag => spec.version.to_s }
        spec.swift_versions = ['4.2', '5.0']
        spec.source_files = 'Classes/**/*.{swift,h}', "#{spec.name}/Shared/*.swift"
        spec.exclude_files = %w[Classes/Legacy]
        spec.ios.source_files = spec.tvos.source_files = 'Platform/UIKit/**/*'
        spec.osx.source_files = 'Platform/AppKit/**/*'
        spec.dependency 'Alamofire', '~> 5.0'
        spec.default_subspec = 'Core'

        spec.subspec 'Core' do |core|
          core.source_files = ['Core/*.swift']
          core.subspec 'Math' do |math|
            math.source_files = 'Core/Math'
          end
        end

        spec.subspec 'UI' do |ui|
          ui.source_files = 'UI/**/*.swift'
          ui.dependency 'My-Kit/Core'
        end
      end
      """
    let log = DiagnosticLog()
    let spec = Podspec(url: Self.url, ruby: text, diagnostics: log)
    #expect(log.diagnostics.isEmpty)
    #expect(spec.name == "My-Kit")
    #expect(spec.module == "My_Kit")
    #expect(spec.version == "2.1.0")
    #expect(spec.swiftVersion == "5.0")
    #expect(
      spec.root.sourceFiles == [
        "Classes/**/*.{swift,h}", "My-Kit/Shared/*.swift", "Platform/UIKit/**/*",
      ])
    #expect(spec.root.excludeFiles == ["Classes/Legacy"])
    #expect(spec.root.dependencies == ["Alamofire"])
    #expect(spec.defaultSubspecs == ["Core"])
    #expect(spec.subspecs.map(\.name) == ["Core", "Core/Math", "UI"])
    #expect(spec.subspecs[1].part.sourceFiles == ["Core/Math"])
    #expect(spec.subspecs[2].part.dependencies == ["My-Kit/Core"])

    // Subspecs: the default one and what is inside it, or those asked for and what they
    // depend on.
    #expect(spec.parts(requested: []).count == 3)
    #expect(spec.parts(requested: ["UI"]).map(\.sourceFiles).joined().contains("Core/*.swift"))
    #expect(spec.dependencies(requested: ["UI"]) == ["Alamofire"])
  }

  @Test func moduleNameAndEveryInterpolationItKnows() {
    let spec = Podspec(
      url: Self.url,
      ruby: """
        Pod::Spec.new do |s|
          s.name = 'kit'
          s.module_name = 'Kit'
          s.source_files = "#{s.module_name}/#{s.name}-#{s.version}.swift"
          s.version = '1'
        end
        """)
    #expect(spec.module == "Kit")
    // `version` is set after the pattern: unknown there, so the pattern is not read.
    #expect(spec.root.sourceFiles.isEmpty)
  }

  @Test func formsItCannotReadAreLocatedWarnings() throws {
    let log = DiagnosticLog()
    let text = """
      Pod::Spec.new do |s|
        s.name = 'Kit'
        s.source_files = Dir.glob('Sources/**/*.swift'), 'Extra/*.swift'
        s.exclude_files = FILES_TO_SKIP
        if ENV['LEGACY']
          s.source_files = 'Legacy/*.swift'
        end
        %w[A B].each do |name|
          s.subspec name do |ss|
            ss.source_files = "#{name}/*.swift"
          end
        end
      end
      """
    let spec = Podspec(url: Self.url, ruby: text, diagnostics: log)
    // What could be read is kept; nothing is guessed.
    #expect(spec.root.sourceFiles == ["Extra/*.swift", "Legacy/*.swift"])
    #expect(spec.subspecs.isEmpty)
    let lines = log.diagnostics.map { $0.description }
    #expect(log.diagnostics.allSatisfy { $0.id == "project-podspec-unreadable" })
    #expect(log.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(lines.count == 4)
    #expect(
      lines[0].hasPrefix(
        "/repo/MyKit.podspec:3:20: warning: cannot read this value of source_files"))
    #expect(
      lines[1].hasPrefix(
        "/repo/MyKit.podspec:4:21: warning: cannot read this value of exclude_files"))
    #expect(
      lines[2].hasPrefix("/repo/MyKit.podspec:6:7: warning: source_files is set under a condition"))
    #expect(lines[3].hasPrefix("/repo/MyKit.podspec:9:7: warning: cannot read this subspec's name"))
  }

  @Test func theJSONForm() throws {
    let json = """
      {
        "name": "Kit",
        "version": "1.0",
        "swift_versions": ["5.0"],
        "source_files": "Kit/*.swift",
        "ios": { "source_files": ["Kit/iOS/*.swift"] },
        "osx": { "source_files": "Kit/macOS/*.swift" },
        "dependencies": { "Alamofire": ["~> 5.0"] },
        "subspecs": [ { "name": "Extras", "source_files": "Extras/*.swift",
                        "subspecs": [ { "name": "More", "source_files": "More/*.swift" } ] } ]
      }
      """
    let spec = try Podspec(url: URL(fileURLWithPath: "/r/Kit.podspec.json"), json: Data(json.utf8))
    #expect(spec.module == "Kit")
    #expect(spec.root.sourceFiles == ["Kit/*.swift", "Kit/iOS/*.swift"])
    #expect(spec.root.dependencies == ["Alamofire"])
    #expect(spec.subspecs.map(\.name) == ["Extras", "Extras/More"])
    #expect(throws: ProjectFileError.self) {
      try Podspec(url: URL(fileURLWithPath: "/r/Kit.podspec.json"), json: Data("[1".utf8))
    }
  }

  @Test func resourceBundlesAreReadInEveryForm() throws {
    let root = try Fixtures.folder([
      "Kit/Assets/Kit.xib": "", "Kit/Assets/Icon.png": "", "Kit/Extras/Star.png": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let log = DiagnosticLog()
    let spec = Podspec(
      url: root.appendingPathComponent("Kit.podspec"),
      ruby: """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.resource_bundles = {
            'Kit' => ['Kit/Assets/*.xib', 'Kit/Assets/*.png'],
            "#{s.name}Extras" => 'Kit/Extras/*', Other: %w[Kit/Missing.png], 'Bad' => files
          }
        end
        """, diagnostics: log)
    #expect(
      spec.root.resourceBundles == [
        "Kit": ["Kit/Assets/*.xib", "Kit/Assets/*.png"], "KitExtras": ["Kit/Extras/*"],
        "Other": ["Kit/Missing.png"],
      ])
    #expect(log.diagnostics.map(\.description).contains { $0.contains("resource bundle") })
    let bundles = spec.resourceBundles(requested: []).mapValues {
      $0.map { Fixtures.relative($0, to: root) }.sorted()
    }
    #expect(
      bundles == [
        "Kit.bundle": ["Kit/Assets/Icon.png", "Kit/Assets/Kit.xib"],
        "KitExtras.bundle": ["Kit/Extras/Star.png"], "Other.bundle": [],
      ])
    let json = try Podspec(
      url: URL(fileURLWithPath: "/r/Kit.podspec.json"),
      json: Data(#"{ "name": "Kit", "resource_bundles": { "Kit": ["A/*.png"], "B": "B/*" } }"#.utf8)
    )
    #expect(json.root.resourceBundles == ["Kit": ["A/*.png"], "B": ["B/*"]])
  }

  @Test func patternsMatchAsCocoaPodsMatchesThem() throws {
    let root = try Fixtures.folder([
      "Kit/Classes/Ring.swift": "", "Kit/Classes/Deep/er/Star.SWIFT": "",
      "Kit/Classes/Header.h": "", "Kit/Classes/Legacy/Old.swift": "",
      "Kit/Flat/A.swift": "", "Kit/Flat/Inner/B.swift": "", "Kit/.hidden/C.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    func matched(_ patterns: [String]) -> [String] {
      PodGlob.files(matching: patterns, in: root).map { Fixtures.relative($0, to: root) }
    }
    #expect(
      matched(["Kit/Classes/**/*.{swift,h}"]) == [
        "Kit/Classes/Deep/er/Star.SWIFT", "Kit/Classes/Header.h", "Kit/Classes/Legacy/Old.swift",
        "Kit/Classes/Ring.swift",
      ])
    // A folder takes the files directly inside it.
    #expect(matched(["Kit/Flat", "./Kit/Flat/"]) == ["Kit/Flat/A.swift"])
    #expect(matched(["Kit/*/[AR]*.swift"]) == ["Kit/Classes/Ring.swift", "Kit/Flat/A.swift"])
    #expect(matched(["Kit/Flat/Inner/B.swift", "Kit/Missing.swift"]) == ["Kit/Flat/Inner/B.swift"])
    #expect(matched(["**/C.swift"]).isEmpty)

    var spec = Podspec(url: root.appendingPathComponent("Kit.podspec"))
    spec.root.sourceFiles = ["Kit/Classes/**/*"]
    spec.root.excludeFiles = ["Kit/Classes/Legacy"]
    // Only Swift is compiled; `.SWIFT` is not `.swift`.
    #expect(
      spec.swiftFiles(requested: []).map { Fixtures.relative($0, to: root) } == [
        "Kit/Classes/Ring.swift"
      ])
  }

  /// Truncated and hostile text never traps: it reads as what it can.
  @Test(arguments: [
    "", "Pod::Spec.new do |s|", "Pod::Spec.new do |s|\n  s.source_files = 'A", "s.name = <<~",
    "  s.description = <<-EOS\n never closed", "%w[a b", "%q(unterminated", "=begin\nno end",
    "end\nend\nend", "Pod::Spec.new do |s|\n s.subspec", "s.source_files = \"#{",
    ":", "::", "\\\n", "pod 'X', :path =>", "target do\npod\nend end end",
    "Pod::Spec.new do |s| s.ios. = 'x' end", "\u{201C}A\u{201D}.podspec",
  ])
  func hostileTextNeverTraps(text: String) {
    let log = DiagnosticLog()
    _ = Podspec(url: Self.url, ruby: text, diagnostics: log)
    _ = Podfile(url: URL(fileURLWithPath: "/repo/Podfile"), text: text, diagnostics: log)
  }

  /// Every prefix of a podspec and of a Podfile: a file cut anywhere reads without trapping.
  @Test func everyTruncationReads() {
    let podspec = """
      Pod::Spec.new do |s|
        s.name = "Kit"  # the name
        s.description = <<~DESC
          Text with 'quotes', "#{interpolation}" and the word end.
        DESC
        s.source_files = %w[A/*.swift B/**/*.{swift,h}], "#{s.name}/C"
        s.ios.source_files = s.tvos.source_files = ['D/*.swift']
        s.subspec 'Core' do |c|
          c.dependency 'Kit/Base', '~> 1.0'
        end
      end
      """
    let podfile = """
      target 'App' do
        pod 'Kit', :path => '../', :subspecs => ['Core']
        pod "Other", path: "../Other"
      end
      """
    for text in [podspec, podfile] {
      let characters = Array(text)
      for end in 0...characters.count {
        let prefix = String(characters[..<end])
        _ = Podspec(url: Self.url, ruby: prefix)
        _ = Podfile(url: URL(fileURLWithPath: "/repo/Podfile"), text: prefix)
      }
    }
  }
}
