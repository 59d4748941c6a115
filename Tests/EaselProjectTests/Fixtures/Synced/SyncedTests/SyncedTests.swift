import XCTest

final class SyncedTests: XCTestCase {}
