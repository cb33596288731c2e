"""Element renderers of GeoSense markup, one file per family.

* :mod:`.base`: escaping, the depth limit, resolver calls, error spans;
* :mod:`.inline`: inline text and the inline dispatcher;
* :mod:`.references`: annotations, classes, layers and property values;
* :mod:`.links`: web, app, documentation, entity and region links;
* :mod:`.blocks`: paragraphs, quotes, code, lists, tables and the block dispatcher;
* :mod:`.interactive`: questions and tool buttons.

A new element goes into its family's file and into the dispatcher of
:mod:`.inline` or :mod:`.blocks`; :class:`~..html.MessageRenderer` puts the
families together. Nothing here imports a widget.
"""

from .blocks import BlockElements
from .inline import InlineElements
from .interactive import InteractiveElements
from .links import LinkElements
from .references import ReferenceElements

__all__ = ["BlockElements", "InlineElements", "InteractiveElements", "LinkElements", "ReferenceElements"]
