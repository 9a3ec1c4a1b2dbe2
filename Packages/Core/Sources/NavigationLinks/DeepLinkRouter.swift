/// Matches links against patterns registered up front, in time proportional to the path.
///
/// Patterns are parsed once, at registration, into a trie of segments, so matching walks
/// the link's segments instead of trying every pattern. Pattern syntax, segment by segment:
///
/// - `orders`: a literal (lowercase letters, digits, `-`, `_`, `.`);
/// - `:id<int>`, `:n<int:1...99>`, `:sku` or `:sku<string>`: a typed parameter; an `int` may
///   carry an inclusive range, either end optional (`<int:1...>`).
///
/// Precedence, at each segment: a literal beats a parameter; when the literal's branch fails
/// further on, the parameter's is tried. At one position a trie
/// holds at most one parameter: two patterns that differ only in a parameter's name or type
/// are ambiguous and the second is refused, as is a pattern registered twice.
public struct DeepLinkRouter<Place>: Sendable {
    /// Builds the place for a match; throwing rejects the link with that error.
    public typealias Builder = @Sendable (DeepLinkMatch) throws -> Place

    // The trie and its matching do not depend on `Place`, so they live in a non-generic type:
    // code inside a generic type looks up the metadata of its nested types at run time, which
    // cost more than the whole match.
    private var trie = LinkTrie()
    private var builders: [Builder] = []
    /// The app's scheme and host, which every link must use.
    public let address: DeepLinkAddress
    /// The limits applied to every link before matching.
    public let limits: DeepLink.Limits

    /// Creates an empty router for links to `address`.
    public init(address: DeepLinkAddress, limits: DeepLink.Limits = DeepLink.Limits()) {
        self.address = address
        self.limits = limits
    }

    /// The registered patterns in registration order.
    public var patterns: [String] { trie.patterns }

    /// Registers a pattern; bad syntax, duplicates and ambiguities are refused with the trie unchanged.
    ///
    /// `build` turns a match into the place; reading a parameter by the wrong name or type,
    /// or throwing anything else, rejects the link with an error that says why. Home's handler
    /// registers its pages so:
    ///
    /// ```swift
    /// try router.register("home/page/:n<int:2...999>") { match in
    ///     NavigationPlace(
    ///         tab: RootTab.home.name,
    ///         stack: [HomeIncomingNavigation.home, HomeIncomingNavigation.page(try match.int("n"))]
    ///     )
    /// }
    ///
    /// try router.route("switchyard://home/page/7")  // the Home tab: home > home/page/7
    /// try router.route("switchyard://home/page/1")  // throws: parameter 'n' = '1' is below 2
    /// ```
    public mutating func register(_ pattern: String, _ build: @escaping Builder) throws(DeepLinkError) {
        try trie.insert(pattern)
        builders.append(build)
    }

    /// Parses and routes a link string.
    public func route(_ link: String) throws(DeepLinkError) -> Place {
        try route(DeepLink(parsing: link, address: address, limits: limits))
    }

    /// Routes a parsed link.
    func route(_ link: DeepLink) throws(DeepLinkError) -> Place {
        let (index, match) = try trie.match(link)
        do {
            return try builders[index](match)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .rejected(path: link.path, reason: "\(error)")
        }
    }

    /// The pattern a link matches, without building its place; tools use it to prove that
    /// every registered pattern is exercised.
    public func pattern(matching link: String) throws(DeepLinkError) -> String {
        try trie.match(DeepLink(parsing: link, address: address, limits: limits)).match.pattern
    }
}

private enum ParameterType: Hashable, Sendable {
    case string
    case int(lower: Int?, upper: Int?)
}

private enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(String, ParameterType)
}

private struct Parameter: Sendable {
    let name: String
    let type: ParameterType
    let child: Int
    let pattern: String
}

private struct Node: Sendable {
    var literals: [String: Int] = [:]
    var parameter: Parameter?
    var route: Int?
}

/// The router's patterns as a trie of segments; a route is an index into ``patterns``.
private struct LinkTrie: Sendable {
    private var nodes: [Node] = [Node()]
    private(set) var patterns: [String] = []

    /// Adds a pattern; refused with the trie unchanged.
    mutating func insert(_ pattern: String) throws(DeepLinkError) {
        let segments = try Self.parse(pattern)
        var nodes = self.nodes
        var current = 0
        for segment in segments {
            switch segment {
            case .literal(let text):
                if let next = nodes[current].literals[text] {
                    current = next
                } else {
                    nodes.append(Node())
                    nodes[current].literals[text] = nodes.count - 1
                    current = nodes.count - 1
                }
            case .parameter(let name, let type):
                if let existing = nodes[current].parameter {
                    guard existing.name == name, existing.type == type else {
                        throw .ambiguousPattern(pattern, conflictsWith: existing.pattern)
                    }
                    current = existing.child
                } else {
                    nodes.append(Node())
                    nodes[current].parameter = Parameter(
                        name: name, type: type, child: nodes.count - 1, pattern: pattern)
                    current = nodes.count - 1
                }
            }
        }
        if let existing = nodes[current].route { throw .duplicatePattern(patterns[existing]) }
        nodes[current].route = patterns.count
        self.nodes = nodes
        patterns.append(pattern)
    }

