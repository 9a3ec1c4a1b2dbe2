/// The coding names a document uses, each written once and referred to by index.
struct TypeTable {
    private(set) var names: [String] = []
    /// By type, so an entry costs one lookup of a pointer-sized key, not a string's.
    private var indices: [ObjectIdentifier: Int] = [:]

    mutating func index(of destination: AnyNavigationDestination) -> Int {
        let type = ObjectIdentifier(Swift.type(of: destination.base))
        if let index = indices[type] { return index }
        names.append(destination.codingName)
        indices[type] = names.count - 1
        return names.count - 1
    }
}
