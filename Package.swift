// swift-tools-version:6.0
import PackageDescription

// CI builds with warnings as errors (`CI=true`, as `.ci/run` is run); local builds stay lenient.
let strictSettings: [SwiftSetting] =
  Context.environment["CI"] == "true" ? [.unsafeFlags(["-warnings-as-errors"])] : []

// Data flows one way (docs/architecture.md):
//
//   BMIGrowth ← BMICore ← BMIMeasurement ← BMIBatch, BMIChart
//   BMICore ← BMIBuiltIns (values the loader made from Standards/, `make builtins`)
//   BMICore ← BMIStandards (standard files through libyaml)
//   BMIKit re-exports them all; BMICommandLine is the porch; bmi is its main.swift.
//   BMIWeb answers the web page from BMIMeasurement, BMIBuiltIns and BMIChart.
//
// BMISupport holds helpers the modules share (not a product); BMIPlatform is the one home of
// the C library import and of file I/O.
let package = Package(
  name: "BMIKit",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "BMIKit", targets: ["BMIKit"]),
    .library(name: "BMICore", targets: ["BMICore"]),
    .library(name: "BMIMeasurement", targets: ["BMIMeasurement"]),
    .library(name: "BMIStandards", targets: ["BMIStandards"]),
    .library(name: "BMIBuiltIns", targets: ["BMIBuiltIns"]),
    .library(name: "BMIChart", targets: ["BMIChart"]),
    .library(name: "BMIBatch", targets: ["BMIBatch"]),
    .executable(name: "bmi", targets: ["bmi"]),
    // The engine as a C library, libbmikit (bmikit.h), for Python and other languages.
    .library(name: "bmikit", type: .dynamic, targets: ["BMIKitC"]),
  ],
  targets: [
    // The engine: exact numbers, interval tables, classification. Standard library only,
    // and Embedded-Swift-clean (`.ci/run` compiles it for wasm32-unknown-none-wasm).
    .target(name: "BMICore", dependencies: ["BMIGrowth"], swiftSettings: strictSettings),

    // Children's growth beneath the core: exact LMS arithmetic, reference tables, scores.
    // Standard library only, Embedded-Swift-clean; BMICore re-exports it.
    .target(name: "BMIGrowth", swiftSettings: strictSettings),

    // Helpers shared by the modules, `package` access only: messages, edit distance,
    // look-alike characters, JSON text. Standard library only.
    .target(name: "BMISupport", dependencies: ["BMICore"], swiftSettings: strictSettings),

    // Heights and weights as people type them, exactly; plausibility limits.
    .target(
      name: "BMIMeasurement", dependencies: ["BMICore", "BMISupport"],
      swiftSettings: strictSettings),

    // The C library, imported in one file, and file I/O built on it.
    .target(name: "BMIPlatform", swiftSettings: strictSettings),

    // The system's libyaml, seen only by BMIStandards through `internal import`.
    .systemLibrary(
      name: "CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),

    // The system's libedit, for line editing in interactive mode; seen only by
    // BMICommandLine. Its shim reads plain lines when libedit-dev is absent at build time.
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),

    // Standard files: strict YAML loading and diagnostics.
    .target(
      name: "BMIStandards",
      dependencies: ["BMICore", "BMISupport", "CLibYAML"],
      swiftSettings: strictSettings
    ),

    // The built-in standards, checked by the loader and compiled in as values: using one
    // parses nothing and needs no libyaml. Generated/ is written by `make builtins`
    // (EmbedStandardsTool); a test fails when it differs from what Standards/ gives.
    .target(
      name: "BMIBuiltIns",
      dependencies: ["BMICore", "BMISupport"],
      swiftSettings: strictSettings
    ),

    // The height–weight chart of a standard, as SVG text.
    .target(
      name: "BMIChart", dependencies: ["BMICore", "BMIMeasurement", "BMISupport"],
      swiftSettings: strictSettings),

    // Whole files of people: the streaming CSV and JSON Lines engine.
    .target(
      name: "BMIBatch",
      dependencies: ["BMICore", "BMIMeasurement", "BMISupport", "BMIPlatform"],
      swiftSettings: strictSettings),

    // The web calculator's questions and answers (text in, JSON out), compiled with the
    // engine into WebAssembly by `make web` (docs/web.md). Embedded-Swift-clean.
    .target(
      name: "BMIWeb",
      dependencies: ["BMICore", "BMIMeasurement", "BMIBuiltIns", "BMIChart", "BMISupport"],
      swiftSettings: strictSettings),

    // The library product: everything above, in one import.
    .target(
      name: "BMIKit",
      dependencies: [
        "BMICore", "BMIMeasurement", "BMIBuiltIns", "BMIStandards", "BMIChart", "BMIBatch",
        "BMISupport", "BMIPlatform",
      ],
      swiftSettings: strictSettings),

    // The `bmi` command, as a testable library: arguments, commands, terminal and files.
    .target(
      name: "BMICommandLine", dependencies: ["BMIKit", "BMISupport", "BMIPlatform", "CLibEdit"],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "bmi", dependencies: ["BMICommandLine"], swiftSettings: strictSettings),

    // The C ABI (docs/python.md): bmikit.h, and its functions in Swift over the batch
    // engine. No Foundation, so the library carries the Swift runtime linked in statically
    // (`make python`) and loads on a machine without the toolchain.
    .target(name: "CBMIKit"),
    .target(
      name: "BMIKitC",
      dependencies: [
        "CBMIKit", "BMICore", "BMIBatch", "BMIBuiltIns", "BMIStandards", "BMIPlatform",
        "BMISupport",
      ],
      swiftSettings: strictSettings,
      linkerSettings: [
        .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
      ]),

    // Standard files checked with the real loader and written as Swift values: BMIBuiltIns'
    // Generated/ (`make builtins`) and the web page's own standards (web/web.mk). Not a build
    // plugin: SwiftPM builds a plugin tool's dependencies a second time for the host, which
    // was 18 s of every fresh debug build before the package's own modules started.
    .executableTarget(name: "EmbedStandardsTool", dependencies: ["BMICore", "BMIStandards"]),

    // Release-mode micro-benchmark: `swift run -c release classify-benchmark`.
    .executableTarget(
      name: "classify-benchmark",
      dependencies: ["BMICore", "BMIMeasurement"],
      path: "Benchmarks/ClassifyBenchmark",
      swiftSettings: strictSettings
    ),
    // Release-mode library batch run, timed against `bmi batch` by Benchmarks/batch.
    .executableTarget(
      name: "batch-library-benchmark",
      dependencies: ["BMIBatch", "BMIBuiltIns"],
      path: "Benchmarks/BatchLibraryBenchmark",
      swiftSettings: strictSettings
    ),

    .testTarget(
      name: "BMICoreTests", dependencies: ["BMICore"], swiftSettings: strictSettings),
    .testTarget(
      name: "BMIGrowthTests", dependencies: ["BMIGrowth"],
      // BMI-for-age fixtures are read through #filePath, not as bundle resources.
      exclude: ["GrowthFixtures"], swiftSettings: strictSettings),
    .testTarget(
      name: "BMIStandardsTests", dependencies: ["BMIStandards", "BMIBuiltIns", "BMISupport"],
      // Test data is read through #filePath, not as bundle resources.
      exclude: ["Corpus", "Fixtures"], swiftSettings: strictSettings),
    .testTarget(
      name: "BMIKitTests", dependencies: ["BMIKit"], swiftSettings: strictSettings),
    // One test target per library module, through that module's own API; each depends on its
    // module and on what the tests build their inputs from (built-in standards), no more.
    // Test support files shared with BMICommandLineTests are links to its files.
    .testTarget(
      name: "BMISupportTests", dependencies: ["BMISupport"], swiftSettings: strictSettings),
    .testTarget(
      name: "BMIMeasurementTests", dependencies: ["BMIMeasurement"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "BMIBuiltInsTests", dependencies: ["BMIBuiltIns"], swiftSettings: strictSettings),
    .testTarget(
      name: "BMIChartTests", dependencies: ["BMIChart", "BMIMeasurement", "BMIBuiltIns"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "BMIBatchTests", dependencies: ["BMIBatch", "BMIBuiltIns"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "BMIWebTests", dependencies: ["BMIWeb", "BMIKit", "BMISupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "BMICommandLineTests",
      dependencies: ["BMICommandLine", "BMISupport", "BMIPlatform"],
      swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
