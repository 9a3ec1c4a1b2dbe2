import Foundation
import Navigation
import NavigationLinks
import Testing

@Suite struct DeepLinkTests {
    @Test func customSchemeAndUniversalLinksGiveTheSamePath() throws {
        let custom = try DeepLink(parsing: "switchyard://orders/1001", address: .test)
        let universal = try DeepLink(parsing: "https://switchyard.example/orders/1001", address: .test)
        #expect(custom.segments == ["orders", "1001"])
        #expect(custom == universal)
    }

    @Test func schemeAndHostAreCaseInsensitive() throws {
        #expect(try DeepLink(parsing: "SwitchYard://home", address: .test).segments == ["home"])
        #expect(
            try DeepLink(parsing: "HTTPS://Switchyard.Example/home", address: .test).segments == ["home"])
        // The custom scheme's host is its first segment; the path after it keeps its case.
        #expect(
            try DeepLink(parsing: "SWITCHYARD://HOME/Page/3", address: .test).segments == [
                "home", "Page", "3",
            ])
    }

    @Test func aQueryValueThatDecodesToAControlCharacterIsRefusedNamingTheItem() {
        #expect(throws: DeepLinkError.malformed("query item 'q' holds a control character")) {
            try DeepLink(parsing: "switchyard://home?q=tea%1B%5B31m", address: .test)
        }
        #expect(throws: DeepLinkError.malformed("query item 'note' holds a control character")) {
            try DeepLink(parsing: "switchyard://home?note=a%0Ab", address: .test)
        }
        // Found by `make fuzz`: quoting a name that holds a CR broke the one-line message.
        #expect(throws: DeepLinkError.malformed("a query item's name holds a control character")) {
            try DeepLink(parsing: "switchyard://home?a%0Db=1", address: .test)
        }
    }

    @Test func aLinksLengthIsCountedAndSaidInBytes() {
        // Found by a stranger: a link of `é`s was said to be about twice as many "characters"
        // long as it has (each `é` is two bytes).
        let link = "switchyard://" + String(repeating: "é", count: 1018)
        #expect(throws: DeepLinkError.tooLong(length: 2049, limit: 2048)) {
            try DeepLink(parsing: link, address: .test)
        }
        #expect(
            DeepLinkError.tooLong(length: 2049, limit: 2048).description
                == "link is 2049 bytes long; the limit is 2048 bytes")
    }

    @Test func percentEscapesDecodeInsideTheirSegment() throws {
        let link = try DeepLink(parsing: "switchyard://search/a%2Fb/caf%C3%A9", address: .test)
        #expect(link.segments == ["search", "a/b", "café"])
    }

    @Test func queryItemsDecodePlusAsSpaceAndKeepOrder() throws {
        let link = try DeepLink(parsing: "switchyard://home?q=green+tea&x=%26&flag#frag", address: .test)
        #expect(link.segments == ["home"])
        #expect(link.query("q") == "green tea")
        #expect(link.query("x") == "&")
        #expect(link.query("flag") == "")
        #expect(link.queryItems.map(\.name) == ["q", "x", "flag"])
    }

    @Test func oneTrailingSlashIsAllowed() throws {
        #expect(try DeepLink(parsing: "switchyard://orders/", address: .test).segments == ["orders"])
        #expect(try DeepLink(parsing: "https://switchyard.example/", address: .test).segments == [])
    }

    @Test(arguments: [
        ("", DeepLinkError.empty),
        ("   ", DeepLinkError.empty),
        ("orders/1001", DeepLinkError.missingScheme("orders/1001", expected: .test)),
        ("ftp://orders", DeepLinkError.unsupportedScheme("ftp", expected: .test)),
        ("https://example.com/orders", DeepLinkError.unsupportedHost("example.com", expected: .test)),
        ("switchyard://orders//1001", DeepLinkError.malformed("empty path segment")),
        ("switchyard:///orders", DeepLinkError.malformed("empty path segment")),
        ("switchyard://orders/%zz", DeepLinkError.malformed("bad percent escape")),
        ("switchyard://orders/%4", DeepLinkError.malformed("bad percent escape")),
        ("switchyard://orders/%FF", DeepLinkError.malformed("invalid UTF-8 after decoding")),
        ("switchyard://orders 1001", DeepLinkError.malformed("contains a space or control character")),
    ])
    func badLinksAreRejectedWithTheReason(link: String, error: DeepLinkError) {
        #expect(throws: error) { try DeepLink(parsing: link, address: .test) }
    }

    /// What a person types or pastes by mistake is named for what it is, not as a link with
    /// no scheme.
    @Test(arguments: [
        (
            "javascript:alert(1)",
            "unsupported scheme 'javascript'; use switchyard:// or https://switchyard.example/"
        ),
        ("switchyard:home", "malformed link: 'switchyard:' must be followed by '//'"),
        ("https:switchyard.example/home", "malformed link: 'https:' must be followed by '//'"),
        (#""switchyard://home""#, "malformed link: starts with a quote; give the link without quotes"),
        ("'switchyard://home'", "malformed link: starts with a quote; give the link without quotes"),
        ("orders/1001", "'orders/1001' has no scheme; use switchyard:// or https://switchyard.example/"),
        (
            "switchyard://settings/help?order=1001&order=1002",
            "malformed link: query item 'order' is given twice"
        ),
        (
            "https://example.com:443/home",
            "unsupported host 'example.com:443'; universal links use switchyard.example"
        ),
    ])
    func mistakenLinksSayWhatIsWrong(link: String, message: String) {
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: link, address: .test) }
        do {
            _ = try DeepLink(parsing: link, address: .test)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theUniversalHostMayNameHTTPSsOwnPort() throws {
        let link = try DeepLink(parsing: "https://switchyard.example:443/orders/1001", address: .test)
        #expect(link.segments == ["orders", "1001"])
        #expect(throws: DeepLinkError.unsupportedHost("switchyard.example:8443", expected: .test)) {
            try DeepLink(parsing: "https://switchyard.example:8443/orders", address: .test)
        }
    }

    @Test func anotherAppsAddressIsItsOwn() throws {
        let other = DeepLinkAddress(scheme: "Shop", host: "Shop.Example")
        #expect(try DeepLink(parsing: "shop://orders/7", address: other).segments == ["orders", "7"])
        #expect(
            try DeepLink(parsing: "https://shop.example/orders/7", address: other).segments == [
                "orders", "7",
            ])
        #expect(throws: DeepLinkError.unsupportedScheme("switchyard", expected: other)) {
            try DeepLink(parsing: "switchyard://orders/7", address: other)
        }
        #expect(other.link(to: "orders/7") == "shop://orders/7")
    }

    @Test func lengthAndSegmentLimitsAreEnforced() {
        let limits = DeepLink.Limits(maxLength: 40, maxSegments: 3)
        #expect(throws: DeepLinkError.tooLong(length: 53, limit: 40)) {
            try DeepLink(
                parsing: "switchyard://" + String(repeating: "a", count: 40), address: .test, limits: limits)
        }
        #expect(throws: DeepLinkError.tooManySegments(count: 4, limit: 3)) {
            try DeepLink(parsing: "switchyard://a/b/c/d", address: .test, limits: limits)
        }
    }
}

