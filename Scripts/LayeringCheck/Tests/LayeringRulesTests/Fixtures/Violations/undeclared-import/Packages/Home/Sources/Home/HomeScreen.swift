import ConsoleUI
import Navigation
import RenderKit
import Shared

// Home reaches Orders through a redirect, never by `import Orders`.
/*
 import Orders
 */
let homeTitle = "import Orders"
let homeHelp = """
    import Orders
    """
