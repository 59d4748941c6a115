/// What one Objective-C file declares and names, read from its tokens only (no preprocessor,
/// no parse): enough to tell which of a module's files a build reaches before clang reads
/// any (`ObjCReach`), clang's syntax tree being the expensive step.
public struct ObjCOutline: Sendable, Hashable {
  /// Classes and protocols the file declares or implements (`@interface Name :`,
  /// `@implementation Name`, `@protocol Name`), the types its `NS_ENUM`, `NS_OPTIONS`
  /// and `typedef … Name;` declare, and the globals it declares `extern` (`extern NSString
  /// *const Name;`, `FOUNDATION_EXPORT`, `UIKIT_EXTERN`): the names by which other code
  /// reaches the file.
  public var declaredTypes: Set<String> = []
  /// Extended class → the members its categories (and class extensions) here declare or
  /// implement: each method's first selector piece, and each property's name.
  public var categories: [String: Set<String>] = [:]
  /// Every word of the file outside comments, literals and preprocessor lines: what it may
  /// name of other files.
  public var words: Set<String> = []

  /// The outline of `source`.
  public init(source: String) {
    let tokens = ObjCLexer.tokenize(source)
    var container: String?
    var isCategory = false
    // The `)` closing a category's name: a method may follow it directly.
    var categoryHeaderEnd = -1
    var k = 0
    // Braces open outside `@interface`…`@end` (a function's body, an initializer), less
    // `extern "C" {`, whose declarations are the file's own.
    var depth = 0
    func text(_ j: Int) -> String? { j < tokens.count ? tokens[j].text : nil }
    while k < tokens.count {
      let t = tokens[k]
      if t.isWord { words.insert(t.text) }
      if container == nil {
        // (The lexer drops the literal: `extern {`.)
        if t.text == "{", k == 0 || tokens[k - 1].text != "extern" { depth += 1 }
        if t.text == "}", depth > 0 { depth -= 1 }
        // A C function declared or defined at file scope (`UIImage *Tinted(UIImage *image);`,
        // no `extern`): its name follows its result type.
        if depth == 0, t.isWord, text(k + 1) == "(", k > 0,
          tokens[k - 1].isWord || tokens[k - 1].text == "*",
          Self.isFunctionName(t.text), Self.isFunctionName(tokens[k - 1].text)
            || tokens[k - 1].text == "*" || Self.cTypeWords.contains(tokens[k - 1].text)
        {
          declaredTypes.insert(t.text)
        }
      }
      switch t.text {
      case "@interface", "@implementation", "@protocol":
        guard let name = text(k + 1), tokens[k + 1].isWord else { break }
        // `@protocol Name;` and `@protocol(Name)` name a protocol, declaring none.
        if t.text == "@protocol" && (text(k + 2) == ";" || text(k + 2) == ",") { break }
        container = name
        isCategory = text(k + 2) == "("
        if isCategory {
          categories[name, default: []].formUnion([])
          var j = k + 3
          while j < tokens.count && tokens[j].text != ")" { j += 1 }
          categoryHeaderEnd = j
        } else {
          declaredTypes.insert(name)
        }
      case "@end":
        container = nil
        isCategory = false
      case "-", "+":
        // A method: `- (Type)first…` at the start of a declaration in a category.
        guard isCategory, let name = container, text(k + 1) == "(",
          k == 0 || k - 1 == categoryHeaderEnd || [";", "}", "{", ">"].contains(tokens[k - 1].text)
            || tokens[k - 1].text.hasPrefix("@")
        else { break }
        var j = k + 2
        var depth = 1
        while j < tokens.count && depth > 0 {
          if tokens[j].text == "(" { depth += 1 }
          if tokens[j].text == ")" { depth -= 1 }
          j += 1
        }
        if let first = text(j), tokens[j].isWord { categories[name, default: []].insert(first) }
      case "@property":
        guard isCategory, let name = container else { break }
        var j = k + 1
        var last: String?
        var depth = 0
        while j < tokens.count, tokens[j].text != ";" {
          if tokens[j].text == "(" { depth += 1 }
          if tokens[j].text == ")" { depth -= 1 }
          // The name is the last word outside parentheses before any trailing macro
          // (`NS_AVAILABLE_IOS(8_0)`; `IBInspectable`, an empty macro, wherever it stands).
          if depth == 0 && tokens[j].isWord && !Self.isMacro(tokens[j].text)
            && tokens[j].text != "IBInspectable"
          {
            last = tokens[j].text
          }
          j += 1
        }
        if let last { categories[name, default: []].insert(last) }
      case "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM":
        // `NS_ENUM(NSInteger, Name)`.
        if text(k + 1) == "(", text(k + 3) == ",", let name = text(k + 4) {
          declaredTypes.insert(name)
        }
      case "}":
        // `typedef struct { … } Name;`, `typedef NS_ENUM(…) { … } Name;` (the older form).
        if container == nil, let name = text(k + 1), tokens[k + 1].isWord, text(k + 2) == ";" {
          declaredTypes.insert(name)
        }
      case "extern", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "UIKIT_EXTERN", "OBJC_EXTERN",
        "CG_EXTERN":
        // `extern NSString *const Name;`, a header's constant (defined in its `.m`) or
        // function (`extern void Name(…);`): the last word before `;`, `=` or a parameter list.
        guard container == nil, text(k + 1) != "\"C\"" else { break }
        var j = k + 1
        var last: String?
        while j < tokens.count, ![";", "=", "(", "{"].contains(tokens[j].text) {
          if tokens[j].isWord && !Self.isMacro(tokens[j].text) { last = tokens[j].text }
          j += 1
        }
        if let last { declaredTypes.insert(last) }
      case "typedef":
        // `typedef Type Name;` and `typedef void (^Name)(…);`.
        var j = k + 1
        var last: String?
        var depth = 0
        while j < tokens.count, tokens[j].text != ";", tokens[j].text != "{" {
          if tokens[j].text == "(" {
            depth += 1
            if text(j + 1) == "^" || text(j + 1) == "*", let name = text(j + 2) { last = name }
          }
          if tokens[j].text == ")" { depth -= 1 }
          if depth == 0 && tokens[j].isWord && !Self.isMacro(tokens[j].text) {
            last = tokens[j].text
          }
          j += 1
        }
        if j < tokens.count, tokens[j].text == ";", let last { declaredTypes.insert(last) }
      default:
        break
      }
      k += 1
    }
  }

