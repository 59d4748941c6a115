import EaselCommandLine
import EaselDiagnostics

/// The action word of a command that has several (`easel strings check`, `easel colors
/// rename`, `easel snapshot verify`): read from the first argument, with help, a usage error
/// when it is missing, and "did you mean" when it is misspelt.
enum CommandAction {
  /// The action `arguments` begin with, one of `actions`; `nil` when help was asked for
  /// instead (and printed).
  static func read(
    _ arguments: [String], command: String, actions: [String], usage: String
  ) throws -> String? {
    guard let action = arguments.first, !action.hasPrefix("-") else {
      if arguments.contains(where: Option.help.names.contains) {
        print(usage)
        return nil
      }
      let spelled = actions.map { "'easel \(command) \($0)'" }.joined(separator: " or ")
      throw UsageError(message: "missing action: \(spelled)")
    }
    guard actions.contains(action) else {
      throw UsageError(
        message: "unknown action '\(action)'" + Suggestion.hint(for: action, among: actions))
    }
    return action
  }
}
