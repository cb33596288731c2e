"""Running FlyPix's models from the map: inference regions, the models, cost and balance, the run, its watch.

:class:`FlyPixRuns` belongs to the FlyPix extension, not to a widget: the
inferences it watches go on being watched when the FlyPix dock is closed, and
stop being watched only on request (:meth:`FlyPixRuns.stop_watch`), on sign-out
of the server or when the plugin unloads. Every call goes through the
session's :class:`~..core.protocol.flypix_client.FlyPixClient` in a ``QgsTask`` (so
its error messages, sign-in and Retry-After waits are those of the rest of the
FlyPix backend); results arrive on the GUI thread.

The steps:

1. :meth:`send_regions`: polygons (drawn or selected, any CRS) become inference
   regions of the raster (``POST /v2/regions/{raster_id}``, ``inference_behavior`` USE);
2. :meth:`list_models`: the project's models and FlyPix's official ones;
3. :meth:`run`: the estimate and the tenant's balance; a balance too low refuses with
   a message and starts nothing; otherwise the user confirms (:attr:`FlyPixRuns.confirm`,
   a Yes/No box in plain text) and the model is applied;
4. the watch: a ``QTimer`` asks for the inference's status (``GET
   /v2/models/inference/{id}``), backing off after errors; when it has finished,
   the run's inference vector is loaded by the FlyPix loader like any other.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional

from qgis.core import Qgis, QgsCoordinateReferenceSystem, QgsGeometry, QgsProject
from qgis.PyQt.QtCore import QCoreApplication, QObject, QTimer, pyqtSignal
from qgis.PyQt.QtWidgets import QWidget

from .. import plain
from ..core.protocol import flypix_runs as fr
from ..core.protocol.flypix_errors import AuthRequired, Cancelled, FlyPixError
from ..i18n import translated
from ..signals import Connections
from . import layers as fl
from .loader import FlyPixLoader
from .region_tool import region_polygons
from .session import FlyPixSession

log = logging.getLogger("geosense.flypix")

SLOT_REGIONS = "run:regions"
SLOT_MODELS = "run:models"
SLOT_RUN = "run:start"
RUN_QUESTION = "GeoSenseFlyPixRunQuestion"  # the object name of the question before a run
POLL_INTERVAL = 5.0  # seconds between status requests of one inference
MAX_BACKOFF = 120.0  # seconds between status requests after errors, at most
MAX_FAILURES = 8  # status requests failing in a row end the watch (with a message)
TICK_MS = 250


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, (FlyPixError, AuthRequired)):
        return translated(exc.message)
    log.error("a FlyPix model call failed", exc_info=exc)
    return tr("{error}; see the GeoSense log").format(error=type(exc).__name__)


@dataclass
class Watch:
    """One inference being watched."""

    inference_id: str
    model: fr.Model
    project: Dict[str, Any]
    raster: Dict[str, Any]
    before: List[Dict[str, Any]]  # the raster's vectors before the run
    status: str = "PENDING"
    polls: int = 0
    failures: int = 0
    due: float = 0.0  # clock time of the next status request
    problem: str = ""  # the last error, "" when the last request worked
    vector: Optional[Dict[str, Any]] = None  # the results, once finished
    loaded: bool = False
    history: List[str] = field(default_factory=list)  # the statuses seen, in order

    @property
    def raster_name(self) -> str:
        return str(self.raster.get("name") or self.raster.get("raster_id"))

    def describe(self) -> str:
        """One line for the dock: model, raster, status (or the last problem)."""
        state = fr.inference_state(self.status)
        if self.loaded:
            what = tr("finished, results loaded")
        elif state == fr.DONE:
            what = tr("finished, loading the results…")
        elif state == fr.FAILED:
            what = tr("failed ({status})").format(status=self.status)
        elif self.problem:
            what = tr("{status}; the last check failed: {reason}").format(status=self.status, reason=self.problem)
        else:
            what = self.status
        return tr("{model} on {raster}: {status}").format(model=self.model.name, raster=self.raster_name,
                                                          status=what)


class FlyPixRuns(QObject):
    """Regions, models, costs, runs and their watches; reports through signals (text as plain text)."""

    message = pyqtSignal(str, int)  # text, Qgis.MessageLevel value
    regionsSent = pyqtSignal(int, str)  # regions made, raster id
    modelsListed = pyqtSignal(str, list)  # project id, [flypix_runs.Model]
    costShown = pyqtSignal(object)  # flypix_runs.RunCost of the run being decided on
    started = pyqtSignal(str)  # inference id
    watchesChanged = pyqtSignal()
    finished = pyqtSignal(str, str)  # inference id, vector id of its results ("" when it failed)

    def __init__(self, session: FlyPixSession, loader: FlyPixLoader, project: Optional[QgsProject] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.session = session
        self.loader = loader
        self.project = project or session.project
        self.parent_widget: Optional[QWidget] = None
        self.confirm: Callable[[str], bool] = self._ask
        self.poll_interval = POLL_INTERVAL
        self.clock: Callable[[], float] = time.monotonic
        self.models: Dict[str, List[fr.Model]] = {}  # project id -> its models and the official ones
        self.watches: Dict[str, Watch] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._connections = Connections()
        self._connections.connect(session.serverChanged, self.stop_all)
        self._connections.connect(session.signedOut, self.stop_all)
        self._connections.connect(loader.loaded, self._on_loaded)

    # -- regions -------------------------------------------------------------------------

    def send_regions(self, project: Dict[str, Any], raster: Dict[str, Any], geometries: List[QgsGeometry],
                     crs: QgsCoordinateReferenceSystem) -> bool:
        """Send polygons as inference regions of ``raster``; False (and a message) when nothing was sent."""
        client = self.session.client
        if client is None or not self.session.signed_in:
            self._say(tr("Sign in to FlyPix to send a region."), Qgis.MessageLevel.Warning)
            return False
        if self.session.runner.busy(SLOT_REGIONS):
            self._say(tr("The previous region is still being sent to FlyPix."), Qgis.MessageLevel.Warning)
            return False
        try:
            polygons = region_polygons(geometries, crs, self.project)
        except ValueError as exc:
            self._say(tr("No region sent: {reason}").format(reason=exc), Qgis.MessageLevel.Critical)
            return False
        raster_id = str(raster["raster_id"])
        name = str(raster.get("name") or raster_id)

        def done(regions: List[Any]) -> None:
            log.info("%d inference region(s) created in FlyPix raster %s", len(regions), raster_id)
            self._say((tr("{n} inference region added to {raster} in FlyPix.") if len(regions) == 1 else
                       tr("{n} inference regions added to {raster} in FlyPix.")).format(n=len(regions), raster=name),
                      Qgis.MessageLevel.Success)
            self.regionsSent.emit(len(regions), raster_id)
            if not self.loader.busy:  # the regions layer shows the new region
                self.loader.load_regions(project, raster)

        def failed(exc: BaseException) -> None:
            self._say(tr("No region sent: {reason}").format(reason=_reason(exc)), Qgis.MessageLevel.Critical)

        self.session.runner.start(SLOT_REGIONS, tr("FlyPix: sending a region"),
                                  lambda task: client.create_inference_regions(raster_id, polygons), done, failed)
        self._say((tr("Sending {n} region to {raster}…") if len(polygons) == 1 else
                   tr("Sending {n} regions to {raster}…")).format(n=len(polygons), raster=name))
        return True

    # -- models --------------------------------------------------------------------------

    def list_models(self, project: Dict[str, Any]) -> bool:
        """List the project's models and FlyPix's official ones (:attr:`modelsListed`)."""
        client = self.session.client
        if client is None or not self.session.signed_in:
            return False
        project_id = str(project["project_id"])

        def done(found: List[fr.Model]) -> None:
            self.models[project_id] = found
            self.modelsListed.emit(project_id, found)
            if not found:
                self._say(tr("FlyPix has no model for this project."), Qgis.MessageLevel.Warning)

        def failed(exc: BaseException) -> None:
            self._say(tr("The models could not be listed: {reason}").format(reason=_reason(exc)),
                      Qgis.MessageLevel.Critical)

        self.session.runner.start(SLOT_MODELS, tr("FlyPix: listing models"),
                                  lambda task: client.models(project_id, canceled=task.isCanceled), done, failed)
        return True

    # -- a run ---------------------------------------------------------------------------

    @property
    def deciding(self) -> bool:
        """A run is being estimated or started."""
        return self.session.runner.busy(SLOT_RUN)

    def run(self, project: Dict[str, Any], raster: Dict[str, Any], model: fr.Model) -> bool:
        """Estimate, check the balance, ask, apply; False when nothing was asked of FlyPix."""
        client = self.session.client
        if client is None or not self.session.signed_in:
            self._say(tr("Sign in to FlyPix to run a model."), Qgis.MessageLevel.Warning)
            return False
        if self.deciding:
            self._say(tr("The previous run is still being prepared."), Qgis.MessageLevel.Warning)
            return False
        tenant_id = str(project.get("tenant_id") or raster.get("tenant_id") or "")
        if not tenant_id:
            self._say(tr("Not run: FlyPix did not say which tenant the raster belongs to."),
                      Qgis.MessageLevel.Critical)
            return False
        raster_id = str(raster["raster_id"])
        name = str(raster.get("name") or raster_id)

        def costed(cost: fr.RunCost) -> None:
            log.info("FlyPix run of %s on %s: %s", model.name, raster_id, fr.cost_text(cost))
            self.costShown.emit(cost)
            if not cost.affordable:
                self._say(tr("Not run: “{model}” would cost {cost} credits and the tenant has {available} available "
                             "({credits} minus {withheld} withheld). Top up the balance in FlyPix or make the "
                             "inference regions smaller.").format(
                    model=model.name, cost=cost.total_cost, available=_credits(cost.available),
                    credits=_credits(cost.credits), withheld=_credits(cost.withheld)), Qgis.MessageLevel.Critical)
                return
            if not self.confirm(confirmation(model, name, cost)):
                self._say(tr("Not run: cancelled; nothing was started in FlyPix."))
                return
            self._apply(client, project, raster, model)

        def failed(exc: BaseException) -> None:
            self._say(tr("Not run: {reason}").format(reason=_reason(exc)), Qgis.MessageLevel.Critical)

        self.session.runner.start(SLOT_RUN, tr("FlyPix: estimating the run"),
                                  lambda task: client.run_cost(model.model_id, raster_id, tenant_id), costed, failed)
        self._say(tr("Asking FlyPix what running “{model}” on {raster} costs…").format(model=model.name, raster=name))
        return True

    def _apply(self, client, project: Dict[str, Any], raster: Dict[str, Any], model: fr.Model) -> None:
        raster_id = str(raster["raster_id"])

        def work(task) -> Any:
            before = client.vectors(raster_id)
            if task.isCanceled():
                raise Cancelled()
            return before, client.apply_model(model.model_id, raster_id)

        def done(result) -> None:
            before, inference = result
            watch = Watch(inference.inference_id, model, project, raster, before, inference.status)
            watch.history.append(inference.status)
            watch.due = self.clock() + self.poll_interval
            self.watches[inference.inference_id] = watch
            log.info("FlyPix inference %s started: %s on %s", inference.inference_id, model.name, raster_id)
            self._say(tr("“{model}” is running on {raster} in FlyPix; its status is followed here.").format(
                model=model.name, raster=watch.raster_name), Qgis.MessageLevel.Info)
            self.started.emit(inference.inference_id)
            self.watchesChanged.emit()
            self._timer.start()

        def failed(exc: BaseException) -> None:
            self._say(tr("Not run: {reason}").format(reason=_reason(exc)), Qgis.MessageLevel.Critical)

        self.session.runner.start(SLOT_RUN, tr("FlyPix: starting the model"), work, done, failed)

    def _ask(self, text: str) -> bool:
        return plain.ask(self.parent_widget, tr("Run a FlyPix model"), text, default_yes=False, name=RUN_QUESTION)

    # -- the watch -----------------------------------------------------------------------

    def stop_watch(self, inference_id: str) -> bool:
        """Stop following an inference (it goes on in FlyPix); False when it was not watched."""
        watch = self.watches.pop(inference_id, None)
        if watch is None:
            return False
        self.session.runner.forget(_slot(inference_id))
        if not self.watches:
            self._timer.stop()
        if fr.inference_state(watch.status) == fr.RUNNING:
            self._say(tr("Stopped watching “{model}” on {raster}; the inference goes on in FlyPix.").format(
                model=watch.model.name, raster=watch.raster_name))
        self.watchesChanged.emit()
        return True

    def stop_all(self, *_args) -> None:
        for inference_id in list(self.watches):
            self.session.runner.forget(_slot(inference_id))
        had = bool(self.watches)
        self.watches.clear()
        self._timer.stop()
        if had:
            self.watchesChanged.emit()

    @property
    def watching(self) -> bool:
        return self._timer.isActive()

    def _tick(self) -> None:
        now = self.clock()
        for watch in list(self.watches.values()):
            if watch.loaded or self.session.runner.busy(_slot(watch.inference_id)):
                continue
            if watch.vector is not None:
                self._load(watch)
            elif now >= watch.due:
                self._poll(watch)

    def _poll(self, watch: Watch) -> None:
        client = self.session.client
        if client is None or not self.session.signed_in:
            watch.due = self.clock() + self.poll_interval  # asked again once signed in
            return
        raster_id = str(watch.raster["raster_id"])

        def work(task) -> Any:
            inference = client.inference_status(watch.inference_id, canceled=task.isCanceled)
            vectors = client.vectors(raster_id) if inference.state == fr.DONE else None
            return inference, vectors

        def done(result) -> None:
            inference, vectors = result
            if self.watches.get(watch.inference_id) is not watch:
                return
            watch.polls += 1
            watch.failures, watch.problem = 0, ""
            if inference.status != watch.status or not watch.history:
                watch.history.append(inference.status)
            watch.status = inference.status
            watch.due = self.clock() + self.poll_interval
            state = inference.state
            if state == fr.FAILED:
                self.watches.pop(watch.inference_id, None)
                self._say(tr("“{model}” failed on {raster} (FlyPix says {status}); nothing was loaded.").format(
                    model=watch.model.name, raster=watch.raster_name, status=inference.status),
                    Qgis.MessageLevel.Critical)
                self.finished.emit(watch.inference_id, "")
            elif state == fr.DONE:
                watch.vector = _results(inference, vectors or [], watch.before)
                if watch.vector is None:
                    self.watches.pop(watch.inference_id, None)
                    self._say(tr("“{model}” finished on {raster}, but FlyPix lists no new inference vector.").format(
                        model=watch.model.name, raster=watch.raster_name), Qgis.MessageLevel.Warning)
                    self.finished.emit(watch.inference_id, "")
                else:
                    self._load(watch)
            self.watchesChanged.emit()
            if not self.watches:
                self._timer.stop()

        def failed(exc: BaseException) -> None:
            if self.watches.get(watch.inference_id) is not watch:
                return
            watch.failures += 1
            watch.problem = _reason(exc)
            delay = min(MAX_BACKOFF, self.poll_interval * 2 ** watch.failures)
            watch.due = self.clock() + delay
            log.warning("the status of FlyPix inference %s could not be read (%d in a row): %s",
                        watch.inference_id, watch.failures, watch.problem)
            if watch.failures >= MAX_FAILURES:
                self.watches.pop(watch.inference_id, None)
                self._say(tr("Stopped watching “{model}” on {raster}: {reason}").format(
                    model=watch.model.name, raster=watch.raster_name, reason=watch.problem), Qgis.MessageLevel.Critical)
            elif not isinstance(exc, AuthRequired):
                self._say(tr("The status of “{model}” could not be read: {reason}; asking again in {seconds:.0f} s.")
                          .format(model=watch.model.name, reason=watch.problem, seconds=delay),
                          Qgis.MessageLevel.Warning)
            self.watchesChanged.emit()
            if not self.watches:
                self._timer.stop()

        self.session.runner.start(_slot(watch.inference_id), tr("FlyPix: inference status"), work, done, failed,
                                  lambda: None, hidden=True)

    def _load(self, watch: Watch) -> None:
        """Load the run's vector with the FlyPix loader (when it is free; else at a later tick)."""
        if self.loader.busy or watch.vector is None:
            return
        self.loader.load_vector(watch.project, watch.raster, watch.vector)

    def _on_loaded(self, layer, _notes: str) -> None:
        vector_id = fl.flypix_vector_id(layer) if fl.is_flypix_vector(layer) else ""
        for watch in list(self.watches.values()):
            if watch.vector is not None and str(watch.vector.get("vector_id")) == vector_id:
                watch.loaded = True
                self.watches.pop(watch.inference_id, None)
                self._say(tr("“{model}” finished on {raster}: {name} loaded, ready to ask about and accept.").format(
                    model=watch.model.name, raster=watch.raster_name, name=layer.name()), Qgis.MessageLevel.Success)
                self.finished.emit(watch.inference_id, vector_id)
                self.watchesChanged.emit()
        if not self.watches:
            self._timer.stop()

    # -- GUI thread ----------------------------------------------------------------------

    def _say(self, text: str, level=Qgis.MessageLevel.Info) -> None:
        self.message.emit(text, int(level))

    def close(self) -> None:
        self._connections.disconnect_all()
        self.stop_all()
        for slot in (SLOT_REGIONS, SLOT_MODELS, SLOT_RUN):
            self.session.runner.forget(slot)


