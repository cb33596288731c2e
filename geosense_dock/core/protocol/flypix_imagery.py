"""A FlyPix raster's imagery as a QGIS data source, per its ``source`` kind (PROTOCOL.md section 6). No Qt.

FlyPix's ``RasterResponse.source`` is one of

* ``EXTERNAL_COG {url}``: a Cloud Optimized GeoTIFF, streamed by GDAL's
  ``/vsicurl/`` (HTTP range requests: only the parts shown are read);
* ``WMTS {url, layer}``: the wms provider's WMTS URI; the tile matrix set,
  format and style come from the server's capabilities;
* ``OSM {extent}``: OpenStreetMap XYZ tiles (the tile URL is a setting);
* ``UPLOAD {uploaded_file_id, processed_file_id, reprojected_file_id}``: the
  file behind ``GET /v2/files/{file_id}/download`` (a time-limited link) by
  ``/vsicurl/``; :func:`link_expiry` reads when such a link stops working.
"""

from __future__ import annotations

import calendar
import math
import time
import xml.etree.ElementTree as ET  # noqa: S405  # nosec B405 - bounded, and refused when it has a DOCTYPE
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Dict, List, Optional
from urllib.parse import parse_qs, quote, urlencode, urlsplit

from .. import texts

KINDS = ("EXTERNAL_COG", "WMTS", "OSM", "UPLOAD")
MAX_CAPABILITIES = 8 * 1024 * 1024
WMTS_NS = "{http://www.opengis.net/wmts/1.0}"
OWS_NS = "{http://www.opengis.net/ows/1.1}"
MERCATOR_SETS = ("GoogleMapsCompatible", "EPSG:3857", "WebMercatorQuad", "EPSG:900913")


class ImageryError(ValueError):
    """The raster's imagery cannot be shown; ``str()`` is the reason (a translatable text)."""

    def __init__(self, message: Any) -> None:
        super().__init__(message)
        self.message = message


def source_kind(raster: Dict[str, Any]) -> str:
    source = raster.get("source")
    kind = source.get("type") if isinstance(source, dict) else None
    return kind if isinstance(kind, str) else ""


def vsicurl(url: str) -> str:
    """GDAL's ``/vsicurl/`` of ``url`` (options in the name: no directory listing, no sibling files probed)."""
    return "/vsicurl?empty_dir=yes&url=" + quote(url, safe="")


def upload_file_id(source: Dict[str, Any]) -> str:
    """The file to show of an upload: FlyPix's processed COG, else the reprojected file, else the upload."""
    for key in ("processed_file_id", "reprojected_file_id", "uploaded_file_id"):
        value = source.get(key)
        if isinstance(value, str) and value:
            return value
    return ""


def link_expiry(url: str, received_at: Optional[float] = None) -> Optional[float]:
    """Clock time a signed download link stops working, read from the link; None when it does not say.

    S3 (``X-Amz-Expires`` seconds after signing) and Google Cloud Storage
    (``X-Goog-Expires``) give a lifetime, counted from ``received_at`` so that
    the two clocks need not agree; ``Expires=<epoch>`` (S3 v2, CloudFront) and
    Azure's ``se=<ISO time>`` give the moment itself.
    """
    received = time.time() if received_at is None else received_at
    query = {k.lower(): v[-1] for k, v in parse_qs(urlsplit(url).query).items() if v}
    for key in ("x-amz-expires", "x-goog-expires"):
        if key in query:
            try:
                seconds = float(query[key])
            except ValueError:
                return None
            return received + seconds if math.isfinite(seconds) and seconds > 0 else None
    if "expires" in query:
        try:
            return float(query["expires"])
        except ValueError:
            return None
    if "se" in query:
        raw = query["se"].replace("Z", "")
        for fmt in ("%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M", "%Y-%m-%d"):
            try:
                return float(calendar.timegm(datetime.strptime(raw, fmt).timetuple()))
            except ValueError:
                continue
    return None


def renew_at(expires_at: float, received_at: float) -> float:
    """When to ask for a new link: at 80 % of its lifetime, at most one minute before it expires."""
    lifetime = max(0.0, expires_at - received_at)
    return expires_at - min(60.0, 0.2 * lifetime)


def xyz_uri(template: str, zmax: int = 19) -> str:
    """The wms provider's URI of XYZ tiles (``{x}``, ``{y}``, ``{z}`` in ``template``)."""
    return urlencode({"type": "xyz", "url": template, "zmin": 0, "zmax": zmax}, safe="{}/:")


@dataclass
class WmtsLayer:
    identifier: str
    tile_matrix_set: str
    format: str
    style: str


def capabilities_url(url: str) -> str:
    """The GetCapabilities URL of a WMTS service URL (a RESTful ``WMTSCapabilities.xml`` is one already)."""
    lowered = url.lower()
    if "wmtscapabilities.xml" in lowered or "request=getcapabilities" in lowered:
        return url
    return url + ("&" if "?" in url else "?") + "SERVICE=WMTS&REQUEST=GetCapabilities"


def wmts_layer(xml: bytes, layer: str) -> WmtsLayer:
    """``layer`` of a WMTS capabilities document: its Web Mercator tile matrix set (or the first), format, style."""
    if b"<!DOCTYPE" in xml[:4096].upper() or b"<!ENTITY" in xml.upper():  # no entities, so no entity bombs
        raise ImageryError(texts.text("the WMTS capabilities are not XML ({0})", "DOCTYPE"))
    try:
        root = ET.fromstring(xml[:MAX_CAPABILITIES])  # noqa: S314  # nosec B314 - see the import
    except ET.ParseError as exc:
        raise ImageryError(texts.text("the WMTS capabilities are not XML ({0})", exc)) from None
    for node in root.iter(f"{WMTS_NS}Layer"):
        if (node.findtext(f"{OWS_NS}Identifier") or "").strip() != layer:
            continue
        sets: List[str] = [(link.findtext(f"{WMTS_NS}TileMatrixSet") or "").strip()
                           for link in node.findall(f"{WMTS_NS}TileMatrixSetLink")]
        sets = [s for s in sets if s]
        if not sets:
            break
        chosen = next((s for s in sets if s in MERCATOR_SETS), sets[0])
        formats = [(f.text or "").strip() for f in node.findall(f"{WMTS_NS}Format")]
        fmt = next((f for f in formats if f == "image/png"), formats[0] if formats else "image/png")
        style = ""
        for st in node.findall(f"{WMTS_NS}Style"):
            ident = (st.findtext(f"{OWS_NS}Identifier") or "").strip()
            if not style or st.get("isDefault") == "true":
                style = ident
        return WmtsLayer(layer, chosen, fmt, style or "default")
    raise ImageryError(texts.text("the WMTS service has no layer {0}", layer))


def wmts_uri(url: str, choice: WmtsLayer) -> str:
    """The wms provider's URI of a WMTS layer.

    ``:`` and ``/`` stay as they are, as in the URIs QGIS writes itself: QGIS 3.40 does not decode
    ``crs=EPSG%3A3857`` (the layer would have no CRS and draw nothing), 3.22 does."""
    return urlencode({"contextualWMSLegend": 0, "crs": "EPSG:3857", "dpiMode": 7, "featureCount": 10,
                      "format": choice.format, "layers": choice.identifier, "styles": choice.style,
                      "tileMatrixSet": choice.tile_matrix_set, "url": capabilities_url(url)}, safe=":/")
