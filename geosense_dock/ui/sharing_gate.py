"""Applies the sharing policy to each message before anything is built or uploaded.

* A screenshot the policy forbids is left out, and the conversation says why
  (with the administrator's reason when the policy is locked); one that needs a
  confirmation is sent only when the user says yes.
* With ``confirm_new_layer``, a shared layer that was never sent before is sent
  only after the user agreed; declined, it is left out of this message and
  asked again next time. A confirmation is the user's: kept in the profile's
  settings (``geosense/sharing/confirmed/<key>``), keyed by the layer's data
  source (provider and source, normalised, see :func:`source_key`), never by
  its layer id and never read from the project, so neither a project that
  claims a layer was confirmed nor a layer whose source changed since is
  sent without a question. (The project entry ``GeoSense/sharing/confirmed_layers``
  of earlier versions is ignored.)
* The attribute allow-list decides which extra fields of a layer go along; under
  a locked allow-list, a layer's classes, annotation ids and confidences go only
  when the fields they come from are allowed (otherwise no classes, QGIS feature
  ids and 1.0 go, and the conversation says so).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from typing import Any, Callable, List, Optional, Sequence, Set, Tuple

from qgis.core import QgsProject, QgsProviderRegistry, QgsSettings
from qgis.PyQt.QtCore import QCoreApplication, Qt
from qgis.PyQt.QtWidgets import QMessageBox, QWidget

from ..core.sharing_policy import ITEMS, SharingPolicy
from ..i18n import mirror
from ..map import keys
from ..map.vector_artifact import class_fields
from ..policy import load_policy

log = logging.getLogger("geosense.policy")

CONFIRMED_PREFIX = "geosense/sharing/confirmed/"
DIALOG_NAME = "geosenseSharingConfirm"
# a layer loaded from FlyPix (flypix/layers.py KIND): its annotation ids are FlyPix's own numbering
FLYPIX_KIND = keys.PREFIX + "flypix/kind"
# the id field of each kind of layer loaded from FlyPix: FlyPix's own ids, which go whatever the allow-list says
FLYPIX_ID_FIELDS = {"vector": "annotation_id", "regions": "region_index"}


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


def refusal_reason(policy: SharingPolicy, item: str) -> str:
    if policy.is_locked(item):
        return policy.lock_reason or tr("your administrator locked this setting")
    return tr("the sharing policy in the GeoSense settings")


def source_key(layer) -> str:
    """The layer's data source as one key: provider and decoded source (a file path made absolute
    and resolved; no filter, password or authentication id), hashed."""
    provider = layer.providerType()
    source = layer.source()
    try:
        parts = dict(QgsProviderRegistry.instance().decodeUri(provider, source))
    except Exception:  # noqa: BLE001 - a provider that cannot decode: the source as it is
        parts = {}
    # (an OGR "layerId" is the index of a sublayer: another table of the same file is another source)
    parts = {str(k): v for k, v in parts.items() if v not in (None, "")
             and k not in ("subset", "password", "authcfg")}
    path = parts.get("path")
    if isinstance(path, str) and path and "://" not in path:
        parts["path"] = os.path.normcase(os.path.realpath(path))
    what: Any = parts if parts else source
    raw = json.dumps([provider, what], sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:40]


def is_confirmed(layer) -> bool:
    return bool(QgsSettings().value(CONFIRMED_PREFIX + source_key(layer), "", type=str))


def remember_confirmed(layer) -> None:
    QgsSettings().setValue(CONFIRMED_PREFIX + source_key(layer), layer.name() or "layer")


class SharingGate:
    def __init__(self, registry, project: QgsProject, parent: Optional[QWidget] = None,
                 load: Callable[[], SharingPolicy] = load_policy) -> None:
        self.registry = registry
        self.project = project
        self.parent = parent
        self.load = load
        self.withheld_ids: Set[str] = set()
        self.policy = self._load()
        registry.field_allowed = self.field_allowed

    def _load(self) -> SharingPolicy:
        try:
            return self.load()
        except Exception:  # noqa: BLE001 - an unreadable policy: locked, nothing extra goes
            log.exception("the sharing policy could not be read; everything is locked")
            return SharingPolicy(locked=frozenset(ITEMS), screenshot="never", confirm_new_layer=True)

    # -- the preparer's hooks ---------------------------------------------------------------
    def withheld(self) -> Sequence[str]:
        """The layers that may not go with this message: those declined, and (first shares confirmed) any
        shared layer not confirmed, such as one added while the question was open."""
        withheld = set(self.withheld_ids)
        if self.policy.confirm_new_layer:
            withheld.update(layer.id() for layer in self.registry.shared_layers() if not is_confirmed(layer))
        return tuple(withheld)

    def extra_attributes(self, layer) -> List[str]:
        scheme = self.registry.class_scheme(layer)
        always = [self.registry.annotation_ids_field(layer), self.registry.confidence_field(layer),
                  self.registry.class_field(layer), "" if scheme.is_expression else scheme.attribute]
        return self.policy.allowed_attributes(layer.fields().names(), always)

    def field_allowed(self, layer, name: str) -> bool:
        """May the values of ``name`` leave as the layer's annotation ids or confidences? Always, unless
        the attribute allow-list is locked and does not list it (the ids of a layer loaded from FlyPix
        are FlyPix's own and always go)."""
        if not self.policy.is_locked("attributes") or name in self.policy.attributes:
            return True
        own = FLYPIX_ID_FIELDS.get(keys.prop_str(layer, FLYPIX_KIND))
        return own is not None and name == own and name == self.registry.chosen_annotation_ids_field(layer)

    def fields_withheld(self, layer) -> List[Tuple[str, str]]:
        """``[("ids" | "confidences", field)]``: the chosen id and confidence fields whose values may not go."""
        out = []
        for what, name in (("ids", self.registry.chosen_annotation_ids_field(layer)),
                           ("confidences", self.registry.chosen_confidence_field(layer))):
            if name and not self.field_allowed(layer, name):
                out.append((what, name))
        return out

    def classes_withheld(self, layer) -> List[str]:
        """The fields whose values would go as the layer's classes but may not: under a locked
        attribute allow-list a class field is a field like any other (none: the classes go)."""
        if not self.policy.is_locked("attributes"):
            return []
        return [n for n in class_fields(self.registry.class_scheme(layer)) if n not in self.policy.attributes]

    # -- before each message ------------------------------------------------------------------
    def check(self, kinds: Sequence[str]) -> Tuple[Tuple[str, ...], List[str]]:
        """The context kinds that may go, and notes on what was left out and why."""
        self.policy = policy = self._load()
        kinds = tuple(kinds)
        notes: List[str] = []
        if "image" in kinds:
            if policy.screenshot == "never":
                kinds = tuple(k for k in kinds if k != "image")
                notes.append(tr("No screenshot was sent: screenshots are not allowed ({0}).").format(
                    refusal_reason(policy, "screenshot")))
            elif policy.screenshot == "confirm" and not self.ask(
                    tr("Send a screenshot of the map with this message?")):
                kinds = tuple(k for k in kinds if k != "image")
                notes.append(tr("No screenshot was sent: you declined."))
        self.withheld_ids = set()
        if policy.confirm_new_layer:
            for layer in self.registry.shared_layers():
                if is_confirmed(layer):
                    continue
                extra = self.extra_attributes(layer)
                if not self.classes_withheld(layer):
                    extra += [n for n in class_fields(self.registry.class_scheme(layer)) if n not in extra]
                count = layer.featureCount()
                question = (tr("Share the layer “{0}” with GeoSense? Its {1} feature goes with this message "
                               "(id, class, confidence, area, geometry{2}).") if count == 1 else
                            tr("Share the layer “{0}” with GeoSense? Its {1} features go with this message "
                               "(id, class, confidence, area, geometry{2}).")).format(
                    layer.name(), count, "".join(", " + n for n in extra))
                if self.ask(question):
                    remember_confirmed(layer)
                else:
                    self.withheld_ids.add(layer.id())
                    notes.append(tr("The layer “{0}” was not sent: you declined to share it.").format(layer.name()))
        for layer in self.registry.shared_layers():
            if layer.id() in self.withheld_ids:
                continue
            left_out = self.classes_withheld(layer)
            if left_out:
                notes.append(tr("The classes of the layer “{0}” were not sent, because the field {1} is not "
                                "among the attributes that may be sent ({2}).").format(
                    layer.name(), ", ".join(left_out), refusal_reason(policy, "attributes")))
            for what, name in self.fields_withheld(layer):
                if what == "ids":
                    text = tr("The annotation ids of the layer “{0}” were sent as QGIS feature ids, not as the "
                              "values of the field {1}, because it is not among the attributes that may be "
                              "sent ({2}).")
                else:
                    text = tr("The confidences of the layer “{0}” were not sent (1.0 for every feature), "
                              "because the field {1} is not among the attributes that may be sent ({2}).")
                notes.append(text.format(layer.name(), name, refusal_reason(policy, "attributes")))
        for note in notes:
            log.info("%s", note)
        return kinds, notes

    def ask(self, text: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, tr("GeoSense"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.parent)
        box.setObjectName(DIALOG_NAME)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the text quotes a layer name from the project
        box.setDefaultButton(QMessageBox.StandardButton.No)
        mirror(box)
        try:
            return box.exec() == QMessageBox.StandardButton.Yes
        finally:
            box.deleteLater()
