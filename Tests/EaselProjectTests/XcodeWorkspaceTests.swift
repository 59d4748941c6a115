import Foundation
import Testing

@testable import EaselProject

/// The projects a workspace lists.
struct XcodeWorkspaceTests {
  @Test func fixtureWorkspaceListsTheAppAndPods() throws {
    let ws = try XcodeWorkspace.load(
      Fixtures.showcase.appendingPathComponent("Showcase.xcworkspace"))
    #expect(
      ws.projects.map { Fixtures.relative($0, to: Fixtures.showcase) } == [
        "Showcase.xcodeproj", "Pods/Pods.xcodeproj",
      ])
  }

  @Test func groupsContainersAndSelf() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <Group location = "container:Libraries" name = "Libraries">
            <FileRef location = "group:Kit/Kit.xcodeproj"></FileRef>
            <Group location = "group:Nested">
               <FileRef location = "group:Deep.xcodeproj"/>
            </Group>
         </Group>
         <FileRef location = "container:App.xcodeproj"/>
         <FileRef location = "absolute:/opt/Other.xcodeproj"/>
         <FileRef location = "group:README.md"/>
      </Workspace>
      """
    let ws = XcodeWorkspace(url: URL(fileURLWithPath: "/w/App.xcworkspace"), contents: text)
    #expect(
      ws.projects.map(\.path) == [
        "/w/Libraries/Kit/Kit.xcodeproj", "/w/Libraries/Nested/Deep.xcodeproj",
        "/w/App.xcodeproj", "/opt/Other.xcodeproj",
      ])
    let inner = XcodeWorkspace(
      url: URL(fileURLWithPath: "/w/App.xcodeproj/project.xcworkspace"),
      contents: "<Workspace><FileRef location = \"self:\"></FileRef></Workspace>")
    #expect(inner.projects.map(\.path) == ["/w/App.xcodeproj"])
  }
}
