<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
  <context>
    <name>GeoSense</name>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'samples' must be a list of {id, v?} objects</source>
      <translation>'samples' deve essere un elenco di oggetti {id, v?}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'samples[{0}]' has no integer 'id'</source>
      <translation>'samples[{0}]' non ha un 'id' intero</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'{0}' must be a list of annotation ids</source>
      <translation>'{0}' deve essere un elenco di ID annotazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'{0}[{1}]' is not an integer annotation id: {2!r}</source>
      <translation>'{0}[{1}]' non è un ID annotazione intero: {2!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>(interrupted: {0}; the answer is incomplete)</source>
      <translation>(interrotta: {0}; la risposta è incompleta)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>(interrupted; the answer is incomplete)</source>
      <translation>(interrotta; la risposta è incompleta)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>(the answer above is incomplete)</source>
      <translation>(la risposta qui sopra è incompleta)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>1 layer</source>
      <translation>1 layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>1 sketch</source>
      <translation>1 schizzo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>&lt;p&gt;Ask GeoSense about your layers: select features on the map, then type a question below.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Chiedi a GeoSense dei tuoi layer: seleziona gli elementi sulla mappa, poi scrivi una domanda qui sotto.&lt;/p&gt;</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>&lt;{0}&gt; needs a value</source>
      <translation>&lt;{0}&gt; richiede un valore</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>A field with each feature's confidence, 0 to 1</source>
      <translation>Un campo con la confidenza di ogni elemento, da 0 a 1</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>A shared layer was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>Un layer condiviso è stato rimosso mentre il messaggio veniva preparato; non è stato inviato nulla. Invia di nuovo il messaggio.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>API token</source>
      <translation>Token API</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Activity: 1 step</source>
      <translation>Attività: 1 passaggio</translation>
    </message>
    <message>
      <source>Activity: {0} step(s)</source>
      <translation type="vanished">Attività: {0} passaggio/i</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Activity: {0} steps</source>
      <translation>Attività: {0} passaggi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Add context</source>
      <translation>Aggiungi contesto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Add context to the next message</source>
      <translation>Aggiungi contesto al prossimo messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Agent URL</source>
      <translation>URL dell'agente</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Allow backend tools</source>
      <translation>Consenti strumenti del server</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Allow the agent to run backend tools (sent with every message)</source>
      <translation>Consenti all'agente di eseguire strumenti del server (inviato con ogni messaggio)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>An image of the map goes with the message</source>
      <translation>Un'immagine della mappa viene inviata con il messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Annotation ids</source>
      <translation>ID annotazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Annotation {0} not found: {1}</source>
      <translation>Annotazione {0} non trovata: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Answer state</source>
      <translation>Stato della risposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Answer to the tool call “{0}”, {1} characters of text</source>
      <translation>Risposta alla chiamata dello strumento «{0}», {1} caratteri di testo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Answer: {0}</source>
      <translation>Risposta: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Answered in your own words.</source>
      <translation>Risposto con parole tue.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>App URL</source>
      <translation>URL dell'app</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>App URL (internal links)</source>
      <translation>URL dell'app (link interni)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked</source>
      <translation>Approvazione richiesta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: backend tools</source>
      <translation>Approvazione richiesta: strumenti del server</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: this costs credits</source>
      <translation>Approvazione richiesta: consuma crediti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: this deletes data</source>
      <translation>Approvazione richiesta: elimina dati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed</source>
      <translation>Approvazione necessaria</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: backend tools</source>
      <translation>Approvazione necessaria: strumenti del server</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: this costs credits</source>
      <translation>Approvazione necessaria: consuma crediti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: this deletes data</source>
      <translation>Approvazione necessaria: elimina dati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Approval requested ({0}): {1}</source>
      <translation>Approvazione richiesta ({0}): {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approve</source>
      <translation>Approva</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approve the request</source>
      <translation>Approva la richiesta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approving also allows backend tools for this conversation.</source>
      <translation>Approvando si consentono anche gli strumenti del server per questa conversazione.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Area of {0}</source>
      <translation>Area di {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Artifacts to: {0}</source>
      <translation>Dati allegati a: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>As HTML…</source>
      <translation>Come HTML…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>As Markdown…</source>
      <translation>Come Markdown…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about the selection</source>
      <translation>Chiedi a GeoSense della selezione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about these features</source>
      <translation>Chiedi a GeoSense di questi elementi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about these layers</source>
      <translation>Chiedi a GeoSense di questi layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this class</source>
      <translation>Chiedi a GeoSense di questa classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this feature</source>
      <translation>Chiedi a GeoSense di questo elemento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this layer</source>
      <translation>Chiedi a GeoSense di questo layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Ask GeoSense about your layers… Type @ to mention a feature, layer or class (Enter to send, Shift+Enter for a new line)</source>
      <translation>Chiedi a GeoSense dei tuoi layer… Digita @ per menzionare un elemento, un layer o una classe (Invio per inviare, Maiusc+Invio per andare a capo)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>Ask: {0}</source>
      <translation>Chiedi: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Attributes that may be sent</source>
      <translation>Attributi che possono essere inviati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Attributes that may be sent (besides id, class, confidence)</source>
      <translation>Attributi che possono essere inviati (oltre a id, classe, confidenza)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Automatic (WebSocket, else HTTP)</source>
      <translation>Automatico (WebSocket, altrimenti HTTP)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Backend tools allowed: no</source>
      <translation>Strumenti del server consentiti: no</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Backend tools allowed: yes</source>
      <translation>Strumenti del server consentiti: sì</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cancel</source>
      <translation>Annulla</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cancel queued message</source>
      <translation>Annulla il messaggio in coda</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Cannot read this value: {0}</source>
      <translation>Impossibile leggere questo valore: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Categories</source>
      <translation>Categorie</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Choose the shared layers</source>
      <translation>Scegli i layer condivisi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Choose which layers are shared with GeoSense</source>
      <translation>Scegli quali layer sono condivisi con GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Class {0} not found: {1}</source>
      <translation>Classe {0} non trovata: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Classes</source>
      <translation>Classi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Clear results</source>
      <translation>Cancella i risultati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Click features on the map to refer to them in your message (Escape or a right click ends)</source>
      <translation>Fai clic sugli elementi della mappa per citarli nel messaggio (Esc o un clic destro per terminare)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Comma-separated field names whose values may go with a shared layer, besides the annotation id, class and confidence</source>
      <translation>Nomi di campo separati da virgole i cui valori possono accompagnare un layer condiviso, oltre a id dell'annotazione, classe e confidenza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Confidence</source>
      <translation>Confidenza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Confidence of {0}</source>
      <translation>Confidenza di {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Confirm before a layer is shared for the first time</source>
      <translation>Conferma prima che un layer venga condiviso per la prima volta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Confirm each time</source>
      <translation>Conferma ogni volta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connected</source>
      <translation>Connesso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connected ({0})</source>
      <translation>Connesso ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connecting…</source>
      <translation>Connessione…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connection state</source>
      <translation>Stato della connessione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connection state indicator</source>
      <translation>Indicatore dello stato della connessione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Conversation</source>
      <translation>Conversazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy as text</source>
      <translation>Copia come testo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy contexts</source>
      <translation>Copia i contesti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy markup</source>
      <translation>Copia il markup</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy this message</source>
      <translation>Copia questo messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Cost: {0:g} credits</source>
      <translation>Costo: {0:g} crediti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cost: {0} credits</source>
      <translation>Costo: {0} crediti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>Could not fetch the data attached to the answer: {0}</source>
      <translation>Impossibile recuperare i dati allegati alla risposta: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>Data attached to the answer could not be fetched: {0}</source>
      <translation>Impossibile recuperare i dati allegati alla risposta: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Data context</source>
      <translation>Contesto di dati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Data not available: {0}</source>
      <translation>Dati non disponibili: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Dataset</source>
      <translation>Dataset</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Developer mode (copy raw markup and contexts)</source>
      <translation>Modalità sviluppatore (copia il markup grezzo e i contesti)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Disconnected</source>
      <translation>Disconnesso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Docs URL</source>
      <translation>URL della documentazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Draw polygons on the map to send with the next message</source>
      <translation>Disegna poligoni sulla mappa da inviare con il prossimo messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>E</source>
      <translation>E</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Enter your FlyPix API key.</source>
      <translation>Inserisci la tua chiave API di FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Everything available is attached</source>
      <translation>Tutto ciò che è disponibile è già allegato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Export</source>
      <translation>Esporta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Export the conversation</source>
      <translation>Esporta la conversazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Feature id</source>
      <translation>ID elemento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/writers.py" />
      <source>Find Similar located 1 result belonging to class {0}.</source>
      <translation>Trova simili ha trovato 1 risultato della classe {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/writers.py" />
      <source>Find Similar located {0} results belonging to class {1}.</source>
      <translation>Trova simili ha trovato {0} risultati della classe {1}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Find similar</source>
      <translation>Trova simili</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>FlyPix GeoSense API</source>
      <translation>API GeoSense di FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>FlyPix URL: {reason}</source>
      <translation>URL di FlyPix: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered inference {0} without a status</source>
      <translation>FlyPix ha risposto per l'inferenza {0} senza stato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the balance with something that is not an object</source>
      <translation>FlyPix ha risposto al saldo con qualcosa che non è un oggetto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the estimate with something that is not an object</source>
      <translation>FlyPix ha risposto alla stima con qualcosa che non è un oggetto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix answered the message without a response</source>
      <translation>FlyPix ha risposto al messaggio senza una risposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the model run without an inference id</source>
      <translation>FlyPix ha risposto all'esecuzione del modello senza id di inferenza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix answered the sign-in without an access token</source>
      <translation>FlyPix ha risposto all'accesso senza un token di accesso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_requests.py" />
      <source>FlyPix answered the {0} with something that is not a list</source>
      <translation>FlyPix ha risposto a {0} con qualcosa che non è una lista</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix answered {0} with something that is not JSON</source>
      <translation>FlyPix ha risposto a {0} con qualcosa che non è JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_redirects.py" />
      <source>FlyPix at {0} redirected to another server ({1}); not followed, so that your FlyPix credentials are never sent there. Check the FlyPix URL in the settings</source>
      <translation>FlyPix su {0} ha reindirizzato a un altro server ({1}); non seguito, perché le tue credenziali FlyPix non vi siano mai inviate. Controlla l'URL di FlyPix nelle impostazioni</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_redirects.py" />
      <source>FlyPix at {0} redirected to the insecure {1}; not followed, so that your FlyPix credentials are not sent without encryption</source>
      <translation>FlyPix su {0} ha reindirizzato all'indirizzo non sicuro {1}; non seguito, perché le tue credenziali FlyPix non siano inviate senza cifratura</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix could not find it</source>
      <translation>FlyPix non l'ha trovato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix denied access</source>
      <translation>FlyPix ha negato l'accesso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not accept the API key ({0})</source>
      <translation>FlyPix non ha accettato la chiave API ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not accept the user name or password ({0})</source>
      <translation>FlyPix non ha accettato il nome utente o la password ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not answer within {0:g} s</source>
      <translation>FlyPix non ha risposto entro {0:g} s</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix did not return a GeoSense session id</source>
      <translation>FlyPix non ha restituito un ID di sessione GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <source>FlyPix did not store it</source>
      <translation>FlyPix non l'ha memorizzato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix failed</source>
      <translation>Errore di FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix gave no download link for file {0}</source>
      <translation>FlyPix non ha fornito alcun link di download per il file {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix gives this raster's imagery as {0}, which QGIS cannot show</source>
      <translation>FlyPix fornisce le immagini di questo raster come {0}, che QGIS non può mostrare</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix is busy (too many requests); try again shortly</source>
      <translation>FlyPix è occupato (troppe richieste); riprova tra poco</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix names no file for this raster</source>
      <translation>FlyPix non indica alcun file per questo raster</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix refused the request</source>
      <translation>FlyPix ha rifiutato la richiesta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix refused the sign-in</source>
      <translation>FlyPix ha rifiutato l'accesso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix refused your API key (revoked or expired). Enter a valid key.</source>
      <translation>FlyPix ha rifiutato la tua chiave API (revocata o scaduta). Inserisci una chiave valida.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix rejected your sign-in. Sign in again.</source>
      <translation>FlyPix ha respinto l'accesso. Accedi di nuovo.</translation>
    </message>
    <message>
      <source>FlyPix sent an event that could not be read: {0}</source>
      <translation type="vanished">FlyPix ha inviato un evento che non è stato possibile leggere: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix stopped sending within {0:g} s</source>
      <translation>FlyPix non ha inviato nulla per {0:g} s</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix stored the artifact but returned no artifact_id</source>
      <translation>FlyPix ha memorizzato i dati allegati ma non ha restituito alcun artifact_id</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix takes messages of at most {0} characters; this one has {1}. Shorten it and send again</source>
      <translation>FlyPix accetta messaggi di al massimo {0} caratteri; questo ne ha {1}. Accorcialo e invialo di nuovo</translation>
    </message>
    <message>
      <source>FlyPix's answer did not name the new annotation</source>
      <translation type="vanished">la risposta di FlyPix non indicava la nuova annotazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix's balance has no credits and withheld</source>
      <translation>Il saldo di FlyPix non ha né credits né withheld</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix's estimate has no total_cost and total_pixels</source>
      <translation>La stima di FlyPix non ha né total_cost né total_pixels</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Focus the GeoSense composer</source>
      <translation>Vai alla casella di messaggio di GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Folder</source>
      <translation>Cartella</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Frozen dataset</source>
      <translation>Dataset congelato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>GeoPackage (*.gpkg)</source>
      <translation>GeoPackage (*.gpkg)</translation>
    </message>
    <message>
      <source>GeoPackage (*.gpkg);;Keep in memory (*)</source>
      <translation type="vanished">GeoPackage (*.gpkg);;Mantieni in memoria (*)</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>GeoSense</source>
      <translation>GeoSense</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>GeoSense Settings…</source>
      <translation>Impostazioni GeoSense…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>GeoSense agent over HTTP streaming (SSE)</source>
      <translation>Agente GeoSense tramite streaming HTTP (SSE)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>GeoSense agent over WebSocket</source>
      <translation>Agente GeoSense tramite WebSocket</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>GeoSense conversation</source>
      <translation>Conversazione GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>GeoSense is answering…</source>
      <translation>GeoSense sta rispondendo…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>GeoSense is answering… ({0})</source>
      <translation>GeoSense sta rispondendo… ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>GeoSense results</source>
      <translation>Risultati GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>GeoSense settings</source>
      <translation>Impostazioni GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>GeoSense was closed.</source>
      <translation>GeoSense è stato chiuso.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>GeoSense's answer</source>
      <translation>Risposta di GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>GeoSense: fetching results</source>
      <translation>GeoSense: recupero dei risultati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>GeoSense: preparing the message</source>
      <translation>GeoSense: preparazione del messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>HTML (*.html)</source>
      <translation>HTML (*.html)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>HTTP 403 from {0} (refused by the proxy or the agent)</source>
      <translation>HTTP 403 da {0} (rifiutato dal proxy o dall'agente)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>HTTP streaming (SSE)</source>
      <translation>Streaming HTTP (SSE)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>HTTP {0} from {1}</source>
      <translation>HTTP {0} da {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Hide the results</source>
      <translation>Nascondi i risultati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Inference</source>
      <translation>Inferenza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Inference: {0}</source>
      <translation>Inferenza: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Insert the selected features into the GeoSense composer</source>
      <translation>Inserisci gli elementi selezionati nella casella di messaggio di GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Interrupted</source>
      <translation>Interrotto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Interrupted: {0}</source>
      <translation>Interrotto: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep as layer…</source>
      <translation>Mantieni come layer…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep in memory (*)</source>
      <translation>Mantieni in memoria (*)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep result as layer</source>
      <translation>Mantieni il risultato come layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Layer</source>
      <translation>Layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Layer {0} not found: {1}</source>
      <translation>Layer {0} non trovato: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Layer “{0}” (vector id {1})</source>
      <translation>Layer «{0}» (id vettore {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Layers</source>
      <translation>Layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Layers shared with GeoSense are sent with each message. By default every visible vector layer is shared.</source>
      <translation>I layer condivisi con GeoSense vengono inviati con ogni messaggio. Per impostazione predefinita è condiviso ogni layer vettoriale visibile.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Leave this out of the next message</source>
      <translation>Escludi dal prossimo messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>List of the shared local layers ({0})</source>
      <translation>Elenco dei layer locali condivisi ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Make the result a real, editable layer (optionally saved to a GeoPackage)</source>
      <translation>Rendi il risultato un vero layer modificabile (facoltativamente salvato in un GeoPackage)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Map</source>
      <translation>Mappa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Map state: the view and {0} layer name</source>
      <translation>Stato della mappa: la vista e {0} nome di layer</translation>
    </message>
    <message>
      <source>Map state: the view and {0} layer name(s)</source>
      <translation type="vanished">Stato della mappa: la vista e {0} nome/i di layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Map state: the view and {0} layer names</source>
      <translation>Stato della mappa: la vista e {0} nomi di layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Markdown (*.md)</source>
      <translation>Markdown (*.md)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Message actions</source>
      <translation>Azioni del messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/controller.py" />
      <source>Message not sent: {0}</source>
      <translation>Messaggio non inviato: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Message text: {0} characters</source>
      <translation>Testo del messaggio: {0} caratteri</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Message to GeoSense</source>
      <translation>Messaggio per GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Model</source>
      <translation>Modello</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>N</source>
      <translation>N</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Never send</source>
      <translation>Non inviare mai</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New</source>
      <translation>Nuova</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New conversation</source>
      <translation>Nuova conversazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New message instead</source>
      <translation>Invia come nuovo messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>No answer</source>
      <translation>Nessuna risposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>No answer: {0}</source>
      <translation>Nessuna risposta: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>No feature there: click inside a feature.</source>
      <translation>Nessun elemento lì: fai clic all'interno di un elemento.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>No results yet. Highlights, similar features and suggestions from GeoSense appear here as temporary layers.</source>
      <translation>Ancora nessun risultato. Evidenziazioni, elementi simili e suggerimenti di GeoSense compaiono qui come layer temporanei.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>No screenshot was sent: screenshots are not allowed ({0}).</source>
      <translation>Nessuna istantanea inviata: le istantanee non sono consentite ({0}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>No screenshot was sent: you declined.</source>
      <translation>Nessuna istantanea inviata: hai rifiutato.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>None</source>
      <translation>Nessuna</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>None (1.0)</source>
      <translation>Nessuno (1,0)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Not a documentation path</source>
      <translation>Non è un percorso della documentazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Not an annotation id: {0}</source>
      <translation>Non è un ID annotazione: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>Not inserted: {0}.</source>
      <translation>Non inserito: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Not opened: only web (http, https) and app links are followed ({0})</source>
      <translation>Non aperto: si seguono solo i link web (http, https) e dell'app ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/composing.py" />
      <source>Not sent: the message refers to a layer that is not shared. Share it, or remove its references.</source>
      <translation>Non inviato: il messaggio fa riferimento a un layer non condiviso. Condividilo o rimuovi i riferimenti.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Not sent: {0}</source>
      <translation>Non inviato: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Nothing is selected: select features on the map first.</source>
      <translation>Nessuna selezione: seleziona prima gli elementi sulla mappa.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Notice</source>
      <translation>Avviso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Offline</source>
      <translation>Offline</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Open the GeoSense dock and type your question</source>
      <translation>Apri il pannello GeoSense e scrivi la domanda</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Open the results in a panel of their own</source>
      <translation>Apri i risultati in un pannello a sé</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Open this long answer in a window of its own</source>
      <translation>Apri questa risposta lunga in una finestra a sé</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Order</source>
      <translation>Ordine</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Orientation of {0}</source>
      <translation>Orientamento di {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>Over FlyPix, GeoSense answers in one piece: no streaming, no approvals, no activity log, and the agent cannot run tools in QGIS. Highlights, suggestions and data in its answers still work.</source>
      <translation>Tramite FlyPix, GeoSense risponde in un'unica volta: niente streaming, niente approvazioni, niente registro attività, e l'agente non può eseguire strumenti in QGIS. Evidenziazioni, suggerimenti e dati nelle sue risposte funzionano comunque.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Pick</source>
      <translation>Indica</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Pick features on the map for the message</source>
      <translation>Indica gli elementi sulla mappa per il messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Plan:</source>
      <translation>Piano:</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Position ({0}) of {1}: {2}</source>
      <translation>Posizione ({0}) di {1}: {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Position of {0}</source>
      <translation>Posizione di {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Preparing the message failed (see the GeoSense log). The message was not sent.</source>
      <translation>La preparazione del messaggio non è riuscita (vedi il log di GeoSense). Il messaggio non è stato inviato.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Preparing the message was cancelled.</source>
      <translation>La preparazione del messaggio è stata annullata.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Project</source>
      <translation>Progetto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Put the results back under the conversation</source>
      <translation>Riporta i risultati sotto la conversazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>QGIS could not open the imagery ({0})</source>
      <translation>QGIS non ha potuto aprire le immagini ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>QGIS feature ids as the ids, the field {0} may not be sent</source>
      <translation>id degli elementi QGIS come id, il campo {0} non può essere inviato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Queued: will be sent when the agent is connected and free.</source>
      <translation>In coda: verrà inviato quando l'agente sarà connesso e libero.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Queued: {0}</source>
      <translation>In coda: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Raster</source>
      <translation>Raster</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Reconnecting…</source>
      <translation>Riconnessione…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>Reference not found: {0}</source>
      <translation>Riferimento non trovato: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>References to insert</source>
      <translation>Riferimenti da inserire</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>References to “{0}” were not inserted: the layer is not shared.</source>
      <translation>I riferimenti a “{0}” non sono stati inseriti: il layer non è condiviso.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Region {0}: {1}</source>
      <translation>Regione {0}: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Regions</source>
      <translation>Regioni</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Reject</source>
      <translation>Rifiuta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Reject the request</source>
      <translation>Rifiuta la richiesta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Remove</source>
      <translation>Rimuovi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Remove context</source>
      <translation>Rimuovi il contesto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Results</source>
      <translation>Risultati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Retry connecting now</source>
      <translation>Riprova a connetterti ora</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Retry now</source>
      <translation>Riprova ora</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Run {0}</source>
      <translation>Esegui {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>S</source>
      <translation>S</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Samples not found: {0}.</source>
      <translation>Campioni non trovati: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot</source>
      <translation>Istantanea</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Screenshot of the map</source>
      <translation>Istantanea della mappa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot that was sent</source>
      <translation>Istantanea inviata</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot: {0} × {1} px of {2}</source>
      <translation>Istantanea: {0} × {1} px di {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Screenshots</source>
      <translation>Istantanee</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Selection</source>
      <translation>Selezione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Selection: features {0}, regions {1}, suggestions {2}</source>
      <translation>Selezione: elementi {0}, regioni {1}, suggerimenti {2}</translation>
    </message>
    <message>
      <source>Selection: {0} feature(s), {1} region(s), {2} suggestion(s)</source>
      <translation type="vanished">Selezione: {0} elemento/i, {1} regione/i, {2} suggerimento/i</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send</source>
      <translation>Invia</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Send a screenshot of the map with this message?</source>
      <translation>Inviare un'istantanea della mappa con questo messaggio?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send as a new message instead of answering the question</source>
      <translation>Invia come nuovo messaggio invece di rispondere alla domanda</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send message</source>
      <translation>Invia il messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Send this layer's features with each message</source>
      <translation>Invia gli elementi di questo layer con ogni messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send what you type as a new message, not as the answer to the question</source>
      <translation>Invia il testo scritto come nuovo messaggio, non come risposta alla domanda</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Send when asked for</source>
      <translation>Invia quando richiesta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sent with this message ({0})</source>
      <translation>Inviato con questo messaggio ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Set aside: you sent a new message instead.</source>
      <translation>Messo da parte: hai inviato invece un nuovo messaggio.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Set aside: {0}</source>
      <translation>Messo da parte: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Settings</source>
      <translation>Impostazioni</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Settings problem: {0}</source>
      <translation>Problema nelle impostazioni: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Share</source>
      <translation>Condividi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Share the layer “{0}” with GeoSense? Its {1} feature goes with this message (id, class, confidence, area, geometry{2}).</source>
      <translation>Condividere il layer «{0}» con GeoSense? Il suo {1} elemento viene inviato con questo messaggio (id, classe, confidenza, area, geometria{2}).</translation>
    </message>
    <message>
      <source>Share the layer “{0}” with GeoSense? Its {1} feature(s) go with this message (id, class, confidence, area, geometry{2}).</source>
      <translation type="vanished">Condividere il layer «{0}» con GeoSense? I suoi {1} elementi vengono inviati con questo messaggio (id, classe, confidenza, area, geometria{2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Share the layer “{0}” with GeoSense? Its {1} features go with this message (id, class, confidence, area, geometry{2}).</source>
      <translation>Condividere il layer «{0}» con GeoSense? I suoi {1} elementi vengono inviati con questo messaggio (id, classe, confidenza, area, geometria{2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Share {}</source>
      <translation>Condividi {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Sharing policy</source>
      <translation>Criteri di condivisione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Show on map</source>
      <translation>Mostra sulla mappa</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Show or hide the GeoSense dock</source>
      <translation>Mostra o nascondi il pannello GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>Show the GeoSense answer</source>
      <translation>Mostra la risposta di GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Show the GeoSense results panel</source>
      <translation>Mostra il pannello dei risultati GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Show the activity of this answer</source>
      <translation>Mostra l'attività di questa risposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Show the results panel</source>
      <translation>Mostra il pannello dei risultati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Show the whole activity log</source>
      <translation>Mostra tutto il registro delle attività</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Show the whole answer</source>
      <translation>Mostra tutta la risposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Show what was sent with this message</source>
      <translation>Mostra cosa è stato inviato con questo messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Sketch</source>
      <translation>Schizzo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Sketch on the map</source>
      <translation>Disegna uno schizzo sulla mappa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sketches</source>
      <translation>Schizzi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sketches: {0} geometry(ies)</source>
      <translation>Schizzi: {0} geometria/e</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/parser.py" />
      <source>Some data references are shown as written: filling them all in would have made this message larger than {0} MiB.</source>
      <translation>Alcuni riferimenti ai dati sono mostrati così come sono scritti: sostituirli tutti avrebbe reso questo messaggio più grande di {0} MiB.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Some references could not be inserted: {0}.</source>
      <translation>Alcuni riferimenti non sono stati inseriti: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Source</source>
      <translation>Origine</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Start a new conversation (a fresh session with the agent)</source>
      <translation>Inizia una nuova conversazione (una nuova sessione con l'agente)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Stop</source>
      <translation>Interrompi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Stop the answer</source>
      <translation>Interrompi la risposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Stored in the QGIS authentication database, never in plain settings.</source>
      <translation>Memorizzato nel database di autenticazione di QGIS, mai nelle impostazioni in chiaro.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>Suggested by GeoSense · “{0}” · accepted by {1} on {2}</source>
      <translation>Suggerito da GeoSense · “{0}” · accettato da {1} il {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>Suggested by GeoSense · “{0}” · confidence {1:.2f} · accepted by {2} on {3}</source>
      <translation>Suggerito da GeoSense · “{0}” · confidenza {1:.2f} · accettato da {2} il {3}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>Suggestions could not be shown: {0}</source>
      <translation>Impossibile mostrare i suggerimenti: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>TLS failed ({0})</source>
      <translation>TLS non riuscito ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>That did not work; see the GeoSense log for details.</source>
      <translation>Operazione non riuscita; i dettagli sono nel log di GeoSense.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/composing.py" />
      <source>That feature cannot be referenced: {0}.</source>
      <translation>Impossibile fare riferimento a questo elemento: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>The Python package 'websockets' is not installed: using HTTP streaming (SSE) instead.</source>
      <translation>Il pacchetto Python 'websockets' non è installato: viene usato lo streaming HTTP (SSE).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The agent changed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>L'agente è cambiato mentre il messaggio veniva preparato; non è stato inviato nulla. Invia di nuovo il messaggio.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>The agent wants to run a tool.</source>
      <translation>L'agente vuole eseguire uno strumento.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The annotation ids of the layer “{0}” were sent as QGIS feature ids, not as the values of the field {1}, because it is not among the attributes that may be sent ({2}).</source>
      <translation>Gli id di annotazione del layer «{0}» sono stati inviati come id degli elementi QGIS, non come i valori del campo {1}, perché non è tra gli attributi che possono essere inviati ({2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The answer is waiting: nothing has arrived from the agent for {0} s. You can wait or stop it.</source>
      <translation>La risposta è in attesa: dall'agente non arriva nulla da {0} s. Puoi attendere o interromperla.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The approval could not be sent: the agent is not connected.</source>
      <translation>Impossibile inviare l'approvazione: l'agente non è connesso.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The approval could not be sent: wait for the current answer or stop it.</source>
      <translation>Impossibile inviare l'approvazione: attendi la risposta in corso o interrompila.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The classes of the layer “{0}” were not sent, because the field {1} is not among the attributes that may be sent ({2}).</source>
      <translation>Le classi del layer «{0}» non sono state inviate, perché il campo {1} non è tra gli attributi che possono essere inviati ({2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The confidences of the layer “{0}” were not sent (1.0 for every feature), because the field {1} is not among the attributes that may be sent ({2}).</source>
      <translation>Le confidenze del layer «{0}» non sono state inviate (1,0 per ogni elemento), perché il campo {1} non è tra gli attributi che possono essere inviati ({2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The conversation could not be exported: {0}</source>
      <translation>Impossibile esportare la conversazione: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>The conversation this feature was suggested in is no longer open; its provenance is kept with the feature: {0}</source>
      <translation>La conversazione in cui è stato suggerito questo elemento non è più aperta; la sua provenienza resta salvata con l'elemento: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The layer {} was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>Il layer {} è stato rimosso mentre il messaggio veniva preparato; non è stato inviato nulla. Invia di nuovo il messaggio.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>The layer “{0}” is hidden. Show it to see the feature?</source>
      <translation>Il layer “{0}” è nascosto. Mostrarlo per vedere l'elemento?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The layer “{0}” was not sent: you declined to share it.</source>
      <translation>Il layer «{0}» non è stato inviato: hai rifiutato di condividerlo.</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>The map side of GeoSense could not be loaded ({0}): the chat works, but without references, contexts or results. See the GeoSense log.</source>
      <translation>Impossibile caricare la parte mappa di GeoSense ({0}): la chat funziona, ma senza riferimenti, contesti o risultati. Vedi il log di GeoSense.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>The message refers to what no longer exists: {0}. Drop these references and send?</source>
      <translation>Il messaggio fa riferimento a qualcosa che non esiste più: {0}. Eliminare questi riferimenti e inviare?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>The message refers to “{0}”, which is not shared with GeoSense, so the agent cannot see it. Share the layer and send?</source>
      <translation>Il messaggio fa riferimento a “{0}”, che non è condiviso con GeoSense, quindi l'agente non può vederlo. Condividere il layer e inviare?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>The number the agent uses to name each feature</source>
      <translation>Il numero con cui l'agente identifica ogni elemento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The previous message is still being prepared.</source>
      <translation>Il messaggio precedente è ancora in preparazione.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>The screenshot is too large to show here.</source>
      <translation>La schermata è troppo grande per essere mostrata qui.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The selected features go with the message</source>
      <translation>Gli elementi selezionati vengono inviati con il messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The shapes you drew go with the message</source>
      <translation>Le forme disegnate vengono inviate con il messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>The token could not be stored in the QGIS authentication database.</source>
      <translation>Impossibile memorizzare il token nel database di autenticazione di QGIS.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>The tool's data could not be read: {0}</source>
      <translation>Impossibile leggere i dati dello strumento: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The visible map extent goes with the message</source>
      <translation>L'estensione visibile della mappa viene inviata con il messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>This cannot be undone.</source>
      <translation>L'operazione non può essere annullata.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>This class reference has no usable id</source>
      <translation>Questo riferimento a una classe non ha un ID utilizzabile</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>This feature was not accepted from a GeoSense suggestion.</source>
      <translation>Questo elemento non è stato accettato da un suggerimento GeoSense.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>This layer reference has no usable id</source>
      <translation>Questo riferimento a un layer non ha un ID utilizzabile</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>This layer's features are regions (areas of interest), not annotations</source>
      <translation>Gli elementi di questo layer sono regioni (aree di interesse), non annotazioni</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>This link has no usable id</source>
      <translation>Questo link non ha un ID utilizzabile</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/parser.py" />
      <source>This message is longer than {0} MiB: only its beginning is shown.</source>
      <translation>Questo messaggio è più lungo di {0} MiB: ne viene mostrato solo l'inizio.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>This region link has no usable id</source>
      <translation>Questo link a una regione non ha un ID utilizzabile</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>To: {0}, {1}</source>
      <translation>A: {0}, {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Tools</source>
      <translation>Strumenti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Total: {0} (message {1}, artifacts uploaded now {2})</source>
      <translation>Totale: {0} (messaggio {1}, dati allegati caricati ora {2})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Total: {0} (message {1}, artifacts uploaded now {2}, sent later in the turn {3})</source>
      <translation>Totale: {0} (messaggio {1}, dati allegati caricati ora {2}, inviato più tardi nel turno {3})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Training</source>
      <translation>Addestramento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Training: {0}</source>
      <translation>Addestramento: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Transport</source>
      <translation>Trasporto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Try {0}, not delivered (sent again later): {1}</source>
      <translation>Tentativo {0}, non consegnato (inviato di nuovo più tardi): {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Type your question. Type @ to insert a reference. Enter sends, Shift+Enter starts a new line, Tab moves on.</source>
      <translation>Scrivi la domanda. Digita @ per inserire un riferimento. Invio invia, Maiusc+Invio va a capo, Tab passa oltre.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Unknown link type {0}</source>
      <translation>Tipo di link sconosciuto {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Upload to the agent failed: {}. The message was not sent; try again.</source>
      <translation>Caricamento sull'agente non riuscito: {}. Il messaggio non è stato inviato; riprova.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Viewport</source>
      <translation>Estensione mappa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Viewport: {0} in {1}</source>
      <translation>Estensione mappa: {0} in {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Visibility: visible layers {0}, hidden layers {1}, hidden classes {2}, filters {3}</source>
      <translation>Visibilità: layer visibili {0}, layer nascosti {1}, classi nascoste {2}, filtri {3}</translation>
    </message>
    <message>
      <source>Visibility: {0} layer(s) visible, {1} hidden, {2} hidden class(es), {3} filter(s)</source>
      <translation type="vanished">Visibilità: {0} layer visibili, {1} nascosti, {2} classi nascoste, {3} filtri</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Visible layers</source>
      <translation>Layer visibili</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>W</source>
      <translation>O</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>WebSocket</source>
      <translation>WebSocket</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>WebSocket could not be opened ({0}): using HTTP streaming (SSE) instead.</source>
      <translation>Impossibile aprire il WebSocket ({0}): viene usato lo streaming HTTP (SSE).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>WebSocket handshake rejected (HTTP {0})</source>
      <translation>Handshake WebSocket rifiutato (HTTP {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>WebSocket was chosen but the Python package 'websockets' is not installed: using HTTP streaming.</source>
      <translation>È stato scelto WebSocket, ma il pacchetto Python 'websockets' non è installato: viene usato lo streaming HTTP.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>Welcome message</source>
      <translation>Messaggio di benvenuto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Where each feature's class comes from: the categories of a categorized renderer, none, or a field</source>
      <translation>Da dove proviene la classe di ogni elemento: dalle categorie di un visualizzatore categorizzato, da nessuna parte o da un campo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Which shared layers and classes are visible, and their filters</source>
      <translation>Quali layer condivisi e classi sono visibili, e i loro filtri</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Workspace</source>
      <translation>Spazio di lavoro</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You</source>
      <translation>Tu</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You approved this.</source>
      <translation>Hai approvato.</translation>
    </message>
    <message>
      <source>You are not signed in to FlyPix. Sign in to continue.</source>
      <translation type="vanished">Non hai eseguito l'accesso a FlyPix. Accedi per continuare.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You rejected this.</source>
      <translation>Hai rifiutato.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Your FlyPix sign-in has expired or was revoked. Sign in again.</source>
      <translation>L'accesso a FlyPix è scaduto o è stato revocato. Accedi di nuovo.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Your FlyPix sign-in has expired. Sign in again.</source>
      <translation>L'accesso a FlyPix è scaduto. Accedi di nuovo.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Your answer</source>
      <translation>La tua risposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Your answer to an approval request (approved)</source>
      <translation>La sua risposta a una richiesta di approvazione (approvata)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Your answer to an approval request (rejected)</source>
      <translation>La sua risposta a una richiesta di approvazione (rifiutata)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/controller.py" />
      <source>Your answer to the approval did not reach the agent. Please answer again.</source>
      <translation>La risposta all'approvazione non ha raggiunto l'agente. Rispondi di nuovo.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Your message</source>
      <translation>Il tuo messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Your message answers the question</source>
      <translation>Il messaggio risponde alla domanda</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Your message answers: “{0}”</source>
      <translation>Il messaggio risponde a: “{0}”</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Zoom to</source>
      <translation>Zoom a</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>a FlyPix artifact holds a JSON object</source>
      <translation>i dati allegati FlyPix contengono un oggetto JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>agent health check did not answer ok</source>
      <translation>il controllo di stato dell'agente non ha risposto ok</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>agent not reachable at {0} ({1})</source>
      <translation>agente non raggiungibile su {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>an event of unknown type '{0}' was ignored</source>
      <translation>un evento di tipo sconosciuto '{0}' è stato ignorato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <location filename="../geosense_dock/map/references.py" />
      <source>and {0} more</source>
      <translation>e altri {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>annotated</source>
      <translation>annotato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>annotated layer</source>
      <translation>layer annotato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>annotation id {0} (entry {1}) is not an integer</source>
      <translation>l'ID di annotazione {0} (voce {1}) non è un numero intero</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>answering…</source>
      <translation>risposta in corso…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>app entities are not known here</source>
      <translation>le entità dell'app non sono note qui</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>approved</source>
      <translation>approvato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>artifact reused by its hash (not uploaded again)</source>
      <translation>dati allegati riutilizzati tramite il loro hash (non caricato di nuovo)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>artifact uploaded now ({0})</source>
      <translation>dati allegati caricati ora ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>artifact {0}: FlyPix's answer has no artifact_data</source>
      <translation>dati allegati {0}: la risposta di FlyPix non ha artifact_data</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>artifact {0}: the agent's answer has no artifact_data</source>
      <translation>dati allegati {0}: la risposta dell'agente non ha artifact_data</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_contexts.py" />
      <source>artifact {0}: {1}</source>
      <translation>dati allegati {0}: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>backend tools</source>
      <translation>strumenti del server</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>cancelled</source>
      <translation>annullato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>cannot read a coordinate at {0!r}</source>
      <translation>impossibile leggere una coordinata in {0!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>center</source>
      <translation>centro</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>centroid</source>
      <translation>centroide</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>circumcenter</source>
      <translation>circocentro</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>closed for a new session</source>
      <translation>chiuso per una nuova sessione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>confidence 1.0, the field {0} may not be sent</source>
      <translation>confidenza 1,0, il campo {0} non può essere inviato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection closed</source>
      <translation>connessione chiusa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection closed ({0}: {1})</source>
      <translation>connessione chiusa ({0}: {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection timed out</source>
      <translation>timeout della connessione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>could not reach FlyPix ({0})</source>
      <translation>impossibile raggiungere FlyPix ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>could not reach FlyPix at {0} ({1})</source>
      <translation>impossibile raggiungere FlyPix su {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>could not reach the agent ({0})</source>
      <translation>impossibile raggiungere l'agente ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>could not reach the agent at {0}: {1}</source>
      <translation>impossibile raggiungere l'agente su {0}: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>could not reach the agent: {0}</source>
      <translation>impossibile raggiungere l'agente: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>could not read the WMTS capabilities at {0} ({1})</source>
      <translation>impossibile leggere le capabilities WMTS in {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>data not available: {0}</source>
      <translation>dati non disponibili: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>done</source>
      <translation>fatto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>error</source>
      <translation>errore</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>failed</source>
      <translation>non riuscito</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>feature {0} of “{1}” has no integer annotation id in the field “{2}” (choose the annotation id field in the layer's GeoSense settings)</source>
      <translation>l'elemento {0} di “{1}” non ha un ID annotazione intero nel campo “{2}” (scegli il campo degli ID annotazione nelle impostazioni GeoSense del layer)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>features and attributes not known in this session</source>
      <translation>elementi e attributi non noti in questa sessione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>find-similar could not start</source>
      <translation>impossibile avviare la ricerca di simili</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>find-similar needs a hint or at least one sample</source>
      <translation>trova simili richiede un'indicazione o almeno un campione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/similarity.py" />
      <source>find-similar needs numpy, which is not installed with this Python</source>
      <translation>trova simili richiede numpy, che non è installato per questo Python</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame has no 'type'</source>
      <translation>il frame non ha 'type'</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not JSON ({0})</source>
      <translation>il frame non è JSON ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not UTF-8: {0}</source>
      <translation>il frame non è in UTF-8: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not a JSON object</source>
      <translation>il frame non è un oggetto JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>height</source>
      <translation>altezza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight attributes hold {0} characters of text for the ids; at most {1} can be shown</source>
      <translation>gli attributi dell'evidenziazione contengono {0} caratteri di testo per gli ID; se ne possono mostrare al massimo {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight data asks for {0} attribute values ({1} ids x {2} columns); at most {3} can be shown</source>
      <translation>i dati di evidenziazione richiedono {0} valori di attributo ({1} ID x {2} colonne); se ne possono mostrare al massimo {3}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight data has {0} extra attributes; at most {1} can be shown</source>
      <translation>i dati di evidenziazione hanno {0} attributi aggiuntivi; se ne possono mostrare al massimo {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>in project {0}</source>
      <translation>nel progetto {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>inference</source>
      <translation>inferenza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>inference layer</source>
      <translation>layer di inferenza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>interrupted</source>
      <translation>interrotto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>its layer was removed</source>
      <translation>il suo layer è stato rimosso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>length</source>
      <translation>lunghezza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>map view set</source>
      <translation>vista mappa impostata</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>network error</source>
      <translation>errore di rete</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>no FlyPix project chosen: pick one in the FlyPix panel</source>
      <translation>nessun progetto FlyPix scelto: scegline uno nel pannello FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>no answer in time</source>
      <translation>nessuna risposta in tempo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>no classes, the field {0} may not be sent</source>
      <translation>nessuna classe, il campo {0} non può essere inviato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>no layer has this class any more</source>
      <translation>nessun layer ha più questa classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>no position given</source>
      <translation>nessuna posizione indicata</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>no reason given</source>
      <translation>nessun motivo indicato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no region layer holds this region</source>
      <translation>nessun layer di regioni contiene questa regione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>no such artifact at {0} (HTTP 404)</source>
      <translation>nessun dato allegato con questo nome su {0} (HTTP 404)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no such vector layer is shared</source>
      <translation>nessun layer vettoriale condiviso corrisponde</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/similarity.py" />
      <source>no usable sample and no class matching the hint</source>
      <translation>nessun campione utilizzabile e nessuna classe corrispondente all'indicazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>no value given</source>
      <translation>nessun valore indicato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no vector layers are shared with GeoSense</source>
      <translation>nessun layer vettoriale è condiviso con GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>none</source>
      <translation>nessuno</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>not an event stream</source>
      <translation>non è un flusso di eventi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>not answered</source>
      <translation>senza risposta</translation>
    </message>
    <message>
      <source>not available</source>
      <translation type="vanished">non disponibile</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>not sent</source>
      <translation>non inviato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>not signed in</source>
      <translation>accesso non eseguito</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>not signed in to FlyPix</source>
      <translation>accesso a FlyPix non eseguito</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>not stored (the server refused it)</source>
      <translation>non salvato (il server lo ha rifiutato)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>nothing answers at that address: is the agent running?</source>
      <translation>a quell’indirizzo non risponde nulla: l’agente è in esecuzione?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>nothing to open: it trained straight on a raster</source>
      <translation>niente da aprire: l'addestramento è avvenuto direttamente su un raster</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>official</source>
      <translation>ufficiale</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>official model</source>
      <translation>modello ufficiale</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>only its FlyPix vector id went (FlyPix holds its features)</source>
      <translation>è stato inviato solo l'identificativo del vettore FlyPix (FlyPix ha le sue geometrie)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>only the first {0} provenance records were read</source>
      <translation>sono stati letti solo i primi {0} record di provenienza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>only vector layers can be referenced</source>
      <translation>è possibile fare riferimento solo a layer vettoriali</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>pendingApproval must be an object</source>
      <translation>pendingApproval deve essere un oggetto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>pendingApproval.credits must be a number</source>
      <translation>pendingApproval.credits deve essere un numero</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>project</source>
      <translation>progetto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>proxy tunnel failed ({0})</source>
      <translation>tunnel del proxy non riuscito ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>proxy {0}:{1} not reachable ({2})</source>
      <translation>proxy {0}:{1} non raggiungibile ({2})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>queued</source>
      <translation>in coda</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>redirect not followed</source>
      <translation>reindirizzamento non seguito</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>rejected</source>
      <translation>rifiutato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>running</source>
      <translation>in esecuzione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>running {0}</source>
      <translation>esecuzione di {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>screenshot</source>
      <translation>istantanea</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>server tool</source>
      <translation>strumento del server</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>set aside</source>
      <translation>messo da parte</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view needs bbox [minx, miny, maxx, maxy]</source>
      <translation>set-map-view richiede bbox [minx, miny, maxx, maxy]</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: bbox value {0} is not a usable coordinate</source>
      <translation>set-map-view: il valore di bbox {0} non è una coordinata utilizzabile</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: crs must be text such as "EPSG:3857"</source>
      <translation>set-map-view: crs deve essere un testo come "EPSG:3857"</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: every bbox value must be a number, not {0}</source>
      <translation>set-map-view: ogni valore di bbox deve essere un numero, non {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>set-map-view: the bbox is outside what {0} can show</source>
      <translation>set-map-view: la bbox è fuori da ciò che {0} può mostrare</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: the bbox must have minx &lt; maxx and miny &lt; maxy</source>
      <translation>set-map-view: la bbox deve avere minx &lt; maxx e miny &lt; maxy</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: the data is not JSON</source>
      <translation>set-map-view: i dati non sono JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>started</source>
      <translation>avviato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>stopped</source>
      <translation>fermato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>stopped by you</source>
      <translation>fermato da te</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>stream_chunk.contexts must be a list</source>
      <translation>stream_chunk.contexts deve essere un elenco</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>the FlyPix answer could not be handled ({0})</source>
      <translation>impossibile gestire la risposta di FlyPix ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_imagery.py" />
      <source>the WMTS capabilities are not XML ({0})</source>
      <translation>le capabilities WMTS non sono XML ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_imagery.py" />
      <source>the WMTS service has no layer {0}</source>
      <translation>il servizio WMTS non ha il layer {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent</source>
      <translation>l'agente</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL has an invalid port</source>
      <translation>l'URL dell'agente ha una porta non valida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL has no host</source>
      <translation>l'URL dell'agente non ha un host</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL must not contain a user name or password; enter the token in the API token field instead</source>
      <translation>l'URL dell'agente non deve contenere un nome utente o una password; inserisci invece il token nel campo Token API</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL must start with http:// or https://</source>
      <translation>l'URL dell'agente deve iniziare con http:// o https://</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent answered HTTP {0}{1}</source>
      <translation>l'agente ha risposto HTTP {0}{1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered HTTP {1}: {2}</source>
      <translation>l'agente su {0} ha risposto HTTP {1}: {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered with more than {1} MiB; the answer was dropped</source>
      <translation>l'agente su {0} ha risposto con più di {1} MiB; la risposta è stata scartata</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered with something that is not JSON</source>
      <translation>l'agente su {0} ha risposto con qualcosa che non è JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} did not answer within {1:g} s</source>
      <translation>l'agente su {0} non ha risposto entro {1:g} s</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} refused the access token (HTTP {1})</source>
      <translation>l'agente su {0} ha rifiutato il token di accesso (HTTP {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent closed the connection</source>
      <translation>l'agente ha chiuso la connessione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent redirected to another address ({0}); the redirect was not followed, because the token is only sent to {1}. If you trust that address, enter it as the agent URL in the GeoSense settings</source>
      <translation>l'agente ha reindirizzato a un altro indirizzo ({0}); il reindirizzamento non è stato seguito, perché il token viene inviato solo a {1}. Se ti fidi di quell'indirizzo, inseriscilo come URL dell'agente nelle impostazioni di GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent redirected to {0}, which is not encrypted; the redirect was not followed, so neither the token nor your data left the encrypted connection</source>
      <translation>l'agente ha reindirizzato a {0}, che non è cifrato; il reindirizzamento non è stato seguito, quindi né il token né i tuoi dati hanno lasciato la connessione cifrata</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent refused the token (HTTP {0})</source>
      <translation>l'agente ha rifiutato il token (HTTP {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame larger than {0} MiB; it was refused and the connection restarted</source>
      <translation>l'agente ha inviato un frame più grande di {0} MiB; è stato rifiutato e la connessione è stata riavviata</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame that could not be read: {0}</source>
      <translation>l'agente ha inviato un frame illeggibile: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame that was too large</source>
      <translation>l'agente ha inviato un frame troppo grande</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent sent an event that could not be read: {0}</source>
      <translation>l'agente ha inviato un evento illeggibile: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the agent's session ended before you answered</source>
      <translation>la sessione dell'agente è terminata prima della risposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the answer was still streaming when the project was saved</source>
      <translation>la risposta era ancora in arrivo quando il progetto è stato salvato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the artifact is too large for the agent (HTTP 413)</source>
      <translation>i dati allegati sono troppo grandi per l'agente (HTTP 413)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>the connection to FlyPix at {0} broke ({1})</source>
      <translation>la connessione a FlyPix su {0} si è interrotta ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the connection to the agent was lost</source>
      <translation>la connessione all'agente è stata persa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the end of the answer could not be read</source>
      <translation>non è stato possibile leggere la fine della risposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>the feature is gone</source>
      <translation>l'elemento non esiste più</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>the feature was deleted</source>
      <translation>l'elemento è stato eliminato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the highlight data has an empty 'ids' list</source>
      <translation>i dati di evidenziazione hanno un elenco 'ids' vuoto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the highlight data has no 'ids'</source>
      <translation>i dati di evidenziazione non hanno 'ids'</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the host name is not known</source>
      <translation>il nome host non è noto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>the id, type and visibility of the layers ({0}, {1} of them hidden)</source>
      <translation>l'identificativo, il tipo e la visibilità dei layer ({0}, {1} dei quali nascosti)</translation>
    </message>
    <message>
      <source>the id, type and visibility of {0} layer(s), {1} of them hidden</source>
      <translation type="vanished">l'identificativo, il tipo e la visibilità di {0} layer, {1} dei quali nascosti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>the layer was removed</source>
      <translation>il layer è stato rimosso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>the message is empty</source>
      <translation>il messaggio è vuoto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/tracker.py" />
      <source>the provenance of {0} accepted feature was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation>la provenienza di {0} elemento accettato non è stata salvata con il progetto, perché supererebbe {1} MiB; per layer così grandi, scrivi la provenienza nei campi</translation>
    </message>
    <message>
      <source>the provenance of {0} accepted feature(s) was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation type="vanished">la provenienza di {0} elemento/i accettato/i non è stata salvata con il progetto, perché supererebbe {1} MiB; per layer così grandi, scrivi la provenienza nei campi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/tracker.py" />
      <source>the provenance of {0} accepted features was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation>la provenienza di {0} elementi accettati non è stata salvata con il progetto, perché supererebbe {1} MiB; per layer così grandi, scrivi la provenienza nei campi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project could not be read: {0}</source>
      <translation>impossibile leggere la provenienza salvata nel progetto: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project has an unknown shape</source>
      <translation>la provenienza salvata nel progetto ha una struttura sconosciuta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project is larger than {0} MiB and was not read</source>
      <translation>la provenienza salvata nel progetto supera {0} MiB e non è stata letta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy answered CONNECT with {0!r}</source>
      <translation>il proxy ha risposto a CONNECT con {0!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy asks for credentials (HTTP 407); check the QGIS network settings</source>
      <translation>il proxy richiede le credenziali (HTTP 407); controlla le impostazioni di rete di QGIS</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy closed the connection during CONNECT</source>
      <translation>il proxy ha chiuso la connessione durante CONNECT</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the proxy did not let the WebSocket through: {0}</source>
      <translation>il proxy non ha lasciato passare il WebSocket: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy refused the tunnel to {0} ({1})</source>
      <translation>il proxy ha rifiutato il tunnel verso {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy sent an oversized CONNECT answer</source>
      <translation>il proxy ha inviato una risposta a CONNECT troppo grande</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>the request is too large for FlyPix</source>
      <translation>la richiesta è troppo grande per FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the session ended before you answered</source>
      <translation>la sessione è terminata prima della risposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>the sharing policy in the GeoSense settings</source>
      <translation>i criteri di condivisione nelle impostazioni di GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the stream broke ({0})</source>
      <translation>il flusso si è interrotto ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the stream ended before [DONE]</source>
      <translation>il flusso è terminato prima di [DONE]</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool block has no data</source>
      <translation>il blocco dello strumento non ha dati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>the tool data cannot be used yet</source>
      <translation>i dati dello strumento non sono ancora utilizzabili</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool data is not a JSON object</source>
      <translation>i dati dello strumento non sono un oggetto JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool data is not valid JSON ({0})</source>
      <translation>i dati dello strumento non sono JSON valido ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features are not a JSON object</source>
      <translation>gli elementi del vettore non sono un oggetto JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features are not index-aligned ({0} has {1} entries for {2} ids)</source>
      <translation>gli elementi del vettore non sono allineati per indice ({0} ha {1} voci per {2} ID)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features have no data</source>
      <translation>gli elementi del vettore non contengono dati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features have no ids list</source>
      <translation>gli elementi del vettore non hanno un elenco di ID</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is empty</source>
      <translation>i dati di {0} sono vuoti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is missing</source>
      <translation>mancano i dati di {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is not UTF-8 text</source>
      <translation>i dati di {0} non sono testo UTF-8</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is not valid JSON ({1})</source>
      <translation>i dati di {0} non sono JSON valido ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data must be a JSON object</source>
      <translation>i dati di {0} devono essere un oggetto JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_contexts.py" />
      <source>there is no GeoSense session with FlyPix yet (sign in and pick a project)</source>
      <translation>non c'è ancora una sessione GeoSense con FlyPix (accedi e scegli un progetto)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>these features were deleted</source>
      <translation>questi elementi sono stati eliminati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>thickness</source>
      <translation>spessore</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>this costs credits</source>
      <translation>consuma crediti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>this deletes data</source>
      <translation>elimina dati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>tool</source>
      <translation>strumento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>unauthorized (HTTP {0})</source>
      <translation>non autorizzato (HTTP {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown</source>
      <translation>sconosciuto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown CRS</source>
      <translation>SR sconosciuto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>unknown CRS {0}</source>
      <translation>SR sconosciuto {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>unknown artifact type {0!r} (expected one of {1})</source>
      <translation>tipo di dati allegati sconosciuto {0!r} (atteso uno tra {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown backend</source>
      <translation>backend sconosciuto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>unknown backend {0} (use geosense or flypix)</source>
      <translation>backend sconosciuto {0} (usa geosense o flypix)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>unknown class</source>
      <translation>classe sconosciuta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>unknown coordinate system {0!r}</source>
      <translation>sistema di coordinate sconosciuto {0!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>unknown transport {0} (use auto, websocket or sse)</source>
      <translation>trasporto sconosciuto {0} (usa auto, websocket o sse)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>unsupported proxy scheme {0!r} (only HTTP proxies)</source>
      <translation>schema di proxy non supportato {0!r} (solo proxy HTTP)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>viewport</source>
      <translation>estensione mappa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>waiting for your approval</source>
      <translation>in attesa di approvazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>width</source>
      <translation>larghezza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>your administrator locked this setting</source>
      <translation>l'amministratore ha bloccato questa impostazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} does not hold exactly two coordinates</source>
      <translation>{0!r} non contiene esattamente due coordinate</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} gives the same axis twice</source>
      <translation>{0!r} indica due volte lo stesso asse</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a finite number</source>
      <translation>{0!r} non è un numero finito</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a number</source>
      <translation>{0!r} non è un numero</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a valid latitude/longitude</source>
      <translation>{0!r} non è una latitudine/longitudine valida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a whole number</source>
      <translation>{0!r} non è un numero intero</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not an angle</source>
      <translation>{0!r} non è un angolo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is outside the EPSG:3857 extent</source>
      <translation>{0!r} è fuori dall'estensione di EPSG:3857</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r}: unknown area unit {1!r}</source>
      <translation>{0!r}: unità di area sconosciuta {1!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r}: unknown length unit {1!r}</source>
      <translation>{0!r}: unità di lunghezza sconosciuta {1!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0:.1f} MB</source>
      <translation>{0:.1f} MB</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0:.1f} kB</source>
      <translation>{0:.1f} kB</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>{0} (HTTP {1})</source>
      <translation>{0} (HTTP {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>{0} (HTTP {1}): {2}</source>
      <translation>{0} (HTTP {1}): {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as classes)</source>
      <translation>{0} (come classi)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as confidences)</source>
      <translation>{0} (come confidenze)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as ids)</source>
      <translation>{0} (come id)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/notice_cards.py" />
      <source>{0} (happened {1} times)</source>
      <translation>{0} (successo {1} volte)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} B</source>
      <translation>{0} B</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>{0} Locked by your administrator: {1}</source>
      <translation>{0} Bloccato dall'amministratore: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>{0} Your administrator locked items this version does not know ({1}); everything is locked</source>
      <translation>{0} L'amministratore ha bloccato elementi che questa versione non conosce ({1}); tutto è bloccato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>{0} already exists. Do you want to replace it?</source>
      <translation>{0} esiste già. Vuoi sostituirlo?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>{0} artifact is not JSON-serialisable: {1}</source>
      <translation>i dati allegati {0} non si possono scrivere come JSON: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} credit</source>
      <translation>{0} credito</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} credits</source>
      <translation>{0} crediti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>{0} did not answer with an event stream ({1})</source>
      <translation>{0} non ha risposto con un flusso di eventi ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} earlier step not shown here</source>
      <translation>{0} passaggio precedente non mostrato qui</translation>
    </message>
    <message>
      <source>{0} earlier step(s) not shown here</source>
      <translation type="vanished">{0} passaggi precedenti non mostrati qui</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} earlier steps not shown here</source>
      <translation>{0} passaggi precedenti non mostrati qui</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} failed</source>
      <translation>{0} non riuscito</translation>
    </message>
    <message>
      <source>{0} feature(s); attributes: {1}</source>
      <translation type="vanished">{0} elemento/i; attributi: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} feature; attributes: {1}</source>
      <translation>{0} elemento; attributi: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} features; attributes: {1}</source>
      <translation>{0} elementi; attributi: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>{0} frame lacks '{1}'</source>
      <translation>al frame {0} manca '{1}'</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>{0} frame: '{1}' must be a string</source>
      <translation>frame {0}: '{1}' deve essere una stringa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>{0} has no {1}</source>
      <translation>{0} non ha {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>{0} of {1}</source>
      <translation>{0} di {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} provenance record in the project was unreadable and was skipped</source>
      <translation>{0} record di provenienza nel progetto era illeggibile ed è stato ignorato</translation>
    </message>
    <message>
      <source>{0} provenance record(s) in the project were unreadable and were skipped</source>
      <translation type="vanished">record di provenienza illeggibili e ignorati nel progetto: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} provenance records in the project were unreadable and were skipped</source>
      <translation>{0} record di provenienza nel progetto erano illeggibili e sono stati ignorati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} px</source>
      <translation>{0} px</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>{0} sent an event larger than {1} MiB ({2} MiB); it was refused and the rest of the answer kept</source>
      <translation>{0} ha inviato un evento più grande di {1} MiB ({2} MiB); è stato rifiutato e il resto della risposta è stato mantenuto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · edited since</source>
      <translation>{0} · modificato in seguito</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · via {1}</source>
      <translation>{0} · tramite {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · via {1} · edited since</source>
      <translation>{0} · tramite {1} · modificato in seguito</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — class in {1}</source>
      <translation>{0} — classe in {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — layer</source>
      <translation>{0} — layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — selected in {1}</source>
      <translation>{0} — selezionato in {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>{0} — {1}</source>
      <translation>{0} — {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>{0}; FlyPix asks to wait {1:.0f} s</source>
      <translation>{0}; FlyPix chiede di attendere {1:.0f} s</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>{0}; retrying in {1:.0f} s</source>
      <translation>{0}; nuovo tentativo tra {1:.0f} s</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>{} holds regions</source>
      <translation>{} contiene regioni</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} layers</source>
      <translation>{} layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} selected</source>
      <translation>{} selezionati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} sketches</source>
      <translation>{} schizzi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” has no geometries</source>
      <translation>“{0}” non ha geometrie</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” holds regions, not annotations</source>
      <translation>“{0}” contiene regioni, non annotazioni</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” is a GeoSense result layer; refer to the layer it came from</source>
      <translation>“{0}” è un layer di risultati GeoSense; fai riferimento al layer da cui proviene</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” is not shared with GeoSense, so the agent cannot see its features. Share the layer?</source>
      <translation>“{0}” non è condiviso con GeoSense, quindi l'agente non può vederne gli elementi. Condividere il layer?</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseAccept</name>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Accept {n} GeoSense suggestion</source>
      <translation>Accetta {n} suggerimento GeoSense</translation>
    </message>
    <message>
      <source>Accept {n} GeoSense suggestion(s)</source>
      <translation type="vanished">Accetta suggerimenti GeoSense ({n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Accept {n} GeoSense suggestions</source>
      <translation>Accetta {n} suggerimenti GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Topological points</source>
      <translation>Punti topologici</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>adding the features failed</source>
      <translation>l'aggiunta degli elementi non è riuscita</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>confidence is not a number in [0, 1]; left empty</source>
      <translation>la confidenza non è un numero in [0, 1]; lasciata vuota</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>could not create the new features</source>
      <translation>impossibile creare i nuovi elementi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>geometry is not base64</source>
      <translation>la geometria non è in base64</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>invalid geometry that cannot be repaired ({why})</source>
      <translation>geometria non valida che non può essere riparata ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>no base64 geometry</source>
      <translation>nessuna geometria base64</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>no suggestion selected</source>
      <translation>nessun suggerimento selezionato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>nothing is left of suggestion {n} once it avoids the features it may not overlap</source>
      <translation>del suggerimento {n} non resta nulla evitando gli elementi che non può sovrapporre</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>nothing to accept</source>
      <translation>niente da accettare</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>some features the suggestions may not overlap are invalid and should be repaired</source>
      <translation>alcuni elementi che i suggerimenti non possono sovrapporre non sono validi e andrebbero riparati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} breaks the constraint of the field {field} ({why})</source>
      <translation>il suggerimento {n} viola il vincolo del campo {field} ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} breaks the soft constraint of the field {field} ({why})</source>
      <translation>il suggerimento {n} viola il vincolo non obbligatorio del campo {field} ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} cannot be stored as {type}</source>
      <translation>il suggerimento {n} non può essere memorizzato come {type}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} cannot be transformed to {crs}: {err}</source>
      <translation>il suggerimento {n} non può essere trasformato in {crs}: {err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} has no geometry</source>
      <translation>il suggerimento {n} non ha geometria</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} is an invalid geometry ({why})</source>
      <translation>il suggerimento {n} è una geometria non valida ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} is an invalid polygon that cannot be repaired</source>
      <translation>il suggerimento {n} è un poligono non valido che non può essere riparato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the attribute form was cancelled</source>
      <translation>il modulo degli attributi è stato annullato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the field {field} could not be created in {layer}</source>
      <translation>impossibile creare il campo {field} in {layer}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the layer refused the new features</source>
      <translation>il layer ha rifiutato i nuovi elementi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the suggestion artifact is not a list</source>
      <translation>i dati allegati dei suggerimenti non sono una lista</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the suggestions mix geometry types</source>
      <translation>i suggerimenti mescolano tipi di geometria</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the target is a GeoSense result layer</source>
      <translation>la destinazione è un layer di risultati GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the target is not a valid vector layer</source>
      <translation>la destinazione non è un layer vettoriale valido</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>unreadable or empty WKB</source>
      <translation>WKB illeggibile o vuoto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{layer} has no field {field}</source>
      <translation>{layer} non ha il campo {field}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} cannot be edited</source>
      <translation>{name} non può essere modificato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} does not allow adding features</source>
      <translation>{name} non consente di aggiungere elementi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} has an edit under way (another tool's); finish it, then accept again</source>
      <translation>{name} ha una modifica in corso (di un altro strumento); completala, poi accetta di nuovo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} holds {have} geometries, the suggestions are {want}s</source>
      <translation>{name} contiene geometrie di tipo {have}, i suggerimenti sono di tipo {want}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} is read-only</source>
      <translation>{name} è in sola lettura</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{n} invalid geometries repaired</source>
      <translation>geometrie non valide riparate: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{n} invalid geometry repaired</source>
      <translation>{n} geometria non valida riparata</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{value!r} does not fit field {field}</source>
      <translation>{value!r} non è adatto al campo {field}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{value!r} does not fit field {field}: {err}</source>
      <translation>{value!r} non è adatto al campo {field}: {err}</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseFlyPix</name>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>(empty)</source>
      <translation>(vuoto)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>({n} invalid geometries repaired)</source>
      <translation>(geometrie non valide riparate: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>({n} invalid geometry repaired)</source>
      <translation>({n} geometria non valida riparata)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>API key</source>
      <translation>Chiave API</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Accept into FlyPix</source>
      <translation>Accetta in FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Asking FlyPix what running “{model}” on {raster} costs…</source>
      <translation>Si chiede a FlyPix quanto costa eseguire «{model}» su {raster}…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Balance: {available} credits available ({credits} minus {withheld} withheld).</source>
      <translation>Saldo: {available} crediti disponibili ({credits} meno {withheld} trattenuti).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Cancel</source>
      <translation>Annulla</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Cancel its task in the status bar to give up.</source>
      <translation>Annulla la sua attività nella barra di stato per rinunciare.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat about this project</source>
      <translation>Chatta su questo progetto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>Chat backend</source>
      <translation>Backend della chat</translation>
    </message>
    <message>
      <source>Chat project: &lt;b&gt;{name}&lt;/b&gt;</source>
      <translation type="vanished">Progetto della chat: &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat project: none yet (load a vector or choose a project)</source>
      <translation>Progetto della chat: ancora nessuno (carica un vettore o scegli un progetto)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat project: {name}</source>
      <translation>Progetto della chat: {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Confidence for suggestions without one</source>
      <translation>Confidenza per i suggerimenti che non ne hanno una</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Confidence when a suggestion has none:</source>
      <translation>Confidenza se un suggerimento non ne ha:</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Create {n} annotation of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation>Creare {n} annotazione della classe “{cls}” nel vettore FlyPix “{vector}”?</translation>
    </message>
    <message>
      <source>Create {n} annotation(s) of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation type="vanished">Creare annotazioni della classe “{cls}” nel vettore FlyPix “{vector}” ({n})?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Create {n} annotations of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation>Creare {n} annotazioni della classe “{cls}” nel vettore FlyPix “{vector}”?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw an inference region on the map: left click adds a vertex, right click finishes, Esc cancels</source>
      <translation>Disegna una regione di inferenza sulla mappa: clic sinistro aggiunge un vertice, clic destro termina, Esc annulla</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw region</source>
      <translation>Disegna regione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw the region on the map: left click adds a vertex, right click finishes, Esc cancels.</source>
      <translation>Disegna la regione sulla mappa: clic sinistro aggiunge un vertice, clic destro termina, Esc annulla.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Drawing cancelled; no region was sent.</source>
      <translation>Disegno annullato; nessuna regione è stata inviata.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Enter your FlyPix API key.</source>
      <translation>Inserisci la tua chiave API di FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Enter your FlyPix user name and password.</source>
      <translation>Inserisci il nome utente e la password di FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Estimated cost: {cost} credits ({pixels} pixels).</source>
      <translation>Costo stimato: {cost} crediti ({pixels} pixel).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>FlyPix</source>
      <translation>FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix (sign in with an API key or your FlyPix account)</source>
      <translation>FlyPix (accedi con una chiave API o con il tuo account FlyPix)</translation>
    </message>
    <message>
      <source>FlyPix (sign in with your FlyPix account)</source>
      <translation type="vanished">FlyPix (accedi con il tuo account FlyPix)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix API key</source>
      <translation>Chiave API di FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix URL</source>
      <translation>URL di FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix URL: {reason}</source>
      <translation>URL di FlyPix: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix class</source>
      <translation>Classe FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix did not say whether it stored it and the vector could not be read back; load the vector again before accepting it again</source>
      <translation>FlyPix non ha detto se l'ha salvato e non è stato possibile rileggere il vettore; carica di nuovo il vettore prima di accettarlo ancora</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix did not store it</source>
      <translation>FlyPix non l'ha salvato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix has no model for this project.</source>
      <translation>FlyPix non ha alcun modello per questo progetto.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix inference {id}</source>
      <translation>Inferenza FlyPix {id}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix inferences being watched</source>
      <translation>Inferenze FlyPix seguite</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>FlyPix is busy (HTTP {status}), asking again in {seconds} s (at {time}).</source>
      <translation>FlyPix è occupato (HTTP {status}), nuova richiesta tra {seconds} s (alle {time}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix model</source>
      <translation>Modello FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix needs a confidence for each annotation; suggestions without one get this value</source>
      <translation>FlyPix richiede una confidenza per ogni annotazione; i suggerimenti che non ne hanno una ricevono questo valore</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix password</source>
      <translation>Password FlyPix</translation>
    </message>
    <message>
      <source>FlyPix projects, files and vectors</source>
      <translation type="vanished">Progetti, file e vettori FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>FlyPix projects, folders, rasters and vectors</source>
      <translation>Progetti, cartelle, raster e vettori di FlyPix</translation>
    </message>
    <message>
      <source>FlyPix refused {n} suggestion(s); they stay in the suggestion layer: {why}</source>
      <translation type="vanished">FlyPix ha rifiutato {n} suggerimento/i; restano nel layer dei suggerimenti: {why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix refused {n} suggestion; it stays in the suggestion layer: {why}</source>
      <translation>FlyPix ha rifiutato {n} suggerimento; resta nel layer dei suggerimenti: {why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix refused {n} suggestions; they stay in the suggestion layer: {why}</source>
      <translation>FlyPix ha rifiutato {n} suggerimenti; restano nel layer dei suggerimenti: {why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix user name</source>
      <translation>Nome utente FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix vector</source>
      <translation>Vettore FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix: creating {n} annotation</source>
      <translation>FlyPix: creazione di {n} annotazione</translation>
    </message>
    <message>
      <source>FlyPix: creating {n} annotation(s)</source>
      <translation type="vanished">FlyPix: creazione di annotazioni ({n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix: creating {n} annotations</source>
      <translation>FlyPix: creazione di {n} annotazioni</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: estimating the run</source>
      <translation>FlyPix: stima dell'esecuzione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: inference status</source>
      <translation>FlyPix: stato dell'inferenza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>FlyPix: listing</source>
      <translation>FlyPix: elenco in corso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: listing models</source>
      <translation>FlyPix: elenco dei modelli</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>FlyPix: loading {name}</source>
      <translation>FlyPix: caricamento di {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix: renewing a download link</source>
      <translation>FlyPix: rinnovo di un link di download</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: sending a region</source>
      <translation>FlyPix: invio di una regione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/session.py" />
      <source>FlyPix: signing in</source>
      <translation>FlyPix: accesso in corso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: starting the model</source>
      <translation>FlyPix: avvio del modello</translation>
    </message>
    <message>
      <source>FlyPix: {file}</source>
      <translation type="vanished">FlyPix: {file}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>FlyPix: {raster}</source>
      <translation>FlyPix: {raster}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>GeoSense agent (the agent URL above)</source>
      <translation>Agente GeoSense (l'URL dell'agente qui sopra)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Imagery</source>
      <translation>Immagini</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>List models</source>
      <translation>Elenca modelli</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Load</source>
      <translation>Carica</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Load a FlyPix vector and show suggestions first.</source>
      <translation>Carica prima un vettore FlyPix e mostra i suggerimenti.</translation>
    </message>
    <message>
      <source>Load the selected vector or regions as a layer</source>
      <translation type="vanished">Carica il vettore o le regioni selezionati come layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Load the selected vector, regions or imagery as a layer</source>
      <translation>Carica il vettore, le regioni o le immagini selezionati come layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading cancelled; nothing was added.</source>
      <translation>Caricamento annullato; non è stato aggiunto nulla.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading {what}…</source>
      <translation>Caricamento di {what}…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading…</source>
      <translation>Caricamento…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Message not sent: {reason}</source>
      <translation>Messaggio non inviato: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>No region sent: {reason}</source>
      <translation>Nessuna regione inviata: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Not accepted, FlyPix is unchanged: {reason}</source>
      <translation>Non accettato, FlyPix non è cambiato: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Not accepted: {reason}</source>
      <translation>Non accettato: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: FlyPix did not say which tenant the raster belongs to.</source>
      <translation>Non eseguito: FlyPix non ha indicato a quale tenant appartiene il raster.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: cancelled; nothing was started in FlyPix.</source>
      <translation>Non eseguito: annullato; in FlyPix non è stato avviato nulla.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: {reason}</source>
      <translation>Non eseguito: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: “{model}” would cost {cost} credits and the tenant has {available} available ({credits} minus {withheld} withheld). Top up the balance in FlyPix or make the inference regions smaller.</source>
      <translation>Non eseguito: «{model}» costerebbe {cost} crediti e il tenant ne ha {available} disponibili ({credits} meno {withheld} trattenuti). Ricarica il saldo in FlyPix o riduci le regioni di inferenza.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Not signed in to FlyPix ({url})</source>
      <translation>Accesso a FlyPix non eseguito ({url})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>Nothing was loaded: {reason}</source>
      <translation>Non è stato caricato nulla: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Or create them as FlyPix annotations:</source>
      <translation>Oppure creali come annotazioni FlyPix:</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Password</source>
      <translation>Password</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Press Stop to give up.</source>
      <translation>Premi «Interrompi» per rinunciare.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Raster: {name}</source>
      <translation>Raster: {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Refresh</source>
      <translation>Aggiorna</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Regions</source>
      <translation>Regioni</translation>
    </message>
    <message>
      <source>Regions of {file}</source>
      <translation type="vanished">Regioni di {file}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>Regions of {raster}</source>
      <translation>Regioni di {raster}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Remember in the QGIS authentication database</source>
      <translation>Ricorda nel database di autenticazione di QGIS</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run FlyPix's official model “{model}” on the inference regions of {raster}?</source>
      <translation>Eseguire il modello ufficiale FlyPix «{model}» sulle regioni di inferenza di {raster}?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run a FlyPix model</source>
      <translation>Esegui un modello FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Run a model where you point</source>
      <translation>Esegui un modello dove indichi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run the project's model “{model}” on the inference regions of {raster}?</source>
      <translation>Eseguire il modello del progetto «{model}» sulle regioni di inferenza di {raster}?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Run…</source>
      <translation>Esegui…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>See what the run costs and the tenant's balance, then confirm</source>
      <translation>Vedi quanto costa l'esecuzione e il saldo del tenant, poi conferma</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Select a raster in the list above.</source>
      <translation>Seleziona un raster nell'elenco qui sopra.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Send the selected polygons of the active layer as inference regions</source>
      <translation>Invia i poligoni selezionati del layer attivo come regioni di inferenza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sending {n} region to {raster}…</source>
      <translation>Invio di {n} regione a {raster}…</translation>
    </message>
    <message>
      <source>Sending {n} region(s) to {raster}…</source>
      <translation type="vanished">Invio di {n} regione/i a {raster}…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sending {n} regions to {raster}…</source>
      <translation>Invio di {n} regioni a {raster}…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Server: {url}</source>
      <translation>Server: {url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Sign in</source>
      <translation>Accedi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Sign in to FlyPix</source>
      <translation>Accedi a FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Sign in to FlyPix to accept suggestions into a FlyPix vector.</source>
      <translation>Accedi a FlyPix per accettare suggerimenti in un vettore FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign in to FlyPix to browse.</source>
      <translation>Accedi a FlyPix per sfogliare.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sign in to FlyPix to run a model.</source>
      <translation>Accedi a FlyPix per eseguire un modello.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sign in to FlyPix to send a region.</source>
      <translation>Accedi a FlyPix per inviare una regione.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign in…</source>
      <translation>Accedi…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign out</source>
      <translation>Esci</translation>
    </message>
    <message>
      <source>Signed in as &lt;b&gt;{user}&lt;/b&gt; at {url}</source>
      <translation type="vanished">Accesso eseguito come &lt;b&gt;{user}&lt;/b&gt; su {url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Signed in as {user} at {url}</source>
      <translation>Accesso come {user} su {url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Signed in with an API key at {url}</source>
      <translation>Accesso con una chiave API su {url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Signing in…</source>
      <translation>Accesso in corso…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Stop watching</source>
      <translation>Smetti di seguire</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Stopped watching “{model}” on {raster}: {reason}</source>
      <translation>Non si segue più «{model}» su {raster}: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Stopped watching “{model}” on {raster}; the inference goes on in FlyPix.</source>
      <translation>Non si segue più «{model}» su {raster}; l'inferenza prosegue in FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>The chat now talks about {name}.</source>
      <translation>Ora la chat parla di {name}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>The download link of {name} expired and FlyPix gave no new one. {reason}</source>
      <translation>Il link di download di {name} è scaduto e FlyPix non ne ha fornito uno nuovo. {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The models could not be listed: {reason}</source>
      <translation>Non è stato possibile elencare i modelli: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The previous region is still being sent to FlyPix.</source>
      <translation>La regione precedente è ancora in invio a FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The previous run is still being prepared.</source>
      <translation>L'esecuzione precedente è ancora in preparazione.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>The previous suggestions are still being sent to FlyPix.</source>
      <translation>I suggerimenti precedenti sono ancora in invio a FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The status of “{model}” could not be read: {reason}; asking again in {seconds:.0f} s.</source>
      <translation>Non è stato possibile leggere lo stato di «{model}»: {reason}; nuova richiesta tra {seconds:.0f} s.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Use selected polygons</source>
      <translation>Usa poligoni selezionati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>User name</source>
      <translation>Nome utente</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>User name and password</source>
      <translation>Nome utente e password</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>Your FlyPix API key, or user name and password, are kept in the QGIS authentication database.</source>
      <translation>La tua chiave API di FlyPix, oppure nome utente e password, sono conservati nel database di autenticazione di QGIS.</translation>
    </message>
    <message>
      <source>Your FlyPix user name and password are kept in the QGIS authentication database.</source>
      <translation type="vanished">Il nome utente e la password di FlyPix sono conservati nel database di autenticazione di QGIS.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>annotated</source>
      <translation>annotato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>choose one of the project's classes</source>
      <translation>scegli una delle classi del progetto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>failed ({status})</source>
      <translation>fallita ({status})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>finished, loading the results…</source>
      <translation>terminata, caricamento dei risultati…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>finished, results loaded</source>
      <translation>terminata, risultati caricati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>from your FlyPix account settings</source>
      <translation>dalle impostazioni del tuo account FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>inference</source>
      <translation>inferenza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>loading failed ({error}); see the GeoSense log</source>
      <translation>caricamento non riuscito ({error}); vedi il log di GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>no polygon is selected in “{name}”</source>
      <translation>nessun poligono selezionato in «{name}»</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>no suggestion selected</source>
      <translation>nessun suggerimento selezionato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>no usable polygon</source>
      <translation>nessun poligono utilizzabile</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>polygon {n} cannot be brought to EPSG:3857: {err}</source>
      <translation>il poligono {n} non può essere trasformato in EPSG:3857: {err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>polygon {n} is not a usable polygon</source>
      <translation>il poligono {n} non è un poligono utilizzabile</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>select polygons in a polygon layer first (the active layer is none)</source>
      <translation>seleziona prima dei poligoni in un layer di poligoni (nessun layer attivo)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>suggestion {n} cannot be brought to EPSG:3857: {err}</source>
      <translation>il suggerimento {n} non può essere portato in EPSG:3857: {err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>suggestion {n} is not a usable polygon</source>
      <translation>il suggerimento {n} non è un poligono utilizzabile</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>the active layer “{name}” has no polygons</source>
      <translation>il layer attivo «{name}» non ha poligoni</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>the confidence for suggestions without one must be between 0 and 1</source>
      <translation>la confidenza per i suggerimenti che non ne hanno una deve essere tra 0 e 1</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>unclassified</source>
      <translation>non classificato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{error}; see the GeoSense log</source>
      <translation>{error}; vedi il registro di GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{model} on {raster}: {status}</source>
      <translation>{model} su {raster}: {status}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>{name} (FlyPix)</source>
      <translation>{name} (FlyPix)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{name} is not a vector loaded from FlyPix</source>
      <translation>{name} non è un vettore caricato da FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded</source>
      <translation>{name} caricato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded: {n} feature</source>
      <translation>{name} caricato: {n} elemento</translation>
    </message>
    <message>
      <source>{name} loaded: {n} feature(s)</source>
      <translation type="vanished">{name} caricato: {n} elemento/i</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded: {n} features</source>
      <translation>{name} caricato: {n} elementi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} annotation created in FlyPix (id {ids})</source>
      <translation>{n} annotazione creata in FlyPix (ID {ids})</translation>
    </message>
    <message>
      <source>{n} annotation(s) created in FlyPix (ids {ids})</source>
      <translation type="vanished">Annotazioni create in FlyPix: {n} (ID {ids})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} annotations created in FlyPix (ids {ids})</source>
      <translation>{n} annotazioni create in FlyPix (ID {ids})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{n} inference region added to {raster} in FlyPix.</source>
      <translation>{n} regione di inferenza aggiunta a {raster} in FlyPix.</translation>
    </message>
    <message>
      <source>{n} inference region(s) added to {raster} in FlyPix.</source>
      <translation type="vanished">{n} regione/i di inferenza aggiunta/e a {raster} in FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{n} inference regions added to {raster} in FlyPix.</source>
      <translation>{n} regioni di inferenza aggiunte a {raster} in FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} invalid polygon repaired</source>
      <translation>poligoni non validi riparati: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} invalid polygon that could not be repaired (skipped)</source>
      <translation>poligoni non validi non riparabili, ignorati: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} not a polygon (skipped)</source>
      <translation>geometrie che non sono poligoni, ignorate: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>{n} polygons are too many for one upload (at most {max})</source>
      <translation>{n} poligoni sono troppi per un solo invio (al massimo {max})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} suggestion has no confidence and is sent with {value:.2f}.</source>
      <translation>{n} suggerimento non ha confidenza e verrà inviato con {value:.2f}.</translation>
    </message>
    <message>
      <source>{n} suggestion(s) have no confidence and are sent with {value:.2f}.</source>
      <translation type="vanished">{n} suggerimento/i senza confidenza verranno inviati con {value:.2f}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} suggestions have no confidence and are sent with {value:.2f}.</source>
      <translation>{n} suggerimenti non hanno confidenza e verranno inviati con {value:.2f}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} unreadable geometry (skipped)</source>
      <translation>geometrie illeggibili ignorate: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{status}; the last check failed: {reason}</source>
      <translation>{status}; l'ultimo controllo è fallito: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” failed on {raster} (FlyPix says {status}); nothing was loaded.</source>
      <translation>«{model}» è fallito su {raster} (FlyPix dice {status}); non è stato caricato nulla.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” finished on {raster}, but FlyPix lists no new inference vector.</source>
      <translation>«{model}» è terminato su {raster}, ma FlyPix non elenca alcun nuovo vettore di inferenza.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” finished on {raster}: {name} loaded, ready to ask about and accept.</source>
      <translation>«{model}» è terminato su {raster}: {name} caricato, pronto per domande e per essere accettato.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” is running on {raster} in FlyPix; its status is followed here.</source>
      <translation>«{model}» è in esecuzione su {raster} in FlyPix; il suo stato è seguito qui.</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseProcessing</name>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>A class hint needs a class field; the hint was not used</source>
      <translation>Un indizio di classe richiede un campo classe; l'indizio non è stato usato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Accept suggestions into a layer</source>
      <translation>Accetta suggerimenti in un layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Adds the polygons of the suggestions layer whose confidence is at least the minimum to the target layer, as the GeoSense accept does. Geometries are transformed and repaired, the class value and the provenance are written, and all of it is one undo step. Suggestions that cannot be added are refused and the log says why. A target in the project keeps the changes in its edit buffer unless you save them; any other target is saved.</source>
      <translation>Aggiunge al layer di destinazione i poligoni del layer dei suggerimenti la cui confidenza raggiunge il minimo, come fa l'accettazione di GeoSense. Le geometrie vengono trasformate e riparate, il valore classe e la provenienza vengono scritti, e tutto è un unico passo di annullamento. I suggerimenti che non si possono aggiungere vengono rifiutati e il log dice perché. Una destinazione del progetto tiene le modifiche nel buffer di modifica finché non vengono salvate; ogni altra destinazione viene salvata.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>An overlap needs polygon layers</source>
      <translation>Una sovrapposizione richiede layer di poligoni</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Area</source>
      <translation>Area</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Choose at least one shape descriptor</source>
      <translation>Scegli almeno un descrittore di forma</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Choose reference features or a class hint</source>
      <translation>Scegli elementi di riferimento o un indizio di classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Class field</source>
      <translation>Campo classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Class hint</source>
      <translation>Indizio di classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Class value</source>
      <translation>Valore classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Compactness</source>
      <translation>Compattezza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Confidence field</source>
      <translation>Campo confidenza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Connecting lines</source>
      <translation>Linee di collegamento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Convexity</source>
      <translation>Convessità</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Distance</source>
      <translation>Distanza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Elongation</source>
      <translation>Allungamento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Feature {fid} refused ({reason})</source>
      <translation>Elemento {fid} rifiutato ({reason})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Features added</source>
      <translation>Elementi aggiunti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Features added to {layer}: {n}; suggestions refused: {refused}</source>
      <translation>Elementi aggiunti a {layer}: {n}; suggerimenti rifiutati: {refused}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Features near or overlapping</source>
      <translation>Elementi vicini o sovrapposti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/base.py" />
      <source>Find features</source>
      <translation>Trova elementi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Find similar features</source>
      <translation>Trova elementi simili</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Finds the polygons of the input layer whose shape is most like the reference features (area, compactness, elongation, orientation, convexity, vertex count), as the GeoSense find similar does. References are the selected features, the features matching an expression, or the features of a reference layer. A class hint keeps the candidates of the classes it names. The output has the similarity score (0 to 1) and the rank of each feature found.</source>
      <translation>Trova i poligoni del layer in ingresso la cui forma somiglia di più agli elementi di riferimento (area, compattezza, allungamento, orientazione, convessità, conteggio vertici), come fa Trova simili di GeoSense. I riferimenti sono gli elementi selezionati, gli elementi che soddisfano un'espressione o gli elementi di un layer di riferimento. Un indizio di classe tiene i candidati delle classi che nomina. Il risultato ha il punteggio di somiglianza (da 0 a 1) e la posizione in classifica di ogni elemento trovato.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/provider.py" />
      <source>GeoSense find similar, features near and accept suggestions</source>
      <translation>GeoSense, trova simili, elementi vicini e accettazione dei suggerimenti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Input layer</source>
      <translation>Layer in ingresso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Minimum confidence</source>
      <translation>Confidenza minima</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Minimum overlap (share of the smaller feature)</source>
      <translation>Sovrapposizione minima (quota dell'elemento più piccolo)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Minimum similarity (0 for automatic)</source>
      <translation>Somiglianza minima (0 per automatica)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Mode</source>
      <translation>Modalità</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Nothing to accept</source>
      <translation>Niente da accettare</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Nothing was added to {layer} ({reason})</source>
      <translation>Niente è stato aggiunto a {layer} ({reason})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Number of features (0 for no limit)</source>
      <translation>Numero di elementi (0 per nessun limite)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Number of similar features</source>
      <translation>Numero di elementi simili</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Orientation</source>
      <translation>Orientazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Overlap</source>
      <translation>Sovrapposizione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Pairs</source>
      <translation>Coppie</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Pairs each source feature with the target features within a distance (in the source layer's units) or overlapping it, as the GeoSense highlight shows them. The pairs keep the source geometry and the attributes of both features, with the distance and the length of the connecting line in metres on the ellipsoid, or the overlap as a share of the smaller feature. For a distance the connecting lines are a second output.</source>
      <translation>Accoppia ogni elemento di origine con gli elementi di destinazione entro una distanza (nelle unità del layer di origine) o che lo sovrappongono, come li mostra l'evidenziazione di GeoSense. Le coppie tengono la geometria di origine e gli attributi di entrambi gli elementi, con la distanza e la lunghezza della linea di collegamento in metri sull'ellissoide, o con la sovrapposizione come quota dell'elemento più piccolo. Per una distanza, le linee di collegamento sono un secondo risultato.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Reasons for refusals</source>
      <translation>Motivi dei rifiuti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Reference features (expression)</source>
      <translation>Elementi di riferimento (espressione)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Reference layer</source>
      <translation>Layer di riferimento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Save the edits of the target layer</source>
      <translation>Salva le modifiche del layer di destinazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Selected features are the references</source>
      <translation>Gli elementi selezionati sono i riferimenti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Shape descriptors</source>
      <translation>Descrittori di forma</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Similar features</source>
      <translation>Elementi simili</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Source layer</source>
      <translation>Layer di origine</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/base.py" />
      <source>Suggestions</source>
      <translation>Suggerimenti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Suggestions layer</source>
      <translation>Layer dei suggerimenti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Suggestions refused</source>
      <translation>Suggerimenti rifiutati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Target layer</source>
      <translation>Layer di destinazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The class hint names no class of the class field; it was not used</source>
      <translation>L'indizio di classe non nomina nessuna classe del campo classe; non è stato usato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>The edits of {layer} could not be saved ({errors})</source>
      <translation>Le modifiche di {layer} non si sono potute salvare ({errors})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>The input layer has no field {field}</source>
      <translation>Il layer in ingresso non ha il campo {field}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The input layer has no selected features</source>
      <translation>Il layer in ingresso non ha elementi selezionati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The reference expression is not valid ({error})</source>
      <translation>L'espressione di riferimento non è valida ({error})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Vertex count</source>
      <translation>Conteggio vertici</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>confidence {value:.2f} is below {minimum:.2f}</source>
      <translation>confidenza {value:.2f} inferiore a {minimum:.2f}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>no confidence value</source>
      <translation>nessun valore di confidenza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>the confidence is not a number from 0 to 1</source>
      <translation>la confidenza non è un numero da 0 a 1</translation>
    </message>
    <message>
      <source>{n} feature(s) added to {layer}; {refused} suggestion(s) refused</source>
      <translation type="vanished">Elementi aggiunti a {layer}: {n}; suggerimenti rifiutati: {refused}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>{n} geometries repaired</source>
      <translation>Geometrie riparate: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>{n} geometry repaired</source>
      <translation>Geometria riparata: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>{n} pair found</source>
      <translation>{n} coppia trovata</translation>
    </message>
    <message>
      <source>{n} pair(s) found</source>
      <translation type="vanished">Coppie trovate: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>{n} pairs found</source>
      <translation>{n} coppie trovate</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>{n} similar feature found</source>
      <translation>{n} elemento simile trovato</translation>
    </message>
    <message>
      <source>{n} similar feature(s) found</source>
      <translation type="vanished">Elementi simili trovati: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>{n} similar features found</source>
      <translation>{n} elementi simili trovati</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseProvenance</name>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>A convenience, with a call into Python for each feature. To style, label or filter a large layer, write provenance into fields (Provenance… beside Accept into) and use the field instead.</source>
      <translation>Una comodità, con una chiamata a Python per ogni elemento. Per applicare uno stile, etichettare o filtrare un vettore grande, scrivi la provenienza in campi (Provenienza… accanto a Accetta in) e usa invece il campo.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Accepted at</source>
      <translation>Accettato il</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Accepted by</source>
      <translation>Accettato da</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Answer (excerpt)</source>
      <translation>Risposta (estratto)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Backend</source>
      <translation>Backend</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Confidence</source>
      <translation>Confidenza</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Conversation id</source>
      <translation>ID conversazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Examples</source>
      <translation>Esempi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Keys</source>
      <translation>Chiavi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Message id</source>
      <translation>ID messaggio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Suggested by GeoSense</source>
      <translation>Suggerito da GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Syntax</source>
      <translation>Sintassi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Where a feature accepted from a GeoSense suggestion came from. NULL for features GeoSense did not suggest.</source>
      <translation>Da dove proviene un elemento accettato da un suggerimento GeoSense. NULL per gli elementi che GeoSense non ha suggerito.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>geosense_provenance: unknown key {key!r}; one of {keys}</source>
      <translation>geosense_provenance: chiave sconosciuta {key!r}; deve essere una tra {keys}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>{key} cannot be written into a field</source>
      <translation>{key} non può essere scritto in un campo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>{layer} already has a field “{name}” of another type</source>
      <translation>{layer} ha già un campo “{name}” di un altro tipo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is chosen twice</source>
      <translation>“{name}” è scelto due volte</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is longer than the {n} characters a field name of {layer} may have</source>
      <translation>“{name}” supera i {n} caratteri che un nome di campo di {layer} può avere</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is not a usable field name (letters, digits and _, at most 63)</source>
      <translation>“{name}” non è un nome di campo utilizzabile (lettere, cifre e _, al massimo 63)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is the name of GeoSense's own virtual field</source>
      <translation>“{name}” è il nome del campo virtuale proprio di GeoSense</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseResolver</name>
    <message>
      <location filename="../geosense_dock/map/resolver.py" />
      <source>{0} (not saved yet)</source>
      <translation>{0} (non ancora salvato)</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseResults</name>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>Could not write {path}: {message}</source>
      <translation>Impossibile scrivere {path}: {message}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar failed</source>
      <translation>Trova simili non riuscito</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar failed: {}</source>
      <translation>Trova simili non riuscito: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar needs numpy, which is not installed</source>
      <translation>Trova simili richiede numpy, che non è installato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar was cancelled</source>
      <translation>Trova simili è stato annullato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/manager.py" />
      <source>GeoSense results</source>
      <translation>Risultati GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar_task.py" />
      <source>GeoSense: find similar</source>
      <translation>GeoSense: trova simili</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight_task.py" />
      <source>GeoSense: highlight</source>
      <translation>GeoSense: evidenzia</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight ({n})</source>
      <translation>Evidenziazione ({n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight failed: {}</source>
      <translation>Evidenziazione non riuscita: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight was cancelled</source>
      <translation>L'evidenziazione è stata annullata</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlighted {n} annotation</source>
      <translation>{n} annotazione evidenziata</translation>
    </message>
    <message>
      <source>Highlighted {n} annotation(s)</source>
      <translation type="vanished">Annotazioni evidenziate: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlighted {n} annotations</source>
      <translation>{n} annotazioni evidenziate</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>No usable suggestion: {}</source>
      <translation>Nessun suggerimento utilizzabile: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>No vector layer is shared with GeoSense</source>
      <translation>Nessun layer vettoriale è condiviso con GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>None of the annotations exist: {}</source>
      <translation>Nessuna delle annotazioni esiste: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>None of the samples exist: {}</source>
      <translation>Nessuno dei campioni esiste: {}</translation>
    </message>
    <message>
      <source>Samples not found: {ids}.</source>
      <translation type="vanished">Campioni non trovati: {ids}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Similar to {what}</source>
      <translation>Simili a {what}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>Suggestions ({n})</source>
      <translation>Suggerimenti ({n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/runs.py" />
      <source>The layer {} was removed before the result was ready; nothing was shown.</source>
      <translation>Il layer {} è stato rimosso prima che il risultato fosse pronto; non è stato mostrato nulla.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/runs.py" />
      <source>The result could not be shown: {}</source>
      <translation>Impossibile mostrare il risultato: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>The written layer {path} does not open</source>
      <translation>Il layer scritto {path} non si apre</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence 50-80 %</source>
      <translation>confidenza 50–80 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence &lt; 50 %</source>
      <translation>confidenza &lt; 50 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence &gt;= 80 %</source>
      <translation>confidenza ≥ 80 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>distances</source>
      <translation>distanze</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>geometry type differs from the other suggestions</source>
      <translation>il tipo di geometria è diverso dagli altri suggerimenti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>not found: {ids}</source>
      <translation>non trovati: {ids}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>overlaps</source>
      <translation>sovrapposizioni</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>the artifact holds no suggestions</source>
      <translation>i dati allegati non contengono suggerimenti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>unknown confidence</source>
      <translation>confidenza sconosciuta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} invalid geometries repaired</source>
      <translation>geometrie non valide riparate: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} invalid geometry repaired</source>
      <translation>{n} geometria non valida riparata</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} skipped</source>
      <translation>saltati: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} suggestion shown</source>
      <translation>{n} suggerimento mostrato</translation>
    </message>
    <message>
      <source>{n} suggestion(s) shown</source>
      <translation type="vanished">suggerimenti mostrati: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} suggestions shown</source>
      <translation>{n} suggerimenti mostrati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>{path} is not a GeoPackage that can be added to: {message}</source>
      <translation>{path} non è un GeoPackage a cui si possa aggiungere qualcosa: {message}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>{} — linked</source>
      <translation>{} — collegato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>{} — {}</source>
      <translation>{} — {}</translation>
    </message>
  </context>
  <context>
    <name>ProvenanceDialog</name>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>A virtual field kept in the project: the layer's data is not changed.</source>
      <translation>Un campo virtuale salvato nel progetto: i dati del layer non vengono modificati.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Also write provenance into fields of the layer</source>
      <translation>Scrivi anche la provenienza nei campi del layer</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Leave a name empty to leave that item out. Missing fields are created at the next accept, in the same undo step as the accepted features; existing fields of that name are filled.</source>
      <translation>Lascia vuoto un nome per omettere quella voce. I campi mancanti vengono creati alla prossima accettazione, nello stesso passaggio di annullamento degli elementi accettati; i campi esistenti con quel nome vengono compilati.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Provenance in “{0}”</source>
      <translation>Provenienza in “{0}”</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Show “Suggested by GeoSense” in Identify results, the attribute form and the attribute table</source>
      <translation>Mostra “Suggerito da GeoSense” nei risultati di Informazioni elementi, nel modulo attributi e nella tabella attributi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Style, label and filter by these fields (gs_confidence, for example), which QGIS reads as fast as any other field. With the answer, confidence, accepted by, accepted at and backend written, “Suggested by GeoSense” reads these fields too, without Python.</source>
      <translation>Applica lo stile, etichetta e filtra per questi campi (gs_confidence, per esempio), che QGIS legge veloce come qualsiasi altro campo. Con risposta, confidenza, accettato da, accettato il e backend scritti, “Suggerito da GeoSense” legge anch'esso questi campi, senza Python.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Suggest names</source>
      <translation>Suggerisci nomi</translation>
    </message>
  </context>
  <context>
    <name>SuggestionPanel</name>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>0 %</source>
      <translation>0 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept</source>
      <translation>Accetta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept anyway</source>
      <translation>Accetta comunque</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept into</source>
      <translation>Accetta in</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept suggestions</source>
      <translation>Accetta i suggerimenti</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept the suggestions chosen beside</source>
      <translation>Accetta i suggerimenti scelti accanto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Add a category for it</source>
      <translation>Aggiungi una categoria</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>All shown suggestions</source>
      <translation>Tutti i suggerimenti mostrati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Choose a layer to accept into</source>
      <translation>Scegli un layer in cui accettare</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Class field</source>
      <translation>Campo classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Class value</source>
      <translation>Valore classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Edit shape</source>
      <translation>Modifica forma</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Edit the suggestions with QGIS's vertex tool before accepting them</source>
      <translation>Modifica i suggerimenti con lo strumento vertici di QGIS prima di accettarli</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>How the accepted features of this layer show where they came from, and whether it is also written into fields</source>
      <translation>Come gli elementi accettati di questo layer mostrano la loro provenienza e se questa viene scritta anche nei campi</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Minimum confidence</source>
      <translation>Confidenza minima</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Next suggestion</source>
      <translation>Suggerimento successivo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Next ▶</source>
      <translation>Successivo ▶</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No category could be added to the style of {layer}</source>
      <translation>Impossibile aggiungere una categoria allo stile di {layer}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No suggestion to accept</source>
      <translation>Nessun suggerimento da accettare</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No suggestions</source>
      <translation>Nessun suggerimento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Not accepted: {reason}</source>
      <translation>Non accettato: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Nothing accepted</source>
      <translation>Nulla accettato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Previous suggestion</source>
      <translation>Suggerimento precedente</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Provenance…</source>
      <translation>Provenienza…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Reject</source>
      <translation>Rifiuta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Reject the suggestions chosen beside</source>
      <translation>Rifiuta i suggerimenti scelti accanto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Selected suggestions</source>
      <translation>Suggerimenti selezionati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Show the features the last accept added</source>
      <translation>Mostra gli elementi aggiunti dall'ultima accettazione</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The field of the target layer that takes the class value; the empty entry writes no class</source>
      <translation>Il campo del layer di destinazione che riceve il valore della classe; la voce vuota non scrive alcuna classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The style of {layer} does not draw the class value “{value}” of the field {field}. Features accepted with it would be invisible, and QGIS's Identify tool would not find them.</source>
      <translation>Lo stile di {layer} non disegna il valore di classe “{value}” del campo {field}. Gli elementi accettati con esso sarebbero invisibili e lo strumento Informazioni elementi di QGIS non li troverebbe.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The suggestions or the target layer changed while you were asked; nothing was accepted. Check them and accept again.</source>
      <translation>I suggerimenti o il layer di destinazione sono cambiati mentre ti veniva chiesto; non è stato accettato nulla. Controllali e accetta di nuovo.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>This suggestion</source>
      <translation>Questo suggerimento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to</source>
      <translation>Zoom a</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to accepted</source>
      <translation>Zoom sugli accettati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to this suggestion</source>
      <translation>Zoom su questo suggerimento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>none left</source>
      <translation>nessuno rimasto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>optional class value</source>
      <translation>valore classe facoltativo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>the layer has a filter ({filter}): features it does not match disappear from the layer once the edits are saved</source>
      <translation>il layer ha un filtro ({filter}): gli elementi che non lo soddisfano spariscono dal layer una volta salvate le modifiche</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{name} cannot be edited</source>
      <translation>{name} non può essere modificato</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} of them are not drawn by the layer's style: give them a class value it shows</source>
      <translation>{n} di essi non vengono disegnati dallo stile del layer: assegna loro un valore di classe che mostra</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} of them do not match the layer's filter ({filter}): they disappear from the layer once the edits are saved</source>
      <translation>{n} di essi non soddisfano il filtro del layer ({filter}): spariscono dal layer una volta salvate le modifiche</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestion added to {layer}; save the layer's edits to keep it</source>
      <translation>{n} suggerimento aggiunto a {layer}; salva le modifiche del layer per conservarlo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestion rejected</source>
      <translation>{n} suggerimento rifiutato</translation>
    </message>
    <message>
      <source>{n} suggestion(s) added to {layer}; save the layer's edits to keep them</source>
      <translation type="vanished">Suggerimenti aggiunti a {layer}: {n}; salva le modifiche del layer per conservarli</translation>
    </message>
    <message>
      <source>{n} suggestion(s) rejected</source>
      <translation type="vanished">Suggerimenti rifiutati: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestions added to {layer}; save the layer's edits to keep them</source>
      <translation>{n} suggerimenti aggiunti a {layer}; salva le modifiche del layer per conservarli</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestions rejected</source>
      <translation>{n} suggerimenti rifiutati</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{pos} of {n}</source>
      <translation>{pos} di {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>◀ Previous</source>
      <translation>◀ Precedente</translation>
    </message>
  </context>
</TS>
