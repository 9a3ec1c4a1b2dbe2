import Foundation
import Navigation
import NavigationLinks

// Shared by the deterministic fuzz slice (DeepLinkFuzzSliceTests) and the libFuzzer target
// (Fuzz/DeepLink): the route table, the seed links made from it, and the checks every input
// must pass. Keep this file free of test-only imports; Scripts/fuzz compiles it as is.

/// What a deep-link input must satisfy: parsing and routing either succeed with sane results
/// or fail with a ``DeepLinkError`` of the right family; never a crash.
enum DeepLinkFuzzOracle {
    /// The demo's patterns (Home, Orders, Settings) plus one of each router feature the demo
    /// does not use (a UUID, a range with a negative bound, a wildcard, two parameters).
    static let patterns = [
        "home", "home/page/:n<int:2...999>",
        "orders", "orders/:id<int:1...>", "orders/products/:sku", "orders/new/product",
        "settings", "settings/profile", "settings/address", "settings/support", "settings/signin",
        "settings/picker", "settings/about",
        "weather/:celsius<int:-50...50>", "items/:a<int>/:b<string>/edit",
    ]

    /// A value each parameter type accepts, used to turn patterns into seed links.
    private static let samples = [
        ":n<int:2...999>": "7", ":id<int:1...>": "1001", ":sku": "green-tea",
        ":celsius<int:-50...50>": "-12", ":a<int>": "42", ":b<string>": "caf%C3%A9",
    ]

    /// A builder that rejects what the demo's builders reject: a support link whose `order` is
    /// not a positive number, and (with a non-DeepLinkError) an item named `forbidden`.
    private struct Forbidden: Error {}

    static func makeRouter() -> DeepLinkRouter<String> {
        var router = DeepLinkRouter<String>(address: .test)
        for pattern in patterns {
            // Every pattern above is valid and distinct; a failure here is a bug the check reports.
            try? router.register(pattern) { match in
                if match.pattern == "settings/support", let order = match.query("order") {
                    guard let number = Int(order), number > 0 else {
                        throw DeepLinkError.invalidParameter(
                            name: "order", value: order, reason: "is not a positive whole number")
                    }
                }
                if (try? match.string("b")) == "forbidden" { throw Forbidden() }
                let parameters = match.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                return ([match.pattern] + parameters).joined(separator: " ")
            }
        }
        return router
    }

    /// Links made from the route table: every pattern with sample values, in both link forms
    /// (the universal one also with https's own port),
    /// with and without queries, fragments, escapes, case changes and a trailing slash; plus
    /// links each error case should reject.
    static var seedLinks: [String] {
        var paths: [String] = []
        for pattern in patterns {
            paths.append(
                pattern.split(separator: "/").map { samples[String($0)] ?? String($0) }.joined(separator: "/")
            )
        }
        var links: [String] = []
        for path in paths {
            links += [
                "switchyard://\(path)", "https://switchyard.example/\(path)", "SwitchYard://\(path)/",
                "https://switchyard.example:443/\(path)",
                "switchyard://\(path)?order=1001&q=green+tea#top", "  switchyard://\(path)\r\n",
            ]
        }
        links += [
            "", " ", "orders/1001", "ftp://orders", "https://example.com/orders", "switchyard://orders//1",
            "switchyard:///orders", "switchyard://orders/%zz", "switchyard://orders/%FF", "switchyard://a b",
            "switchyard://orders/0", "switchyard://home/page/1000", "switchyard://share/anything",
            "switchyard://settings/support?order=-3", "switchyard://items/1/forbidden/edit",
            "switchyard://nowhere",
            "switchyard://orders/new", "switchyard://orders/99999999999999999999",
            "switchyard://" + Array(repeating: "a", count: 40).joined(separator: "/"),
            "switchyard://" + String(repeating: "x", count: 2100), "switchyard://search/a%2Fb?=x",
        ]
        return links
    }

