/// One key press of an interactive console, as the line editor sees it.
///
/// A terminal in raw mode sends bytes: printable text as UTF-8, control keys as single
/// control bytes (Ctrl-A is `0x01`), and arrows or Home/End as escape sequences that
/// differ between terminals (`ESC [ H`, `ESC O H`, `ESC [ 1 ~` are all Home).
/// ``ConsoleKeyDecoder`` folds them into these cases, so the editor never sees a byte.
public enum ConsoleKey: Hashable, Sendable {
    /// A character to insert; never a control character.
    case character(Character)
    /// Bytes that are not UTF-8: shown as U+FFFD, and the line they are in cannot run, as
    /// a piped line with them cannot.
    case invalidText
    /// Enter or Return: hand the line over.
    case enter
    /// Backspace (or Ctrl-H): delete the character before the cursor.
    case backspace
    /// Delete: delete the character under the cursor.
    case delete
    /// Left arrow or Ctrl-B.
    case left
    /// Right arrow or Ctrl-F.
    case right
    /// Ctrl-Left or Alt-B: to the start of the word before the cursor.
    case wordLeft
    /// Ctrl-Right or Alt-F: past the end of the word after the cursor.
    case wordRight
    /// Home or Ctrl-A.
    case home
    /// End or Ctrl-E.
    case end
    /// Up arrow or Ctrl-P: the previous line of this session's history.
    case up
    /// Down arrow or Ctrl-N: the next line of the history, then the line being typed.
    case down
    /// Ctrl-K: delete from the cursor to the end of the line.
    case deleteToEnd
    /// Ctrl-U: delete from the start of the line to the cursor.
    case deleteToStart
    /// Ctrl-W: delete the word before the cursor.
    case deleteWordBefore
    /// Ctrl-L: clear the terminal and draw the screen again.
    case redraw
    /// Ctrl-C: abandon the line (at an empty line, twice in a row, quit).
    case interrupt
    /// Ctrl-D: at an empty line, the end of the input; otherwise Delete.
    case endOfInput
    /// Ctrl-\: quit as SIGQUIT does, which the terminal does not send while a line is edited.
    case quitSignal
}
