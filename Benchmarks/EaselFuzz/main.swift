// easel-fuzz: inputs that must not crash Easel.
//
//   swift run easel-fuzz [TARGET|all] [N] [--seed S] [--out DIR]
//   swift run easel-fuzz --replay TARGET FILE
//
// Targets: document (the reader and typed layer), render (one scene, --overview, --device,
// in process), strings (.strings parsing), colors (colour sets of asset catalogs), cli (the
// commands' argument reading). Inputs are byte-level and structure-aware mutations of seeds
// (../shared/corpus when present, else the repository's fixtures), deterministic by seed.
// Each batch runs in a child process that writes the input in flight to a file first: a
// trap is a crash, saved to fuzz-crashes/<target>/<hash>; an input running over 10 s is a
// hang. An input refused with an error is fine.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("easel-fuzz: \(message)\n".utf8))
  exit(64)
}

func value(after flag: String, in arguments: [String]) -> String? {
  guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
  return arguments[i + 1]
}

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--child" {
  guard arguments.count > 1, let target = makeTarget(arguments[1]),
    let seed = value(after: "--seed", in: arguments).flatMap({ UInt64($0) }),
    let from = value(after: "--from", in: arguments).flatMap({ Int($0) }),
    let to = value(after: "--to", in: arguments).flatMap({ Int($0) }),
    let state = value(after: "--state", in: arguments)
  else { fail("bad child arguments") }
  exit(
    Child.run(
      target: target, seed: seed, from: from, to: to,
      state: Child.State(folder: URL(fileURLWithPath: state))))
}

if arguments.first == "--replay" {
  guard arguments.count == 3, let target = makeTarget(arguments[1]) else {
    fail("usage: easel-fuzz --replay TARGET FILE")
  }
  let status = Child.replay(target: target, file: URL(fileURLWithPath: arguments[2]))
  Supervisor.removeTargetFolders(of: getpid())
  exit(status)
}

let positionals = arguments.enumerated().filter { i, a in
  !a.hasPrefix("--") && (i == 0 || !["--seed", "--out"].contains(arguments[i - 1]))
}.map(\.element)
let which = positionals.first ?? "all"
let count = positionals.dropFirst().first.map { Int($0) ?? -1 } ?? 1000
guard count >= 0 else { fail("N must be a whole number") }
let targets = which == "all" ? targetNames : [which]
for t in targets where !targetNames.contains(t) {
  fail("unknown target '\(t)'; targets: \(targetNames.joined(separator: ", ")), all")
}
let seed = value(after: "--seed", in: arguments).flatMap { UInt64($0) } ?? 1
let out = URL(fileURLWithPath: value(after: "--out", in: arguments) ?? "fuzz-crashes")
let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
let supervisor = Supervisor(executable: executable, seed: seed, crashFolder: out)

var failed = false
for target in targets {
  let r = supervisor.run(target: target, count: count)
  let seconds = String(format: "%.1f", r.seconds)
  print(
    "\(r.target): \(r.tried) inputs tried, \(r.crashes) crashes, \(r.hangs) hangs, \(seconds) s"
      + " (\(r.accepted) accepted, the rest refused with errors)")
  fflush(stdout)
  if r.crashes > 0 || r.hangs > 0 || r.tried < count { failed = true }
}
exit(failed ? 1 : 0)
