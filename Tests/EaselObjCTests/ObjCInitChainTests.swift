import Testing

/// A view's own `-init` is a designated `init()` (UIView's is a convenience initializer in
/// Swift); a subclass of that view whose `-init` calls `[super init]` overrides it and calls
/// it, as in Objective-C, rather than declaring a second `init()` that skips it.
@Suite struct ObjCInitChainTests {
  static let header = """
    #import <UIKit/UIKit.h>

    @interface Flow : UIView
    @property (nonatomic) NSInteger setUps;
    - (void)setUp;
    @end

    @interface ReorderableFlow : Flow
    @end
    """
  static let flow = """
    #import "Flow.h"

    @implementation Flow
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        [self setUp];
        return self;
    }
    - (id)init {
        self = [super init];
        [self setUp];
        return self;
    }
    - (void)setUp { self.setUps += 1; }
    @end
    """
  static let reorderable = """
    #import "Flow.h"

    @implementation ReorderableFlow
    - (instancetype)init {
        self = [super init];
        self.tag = 7;
        return self;
    }
    @end
    """

  @Test func subclassOverridesTheViewsOwnInit() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Flow.h": Self.header, "Flow.m": Self.flow, "ReorderableFlow.m": Self.reorderable,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let flow = try #require(t.sources.first { $0.swift.contains("class Flow") }?.swift)
    let reorderable = try #require(
      t.sources.first { $0.swift.contains("class ReorderableFlow") }?.swift)
    #expect(flow.contains("  init() {"), "\(flow)")
    #expect(flow.contains("super.init(frame: .zero)"), "\(flow)")
    #expect(reorderable.contains("override init() {"), "\(reorderable)")
    #expect(reorderable.contains("super.init()"), "\(reorderable)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
