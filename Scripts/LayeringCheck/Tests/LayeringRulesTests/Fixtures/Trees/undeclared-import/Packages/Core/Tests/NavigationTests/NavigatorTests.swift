import Testing

@testable import Navigation

@Suite struct NavigatorTests {}
