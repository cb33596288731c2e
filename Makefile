# GeoSense for QGIS: developer commands. Every target installs what it needs.
PY        := /usr/bin/python3
VENV      := .venv
VPY       := $(VENV)/bin/python
PORT      ?= 3003
OFFSCREEN := QT_QPA_PLATFORM=offscreen
# JUnit XML of each test run (read by `make test-matrix` for its summary)
RESULTS   ?= out/results/host
export PYTHONDONTWRITEBYTECODE := 1

.PHONY: help deps venv translations test test-matrix test-qt6 test-unit test-qgis agent run demo bench bench-baseline package lint translate screenshots clean

help:
	@echo "make run        start the reference agent and QGIS with the plugin on a demo project"
	@echo "make test       install what is needed and run every test headless"
	@echo "make test-matrix  the same tests on QGIS 3.22, 3.40 and 3.44 (Debian roots, needs root)"
	@echo "make test-qt6   the Qt-only modules and their tests under PyQt6 (QGIS 4 dry run)"
	@echo "make demo       drive the real dock offscreen through docs/demo.md; output in out/demo/"
	@echo "make agent      run the reference agent alone (PORT=$(PORT))"
	@echo "make bench      print performance figures (out/bench/latest.json, compared with bench/baseline.json)"
	@echo "make bench-baseline  take the last bench run's ratios as the baseline"
	@echo "make package    build dist/geosense.zip for the QGIS plugin repository"
	@echo "make lint       static checks: ruff, flake8-qgis, mypy, bandit, detect-secrets, Qt6, tr() and seams scans"
	@echo "make translate  update i18n/*.ts from the code and build the .qm files"
	@echo "make screenshots  redo the README screenshots (docs/images/) from an offscreen QGIS run"

deps:
	@scripts/ensure-deps.sh

$(VENV)/.stamp: requirements-dev.txt
	$(PY) -m venv --system-site-packages $(VENV)
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	touch $@

venv: deps $(VENV)/.stamp

# the .qm translations are build products (git-ignored): tests and the package need them
translations: deps
	@$(PY) scripts/i18n.py build >/dev/null

# the three runs go on when one fails (every count is known); make test fails if any did
test: venv translations
	@rm -rf $(RESULTS) && mkdir -p $(RESULTS); rc=0; set -x; \
	$(OFFSCREEN) $(VPY) -m pytest -p no:pytest_qgis tests/unit tests/agent -q --junitxml=$(RESULTS)/plain.xml || rc=1; \
	$(OFFSCREEN) $(VPY) -m pytest tests/qgis tests/e2e -q --junitxml=$(RESULTS)/qgis.xml || rc=1; \
	RESULTS=$(RESULTS) scripts/test-websockets-new.sh || rc=1; \
	exit $$rc

# the same suite on every QGIS release of the matrix, in Debian roots under /var/cache/geosense-matrix (docs/matrix.md)
test-matrix:
	scripts/test-matrix.sh

# the Qt 6 dry run: PyQt6 from PyPI behind a qgis.PyQt stand-in (docs/matrix.md)
test-qt6: deps
	RESULTS=$(RESULTS) scripts/test-qt6.sh

test-unit: venv
	$(OFFSCREEN) $(VPY) -m pytest -p no:pytest_qgis tests/unit tests/agent -q

test-qgis: venv translations
	$(OFFSCREEN) $(VPY) -m pytest tests/qgis tests/e2e -q

agent: deps
	$(PY) -m reference_agent --port $(PORT)

run: deps translations
	scripts/run-qgis.sh $(PORT)

demo: venv
	$(OFFSCREEN) $(VPY) scripts/demo.py --out out/demo

# figures into out/bench/latest.json; each ratio beside bench/baseline.json, worse ones flagged at the end
bench: venv
	@rm -f out/bench/latest.json
	@for b in bench/bench_*.py; do echo "== $$b"; $(OFFSCREEN) $(VPY) $$b || exit 1; done
	@$(VPY) bench/compare.py

# take this run's ratios (out/bench/latest.json) as the baseline, when a change is accepted
bench-baseline:
	$(VPY) bench/compare.py --update

translate: deps
	$(PY) scripts/i18n.py update
	$(PY) scripts/i18n.py build

package: deps
	$(PY) scripts/package.py --out dist

lint: venv
	$(OFFSCREEN) $(VPY) scripts/lint.py

screenshots: venv
	$(OFFSCREEN) $(VPY) scripts/screenshots.py --out docs/images
	$(VPY) scripts/desktop_screenshots.py --out docs/images

clean:
	rm -rf --one-file-system build dist out .pytest_cache
