/// Whether a stack view element arranges its views inside its layout margins.
///
/// Xcode never writes `layoutMarginsRelativeArrangement` (no document in either corpus has it);
/// a stack view whose document stores layout margins (`<edgeInsets key="layoutMargins">` or
/// `<directionalEdgeInsets key="directionalLayoutMargins">`) is arranged inside them. Evidence:
/// of the 32 stack views with stored margins in `../shared/corpus` and `../shared/corpus-modern`
/// (toolsVersion 17156 to 32700), 19 store their arranged views exactly inside the margins on all
/// four sides (stopp-corona MainViewController.storyboard, toolsVersion 17701: `NEF-xo-XXa` with
/// margins 32/24/32/24 holds `LWw-7J-qVn` at (24, 32, 366, 200) in 414 × 264; Esri
/// LineOfSightGeoElement, 17156; SoundFonts Effects, 23727), 11 are inside them across the axis
/// and decided by their constraints along it, and one (stopp-corona `aM4-Bj-TGf`) mixes views at
/// the edges and inside the margins in one fill-aligned column, which no arrangement gives.
func arrangesInsideStoredMargins(_ stack: XMLTree) -> Bool {
    stack["layoutMarginsRelativeArrangement"] == "YES"
        || stack.child("edgeInsets", key: "layoutMargins") != nil
        || stack.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
}
