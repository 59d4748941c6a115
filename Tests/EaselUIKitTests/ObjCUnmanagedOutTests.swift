import Foundation
import Testing

@testable import EaselUIKit

/// A Core Foundation object a function gives back through `UnsafeMutablePointer<Unmanaged<T>?>`
/// goes into the variable whose address Objective-C passed.
@Suite struct ObjCUnmanagedOutTests {
  @Test func theObjectGivenBackIsTheVariables() {
    var error: CFError? = nil
    let given = NSError(domain: "easel", code: 7)
    let made = ObjCUnmanagedOut.passing(&error) { slot -> Bool in
      slot.pointee = Unmanaged.passRetained(given)
      return false
    }
    #expect(made == false)
    #expect(error === given)
  }

  @Test func aVariableTheFunctionLeavesStaysAsItWas() {
    let before = NSError(domain: "easel", code: 1)
    var error: CFError? = before
    ObjCUnmanagedOut.passing(&error) { _ in }
    #expect(error === before)
    var none: CFError? = nil
    ObjCUnmanagedOut.passing(&none) { _ in }
    #expect(none == nil)
  }

  /// A registration that fails reports its error so (`CTFontManagerRegisterGraphicsFont` with
  /// a font of no data).
  @Test func aFailedFontRegistrationGivesItsError() throws {
    let font = try #require(CGFont("EaselNoSuchFont" as CFString))
    var error: CFError? = nil
    let registered = ObjCUnmanagedOut.passing(&error) {
      CTFontManagerRegisterGraphicsFont(font, $0)
    }
    #expect(registered == false)
    #expect(error != nil)
  }
}
