extension String {
    /// The text some bytes encode as UTF-8, or `nil` when they are not valid UTF-8.
    ///
    /// The standard library's `String(validating:as:)` does the same from macOS 15 and iOS 18
    /// on; this works on every platform the packages support, so links and console lines are
    /// refused the same way everywhere.
    ///
    /// ```swift
    /// String(validatingUTF8Bytes: [0x63, 0x61, 0x66, 0xC3, 0xA9])  // "café"
    /// String(validatingUTF8Bytes: [0xFF])                          // nil
    /// ```
    public init?(validatingUTF8Bytes bytes: some Collection<UInt8>) {
        // Checked first, then decoded, which never needs a replacement character.
        let failed = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) {
            _ in
        }
        guard !failed else { return nil }
        self.init(decoding: bytes, as: UTF8.self)
    }
}
