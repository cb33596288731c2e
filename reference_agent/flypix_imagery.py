"""The FlyPix emulation's imagery: a generated COG, its tiles, and the servers of each raster source kind.

FlyPix's rasters name their imagery by ``source`` (the SDK's ``RasterResponse.source``):

* ``EXTERNAL_COG {url}``: a Cloud Optimized GeoTIFF on some web server. The
  emulation generates one (GDAL, cached on disk) and serves it at
  ``/imagery/cog/<name>.tif`` with HTTP range requests (``Accept-Ranges``,
  ``206``, ``Content-Range``, multipart answers to several ranges).
* ``WMTS {url, layer}``: ``/imagery/wmts/1.0.0/WMTSCapabilities.xml`` and
  its tiles (PNG, GoogleMapsCompatible), rendered from the same COG.
* ``OSM {extent}``: OpenStreetMap tiles over an extent. For tests without the
  internet, ``/imagery/xyz/{z}/{x}/{y}.png`` serves tiles of the same grid.
* ``UPLOAD {uploaded_file_id, processed_file_id, reprojected_file_id}``:
  ``GET /v2/files/{file_id}/download`` gives a time-limited link (S3 style:
  ``X-Amz-Date`` + ``X-Amz-Expires``, ``--flypix-link-ttl`` seconds), served
  like the COG; an expired or revoked link is answered 403.

Every request for imagery is recorded (``GET /debug/flypix/imagery``), so tests
can see that a COG was read by ranges, never downloaded whole.
"""
from __future__ import annotations

import hashlib
import hmac
import math
import os
import re
import secrets
import tempfile
import threading
import time
from collections import OrderedDict
from datetime import datetime, timezone
from typing import Any
from urllib.parse import quote

from aiohttp import web

VERSION = 2  # of the generated picture: a new one gets a new cache file
WIDTH, HEIGHT = 1024, 640
PIXEL = 0.4  # EPSG:3857 units per pixel
ORIGIN = (1487000.0, 6889000.0)  # the demo's origin (flypix_data.ORIGIN)
MINX, MAXY = ORIGIN[0] - 66.0, ORIGIN[1] + 164.0
EXTENT = {"minx": MINX, "miny": MAXY - HEIGHT * PIXEL, "maxx": MINX + WIDTH * PIXEL, "maxy": MAXY}
WORLD = 20037508.342789244
TILE = 256
MAX_TILE_ZOOM = 22
MAX_RECORDED = 5_000
_lock = threading.Lock()


def cache_dir() -> str:
    return os.path.join(tempfile.gettempdir(), f"geosense-flypix-imagery-v{VERSION}")


def cog_path() -> str:
    """The generated COG on disk (made once, then reused by every process)."""
    path = os.path.join(cache_dir(), "berlin.tif")
    with _lock:
        if not os.path.exists(path):
            os.makedirs(cache_dir(), exist_ok=True)
            tmp = f"{path}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
            _generate(tmp)
            os.replace(tmp, path)
    return path


def picture() -> Any:
    """The bands (3, HEIGHT, WIDTH) uint8: textured grass, roofs, trees and pools where the demo annotates them."""
    import numpy as np

    y, x = np.mgrid[0:HEIGHT, 0:WIDTH].astype(np.int64)
    noise = (x * 7 ^ y * 13) % 23
    red = 84 + (x * 3 + y * 5) % 17 + noise
    green = 122 + noise * 2
    blue = 60 + (x + y) % 11
    bands = np.stack([red, green, blue]).astype(np.uint8)

    def paint(minx: float, miny: float, maxx: float, maxy: float, rgb: tuple, round_: bool = False) -> None:
        c0, c1 = int((minx - MINX) / PIXEL), int(math.ceil((maxx - MINX) / PIXEL))
        r0, r1 = int((MAXY - maxy) / PIXEL), int(math.ceil((MAXY - miny) / PIXEL))
        cc, rr = np.meshgrid(np.arange(c0, c1), np.arange(r0, r1))
        mask = np.ones(cc.shape, bool)
        if round_:
            cx, cy, r = (c0 + c1) / 2.0, (r0 + r1) / 2.0, (c1 - c0) / 2.0
            mask = (cc + 0.5 - cx) ** 2 + (rr + 0.5 - cy) ** 2 <= r * r
        for band, value in enumerate(rgb):
            bands[band, rr[mask], cc[mask]] = value

    scale = 1.0 / math.cos(math.atan(math.sinh(ORIGIN[1] / 6378137.0)))  # Mercator units per ground metre

    def at(dx: float, dy: float) -> tuple:
        return ORIGIN[0] + dx * scale, ORIGIN[1] + dy * scale

    for col in range(4):
        for row in range(2):  # houses, including the one the annotators missed
            x0, y0 = at(col * 40.0, row * 35.0)
            paint(x0, y0, x0 + 12.0 * scale, y0 + 10.0 * scale, (204, 190, 172))
        x0, y0 = at(col * 40.0 + 24.0, 19.0)
        paint(x0, y0, x0 + 6.0 * scale, y0 + 6.0 * scale, (30, 66, 26), round_=True)
    for col in (0, 2):
        x0, y0 = at(col * 40.0 + 1.0, -14.0)
        paint(x0, y0, x0 + 8.0 * scale, y0 + 4.0 * scale, (96, 178, 226))
    return bands


