import EaselUIKit
import Foundation
import Testing

/// A helper that answers messages a forwarding object hands it, listed by hand the way the
/// generated selector table lists members.
private final class Scaler: NSObject {
  var log: [String] = []

  func scale(_ factor: CGFloat, by extra: Int) -> CGFloat {
    log.append("scale \(factor) \(extra)")
    return factor * CGFloat(extra)
  }

  static let methods: [ObjCMethod] = [
    ObjCMethod(owner: Scaler.self, selector: "scale:by:") { receiver, arguments in
      (receiver as? Scaler)?.scale(
        try ObjCArguments.cast(arguments, 0) as CGFloat,
        by: try ObjCArguments.cast(arguments, 1) as Int)
    }
  ]
}

/// An object that forwards what it does not answer to its helper (ANImageBitmapRep's way).
private final class Forwarder: NSObject {
  let helper = Scaler()
  var forwarded: [String] = []

  func forwardInvocation(_ invocation: NSInvocation!) {
    forwarded.append(invocation.selector.name)
    if helper.responds(to: invocation.selector) {
      invocation.invoke(withTarget: helper)
    } else {
      doesNotRecognizeSelector(invocation.selector)
    }
  }

  func methodSignature(for aSelector: Selector!) -> NSMethodSignature! {
    helper.methodSignature(for: aSelector)
  }

  static let methods: [ObjCMethod] = [
    ObjCMethod(owner: Forwarder.self, selector: "forwardInvocation:") { receiver, arguments in
      (receiver as? Forwarder)?.forwardInvocation(try ObjCArguments.cast(arguments, 0))
      return nil
    },
    ObjCMethod(owner: Forwarder.self, selector: "methodSignatureForSelector:") {
      receiver, arguments in
      (receiver as? Forwarder)?.methodSignature(for: try ObjCArguments.cast(arguments, 0))
    },
  ]
}

/// Foundation's `NSInvocation` and forwarding, on the generated selector table: Objective-C
/// translated to Swift builds messages with them (MDCButtonBar sends an item's action with
/// its button as a third argument) and forwards messages through `forwardInvocation:`
/// (RSColorPicker's ANImageBitmapRep); Linux's Foundation has neither.
@MainActor
@Suite("NSInvocation and forwarding", .serialized)
struct NSInvocationTests {
  init() {
    var table = KeyValueTable()
    table.add(methods: Scaler.methods + Forwarder.methods)
    ObjCRuntime.shared.install(table)
  }

  @Test func anInvocationSendsItsArgumentsAndGivesItsResult() throws {
    let scaler = Scaler()
    let signature = try #require(scaler.methodSignature(for: Selector("scale:by:")))
    #expect(signature.numberOfArguments == 4)
    #expect(scaler.methodSignature(for: Selector("nothing:")) == nil)
    let invocation = NSInvocation(methodSignature: signature)
    invocation.selector = Selector("scale:by:")
    var factor: CGFloat = 1.5
    var extra = 4
    invocation.setArgument(&factor, at: 2)
    invocation.setArgument(&extra, at: 3)
    invocation.target = scaler
    invocation.invoke()
    var result: CGFloat = 0
    invocation.getReturnValue(&result)
    #expect(result == 6)
    #expect(scaler.log == ["scale 1.5 4"])
    var read = 0
    invocation.getArgument(&read, at: 3)
    #expect(read == 4)
  }

  @Test func aMessageNothingAnswersGoesToForwardInvocation() {
    let forwarder = Forwarder()
    forwarder.perform(Selector("scale:by:"), with: 2.0, with: 3)
    #expect(forwarder.forwarded == ["scale:by:"])
    #expect(forwarder.helper.log == ["scale 2.0 3"])
  }

  @Test func aDeclaredRequirementIsForwardedWithItsResultTyped() {
    let forwarder = Forwarder()
    let result: CGFloat = ObjCRuntime.forward("scale:by:", of: forwarder, [CGFloat(2.5), 2])
    #expect(result == 5)
    #expect(forwarder.forwarded == ["scale:by:"])
  }
}
