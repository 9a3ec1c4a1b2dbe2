/// What a case is, which decides where the table prints it.
enum CaseKind: String, Sendable {
    case floor = "Floors"
    case baseline = "Naive baselines (written in this suite)"
    case goal = "Goals (issue 12)"
    case engine = "More engine cases"
    case scaling = "Scaling"
    case console = "Console (release switchyard binary)"
}
