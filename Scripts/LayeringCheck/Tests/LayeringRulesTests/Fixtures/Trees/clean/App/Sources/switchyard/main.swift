import AppComposition

print("switchyard")
