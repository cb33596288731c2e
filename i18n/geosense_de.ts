<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
  <context>
    <name>GeoSense</name>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="141" />
      <source>1 layer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="145" />
      <source>1 sketch</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="50" />
      <location filename="../geosense_dock/ui/settings_dialog.py" line="54" />
      <source>API token</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="77" />
      <source>Add context</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="76" />
      <source>Add context to the next message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="40" />
      <location filename="../geosense_dock/ui/settings_dialog.py" line="41" />
      <location filename="../geosense_dock/ui/settings_dialog.py" line="78" />
      <source>Agent URL</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="110" />
      <source>Allow backend tools</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="109" />
      <source>Allow the agent to run backend tools</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="148" />
      <source>An image of the map goes with the message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="78" />
      <source>App URL</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="63" />
      <source>App URL (internal links)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="114" />
      <source>Approve</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="183" />
      <source>Approving also allows backend tools for this conversation.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" line="19" />
      <source>Ask GeoSense about your layers… (Enter to send, Shift+Enter for a new line)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="43" />
      <source>Automatic (WebSocket, else HTTP)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="131" />
      <source>Cancel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="132" />
      <source>Cancel queued message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="60" />
      <source>Connection state</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="179" />
      <source>Cost: {0} credits</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="59" />
      <source>Developer mode (copy raw markup and contexts)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="65" />
      <location filename="../geosense_dock/ui/settings_dialog.py" line="79" />
      <source>Docs URL</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="193" />
      <source>Everything available is attached</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../plugin.py" line="52" />
      <location filename="../geosense_dock/ui/conversation_view.py" line="146" />
      <location filename="../geosense_dock/ui/dock.py" line="48" />
      <source>GeoSense</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../plugin.py" line="58" />
      <source>GeoSense Settings…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="89" />
      <source>GeoSense is answering…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="35" />
      <source>GeoSense settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="44" />
      <source>HTTP streaming (SSE)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="193" />
      <source>Interrupted</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="193" />
      <source>Interrupted: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="45" />
      <source>Leave this out of the next message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" line="20" />
      <source>Message to GeoSense</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="66" />
      <source>New</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="195" />
      <source>Not sent: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="146" />
      <source>Notice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="115" />
      <source>Reject</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="46" />
      <source>Remove context</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="63" />
      <source>Retry now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="187" />
      <source>Screenshot of the map</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="188" />
      <source>Selection</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="103" />
      <source>Send</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="104" />
      <source>Send message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="197" />
      <source>Set aside: you sent a new message instead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="70" />
      <source>Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../plugin.py" line="134" />
      <source>Settings problem: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../plugin.py" line="54" />
      <source>Show or hide the GeoSense dock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="189" />
      <source>Sketches</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="67" />
      <source>Start a new conversation</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="90" />
      <source>Stop</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="91" />
      <source>Stop the answer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="55" />
      <source>Stored in the QGIS authentication database, never in plain settings.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="177" />
      <source>The agent wants to run a tool.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="141" />
      <source>The approval could not be sent: the agent is not connected.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="136" />
      <source>The selected features go with the message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="146" />
      <source>The shapes you drew go with the message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="106" />
      <source>The token could not be stored in the QGIS authentication database.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="138" />
      <source>The visible map extent goes with the message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="181" />
      <source>This deletes data.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" line="108" />
      <source>Tools</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="47" />
      <source>Transport</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="188" />
      <source>Viewport</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="188" />
      <source>Visible layers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="43" />
      <source>WebSocket</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="142" />
      <source>Which shared layers and classes are visible, and their filters</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="191" />
      <source>Will be sent when the agent is connected and free.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="146" />
      <source>You</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="148" />
      <source>answering…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="154" />
      <source>approved</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="151" />
      <source>interrupted</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" line="51" />
      <source>none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="150" />
      <source>not sent</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="149" />
      <source>queued</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="155" />
      <source>rejected</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="148" />
      <source>screenshot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="153" />
      <source>set aside</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="138" />
      <source>viewport</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" line="152" />
      <source>waiting for your approval</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="141" />
      <source>{} layers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="135" />
      <source>{} selected</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" line="145" />
      <source>{} sketches</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MessagePreparer</name>
    <message>
      <location filename="../geosense_dock/map/preparer.py" line="296" />
      <source>A shared layer was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" line="193" />
      <source>GeoSense was closed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" line="91" />
      <source>GeoSense: preparing the message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" line="102" />
      <source>Preparing the message failed (see the GeoSense log). The message was not sent.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" line="185" />
      <location filename="../geosense_dock/map/preparer.py" line="322" />
      <source>Preparing the message was cancelled.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" line="361" />
      <source>The layer {} was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" line="153" />
      <source>The previous message is still being prepared.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" line="99" />
      <location filename="../geosense_dock/map/preparer.py" line="178" />
      <source>Upload to the agent failed: {}. The message was not sent; try again.</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>
