// The growth subsystem (exact LMS arithmetic, reference tables, scores) is its own module,
// BMIGrowth, beneath this one. Its public types, `Sex`, `AgeUnit` and
// `GrowthMeasurementPosition`, are this module's too: `import BMICore` gives them as before.
@_exported import BMIGrowth
