extension Device {
    /// The last major iOS (iPadOS) release any model with this screen runs, or nil when the
    /// newest model with it still gets the current release (and for the Apple TV, whose every
    /// model runs the current tvOS).
    ///
    /// A catalog entry stands for every model of its screen (``otherNames``): the screen matters
    /// to an app as long as one of them can install it, so the entry's version is its newest
    /// model's. From Apple's compatibility lists of each release ("iOS 16 is compatible with
    /// these devices", support.apple.com, and each release's press announcement):
    ///
    /// | Screen | Last iOS by model | Entry |
    /// |---|---|---|
    /// | `retina3_5` | iPhone 4 7, iPhone 4s 9 | 9 |
    /// | `retina4_0` | iPhone 5/5c 10, 5s 12, SE (1st generation) 15 | 15 |
    /// | `retina5_5` | 6 Plus 12, 6s Plus/7 Plus 15, 8 Plus 16 | 16 |
    /// | `retina4_7` | 6 12, 6s/7 15, 8 16, SE (2nd/3rd generation) current | current |
    /// | `retina5_9` | X 16, XS 18, 11 Pro current | current |
    /// | `retina6_1`, `retina6_5` | XR/XS Max 18, 11/11 Pro Max current | current |
    /// | `ipad9_7` | iPad 3rd 9, 4th 10, Air 12, Air 2 15, 5th/Pro 9.7 16, iPad 6th generation 17 | 17 |
    /// | `ipad12_9` | Pro 12.9 1st generation 16, 2nd generation 17 | 17 |
    /// | `ipad7_9` | mini 2/3 12, mini 4 15, mini (5th generation) current | current |
    /// | `ipad10_5` | Pro 10.5 17, Air (3rd generation) current | current |
    /// | `ipad10_2` | iPad 7th generation 18, 8th/9th current | current |
    ///
    /// Every later screen's models all run the current release.
    public var lastMajorOSVersion: Int? {
        switch id {
        case "retina3_5": 9
        case "retina4_0": 15
        case "retina5_5": 16
        case "ipad9_7", "ipad12_9": 17
        default: nil
        }
    }

    /// Whether some model with this screen runs a release at or after `major` (an app whose
    /// deployment target is iOS `major`.x can be installed on it).
    public func runs(osMajor major: Int) -> Bool {
        lastMajorOSVersion.map { $0 >= major } ?? true
    }
}
