/// Facts about the `switchyard` program itself.
enum Switchyard {
    /// What `switchyard --version` prints after the program name.
    static let version = "0.1.0"
}
