import Testing
@testable import Trellis

/// San Francisco's tracking and optical size as Apple publishes them (Human Interface
/// Guidelines, Typography, "Tracking values"; WWDC20 10175).
struct SystemFontCalibrationTests {
    /// Rows of Apple's table in points; between rows linear; +41/1000 em below 6 points; none
    /// from 80 points.
    @Test func trackingIsApplesTable() {
        #expect(SystemFontCalibration.sanFranciscoTracking(pointSize: 17) == -0.43)
        #expect(SystemFontCalibration.sanFranciscoTracking(pointSize: 28) == 0.38)
        #expect(SystemFontCalibration.sanFranciscoTracking(pointSize: 40) == 0.37)
        #expect(abs(SystemFontCalibration.sanFranciscoTracking(pointSize: 17.5) - -0.435) < 1e-12)
        #expect(abs(SystemFontCalibration.sanFranciscoTracking(pointSize: 55) - 0.31) < 1e-12)
        #expect(abs(SystemFontCalibration.sanFranciscoTracking(pointSize: 5) - 0.205) < 1e-12)
        #expect(SystemFontCalibration.sanFranciscoTracking(pointSize: 140) == 0)
        #expect(SystemFontCalibration.inter.tracking(pointSize: 12) == 0)
        #expect(SystemFontCalibration.identity.tracking(pointSize: 17) == 0)
    }

    /// The optical size moves from Text (17 points and below) to Display (28 and above).
    @Test func displayShareFrom17To28Points() {
        #expect(SystemFontCalibration.displayShare(pointSize: 13) == 0)
        #expect(SystemFontCalibration.displayShare(pointSize: 17) == 0)
        #expect(SystemFontCalibration.displayShare(pointSize: 22.5) == 0.5)
        #expect(SystemFontCalibration.displayShare(pointSize: 28) == 1)
        #expect(SystemFontCalibration.displayShare(pointSize: 34) == 1)
    }
}
