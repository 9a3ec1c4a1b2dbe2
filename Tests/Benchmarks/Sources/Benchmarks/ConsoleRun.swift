import Dispatch
import Foundation

/// One run of the `switchyard` binary over a piped script.
struct ConsoleRun {
    /// From spawn to exit, in nanoseconds: start-up, every command, saving the state.
    let nanoseconds: UInt64
    /// The child's peak resident set (`VmHWM`), in kilobytes, when the run watched for it.
    let peakResidentKilobytes: Int?
}
