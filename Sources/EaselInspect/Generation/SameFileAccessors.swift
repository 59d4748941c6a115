/// Swift source appended to a prepared copy of a user's file so that the generated
/// registration, which lives in another file, can read and set the file's `private` and
/// `fileprivate` inspectables (and those with a `private(set)` setter).
///
/// On iOS the agent reaches them through the Objective-C runtime, whatever their access;
/// Swift on Linux reaches a private member only from its own file, so each one gets an
/// internal computed property beside it, in an extension of its owner:
///
///     extension KDCircularProgress {
///       var _easelKVC_IBColor1: UIColor? {
///         get { IBColor1 }
///         set { IBColor1 = newValue }
///       }
///     }
///
/// wrapped in the `#if` conditions the property sits under. Appended after the file's last
/// line, it moves none of the user's lines.
public func sameFileAccessors(in file: String, for plan: RegistrationPlan) -> String? {
  let entries = plan.entries.filter { $0.accessor != nil && $0.property.location.file == file }
  guard !entries.isEmpty else { return nil }
  var out = "\n// Added by Easel: internal accessors for this file's private inspectables.\n"
  for e in entries {
    guard let accessor = e.accessor, let type = e.property.typeText else { continue }
    let member = "self." + swiftMember(e.property.name)
    var body = "extension \(e.owner) {\n  var \(accessor): \(type) {\n    get { \(member) }\n"
    if e.isSettable { body += "    set { \(member) = newValue }\n" }
    body += "  }\n}\n"
    out += wrapped(body, in: e.property.conditions)
  }
  return out
}