@Suite struct DeepLinkRouterTests {
    func router(_ patterns: [String]) throws -> DeepLinkRouter<String> {
        var router = DeepLinkRouter<String>(address: .test)
        for pattern in patterns {
            try router.register(pattern) { match in
                let parameters = match.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                return ([match.pattern] + parameters).joined(separator: " ")
            }
        }
        return router
    }

    @Test func aLiteralBeatsAParameter() throws {
        let router = try router(["orders/new", "orders/:id<int>"])
        #expect(try router.route("switchyard://orders/new") == "orders/new")
        #expect(try router.route("switchyard://orders/1001") == "orders/:id<int> id=1001")
    }

    @Test(arguments: [["orders/new", "orders/:sku"], ["orders/:sku", "orders/new"]])
    func aLiteralBeatsAStringParameterThatWouldAlsoMatchWhateverTheRegistrationOrder(_ patterns: [String])
        throws
    {
        let router = try router(patterns)
        #expect(try router.route("switchyard://orders/new") == "orders/new")
        #expect(try router.route("switchyard://orders/tea") == "orders/:sku sku=tea")
    }

    @Test func aFailedLiteralBranchFallsBackToTheParameter() throws {
        let router = try router(["orders/new", "orders/:sku/review"])
        #expect(try router.route("switchyard://orders/new") == "orders/new")
        #expect(try router.route("switchyard://orders/new/review") == "orders/:sku/review sku=new")
        #expect(try router.route("switchyard://orders/tea/review") == "orders/:sku/review sku=tea")
    }

