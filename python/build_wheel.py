"""Writes the bmikit wheel: python/src/bmikit with libbmikit.so and bmikit.h, as
dist/bmikit-<version>-py3-none-linux_x86_64.whl. Run by `make python` after the library's
build; needs nothing beyond Python's standard library.

    python3 python/build_wheel.py --library .build/python/release/libbmikit.so --out dist
"""

import argparse
import base64
import hashlib
import os
import re
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TAG = "py3-none-linux_x86_64"


def project():
    """The name, version, summary and dependencies of pyproject.toml (its [project] table)."""
    text = open(os.path.join(HERE, "pyproject.toml"), encoding="utf-8").read()
    table = text.split("[project]", 1)[1].split("\n[", 1)[0]

    def value(key):
        found = re.search(rf'^{key}\s*=\s*"([^"]*)"', table, re.MULTILINE)
        return found.group(1) if found else ""

    dependencies = re.findall(r'"([^"]+)"', re.search(r"^dependencies\s*=\s*\[(.*?)\]", table, re.MULTILINE | re.DOTALL).group(1))
    extras = {}
    optional = text.split("[project.optional-dependencies]", 1)
    if len(optional) == 2:
        for line in optional[1].split("\n[", 1)[0].splitlines():
            found = re.match(r'^(\w+)\s*=\s*\[(.*)\]', line.strip())
            if found:
                extras[found.group(1)] = re.findall(r'"([^"]+)"', found.group(2))
    return value("name"), value("version"), value("description"), value("requires-python"), dependencies, extras


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--library", required=True, help="the built libbmikit.so")
    parser.add_argument("--header", default=os.path.join(ROOT, "Sources/CBMIKit/include/bmikit.h"))
    parser.add_argument("--out", default=os.path.join(ROOT, "dist"))
    arguments = parser.parse_args()

    name, version, summary, requires_python, dependencies, extras = project()
    files = {}
    package = os.path.join(HERE, "src", name)
    for entry in sorted(os.listdir(package)):
        if entry.endswith(".py"):
            files[f"{name}/{entry}"] = open(os.path.join(package, entry), "rb").read()
    files[f"{name}/libbmikit.so"] = open(arguments.library, "rb").read()
    files[f"{name}/bmikit.h"] = open(arguments.header, "rb").read()

    dist_info = f"{name}-{version}.dist-info"
    metadata = [
        "Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}", f"Summary: {summary}",
        f"Requires-Python: {requires_python}",
    ]
    metadata += [f"Requires-Dist: {dependency}" for dependency in dependencies]
    for extra, wanted in extras.items():
        metadata.append(f"Provides-Extra: {extra}")
        metadata += [f'Requires-Dist: {dependency}; extra == "{extra}"' for dependency in wanted]
    metadata.append("Description-Content-Type: text/markdown")
    readme = open(os.path.join(HERE, "README.md"), encoding="utf-8").read()
    files[f"{dist_info}/METADATA"] = ("\n".join(metadata) + "\n\n" + readme).encode()
    files[f"{dist_info}/WHEEL"] = (
        f"Wheel-Version: 1.0\nGenerator: bmikit build_wheel.py\nRoot-Is-Purelib: false\nTag: {TAG}\n"
    ).encode()
    files[f"{dist_info}/top_level.txt"] = f"{name}\n".encode()

    os.makedirs(arguments.out, exist_ok=True)
    path = os.path.join(arguments.out, f"{name}-{version}-{TAG}.whl")
    records = [record_line(file, data) for file, data in files.items()]
    records.append(f"{dist_info}/RECORD,,")
    files[f"{dist_info}/RECORD"] = ("\n".join(records) + "\n").encode()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as wheel:
        for file, data in files.items():
            info = zipfile.ZipInfo(file, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if file.endswith(".so") else 0o644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    print(path)


if __name__ == "__main__":
    main()
