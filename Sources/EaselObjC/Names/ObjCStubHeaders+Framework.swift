extension ObjCStubHeaders {
  /// The table's rows grouped as the headers declare them.
  struct Plan {
    var typesByModule: [String: [ObjCTypeName]] = [:]
    /// Members declared inside their class's or protocol's `@interface` / `@protocol`.
    var ownMembers: [String: [ObjCMemberName]] = [:]
    var protocolMembers: [String: [ObjCMemberName]] = [:]
    /// Members the SDK declares in a named category of their class, or in another framework
    /// than the class's, by module then class.
    var categoryMembers: [String: [String: [ObjCMemberName]]] = [:]
    var cDeclarations: [String: [ObjCMemberName]] = [:]
    /// Enumerators no enumeration row declares: the SDK's anonymous `enum { … }` constants
    /// (`UISegmentedControlNoSegment`, `kCTRunDelegateVersion1`, `errSecSuccess`), which Swift
    /// imports as constants of no type, declared one by one in their own `enum`.
    var looseEnumerators: [String: [ObjCMemberName]] = [:]
    /// The protocols a named category adopts, by module, class and category.
    var categoryProtocols: [String: [String: [String: [String]]]] = [:]
    var classModule: [String: String] = [:]
    var genericParameters: [String: String] = [:]

    init(table: ObjCNameTable) {
      for type in table.types {
        if type.kind == .category {
          categoryProtocols[type.module, default: [:]][type.superclass, default: [:]][type.name] =
            type.protocols
          continue
        }
        typesByModule[type.module, default: []].append(type)
        if type.kind == .class {
          classModule[type.name] = type.module
          // The class's own parameters: `<…>` before ` : ` (after it are its superclass's).
          let head = type.declaration.components(separatedBy: " : ")[0]
          if let open = head.firstIndex(of: "<"), let close = head.firstIndex(of: ">"),
            open < close
          {
            let head = head[head.index(after: open)..<close]
            genericParameters[type.name] = head.replacingOccurrences(of: "__covariant ", with: "")
          }
        }
      }
      let enumerated = Set(
        table.types.filter { $0.kind != .category }.flatMap {
          $0.declaration.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        })
      for member in table.members {
        switch member.kind {
        case .function, .constant:
          cDeclarations[member.module, default: []].append(member)
        case .enumerator:
          // Declared in its enumeration's row, or else on its own.
          if !enumerated.contains(member.objc), !member.declaration.isEmpty {
            looseEnumerators[member.module, default: []].append(member)
          }
        default:
          if member.isProtocolMember {
            protocolMembers[member.owner, default: []].append(member)
          } else if classModule[member.owner] == member.module, member.category.isEmpty {
            ownMembers[member.owner, default: []].append(member)
          } else {
            let header = Self.categoryHeader(
              member.module, owner: classModule[member.owner], frameworks: table.frameworks)
            categoryMembers[header, default: [:]][member.owner, default: []].append(member)
          }
        }
      }
    }

    /// The framework whose header declares a category of `module`'s on a class of `owner`'s:
    /// its own, or its class's when that framework's header comes later in `frameworks` (each
    /// imports the one before it): UIKit's `CIImage (UIKitAdditions)` follows Core Image's
    /// `@interface CIImage`, as on iOS, where `UIImage.h` imports Core Image; clang declares
    /// no category of a class whose `@interface` it has not seen.
    static func categoryHeader(_ module: String, owner: String?, frameworks: [String]) -> String {
      guard let owner, let own = frameworks.firstIndex(of: module),
        let other = frameworks.firstIndex(of: owner), other > own
      else { return module }
      return owner
    }
  }

  /// One framework's header.
  static func header(
    _ framework: String, importing below: String?, plan: Plan, frameworks: [String]
  ) -> String {
    var text = """
      // \(framework): written by Easel from its façade's name table (scripts/objc-names,
      // docs/objc.md). Declares what Easel's \(framework) façade has, with the iOS SDK's types.
      #pragma once

      """
    if let below {
      text += "#import <\(below)/\(below).h>\n"
    } else {
      text += "#include <TargetConditionals.h>\n#include <os/availability.h>\n"
      text += "#include <AvailabilityMacros.h>\n"
      text += "#include <stdint.h>\n#include <stddef.h>\n#include <stdbool.h>\n"
      text += "#include <stdarg.h>\n#include <float.h>\n#include <limits.h>\n"
      text += "#include <math.h>\n#include <stdlib.h>\n#include <string.h>\n"
      text += "#include <stdio.h>\n#include <assert.h>\n#include <dispatch/dispatch.h>\n"
      text += "#include <MacTypes.h>\n#include <Block.h>\n#include <unistd.h>\n"
    }
    text += Prelude.macros[framework, default: ""]
    text += Prelude.annotationMacros[framework, default: ""]
    text += "\n#pragma clang assume_nonnull begin\n\n"
    let types = plan.typesByModule[framework, default: []]
    let classes = types.filter { $0.kind == .class }
    let protocols = types.filter { $0.kind == .protocol }
    if below == nil {
      // Every class and protocol of every framework, declared first: a lower framework's
      // declarations name higher ones' classes (Core Graphics' and Foundation's name
      // `NSString`, a protocol of Foundation's names UIKit's classes).
      for framework in frameworks {
        for type in plan.typesByModule[framework, default: []] where type.kind == .class {
          if let parameters = plan.genericParameters[type.name] {
            text += "@class \(type.name)<\(parameters)>;\n"
          } else {
            text += "@class \(type.name);\n"
          }
        }
      }
      for framework in frameworks {
        for type in plan.typesByModule[framework, default: []] where type.kind == .protocol {
          text += "@protocol \(type.name);\n"
        }
      }
      text += "\n"
    }
    text += Prelude.declarations[framework, default: ""]
    for type in types where type.kind != .class && type.kind != .protocol {
      text += Self.withEmptyOption(type) + "\n"
    }
    text += "\n"
    for type in protocols {
      let inherited = type.protocols.isEmpty ? "" : " <\(type.protocols.joined(separator: ", "))>"
      if type.name == "NSObject" { text += "@class Protocol;\n" }
      text += Self.leavingAssumedNonnull(type.name, in: framework)
      text += "@protocol \(type.name)\(inherited)\n"
      var optional = false
      for member in plan.protocolMembers[type.name, default: []] {
        // Every protocol member is declared @optional: a category or class of the user's
        // that adopts the protocol need not implement what Easel's façade defaults.
        if !optional {
          text += "@optional\n"
          optional = true
        }
        text += member.declaration + "\n"
      }
      // NSObject's conformance test, which Linux's NSObjectProtocol lacks (it has no
      // `Protocol`): an `id<P>` is asked it too, and the translation asks Swift (`value is P`).
      if type.name == "NSObject" {
        text += "- (BOOL)conformsToProtocol:(Protocol *)aProtocol;\n"
      }
      text += "@end\n\n"
      text += Self.reenteringAssumedNonnull(type.name, in: framework)
    }
    for type in classes {
      let adopted = type.protocols.isEmpty ? "" : " <\(type.protocols.joined(separator: ", "))>"
      text += Self.leavingAssumedNonnull(type.name, in: framework)
      text += "@interface \(type.declaration)\(adopted)\n"
      for member in plan.ownMembers[type.name, default: []] {
        text += member.declaration + "\n"
      }
      text += "@end\n\n"
      text += Self.reenteringAssumedNonnull(type.name, in: framework)
    }
    let adoptions = plan.categoryProtocols[framework, default: [:]]
    let owners = Set(plan.categoryMembers[framework, default: [:]].keys).union(adoptions.keys)
    for owner in owners.sorted() {
      let members = plan.categoryMembers[framework, default: [:]][owner, default: []]
      let parameters = plan.genericParameters[owner].map { "<\($0)>" } ?? ""
      // One `@interface` for each category, named as the SDK names it (what clang's
      // synthesis rules read: a property declared in a superclass's category, or in a
      // protocol one adopts, is synthesized again for a subclass that redeclares it), in the
      // order the table lists them, with the protocols it adopts.
      var categories: [String] = []
      var byCategory: [String: [ObjCMemberName]] = [:]
      for member in members {
        let category = member.category.isEmpty ? "Easel" + framework : member.category
        if byCategory[category] == nil { categories.append(category) }
        byCategory[category, default: []].append(member)
      }
      categories += adoptions[owner, default: [:]].keys.sorted().filter {
        byCategory[$0] == nil
      }
      for category in categories {
        let adopted = adoptions[owner, default: [:]][category].map {
          " <\($0.joined(separator: ", "))>"
        } ?? ""
        text += "@interface \(owner)\(parameters) (\(category))\(adopted)\n"
        for member in byCategory[category, default: []] { text += member.declaration + "\n" }
        text += "@end\n\n"
      }
    }
    for member in plan.looseEnumerators[framework, default: []] {
      text += "enum { \(member.declaration) };\n"
    }
    // A function the SDK declares audited for ARC's implicit bridging is declared in such a
    // region, as the SDK's `CF_IMPLICIT_BRIDGING_ENABLED` does: clang then takes `(CFDataRef)
    // data` as its argument under ARC, and its result, unless created or copied, as an object.
    var audited = false
    for member in plan.cDeclarations[framework, default: []] {
      if member.isAudited != audited {
        audited = member.isAudited
        text += "#pragma clang arc_cf_code_audited " + (audited ? "begin\n" : "end\n")
      }
      text += member.declaration + "\n"
    }
    if audited { text += "#pragma clang arc_cf_code_audited end\n" }
    text += "\n#pragma clang assume_nonnull end\n"
    text += Prelude.trailer[framework, default: ""]
    return text
  }

  /// Whether the SDK declares `typeName` of `framework` outside any nullability-audited region:
  /// the runtime's `objc/NSObject.h` (the class and the protocol `NSObject`) has none, so
  /// their members' types are null-unspecified there (a class's `methodSignatureForSelector:`
  /// may answer nil), where every other header the stubs declare is audited.
  static func isUnaudited(_ typeName: String, in framework: String) -> Bool {
    framework == "ObjectiveC" && typeName == "NSObject"
  }

  /// Ends the header's assumed-nonnull region before an unaudited type (`isUnaudited`).
  private static func leavingAssumedNonnull(_ typeName: String, in framework: String) -> String
  {
    isUnaudited(typeName, in: framework) ? "#pragma clang assume_nonnull end\n" : ""
  }

  /// Begins it again after one.
  private static func reenteringAssumedNonnull(_ typeName: String, in framework: String)
    -> String
  {
    isUnaudited(typeName, in: framework) ? "#pragma clang assume_nonnull begin\n" : ""
  }

  /// An `NS_OPTIONS` declaration with its empty value (`UIViewAutoresizingNone = 0`) put back:
  /// Swift spells it `[]`, so the name table, read from Swift's names, has no row for it,
  /// but Objective-C code names it.
  static func withEmptyOption(_ type: ObjCTypeName) -> String {
    guard type.kind == .options, !type.declaration.contains("= 0,"),
      !type.declaration.contains("= 0}"), let brace = type.declaration.firstIndex(of: "{")
    else { return type.declaration }
    var text = type.declaration
    text.insert(contentsOf: type.name + "None = 0, ", at: text.index(after: brace))
    return text
  }
}
