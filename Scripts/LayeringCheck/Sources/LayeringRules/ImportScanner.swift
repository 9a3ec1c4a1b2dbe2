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

    /// `source` with every comment and string literal (interpolations included) replaced
    /// by spaces; line breaks are kept, so line numbers do not change.
    static func codeOnly(_ source: String) -> String {
        var blanker = SourceBlanker(source)
        return blanker.run()
    }
}

/// Walks a source file byte by byte, blanking comments and string literals: a stack of
/// contexts, because a string can hold an interpolation that holds a string.
private struct SourceBlanker {
    private enum Context {
        /// Code; `parentheses` counts those open inside an interpolation.
        case code(parentheses: Int)
        /// A `/* */` comment, nested `depth` deep.
        case blockComment(depth: Int)
        /// A string literal with `hashes` raw delimiters, one line or three-quoted.
        case string(hashes: Int, multiline: Bool)
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

    private let bytes: [UInt8]
    private var output: [UInt8]
    private var stack: [Context] = [.code(parentheses: 0)]
    private var index = 0

    init(_ source: String) {
        bytes = Array(source.utf8)
        output = bytes
    }

    /// The source with comments and strings blanked.
    mutating func run() -> String {
        while index < bytes.count {
            switch stack[stack.count - 1] {
            case .blockComment(let depth): stepInBlockComment(depth: depth)
            case .string(let hashes, let multiline): stepInString(hashes: hashes, multiline: multiline)
            case .code(let parentheses): stepInCode(parentheses: parentheses)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func stepInBlockComment(depth: Int) {
        let current = bytes[index]
        if current == Self.slash, byte(index + 1) == Self.star {
            stack[stack.count - 1] = .blockComment(depth: depth + 1)
            blank(2)
        } else if current == Self.star, byte(index + 1) == Self.slash {
            blank(2)
            if depth == 1 {
                stack.removeLast()
            } else {
                stack[stack.count - 1] = .blockComment(depth: depth - 1)
            }
        } else {
            blank(1)
        }
    }

    private mutating func stepInString(hashes: Int, multiline: Bool) {
        let current = bytes[index]
        if current == Self.backslash, count(of: Self.hash, from: index + 1) >= hashes {
            let afterEscape = index + 1 + hashes
            if byte(afterEscape) == Self.openParenthesis {
                blank(afterEscape + 1 - index)
                stack.append(.code(parentheses: 0))
            } else {
                blank(min(afterEscape + 1, bytes.count) - index)
            }
        } else if current == Self.quote, let length = closes(hashes: hashes, multiline: multiline) {
            blank(length)
            stack.removeLast()
        } else if current == Self.newline, !multiline {
            // An unterminated single-line string ends at the line break.
            stack.removeLast()
            index += 1
        } else {
            blank(1)
        }
    }

    private mutating func stepInCode(parentheses: Int) {
        let current = bytes[index]
        let insideString = stack.count > 1
        let hashes = current == Self.hash ? count(of: Self.hash, from: index) : 0
        if current == Self.slash, byte(index + 1) == Self.slash {
            var end = index
            while end < bytes.count, bytes[end] != Self.newline { end += 1 }
            blank(end - index)
        } else if current == Self.slash, byte(index + 1) == Self.star {
            blank(2)
            stack.append(.blockComment(depth: 1))
        } else if current == Self.quote || (hashes > 0 && byte(index + hashes) == Self.quote) {
            let multiline = count(of: Self.quote, from: index + hashes) >= 3
            blank(hashes + (multiline ? 3 : 1))
            stack.append(.string(hashes: hashes, multiline: multiline))
        } else if insideString, current == Self.openParenthesis {
            stack[stack.count - 1] = .code(parentheses: parentheses + 1)
            blank(1)
        } else if insideString, current == Self.closeParenthesis {
            if parentheses == 0 {
                stack.removeLast()
            } else {
                stack[stack.count - 1] = .code(parentheses: parentheses - 1)
            }
            blank(1)
        } else {
            let length = max(hashes, 1)
            if insideString {
                blank(length)
            } else {
                index += length
            }
        }
    }

    /// Blanks the next `length` bytes (line breaks stay) and moves past them.
    private mutating func blank(_ length: Int) {
        for position in index..<min(index + length, bytes.count) where output[position] != Self.newline {
            output[position] = Self.space
        }
        index += length
    }

    private func byte(_ position: Int) -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private func count(of value: UInt8, from position: Int) -> Int {
        var end = position
        while byte(end) == value { end += 1 }
        return end - position
    }

    /// The length of the closing delimiter at `index` (which holds a quote), if the string
    /// with `hashes` closes there.
    private func closes(hashes: Int, multiline: Bool) -> Int? {
        let quotes = multiline ? 3 : 1
        guard count(of: Self.quote, from: index) >= quotes else { return nil }
        guard count(of: Self.hash, from: index + quotes) >= hashes else { return nil }
        return quotes + hashes
    }
}
