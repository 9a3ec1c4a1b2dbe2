import AppComposition
import Navigation

print("switchyard")
