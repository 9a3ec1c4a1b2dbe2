/// One `import` declaration found in a source file.
public struct ImportStatement: Equatable, Sendable {
    /// The imported module: the first component of the import path (`Foundation` for
    /// `import struct Foundation.URL`).
    public var module: String
    /// The 1-based line the declaration is on.
    public var line: Int

    /// Creates an import of `module` on `line`.
    public init(module: String, line: Int) {
        self.module = module
        self.line = line
    }
}

/// Finds the `import` declarations in Swift source text.
///
/// Recognises every form Swift allows: attributes (`@testable`, `@_exported`,
/// `@preconcurrency`, `@_spi(Name)`, ...), an access level (`public import X`), an import
/// kind (`import struct X.Y`) and submodules (`import Darwin.C`). Text inside comments and
/// string literals is ignored, so `// import X`, `/* import X */` and `"import X"` are not
/// imports.
public enum ImportScanner {
    /// The imports in `source`, in order.
    public static func imports(in source: String) -> [ImportStatement] {
        let code = codeOnly(source)
        var result: [ImportStatement] = []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for statement in line.split(separator: ";") {
                if let module = importedModule(in: statement) {
                    result.append(ImportStatement(module: module, line: index + 1))
                }
            }
        }
        return result
    }

    // MARK: - Declarations

    private static let accessLevels: Set<Substring> = [
        "open", "public", "package", "internal", "fileprivate", "private",
    ]
    private static let importKinds: Set<Substring> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
    ]

    /// The module `statement` imports, or `nil` when it is not an import declaration.
    static func importedModule(in statement: Substring) -> String? {
        var rest = statement.drop { $0.isWhitespace }
        while rest.first == "@" {
            rest = rest.dropFirst().drop { isIdentifierCharacter($0) }
            let afterName = rest.drop { $0.isWhitespace }
            if afterName.first == "(" {
                guard let close = afterName.firstIndex(of: ")") else { return nil }
                rest = afterName[afterName.index(after: close)...]
            }
            rest = rest.drop { $0.isWhitespace }
        }
        var word = leadingWord(of: rest)
        if accessLevels.contains(word) {
            rest = rest.dropFirst(word.count).drop { $0.isWhitespace }
            word = leadingWord(of: rest)
        }
        guard word == "import" else { return nil }
        rest = rest.dropFirst(word.count)
        guard rest.first?.isWhitespace == true else { return nil }
        rest = rest.drop { $0.isWhitespace }
        word = leadingWord(of: rest)
        if importKinds.contains(word), rest.dropFirst(word.count).first?.isWhitespace == true {
            rest = rest.dropFirst(word.count).drop { $0.isWhitespace }
            word = leadingWord(of: rest)
        }
        guard let first = word.first, !first.isNumber else { return nil }
        let afterModule = rest.dropFirst(word.count).drop { $0.isWhitespace }
        guard afterModule.isEmpty || afterModule.first == "." else { return nil }
        return String(word)
    }

    private static func leadingWord(of text: Substring) -> Substring {
        text.prefix { isIdentifierCharacter($0) }
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    // MARK: - Comments and string literals

    private enum Context {
        /// Code; `parentheses` counts open `(` inside a string interpolation.
        case code(parentheses: Int)
        case string(hashes: Int, multiline: Bool)
        case blockComment(depth: Int)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let backslash = UInt8(ascii: "\\")
    private static let openParenthesis = UInt8(ascii: "(")
    private static let closeParenthesis = UInt8(ascii: ")")

    /// `source` with every comment and string literal (interpolations included) replaced
    /// by spaces; line breaks are kept, so line numbers do not change.
    static func codeOnly(_ source: String) -> String {
        let bytes = Array(source.utf8)
        var output = bytes
        var stack: [Context] = [.code(parentheses: 0)]
        var index = 0

        func blank(_ range: Range<Int>) {
            for position in range where output[position] != newline {
                output[position] = space
            }
        }
        func byte(_ position: Int) -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }
        func count(of value: UInt8, from position: Int) -> Int {
            var end = position
            while byte(end) == value { end += 1 }
            return end - position
        }
        /// Whether a string with `hashes` closes at `position` (which holds a quote).
        func closes(at position: Int, hashes: Int, multiline: Bool) -> Int? {
            let quotes = multiline ? 3 : 1
            guard count(of: quote, from: position) >= quotes else { return nil }
            guard count(of: hash, from: position + quotes) >= hashes else { return nil }
            return quotes + hashes
        }

        while index < bytes.count {
            let current = bytes[index]
            let insideString = stack.count > 1
            switch stack[stack.count - 1] {
            case .blockComment(let depth):
                if current == slash, byte(index + 1) == star {
                    stack[stack.count - 1] = .blockComment(depth: depth + 1)
                    blank(index..<index + 2)
                    index += 2
                } else if current == star, byte(index + 1) == slash {
                    blank(index..<index + 2)
                    index += 2
                    if depth == 1 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .blockComment(depth: depth - 1)
                    }
                } else {
                    blank(index..<index + 1)
                    index += 1
                }

            case .string(let hashes, let multiline):
                if current == backslash, count(of: hash, from: index + 1) >= hashes {
                    let afterEscape = index + 1 + hashes
                    if byte(afterEscape) == openParenthesis {
                        blank(index..<afterEscape + 1)
                        stack.append(.code(parentheses: 0))
                        index = afterEscape + 1
                    } else {
                        let end = min(afterEscape + 1, bytes.count)
                        blank(index..<end)
                        index = end
                    }
                } else if current == quote,
                    let length = closes(at: index, hashes: hashes, multiline: multiline)
                {
                    blank(index..<index + length)
                    stack.removeLast()
                    index += length
                } else if current == newline, !multiline {
                    // An unterminated single-line string ends at the line break.
                    stack.removeLast()
                    index += 1
                } else {
                    blank(index..<index + 1)
                    index += 1
                }

            case .code(let parentheses):
                let hashes = current == hash ? count(of: hash, from: index) : 0
                if current == slash, byte(index + 1) == slash {
                    var end = index
                    while end < bytes.count, bytes[end] != newline { end += 1 }
                    blank(index..<end)
                    index = end
                } else if current == slash, byte(index + 1) == star {
                    blank(index..<index + 2)
                    stack.append(.blockComment(depth: 1))
                    index += 2
                } else if current == quote || (hashes > 0 && byte(index + hashes) == quote) {
                    let quoteIndex = index + hashes
                    let multiline = count(of: quote, from: quoteIndex) >= 3
                    let opening = hashes + (multiline ? 3 : 1)
                    blank(index..<index + opening)
                    stack.append(.string(hashes: hashes, multiline: multiline))
                    index += opening
                } else if insideString, current == openParenthesis {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                    blank(index..<index + 1)
                    index += 1
                } else if insideString, current == closeParenthesis {
                    if parentheses == 0 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .code(parentheses: parentheses - 1)
                    }
                    blank(index..<index + 1)
                    index += 1
                } else {
                    let length = max(hashes, 1)
                    if insideString { blank(index..<index + length) }
                    index += length
                }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
