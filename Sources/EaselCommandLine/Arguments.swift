/// A usage error: exit status 64, as `sysexits.h` has it.
struct UsageError: Error, CustomStringConvertible {
  var message: String
  var description: String { "error: \(message)" }
}

/// Command-line arguments read one at a time: options with values, flags, positionals.
struct Arguments {
  private var rest: [String]
  private(set) var positionals: [String] = []
  /// The options a command knows, for "Did you mean" suggestions.
  let known: [String]

  init(_ arguments: [String], known: [String]) {
    rest = arguments
    self.known = known
  }

  /// Splits the arguments into options (validated against `known`) and positionals.
  mutating func parse() throws -> [String: [String]] {
    var options: [String: [String]] = [:]
    for (name, value) in try parseInOrder() { options[name, default: []].append(value) }
    return options
  }

  /// Splits the arguments into options, in the order given (for commands where order
  /// matters, such as `edit`'s `--object` groups), and positionals. A flag's value is "".
  mutating func parseInOrder() throws -> [(name: String, value: String)] {
    var options: [(name: String, value: String)] = []
    var i = 0
    while i < rest.count {
      let arg = rest[i]
      if arg == "--" {
        positionals += rest[(i + 1)...]
        break
      }
      if arg.hasPrefix("-") && arg.count > 1 {
        var name = arg
        var inlineValue: String?
        if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
          name = String(arg[..<eq])
          inlineValue = String(arg[arg.index(after: eq)...])
        }
        guard
          let spec = known.first(where: { $0.split(separator: " ").first.map(String.init) == name })
        else {
          throw UsageError(message: "unknown option '\(name)'" + suggestion(for: name))
        }
        let takesValue = spec.contains(" ")
        if takesValue {
          if let inlineValue {
            options.append((name, inlineValue))
          } else {
            guard i + 1 < rest.count else {
              throw UsageError(message: "option '\(name)' needs a value")
            }
            options.append((name, rest[i + 1]))
            i += 1
          }
        } else {
          options.append((name, ""))
        }
      } else {
        positionals.append(arg)
      }
      i += 1
    }
    return options
  }

  private func suggestion(for name: String) -> String {
    let names = known.compactMap { $0.split(separator: " ").first.map(String.init) }
    let best = names.min { distance($0, name) < distance($1, name) }
    guard let best, distance(best, name) <= 3 else { return "" }
    return " (did you mean '\(best)'?)"
  }
}

/// Levenshtein distance, for suggestions.
func distance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  var row = Array(0...b.count)
  for i in 1...max(a.count, 1) where !a.isEmpty {
    var previous = row[0]
    row[0] = i
    for j in 1...max(b.count, 1) where !b.isEmpty {
      let current = row[j]
      row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
      previous = current
    }
  }
  return a.isEmpty ? b.count : row[b.count]
}
