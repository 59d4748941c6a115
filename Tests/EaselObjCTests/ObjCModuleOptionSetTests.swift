import Foundation
import Testing

@testable import EaselObjC

/// A module's own `NS_OPTIONS` (and `CF_OPTIONS`, and a C `enum` with
/// `__attribute__((flag_enum))`) as the `OptionSet` struct Swift's importer makes of it: C's
/// value is any combination of the constants' bits (Masonry's `make.edges`, `MASAttributeTop |
/// MASAttributeLeft | MASAttributeRight | MASAttributeBottom`), which a Swift enumeration could
/// hold only as one of its cases.
@Suite struct ObjCModuleOptionSetTests {
  static let source = """
    #import <UIKit/UIKit.h>
    typedef NS_OPTIONS(NSInteger, Edge) {
      EdgeNone = 0,
      EdgeLeft = 1 << NSLayoutAttributeLeft,
      EdgeRight = 1 << NSLayoutAttributeRight,
      EdgeTop = 1 << NSLayoutAttributeTop,
      EdgeBottom = 1 << NSLayoutAttributeBottom,
      EdgeAll = EdgeLeft | EdgeRight | EdgeTop | EdgeBottom,
    };
    typedef CF_OPTIONS(uint32_t, Flag) { FlagA = 1, FlagB = 2 };
    typedef enum __attribute__((flag_enum)) : NSUInteger { StyleBold = 1, StyleItalic = 2 } Style;
    @interface Pinned : UIView
    @property (nonatomic) Edge edges;
    @property (nonatomic) Flag flags;
    @property (nonatomic) Style style;
    @end
    @implementation Pinned
    - (void)pin:(Edge)edges { self.edges = edges; }
    - (void)layoutSubviews {
      [super layoutSubviews];
      [self pin:EdgeTop | EdgeLeft | EdgeRight | EdgeBottom];
      Edge horizontal = EdgeLeft | EdgeRight;
      if (self.edges & EdgeLeft) { self.alpha = 0.9; }
      if ((self.edges & horizontal) == horizontal) { self.alpha = 0.5; }
      if (self.edges == 0 || self.edges == EdgeAll || self.edges != horizontal) { self.hidden = NO; }
      Edge flipped = self.edges ^ EdgeTop;
      Edge rest = self.edges & ~EdgeTop;
      self.edges |= EdgeBottom;
      self.edges &= ~EdgeRight;
      self.edges ^= horizontal;
      NSInteger bits = self.edges;
      self.edges = bits;
      self.edges = self.tag;
      self.edges = 0;
      switch (flipped) {
        case EdgeLeft: self.tag = 1; break;
        case EdgeNone: self.tag = 0; break;
        default: self.tag = 2; break;
      }
      UIRectCorner corners = (UIRectCorner)rest;
      if (corners & UIRectCornerTopLeft) { self.tag = 3; }
      self.flags = FlagA | FlagB;
      self.style = StyleBold | StyleItalic;
      if (self.style & StyleItalic) { self.flags = 0; }
    }
    @end
    """

  @Test func optionsAreOptionSets() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Pinned.m": Self.source],
      containing: [
        "struct Edge: OptionSet, Hashable {", "let rawValue: Int",
        "static let none = Edge(rawValue: 0)", "static let left = Edge(rawValue: 2)",
        "static let all = Edge(rawValue: 30)",
        "struct Flag: OptionSet, Hashable {", "let rawValue: UInt32",
        "static let b = Flag(rawValue: 2)",
        "struct Style: OptionSet, Hashable {", "let rawValue: UInt",
        "static let italic = Style(rawValue: 2)",
        // The storage C zeroes is the empty set.
        "var _edges: Edge = []",
        "case Edge.left:",
        "UIRectCorner(rawValue: UIRectCorner.RawValue(truncatingIfNeeded: rest.rawValue))",
        "self.edges = []",
      ])
    // No combination of bits reads as one constant, or as the first.
    #expect(!swift.contains("?? Edge."), "\(swift)")
    #expect(!swift.contains("?? Flag."), "\(swift)")
    #expect(!swift.contains("?? Style."), "\(swift)")
    #expect(!swift.contains("enum Edge"), "\(swift)")
  }
}
