/// A view-hierarchy request that UIKit would reject with an exception.
public enum ViewHierarchyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `view.addSubview(view)`.
    case addingViewToItself(view: String)
    /// Adding `view` into `into`, which is one of its own descendants: a cycle.
    case addingAncestorAsSubview(view: String, into: String)

    public var description: String {
        switch self {
        case .addingViewToItself(let view):
            return "cannot add \(view) as a subview of itself"
        case .addingAncestorAsSubview(let view, let into):
            return "cannot add \(view) as a subview of \(into): \(into) is a descendant of \(view)"
        }
    }
}

/// A geometry value that UIKit would reject (Core Animation raises `CALayerInvalidGeometry`).
public enum ViewGeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `property` ("frame", "bounds", "center", "transform") was set to a value containing NaN or infinity.
    case nonFinite(property: String, value: String, view: String)

    public var description: String {
        switch self {
        case .nonFinite(let property, let value, let view):
            return "\(view).\(property) set to non-finite value \(value); ignored"
        }
    }
}

/// Any request a ``View`` ignored; see ``View/ignoredRequests``.
public enum ViewError: Error, Hashable, Sendable, CustomStringConvertible {
    case hierarchy(ViewHierarchyError)
    case geometry(ViewGeometryError)

    public var description: String {
        switch self {
        case .hierarchy(let e): return e.description
        case .geometry(let e): return e.description
        }
    }
}

extension View {
    /// A short name for diagnostics: the accessibility identifier if any, else the class name (and tag).
    public var diagnosticName: String {
        if let id = accessibilityIdentifier { return "\(type(of: self))'\(id)'" }
        return tag != 0 ? "\(type(of: self))#\(tag)" : "\(type(of: self))"
    }

    func record(_ error: ViewError) {
        ignoredRequests.append(error)
        if ignoredRequests.count > 100 { ignoredRequests.removeFirst(ignoredRequests.count - 100) }
    }
}
