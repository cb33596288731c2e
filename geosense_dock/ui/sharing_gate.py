"""Applies the sharing policy to each message before anything is built or uploaded.

* A screenshot the policy forbids is left out, and the conversation says why
  (with the administrator's reason when the policy is locked); one that needs a
  confirmation is sent only when the user says yes.
* With ``confirm_new_layer``, a shared layer that was never sent before is sent
  only after the user agreed (remembered in the project); declined, it is left
  out of this message and asked again next time.
* The attribute allow-list decides which extra fields of a layer go along.
"""

from __future__ import annotations

import logging
from typing import Callable, List, Optional, Sequence, Set, Tuple

from qgis.core import QgsProject
from qgis.PyQt.QtCore import QCoreApplication, Qt
from qgis.PyQt.QtWidgets import QMessageBox, QWidget

from ..core.sharing_policy import SharingPolicy
from ..i18n import mirror
from ..policy import load_policy

log = logging.getLogger("geosense.policy")

SCOPE = "GeoSense"
CONFIRMED_KEY = "sharing/confirmed_layers"
DIALOG_NAME = "geosenseSharingConfirm"


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


def refusal_reason(policy: SharingPolicy, item: str) -> str:
    if policy.is_locked(item):
        return policy.lock_reason or tr("your administrator locked this setting")
    return tr("the sharing policy in the GeoSense settings")


class SharingGate:
    def __init__(self, registry, project: QgsProject, parent: Optional[QWidget] = None,
                 load: Callable[[], SharingPolicy] = load_policy) -> None:
        self.registry = registry
        self.project = project
        self.parent = parent
        self.load = load
        self.withheld_ids: Set[str] = set()
        self.policy = SharingPolicy()

    # -- the preparer's hooks ---------------------------------------------------------------
    def withheld(self) -> Sequence[str]:
        return tuple(self.withheld_ids)

    def extra_attributes(self, layer) -> List[str]:
        scheme = self.registry.class_scheme(layer)
        always = [self.registry.annotation_ids_field(layer), self.registry.confidence_field(layer),
                  self.registry.class_field(layer), "" if scheme.is_expression else scheme.attribute]
        return self.policy.allowed_attributes(layer.fields().names(), always)

    # -- before each message ------------------------------------------------------------------
    def check(self, kinds: Sequence[str]) -> Tuple[Tuple[str, ...], List[str]]:
        """The context kinds that may go, and notes on what was left out and why."""
        self.policy = policy = self.load()
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
            confirmed = set(self._confirmed())
            for layer in self.registry.shared_layers():
                if layer.id() in confirmed:
                    continue
                extra = self.extra_attributes(layer)
                question = tr("Share the layer “{0}” with GeoSense? Its {1} feature(s) go with this message "
                              "(id, class, confidence, area, geometry{2}).").format(
                    layer.name(), layer.featureCount(), "".join(", " + n for n in extra))
                if self.ask(question):
                    confirmed.add(layer.id())
                else:
                    self.withheld_ids.add(layer.id())
                    notes.append(tr("The layer “{0}” was not sent: you declined to share it.").format(layer.name()))
            self.project.writeEntry(SCOPE, CONFIRMED_KEY, sorted(confirmed))
        for note in notes:
            log.info("%s", note)
        return kinds, notes

    def _confirmed(self) -> List[str]:
        values, ok = self.project.readListEntry(SCOPE, CONFIRMED_KEY, [])
        return list(values) if ok else []

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
