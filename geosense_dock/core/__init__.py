"""The Qt-free core: markup, protocol, conversation state, contexts and shape descriptors.

Nothing under it imports Qt, QGIS, ``map/`` or ``ui/`` (``tests/unit/test_import_rules.py``),
so all of it runs and is tested in plain Python.
"""
