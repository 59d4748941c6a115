/// The order in which Interface Builder writes attributes, learned from the corpus: a
/// pairwise-majority ordering of the 206 attribute names seen more than once in 176
/// documents, which 35 of 176,328 attribute pairs there contradict. A new attribute goes
/// before the first existing attribute that Xcode writes after it.
enum AttributeOrder {
  static let names: [String] = """
    property selector verifyAmbiguity key hidden opaque clearsContextBeforeDrawing tag \
    clipsSubviews multipleTouchEnabled userInteractionEnabled contentMode restorationIdentifier \
    horizontalHuggingPriority verticalHuggingPriority ambiguous fixedFrame \
    horizontalCompressionResistancePriority verticalCompressionResistancePriority enabled \
    preservesSuperviewLayoutMargins type contentHorizontalAlignment alwaysBounceVertical \
    destination insetsLayoutMarginsFromSafeArea selectionStyle firstItem kind identifier version \
    firstAttribute relation layoutMarginsFollowReadableWidth placeholderIntrinsicWidth \
    toolsVersion systemColor hidesAccessoryWhenEditing placeholderIdentifier \
    placeholderIntrinsicHeight contentVerticalAlignment automaticallyAdjustsScrollViewInsets \
    showsHorizontalScrollIndicator indentationLevel accessoryType systemVersion secondItem minX \
    autocapitalizationType axis storyboardIdentifier \
    useStoryboardIdentifierAsRestorationIdentifier targetRuntime red indentationWidth \
    storyboardName showsVerticalScrollIndicator keyboardDismissMode x widthSizable \
    secondAttribute dataMode footerTitle top up flexibleMinX barStyle propertyAccessControl \
    white green minimumLineSpacing headerTitle autocorrectionType distribution alignment \
    bundleIdentifier editable translucent sceneID y keyPath value text buttonType flexibleMaxX \
    location minY content size name reference animates down secureTextEntry useAutolayout \
    minToolsVersion blue alpha relationship minimumInteritemSpacing datePickerMode \
    timeIntervalSinceReferenceDate eventType usesAttributedText metaFont family weight appends \
    spellCheckingType label scale configurationType popoverAnchorBarButtonItem notEnabled \
    statusBarStyle unwindAction heightSizable borderStyle placeholder length maxX mapType \
    cocoaTouchSystemColor keyboardType multiplier modalPresentationStyle modalTransitionStyle \
    hidesWhenStopped priority left bottom largeTitles prompted launchScreen reuseIdentifier \
    textLabel imageView segmentControlStyle minValue progress minuteInterval flexibleMinY \
    animating numberOfPages maxY enableSetNeedsDisplay detailTextLabel textContentType \
    useTraitCollections constant pointSize flexibleMaxY selectedSegmentIndex on symbolic \
    returnKeyType colorSpace maxValue useSafeAreas catalog width spacing \
    baselineRelativeArrangement right textAlignment tableViewCell height customColorSpace \
    colorMatched lineBreakMode numberOfLines baselineAdjustment minimumScaleFactor \
    baseWritingDirection tighteningFactorForTruncation adjustsLetterSpacingToFitWidth \
    adjustsFontForContentSizeCategory initialViewController minimumFontSize clearButtonMode \
    style separatorStyle separatorInsetReference allowsSelection rowHeight estimatedRowHeight \
    sectionHeaderHeight sectionFooterHeight systemItem title image backgroundImage \
    largeTitleDisplayMode clearsSelectionOnViewWillAppear adjustsFontSizeToFit \
    preferredMaxLayoutWidth translatesAutoresizingMaskIntoConstraints id userLabel customClass \
    customModule customModuleProvider sceneMemberID orientation layout appearance
    """.split(separator: " ").map(String.init)

  static let rank: [String: Int] = Dictionary(
    names.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })

  /// Names Xcode writes right after another when an element has both, whatever the order
  /// above says: an image's `catalog` follows its `image` (`<state key="normal"
  /// image="pencil" catalog="system"/>`; in the corpus 11 times of 11), while a named
  /// `<image>` resource, which has no `image` attribute, writes `catalog` before its `width`.
  static let writtenRightAfter: [String: String] = ["catalog": "image"]

  /// The index in `existing` before which `name` goes, or `nil` to append it.
  ///
  /// A name Xcode's order doesn't list is an element property, which Xcode writes before
  /// `id` (after `id` come only `userLabel`, `customClass` and the like); else it goes last.
  static func insertionIndex(of name: String, among existing: [String]) -> Int? {
    if let leader = writtenRightAfter[name], let i = existing.firstIndex(of: leader) {
      return i + 1 < existing.count ? i + 1 : nil
    }
    if let r = rank[name] {
      for (i, other) in existing.enumerated() {
        if let o = rank[other], o > r { return i }
      }
      return nil
    }
    return existing.firstIndex(of: "id")
  }

  /// `attributes` in Xcode's order (names it does not list last, as given).
  static func sorted(_ attributes: [(String, String)]) -> [(String, String)] {
    var out = attributes.enumerated().sorted { a, b in
      let ra = rank[a.element.0] ?? Int.max
      let rb = rank[b.element.0] ?? Int.max
      return ra != rb ? ra < rb : a.offset < b.offset
    }.map(\.element)
    for (name, leader) in writtenRightAfter {
      guard let i = out.firstIndex(where: { $0.0 == name }), out.contains(where: { $0.0 == leader })
      else { continue }
      let attribute = out.remove(at: i)
      out.insert(attribute, at: out.firstIndex { $0.0 == leader }! + 1)
    }
    return out
  }
}
