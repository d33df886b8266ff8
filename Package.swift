// swift-tools-version:6.0
import PackageDescription

// Data flows one way: BMICore ← BMIStandards ← BMIKit ← BMICommandLine ← bmi.
let package = Package(
  name: "BMIKit",
  products: [
    .library(name: "BMIKit", targets: ["BMIKit"]),
    .executable(name: "bmi", targets: ["bmi"]),
  ],
  targets: [
    // The engine: exact numbers, interval tables, classification. Standard library only.
    .target(name: "BMICore"),

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
      plugins: ["EmbedStandardsPlugin"]
    ),

    // The library product: the core plus standard files and built-ins.
    .target(name: "BMIKit", dependencies: ["BMICore", "BMIStandards"]),

    // The `bmi` command, as a testable library.
    .target(name: "BMICommandLine", dependencies: ["BMIKit"]),
    .executableTarget(name: "bmi", dependencies: ["BMICommandLine"]),

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
      path: "Benchmarks/ClassifyBenchmark"
    ),

    .testTarget(name: "BMICoreTests", dependencies: ["BMICore"]),
    .testTarget(name: "BMIStandardsTests", dependencies: ["BMIStandards"]),
    .testTarget(name: "BMIKitTests", dependencies: ["BMIKit"]),
    .testTarget(name: "BMICommandLineTests", dependencies: ["BMICommandLine"]),
  ],
  swiftLanguageModes: [.v6]
)
