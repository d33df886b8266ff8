import BMICommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(BMICommand.main(arguments: CommandLine.arguments, environment: ProcessEnvironment.current))
