// Foundation's `Thread` as a class a Swift module can subclass. Linux's `Thread` has members
// no module compiled apart from Foundation can load (in every language mode), so
// `class Worker: Thread { override func main() … }` is rejected ("overridable members that
// could not be loaded"). The agent's source preparation makes such a superclass the stand-in
// below, which runs `main()` on a Foundation thread when started, as `Thread` does.
public import Foundation

/// `Thread`, as a superclass (`SourceRewriter`'s `subclassableStandIns`): `start()` runs
/// `main()` on a new Foundation thread with this one's name, stack size and quality of
/// service. Differs from Foundation: `Thread.current` inside `main()` is the Foundation
/// thread running it, not this object.
open class EaselThread: NSObject, @unchecked Sendable {
  private let state = NSLock()
  private var executing = false
  private var finished = false
  private var cancelled = false
  private var block: (@Sendable () -> Void)?

  /// The thread's name, given to the Foundation thread it runs on.
  open var name: String?
  /// The stack size in bytes; 0 is the system's default.
  open var stackSize: Int = 0
  /// The quality of service of the Foundation thread it runs on.
  open var qualityOfService: QualityOfService = .default
  /// The priority, 0…1, as Foundation keeps it.
  open var threadPriority: Double = 0.5
  /// Per-thread storage.
  open var threadDictionary = NSMutableDictionary()

  public override init() { super.init() }

  /// A thread whose `main()` runs `block`.
  public convenience init(block: @escaping @Sendable () -> Void) {
    self.init()
    self.block = block
  }

  /// Whether `main()` is running.
  open var isExecuting: Bool { state.withLock { executing } }
  /// Whether `main()` has returned.
  open var isFinished: Bool { state.withLock { finished } }
  /// Whether `cancel()` was called.
  open var isCancelled: Bool { state.withLock { cancelled } }
  /// Whether this is the main thread: a thread made as an object never is.
  open var isMainThread: Bool { false }

  /// Marks the thread cancelled; `main()` is expected to look at `isCancelled`.
  open func cancel() { state.withLock { cancelled = true } }

  /// Runs `main()` on a new Foundation thread.
  open func start() {
    let run = Thread { [self] in
      state.withLock { executing = true }
      main()
      state.withLock {
        executing = false
        finished = true
      }
    }
    run.name = name
    if stackSize > 0 { run.stackSize = stackSize }
    run.qualityOfService = qualityOfService
    run.start()
  }

  /// The thread's work: the block it was made with, else nothing (subclasses override it).
  open func main() { block?() }

  /// Whether the calling thread is the main thread.
  open class var isMainThread: Bool { Thread.isMainThread }
  /// Whether the process has started a thread other than the main one.
  open class func isMultiThreaded() -> Bool { Thread.isMultiThreaded() }
  /// The calling thread.
  open class var current: Thread { Thread.current }
  /// The calling thread's call stack, as Foundation gives it.
  open class var callStackSymbols: [String] { Thread.callStackSymbols }
  /// Blocks the calling thread for `interval` seconds.
  open class func sleep(forTimeInterval interval: TimeInterval) {
    Thread.sleep(forTimeInterval: interval)
  }
  /// Blocks the calling thread until `date`.
  open class func sleep(until date: Date) { Thread.sleep(until: date) }
  /// Starts a thread running `block`.
  open class func detachNewThread(_ block: @escaping @Sendable () -> Void) {
    Thread.detachNewThread(block)
  }
}
