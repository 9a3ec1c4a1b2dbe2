// The examples of the DocC articles, as code that compiles and runs.
//
// An article's ```swift block quotes a feature's or a test's own code, or code in this
// target: one file per article (`CheckpointsExamples.swift` for Checkpoints.md), its
// examples exercised by one suite. Scripts/check-doc-examples fails `make test` when a block
// is in no compiled source. Examples that need SwiftUI sit under `#if canImport(SwiftUI)`:
// they compile on Apple platforms only.
