import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The scratch files the session's frames pass through, and those that servers which ended
/// without removing theirs (`SIGKILL`, a crash) left behind.
extension DesignerSession {
  /// Where frame files go: shared memory when the system has it (a frame never reaches a
  /// disk), else the temporary folder.
  public nonisolated static var frameFolder: URL {
    access("/dev/shm", W_OK) == 0
      ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
  }

  /// The scratch files of a session's frames on their way to the page, as many as the
  /// frames kept and the frames drawn at once, in `folder`: `easel-serve-PID-UUID-N.frame`,
  /// named after the process that owns them.
  public nonisolated static func frameFiles(in folder: URL = frameFolder) -> [URL] {
    let stem = "easel-serve-\(getpid())-\(UUID().uuidString)"
    return (0..<(keptFrames + framesDrawnAtOnce)).map {
      folder.appendingPathComponent("\(stem)-\($0).frame")
    }
  }

  /// Removes the frame files in `folder` whose process no longer exists, and answers them.
  /// Each killed server left 28 MB in `/dev/shm` (seven frames of a phone at 3×) that no
  /// later server removed. A file of a live process — another server, or a test process — is
  /// never touched, nor one whose name is not a frame file's; a process id reused since by
  /// another program keeps its files, which is the safe side.
  @discardableResult
  public nonisolated static func removeEndedServersFrames(in folder: URL = frameFolder) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var removed: [URL] = []
    for name in names {
      guard let pid = framePID(name), pid != getpid(), !isRunning(pid) else { continue }
      let file = folder.appendingPathComponent(name)
      if unlink(file.path) == 0 { removed.append(file) }
    }
    return removed
  }

  /// The process id in a frame file's name (`easel-serve-PID-UUID-N.frame`), or nil when the
  /// name is not one.
  nonisolated static func framePID(_ name: String) -> pid_t? {
    let prefix = "easel-serve-"
    guard name.hasPrefix(prefix), name.hasSuffix(".frame") else { return nil }
    let parts = name.dropFirst(prefix.count).dropLast(".frame".count).split(
      separator: "-", omittingEmptySubsequences: false)
    // PID, the UUID's five groups, N.
    guard parts.count == 7, let pid = pid_t(parts[0]), pid > 0,
      UUID(uuidString: parts[1...5].joined(separator: "-")) != nil, Int(parts[6]) != nil
    else { return nil }
    return pid
  }

  /// Whether process `pid` exists (one of another user's answers `EPERM`: it exists).
  nonisolated static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno != ESRCH
  }
}
