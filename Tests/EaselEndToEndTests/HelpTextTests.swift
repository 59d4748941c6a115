import EaselTestSupport
import Testing

/// Every command's `--help`, and `easel`'s own, as text snapshots: a change to an option's
/// declaration or a usage paragraph shows up here as a reviewable diff.
struct HelpTextTests {
  @Test(arguments: [
    "render", "scenes", "dump", "edit", "contact-sheet", "designables", "layout", "serve",
    "lint", "strings", "colors", "snapshot",
  ])
  func commandHelp(_ command: String) throws {
    let run = try EaselProcess.run([command, "--help"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    let failure = TextSnapshot().verify(run.stdout, named: command)
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func easelHelp() throws {
    let run = try EaselProcess.run(["--help"])
    #expect(run.status == 0)
    let failure = TextSnapshot().verify(run.stdout, named: "easel")
    #expect(failure == nil, "\(failure ?? "")")
  }
}
