import EaselCommandLine
import EaselDiagnostics
import EaselDocument
import Foundation

/// `easel edit`: scriptable edits through the lossless document model.
enum EditCommand {
  static let usage = """
    USAGE: easel edit DOCUMENT [-o PATH] [--object ID EDIT...]...

    Edits objects of a storyboard or xib, changing only the bytes each edit must, in
    Xcode's own formatting, and saves atomically: in place, or to -o. With no edit, writes
    the document back unchanged (byte-identical). Every edit applies to the object named
    by the --object before it; nothing is written if any edit fails.

    \(EditOptions.helpSections)

    EXAMPLE:
      easel edit Main.storyboard --object 8bC-Xf-vdC --set-runtime layer.cornerRadius:number=8 \\
          --color backgroundColor=#FF8800 --object Ohb-Vr-poi --frame 20,20,200,44

    EXIT STATUS: 0 written; 1 the document could not be read or written, or names no such
    object (the file is left untouched); 64 usage error (a malformed edit or value).
    """

  /// The edits of one `--object` group.
  struct Group {
    var objectID: String
    var edits: [(option: Option, edit: DocumentEdit)] = []
  }

  static func run(_ arguments: [String]) throws -> Int32 {
    guard let options = try EditOptions.parse(arguments, orPrintHelp: usage) else { return 0 }
    let path = try DocumentOpening.documentPath(options.positionals, command: "edit")
    let groups = try self.groups(options)
    let output = options.value(of: \.output) ?? path
    if output.isEmpty { throw UsageError(message: "-o needs a path") }

    guard let document = DocumentOpening.open(path) else { return 1 }
    // Check every id before changing anything, so that a typo leaves no half-done edit.
    for group in groups where document.element(withID: group.objectID) == nil {
      throw CommandFailure(
        "no object with id '\(group.objectID)' in the document"
          + Suggestion.hint(for: group.objectID, among: document.elementsByID.keys)
          + "; nothing was written", at: document.path)
    }
    for group in groups {
      for (option, edit) in group.edits {
        do {
          if try !document.apply(edit, to: group.objectID) {
            CommandOutput.error(
              Severity.warning.line("\(option) on \(group.objectID): \(unchangedReason(edit))"))
          }
        } catch {
          CommandOutput.error(error.description + "; nothing was written")
          return 1
        }
      }
    }
    do {
      // Through a symbolic link to the file it names, so that the link stays a link.
      try document.write(to: URL(fileURLWithPath: output).resolvingSymlinksInPath())
    } catch {
      CommandOutput.error(error.description)
      return 1
    }
    print("wrote \(output)")
    return 0
  }

  /// Groups the edits under their `--object`s, in the order given, reading each edit's value.
  static func groups(_ options: ParsedArguments<EditOptions>) throws -> [Group] {
    var groups: [Group] = []
    for (option, value) in options.given {
      if option == options.declared.object {
        guard !value.isEmpty else { throw UsageError(message: "--object needs an object id") }
        if let last = groups.last, last.edits.isEmpty {
          throw UsageError(
            message: "--object \(last.objectID) has no edit before the next --object")
        }
        groups.append(Group(objectID: value))
        continue
      }
      guard option.section == .edits else { continue }
      guard !groups.isEmpty else {
        throw UsageError(
          message: "\(option) comes before any --object ID; say which object it edits")
      }
      do {
        // DocumentEdit knows an edit by its option's name without the dashes: `set-runtime`.
        let edit = try DocumentEdit(option: String(option.name.dropFirst(2)), text: value)
        groups[groups.count - 1].edits.append((option, edit))
      } catch {
        throw UsageError(message: "\(option) '\(value)': \(error.message)")
      }
    }
    if let last = groups.last, last.edits.isEmpty {
      throw UsageError(message: "--object \(last.objectID) has no edit after it")
    }
    return groups
  }

  /// Why an edit left the bytes as they were.
  static func unchangedReason(_ edit: DocumentEdit) -> String {
    switch edit {
    case .removeAttribute(let name): "no attribute '\(name)'; nothing removed"
    case .removeRuntimeAttribute(let keyPath): "no runtime attribute '\(keyPath)'; nothing removed"
    case .removeColor(let key): "no colour '\(key)'; nothing removed"
    default: "already has that value; unchanged"
    }
  }
}
