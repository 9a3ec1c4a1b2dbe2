import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Measure every case, print the table, write bench-results.json. A child that exits before
// reading its whole script must not kill the suite with SIGPIPE.
signal(SIGPIPE, SIG_IGN)

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(status)
}

let options: BenchOptions
switch BenchOptions.parse(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
{
case .success(let parsed): options = parsed
case .failure(let failure): fail(failure.description, status: 2)
}

do {
    if let name = options.profileCase {
        let perOperation = try await BenchSuite(options: options).profile(name)
        print(
            "\(name): \(BenchReport.number(perOperation)) ns/op over \(options.profileIterations) operations")
        exit(0)
    }
    let results = try await BenchSuite(options: options).run()
    print(BenchReport.table(results, settings: options.settings))
    let relative = BenchReport.relativeGoals(results)
    if !relative.isEmpty { print("\n" + relative) }
    if options.switchyardBinary == nil {
        print("\nconsole cases skipped: pass --switchyard PATH (make bench does)")
    }
    try BenchReport.json(results).write(toFile: options.jsonPath, atomically: true, encoding: .utf8)
    print("\nwrote \(options.jsonPath)")
} catch {
    fail("\(error)", status: 1)
}
