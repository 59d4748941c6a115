import Foundation
import Testing

@testable import EaselObjC

/// An override whose object parameter is a subclass of the overridden one's
/// (`- initWithBuilder:(HamBuilder *)` over `- initWithBuilder:(Builder *)`): Objective-C
/// dispatches by selector alone, Swift overrides only with the same types ("initializer does
/// not override a designated initializer from its superclass", Nightonke/VHBoomMenuButton, a
/// spent draw's). The override takes the superclass's type and its body sees its own, cast.
@Suite struct ObjCNarrowedOverrideParameterTests {
  @Test func anOverrideNarrowingItsParameterTakesTheSuperclasssType() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Builder : NSObject
      @property (nonatomic) CGFloat width;
      @end
      @implementation Builder
      @end

      @interface HamBuilder : Builder
      @property (nonatomic) CGFloat lineWidth;
      @end
      @implementation HamBuilder
      @end

      @interface Button : UIView
      - (instancetype)initWithBuilder:(Builder *)builder;
      - (void)applyBuilder:(Builder *)builder;
      @end
      @implementation Button
      - (instancetype)initWithBuilder:(Builder *)builder {
          if (self = [super initWithFrame:CGRectMake(0, 0, builder.width, builder.width)]) {}
          return self;
      }
      - (void)applyBuilder:(Builder *)builder { self.alpha = 1; }
      @end

      @interface HamButton : Button
      @end
      @implementation HamButton
      - (instancetype)initWithBuilder:(HamBuilder *)builder {
          if (self = [super initWithBuilder:builder]) {
              self.layer.borderWidth = builder.lineWidth;
          }
          return self;
      }
      - (void)applyBuilder:(HamBuilder *)builder {
          [super applyBuilder:builder];
          self.layer.borderWidth = builder.lineWidth;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Button.m": source],
      containing: [
        "override init(builder: Builder!)",
        "let builder: HamBuilder! = builder as? HamBuilder",
        "override func apply(_ builder: Builder!)",
      ])
  }

  /// The overridden parameter is a class qualified by a protocol (`UIView<FieldInput> *`,
  /// Swift's `UIView & FieldInput`) or `id`, the override's a class; and the superclass's
  /// implementation narrows its own declaration's (`UIView<OrderInput> *`), which Swift
  /// declares as the interface does (farshidce/YALField's configurators, a spent draw's:
  /// "method does not override any method from its superclass").
  @Test func anOverrideNarrowingAProtocolQualifiedOrIdParameterTakesTheSuperclasssType() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @protocol FieldInput <NSObject>
      @property (nonatomic, copy) NSString *title;
      @end

      @interface Field : UIView <FieldInput>
      @property (nonatomic, copy) NSString *title;
      @property (nonatomic, strong) UIView *badge;
      @end
      @implementation Field
      @end

      @protocol OrderInput <FieldInput>
      @end

      @interface Configurator : NSObject
      - (void)configureView:(UIView<FieldInput> *)view;
      - (void)store:(id)value;
      @end
      @implementation Configurator
      - (void)configureView:(UIView<OrderInput> *)view { view.alpha = 1; }
      - (void)store:(id)value {}
      @end

      @interface OrderConfigurator : Configurator
      @end
      @implementation OrderConfigurator
      - (void)configureView:(Field *)field {
          [super configureView:field];
          field.badge.backgroundColor = [UIColor redColor];
      }
      - (void)store:(Field *)value { value.title = @"stored"; }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Configurator.m": source],
      containing: [
        "@objc(configureView:) func configureView(_ view: (any UIView & FieldInput)!)",
        "let view: (any UIView & OrderInput)! = view as? (any UIView & OrderInput)",
        "override func configureView(_ field: (any UIView & FieldInput)!)",
        "let field: Field! = field as? Field",
        "let value: Field! = value as? Field",
      ])
  }

  /// An override of a framework method narrowing its `id` parameter (`- (BOOL)isEqual:
  /// (Attribute *)attribute` over NSObject's `- (BOOL)isEqual:(nullable id)object`, Masonry's
  /// `MASViewAttribute`, a spent draw's: "method does not override any method from its
  /// superclass"): Swift overrides with the framework's `Any?`, the body sees its own class.
  @Test func anOverrideNarrowingAFrameworkIdParameterTakesTheFrameworksType() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Attribute : NSObject
      @property (nonatomic, weak) UIView *view;
      @end
      @implementation Attribute
      - (BOOL)isEqual:(Attribute *)attribute {
          if ([attribute isKindOfClass:self.class]) {
              return self.view == attribute.view;
          }
          return [super isEqual:attribute];
      }
      - (NSUInteger)hash { return self.view.hash; }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Attribute.m": source],
      containing: [
        "override func isEqual(_ attribute: Any?) -> Bool",
        "let attribute: Attribute! = attribute as? Attribute",
      ])
  }
}
