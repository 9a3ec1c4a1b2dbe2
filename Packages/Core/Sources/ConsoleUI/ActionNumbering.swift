/// The numbers the console gives the actions it shows, so that a tap means the same thing at
/// any width.
///
/// A split drawn as one stack shows its front screen alone, numbered from 1; drawn as columns,
/// it shows more. So the front screen (the last column with a screen in it) keeps `[1]`...`[n]`
/// in columns too, and the other columns' actions follow from `n + 1`, left to right. With
/// Orders' list, order 1001 and a product side by side, the product's Back is `[1]`, the
/// list's four actions `[2]`...`[5]` and the order's five `[6]`...`[10]`.
///
/// The numbering does not depend on the width: drawn as one stack, the split shows its front
/// screen and a line naming the numbers of the columns beside it, which choose the same
/// actions as when the columns are drawn. The host numbers a frame once: the renderer prints
/// these numbers and a tap reads them.
package struct ActionNumbering: Equatable, Sendable {
    /// The number of each column's first action; `nil` for a column with no screen.
    private let firstNumbers: [Int?]
    /// How many actions each column has (0 for a column with no screen).
    private let counts: [Int]

    /// Numbers the actions of `columns`, left to right; `nil` is a column with nothing in it,
    /// and a single screen is numbered as a one-column split, from 1.
    package init(columns: [Screen?]) {
        self.init(actionCounts: columns.map { $0?.actions.count })
    }

    /// Numbers columns that hold these many actions (`nil`: a column with no screen).
    package init(actionCounts: [Int?]) {
        counts = actionCounts.map { $0 ?? 0 }
        var firstNumbers = [Int?](repeating: nil, count: actionCounts.count)
        if let front = actionCounts.lastIndex(where: { $0 != nil }) {
            var next = 1
            for column in [front] + actionCounts.indices.filter({ $0 != front }) {
                guard let count = actionCounts[column] else { continue }
                firstNumbers[column] = next
                next += count
            }
        }
        self.firstNumbers = firstNumbers
    }

    /// How many actions are numbered.
    package var count: Int { counts.reduce(0, +) }

    /// The number of the action at `index` (from 0, in the order the screen lists its actions)
    /// in `column`.
    package func number(ofAction index: Int, inColumn column: Int) -> Int? {
        guard firstNumbers.indices.contains(column), let first = firstNumbers[column],
            (0..<counts[column]).contains(index)
        else { return nil }
        return first + index
    }

    /// The column, and the index in that column's actions, of the action numbered `number`;
    /// `nil` when no action has that number.
    package func action(numbered number: Int) -> (column: Int, index: Int)? {
        for (column, first) in firstNumbers.enumerated() {
            guard let first, (first..<first + counts[column]).contains(number) else { continue }
            return (column, number - first)
        }
        return nil
    }
}
