"""`make web STANDARDS=…`: an organisation's files, checked by the real loader and compiled
in with the built-ins or instead of them; a file the loader refuses, or two files of one
name, stop the build."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT, built_page

NODE = shutil.which("node")


def make_web(dist: Path, *variables: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["make", "--no-print-directory", "web", f"WEB_DIST={dist}", *variables],
        cwd=ROOT, capture_output=True, text=True,
    )


def test_a_file_with_a_gap_is_refused_with_the_loaders_diagnostic(tmp_path: Path) -> None:
    text = (ROOT / "docs" / "examples" / "acme-clinic.yaml").read_text()
    clinic = tmp_path / "clinic.yaml"
    # `high` now starts at 27.5: nothing covers 27.25 ≤ BMI < 27.5.
    clinic.write_text(text.replace("at_least: 27.25", "at_least: 27.5"))
    result = make_web(tmp_path / "out", f"STANDARDS={clinic}")
    assert result.returncode != 0
    assert "error[E014]: gap" in result.stderr, result.stderr[-2000:]
    assert not (tmp_path / "out" / "bmi.js").exists()


def test_two_files_of_one_name_are_refused(tmp_path: Path) -> None:
    copy = tmp_path / "ksso-2022.yaml"
    shutil.copy(ROOT / "Standards" / "ksso-2022.yaml", copy)
    result = make_web(tmp_path / "out", f"STANDARDS={copy}")
    assert result.returncode != 0
    assert "two files would be the standard named: ksso-2022" in result.stderr


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    result = make_web(tmp_path / "out", f"STANDARDS={tmp_path / 'nothing.yaml'}")
    assert result.returncode != 0
    assert "nothing.yaml: no such standard file" in result.stderr


@pytest.mark.skipif(NODE is None, reason="needs Node to run the module")
def test_instead_of_the_built_ins(tmp_path: Path) -> None:
    dist = built_page(".build/web/acme-dist", "docs/examples/acme-clinic.yaml", "BUILT_INS=no")
    assert 'data-default-standard="acme-clinic"' in (dist / "index.html").read_text()
    script = (
        'import { loadEngine } from "./web/test/engine.mjs";'
        f'const {{ engine }} = await loadEngine({json.dumps(str(dist))});'
        'console.log(JSON.stringify([engine.catalogue("en").map((e) => e.key),'
        ' engine.classify("height=170&weight=80"), engine.classify("standard=who&height=170&weight=80")]));'
    )
    result = subprocess.run(
        [NODE, "--input-type=module", "-e", script], cwd=ROOT, capture_output=True, check=True
    )
    keys, answer, refused = json.loads(result.stdout)
    assert keys == ["acme-clinic"]
    assert answer["standard"]["id"] == "acme-clinic"
    assert answer["category"]["id"] == "high"  # 27.68: at_least 27.25
    assert [problem["code"] for problem in refused["problems"]] == ["unknown-standard"]


@pytest.mark.skipif(NODE is None, reason="needs Node to run the module")
def test_every_kind_of_file_the_loader_accepts() -> None:
    """A waist standard, a sectioned one, and a BMI-for-age one with its table beside it,
    each classified through the page's module by what it needs."""
    child = ROOT / ".build" / "web" / "custom-child"
    (child / "References").mkdir(parents=True, exist_ok=True)
    for name in ("who2007-bmi-for-age-months.csv",):
        source = ROOT / "Standards" / "References" / name
        target = child / "References" / name
        if not target.exists() or target.read_bytes() != source.read_bytes():
            shutil.copy(source, target)
    yaml_text = (ROOT / "Standards" / "who-2007-bmi-for-age.yaml").read_text()
    target = child / "school-children.yaml"
    if not target.exists() or target.read_text() != yaml_text:
        target.write_text(yaml_text)
    files = ["docs/examples/clinic-waist.yaml", "docs/examples/clinic-age-bands.yaml",
             str(target.relative_to(ROOT))]
    dist = built_page(".build/web/kinds-dist", " ".join(files), "BUILT_INS=no")
    queries = [
        "standard=clinic-waist&waist=95&sex=male",
        "standard=clinic-age-bands&height=170&weight=65&age=72",
        "standard=school-children&height=130&weight=28&sex=female&age=9y6m&chart=1",
        "standard=school-children&height=130&weight=28&sex=female",
    ]
    script = (
        'import { loadEngine } from "./web/test/engine.mjs";'
        f'const {{ engine }} = await loadEngine({json.dumps(str(dist))});'
        f'console.log(JSON.stringify({json.dumps(queries)}.map((q) => engine.classify(q))));'
    )
    result = subprocess.run(
        [NODE, "--input-type=module", "-e", script], cwd=ROOT, capture_output=True, check=True
    )
    waist, bands, growth, missing = json.loads(result.stdout)
    assert waist["ok"] and waist["measure"] == "waist_cm", waist
    assert bands["ok"] and bands["measure"] == "bmi", bands
    assert growth["ok"] and growth["growth"]["z"] and "<svg" in growth["chart"], growth
    assert [problem["code"] for problem in missing["problems"]] == ["missing-age"]
