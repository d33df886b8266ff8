"""A C program compiled with gcc against bmikit.h and the installed package's libbmikit.so:
classifies, reads an error's code and message (Tests/CABI/bmikit_test.c). The library needs
nothing of the Swift toolchain: its dependencies are the system's."""

import os
import shutil
import subprocess

import bmikit
from conftest import missing

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "..", "..", "Tests", "CABI", "bmikit_test.c")


def test_c_program(tmp_path):
    compiler = shutil.which("gcc")
    if not compiler:
        missing("no gcc")
    package = os.path.dirname(bmikit.__file__)
    program = tmp_path / "bmikit_test"
    subprocess.run(
        [compiler, "-Wall", "-Werror", f"-I{package}", SOURCE, f"-L{package}", "-lbmikit",
         f"-Wl,-rpath,{package}", "-lm", "-o", str(program)],
        check=True,
    )
    done = subprocess.run([str(program)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_library_needs_no_swift_toolchain():
    library = os.path.join(os.path.dirname(bmikit.__file__), "libbmikit.so")
    if not shutil.which("ldd"):
        missing("no ldd")
    linked = subprocess.run(["ldd", library], capture_output=True, text=True, check=True).stdout
    assert "libswift" not in linked and "Foundation" not in linked, linked
