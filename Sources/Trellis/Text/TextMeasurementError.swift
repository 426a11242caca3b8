/// Why real text measurement is not available on this machine.
public enum TextMeasurementError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A shared library is missing; `package` is the Debian package that installs it.
    case missingLibrary(_ message: String, package: String)
    /// A font file is missing; `package` is the Debian package that installs it.
    case missingFont(_ file: String, searched: [String], package: String)

    /// The Debian package to install.
    public var package: String {
        switch self {
        case .missingLibrary(_, let package), .missingFont(_, _, let package): package
        }
    }

    public var description: String {
        switch self {
        case .missingLibrary(let message, let package):
            "\(message); install it with `apt-get install \(package)`"
        case .missingFont(let file, let searched, let package):
            "font file \(file) not found in \(searched.joined(separator: ", ")); install it with `apt-get install \(package)`"
        }
    }
}
