"""bmikit: BMIKit's exact classification of BMI, waists and children's BMI-for-age, in the
process, on values, numpy arrays and pandas or polars columns; the answers `bmi batch` gives.

    import bmikit
    ksso = bmikit.standard("ksso")
    one = ksso.classify(height="170,5", weight="143 lb")
    one.bmi, one.category, one.label("ko")   # Decimal('22.3'), 'normal', '정상'
"""

from ._batch import batch
from ._native import lib as _lib
from .errors import BatchError, BMIKitError, ColumnError, StandardFileError, StandardNameError
from .standard import Classification, Standard, load_standard, standard

__version__ = _lib.bmikit_version().decode()

__all__ = [
    "BMIKitError", "BatchError", "Classification", "ColumnError", "Standard",
    "StandardFileError", "StandardNameError", "batch", "load_standard", "standard",
]
