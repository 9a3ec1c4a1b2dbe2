import Settings

/// Settings needs only the app's services (the session and analytics).
extension AppResolver: SettingsDependencies {}
