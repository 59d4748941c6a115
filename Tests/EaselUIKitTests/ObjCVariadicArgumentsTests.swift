import Foundation
import Testing

@testable import EaselUIKit

/// `va_arg`'s reading of a translated variadic function's arguments: in order, each converted
/// to the type asked for as C's promotions and Swift's number types need.
@Suite struct ObjCVariadicArgumentsTests {
  @Test func readsEachArgumentInOrderAsTheTypeAsked() {
    let color = UIColor.red
    var list = ObjCVariadicArguments([CGFloat(1.5), Float(2), 3, CGPoint(x: 4, y: 5), color, nil])
    #expect(list.next(Double.self) == 1.5)  // a CGFloat read as double
    #expect(list.next(Double.self) == 2)  // a float, promoted to double by C
    #expect(list.next(Int32.self) == 3)
    #expect(list.next(CGPoint.self) == CGPoint(x: 4, y: 5))
    #expect(list.next(Any?.self) as AnyObject? === color)
    #expect(list.next(UIColor?.self) == nil)  // a nil `id`
  }
}
