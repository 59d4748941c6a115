import EaselDocument
import EaselInspect
import EaselProject
import Foundation

/// Which module lists a class that several modules' translations declare.
///
/// A library's Objective-C is translated again into every module that imports its headers
/// (`withLibrariesImported`: an app's translation carries the pod's classes it calls), and
/// CocoaPods compiles a pod once per app target that takes it (`Pods-App-Pod`,
/// `Pods-Tests-Pod`): one class, several declarations. It is listed once, as Interface
/// Builder builds it for the document that places it: under the module the document's
/// `customModule` names, else the module of the app target whose resources hold the
/// document; a class no document places, under the first module that compiles its
/// implementation itself; failing both, the first module that declares it. Only a copy some
/// module builds is ever chosen, so no class is listed by none.
extension DesignablesProject {
  /// The keys (`file|qualifiedName`) of the translated declarations `designableClasses` leaves
  /// out: every copy of a class but the one listed.
  func unlistedTranslatedCopies() -> Set<String> {
    guard let context else { return [] }
    let owners = withTranslations(context.allModules())
    var copies: [String: [(key: String, owner: ModuleSources, original: String)]] = [:]
    var order: [String] = []
    for c in scan.classes where c.language == .swift && c.isDesignable && isTranslated(c) {
      guard
        let owner = owners.first(where: { m in m.swiftFiles.contains { $0.path == c.location.file }
        })
      else { continue }
      if copies[c.qualifiedName] == nil { order.append(c.qualifiedName) }
      copies[c.qualifiedName, default: []].append(
        (
          c.location.file + "|" + c.qualifiedName, owner,
          Self.identity(
            URL(fileURLWithPath: userFile(c.location.file)))
        ))
    }
    let repeated = order.filter { name in
      Set((copies[name] ?? []).map(\.owner.origin)).count > 1
    }
    guard !repeated.isEmpty else { return [] }
    // A document names a class by any of its names (`Module.Class`, an `@objc` name).
    var byDocumentName: [String: String] = [:]
    for c in scan.classes where repeated.contains(c.qualifiedName) {
      for name in c.documentNames { byDocumentName[name] = c.qualifiedName }
    }
    let placing = placingModules(of: byDocumentName, context: context)
    var unlisted: Set<String> = []
    for name in repeated {
      guard let all = copies[name] else { continue }
      let placed = all.filter { placing[name]?.contains($0.owner.name) == true }
      let compiling = all.filter { copy in
        copy.owner.objectiveC.implementations.contains { Self.identity($0) == copy.original }
      }
      let kept = (placed.first ?? compiling.first ?? all[0]).key
      unlisted.formUnion(all.map(\.key).filter { $0 != kept })
    }
    return unlisted
  }

  /// For each class of `classes` (a qualified name by each name a document may give it) that a
  /// document of the project places, the modules those documents are built by: the
  /// `customModule` a view names, else the module of each target whose resources hold the
  /// document.
  func placingModules(of classes: [String: String], context: ProjectContext)
    -> [String: Set<String>]
  {
    var modules: [String: Set<String>] = [:]
    let targets = (context.projects + context.podsProjects).flatMap(\.targets).filter {
      !$0.productType.isTest
    }
    var seen: Set<String> = []
    let documents = targets.flatMap(\.interfaceFiles).filter {
      seen.insert(Self.identity($0)).inserted
    }
    for url in documents {
      guard let document = try? IBDocument(contentsOf: url) else { continue }
      let owners = context.targets(containing: url).map(\.moduleName)
      for element in document.elementsByID.values {
        guard let named = element.customClass, let name = classes[named] else { continue }
        if let module = element.customModule, !module.isEmpty {
          modules[name, default: []].insert(AgentPlan.sanitize(module))
        } else {
          modules[name, default: []].formUnion(owners)
        }
      }
    }
    return modules
  }
}
