import ConsoleUI
import Foundation
import Observation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum Navigator {
    // Glibc.read in a comment is fine; the call below is not.
    static func peek() -> Int { Glibc.read(0, nil, 0) }
}
