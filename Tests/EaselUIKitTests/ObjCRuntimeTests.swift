import EaselUIKit
import Foundation
import Testing

/// A view whose members are listed by hand the way the generated selector table lists them.
@MainActor private final class ThemedView: UIView {
  var log: [String] = []
  var themeColor: UIColor?
  var weight: CGFloat = 0

  func setThemeColor(_ color: UIColor?) {
    themeColor = color
    backgroundColor = color
  }

  func tapped(_ sender: Any?) { log.append("tapped \(sender.map { "\(type(of: $0))" } ?? "nil")") }
  func changed(_ sender: Any?, event: UIEvent?) { log.append("changed \(event == nil)") }
  func noted(_ note: Notification) { log.append("noted \(note.name.rawValue)") }

  static let methods: [ObjCMethod] = [
    ObjCMethod(owner: ThemedView.self, selector: "setThemeColor:") { receiver, arguments in
      (receiver as? ThemedView)?.setThemeColor(try ObjCArguments.cast(arguments, 0) as UIColor?)
      return nil
    },
    ObjCMethod(owner: ThemedView.self, selector: "themeColor") { receiver, _ in
      (receiver as? ThemedView)?.themeColor
    },
    ObjCMethod(owner: ThemedView.self, selector: "setWeight:") { receiver, arguments in
      (receiver as? ThemedView)?.weight = try ObjCArguments.cast(arguments, 0) as CGFloat
      return nil
    },
    ObjCMethod(owner: ThemedView.self, selector: "tapped:") { receiver, arguments in
      (receiver as? ThemedView)?.tapped(try ObjCArguments.cast(arguments, 0) as Any?)
      return nil
    },
    ObjCMethod(owner: ThemedView.self, selector: "changed:event:") { receiver, arguments in
      (receiver as? ThemedView)?.changed(
        try ObjCArguments.cast(arguments, 0) as Any?,
        event: try ObjCArguments.cast(arguments, 1) as UIEvent?)
      return nil
    },
    ObjCMethod(owner: ThemedView.self, selector: "noted:") { receiver, arguments in
      (receiver as? ThemedView)?.noted(try ObjCArguments.cast(arguments, 0) as Notification)
      return nil
    },
  ]
}

/// Seed 002's palette: class members found by name.
private final class PaletteColor: NSObject {
  static let methods: [ObjCMethod] = [
    ObjCMethod(owner: PaletteColor.self, selector: "brandClr", isClassMethod: true) { _, _ in
      UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    }
  ]
}

@MainActor
@Suite("The generated Objective-C runtime", .serialized)
struct ObjCRuntimeTests {
  init() {
    var table = KeyValueTable()
    table.add(methods: ThemedView.methods + PaletteColor.methods)
    ObjCRuntime.shared.install(table)
  }

  @Test func selectorsByName() {
    let sel = NSSelectorFromString("tapped:")
    #expect(NSStringFromSelector(sel) == "tapped:")
    #expect(sel == Selector("tapped:"))
    #expect(String(cString: sel_getName(sel_registerName("a:b:"))) == "a:b:")
  }

  @Test func instancesRespondToTheirMembersUIKitKeysAndNSObject() {
    let view = ThemedView(frame: .zero)
    #expect(view.responds(to: Selector("setThemeColor:")))
    #expect(view.responds(to: Selector("setBackgroundColor:")))
    #expect(view.responds(to: Selector("alpha")))
    #expect(view.responds(to: Selector("description")))
    #expect(!view.responds(to: Selector("setThemeColour:")))
    #expect(!UIView(frame: .zero).responds(to: Selector("setThemeColor:")))
    #expect(ThemedView.instancesRespond(to: Selector("tapped:")))
    #expect(!ThemedView.responds(to: Selector("tapped:")))
  }

  @Test func classesRespondToTheirClassMembers() throws {
    let sel = NSSelectorFromString("brandClr")
    #expect(PaletteColor.responds(to: sel))
    #expect(!NSObject.responds(to: sel))
    #expect(!PaletteColor.responds(to: NSSelectorFromString("purpleClr")))
    let color = try #require(PaletteColor.perform(sel)?.takeUnretainedValue() as? UIColor)
    #expect(color == UIColor(red: 0, green: 0.48, blue: 1, alpha: 1))
  }

