/// `easel edit`'s options: the object, the output, and the edits.
public struct EditOptions: CommandOptions {
  public static let command = "edit"
  public static let summary =
    "Edit objects of a storyboard or xib: attributes, runtime attributes, frames, colours; saved atomically, changing only the bytes it must."
  public static let helpColumn = 27

  public let document = Argument(
    "DOCUMENT", help: "A .storyboard or .xib file.")

  public let object = Option(
    "--object", value: "ID", repeats: true,
    help: "The object the following edits apply to (an IB object id, as 'easel dump' shows it).")
  public let output = Option(
    "-o", "--output", value: "PATH", help: "Write the result here instead of replacing DOCUMENT.")
  public let set = Option(
    "--set", value: "ATTRIBUTE=VALUE", repeats: true, section: .edits,
    help: "Set an XML attribute (hidden=YES, text=Hello).")
  public let remove = Option(
    "--remove", value: "ATTRIBUTE", repeats: true, section: .edits,
    help: "Remove an XML attribute.")
  public let setRuntime = Option(
    "--set-runtime", value: "KEYPATH:TYPE=VALUE", repeats: true, section: .edits,
    help: """
      Set a User Defined Runtime Attribute. TYPE and VALUE:
        boolean    YES, NO, true, false
        number     12 (integer), 0.5 (real)
        string     any text
        localizedString  any text (translated via .strings)
        color      as for --color
        image      an image name
        point      x,y        size   width,height
        rect       x,y,width,height
        range      location,length
        nil        no value: KEYPATH:nil
      """)
  public let removeRuntime = Option(
    "--remove-runtime", value: "KEYPATH", repeats: true, section: .edits,
    help: "Remove a User Defined Runtime Attribute.")
  public let frame = Option(
    "--frame", value: "X,Y,W,H", repeats: true, section: .edits, help: "Set the stored frame.")
  public let color = Option(
    "--color", value: "KEY=COLOR", repeats: true, section: .edits,
    help: """
      Set a colour (backgroundColor, textColor, tintColor…). COLOR: #RRGGBB, #RRGGBBAA, r,g,b[,a] \
      (0 to 1, sRGB), system:NAME (systemBlueColor), named:NAME (asset catalog).
      """)
  public let removeColor = Option(
    "--remove-color", value: "KEY", repeats: true, section: .edits, help: "Remove a colour.")

  public init() {}
}