  /// Whether `word` may name a C function: not a keyword or builtin type (`void (*f)(int)`
  /// names none), a macro (`API_AVAILABLE(ios(13))`) or a compiler word (`__attribute__`).
  static func isFunctionName(_ word: String) -> Bool {
    !cTypeWords.contains(word) && !cKeywords.contains(word) && !isMacro(word)
      && !word.hasPrefix("__")
  }

  /// C's builtin type words, which a function's result type may end with.
  static let cTypeWords: Set<String> = [
    "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool",
    "bool", "const",
  ]

  /// C's words that come before a parenthesis without naming a function.
  static let cKeywords: Set<String> = [
    "typedef", "static", "inline", "extern", "struct", "enum", "union", "return", "sizeof",
    "if", "while", "for", "switch", "do", "else", "register", "volatile", "typeof",
  ]

  /// Whether `word` is spelled as a macro (`NS_SWIFT_NAME`, `UI_APPEARANCE_SELECTOR`):
  /// capitals, digits and underscores with an underscore among them.
  static func isMacro(_ word: String) -> Bool {
    word.contains("_") && word.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
  }

  /// Every name another file reaches this one by: its types, and its categories' members.
  public var declaredNames: Set<String> {
    categories.values.reduce(into: declaredTypes) { $0.formUnion($1) }
  }
}
