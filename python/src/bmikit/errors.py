"""The exceptions of bmikit. A bad row is never one of them: it is flagged in `error`."""


class BMIKitError(Exception):
    """A call bmikit cannot answer; `.code` is the stable code, `.message` says what to do."""

    def __init__(self, code, message):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class StandardNameError(BMIKitError):
    """No built-in standard has this name (`unknown-standard`), or the name is spelled with
    characters that only look like ASCII (`look-alike-name`)."""


class StandardFileError(BMIKitError):
    """A standard file was refused; `.diagnostics` holds every problem as
    (line, column, code, message)."""

    def __init__(self, diagnostics):
        first = diagnostics[0] if diagnostics else (0, 0, "invalid-standard", "")
        super().__init__(first[2], first[3])
        self.diagnostics = diagnostics


class BatchError(BMIKitError):
    """A `bmikit.batch` run stopped: the input is not a table of the expected shape, or a file
    could not be read or written."""


class ColumnError(BMIKitError, ValueError):
    """The columns given cannot be classified together: lengths differ, or the standard needs
    an input (a sex, an age) that was not given."""
