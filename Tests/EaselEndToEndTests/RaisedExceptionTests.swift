import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// What UIKit and Foundation raise is raised: a nib the project has no `.xib` for, when
/// instantiated or loaded through the bundle, and an index past an array's end. The designable is reported Crashed with
/// their reason, never drawn blank without a word.
@Suite struct RaisedExceptionTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Tagged : UIControl
    @property (strong, nonatomic) UIView *view;
    @end
    """

  static let implementation = """
    #import "Tagged.h"
    @implementation Tagged
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        UINib *nib = [UINib nibWithNibName:@"TaggedContent" bundle:nil];
        self.view = [nib instantiateWithOwner:self options:nil][0];
        [self addSubview:self.view];
        return self;
    }
    @end
    """

  /// Renders `Tagged` with `implementation`, expecting it Crashed in `init(frame:)` with
  /// `uncaught` (the exception's name and reason, as the agent reports them).
  private func expectCrashed(
    _ implementation: String, uncaught: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (run, _) = try ObjCOneViewXib.render(
      "Tagged", header: Self.header, implementation: implementation, width: 100, height: 40)
    #expect(
      run.stderr.contains("Designables: Tagged: Crashed in init(frame:)"), "\(run.stderr)",
      sourceLocation: sourceLocation)
    #expect(
      run.stderr.contains("uncaught exception " + uncaught), "\(run.stderr)",
      sourceLocation: sourceLocation)
  }

  static let missingNib =
    "'NSInternalInconsistencyException', reason: 'Could not load NIB in bundle: "
    + "'NSBundle <Tagged> (loaded)' with name 'TaggedContent''"

  @Test func aNibTheProjectLacksRaisesAsUIKitDoes() throws {
    try expectCrashed(Self.implementation, uncaught: Self.missingNib)
  }

  /// `-[NSBundle loadNibNamed:owner:options:]` raises for a nib the project lacks, as UIKit's
  /// does, where it answered nil: an initializer replacing `self` with the nib's first object
  /// is Crashed with UIKit's reason, not an initializer that returned nil.
  @Test func loadingANibTheProjectLacksThroughTheBundleRaises() throws {
    let implementation = """
      #import "Tagged.h"
      @implementation Tagged
      - (instancetype)initWithFrame:(CGRect)frame {
          self = [super initWithFrame:frame];
          if (self) {
              self = [[NSBundle bundleForClass:[self class]] loadNibNamed:@"TaggedContent" owner:nil options:nil].firstObject;
              self.frame = frame;
          }
          return self;
      }
      @end
      """
    try expectCrashed(implementation, uncaught: Self.missingNib)
  }

  /// An index past an array's end raises `NSRangeException` as Foundation's does.
  @Test func anIndexPastTheEndRaisesARangeException() throws {
    let implementation = Self.implementation.replacingOccurrences(
      of: "UINib *nib = [UINib nibWithNibName:@\"TaggedContent\" bundle:nil];",
      with: "NSArray *views = [NSArray array];"
    ).replacingOccurrences(
      of: "[nib instantiateWithOwner:self options:nil][0]", with: "views[0]")
    try expectCrashed(
      implementation,
      uncaught: "'NSRangeException', reason: '*** -[__NSArray0 objectAtIndex:]: index 0 beyond "
        + "bounds for empty NSArray'")
  }
}

/// A flow layout's delegate answering another type than UIKit reads (`- (NSInteger)…
/// minimumLineSpacingForSectionAtIndex:`, where UIKit reads a `CGFloat`) is warned of, naming
/// the class, the selector and both types; it was dropped without a word.
@Suite struct AnswerTypeMismatchTests {
  @Test func aDelegateAnsweringAnotherTypeIsWarnedOf() throws {
    let header = """
      #import <UIKit/UIKit.h>
      IB_DESIGNABLE
      @interface Grid : UIView <UICollectionViewDataSource, UICollectionViewDelegate>
      @property (strong, nonatomic) UICollectionView *collection;
      @end
      """
    let implementation = """
      #import "Grid.h"
      @implementation Grid
      - (instancetype)initWithFrame:(CGRect)frame {
          self = [super initWithFrame:frame];
          UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
          self.collection = [[UICollectionView alloc] initWithFrame:self.bounds collectionViewLayout:layout];
          [self.collection registerClass:[UICollectionViewCell class] forCellWithReuseIdentifier:@"cell"];
          self.collection.dataSource = self;
          self.collection.delegate = self;
          [self addSubview:self.collection];
          return self;
      }
      - (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {
          return 3;
      }
      - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {
          return [collectionView dequeueReusableCellWithReuseIdentifier:@"cell" forIndexPath:indexPath];
      }
      - (NSInteger)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout minimumLineSpacingForSectionAtIndex:(NSInteger)section {
          return 4;
      }
      @end
      """
    let (run, _) = try ObjCOneViewXib.render(
      "Grid", header: header, implementation: implementation, width: 100, height: 100)
    #expect(
      run.stderr.contains(
        "-[Grid collectionView:layout:minimumLineSpacingForSectionAtIndex:] answers Int where "
          + "UIKit reads CGFloat"), "\(run.stderr)")
    #expect(run.stderr.contains("[objc-answer-type]"), "\(run.stderr)")
  }
}
