import Navigation

enum RootTab {
    case home, orders
}
