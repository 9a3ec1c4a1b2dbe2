import Home
import Navigation
import Orders
import Shared

enum AppResolver {}
