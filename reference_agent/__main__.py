"""``python -m reference_agent --port N``: serve until interrupted.

Once listening, exactly one line ``GEOSENSE_AGENT_READY port=<N>`` goes to
stdout; logs go to stderr.
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys

from . import faults, flypix
from .config import AgentConfig
from .server import start


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m reference_agent", description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=3003, help="port to bind; 0 picks a free one (default 3003)")
    parser.add_argument("--fault", choices=faults.MODES, help="fault mode for every connection")
    parser.add_argument("--fault-path", dest="fault_paths", action="append", default=[], metavar="PREFIX",
                        help="redirect/downgrade faults only for paths starting with PREFIX (repeatable; default all)")
    parser.add_argument("--token", default=os.environ.get("GEOSENSE_AGENT_TOKEN") or None,
                        help="require 'Authorization: Bearer TOKEN' (default: $GEOSENSE_AGENT_TOKEN)")
    parser.add_argument("--chunk-delay", type=float, default=0.015,
                        help="seconds between streamed chunks (default 0.015; 0 for tests)")
    parser.add_argument("--stall-seconds", type=float, default=60.0, help="length of the stall fault (default 60)")
    parser.add_argument("--heartbeat", type=float, default=1.0,
                        help="seconds between SSE heartbeats while stalling (default 1)")
    parser.add_argument("--tool-timeout", type=float, default=10.0,
                        help="seconds to wait for a tool_result on /ws (default 10)")
    parser.add_argument("--no-websocket", dest="websocket", action="store_false",
                        help="do not offer /ws (404), to exercise a client's SSE fallback")
    parser.add_argument("--stamp", action="store_true",
                        help="add a 'sentAt' field (epoch seconds) to every stream_chunk, for latency benchmarks")
    parser.add_argument("--spec-message-ids", dest="spec_ids", action="store_true",
                        help="message ids as in the spec's examples: msg_1, msg_2, ... counted per session (each "
                             "HTTP request is one), and a resumed approval turn continues its paused messageId")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    flypix.add_arguments(parser)
    return parser.parse_args(argv)


async def serve(args: argparse.Namespace) -> None:
    config = AgentConfig(chunk_delay=args.chunk_delay, fault=args.fault, token=args.token,
                         stall_seconds=args.stall_seconds, heartbeat=args.heartbeat, tool_timeout=args.tool_timeout,
                         websocket=args.websocket, stamp=args.stamp,
                         fault_paths=tuple(args.fault_paths), spec_ids=args.spec_ids)
    flypix.configure(args)
    runner, port = await start(config, args.host, args.port, access_log=args.verbose)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    print(f"GEOSENSE_AGENT_READY port={port}", flush=True)
    try:
        await stop.wait()
    finally:
        await runner.cleanup()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, stream=sys.stderr,
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    asyncio.run(serve(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
