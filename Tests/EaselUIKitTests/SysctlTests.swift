import Foundation
import Testing

@testable import EaselUIKit

/// Darwin's `sysctlbyname`, which designables call for the machine's name (`hw.machine`, the
/// working part's PNA-ObjectC `UtilsPlatform`): asked its size, then its value, as Darwin
/// answers; an unknown name and a value set fail with Darwin's errors.
@Suite struct SysctlTests {
  @Test func theMachineIsAskedItsSizeThenItsValue() {
    var size = 0
    #expect(sysctlbyname("hw.machine", nil, &size, nil, 0) == 0)
    #expect(size == easelSysctlMachine.utf8.count + 1)
    let machine = UnsafeMutablePointer<CChar>.allocate(capacity: size)
    defer { machine.deallocate() }
    #expect(sysctlbyname("hw.machine", machine, &size, nil, 0) == 0)
    #expect(String(cString: machine) == easelSysctlMachine)
  }

  @Test func aBufferTooSmallAnUnknownNameAndASetFail() {
    var small = 2
    var buffer: [CChar] = [0, 0]
    #expect(sysctlbyname("hw.machine", &buffer, &small, nil, 0) == -1)
    #expect(errno == ENOMEM)
    var size = 0
    #expect(sysctlbyname("hw.model.unknown", nil, &size, nil, 0) == -1)
    #expect(errno == ENOENT)
    var value: Int32 = 1
    #expect(sysctlbyname("hw.machine", nil, &size, &value, 4) == -1)
    #expect(errno == EPERM)
  }
}
