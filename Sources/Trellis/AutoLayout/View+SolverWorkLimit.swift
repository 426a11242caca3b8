import TrellisSolver

extension View {
    /// The most solver work one layout pass of a hierarchy may take (Trellis's own bound; UIKit has
    /// none): tableau cells created, substituted and pivoted (``Solver/workLimit``), conflict
    /// explanations included. A pass that needs more stops with the issue
    /// ``LayoutIssue/Kind/solverWorkLimit`` and frames that are not solved, instead of running for
    /// minutes on a pathological document. Process-wide and thread-safe; read when a hierarchy's
    /// engine is built and at each pass.
    ///
    /// The default, ``defaultSolverWorkLimit``, is far above what real layouts take: a 10,000-view
    /// chain of `>=` constraints uses under 1 % of it (docs/hardening.md).
    public static var solverWorkLimit: Int {
        get { ProcessWideSettings.solverWorkLimit }
        set { ProcessWideSettings.solverWorkLimit = newValue }
    }

    /// The default of ``solverWorkLimit``: 5 × 10⁷ units, at most about two seconds of solving
    /// and 400 MB of tableau in a release build (a unit is a tableau cell created, substituted or
    /// pivoted, or a column entry scanned, and cells are what a dense layout's memory holds), at
    /// least five times what the largest real document of the three corpora takes (none of their
    /// 550 documents passes 10⁷ units on its design device; one passes 10⁶). It was 5 × 10⁸ until
    /// issue 33: a 94,000-character VFL of optional predicates over 3,658 views was then laid out
    /// in 9 s with a 918 MB tableau.
    public static let defaultSolverWorkLimit = 50_000_000
}
