import Foundation

// Compiled into every fuzz target by Scripts/fuzz.

/// What `LLVMFuzzerInitialize` does before fuzzing starts: when `SWITCHYARD_FUZZ_SEEDS` names a
/// directory, writes the target's seed inputs there (and its dictionary, in libFuzzer's
/// format, to `SWITCHYARD_FUZZ_DICT`) and exits; otherwise returns so fuzzing proceeds.
enum FuzzSupport {
    static func writeSeedsIfAsked(seeds: () -> [[UInt8]], dictionary: [String]) {
        let environment = ProcessInfo.processInfo.environment
        guard let directory = environment["SWITCHYARD_FUZZ_SEEDS"] else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (index, seed) in seeds().enumerated() {
            _ = FileManager.default.createFile(atPath: directory + "/seed-\(index)", contents: Data(seed))
        }
        if let path = environment["SWITCHYARD_FUZZ_DICT"] {
            let lines = dictionary.filter { !$0.isEmpty }.map { "\"" + escaped($0) + "\"" }
            _ = FileManager.default.createFile(
                atPath: path, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
        }
        exit(0)
    }

    /// A dictionary entry: printable ASCII as is, quotes and backslashes escaped, the rest as `\xNN`.
    private static func escaped(_ token: String) -> String {
        var text = ""
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): text += "\\" + String(UnicodeScalar(byte))
            case 0x20...0x7E: text += String(UnicodeScalar(byte))
            default: text += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return text
    }

    /// The input as bytes.
    static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Stops the run so libFuzzer keeps the input as a reproducer.
    static func fail(_ problem: String) -> Never {
        FileHandle.standardError.write(Data("switchyard fuzz check failed: \(problem)\n".utf8))
        fatalError(problem)
    }
}
