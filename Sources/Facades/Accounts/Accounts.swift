// The `Accounts` façade: the account store and its types, declared at rest from the SDK's
// inventory (Accounts+Inventory.swift). A render has no accounts: a store holds none and
// grants no access.
@_exported import Foundation
