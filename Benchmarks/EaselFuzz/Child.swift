import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The child side: runs inputs `from..<to` of a target, writing each one's index and bytes
/// to the state folder before running it, so that the parent knows which input was in
/// flight when the child dies or stops.
enum Child {
  /// The files the child and the parent share.
  struct State {
    var folder: URL
    var index: URL { folder.appendingPathComponent("index") }
    var input: URL { folder.appendingPathComponent("inflight") }
    var done: URL { folder.appendingPathComponent("done") }
    var log: URL { folder.appendingPathComponent("stderr") }
  }

  /// Runs the inputs and writes `done` ("accepted refused") at the end; exits 0.
  static func run(target: FuzzTarget, seed: UInt64, from: Int, to: Int, state: State) -> Int32 {
    let indexFD = open(state.index.path, O_WRONLY | O_CREAT, 0o644)
    let inputFD = open(state.input.path, O_WRONLY | O_CREAT, 0o644)
    guard indexFD >= 0, inputFD >= 0 else {
      FileHandle.standardError.write(Data("easel-fuzz: cannot open the state files\n".utf8))
      return 2
    }
    var accepted = 0
    var refused = 0
    // Self-test of the supervisor: EASEL_FUZZ_TRAP_AT=N traps on input N, and
    // EASEL_FUZZ_HANG_AT=N sleeps on it, as a crashing or hanging input would.
    let environment = ProcessInfo.processInfo.environment
    let trapAt = environment["EASEL_FUZZ_TRAP_AT"].flatMap { Int($0) }
    let hangAt = environment["EASEL_FUZZ_HANG_AT"].flatMap { Int($0) }
    for i in from..<to {
      var rng = FuzzRandom(seed: seed, index: i)
      let input = target.makeInput(&rng)
      _ = ftruncate(inputFD, 0)
      _ = input.withUnsafeBytes { pwrite(inputFD, $0.baseAddress, $0.count, 0) }
      // The index in flight, and how many before it were accepted.
      var progress = (Int64(i).littleEndian, Int64(accepted).littleEndian)
      _ = withUnsafeBytes(of: &progress) { pwrite(indexFD, $0.baseAddress, 16, 0) }
      if i == trapAt { preconditionFailure("EASEL_FUZZ_TRAP_AT=\(i)") }
      if i == hangAt { sleep(3600) }
      if target.run(input) { accepted += 1 } else { refused += 1 }
    }
    close(indexFD)
    close(inputFD)
    try? Data("\(accepted) \(refused)\n".utf8).write(to: state.done)
    return 0
  }

  /// Runs one saved input (a crash file, to reproduce it); exits 0 unless it traps.
  static func replay(target: FuzzTarget, file: URL) -> Int32 {
    guard let bytes = try? [UInt8](Data(contentsOf: file)) else {
      FileHandle.standardError.write(Data("easel-fuzz: cannot read \(file.path)\n".utf8))
      return 2
    }
    print(target.run(bytes) ? "accepted" : "refused with an error")
    return 0
  }
}
