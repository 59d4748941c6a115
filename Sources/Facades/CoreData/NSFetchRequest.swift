// Core Data's generic fetch classes, which the generated inventory leaves out (it writes no
// generics): a fetch request, and the controller a table view's data source fetches through.
// At rest there is no persistent store, so a fetch finds nothing, as Core Data's does on an
// empty store; each use is noted once, as the inventory's are.
public import CoreGraphics
import Foundation
internal import EaselUIKit

extension NSManagedObject: NSFetchRequestResult {}
extension NSManagedObjectID: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// A description of what to fetch from a persistent store: kept as set; fetching it finds
/// nothing at rest.
///
/// Differs from Core Data: `ResultType` is any type (`NSFetchRequestResult` is not an
/// Objective-C protocol here, so `any NSFetchRequestResult`, what `fetchRequest()` gives,
/// could not be one).
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
  /// The name of the entity fetched.
  open var entityName: String?
  /// The entity fetched.
  open var entity: NSEntityDescription?
  /// The objects' condition.
  open var predicate: NSPredicate?
  /// The order of the objects found.
  open var sortDescriptors: [NSSortDescriptor]?
  /// How many objects to fetch at most (0: all).
  open var fetchLimit = 0
  /// How many objects to skip.
  open var fetchOffset = 0
  /// How many objects to fetch at a time (0: all).
  open var fetchBatchSize = 0
  /// What kind of result to give.
  open var resultType: NSFetchRequestResultType = .managedObjectResultType
  /// Whether subentities' objects are fetched too.
  open var includesSubentities = true
  /// Whether property values are included.
  open var includesPropertyValues = true
  /// Whether objects are given as faults.
  open var returnsObjectsAsFaults = true
  /// Whether unsaved changes are included.
  open var includesPendingChanges = true
  /// Whether only distinct values are given (dictionary results).
  open var returnsDistinctResults = false
  /// The properties fetched (dictionary results).
  open var propertiesToFetch: [Any]?
  /// The properties grouped by (dictionary results).
  open var propertiesToGroupBy: [Any]?
  /// The relationships fetched with the objects.
  open var relationshipKeyPathsForPrefetching: [String]?
  /// Whether the objects fetched are refreshed.
  open var shouldRefreshRefetchedObjects = false

  public override init() { super.init() }

  /// A request for the objects of the entity named `entityName`.
  public convenience init(entityName: String) {
    self.init()
    self.entityName = entityName
  }

  open override var requestType: NSPersistentStoreRequestType { .fetchRequestType }

  /// Executes the request in the current context: nothing at rest.
  open func execute() throws -> [ResultType] {
    UnimplementedAPI.use("NSFetchRequest.execute()", by: self)
    return []
  }
}

extension NSManagedObject {
  /// A fetch request for the class's entity (named as the class).
  public class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
    NSFetchRequest(entityName: String(describing: self))
  }
}

extension NSManagedObjectContext {
  /// The objects `request` finds: none at rest (there is no store).
  public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    UnimplementedAPI.use("NSManagedObjectContext.fetch(_:)", by: self)
    return []
  }

  /// How many objects `request` would find: none at rest.
  public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    UnimplementedAPI.use("NSManagedObjectContext.count(for:)", by: self)
    return 0
  }
}

/// Fetches a request's results for a table or collection view, in sections: none at rest.
open class NSFetchedResultsController<ResultType>: NSObject {
  /// The request fetched.
  public let fetchRequest: NSFetchRequest<ResultType>
  /// The context it is fetched in.
  public let managedObjectContext: NSManagedObjectContext
  /// The key path the results are sectioned by.
  public let sectionNameKeyPath: String?
  /// The name of the cache kept.
  public let cacheName: String?
  /// Told of changes to the results.
  open weak var delegate: (any NSFetchedResultsControllerDelegate)?
  /// The results of the last fetch: nil before one.
  open private(set) var fetchedObjects: [ResultType]?

  /// A controller fetching `fetchRequest` in `context`.
  public init(
    fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
    sectionNameKeyPath: String?, cacheName name: String?
  ) {
    self.fetchRequest = fetchRequest
    self.managedObjectContext = context
    self.sectionNameKeyPath = sectionNameKeyPath
    self.cacheName = name
    super.init()
  }

  /// Fetches the results: none at rest.
  open func performFetch() throws {
    fetchedObjects = try managedObjectContext.fetch(fetchRequest)
  }

  /// The sections of the results: none before a fetch, none found at rest.
  open var sections: [any NSFetchedResultsSectionInfo]? { fetchedObjects.map { _ in [] } }

  /// The titles of the section index.
  open var sectionIndexTitles: [String] { [] }

  /// The object at `indexPath`: the results are empty at rest, so this is out of range, as
  /// Core Data's raises.
  open func object(at indexPath: IndexPath) -> ResultType {
    preconditionFailure(
      "NSFetchedResultsController.object(at:): no object at \(indexPath) (no results at rest)")
  }

  /// Where `object` is in the results: nowhere at rest.
  open func indexPath(forObject object: ResultType) -> IndexPath? { nil }

  /// The section index title for a section name.
  open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
    sectionName.first.map { String($0).uppercased() }
  }

  /// The section a section index title leads to.
  open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
    sectionIndex
  }

  /// Deletes the cache named `name` (nil: all): there are none at rest.
  open class func deleteCache(withName name: String?) {}
}
