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

    /// The default of ``solverWorkLimit``: 5 × 10⁸ units, about ten seconds of solving in a release
    /// build, at least fifty times what the largest real document of the corpora takes.
    public static let defaultSolverWorkLimit = 500_000_000
}
