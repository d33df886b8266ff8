/// The bytes of `Standards/*.yaml`, embedded at build time by `EmbedStandardsPlugin`.
///
/// The generated extension supplies `files`; loading them goes through the same loader and
/// checks as any user's file.
enum EmbeddedStandardFiles {}
