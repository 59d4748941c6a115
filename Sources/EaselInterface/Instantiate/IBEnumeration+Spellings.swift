import EaselUIKit
import Foundation

// How Interface Builder spells each UIKit enumeration's cases in documents: one table a
// type, read by `ObjectBuilder.enumeration(_:of:)`. Spellings of a type's default are listed
// too, so that a document that writes them out is not reported.

// MARK: Views and controls

extension UIView.ContentMode: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit,
    "scaleAspectFill": .scaleAspectFill, "redraw": .redraw, "center": .center, "top": .top,
    "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft,
    "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
  ]
}

extension UISemanticContentAttribute: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "playback": .playback, "spatial": .spatial, "forceLeftToRight": .forceLeftToRight,
    "forceRightToLeft": .forceRightToLeft,
  ]
}

extension UIControl.ContentHorizontalAlignment: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "left": .left, "leading": .leading, "right": .right, "trailing": .trailing, "fill": .fill,
    "center": .center,
  ]
}

extension UIControl.ContentVerticalAlignment: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "top": .top, "bottom": .bottom, "fill": .fill, "center": .center,
  ]
}

extension UIButton.ButtonType: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "custom": .custom, "system": .system, "roundedRect": .system,
    "detailDisclosure": .detailDisclosure, "infoLight": .infoLight, "infoDark": .infoDark,
    "contactAdd": .contactAdd, "close": .close,
  ]
}

extension UIButton.Configuration.ImagePlacement: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
  ]
}

extension UIButton.Configuration.CornerStyle: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "fixed": .fixed, "dynamic": .dynamic, "small": .small, "medium": .medium, "large": .large,
    "capsule": .capsule,
  ]
}

extension UIButton.Configuration.Size: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "mini": .mini, "small": .small, "medium": .medium, "large": .large,
  ]
}

extension UITextField.BorderStyle: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "roundedRect": .roundedRect, "line": .line, "bezel": .bezel, "none": .none,
  ]
}

extension UITextField.ViewMode: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing,
    "always": .always,
  ]
}

extension UIActivityIndicatorView.Style: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "gray": .gray, "white": .white, "whiteLarge": .whiteLarge, "medium": .medium,
    "large": .large,
  ]
}

extension UIDatePicker.Mode: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "time": .time, "date": .date, "dateAndTime": .dateAndTime,
    "countDownTimer": .countDownTimer,
  ]
}

extension UIDatePickerStyle: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "wheels": .wheels, "compact": .compact, "inline": .inline, "automatic": .automatic,
  ]
}

extension UIBlurEffect.Style: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "extraLight": .extraLight, "light": .light, "dark": .dark, "regular": .regular,
    "prominent": .prominent, "systemUltraThinMaterial": .systemUltraThinMaterial,
    "systemThinMaterial": .systemThinMaterial, "systemMaterial": .systemMaterial,
    "systemThickMaterial": .systemThickMaterial, "systemChromeMaterial": .systemChromeMaterial,
    "systemUltraThinMaterialLight": .systemUltraThinMaterialLight,
    "systemThinMaterialLight": .systemThinMaterialLight,
    "systemMaterialLight": .systemMaterialLight,
    "systemThickMaterialLight": .systemThickMaterialLight,
    "systemChromeMaterialLight": .systemChromeMaterialLight,
    "systemUltraThinMaterialDark": .systemUltraThinMaterialDark,
    "systemThinMaterialDark": .systemThinMaterialDark, "systemMaterialDark": .systemMaterialDark,
    "systemThickMaterialDark": .systemThickMaterialDark,
    "systemChromeMaterialDark": .systemChromeMaterialDark,
  ]
}

// MARK: Text

extension NSTextAlignment: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "left": .left, "center": .center, "right": .right, "justified": .justified,
    "natural": .natural,
  ]
}

extension NSLineBreakMode: IBEnumeration {
  /// As a label's or button's `lineBreakMode` spells them; a paragraph style spells them
  /// otherwise (`paragraphSpellings`).
  static let documentSpellings: [String: Self] = [
    "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
    "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
    "middleTruncation": .byTruncatingMiddle,
  ]

  /// As `<paragraphStyle lineBreakMode=…>` spells them.
  static let paragraphSpellings: [String: Self] = [
    "wordWrapping": .byWordWrapping, "charWrapping": .byCharWrapping, "clipping": .byClipping,
    "truncatingHead": .byTruncatingHead, "truncatingTail": .byTruncatingTail,
    "truncatingMiddle": .byTruncatingMiddle,
  ]
}

extension UIBaselineAdjustment: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "alignBaselines": .alignBaselines, "alignCenters": .alignCenters, "none": .none,
  ]
}