def _slot(inference_id: str) -> str:
    return f"watch:{inference_id}"


def _credits(value: float) -> str:
    return f"{value:g}"


def _results(inference: fr.Inference, vectors: List[Dict[str, Any]], before: List[Dict[str, Any]]
             ) -> Optional[Dict[str, Any]]:
    """The vector of a finished inference: the one its ``data`` names, else the one new inference vector."""
    if inference.vector_id:
        named = next((v for v in vectors if str(v.get("vector_id")) == inference.vector_id), None)
        if named is not None:
            return named
    fresh = fr.new_inference_vectors(before, vectors)
    return fresh[-1] if fresh else None


def confirmation(model: fr.Model, raster_name: str, cost: fr.RunCost) -> str:
    """The question before a run: what, where, what it costs and what the tenant has (plain text)."""
    if model.official:
        question = tr("Run FlyPix's official model “{model}” on the inference regions of {raster}?")
    else:
        question = tr("Run the project's model “{model}” on the inference regions of {raster}?")
    return "\n".join([
        question.format(model=model.name, raster=raster_name),
        tr("Estimated cost: {cost} credits ({pixels} pixels).").format(cost=cost.total_cost,
                                                                      pixels=cost.total_pixels),
        tr("Balance: {available} credits available ({credits} minus {withheld} withheld).").format(
            available=_credits(cost.available), credits=_credits(cost.credits), withheld=_credits(cost.withheld)),
    ])
