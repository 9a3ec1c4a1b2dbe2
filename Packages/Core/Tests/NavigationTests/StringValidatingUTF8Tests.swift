import Navigation
import NavigationLinks
import Testing

@Suite("Validating UTF-8 on every platform")
struct StringValidatingUTF8Tests {
    @Test func validBytesDecodeToTheirText() {
        #expect(String(validatingUTF8Bytes: Array("café 🚃".utf8)) == "café 🚃")
        #expect(String(validatingUTF8Bytes: [UInt8]()) == "")
    }

    @Test(
        "Invalid bytes are refused rather than replaced",
        arguments: [
            [0xFF], [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0x61, 0xE2],
        ]
            as [[UInt8]])
    func invalidBytesAreRefused(_ bytes: [UInt8]) {
        #expect(String(validatingUTF8Bytes: bytes) == nil)
    }

    @Test func itAgreesWithTheStandardLibrarysCheck() {
        var state: UInt64 = 0x5EED
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 7) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
                #expect(
                    String(validatingUTF8Bytes: bytes) == String(validating: bytes, as: UTF8.self), "\(bytes)"
                )
            }
        }
    }
}
