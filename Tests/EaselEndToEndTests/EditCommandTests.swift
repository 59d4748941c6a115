import EaselDocument
import EaselTestSupport
import Foundation
import Testing

/// `easel edit` on a copy of Spring's storyboard (a fixture copied from the corpus): each edit kind makes exactly the
/// intended byte change, and the result reopens with it.
struct EditCommandTests {
  /// The label "Force: 1" of Spring's main scene.
  static let label = "hZO-3H-UCU"
  static let labelTag =
    #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Force: 1" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="hZO-3H-UCU">"#
  /// A `SpringView` with three runtime attributes.
  static let springView = "pm9-y7-HlR"
  /// The main scene's root view.
  static let rootView = "PVY-HA-UuV"

  /// A fresh copy of Spring's Main.storyboard, with its text.
  struct Copy {
    var folder: URL
    var url: URL
    var original: String

    init() throws {
      folder = try TestPaths.temporaryFolder("easel-edit")
      url = folder.appendingPathComponent("Main.storyboard")
      try FileManager.default.copyItem(
        at: Documents.spring, to: url)
      original = try String(contentsOf: url, encoding: .utf8)
    }

    var text: String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    /// Runs `easel edit` on the copy with `arguments`.
    func edit(_ arguments: [String]) throws -> EaselProcess {
      try EaselProcess.run(["edit", url.path] + arguments)
    }

    /// The names in the folder: the copy, and any temporary file left behind.
    var files: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  /// `text` with the first `old` at or after `anchor` replaced by `new`.
  static func replacing(
    _ old: String, with new: String, after anchor: String, in text: String
  ) throws -> String {
    let at = try #require(text.range(of: anchor), "anchor not found: \(anchor)")
    let range = try #require(
      text.range(of: old, range: at.lowerBound..<text.endIndex), "not found: \(old)")
    return text.replacingCharacters(in: range, with: new)
  }

  @Test func setReplacesAnAttributeValue() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let run = try copy.edit(["--object", Self.label, "--set", "text=Force: 2 & more"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "wrote \(copy.url.path)\n")
    let expected = try Self.replacing(
      #"text="Force: 1""#, with: #"text="Force: 2 &amp; more""#, after: Self.labelTag,
      in: copy.original)
    #expect(copy.text == expected)
    let reopened = try IBDocument(contentsOf: copy.url)
    #expect(reopened.element(withID: Self.label)?["text"] == "Force: 2 & more")
  }

