import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Records which of its methods ran, in order.
@MainActor
final class RecordingView: UIView {
  var calls: [String] = []
  var marker: Double = 0 { didSet { calls.append("marker=\(marker)") } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    calls.append("init(frame:)")
    backgroundColor = .red  // Interface Builder's own colour must win at design time.
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    calls.append("init(coder:)")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    calls.append("awakeFromNib")
  }

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    calls.append("prepareForInterfaceBuilder")
  }
}

/// A view with its own `-setValue:forKeyPath:`, as the Objective-C translation writes it:
/// it takes `title` itself and leaves other keys to NSObject's own implementation.
@MainActor
final class KeyPathSettingView: UIView, __EaselKVC_setValue_forKeyPath_ {
  var title = ""
  var marker: Double = 0
  func __easelKVC_setValue(_ value: Any?, forKeyPath keyPath: String) {
    if keyPath == "title" {
      title = "<\(value ?? "")>"
    } else {
      super.__easelKVCDefault_setValue(value, forKeyPath: keyPath)
    }
  }
}

/// A view whose initializer returned nil, as the translation of `return nil;` in an
/// Objective-C `initWithFrame:` marks it.
@MainActor
final class NilView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    ObjCInitializerFailure.record(self, at: "NilView.m:7:9")
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A placeholder whose `awakeAfter(using:)` gives another view in its place, as a view that
/// loads its real self from a nib does (`-awakeAfterUsingCoder:`).
@MainActor
final class PlaceholderView: UIView {
  static let replacement = RecordingView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))

  override func awakeAfter(using coder: NSCoder) -> Any? {
    _ = super.awakeAfter(using: coder)
    return Self.replacement
  }
}

/// A view whose initializers answer another object (`self = [nib firstObject];`), as the
/// translation of an Objective-C initializer records it (`ObjCInitializerReplacement`).
@MainActor
final class ReplacedView: UIView {
  var isReplacement = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    _ = ObjCInitializerReplacement.replace(
      self, with: ReplacedView(replacementWith: frame), at: "ReplacedView.m:9:9")
  }

  init(replacementWith frame: CGRect) {
    super.init(frame: frame)
    isReplacement = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    _ = ObjCInitializerReplacement.replace(
      self, with: ReplacedView(replacementWith: .zero), at: "ReplacedView.m:15:9")
  }
}

