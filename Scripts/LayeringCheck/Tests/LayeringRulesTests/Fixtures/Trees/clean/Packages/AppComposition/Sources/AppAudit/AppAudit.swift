import AppComposition
import Navigation

enum AppAudit {}