def _generate(path: str) -> None:
    from osgeo import gdal

    gdal.UseExceptions()
    mem = gdal.GetDriverByName("MEM").Create("", WIDTH, HEIGHT, 3, gdal.GDT_Byte)
    mem.SetGeoTransform((MINX, PIXEL, 0.0, MAXY, 0.0, -PIXEL))
    mem.SetProjection(_srs_wkt())
    bands = picture()
    for i in range(3):
        mem.GetRasterBand(i + 1).WriteArray(bands[i])
    gdal.Translate(path, mem, format="COG", creationOptions=["COMPRESS=DEFLATE", "BLOCKSIZE=256",
                                                              "OVERVIEWS=IGNORE_EXISTING"])


def _srs_wkt() -> str:
    from osgeo import osr

    srs = osr.SpatialReference()
    srs.ImportFromEPSG(3857)
    return srs.ExportToWkt()


# --- tiles (GoogleMapsCompatible, the grid of WMTS here and of XYZ) --------------------------------

def tile_bounds(z: int, x: int, y: int) -> tuple:
    size = 2 * WORLD / (1 << z)
    minx = -WORLD + x * size
    maxy = WORLD - y * size
    return minx, maxy - size, minx + size, maxy


class Tiles:
    """PNG tiles of the COG, rendered on demand with GDAL and kept (a bounded cache)."""

    def __init__(self, limit: int = 512) -> None:
        self.limit = limit
        self.cache: OrderedDict = OrderedDict()
        self.lock = threading.Lock()

    def png(self, z: int, x: int, y: int) -> bytes:
        key = (z, x, y)
        with self.lock:
            if key in self.cache:
                self.cache.move_to_end(key)
                return self.cache[key]
        body = self._render(z, x, y)
        with self.lock:
            self.cache[key] = body
            while len(self.cache) > self.limit:
                self.cache.popitem(last=False)
        return body

    @staticmethod
    def _render(z: int, x: int, y: int) -> bytes:
        from osgeo import gdal

        gdal.UseExceptions()
        minx, miny, maxx, maxy = tile_bounds(z, x, y)
        name = f"/vsimem/tile-{z}-{x}-{y}-{secrets.token_hex(4)}"
        warped = gdal.Warp("", cog_path(), format="MEM", outputBounds=(minx, miny, maxx, maxy), width=TILE,
                           height=TILE, dstAlpha=True, resampleAlg="bilinear" if z < 19 else "near")
        gdal.Translate(name + ".png", warped, format="PNG")
        warped = None
        handle = gdal.VSIFOpenL(name + ".png", "rb")
        try:
            gdal.VSIFSeekL(handle, 0, 2)
            size = gdal.VSIFTellL(handle)
            gdal.VSIFSeekL(handle, 0, 0)
            body = bytes(gdal.VSIFReadL(1, size, handle))
        finally:
            gdal.VSIFCloseL(handle)
            gdal.Unlink(name + ".png")
        return body


