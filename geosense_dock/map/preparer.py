"""Everything that goes with the next chat message: ``(vectors, contexts, initialState)``.

:meth:`MessagePreparer.prepare` works in three steps so the GUI never waits:

1. GUI thread: decide which layers changed since their last upload (by a cheap
   key, no feature read), snapshot those layers, build the cheap contexts
   (visibility, position, selection) and ``initialState``.
2. If a screenshot is wanted, render the canvas offscreen (QGIS render threads).
3. A cancellable :class:`QgsTask` (progress in the task manager) reads the
   snapshots, builds the ``vector`` artifacts, encodes the image and uploads;
   an artifact whose content hash did not change is not uploaded again.

Then ``on_done(PreparedMessage)`` or ``on_error(reason)`` is called on the GUI
thread. A layer removed meanwhile or a failed upload gives an error and no
message: nothing half-built is ever handed out, and the user can simply retry.
"""

from __future__ import annotations

import hashlib
import json
import logging
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Protocol, Sequence, Tuple

from qgis.core import QgsApplication, QgsMapSettings, QgsTask
from qgis.PyQt.QtCore import QCoreApplication, QObject
from qgis.PyQt.QtGui import QImage

from ..core.protocol.artifacts import ArtifactError, Uploader
from ..i18n import translated
from . import contexts as ctx
from .image import ImageRender, capped_settings, image_artifact, png_bytes, render_blocking
from .registry import VectorRegistry
from .vector_artifact import LayerSnapshot, VectorBuild, build_vector_artifact, cache_key

log = logging.getLogger("geosense.map")

KINDS = ("visibility", "position", "selection", "image", "suggestion")
DEFAULT_KINDS = ("visibility", "position", "selection")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class PrepareError(Exception):
    """Why the message could not be prepared (shown to the user as is)."""


@dataclass
class PreparedMessage:
    vectors: List[Dict[str, Any]]
    contexts: List[Dict[str, Any]]
    initial_state: Dict[str, Any]
    notes: List[str] = field(default_factory=list)  # repaired / skipped features, per layer
    uploads: int = 0  # artifacts uploaded for this message


@dataclass
class _CacheEntry:
    key: Tuple
    content_hash: str
    artifact_id: str


@dataclass
class _Job:
    """One preparation: built on the GUI thread, run on a worker, finished on the GUI thread."""

    kinds: Tuple[str, ...]
    layer_ids: List[str]  # shared layers, in the order they are sent
    cached: Dict[str, str]  # layer id -> artifact id reused without reading the layer
    no_classes: Dict[str, Tuple[str, ...]]  # layer id -> the fields that kept its classes from going
    snapshots: List[LayerSnapshot]
    contexts: List[Dict[str, Any]]  # contexts complete on the GUI thread
    initial_state: Dict[str, Any]
    image: Optional[QImage] = None
    image_bbox: Optional[List[float]] = None
    sketches: Optional[List[Dict]] = None
    uploader: Optional[Uploader] = None  # where its artifacts go: the preparer's when it was planned
    # results (worker)
    builds: Dict[str, VectorBuild] = field(default_factory=dict)
    artifact_ids: Dict[str, str] = field(default_factory=dict)
    extra_contexts: List[Dict[str, Any]] = field(default_factory=list)
    uploads: int = 0
    error: Optional[str] = None
    canceled_reason: Optional[str] = None


class _PrepareTask(QgsTask):
    """Runs ``work(job, progress, canceled)`` on a worker thread, then ``finish(task, job)`` on the GUI thread
    (the preparer's own steps, handed in by it)."""

    def __init__(self, job: _Job, work: Callable[[_Job, Callable[[float], None], Callable[[], bool]], None],
                 finish: Callable[[_PrepareTask, _Job], None]) -> None:
        super().__init__(tr("GeoSense: preparing the message"), QgsTask.Flag.CanCancel)
        self.job = job
        self.work = work
        self.finish = finish

    def run(self) -> bool:
        try:
            self.work(self.job, self.setProgress, self.isCanceled)
        except ArtifactError as exc:
            self.job.error = tr("Upload to the agent failed: {}. The message was not sent; try again.").format(
                translated(exc))
        except Exception:  # noqa: BLE001 - reported to the user, logged with the trace
            log.error("preparing the message failed:\n%s", traceback.format_exc())
            self.job.error = tr("Preparing the message failed (see the GeoSense log). The message was not sent.")
        return self.job.error is None and not self.isCanceled()

    def finished(self, ok: bool) -> None:  # GUI thread
        self.finish(self, self.job)


