# The Python package (docs/python.md), included by the Makefile:
#
#   make python        libbmikit.so with the Swift runtime linked in, then
#                      dist/bmikit-<version>-py3-none-linux_x86_64.whl
#   make python-test   the wheel installed into a new virtual environment, python/tests run
#                      there (the package's contract, `bmi batch` row for row, hostile input,
#                      and a C program built against bmikit.h)

PYTHON ?= python3
# The install build's folder and flags (Makefile): the modules it compiled are reused, and only
# the C ABI is compiled and linked anew. A flag of its own would recompile every module.
PYTHON_LIBRARY = $(INSTALL_BUILD_DIR)/release/libbmikit.so
PYTHON_TEST_ENV ?= .build/python-test-venv

.PHONY: python python-library python-test

python-library:
	$(INSTALL_BUILD_ENV) $(SWIFT) build $(INSTALL_BUILD_COMMON_FLAGS) --product bmikit

python: python-library
	rm -f dist/bmikit-*.whl
	$(PYTHON) python/build_wheel.py --library $(PYTHON_LIBRARY) --out dist

# The `bmi` the tests compare with is the install build's (`make install-binary`).
python-test: python install-binary
	rm -rf $(PYTHON_TEST_ENV)
	$(PYTHON) -m venv $(PYTHON_TEST_ENV)
	$(PYTHON_TEST_ENV)/bin/python -m pip install -q --disable-pip-version-check \
	  -r python/tests/requirements.txt dist/bmikit-*.whl
	cd python/tests && BMI_BINARY=$(CURDIR)/$(BUILT_BMI) BMIKIT_HEADER_DIR=$(CURDIR)/Sources/CBMIKit/include \
	  $(CURDIR)/$(PYTHON_TEST_ENV)/bin/python -m pytest -q .
