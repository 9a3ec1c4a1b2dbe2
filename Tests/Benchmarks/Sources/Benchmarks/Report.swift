import Foundation

/// Turns results into the printed table, the goal summary and `bench-results.json`.
enum BenchReport {
    // MARK: - Table

    /// The table: one section per kind of case, one row per case.
    static func table(_ results: [BenchResult], settings: BenchSettings) -> String {
        var lines: [String] = []
        let mode =
            settings.isQuick
            ? "QUICK smoke run (BENCH_QUICK=1): \(settings.repetitions) short repetitions; do not quote these"
            : "\(settings.repetitions) repetitions of at least "
                + "\(settings.minimumRepetitionNanoseconds / 1_000_000) ms each per case; ns per operation"
        lines.append("Switchyard benchmarks: \(mode)")
        lines.append(
            "x baseline: the median ratio of repetitions run in turns with the baseline, not of the two medians"
        )
        let header =
            pad("case", 30) + padLeft("median ns", 15) + padLeft("min ns", 15) + padLeft("max ns", 15)
            + padLeft("x floor", 10) + padLeft("x baseline", 12) + "  operation"
        lines.append(header)
        lines.append(String(repeating: "-", count: header.count + 40))
        let kinds: [CaseKind] = [.floor, .baseline, .headline, .engine, .scaling, .console]
        for kind in kinds {
            let section = results.filter { $0.benchCase.kind == kind }
            guard !section.isEmpty else { continue }
            lines.append("[\(kind.rawValue)]")
            for result in section {
                let benchCase = result.benchCase
                let measurement = result.measurement
                var row = pad(result.name, 30)
                row += padLeft(number(measurement.median), 15)
                row += padLeft(number(measurement.minimum), 15)
                row += padLeft(number(measurement.maximum), 15)
                row += padLeft(result.floorRatio.map(ratio) ?? "-", 10)
                row += padLeft(result.baselineRatio.map(ratio) ?? "-", 12)
                var summary = benchCase.summary
                if let kilobytes = result.peakResidentKilobytes {
                    summary += "; peak RSS \(number(Double(kilobytes))) KB"
                }
                row += "  " + summary
                lines.append(row)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The goals that compare two cases, which the table's rows cannot show on their own.
    static func relativeGoals(_ results: [BenchResult]) -> String {
        func median(_ name: String) -> Double? { results.first { $0.name == name }?.measurement.median }
        var lines: [String] = ["Goals (each compares two figures of this run):"]
        if let pushPop = median("push_pop"), let lookup = median(Floor.dictionaryLookup.rawValue) {
            let factor = pushPop / lookup
            lines.append(
                "  \(factor <= 40 ? "met   " : "MISSED") push_pop / floor_dictionary_lookup = "
                    + "\(ratio(factor)) (goal <= 40x)")
        }
        if let small = median("deeplink_match_10"), let large = median("deeplink_match_100") {
            let factor = large / small
            lines.append(
                "  \(factor <= 3 ? "met   " : "MISSED") deeplink_match_100 / deeplink_match_10 = "
                    + "\(ratio(factor)) (goal <= 3x)")
        }
        for size in [10, 1000] {
            if let factor = results.first(where: { $0.name == "snapshot_roundtrip_\(size)" })?.baselineRatio {
                lines.append(
                    "  \(factor <= 1.5 ? "met   " : "MISSED") snapshot_roundtrip_\(size) / baseline_foundation_json_\(size) = "
                        + "\(ratio(factor)) (goal <= 1.5x; measured in turns)")
            }
        }
        if let factor = results.first(where: { $0.name == "snapshot_windows_1000" })?.baselineRatio {
            lines.append(
                "  \(factor <= 1.5 ? "met   " : "MISSED") snapshot_windows_1000 / baseline_foundation_json_1000 = "
                    + "\(ratio(factor)) (three windows, 1,000 entries in all; goal <= 1.5x; measured in turns)"
            )
        }
        let sizes = [10, 100, 1000].compactMap { size in
            median("snapshot_roundtrip_\(size)").map { (size, $0) }
        }
        if sizes.count >= 2 {
            let perEntry = sizes.map { "\($0.0): \(number($0.1 / Double($0.0))) ns" }.joined(separator: ", ")
            var verdict = ""
            if let hundred = median("snapshot_roundtrip_100"),
                let thousand = median("snapshot_roundtrip_1000")
            {
                let growth = (thousand / 1000) / (hundred / 100)
                verdict =
                    (growth <= 1.25 ? "met    " : "MISSED ")
                    + "per-entry cost at 1,000 is \(ratio(growth)) that at 100 (linear: <= 1.25x); "
            }
            lines.append("  \(verdict)snapshot round trip per entry: \(perEntry)")
        }
        for pair in LinearCases.pairs {
            let large = "\(pair.name)_\(pair.large)"
            if let factor = results.first(where: { $0.name == large })?.growthRatio {
                lines.append(
                    "  \(factor <= 12 ? "met   " : "MISSED") \(large) / \(pair.name)_\(pair.small) = \(ratio(factor)) "
                        + "(linear: <= 12x; measured in turns)")
            }
        }
        let memory = results.compactMap { result in result.peakResidentKilobytes.map { (result.name, $0) } }
        if let small = memory.first(where: { $0.0 == "console_1000_commands" })?.1,
            let large = memory.first(where: { $0.0 == "console_10000_commands" })?.1
        {
            let growth = Double(large) / Double(small)
            lines.append(
                "  \(growth <= 1.10 ? "met   " : "MISSED") console peak RSS: 1,000 commands "
                    + "\(number(Double(small))) KB, 10,000 commands \(number(Double(large))) KB "
                    + "(x\(ratio(growth)); flat: <= 1.10x)")
        }
        return lines.count > 1 ? lines.joined(separator: "\n") : ""
    }

    // MARK: - JSON

    /// `[{"name", "median_ns", "min_ns", "max_ns", "floor_ratio", "baseline_ratio"}, ...]`;
    /// console cases add `peak_rss_kb`.
    static func json(_ results: [BenchResult]) -> String {
        let objects = results.map { result in
            var fields = [
                "\"name\": \"\(result.name)\"",
                "\"median_ns\": \(jsonNumber(result.measurement.median))",
                "\"min_ns\": \(jsonNumber(result.measurement.minimum))",
                "\"max_ns\": \(jsonNumber(result.measurement.maximum))",
                "\"floor_ratio\": \(result.floorRatio.map(jsonNumber) ?? "null")",
                "\"baseline_ratio\": \(result.baselineRatio.map(jsonNumber) ?? "null")",
            ]
            if let kilobytes = result.peakResidentKilobytes { fields.append("\"peak_rss_kb\": \(kilobytes)") }
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    // MARK: - Formatting

    static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return String(format: "%.3f", value)
    }

    /// `0.95`, `12.4`, `1,234`: two decimals under 10, one under 1,000, none above.
    static func number(_ value: Double) -> String {
        if value < 10 { return String(format: "%.2f", value) }
        if value < 1000 { return String(format: "%.1f", value) }
        var digits = String(Int(value.rounded()))
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }

    static func ratio(_ value: Double) -> String {
        value < 10
            ? String(format: "%.2f", value) : value < 100 ? String(format: "%.1f", value) : number(value)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }
}
