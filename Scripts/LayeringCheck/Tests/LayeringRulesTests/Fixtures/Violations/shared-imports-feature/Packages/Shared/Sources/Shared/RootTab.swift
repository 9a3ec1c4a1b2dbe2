public import Home
import Navigation

enum RootTab {
    case home, orders
}