class SharingPolicy(Protocol):
    """What the user allowed to go with a message (``ui/sharing_gate.SharingGate``); consulted on the GUI
    thread when a message is planned."""

    def withheld(self) -> Sequence[str]:
        """The ids of the layers left out of this message."""

    def extra_attributes(self, layer: Any) -> Sequence[str]:
        """The extra attributes of ``layer`` that may go along."""

    def classes_withheld(self, layer: Any) -> Sequence[str]:
        """The fields whose values would go as the layer's classes but may not (then its classes stay here)."""

    def fields_withheld(self, layer: Any) -> Sequence[Tuple[str, str]]:
        """``[("ids" | "confidences", field)]``: a chosen id or confidence field whose values may not go."""


class ShareAsIs:
    """The :class:`SharingPolicy` without a sharing gate: nothing withheld, no extra attribute."""

    def withheld(self) -> Sequence[str]:
        return ()

    def extra_attributes(self, layer: Any) -> Sequence[str]:
        return ()

    def classes_withheld(self, layer: Any) -> Sequence[str]:
        return ()

    def fields_withheld(self, layer: Any) -> Sequence[Tuple[str, str]]:
        return ()


class MessagePreparer(QObject):
    """Builds and uploads what goes with each chat message.

    ``uploader``: where the artifacts go (an :class:`~geosense_dock.core.protocol.artifacts.Uploader`:
    the agent's ``ArtifactClient`` or FlyPix's artifacts); uploads are remembered per its ``base_url``.
    ``active_layer``: a callable returning the active layer (e.g. ``iface.activeLayer``).
    ``policy``: what may go (:class:`SharingPolicy`; none: :class:`ShareAsIs`).
    """

    def __init__(self, registry: VectorRegistry, canvas, uploader: Uploader, sketches=None,
                 active_layer: Optional[Callable[[], Any]] = None, policy: Optional[SharingPolicy] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.canvas = canvas
        self.uploader = uploader
        self.sketches = sketches
        self.active_layer = active_layer or (lambda: None)
        self.policy: SharingPolicy = policy if policy is not None else ShareAsIs()
        self._cache: Dict[Tuple[str, str], _CacheEntry] = {}
        self._blob_cache: Dict[Tuple[str, str], str] = {}  # (agent, content hash) -> artifact id
        self._task: Optional[_PrepareTask] = None
        self._render: Optional[ImageRender] = None
        self._callbacks: Optional[Tuple[Callable, Callable]] = None
        self._current: Optional[_Job] = None
        registry.project.layersWillBeRemoved.connect(self._on_layers_removed)

    # -- public ----------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._current is not None

    def set_uploader(self, uploader: Uploader) -> None:
        """A new agent (URL or token): artifacts are uploaded again on the next message. A message being
        prepared for another agent (or another backend) stops: its artifacts would be where it is not sent."""
        changed = type(uploader) is not type(self.uploader) or uploader.base_url != self.uploader.base_url
        self.uploader = uploader
        if changed and self._current is not None:
            self._abort(tr("The agent changed while the message was being prepared; nothing was sent. "
                           "Send the message again."))

    def forget_uploads(self) -> None:
        """Upload everything again next time (e.g. the agent was restarted and lost its artifacts)."""
        self._cache.clear()
        self._blob_cache.clear()

    def reconnected(self) -> bool:
        """The connection came back after it was lost: forget what was uploaded unless the uploader's
        artifacts outlive that (:attr:`Uploader.durable`). True when they were forgotten."""
        if self.uploader.durable:
            return False
        self.forget_uploads()
        return True

    def prepare(self, kinds: Sequence[str], on_done: Callable[[PreparedMessage], None],
                on_error: Callable[[str], None]) -> None:
        """Prepare asynchronously; exactly one of the callbacks is called, on the GUI thread."""
        if self._current is not None:
            on_error(tr("The previous message is still being prepared."))
            return
        try:
            job = self._plan(kinds)
        except PrepareError as exc:
            on_error(str(exc))
            return
        self._current = job
        self._callbacks = (on_done, on_error)
        if "image" in job.kinds and self.canvas is not None:
            self._start_render(self._image_settings())
        else:
            self._start_task(job)

    def prepare_blocking(self, kinds: Sequence[str]) -> PreparedMessage:
        """The same work on the calling thread (tests, the benchmark, scripts). Raises PrepareError."""
        if self._current is not None:
            raise PrepareError(tr("The previous message is still being prepared."))
        job = self._plan(kinds)
        if "image" in job.kinds and self.canvas is not None:
            settings = self._image_settings()
            job.image, job.image_bbox = render_blocking(settings), ctx.visible_bbox_3857(settings)
        try:
            self._work(job, lambda _p: None, lambda: False)
        except ArtifactError as exc:
            self._remember(job)
            raise PrepareError(
                tr("Upload to the agent failed: {}. The message was not sent; try again.").format(translated(exc))
            ) from exc
        self._remember(job)
        return self._result(job)

    def cancel(self) -> None:
        """Stop the running preparation; ``on_error`` is called with the reason."""
        if self._current is not None:
            self._abort(tr("Preparing the message was cancelled."))

    def close(self) -> None:
        try:
            self.registry.project.layersWillBeRemoved.disconnect(self._on_layers_removed)
        except (TypeError, RuntimeError):
            pass
        if self._current is not None:
            self._abort(tr("GeoSense was closed."))

    # -- steps -----------------------------------------------------------------------------

    def _agent(self) -> str:
        return self.uploader.base_url

    def _plan(self, kinds: Sequence[str]) -> _Job:
        unknown = [k for k in kinds if k not in KINDS]
        if unknown:
            log.warning("unknown context kinds ignored: %s", ", ".join(unknown))
        kinds = tuple(k for k in KINDS if k in kinds)
        settings: Optional[QgsMapSettings] = self.canvas.mapSettings() if self.canvas is not None else None
        agent = self._agent()
        withheld = set(self.policy.withheld())
        layers = [lyr for lyr in self.registry.shared_layers() if lyr.id() not in withheld]
        cached: Dict[str, str] = {}
        snapshots: List[LayerSnapshot] = []
        no_classes: Dict[str, Tuple[str, ...]] = {}
        for layer in layers:
            extra = [n for n in self.policy.extra_attributes(layer) if layer.fields().lookupField(n) >= 0]
            left_out = tuple(self.policy.classes_withheld(layer))
            if left_out:
                no_classes[layer.id()] = left_out
            fields_out = tuple(self.policy.fields_withheld(layer))
            entry = self._cache.get((agent, layer.id()))
            if entry is not None and entry.key == cache_key(layer, self.registry, extra, left_out, fields_out):
                cached[layer.id()] = entry.artifact_id
            else:
                snapshots.append(LayerSnapshot(layer, self.registry, extra_attributes=extra,
                                               classes_left_out=left_out, fields_left_out=fields_out))
        contexts: List[Dict[str, Any]] = []
        if "visibility" in kinds:
            contexts.append(ctx.visibility_context(self.registry, settings.scale() if settings else None))
        if "position" in kinds and settings is not None:
            contexts.append(ctx.position_context(settings))
        if "selection" in kinds:
            selection = ctx.selection_context(self.registry)
            if selection["annotations"] or selection["regions"] or selection["suggestions"]:
                contexts.append(selection)
        if withheld:
            _drop_vectors(contexts, {self.registry.vector_id(lyr) for lyr in self.registry.shared_layers()
                                     if lyr.id() in withheld})
        if no_classes:  # a class switched off in the legend names a class that does not go
            _drop_hidden_classes(contexts, {self.registry.vector_id(lyr) for lyr in layers if lyr.id() in no_classes})
        sketches = None
        if "suggestion" in kinds and self.sketches is not None and len(self.sketches):
            sketches = self.sketches.artifact_data()
        state = ctx.initial_state(self.registry, settings, self.active_layer()) if settings is not None else {}
        return _Job(kinds, [lyr.id() for lyr in layers], cached, no_classes, snapshots, contexts, state,
                    sketches=sketches, uploader=self.uploader)

    def _image_settings(self) -> QgsMapSettings:
        """The canvas's settings for the image context, without the layers whose data may not go: those withheld
        from this message (declined, not confirmed) and those the user chose not to share. A picture of a layer
        is its data too."""
        settings = capped_settings(self.canvas.mapSettings())
        withheld = set(self.policy.withheld())
        settings.setLayers([layer for layer in settings.layers() if layer.id() not in withheld
                            and not self.registry.unshared_by_choice(layer)])
        return settings

    def _start_render(self, settings: QgsMapSettings) -> None:
        self._render = ImageRender(settings, self._on_rendered, self)
        self._render.start()

    def _drop_render(self) -> None:
        """Stop the image render, if any, and free it (its job holds the image)."""
        render, self._render = self._render, None
        if render is not None:
            render.cancel()
            render.deleteLater()

    def _on_rendered(self, image: QImage, bbox: List[float]) -> None:
        self._drop_render()
        job = self._current
        if job is None:
            return
        job.image, job.image_bbox = image, bbox
        self._start_task(job)

    def _start_task(self, job: _Job) -> None:
        task = _PrepareTask(job, self._work, self._finish)
        self._task = task
        QgsApplication.taskManager().addTask(task)

    def _work(self, job: _Job, progress: Callable[[float], None], canceled: Callable[[], bool]) -> None:
        """Worker thread: read changed layers, encode, upload. Touches no layer, no widget."""
        uploader = job.uploader or self.uploader
        agent = uploader.base_url
        total = sum(max(1, s.feature_count) for s in job.snapshots) or 1
        done = 0
        for snap in job.snapshots:
            offset, weight = done, max(1, snap.feature_count)
            build = build_vector_artifact(
                snap, lambda p, o=offset, n=weight: progress(90.0 * (o + n * p / 100.0) / total), canceled)
            if build is None:
                return
            done += max(1, snap.feature_count)
            job.builds[snap.layer_id] = build
            job.artifact_ids[snap.layer_id] = self._upload_blob(
                agent, job, "vector", build.artifact_data, build.content_hash, snap.note())
            build.artifact_data = None  # the hash and id are kept; the payload can go
        if canceled():
            return
        if job.image is not None:
            data = image_artifact(png_bytes(job.image), job.image_bbox)
            job.extra_contexts.append({"type": "image", "artifact_id": self._upload_blob(agent, job, "image", data)})
        if job.sketches:
            job.extra_contexts.append(
                {"type": "suggestion", "artifact_id": self._upload_blob(agent, job, "suggestion", job.sketches)})
        progress(100.0)

    def _upload_blob(self, agent: str, job: _Job, artifact_type: str, data, digest: str = "",
                     note: Optional[Dict[str, Any]] = None) -> str:
        """Upload unless this agent already holds the same content (an edit undone, a re-sent sketch)."""
        if not digest:
            digest = hashlib.blake2b(json.dumps(data, sort_keys=True).encode("utf-8"), digest_size=20).hexdigest()
        key = (agent, artifact_type + ":" + digest)
        artifact_id = self._blob_cache.get(key)
        if artifact_id is None:
            artifact_id = (job.uploader or self.uploader).create(artifact_type, data, note or None)  # note: for Sent
            job.uploads += 1
            self._blob_cache[key] = artifact_id
        return artifact_id

    def _remember(self, job: _Job) -> None:
        """Keep what was uploaded, even when the message as a whole failed: a retry is quicker."""
        agent = (job.uploader or self.uploader).base_url
        by_id = {s.layer_id: s for s in job.snapshots}
        for layer_id, artifact_id in job.artifact_ids.items():
            build = job.builds.get(layer_id)
            if build is not None:
                self._cache[(agent, layer_id)] = _CacheEntry(by_id[layer_id].key, build.content_hash, artifact_id)

    def _result(self, job: _Job) -> PreparedMessage:
        project = self.registry.project
        missing = [lid for lid in job.layer_ids if project.mapLayer(lid) is None]
        if missing:
            raise PrepareError(tr("A shared layer was removed while the message was being prepared; "
                                  "nothing was sent. Send the message again."))
        artifact_ids = dict(job.cached)
        artifact_ids.update(job.artifact_ids)
        vectors = [self.registry.vector_entry(project.mapLayer(lid), artifact_ids[lid])
                   for lid in job.layer_ids if lid in artifact_ids]
        for lid, vector in zip([lid for lid in job.layer_ids if lid in artifact_ids], vectors):
            if lid in job.no_classes:
                vector["classes"] = []  # their names are the values of a field that may not go
        notes = []
        for build in job.builds.values():
            if build.notes:
                notes.append(build.summary())
                log.warning("%s", build.summary())
        return PreparedMessage(vectors, job.contexts + job.extra_contexts, job.initial_state, notes, job.uploads)

    def _finish(self, task: _PrepareTask, job: _Job) -> None:
        if task is not self._task:
            return
        self._task = None
        if job is not self._current:
            return
        if job.canceled_reason is None:
            self._remember(job)
        if job.canceled_reason is not None:
            self._fail(job.canceled_reason)
        elif job.error is not None:
            self._fail(job.error)
        elif task.isCanceled():
            self._fail(tr("Preparing the message was cancelled."))
        else:
            try:
                result = self._result(job)
            except PrepareError as exc:
                self._fail(str(exc))
                return
            callbacks, self._callbacks, self._current = self._callbacks, None, None
            callbacks[0](result)

    def _fail(self, reason: str) -> None:
        callbacks, self._callbacks, self._current = self._callbacks, None, None
        log.warning("message not prepared: %s", reason)
        if callbacks is not None:
            callbacks[1](reason)

    def _abort(self, reason: str) -> None:
        job = self._current
        if job is None:
            return
        job.canceled_reason = reason
        self._drop_render()
        if self._task is not None:
            self._task.cancel()  # it stops between layers; its _finish finds another job current, or none
        self._fail(reason)  # at once: after a close, the dock the callbacks reach is going

    def _on_layers_removed(self, layer_ids) -> None:
        job = self._current
        if job is None:
            return
        gone = set(layer_ids) & set(job.layer_ids)
        render = self._render
        if not gone and render is not None and set(layer_ids) & set(render.layer_ids()):
            # a layer the image shows but the message does not send: the image is rendered again without
            # it (the render must not read a layer QGIS deletes once this signal returns)
            settings = QgsMapSettings(render.settings)
            settings.setLayers([layer for layer in settings.layers() if layer.id() not in set(layer_ids)])
            self._drop_render()
            self._start_render(settings)
            return
        if gone:
            project = self.registry.project
            names = ", ".join(sorted(project.mapLayer(lid).name() for lid in gone if project.mapLayer(lid)))
            self._abort(tr("The layer {} was removed while the message was being prepared; nothing was sent. "
                           "Send the message again.").format(names))


def _drop_hidden_classes(contexts: List[Dict[str, Any]], vector_ids: set) -> None:
    """No ``hidden_classes`` for the layers ``vector_ids`` in the visibility context (in place)."""
    for context in contexts:
        if context.get("type") == "visibility":
            for vector in context.get("vectors", []):
                if vector.get("id") in vector_ids:
                    vector.pop("hidden_classes", None)


def _drop_vectors(contexts: List[Dict[str, Any]], vector_ids: set) -> None:
    """Leave the layers ``vector_ids`` out of the visibility and selection contexts (in place)."""
    for context in contexts:
        if context.get("type") == "visibility":
            context["vectors"] = [v for v in context.get("vectors", []) if v.get("id") not in vector_ids]
        elif context.get("type") == "selection":
            context["annotations"] = [a for a in context.get("annotations", []) if a.get("v") not in vector_ids]
    contexts[:] = [c for c in contexts if c.get("type") != "selection" or c.get("annotations")
                   or c.get("regions") or c.get("suggestions")]
