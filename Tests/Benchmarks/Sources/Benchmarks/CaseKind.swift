/// What a case is, which decides where the table prints it.
enum CaseKind: String, Sendable {
    case floor = "Floors"
    case baseline = "Naive baselines (written in this suite)"
    case headline = "Headline cases (the goals compare them with floors, baselines and each other)"
    case engine = "More engine cases"
    case scaling = "Scaling"
    case console = "Console (release switchyard binary)"
}
