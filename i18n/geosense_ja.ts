<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
  <context>
    <name>GeoSense</name>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'samples' must be a list of {id, v?} objects</source>
      <translation>'samples' は {id, v?} オブジェクトのリストでなければなりません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'samples[{0}]' has no integer 'id'</source>
      <translation>'samples[{0}]' に整数の 'id' がありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'{0}' must be a list of annotation ids</source>
      <translation>'{0}' は注記IDのリストでなければなりません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'{0}[{1}]' is not an integer annotation id: {2!r}</source>
      <translation>'{0}[{1}]' は整数の注記IDではありません：{2!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>(interrupted: {0}; the answer is incomplete)</source>
      <translation>（中断されました：{0}。回答は不完全です）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>(interrupted; the answer is incomplete)</source>
      <translation>（中断されました。回答は不完全です）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>(the answer above is incomplete)</source>
      <translation>（上の回答は不完全です）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>1 layer</source>
      <translation>1レイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>1 sketch</source>
      <translation>1スケッチ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>&lt;p&gt;Ask GeoSense about your layers: select features on the map, then type a question below.&lt;/p&gt;</source>
      <translation>&lt;p&gt;レイヤについてGeoSenseに質問できます。地図上で地物を選択し、下に質問を入力してください。&lt;/p&gt;</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>&lt;{0}&gt; needs a value</source>
      <translation>&lt;{0}&gt;には値が必要です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>A field with each feature's confidence, 0 to 1</source>
      <translation>各地物の信頼度（0～1）を持つフィールド</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>A shared layer was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>メッセージの準備中に共有レイヤが削除されたため、何も送信されませんでした。メッセージをもう一度送信してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>API token</source>
      <translation>APIトークン</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Activity: 1 step</source>
      <translation>アクティビティ：1ステップ</translation>
    </message>
    <message>
      <source>Activity: {0} step(s)</source>
      <translation type="vanished">アクティビティ：{0}ステップ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Activity: {0} steps</source>
      <translation>アクティビティ：{0}ステップ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Add context</source>
      <translation>コンテキストを追加</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Add context to the next message</source>
      <translation>次のメッセージにコンテキストを追加</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Agent URL</source>
      <translation>エージェントURL</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Allow backend tools</source>
      <translation>バックエンドツールを許可</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Allow the agent to run backend tools (sent with every message)</source>
      <translation>エージェントにバックエンドツールの実行を許可します（各メッセージと共に送信）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>An image of the map goes with the message</source>
      <translation>地図の画像をメッセージと共に送信します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Annotation ids</source>
      <translation>注記ID</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Annotation {0} not found: {1}</source>
      <translation>注記{0}が見つかりません：{1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Answer state</source>
      <translation>回答の状態</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Answer to the tool call “{0}”, {1} characters of text</source>
      <translation>ツール呼び出し「{0}」への応答、テキスト {1} 文字</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Answer: {0}</source>
      <translation>回答：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Answered in your own words.</source>
      <translation>自分の言葉で回答しました。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>App URL</source>
      <translation>アプリURL</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>App URL (internal links)</source>
      <translation>アプリURL（内部リンク）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked</source>
      <translation>承認を求められました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: backend tools</source>
      <translation>承認を求められました：バックエンドツール</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: this costs credits</source>
      <translation>承認を求められました：クレジットを消費します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: this deletes data</source>
      <translation>承認を求められました：データを削除します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed</source>
      <translation>承認が必要です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: backend tools</source>
      <translation>承認が必要です：バックエンドツール</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: this costs credits</source>
      <translation>承認が必要です：クレジットを消費します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: this deletes data</source>
      <translation>承認が必要です：データを削除します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Approval requested ({0}): {1}</source>
      <translation>承認の依頼（{0}）：{1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approve</source>
      <translation>承認</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approve the request</source>
      <translation>リクエストを承認</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approving also allows backend tools for this conversation.</source>
      <translation>承認すると、この会話ではバックエンドツールも許可されます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Area of {0}</source>
      <translation>{0}の面積</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Artifacts to: {0}</source>
      <translation>添付データの送信先：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>As HTML…</source>
      <translation>HTMLとして…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>As Markdown…</source>
      <translation>Markdownとして…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about the selection</source>
      <translation>選択についてGeoSenseに質問</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about these features</source>
      <translation>これらの地物についてGeoSenseに質問</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about these layers</source>
      <translation>これらのレイヤについてGeoSenseに質問</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this class</source>
      <translation>このクラスについてGeoSenseに質問</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this feature</source>
      <translation>この地物についてGeoSenseに質問</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this layer</source>
      <translation>このレイヤについてGeoSenseに質問</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Ask GeoSense about your layers… Type @ to mention a feature, layer or class (Enter to send, Shift+Enter for a new line)</source>
      <translation>レイヤについてGeoSenseに質問… @で地物・レイヤ・クラスを参照できます（Enterで送信、Shift+Enterで改行）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>Ask: {0}</source>
      <translation>質問：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Attributes that may be sent</source>
      <translation>送信してよい属性</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Attributes that may be sent (besides id, class, confidence)</source>
      <translation>送信してよい属性（ID、クラス、信頼度以外）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Automatic (WebSocket, else HTTP)</source>
      <translation>自動（WebSocket、不可ならHTTP）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Backend tools allowed: no</source>
      <translation>バックエンドツールの許可: いいえ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Backend tools allowed: yes</source>
      <translation>バックエンドツールの許可: はい</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cancel</source>
      <translation>キャンセル</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cancel queued message</source>
      <translation>送信待ちのメッセージを取り消し</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Cannot read this value: {0}</source>
      <translation>この値を読み取れません：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Categories</source>
      <translation>カテゴリ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Choose the shared layers</source>
      <translation>共有するレイヤを選択</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Choose which layers are shared with GeoSense</source>
      <translation>GeoSenseと共有するレイヤを選択</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Class {0} not found: {1}</source>
      <translation>クラス{0}が見つかりません：{1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Classes</source>
      <translation>クラス</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Clear results</source>
      <translation>結果をクリア</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Click features on the map to refer to them in your message (Escape or a right click ends)</source>
      <translation>地図上の地物をクリックしてメッセージで参照します（Escまたは右クリックで終了）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Comma-separated field names whose values may go with a shared layer, besides the annotation id, class and confidence</source>
      <translation>アノテーションID、クラス、信頼度以外に、共有レイヤと一緒に値を送信してよいフィールド名（カンマ区切り）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Confidence</source>
      <translation>信頼度</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Confidence of {0}</source>
      <translation>{0}の信頼度</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Confirm before a layer is shared for the first time</source>
      <translation>レイヤを初めて共有する前に確認する</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Confirm each time</source>
      <translation>毎回確認する</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connected</source>
      <translation>接続済み</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connected ({0})</source>
      <translation>接続済み（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connecting…</source>
      <translation>接続中…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connection state</source>
      <translation>接続状態</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connection state indicator</source>
      <translation>接続状態インジケータ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Conversation</source>
      <translation>会話</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy as text</source>
      <translation>テキストとしてコピー</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy contexts</source>
      <translation>コンテキストをコピー</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy markup</source>
      <translation>マークアップをコピー</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy this message</source>
      <translation>このメッセージをコピー</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Cost: {0:g} credits</source>
      <translation>コスト：{0:g}クレジット</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cost: {0} credits</source>
      <translation>コスト：{0}クレジット</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>Could not fetch the data attached to the answer: {0}</source>
      <translation>回答に添付されたデータを取得できませんでした：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>Data attached to the answer could not be fetched: {0}</source>
      <translation>回答に添付されたデータを取得できませんでした：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Data context</source>
      <translation>データコンテキスト</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Data not available: {0}</source>
      <translation>データを利用できません：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Dataset</source>
      <translation>データセット</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Developer mode (copy raw markup and contexts)</source>
      <translation>開発者モード（生のマークアップとコンテキストをコピー）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Disconnected</source>
      <translation>切断</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Docs URL</source>
      <translation>ドキュメントURL</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Draw polygons on the map to send with the next message</source>
      <translation>地図上にポリゴンを描き、次のメッセージと共に送信します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>E</source>
      <translation>E</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Enter your FlyPix API key.</source>
      <translation>FlyPixのAPIキーを入力してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Everything available is attached</source>
      <translation>利用できるものはすべて添付済みです</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Export</source>
      <translation>エクスポート</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Export the conversation</source>
      <translation>会話をエクスポート</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Feature id</source>
      <translation>地物ID</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/writers.py" />
      <source>Find Similar located 1 result belonging to class {0}.</source>
      <translation>類似を検索で、クラス「{0}」の結果が1件見つかりました。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/writers.py" />
      <source>Find Similar located {0} results belonging to class {1}.</source>
      <translation>類似を検索で、クラス「{1}」の結果が{0}件見つかりました。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Find similar</source>
      <translation>類似を検索</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>FlyPix GeoSense API</source>
      <translation>FlyPix GeoSense API</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>FlyPix URL: {reason}</source>
      <translation>FlyPix URL：{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered inference {0} without a status</source>
      <translation>FlyPixは推論{0}にステータスなしで応答しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the balance with something that is not an object</source>
      <translation>FlyPixは残高にオブジェクトではないもので応答しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the estimate with something that is not an object</source>
      <translation>FlyPixは見積もりにオブジェクトではないもので応答しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix answered the message without a response</source>
      <translation>FlyPixはメッセージに回答なしで応答しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the model run without an inference id</source>
      <translation>FlyPixはモデルの実行に推論IDなしで応答しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix answered the sign-in without an access token</source>
      <translation>FlyPixはアクセストークンなしでサインインに応答しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_requests.py" />
      <source>FlyPix answered the {0} with something that is not a list</source>
      <translation>FlyPixは{0}にリストではないものを返しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix answered {0} with something that is not JSON</source>
      <translation>FlyPixは{0}にJSONではないものを返しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_redirects.py" />
      <source>FlyPix at {0} redirected to another server ({1}); not followed, so that your FlyPix credentials are never sent there. Check the FlyPix URL in the settings</source>
      <translation>{0}のFlyPixが別のサーバー（{1}）へリダイレクトしました。FlyPixの認証情報がそこへ送信されないよう、従いませんでした。設定のFlyPix URLを確認してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_redirects.py" />
      <source>FlyPix at {0} redirected to the insecure {1}; not followed, so that your FlyPix credentials are not sent without encryption</source>
      <translation>{0}のFlyPixが安全でない{1}へリダイレクトしました。FlyPixの認証情報が暗号化なしで送信されないよう、従いませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix could not find it</source>
      <translation>FlyPixで見つかりませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix denied access</source>
      <translation>FlyPixがアクセスを拒否しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not accept the API key ({0})</source>
      <translation>FlyPixはAPIキーを受け付けませんでした（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not accept the user name or password ({0})</source>
      <translation>FlyPixがユーザー名またはパスワードを受け付けませんでした（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not answer within {0:g} s</source>
      <translation>FlyPixから{0:g}秒以内に応答がありませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix did not return a GeoSense session id</source>
      <translation>FlyPixはGeoSenseのセッションIDを返しませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <source>FlyPix did not store it</source>
      <translation>FlyPixは保存しませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix failed</source>
      <translation>FlyPixでエラーが発生しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix gave no download link for file {0}</source>
      <translation>FlyPix はファイル {0} のダウンロードリンクを返しませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix gives this raster's imagery as {0}, which QGIS cannot show</source>
      <translation>FlyPix はこのラスタの画像を {0} として提供しており、QGIS では表示できません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix is busy (too many requests); try again shortly</source>
      <translation>FlyPixが混み合っています（リクエストが多すぎます）。しばらくしてからもう一度お試しください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix names no file for this raster</source>
      <translation>FlyPix はこのラスタのファイルを示していません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix refused the request</source>
      <translation>FlyPixがリクエストを拒否しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix refused the sign-in</source>
      <translation>FlyPixがサインインを拒否しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix refused your API key (revoked or expired). Enter a valid key.</source>
      <translation>FlyPixがAPIキーを拒否しました（失効または期限切れ）。有効なキーを入力してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix rejected your sign-in. Sign in again.</source>
      <translation>FlyPixがサインインを拒否しました。もう一度サインインしてください。</translation>
    </message>
    <message>
      <source>FlyPix sent an event that could not be read: {0}</source>
      <translation type="vanished">FlyPixから読み取れないイベントが送られてきました：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix stopped sending within {0:g} s</source>
      <translation>FlyPixからの送信が{0:g}秒間途絶えました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix stored the artifact but returned no artifact_id</source>
      <translation>FlyPixは添付データを保存しましたが、artifact_idを返しませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix takes messages of at most {0} characters; this one has {1}. Shorten it and send again</source>
      <translation>FlyPixが受け付けるメッセージは最大{0}文字です。このメッセージは{1}文字あります。短くしてからもう一度送信してください</translation>
    </message>
    <message>
      <source>FlyPix's answer did not name the new annotation</source>
      <translation type="vanished">FlyPixの応答に新しい注記が示されていませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix's balance has no credits and withheld</source>
      <translation>FlyPixの残高にcreditsとwithheldがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix's estimate has no total_cost and total_pixels</source>
      <translation>FlyPixの見積もりにtotal_costとtotal_pixelsがありません</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Focus the GeoSense composer</source>
      <translation>GeoSenseの入力欄にフォーカス</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Folder</source>
      <translation>フォルダ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Frozen dataset</source>
      <translation>固定データセット</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>GeoPackage (*.gpkg)</source>
      <translation>GeoPackage (*.gpkg)</translation>
    </message>
    <message>
      <source>GeoPackage (*.gpkg);;Keep in memory (*)</source>
      <translation type="vanished">GeoPackage (*.gpkg);;メモリに保持 (*)</translation>
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
      <translation>GeoSenseの設定…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>GeoSense agent over HTTP streaming (SSE)</source>
      <translation>HTTPストリーミング（SSE）経由のGeoSenseエージェント</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>GeoSense agent over WebSocket</source>
      <translation>WebSocket経由のGeoSenseエージェント</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>GeoSense conversation</source>
      <translation>GeoSense の会話</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>GeoSense is answering…</source>
      <translation>GeoSenseが回答しています…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>GeoSense is answering… ({0})</source>
      <translation>GeoSenseが回答しています…（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>GeoSense results</source>
      <translation>GeoSenseの結果</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>GeoSense settings</source>
      <translation>GeoSenseの設定</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>GeoSense was closed.</source>
      <translation>GeoSenseは閉じられました。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>GeoSense's answer</source>
      <translation>GeoSenseの回答</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>GeoSense: fetching results</source>
      <translation>GeoSense：結果を取得中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>GeoSense: preparing the message</source>
      <translation>GeoSense：メッセージを準備中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>HTML (*.html)</source>
      <translation>HTML (*.html)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>HTTP 403 from {0} (refused by the proxy or the agent)</source>
      <translation>{0}からHTTP 403（プロキシまたはエージェントが拒否）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>HTTP streaming (SSE)</source>
      <translation>HTTPストリーミング（SSE）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>HTTP {0} from {1}</source>
      <translation>{1}からHTTP {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Hide the results</source>
      <translation>結果を非表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Inference</source>
      <translation>推論</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Inference: {0}</source>
      <translation>推論：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Insert the selected features into the GeoSense composer</source>
      <translation>選択されている地物をGeoSenseの入力欄に挿入</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Interrupted</source>
      <translation>中断</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Interrupted: {0}</source>
      <translation>中断：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep as layer…</source>
      <translation>レイヤとして保持…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep in memory (*)</source>
      <translation>メモリに保持 (*)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep result as layer</source>
      <translation>結果をレイヤとして保持</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Layer</source>
      <translation>レイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Layer {0} not found: {1}</source>
      <translation>レイヤ{0}が見つかりません：{1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Layer “{0}” (vector id {1})</source>
      <translation>レイヤ「{0}」（ベクタID {1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Layers</source>
      <translation>レイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Layers shared with GeoSense are sent with each message. By default every visible vector layer is shared.</source>
      <translation>GeoSenseと共有しているレイヤは各メッセージと共に送信されます。既定では、表示中のすべてのベクタレイヤが共有されます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Leave this out of the next message</source>
      <translation>次のメッセージから外す</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>List of the shared local layers ({0})</source>
      <translation>共有したローカルレイヤの一覧（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Make the result a real, editable layer (optionally saved to a GeoPackage)</source>
      <translation>結果を編集可能な実際のレイヤにします（GeoPackageへの保存も可能）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Map</source>
      <translation>地図</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Map state: the view and {0} layer name</source>
      <translation>マップの状態: 表示と{0}件のレイヤ名</translation>
    </message>
    <message>
      <source>Map state: the view and {0} layer name(s)</source>
      <translation type="vanished">マップの状態: 表示と{0}件のレイヤ名</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Map state: the view and {0} layer names</source>
      <translation>マップの状態: 表示と{0}件のレイヤ名</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Markdown (*.md)</source>
      <translation>Markdown (*.md)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Message actions</source>
      <translation>メッセージの操作</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/controller.py" />
      <source>Message not sent: {0}</source>
      <translation>メッセージを送信できませんでした：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Message text: {0} characters</source>
      <translation>メッセージ本文: {0}文字</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Message to GeoSense</source>
      <translation>GeoSenseへのメッセージ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Model</source>
      <translation>モデル</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>N</source>
      <translation>N</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Never send</source>
      <translation>送信しない</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New</source>
      <translation>新規</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New conversation</source>
      <translation>新しい会話</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New message instead</source>
      <translation>新しいメッセージとして送信</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>No answer</source>
      <translation>回答なし</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>No answer: {0}</source>
      <translation>回答なし：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>No feature there: click inside a feature.</source>
      <translation>そこには地物がありません。地物の内側をクリックしてください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>No results yet. Highlights, similar features and suggestions from GeoSense appear here as temporary layers.</source>
      <translation>結果はまだありません。GeoSenseによるハイライト、類似地物、提案は、ここに一時レイヤとして表示されます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>No screenshot was sent: screenshots are not allowed ({0}).</source>
      <translation>スクリーンショットは送信されませんでした: スクリーンショットは許可されていません（{0}）。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>No screenshot was sent: you declined.</source>
      <translation>スクリーンショットは送信されませんでした: 拒否されました。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>None</source>
      <translation>なし</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>None (1.0)</source>
      <translation>なし（1.0）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Not a documentation path</source>
      <translation>ドキュメントのパスではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Not an annotation id: {0}</source>
      <translation>注記IDではありません：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>Not inserted: {0}.</source>
      <translation>挿入されませんでした：{0}。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Not opened: only web (http, https) and app links are followed ({0})</source>
      <translation>開きませんでした：たどるのはWeb（http、https）とアプリのリンクだけです（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/composing.py" />
      <source>Not sent: the message refers to a layer that is not shared. Share it, or remove its references.</source>
      <translation>未送信：共有されていないレイヤをメッセージが参照しています。そのレイヤを共有するか、参照を削除してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Not sent: {0}</source>
      <translation>未送信：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Nothing is selected: select features on the map first.</source>
      <translation>何も選択されていません。先に地図上で地物を選択してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Notice</source>
      <translation>お知らせ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Offline</source>
      <translation>オフライン</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Open the GeoSense dock and type your question</source>
      <translation>GeoSenseパネルを開いて質問を入力</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Open the results in a panel of their own</source>
      <translation>結果を専用のパネルで開く</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Open this long answer in a window of its own</source>
      <translation>この長い回答を別のウィンドウで開く</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Order</source>
      <translation>オーダー</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Orientation of {0}</source>
      <translation>{0}の方向</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>Over FlyPix, GeoSense answers in one piece: no streaming, no approvals, no activity log, and the agent cannot run tools in QGIS. Highlights, suggestions and data in its answers still work.</source>
      <translation>FlyPix経由では、GeoSenseは回答を一度にまとめて返します。ストリーミング、承認、アクティビティログはなく、エージェントはQGISでツールを実行できません。回答内のハイライト、提案、データはそのまま使えます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Pick</source>
      <translation>指定</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Pick features on the map for the message</source>
      <translation>メッセージに含める地物を地図上で指定</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Plan:</source>
      <translation>計画：</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Position ({0}) of {1}: {2}</source>
      <translation>{1}の位置（{0}）：{2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Position of {0}</source>
      <translation>{0}の位置</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Preparing the message failed (see the GeoSense log). The message was not sent.</source>
      <translation>メッセージの準備に失敗しました（GeoSenseのログを参照）。メッセージは送信されていません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Preparing the message was cancelled.</source>
      <translation>メッセージの準備はキャンセルされました。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Project</source>
      <translation>プロジェクト</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Put the results back under the conversation</source>
      <translation>結果を会話の下に戻す</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>QGIS could not open the imagery ({0})</source>
      <translation>QGIS は画像を開けませんでした（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>QGIS feature ids as the ids, the field {0} may not be sent</source>
      <translation>ID として QGIS の地物 ID、フィールド {0} は送信できません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Queued: will be sent when the agent is connected and free.</source>
      <translation>送信待ち：エージェントが接続され、空いたときに送信されます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Queued: {0}</source>
      <translation>送信待ち：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Raster</source>
      <translation>ラスタ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Reconnecting…</source>
      <translation>再接続中…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>Reference not found: {0}</source>
      <translation>参照が見つかりません：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>References to insert</source>
      <translation>挿入する参照</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>References to “{0}” were not inserted: the layer is not shared.</source>
      <translation>「{0}」への参照は挿入されませんでした：レイヤが共有されていません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Region {0}: {1}</source>
      <translation>領域{0}：{1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Regions</source>
      <translation>領域</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Reject</source>
      <translation>却下</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Reject the request</source>
      <translation>リクエストを却下</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Remove</source>
      <translation>削除</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Remove context</source>
      <translation>コンテキストを削除</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Results</source>
      <translation>結果</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Retry connecting now</source>
      <translation>今すぐ再接続</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Retry now</source>
      <translation>今すぐ再試行</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Run {0}</source>
      <translation>{0}を実行</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>S</source>
      <translation>S</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Samples not found: {0}.</source>
      <translation>サンプルが見つかりません：{0}。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot</source>
      <translation>スクリーンショット</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Screenshot of the map</source>
      <translation>地図のスクリーンショット</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot that was sent</source>
      <translation>送信されたスクリーンショット</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot: {0} × {1} px of {2}</source>
      <translation>スクリーンショット: {0} × {1} px（{2}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Screenshots</source>
      <translation>スクリーンショット</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Selection</source>
      <translation>選択</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Selection: features {0}, regions {1}, suggestions {2}</source>
      <translation>選択: 地物{0}件、領域{1}件、提案{2}件</translation>
    </message>
    <message>
      <source>Selection: {0} feature(s), {1} region(s), {2} suggestion(s)</source>
      <translation type="vanished">選択: 地物{0}件、領域{1}件、提案{2}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send</source>
      <translation>送信</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Send a screenshot of the map with this message?</source>
      <translation>このメッセージと一緒にマップのスクリーンショットを送信しますか？</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send as a new message instead of answering the question</source>
      <translation>質問に回答せず、新しいメッセージとして送信</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send message</source>
      <translation>メッセージを送信</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Send this layer's features with each message</source>
      <translation>このレイヤの地物を各メッセージと共に送信</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send what you type as a new message, not as the answer to the question</source>
      <translation>入力内容を質問への回答ではなく、新しいメッセージとして送信</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Send when asked for</source>
      <translation>要求されたときに送信</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sent with this message ({0})</source>
      <translation>このメッセージと一緒に送信（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Set aside: you sent a new message instead.</source>
      <translation>保留：代わりに新しいメッセージを送信しました。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Set aside: {0}</source>
      <translation>保留：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Settings</source>
      <translation>設定</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Settings problem: {0}</source>
      <translation>設定の問題：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Share</source>
      <translation>共有</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Share the layer “{0}” with GeoSense? Its {1} feature goes with this message (id, class, confidence, area, geometry{2}).</source>
      <translation>レイヤ「{0}」をGeoSenseと共有しますか？ その地物{1}件がこのメッセージと一緒に送信されます（ID、クラス、信頼度、面積、ジオメトリ{2}）。</translation>
    </message>
    <message>
      <source>Share the layer “{0}” with GeoSense? Its {1} feature(s) go with this message (id, class, confidence, area, geometry{2}).</source>
      <translation type="vanished">レイヤ「{0}」をGeoSenseと共有しますか？ その地物{1}件がこのメッセージと一緒に送信されます（ID、クラス、信頼度、面積、ジオメトリ{2}）。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Share the layer “{0}” with GeoSense? Its {1} features go with this message (id, class, confidence, area, geometry{2}).</source>
      <translation>レイヤ「{0}」をGeoSenseと共有しますか？ その地物{1}件がこのメッセージと一緒に送信されます（ID、クラス、信頼度、面積、ジオメトリ{2}）。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Share {}</source>
      <translation>{}を共有</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Sharing policy</source>
      <translation>共有ポリシー</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Show on map</source>
      <translation>地図に表示</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Show or hide the GeoSense dock</source>
      <translation>GeoSenseパネルの表示／非表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>Show the GeoSense answer</source>
      <translation>GeoSenseの回答を表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Show the GeoSense results panel</source>
      <translation>GeoSenseの結果パネルを表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Show the activity of this answer</source>
      <translation>この回答のアクティビティを表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Show the results panel</source>
      <translation>結果パネルを表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Show the whole activity log</source>
      <translation>アクティビティログ全体を表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Show the whole answer</source>
      <translation>回答全体を表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Show what was sent with this message</source>
      <translation>このメッセージと一緒に送信された内容を表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Sketch</source>
      <translation>スケッチ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Sketch on the map</source>
      <translation>地図上にスケッチ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sketches</source>
      <translation>スケッチ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sketches: {0} geometry(ies)</source>
      <translation>スケッチ: ジオメトリ{0}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/parser.py" />
      <source>Some data references are shown as written: filling them all in would have made this message larger than {0} MiB.</source>
      <translation>一部のデータ参照は書かれたまま表示されています。すべてを埋め込むと、このメッセージが {0} MiB を超えてしまうためです。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Some references could not be inserted: {0}.</source>
      <translation>一部の参照を挿入できませんでした：{0}。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Source</source>
      <translation>ソース</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Start a new conversation (a fresh session with the agent)</source>
      <translation>新しい会話を開始（エージェントとの新しいセッション）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Stop</source>
      <translation>停止</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Stop the answer</source>
      <translation>回答を停止</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Stored in the QGIS authentication database, never in plain settings.</source>
      <translation>QGISの認証データベースに保存され、通常の設定には保存されません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>Suggested by GeoSense · “{0}” · accepted by {1} on {2}</source>
      <translation>GeoSenseによる提案 · “{0}” · {1}が{2}に採用</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>Suggested by GeoSense · “{0}” · confidence {1:.2f} · accepted by {2} on {3}</source>
      <translation>GeoSenseによる提案 · “{0}” · 信頼度{1:.2f} · {2}が{3}に採用</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>Suggestions could not be shown: {0}</source>
      <translation>提案を表示できませんでした：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>TLS failed ({0})</source>
      <translation>TLSに失敗しました（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>That did not work; see the GeoSense log for details.</source>
      <translation>うまくいきませんでした。詳細はGeoSenseのログを参照してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/composing.py" />
      <source>That feature cannot be referenced: {0}.</source>
      <translation>その地物は参照できません：{0}。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>The Python package 'websockets' is not installed: using HTTP streaming (SSE) instead.</source>
      <translation>Pythonパッケージ'websockets'がインストールされていないため、HTTPストリーミング（SSE）を使用します。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The agent changed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>メッセージの準備中にエージェントが変更されたため、何も送信されませんでした。メッセージをもう一度送信してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>The agent wants to run a tool.</source>
      <translation>エージェントがツールを実行しようとしています。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The annotation ids of the layer “{0}” were sent as QGIS feature ids, not as the values of the field {1}, because it is not among the attributes that may be sent ({2}).</source>
      <translation>レイヤ「{0}」のアノテーション ID は、フィールド {1} の値ではなく QGIS の地物 ID として送信されました。このフィールドは送信できる属性に含まれていません（{2}）。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The answer is waiting: nothing has arrived from the agent for {0} s. You can wait or stop it.</source>
      <translation>回答が止まっています：エージェントから{0}秒間何も届いていません。待つか、停止できます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The approval could not be sent: the agent is not connected.</source>
      <translation>承認を送信できませんでした：エージェントが接続されていません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The approval could not be sent: wait for the current answer or stop it.</source>
      <translation>承認を送信できませんでした：現在の回答を待つか、停止してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The classes of the layer “{0}” were not sent, because the field {1} is not among the attributes that may be sent ({2}).</source>
      <translation>フィールド {1} は送信してよい属性に含まれていないため、レイヤ「{0}」のクラスは送信されませんでした（{2}）。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The confidences of the layer “{0}” were not sent (1.0 for every feature), because the field {1} is not among the attributes that may be sent ({2}).</source>
      <translation>レイヤ「{0}」の信頼度は送信されませんでした（すべての地物で 1.0）。フィールド {1} は送信できる属性に含まれていません（{2}）。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The conversation could not be exported: {0}</source>
      <translation>会話をエクスポートできませんでした：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>The conversation this feature was suggested in is no longer open; its provenance is kept with the feature: {0}</source>
      <translation>この地物が提案された会話はもう開かれていません。由来は地物と一緒に保持されています：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The layer {} was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>メッセージの準備中にレイヤ{}が削除されたため、何も送信されませんでした。メッセージをもう一度送信してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>The layer “{0}” is hidden. Show it to see the feature?</source>
      <translation>レイヤ「{0}」は非表示です。表示して地物を確認しますか？</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The layer “{0}” was not sent: you declined to share it.</source>
      <translation>レイヤ「{0}」は送信されませんでした: 共有を拒否しました。</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>The map side of GeoSense could not be loaded ({0}): the chat works, but without references, contexts or results. See the GeoSense log.</source>
      <translation>GeoSense の地図側を読み込めませんでした ({0})。チャットは使えますが、参照、コンテキスト、結果は使えません。GeoSense のログを参照してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>The message refers to what no longer exists: {0}. Drop these references and send?</source>
      <translation>メッセージは、もう存在しないものを参照しています：{0}。これらの参照を除いて送信しますか？</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>The message refers to “{0}”, which is not shared with GeoSense, so the agent cannot see it. Share the layer and send?</source>
      <translation>メッセージが参照している「{0}」はGeoSenseと共有されていないため、エージェントからは見えません。レイヤを共有して送信しますか？</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>The number the agent uses to name each feature</source>
      <translation>エージェントが各地物を呼ぶのに使う番号</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The previous message is still being prepared.</source>
      <translation>前のメッセージをまだ準備しています。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>The screenshot is too large to show here.</source>
      <translation>スクリーンショットが大きすぎるため、ここには表示できません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The selected features go with the message</source>
      <translation>選択されている地物をメッセージと共に送信します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The shapes you drew go with the message</source>
      <translation>描いた図形をメッセージと共に送信します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>The token could not be stored in the QGIS authentication database.</source>
      <translation>トークンをQGISの認証データベースに保存できませんでした。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>The tool's data could not be read: {0}</source>
      <translation>ツールのデータを読み取れませんでした：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The visible map extent goes with the message</source>
      <translation>地図の表示範囲をメッセージと共に送信します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>This cannot be undone.</source>
      <translation>この操作は元に戻せません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>This class reference has no usable id</source>
      <translation>このクラス参照には使用できるIDがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>This feature was not accepted from a GeoSense suggestion.</source>
      <translation>この地物はGeoSenseの提案から採用されたものではありません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>This layer reference has no usable id</source>
      <translation>このレイヤ参照には使用できるIDがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>This layer's features are regions (areas of interest), not annotations</source>
      <translation>このレイヤの地物は注記ではなく領域（関心領域）です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>This link has no usable id</source>
      <translation>このリンクには使用できるIDがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/parser.py" />
      <source>This message is longer than {0} MiB: only its beginning is shown.</source>
      <translation>このメッセージは {0} MiB を超えています。先頭部分のみ表示しています。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>This region link has no usable id</source>
      <translation>この領域リンクには使用できるIDがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>To: {0}, {1}</source>
      <translation>送信先: {0}、{1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Tools</source>
      <translation>ツール</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Total: {0} (message {1}, artifacts uploaded now {2})</source>
      <translation>合計：{0}（メッセージ {1}、今回アップロードした添付データ {2}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Total: {0} (message {1}, artifacts uploaded now {2}, sent later in the turn {3})</source>
      <translation>合計：{0}（メッセージ {1}、今回アップロードした添付データ {2}、このやり取りで後から送信 {3}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Training</source>
      <translation>学習</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Training: {0}</source>
      <translation>学習：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Transport</source>
      <translation>通信方式</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Try {0}, not delivered (sent again later): {1}</source>
      <translation>試行 {0}、未配信（後で再送信）: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Type your question. Type @ to insert a reference. Enter sends, Shift+Enter starts a new line, Tab moves on.</source>
      <translation>質問を入力してください。@で参照を挿入します。Enterで送信、Shift+Enterで改行、Tabで次へ移動します。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Unknown link type {0}</source>
      <translation>不明なリンクの種類{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Upload to the agent failed: {}. The message was not sent; try again.</source>
      <translation>エージェントへのアップロードに失敗しました：{}。メッセージは送信されていません。もう一度お試しください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Viewport</source>
      <translation>表示範囲</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Viewport: {0} in {1}</source>
      <translation>表示範囲: {0}（{1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Visibility: visible layers {0}, hidden layers {1}, hidden classes {2}, filters {3}</source>
      <translation>表示状態: 表示レイヤ{0}件、非表示{1}件、非表示クラス{2}件、フィルタ{3}件</translation>
    </message>
    <message>
      <source>Visibility: {0} layer(s) visible, {1} hidden, {2} hidden class(es), {3} filter(s)</source>
      <translation type="vanished">表示状態: 表示レイヤ{0}件、非表示{1}件、非表示クラス{2}件、フィルタ{3}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Visible layers</source>
      <translation>表示中のレイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>W</source>
      <translation>W</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>WebSocket</source>
      <translation>WebSocket</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>WebSocket could not be opened ({0}): using HTTP streaming (SSE) instead.</source>
      <translation>WebSocketを開けませんでした（{0}）。HTTPストリーミング（SSE）を使用します。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>WebSocket handshake rejected (HTTP {0})</source>
      <translation>WebSocketのハンドシェイクが拒否されました（HTTP {0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>WebSocket was chosen but the Python package 'websockets' is not installed: using HTTP streaming.</source>
      <translation>WebSocketが選択されていますが、Pythonパッケージ'websockets'がインストールされていないため、HTTPストリーミングを使用します。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>Welcome message</source>
      <translation>ようこそメッセージ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Where each feature's class comes from: the categories of a categorized renderer, none, or a field</source>
      <translation>各地物のクラスの取得元：カテゴリ値による定義のレンダラのカテゴリ、なし、またはフィールド</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Which shared layers and classes are visible, and their filters</source>
      <translation>表示中の共有レイヤとクラス、およびそのフィルタ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Workspace</source>
      <translation>ワークスペース</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You</source>
      <translation>あなた</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You approved this.</source>
      <translation>承認しました。</translation>
    </message>
    <message>
      <source>You are not signed in to FlyPix. Sign in to continue.</source>
      <translation type="vanished">FlyPixにサインインしていません。続けるにはサインインしてください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You rejected this.</source>
      <translation>却下しました。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Your FlyPix sign-in has expired or was revoked. Sign in again.</source>
      <translation>FlyPixのサインインの有効期限が切れたか、取り消されました。もう一度サインインしてください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Your FlyPix sign-in has expired. Sign in again.</source>
      <translation>FlyPixのサインインの有効期限が切れました。もう一度サインインしてください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Your answer</source>
      <translation>あなたの回答</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Your answer to an approval request (approved)</source>
      <translation>承認リクエストへの回答（承認）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Your answer to an approval request (rejected)</source>
      <translation>承認リクエストへの回答（却下）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/controller.py" />
      <source>Your answer to the approval did not reach the agent. Please answer again.</source>
      <translation>承認への回答がエージェントに届きませんでした。もう一度回答してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Your message</source>
      <translation>あなたのメッセージ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Your message answers the question</source>
      <translation>このメッセージは質問への回答です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Your message answers: “{0}”</source>
      <translation>このメッセージは次の質問への回答です：「{0}」</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Zoom to</source>
      <translation>ズーム</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>a FlyPix artifact holds a JSON object</source>
      <translation>FlyPixの添付データはJSONオブジェクトを保持します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>agent health check did not answer ok</source>
      <translation>エージェントのヘルスチェックがokを返しませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>agent not reachable at {0} ({1})</source>
      <translation>{0}のエージェントに接続できません（{1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>an event of unknown type '{0}' was ignored</source>
      <translation>不明な種類のイベント「{0}」を無視しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <location filename="../geosense_dock/map/references.py" />
      <source>and {0} more</source>
      <translation>ほか{0}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>annotated</source>
      <translation>注記済み</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>annotated layer</source>
      <translation>注記済みレイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>annotation id {0} (entry {1}) is not an integer</source>
      <translation>注記ID {0}（{1}番目）は整数ではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>answering…</source>
      <translation>回答中…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>app entities are not known here</source>
      <translation>アプリのエンティティはここでは扱えません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>approved</source>
      <translation>承認済み</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>artifact reused by its hash (not uploaded again)</source>
      <translation>ハッシュにより添付データを再利用（再アップロードなし）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>artifact uploaded now ({0})</source>
      <translation>添付データを今回アップロード（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>artifact {0}: FlyPix's answer has no artifact_data</source>
      <translation>添付データ{0}：FlyPixの応答にartifact_dataがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>artifact {0}: the agent's answer has no artifact_data</source>
      <translation>添付データ {0}：エージェントの回答にartifact_dataがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_contexts.py" />
      <source>artifact {0}: {1}</source>
      <translation>添付データ{0}：{1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>backend tools</source>
      <translation>バックエンドツール</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>cancelled</source>
      <translation>キャンセルされました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>cannot read a coordinate at {0!r}</source>
      <translation>{0!r} の位置で座標を読み取れません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>center</source>
      <translation>中心</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>centroid</source>
      <translation>重心</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>circumcenter</source>
      <translation>外心</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>closed for a new session</source>
      <translation>新しいセッションのために閉じられました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>confidence 1.0, the field {0} may not be sent</source>
      <translation>信頼度 1.0、フィールド {0} は送信できません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection closed</source>
      <translation>接続が閉じられました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection closed ({0}: {1})</source>
      <translation>接続が閉じられました（{0}：{1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection timed out</source>
      <translation>接続がタイムアウトしました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>could not reach FlyPix ({0})</source>
      <translation>FlyPixに接続できません（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>could not reach FlyPix at {0} ({1})</source>
      <translation>{0}のFlyPixに接続できません（{1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>could not reach the agent ({0})</source>
      <translation>エージェントに接続できません（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>could not reach the agent at {0}: {1}</source>
      <translation>{0} のエージェントに接続できません：{1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>could not reach the agent: {0}</source>
      <translation>エージェントに接続できません：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>could not read the WMTS capabilities at {0} ({1})</source>
      <translation>{0} の WMTS ケーパビリティを読み込めませんでした（{1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>data not available: {0}</source>
      <translation>データを利用できません：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>done</source>
      <translation>完了</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>error</source>
      <translation>エラー</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>failed</source>
      <translation>失敗</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>feature {0} of “{1}” has no integer annotation id in the field “{2}” (choose the annotation id field in the layer's GeoSense settings)</source>
      <translation>「{1}」の地物{0}は、フィールド「{2}」に整数の注記IDを持っていません（レイヤのGeoSense設定で注記IDのフィールドを選択してください）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>features and attributes not known in this session</source>
      <translation>このセッションでは地物と属性は不明</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>find-similar could not start</source>
      <translation>類似検索を開始できませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>find-similar needs a hint or at least one sample</source>
      <translation>類似検索にはヒントか少なくとも1つのサンプルが必要です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/similarity.py" />
      <source>find-similar needs numpy, which is not installed with this Python</source>
      <translation>類似検索にはnumpyが必要ですが、このPythonにはインストールされていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame has no 'type'</source>
      <translation>フレームに 'type' がありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not JSON ({0})</source>
      <translation>フレームがJSONではありません（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not UTF-8: {0}</source>
      <translation>フレームがUTF-8ではありません：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not a JSON object</source>
      <translation>フレームがJSONオブジェクトではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>height</source>
      <translation>高さ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight attributes hold {0} characters of text for the ids; at most {1} can be shown</source>
      <translation>ハイライトの属性はID全体で{0}文字のテキストを含みます。表示できるのは最大{1}文字です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight data asks for {0} attribute values ({1} ids x {2} columns); at most {3} can be shown</source>
      <translation>ハイライトのデータは{0}個の属性値（{1}個のID × {2}列）を求めています。表示できるのは最大{3}個です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight data has {0} extra attributes; at most {1} can be shown</source>
      <translation>ハイライトのデータに追加属性が{0}個あります。表示できるのは最大{1}個です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>in project {0}</source>
      <translation>プロジェクト{0}内</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>inference</source>
      <translation>推論</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>inference layer</source>
      <translation>推論レイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>interrupted</source>
      <translation>中断</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>its layer was removed</source>
      <translation>そのレイヤは削除されました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>length</source>
      <translation>長さ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>map view set</source>
      <translation>マップビューを設定しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>network error</source>
      <translation>ネットワークエラー</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>no FlyPix project chosen: pick one in the FlyPix panel</source>
      <translation>FlyPixプロジェクトが選択されていません：FlyPixパネルで選択してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>no answer in time</source>
      <translation>時間内に応答がありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>no classes, the field {0} may not be sent</source>
      <translation>クラスなし、フィールド {0} は送信できません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>no layer has this class any more</source>
      <translation>このクラスを持つレイヤはもうありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>no position given</source>
      <translation>位置が指定されていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>no reason given</source>
      <translation>理由の記載なし</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no region layer holds this region</source>
      <translation>この領域を含む領域レイヤはありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>no such artifact at {0} (HTTP 404)</source>
      <translation>{0} にそのような添付データはありません（HTTP 404）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no such vector layer is shared</source>
      <translation>そのようなベクタレイヤは共有されていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/similarity.py" />
      <source>no usable sample and no class matching the hint</source>
      <translation>使えるサンプルがなく、ヒントに合うクラスもありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>no value given</source>
      <translation>値が指定されていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no vector layers are shared with GeoSense</source>
      <translation>GeoSenseと共有しているベクタレイヤはありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>none</source>
      <translation>なし</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>not an event stream</source>
      <translation>イベントストリームではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>not answered</source>
      <translation>未回答</translation>
    </message>
    <message>
      <source>not available</source>
      <translation type="vanished">利用できません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>not sent</source>
      <translation>未送信</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>not signed in</source>
      <translation>サインインしていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>not signed in to FlyPix</source>
      <translation>FlyPixにサインインしていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>not stored (the server refused it)</source>
      <translation>保存されず（サーバーが拒否）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>nothing answers at that address: is the agent running?</source>
      <translation>そのアドレスでは何も応答しません。エージェントは起動していますか?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>nothing to open: it trained straight on a raster</source>
      <translation>開くものがありません：ラスタ上で直接学習されました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>official</source>
      <translation>公式</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>official model</source>
      <translation>公式モデル</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>only its FlyPix vector id went (FlyPix holds its features)</source>
      <translation>FlyPixのベクタIDのみ送信（地物はFlyPixが保持）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>only the first {0} provenance records were read</source>
      <translation>由来の記録は最初の{0}件のみ読み込みました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>only vector layers can be referenced</source>
      <translation>参照できるのはベクタレイヤだけです</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>pendingApproval must be an object</source>
      <translation>pendingApprovalはオブジェクトでなければなりません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>pendingApproval.credits must be a number</source>
      <translation>pendingApproval.creditsは数値でなければなりません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>project</source>
      <translation>プロジェクト</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>proxy tunnel failed ({0})</source>
      <translation>プロキシのトンネルに失敗しました（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>proxy {0}:{1} not reachable ({2})</source>
      <translation>プロキシ {0}:{1} に接続できません（{2}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>queued</source>
      <translation>送信待ち</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>redirect not followed</source>
      <translation>リダイレクトには従いませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>rejected</source>
      <translation>却下</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>running</source>
      <translation>実行中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>running {0}</source>
      <translation>{0}を実行中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>screenshot</source>
      <translation>スクリーンショット</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>server tool</source>
      <translation>サーバーツール</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>set aside</source>
      <translation>保留</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view needs bbox [minx, miny, maxx, maxy]</source>
      <translation>set-map-viewにはbbox [minx, miny, maxx, maxy]が必要です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: bbox value {0} is not a usable coordinate</source>
      <translation>set-map-view: bboxの値 {0} は使用できる座標ではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: crs must be text such as "EPSG:3857"</source>
      <translation>set-map-view: crsは「EPSG:3857」のようなテキストでなければなりません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: every bbox value must be a number, not {0}</source>
      <translation>set-map-view: bboxの値はすべて数値でなければなりません（{0} は数値ではありません）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>set-map-view: the bbox is outside what {0} can show</source>
      <translation>set-map-view: bboxが {0} で表示できる範囲の外にあります</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: the bbox must have minx &lt; maxx and miny &lt; maxy</source>
      <translation>set-map-view: bboxは minx &lt; maxx かつ miny &lt; maxy でなければなりません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: the data is not JSON</source>
      <translation>set-map-view: データがJSONではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>started</source>
      <translation>開始</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>stopped</source>
      <translation>停止</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>stopped by you</source>
      <translation>ユーザーが停止</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>stream_chunk.contexts must be a list</source>
      <translation>stream_chunk.contextsはリストでなければなりません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>the FlyPix answer could not be handled ({0})</source>
      <translation>FlyPixの回答を処理できませんでした（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_imagery.py" />
      <source>the WMTS capabilities are not XML ({0})</source>
      <translation>WMTS ケーパビリティが XML ではありません（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_imagery.py" />
      <source>the WMTS service has no layer {0}</source>
      <translation>WMTS サービスにレイヤ {0} がありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent</source>
      <translation>エージェント</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL has an invalid port</source>
      <translation>エージェントURLのポートが無効です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL has no host</source>
      <translation>エージェントURLにホストがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL must not contain a user name or password; enter the token in the API token field instead</source>
      <translation>エージェントURLにユーザー名やパスワードを含めることはできません。代わりにトークンを「APIトークン」欄に入力してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL must start with http:// or https://</source>
      <translation>エージェントURLはhttp://またはhttps://で始まる必要があります</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent answered HTTP {0}{1}</source>
      <translation>エージェントがHTTP {0}{1}を返しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered HTTP {1}: {2}</source>
      <translation>{0} のエージェントがHTTP {1}で応答しました：{2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered with more than {1} MiB; the answer was dropped</source>
      <translation>{0} のエージェントが {1} MiB を超える応答を返したため、応答を破棄しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered with something that is not JSON</source>
      <translation>{0} のエージェントがJSONではないもので応答しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} did not answer within {1:g} s</source>
      <translation>{0} のエージェントが{1:g}秒以内に応答しませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} refused the access token (HTTP {1})</source>
      <translation>{0} のエージェントがアクセストークンを拒否しました（HTTP {1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent closed the connection</source>
      <translation>エージェントが接続を閉じました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent redirected to another address ({0}); the redirect was not followed, because the token is only sent to {1}. If you trust that address, enter it as the agent URL in the GeoSense settings</source>
      <translation>エージェントが別のアドレス（{0}）にリダイレクトしました。トークンは {1} にしか送信しないため、リダイレクトには従いませんでした。そのアドレスを信頼する場合は、GeoSenseの設定でエージェントURLとして入力してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent redirected to {0}, which is not encrypted; the redirect was not followed, so neither the token nor your data left the encrypted connection</source>
      <translation>エージェントが暗号化されていない {0} にリダイレクトしました。リダイレクトには従わなかったため、トークンもデータも暗号化された接続の外には出ていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent refused the token (HTTP {0})</source>
      <translation>エージェントがトークンを拒否しました（HTTP {0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame larger than {0} MiB; it was refused and the connection restarted</source>
      <translation>エージェントが{0} MiBを超えるフレームを送信したため、拒否して接続をやり直しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame that could not be read: {0}</source>
      <translation>エージェントから読み取れないフレームが送られてきました：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame that was too large</source>
      <translation>エージェントから大きすぎるフレームが送られてきました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent sent an event that could not be read: {0}</source>
      <translation>エージェントから読み取れないイベントが送られてきました：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the agent's session ended before you answered</source>
      <translation>回答する前にエージェントのセッションが終了しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the answer was still streaming when the project was saved</source>
      <translation>プロジェクトの保存時に回答はまだ受信中でした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the artifact is too large for the agent (HTTP 413)</source>
      <translation>添付データがエージェントには大きすぎます（HTTP 413）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>the connection to FlyPix at {0} broke ({1})</source>
      <translation>{0}のFlyPixとの接続が切れました（{1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the connection to the agent was lost</source>
      <translation>エージェントとの接続が失われました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the end of the answer could not be read</source>
      <translation>回答の終わりを読み取れませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>the feature is gone</source>
      <translation>その地物はもうありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>the feature was deleted</source>
      <translation>その地物は削除されました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the highlight data has an empty 'ids' list</source>
      <translation>ハイライトのデータの 'ids' リストが空です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the highlight data has no 'ids'</source>
      <translation>ハイライトのデータに 'ids' がありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the host name is not known</source>
      <translation>ホスト名が不明です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>the id, type and visibility of the layers ({0}, {1} of them hidden)</source>
      <translation>{0} 個のレイヤのID・種類・表示状態（うち非表示 {1}）</translation>
    </message>
    <message>
      <source>the id, type and visibility of {0} layer(s), {1} of them hidden</source>
      <translation type="vanished">{0} 個のレイヤのID・種類・表示状態（うち非表示 {1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>the layer was removed</source>
      <translation>そのレイヤは削除されました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>the message is empty</source>
      <translation>メッセージが空です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/tracker.py" />
      <source>the provenance of {0} accepted feature was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation>{1} MiB を超えるため、受け入れた {0} 個の地物の由来はプロジェクトと一緒に保存されませんでした。このように大きなレイヤでは由来をフィールドに書き込んでください</translation>
    </message>
    <message>
      <source>the provenance of {0} accepted feature(s) was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation type="vanished">{1} MiB を超えるため、受け入れた {0} 個の地物の由来はプロジェクトと一緒に保存されませんでした。このように大きなレイヤでは由来をフィールドに書き込んでください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/tracker.py" />
      <source>the provenance of {0} accepted features was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation>{1} MiB を超えるため、受け入れた {0} 個の地物の由来はプロジェクトと一緒に保存されませんでした。このように大きなレイヤでは由来をフィールドに書き込んでください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project could not be read: {0}</source>
      <translation>プロジェクトに保存された由来を読み込めませんでした：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project has an unknown shape</source>
      <translation>プロジェクトに保存された由来の構造が不明です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project is larger than {0} MiB and was not read</source>
      <translation>プロジェクトに保存された由来は {0} MiB を超えているため読み込まれませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy answered CONNECT with {0!r}</source>
      <translation>プロキシがCONNECTに {0!r} で応答しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy asks for credentials (HTTP 407); check the QGIS network settings</source>
      <translation>プロキシが認証情報を求めています（HTTP 407）。QGISのネットワーク設定を確認してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy closed the connection during CONNECT</source>
      <translation>プロキシがCONNECT中に接続を閉じました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the proxy did not let the WebSocket through: {0}</source>
      <translation>プロキシがWebSocketを通しませんでした：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy refused the tunnel to {0} ({1})</source>
      <translation>プロキシが {0} へのトンネルを拒否しました（{1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy sent an oversized CONNECT answer</source>
      <translation>プロキシがCONNECTに大きすぎる応答を送りました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>the request is too large for FlyPix</source>
      <translation>リクエストがFlyPixには大きすぎます</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the session ended before you answered</source>
      <translation>回答する前にセッションが終了しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>the sharing policy in the GeoSense settings</source>
      <translation>GeoSense設定の共有ポリシー</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the stream broke ({0})</source>
      <translation>ストリームが途切れました（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the stream ended before [DONE]</source>
      <translation>[DONE]の前にストリームが終了しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool block has no data</source>
      <translation>ツールブロックにデータがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>the tool data cannot be used yet</source>
      <translation>ツールのデータはまだ使用できません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool data is not a JSON object</source>
      <translation>ツールのデータがJSONオブジェクトではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool data is not valid JSON ({0})</source>
      <translation>ツールのデータが有効なJSONではありません（{0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features are not a JSON object</source>
      <translation>ベクタの地物がJSONオブジェクトではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features are not index-aligned ({0} has {1} entries for {2} ids)</source>
      <translation>ベクタの地物のインデックスが揃っていません（{2}個のIDに対して{0}は{1}件）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features have no data</source>
      <translation>ベクタの地物にデータがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features have no ids list</source>
      <translation>ベクタの地物にIDのリストがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is empty</source>
      <translation>{0} のデータが空です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is missing</source>
      <translation>{0} のデータがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is not UTF-8 text</source>
      <translation>{0} のデータがUTF-8テキストではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is not valid JSON ({1})</source>
      <translation>{0} のデータが有効なJSONではありません（{1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data must be a JSON object</source>
      <translation>{0} のデータはJSONオブジェクトでなければなりません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_contexts.py" />
      <source>there is no GeoSense session with FlyPix yet (sign in and pick a project)</source>
      <translation>FlyPixとのGeoSenseセッションはまだありません（サインインしてプロジェクトを選んでください）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>these features were deleted</source>
      <translation>これらの地物は削除されました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>thickness</source>
      <translation>厚さ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>this costs credits</source>
      <translation>クレジットを消費します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>this deletes data</source>
      <translation>データを削除します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>tool</source>
      <translation>ツール</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>unauthorized (HTTP {0})</source>
      <translation>認証されていません（HTTP {0}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown</source>
      <translation>不明</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown CRS</source>
      <translation>不明なCRS</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>unknown CRS {0}</source>
      <translation>不明なCRS {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>unknown artifact type {0!r} (expected one of {1})</source>
      <translation>不明な添付データの種類 {0!r}（{1} のいずれかが必要です）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown backend</source>
      <translation>不明なバックエンド</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>unknown backend {0} (use geosense or flypix)</source>
      <translation>不明なバックエンド{0}（geosenseまたはflypixを指定してください）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>unknown class</source>
      <translation>不明なクラス</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>unknown coordinate system {0!r}</source>
      <translation>不明な座標系 {0!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>unknown transport {0} (use auto, websocket or sse)</source>
      <translation>不明な通信方式{0}（auto、websocket、sseのいずれかを指定してください）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>unsupported proxy scheme {0!r} (only HTTP proxies)</source>
      <translation>サポートされていないプロキシ方式 {0!r}（HTTPプロキシのみ）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>viewport</source>
      <translation>表示範囲</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>waiting for your approval</source>
      <translation>承認を待っています</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>width</source>
      <translation>幅</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>your administrator locked this setting</source>
      <translation>管理者がこの設定をロックしました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} does not hold exactly two coordinates</source>
      <translation>{0!r} にはちょうど2つの座標が含まれていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} gives the same axis twice</source>
      <translation>{0!r} は同じ軸を2回指定しています</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a finite number</source>
      <translation>{0!r} は有限の数値ではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a number</source>
      <translation>{0!r} は数値ではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a valid latitude/longitude</source>
      <translation>{0!r} は有効な緯度/経度ではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a whole number</source>
      <translation>{0!r} は整数ではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not an angle</source>
      <translation>{0!r} は角度ではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is outside the EPSG:3857 extent</source>
      <translation>{0!r} はEPSG:3857の領域外です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r}: unknown area unit {1!r}</source>
      <translation>{0!r}：不明な面積の単位 {1!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r}: unknown length unit {1!r}</source>
      <translation>{0!r}：不明な長さの単位 {1!r}</translation>
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
      <translation>{0}（HTTP {1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>{0} (HTTP {1}): {2}</source>
      <translation>{0}（HTTP {1}）：{2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as classes)</source>
      <translation>{0}（クラスとして）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as confidences)</source>
      <translation>{0}（信頼度として）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as ids)</source>
      <translation>{0}（ID として）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/notice_cards.py" />
      <source>{0} (happened {1} times)</source>
      <translation>{0}（{1} 回発生）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} B</source>
      <translation>{0} B</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>{0} Locked by your administrator: {1}</source>
      <translation>{0} 管理者によりロック: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>{0} Your administrator locked items this version does not know ({1}); everything is locked</source>
      <translation>{0} 管理者が、このバージョンでは不明な項目（{1}）をロックしています。すべてロックされます</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>{0} already exists. Do you want to replace it?</source>
      <translation>{0} は既に存在します。置き換えますか？</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>{0} artifact is not JSON-serialisable: {1}</source>
      <translation>{0} の添付データをJSONとして書き出せません：{1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} credit</source>
      <translation>{0}クレジット</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} credits</source>
      <translation>{0}クレジット</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>{0} did not answer with an event stream ({1})</source>
      <translation>{0}がイベントストリームで応答しませんでした（{1}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} earlier step not shown here</source>
      <translation>ここに表示されていない以前のステップ：{0}</translation>
    </message>
    <message>
      <source>{0} earlier step(s) not shown here</source>
      <translation type="vanished">ここに表示されていない以前のステップ：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} earlier steps not shown here</source>
      <translation>ここに表示されていない以前のステップ：{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} failed</source>
      <translation>{0}に失敗しました</translation>
    </message>
    <message>
      <source>{0} feature(s); attributes: {1}</source>
      <translation type="vanished">地物{0}件、属性: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} feature; attributes: {1}</source>
      <translation>地物{0}件、属性: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} features; attributes: {1}</source>
      <translation>地物{0}件、属性: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>{0} frame lacks '{1}'</source>
      <translation>{0} フレームに '{1}' がありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>{0} frame: '{1}' must be a string</source>
      <translation>{0} フレーム：'{1}' は文字列でなければなりません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>{0} has no {1}</source>
      <translation>{0}には{1}がありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>{0} of {1}</source>
      <translation>{1}の{0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} provenance record in the project was unreadable and was skipped</source>
      <translation>プロジェクト内の由来の記録{0}件を読み取れなかったため、スキップしました</translation>
    </message>
    <message>
      <source>{0} provenance record(s) in the project were unreadable and were skipped</source>
      <translation type="vanished">プロジェクト内の由来の記録{0}件を読み取れなかったため、スキップしました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} provenance records in the project were unreadable and were skipped</source>
      <translation>プロジェクト内の由来の記録{0}件を読み取れなかったため、スキップしました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} px</source>
      <translation>{0} px</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>{0} sent an event larger than {1} MiB ({2} MiB); it was refused and the rest of the answer kept</source>
      <translation>{0}が{1} MiBを超えるイベント（{2} MiB）を送信したため拒否しました。回答の残りは保持されています</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · edited since</source>
      <translation>{0} · 採用後に編集あり</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · via {1}</source>
      <translation>{0} · {1}経由</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · via {1} · edited since</source>
      <translation>{0} · {1}経由 · 採用後に編集あり</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — class in {1}</source>
      <translation>{0} — {1}のクラス</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — layer</source>
      <translation>{0} — レイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — selected in {1}</source>
      <translation>{0} — {1}で選択</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>{0} — {1}</source>
      <translation>{0} — {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>{0}; FlyPix asks to wait {1:.0f} s</source>
      <translation>{0}。FlyPix は {1:.0f} 秒待つよう求めています</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>{0}; retrying in {1:.0f} s</source>
      <translation>{0}。{1:.0f}秒後に再試行します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>{} holds regions</source>
      <translation>{}には領域が含まれています</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} layers</source>
      <translation>{}レイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} selected</source>
      <translation>{}件選択</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} sketches</source>
      <translation>{}スケッチ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” has no geometries</source>
      <translation>「{0}」にはジオメトリがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” holds regions, not annotations</source>
      <translation>「{0}」には注記ではなく領域が含まれています</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” is a GeoSense result layer; refer to the layer it came from</source>
      <translation>「{0}」はGeoSenseの結果レイヤです。元になったレイヤを参照してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” is not shared with GeoSense, so the agent cannot see its features. Share the layer?</source>
      <translation>「{0}」はGeoSenseと共有されていないため、エージェントはその地物を見ることができません。レイヤを共有しますか？</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseAccept</name>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Accept {n} GeoSense suggestion</source>
      <translation>GeoSenseの提案を採用（{n}件）</translation>
    </message>
    <message>
      <source>Accept {n} GeoSense suggestion(s)</source>
      <translation type="vanished">GeoSenseの提案を採用（{n}件）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Accept {n} GeoSense suggestions</source>
      <translation>GeoSenseの提案を採用（{n}件）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Topological points</source>
      <translation>トポロジカルポイント</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>adding the features failed</source>
      <translation>地物を追加できませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>confidence is not a number in [0, 1]; left empty</source>
      <translation>信頼度が[0, 1]の数値ではありません。空のままにしました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>could not create the new features</source>
      <translation>新しい地物を作成できませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>geometry is not base64</source>
      <translation>ジオメトリがbase64ではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>invalid geometry that cannot be repaired ({why})</source>
      <translation>修復できない不正なジオメトリ（{why}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>no base64 geometry</source>
      <translation>base64のジオメトリがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>no suggestion selected</source>
      <translation>提案が選択されていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>nothing is left of suggestion {n} once it avoids the features it may not overlap</source>
      <translation>重なってはいけない地物を避けると提案{n}には何も残りません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>nothing to accept</source>
      <translation>採用するものがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>some features the suggestions may not overlap are invalid and should be repaired</source>
      <translation>提案が重なってはいけない地物の一部が不正です。修復してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} breaks the constraint of the field {field} ({why})</source>
      <translation>提案{n}はフィールド{field}の制約を満たしていません（{why}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} breaks the soft constraint of the field {field} ({why})</source>
      <translation>提案{n}はフィールド{field}の強制されない制約を満たしていません（{why}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} cannot be stored as {type}</source>
      <translation>提案{n}は{type}として保存できません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} cannot be transformed to {crs}: {err}</source>
      <translation>提案{n}を{crs}に変換できません：{err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} has no geometry</source>
      <translation>提案{n}にはジオメトリがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} is an invalid geometry ({why})</source>
      <translation>提案{n}は不正なジオメトリです（{why}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} is an invalid polygon that cannot be repaired</source>
      <translation>提案{n}は修復できない不正なポリゴンです</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the attribute form was cancelled</source>
      <translation>属性フォームがキャンセルされました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the field {field} could not be created in {layer}</source>
      <translation>{layer}にフィールド{field}を作成できませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the layer refused the new features</source>
      <translation>レイヤが新しい地物を受け付けませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the suggestion artifact is not a list</source>
      <translation>提案の添付データがリストではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the suggestions mix geometry types</source>
      <translation>提案に複数のジオメトリタイプが混在しています</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the target is a GeoSense result layer</source>
      <translation>対象はGeoSenseの結果レイヤです</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the target is not a valid vector layer</source>
      <translation>対象が有効なベクタレイヤではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>unreadable or empty WKB</source>
      <translation>WKBを読み取れないか、空です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{layer} has no field {field}</source>
      <translation>{layer}にはフィールド{field}がありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} cannot be edited</source>
      <translation>{name}は編集できません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} does not allow adding features</source>
      <translation>{name}には地物を追加できません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} has an edit under way (another tool's); finish it, then accept again</source>
      <translation>{name} では（別のツールによる）編集が進行中です。完了してから、もう一度採用してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} holds {have} geometries, the suggestions are {want}s</source>
      <translation>{name}のジオメトリは{have}ですが、提案は{want}です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} is read-only</source>
      <translation>{name}は読取専用です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{n} invalid geometries repaired</source>
      <translation>不正なジオメトリを修復しました：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{n} invalid geometry repaired</source>
      <translation>不正なジオメトリを修復しました：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{value!r} does not fit field {field}</source>
      <translation>{value!r}はフィールド{field}に合いません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{value!r} does not fit field {field}: {err}</source>
      <translation>{value!r}はフィールド{field}に合いません：{err}</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseFlyPix</name>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>(empty)</source>
      <translation>（空）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>({n} invalid geometries repaired)</source>
      <translation>（不正なジオメトリを修復：{n}件）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>({n} invalid geometry repaired)</source>
      <translation>（不正なジオメトリを修復：{n}件）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>API key</source>
      <translation>APIキー</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Accept into FlyPix</source>
      <translation>FlyPixに採用</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Asking FlyPix what running “{model}” on {raster} costs…</source>
      <translation>{raster}で「{model}」を実行する費用をFlyPixに問い合わせています…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Balance: {available} credits available ({credits} minus {withheld} withheld).</source>
      <translation>残高：{available}クレジット利用可能（{credits}から保留中の{withheld}を差し引き）。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Cancel</source>
      <translation>キャンセル</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Cancel its task in the status bar to give up.</source>
      <translation>やめるにはステータスバーでそのタスクをキャンセルしてください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat about this project</source>
      <translation>このプロジェクトについてチャット</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>Chat backend</source>
      <translation>チャットのバックエンド</translation>
    </message>
    <message>
      <source>Chat project: &lt;b&gt;{name}&lt;/b&gt;</source>
      <translation type="vanished">チャットのプロジェクト：&lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat project: none yet (load a vector or choose a project)</source>
      <translation>チャットのプロジェクト：まだありません（ベクタを読み込むか、プロジェクトを選択してください）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat project: {name}</source>
      <translation>チャットのプロジェクト：{name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Confidence for suggestions without one</source>
      <translation>信頼度のない提案に使う信頼度</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Confidence when a suggestion has none:</source>
      <translation>提案に信頼度がない場合の信頼度：</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Create {n} annotation of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation>FlyPixベクタ「{vector}」に、クラス「{cls}」の注記を{n}件作成しますか？</translation>
    </message>
    <message>
      <source>Create {n} annotation(s) of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation type="vanished">FlyPixベクタ「{vector}」に、クラス「{cls}」の注記を{n}件作成しますか？</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Create {n} annotations of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation>FlyPixベクタ「{vector}」に、クラス「{cls}」の注記を{n}件作成しますか？</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw an inference region on the map: left click adds a vertex, right click finishes, Esc cancels</source>
      <translation>地図上に推論領域を描画：左クリックで頂点を追加、右クリックで完了、Escで取り消し</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw region</source>
      <translation>領域を描画</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw the region on the map: left click adds a vertex, right click finishes, Esc cancels.</source>
      <translation>地図上に領域を描画してください：左クリックで頂点を追加、右クリックで完了、Escで取り消し。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Drawing cancelled; no region was sent.</source>
      <translation>描画を取り消しました。領域は送信されていません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Enter your FlyPix API key.</source>
      <translation>FlyPixのAPIキーを入力してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Enter your FlyPix user name and password.</source>
      <translation>FlyPixのユーザー名とパスワードを入力してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Estimated cost: {cost} credits ({pixels} pixels).</source>
      <translation>見積もり費用：{cost}クレジット（{pixels}ピクセル）。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>FlyPix</source>
      <translation>FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix (sign in with an API key or your FlyPix account)</source>
      <translation>FlyPix（APIキーまたはFlyPixアカウントでサインイン）</translation>
    </message>
    <message>
      <source>FlyPix (sign in with your FlyPix account)</source>
      <translation type="vanished">FlyPix（FlyPixアカウントでサインイン）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix API key</source>
      <translation>FlyPixのAPIキー</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix URL</source>
      <translation>FlyPix URL</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix URL: {reason}</source>
      <translation>FlyPix URL：{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix class</source>
      <translation>FlyPixクラス</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix did not say whether it stored it and the vector could not be read back; load the vector again before accepting it again</source>
      <translation>FlyPix は保存したかどうかを示さず、ベクタを読み直すこともできませんでした。もう一度受け入れる前にベクタを読み込み直してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix did not store it</source>
      <translation>FlyPix は保存しませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix has no model for this project.</source>
      <translation>FlyPixにはこのプロジェクト用のモデルがありません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix inference {id}</source>
      <translation>FlyPix推論{id}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix inferences being watched</source>
      <translation>監視中のFlyPix推論</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>FlyPix is busy (HTTP {status}), asking again in {seconds} s (at {time}).</source>
      <translation>FlyPix は混雑しています (HTTP {status})。{seconds} 秒後 ({time}) に再度問い合わせます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix model</source>
      <translation>FlyPixモデル</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix needs a confidence for each annotation; suggestions without one get this value</source>
      <translation>FlyPixではすべての注記に信頼度が必要です。信頼度のない提案にはこの値が使われます</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix password</source>
      <translation>FlyPixパスワード</translation>
    </message>
    <message>
      <source>FlyPix projects, files and vectors</source>
      <translation type="vanished">FlyPixのプロジェクト、ファイル、ベクタ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>FlyPix projects, folders, rasters and vectors</source>
      <translation>FlyPixのプロジェクト、フォルダ、ラスタ、ベクタ</translation>
    </message>
    <message>
      <source>FlyPix refused {n} suggestion(s); they stay in the suggestion layer: {why}</source>
      <translation type="vanished">FlyPixが{n}件の提案を拒否しました。それらは提案レイヤに残ります：{why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix refused {n} suggestion; it stays in the suggestion layer: {why}</source>
      <translation>FlyPixが{n}件の提案を拒否しました。それらは提案レイヤに残ります：{why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix refused {n} suggestions; they stay in the suggestion layer: {why}</source>
      <translation>FlyPixが{n}件の提案を拒否しました。それらは提案レイヤに残ります：{why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix user name</source>
      <translation>FlyPixユーザー名</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix vector</source>
      <translation>FlyPixベクタ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix: creating {n} annotation</source>
      <translation>FlyPix：注記を{n}件作成中</translation>
    </message>
    <message>
      <source>FlyPix: creating {n} annotation(s)</source>
      <translation type="vanished">FlyPix：注記を{n}件作成中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix: creating {n} annotations</source>
      <translation>FlyPix：注記を{n}件作成中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: estimating the run</source>
      <translation>FlyPix：実行を見積もり中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: inference status</source>
      <translation>FlyPix：推論のステータス</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>FlyPix: listing</source>
      <translation>FlyPix：一覧を取得中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: listing models</source>
      <translation>FlyPix：モデルを一覧中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>FlyPix: loading {name}</source>
      <translation>FlyPix：{name}を読み込み中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix: renewing a download link</source>
      <translation>FlyPix：ダウンロードリンクを更新中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: sending a region</source>
      <translation>FlyPix：領域を送信中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/session.py" />
      <source>FlyPix: signing in</source>
      <translation>FlyPix：サインイン中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: starting the model</source>
      <translation>FlyPix：モデルを開始中</translation>
    </message>
    <message>
      <source>FlyPix: {file}</source>
      <translation type="vanished">FlyPix：{file}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>FlyPix: {raster}</source>
      <translation>FlyPix：{raster}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>GeoSense agent (the agent URL above)</source>
      <translation>GeoSenseエージェント（上のエージェントURL）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Imagery</source>
      <translation>画像</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>List models</source>
      <translation>モデルを一覧</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Load</source>
      <translation>読み込む</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Load a FlyPix vector and show suggestions first.</source>
      <translation>先にFlyPixベクタを読み込み、提案を表示してください。</translation>
    </message>
    <message>
      <source>Load the selected vector or regions as a layer</source>
      <translation type="vanished">選択したベクタまたは領域をレイヤとして読み込む</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Load the selected vector, regions or imagery as a layer</source>
      <translation>選択したベクタ、領域、または画像をレイヤとして読み込む</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading cancelled; nothing was added.</source>
      <translation>読み込みをキャンセルしました。何も追加されていません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading {what}…</source>
      <translation>{what}を読み込み中…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading…</source>
      <translation>読み込み中…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Message not sent: {reason}</source>
      <translation>メッセージは送信されませんでした：{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>No region sent: {reason}</source>
      <translation>領域を送信しませんでした：{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Not accepted, FlyPix is unchanged: {reason}</source>
      <translation>採用されませんでした。FlyPixは変更されていません：{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Not accepted: {reason}</source>
      <translation>採用されませんでした：{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: FlyPix did not say which tenant the raster belongs to.</source>
      <translation>実行しませんでした：ラスタがどのテナントに属するかをFlyPixが示しませんでした。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: cancelled; nothing was started in FlyPix.</source>
      <translation>実行しませんでした：取り消されました。FlyPixでは何も開始されていません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: {reason}</source>
      <translation>実行しませんでした：{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: “{model}” would cost {cost} credits and the tenant has {available} available ({credits} minus {withheld} withheld). Top up the balance in FlyPix or make the inference regions smaller.</source>
      <translation>実行しませんでした：「{model}」には{cost}クレジットかかりますが、テナントの利用可能額は{available}です（{credits}から保留中の{withheld}を差し引き）。FlyPixで残高を補充するか、推論領域を小さくしてください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Not signed in to FlyPix ({url})</source>
      <translation>FlyPixにサインインしていません（{url}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>Nothing was loaded: {reason}</source>
      <translation>何も読み込まれませんでした：{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Or create them as FlyPix annotations:</source>
      <translation>またはFlyPixの注記として作成：</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Password</source>
      <translation>パスワード</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Press Stop to give up.</source>
      <translation>やめるには「停止」を押してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Raster: {name}</source>
      <translation>ラスタ：{name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Refresh</source>
      <translation>再読み込み</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Regions</source>
      <translation>領域</translation>
    </message>
    <message>
      <source>Regions of {file}</source>
      <translation type="vanished">{file}の領域</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>Regions of {raster}</source>
      <translation>{raster}の領域</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Remember in the QGIS authentication database</source>
      <translation>QGISの認証データベースに記憶</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run FlyPix's official model “{model}” on the inference regions of {raster}?</source>
      <translation>FlyPixの公式モデル「{model}」を{raster}の推論領域で実行しますか？</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run a FlyPix model</source>
      <translation>FlyPixモデルを実行</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Run a model where you point</source>
      <translation>指した場所でモデルを実行</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run the project's model “{model}” on the inference regions of {raster}?</source>
      <translation>プロジェクトのモデル「{model}」を{raster}の推論領域で実行しますか？</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Run…</source>
      <translation>実行…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>See what the run costs and the tenant's balance, then confirm</source>
      <translation>実行の費用とテナントの残高を確認してから承認します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Select a raster in the list above.</source>
      <translation>上の一覧からラスタを選択してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Send the selected polygons of the active layer as inference regions</source>
      <translation>アクティブなレイヤの選択されているポリゴンを推論領域として送信</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sending {n} region to {raster}…</source>
      <translation>{raster}に領域を{n}件送信中…</translation>
    </message>
    <message>
      <source>Sending {n} region(s) to {raster}…</source>
      <translation type="vanished">{raster}に領域を{n}件送信中…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sending {n} regions to {raster}…</source>
      <translation>{raster}に領域を{n}件送信中…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Server: {url}</source>
      <translation>サーバー：{url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Sign in</source>
      <translation>サインイン</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Sign in to FlyPix</source>
      <translation>FlyPixにサインイン</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Sign in to FlyPix to accept suggestions into a FlyPix vector.</source>
      <translation>提案をFlyPixベクタに採用するには、FlyPixにサインインしてください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign in to FlyPix to browse.</source>
      <translation>閲覧するにはFlyPixにサインインしてください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sign in to FlyPix to run a model.</source>
      <translation>モデルを実行するにはFlyPixにサインインしてください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sign in to FlyPix to send a region.</source>
      <translation>領域を送信するにはFlyPixにサインインしてください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign in…</source>
      <translation>サインイン…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign out</source>
      <translation>サインアウト</translation>
    </message>
    <message>
      <source>Signed in as &lt;b&gt;{user}&lt;/b&gt; at {url}</source>
      <translation type="vanished">{url}に&lt;b&gt;{user}&lt;/b&gt;としてサインイン中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Signed in as {user} at {url}</source>
      <translation>{url}に{user}としてサインイン中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Signed in with an API key at {url}</source>
      <translation>{url}にAPIキーでサインイン中</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Signing in…</source>
      <translation>サインイン中…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Stop watching</source>
      <translation>監視を停止</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Stopped watching “{model}” on {raster}: {reason}</source>
      <translation>{raster}での「{model}」の監視を停止しました：{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Stopped watching “{model}” on {raster}; the inference goes on in FlyPix.</source>
      <translation>{raster}での「{model}」の監視を停止しました。推論はFlyPixで続行されます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>The chat now talks about {name}.</source>
      <translation>チャットの話題は{name}になりました。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>The download link of {name} expired and FlyPix gave no new one. {reason}</source>
      <translation>{name} のダウンロードリンクの期限が切れ、FlyPix は新しいリンクを返しませんでした。{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The models could not be listed: {reason}</source>
      <translation>モデルを一覧できませんでした：{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The previous region is still being sent to FlyPix.</source>
      <translation>前の領域はまだFlyPixに送信中です。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The previous run is still being prepared.</source>
      <translation>前の実行はまだ準備中です。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>The previous suggestions are still being sent to FlyPix.</source>
      <translation>前の提案をまだFlyPixに送信しています。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The status of “{model}” could not be read: {reason}; asking again in {seconds:.0f} s.</source>
      <translation>「{model}」のステータスを読み取れませんでした：{reason}。{seconds:.0f}秒後に再度問い合わせます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Use selected polygons</source>
      <translation>選択されているポリゴンを使用</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>User name</source>
      <translation>ユーザー名</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>User name and password</source>
      <translation>ユーザー名とパスワード</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>Your FlyPix API key, or user name and password, are kept in the QGIS authentication database.</source>
      <translation>FlyPixのAPIキー、またはユーザー名とパスワードは、QGISの認証データベースに保存されます。</translation>
    </message>
    <message>
      <source>Your FlyPix user name and password are kept in the QGIS authentication database.</source>
      <translation type="vanished">FlyPixのユーザー名とパスワードはQGISの認証データベースに保存されます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>annotated</source>
      <translation>注記済み</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>choose one of the project's classes</source>
      <translation>プロジェクトのクラスから1つ選択してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>failed ({status})</source>
      <translation>失敗（{status}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>finished, loading the results…</source>
      <translation>完了、結果を読み込み中…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>finished, results loaded</source>
      <translation>完了、結果を読み込みました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>from your FlyPix account settings</source>
      <translation>FlyPixのアカウント設定から</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>inference</source>
      <translation>推論</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>loading failed ({error}); see the GeoSense log</source>
      <translation>読み込みに失敗しました（{error}）。GeoSenseのログを参照してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>no polygon is selected in “{name}”</source>
      <translation>「{name}」でポリゴンが選択されていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>no suggestion selected</source>
      <translation>提案が選択されていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>no usable polygon</source>
      <translation>使用できるポリゴンがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>polygon {n} cannot be brought to EPSG:3857: {err}</source>
      <translation>ポリゴン{n}をEPSG:3857に変換できません：{err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>polygon {n} is not a usable polygon</source>
      <translation>ポリゴン{n}は使用できるポリゴンではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>select polygons in a polygon layer first (the active layer is none)</source>
      <translation>まずポリゴンレイヤでポリゴンを選択してください（アクティブなレイヤがありません）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>suggestion {n} cannot be brought to EPSG:3857: {err}</source>
      <translation>提案{n}をEPSG:3857に変換できません：{err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>suggestion {n} is not a usable polygon</source>
      <translation>提案{n}は使用できるポリゴンではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>the active layer “{name}” has no polygons</source>
      <translation>アクティブなレイヤ「{name}」にポリゴンがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>the confidence for suggestions without one must be between 0 and 1</source>
      <translation>信頼度のない提案に使う信頼度は0から1の間でなければなりません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>unclassified</source>
      <translation>未分類</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{error}; see the GeoSense log</source>
      <translation>{error}。GeoSenseのログを参照してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{model} on {raster}: {status}</source>
      <translation>{raster}での{model}：{status}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>{name} (FlyPix)</source>
      <translation>{name}（FlyPix）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{name} is not a vector loaded from FlyPix</source>
      <translation>{name}はFlyPixから読み込んだベクタではありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded</source>
      <translation>{name}を読み込みました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded: {n} feature</source>
      <translation>{name}を読み込みました：{n}件の地物</translation>
    </message>
    <message>
      <source>{name} loaded: {n} feature(s)</source>
      <translation type="vanished">{name}を読み込みました：{n}件の地物</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded: {n} features</source>
      <translation>{name}を読み込みました：{n}件の地物</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} annotation created in FlyPix (id {ids})</source>
      <translation>FlyPixに注記を{n}件作成しました（ID {ids}）</translation>
    </message>
    <message>
      <source>{n} annotation(s) created in FlyPix (ids {ids})</source>
      <translation type="vanished">FlyPixに注記を{n}件作成しました（ID {ids}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} annotations created in FlyPix (ids {ids})</source>
      <translation>FlyPixに注記を{n}件作成しました（ID {ids}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{n} inference region added to {raster} in FlyPix.</source>
      <translation>FlyPixの{raster}に推論領域を{n}件追加しました。</translation>
    </message>
    <message>
      <source>{n} inference region(s) added to {raster} in FlyPix.</source>
      <translation type="vanished">FlyPixの{raster}に推論領域を{n}件追加しました。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{n} inference regions added to {raster} in FlyPix.</source>
      <translation>FlyPixの{raster}に推論領域を{n}件追加しました。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} invalid polygon repaired</source>
      <translation>修復した無効なポリゴン：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} invalid polygon that could not be repaired (skipped)</source>
      <translation>修復できない無効なポリゴン（スキップ）：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} not a polygon (skipped)</source>
      <translation>ポリゴンではないジオメトリ（スキップ）：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>{n} polygons are too many for one upload (at most {max})</source>
      <translation>{n}個のポリゴンは1回の送信には多すぎます（最大{max}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} suggestion has no confidence and is sent with {value:.2f}.</source>
      <translation>{n}件の提案には信頼度がないため、{value:.2f}で送信します。</translation>
    </message>
    <message>
      <source>{n} suggestion(s) have no confidence and are sent with {value:.2f}.</source>
      <translation type="vanished">{n}件の提案には信頼度がないため、{value:.2f}で送信します。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} suggestions have no confidence and are sent with {value:.2f}.</source>
      <translation>{n}件の提案には信頼度がないため、{value:.2f}で送信します。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} unreadable geometry (skipped)</source>
      <translation>読み取れないジオメトリ（スキップ）：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{status}; the last check failed: {reason}</source>
      <translation>{status}。最後の確認に失敗しました：{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” failed on {raster} (FlyPix says {status}); nothing was loaded.</source>
      <translation>「{model}」は{raster}で失敗しました（FlyPixのステータス：{status}）。何も読み込まれていません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” finished on {raster}, but FlyPix lists no new inference vector.</source>
      <translation>「{model}」は{raster}で完了しましたが、FlyPixに新しい推論ベクタがありません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” finished on {raster}: {name} loaded, ready to ask about and accept.</source>
      <translation>「{model}」は{raster}で完了しました：{name}を読み込みました。質問や採用ができます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” is running on {raster} in FlyPix; its status is followed here.</source>
      <translation>「{model}」はFlyPixの{raster}で実行中です。ステータスはここで追跡されます。</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseProcessing</name>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>A class hint needs a class field; the hint was not used</source>
      <translation>クラスのヒントには分類属性が必要です。ヒントは使われませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Accept suggestions into a layer</source>
      <translation>提案をレイヤに採用</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Adds the polygons of the suggestions layer whose confidence is at least the minimum to the target layer, as the GeoSense accept does. Geometries are transformed and repaired, the class value and the provenance are written, and all of it is one undo step. Suggestions that cannot be added are refused and the log says why. A target in the project keeps the changes in its edit buffer unless you save them; any other target is saved.</source>
      <translation>提案レイヤのポリゴンのうち信頼度が最小値以上のものを、GeoSenseの採用と同じように対象レイヤに追加します。ジオメトリは変換・修復され、クラスの値と出所が書き込まれ、すべてが1回の元に戻す操作になります。追加できない提案は拒否され、その理由がログに出ます。プロジェクト内の対象レイヤでは変更は保存するまで編集バッファに残り、それ以外の対象は保存されます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>An overlap needs polygon layers</source>
      <translation>重なりにはポリゴンレイヤが必要です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Area</source>
      <translation>面積</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Choose at least one shape descriptor</source>
      <translation>形状の特徴を1つ以上選んでください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Choose reference features or a class hint</source>
      <translation>参照地物かクラスのヒントを選んでください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Class field</source>
      <translation>分類属性</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Class hint</source>
      <translation>クラスのヒント</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Class value</source>
      <translation>クラスの値</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Compactness</source>
      <translation>コンパクトさ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Confidence field</source>
      <translation>信頼度のフィールド</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Connecting lines</source>
      <translation>結ぶ線</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Convexity</source>
      <translation>凸性</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Distance</source>
      <translation>距離</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Elongation</source>
      <translation>細長さ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Feature {fid} refused ({reason})</source>
      <translation>地物{fid}は拒否されました（{reason}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Features added</source>
      <translation>追加された地物</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Features added to {layer}: {n}; suggestions refused: {refused}</source>
      <translation>{layer}に追加された地物：{n}件、拒否された提案：{refused}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Features near or overlapping</source>
      <translation>近くの地物または重なる地物</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/base.py" />
      <source>Find features</source>
      <translation>地物を探す</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Find similar features</source>
      <translation>類似の地物を探す</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Finds the polygons of the input layer whose shape is most like the reference features (area, compactness, elongation, orientation, convexity, vertex count), as the GeoSense find similar does. References are the selected features, the features matching an expression, or the features of a reference layer. A class hint keeps the candidates of the classes it names. The output has the similarity score (0 to 1) and the rank of each feature found.</source>
      <translation>入力レイヤのポリゴンのうち、形状（面積、コンパクトさ、細長さ、方向、凸性、頂点の数）が参照地物に最も似ているものを、GeoSenseの類似検索と同じように探します。参照は選択されている地物、式に一致する地物、または参照レイヤの地物です。クラスのヒントは、その名前が示すクラスの候補だけを残します。出力には、見つかった各地物の類似度（0〜1）と順位が入ります。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/provider.py" />
      <source>GeoSense find similar, features near and accept suggestions</source>
      <translation>GeoSenseの類似検索、近くの地物、提案の採用</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Input layer</source>
      <translation>入力レイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Minimum confidence</source>
      <translation>信頼度の最小値</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Minimum overlap (share of the smaller feature)</source>
      <translation>重なりの最小値（小さい方の地物に対する割合）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Minimum similarity (0 for automatic)</source>
      <translation>類似度の最小値（0で自動）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Mode</source>
      <translation>モード</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Nothing to accept</source>
      <translation>採用するものがありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Nothing was added to {layer} ({reason})</source>
      <translation>{layer}には何も追加されませんでした（{reason}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Number of features (0 for no limit)</source>
      <translation>地物の数（0で制限なし）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Number of similar features</source>
      <translation>類似の地物の数</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Orientation</source>
      <translation>方向</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Overlap</source>
      <translation>重なり</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Pairs</source>
      <translation>ペア</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Pairs each source feature with the target features within a distance (in the source layer's units) or overlapping it, as the GeoSense highlight shows them. The pairs keep the source geometry and the attributes of both features, with the distance and the length of the connecting line in metres on the ellipsoid, or the overlap as a share of the smaller feature. For a distance the connecting lines are a second output.</source>
      <translation>各ソース地物を、ある距離（ソースレイヤの単位）以内にある、またはそれと重なる対象の地物と、GeoSenseのハイライトと同じようにペアにします。ペアはソースのジオメトリと両方の地物の属性を持ち、距離と楕円体上の結ぶ線の長さ（メートル）、または小さい方の地物に対する重なりの割合が入ります。距離の場合、結ぶ線が2つ目の出力になります。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Reasons for refusals</source>
      <translation>拒否の理由</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Reference features (expression)</source>
      <translation>参照地物（式）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Reference layer</source>
      <translation>参照レイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Save the edits of the target layer</source>
      <translation>対象レイヤの編集内容を保存</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Selected features are the references</source>
      <translation>選択されている地物を参照にする</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Shape descriptors</source>
      <translation>形状の特徴</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Similar features</source>
      <translation>類似の地物</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Source layer</source>
      <translation>ソースレイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/base.py" />
      <source>Suggestions</source>
      <translation>提案</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Suggestions layer</source>
      <translation>提案レイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Suggestions refused</source>
      <translation>拒否された提案</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Target layer</source>
      <translation>対象レイヤ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The class hint names no class of the class field; it was not used</source>
      <translation>クラスのヒントは分類属性のどのクラスも示していません。使われませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>The edits of {layer} could not be saved ({errors})</source>
      <translation>{layer}の編集内容を保存できませんでした（{errors}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>The input layer has no field {field}</source>
      <translation>入力レイヤにフィールド{field}がありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The input layer has no selected features</source>
      <translation>入力レイヤに選択されている地物がありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The reference expression is not valid ({error})</source>
      <translation>参照の式が正しくありません（{error}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Vertex count</source>
      <translation>頂点の数</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>confidence {value:.2f} is below {minimum:.2f}</source>
      <translation>信頼度{value:.2f}は{minimum:.2f}未満です</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>no confidence value</source>
      <translation>信頼度の値がありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>the confidence is not a number from 0 to 1</source>
      <translation>信頼度が0〜1の数値ではありません</translation>
    </message>
    <message>
      <source>{n} feature(s) added to {layer}; {refused} suggestion(s) refused</source>
      <translation type="vanished">{layer}に追加された地物：{n}件、拒否された提案：{refused}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>{n} geometries repaired</source>
      <translation>修復されたジオメトリ：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>{n} geometry repaired</source>
      <translation>修復されたジオメトリ：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>{n} pair found</source>
      <translation>見つかったペア：{n}件</translation>
    </message>
    <message>
      <source>{n} pair(s) found</source>
      <translation type="vanished">見つかったペア：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>{n} pairs found</source>
      <translation>見つかったペア：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>{n} similar feature found</source>
      <translation>見つかった類似の地物：{n}件</translation>
    </message>
    <message>
      <source>{n} similar feature(s) found</source>
      <translation type="vanished">見つかった類似の地物：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>{n} similar features found</source>
      <translation>見つかった類似の地物：{n}件</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseProvenance</name>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>A convenience, with a call into Python for each feature. To style, label or filter a large layer, write provenance into fields (Provenance… beside Accept into) and use the field instead.</source>
      <translation>便利のための関数で、地物ごとにPythonを呼び出します。大きなレイヤをスタイル設定、ラベル付け、フィルタするには、由来をフィールドに書き込み（採用先の横の「由来…」）、代わりにそのフィールドを使ってください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Accepted at</source>
      <translation>採用日時</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Accepted by</source>
      <translation>採用者</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Answer (excerpt)</source>
      <translation>回答（抜粋）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Backend</source>
      <translation>バックエンド</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Confidence</source>
      <translation>信頼度</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Conversation id</source>
      <translation>会話ID</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Examples</source>
      <translation>例</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Keys</source>
      <translation>キー</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Message id</source>
      <translation>メッセージID</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Suggested by GeoSense</source>
      <translation>GeoSenseによる提案</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Syntax</source>
      <translation>構文</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Where a feature accepted from a GeoSense suggestion came from. NULL for features GeoSense did not suggest.</source>
      <translation>GeoSenseの提案から採用された地物の由来を返します。GeoSenseが提案していない地物ではNULLです。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>geosense_provenance: unknown key {key!r}; one of {keys}</source>
      <translation>geosense_provenance: 不明なキー {key!r} です。使用できるキー：{keys}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>{key} cannot be written into a field</source>
      <translation>{key}はフィールドに書き込めません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>{layer} already has a field “{name}” of another type</source>
      <translation>{layer}には別の型のフィールド「{name}」が既にあります</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is chosen twice</source>
      <translation>「{name}」が2回選択されています</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is longer than the {n} characters a field name of {layer} may have</source>
      <translation>「{name}」は、{layer} のフィールド名に使える {n} 文字を超えています</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is not a usable field name (letters, digits and _, at most 63)</source>
      <translation>「{name}」は使用できるフィールド名ではありません（英字、数字、_ のみ、最大63文字）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is the name of GeoSense's own virtual field</source>
      <translation>「{name}」はGeoSense自身の仮想フィールドの名前です</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseResolver</name>
    <message>
      <location filename="../geosense_dock/map/resolver.py" />
      <source>{0} (not saved yet)</source>
      <translation>{0}（未保存）</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseResults</name>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>Could not write {path}: {message}</source>
      <translation>{path}を書き込めませんでした：{message}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar failed</source>
      <translation>類似検索に失敗しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar failed: {}</source>
      <translation>類似検索に失敗しました：{}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar needs numpy, which is not installed</source>
      <translation>類似検索にはnumpyが必要ですが、インストールされていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar was cancelled</source>
      <translation>類似検索はキャンセルされました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/manager.py" />
      <source>GeoSense results</source>
      <translation>GeoSenseの結果</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar_task.py" />
      <source>GeoSense: find similar</source>
      <translation>GeoSense：類似を検索</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight_task.py" />
      <source>GeoSense: highlight</source>
      <translation>GeoSense：ハイライト</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight ({n})</source>
      <translation>ハイライト（{n}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight failed: {}</source>
      <translation>ハイライトに失敗しました：{}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight was cancelled</source>
      <translation>ハイライトはキャンセルされました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlighted {n} annotation</source>
      <translation>注記を{n}件ハイライトしました</translation>
    </message>
    <message>
      <source>Highlighted {n} annotation(s)</source>
      <translation type="vanished">注記を{n}件ハイライトしました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlighted {n} annotations</source>
      <translation>注記を{n}件ハイライトしました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>No usable suggestion: {}</source>
      <translation>使用できる提案がありません：{}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>No vector layer is shared with GeoSense</source>
      <translation>GeoSenseと共有しているベクタレイヤはありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>None of the annotations exist: {}</source>
      <translation>どの注記も存在しません：{}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>None of the samples exist: {}</source>
      <translation>どのサンプルも存在しません：{}</translation>
    </message>
    <message>
      <source>Samples not found: {ids}.</source>
      <translation type="vanished">サンプルが見つかりません：{ids}。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Similar to {what}</source>
      <translation>{what}に類似</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>Suggestions ({n})</source>
      <translation>提案（{n}）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/runs.py" />
      <source>The layer {} was removed before the result was ready; nothing was shown.</source>
      <translation>結果ができる前にレイヤ{}が削除されたため、何も表示されませんでした。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/runs.py" />
      <source>The result could not be shown: {}</source>
      <translation>結果を表示できませんでした：{}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>The written layer {path} does not open</source>
      <translation>書き込んだレイヤ{path}を開けません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence 50-80 %</source>
      <translation>信頼度50～80 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence &lt; 50 %</source>
      <translation>信頼度 &lt; 50 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence &gt;= 80 %</source>
      <translation>信頼度 ≥ 80 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>distances</source>
      <translation>距離</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>geometry type differs from the other suggestions</source>
      <translation>ジオメトリタイプが他の提案と異なります</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>not found: {ids}</source>
      <translation>見つかりません：{ids}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>overlaps</source>
      <translation>重なり</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>the artifact holds no suggestions</source>
      <translation>添付データに提案が含まれていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>unknown confidence</source>
      <translation>信頼度不明</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} invalid geometries repaired</source>
      <translation>不正なジオメトリを修復しました：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} invalid geometry repaired</source>
      <translation>不正なジオメトリを修復しました：{n}件</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} skipped</source>
      <translation>{n}件スキップ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} suggestion shown</source>
      <translation>{n}件の提案を表示</translation>
    </message>
    <message>
      <source>{n} suggestion(s) shown</source>
      <translation type="vanished">{n}件の提案を表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} suggestions shown</source>
      <translation>{n}件の提案を表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>{path} is not a GeoPackage that can be added to: {message}</source>
      <translation>{path} は追加できる GeoPackage ではありません: {message}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>{} — linked</source>
      <translation>{} — リンク</translation>
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
      <translation>プロジェクトに保存される仮想フィールドです。レイヤのデータは変更されません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Also write provenance into fields of the layer</source>
      <translation>由来をレイヤのフィールドにも書き込む</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Leave a name empty to leave that item out. Missing fields are created at the next accept, in the same undo step as the accepted features; existing fields of that name are filled.</source>
      <translation>項目を含めない場合は名前を空にしてください。存在しないフィールドは次回の採用時に、採用した地物と同じ「元に戻す」ステップで作成されます。同じ名前の既存フィールドには値が入力されます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Provenance in “{0}”</source>
      <translation>「{0}」の由来</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Show “Suggested by GeoSense” in Identify results, the attribute form and the attribute table</source>
      <translation>地物情報、属性フォーム、属性テーブルに「GeoSenseによる提案」を表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Style, label and filter by these fields (gs_confidence, for example), which QGIS reads as fast as any other field. With the answer, confidence, accepted by, accepted at and backend written, “Suggested by GeoSense” reads these fields too, without Python.</source>
      <translation>これらのフィールド（例えば gs_confidence）でスタイル設定、ラベル付け、フィルタを行ってください。QGISは他のフィールドと同じ速さで読み込みます。回答、信頼度、採用者、採用日時、バックエンドが書き込まれていれば、「GeoSenseによる提案」もPythonなしでこれらのフィールドを読みます。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Suggest names</source>
      <translation>名前を提案</translation>
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
      <translation>採用</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept anyway</source>
      <translation>それでも採用</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept into</source>
      <translation>採用先</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept suggestions</source>
      <translation>提案を採用</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept the suggestions chosen beside</source>
      <translation>横で選んだ提案を採用</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Add a category for it</source>
      <translation>この値のカテゴリを追加</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>All shown suggestions</source>
      <translation>表示中のすべての提案</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Choose a layer to accept into</source>
      <translation>採用先のレイヤを選択</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Class field</source>
      <translation>分類属性</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Class value</source>
      <translation>クラスの値</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Edit shape</source>
      <translation>形状を編集</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Edit the suggestions with QGIS's vertex tool before accepting them</source>
      <translation>採用する前にQGISの頂点ツールで提案を編集します</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>How the accepted features of this layer show where they came from, and whether it is also written into fields</source>
      <translation>このレイヤで採用した地物の由来の表示方法と、フィールドにも書き込むかどうか</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Minimum confidence</source>
      <translation>最小信頼度</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Next suggestion</source>
      <translation>次の提案</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Next ▶</source>
      <translation>次へ ▶</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No category could be added to the style of {layer}</source>
      <translation>{layer} のスタイルにカテゴリを追加できませんでした</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No suggestion to accept</source>
      <translation>採用する提案がありません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No suggestions</source>
      <translation>提案なし</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Not accepted: {reason}</source>
      <translation>採用されませんでした：{reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Nothing accepted</source>
      <translation>何も採用されていません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Previous suggestion</source>
      <translation>前の提案</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Provenance…</source>
      <translation>由来…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Reject</source>
      <translation>却下</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Reject the suggestions chosen beside</source>
      <translation>横で選んだ提案を却下</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Selected suggestions</source>
      <translation>選択した提案</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Show the features the last accept added</source>
      <translation>直前の採用で追加された地物を表示</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The field of the target layer that takes the class value; the empty entry writes no class</source>
      <translation>クラス値を書き込む対象レイヤーのフィールド。空の項目ではクラスを書き込みません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The style of {layer} does not draw the class value “{value}” of the field {field}. Features accepted with it would be invisible, and QGIS's Identify tool would not find them.</source>
      <translation>{layer} のスタイルはフィールド {field} のクラス値「{value}」を描画しません。この値で採用した地物は見えず、QGIS の地物情報表示ツールでも見つかりません。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The suggestions or the target layer changed while you were asked; nothing was accepted. Check them and accept again.</source>
      <translation>確認中に提案または対象レイヤが変更されたため、何も採用されませんでした。内容を確認して、もう一度採用してください。</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>This suggestion</source>
      <translation>この提案</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to</source>
      <translation>ズーム</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to accepted</source>
      <translation>採用した地物にズーム</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to this suggestion</source>
      <translation>この提案にズーム</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>none left</source>
      <translation>残りなし</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>optional class value</source>
      <translation>クラスの値（任意）</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>the layer has a filter ({filter}): features it does not match disappear from the layer once the edits are saved</source>
      <translation>レイヤにはフィルタ（{filter}）があります。一致しない地物は、編集を保存するとレイヤから消えます</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{name} cannot be edited</source>
      <translation>{name}は編集できません</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} of them are not drawn by the layer's style: give them a class value it shows</source>
      <translation>そのうち {n} 件はレイヤのスタイルで描画されません: スタイルが表示するクラス値を設定してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} of them do not match the layer's filter ({filter}): they disappear from the layer once the edits are saved</source>
      <translation>そのうち {n} 件はレイヤのフィルタ（{filter}）に一致しません。編集を保存するとレイヤから消えます</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestion added to {layer}; save the layer's edits to keep it</source>
      <translation>{n}件の提案を{layer}に追加しました。保持するにはレイヤの編集内容を保存してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestion rejected</source>
      <translation>{n}件の提案を却下しました</translation>
    </message>
    <message>
      <source>{n} suggestion(s) added to {layer}; save the layer's edits to keep them</source>
      <translation type="vanished">{n}件の提案を{layer}に追加しました。保持するにはレイヤの編集内容を保存してください</translation>
    </message>
    <message>
      <source>{n} suggestion(s) rejected</source>
      <translation type="vanished">{n}件の提案を却下しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestions added to {layer}; save the layer's edits to keep them</source>
      <translation>{n}件の提案を{layer}に追加しました。保持するにはレイヤの編集内容を保存してください</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestions rejected</source>
      <translation>{n}件の提案を却下しました</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{pos} of {n}</source>
      <translation>{pos} / {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>◀ Previous</source>
      <translation>◀ 前へ</translation>
    </message>
  </context>
</TS>
