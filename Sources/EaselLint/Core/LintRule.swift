import EaselDiagnostics

/// What a rule is: its stable id, one line saying what it finds, its default severity, and
/// the IBLinter rule it corresponds to, if any.
public struct RuleInfo: Sendable, Hashable {
  /// The stable id printed in brackets after each message (`runtime-attribute-stale`).
  public var id: String
  /// One line: what the rule finds.
  public var summary: String
  /// The severity its findings have unless the configuration says otherwise.
  public var severity: Severity
  /// The id of IBLinter's rule for the same problem (`duplicate_id`), if it has one.
  public var ibLinterID: String?
  /// Whether `easel lint --fix` can repair its findings.
  public var isFixable: Bool
  /// Whether the rule runs only when the configuration enables it (`"enabled"` or
  /// `"only"`), as IBLinter's opt-in rules do.
  public var isOptIn: Bool
  /// The settings the rule reads from its object in the configuration's `"rules"`, by
  /// name, with what each must be.
  public var options: [String: RuleOptionKind]

  /// Describes a rule.
  public init(
    id: String, summary: String, severity: Severity, ibLinterID: String? = nil,
    isFixable: Bool = false, isOptIn: Bool = false, options: [String: RuleOptionKind] = [:]
  ) {
    self.id = id
    self.summary = summary
    self.severity = severity
    self.ibLinterID = ibLinterID
    self.isFixable = isFixable
    self.isOptIn = isOptIn
    self.options = options
  }
}

/// What a rule's setting must be.
public enum RuleOptionKind: String, Sendable, Hashable {
  /// A string: `"device": "retina6_1"`.
  case string = "a string"
  /// An object of string lists: `"classes": {"label": ["BaseLabel"]}`.
  case table = "an object mapping names to lists of strings"
}

/// A rule's setting, as the configuration gives it.
public enum RuleOption: Sendable, Equatable {
  case string(String)
  case table([String: [String]])

  /// The string, if it is one.
  public var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The table, if it is one.
  public var table: [String: [String]]? {
    if case .table(let t) = self { return t }
    return nil
  }
}

/// One check over one document, seen with its project's sources and resources.
public protocol LintRule: Sendable {
  /// The rule's id, summary and default severity.
  var info: RuleInfo { get }
  /// The problems the rule finds in `document`.
  func check(_ document: LintedDocument) -> [LintFinding]
}

extension LintRule {
  /// A finding of this rule at `location` with its default severity.
  func finding(
    _ message: String, at location: SourceLocation, objectID: String?, fix: LintFix? = nil
  ) -> LintFinding {
    LintFinding(
      diagnostic: Diagnostic(
        info.severity, message, id: info.id, at: location, objectID: objectID),
      fix: fix)
  }
}

/// Every rule `easel lint` runs, in the order the README's table lists them.
public enum LintRules {
  /// All rules.
  public static let all: [any LintRule] = [
    StaleRuntimeAttributeRule(), RuntimeAttributeTypeRule(), RuntimeAttributeValueRule(),
    MalformedRuntimeAttributeRule(), UnsupportedRuntimeAttributeRule(),
    UnverifiedRuntimeAttributeRule(), UnknownCustomClassRule(), MissingImageRule(),
    MissingColorRule(), MissingPaletteColorRule(), DuplicateIDRule(), BrokenReferenceRule(),
    MissingOutletRule(),
    MissingActionRule(), MisplacedViewRule(), InspectableTypeRule(), AmbiguousViewRule(),
    DuplicateConstraintRule(), RelativeToMarginRule(), StackViewBackgroundColorRule(),
    AutoLayoutDisabledRule(), CustomClassNameRule(), StoryboardIDRule(), ReuseIdentifierRule(),
    ViewAsDeviceRule(), UseBaseClassRule(),
  ]

  /// The rule with id `id`, if there is one.
  public static func rule(withID id: String) -> (any LintRule)? {
    all.first { $0.info.id == id }
  }

  /// Every rule's description: the document rules', then `--designables`' (which judge the
  /// project's `@IBDesignable` classes, built and drawn, rather than a document), then
  /// `easel strings check`'s (`StringsCheck.rules`), which share the configuration file.
  public static var infos: [RuleInfo] {
    all.map(\.info) + DesignableRules.all + StringsCheck.rules
  }

  /// The description of the rule with id `id`, if there is one.
  public static func info(withID id: String) -> RuleInfo? {
    infos.first { $0.id == id }
  }
}
