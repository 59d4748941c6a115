import UIKit

// The app's entry point: top-level code, legal only in main.swift. Xcode's designables agent
// never runs it, and Easel must not compile it into its own.
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
