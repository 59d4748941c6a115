import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A handler that does nothing, so that a signal interrupts a blocking call and returns.
private let ignoreSignal: @convention(c) (Int32) -> Void = { _ in }

/// The test client's reads wait for the message, not for the first signal: a read that a
/// signal interrupts (a child of the test process ending, under load) goes on.
struct RawClientTests {
  /// A TCP listener on a free loopback port, one connection accepted.
  final class Listener {
    let fd: Int32
    let port: Int

    init() throws {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      self.fd = fd
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = 0
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0
        }
      }
      guard bound else { throw RawClient.ClientError(message: "cannot listen") }
      port = Int(UInt16(bigEndian: address.sin_port))
    }

    func accept() -> Int32 { Glibc.accept(fd, nil, nil) }

    deinit { _ = Glibc.close(fd) }
  }

  /// A signal lands on the thread blocked in the read, then the message comes: the read
  /// returns the message (it had returned nothing, which the page's socket reported as "the
  /// socket closed", FramePushTests' failure in loaded CI runs).
  @Test func aReadASignalInterruptsGoesOnToTheMessage() throws {
    var action = sigaction()
    action.__sigaction_handler = unsafeBitCast(
      ignoreSignal, to: sigaction.__Unnamed_union___sigaction_handler.self)
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGUSR2, &action, nil)

    let listener = try Listener()
    let client = try RawClient(port: listener.port, timeout: 20)
    defer { client.close() }
    let peer = listener.accept()
    defer { _ = Glibc.close(peer) }
    let reader = pthread_self()
    let sender = Thread {
      // The reader is blocked in `recv` by now; the signal interrupts it, then the message
      // arrives.
      Thread.sleep(forTimeInterval: 0.3)
      pthread_kill(reader, SIGUSR2)
      Thread.sleep(forTimeInterval: 0.3)
      _ = Glibc.send(peer, "hello", 5, Int32(MSG_NOSIGNAL))
    }
    sender.start()
    let (data, stop) = client.receiveTelling { $0.count >= 5 }
    #expect(String(decoding: data, as: UTF8.self) == "hello")
    #expect(stop == .none)
  }
}
