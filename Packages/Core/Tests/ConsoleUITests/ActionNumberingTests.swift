import ConsoleUI
import Testing

/// The numbers taps choose: the front screen's from 1 at any width, the other columns' after.
@Suite("ActionNumbering")
struct ActionNumberingTests {
    /// Every number with the column and index it leads to, in number order.
    private static func table(_ numbering: ActionNumbering) -> [[Int]] {
        (1...max(numbering.count, 1)).compactMap { number in
            numbering.action(numbered: number).map { [number, $0.column, $0.index] }
        }
    }

    @Test("A screen alone numbers its actions from 1 in the order they appear")
    func oneScreen() {
        let numbering = ActionNumbering(actionCounts: [3])
        #expect(numbering.count == 3)
        #expect((0..<3).map { numbering.number(ofAction: $0, inColumn: 0) } == [1, 2, 3])
        #expect(Self.table(numbering) == [[1, 0, 0], [2, 0, 1], [3, 0, 2]])
    }

    @Test("The front column keeps 1...n, and the other columns follow from n + 1, left to right")
    func frontFirst() {
        // Orders ‖ Order 1001 ‖ Green tea: 4 actions, 5 actions, 1 action.
        let numbering = ActionNumbering(actionCounts: [4, 5, 1])
        #expect(numbering.number(ofAction: 0, inColumn: 2) == 1)
        #expect((0..<4).map { numbering.number(ofAction: $0, inColumn: 0) } == [2, 3, 4, 5])
        #expect((0..<5).map { numbering.number(ofAction: $0, inColumn: 1) } == [6, 7, 8, 9, 10])
        #expect(numbering.action(numbered: 1)! == (column: 2, index: 0))
        #expect(numbering.action(numbered: 7)! == (column: 1, index: 1))
        #expect(numbering.count == 10)
    }

    @Test("The front is the last column with a screen; an empty column takes no numbers")
    func emptyColumns() {
        let numbering = ActionNumbering(actionCounts: [4, 5, nil])
        #expect((0..<5).map { numbering.number(ofAction: $0, inColumn: 1) } == [1, 2, 3, 4, 5])
        #expect((0..<4).map { numbering.number(ofAction: $0, inColumn: 0) } == [6, 7, 8, 9])
        #expect(numbering.number(ofAction: 0, inColumn: 2) == nil)
        let listAlone = ActionNumbering(actionCounts: [4, nil, nil])
        #expect((0..<4).map { listAlone.number(ofAction: $0, inColumn: 0) } == [1, 2, 3, 4])
    }

    @Test("The front screen's numbers are the same drawn alone and drawn beside other columns")
    func sameAtAnyWidth() {
        for counts in [[4, 5, 1], [4, 5], [0, 3], [2, 0, 6], [7, 1, 0]] {
            let wide = ActionNumbering(actionCounts: counts)
            let narrow = ActionNumbering(actionCounts: [counts[counts.count - 1]])
            for number in stride(from: 1, through: narrow.count, by: 1) {
                #expect(narrow.action(numbered: number)! == (column: 0, index: number - 1))
                #expect(wide.action(numbered: number)! == (column: counts.count - 1, index: number - 1))
            }
            #expect(wide.count == counts.reduce(0, +))
        }
    }

    @Test("A number no action has leads nowhere")
    func outOfRange() {
        let numbering = ActionNumbering(actionCounts: [2, nil, 1])
        #expect(numbering.action(numbered: 0) == nil)
        #expect(numbering.action(numbered: 4) == nil)
        #expect(numbering.action(numbered: -1) == nil)
        #expect(numbering.number(ofAction: 2, inColumn: 0) == nil)
        #expect(numbering.number(ofAction: 0, inColumn: 5) == nil)
        #expect(ActionNumbering(actionCounts: [nil, nil]).count == 0)
        #expect(ActionNumbering(actionCounts: [nil, nil]).action(numbered: 1) == nil)
    }

    @Test("Every number leads back to the one action it was given to")
    func roundTrip() throws {
        let counts: [Int?] = [3, nil, 0, 2, 4]
        let numbering = ActionNumbering(actionCounts: counts)
        var numbers: [Int] = []
        for (column, count) in counts.enumerated() {
            for index in 0..<(count ?? 0) {
                let number = try #require(numbering.number(ofAction: index, inColumn: column))
                #expect(numbering.action(numbered: number)! == (column: column, index: index))
                numbers.append(number)
            }
        }
        #expect(numbers.sorted() == Array(1...9))
    }

    @Test("Screens are numbered by their actions, links included, across sections")
    func fromScreens() {
        let list = Screen("List") {
            Action("A") {}
            Section("More") { Action("B") {} }
        }
        let detail = Screen("Detail") { Action("C") {} }
        #expect(ActionNumbering(columns: [list, detail, nil]) == ActionNumbering(actionCounts: [2, 1, nil]))
    }
}
