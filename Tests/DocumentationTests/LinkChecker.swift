import EndToEndSupport
import Foundation

/// Decides whether a link of a documentation file resolves in the repository.
///
/// The target's path, relative to the linking file's directory (or to the repository root
/// when it starts with `/`, as on GitHub), must exist inside the repository. A fragment
/// `#L12` or `#L12-L20` needs that many lines, and a link whose text is inline code needs
/// the code's last identifier on line 12 itself (or within lines 12 to 20): a link a line off
/// sends a reader to the wrong line. Any other fragment into a Markdown file (or a bare
/// `#heading`) must be one of its heading anchors.
struct LinkChecker {
    /// The repository's root directory.
    let root: URL

    /// Why `link`, written in the Markdown file at `file`, is broken, or `nil` when it
    /// resolves (a web or mail address always does: it is not followed).
    func problem(with link: MarkdownLink, in file: URL) -> String? {
        guard !link.isExternal else { return nil }
        guard !link.target.isEmpty else { return "the link has no target" }
        let resolved: URL
        if link.path.isEmpty {
            resolved = file
        } else if link.path.hasPrefix("/") {
            resolved = root.appendingPathComponent(String(link.path.dropFirst()))
        } else {
            resolved = file.deletingLastPathComponent().appendingPathComponent(link.path)
        }
        let target = resolved.standardizedFileURL
        let rootPath = root.standardizedFileURL.path
        guard target.path == rootPath || target.path.hasPrefix(rootPath + "/") else {
            return "\(link.path) points outside the repository"
        }
        let name = target.path == rootPath ? "." : String(target.path.dropFirst(rootPath.count + 1))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else {
            return "\(name) does not exist"
        }
        guard let fragment = link.fragment, !fragment.isEmpty else { return nil }
        guard !isDirectory.boolValue else { return "\(name) is a directory, which has no #\(fragment)" }
        guard let text = try? String(contentsOf: target, encoding: .utf8) else {
            return "\(name) cannot be read as UTF-8 text to find #\(fragment) in it"
        }
        if target.pathExtension.lowercased() == "md" {
            return headingProblem(fragment, in: text, name: name)
        }
        guard let range = Self.lineRange(fragment) else {
            return
                "#\(fragment) into \(name), which is not Markdown: only #L<n> or #L<n>-L<m> can point into it"
        }
        return lineProblem(range, identifier: link.lastIdentifier, in: text.lines, name: name)
    }

    /// The lines of a fragment `L12` or `L12-L20`, or `nil` when it is neither.
    static func lineRange(_ fragment: String) -> (first: Int, last: Int)? {
        let parts = fragment.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return nil }
        let numbers = parts.map { part -> Int? in
            guard part.first == "L", part.count > 1, part.dropFirst().allSatisfy({ ("0"..."9").contains($0) })
            else { return nil }
            return Int(part.dropFirst())
        }
        guard let first = numbers.first ?? nil, let last = numbers.last ?? nil else { return nil }
        return (first, last)
    }

    /// Why `fragment` is no anchor of the Markdown `text` (of file `name`), or `nil`.
    private func headingProblem(_ fragment: String, in text: String, name: String) -> String? {
        let anchors = HeadingSlug.anchors(in: text)
        guard !anchors.contains(fragment) else { return nil }
        var problem = "no heading of \(name) slugifies to #\(fragment)"
        if let nearest = anchors.min(by: { Self.distance($0, fragment) < Self.distance($1, fragment) }),
            Self.distance(nearest, fragment) <= max(3, fragment.count / 3)
        {
            problem += " (did you mean #\(nearest)?)"
        }
        return problem
    }

    /// Why lines `range` of `lines` (file `name`) do not hold what the link says, or `nil`.
    private func lineProblem(
        _ range: (first: Int, last: Int), identifier: String?, in lines: [String], name: String
    ) -> String? {
        let span = range.first == range.last ? "L\(range.first)" : "L\(range.first)-L\(range.last)"
        guard range.first >= 1, range.last >= range.first else {
            return
                "#\(span) is not a range of lines: it must start at 1 or later and not end before it starts"
        }
        guard range.last <= lines.count else {
            return "#\(span) is past the end of \(name), which has \(lines.count) lines"
        }
        guard let identifier else { return nil }
        let window = (range.first - 1)...(range.last - 1)
        if window.contains(where: { Self.line(lines[$0], contains: identifier) }) { return nil }
        let found = lines.indices.filter { Self.line(lines[$0], contains: identifier) }.map { $0 + 1 }
        let elsewhere =
            found.isEmpty
            ? "it is nowhere in the file"
            : "it is on line \(found.prefix(5).map(String.init).joined(separator: ", "))"
                + (found.count > 5 ? " ..." : "")
        let place = range.first == range.last ? "line \(range.first)" : "lines \(range.first)-\(range.last)"
        return "`\(identifier)` is not on \(place) of \(name); \(elsewhere)"
    }

    /// Whether `line` holds `identifier` as a whole word, not as part of a longer one.
    static func line(_ line: String, contains identifier: String) -> Bool {
        var search = line[...]
        while let found = search.range(of: identifier) {
            let before =
                found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
            let after = found.upperBound == line.endIndex ? nil : line[found.upperBound]
            let isWord = [before, after].allSatisfy {
                $0.map { !MarkdownLink.isIdentifierCharacter($0) } ?? true
            }
            if isWord { return true }
            search = line[found.upperBound...]
        }
        return false
    }

    /// The edit distance between two short strings, for suggesting the anchor meant.
    private static func distance(_ first: String, _ second: String) -> Int {
        let first = Array(first)
        let second = Array(second)
        var previous = Array(0...second.count)
        for (i, a) in first.enumerated() {
            var current = [i + 1]
            for (j, b) in second.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a == b ? 0 : 1)))
            }
            previous = current
        }
        return previous[second.count]
    }
}
