"""`traindiag serve`: run the MCP server on stdio (for Claude Code, Claude Desktop) or local HTTP."""

from __future__ import annotations

import argparse
import logging
import socket
import sys
from pathlib import Path

NAME = "serve"
HELP = "run the traindiag MCP server (stdio by default; --http for streamable HTTP on 127.0.0.1)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--http", action="store_true",
                        help="serve streamable HTTP at http://127.0.0.1:PORT/mcp instead of stdio")
    parser.add_argument("--port", type=int, default=8765, help="HTTP port (default 8765)")
    parser.add_argument("--root", action="append", default=[], metavar="DIR", type=Path,
                        help="also allow reading files under DIR (repeatable; the working directory, "
                             "unless it is /, and the folders in $TRAINDIAG_ROOTS are always allowed)")
    parser.add_argument("--allow-mlflow", action="append", default=[], metavar="HOST:PORT",
                        help="also let the tools read this MLflow tracking server (repeatable; servers on this "
                             "machine and those in $TRAINDIAG_MLFLOW_HOSTS are always allowed)")
    parser.add_argument("--log-level", default="WARNING", choices=["DEBUG", "INFO", "WARNING", "ERROR"],
                        help="log level of the server's own messages, written to stderr")


def run(args: argparse.Namespace) -> int:
    from traindiag.errors import InputError
    from traindiag.interfaces.server import build_server

    if args.http:
        if not 0 < args.port < 65536:
            raise InputError(f"--port {args.port} is not a TCP port: choose one between 1 and 65535")
        check_port_free(args.port)
    # stdout carries the protocol on stdio: every log line goes to stderr.
    logging.basicConfig(stream=sys.stderr, level=args.log_level, format="traindiag: %(levelname)s %(message)s")
    server = build_server(list(args.root), list(args.allow_mlflow))
    server.settings.log_level = args.log_level  # uvicorn's access log follows it under --http
    if args.http:
        print(f"traindiag MCP server on http://127.0.0.1:{args.port}/mcp", file=sys.stderr, flush=True)
        server.run("streamable-http", host="127.0.0.1", port=args.port)
    else:
        server.run()
    return 0


def check_port_free(port: int) -> None:
    """Refuse a taken port in one line, before any banner (uvicorn would print its own error after ours)."""
    from traindiag.errors import InputError

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            raise InputError(f"port {port} on 127.0.0.1 is in use: pick another with --port, "
                             "or stop the program listening there") from None