  @Test func setInsertsAnAttributeWhereXcodeWould() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let run = try copy.edit(["--object", Self.label, "--set", "hidden=YES"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      copy.text
        == copy.original.replacingOccurrences(
          of: Self.labelTag,
          with: Self.labelTag.replacingOccurrences(
            of: "<label opaque", with: #"<label hidden="YES" opaque"#)))
  }

  @Test func removeTakesOutTheAttributeAndItsSpace() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let run = try copy.edit(["--object", Self.label, "--remove", "adjustsFontSizeToFit"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      copy.text
        == copy.original.replacingOccurrences(
          of: Self.labelTag,
          with: Self.labelTag.replacingOccurrences(of: #" adjustsFontSizeToFit="NO""#, with: "")))
    #expect(
      try IBDocument(contentsOf: copy.url).element(withID: Self.label)?["adjustsFontSizeToFit"]
        == nil)
  }

  @Test func setRuntimeAddsABlockAndRemoveRuntimeTakesItAway() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let run = try copy.edit([
      "--object", Self.label, "--set-runtime", "layer.cornerRadius:number=8",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let indent = String(repeating: " ", count: 40)
    let block =
      indent + "<userDefinedRuntimeAttributes>\n"
      + indent + #"    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">"#
      + "\n"
      + indent + #"        <integer key="value" value="8"/>"# + "\n"
      + indent + "    </userDefinedRuntimeAttribute>\n"
      + indent + "</userDefinedRuntimeAttributes>\n"
    let end = String(repeating: " ", count: 36) + "</label>"
    #expect(
      copy.text
        == (try Self.replacing(end, with: block + end, after: Self.labelTag, in: copy.original)))
    let attributes = try #require(
      try IBDocument(contentsOf: copy.url).element(withID: Self.label)?.runtimeAttributes())
    #expect(attributes.map(\.keyPath) == ["layer.cornerRadius"])
    #expect(attributes.first?.value == .number(8, isInteger: true))

    let back = try copy.edit(["--object", Self.label, "--remove-runtime", "layer.cornerRadius"])
    #expect(back.status == 0, "\(back.stderr)")
    #expect(copy.text == copy.original)
  }

  @Test func setRuntimeReplacesAndRemoveRuntimeDeletesInAnExistingBlock() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let run = try copy.edit([
      "--object", Self.springView, "--set-runtime", "animation:string=pop",
      "--set-runtime", "layer.cornerRadius:number=12.5", "--remove-runtime", "animateFrom",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let indent = String(repeating: " ", count: 44)
    var expected = try Self.replacing(
      #"keyPath="animation" value="shake"/>"#, with: #"keyPath="animation" value="pop"/>"#,
      after: #"id="pm9-y7-HlR""#, in: copy.original)
    expected = try Self.replacing(
      #"<integer key="value" value="10"/>"#, with: #"<real key="value" value="12.5"/>"#,
      after: #"id="pm9-y7-HlR""#, in: expected)
    expected = try Self.replacing(
      indent + #"<userDefinedRuntimeAttribute type="boolean" keyPath="animateFrom" value="YES"/>"#
        + "\n",
      with: "", after: #"id="pm9-y7-HlR""#, in: expected)
    #expect(copy.text == expected)
    let values = try #require(
      try IBDocument(contentsOf: copy.url).element(withID: Self.springView)?.runtimeAttributes())
    #expect(values.map(\.keyPath) == ["layer.cornerRadius", "animation"])
    #expect(
      values.map(\.value) == [.number(12.5, isInteger: false), .string("pop", localized: false)])
  }

  @Test func frameRewritesTheRectAndDumpShowsIt() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let run = try copy.edit(["--object", Self.rootView, "--frame", "0,0,320,568"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      copy.text
        == (try Self.replacing(
          #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
          with: #"<rect key="frame" x="0.0" y="0.0" width="320" height="568"/>"#,
          after: #"id="PVY-HA-UuV""#, in: copy.original)))
    let dump = try EaselProcess.run(["dump", copy.url.path, "--scene", Self.rootView])
    #expect(
      dump.stdout.contains("    view #PVY-HA-UuV key=view (0.0 0.0 320 568)\n"), "\(dump.stdout)")
  }

  @Test func colorRewritesTheColourInXcodesSpelling() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let run = try copy.edit(["--object", Self.label, "--color", "textColor=#FF8800"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      copy.text
        == (try Self.replacing(
          #"<color key="textColor" red="0.51576060056686401" green="0.54782974720001221" blue="0.62907493114471436" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
          with:
            #"<color key="textColor" red="1" green="0.53333333333333333" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
          after: Self.labelTag, in: copy.original)))
    let color = try IBDocument(contentsOf: copy.url).element(withID: Self.label)?.color(
      forKey: "textColor")
    #expect(color == .rgb(red: 1, green: 136.0 / 255, blue: 0, alpha: 1, space: .sRGB))
  }

  @Test func removeColorTakesOutItsLine() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let run = try copy.edit(["--object", Self.label, "--remove-color", "textColor"])
    #expect(run.status == 0, "\(run.stderr)")
    let line =
      String(repeating: " ", count: 40)
      + #"<color key="textColor" red="0.51576060056686401" green="0.54782974720001221" blue="0.62907493114471436" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
      + "\n"
    #expect(
      copy.text == (try Self.replacing(line, with: "", after: Self.labelTag, in: copy.original)))
    #expect(
      try IBDocument(contentsOf: copy.url).element(withID: Self.label)?.color(forKey: "textColor")
        == nil)
  }

  @Test func severalObjectsInOneRun() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let run = try copy.edit([
      "--object", Self.rootView, "--frame", "0,0,320,568",
      "--object", Self.label, "--set", "text=Force: 2", "--color",
      "textColor=system:systemRedColor",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let reopened = try IBDocument(contentsOf: copy.url)
    #expect(
      reopened.element(withID: Self.rootView)?.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(reopened.element(withID: Self.label)?["text"] == "Force: 2")
    #expect(
      reopened.element(withID: Self.label)?.color(forKey: "textColor") == .system("systemRedColor"))
  }

  @Test func noEditWritesTheSameBytes() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let out = copy.folder.appendingPathComponent("Out.storyboard")
    let run = try copy.edit(["-o", out.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try Data(contentsOf: out) == (try Data(contentsOf: copy.url)))
    let inPlace = try copy.edit([])
    #expect(inPlace.status == 0)
    #expect(copy.text == copy.original)
    #expect(copy.files == ["Main.storyboard", "Out.storyboard"])
  }

  @Test func outputLeavesTheDocumentAlone() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let out = copy.folder.appendingPathComponent("Out.storyboard")
    let run = try copy.edit(["--output", out.path, "--object", Self.label, "--set", "hidden=YES"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(copy.text == copy.original)
    #expect(try String(contentsOf: out, encoding: .utf8).contains(#"<label hidden="YES" opaque"#))
  }

  @Test func editingThroughASymbolicLinkKeepsTheLink() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let link = copy.folder.appendingPathComponent("Link.storyboard")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: copy.url)
    let run = try EaselProcess.run([
      "edit", link.path, "--object", Self.label, "--set", "hidden=YES",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == copy.url.path)
    #expect(copy.text.contains(#"<label hidden="YES" opaque"#))
  }

  @Test func anUnknownObjectLeavesTheFileUntouched() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let before =
      try FileManager.default.attributesOfItem(atPath: copy.url.path)[.modificationDate] as? Date
    let run = try copy.edit([
      "--object", Self.label, "--set", "hidden=YES", "--object", "hZO-3H-UCV", "--set",
      "hidden=YES",
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("no object with id 'hZO-3H-UCV'"), "\(run.stderr)")
    #expect(run.stderr.contains("(did you mean 'hZO-3H-UCU'?)"), "\(run.stderr)")
    #expect(run.stderr.hasPrefix(copy.url.path + ": error:"))
    #expect(copy.text == copy.original)
    let after =
      try FileManager.default.attributesOfItem(atPath: copy.url.path)[.modificationDate] as? Date
    #expect(before == after)
    #expect(copy.files == ["Main.storyboard"])

    let far = try copy.edit(["--object", "nothing-like-it", "--set", "hidden=YES"])
    #expect(far.status == 1)
    #expect(!far.stderr.contains("did you mean"))
  }

  @Test(arguments: [
    ["--object", "hZO-3H-UCU", "--set-runtime", "a:boolean=maybe"],
    ["--object", "hZO-3H-UCU", "--set-runtime", "a:number=twelve"],
    ["--object", "hZO-3H-UCU", "--set-runtime", "a:colour=#FFF"],
    ["--object", "hZO-3H-UCU", "--set-runtime", "a:color=#FFF"],
    ["--object", "hZO-3H-UCU", "--set-runtime", "a:point=1"],
    ["--object", "hZO-3H-UCU", "--set-runtime", "a:range=-1,2"],
    ["--object", "hZO-3H-UCU", "--set-runtime", "a:nil=3"],
    ["--object", "hZO-3H-UCU", "--set-runtime", "novalue:string"],
    ["--object", "hZO-3H-UCU", "--frame", "1,2,3"],
    ["--object", "hZO-3H-UCU", "--frame", "0,0,-5,10"],
    ["--object", "hZO-3H-UCU", "--color", "textColor=red"],
    ["--object", "hZO-3H-UCU", "--color", "1,0,0"],
    ["--object", "hZO-3H-UCU", "--set", "no equals"],
    ["--object", "hZO-3H-UCU", "--set", "bad name=1"],
    ["--set", "hidden=YES"],
    ["--object", "hZO-3H-UCU"],
    ["--object", "hZO-3H-UCU", "--frame"],
    ["--object", "hZO-3H-UCU", "--sett", "hidden=YES"],
  ])
  func aBadEditIsAUsageErrorAndChangesNothing(_ arguments: [String]) throws {
    let copy = try Copy()
    defer { copy.remove() }
    let run = try copy.edit(arguments)
    #expect(run.status == 64, "\(arguments): \(run.stderr)")
    #expect(run.stderr.hasPrefix("error: "), "\(run.stderr)")
    #expect(copy.text == copy.original)
    #expect(copy.files == ["Main.storyboard"])
  }

  @Test func aBadValueSaysWhatWasExpected() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let run = try copy.edit(["--object", Self.label, "--set-runtime", "a:boolean=maybe"])
    #expect(
      run.stderr
        == "error: --set-runtime 'a:boolean=maybe': a boolean value must be YES, NO, true or false, got 'maybe'\n"
    )
    let typo = try copy.edit(["--object", Self.label, "--remove-runtme", "a"])
    #expect(typo.stderr.contains("did you mean '--remove-runtime'?"), "\(typo.stderr)")
  }

  @Test func removingWhatIsNotThereWarnsAndSucceeds() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let run = try copy.edit(["--object", Self.label, "--remove-runtime", "nothing"])
    #expect(run.status == 0)
    #expect(
      run.stderr.contains("warning: --remove-runtime on hZO-3H-UCU: no runtime attribute 'nothing'")
    )
    #expect(copy.text == copy.original)
  }

  @Test func helpListsEveryEdit() throws {
    let run = try EaselProcess.run(["edit", "--help"])
    #expect(run.status == 0)
    for option in [
      "--object", "--set", "--remove", "--set-runtime", "--remove-runtime", "--frame", "--color",
      "-o",
    ] {
      #expect(run.stdout.contains(option))
    }
  }
}
