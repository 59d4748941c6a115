@testable import EaselUIKit
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

/// An object that names its helper as the target of what it does not answer, and also
/// forwards invocations: the runtime asks `forwardingTargetForSelector:` first.
private final class Redirector: NSObject {
  let helper = Scaler()
  var invocations: [String] = []

  func forwardingTarget(for aSelector: Selector!) -> Any? { helper }

  static let methods: [ObjCMethod] = [
    ObjCMethod(owner: Redirector.self, selector: "forwardingTargetForSelector:") {
      receiver, arguments in
      (receiver as? Redirector)?.forwardingTarget(for: try ObjCArguments.cast(arguments, 0))
    },
    ObjCMethod(owner: Redirector.self, selector: "forwardInvocation:") { receiver, arguments in
      let invocation: NSInvocation = try ObjCArguments.cast(arguments, 0)
      (receiver as? Redirector)?.invocations.append(invocation.selector.name)
      return nil
    },
  ]
}

/// An object that forwards invocations but gives no signature for what it lacks: the runtime
/// then calls `doesNotRecognizeSelector:`, not `forwardInvocation:`.
private final class Unsigned: NSObject {
  var invocations = 0

  static let methods: [ObjCMethod] = [
    ObjCMethod(owner: Unsigned.self, selector: "methodSignatureForSelector:") { _, _ in nil },
    ObjCMethod(owner: Unsigned.self, selector: "forwardInvocation:") { receiver, _ in
      (receiver as? Unsigned)?.invocations += 1
      return nil
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
    table.add(methods: Scaler.methods + Forwarder.methods + Redirector.methods + Unsigned.methods)
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

  /// A required member the class does not implement goes to the object its
  /// `forwardingTargetForSelector:` names before any invocation is made, as the runtime's
  /// fast forwarding path runs first.
  @Test func aDeclaredRequirementGoesToTheForwardingTargetFirst() {
    let redirector = Redirector()
    let result: CGFloat = ObjCRuntime.forward("scale:by:", of: redirector, [CGFloat(1.5), 2])
    #expect(result == 3)
    #expect(redirector.helper.log == ["scale 1.5 2"])
    #expect(redirector.invocations.isEmpty)
  }

  /// A declared requirement whose class's `methodSignatureForSelector:` gives nil is an
  /// unrecognized selector, as a message nothing answers is: it read a zeroed result.
  @Test func aNilSignatureIsAnUnrecognizedSelector() {
    let unsigned = Unsigned()
    let unrecognized = ObjCMessageError.unrecognizedSelector(
      selector: "scale:by:", receiver: "Unsigned", isClass: false)
    for declared in [true, false] {
      #expect(throws: ObjCMessageError.self) {
        try ObjCRuntime.shared.forwarded(
          "scale:by:", to: unsigned, [CGFloat(1), 2], declared: declared,
          unrecognized: unrecognized)
      }
    }
    #expect(unsigned.invocations == 0)
  }
}
