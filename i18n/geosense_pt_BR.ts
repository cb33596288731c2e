<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
  <context>
    <name>GeoSense</name>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'samples' must be a list of {id, v?} objects</source>
      <translation>'samples' deve ser uma lista de objetos {id, v?}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'samples[{0}]' has no integer 'id'</source>
      <translation>'samples[{0}]' não tem um 'id' inteiro</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'{0}' must be a list of annotation ids</source>
      <translation>'{0}' deve ser uma lista de IDs de anotação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'{0}[{1}]' is not an integer annotation id: {2!r}</source>
      <translation>'{0}[{1}]' não é um ID de anotação inteiro: {2!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>(interrupted: {0}; the answer is incomplete)</source>
      <translation>(interrompida: {0}; a resposta está incompleta)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>(interrupted; the answer is incomplete)</source>
      <translation>(interrompida; a resposta está incompleta)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>(the answer above is incomplete)</source>
      <translation>(a resposta acima está incompleta)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>1 layer</source>
      <translation>1 camada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>1 sketch</source>
      <translation>1 esboço</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>&lt;p&gt;Ask GeoSense about your layers: select features on the map, then type a question below.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Pergunte ao GeoSense sobre suas camadas: selecione feições no mapa e digite uma pergunta abaixo.&lt;/p&gt;</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>&lt;{0}&gt; needs a value</source>
      <translation>&lt;{0}&gt; precisa de um valor</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>A field with each feature's confidence, 0 to 1</source>
      <translation>Um campo com a confiança de cada feição, de 0 a 1</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>A shared layer was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>Uma camada compartilhada foi removida enquanto a mensagem era preparada; nada foi enviado. Envie a mensagem novamente.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>API token</source>
      <translation>Token da API</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Activity: 1 step</source>
      <translation>Atividade: 1 etapa</translation>
    </message>
    <message>
      <source>Activity: {0} step(s)</source>
      <translation type="vanished">Atividade: {0} etapa(s)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Activity: {0} steps</source>
      <translation>Atividade: {0} etapas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Add context</source>
      <translation>Adicionar contexto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Add context to the next message</source>
      <translation>Adicionar contexto à próxima mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Agent URL</source>
      <translation>URL do agente</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Allow backend tools</source>
      <translation>Permitir ferramentas do servidor</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Allow the agent to run backend tools (sent with every message)</source>
      <translation>Permitir que o agente execute ferramentas do servidor (enviado com cada mensagem)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>An image of the map goes with the message</source>
      <translation>Uma imagem do mapa é enviada com a mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Annotation ids</source>
      <translation>IDs de anotação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Annotation {0} not found: {1}</source>
      <translation>Anotação {0} não encontrada: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Answer state</source>
      <translation>Estado da resposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Answer to the tool call “{0}”, {1} characters of text</source>
      <translation>Resposta à chamada da ferramenta “{0}”, {1} caracteres de texto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Answer: {0}</source>
      <translation>Resposta: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Answered in your own words.</source>
      <translation>Respondido com suas próprias palavras.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>App URL</source>
      <translation>URL do aplicativo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>App URL (internal links)</source>
      <translation>URL do aplicativo (links internos)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked</source>
      <translation>Aprovação solicitada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: backend tools</source>
      <translation>Aprovação solicitada: ferramentas do servidor</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: this costs credits</source>
      <translation>Aprovação solicitada: isto consome créditos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: this deletes data</source>
      <translation>Aprovação solicitada: isto exclui dados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed</source>
      <translation>Aprovação necessária</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: backend tools</source>
      <translation>Aprovação necessária: ferramentas do servidor</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: this costs credits</source>
      <translation>Aprovação necessária: isto consome créditos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: this deletes data</source>
      <translation>Aprovação necessária: isto exclui dados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Approval requested ({0}): {1}</source>
      <translation>Aprovação solicitada ({0}): {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approve</source>
      <translation>Aprovar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approve the request</source>
      <translation>Aprovar a solicitação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approving also allows backend tools for this conversation.</source>
      <translation>Aprovar também permite ferramentas do servidor nesta conversa.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Area of {0}</source>
      <translation>Área de {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Artifacts to: {0}</source>
      <translation>Dados anexados para: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>As HTML…</source>
      <translation>Como HTML…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>As Markdown…</source>
      <translation>Como Markdown…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about the selection</source>
      <translation>Perguntar ao GeoSense sobre a seleção</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about these features</source>
      <translation>Perguntar ao GeoSense sobre estas feições</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about these layers</source>
      <translation>Perguntar ao GeoSense sobre estas camadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this class</source>
      <translation>Perguntar ao GeoSense sobre esta classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this feature</source>
      <translation>Perguntar ao GeoSense sobre esta feição</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this layer</source>
      <translation>Perguntar ao GeoSense sobre esta camada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Ask GeoSense about your layers… Type @ to mention a feature, layer or class (Enter to send, Shift+Enter for a new line)</source>
      <translation>Pergunte ao GeoSense sobre suas camadas… Digite @ para mencionar uma feição, camada ou classe (Enter envia, Shift+Enter inicia uma nova linha)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>Ask: {0}</source>
      <translation>Perguntar: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Attributes that may be sent</source>
      <translation>Atributos que podem ser enviados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Attributes that may be sent (besides id, class, confidence)</source>
      <translation>Atributos que podem ser enviados (além de id, classe, confiança)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Automatic (WebSocket, else HTTP)</source>
      <translation>Automático (WebSocket, senão HTTP)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Backend tools allowed: no</source>
      <translation>Ferramentas do servidor permitidas: não</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Backend tools allowed: yes</source>
      <translation>Ferramentas do servidor permitidas: sim</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cancel queued message</source>
      <translation>Cancelar mensagem na fila</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Cannot read this value: {0}</source>
      <translation>Não é possível ler este valor: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Categories</source>
      <translation>Categorias</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Choose the shared layers</source>
      <translation>Escolher as camadas compartilhadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Choose which layers are shared with GeoSense</source>
      <translation>Escolher quais camadas são compartilhadas com o GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Class {0} not found: {1}</source>
      <translation>Classe {0} não encontrada: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Classes</source>
      <translation>Classes</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Clear results</source>
      <translation>Limpar resultados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Click features on the map to refer to them in your message (Escape or a right click ends)</source>
      <translation>Clique em feições no mapa para referenciá-las na mensagem (Esc ou clique com o botão direito encerra)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Comma-separated field names whose values may go with a shared layer, besides the annotation id, class and confidence</source>
      <translation>Nomes de campos separados por vírgulas cujos valores podem ir com uma camada compartilhada, além do id da anotação, da classe e da confiança</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Confidence</source>
      <translation>Confiança</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Confidence of {0}</source>
      <translation>Confiança de {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Confirm before a layer is shared for the first time</source>
      <translation>Confirmar antes de uma camada ser compartilhada pela primeira vez</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Confirm each time</source>
      <translation>Confirmar toda vez</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connected</source>
      <translation>Conectado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connected ({0})</source>
      <translation>Conectado ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connecting…</source>
      <translation>Conectando…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connection state</source>
      <translation>Estado da conexão</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connection state indicator</source>
      <translation>Indicador do estado da conexão</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Conversation</source>
      <translation>Conversa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy as text</source>
      <translation>Copiar como texto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy contexts</source>
      <translation>Copiar contextos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy markup</source>
      <translation>Copiar marcação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy this message</source>
      <translation>Copiar esta mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Cost: {0:g} credits</source>
      <translation>Custo: {0:g} créditos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cost: {0} credits</source>
      <translation>Custo: {0} créditos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>Could not fetch the data attached to the answer: {0}</source>
      <translation>Não foi possível obter os dados anexados à resposta: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>Data attached to the answer could not be fetched: {0}</source>
      <translation>Não foi possível obter os dados anexados à resposta: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Data context</source>
      <translation>Contexto de dados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Data not available: {0}</source>
      <translation>Dados não disponíveis: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Dataset</source>
      <translation>Conjunto de dados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Developer mode (copy raw markup and contexts)</source>
      <translation>Modo de desenvolvedor (copiar a marcação bruta e os contextos)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Disconnected</source>
      <translation>Desconectado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Docs URL</source>
      <translation>URL da documentação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Draw polygons on the map to send with the next message</source>
      <translation>Desenhe polígonos no mapa para enviar com a próxima mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>E</source>
      <translation>L</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Enter your FlyPix API key.</source>
      <translation>Digite sua chave de API do FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Everything available is attached</source>
      <translation>Tudo o que está disponível já está anexado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Export</source>
      <translation>Exportar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Export the conversation</source>
      <translation>Exportar a conversa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Feature id</source>
      <translation>ID da feição</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/writers.py" />
      <source>Find Similar located 1 result belonging to class {0}.</source>
      <translation>Encontrar semelhantes localizou 1 resultado da classe {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/writers.py" />
      <source>Find Similar located {0} results belonging to class {1}.</source>
      <translation>Encontrar semelhantes localizou {0} resultados da classe {1}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Find similar</source>
      <translation>Encontrar semelhantes</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>FlyPix GeoSense API</source>
      <translation>API GeoSense da FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>FlyPix URL: {reason}</source>
      <translation>URL do FlyPix: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered inference {0} without a status</source>
      <translation>O FlyPix respondeu à inferência {0} sem status</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the balance with something that is not an object</source>
      <translation>O FlyPix respondeu ao saldo com algo que não é um objeto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the estimate with something that is not an object</source>
      <translation>O FlyPix respondeu à estimativa com algo que não é um objeto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix answered the message without a response</source>
      <translation>o FlyPix respondeu à mensagem sem uma resposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the model run without an inference id</source>
      <translation>O FlyPix respondeu à execução do modelo sem id de inferência</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix answered the sign-in without an access token</source>
      <translation>o FlyPix respondeu ao login sem um token de acesso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_requests.py" />
      <source>FlyPix answered the {0} with something that is not a list</source>
      <translation>o FlyPix respondeu a {0} com algo que não é uma lista</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix answered {0} with something that is not JSON</source>
      <translation>o FlyPix respondeu a {0} com algo que não é JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_redirects.py" />
      <source>FlyPix at {0} redirected to another server ({1}); not followed, so that your FlyPix credentials are never sent there. Check the FlyPix URL in the settings</source>
      <translation>o FlyPix em {0} redirecionou para outro servidor ({1}); não seguido, para que suas credenciais do FlyPix nunca sejam enviadas para lá. Verifique a URL do FlyPix nas configurações</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_redirects.py" />
      <source>FlyPix at {0} redirected to the insecure {1}; not followed, so that your FlyPix credentials are not sent without encryption</source>
      <translation>o FlyPix em {0} redirecionou para o endereço inseguro {1}; não seguido, para que suas credenciais do FlyPix não sejam enviadas sem criptografia</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix could not find it</source>
      <translation>O FlyPix não encontrou</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix denied access</source>
      <translation>O FlyPix negou o acesso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not accept the API key ({0})</source>
      <translation>o FlyPix não aceitou a chave de API ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not accept the user name or password ({0})</source>
      <translation>O FlyPix não aceitou o nome de usuário ou a senha ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not answer within {0:g} s</source>
      <translation>O FlyPix não respondeu em {0:g} s</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix did not return a GeoSense session id</source>
      <translation>o FlyPix não retornou um ID de sessão do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <source>FlyPix did not store it</source>
      <translation>o FlyPix não a armazenou</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix failed</source>
      <translation>Falha no FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix gave no download link for file {0}</source>
      <translation>O FlyPix não forneceu link de download para o arquivo {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix gives this raster's imagery as {0}, which QGIS cannot show</source>
      <translation>O FlyPix entrega as imagens deste raster como {0}, que o QGIS não consegue exibir</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix is busy (too many requests); try again shortly</source>
      <translation>O FlyPix está ocupado (solicitações demais); tente novamente em instantes</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix names no file for this raster</source>
      <translation>O FlyPix não indica nenhum arquivo para este raster</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix refused the request</source>
      <translation>O FlyPix recusou a solicitação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix refused the sign-in</source>
      <translation>O FlyPix recusou o login</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix refused your API key (revoked or expired). Enter a valid key.</source>
      <translation>O FlyPix recusou sua chave de API (revogada ou expirada). Digite uma chave válida.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix rejected your sign-in. Sign in again.</source>
      <translation>O FlyPix rejeitou seu login. Entre novamente.</translation>
    </message>
    <message>
      <source>FlyPix sent an event that could not be read: {0}</source>
      <translation type="vanished">O FlyPix enviou um evento que não pôde ser lido: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix stopped sending within {0:g} s</source>
      <translation>O FlyPix não enviou nada por {0:g} s</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix stored the artifact but returned no artifact_id</source>
      <translation>o FlyPix armazenou os dados anexados, mas não retornou artifact_id</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix takes messages of at most {0} characters; this one has {1}. Shorten it and send again</source>
      <translation>O FlyPix aceita mensagens de no máximo {0} caracteres; esta tem {1}. Encurte-a e envie novamente</translation>
    </message>
    <message>
      <source>FlyPix's answer did not name the new annotation</source>
      <translation type="vanished">a resposta do FlyPix não indicou a nova anotação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix's balance has no credits and withheld</source>
      <translation>O saldo do FlyPix não tem credits nem withheld</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix's estimate has no total_cost and total_pixels</source>
      <translation>A estimativa do FlyPix não tem total_cost nem total_pixels</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Focus the GeoSense composer</source>
      <translation>Ir para a caixa de mensagem do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Folder</source>
      <translation>Pasta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Frozen dataset</source>
      <translation>Conjunto de dados congelado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>GeoPackage (*.gpkg)</source>
      <translation>GeoPackage (*.gpkg)</translation>
    </message>
    <message>
      <source>GeoPackage (*.gpkg);;Keep in memory (*)</source>
      <translation type="vanished">GeoPackage (*.gpkg);;Manter na memória (*)</translation>
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
      <translation>Configurações do GeoSense…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>GeoSense agent over HTTP streaming (SSE)</source>
      <translation>Agente GeoSense via streaming HTTP (SSE)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>GeoSense agent over WebSocket</source>
      <translation>Agente GeoSense via WebSocket</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>GeoSense conversation</source>
      <translation>Conversa do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>GeoSense is answering…</source>
      <translation>O GeoSense está respondendo…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>GeoSense is answering… ({0})</source>
      <translation>O GeoSense está respondendo… ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>GeoSense results</source>
      <translation>Resultados do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>GeoSense settings</source>
      <translation>Configurações do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>GeoSense was closed.</source>
      <translation>O GeoSense foi fechado.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>GeoSense's answer</source>
      <translation>Resposta do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>GeoSense: fetching results</source>
      <translation>GeoSense: obtendo resultados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>GeoSense: preparing the message</source>
      <translation>GeoSense: preparando a mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>HTML (*.html)</source>
      <translation>HTML (*.html)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>HTTP 403 from {0} (refused by the proxy or the agent)</source>
      <translation>HTTP 403 de {0} (recusado pelo proxy ou pelo agente)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>HTTP streaming (SSE)</source>
      <translation>Streaming HTTP (SSE)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>HTTP {0} from {1}</source>
      <translation>HTTP {0} de {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Hide the results</source>
      <translation>Ocultar os resultados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Inference</source>
      <translation>Inferência</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Inference: {0}</source>
      <translation>Inferência: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Insert the selected features into the GeoSense composer</source>
      <translation>Inserir as feições selecionadas na caixa de mensagem do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Interrupted</source>
      <translation>Interrompido</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Interrupted: {0}</source>
      <translation>Interrompido: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep as layer…</source>
      <translation>Manter como camada…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep in memory (*)</source>
      <translation>Manter na memória (*)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep result as layer</source>
      <translation>Manter resultado como camada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Layer</source>
      <translation>Camada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Layer {0} not found: {1}</source>
      <translation>Camada {0} não encontrada: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Layer “{0}” (vector id {1})</source>
      <translation>Camada “{0}” (id do vetor {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Layers</source>
      <translation>Camadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Layers shared with GeoSense are sent with each message. By default every visible vector layer is shared.</source>
      <translation>As camadas compartilhadas com o GeoSense são enviadas com cada mensagem. Por padrão, toda camada vetorial visível é compartilhada.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Leave this out of the next message</source>
      <translation>Deixar isto fora da próxima mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>List of the shared local layers ({0})</source>
      <translation>Lista das camadas locais compartilhadas ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Make the result a real, editable layer (optionally saved to a GeoPackage)</source>
      <translation>Transformar o resultado em uma camada real e editável (opcionalmente salva em um GeoPackage)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Map</source>
      <translation>Mapa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Map state: the view and {0} layer name</source>
      <translation>Estado do mapa: a visualização e {0} nome de camada</translation>
    </message>
    <message>
      <source>Map state: the view and {0} layer name(s)</source>
      <translation type="vanished">Estado do mapa: a visualização e {0} nome(s) de camada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Map state: the view and {0} layer names</source>
      <translation>Estado do mapa: a visualização e {0} nomes de camada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Markdown (*.md)</source>
      <translation>Markdown (*.md)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Message actions</source>
      <translation>Ações da mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/controller.py" />
      <source>Message not sent: {0}</source>
      <translation>Mensagem não enviada: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Message text: {0} characters</source>
      <translation>Texto da mensagem: {0} caracteres</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Message to GeoSense</source>
      <translation>Mensagem para o GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Model</source>
      <translation>Modelo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>N</source>
      <translation>N</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Never send</source>
      <translation>Nunca enviar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New</source>
      <translation>Nova</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New conversation</source>
      <translation>Nova conversa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New message instead</source>
      <translation>Nova mensagem em vez disso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>No answer</source>
      <translation>Sem resposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>No answer: {0}</source>
      <translation>Sem resposta: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>No feature there: click inside a feature.</source>
      <translation>Não há feição aí: clique dentro de uma feição.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>No results yet. Highlights, similar features and suggestions from GeoSense appear here as temporary layers.</source>
      <translation>Ainda não há resultados. Destaques, feições semelhantes e sugestões do GeoSense aparecem aqui como camadas temporárias.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>No screenshot was sent: screenshots are not allowed ({0}).</source>
      <translation>Nenhuma captura de tela foi enviada: capturas de tela não são permitidas ({0}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>No screenshot was sent: you declined.</source>
      <translation>Nenhuma captura de tela foi enviada: você recusou.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>None</source>
      <translation>Nenhum</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>None (1.0)</source>
      <translation>Nenhum (1,0)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Not a documentation path</source>
      <translation>Não é um caminho da documentação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Not an annotation id: {0}</source>
      <translation>Não é um ID de anotação: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>Not inserted: {0}.</source>
      <translation>Não inserido: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Not opened: only web (http, https) and app links are followed ({0})</source>
      <translation>Não aberto: apenas links da web (http, https) e do aplicativo são abertos ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/composing.py" />
      <source>Not sent: the message refers to a layer that is not shared. Share it, or remove its references.</source>
      <translation>Não enviada: a mensagem se refere a uma camada que não está compartilhada. Compartilhe-a ou remova as referências a ela.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Not sent: {0}</source>
      <translation>Não enviada: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Nothing is selected: select features on the map first.</source>
      <translation>Nada está selecionado: selecione feições no mapa primeiro.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Notice</source>
      <translation>Aviso</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Offline</source>
      <translation>Offline</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Open the GeoSense dock and type your question</source>
      <translation>Abrir o painel GeoSense e digitar sua pergunta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Open the results in a panel of their own</source>
      <translation>Abrir os resultados em um painel próprio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Open this long answer in a window of its own</source>
      <translation>Abrir esta resposta longa em uma janela própria</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Order</source>
      <translation>Pedido</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Orientation of {0}</source>
      <translation>Orientação de {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>Over FlyPix, GeoSense answers in one piece: no streaming, no approvals, no activity log, and the agent cannot run tools in QGIS. Highlights, suggestions and data in its answers still work.</source>
      <translation>Pelo FlyPix, o GeoSense responde de uma só vez: sem streaming, sem aprovações, sem registro de atividades, e o agente não pode executar ferramentas no QGIS. Destaques, sugestões e dados nas respostas continuam funcionando.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Pick</source>
      <translation>Apontar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Pick features on the map for the message</source>
      <translation>Apontar feições no mapa para a mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Plan:</source>
      <translation>Plano:</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Position ({0}) of {1}: {2}</source>
      <translation>Posição ({0}) de {1}: {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Position of {0}</source>
      <translation>Posição de {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Preparing the message failed (see the GeoSense log). The message was not sent.</source>
      <translation>A preparação da mensagem falhou (veja o registro do GeoSense). A mensagem não foi enviada.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Preparing the message was cancelled.</source>
      <translation>A preparação da mensagem foi cancelada.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Project</source>
      <translation>Projeto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Put the results back under the conversation</source>
      <translation>Colocar os resultados de volta abaixo da conversa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>QGIS could not open the imagery ({0})</source>
      <translation>O QGIS não conseguiu abrir as imagens ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>QGIS feature ids as the ids, the field {0} may not be sent</source>
      <translation>ids de feição do QGIS como ids, o campo {0} não pode ser enviado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Queued: will be sent when the agent is connected and free.</source>
      <translation>Na fila: será enviada quando o agente estiver conectado e livre.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Queued: {0}</source>
      <translation>Na fila: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Raster</source>
      <translation>Raster</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Reconnecting…</source>
      <translation>Reconectando…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>Reference not found: {0}</source>
      <translation>Referência não encontrada: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>References to insert</source>
      <translation>Referências a inserir</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>References to “{0}” were not inserted: the layer is not shared.</source>
      <translation>As referências a “{0}” não foram inseridas: a camada não está compartilhada.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Region {0}: {1}</source>
      <translation>Região {0}: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Regions</source>
      <translation>Regiões</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Reject</source>
      <translation>Rejeitar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Reject the request</source>
      <translation>Rejeitar a solicitação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Remove</source>
      <translation>Remover</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Remove context</source>
      <translation>Remover contexto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Results</source>
      <translation>Resultados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Retry connecting now</source>
      <translation>Tentar conectar agora</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Retry now</source>
      <translation>Tentar agora</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Run {0}</source>
      <translation>Executar {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>S</source>
      <translation>S</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Samples not found: {0}.</source>
      <translation>Amostras não encontradas: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot</source>
      <translation>Captura de tela</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Screenshot of the map</source>
      <translation>Captura de tela do mapa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot that was sent</source>
      <translation>Captura de tela enviada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot: {0} × {1} px of {2}</source>
      <translation>Captura de tela: {0} × {1} px de {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Screenshots</source>
      <translation>Capturas de tela</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Selection</source>
      <translation>Seleção</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Selection: features {0}, regions {1}, suggestions {2}</source>
      <translation>Seleção: feições {0}, regiões {1}, sugestões {2}</translation>
    </message>
    <message>
      <source>Selection: {0} feature(s), {1} region(s), {2} suggestion(s)</source>
      <translation type="vanished">Seleção: {0} feição(ões), {1} região(ões), {2} sugestão(ões)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send</source>
      <translation>Enviar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Send a screenshot of the map with this message?</source>
      <translation>Enviar uma captura de tela do mapa com esta mensagem?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send as a new message instead of answering the question</source>
      <translation>Enviar como nova mensagem em vez de responder à pergunta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send message</source>
      <translation>Enviar mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Send this layer's features with each message</source>
      <translation>Enviar as feições desta camada com cada mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send what you type as a new message, not as the answer to the question</source>
      <translation>Enviar o que você digitou como nova mensagem, não como resposta à pergunta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Send when asked for</source>
      <translation>Enviar quando solicitado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sent with this message ({0})</source>
      <translation>Enviado com esta mensagem ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Set aside: you sent a new message instead.</source>
      <translation>Deixada de lado: você enviou uma nova mensagem em vez disso.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Set aside: {0}</source>
      <translation>Deixada de lado: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Settings</source>
      <translation>Configurações</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Settings problem: {0}</source>
      <translation>Problema nas configurações: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Share</source>
      <translation>Compartilhar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Share the layer “{0}” with GeoSense? Its {1} feature goes with this message (id, class, confidence, area, geometry{2}).</source>
      <translation>Compartilhar a camada “{0}” com o GeoSense? Sua {1} feição vai com esta mensagem (id, classe, confiança, área, geometria{2}).</translation>
    </message>
    <message>
      <source>Share the layer “{0}” with GeoSense? Its {1} feature(s) go with this message (id, class, confidence, area, geometry{2}).</source>
      <translation type="vanished">Compartilhar a camada “{0}” com o GeoSense? Suas {1} feição(ões) vão com esta mensagem (id, classe, confiança, área, geometria{2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Share the layer “{0}” with GeoSense? Its {1} features go with this message (id, class, confidence, area, geometry{2}).</source>
      <translation>Compartilhar a camada “{0}” com o GeoSense? Suas {1} feições vão com esta mensagem (id, classe, confiança, área, geometria{2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Share {}</source>
      <translation>Compartilhar {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Sharing policy</source>
      <translation>Política de compartilhamento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Show on map</source>
      <translation>Mostrar no mapa</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Show or hide the GeoSense dock</source>
      <translation>Mostrar ou ocultar o painel GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>Show the GeoSense answer</source>
      <translation>Mostrar a resposta do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Show the GeoSense results panel</source>
      <translation>Mostrar o painel de resultados do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Show the activity of this answer</source>
      <translation>Mostrar a atividade desta resposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Show the results panel</source>
      <translation>Mostrar o painel de resultados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Show the whole activity log</source>
      <translation>Mostrar todo o registro de atividades</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Show the whole answer</source>
      <translation>Mostrar a resposta inteira</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Show what was sent with this message</source>
      <translation>Mostrar o que foi enviado com esta mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Sketch</source>
      <translation>Esboço</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Sketch on the map</source>
      <translation>Esboçar no mapa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sketches</source>
      <translation>Esboços</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sketches: {0} geometry(ies)</source>
      <translation>Esboços: {0} geometria(s)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/parser.py" />
      <source>Some data references are shown as written: filling them all in would have made this message larger than {0} MiB.</source>
      <translation>Algumas referências a dados são mostradas como foram escritas: preencher todas faria esta mensagem passar de {0} MiB.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Some references could not be inserted: {0}.</source>
      <translation>Algumas referências não puderam ser inseridas: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Source</source>
      <translation>Origem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Start a new conversation (a fresh session with the agent)</source>
      <translation>Iniciar uma nova conversa (uma nova sessão com o agente)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Stop</source>
      <translation>Parar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Stop the answer</source>
      <translation>Parar a resposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Stored in the QGIS authentication database, never in plain settings.</source>
      <translation>Armazenado no banco de dados de autenticação do QGIS, nunca nas configurações comuns.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>Suggested by GeoSense · “{0}” · accepted by {1} on {2}</source>
      <translation>Sugerida pelo GeoSense · “{0}” · aceita por {1} em {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>Suggested by GeoSense · “{0}” · confidence {1:.2f} · accepted by {2} on {3}</source>
      <translation>Sugerida pelo GeoSense · “{0}” · confiança {1:.2f} · aceita por {2} em {3}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>Suggestions could not be shown: {0}</source>
      <translation>Não foi possível mostrar as sugestões: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>TLS failed ({0})</source>
      <translation>Falha no TLS ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>That did not work; see the GeoSense log for details.</source>
      <translation>Isso não funcionou; veja os detalhes no registro do GeoSense.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/composing.py" />
      <source>That feature cannot be referenced: {0}.</source>
      <translation>Essa feição não pode ser referenciada: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>The Python package 'websockets' is not installed: using HTTP streaming (SSE) instead.</source>
      <translation>O pacote Python 'websockets' não está instalado: usando streaming HTTP (SSE).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The agent changed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>O agente mudou enquanto a mensagem era preparada; nada foi enviado. Envie a mensagem novamente.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>The agent wants to run a tool.</source>
      <translation>O agente quer executar uma ferramenta.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The annotation ids of the layer “{0}” were sent as QGIS feature ids, not as the values of the field {1}, because it is not among the attributes that may be sent ({2}).</source>
      <translation>Os ids de anotação da camada “{0}” foram enviados como ids de feição do QGIS, não como os valores do campo {1}, porque ele não está entre os atributos que podem ser enviados ({2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The answer is waiting: nothing has arrived from the agent for {0} s. You can wait or stop it.</source>
      <translation>A resposta está parada: nada chegou do agente há {0} s. Você pode aguardar ou pará-la.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The approval could not be sent: the agent is not connected.</source>
      <translation>Não foi possível enviar a aprovação: o agente não está conectado.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The approval could not be sent: wait for the current answer or stop it.</source>
      <translation>Não foi possível enviar a aprovação: aguarde a resposta atual ou pare-a.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The classes of the layer “{0}” were not sent, because the field {1} is not among the attributes that may be sent ({2}).</source>
      <translation>As classes da camada “{0}” não foram enviadas, porque o campo {1} não está entre os atributos que podem ser enviados ({2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The confidences of the layer “{0}” were not sent (1.0 for every feature), because the field {1} is not among the attributes that may be sent ({2}).</source>
      <translation>As confianças da camada “{0}” não foram enviadas (1,0 para cada feição), porque o campo {1} não está entre os atributos que podem ser enviados ({2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The conversation could not be exported: {0}</source>
      <translation>Não foi possível exportar a conversa: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>The conversation this feature was suggested in is no longer open; its provenance is kept with the feature: {0}</source>
      <translation>A conversa em que esta feição foi sugerida não está mais aberta; sua procedência fica guardada com a feição: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The layer {} was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>A camada {} foi removida enquanto a mensagem era preparada; nada foi enviado. Envie a mensagem novamente.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>The layer “{0}” is hidden. Show it to see the feature?</source>
      <translation>A camada “{0}” está oculta. Mostrá-la para ver a feição?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The layer “{0}” was not sent: you declined to share it.</source>
      <translation>A camada “{0}” não foi enviada: você recusou compartilhá-la.</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>The map side of GeoSense could not be loaded ({0}): the chat works, but without references, contexts or results. See the GeoSense log.</source>
      <translation>Não foi possível carregar a parte de mapa do GeoSense ({0}): o chat funciona, mas sem referências, contextos ou resultados. Veja o log do GeoSense.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>The message refers to what no longer exists: {0}. Drop these references and send?</source>
      <translation>A mensagem se refere a algo que não existe mais: {0}. Descartar essas referências e enviar?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>The message refers to “{0}”, which is not shared with GeoSense, so the agent cannot see it. Share the layer and send?</source>
      <translation>A mensagem se refere a “{0}”, que não está compartilhada com o GeoSense, então o agente não pode vê-la. Compartilhar a camada e enviar?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>The number the agent uses to name each feature</source>
      <translation>O número que o agente usa para nomear cada feição</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The previous message is still being prepared.</source>
      <translation>A mensagem anterior ainda está sendo preparada.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>The screenshot is too large to show here.</source>
      <translation>A captura de tela é grande demais para ser mostrada aqui.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The selected features go with the message</source>
      <translation>As feições selecionadas são enviadas com a mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The shapes you drew go with the message</source>
      <translation>As formas que você desenhou são enviadas com a mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>The token could not be stored in the QGIS authentication database.</source>
      <translation>Não foi possível armazenar o token no banco de dados de autenticação do QGIS.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>The tool's data could not be read: {0}</source>
      <translation>Não foi possível ler os dados da ferramenta: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The visible map extent goes with the message</source>
      <translation>A extensão visível do mapa é enviada com a mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>This cannot be undone.</source>
      <translation>Isto não pode ser desfeito.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>This class reference has no usable id</source>
      <translation>Esta referência de classe não tem um ID utilizável</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>This feature was not accepted from a GeoSense suggestion.</source>
      <translation>Esta feição não foi aceita a partir de uma sugestão do GeoSense.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>This layer reference has no usable id</source>
      <translation>Esta referência de camada não tem um ID utilizável</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>This layer's features are regions (areas of interest), not annotations</source>
      <translation>As feições desta camada são regiões (áreas de interesse), não anotações</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>This link has no usable id</source>
      <translation>Este link não tem um ID utilizável</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/parser.py" />
      <source>This message is longer than {0} MiB: only its beginning is shown.</source>
      <translation>Esta mensagem tem mais de {0} MiB: apenas o início é mostrado.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>This region link has no usable id</source>
      <translation>Este link de região não tem um ID utilizável</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>To: {0}, {1}</source>
      <translation>Para: {0}, {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Tools</source>
      <translation>Ferramentas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Total: {0} (message {1}, artifacts uploaded now {2})</source>
      <translation>Total: {0} (mensagem {1}, dados anexados enviados agora {2})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Total: {0} (message {1}, artifacts uploaded now {2}, sent later in the turn {3})</source>
      <translation>Total: {0} (mensagem {1}, dados anexados enviados agora {2}, enviado mais tarde no turno {3})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Training</source>
      <translation>Treinamento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Training: {0}</source>
      <translation>Treinamento: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Transport</source>
      <translation>Transporte</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Try {0}, not delivered (sent again later): {1}</source>
      <translation>Tentativa {0}, não entregue (enviada novamente depois): {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Type your question. Type @ to insert a reference. Enter sends, Shift+Enter starts a new line, Tab moves on.</source>
      <translation>Digite sua pergunta. Digite @ para inserir uma referência. Enter envia, Shift+Enter inicia uma nova linha, Tab avança.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Unknown link type {0}</source>
      <translation>Tipo de link desconhecido {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Upload to the agent failed: {}. The message was not sent; try again.</source>
      <translation>O envio ao agente falhou: {}. A mensagem não foi enviada; tente novamente.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Viewport</source>
      <translation>Extensão do mapa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Viewport: {0} in {1}</source>
      <translation>Extensão do mapa: {0} em {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Visibility: visible layers {0}, hidden layers {1}, hidden classes {2}, filters {3}</source>
      <translation>Visibilidade: camadas visíveis {0}, camadas ocultas {1}, classes ocultas {2}, filtros {3}</translation>
    </message>
    <message>
      <source>Visibility: {0} layer(s) visible, {1} hidden, {2} hidden class(es), {3} filter(s)</source>
      <translation type="vanished">Visibilidade: {0} camada(s) visível(is), {1} oculta(s), {2} classe(s) oculta(s), {3} filtro(s)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Visible layers</source>
      <translation>Camadas visíveis</translation>
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
      <translation>Não foi possível abrir o WebSocket ({0}): usando streaming HTTP (SSE).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>WebSocket handshake rejected (HTTP {0})</source>
      <translation>Handshake do WebSocket rejeitado (HTTP {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>WebSocket was chosen but the Python package 'websockets' is not installed: using HTTP streaming.</source>
      <translation>WebSocket foi escolhido, mas o pacote Python 'websockets' não está instalado: usando streaming HTTP.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>Welcome message</source>
      <translation>Mensagem de boas-vindas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Where each feature's class comes from: the categories of a categorized renderer, none, or a field</source>
      <translation>De onde vem a classe de cada feição: das categorias de um renderizador categorizado, de nenhum lugar ou de um campo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Which shared layers and classes are visible, and their filters</source>
      <translation>Quais camadas compartilhadas e classes estão visíveis, e seus filtros</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Workspace</source>
      <translation>Área de trabalho</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You</source>
      <translation>Você</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You approved this.</source>
      <translation>Você aprovou isto.</translation>
    </message>
    <message>
      <source>You are not signed in to FlyPix. Sign in to continue.</source>
      <translation type="vanished">Você não está conectado ao FlyPix. Entre para continuar.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You rejected this.</source>
      <translation>Você rejeitou isto.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Your FlyPix sign-in has expired or was revoked. Sign in again.</source>
      <translation>Seu login no FlyPix expirou ou foi revogado. Entre novamente.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Your FlyPix sign-in has expired. Sign in again.</source>
      <translation>Seu login no FlyPix expirou. Entre novamente.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Your answer</source>
      <translation>Sua resposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Your answer to an approval request (approved)</source>
      <translation>Sua resposta a um pedido de aprovação (aprovado)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Your answer to an approval request (rejected)</source>
      <translation>Sua resposta a um pedido de aprovação (rejeitado)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/controller.py" />
      <source>Your answer to the approval did not reach the agent. Please answer again.</source>
      <translation>Sua resposta à aprovação não chegou ao agente. Responda novamente.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Your message</source>
      <translation>Sua mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Your message answers the question</source>
      <translation>Sua mensagem responde à pergunta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Your message answers: “{0}”</source>
      <translation>Sua mensagem responde: “{0}”</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Zoom to</source>
      <translation>Aproximar para</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>a FlyPix artifact holds a JSON object</source>
      <translation>os dados anexados do FlyPix contêm um objeto JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>agent health check did not answer ok</source>
      <translation>a verificação de saúde do agente não respondeu ok</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>agent not reachable at {0} ({1})</source>
      <translation>agente inacessível em {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>an event of unknown type '{0}' was ignored</source>
      <translation>um evento de tipo desconhecido '{0}' foi ignorado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <location filename="../geosense_dock/map/references.py" />
      <source>and {0} more</source>
      <translation>e mais {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>annotated</source>
      <translation>anotada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>annotated layer</source>
      <translation>camada anotada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>annotation id {0} (entry {1}) is not an integer</source>
      <translation>o ID de anotação {0} (entrada {1}) não é um número inteiro</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>answering…</source>
      <translation>respondendo…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>app entities are not known here</source>
      <translation>entidades do aplicativo não são conhecidas aqui</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>approved</source>
      <translation>aprovado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>artifact reused by its hash (not uploaded again)</source>
      <translation>dados anexados reutilizados pelo hash (não enviado de novo)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>artifact uploaded now ({0})</source>
      <translation>dados anexados enviados agora ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>artifact {0}: FlyPix's answer has no artifact_data</source>
      <translation>dados anexados {0}: a resposta do FlyPix não tem artifact_data</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>artifact {0}: the agent's answer has no artifact_data</source>
      <translation>dados anexados {0}: a resposta do agente não tem artifact_data</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_contexts.py" />
      <source>artifact {0}: {1}</source>
      <translation>dados anexados {0}: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>backend tools</source>
      <translation>ferramentas do servidor</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>cancelled</source>
      <translation>cancelado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>cannot read a coordinate at {0!r}</source>
      <translation>não foi possível ler uma coordenada em {0!r}</translation>
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
      <translation>circuncentro</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>closed for a new session</source>
      <translation>fechado para uma nova sessão</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>confidence 1.0, the field {0} may not be sent</source>
      <translation>confiança 1,0, o campo {0} não pode ser enviado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection closed</source>
      <translation>conexão fechada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection closed ({0}: {1})</source>
      <translation>conexão fechada ({0}: {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection timed out</source>
      <translation>tempo de conexão esgotado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>could not reach FlyPix ({0})</source>
      <translation>não foi possível acessar o FlyPix ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>could not reach FlyPix at {0} ({1})</source>
      <translation>não foi possível acessar o FlyPix em {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>could not reach the agent ({0})</source>
      <translation>não foi possível acessar o agente ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>could not reach the agent at {0}: {1}</source>
      <translation>não foi possível acessar o agente em {0}: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>could not reach the agent: {0}</source>
      <translation>não foi possível acessar o agente: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>could not read the WMTS capabilities at {0} ({1})</source>
      <translation>não foi possível ler as capacidades WMTS em {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>data not available: {0}</source>
      <translation>dados não disponíveis: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>done</source>
      <translation>concluído</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>error</source>
      <translation>erro</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>failed</source>
      <translation>falhou</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>feature {0} of “{1}” has no integer annotation id in the field “{2}” (choose the annotation id field in the layer's GeoSense settings)</source>
      <translation>a feição {0} de “{1}” não tem um ID de anotação inteiro no campo “{2}” (escolha o campo de ID de anotação nas configurações do GeoSense da camada)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>features and attributes not known in this session</source>
      <translation>feições e atributos não conhecidos nesta sessão</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>find-similar could not start</source>
      <translation>não foi possível iniciar a busca de semelhantes</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>find-similar needs a hint or at least one sample</source>
      <translation>encontrar semelhantes precisa de uma indicação ou de pelo menos uma amostra</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/similarity.py" />
      <source>find-similar needs numpy, which is not installed with this Python</source>
      <translation>encontrar semelhantes precisa do numpy, que não está instalado para este Python</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame has no 'type'</source>
      <translation>o quadro não tem 'type'</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not JSON ({0})</source>
      <translation>o quadro não é JSON ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not UTF-8: {0}</source>
      <translation>o quadro não está em UTF-8: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not a JSON object</source>
      <translation>o quadro não é um objeto JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>height</source>
      <translation>altura</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight attributes hold {0} characters of text for the ids; at most {1} can be shown</source>
      <translation>os atributos do destaque somam {0} caracteres de texto para os IDs; no máximo {1} podem ser mostrados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight data asks for {0} attribute values ({1} ids x {2} columns); at most {3} can be shown</source>
      <translation>os dados do destaque pedem {0} valores de atributo ({1} IDs x {2} colunas); no máximo {3} podem ser mostrados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight data has {0} extra attributes; at most {1} can be shown</source>
      <translation>os dados do destaque têm {0} atributos extras; no máximo {1} podem ser mostrados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>in project {0}</source>
      <translation>no projeto {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>inference</source>
      <translation>inferência</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>inference layer</source>
      <translation>camada de inferência</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>interrupted</source>
      <translation>interrompido</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>its layer was removed</source>
      <translation>sua camada foi removida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>length</source>
      <translation>comprimento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>map view set</source>
      <translation>visão do mapa definida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>network error</source>
      <translation>erro de rede</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>no FlyPix project chosen: pick one in the FlyPix panel</source>
      <translation>nenhum projeto do FlyPix escolhido: escolha um no painel do FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>no answer in time</source>
      <translation>sem resposta a tempo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>no classes, the field {0} may not be sent</source>
      <translation>sem classes, o campo {0} não pode ser enviado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>no layer has this class any more</source>
      <translation>nenhuma camada tem mais esta classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>no position given</source>
      <translation>nenhuma posição informada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>no reason given</source>
      <translation>nenhum motivo informado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no region layer holds this region</source>
      <translation>nenhuma camada de regiões contém esta região</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>no such artifact at {0} (HTTP 404)</source>
      <translation>esses dados anexados não existem em {0} (HTTP 404)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no such vector layer is shared</source>
      <translation>nenhuma camada vetorial compartilhada corresponde</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/similarity.py" />
      <source>no usable sample and no class matching the hint</source>
      <translation>nenhuma amostra utilizável e nenhuma classe que corresponda à indicação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>no value given</source>
      <translation>nenhum valor informado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no vector layers are shared with GeoSense</source>
      <translation>nenhuma camada vetorial está compartilhada com o GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>none</source>
      <translation>nenhum</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>not an event stream</source>
      <translation>não é um fluxo de eventos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>not answered</source>
      <translation>não respondida</translation>
    </message>
    <message>
      <source>not available</source>
      <translation type="vanished">não disponível</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>not sent</source>
      <translation>não enviada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>not signed in</source>
      <translation>não conectado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>not signed in to FlyPix</source>
      <translation>não conectado ao FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>not stored (the server refused it)</source>
      <translation>não armazenado (o servidor o recusou)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>nothing answers at that address: is the agent running?</source>
      <translation>nada responde nesse endereço: o agente está em execução?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>nothing to open: it trained straight on a raster</source>
      <translation>nada a abrir: o treinamento foi feito diretamente em um raster</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>official</source>
      <translation>oficial</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>official model</source>
      <translation>modelo oficial</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>only its FlyPix vector id went (FlyPix holds its features)</source>
      <translation>só foi enviado o identificador do vetor FlyPix (o FlyPix tem as suas feições)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>only the first {0} provenance records were read</source>
      <translation>apenas os primeiros {0} registros de procedência foram lidos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>only vector layers can be referenced</source>
      <translation>apenas camadas vetoriais podem ser referenciadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>pendingApproval must be an object</source>
      <translation>pendingApproval deve ser um objeto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>pendingApproval.credits must be a number</source>
      <translation>pendingApproval.credits deve ser um número</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>project</source>
      <translation>projeto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>proxy tunnel failed ({0})</source>
      <translation>falha no túnel do proxy ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>proxy {0}:{1} not reachable ({2})</source>
      <translation>proxy {0}:{1} inacessível ({2})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>queued</source>
      <translation>na fila</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>redirect not followed</source>
      <translation>redirecionamento não seguido</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>rejected</source>
      <translation>rejeitado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>running</source>
      <translation>em execução</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>running {0}</source>
      <translation>executando {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>screenshot</source>
      <translation>captura de tela</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>server tool</source>
      <translation>ferramenta do servidor</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>set aside</source>
      <translation>deixada de lado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view needs bbox [minx, miny, maxx, maxy]</source>
      <translation>set-map-view precisa de bbox [minx, miny, maxx, maxy]</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: bbox value {0} is not a usable coordinate</source>
      <translation>set-map-view: o valor {0} da bbox não é uma coordenada utilizável</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: crs must be text such as "EPSG:3857"</source>
      <translation>set-map-view: crs deve ser um texto como "EPSG:3857"</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: every bbox value must be a number, not {0}</source>
      <translation>set-map-view: todo valor da bbox deve ser um número, não {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>set-map-view: the bbox is outside what {0} can show</source>
      <translation>set-map-view: a bbox está fora do que {0} pode mostrar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: the bbox must have minx &lt; maxx and miny &lt; maxy</source>
      <translation>set-map-view: a bbox deve ter minx &lt; maxx e miny &lt; maxy</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: the data is not JSON</source>
      <translation>set-map-view: os dados não são JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>started</source>
      <translation>iniciado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>stopped</source>
      <translation>parado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>stopped by you</source>
      <translation>parado por você</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>stream_chunk.contexts must be a list</source>
      <translation>stream_chunk.contexts deve ser uma lista</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>the FlyPix answer could not be handled ({0})</source>
      <translation>não foi possível processar a resposta do FlyPix ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_imagery.py" />
      <source>the WMTS capabilities are not XML ({0})</source>
      <translation>as capacidades WMTS não são XML ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_imagery.py" />
      <source>the WMTS service has no layer {0}</source>
      <translation>o serviço WMTS não tem a camada {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent</source>
      <translation>o agente</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL has an invalid port</source>
      <translation>a URL do agente tem uma porta inválida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL has no host</source>
      <translation>a URL do agente não tem host</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL must not contain a user name or password; enter the token in the API token field instead</source>
      <translation>a URL do agente não pode conter nome de usuário nem senha; informe o token no campo Token da API</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL must start with http:// or https://</source>
      <translation>a URL do agente deve começar com http:// ou https://</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent answered HTTP {0}{1}</source>
      <translation>o agente respondeu HTTP {0}{1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered HTTP {1}: {2}</source>
      <translation>o agente em {0} respondeu HTTP {1}: {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered with more than {1} MiB; the answer was dropped</source>
      <translation>o agente em {0} respondeu com mais de {1} MiB; a resposta foi descartada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered with something that is not JSON</source>
      <translation>o agente em {0} respondeu com algo que não é JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} did not answer within {1:g} s</source>
      <translation>o agente em {0} não respondeu em {1:g} s</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} refused the access token (HTTP {1})</source>
      <translation>o agente em {0} recusou o token de acesso (HTTP {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent closed the connection</source>
      <translation>o agente fechou a conexão</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent redirected to another address ({0}); the redirect was not followed, because the token is only sent to {1}. If you trust that address, enter it as the agent URL in the GeoSense settings</source>
      <translation>o agente redirecionou para outro endereço ({0}); o redirecionamento não foi seguido, porque o token só é enviado para {1}. Se você confia nesse endereço, informe-o como URL do agente nas configurações do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent redirected to {0}, which is not encrypted; the redirect was not followed, so neither the token nor your data left the encrypted connection</source>
      <translation>o agente redirecionou para {0}, que não é criptografado; o redirecionamento não foi seguido, então nem o token nem seus dados saíram da conexão criptografada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent refused the token (HTTP {0})</source>
      <translation>o agente recusou o token (HTTP {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame larger than {0} MiB; it was refused and the connection restarted</source>
      <translation>o agente enviou um quadro maior que {0} MiB; ele foi recusado e a conexão reiniciada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame that could not be read: {0}</source>
      <translation>o agente enviou um quadro que não pôde ser lido: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame that was too large</source>
      <translation>o agente enviou um quadro grande demais</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent sent an event that could not be read: {0}</source>
      <translation>o agente enviou um evento que não pôde ser lido: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the agent's session ended before you answered</source>
      <translation>a sessão do agente terminou antes de você responder</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the answer was still streaming when the project was saved</source>
      <translation>a resposta ainda estava chegando quando o projeto foi salvo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the artifact is too large for the agent (HTTP 413)</source>
      <translation>os dados anexados são grandes demais para o agente (HTTP 413)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>the connection to FlyPix at {0} broke ({1})</source>
      <translation>a conexão com o FlyPix em {0} caiu ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the connection to the agent was lost</source>
      <translation>a conexão com o agente foi perdida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the end of the answer could not be read</source>
      <translation>não foi possível ler o fim da resposta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>the feature is gone</source>
      <translation>a feição não existe mais</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>the feature was deleted</source>
      <translation>a feição foi excluída</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the highlight data has an empty 'ids' list</source>
      <translation>os dados de destaque têm uma lista 'ids' vazia</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the highlight data has no 'ids'</source>
      <translation>os dados de destaque não têm 'ids'</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the host name is not known</source>
      <translation>o nome do host não é conhecido</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>the id, type and visibility of the layers ({0}, {1} of them hidden)</source>
      <translation>o identificador, o tipo e a visibilidade das camadas ({0}, {1} delas ocultas)</translation>
    </message>
    <message>
      <source>the id, type and visibility of {0} layer(s), {1} of them hidden</source>
      <translation type="vanished">o identificador, o tipo e a visibilidade de {0} camada(s), {1} delas ocultas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>the layer was removed</source>
      <translation>a camada foi removida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>the message is empty</source>
      <translation>a mensagem está vazia</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/tracker.py" />
      <source>the provenance of {0} accepted feature was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation>a procedência de {0} feição aceita não foi salva com o projeto, pois ultrapassaria {1} MiB; para camadas tão grandes, grave a procedência em campos</translation>
    </message>
    <message>
      <source>the provenance of {0} accepted feature(s) was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation type="vanished">a procedência de {0} feição(ões) aceita(s) não foi salva com o projeto, pois ultrapassaria {1} MiB; para camadas tão grandes, grave a procedência em campos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/tracker.py" />
      <source>the provenance of {0} accepted features was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation>a procedência de {0} feições aceitas não foi salva com o projeto, pois ultrapassaria {1} MiB; para camadas tão grandes, grave a procedência em campos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project could not be read: {0}</source>
      <translation>não foi possível ler a procedência salva no projeto: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project has an unknown shape</source>
      <translation>a procedência salva no projeto tem uma estrutura desconhecida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project is larger than {0} MiB and was not read</source>
      <translation>a procedência salva no projeto é maior que {0} MiB e não foi lida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy answered CONNECT with {0!r}</source>
      <translation>o proxy respondeu ao CONNECT com {0!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy asks for credentials (HTTP 407); check the QGIS network settings</source>
      <translation>o proxy pede credenciais (HTTP 407); verifique as configurações de rede do QGIS</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy closed the connection during CONNECT</source>
      <translation>o proxy fechou a conexão durante o CONNECT</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the proxy did not let the WebSocket through: {0}</source>
      <translation>o proxy não deixou o WebSocket passar: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy refused the tunnel to {0} ({1})</source>
      <translation>o proxy recusou o túnel para {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy sent an oversized CONNECT answer</source>
      <translation>o proxy enviou uma resposta ao CONNECT grande demais</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>the request is too large for FlyPix</source>
      <translation>a solicitação é grande demais para o FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the session ended before you answered</source>
      <translation>a sessão terminou antes de você responder</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>the sharing policy in the GeoSense settings</source>
      <translation>a política de compartilhamento nas configurações do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the stream broke ({0})</source>
      <translation>o fluxo foi interrompido ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the stream ended before [DONE]</source>
      <translation>o fluxo terminou antes de [DONE]</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool block has no data</source>
      <translation>o bloco de ferramenta não tem dados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>the tool data cannot be used yet</source>
      <translation>os dados da ferramenta ainda não podem ser usados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool data is not a JSON object</source>
      <translation>os dados da ferramenta não são um objeto JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool data is not valid JSON ({0})</source>
      <translation>os dados da ferramenta não são JSON válido ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features are not a JSON object</source>
      <translation>as feições do vetor não são um objeto JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features are not index-aligned ({0} has {1} entries for {2} ids)</source>
      <translation>as feições do vetor não estão alinhadas por índice ({0} tem {1} entradas para {2} IDs)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features have no data</source>
      <translation>as feições do vetor não têm dados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features have no ids list</source>
      <translation>as feições do vetor não têm lista de IDs</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is empty</source>
      <translation>os dados de {0} estão vazios</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is missing</source>
      <translation>faltam os dados de {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is not UTF-8 text</source>
      <translation>os dados de {0} não são texto UTF-8</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is not valid JSON ({1})</source>
      <translation>os dados de {0} não são JSON válido ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data must be a JSON object</source>
      <translation>os dados de {0} devem ser um objeto JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_contexts.py" />
      <source>there is no GeoSense session with FlyPix yet (sign in and pick a project)</source>
      <translation>ainda não há sessão do GeoSense com o FlyPix (entre e escolha um projeto)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>these features were deleted</source>
      <translation>estas feições foram excluídas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>thickness</source>
      <translation>espessura</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>this costs credits</source>
      <translation>isto consome créditos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>this deletes data</source>
      <translation>isto exclui dados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>tool</source>
      <translation>ferramenta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>unauthorized (HTTP {0})</source>
      <translation>não autorizado (HTTP {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown</source>
      <translation>desconhecido</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown CRS</source>
      <translation>SRC desconhecido</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>unknown CRS {0}</source>
      <translation>SRC desconhecido {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>unknown artifact type {0!r} (expected one of {1})</source>
      <translation>tipo de dados anexados desconhecido {0!r} (esperado um de {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown backend</source>
      <translation>backend desconhecido</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>unknown backend {0} (use geosense or flypix)</source>
      <translation>backend desconhecido {0} (use geosense ou flypix)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>unknown class</source>
      <translation>classe desconhecida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>unknown coordinate system {0!r}</source>
      <translation>sistema de coordenadas desconhecido {0!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>unknown transport {0} (use auto, websocket or sse)</source>
      <translation>transporte desconhecido {0} (use auto, websocket ou sse)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>unsupported proxy scheme {0!r} (only HTTP proxies)</source>
      <translation>esquema de proxy não suportado {0!r} (somente proxies HTTP)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>viewport</source>
      <translation>extensão do mapa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>waiting for your approval</source>
      <translation>aguardando sua aprovação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>width</source>
      <translation>largura</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>your administrator locked this setting</source>
      <translation>seu administrador bloqueou esta configuração</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} does not hold exactly two coordinates</source>
      <translation>{0!r} não contém exatamente duas coordenadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} gives the same axis twice</source>
      <translation>{0!r} indica o mesmo eixo duas vezes</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a finite number</source>
      <translation>{0!r} não é um número finito</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a number</source>
      <translation>{0!r} não é um número</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a valid latitude/longitude</source>
      <translation>{0!r} não é uma latitude/longitude válida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a whole number</source>
      <translation>{0!r} não é um número inteiro</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not an angle</source>
      <translation>{0!r} não é um ângulo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is outside the EPSG:3857 extent</source>
      <translation>{0!r} está fora da extensão do EPSG:3857</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r}: unknown area unit {1!r}</source>
      <translation>{0!r}: unidade de área desconhecida {1!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r}: unknown length unit {1!r}</source>
      <translation>{0!r}: unidade de comprimento desconhecida {1!r}</translation>
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
      <translation>{0} (como classes)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as confidences)</source>
      <translation>{0} (como confianças)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as ids)</source>
      <translation>{0} (como ids)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/notice_cards.py" />
      <source>{0} (happened {1} times)</source>
      <translation>{0} (ocorreu {1} vezes)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} B</source>
      <translation>{0} B</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>{0} Locked by your administrator: {1}</source>
      <translation>{0} Bloqueado pelo seu administrador: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>{0} Your administrator locked items this version does not know ({1}); everything is locked</source>
      <translation>{0} Seu administrador bloqueou itens que esta versão não conhece ({1}); tudo está bloqueado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>{0} already exists. Do you want to replace it?</source>
      <translation>{0} já existe. Deseja substituí-lo?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>{0} artifact is not JSON-serialisable: {1}</source>
      <translation>os dados anexados {0} não podem ser escritos como JSON: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} credit</source>
      <translation>{0} crédito</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} credits</source>
      <translation>{0} créditos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>{0} did not answer with an event stream ({1})</source>
      <translation>{0} não respondeu com um fluxo de eventos ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} earlier step not shown here</source>
      <translation>{0} etapa anterior não mostrada aqui</translation>
    </message>
    <message>
      <source>{0} earlier step(s) not shown here</source>
      <translation type="vanished">{0} etapa(s) anterior(es) não mostrada(s) aqui</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} earlier steps not shown here</source>
      <translation>{0} etapas anteriores não mostradas aqui</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} failed</source>
      <translation>{0} falhou</translation>
    </message>
    <message>
      <source>{0} feature(s); attributes: {1}</source>
      <translation type="vanished">{0} feição(ões); atributos: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} feature; attributes: {1}</source>
      <translation>{0} feição; atributos: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} features; attributes: {1}</source>
      <translation>{0} feições; atributos: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>{0} frame lacks '{1}'</source>
      <translation>falta '{1}' no quadro {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>{0} frame: '{1}' must be a string</source>
      <translation>quadro {0}: '{1}' deve ser uma string</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>{0} has no {1}</source>
      <translation>{0} não tem {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>{0} of {1}</source>
      <translation>{0} de {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} provenance record in the project was unreadable and was skipped</source>
      <translation>{0} registro de procedência no projeto estava ilegível e foi ignorado</translation>
    </message>
    <message>
      <source>{0} provenance record(s) in the project were unreadable and were skipped</source>
      <translation type="vanished">registros de procedência ilegíveis e ignorados no projeto: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} provenance records in the project were unreadable and were skipped</source>
      <translation>{0} registros de procedência no projeto estavam ilegíveis e foram ignorados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} px</source>
      <translation>{0} px</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>{0} sent an event larger than {1} MiB ({2} MiB); it was refused and the rest of the answer kept</source>
      <translation>{0} enviou um evento maior que {1} MiB ({2} MiB); ele foi recusado e o restante da resposta foi mantido</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · edited since</source>
      <translation>{0} · editada desde então</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · via {1}</source>
      <translation>{0} · via {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · via {1} · edited since</source>
      <translation>{0} · via {1} · editada desde então</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — class in {1}</source>
      <translation>{0} — classe em {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — layer</source>
      <translation>{0} — camada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — selected in {1}</source>
      <translation>{0} — selecionada em {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>{0} — {1}</source>
      <translation>{0} — {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>{0}; FlyPix asks to wait {1:.0f} s</source>
      <translation>{0}; o FlyPix pede para esperar {1:.0f} s</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>{0}; retrying in {1:.0f} s</source>
      <translation>{0}; nova tentativa em {1:.0f} s</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>{} holds regions</source>
      <translation>{} contém regiões</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} layers</source>
      <translation>{} camadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} selected</source>
      <translation>{} selecionadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} sketches</source>
      <translation>{} esboços</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” has no geometries</source>
      <translation>“{0}” não tem geometrias</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” holds regions, not annotations</source>
      <translation>“{0}” contém regiões, não anotações</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” is a GeoSense result layer; refer to the layer it came from</source>
      <translation>“{0}” é uma camada de resultado do GeoSense; referencie a camada de onde ela veio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” is not shared with GeoSense, so the agent cannot see its features. Share the layer?</source>
      <translation>“{0}” não está compartilhada com o GeoSense, então o agente não pode ver suas feições. Compartilhar a camada?</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseAccept</name>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Accept {n} GeoSense suggestion</source>
      <translation>Aceitar {n} sugestão do GeoSense</translation>
    </message>
    <message>
      <source>Accept {n} GeoSense suggestion(s)</source>
      <translation type="vanished">Aceitar {n} sugestão(ões) do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Accept {n} GeoSense suggestions</source>
      <translation>Aceitar {n} sugestões do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Topological points</source>
      <translation>Pontos topológicos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>adding the features failed</source>
      <translation>a adição das feições falhou</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>confidence is not a number in [0, 1]; left empty</source>
      <translation>a confiança não é um número em [0, 1]; deixada vazia</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>could not create the new features</source>
      <translation>não foi possível criar as novas feições</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>geometry is not base64</source>
      <translation>a geometria não está em base64</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>invalid geometry that cannot be repaired ({why})</source>
      <translation>geometria inválida que não pode ser reparada ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>no base64 geometry</source>
      <translation>nenhuma geometria em base64</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>no suggestion selected</source>
      <translation>nenhuma sugestão selecionada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>nothing is left of suggestion {n} once it avoids the features it may not overlap</source>
      <translation>não sobra nada da sugestão {n} ao evitar as feições que ela não pode sobrepor</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>nothing to accept</source>
      <translation>nada a aceitar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>some features the suggestions may not overlap are invalid and should be repaired</source>
      <translation>algumas feições que as sugestões não podem sobrepor são inválidas e devem ser reparadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} breaks the constraint of the field {field} ({why})</source>
      <translation>a sugestão {n} viola a restrição do campo {field} ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} breaks the soft constraint of the field {field} ({why})</source>
      <translation>a sugestão {n} viola a restrição não obrigatória do campo {field} ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} cannot be stored as {type}</source>
      <translation>a sugestão {n} não pode ser armazenada como {type}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} cannot be transformed to {crs}: {err}</source>
      <translation>a sugestão {n} não pode ser transformada para {crs}: {err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} has no geometry</source>
      <translation>a sugestão {n} não tem geometria</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} is an invalid geometry ({why})</source>
      <translation>a sugestão {n} é uma geometria inválida ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} is an invalid polygon that cannot be repaired</source>
      <translation>a sugestão {n} é um polígono inválido que não pode ser reparado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the attribute form was cancelled</source>
      <translation>o formulário de atributos foi cancelado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the field {field} could not be created in {layer}</source>
      <translation>não foi possível criar o campo {field} em {layer}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the layer refused the new features</source>
      <translation>a camada recusou as novas feições</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the suggestion artifact is not a list</source>
      <translation>os dados anexados das sugestões não são uma lista</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the suggestions mix geometry types</source>
      <translation>as sugestões misturam tipos de geometria</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the target is a GeoSense result layer</source>
      <translation>o destino é uma camada de resultado do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the target is not a valid vector layer</source>
      <translation>o destino não é uma camada vetorial válida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>unreadable or empty WKB</source>
      <translation>WKB ilegível ou vazio</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{layer} has no field {field}</source>
      <translation>{layer} não tem o campo {field}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} cannot be edited</source>
      <translation>{name} não pode ser editada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} does not allow adding features</source>
      <translation>{name} não permite adicionar feições</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} has an edit under way (another tool's); finish it, then accept again</source>
      <translation>{name} tem uma edição em andamento (de outra ferramenta); conclua-a e aceite novamente</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} holds {have} geometries, the suggestions are {want}s</source>
      <translation>{name} contém geometrias do tipo {have}, as sugestões são do tipo {want}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} is read-only</source>
      <translation>{name} é somente leitura</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{n} invalid geometries repaired</source>
      <translation>geometrias inválidas reparadas: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{n} invalid geometry repaired</source>
      <translation>{n} geometria inválida reparada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{value!r} does not fit field {field}</source>
      <translation>{value!r} não cabe no campo {field}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{value!r} does not fit field {field}: {err}</source>
      <translation>{value!r} não cabe no campo {field}: {err}</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseFlyPix</name>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>(empty)</source>
      <translation>(vazio)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>({n} invalid geometries repaired)</source>
      <translation>(geometrias inválidas reparadas: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>({n} invalid geometry repaired)</source>
      <translation>({n} geometria inválida reparada)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>API key</source>
      <translation>Chave de API</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Accept into FlyPix</source>
      <translation>Aceitar no FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Asking FlyPix what running “{model}” on {raster} costs…</source>
      <translation>Perguntando ao FlyPix quanto custa executar “{model}” em {raster}…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Balance: {available} credits available ({credits} minus {withheld} withheld).</source>
      <translation>Saldo: {available} créditos disponíveis ({credits} menos {withheld} retidos).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Cancel its task in the status bar to give up.</source>
      <translation>Cancele a tarefa na barra de status para desistir.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat about this project</source>
      <translation>Conversar sobre este projeto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>Chat backend</source>
      <translation>Backend do chat</translation>
    </message>
    <message>
      <source>Chat project: &lt;b&gt;{name}&lt;/b&gt;</source>
      <translation type="vanished">Projeto do chat: &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat project: none yet (load a vector or choose a project)</source>
      <translation>Projeto do chat: nenhum ainda (carregue um vetor ou escolha um projeto)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat project: {name}</source>
      <translation>Projeto do chat: {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Confidence for suggestions without one</source>
      <translation>Confiança para sugestões sem confiança</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Confidence when a suggestion has none:</source>
      <translation>Confiança quando a sugestão não tem:</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Create {n} annotation of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation>Criar {n} anotação da classe “{cls}” no vetor do FlyPix “{vector}”?</translation>
    </message>
    <message>
      <source>Create {n} annotation(s) of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation type="vanished">Criar {n} anotação(ões) da classe “{cls}” no vetor do FlyPix “{vector}”?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Create {n} annotations of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation>Criar {n} anotações da classe “{cls}” no vetor do FlyPix “{vector}”?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw an inference region on the map: left click adds a vertex, right click finishes, Esc cancels</source>
      <translation>Desenhar uma região de inferência no mapa: clique esquerdo adiciona um vértice, clique direito termina, Esc cancela</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw region</source>
      <translation>Desenhar região</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw the region on the map: left click adds a vertex, right click finishes, Esc cancels.</source>
      <translation>Desenhe a região no mapa: clique esquerdo adiciona um vértice, clique direito termina, Esc cancela.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Drawing cancelled; no region was sent.</source>
      <translation>Desenho cancelado; nenhuma região foi enviada.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Enter your FlyPix API key.</source>
      <translation>Digite sua chave de API do FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Enter your FlyPix user name and password.</source>
      <translation>Digite seu nome de usuário e senha do FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Estimated cost: {cost} credits ({pixels} pixels).</source>
      <translation>Custo estimado: {cost} créditos ({pixels} pixels).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>FlyPix</source>
      <translation>FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix (sign in with an API key or your FlyPix account)</source>
      <translation>FlyPix (entre com uma chave de API ou sua conta FlyPix)</translation>
    </message>
    <message>
      <source>FlyPix (sign in with your FlyPix account)</source>
      <translation type="vanished">FlyPix (entre com sua conta do FlyPix)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix API key</source>
      <translation>Chave de API do FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix URL</source>
      <translation>URL do FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix URL: {reason}</source>
      <translation>URL do FlyPix: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix class</source>
      <translation>Classe do FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix did not say whether it stored it and the vector could not be read back; load the vector again before accepting it again</source>
      <translation>O FlyPix não disse se o armazenou e o vetor não pôde ser lido de volta; carregue o vetor de novo antes de aceitá-lo outra vez</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix did not store it</source>
      <translation>O FlyPix não o armazenou</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix has no model for this project.</source>
      <translation>O FlyPix não tem nenhum modelo para este projeto.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix inference {id}</source>
      <translation>Inferência do FlyPix {id}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix inferences being watched</source>
      <translation>Inferências do FlyPix acompanhadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>FlyPix is busy (HTTP {status}), asking again in {seconds} s (at {time}).</source>
      <translation>O FlyPix está ocupado (HTTP {status}); nova tentativa em {seconds} s (às {time}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix model</source>
      <translation>Modelo do FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix needs a confidence for each annotation; suggestions without one get this value</source>
      <translation>O FlyPix exige uma confiança para cada anotação; sugestões sem confiança recebem este valor</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix password</source>
      <translation>Senha do FlyPix</translation>
    </message>
    <message>
      <source>FlyPix projects, files and vectors</source>
      <translation type="vanished">Projetos, arquivos e vetores do FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>FlyPix projects, folders, rasters and vectors</source>
      <translation>Projetos, pastas, rasters e vetores do FlyPix</translation>
    </message>
    <message>
      <source>FlyPix refused {n} suggestion(s); they stay in the suggestion layer: {why}</source>
      <translation type="vanished">O FlyPix recusou {n} sugestão(ões); elas permanecem na camada de sugestões: {why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix refused {n} suggestion; it stays in the suggestion layer: {why}</source>
      <translation>O FlyPix recusou {n} sugestão; ela permanece na camada de sugestões: {why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix refused {n} suggestions; they stay in the suggestion layer: {why}</source>
      <translation>O FlyPix recusou {n} sugestões; elas permanecem na camada de sugestões: {why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix user name</source>
      <translation>Nome de usuário do FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix vector</source>
      <translation>Vetor do FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix: creating {n} annotation</source>
      <translation>FlyPix: criando {n} anotação</translation>
    </message>
    <message>
      <source>FlyPix: creating {n} annotation(s)</source>
      <translation type="vanished">FlyPix: criando {n} anotação(ões)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix: creating {n} annotations</source>
      <translation>FlyPix: criando {n} anotações</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: estimating the run</source>
      <translation>FlyPix: estimando a execução</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: inference status</source>
      <translation>FlyPix: status da inferência</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>FlyPix: listing</source>
      <translation>FlyPix: listando</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: listing models</source>
      <translation>FlyPix: listando modelos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>FlyPix: loading {name}</source>
      <translation>FlyPix: carregando {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix: renewing a download link</source>
      <translation>FlyPix: renovando um link de download</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: sending a region</source>
      <translation>FlyPix: enviando uma região</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/session.py" />
      <source>FlyPix: signing in</source>
      <translation>FlyPix: entrando</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: starting the model</source>
      <translation>FlyPix: iniciando o modelo</translation>
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
      <translation>Agente GeoSense (a URL do agente acima)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Imagery</source>
      <translation>Imagens</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>List models</source>
      <translation>Listar modelos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Load</source>
      <translation>Carregar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Load a FlyPix vector and show suggestions first.</source>
      <translation>Carregue um vetor do FlyPix e mostre as sugestões primeiro.</translation>
    </message>
    <message>
      <source>Load the selected vector or regions as a layer</source>
      <translation type="vanished">Carregar o vetor selecionado ou as regiões como camada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Load the selected vector, regions or imagery as a layer</source>
      <translation>Carregar o vetor, as regiões ou as imagens selecionados como camada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading cancelled; nothing was added.</source>
      <translation>Carregamento cancelado; nada foi adicionado.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading {what}…</source>
      <translation>Carregando {what}…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading…</source>
      <translation>Carregando…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Message not sent: {reason}</source>
      <translation>Mensagem não enviada: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>No region sent: {reason}</source>
      <translation>Nenhuma região enviada: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Not accepted, FlyPix is unchanged: {reason}</source>
      <translation>Não aceito, o FlyPix não foi alterado: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Not accepted: {reason}</source>
      <translation>Não aceito: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: FlyPix did not say which tenant the raster belongs to.</source>
      <translation>Não executado: o FlyPix não informou a qual locatário o raster pertence.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: cancelled; nothing was started in FlyPix.</source>
      <translation>Não executado: cancelado; nada foi iniciado no FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: {reason}</source>
      <translation>Não executado: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: “{model}” would cost {cost} credits and the tenant has {available} available ({credits} minus {withheld} withheld). Top up the balance in FlyPix or make the inference regions smaller.</source>
      <translation>Não executado: “{model}” custaria {cost} créditos e o locatário tem {available} disponíveis ({credits} menos {withheld} retidos). Recarregue o saldo no FlyPix ou diminua as regiões de inferência.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Not signed in to FlyPix ({url})</source>
      <translation>Não conectado ao FlyPix ({url})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>Nothing was loaded: {reason}</source>
      <translation>Nada foi carregado: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Or create them as FlyPix annotations:</source>
      <translation>Ou crie-as como anotações do FlyPix:</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Password</source>
      <translation>Senha</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Press Stop to give up.</source>
      <translation>Clique em “Parar” para desistir.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Raster: {name}</source>
      <translation>Raster: {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Refresh</source>
      <translation>Atualizar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Regions</source>
      <translation>Regiões</translation>
    </message>
    <message>
      <source>Regions of {file}</source>
      <translation type="vanished">Regiões de {file}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>Regions of {raster}</source>
      <translation>Regiões de {raster}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Remember in the QGIS authentication database</source>
      <translation>Lembrar no banco de dados de autenticação do QGIS</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run FlyPix's official model “{model}” on the inference regions of {raster}?</source>
      <translation>Executar o modelo oficial do FlyPix “{model}” nas regiões de inferência de {raster}?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run a FlyPix model</source>
      <translation>Executar um modelo do FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Run a model where you point</source>
      <translation>Executar um modelo onde você aponta</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run the project's model “{model}” on the inference regions of {raster}?</source>
      <translation>Executar o modelo do projeto “{model}” nas regiões de inferência de {raster}?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Run…</source>
      <translation>Executar…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>See what the run costs and the tenant's balance, then confirm</source>
      <translation>Ver quanto custa a execução e o saldo do locatário, depois confirmar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Select a raster in the list above.</source>
      <translation>Selecione um raster na lista acima.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Send the selected polygons of the active layer as inference regions</source>
      <translation>Enviar os polígonos selecionados da camada ativa como regiões de inferência</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sending {n} region to {raster}…</source>
      <translation>Enviando {n} região para {raster}…</translation>
    </message>
    <message>
      <source>Sending {n} region(s) to {raster}…</source>
      <translation type="vanished">Enviando {n} região(ões) para {raster}…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sending {n} regions to {raster}…</source>
      <translation>Enviando {n} regiões para {raster}…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Server: {url}</source>
      <translation>Servidor: {url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Sign in</source>
      <translation>Entrar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Sign in to FlyPix</source>
      <translation>Entrar no FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Sign in to FlyPix to accept suggestions into a FlyPix vector.</source>
      <translation>Entre no FlyPix para aceitar sugestões em um vetor do FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign in to FlyPix to browse.</source>
      <translation>Entre no FlyPix para navegar.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sign in to FlyPix to run a model.</source>
      <translation>Entre no FlyPix para executar um modelo.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sign in to FlyPix to send a region.</source>
      <translation>Entre no FlyPix para enviar uma região.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign in…</source>
      <translation>Entrar…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign out</source>
      <translation>Sair</translation>
    </message>
    <message>
      <source>Signed in as &lt;b&gt;{user}&lt;/b&gt; at {url}</source>
      <translation type="vanished">Conectado como &lt;b&gt;{user}&lt;/b&gt; em {url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Signed in as {user} at {url}</source>
      <translation>Conectado como {user} em {url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Signed in with an API key at {url}</source>
      <translation>Conectado com uma chave de API em {url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Signing in…</source>
      <translation>Entrando…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Stop watching</source>
      <translation>Parar de acompanhar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Stopped watching “{model}” on {raster}: {reason}</source>
      <translation>Parou de acompanhar “{model}” em {raster}: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Stopped watching “{model}” on {raster}; the inference goes on in FlyPix.</source>
      <translation>Parou de acompanhar “{model}” em {raster}; a inferência continua no FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>The chat now talks about {name}.</source>
      <translation>O chat agora trata de {name}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>The download link of {name} expired and FlyPix gave no new one. {reason}</source>
      <translation>O link de download de {name} expirou e o FlyPix não forneceu um novo. {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The models could not be listed: {reason}</source>
      <translation>Não foi possível listar os modelos: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The previous region is still being sent to FlyPix.</source>
      <translation>A região anterior ainda está sendo enviada ao FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The previous run is still being prepared.</source>
      <translation>A execução anterior ainda está sendo preparada.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>The previous suggestions are still being sent to FlyPix.</source>
      <translation>As sugestões anteriores ainda estão sendo enviadas ao FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The status of “{model}” could not be read: {reason}; asking again in {seconds:.0f} s.</source>
      <translation>Não foi possível ler o status de “{model}”: {reason}; perguntando de novo em {seconds:.0f} s.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Use selected polygons</source>
      <translation>Usar polígonos selecionados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>User name</source>
      <translation>Nome de usuário</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>User name and password</source>
      <translation>Nome de usuário e senha</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>Your FlyPix API key, or user name and password, are kept in the QGIS authentication database.</source>
      <translation>Sua chave de API do FlyPix, ou nome de usuário e senha, ficam guardados no banco de dados de autenticação do QGIS.</translation>
    </message>
    <message>
      <source>Your FlyPix user name and password are kept in the QGIS authentication database.</source>
      <translation type="vanished">Seu nome de usuário e senha do FlyPix são guardados no banco de dados de autenticação do QGIS.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>annotated</source>
      <translation>anotado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>choose one of the project's classes</source>
      <translation>escolha uma das classes do projeto</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>failed ({status})</source>
      <translation>falhou ({status})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>finished, loading the results…</source>
      <translation>concluída, carregando os resultados…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>finished, results loaded</source>
      <translation>concluída, resultados carregados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>from your FlyPix account settings</source>
      <translation>das configurações da sua conta FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>inference</source>
      <translation>inferência</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>loading failed ({error}); see the GeoSense log</source>
      <translation>o carregamento falhou ({error}); veja o registro do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>no polygon is selected in “{name}”</source>
      <translation>nenhum polígono selecionado em “{name}”</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>no suggestion selected</source>
      <translation>nenhuma sugestão selecionada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>no usable polygon</source>
      <translation>nenhum polígono utilizável</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>polygon {n} cannot be brought to EPSG:3857: {err}</source>
      <translation>o polígono {n} não pode ser transformado para EPSG:3857: {err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>polygon {n} is not a usable polygon</source>
      <translation>o polígono {n} não é um polígono utilizável</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>select polygons in a polygon layer first (the active layer is none)</source>
      <translation>selecione primeiro polígonos em uma camada de polígonos (não há camada ativa)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>suggestion {n} cannot be brought to EPSG:3857: {err}</source>
      <translation>a sugestão {n} não pode ser levada para EPSG:3857: {err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>suggestion {n} is not a usable polygon</source>
      <translation>a sugestão {n} não é um polígono utilizável</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>the active layer “{name}” has no polygons</source>
      <translation>a camada ativa “{name}” não tem polígonos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>the confidence for suggestions without one must be between 0 and 1</source>
      <translation>a confiança para sugestões sem confiança deve estar entre 0 e 1</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>unclassified</source>
      <translation>sem classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{error}; see the GeoSense log</source>
      <translation>{error}; veja o registro do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{model} on {raster}: {status}</source>
      <translation>{model} em {raster}: {status}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>{name} (FlyPix)</source>
      <translation>{name} (FlyPix)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{name} is not a vector loaded from FlyPix</source>
      <translation>{name} não é um vetor carregado do FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded</source>
      <translation>{name} carregado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded: {n} feature</source>
      <translation>{name} carregado: {n} feição</translation>
    </message>
    <message>
      <source>{name} loaded: {n} feature(s)</source>
      <translation type="vanished">{name} carregado: {n} feição(ões)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded: {n} features</source>
      <translation>{name} carregado: {n} feições</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} annotation created in FlyPix (id {ids})</source>
      <translation>{n} anotação criada no FlyPix (ID {ids})</translation>
    </message>
    <message>
      <source>{n} annotation(s) created in FlyPix (ids {ids})</source>
      <translation type="vanished">{n} anotação(ões) criada(s) no FlyPix (IDs {ids})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} annotations created in FlyPix (ids {ids})</source>
      <translation>{n} anotações criadas no FlyPix (IDs {ids})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{n} inference region added to {raster} in FlyPix.</source>
      <translation>{n} região de inferência adicionada a {raster} no FlyPix.</translation>
    </message>
    <message>
      <source>{n} inference region(s) added to {raster} in FlyPix.</source>
      <translation type="vanished">{n} região(ões) de inferência adicionada(s) a {raster} no FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{n} inference regions added to {raster} in FlyPix.</source>
      <translation>{n} regiões de inferência adicionadas a {raster} no FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} invalid polygon repaired</source>
      <translation>polígonos inválidos reparados: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} invalid polygon that could not be repaired (skipped)</source>
      <translation>polígonos inválidos que não puderam ser reparados, ignorados: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} not a polygon (skipped)</source>
      <translation>geometrias que não são polígonos, ignoradas: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>{n} polygons are too many for one upload (at most {max})</source>
      <translation>{n} polígonos são demais para um envio (no máximo {max})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} suggestion has no confidence and is sent with {value:.2f}.</source>
      <translation>{n} sugestão não tem confiança e será enviada com {value:.2f}.</translation>
    </message>
    <message>
      <source>{n} suggestion(s) have no confidence and are sent with {value:.2f}.</source>
      <translation type="vanished">{n} sugestão(ões) sem confiança serão enviadas com {value:.2f}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} suggestions have no confidence and are sent with {value:.2f}.</source>
      <translation>{n} sugestões não têm confiança e serão enviadas com {value:.2f}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} unreadable geometry (skipped)</source>
      <translation>geometrias ilegíveis ignoradas: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{status}; the last check failed: {reason}</source>
      <translation>{status}; a última verificação falhou: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” failed on {raster} (FlyPix says {status}); nothing was loaded.</source>
      <translation>“{model}” falhou em {raster} (o FlyPix diz {status}); nada foi carregado.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” finished on {raster}, but FlyPix lists no new inference vector.</source>
      <translation>“{model}” concluiu em {raster}, mas o FlyPix não lista nenhum vetor de inferência novo.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” finished on {raster}: {name} loaded, ready to ask about and accept.</source>
      <translation>“{model}” concluiu em {raster}: {name} carregado, pronto para perguntar e aceitar.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” is running on {raster} in FlyPix; its status is followed here.</source>
      <translation>“{model}” está em execução em {raster} no FlyPix; seu status é acompanhado aqui.</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseProcessing</name>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>A class hint needs a class field; the hint was not used</source>
      <translation>Uma dica de classe precisa de um campo da classe; a dica não foi usada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Accept suggestions into a layer</source>
      <translation>Aceitar sugestões em uma camada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Adds the polygons of the suggestions layer whose confidence is at least the minimum to the target layer, as the GeoSense accept does. Geometries are transformed and repaired, the class value and the provenance are written, and all of it is one undo step. Suggestions that cannot be added are refused and the log says why. A target in the project keeps the changes in its edit buffer unless you save them; any other target is saved.</source>
      <translation>Adiciona à camada de destino os polígonos da camada de sugestões cuja confiança atinge o mínimo, como faz o aceite do GeoSense. As geometrias são transformadas e reparadas, o valor da classe e a procedência são gravados, e tudo é uma única etapa de desfazer. As sugestões que não podem ser adicionadas são recusadas e o registro diz por quê. Um destino do projeto mantém as alterações no buffer de edição até você salvá-las; qualquer outro destino é salvo.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>An overlap needs polygon layers</source>
      <translation>Uma sobreposição precisa de camadas de polígonos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Area</source>
      <translation>Área</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Choose at least one shape descriptor</source>
      <translation>Escolha pelo menos um descritor de forma</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Choose reference features or a class hint</source>
      <translation>Escolha feições de referência ou uma dica de classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Class field</source>
      <translation>Campo da classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Class hint</source>
      <translation>Dica de classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Class value</source>
      <translation>Valor da classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Compactness</source>
      <translation>Compacidade</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Confidence field</source>
      <translation>Campo de confiança</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Connecting lines</source>
      <translation>Linhas de ligação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Convexity</source>
      <translation>Convexidade</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Distance</source>
      <translation>Distância</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Elongation</source>
      <translation>Alongamento</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Feature {fid} refused ({reason})</source>
      <translation>Feição {fid} recusada ({reason})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Features added</source>
      <translation>Feições adicionadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Features added to {layer}: {n}; suggestions refused: {refused}</source>
      <translation>Feições adicionadas a {layer}: {n}; sugestões recusadas: {refused}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Features near or overlapping</source>
      <translation>Feições próximas ou sobrepostas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/base.py" />
      <source>Find features</source>
      <translation>Encontrar feições</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Find similar features</source>
      <translation>Encontrar feições semelhantes</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Finds the polygons of the input layer whose shape is most like the reference features (area, compactness, elongation, orientation, convexity, vertex count), as the GeoSense find similar does. References are the selected features, the features matching an expression, or the features of a reference layer. A class hint keeps the candidates of the classes it names. The output has the similarity score (0 to 1) and the rank of each feature found.</source>
      <translation>Encontra os polígonos da camada de entrada cuja forma mais se parece com as feições de referência (área, compacidade, alongamento, orientação, convexidade, contagem de vértices), como faz a busca de semelhantes do GeoSense. As referências são as feições selecionadas, as feições que atendem a uma expressão ou as feições de uma camada de referência. Uma dica de classe mantém os candidatos das classes que ela nomeia. A saída tem a pontuação de semelhança (0 a 1) e a posição de cada feição encontrada.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/provider.py" />
      <source>GeoSense find similar, features near and accept suggestions</source>
      <translation>GeoSense: semelhantes, próximas e aceite de sugestões</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Input layer</source>
      <translation>Camada de entrada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Minimum confidence</source>
      <translation>Confiança mínima</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Minimum overlap (share of the smaller feature)</source>
      <translation>Sobreposição mínima (parcela da feição menor)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Minimum similarity (0 for automatic)</source>
      <translation>Semelhança mínima (0 para automática)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Mode</source>
      <translation>Modo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Nothing to accept</source>
      <translation>Nada a aceitar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Nothing was added to {layer} ({reason})</source>
      <translation>Nada foi adicionado a {layer} ({reason})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Number of features (0 for no limit)</source>
      <translation>Número de feições (0 para sem limite)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Number of similar features</source>
      <translation>Número de feições semelhantes</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Orientation</source>
      <translation>Orientação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Overlap</source>
      <translation>Sobreposição</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Pairs</source>
      <translation>Pares</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Pairs each source feature with the target features within a distance (in the source layer's units) or overlapping it, as the GeoSense highlight shows them. The pairs keep the source geometry and the attributes of both features, with the distance and the length of the connecting line in metres on the ellipsoid, or the overlap as a share of the smaller feature. For a distance the connecting lines are a second output.</source>
      <translation>Forma pares de cada feição de origem com as feições de destino dentro de uma distância (nas unidades da camada de origem) ou que a sobrepõem, como o destaque do GeoSense os mostra. Os pares mantêm a geometria de origem e os atributos das duas feições, com a distância e o comprimento da linha de ligação em metros no elipsoide, ou com a sobreposição como parcela da feição menor. Para uma distância, as linhas de ligação são uma segunda saída.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Reasons for refusals</source>
      <translation>Motivos das recusas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Reference features (expression)</source>
      <translation>Feições de referência (expressão)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Reference layer</source>
      <translation>Camada de referência</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Save the edits of the target layer</source>
      <translation>Salvar as edições da camada de destino</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Selected features are the references</source>
      <translation>As feições selecionadas são as referências</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Shape descriptors</source>
      <translation>Descritores de forma</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Similar features</source>
      <translation>Feições semelhantes</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Source layer</source>
      <translation>Camada de origem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/base.py" />
      <source>Suggestions</source>
      <translation>Sugestões</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Suggestions layer</source>
      <translation>Camada de sugestões</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Suggestions refused</source>
      <translation>Sugestões recusadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Target layer</source>
      <translation>Camada de destino</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The class hint names no class of the class field; it was not used</source>
      <translation>A dica de classe não nomeia nenhuma classe do campo da classe; ela não foi usada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>The edits of {layer} could not be saved ({errors})</source>
      <translation>Não foi possível salvar as edições de {layer} ({errors})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>The input layer has no field {field}</source>
      <translation>A camada de entrada não tem o campo {field}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The input layer has no selected features</source>
      <translation>A camada de entrada não tem feições selecionadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The reference expression is not valid ({error})</source>
      <translation>A expressão de referência não é válida ({error})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Vertex count</source>
      <translation>Contagem de vértices</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>confidence {value:.2f} is below {minimum:.2f}</source>
      <translation>confiança {value:.2f} abaixo de {minimum:.2f}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>no confidence value</source>
      <translation>sem valor de confiança</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>the confidence is not a number from 0 to 1</source>
      <translation>a confiança não é um número de 0 a 1</translation>
    </message>
    <message>
      <source>{n} feature(s) added to {layer}; {refused} suggestion(s) refused</source>
      <translation type="vanished">Feições adicionadas a {layer}: {n}; sugestões recusadas: {refused}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>{n} geometries repaired</source>
      <translation>Geometrias reparadas: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>{n} geometry repaired</source>
      <translation>Geometria reparada: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>{n} pair found</source>
      <translation>{n} par encontrado</translation>
    </message>
    <message>
      <source>{n} pair(s) found</source>
      <translation type="vanished">Pares encontrados: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>{n} pairs found</source>
      <translation>{n} pares encontrados</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>{n} similar feature found</source>
      <translation>{n} feição semelhante encontrada</translation>
    </message>
    <message>
      <source>{n} similar feature(s) found</source>
      <translation type="vanished">Feições semelhantes encontradas: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>{n} similar features found</source>
      <translation>{n} feições semelhantes encontradas</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseProvenance</name>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>A convenience, with a call into Python for each feature. To style, label or filter a large layer, write provenance into fields (Provenance… beside Accept into) and use the field instead.</source>
      <translation>Uma conveniência, com uma chamada ao Python para cada feição. Para estilizar, rotular ou filtrar uma camada grande, grave a procedência em campos (Procedência… ao lado de Aceitar em) e use o campo em vez disso.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Accepted at</source>
      <translation>Aceita em</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Accepted by</source>
      <translation>Aceita por</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Answer (excerpt)</source>
      <translation>Resposta (trecho)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Backend</source>
      <translation>Backend</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Confidence</source>
      <translation>Confiança</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Conversation id</source>
      <translation>ID da conversa</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Examples</source>
      <translation>Exemplos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Keys</source>
      <translation>Chaves</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Message id</source>
      <translation>ID da mensagem</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Suggested by GeoSense</source>
      <translation>Sugerida pelo GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Syntax</source>
      <translation>Sintaxe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Where a feature accepted from a GeoSense suggestion came from. NULL for features GeoSense did not suggest.</source>
      <translation>De onde veio uma feição aceita a partir de uma sugestão do GeoSense. NULL para feições que o GeoSense não sugeriu.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>geosense_provenance: unknown key {key!r}; one of {keys}</source>
      <translation>geosense_provenance: chave desconhecida {key!r}; use uma de {keys}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>{key} cannot be written into a field</source>
      <translation>{key} não pode ser gravado em um campo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>{layer} already has a field “{name}” of another type</source>
      <translation>{layer} já tem um campo “{name}” de outro tipo</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is chosen twice</source>
      <translation>“{name}” foi escolhido duas vezes</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is longer than the {n} characters a field name of {layer} may have</source>
      <translation>“{name}” tem mais do que os {n} caracteres que um nome de campo de {layer} pode ter</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is not a usable field name (letters, digits and _, at most 63)</source>
      <translation>“{name}” não é um nome de campo utilizável (letras, dígitos e _, no máximo 63)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is the name of GeoSense's own virtual field</source>
      <translation>“{name}” é o nome do campo virtual do próprio GeoSense</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseResolver</name>
    <message>
      <location filename="../geosense_dock/map/resolver.py" />
      <source>{0} (not saved yet)</source>
      <translation>{0} (ainda não salvo)</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseResults</name>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>Could not write {path}: {message}</source>
      <translation>Não foi possível gravar {path}: {message}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar failed</source>
      <translation>A busca de semelhantes falhou</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar failed: {}</source>
      <translation>A busca de semelhantes falhou: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar needs numpy, which is not installed</source>
      <translation>Encontrar semelhantes precisa do numpy, que não está instalado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar was cancelled</source>
      <translation>A busca de semelhantes foi cancelada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/manager.py" />
      <source>GeoSense results</source>
      <translation>Resultados do GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar_task.py" />
      <source>GeoSense: find similar</source>
      <translation>GeoSense: encontrar semelhantes</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight_task.py" />
      <source>GeoSense: highlight</source>
      <translation>GeoSense: destacar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight ({n})</source>
      <translation>Destaque ({n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight failed: {}</source>
      <translation>O destaque falhou: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight was cancelled</source>
      <translation>O destaque foi cancelado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlighted {n} annotation</source>
      <translation>{n} anotação destacada</translation>
    </message>
    <message>
      <source>Highlighted {n} annotation(s)</source>
      <translation type="vanished">{n} anotação(ões) destacada(s)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlighted {n} annotations</source>
      <translation>{n} anotações destacadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>No usable suggestion: {}</source>
      <translation>Nenhuma sugestão utilizável: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>No vector layer is shared with GeoSense</source>
      <translation>Nenhuma camada vetorial está compartilhada com o GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>None of the annotations exist: {}</source>
      <translation>Nenhuma das anotações existe: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>None of the samples exist: {}</source>
      <translation>Nenhuma das amostras existe: {}</translation>
    </message>
    <message>
      <source>Samples not found: {ids}.</source>
      <translation type="vanished">Amostras não encontradas: {ids}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Similar to {what}</source>
      <translation>Semelhantes a {what}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>Suggestions ({n})</source>
      <translation>Sugestões ({n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/runs.py" />
      <source>The layer {} was removed before the result was ready; nothing was shown.</source>
      <translation>A camada {} foi removida antes de o resultado ficar pronto; nada foi mostrado.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/runs.py" />
      <source>The result could not be shown: {}</source>
      <translation>Não foi possível mostrar o resultado: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>The written layer {path} does not open</source>
      <translation>A camada gravada {path} não abre</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence 50-80 %</source>
      <translation>confiança 50–80 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence &lt; 50 %</source>
      <translation>confiança &lt; 50 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence &gt;= 80 %</source>
      <translation>confiança ≥ 80 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>distances</source>
      <translation>distâncias</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>geometry type differs from the other suggestions</source>
      <translation>o tipo de geometria difere das outras sugestões</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>not found: {ids}</source>
      <translation>não encontrado: {ids}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>overlaps</source>
      <translation>sobreposições</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>the artifact holds no suggestions</source>
      <translation>os dados anexados não contêm sugestões</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>unknown confidence</source>
      <translation>confiança desconhecida</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} invalid geometries repaired</source>
      <translation>geometrias inválidas reparadas: {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} invalid geometry repaired</source>
      <translation>{n} geometria inválida reparada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} skipped</source>
      <translation>{n} ignorada(s)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} suggestion shown</source>
      <translation>{n} sugestão mostrada</translation>
    </message>
    <message>
      <source>{n} suggestion(s) shown</source>
      <translation type="vanished">{n} sugestão(ões) mostrada(s)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} suggestions shown</source>
      <translation>{n} sugestões mostradas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>{path} is not a GeoPackage that can be added to: {message}</source>
      <translation>{path} não é um GeoPackage ao qual se possa adicionar algo: {message}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>{} — linked</source>
      <translation>{} — vinculada</translation>
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
      <translation>Um campo virtual mantido no projeto: os dados da camada não são alterados.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Also write provenance into fields of the layer</source>
      <translation>Gravar também a procedência em campos da camada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Leave a name empty to leave that item out. Missing fields are created at the next accept, in the same undo step as the accepted features; existing fields of that name are filled.</source>
      <translation>Deixe um nome vazio para omitir esse item. Os campos ausentes são criados na próxima aceitação, na mesma etapa de desfazer das feições aceitas; os campos existentes com esse nome são preenchidos.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Provenance in “{0}”</source>
      <translation>Procedência em “{0}”</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Show “Suggested by GeoSense” in Identify results, the attribute form and the attribute table</source>
      <translation>Mostrar “Sugerida pelo GeoSense” nos resultados de Identificar feições, no formulário de atributos e na tabela de atributos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Style, label and filter by these fields (gs_confidence, for example), which QGIS reads as fast as any other field. With the answer, confidence, accepted by, accepted at and backend written, “Suggested by GeoSense” reads these fields too, without Python.</source>
      <translation>Estilize, rotule e filtre por estes campos (gs_confidence, por exemplo), que o QGIS lê tão rápido quanto qualquer outro campo. Com a resposta, a confiança, aceita por, aceita em e o backend gravados, “Sugerida pelo GeoSense” também lê estes campos, sem Python.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Suggest names</source>
      <translation>Sugerir nomes</translation>
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
      <translation>Aceitar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept anyway</source>
      <translation>Aceitar mesmo assim</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept into</source>
      <translation>Aceitar em</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept suggestions</source>
      <translation>Aceitar sugestões</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept the suggestions chosen beside</source>
      <translation>Aceitar as sugestões escolhidas ao lado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Add a category for it</source>
      <translation>Adicionar uma categoria para ele</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>All shown suggestions</source>
      <translation>Todas as sugestões mostradas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Choose a layer to accept into</source>
      <translation>Escolha uma camada na qual aceitar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Class field</source>
      <translation>Campo da classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Class value</source>
      <translation>Valor da classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Edit shape</source>
      <translation>Editar forma</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Edit the suggestions with QGIS's vertex tool before accepting them</source>
      <translation>Editar as sugestões com a ferramenta de vértices do QGIS antes de aceitá-las</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>How the accepted features of this layer show where they came from, and whether it is also written into fields</source>
      <translation>Como as feições aceitas desta camada mostram sua procedência e se ela também é gravada em campos</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Minimum confidence</source>
      <translation>Confiança mínima</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Next suggestion</source>
      <translation>Próxima sugestão</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Next ▶</source>
      <translation>Próxima ▶</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No category could be added to the style of {layer}</source>
      <translation>Não foi possível adicionar uma categoria ao estilo de {layer}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No suggestion to accept</source>
      <translation>Nenhuma sugestão para aceitar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No suggestions</source>
      <translation>Nenhuma sugestão</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Not accepted: {reason}</source>
      <translation>Não aceito: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Nothing accepted</source>
      <translation>Nada foi aceito</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Previous suggestion</source>
      <translation>Sugestão anterior</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Provenance…</source>
      <translation>Procedência…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Reject</source>
      <translation>Rejeitar</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Reject the suggestions chosen beside</source>
      <translation>Rejeitar as sugestões escolhidas ao lado</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Selected suggestions</source>
      <translation>Sugestões selecionadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Show the features the last accept added</source>
      <translation>Mostrar as feições adicionadas pela última aceitação</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The field of the target layer that takes the class value; the empty entry writes no class</source>
      <translation>O campo da camada de destino que recebe o valor da classe; a entrada vazia não grava nenhuma classe</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The style of {layer} does not draw the class value “{value}” of the field {field}. Features accepted with it would be invisible, and QGIS's Identify tool would not find them.</source>
      <translation>O estilo de {layer} não desenha o valor de classe “{value}” do campo {field}. Feições aceitas com ele ficariam invisíveis, e a ferramenta Identificar feições do QGIS não as encontraria.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The suggestions or the target layer changed while you were asked; nothing was accepted. Check them and accept again.</source>
      <translation>As sugestões ou a camada de destino mudaram enquanto você respondia; nada foi aceito. Verifique-as e aceite novamente.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>This suggestion</source>
      <translation>Esta sugestão</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to</source>
      <translation>Aproximar para</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to accepted</source>
      <translation>Zoom nas aceitas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to this suggestion</source>
      <translation>Zoom nesta sugestão</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>none left</source>
      <translation>nenhuma restante</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>optional class value</source>
      <translation>valor da classe opcional</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>the layer has a filter ({filter}): features it does not match disappear from the layer once the edits are saved</source>
      <translation>a camada tem um filtro ({filter}): as feições que não o atendem somem da camada quando as edições forem salvas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{name} cannot be edited</source>
      <translation>{name} não pode ser editada</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} of them are not drawn by the layer's style: give them a class value it shows</source>
      <translation>{n} delas não são desenhadas pelo estilo da camada: dê a elas um valor de classe que ele mostre</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} of them do not match the layer's filter ({filter}): they disappear from the layer once the edits are saved</source>
      <translation>{n} delas não atendem ao filtro da camada ({filter}): somem da camada quando as edições forem salvas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestion added to {layer}; save the layer's edits to keep it</source>
      <translation>{n} sugestão adicionada a {layer}; salve as edições da camada para mantê-la</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestion rejected</source>
      <translation>{n} sugestão rejeitada</translation>
    </message>
    <message>
      <source>{n} suggestion(s) added to {layer}; save the layer's edits to keep them</source>
      <translation type="vanished">{n} sugestão(ões) adicionada(s) a {layer}; salve as edições da camada para mantê-las</translation>
    </message>
    <message>
      <source>{n} suggestion(s) rejected</source>
      <translation type="vanished">{n} sugestão(ões) rejeitada(s)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestions added to {layer}; save the layer's edits to keep them</source>
      <translation>{n} sugestões adicionadas a {layer}; salve as edições da camada para mantê-las</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestions rejected</source>
      <translation>{n} sugestões rejeitadas</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{pos} of {n}</source>
      <translation>{pos} de {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>◀ Previous</source>
      <translation>◀ Anterior</translation>
    </message>
  </context>
</TS>
