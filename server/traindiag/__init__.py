"""traindiag: a training-run doctor.

The pipeline, one folder per stage:
ingest (any log -> Run) -> analysis (detectors -> Finding) -> diagnosis (Report)
-> report (JSON, markdown, HTML, plots) -> interfaces (CLI, MCP server).
"""

__version__ = "0.1.0"