    @Test func integerParametersCheckTheirRange() throws {
        let router = try router(["home/page/:n<int:1...99>"])
        #expect(try router.route("switchyard://home/page/7") == "home/page/:n<int:1...99> n=7")
        #expect(throws: DeepLinkError.invalidParameter(name: "n", value: "0", reason: "is below 1")) {
            try router.route("switchyard://home/page/0")
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "n", value: "100", reason: "is above 99")) {
            try router.route("switchyard://home/page/100")
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "n", value: "x", reason: "is not an integer")) {
            try router.route("switchyard://home/page/x")
        }
        #expect(
            throws: DeepLinkError.invalidParameter(
                name: "n", value: "99999999999999999999", reason: "is too large")
        ) {
            try router.route("switchyard://home/page/99999999999999999999")
        }
        // A literal in another case was meant as that literal: the path is unknown (paths are
        // lowercase), not a bad number.
        let orders = try self.router(["orders/:id<int>", "orders/products/:sku"])
        #expect(throws: DeepLinkError.unknownPath("orders/PRODUCTS/tea")) {
            try orders.route("switchyard://orders/PRODUCTS/tea")
        }
        let signed = try self.router(["temp/:c<int>"])
        #expect(
            throws: DeepLinkError.invalidParameter(
                name: "c", value: "-99999999999999999999", reason: "is too small")
        ) {
            try signed.route("switchyard://temp/-99999999999999999999")
        }
    }

    @Test func aParameterThatDecodesToAControlCharacterIsRefusedNamingIt() throws {
        let router = try router(["search/:term"])
        #expect(
            throws: DeepLinkError.invalidParameter(
                name: "term", value: "\u{1B}[31mred", reason: "holds a control character")
        ) {
            try router.route("switchyard://search/%1B%5B31mred")
        }
        // An escaped slash is an ordinary character of its segment.
        #expect(try router.route("switchyard://search/a%2Fb") == "search/:term term=a/b")
        // Found by a stranger: a number parameter called the escape "not an integer".
        let numbered = try self.router(["orders/:id<int>"])
        #expect(
            throws: DeepLinkError.invalidParameter(
                name: "id", value: "\u{1B}", reason: "holds a control character")
        ) {
            try numbered.route("switchyard://orders/%1B")
        }
    }

    @Test func anErrorQuotesALongPartOfTheLinkCutToOneLine() throws {
        // Found by a stranger: a 2,000-byte path came back whole in its error.
        let path = String(repeating: "b", count: 1_900)
        let error = #expect(throws: DeepLinkError.self) {
            try router(["orders"]).route("switchyard://\(path)")
        }
        let clipped = String(repeating: "b", count: 80)
        #expect(error?.description == "no screen at '\(clipped)…'")
        #expect(DeepLinkError.unknownPath("orders/x").description == "no screen at 'orders/x'")
    }

    @Test func unknownPathsNameThePath() throws {
        let router = try router(["orders"])
        #expect(throws: DeepLinkError.unknownPath("orders/1001/extra")) {
            try router.route("switchyard://orders/1001/extra")
        }
        #expect(throws: DeepLinkError.unknownPath("")) { try router.route("switchyard://") }
        // Found by a stranger: `orders%2F1001` was said as `orders/1001`, a path that opens.
        #expect(throws: DeepLinkError.unknownPath("orders%2F1001")) {
            try router.route("switchyard://orders%2F1001")
        }
        #expect(throws: DeepLinkError.unknownPath("a%25b/c")) { try router.route("switchyard://a%25b/c") }
        #expect(throws: DeepLinkError.unknownPath("a%3Fb/c%23d")) {
            try router.route("switchyard://a%3fb/c%23d")
        }
    }

    @Test func duplicatePatternsAreRefused() throws {
        var router = try router(["orders/:id<int>"])
        #expect(throws: DeepLinkError.duplicatePattern("orders/:id<int>")) {
            try router.register("orders/:id<int>") { _ in "" }
        }
        #expect(router.patterns == ["orders/:id<int>"])
    }

    @Test func parametersThatDifferOnlyInNameOrTypeAreAmbiguous() throws {
        var router = try router(["orders/:id<int>"])
        #expect(throws: DeepLinkError.ambiguousPattern("orders/:sku", conflictsWith: "orders/:id<int>")) {
            try router.register("orders/:sku") { _ in "" }
        }
        #expect(
            throws: DeepLinkError.ambiguousPattern("orders/:id<int:1...>", conflictsWith: "orders/:id<int>")
        ) {
            try router.register("orders/:id<int:1...>") { _ in "" }
        }
        #expect(try router.route("switchyard://orders/5") == "orders/:id<int> id=5")
    }

    @Test(arguments: [
        "", "orders//x", "Orders", "orders/:Id", "orders/:id<float>", "orders/:id<int:5...1>",
        "orders/:id<int", "*/x", "help/*", "invites/:token<uuid>",
        "a/:x/:x",
    ])
    func malformedPatternsAreRefused(pattern: String) {
        var router = DeepLinkRouter<String>(address: .test)
        #expect(throws: DeepLinkError.self) { try router.register(pattern) { _ in "" } }
        #expect(router.patterns.isEmpty)
    }

    @Test func buildersReadTypedParametersAndQueryItems() throws {
        var router = DeepLinkRouter<String>(address: .test)
        try router.register("orders/:id<int>") { match in
            "\(try match.int("id")) \(match.query("tab") ?? "-")"
        }
        #expect(try router.route("switchyard://orders/7?tab=items") == "7 items")
    }

    @Test func aBuilderAskingForAMissingParameterGetsATypedError() throws {
        var router = DeepLinkRouter<String>(address: .test)
        try router.register("orders/:id<int>") { match in try match.string("sku") }
        #expect(throws: DeepLinkError.self) { try router.route("switchyard://orders/7") }
    }

    @Test func aSegmentThatNamesALiteralIsNotBlamedOnTheParameterBesideIt() throws {
        let router = try router(["orders/new/product", "orders/:id<int>"])
        #expect(throws: DeepLinkError.unknownPath("orders/new/payment")) {
            try router.route("switchyard://orders/new/payment")
        }
    }

    @Test func thePatternALinkMatchesCanBeAskedWithoutBuildingItsTarget() throws {
        let router = try router(["orders", "orders/:id<int>"])
        #expect(try router.pattern(matching: "switchyard://orders/7") == "orders/:id<int>")
        #expect(throws: DeepLinkError.unknownPath("nope")) {
            try router.pattern(matching: "switchyard://nope")
        }
    }
}