def capabilities(base: str, layer: str) -> str:
    """A WMTS 1.0.0 GetCapabilities document with one layer, RESTful PNG tiles, GoogleMapsCompatible."""
    lon0, lat0 = _lonlat(EXTENT["minx"], EXTENT["miny"])
    lon1, lat1 = _lonlat(EXTENT["maxx"], EXTENT["maxy"])
    matrices = []
    for z in range(MAX_TILE_ZOOM + 1):
        scale = 2 * WORLD / (1 << z) / TILE / 0.00028
        matrices.append(
            f"<TileMatrix><ows:Identifier>{z}</ows:Identifier><ScaleDenominator>{scale!r}</ScaleDenominator>"
            f"<TopLeftCorner>{-WORLD!r} {WORLD!r}</TopLeftCorner><TileWidth>{TILE}</TileWidth>"
            f"<TileHeight>{TILE}</TileHeight><MatrixWidth>{1 << z}</MatrixWidth>"
            f"<MatrixHeight>{1 << z}</MatrixHeight></TileMatrix>")
    template = f"{base}/imagery/wmts/tile/{quote(layer)}/{{TileMatrixSet}}/{{TileMatrix}}/{{TileRow}}/{{TileCol}}.png"
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<Capabilities xmlns="http://www.opengis.net/wmts/1.0" xmlns:ows="http://www.opengis.net/ows/1.1" '
        'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.0.0">'
        "<ows:ServiceIdentification><ows:Title>FlyPix demo imagery</ows:Title>"
        "<ows:ServiceType>OGC WMTS</ows:ServiceType><ows:ServiceTypeVersion>1.0.0</ows:ServiceTypeVersion>"
        "</ows:ServiceIdentification>"
        f"<Contents><Layer><ows:Title>{_xml(layer)}</ows:Title><ows:Identifier>{_xml(layer)}</ows:Identifier>"
        f"<ows:WGS84BoundingBox><ows:LowerCorner>{lon0!r} {lat0!r}</ows:LowerCorner>"
        f"<ows:UpperCorner>{lon1!r} {lat1!r}</ows:UpperCorner></ows:WGS84BoundingBox>"
        '<Style isDefault="true"><ows:Identifier>default</ows:Identifier></Style>'
        "<Format>image/png</Format>"
        "<TileMatrixSetLink><TileMatrixSet>GoogleMapsCompatible</TileMatrixSet></TileMatrixSetLink>"
        f'<ResourceURL format="image/png" resourceType="tile" template="{_xml(template)}"/>'
        "</Layer>"
        "<TileMatrixSet><ows:Identifier>GoogleMapsCompatible</ows:Identifier>"
        "<ows:SupportedCRS>urn:ogc:def:crs:EPSG::3857</ows:SupportedCRS>"
        "<WellKnownScaleSet>urn:ogc:def:wkss:OGC:1.0:GoogleMapsCompatible</WellKnownScaleSet>"
        + "".join(matrices) + "</TileMatrixSet></Contents></Capabilities>")


def _lonlat(x: float, y: float) -> tuple:
    return math.degrees(x / 6378137.0), math.degrees(math.atan(math.sinh(y / 6378137.0)))


