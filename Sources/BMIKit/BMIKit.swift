// `import BMIKit` gives the exact classification core, standard files and the built-ins.
@_exported import BMICore
@_exported import BMIStandards
