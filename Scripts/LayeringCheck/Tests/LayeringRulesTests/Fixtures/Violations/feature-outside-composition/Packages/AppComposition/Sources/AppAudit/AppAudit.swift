import AppComposition
import Home
import Navigation

enum AppAudit {}
