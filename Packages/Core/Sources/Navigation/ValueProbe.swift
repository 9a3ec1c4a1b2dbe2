/// Reads any JSON value and keeps the first key of an object: the case of an enum value.
struct ValueProbe: Decodable {
    let caseName: String?

    private struct AnyKey: CodingKey {
        let stringValue: String
        let intValue: Int? = nil
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        caseName = (try? decoder.container(keyedBy: AnyKey.self))?.allKeys.map(\.stringValue).min()
    }
}
