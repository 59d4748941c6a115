// A property a class of the module declares again `readwrite` over a framework superclass's
// `readonly` one (MCPinView's class extension: `@property (assign, nonatomic) BOOL
// canBecomeFirstResponder;` over UIResponder's) is not synthesized: clang synthesizes no
// property a superclass declares ("auto property synthesis will not synthesize property …",
// a warning), so the class has no setter unless it implements one or writes `@synthesize`.
// Assigning the property sends `-setCanBecomeFirstResponder:`, which nothing answers: on
// iOS the exception "unrecognized selector sent to instance" ends the app (Interface
// Builder's agent: Crashed). The translation sends the message by name through the runtime,
// which ends the agent with that exception, as there, rather than fail to compile.

extension FileTranslator {
  /// The setter a dot-syntax assignment sends (`ref`, an `ObjCPropertyRefExpr`) when nothing
  /// implements it: the property is a framework superclass's `readonly` one, which a class
  /// of the module restates without implementing the setter. Nil otherwise.
  func unimplementedSetter(_ ref: ClangNode, receiver: Expr) -> String? {
    guard let name = ref["property.name"], let className = ownerName(receiver.type),
      module.classes[className]?.isOwn == true,
      let ancestor = module.frameworkAncestor(of: className)
    else { return nil }
    let setter =
      ref["setter.name"] ?? "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
    let implemented = module.lineage(of: className).contains {
      $0.isOwn
        && (module.implemented.contains($0.name + " -" + setter)
          || module.implemented.contains($0.name + " @" + name))
    }
    guard !implemented,
      let property = names.member(selector: name, owner: ancestor, isClass: false),
      property.kind == .property,
      property.declaration.range(of: #"\(([^)]*[ ,])?readonly\b"#, options: .regularExpression)
        != nil,
      names.member(selector: setter, owner: ancestor, isClass: false) == nil
    else { return nil }
    return setter
  }

  /// `receiver.setter = value` where nothing implements the setter: the message sent by name,
  /// which the runtime answers as iOS's does, with "unrecognized selector".
  func unimplementedSetterSend(_ setter: String, receiver: Expr, value: Expr) -> Expr {
    Expr(
      text: "_ = " + receiver.operand + ".perform(NSSelectorFromString(\"" + setter
        + "\"), with: " + value.text + ")", type: .void, isAtomic: false)
  }
}
