// The one place the C library is imported: Glibc on Linux, Musl on static Linux SDKs,
// Darwin on Apple platforms. Every module that calls POSIX imports this module instead.
#if canImport(Glibc)
  @preconcurrency @_exported import Glibc
#elseif canImport(Musl)
  @preconcurrency @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif
