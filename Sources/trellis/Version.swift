extension TrellisCommand {
    /// What `trellis --version` prints: the release this build is (semantic versioning; Trellis
    /// has no tagged release yet, so 0.x with the development suffix). Raised by hand at a release.
    static let version = "0.1.0-dev"
}
