import EaselDocument
import Foundation
import Testing

@testable import EaselServer

/// The designer's `edit` objects and `easel edit`'s options, read field by field and from
/// the command line's text: the same edit from both, or the same refusal.
struct EditRequestTests {
  /// An `edit` object's JSON, and the option and text `easel edit` is given for it.
  @Test(arguments: [
    (#"{"op":"set","name":"text","value":"a=b"}"#, "set", "text=a=b"),
    (#"{"op":"set","name":"text","value":""}"#, "set", "text="),
    (#"{"op":"remove","name":"hidden"}"#, "remove", "hidden"),
    (
      #"{"op":"set-runtime","keyPath":"layer.cornerRadius","type":"number","value":"8"}"#,
      "set-runtime", "layer.cornerRadius:number=8"
    ),
    (
      #"{"op":"set-runtime","keyPath":"title","type":"string","value":"a:b=c"}"#, "set-runtime",
      "title:string=a:b=c"
    ),
    (
      #"{"op":"set-runtime","keyPath":"image","type":"nil","value":""}"#, "set-runtime", "image:nil"
    ),
    (
      #"{"op":"remove-runtime","keyPath":"layer.cornerRadius"}"#, "remove-runtime",
      "layer.cornerRadius"
    ),
    (#"{"op":"frame","value":"0,0,320,44"}"#, "frame", "0,0,320,44"),
    (#"{"op":"color","key":"tintColor","value":"named:Brand"}"#, "color", "tintColor=named:Brand"),
    (#"{"op":"remove-color","key":"tintColor"}"#, "remove-color", "tintColor"),
  ])
  func readsAsTheCommandLineReads(json: String, option: String, text: String) throws {
    let request = try JSONSerialization.jsonObject(with: Data(json.utf8))
    #expect(try EditRequest.edit(request) == DocumentEdit(option: option, text: text))
  }

  /// Refused with the message `easel edit` gives, after the op's name.
  @Test(arguments: [
    (#"{"op":"set","name":"1abc","value":"x"}"#, "set", "1abc=x"),
    (#"{"op":"set","name":"a b","value":"x"}"#, "set", "a b=x"),
    (#"{"op":"remove","name":""}"#, "remove", ""),
    (
      #"{"op":"set-runtime","keyPath":"a b","type":"string","value":"x"}"#, "set-runtime",
      "a b:string=x"
    ),
    (
      #"{"op":"set-runtime","keyPath":"k","type":"number","value":"x"}"#, "set-runtime",
      "k:number=x"
    ),
    (
      #"{"op":"set-runtime","keyPath":"k","type":"colour","value":"x"}"#, "set-runtime",
      "k:colour=x"
    ),
    (#"{"op":"remove-runtime","keyPath":""}"#, "remove-runtime", ""),
    (#"{"op":"frame","value":"1,2"}"#, "frame", "1,2"),
    (#"{"op":"color","key":"tintColor","value":"red"}"#, "color", "tintColor=red"),
    (#"{"op":"remove-color","key":"-x"}"#, "remove-color", "-x"),
  ])
  func refusesAsTheCommandLineRefuses(json: String, option: String, text: String) throws {
    let request = try JSONSerialization.jsonObject(with: Data(json.utf8))
    var message = ""
    do {
      _ = try DocumentEdit(option: option, text: text)
    } catch {
      message = error.message
    }
    #expect(!message.isEmpty, "easel edit refuses --\(option) \(text)")
    #expect {
      try EditRequest.edit(request)
    } throws: { error in
      guard let error = error as? DesignerError else { return false }
      return error.status == 400 && error.message == "edit '\(option)': \(message)"
    }
  }

  /// A field that is missing or not a string, an unknown op: refused before any value is read.
  @Test func refusesMissingFieldsAndUnknownOps() {
    for (json, message) in [
      (#"{"op":"set","name":"hidden"}"#, "edit 'set' needs a string 'value'"),
      (#"{"op":"frame","value":[0,0,1,1]}"#, "edit 'frame' needs a string 'value'"),
      (#"{"name":"hidden"}"#, "'edit' must be an object with an 'op'"),
      (#"{"op":"paint"}"#, "unknown edit op 'paint'"),
    ] {
      #expect("\(json)") {
        try EditRequest.edit(try JSONSerialization.jsonObject(with: Data(json.utf8)))
      } throws: { error in
        (error as? DesignerError)?.message.hasPrefix(message) == true
      }
    }
  }
}
