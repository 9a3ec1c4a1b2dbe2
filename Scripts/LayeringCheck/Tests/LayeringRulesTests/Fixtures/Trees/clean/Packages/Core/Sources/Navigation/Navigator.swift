import Foundation
import Observation

enum Navigator {}
