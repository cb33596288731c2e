"""The wire: frames, the WebSocket and HTTP/SSE transports, artifacts and the FlyPix client.

No Qt, no QGIS: the transports run on their own threads and report through a
:class:`~.transport.TransportListener`; the Qt side bridges that to signals (``ui/bridge.py``).
"""
