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

    ARGUMENTS:
      DOCUMENT                 A .storyboard or .xib file.

    OPTIONS:
      --object ID              The object the following edits apply to (an IB object id,
                               as 'easel dump' shows it).
      -o, --output PATH        Write the result here instead of replacing DOCUMENT.
      -h, --help               Show this help.

    EDITS:
      --set ATTRIBUTE=VALUE    Set an XML attribute (hidden=YES, text=Hello).
      --remove ATTRIBUTE       Remove an XML attribute.
      --set-runtime KEYPATH:TYPE=VALUE
                               Set a User Defined Runtime Attribute. TYPE and VALUE:
                                 boolean    YES, NO, true, false
                                 number     12 (integer), 0.5 (real)
                                 string     any text
                                 localizedString  any text (translated via .strings)
                                 color      as for --color
                                 image      an image name
                                 point      x,y        size   width,height
                                 rect       x,y,width,height
                                 range      location,length
                                 nil        no value: KEYPATH:nil
      --remove-runtime KEYPATH Remove a User Defined Runtime Attribute.
      --frame X,Y,W,H          Set the stored frame.
      --color KEY=COLOR        Set a colour (backgroundColor, textColor, tintColor…).
                               COLOR: #RRGGBB, #RRGGBBAA, r,g,b[,a] (0 to 1, sRGB),
                               system:NAME (systemBlueColor), named:NAME (asset catalog).
      --remove-color KEY       Remove a colour.

    EXAMPLE:
      easel edit Main.storyboard --object 8bC-Xf-vdC --set-runtime layer.cornerRadius:number=8 \\
          --color backgroundColor=#FF8800 --object Ohb-Vr-poi --frame 20,20,200,44

    EXIT STATUS: 0 written; 1 the document could not be read or written, or names no such
    object (the file is left untouched); 64 usage error (a malformed edit or value).
    """

  /// The option names of the edits, without their leading `--`.
  static let editOptions = [
    "set", "remove", "set-runtime", "remove-runtime", "frame", "color", "remove-color",
  ]

  static let options = OptionTable.edit

  /// The edits of one `--object` group.
  struct Group {
    var objectID: String
    var edits: [(option: String, edit: DocumentEdit)] = []
  }

  static func run(_ arguments: [String]) throws -> Int32 {
    var parser = Arguments(arguments, table: options)
    let parsed = try parser.parseInOrder()
    if parsed.contains(where: { $0.name == "-h" || $0.name == "--help" }) {
      print(usage)
      return 0
    }
    let path = try DocumentOpening.documentPath(parser.positionals, command: "edit")
    let groups = try self.groups(parsed)
    let output = parsed.last { $0.name == "-o" || $0.name == "--output" }?.value ?? path
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
              Severity.warning.line("--\(option) on \(group.objectID): \(unchangedReason(edit))"))
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

  /// Groups the edits under their `--object`s, reading each edit's value.
  static func groups(_ parsed: [(name: String, value: String)]) throws -> [Group] {
    var groups: [Group] = []
    for (name, value) in parsed {
      if name == "--object" {
        guard !value.isEmpty else { throw UsageError(message: "--object needs an object id") }
        if let last = groups.last, last.edits.isEmpty {
          throw UsageError(
            message: "--object \(last.objectID) has no edit before the next --object")
        }
        groups.append(Group(objectID: value))
        continue
      }
      let option = String(name.dropFirst(2))
      guard name.hasPrefix("--"), editOptions.contains(option) else { continue }
      guard !groups.isEmpty else {
        throw UsageError(message: "\(name) comes before any --object ID; say which object it edits")
      }
      do {
        groups[groups.count - 1].edits.append(
          (option, try DocumentEdit(option: option, text: value)))
      } catch {
        throw UsageError(message: "\(name) '\(value)': \(error.message)")
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
