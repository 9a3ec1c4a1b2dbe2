import Navigation
import Testing

@testable import Home

@Suite struct HomeScreenTests {}
