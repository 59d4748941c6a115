import EaselDocument
import Foundation
import Testing

/// Edit values written as text: runtime values, colours, and whole edits as `easel edit`
/// options spell them.
@Suite struct EditValueTextTests {
  @Test(arguments: [
    ("boolean", "YES", RuntimeValue.boolean(true)),
    ("boolean", "false", .boolean(false)),
    ("number", "12", .number(12, isInteger: true)),
    ("number", "-3", .number(-3, isInteger: true)),
    ("number", "0.5", .number(0.5, isInteger: false)),
    ("number", "1e3", .number(1000, isInteger: false)),
    ("string", "", .string("", localized: false)),
    ("string", "a=b:c", .string("a=b:c", localized: false)),
    ("localizedString", "Hello", .string("Hello", localized: true)),
    ("image", "avatar", .image("avatar")),
    ("point", "1,-2.5", .point(CGPoint(x: 1, y: -2.5))),
    ("size", "10, 20", .size(CGSize(width: 10, height: 20))),
    ("rect", "1,2,3,4", .rect(CGRect(x: 1, y: 2, width: 3, height: 4))),
    ("range", "3,4", .range(location: 3, length: 4)),
    ("nil", "", .nil),
    ("color", "system:systemBlueColor", .color(.system("systemBlueColor"))),
  ])
  func readsRuntimeValues(type: String, text: String, expected: RuntimeValue) throws {
    #expect(try RuntimeValue(type: type, text: text) == expected)
  }

  @Test(arguments: [
    ("boolean", "1", "YES, NO, true or false"),
    ("number", "nan", "a number"),
    ("number", "", "a number"),
    ("image", "", "an image name"),
    ("point", "1,2,3", "x,y"),
    ("size", "-1,2", "not negative"),
    ("rect", "1,2,3", "x,y,width,height"),
    ("range", "1.5,2", "whole numbers"),
    ("nil", "x", "empty"),
    ("integer", "1", "unknown runtime attribute type 'integer'"),
  ])
  func rejectsMalformedRuntimeValues(type: String, text: String, expected: String) {
    #expect {
      try RuntimeValue(type: type, text: text)
    } throws: { error in
      (error as? EditValueError)?.message.contains(expected) == true
    }
  }

  @Test func readsColours() throws {
    #expect(
      try ColorValue(text: "#FF8000")
        == .rgb(red: 1, green: 128.0 / 255, blue: 0, alpha: 1, space: .sRGB))
    #expect(
      try ColorValue(text: "#ff800080")
        == .rgb(red: 1, green: 128.0 / 255, blue: 0, alpha: 128.0 / 255, space: .sRGB))
    #expect(
      try ColorValue(text: "0.25,0.5,1")
        == .rgb(red: 0.25, green: 0.5, blue: 1, alpha: 1, space: .sRGB))
    #expect(
      try ColorValue(text: "0.25, 0.5, 1, 0.5")
        == .rgb(red: 0.25, green: 0.5, blue: 1, alpha: 0.5, space: .sRGB))
    #expect(
      try ColorValue(text: "system:systemBackgroundColor") == .system("systemBackgroundColor"))
    #expect(try ColorValue(text: "named:Brand") == .named("Brand"))
  }

  @Test(arguments: [
    "", "#FFF", "#GG0000", "#FF00001", "red", "1,2,3", "0.5,0.5", "system:", "named:a b",
  ])
  func rejectsMalformedColours(_ text: String) {
    #expect(throws: EditValueError.self) { try ColorValue(text: text) }
  }

  @Test func readsEditOptions() throws {
    #expect(
      try DocumentEdit(option: "set", text: "text=a=b") == .setAttribute(name: "text", value: "a=b")
    )
    #expect(
      try DocumentEdit(option: "set", text: "text=") == .setAttribute(name: "text", value: ""))
    #expect(try DocumentEdit(option: "remove", text: "hidden") == .removeAttribute(name: "hidden"))
    #expect(
      try DocumentEdit(option: "set-runtime", text: "layer.cornerRadius:number=8")
        == .setRuntimeAttribute(keyPath: "layer.cornerRadius", value: .number(8, isInteger: true)))
    #expect(
      try DocumentEdit(option: "set-runtime", text: "title:string=a:b=c")
        == .setRuntimeAttribute(keyPath: "title", value: .string("a:b=c", localized: false)))
    #expect(
      try DocumentEdit(option: "set-runtime", text: "image:nil")
        == .setRuntimeAttribute(keyPath: "image", value: .nil))
    #expect(
      try DocumentEdit(option: "remove-runtime", text: "layer.cornerRadius")
        == .removeRuntimeAttribute(keyPath: "layer.cornerRadius"))
    #expect(
      try DocumentEdit(option: "frame", text: "0,0,320,44")
        == .setFrame(CGRect(x: 0, y: 0, width: 320, height: 44)))
    #expect(
      try DocumentEdit(option: "frame", text: "-1000000,0,1000000,1")
        == .setFrame(CGRect(x: -1_000_000, y: 0, width: 1_000_000, height: 1)))
    #expect(
      try DocumentEdit(option: "color", text: "tintColor=named:Brand")
        == .setColor(key: "tintColor", value: .named("Brand")))
    #expect(
      try DocumentEdit(option: "remove-color", text: "tintColor") == .removeColor(key: "tintColor"))
  }

  @Test(arguments: [
    ("set", "noequals"), ("set", "=x"), ("set", "1abc=x"), ("set", "a b=x"), ("remove", ""),
    ("set-runtime", "key=1"), ("set-runtime", ":string=x"), ("set-runtime", "k:string"),
    ("set-runtime", "a b:string=x"), ("remove-runtime", ""), ("frame", ""), ("color", "#FF0000"),
    ("paint", "x"),
    // A frame beyond the geometry documents are read with, or not finite.
    ("frame", "0,0,1e12,10"), ("frame", "-1000001,0,10,10"), ("frame", "0,0,nan,1"),
    ("frame", "0,0,1e999,1"),
  ])
  func rejectsMalformedEditOptions(option: String, text: String) {
    #expect(throws: EditValueError.self) { try DocumentEdit(option: option, text: text) }
  }

  @Test func applyReportsWhetherTheBytesChanged() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
          <objects>
              <view contentMode="scaleToFill" id="v1">
                  <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
              </view>
          </objects>
      </document>

      """
    let document = try IBDocument.parse(Data(text.utf8), path: "t.xib")
    #expect(try document.apply(.setAttribute(name: "hidden", value: "YES"), to: "v1"))
    #expect(try !document.apply(.setAttribute(name: "hidden", value: "YES"), to: "v1"))
    #expect(try document.apply(.removeAttribute(name: "hidden"), to: "v1"))
    #expect(try !document.apply(.removeRuntimeAttribute(keyPath: "x"), to: "v1"))
    #expect(try !document.apply(.setFrame(CGRect(x: 0, y: 0, width: 100, height: 50)), to: "v1"))
    #expect(try !document.apply(.removeColor(key: "backgroundColor"), to: "v1"))
    #expect(document.data() == Data(text.utf8))
    #expect(throws: DocumentError.self) {
      try document.apply(.removeAttribute(name: "x"), to: "nope")
    }
  }
}