def _xml(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


# --- signed links -------------------------------------------------------------------------------

class Links:
    """S3-style time-limited links to uploaded files; :meth:`revoke` makes every link issued so far fail."""

    def __init__(self, ttl: float) -> None:
        self.ttl = max(1, int(math.ceil(ttl)))
        self.secret = secrets.token_bytes(32)
        self.generation = 0

    def _signature(self, file_id: str, date: str, expires: str) -> str:
        text = f"{file_id}|{date}|{expires}|{self.generation}"
        return hmac.new(self.secret, text.encode(), hashlib.sha256).hexdigest()

    def link(self, base: str, file_id: str) -> str:
        date = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
        expires = str(self.ttl)
        return (f"{base}/imagery/files/{quote(file_id, safe='')}.tif?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                f"&X-Amz-Date={date}&X-Amz-Expires={expires}&X-Amz-SignedHeaders=host"
                f"&X-Amz-Signature={self._signature(file_id, date, expires)}")

    def check(self, file_id: str, query: Any) -> str:
        """"" for a valid link, else why it is refused."""
        date, expires = query.get("X-Amz-Date", ""), query.get("X-Amz-Expires", "")
        signature = query.get("X-Amz-Signature", "")
        if not hmac.compare_digest(signature, self._signature(file_id, date, expires)):
            return "The request signature we calculated does not match the signature you provided."
        try:
            signed = datetime.strptime(date, "%Y%m%dT%H%M%SZ").replace(tzinfo=timezone.utc).timestamp()
            if time.time() > signed + int(expires):
                return "Request has expired"
        except ValueError:
            return "Invalid date"
        return ""

    def revoke(self) -> None:
        self.generation += 1


# --- HTTP ---------------------------------------------------------------------------------------

RANGE = re.compile(r"^\s*(\d*)\s*-\s*(\d*)\s*$")


def _ranges(header: str, size: int) -> list | None:
    """[(start, end inclusive)] of a ``bytes=`` Range header; None when it is not one we can serve."""
    if not header.startswith("bytes="):
        return None
    out = []
    for part in header[6:].split(","):
        match = RANGE.match(part)
        if match is None:
            return None
        first, last = match.groups()
        if first == "" and last == "":
            return None
        if first == "":
            start, end = max(0, size - int(last)), size - 1
        else:
            start, end = int(first), min(size - 1, int(last) if last else size - 1)
        if start > end or start >= size:
            return None
        out.append((start, end))
    return out


class Imagery:
    """The imagery side of the emulation's state: the COG bytes, tiles, links and the request log."""

    def __init__(self, link_ttl: float) -> None:
        self.tiles = Tiles()
        self.links = Links(link_ttl)
        self.requests: list = []
        self._cog: bytes | None = None

    def cog(self) -> bytes:
        if self._cog is None:
            with open(cog_path(), "rb") as handle:
                self._cog = handle.read()
        return self._cog

    def record(self, request: web.Request, status: int, sent: int) -> None:
        self.requests.append({"method": request.method, "path": request.path, "range": request.headers.get("Range"),
                              "status": status, "bytes": sent})
        del self.requests[:-MAX_RECORDED]

    async def serve_bytes(self, request: web.Request, body: bytes,
                          content_type: str = "image/tiff") -> web.StreamResponse:
        """``body`` whole (200), or the requested ranges (206, one part or multipart/byteranges); 416 otherwise."""
        size = len(body)
        headers = {"Accept-Ranges": "bytes"}
        header = request.headers.get("Range")
        if request.method == "HEAD":
            self.record(request, 200, 0)
            return web.Response(status=200, headers={**headers, "Content-Length": str(size),
                                                     "Content-Type": content_type})
        if not header:  # streamed, so that a client that only wanted the headers (GDAL does) stops it
            response = web.StreamResponse(status=200, headers={**headers, "Content-Length": str(size),
                                                               "Content-Type": content_type})
            sent = 0
            try:
                await response.prepare(request)
                while sent < size:
                    chunk = body[sent:sent + 16384]
                    await response.write(chunk)
                    sent += len(chunk)
                await response.write_eof()
            except (ConnectionError, RuntimeError):
                pass
            self.record(request, 200, sent)
            return response
        ranges = _ranges(header, size)
        if not ranges:
            self.record(request, 416, 0)
            return web.Response(status=416, headers={**headers, "Content-Range": f"bytes */{size}"})
        if len(ranges) == 1:
            start, end = ranges[0]
            self.record(request, 206, end - start + 1)
            return web.Response(body=body[start:end + 1], status=206, content_type=content_type,
                                headers={**headers, "Content-Range": f"bytes {start}-{end}/{size}"})
        boundary = secrets.token_hex(12)
        parts = []
        for start, end in ranges:
            parts.append(f"--{boundary}\r\nContent-Type: {content_type}\r\n"
                         f"Content-Range: bytes {start}-{end}/{size}\r\n\r\n".encode() + body[start:end + 1] + b"\r\n")
        payload = b"".join(parts) + f"--{boundary}--\r\n".encode()
        self.record(request, 206, sum(end - start + 1 for start, end in ranges))
        return web.Response(body=payload, status=206, headers={
            **headers, "Content-Type": f"multipart/byteranges; boundary={boundary}"})


def base_of(request: web.Request) -> str:
    return f"{request.scheme}://{request.host}"