  @Test func performCastsArgumentsAsInvocationsDo() {
    let view = ThemedView(frame: .zero)
    view.perform(Selector("setWeight:"), with: NSNumber(value: 2.5))
    #expect(view.weight == 2.5)
    view.perform(Selector("setWeight:"), with: 3)
    #expect(view.weight == 3)
    view.perform(Selector("setThemeColor:"), with: UIColor.red)
    #expect(view.backgroundColor == UIColor.red)
    view.perform(Selector("setThemeColor:"), with: nil)
    #expect(view.themeColor == nil)
    view.perform(Selector("setAlpha:"), with: 0.5)
    #expect(view.alpha == 0.5)
    #expect(view.perform(Selector("alpha"))?.takeUnretainedValue() as? Double == 0.5)
  }

  /// MultiProgressView's tap recognizer sends its action with
  /// `performSelector(onMainThread:with:waitUntilDone: true)`: designables run on the main
  /// thread, so it is sent at once; without waiting it would wait for a run loop turn that a
  /// still render never has, as a delayed perform does.
  @Test func performOnTheMainThreadSendsAtOnceWhenWaiting() {
    let view = ThemedView(frame: .zero)
    view.performSelector(onMainThread: Selector("setWeight:"), with: 4, waitUntilDone: true)
    #expect(view.weight == 4)
    view.performSelector(
      onMainThread: Selector("setWeight:"), with: 5, waitUntilDone: true,
      modes: ["kCFRunLoopDefaultMode"])
    #expect(view.weight == 5)
    view.perform(Selector("setWeight:"), on: Thread.main, with: 6, waitUntilDone: true)
    #expect(view.weight == 6)
    view.performSelector(onMainThread: Selector("setWeight:"), with: 7, waitUntilDone: false)
    #expect(view.weight == 6)
  }

  /// `Thread.main` is the main thread, as Apple's Foundation names it (Linux's calls it
  /// `mainThread`, and `Thread.main` is the instance method `main()` there: MSProgressView's
  /// `Thread.current == Thread.main` did not compile).
  @Test func threadMainIsTheMainThread() {
    let main: Thread = Thread.main
    #expect(main === Thread.mainThread)
    #expect(main.isMainThread)
    #expect(Thread.main == Thread.mainThread)
  }

  @Test func keyValueCodingFindsSetterMethods() throws {
    let view = ThemedView(frame: .zero)
    view.setValue(UIColor.green, forKey: "themeColor")
    #expect(view.themeColor == UIColor.green)
    #expect(view.value(forKey: "themeColor") as? UIColor == UIColor.green)
    // A User Defined Runtime Attribute set through a table with the members, as documents do.
    var table = KeyValueTable.uiKit
    table.add(methods: ThemedView.methods)
    try table.setValue(.color(UIColor.blue), forKeyPath: "themeColor", of: view)
    #expect(view.backgroundColor == UIColor.blue)
    try table.setValue(.number(7), forKeyPath: "weight", of: view)
    #expect(view.weight == 7)
    #expect(table.canSet("themeColor", of: view))
    #expect(!table.canSet("themeColour", of: view))
    #expect(throws: KeyValueCodingError.self) {
      try table.setValue(.number(1), forKeyPath: "themeColour", of: view)
    }
  }

  @Test func targetActionIsDelivered() {
    let view = ThemedView(frame: .zero)
    let button = UIButton(frame: .zero)
    button.addTarget(view, action: Selector("tapped:"), for: .touchUpInside)
    button.addTarget(view, action: Selector("changed:event:"), for: .valueChanged)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    button.sendActions(for: .editingDidEnd)
    #expect(view.log == ["tapped UIButton", "changed true"])
  }

  @Test func notificationsReachSelectorObservers() {
    let view = ThemedView(frame: .zero)
    let center = NotificationCenter()
    let name = Notification.Name("EaselRuntimeTest")
    center.addObserver(view, selector: Selector("noted:"), name: name, object: nil)
    center.post(name: name, object: nil)
    #expect(view.log == ["noted EaselRuntimeTest"])
  }
}
