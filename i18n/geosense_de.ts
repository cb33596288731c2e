<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
  <context>
    <name>GeoSense</name>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>(the answer above is incomplete)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>1 layer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>1 sketch</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>&lt;{0}&gt; needs a value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>A field with each feature's confidence, 0 to 1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>A shared layer was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>API token</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Activity: 1 step</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Activity: {0} step(s)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Add context</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Add context to the next message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Agent URL</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Allow backend tools</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Allow the agent to run backend tools (sent with every message)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>An image of the map goes with the message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Annotation ids</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Annotation {0} not found: {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Answer state</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Answered in your own words.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>App URL</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>App URL (internal links)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approve</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approve the request</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approving also allows backend tools for this conversation.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Area of {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>As HTML…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>As Markdown…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about the selection</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about these features</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about these layers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this class</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this feature</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this layer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Ask GeoSense about your layers… Type @ to mention a feature, layer or class (Enter to send, Shift+Enter for a new line)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>Ask: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Automatic (WebSocket, else HTTP)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cancel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cancel queued message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Cannot read this value: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Categories</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Choose the shared layers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Choose which layers are shared with GeoSense</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Class {0} not found: {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Classes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Clear results</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Click features on the map to refer to them in your message (Escape or a right click ends)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Confidence</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Confidence of {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connected ({0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connection state</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connection state indicator</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Conversation</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy as text</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy markup</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy this message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cost: {0} credits</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Could not fetch the data attached to the answer: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Data not available: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Dataset</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Developer mode (copy raw markup and contexts)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Docs URL</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Draw polygons on the map to send with the next message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>E</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Everything available is attached</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Export</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Export the conversation</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Feature id</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Find similar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>FlyPix URL: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>FlyPix could not find it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>FlyPix denied access</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>FlyPix did not accept the user name or password ({0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>FlyPix did not answer within {0:g} s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>FlyPix failed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>FlyPix is busy (too many requests); try again shortly</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>FlyPix refused the request</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>FlyPix refused the sign-in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>FlyPix rejected your sign-in. Sign in again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>FlyPix sent an event that could not be read: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>FlyPix stopped sending within {0:g} s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Focus the GeoSense composer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Folder</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Frozen dataset</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>GeoPackage (*.gpkg);;Keep in memory (*)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../plugin.py" />
      <location filename="../geosense_dock/integration.py" />
      <location filename="../geosense_dock/ui/composer.py" />
      <source>GeoSense</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>GeoSense Settings…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>GeoSense is answering…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>GeoSense is answering… ({0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>GeoSense results</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>GeoSense settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>GeoSense was closed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>GeoSense's answer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>GeoSense: fetching results</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>GeoSense: preparing the message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>HTML (*.html)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>HTTP 403 from {0} (refused by the proxy or the agent)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>HTTP streaming (SSE)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>HTTP {0} from {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Inference</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Inference: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Insert the selected features into the GeoSense composer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Interrupted</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Interrupted: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep as layer…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep result as layer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Layer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Layer {0} not found: {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Layers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Layers shared with GeoSense are sent with each message. By default every visible vector layer is shared.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Leave this out of the next message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Make the result a real, editable layer (optionally saved to a GeoPackage)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Map</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Markdown (*.md)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Message actions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Message to GeoSense</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Model</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>N</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New conversation</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New message instead</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>No feature there: click inside a feature.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>No results yet. Highlights, similar features and suggestions from GeoSense appear here as temporary layers.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>None</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>None (1.0)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Not a documentation path</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Not an annotation id: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>Not inserted: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Not opened: only web (http, https) and app links are followed ({0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Not sent: the message refers to a layer that is not shared. Share it, or remove its references.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Not sent: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Nothing is selected: select features on the map first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Notice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Open the GeoSense dock and type your question</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Order</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Orientation of {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Pick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Pick features on the map for the message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Plan:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Position ({0}) of {1}: {2}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Position of {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Preparing the message failed (see the GeoSense log). The message was not sent.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Preparing the message was cancelled.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Project</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Queued: will be sent when the agent is connected and free.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Queued: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Raster</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Reference not found: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>References to insert</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>References to “{0}” were not inserted: the layer is not shared.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Region {0}: {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Regions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Reject</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Reject the request</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Remove</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Remove context</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Results</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Retry connecting now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Retry now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Run {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>S</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Screenshot of the map</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Selection</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send as a new message instead of answering the question</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Send this layer's features with each message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send what you type as a new message, not as the answer to the question</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Set aside: you sent a new message instead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Set aside: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Settings problem: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Share</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Share {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Show on map</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Show or hide the GeoSense dock</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Show the GeoSense results panel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Show the activity of this answer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Show the results panel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Sketch</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Sketch on the map</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Sketches</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Some references could not be inserted: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Source</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Start a new conversation (a fresh session with the agent)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Stop</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Stop the answer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Stored in the QGIS authentication database, never in plain settings.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>Suggestions could not be shown: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>TLS failed ({0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>That did not work; see the GeoSense log for details.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>That feature cannot be referenced: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>The Python package 'websockets' is not installed: using HTTP streaming (SSE) instead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>The agent wants to run a tool.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The answer is waiting: nothing has arrived from the agent for {0} s. You can wait or stop it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The approval could not be sent: the agent is not connected.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The approval could not be sent: wait for the current answer or stop it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The conversation could not be exported: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The layer {} was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>The layer “{0}” is hidden. Show it to see the feature?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>The message refers to what no longer exists: {0}. Drop these references and send?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>The message refers to “{0}”, which is not shared with GeoSense, so the agent cannot see it. Share the layer and send?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>The number the agent uses to name each feature</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The previous message is still being prepared.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The selected features go with the message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The shapes you drew go with the message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>The token could not be stored in the QGIS authentication database.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>The tool's data could not be read: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The visible map extent goes with the message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>This cannot be undone.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>This class reference has no usable id</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>This layer reference has no usable id</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>This layer's features are regions (areas of interest), not annotations</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>This link has no usable id</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>This region link has no usable id</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Tools</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Training</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Training: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Transport</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Type your question. Type @ to insert a reference. Enter sends, Shift+Enter starts a new line, Tab moves on.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Unknown link type {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Upload to the agent failed: {}. The message was not sent; try again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Viewport</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Visible layers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>WebSocket</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>WebSocket could not be opened ({0}): using HTTP streaming (SSE) instead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>WebSocket handshake rejected (HTTP {0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>WebSocket was chosen but the Python package 'websockets' is not installed: using HTTP streaming.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>Welcome message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Where each feature's class comes from: the categories of a categorized renderer, none, or a field</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Which shared layers and classes are visible, and their filters</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Workspace</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You approved this.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>You are not signed in to FlyPix. Sign in to continue.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You rejected this.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>Your FlyPix sign-in has expired or was revoked. Sign in again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>Your FlyPix sign-in has expired. Sign in again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>Your answer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Your message</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Your message answers the question</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Your message answers: “{0}”</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Zoom to</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>agent health check did not answer ok</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>agent not reachable at {0} ({1})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>and {0} more</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>annotated</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>annotated layer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>answering…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>approved</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>center</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>centroid</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>circumcenter</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>closed for a new session</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection closed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection closed ({0}: {1})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection timed out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>could not reach FlyPix ({0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>could not reach FlyPix at {0} ({1})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>could not reach the agent ({0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>could not reach the agent: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>done</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>error</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>failed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>feature {0} of “{1}” has no integer annotation id in the field “{2}” (choose the annotation id field in the layer's GeoSense settings)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>find-similar could not start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>height</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>in project {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>inference</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>inference layer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>interrupted</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>its layer was removed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>length</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>map view set</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>network error</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>no FlyPix project chosen: pick one in the FlyPix panel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>no layer has this class any more</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>not an event stream</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>not available</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>not sent</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>not signed in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>not signed in to FlyPix</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>nothing to open: it trained straight on a raster</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>official</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>official model</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>only vector layers can be referenced</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>project</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>queued</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>rejected</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>running</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>running {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>screenshot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>server tool</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>set aside</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>set-map-view needs bbox [minx, miny, maxx, maxy]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>started</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>stopped</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>stopped by you</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>the FlyPix answer could not be handled ({0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL has an invalid port</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL has no host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL must start with http:// or https://</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent answered HTTP {0}{1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent closed the connection</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent refused the token (HTTP {0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame larger than {0} MiB; it was refused and the connection restarted</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame that could not be read: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame that was too large</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent sent an event that could not be read: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>the connection to FlyPix at {0} broke ({1})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the connection to the agent was lost</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>the feature is gone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>the feature was deleted</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>the layer was removed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy asks for credentials (HTTP 407); check the QGIS network settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the proxy did not let the WebSocket through: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>the request is too large for FlyPix</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the stream broke ({0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the stream ended before [DONE]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>the tool data cannot be used yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>these features were deleted</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>thickness</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>tool</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>unauthorized (HTTP {0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/integration.py" />
      <source>unknown CRS {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>unknown backend {0} (use geosense or flypix)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>unknown transport {0} (use auto, websocket or sse)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>viewport</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>waiting for your approval</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>width</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>{0} (HTTP {1})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix.py" />
      <source>{0} (HTTP {1}): {2}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} credit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} credits</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>{0} did not answer with an event stream ({1})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} failed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>{0} has no {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/html.py" />
      <source>{0} of {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} px</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>{0} sent an event larger than {1} MiB ({2} MiB); it was refused and the rest of the answer kept</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — class in {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — layer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — selected in {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>{0} — {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>{0}; retrying in {1:.0f} s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>{} holds regions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} layers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} selected</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} sketches</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” has no geometries</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” holds regions, not annotations</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” is a GeoSense result layer; refer to the layer it came from</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” is not shared with GeoSense, so the agent cannot see its features. Share the layer?</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GeoSenseAccept</name>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Accept {n} GeoSense suggestion(s)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>adding the features failed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>confidence is not a number in [0, 1]; left empty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>could not create the new features</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>geometry is not base64</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>no base64 geometry</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>no suggestion selected</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>nothing to accept</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} cannot be stored as {type}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} cannot be transformed to {crs}: {err}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} has no geometry</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} is an invalid polygon that cannot be repaired</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the layer refused the new features</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the suggestion artifact is not a list</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the suggestions mix geometry types</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the target is a GeoSense result layer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the target is not a valid vector layer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>unreadable or empty WKB</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{layer} has no field {field}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} cannot be edited</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} does not allow adding features</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} holds {have} geometries, the suggestions are {want}s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} is read-only</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{n} invalid geometries repaired</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{value!r} does not fit field {field}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{value!r} does not fit field {field}: {err}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GeoSenseFlyPix</name>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>(empty)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>({n} invalid geometries repaired)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Accept into FlyPix</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Cancel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat about this project</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>Chat backend</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat project: &lt;b&gt;{name}&lt;/b&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat project: none yet (load a vector or choose a project)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Create {n} annotation(s) of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Enter your FlyPix user name and password.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>FlyPix</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix (sign in with your FlyPix account)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix URL</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix URL: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix class</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix password</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>FlyPix projects, files and vectors</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix user name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix vector</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix: creating {n} annotation(s)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>FlyPix: listing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>FlyPix: loading {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/session.py" />
      <source>FlyPix: signing in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>FlyPix: {file}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>GeoSense agent (the agent URL above)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Load</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Load a FlyPix vector and show suggestions first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Load the selected vector or regions as a layer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading cancelled; nothing was added.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading {what}…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Not accepted, FlyPix is unchanged: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Not accepted: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Not signed in to FlyPix ({url})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>Nothing was loaded: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Or create them as FlyPix annotations:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Password</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Refresh</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Regions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>Regions of {file}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Remember in the QGIS authentication database</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Server: {url}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Sign in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Sign in to FlyPix</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Sign in to FlyPix to accept suggestions into a FlyPix vector.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign in to FlyPix to browse.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign in…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Signed in as &lt;b&gt;{user}&lt;/b&gt; at {url}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Signing in…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>The chat now talks about {name}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>The previous suggestions are still being sent to FlyPix.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>User name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>Your FlyPix user name and password are kept in the QGIS authentication database.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>choose one of the project's classes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>loading failed ({error}); see the GeoSense log</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>no suggestion selected</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>suggestion {n} cannot be brought to EPSG:3857: {err}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>suggestion {n} is not a usable polygon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>unclassified</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{name} is not a vector loaded from FlyPix</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded: {n} feature(s)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} annotation(s) created in FlyPix (ids {ids})</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GeoSenseResults</name>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>Could not write {path}: {message}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>Find similar failed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>Find similar failed: {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>Find similar needs numpy, which is not installed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>Find similar was cancelled</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>GeoSense results</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>GeoSense: find similar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>Highlight ({n})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>Highlight failed: {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>Highlighted {n} annotation(s)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>No usable suggestion: {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>No vector layer is shared with GeoSense</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>None of the annotations exist: {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>None of the samples exist: {}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>Samples not found: {ids}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>Similar to {what}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>Suggestions ({n})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>The written layer {path} does not open</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>distances</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>geometry type differs from the other suggestions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>not found: {ids}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>overlaps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>the artifact holds no suggestions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>{n} skipped</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>{n} suggestion(s) shown</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>{} — linked</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/map/results.py" />
      <source>{} — {}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SuggestionPanel</name>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>0 %</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept into</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>All shown suggestions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Choose a layer to accept into</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Class field</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Class value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Minimum confidence</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Next ▶</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No suggestion to accept</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No suggestions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Not accepted: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Reject</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Selected suggestions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>This suggestion</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>none left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>optional class value</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestion(s) added to {layer}; save the layer's edits to keep them</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestion(s) rejected</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{pos} of {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>◀ Previous</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>
