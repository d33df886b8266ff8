"""Input meant to break things never crashes the interpreter and never raises for a row: every
row comes back, flagged with a code."""

import math
import subprocess
import sys
import threading

import numpy as np
import pandas as pd
import pytest

import bmikit

HOSTILE_NUMBERS = [
    math.nan, math.inf, -math.inf, -170.0, 0.0, -0.0, 1e308, 5e-324, 1e-5, 2.0**63, 1e16, 170.5,
]
HOSTILE_TEXTS = [
    "", " ", "\x00", "170\x0070", "\ufffd", "\ud800", "1" * 2_000_000, '"', '","', "\n", "\r\n",
    "170,5,5", "nan", "inf", "-0", "1e999", "٣", "😀", "\u202e170", "NULL", None,
]


def test_every_hostile_number_is_a_row():
    ksso = bmikit.standard("ksso")
    heights = np.array(HOSTILE_NUMBERS)
    weights = np.array(HOSTILE_NUMBERS[::-1])
    out = ksso.classify(height=heights, weight=weights)
    assert len(out["bmi"]) == len(heights)
    for category, error in zip(out["category"], out["error"]):
        assert (category is None) != (error is None)


def test_every_hostile_text_is_a_row():
    ksso = bmikit.standard("ksso")
    texts = pd.Series(HOSTILE_TEXTS, dtype=object)
    out = ksso.classify(height=texts, weight=texts)
    assert len(out) == len(HOSTILE_TEXTS)
    assert out["error"].notna().all()
    one = ksso.classify(height="1" * 2_000_000, weight="70")
    assert one.error and one.bmi is None


@pytest.mark.parametrize("sex", ["x", "", "FEMALE ", "\x00", "3", "女"])
def test_wrong_sex_codes_are_flagged(sex):
    cdc = bmikit.standard("cdc-2000-bmi-for-age")
    one = cdc.classify(bmi=18.0, sex=sex, age_months=120)
    assert one.error or one.category


def test_mismatched_lengths_raise_a_column_error():
    with pytest.raises(bmikit.ColumnError) as refused:
        bmikit.standard("who").classify(height=np.array([170.0, 180.0]), weight=np.array([70.0]))
    assert refused.value.code == "mismatched-lengths"


def test_a_needed_column_absent_raises_a_column_error():
    with pytest.raises(bmikit.ColumnError) as refused:
        bmikit.standard("cdc-2000-bmi-for-age").classify(bmi=[18.0], age_months=[120])
    assert refused.value.code == "missing-columns"


def test_no_rows():
    out = bmikit.standard("who").classify(height=np.array([]), weight=np.array([]))
    assert len(out["bmi"]) == 0


@pytest.mark.parametrize("name", ["", "\x00", "../../etc/passwd", "a" * 100_000, "\ud800"])
def test_hostile_standard_names(name):
    with pytest.raises(bmikit.StandardNameError):
        bmikit.standard(name)


@pytest.mark.parametrize("path", ["/nonexistent.yaml", "/", "/etc/passwd", "/dev/null"])
def test_hostile_standard_files(path):
    with pytest.raises(bmikit.StandardFileError) as refused:
        bmikit.load_standard(path)
    assert refused.value.diagnostics


def test_many_threads_at_once():
    ksso = bmikit.standard("ksso")
    heights = np.linspace(140.0, 200.0, 5000)
    weights = np.linspace(40.0, 120.0, 5000)
    expected = ksso.classify(height=heights, weight=weights)
    answers = []

    def work():
        answers.append(ksso.classify(height=heights, weight=weights))

    threads = [threading.Thread(target=work) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(answers) == 8
    for answer in answers:
        assert list(answer["category"]) == list(expected["category"])


def test_the_interpreter_survives_in_a_child_process():
    script = (
        "import bmikit, numpy as np\n"
        "s = bmikit.standard('who')\n"
        "for h in [float('nan'), float('inf'), -1.0, 1e308, 0.0]:\n"
        "    s.classify(height=np.array([h] * 3), weight=np.array([h, 70.0, -h]))\n"
        "s.classify(height=['\\x00', '', None], weight=[1, 2**70, -2**70])\n"
        "print('alive')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "alive"
