import EaselDiagnostics
import EaselTestSupport
import Foundation
import Testing

@testable import EaselResources

/// Finding translations: tables for `NSLocalizedString`, a storyboard's own `.strings`,
/// language matching, on a fixture project and on the corpus's localized projects.
struct LocalizationTests {
  /// A two-target project with every case: regional variants, a whole localized
  /// storyboard, a broken table, a non-localized table. Written to a temporary folder at
  /// first use: SwiftPM would take `.lproj` folders inside the test target for resources.
  static let project: URL = {
    let files: [String: String] = [
      "App.xcodeproj/project.pbxproj": """
      // !$*UTF8*$!
      { objects = { AB = { isa = PBXProject; developmentRegion = en; }; }; rootObject = AB; }
      """,
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/Base.lproj/Localizable.strings": """
      "greeting" = "Hello (Base)";
      "base.only" = "Only in Base";
      """,
      "App/en.lproj/Localizable.strings": """
      /* English */
      "greeting" = "Hello";
      "farewell" = "Goodbye";
      """,
      "App/en.lproj/Main.strings": """
      /* Class = "UILabel"; text = "Label"; ObjectID = "Loc-La-001"; */
      "Loc-La-001.text" = "Label";
      """,
      "App/zh-Hans.lproj/Localizable.strings": """
      /* 简体中文 */
      "greeting" = "你好";
      """,
      "App/zh-Hans.lproj/Main.strings": """

      /* Class = "UILabel"; text = "Title"; ObjectID = "Loc-La-001"; */
      "Loc-La-001.text" = "标题";

      /* Class = "UIButton"; normalTitle = "Go"; ObjectID = "Loc-Bt-002"; */
      "Loc-Bt-002.normalTitle" = "出发";

      /* Class = "UITextField"; placeholder = "Name"; ObjectID = "Loc-Tf-003"; */
      "Loc-Tf-003.placeholder" = "姓名";

      /* Class = "UIView"; ObjectID = "Loc-Vw-004"; */
      "Loc-Vw-004.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]" = "说明";
      """,
      "App/es.lproj/Main.storyboard": "<document/>",
      "App/es.lproj/Localizable.strings": #""greeting" = "Hola";"#,
      "App/es-MX.lproj/Localizable.strings": #""greeting" = "Quiúbole";"#,
      "App/de.lproj/Localizable.strings": """
      "greeting" = "Hallo"
      "farewell" = "Tschüss";
      """,
      "App/fr.lproj/InfoPlist.strings": #""CFBundleDisplayName" = "Appli";"#,
      "App/Settings.strings": #""volume" = "Volume";"#,
      "Kit/en.lproj/Localizable.strings": #""greeting" = "Hello from the framework";"#,
    ]
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-localization-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(text.utf8).write(to: url)
    }
    return root
  }()
  static let storyboard = project.appendingPathComponent("App/Base.lproj/Main.storyboard")

  private func localization(_ language: String?, log: DiagnosticLog = DiagnosticLog())
    -> Localization
  {
    Localization(
      projectRoot: Self.project, document: Self.storyboard, language: language, diagnostics: log)
  }

  // MARK: - Languages

  @Test func availableLanguagesAreTheLprojFoldersBaseFirst() {
    #expect(
      Localization.availableLanguages(projectRoot: Self.project)
        == ["Base", "de", "en", "es", "es-MX", "fr", "zh-Hans"])
  }

  @Test func theDevelopmentLanguageComesFromThePbxproj() {
    #expect(Localization.developmentLanguage(projectRoot: Self.project) == "en")
    // A folder without a project file: English, as Xcode's default.
    let noProject = Self.project.appendingPathComponent("Kit")
    #expect(Localization.developmentLanguage(projectRoot: noProject) == "en")
  }

  @Test(
    arguments: [
      ("zh-Hans", ["en", "zh-Hans"], "zh-Hans"),
      ("ZH_hans", ["en", "zh-Hans"], "zh-Hans"),
      ("zh-Hans-CN", ["en", "zh-Hans"], "zh-Hans"),
      ("zh-CN", ["zh-Hant", "zh-Hans"], "zh-Hans"),
      ("zh-TW", ["zh-Hant", "zh-Hans"], "zh-Hant"),
      ("es-CO", ["es", "es-MX"], "es"),
      ("es-MX", ["es", "es-MX"], "es-MX"),
      ("es", ["es-CO"], "es-CO"),
      ("en", ["English", "French"], "English"),
      ("pt-BR", ["en", "pt"], "pt"),
      ("pt", ["en"], nil),
      ("Base", ["Base", "en"], nil),
    ] as [(String, [String], String?)])
  func bestMatch(_ requested: String, _ available: [String], _ expected: String?) {
    #expect(Localization.bestMatch(for: requested, among: available) == expected)
  }

  // MARK: - Tables

  @Test func aLanguagesTableTranslates() {
    let zh = localization("zh-Hans")
    #expect(zh.tableLanguage == "zh-Hans")
    #expect(zh.tableSearchOrder == ["zh-Hans", "Base", "en", nil])
    #expect(zh.localizedString(key: "greeting", table: nil) == "你好")
    #expect(zh.localizedString(key: "greeting", table: "Localizable") == "你好")
  }

  @Test func aKeyMissingFromTheTableFoundIsNotLookedUpElsewhere() {
    let log = DiagnosticLog()
    let zh = localization("zh-Hans", log: log)
    #expect(zh.localizedString(key: "farewell", table: nil) == nil)
    #expect(zh.localizedString(key: "farewell", table: nil) == nil)
    let notes = log.diagnostics.filter { $0.id == "missing-translation" }
    #expect(notes.count == 1)
    #expect(notes.first?.severity == .note)
    #expect(
      notes.first?.message
        == "'farewell' is not in zh-Hans.lproj/Localizable.strings; "
        + "NSLocalizedString returns the key (or its value argument)")
  }

  @Test func noLanguageMeansTheDevelopmentLanguageAndTheNearestTarget() {
    let en = localization(nil)
    #expect(en.tableLanguage == "en")
    #expect(en.localizedString(key: "greeting", table: nil) == "Hello")  // App's, not Kit's
    #expect(en.localizedString(key: "farewell", table: nil) == "Goodbye")
    #expect(en.documentStringsURL == nil)
  }

  @Test func aRegionFallsBackToItsLanguage() {
    #expect(localization("es-MX").localizedString(key: "greeting", table: nil) == "Quiúbole")
    #expect(localization("es-CO").localizedString(key: "greeting", table: nil) == "Hola")
    #expect(localization("es-MX").tableSearchOrder == ["es-MX", "es", "Base", "en", nil])
  }

  @Test func anUnknownLanguageFallsBackToTheDevelopmentLanguage() {
    let pt = localization("pt-BR")
    #expect(pt.tableLanguage == "en")
    #expect(pt.localizedString(key: "greeting", table: nil) == "Hello")
  }

  @Test func baseMeansUntranslated() {
    let base = localization("Base")
    #expect(base.tableLanguage == nil)
    #expect(base.tableSearchOrder == ["Base", nil])
    #expect(base.localizedString(key: "greeting", table: nil) == "Hello (Base)")
    #expect(base.documentString(objectID: "Loc-La-001", property: "text") == nil)
  }

  @Test func aTableMissingFromTheLanguageIsFoundInBaseOrTheDevelopmentLanguage() {
    let fr = localization("fr")
    #expect(fr.localizedString(key: "greeting", table: nil) == "Hello (Base)")
    #expect(fr.localizedString(key: "CFBundleDisplayName", table: "InfoPlist") == "Appli")
    #expect(fr.localizedString(key: "volume", table: "Settings") == "Volume")
    #expect(fr.localizedString(key: "x", table: "NoSuchTable") == nil)
  }

  @Test func aBrokenTableIsAnErrorDiagnosticAndTheSearchGoesOn() {
    let log = DiagnosticLog()
    let de = localization("de", log: log)
    #expect(de.localizedString(key: "greeting", table: nil) == "Hello (Base)")
    _ = de.localizedString(key: "greeting", table: nil)
    let errors = log.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.first?.id == "strings-syntax")
    #expect(errors.first?.location?.file.hasSuffix("App/de.lproj/Localizable.strings") == true)
    #expect(errors.first?.location?.line == 1)
    #expect(errors.first?.location?.column == 21)
  }

  // MARK: - Document strings

  @Test func aStoryboardsStringsTranslateItsObjects() {
    let zh = localization("zh-Hans")
    #expect(zh.documentStringsURL?.lastPathComponent == "Main.strings")
    #expect(zh.documentString(objectID: "Loc-La-001", property: "text") == "标题")
    #expect(zh.documentString(objectID: "Loc-Bt-002", property: "normalTitle") == "出发")
    #expect(zh.documentString(objectID: "Loc-Tf-003", property: "placeholder") == "姓名")
    #expect(zh.runtimeAttributeString(objectID: "Loc-Vw-004", index: 0) == "说明")
    #expect(zh.documentString(objectID: "Loc-La-001", property: "title") == nil)
    #expect(zh.localizedDocument == nil)
  }

  /// With no language asked, the document keeps its own texts, as Interface Builder's canvas
  /// shows them: the development language's `Main.strings` beside it is what ibtool
  /// extracted once (dheerajn/hashAll's emptied CustomLabel is still "Label" in it, and had
  /// been drawn so). English asked for is iOS's English: its strings apply.
  @Test func noLanguageKeepsTheDocumentsOwnTexts() {
    let none = localization(nil)
    #expect(none.documentStringsURL == nil)
    #expect(none.documentString(objectID: "Loc-La-001", property: "text") == nil)
    #expect(localization("en").documentString(objectID: "Loc-La-001", property: "text") == "Label")
  }

  @Test func aWholeLocalizedStoryboardReplacesTheBaseOne() {
    let es = localization("es-MX")
    #expect(es.localizedDocument?.path.hasSuffix("App/es.lproj/Main.storyboard") == true)
    #expect(es.documentStringsURL == nil)
  }

  @Test func aDocumentOutsideBaseLprojHasNoStrings() {
    let loc = Localization(
      projectRoot: Self.project,
      document: Self.project.appendingPathComponent("App/es.lproj/Main.storyboard"),
      language: "zh-Hans", diagnostics: DiagnosticLog())
    #expect(loc.documentStringsURL == nil)
    #expect(loc.localizedString(key: "greeting", table: nil) == "你好")
  }

  // MARK: - Threads

  @Test func lookupsAreSafeFromManyThreads() {
    let zh = localization("zh-Hans")
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 64) { i in
      results.append(zh.localizedString(key: "greeting", table: i % 2 == 0 ? nil : "Localizable"))
    }
    #expect(results.values.count == 64)
    #expect(results.values.allSatisfy { $0 == "你好" }, "\(Set(results.values))")
  }

  /// Values gathered from several threads.
  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String?] = []
    var values: [String?] { lock.withLock { stored } }
    func append(_ value: String?) { lock.withLock { stored.append(value) } }
  }

  // MARK: - Examples and corpus

  @Test func theLocalizedDemoExample() {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/LocalizedDemo").standardizedFileURL
    let doc = root.appendingPathComponent("LocalizedDemo/Base.lproj/Main.storyboard")
    #expect(Localization.availableLanguages(projectRoot: root) == ["Base", "en", "zh-Hans"])
    #expect(Localization.developmentLanguage(projectRoot: root) == "en")
    let log = DiagnosticLog()
    let zh = Localization(projectRoot: root, document: doc, language: "zh-Hans", diagnostics: log)
    #expect(zh.localizedString(key: "greeting.title", table: nil) == "你好，Easel！")
    #expect(zh.localizedString(key: "status.signedIn", table: nil) == "你已登录。")
    #expect(zh.documentString(objectID: "Loc-Hd-001", property: "text") == "多语言演示")
    let en = Localization(projectRoot: root, document: doc, language: nil, diagnostics: log)
    #expect(
      en.localizedString(key: "greeting.subtitle", table: nil) == "Storyboards, rendered on Linux")
    #expect(en.documentString(objectID: "Loc-Hd-001", property: "text") == nil)
    #expect(log.diagnostics.isEmpty)
  }

  @Test(.requiresCorpus) func ibLocalizableSampleInSpanish() throws {
    let root = Corpus.file("PiXeL16__IBLocalizable")
    let doc = root.appendingPathComponent("IBLocalizableSample/Base.lproj/Main.storyboard")
    let es = Localization(
      projectRoot: root, document: doc, language: "es", diagnostics: DiagnosticLog())
    #expect(es.localizedString(key: "password", table: nil) == "Contraseña")
    #expect(es.localizedString(key: "more", table: nil) == "Más")
    let en = Localization(
      projectRoot: root, document: doc, language: nil, diagnostics: DiagnosticLog())
    #expect(en.localizedString(key: "forgot password", table: nil) == "Forgot your password?")
    #expect(Localization.availableLanguages(projectRoot: root) == ["Base", "en", "es"])
  }

  @Test(.requiresCorpus) func localizeTestsTablesAndStoryboards() throws {
    let root = Corpus.file("andresilvagomez__Localize/Tests")
    let doc = root.appendingPathComponent("Base.lproj/Storyboard.storyboard")
    let log = DiagnosticLog()
    let co = Localization(projectRoot: root, document: doc, language: "es-CO", diagnostics: log)
    #expect(co.localizedString(key: "hello.world", table: "Strings") == "Hola mundo!")
    #expect(co.localizedString(key: "only.colombia", table: "Strings") == "Solo Colombia")
    #expect(co.localizedString(key: "only.spanish", table: "Strings") == nil)
    #expect(co.localizedString(key: "other.key", table: "Other") == "This key exist in other file")
    #expect(
      co.localizedString(key: "hello.world.for.all", table: "OnlyOneLang") == "Hello world for all")
    // es-CO has no storyboard of its own; its parent language es has a whole one.
    #expect(co.localizedDocument?.path.hasSuffix("es.lproj/Storyboard.storyboard") == true)
    let fr = Localization(projectRoot: root, document: doc, language: "fr", diagnostics: log)
    #expect(fr.documentStringsURL?.path.hasSuffix("fr.lproj/Storyboard.strings") == true)
    #expect(fr.documentString(objectID: "anything", property: "text") == nil)
    #expect(log.diagnostics.allSatisfy { $0.severity == .note })
  }

  @Test(.requiresCorpus) func loopKitExampleStoryboardInEveryLanguage() throws {
    let root = Corpus.file("LoopKit__LoopKit")
    let doc = root.appendingPathComponent("LoopKit Example/Base.lproj/Main.storyboard")
    func title(_ language: String) -> String? {
      Localization(
        projectRoot: root, document: doc, language: language, diagnostics: DiagnosticLog()
      )
      .documentString(objectID: "7bK-jq-Zjz", property: "title")
    }
    #expect(title("de") == "UI-Tests")
    #expect(title("ru") == "Тесты пользовательского интерфейса")
    #expect(title("zh-Hans") == nil)  // zh-Hans.lproj has no Main.strings: Base's text stays
    let de = Localization(
      projectRoot: root, document: doc, language: "de", diagnostics: DiagnosticLog())
    #expect(de.documentString(objectID: "Arm-wq-HPj", property: "text") == "Titel")
  }

  @Test(.requiresCorpus) func flatLoginXibInChineseAndEnglish() throws {
    let root = Corpus.file("netless-io__flat-iOS")
    let doc = root.appendingPathComponent("Flat/Modules/Login/Base.lproj/LoginViewController.xib")
    let zh = Localization(
      projectRoot: root, document: doc, language: "zh-Hans", diagnostics: DiagnosticLog())
    #expect(zh.documentString(objectID: "pTe-i4-eT5", property: "text") == "在线互动，让想法同步")
    let en = Localization(
      projectRoot: root, document: doc, language: "en", diagnostics: DiagnosticLog())
    #expect(en.localizedDocument?.path.hasSuffix("Login/en.lproj/LoginViewController.xib") == true)
  }
}
