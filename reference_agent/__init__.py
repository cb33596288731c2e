"""GeoSense reference agent: a deterministic GeoSense-compatible server for tests, the demo and benchmarks.

Run ``python -m reference_agent --port 3003``; see docs/reference-agent.md.
"""

__version__ = "0.1.0"
