"""The widgets and their controller: the dock, the conversation, the composer, panels and dialogs.

Only the controller (``controller.py``) talks to the agent, through ``core/protocol``; the
other widgets show what they are given and emit what the user does. The user's layers are
edited by ``map/`` alone, when a panel asks it to.
"""
