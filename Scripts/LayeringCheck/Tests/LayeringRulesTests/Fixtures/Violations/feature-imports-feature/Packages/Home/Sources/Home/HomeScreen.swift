import ConsoleUI
import Navigation
import Orders
import Shared

// Home reaches Orders through a redirect, never by `import Orders`.
/*
 import Orders
 */
let homeTitle = "import Orders"
let homeHelp = """
    import Orders
    """
