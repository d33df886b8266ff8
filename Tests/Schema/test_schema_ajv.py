"""The schema agrees with a second validator: Ajv (Debian's node-ajv), which reads numbers
as binary floating point, accepts every file Python's jsonschema accepts and refuses the
structurally wrong ones.

Skipped where Node or Ajv is missing; under CI=true a missing validator is a failure.
"""

import decimal
import json
import os
import pathlib
import shutil
import subprocess

import pytest

import test_schema as schema_tests

HERE = pathlib.Path(__file__).resolve().parent
NODE_PATH = os.pathsep.join(
    filter(None, [os.environ.get("NODE_PATH"), "/usr/share/nodejs", "/usr/lib/nodejs"])
)


def ajv_is_available():
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        return None
    probe = subprocess.run(
        [node, "-e", "require('ajv')"],
        env={**os.environ, "NODE_PATH": NODE_PATH},
        capture_output=True,
    )
    return node if probe.returncode == 0 else None


NODE = ajv_is_available()


def require_ajv():
    if NODE is None:
        message = "Node with Ajv (Debian package node-ajv) is not installed"
        if os.environ.get("CI") == "true":
            pytest.fail(message + "; CI must run this test")
        pytest.skip(message)


def as_json(value):
    """The document as JSON, with each decimal written as the file wrote it."""
    if isinstance(value, decimal.Decimal):
        return float(value)
    if isinstance(value, dict):
        return {key: as_json(item) for key, item in value.items()}
    if isinstance(value, list):
        return [as_json(item) for item in value]
    return value


def ajv_errors(documents):
    schema = json.loads(schema_tests.SCHEMA_PATH.read_text(encoding="utf-8"))
    request = {"schema": schema, "documents": {k: as_json(v) for k, v in documents.items()}}
    run = subprocess.run(
        [NODE, str(HERE / "ajv_validate.js")],
        input=json.dumps(request),
        env={**os.environ, "NODE_PATH": NODE_PATH},
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(run.stdout)


FILES = schema_tests.STANDARD_FILES + schema_tests.EXAMPLE_FILES + schema_tests.FIXTURE_FILES
REFUSED = schema_tests.REFUSED + schema_tests.REFUSED_TWO + schema_tests.REFUSED_Z
ACCEPTED = schema_tests.ACCEPTED + schema_tests.ACCEPTED_TWO


@pytest.fixture(scope="module")
def results():
    require_ajv()
    documents = {}
    for path in FILES:
        documents["file:" + str(path)] = schema_tests.load_yaml(path.read_text(encoding="utf-8"))
    for name, text, _ in REFUSED:
        documents["refused:" + name] = schema_tests.load_yaml(text)
    for name, text in ACCEPTED:
        documents["accepted:" + name] = schema_tests.load_yaml(text)
    documents["accepted:sectioned"] = schema_tests.load_yaml(schema_tests.SECTIONED)
    documents["accepted:z-score"] = schema_tests.load_yaml(schema_tests.Z_SCORE)
    return ajv_errors(documents)


def test_ajv_is_available_under_ci():
    require_ajv()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_ajv_accepts_shipped_file(results, path):
    assert results["file:" + str(path)] == []


@pytest.mark.parametrize("name", [case[0] for case in ACCEPTED] + ["sectioned", "z-score"])
def test_ajv_accepts_valid_variation(results, name):
    assert results["accepted:" + name] == []


@pytest.mark.parametrize("name", [case[0] for case in REFUSED])
def test_ajv_refuses_structurally_wrong_file(results, name):
    assert results["refused:" + name] != []