/// Design time follows Interface Builder's agent (init(frame:), attributes by key, no
/// awakeFromNib, prepareForInterfaceBuilder); run time follows UINib.
@MainActor
struct DesignTimeSequenceTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="rec" customClass="RecordingView">
                <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="marker">
                        <real key="value" value="7"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
        </objects>
    </document>
    """

  func build(designTime: Bool, designable: Bool) throws -> (UIView, DiagnosticLog) {
    var table = KeyValueTable.uiKit
    table.add([
      DesignableClass(
        name: "RecordingView", type: RecordingView.self, isDesignable: designable,
        makeWithFrame: { RecordingView(frame: $0) }, make: { RecordingView(coder: $0) })
    ])
    table.add([
      KeyValueEntry(
        owner: RecordingView.self, key: "marker", type: .double,
        get: { ($0 as? RecordingView).map { .number($0.marker) } },
        set: { object, value in
          if let v = object as? RecordingView, case .number(let n) = value { v.marker = n }
        })
    ])
    let doc = try IBDocument.parse(Data(Self.xib.utf8), path: "/nonexistent/R.xib")
    let log = DiagnosticLog()
    let builder = ObjectBuilder(
      document: doc, table: table,
      resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
      diagnostics: log)
    builder.designTime = designTime
    return (builder.instantiate(try #require(doc.scenes.first?.rootView)), log)
  }

  @Test func designTimeIsInterfaceBuildersSequence() throws {
    let (view, _) = try build(designTime: true, designable: true)
    let recording = try #require(view as? RecordingView)
    #expect(recording.calls == ["init(frame:)", "marker=7.0", "prepareForInterfaceBuilder"])
    #expect(recording.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    let blue = try #require(recording.backgroundColor?.cgColor.rgba)
    #expect(blue.blue == 1 && blue.red == 0, "the document's colour is set after init(frame:)")
  }

  @Test func runTimeIsUINibsSequence() throws {
    let (view, _) = try build(designTime: false, designable: true)
    let recording = try #require(view as? RecordingView)
    #expect(recording.calls == ["init(coder:)", "marker=7.0", "awakeFromNib"])
  }

  /// The test document's root made as `designable` is, at design time (Interface Builder's
  /// agent) or run time (UINib), the builder telling `observer` of the user code it runs.
  func instantiateRoot(
    as designable: DesignableClass, designTime: Bool, observer: DesignableObserver? = nil
  ) throws -> UIView {
    let xib = Self.xib.replacingOccurrences(of: "RecordingView", with: designable.name)
    var table = KeyValueTable.uiKit
    table.add([designable])
    let doc = try IBDocument.parse(Data(xib.utf8), path: "/nonexistent/\(designable.name).xib")
    let log = DiagnosticLog()
    let builder = ObjectBuilder(
      document: doc, table: table,
      resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
      diagnostics: log)
    builder.designTime = designTime
    builder.observer = observer
    return builder.instantiate(try #require(doc.scenes.first?.rootView))
  }

  /// UINib decodes an object by `init(coder:)` then `awakeAfter(using:)`, and keeps what the
  /// latter returns (mutech/aka-ios-beacon's editor views override it); Interface Builder's
  /// agent makes a designable by `init(frame:)`, which no coder follows.
  @Test func runTimeKeepsWhatAwakeAfterUsingCoderReturns() throws {
    let designable = DesignableClass(
      name: "PlaceholderView", type: PlaceholderView.self, isDesignable: true,
      makeWithFrame: { PlaceholderView(frame: $0) }, make: { PlaceholderView(coder: $0) })
    for designTime in [false, true] {
      let view = try instantiateRoot(as: designable, designTime: designTime)
      #expect((view === PlaceholderView.replacement) == !designTime, "designTime \(designTime)")
      #expect((view is PlaceholderView) == designTime)
    }
  }

  /// An Objective-C initializer may return another object than the one allocated; whoever
  /// made the object gets that one: Interface Builder's agent by `init(frame:)`, UINib by
  /// `init(coder:)`.
  @Test func theObjectBuilderTakesTheObjectAnInitializerReturned() throws {
    let designable = DesignableClass(
      name: "ReplacedView", type: ReplacedView.self, isDesignable: true,
      makeWithFrame: { ReplacedView(frame: $0) }, make: { ReplacedView(coder: $0) })
    for designTime in [false, true] {
      let view = try instantiateRoot(as: designable, designTime: designTime)
      #expect((view as? ReplacedView)?.isReplacement == true, "designTime \(designTime)")
    }
  }

  /// A translated Objective-C `initWithFrame:` that returned nil marks its object: Interface
  /// Builder has no object to draw, so the class fails there, at that location, and is drawn
  /// as its base class.
  @Test func anInitializerThatReturnedNilFailsTheClass() throws {
    let xib = Self.xib.replacingOccurrences(of: "RecordingView", with: "NilView")
    var table = KeyValueTable.uiKit
    table.add([
      DesignableClass(
        name: "NilView", type: NilView.self, isDesignable: true,
        makeWithFrame: { NilView(frame: $0) }, make: { NilView(coder: $0) })
    ])
    let doc = try IBDocument.parse(Data(xib.utf8), path: "/nonexistent/N.xib")
    let log = DiagnosticLog()
    let builder = ObjectBuilder(
      document: doc, table: table,
      resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
      diagnostics: log)
    let view = builder.instantiate(try #require(doc.scenes.first?.rootView))
    #expect(!(view is NilView))
    let error = try #require(
      log.diagnostics.first { $0.id == ObjectBuilder.initializerReturnedNilRule })
    #expect(error.message.hasPrefix("NilView's init(frame:) returned nil at NilView.m:7:9"))
    #expect(
      ObjectBuilder.classWhoseInitializerReturnedNil(in: error, among: ["NilView", "Other"])
        == "NilView")
  }

  /// iOS sets runtime attributes by `setValue:forKeyPath:`: a class's own goes first, and its
  /// `super` call reaches the properties.
  @Test func runtimeAttributesGoThroughAClassOwnKeyValueCoding() throws {
    let xib = Self.xib.replacingOccurrences(of: "RecordingView", with: "KeyPathSettingView")
      .replacingOccurrences(
        of: "</userDefinedRuntimeAttributes>",
        with: """
          <userDefinedRuntimeAttribute type="string" keyPath="title" value="On"/>
          <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
              <real key="value" value="4"/>
          </userDefinedRuntimeAttribute>
          </userDefinedRuntimeAttributes>
          """)
    var table = KeyValueTable.uiKit
    table.add([
      DesignableClass(
        name: "KeyPathSettingView", type: KeyPathSettingView.self, isDesignable: true,
        makeWithFrame: { KeyPathSettingView(frame: $0) }, make: { KeyPathSettingView(coder: $0) })
    ])
    let doc = try IBDocument.parse(Data(xib.utf8), path: "/nonexistent/K.xib")
    let log = DiagnosticLog()
    let builder = ObjectBuilder(
      document: doc, table: table,
      resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
      diagnostics: log)
    builder.designTime = true
    let root = try #require(doc.scenes.first?.rootView)
    let view = try #require(builder.instantiate(root) as? KeyPathSettingView)
    #expect(view.title == "<On>")
    #expect(view.layer.cornerRadius == 4)
  }

  @Test func aCustomClassThatIsNotDesignableIsDrawnAsItsBase() throws {
    let (view, log) = try build(designTime: true, designable: false)
    #expect(!(view is RecordingView))
    #expect(log.diagnostics.contains { $0.id == "custom-class-not-designable" })
  }

  /// A designable Xcode does not build (its file is in no target) is drawn as its base
  /// class, and the note says why, not that it is not designable.
  @Test func aDesignableInNoTargetIsDrawnAsItsBaseSayingWhy() throws {
    let doc = try IBDocument.parse(Data(Self.xib.utf8), path: "/nonexistent/N.xib")
    for reasons in [
      [:], ["RecordingView": "its file Views/Old.swift is in no target of App.xcodeproj"],
    ] {
      let log = DiagnosticLog()
      let builder = ObjectBuilder(
        document: doc, table: .uiKit,
        resources: ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log),
        diagnostics: log)
      builder.nonDesignableClasses = ["RecordingView"]
      builder.notBuiltReasons = reasons
      _ = builder.instantiate(try #require(doc.scenes.first?.rootView))
      let note = try #require(log.diagnostics.first { $0.id == "custom-class-not-designable" })
      if reasons.isEmpty {
        #expect(note.message.hasPrefix("RecordingView is not @IBDesignable"))
      } else {
        #expect(
          note.message.hasPrefix(
            "RecordingView is @IBDesignable but its file Views/Old.swift is in no target of "
              + "App.xcodeproj; drawn as UIView"), "\(note.message)")
      }
    }
  }
}