    /// The route a link matches and what it captured.
    func match(_ link: DeepLink) throws(DeepLinkError) -> (route: Int, match: DeepLinkMatch) {
        var captures: [(String, DeepLinkValue)] = []
        var failure: DeepLinkError?
        let segments = link.segments
        let found = Self.match(
            nodes, node: 0, segment: 0, in: segments, captures: &captures, failure: &failure)
        guard let found else { throw failure ?? .unknownPath(link.path) }
        var parameters = [String: DeepLinkValue](minimumCapacity: captures.count)
        for (name, value) in captures { parameters[name] = value }
        return (found, DeepLinkMatch(pattern: patterns[found], parameters: parameters, link: link))
    }

    private static func match(
        _ nodes: [Node],
        node: Int,
        segment: Int,
        in segments: [String],
        captures: inout [(String, DeepLinkValue)],
        failure: inout DeepLinkError?
    ) -> Int? {
        guard segment < segments.count else { return nodes[node].route }
        let text = segments[segment]
        let literal = nodes[node].literals[text]
        if let literal,
            let found = match(
                nodes, node: literal, segment: segment + 1, in: segments, captures: &captures,
                failure: &failure)
        {
            return found
        }
        if let parameter = nodes[node].parameter {
            switch Self.value(of: text, as: parameter.type) {
            case .success(let value):
                captures.append((parameter.name, value))
                if let found = match(
                    nodes, node: parameter.child, segment: segment + 1, in: segments, captures: &captures,
                    failure: &failure)
                {
                    return found
                }
                captures.removeLast()
            case .failure(let reason):
                // A segment that names a literal here was meant as that literal, in any case;
                // blaming the parameter beside it ("'new' is not an integer") would mislead.
                if literal == nil, nodes[node].literals[text.lowercased()] == nil {
                    failure = .invalidParameter(name: parameter.name, value: text, reason: reason.text)
                }
            }
        }
        return nil
    }

    private struct Reason: Error {
        let text: String
    }

    private static func value(of text: String, as type: ParameterType) -> Result<DeepLinkValue, Reason> {
        // Said first for every type: `%1B` is not a number, but what is wrong is the escape.
        guard !DeepLink.containsControlCharacter(text) else {
            return .failure(Reason(text: "holds a control character"))
        }
        switch type {
        case .string:
            return .success(.string(text))
        case .int(let lower, let upper):
            let utf8 = text.utf8
            let negative = utf8.first == 0x2D
            let digits = negative ? utf8.dropFirst() : utf8[...]
            guard !digits.isEmpty, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                return .failure(Reason(text: "is not an integer"))
            }
            // All digits, yet past what an `Int` holds: say so rather than "not an integer".
            guard let number = Int(text) else {
                return .failure(Reason(text: negative ? "is too small" : "is too large"))
            }
            if let lower, number < lower { return .failure(Reason(text: "is below \(lower)")) }
            if let upper, number > upper { return .failure(Reason(text: "is above \(upper)")) }
            return .success(.int(number))
        }
    }

    private static func parse(_ pattern: String) throws(DeepLinkError) -> [Segment] {
        func fail(_ reason: String) -> DeepLinkError { .invalidPattern(pattern: pattern, reason: reason) }
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: false)
        guard !pattern.isEmpty, !parts.contains(where: \.isEmpty) else { throw fail("empty segment") }
        var segments: [Segment] = []
        var names = Set<String>()
        for part in parts {
            if part.hasPrefix(":") {
                var body = part.dropFirst()
                var type = ParameterType.string
                if let open = body.firstIndex(of: "<") {
                    guard body.last == ">" else { throw fail("'\(part)' has no closing '>'") }
                    let spec = body[body.index(after: open)..<body.index(before: body.endIndex)]
                    type = try parseType(spec, fail: fail)
                    body = body[..<open]
                }
                guard let first = body.first, first.isLowercase,
                    body.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "_" }),
                    body.allSatisfy(\.isASCII)
                else { throw fail("parameter name '\(body)' must be lowercase letters, digits or '_'") }
                guard names.insert(String(body)).inserted else {
                    throw fail("parameter '\(body)' appears twice")
                }
                segments.append(.parameter(String(body), type))
            } else {
                guard part.allSatisfy({ ($0.isLowercase || $0.isNumber || "-_.".contains($0)) && $0.isASCII })
                else {
                    throw fail("literal '\(part)' must be lowercase ASCII letters, digits, '-', '_' or '.'")
                }
                segments.append(.literal(String(part)))
            }
        }
        return segments
    }

    private static func parseType(_ spec: Substring, fail: (String) -> DeepLinkError) throws(DeepLinkError)
        -> ParameterType
    {
        switch spec {
        case "string": return .string
        case "int": return .int(lower: nil, upper: nil)
        default:
            guard spec.hasPrefix("int:"), let dots = spec.firstRange(of: "...") else {
                throw fail("unknown parameter type '\(spec)'; use int, int:LOW...HIGH or string")
            }
            let lowerText = spec[spec.index(spec.startIndex, offsetBy: 4)..<dots.lowerBound]
            let upperText = spec[dots.upperBound...]
            let lower = lowerText.isEmpty ? nil : Int(lowerText)
            let upper = upperText.isEmpty ? nil : Int(upperText)
            guard lowerText.isEmpty || lower != nil, upperText.isEmpty || upper != nil else {
                throw fail("range '\(spec)' is not LOW...HIGH")
            }
            if let lower, let upper, lower > upper { throw fail("range \(lower)...\(upper) is empty") }
            return .int(lower: lower, upper: upper)
        }
    }
}
