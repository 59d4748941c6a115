import EaselObjC
import Foundation
import Testing

/// `@try`, `@throw` and `@synchronized`: Linux has no Objective-C exceptions, so a thrown one
/// ends the agent (as an uncaught one ends Xcode's), a `@try` body runs with its `@finally`,
/// and a lock has nothing to exclude in a designable, which runs on the main thread.
@Suite struct ObjCExceptionTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Guarded : UIView
    @property (nonatomic) NSInteger steps;
    @end

    @implementation Guarded
    - (void)layoutSubviews {
        [super layoutSubviews];
        @try {
            self.steps += 1;
        } @catch (NSException *exception) {
            self.steps = -1;
        } @finally {
            self.steps += 10;
        }
        @synchronized (self) {
            self.steps += 100;
        }
        if (self.steps < 0) {
            @throw [NSException exceptionWithName:NSInvalidArgumentException reason:@"negative" userInfo:nil];
        }
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Guarded.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "self.steps += 1", "self.steps += 10", "self.steps += 100",
      "fatalError(\"Objective-C exception: \" + String(describing: NSException(",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    #expect(!swift.contains("self.steps = -1"), "a @catch is never reached\n\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// `+[NSException raise:format:]`, a variadic method Swift's importer leaves out: the exception
/// made with the formatted reason and raised (FSCalendar's argument checks, draw 45, spent).
@Suite struct ObjCFormattedRaiseTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Checked : UIView
    @property (nonatomic) NSInteger count;
    @end

    @implementation Checked
    - (void)layoutSubviews {
        [super layoutSubviews];
        if (self.count < 0) {
            [NSException raise:NSInvalidArgumentException format:@"count %@ below zero", @(self.count)];
        }
        if (self.count > 10) {
            [NSException raise:@"TooMany" format:@"too many"];
        }
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Checked.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "NSException(name: NSExceptionName.invalidArgumentException, reason: String(format: "
        + "\"count %@ below zero\"",
      ", userInfo: nil).raise()",
      "reason: String(format: \"too many\"), userInfo: nil).raise()",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// GNU C's `a ?: b`: `a` when it is non-zero, else `b`, both in the expression's type (the
/// working part's IBDButton sets a corner radius with `!roundEdges ? : height / 2`).
@Suite struct ObjCElvisTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Rounded : UIButton
    @property (nonatomic) BOOL roundEdges;
    @end

    @implementation Rounded
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.layer.cornerRadius = !self.roundEdges ? : CGRectGetHeight(self.bounds) / 2;
        UIColor *tint = self.tintColor ?: [UIColor blueColor];
        self.layer.borderColor = tint.CGColor;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Rounded.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains(
        "self.layer.cornerRadius = !self.roundEdges ? (!self.roundEdges ? 1 : 0) : (self.bounds.height / 2)"
      ), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// `__PRETTY_FUNCTION__` and `__func__`: the text clang gives them (a working-part class
/// raises an exception naming its method with it).
@Suite struct ObjCPredefinedNameTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Named : UIView
    @end

    @implementation Named
    - (void)layoutSubviews {
        [super layoutSubviews];
        NSLog(@"%s %s", __PRETTY_FUNCTION__, __func__);
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Named.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("\"-[Named layoutSubviews]\""), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// A `switch` whose cases end their braced blocks with `break`, and whose last case has none:
/// no `fallthrough` (a working-part category failed on "'fallthrough' without a following
/// 'case'"); and an app's `main`, which the agent never runs, is left out.
@Suite struct ObjCSwitchAndMainTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef NS_ENUM(NSInteger, Edge) { EdgeTop, EdgeLeft };

    @interface Bordered : UIView
    @property (nonatomic) Edge edge;
    @end

    @implementation Bordered
    - (void)layoutSubviews {
        [super layoutSubviews];
        switch (self.edge) {
            case EdgeTop: {
                self.alpha = 0.5;
                break;
            }
            case EdgeLeft: {
                self.alpha = 1;
            }
        }
    }
    @end

    @interface AppDelegate : UIResponder
    @end

    int main(int argc, char *argv[]) {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]));
    }
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Bordered.m": Self.source])
    let swift = try #require(t.sources.first?.swift)
    #expect(!swift.contains("fallthrough"), "\(swift)")
    #expect(!swift.contains("func main"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
