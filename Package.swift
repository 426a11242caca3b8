// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisInterfaceBuilder", targets: ["TrellisInterfaceBuilder"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "trellis-bench", targets: ["trellis-bench"]),
        .executable(name: "trellis-layout-bench", targets: ["trellis-layout-bench"]),
        .executable(name: "trellis-render-bench", targets: ["trellis-render-bench"]),
        .executable(name: "trellis-text-bench", targets: ["trellis-text-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .target(name: "TrellisSolver"),
        .target(name: "Trellis", dependencies: ["TrellisSolver"]),
        .target(name: "TrellisInterfaceBuilder", dependencies: ["Trellis", .product(name: "Yams", package: "Yams")]),
        .target(name: "TrellisRender", dependencies: ["Trellis"]),
        .target(name: "TrellisUIKit", dependencies: ["Trellis"]),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "Trellis", "TrellisInterfaceBuilder", "TrellisRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(
            name: "trellis-bench",
            dependencies: ["TrellisSolver", "BenchmarkSupport"],
            path: "Benchmarks/trellis-bench"
        ),
        .executableTarget(
            name: "trellis-layout-bench",
            dependencies: ["Trellis", "TrellisSolver", "BenchmarkSupport"],
            path: "Benchmarks/trellis-layout-bench"
        ),
        .executableTarget(
            name: "trellis-render-bench",
            dependencies: ["Trellis", "TrellisRender", "BenchmarkSupport"],
            path: "Benchmarks/trellis-render-bench"
        ),
        .executableTarget(
            name: "trellis-text-bench",
            dependencies: ["Trellis", "TrellisInterfaceBuilder", "BenchmarkSupport"],
            path: "Benchmarks/trellis-text-bench"
        ),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"], exclude: ["Differential/Fixtures"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisTestSupport"]),
        // What several test targets share: documents written for tests (``DocumentFixture``), the checkout's folders
        // (``Repository``), weak references to a laid-out hierarchy (``WeakReferences``).
        .target(name: "TrellisTestSupport", dependencies: ["Trellis"], path: "Tests/TrellisTestSupport"),
        .testTarget(name: "TrellisInterfaceBuilderTests", dependencies: ["TrellisInterfaceBuilder", "TrellisTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["TrellisRender", "TrellisTestSupport"], exclude: ["Browser/Goldens"]),
        .testTarget(name: "TrellisUIKitTests", dependencies: ["TrellisUIKit"]),
        .testTarget(name: "TrellisCLITests", dependencies: ["trellis", "TrellisTestSupport"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
