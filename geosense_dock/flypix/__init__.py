"""FlyPix as a second backend: sign-in, browsing, loading vectors and regions, accepting into FlyPix.

:class:`~.extension.FlyPixExtension` is what the plugin creates (see docs/flypix.md);
the Qt-free REST client and chat transport live in ``core/protocol/flypix_client.py``
and ``core/protocol/flypix_transport.py`` (their parts beside them, ``flypix_*.py``).

Nothing outside this package and ``core/protocol/flypix*`` knows FlyPix's API.
"""

from .extension import FlyPixExtension

__all__ = ["FlyPixExtension"]
