# BMIKit tasks beside SwiftPM (building and testing are plain `swift build`, `swift test`).

include web/web.mk
