import Navigation
import RenderKit

enum Console {}
