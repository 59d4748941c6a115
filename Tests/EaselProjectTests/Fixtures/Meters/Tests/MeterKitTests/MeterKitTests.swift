import XCTest

@testable import MeterKit

final class MeterKitTests: XCTestCase {}
