import ArgumentParser
import Trellis

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List the device catalog: every model by name, with the Interface Builder id of its canvas.",
        discussion: "Several models share a canvas (an id). --device takes an id or an exact name; a name several models start with (\"iPhone SE\") is an error listing them.")

    func run() {
        print("id                name                                     points      scale  native pixels")
        for (name, d) in Device.allNames {
            let pts = "\(Report.number(d.portraitSize.width))×\(Report.number(d.portraitSize.height))"
            let native = "\(Report.number(d.nativePixels.width))×\(Report.number(d.nativePixels.height))"
            print(d.id.padding(toLength: 18, withPad: " ", startingAt: 0) + name.padding(toLength: 41, withPad: " ", startingAt: 0)
                  + pts.padding(toLength: 12, withPad: " ", startingAt: 0) + "@\(Report.number(d.scale))x".padding(toLength: 7, withPad: " ", startingAt: 0) + native)
        }
    }
}
