/// The floor a case is compared with: the cheapest thing of its kind measured in the same run.
enum Floor: String, Sendable {
    /// An `Array` append followed by `removeLast()`: what a stack push + pop costs at the least.
    case arrayAppendRemove = "floor_array_append_remove"
    /// A `[String: Int]` lookup with short keys: what a lookup by name costs at the least.
    case dictionaryLookup = "floor_dictionary_lookup"
}