extension UIFont.Weight: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
    "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
  ]
}

// MARK: Containers and lists

extension UIStackView.Distribution: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
    "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
  ]
}

extension UIStackView.Alignment: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "fill": .fill, "top": .leading, "leading": .leading, "center": .center,
    "bottom": .trailing, "trailing": .trailing, "firstBaseline": .firstBaseline,
    "lastBaseline": .lastBaseline,
  ]
}

extension UIScrollView.KeyboardDismissMode: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "onDrag": .onDrag, "interactive": .interactive, "none": .none,
  ]
}

extension UIScrollView.ContentInsetAdjustmentBehavior: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "never": .never, "always": .always, "scrollableAxes": .scrollableAxes,
    "automatic": .automatic,
  ]
}

extension UIScrollView.IndicatorStyle: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "default": .default, "black": .black, "white": .white,
  ]
}

extension UITableView.Style: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped,
  ]
}

extension UITableViewCell.SeparatorStyle: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "default": .singleLine, "singleLine": .singleLine, "none": .none,
    "singleLineEtched": .singleLineEtched,
  ]
}

extension UITableViewCell.CellStyle: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
    "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
  ]
}

extension UITableViewCell.AccessoryType: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "none": .none, "disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark,
    "detailButton": .detailButton, "detailDisclosureButton": .detailDisclosureButton,
  ]
}

extension UITableViewCell.SelectionStyle: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "none": .none, "blue": .blue, "gray": .gray, "default": .default,
  ]
}

// MARK: Bars and their items

extension UIBarStyle: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "default": .default, "black": .black, "blackOpaque": .black,
    "blackTranslucent": .blackTranslucent,
  ]
}

extension UISearchBar.Style: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "default": .default, "prominent": .prominent, "minimal": .minimal,
  ]
}

extension UINavigationItem.LargeTitleDisplayMode: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "always": .always, "never": .never, "automatic": .automatic,
  ]
}

extension UIBarButtonItem.Style: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "plain": .plain, "done": .done, "bordered": .bordered,
  ]
}

extension UIBarButtonItem.SystemItem: IBEnumeration {
  /// Each case by its name (`flexibleSpace`), as documents write them.
  static let documentSpellings: [String: Self] = Dictionary(
    allCases.map { ("\($0)", $0) }, uniquingKeysWith: { first, _ in first })
}

extension UITabBarItem.SystemItem: IBEnumeration {
  /// Each case by its name (`favorites`), as documents write them.
  static let documentSpellings: [String: Self] = Dictionary(
    allCases.map { ("\($0)", $0) }, uniquingKeysWith: { first, _ in first })
}

// A `<textInputTraits>`'s keyboard, as Interface Builder spells its cases (the Swift case
// names; the corpus has keyboardType="decimalPad", returnKeyType="next", …).

extension UIKeyboardType: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "default": .default, "ASCIICapable": .asciiCapable, "alphabet": .asciiCapable,
    "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL, "numberPad": .numberPad,
    "phonePad": .phonePad, "namePhonePad": .namePhonePad, "emailAddress": .emailAddress,
    "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch,
    "ASCIICapableNumberPad": .asciiCapableNumberPad,
  ]
}

extension UIReturnKeyType: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "default": .default, "go": .go, "google": .google, "join": .join, "next": .next,
    "route": .route, "search": .search, "send": .send, "yahoo": .yahoo, "done": .done,
    "emergencyCall": .emergencyCall, "continue": .continue,
  ]
}

extension UITextAutocapitalizationType: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters,
  ]
}

extension UIKeyboardAppearance: IBEnumeration {
  static let documentSpellings: [String: Self] = [
    "default": .default, "dark": .dark, "light": .light, "alert": .dark,
  ]
}

/// `default`/`no`/`yes`, the spelling of every tri-state trait.
private func triState<T>(_ d: T, _ no: T, _ yes: T) -> [String: T] {
  ["default": d, "no": no, "yes": yes]
}

extension UITextAutocorrectionType: IBEnumeration {
  static let documentSpellings = triState(Self.default, .no, .yes)
}

extension UITextSpellCheckingType: IBEnumeration {
  static let documentSpellings = triState(Self.default, .no, .yes)
}

extension UITextSmartQuotesType: IBEnumeration {
  static let documentSpellings = triState(Self.default, .no, .yes)
}

extension UITextSmartDashesType: IBEnumeration {
  static let documentSpellings = triState(Self.default, .no, .yes)
}

extension UITextSmartInsertDeleteType: IBEnumeration {
  static let documentSpellings = triState(Self.default, .no, .yes)
}