    /// Tokens a mutator splices in: the syntax the parser cares about.
    static let dictionary = [
        "switchyard://", "https://switchyard.example/", "://", "/", "?", "&", "=", "#", "%", "%2F", "%20",
        "%C3%A9", "%FF", "%E2%82", "+", " ", "\t", "\r", "\n", ":", "-", "0", "-1", "999", "1001",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "orders", "home/page",
        "settings/support", "share", "items/1/x/edit", "*", ".", "..", "\u{0}", "\u{7F}", "é", "🚃",
    ]

    /// Whether an error is one parsing may throw; routing may also throw the others but
    /// never a registration error.
    private enum Family {
        case parse
        case route
        case registration
    }

    private static func family(_ error: DeepLinkError) -> Family {
        switch error {
        case .empty, .tooLong, .tooManySegments, .missingScheme, .unsupportedScheme, .unsupportedHost,
            .malformed:
            .parse
        case .unknownPath, .invalidParameter, .rejected:
            .route
        case .invalidPattern, .duplicatePattern, .ambiguousPattern:
            .registration
        }
    }

    /// Checks one input: how far it got (`unparsed`, `unrouted`, `routed`) and what is wrong, if anything.
    static func check(_ bytes: [UInt8], router: DeepLinkRouter<String>) -> (reached: String, problem: String?)
    {
        let link = String(decoding: bytes, as: UTF8.self)
        var parsed: DeepLink?
        do {
            parsed = try DeepLink(parsing: link, address: .test, limits: router.limits)
        } catch {
            guard family(error) == .parse else { return ("unparsed", "parsing threw \(error)") }
            guard !error.description.isEmpty,
                !error.description.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D })
            else {
                return ("unparsed", "the error for a link is not one line: \(error.description)")
            }
        }
        if let parsed, let problem = checkParsed(parsed, limits: router.limits) {
            return ("unrouted", problem)
        }
        do {
            let described = try router.route(link)
            guard parsed != nil else { return ("routed", "routing accepted a link that does not parse") }
            // What a link hands the app never holds a control character (a decoded `%1B`).
            guard !described.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else {
                return ("routed", "routing handed over a control character: \(described.debugDescription)")
            }
            guard patterns.contains(where: { described == $0 || described.hasPrefix($0 + " ") }) else {
                return ("routed", "routing answered '\(described)', which names no registered pattern")
            }
            return ("routed", nil)
        } catch {
            guard family(error) != .registration else { return ("unrouted", "routing threw \(error)") }
            if parsed == nil {
                let problem =
                    family(error) == .parse
                    ? nil : "a link that does not parse was refused as \(error) instead of a parse error"
                return ("unparsed", problem)
            }
            return ("unrouted", nil)
        }
    }

    /// A parsed link stays within the limits, has no empty segment, and reads back the same
    /// when written out again with every byte outside the unreserved set escaped.
    private static func checkParsed(_ link: DeepLink, limits: DeepLink.Limits) -> String? {
        guard link.segments.count <= limits.maxSegments else {
            return "\(link.segments.count) segments passed"
        }
        guard !link.segments.contains(where: \.isEmpty) else {
            return "an empty segment passed: \(link.segments)"
        }
        guard !link.queryItems.contains(where: { $0.name.isEmpty }) else {
            return "a query item without a name passed"
        }
        // Written as a universal link, whose path keeps its case; in the custom scheme the
        // first segment is the host, which reads back lowercased.
        var text = "https://switchyard.example/" + link.segments.map(escaped).joined(separator: "/")
        if !link.queryItems.isEmpty {
            text +=
                "?"
                + link.queryItems.map { escaped($0.name) + "=" + escaped($0.value) }.joined(separator: "&")
        }
        guard text.utf8.count <= limits.maxLength else { return nil }
        do {
            let again = try DeepLink(parsing: text, address: .test, limits: limits)
            return again == link ? nil : "'\(text)' reads back as \(again.segments), not \(link.segments)"
        } catch {
            return "the link written out again, '\(text)', does not parse: \(error)"
        }
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true)
                    + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }
}

extension DeepLinkAddress {
    /// The links these tests parse: the demo's scheme and host, spelled out here because the
    /// engine knows no app's names.
    static let test = DeepLinkAddress(scheme: "switchyard", host: "switchyard.example")
}
