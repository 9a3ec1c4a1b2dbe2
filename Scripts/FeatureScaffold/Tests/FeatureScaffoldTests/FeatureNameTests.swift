import FeatureScaffold
import Testing

/// Which names a feature may take, and what the template's placeholders become.
@Suite struct FeatureNameTests {
    @Test func anUpperCamelCaseNameGivesItsLowercasePrefix() throws {
        let name = try FeatureName("GiftCards")
        #expect(name.name == "GiftCards")
        #expect(name.prefix == "giftcards")
    }

    @Test(arguments: [
        ("loyalty", "is not UpperCamelCase"), ("Loyalty-2", "is not UpperCamelCase"),
        ("", "is not UpperCamelCase"),
        ("Lòyalty", "is not UpperCamelCase"), ("FAQ", "has no lowercase letter"),
        ("Abcdefghijklmnopqrstuvwxyzabcde", "longer than 30"), ("Shared", "is reserved"),
        ("Template", "is reserved"), ("Navigation", "is reserved"), ("Import", "Swift keyword 'import'"),
        ("String", "standard library or Foundation type"), ("Int", "standard library or Foundation type"),
        ("Data", "standard library or Foundation type"),
    ])
    func aBadNameIsRefusedWithItsReason(name: String, reason: String) {
        #expect {
            try FeatureName(name)
        } throws: { error in
            (error as? ScaffoldError).map { "\($0)".contains(reason) } ?? false
        }
    }

    @Test func aNameWhosePrefixAnExistingPackageHasIsRefused() {
        #expect(
            throws: ScaffoldError.badName(
                "Packages/Loyalty already exists; route prefixes must differ, so pick another name")
        ) {
            try FeatureName("LOyalty", existing: ["Home", "Loyalty"])
        }
    }

    @Test func aNameThatShadowsAPublicTypeIsRefused() {
        #expect(throws: ScaffoldError.self) { try FeatureName("Screen", publicTypes: ["Screen"]) }
    }

    @Test func renamingReplacesBothPlaceholders() throws {
        let name = try FeatureName("GiftCards")
        #expect(
            name.rename("TemplateIncomingNavigation `template` Sources/Template")
                == "GiftCardsIncomingNavigation `giftcards` Sources/GiftCards")
    }
}

/// A refused name is shown as typed, its invisible characters spelled out.
@Suite struct FeatureNameDisplayTests {
    @Test func controlAndFormatCharactersInARefusedNameAreSpelledOut() {
        #expect(
            throws: ScaffoldError.badName(
                "'Lo\\u{1B}[31my\\u{202E}' is not UpperCamelCase: use ASCII letters and digits, starting with an uppercase letter (e.g. Loyalty)"
            )
        ) { try FeatureName("Lo\u{1B}[31my\u{202E}") }
    }
}

/// Names that would clash with what other packages already build, or rename themselves.
@Suite struct FeatureNameClashTests {
    @Test func aNameHoldingThePlaceholderIsRenamedOnce() throws {
        let name = try FeatureName("Contemplate")
        #expect(
            name.rename("TemplateIncomingNavigation `template`")
                == "ContemplateIncomingNavigation `contemplate`")
    }

    @Test(arguments: ["HomeExample", "HomeTestSupport", "OrdersExample"])
    func aNameThatWouldDuplicateAnotherPackagesTargetIsRefused(name: String) {
        #expect {
            try FeatureName(name, existing: ["Home", "Orders"])
        } throws: { error in
            "\(error)".contains("which Packages/")
        }
    }
}
