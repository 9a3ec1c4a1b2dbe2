import Navigation
import RenderKit

import struct Shared.RootTab

enum Console {}
