// swift-tools-version:6.0
import PackageDescription

// CI builds with warnings as errors (`CI=true`, as `.ci/run` is run); local builds stay lenient.
let strictSettings: [SwiftSetting] =
  Context.environment["CI"] == "true" ? [.unsafeFlags(["-warnings-as-errors"])] : []

// Data flows one way: BMICore ← BMIStandards ← BMIKit ← BMICommandLine ← bmi.
let package = Package(
  name: "BMIKit",
  products: [
    .library(name: "BMIKit", targets: ["BMIKit"]),
    .executable(name: "bmi", targets: ["bmi"]),
  ],
  targets: [
    // The engine: exact numbers, interval tables, classification. Standard library only.
    .target(name: "BMICore", swiftSettings: strictSettings),

    // The system's libyaml, seen only by BMIStandards through `internal import`.
    .systemLibrary(
      name: "CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),

    // Standard files: strict YAML loading, diagnostics, the built-in catalogue.
    .target(
      name: "BMIStandards",
      dependencies: ["BMICore", "CLibYAML"],
      swiftSettings: strictSettings,
      plugins: ["EmbedStandardsPlugin"]
    ),

    // The library product: the core plus standard files and built-ins.
    .target(
      name: "BMIKit", dependencies: ["BMICore", "BMIStandards"], swiftSettings: strictSettings),

    // The `bmi` command, as a testable library.
    .target(
      name: "BMICommandLine", dependencies: ["BMIKit"], swiftSettings: strictSettings),
    .executableTarget(
      name: "bmi", dependencies: ["BMICommandLine"], swiftSettings: strictSettings),

    // Build-time embedding of Standards/*.yaml into BMIStandards.
    .executableTarget(name: "EmbedStandardsTool"),
    .plugin(
      name: "EmbedStandardsPlugin",
      capability: .buildTool(),
      dependencies: ["EmbedStandardsTool"]
    ),

    // Release-mode micro-benchmark: `swift run -c release classify-benchmark`.
    .executableTarget(
      name: "classify-benchmark",
      dependencies: ["BMICore"],
      path: "Benchmarks/ClassifyBenchmark",
      swiftSettings: strictSettings
    ),

    .testTarget(
      name: "BMICoreTests", dependencies: ["BMICore"],
      // BMI-for-age fixtures are read through #filePath, not as bundle resources.
      exclude: ["GrowthFixtures"], swiftSettings: strictSettings),
    .testTarget(
      name: "BMIStandardsTests", dependencies: ["BMIStandards"],
      // Test data is read through #filePath, not as bundle resources.
      exclude: ["Corpus", "Fixtures"], swiftSettings: strictSettings),
    .testTarget(
      name: "BMIKitTests", dependencies: ["BMIKit"], swiftSettings: strictSettings),
    .testTarget(
      name: "BMICommandLineTests", dependencies: ["BMICommandLine"], swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
