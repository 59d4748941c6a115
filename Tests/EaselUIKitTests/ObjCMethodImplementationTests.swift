import EaselUIKit
import Foundation
import Testing

/// A class with a method, listed by hand the way the generated selector table lists members.
private class Doubler: NSObject {
  func twice(_ value: Int) -> Int { value * 2 }

  static let methods: [ObjCMethod] = [
    ObjCMethod(owner: Doubler.self, selector: "twice:") { receiver, arguments in
      (receiver as? Doubler)?.twice(try ObjCArguments.cast(arguments, 0) as Int)
    }
  ]
}

/// A subclass that adds nothing.
private final class PlainDoubler: Doubler {}

/// `methodForSelector:`, `instanceMethodForSelector:` and a call through the `IMP` they give,
/// as translated code calls it (`((NSInteger (*)(id, SEL, NSInteger))imp)(self, _cmd, 4)`).
@MainActor
@Suite("Method implementations", .serialized)
struct ObjCMethodImplementationTests {
  init() {
    var table = KeyValueTable()
    table.add(methods: Doubler.methods)
    ObjCRuntime.shared.install(table)
  }

  @Test func anImplementationRunsOnTheReceiverWithItsResultRead() {
    let object = PlainDoubler()
    let imp = PlainDoubler.instanceMethod(for: Selector("twice:"))
    let result: Int = ObjCRuntime.callImplementation(imp, object, Selector("twice:"), [21])
    #expect(result == 42)
    let own = object.method(for: Selector("twice:"))
    #expect(own == class_getMethodImplementation(PlainDoubler.self, Selector("twice:")))
    let asDouble: Double = ObjCRuntime.callImplementation(own, object, Selector("twice:"), [2])
    #expect(asDouble == 4)
  }

  @Test func anImplementationOfANilReceiverGivesZero() {
    let imp = Doubler.instanceMethod(for: Selector("twice:"))
    let result: Int = ObjCRuntime.callImplementation(imp, nil, Selector("twice:"), [21])
    #expect(result == 0)
  }
}
