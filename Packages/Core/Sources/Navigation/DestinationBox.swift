/// Encodes a destination's own value in place.
struct DestinationBox: Encodable {
    let base: any NavigationDestination
    func encode(to encoder: any Encoder) throws { try base.encode(to: encoder) }
}
