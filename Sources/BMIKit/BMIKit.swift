// `import BMIKit` gives every library module of the package: the exact classification core,
// measurements as people type them, standard files and the built-ins, the chart, and batch.
@_exported import BMIBatch
@_exported import BMIBuiltIns
@_exported import BMIChart
@_exported import BMICore
@_exported import BMIMeasurement
@_exported import BMIStandards
