"""One line of `make test-matrix`'s summary: a QGIS release and the counts of its test run.

Reads the JUnit XML files `make test RESULTS=dir` leaves in ``dir`` (one per pytest run) and the
``qgis-version.txt`` written beside them. Exits 1 when a test failed or errored, when the run
left no results, or when the QGIS found is not the release this line is about.

Usage: scripts/matrix_summary.py --dir out/results/trixie --expect 3.40 --label "Debian 13 trixie, root"
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET  # nosec B405 - our own pytest's JUnit files
from pathlib import Path
from typing import Dict


def counts(directory: Path) -> Dict[str, int]:
    total = {"passed": 0, "failed": 0, "skipped": 0, "files": 0}
    for path in sorted(directory.glob("*.xml")):
        root = ET.parse(path).getroot()  # nosec B314 - our own pytest's JUnit files
        suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
        for suite in suites:
            tests = int(suite.get("tests", 0))
            failed = int(suite.get("failures", 0)) + int(suite.get("errors", 0))
            skipped = int(suite.get("skipped", 0))
            total["passed"] += tests - failed - skipped
            total["failed"] += failed
            total["skipped"] += skipped
        total["files"] += 1
    return total


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dir", required=True, type=Path)
    parser.add_argument("--expect", required=True, help="QGIS release this line is about, e.g. 3.40")
    parser.add_argument("--label", default="")
    parser.add_argument("--error", default="", help="why the run did not happen (root not built, ...)")
    args = parser.parse_args()
    version_file = args.dir / "qgis-version.txt"
    found = version_file.read_text(encoding="utf-8").strip() if version_file.exists() else ""
    found = found.replace("QGIS ", "") or "?"
    head = f"QGIS {args.expect:<5} ({found}; {args.label})"
    if args.error:
        print(f"{head}: not run: {args.error}")
        return 1
    total = counts(args.dir) if args.dir.is_dir() else {"files": 0}
    if not total["files"]:
        print(f"{head}: not run: no test results in {args.dir}")
        return 1
    print(f"{head}: {total['passed']} passed, {total['failed']} failed, {total['skipped']} skipped")
    if not found.startswith(args.expect + "."):
        print(f"  the root runs QGIS {found}, not {args.expect}", file=sys.stderr)
        return 1
    return 1 if total["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
