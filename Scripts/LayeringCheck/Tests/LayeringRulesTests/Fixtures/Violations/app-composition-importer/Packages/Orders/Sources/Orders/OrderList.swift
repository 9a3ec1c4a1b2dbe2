@preconcurrency import AppComposition
import Navigation
import Shared

enum OrderList {}
