import Navigation
import Shared

enum OrderList {}
