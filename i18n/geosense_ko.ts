<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
  <context>
    <name>GeoSense</name>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'samples' must be a list of {id, v?} objects</source>
      <translation>'samples'는 {id, v?} 객체의 목록이어야 합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'samples[{0}]' has no integer 'id'</source>
      <translation>'samples[{0}]'에 정수 'id'가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'{0}' must be a list of annotation ids</source>
      <translation>'{0}'은(는) 주석 ID의 목록이어야 합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'{0}[{1}]' is not an integer annotation id: {2!r}</source>
      <translation>'{0}[{1}]'은(는) 정수 주석 ID가 아닙니다: {2!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>(interrupted: {0}; the answer is incomplete)</source>
      <translation>(중단됨: {0}, 답변이 완전하지 않습니다)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>(interrupted; the answer is incomplete)</source>
      <translation>(중단됨, 답변이 완전하지 않습니다)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>(the answer above is incomplete)</source>
      <translation>(위 답변은 완전하지 않습니다)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>1 layer</source>
      <translation>레이어 1개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>1 sketch</source>
      <translation>스케치 1개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>&lt;p&gt;Ask GeoSense about your layers: select features on the map, then type a question below.&lt;/p&gt;</source>
      <translation>&lt;p&gt;레이어에 대해 GeoSense에 질문하십시오. 지도에서 객체를 선택한 다음 아래에 질문을 입력하십시오.&lt;/p&gt;</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>&lt;{0}&gt; needs a value</source>
      <translation>&lt;{0}&gt;에 값이 필요합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>A field with each feature's confidence, 0 to 1</source>
      <translation>각 객체의 신뢰도(0~1)를 담은 필드</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>A shared layer was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>메시지를 준비하는 동안 공유 레이어가 제거되어 아무것도 전송하지 않았습니다. 메시지를 다시 전송하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>API token</source>
      <translation>API 토큰</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Activity: 1 step</source>
      <translation>활동: 1단계</translation>
    </message>
    <message>
      <source>Activity: {0} step(s)</source>
      <translation type="vanished">활동: {0}단계</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Activity: {0} steps</source>
      <translation>활동: {0}단계</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Add context</source>
      <translation>컨텍스트 추가</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Add context to the next message</source>
      <translation>다음 메시지에 컨텍스트 추가</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Agent URL</source>
      <translation>에이전트 URL</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Allow backend tools</source>
      <translation>백엔드 도구 허용</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Allow the agent to run backend tools (sent with every message)</source>
      <translation>에이전트가 백엔드 도구를 실행하도록 허용합니다(모든 메시지와 함께 전송)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>An image of the map goes with the message</source>
      <translation>지도 이미지가 메시지와 함께 전송됩니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Annotation ids</source>
      <translation>주석 ID</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Annotation {0} not found: {1}</source>
      <translation>주석 {0}을(를) 찾을 수 없습니다: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Answer state</source>
      <translation>답변 상태</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Answer to the tool call “{0}”, {1} characters of text</source>
      <translation>도구 호출 “{0}”에 대한 응답, 텍스트 {1}자</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Answer: {0}</source>
      <translation>답변: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Answered in your own words.</source>
      <translation>직접 답변했습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>App URL</source>
      <translation>앱 URL</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>App URL (internal links)</source>
      <translation>앱 URL(내부 링크)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked</source>
      <translation>승인 요청됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: backend tools</source>
      <translation>승인 요청됨: 백엔드 도구</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: this costs credits</source>
      <translation>승인 요청됨: 크레딧이 소모됩니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: this deletes data</source>
      <translation>승인 요청됨: 데이터가 삭제됩니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed</source>
      <translation>승인 필요</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: backend tools</source>
      <translation>승인 필요: 백엔드 도구</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: this costs credits</source>
      <translation>승인 필요: 크레딧이 소모됩니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: this deletes data</source>
      <translation>승인 필요: 데이터가 삭제됩니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Approval requested ({0}): {1}</source>
      <translation>승인 요청({0}): {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approve</source>
      <translation>승인</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approve the request</source>
      <translation>요청 승인</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approving also allows backend tools for this conversation.</source>
      <translation>승인하면 이 대화에서 백엔드 도구도 허용됩니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Area of {0}</source>
      <translation>{0}의 면적</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Artifacts to: {0}</source>
      <translation>첨부 데이터 전송 위치: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>As HTML…</source>
      <translation>HTML로…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>As Markdown…</source>
      <translation>Markdown으로…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about the selection</source>
      <translation>선택 항목에 대해 GeoSense에 질문</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about these features</source>
      <translation>이 객체들에 대해 GeoSense에 질문</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about these layers</source>
      <translation>이 레이어들에 대해 GeoSense에 질문</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this class</source>
      <translation>이 분류에 대해 GeoSense에 질문</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this feature</source>
      <translation>이 객체에 대해 GeoSense에 질문</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this layer</source>
      <translation>이 레이어에 대해 GeoSense에 질문</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Ask GeoSense about your layers… Type @ to mention a feature, layer or class (Enter to send, Shift+Enter for a new line)</source>
      <translation>레이어에 대해 GeoSense에 질문하십시오… @를 입력하면 객체, 레이어 또는 분류를 참조할 수 있습니다(Enter로 전송, Shift+Enter로 줄 바꿈)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>Ask: {0}</source>
      <translation>질문: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Attributes that may be sent</source>
      <translation>전송해도 되는 속성</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Attributes that may be sent (besides id, class, confidence)</source>
      <translation>전송해도 되는 속성(ID, 분류, 신뢰도 외)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Automatic (WebSocket, else HTTP)</source>
      <translation>자동(WebSocket, 불가능하면 HTTP)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Backend tools allowed: no</source>
      <translation>백엔드 도구 허용: 아니요</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Backend tools allowed: yes</source>
      <translation>백엔드 도구 허용: 예</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cancel</source>
      <translation>취소</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cancel queued message</source>
      <translation>대기 중인 메시지 취소</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Cannot read this value: {0}</source>
      <translation>이 값을 읽을 수 없습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Categories</source>
      <translation>범주</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Choose the shared layers</source>
      <translation>공유할 레이어 선택</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Choose which layers are shared with GeoSense</source>
      <translation>GeoSense와 공유할 레이어를 선택합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Class {0} not found: {1}</source>
      <translation>분류 {0}을(를) 찾을 수 없습니다: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Classes</source>
      <translation>분류</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Clear results</source>
      <translation>결과 지우기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Click features on the map to refer to them in your message (Escape or a right click ends)</source>
      <translation>지도에서 객체를 클릭하여 메시지에서 참조합니다(Esc 또는 마우스 오른쪽 클릭으로 종료)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Comma-separated field names whose values may go with a shared layer, besides the annotation id, class and confidence</source>
      <translation>주석 ID, 분류, 신뢰도 외에 공유 레이어와 함께 값을 전송해도 되는 필드 이름(쉼표로 구분)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Confidence</source>
      <translation>신뢰도</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Confidence of {0}</source>
      <translation>{0}의 신뢰도</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Confirm before a layer is shared for the first time</source>
      <translation>레이어를 처음 공유하기 전에 확인</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Confirm each time</source>
      <translation>매번 확인</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connected</source>
      <translation>연결됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connected ({0})</source>
      <translation>연결됨({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connecting…</source>
      <translation>연결 중…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connection state</source>
      <translation>연결 상태</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connection state indicator</source>
      <translation>연결 상태 표시기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Conversation</source>
      <translation>대화</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy as text</source>
      <translation>텍스트로 복사</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy contexts</source>
      <translation>컨텍스트 복사</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy markup</source>
      <translation>마크업 복사</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy this message</source>
      <translation>이 메시지 복사</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Cost: {0:g} credits</source>
      <translation>비용: {0:g} 크레딧</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cost: {0} credits</source>
      <translation>비용: {0} 크레딧</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>Could not fetch the data attached to the answer: {0}</source>
      <translation>답변에 첨부된 데이터를 가져올 수 없습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>Data attached to the answer could not be fetched: {0}</source>
      <translation>답변에 첨부된 데이터를 가져올 수 없습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Data context</source>
      <translation>데이터 컨텍스트</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Data not available: {0}</source>
      <translation>데이터를 사용할 수 없습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Dataset</source>
      <translation>데이터셋</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Developer mode (copy raw markup and contexts)</source>
      <translation>개발자 모드(원시 마크업과 컨텍스트 복사)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Disconnected</source>
      <translation>연결 끊김</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Docs URL</source>
      <translation>문서 URL</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Draw polygons on the map to send with the next message</source>
      <translation>다음 메시지와 함께 전송할 폴리곤을 지도에 그립니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>E</source>
      <translation>E</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Enter your FlyPix API key.</source>
      <translation>FlyPix API 키를 입력하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Everything available is attached</source>
      <translation>사용 가능한 항목이 모두 첨부되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Export</source>
      <translation>내보내기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Export the conversation</source>
      <translation>대화 내보내기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Feature id</source>
      <translation>객체 ID</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/writers.py" />
      <source>Find Similar located 1 result belonging to class {0}.</source>
      <translation>“유사 항목 찾기”에서 분류 {0}에 속하는 결과 1개를 찾았습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/writers.py" />
      <source>Find Similar located {0} results belonging to class {1}.</source>
      <translation>“유사 항목 찾기”에서 분류 {1}에 속하는 결과 {0}개를 찾았습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Find similar</source>
      <translation>유사 항목 찾기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>FlyPix GeoSense API</source>
      <translation>FlyPix GeoSense API</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>FlyPix URL: {reason}</source>
      <translation>FlyPix URL: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered inference {0} without a status</source>
      <translation>FlyPix가 추론 {0}에 상태 없이 응답했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the balance with something that is not an object</source>
      <translation>FlyPix가 잔액 요청에 객체가 아닌 값으로 응답했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the estimate with something that is not an object</source>
      <translation>FlyPix가 견적 요청에 객체가 아닌 값으로 응답했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix answered the message without a response</source>
      <translation>FlyPix가 메시지에 답변 없이 응답했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the model run without an inference id</source>
      <translation>FlyPix가 모델 실행에 추론 ID 없이 응답했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix answered the sign-in without an access token</source>
      <translation>FlyPix가 로그인에 액세스 토큰 없이 응답했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_requests.py" />
      <source>FlyPix answered the {0} with something that is not a list</source>
      <translation>FlyPix가 {0}에 목록이 아닌 응답을 반환했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix answered {0} with something that is not JSON</source>
      <translation>FlyPix가 {0}에 JSON이 아닌 응답을 반환했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_redirects.py" />
      <source>FlyPix at {0} redirected to another server ({1}); not followed, so that your FlyPix credentials are never sent there. Check the FlyPix URL in the settings</source>
      <translation>{0}의 FlyPix가 다른 서버({1})로 리디렉션했습니다. FlyPix 자격 증명이 그곳으로 전송되지 않도록 리디렉션을 따르지 않았습니다. 설정에서 FlyPix URL을 확인하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_redirects.py" />
      <source>FlyPix at {0} redirected to the insecure {1}; not followed, so that your FlyPix credentials are not sent without encryption</source>
      <translation>{0}의 FlyPix가 안전하지 않은 {1}(으)로 리디렉션했습니다. FlyPix 자격 증명이 암호화 없이 전송되지 않도록 리디렉션을 따르지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix could not find it</source>
      <translation>FlyPix에서 찾을 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix denied access</source>
      <translation>FlyPix가 액세스를 거부했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not accept the API key ({0})</source>
      <translation>FlyPix가 API 키를 받아들이지 않았습니다({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not accept the user name or password ({0})</source>
      <translation>FlyPix가 사용자 이름 또는 비밀번호를 받아들이지 않았습니다({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not answer within {0:g} s</source>
      <translation>FlyPix가 {0:g}초 안에 응답하지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix did not return a GeoSense session id</source>
      <translation>FlyPix가 GeoSense 세션 ID를 반환하지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <source>FlyPix did not store it</source>
      <translation>FlyPix가 저장하지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix failed</source>
      <translation>FlyPix 오류</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix gave no download link for file {0}</source>
      <translation>FlyPix가 파일 {0}의 다운로드 링크를 제공하지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix gives this raster's imagery as {0}, which QGIS cannot show</source>
      <translation>FlyPix는 이 래스터의 영상을 {0} 형식으로 제공하며, QGIS는 이를 표시할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix is busy (too many requests); try again shortly</source>
      <translation>FlyPix가 사용 중입니다(요청이 너무 많음). 잠시 후 다시 시도하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix names no file for this raster</source>
      <translation>FlyPix가 이 래스터의 파일을 지정하지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix refused the request</source>
      <translation>FlyPix가 요청을 거부했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix refused the sign-in</source>
      <translation>FlyPix가 로그인을 거부했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix refused your API key (revoked or expired). Enter a valid key.</source>
      <translation>FlyPix가 API 키를 거부했습니다(폐기되었거나 만료됨). 유효한 키를 입력하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix rejected your sign-in. Sign in again.</source>
      <translation>FlyPix가 로그인을 거부했습니다. 다시 로그인하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix stopped sending within {0:g} s</source>
      <translation>FlyPix가 {0:g}초 동안 전송을 멈췄습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix stored the artifact but returned no artifact_id</source>
      <translation>FlyPix가 첨부 데이터를 저장했지만 artifact_id를 반환하지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix takes messages of at most {0} characters; this one has {1}. Shorten it and send again</source>
      <translation>FlyPix는 최대 {0}자의 메시지만 받습니다. 이 메시지는 {1}자입니다. 줄인 뒤 다시 전송하십시오</translation>
    </message>
    <message>
      <source>FlyPix's answer did not name the new annotation</source>
      <translation type="vanished">FlyPix의 응답에 새 주석이 지정되지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix's balance has no credits and withheld</source>
      <translation>FlyPix 잔액에 credits와 withheld가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix's estimate has no total_cost and total_pixels</source>
      <translation>FlyPix 견적에 total_cost와 total_pixels가 없습니다</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Focus the GeoSense composer</source>
      <translation>GeoSense 입력창으로 이동</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Folder</source>
      <translation>폴더</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Frozen dataset</source>
      <translation>고정된 데이터셋</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>GeoPackage (*.gpkg)</source>
      <translation>GeoPackage (*.gpkg)</translation>
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
      <translation>GeoSense 설정…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>GeoSense agent over HTTP streaming (SSE)</source>
      <translation>HTTP 스트리밍(SSE)을 통한 GeoSense 에이전트</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>GeoSense agent over WebSocket</source>
      <translation>WebSocket을 통한 GeoSense 에이전트</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>GeoSense conversation</source>
      <translation>GeoSense 대화</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>GeoSense is answering…</source>
      <translation>GeoSense가 답변하는 중…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>GeoSense is answering… ({0})</source>
      <translation>GeoSense가 답변하는 중…({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>GeoSense results</source>
      <translation>GeoSense 결과</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>GeoSense settings</source>
      <translation>GeoSense 설정</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>GeoSense was closed.</source>
      <translation>GeoSense가 닫혔습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>GeoSense's answer</source>
      <translation>GeoSense의 답변</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>GeoSense: fetching results</source>
      <translation>GeoSense: 결과를 가져오는 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>GeoSense: preparing the message</source>
      <translation>GeoSense: 메시지를 준비하는 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>HTML (*.html)</source>
      <translation>HTML (*.html)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>HTTP 403 from {0} (refused by the proxy or the agent)</source>
      <translation>{0}에서 HTTP 403(프록시 또는 에이전트가 거부함)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>HTTP streaming (SSE)</source>
      <translation>HTTP 스트리밍(SSE)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>HTTP {0} from {1}</source>
      <translation>{1}에서 HTTP {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Hide the results</source>
      <translation>결과 숨기기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Inference</source>
      <translation>추론</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Inference: {0}</source>
      <translation>추론: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Insert the selected features into the GeoSense composer</source>
      <translation>선택한 객체를 GeoSense 입력창에 삽입</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Interrupted</source>
      <translation>중단됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Interrupted: {0}</source>
      <translation>중단됨: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep as layer…</source>
      <translation>레이어로 유지…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep in memory (*)</source>
      <translation>메모리에 유지 (*)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep result as layer</source>
      <translation>결과를 레이어로 유지</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Layer</source>
      <translation>레이어</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Layer {0} not found: {1}</source>
      <translation>레이어 {0}을(를) 찾을 수 없습니다: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Layer “{0}” (vector id {1})</source>
      <translation>레이어 “{0}”(벡터 ID {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Layers</source>
      <translation>레이어</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Layers shared with GeoSense are sent with each message. By default every visible vector layer is shared.</source>
      <translation>GeoSense와 공유한 레이어는 모든 메시지와 함께 전송됩니다. 기본적으로 보이는 모든 벡터 레이어가 공유됩니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Leave this out of the next message</source>
      <translation>다음 메시지에서 제외</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>List of the shared local layers ({0})</source>
      <translation>공유된 로컬 레이어 목록({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Make the result a real, editable layer (optionally saved to a GeoPackage)</source>
      <translation>결과를 편집 가능한 실제 레이어로 만듭니다(선택적으로 GeoPackage에 저장)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Map</source>
      <translation>지도</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Map state: the view and {0} layer name</source>
      <translation>지도 상태: 뷰와 레이어 이름 {0}개</translation>
    </message>
    <message>
      <source>Map state: the view and {0} layer name(s)</source>
      <translation type="vanished">지도 상태: 뷰와 레이어 이름 {0}개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Map state: the view and {0} layer names</source>
      <translation>지도 상태: 뷰와 레이어 이름 {0}개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Markdown (*.md)</source>
      <translation>Markdown (*.md)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Message actions</source>
      <translation>메시지 작업</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/controller.py" />
      <source>Message not sent: {0}</source>
      <translation>메시지를 전송하지 못했습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Message text: {0} characters</source>
      <translation>메시지 텍스트: {0}자</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Message to GeoSense</source>
      <translation>GeoSense에 보낼 메시지</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Model</source>
      <translation>모델</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>N</source>
      <translation>N</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Never send</source>
      <translation>전송하지 않음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New</source>
      <translation>새로 만들기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New conversation</source>
      <translation>새 대화</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New message instead</source>
      <translation>대신 새 메시지로</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>No answer</source>
      <translation>답변 없음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>No answer: {0}</source>
      <translation>답변 없음: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>No feature there: click inside a feature.</source>
      <translation>그 위치에 객체가 없습니다. 객체 안쪽을 클릭하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>No results yet. Highlights, similar features and suggestions from GeoSense appear here as temporary layers.</source>
      <translation>아직 결과가 없습니다. GeoSense의 강조 표시, 유사 객체, 제안이 여기에 임시 레이어로 표시됩니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>No screenshot was sent: screenshots are not allowed ({0}).</source>
      <translation>스크린샷을 전송하지 않았습니다. 스크린샷이 허용되지 않습니다({0}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>No screenshot was sent: you declined.</source>
      <translation>스크린샷을 전송하지 않았습니다. 사용자가 거부했습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>None</source>
      <translation>없음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>None (1.0)</source>
      <translation>없음(1.0)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Not a documentation path</source>
      <translation>문서 경로가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Not an annotation id: {0}</source>
      <translation>주석 ID가 아닙니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>Not inserted: {0}.</source>
      <translation>삽입하지 않았습니다: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Not opened: only web (http, https) and app links are followed ({0})</source>
      <translation>열지 않았습니다. 웹(http, https) 링크와 앱 링크만 따릅니다({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/composing.py" />
      <source>Not sent: the message refers to a layer that is not shared. Share it, or remove its references.</source>
      <translation>전송하지 않았습니다. 메시지가 공유되지 않은 레이어를 참조합니다. 레이어를 공유하거나 참조를 제거하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Not sent: {0}</source>
      <translation>전송하지 않음: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Nothing is selected: select features on the map first.</source>
      <translation>선택한 항목이 없습니다. 먼저 지도에서 객체를 선택하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Notice</source>
      <translation>알림</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Offline</source>
      <translation>오프라인</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Open the GeoSense dock and type your question</source>
      <translation>GeoSense 패널을 열고 질문을 입력합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Open the results in a panel of their own</source>
      <translation>결과를 별도의 패널에서 열기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Open this long answer in a window of its own</source>
      <translation>이 긴 답변을 별도의 창에서 열기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Order</source>
      <translation>주문</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Orientation of {0}</source>
      <translation>{0}의 방향</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>Over FlyPix, GeoSense answers in one piece: no streaming, no approvals, no activity log, and the agent cannot run tools in QGIS. Highlights, suggestions and data in its answers still work.</source>
      <translation>FlyPix를 통하면 GeoSense는 답변을 한 번에 전달합니다. 스트리밍, 승인, 활동 로그가 없으며 에이전트가 QGIS에서 도구를 실행할 수 없습니다. 답변의 강조 표시, 제안, 데이터는 그대로 사용할 수 있습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Pick</source>
      <translation>지정</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Pick features on the map for the message</source>
      <translation>메시지에 포함할 객체를 지도에서 지정</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Plan:</source>
      <translation>계획:</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Position ({0}) of {1}: {2}</source>
      <translation>{1}의 위치({0}): {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Position of {0}</source>
      <translation>{0}의 위치</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Preparing the message failed (see the GeoSense log). The message was not sent.</source>
      <translation>메시지 준비에 실패했습니다(GeoSense 로그 참조). 메시지를 전송하지 않았습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Preparing the message was cancelled.</source>
      <translation>메시지 준비가 취소되었습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Project</source>
      <translation>프로젝트</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Put the results back under the conversation</source>
      <translation>결과를 대화 아래로 되돌리기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>QGIS could not open the imagery ({0})</source>
      <translation>QGIS가 영상을 열 수 없습니다 ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>QGIS feature ids as the ids, the field {0} may not be sent</source>
      <translation>ID로 QGIS 피처 ID, 필드 {0}은(는) 전송할 수 없음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Queued: will be sent when the agent is connected and free.</source>
      <translation>대기 중: 에이전트가 연결되고 사용 가능해지면 전송됩니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Queued: {0}</source>
      <translation>대기 중: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Raster</source>
      <translation>래스터</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Reconnecting…</source>
      <translation>다시 연결하는 중…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>Reference not found: {0}</source>
      <translation>참조를 찾을 수 없습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>References to insert</source>
      <translation>삽입할 참조</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>References to “{0}” were not inserted: the layer is not shared.</source>
      <translation>“{0}”에 대한 참조를 삽입하지 않았습니다. 레이어가 공유되지 않았습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Region {0}: {1}</source>
      <translation>영역 {0}: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Regions</source>
      <translation>영역</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Reject</source>
      <translation>거부</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Reject the request</source>
      <translation>요청 거부</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Remove</source>
      <translation>제거</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Remove context</source>
      <translation>컨텍스트 제거</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Results</source>
      <translation>결과</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Retry connecting now</source>
      <translation>지금 다시 연결</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Retry now</source>
      <translation>지금 다시 시도</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Run {0}</source>
      <translation>{0} 실행</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>S</source>
      <translation>S</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Samples not found: {0}.</source>
      <translation>샘플을 찾을 수 없습니다: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot</source>
      <translation>스크린샷</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Screenshot of the map</source>
      <translation>지도 스크린샷</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot that was sent</source>
      <translation>전송된 스크린샷</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot: {0} × {1} px of {2}</source>
      <translation>스크린샷: {0} × {1} px({2})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Screenshots</source>
      <translation>스크린샷</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Selection</source>
      <translation>선택</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Selection: features {0}, regions {1}, suggestions {2}</source>
      <translation>선택: 객체 {0}개, 영역 {1}개, 제안 {2}개</translation>
    </message>
    <message>
      <source>Selection: {0} feature(s), {1} region(s), {2} suggestion(s)</source>
      <translation type="vanished">선택: 객체 {0}개, 영역 {1}개, 제안 {2}개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send</source>
      <translation>전송</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Send a screenshot of the map with this message?</source>
      <translation>이 메시지와 함께 지도 스크린샷을 전송하시겠습니까?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send as a new message instead of answering the question</source>
      <translation>질문에 답하지 않고 새 메시지로 전송</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send message</source>
      <translation>메시지 전송</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Send this layer's features with each message</source>
      <translation>이 레이어의 객체를 모든 메시지와 함께 전송</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send what you type as a new message, not as the answer to the question</source>
      <translation>입력한 내용을 질문에 대한 답변이 아닌 새 메시지로 전송</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Send when asked for</source>
      <translation>요청 시 전송</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sent with this message ({0})</source>
      <translation>이 메시지와 함께 전송됨({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Set aside: you sent a new message instead.</source>
      <translation>보류: 대신 새 메시지를 전송했습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Set aside: {0}</source>
      <translation>보류: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Settings</source>
      <translation>설정</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Settings problem: {0}</source>
      <translation>설정 문제: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Share</source>
      <translation>공유</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Share the layer “{0}” with GeoSense? Its {1} feature goes with this message (id, class, confidence, area, geometry{2}).</source>
      <translation>레이어 “{0}”을(를) GeoSense와 공유하시겠습니까? 이 레이어의 객체 {1}개가 이 메시지와 함께 전송됩니다(ID, 분류, 신뢰도, 면적, 도형{2}).</translation>
    </message>
    <message>
      <source>Share the layer “{0}” with GeoSense? Its {1} feature(s) go with this message (id, class, confidence, area, geometry{2}).</source>
      <translation type="vanished">레이어 “{0}”을(를) GeoSense와 공유하시겠습니까? 이 레이어의 객체 {1}개가 이 메시지와 함께 전송됩니다(ID, 분류, 신뢰도, 면적, 도형{2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Share the layer “{0}” with GeoSense? Its {1} features go with this message (id, class, confidence, area, geometry{2}).</source>
      <translation>레이어 “{0}”을(를) GeoSense와 공유하시겠습니까? 이 레이어의 객체 {1}개가 이 메시지와 함께 전송됩니다(ID, 분류, 신뢰도, 면적, 도형{2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Share {}</source>
      <translation>{} 공유</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Sharing policy</source>
      <translation>공유 정책</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Show on map</source>
      <translation>지도에 표시</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Show or hide the GeoSense dock</source>
      <translation>GeoSense 패널 표시 또는 숨기기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>Show the GeoSense answer</source>
      <translation>GeoSense 답변 표시</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Show the GeoSense results panel</source>
      <translation>GeoSense 결과 패널 표시</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Show the activity of this answer</source>
      <translation>이 답변의 활동 표시</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Show the results panel</source>
      <translation>결과 패널 표시</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Show the whole activity log</source>
      <translation>전체 활동 로그 표시</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Show the whole answer</source>
      <translation>답변 전체 표시</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Show what was sent with this message</source>
      <translation>이 메시지와 함께 전송된 내용 표시</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Sketch</source>
      <translation>스케치</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Sketch on the map</source>
      <translation>지도에 스케치</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sketches</source>
      <translation>스케치</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sketches: {0} geometry(ies)</source>
      <translation>스케치: 도형 {0}개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/parser.py" />
      <source>Some data references are shown as written: filling them all in would have made this message larger than {0} MiB.</source>
      <translation>일부 데이터 참조는 작성된 그대로 표시됩니다. 모두 채우면 이 메시지가 {0} MiB보다 커지기 때문입니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Some references could not be inserted: {0}.</source>
      <translation>일부 참조를 삽입할 수 없습니다: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Source</source>
      <translation>소스</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Start a new conversation (a fresh session with the agent)</source>
      <translation>새 대화 시작(에이전트와의 새 세션)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Stop</source>
      <translation>중지</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Stop the answer</source>
      <translation>답변 중지</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Stored in the QGIS authentication database, never in plain settings.</source>
      <translation>QGIS 인증 데이터베이스에 저장되며, 일반 설정에는 절대 저장되지 않습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>Suggested by GeoSense · “{0}” · accepted by {1} on {2}</source>
      <translation>GeoSense 제안 · “{0}” · {2}에 {1}이(가) 수락함</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>Suggested by GeoSense · “{0}” · confidence {1:.2f} · accepted by {2} on {3}</source>
      <translation>GeoSense 제안 · “{0}” · 신뢰도 {1:.2f} · {3}에 {2}이(가) 수락함</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>Suggestions could not be shown: {0}</source>
      <translation>제안을 표시할 수 없습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>TLS failed ({0})</source>
      <translation>TLS 실패({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>That did not work; see the GeoSense log for details.</source>
      <translation>작업이 실패했습니다. 자세한 내용은 GeoSense 로그를 참조하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/composing.py" />
      <source>That feature cannot be referenced: {0}.</source>
      <translation>해당 객체를 참조할 수 없습니다: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>The Python package 'websockets' is not installed: using HTTP streaming (SSE) instead.</source>
      <translation>Python 패키지 'websockets'가 설치되어 있지 않아 대신 HTTP 스트리밍(SSE)을 사용합니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The agent changed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>메시지를 준비하는 동안 에이전트가 바뀌어 아무것도 전송하지 않았습니다. 메시지를 다시 전송하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>The agent wants to run a tool.</source>
      <translation>에이전트가 도구를 실행하려고 합니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The annotation ids of the layer “{0}” were sent as QGIS feature ids, not as the values of the field {1}, because it is not among the attributes that may be sent ({2}).</source>
      <translation>레이어 “{0}”의 주석 ID는 필드 {1}의 값이 아니라 QGIS 피처 ID로 전송되었습니다. 이 필드는 전송할 수 있는 속성에 포함되지 않습니다({2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The answer is waiting: nothing has arrived from the agent for {0} s. You can wait or stop it.</source>
      <translation>답변이 대기 중입니다. 에이전트로부터 {0}초 동안 아무것도 도착하지 않았습니다. 기다리거나 중지할 수 있습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The approval could not be sent: the agent is not connected.</source>
      <translation>승인을 전송할 수 없습니다. 에이전트가 연결되어 있지 않습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The approval could not be sent: wait for the current answer or stop it.</source>
      <translation>승인을 전송할 수 없습니다. 현재 답변을 기다리거나 중지하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The classes of the layer “{0}” were not sent, because the field {1} is not among the attributes that may be sent ({2}).</source>
      <translation>필드 {1}이(가) 전송해도 되는 속성에 포함되지 않아 레이어 “{0}”의 클래스를 전송하지 않았습니다({2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The confidences of the layer “{0}” were not sent (1.0 for every feature), because the field {1} is not among the attributes that may be sent ({2}).</source>
      <translation>레이어 “{0}”의 신뢰도는 전송되지 않았습니다(모든 피처에 1.0). 필드 {1}은(는) 전송할 수 있는 속성에 포함되지 않습니다({2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The conversation could not be exported: {0}</source>
      <translation>대화를 내보낼 수 없습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>The conversation this feature was suggested in is no longer open; its provenance is kept with the feature: {0}</source>
      <translation>이 객체가 제안된 대화가 더 이상 열려 있지 않습니다. 출처 정보는 객체와 함께 보관됩니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The layer {} was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>메시지를 준비하는 동안 레이어 {}이(가) 제거되어 아무것도 전송하지 않았습니다. 메시지를 다시 전송하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>The layer “{0}” is hidden. Show it to see the feature?</source>
      <translation>레이어 “{0}”이(가) 숨겨져 있습니다. 객체를 보기 위해 레이어를 표시하시겠습니까?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The layer “{0}” was not sent: you declined to share it.</source>
      <translation>레이어 “{0}”을(를) 전송하지 않았습니다. 공유를 거부했습니다.</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>The map side of GeoSense could not be loaded ({0}): the chat works, but without references, contexts or results. See the GeoSense log.</source>
      <translation>GeoSense의 지도 부분을 불러올 수 없습니다({0}). 채팅은 되지만 참조, 컨텍스트, 결과는 없습니다. GeoSense 로그를 확인하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>The message refers to what no longer exists: {0}. Drop these references and send?</source>
      <translation>메시지가 더 이상 존재하지 않는 항목을 참조합니다: {0}. 이 참조를 제외하고 전송하시겠습니까?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>The message refers to “{0}”, which is not shared with GeoSense, so the agent cannot see it. Share the layer and send?</source>
      <translation>메시지가 참조하는 “{0}”은(는) GeoSense와 공유되지 않아 에이전트가 볼 수 없습니다. 레이어를 공유하고 전송하시겠습니까?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>The number the agent uses to name each feature</source>
      <translation>에이전트가 각 객체를 부를 때 사용하는 번호</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The previous message is still being prepared.</source>
      <translation>이전 메시지를 아직 준비하고 있습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>The screenshot is too large to show here.</source>
      <translation>스크린샷이 너무 커서 여기에 표시할 수 없습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The selected features go with the message</source>
      <translation>선택한 객체가 메시지와 함께 전송됩니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The shapes you drew go with the message</source>
      <translation>그린 도형이 메시지와 함께 전송됩니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>The token could not be stored in the QGIS authentication database.</source>
      <translation>토큰을 QGIS 인증 데이터베이스에 저장할 수 없습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>The tool's data could not be read: {0}</source>
      <translation>도구의 데이터를 읽을 수 없습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The visible map extent goes with the message</source>
      <translation>보이는 지도 범위가 메시지와 함께 전송됩니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>This cannot be undone.</source>
      <translation>이 작업은 실행 취소할 수 없습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>This class reference has no usable id</source>
      <translation>이 분류 참조에 사용할 수 있는 ID가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>This feature was not accepted from a GeoSense suggestion.</source>
      <translation>이 객체는 GeoSense 제안에서 수락된 것이 아닙니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>This layer reference has no usable id</source>
      <translation>이 레이어 참조에 사용할 수 있는 ID가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>This layer's features are regions (areas of interest), not annotations</source>
      <translation>이 레이어의 객체는 주석이 아니라 영역(관심 영역)입니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>This link has no usable id</source>
      <translation>이 링크에 사용할 수 있는 ID가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/parser.py" />
      <source>This message is longer than {0} MiB: only its beginning is shown.</source>
      <translation>이 메시지는 {0} MiB보다 깁니다. 앞부분만 표시합니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>This region link has no usable id</source>
      <translation>이 영역 링크에 사용할 수 있는 ID가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>To: {0}, {1}</source>
      <translation>받는 곳: {0}, {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Tools</source>
      <translation>도구</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Total: {0} (message {1}, artifacts uploaded now {2})</source>
      <translation>합계: {0}(메시지 {1}, 이번에 업로드한 첨부 데이터 {2})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Total: {0} (message {1}, artifacts uploaded now {2}, sent later in the turn {3})</source>
      <translation>합계: {0}(메시지 {1}, 지금 업로드한 아티팩트 {2}, 이 턴에서 나중에 전송 {3})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Training</source>
      <translation>학습</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Training: {0}</source>
      <translation>학습: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Transport</source>
      <translation>전송 방식</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Try {0}, not delivered (sent again later): {1}</source>
      <translation>시도 {0}, 전달되지 않음(나중에 다시 전송됨): {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Type your question. Type @ to insert a reference. Enter sends, Shift+Enter starts a new line, Tab moves on.</source>
      <translation>질문을 입력하십시오. @를 입력하면 참조를 삽입합니다. Enter로 전송, Shift+Enter로 줄 바꿈, Tab으로 다음 항목으로 이동합니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Unknown link type {0}</source>
      <translation>알 수 없는 링크 유형 {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Upload to the agent failed: {}. The message was not sent; try again.</source>
      <translation>에이전트로 업로드하지 못했습니다: {}. 메시지를 전송하지 않았습니다. 다시 시도하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Viewport</source>
      <translation>뷰포트</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Viewport: {0} in {1}</source>
      <translation>뷰포트: {0}({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Visibility: visible layers {0}, hidden layers {1}, hidden classes {2}, filters {3}</source>
      <translation>표시 상태: 보이는 레이어 {0}개, 숨긴 레이어 {1}개, 숨긴 분류 {2}개, 필터 {3}개</translation>
    </message>
    <message>
      <source>Visibility: {0} layer(s) visible, {1} hidden, {2} hidden class(es), {3} filter(s)</source>
      <translation type="vanished">표시 상태: 보이는 레이어 {0}개, 숨긴 레이어 {1}개, 숨긴 분류 {2}개, 필터 {3}개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Visible layers</source>
      <translation>보이는 레이어</translation>
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
      <translation>WebSocket을 열 수 없어({0}) 대신 HTTP 스트리밍(SSE)을 사용합니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>WebSocket handshake rejected (HTTP {0})</source>
      <translation>WebSocket 핸드셰이크가 거부되었습니다(HTTP {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>WebSocket was chosen but the Python package 'websockets' is not installed: using HTTP streaming.</source>
      <translation>WebSocket이 선택되었지만 Python 패키지 'websockets'가 설치되어 있지 않아 HTTP 스트리밍을 사용합니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>Welcome message</source>
      <translation>환영 메시지</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Where each feature's class comes from: the categories of a categorized renderer, none, or a field</source>
      <translation>각 객체의 분류를 가져올 위치: 분류값 사용 렌더러의 범주, 없음 또는 필드</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Which shared layers and classes are visible, and their filters</source>
      <translation>어떤 공유 레이어와 분류가 보이는지, 그리고 그 필터</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Workspace</source>
      <translation>작업 공간</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You</source>
      <translation>사용자</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You approved this.</source>
      <translation>승인했습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You rejected this.</source>
      <translation>거부했습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Your FlyPix sign-in has expired or was revoked. Sign in again.</source>
      <translation>FlyPix 로그인이 만료되었거나 취소되었습니다. 다시 로그인하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Your FlyPix sign-in has expired. Sign in again.</source>
      <translation>FlyPix 로그인이 만료되었습니다. 다시 로그인하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Your answer</source>
      <translation>사용자의 답변</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Your answer to an approval request (approved)</source>
      <translation>승인 요청에 대한 답변(승인함)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Your answer to an approval request (rejected)</source>
      <translation>승인 요청에 대한 답변(거부함)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/controller.py" />
      <source>Your answer to the approval did not reach the agent. Please answer again.</source>
      <translation>승인에 대한 답변이 에이전트에 전달되지 않았습니다. 다시 답변하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Your message</source>
      <translation>사용자의 메시지</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Your message answers the question</source>
      <translation>이 메시지는 질문에 대한 답변입니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Your message answers: “{0}”</source>
      <translation>이 메시지는 다음 질문에 대한 답변입니다: “{0}”</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Zoom to</source>
      <translation>확대/축소</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>a FlyPix artifact holds a JSON object</source>
      <translation>FlyPix 첨부 데이터에는 JSON 객체가 들어 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>agent health check did not answer ok</source>
      <translation>에이전트 상태 확인이 ok를 반환하지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>agent not reachable at {0} ({1})</source>
      <translation>{0}의 에이전트에 연결할 수 없습니다({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>an event of unknown type '{0}' was ignored</source>
      <translation>알 수 없는 유형 “{0}”의 이벤트를 무시했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <location filename="../geosense_dock/map/references.py" />
      <source>and {0} more</source>
      <translation>외 {0}개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>annotated</source>
      <translation>주석 완료</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>annotated layer</source>
      <translation>주석 완료 레이어</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>annotation id {0} (entry {1}) is not an integer</source>
      <translation>주석 ID {0}({1}번째 항목)이(가) 정수가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>answering…</source>
      <translation>답변하는 중…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>app entities are not known here</source>
      <translation>앱 엔터티는 여기에서 알 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>approved</source>
      <translation>승인됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>artifact reused by its hash (not uploaded again)</source>
      <translation>해시로 첨부 데이터를 재사용함(다시 업로드하지 않음)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>artifact uploaded now ({0})</source>
      <translation>이번에 첨부 데이터를 업로드함({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>artifact {0}: FlyPix's answer has no artifact_data</source>
      <translation>첨부 데이터 {0}: FlyPix의 응답에 artifact_data가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>artifact {0}: the agent's answer has no artifact_data</source>
      <translation>첨부 데이터 {0}: 에이전트의 답변에 artifact_data가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_contexts.py" />
      <source>artifact {0}: {1}</source>
      <translation>첨부 데이터 {0}: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>backend tools</source>
      <translation>백엔드 도구</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>cancelled</source>
      <translation>취소됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>cannot read a coordinate at {0!r}</source>
      <translation>{0!r} 위치에서 좌표를 읽을 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>center</source>
      <translation>중앙</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>centroid</source>
      <translation>중심</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>circumcenter</source>
      <translation>외심</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>closed for a new session</source>
      <translation>새 세션을 위해 닫힘</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>confidence 1.0, the field {0} may not be sent</source>
      <translation>신뢰도 1.0, 필드 {0}은(는) 전송할 수 없음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection closed</source>
      <translation>연결이 닫혔습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection closed ({0}: {1})</source>
      <translation>연결이 닫혔습니다({0}: {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection timed out</source>
      <translation>연결 시간이 초과되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>could not reach FlyPix ({0})</source>
      <translation>FlyPix에 연결할 수 없습니다({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>could not reach FlyPix at {0} ({1})</source>
      <translation>{0}의 FlyPix에 연결할 수 없습니다({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>could not reach the agent ({0})</source>
      <translation>에이전트에 연결할 수 없습니다({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>could not reach the agent at {0}: {1}</source>
      <translation>{0}의 에이전트에 연결할 수 없습니다: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>could not reach the agent: {0}</source>
      <translation>에이전트에 연결할 수 없습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>could not read the WMTS capabilities at {0} ({1})</source>
      <translation>{0}의 WMTS 능력 문서를 읽을 수 없습니다 ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>data not available: {0}</source>
      <translation>데이터를 사용할 수 없습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>done</source>
      <translation>완료</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>error</source>
      <translation>오류</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>failed</source>
      <translation>실패</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>feature {0} of “{1}” has no integer annotation id in the field “{2}” (choose the annotation id field in the layer's GeoSense settings)</source>
      <translation>“{1}”의 객체 {0}에 필드 “{2}”의 정수 주석 ID가 없습니다(레이어의 GeoSense 설정에서 주석 ID 필드를 선택하십시오)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>features and attributes not known in this session</source>
      <translation>이 세션에서 알 수 없는 객체와 속성</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>find-similar could not start</source>
      <translation>유사 항목 찾기를 시작할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>find-similar needs a hint or at least one sample</source>
      <translation>유사 항목 찾기에는 힌트 또는 하나 이상의 샘플이 필요합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/similarity.py" />
      <source>find-similar needs numpy, which is not installed with this Python</source>
      <translation>유사 항목 찾기에는 numpy가 필요하지만 이 Python에 설치되어 있지 않습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame has no 'type'</source>
      <translation>프레임에 'type'이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not JSON ({0})</source>
      <translation>프레임이 JSON이 아닙니다({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not UTF-8: {0}</source>
      <translation>프레임이 UTF-8이 아닙니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not a JSON object</source>
      <translation>프레임이 JSON 객체가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>height</source>
      <translation>높이</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight attributes hold {0} characters of text for the ids; at most {1} can be shown</source>
      <translation>강조 표시 속성이 ID들에 대해 {0}자의 텍스트를 담고 있습니다. 최대 {1}자까지 표시할 수 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight data asks for {0} attribute values ({1} ids x {2} columns); at most {3} can be shown</source>
      <translation>강조 표시 데이터가 속성 값 {0}개(ID {1}개 × 열 {2}개)를 요청합니다. 최대 {3}개까지 표시할 수 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight data has {0} extra attributes; at most {1} can be shown</source>
      <translation>강조 표시 데이터에 추가 속성이 {0}개 있습니다. 최대 {1}개까지 표시할 수 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>in project {0}</source>
      <translation>프로젝트 {0}에서</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>inference</source>
      <translation>추론</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>inference layer</source>
      <translation>추론 레이어</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>interrupted</source>
      <translation>중단됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>its layer was removed</source>
      <translation>해당 레이어가 제거되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>length</source>
      <translation>길이</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>map view set</source>
      <translation>지도 뷰를 설정했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>network error</source>
      <translation>네트워크 오류</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>no FlyPix project chosen: pick one in the FlyPix panel</source>
      <translation>선택한 FlyPix 프로젝트가 없습니다. FlyPix 패널에서 선택하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>no answer in time</source>
      <translation>제시간에 응답이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>no classes, the field {0} may not be sent</source>
      <translation>클래스 없음, 필드 {0}은(는) 전송할 수 없음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>no layer has this class any more</source>
      <translation>이 분류를 가진 레이어가 더 이상 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>no position given</source>
      <translation>위치가 지정되지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>no reason given</source>
      <translation>이유가 제공되지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no region layer holds this region</source>
      <translation>이 영역을 포함하는 영역 레이어가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>no such artifact at {0} (HTTP 404)</source>
      <translation>{0}에 해당 첨부 데이터가 없습니다(HTTP 404)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no such vector layer is shared</source>
      <translation>해당 벡터 레이어가 공유되지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/similarity.py" />
      <source>no usable sample and no class matching the hint</source>
      <translation>사용할 수 있는 샘플이 없고 힌트와 일치하는 분류도 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>no value given</source>
      <translation>값이 지정되지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no vector layers are shared with GeoSense</source>
      <translation>GeoSense와 공유한 벡터 레이어가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>none</source>
      <translation>없음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>not an event stream</source>
      <translation>이벤트 스트림이 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>not answered</source>
      <translation>답변하지 않음</translation>
    </message>
    <message>
      <source>not available</source>
      <translation type="vanished">사용할 수 없음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>not sent</source>
      <translation>전송하지 않음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>not signed in</source>
      <translation>로그인하지 않음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>not signed in to FlyPix</source>
      <translation>FlyPix에 로그인하지 않음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>not stored (the server refused it)</source>
      <translation>저장되지 않음(서버가 거부함)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>nothing answers at that address: is the agent running?</source>
      <translation>그 주소에서 아무것도 응답하지 않습니다. 에이전트가 실행 중입니까?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>nothing to open: it trained straight on a raster</source>
      <translation>열 항목이 없습니다. 래스터에서 직접 학습했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>official</source>
      <translation>공식</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>official model</source>
      <translation>공식 모델</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>only its FlyPix vector id went (FlyPix holds its features)</source>
      <translation>FlyPix 벡터 ID만 전송됨(객체는 FlyPix에 있음)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>only the first {0} provenance records were read</source>
      <translation>처음 {0}개의 출처 기록만 읽었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>only vector layers can be referenced</source>
      <translation>벡터 레이어만 참조할 수 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>pendingApproval must be an object</source>
      <translation>pendingApproval은 객체여야 합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>pendingApproval.credits must be a number</source>
      <translation>pendingApproval.credits는 숫자여야 합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>project</source>
      <translation>프로젝트</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>proxy tunnel failed ({0})</source>
      <translation>프록시 터널 실패({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>proxy {0}:{1} not reachable ({2})</source>
      <translation>프록시 {0}:{1}에 연결할 수 없습니다({2})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>queued</source>
      <translation>대기 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>redirect not followed</source>
      <translation>리디렉션을 따르지 않음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>rejected</source>
      <translation>거부됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>running</source>
      <translation>실행 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>running {0}</source>
      <translation>{0} 실행 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>screenshot</source>
      <translation>스크린샷</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>server tool</source>
      <translation>서버 도구</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>set aside</source>
      <translation>보류</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view needs bbox [minx, miny, maxx, maxy]</source>
      <translation>set-map-view에는 bbox [minx, miny, maxx, maxy]가 필요합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: bbox value {0} is not a usable coordinate</source>
      <translation>set-map-view: bbox 값 {0}은(는) 사용할 수 있는 좌표가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: crs must be text such as "EPSG:3857"</source>
      <translation>set-map-view: crs는 “EPSG:3857”과 같은 텍스트여야 합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: every bbox value must be a number, not {0}</source>
      <translation>set-map-view: 모든 bbox 값은 숫자여야 합니다({0}은(는) 숫자가 아님)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>set-map-view: the bbox is outside what {0} can show</source>
      <translation>set-map-view: bbox가 {0}이(가) 표시할 수 있는 범위를 벗어났습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: the bbox must have minx &lt; maxx and miny &lt; maxy</source>
      <translation>set-map-view: bbox는 minx &lt; maxx이고 miny &lt; maxy여야 합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: the data is not JSON</source>
      <translation>set-map-view: 데이터가 JSON이 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>started</source>
      <translation>시작됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>stopped</source>
      <translation>중지됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>stopped by you</source>
      <translation>사용자가 중지함</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>stream_chunk.contexts must be a list</source>
      <translation>stream_chunk.contexts는 목록이어야 합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>the FlyPix answer could not be handled ({0})</source>
      <translation>FlyPix 답변을 처리할 수 없습니다({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_imagery.py" />
      <source>the WMTS capabilities are not XML ({0})</source>
      <translation>WMTS 능력 문서가 XML이 아닙니다 ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_imagery.py" />
      <source>the WMTS service has no layer {0}</source>
      <translation>WMTS 서비스에 {0} 레이어가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent</source>
      <translation>에이전트</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL has an invalid port</source>
      <translation>에이전트 URL의 포트가 올바르지 않습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL has no host</source>
      <translation>에이전트 URL에 호스트가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL must not contain a user name or password; enter the token in the API token field instead</source>
      <translation>에이전트 URL에 사용자 이름이나 비밀번호를 포함할 수 없습니다. 대신 “API 토큰” 필드에 토큰을 입력하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL must start with http:// or https://</source>
      <translation>에이전트 URL은 http:// 또는 https://로 시작해야 합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent answered HTTP {0}{1}</source>
      <translation>에이전트가 HTTP {0}{1}을(를) 반환했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered HTTP {1}: {2}</source>
      <translation>{0}의 에이전트가 HTTP {1}(으)로 응답했습니다: {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered with more than {1} MiB; the answer was dropped</source>
      <translation>{0}의 에이전트가 {1} MiB를 넘는 응답을 보내 응답을 버렸습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered with something that is not JSON</source>
      <translation>{0}의 에이전트가 JSON이 아닌 응답을 반환했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} did not answer within {1:g} s</source>
      <translation>{0}의 에이전트가 {1:g}초 안에 응답하지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} refused the access token (HTTP {1})</source>
      <translation>{0}의 에이전트가 액세스 토큰을 거부했습니다(HTTP {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent closed the connection</source>
      <translation>에이전트가 연결을 닫았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent redirected to another address ({0}); the redirect was not followed, because the token is only sent to {1}. If you trust that address, enter it as the agent URL in the GeoSense settings</source>
      <translation>에이전트가 다른 주소({0})로 리디렉션했습니다. 토큰은 {1}에만 전송되므로 리디렉션을 따르지 않았습니다. 해당 주소를 신뢰한다면 GeoSense 설정에서 에이전트 URL로 입력하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent redirected to {0}, which is not encrypted; the redirect was not followed, so neither the token nor your data left the encrypted connection</source>
      <translation>에이전트가 암호화되지 않은 {0}(으)로 리디렉션했습니다. 리디렉션을 따르지 않았으므로 토큰과 데이터 모두 암호화된 연결 밖으로 나가지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent refused the token (HTTP {0})</source>
      <translation>에이전트가 토큰을 거부했습니다(HTTP {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame larger than {0} MiB; it was refused and the connection restarted</source>
      <translation>에이전트가 {0} MiB보다 큰 프레임을 보냈습니다. 프레임을 거부하고 연결을 다시 시작했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame that could not be read: {0}</source>
      <translation>에이전트가 읽을 수 없는 프레임을 보냈습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame that was too large</source>
      <translation>에이전트가 너무 큰 프레임을 보냈습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent sent an event that could not be read: {0}</source>
      <translation>에이전트가 읽을 수 없는 이벤트를 보냈습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the agent's session ended before you answered</source>
      <translation>답변하기 전에 에이전트의 세션이 종료되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the answer was still streaming when the project was saved</source>
      <translation>프로젝트를 저장할 때 답변이 아직 스트리밍 중이었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the artifact is too large for the agent (HTTP 413)</source>
      <translation>첨부 데이터가 에이전트에 비해 너무 큽니다(HTTP 413)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>the connection to FlyPix at {0} broke ({1})</source>
      <translation>{0}의 FlyPix와의 연결이 끊어졌습니다({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the connection to the agent was lost</source>
      <translation>에이전트와의 연결이 끊어졌습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the end of the answer could not be read</source>
      <translation>답변의 끝을 읽을 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>the feature is gone</source>
      <translation>해당 객체가 더 이상 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>the feature was deleted</source>
      <translation>해당 객체가 삭제되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the highlight data has an empty 'ids' list</source>
      <translation>강조 표시 데이터의 'ids' 목록이 비어 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the highlight data has no 'ids'</source>
      <translation>강조 표시 데이터에 'ids'가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the host name is not known</source>
      <translation>호스트 이름을 알 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>the id, type and visibility of the layers ({0}, {1} of them hidden)</source>
      <translation>레이어 {0}개의 ID, 유형, 가시성, 그중 숨겨진 레이어 {1}개</translation>
    </message>
    <message>
      <source>the id, type and visibility of {0} layer(s), {1} of them hidden</source>
      <translation type="vanished">레이어 {0}개의 ID, 유형, 가시성, 그중 숨겨진 레이어 {1}개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>the layer was removed</source>
      <translation>해당 레이어가 제거되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>the message is empty</source>
      <translation>메시지가 비어 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/tracker.py" />
      <source>the provenance of {0} accepted feature was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation>{1} MiB보다 커지므로 수락한 피처 {0}개의 출처 정보를 프로젝트에 저장하지 않았습니다. 이렇게 큰 레이어는 출처 정보를 필드에 기록하십시오</translation>
    </message>
    <message>
      <source>the provenance of {0} accepted feature(s) was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation type="vanished">{1} MiB보다 커지므로 수락한 피처 {0}개의 출처 정보를 프로젝트에 저장하지 않았습니다. 이렇게 큰 레이어는 출처 정보를 필드에 기록하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/tracker.py" />
      <source>the provenance of {0} accepted features was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation>{1} MiB보다 커지므로 수락한 피처 {0}개의 출처 정보를 프로젝트에 저장하지 않았습니다. 이렇게 큰 레이어는 출처 정보를 필드에 기록하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project could not be read: {0}</source>
      <translation>프로젝트에 저장된 출처 정보를 읽을 수 없습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project has an unknown shape</source>
      <translation>프로젝트에 저장된 출처 정보의 구조를 알 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project is larger than {0} MiB and was not read</source>
      <translation>프로젝트에 저장된 출처 정보가 {0} MiB보다 커서 읽지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy answered CONNECT with {0!r}</source>
      <translation>프록시가 CONNECT에 {0!r}(으)로 응답했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy asks for credentials (HTTP 407); check the QGIS network settings</source>
      <translation>프록시가 자격 증명을 요구합니다(HTTP 407). QGIS 네트워크 설정을 확인하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy closed the connection during CONNECT</source>
      <translation>프록시가 CONNECT 중에 연결을 닫았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the proxy did not let the WebSocket through: {0}</source>
      <translation>프록시가 WebSocket을 통과시키지 않았습니다: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy refused the tunnel to {0} ({1})</source>
      <translation>프록시가 {0}(으)로의 터널을 거부했습니다({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy sent an oversized CONNECT answer</source>
      <translation>프록시가 너무 큰 CONNECT 응답을 보냈습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>the request is too large for FlyPix</source>
      <translation>요청이 FlyPix에 비해 너무 큽니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the session ended before you answered</source>
      <translation>답변하기 전에 세션이 종료되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>the sharing policy in the GeoSense settings</source>
      <translation>GeoSense 설정의 공유 정책</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the stream broke ({0})</source>
      <translation>스트림이 끊어졌습니다({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the stream ended before [DONE]</source>
      <translation>[DONE] 전에 스트림이 종료되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool block has no data</source>
      <translation>도구 블록에 데이터가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>the tool data cannot be used yet</source>
      <translation>도구 데이터를 아직 사용할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool data is not a JSON object</source>
      <translation>도구 데이터가 JSON 객체가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool data is not valid JSON ({0})</source>
      <translation>도구 데이터가 올바른 JSON이 아닙니다({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features are not a JSON object</source>
      <translation>벡터의 객체가 JSON 객체가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features are not index-aligned ({0} has {1} entries for {2} ids)</source>
      <translation>벡터의 객체 인덱스가 맞지 않습니다(ID {2}개에 대해 {0}에 항목 {1}개)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features have no data</source>
      <translation>벡터의 객체에 데이터가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features have no ids list</source>
      <translation>벡터의 객체에 ID 목록이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is empty</source>
      <translation>{0} 데이터가 비어 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is missing</source>
      <translation>{0} 데이터가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is not UTF-8 text</source>
      <translation>{0} 데이터가 UTF-8 텍스트가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is not valid JSON ({1})</source>
      <translation>{0} 데이터가 올바른 JSON이 아닙니다({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data must be a JSON object</source>
      <translation>{0} 데이터는 JSON 객체여야 합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_contexts.py" />
      <source>there is no GeoSense session with FlyPix yet (sign in and pick a project)</source>
      <translation>아직 FlyPix와의 GeoSense 세션이 없습니다(로그인하고 프로젝트를 선택하십시오)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>these features were deleted</source>
      <translation>이 객체들이 삭제되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>thickness</source>
      <translation>두께</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>this costs credits</source>
      <translation>크레딧이 소모됩니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>this deletes data</source>
      <translation>데이터가 삭제됩니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>tool</source>
      <translation>도구</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>unauthorized (HTTP {0})</source>
      <translation>인증되지 않음(HTTP {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown</source>
      <translation>알 수 없음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown CRS</source>
      <translation>알 수 없는 좌표계</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>unknown CRS {0}</source>
      <translation>알 수 없는 좌표계 {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>unknown artifact type {0!r} (expected one of {1})</source>
      <translation>알 수 없는 첨부 데이터 유형 {0!r}({1} 중 하나여야 함)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown backend</source>
      <translation>알 수 없는 백엔드</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>unknown backend {0} (use geosense or flypix)</source>
      <translation>알 수 없는 백엔드 {0}(geosense 또는 flypix를 사용하십시오)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>unknown class</source>
      <translation>알 수 없는 분류</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>unknown coordinate system {0!r}</source>
      <translation>알 수 없는 좌표계 {0!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>unknown transport {0} (use auto, websocket or sse)</source>
      <translation>알 수 없는 전송 방식 {0}(auto, websocket 또는 sse를 사용하십시오)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>unsupported proxy scheme {0!r} (only HTTP proxies)</source>
      <translation>지원하지 않는 프록시 방식 {0!r}(HTTP 프록시만 지원)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>viewport</source>
      <translation>뷰포트</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>waiting for your approval</source>
      <translation>승인을 기다리는 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>width</source>
      <translation>너비</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>your administrator locked this setting</source>
      <translation>관리자가 이 설정을 잠갔습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} does not hold exactly two coordinates</source>
      <translation>{0!r}에 정확히 두 개의 좌표가 들어 있지 않습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} gives the same axis twice</source>
      <translation>{0!r}이(가) 같은 축을 두 번 지정합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a finite number</source>
      <translation>{0!r}은(는) 유한한 숫자가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a number</source>
      <translation>{0!r}은(는) 숫자가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a valid latitude/longitude</source>
      <translation>{0!r}은(는) 올바른 위도/경도가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a whole number</source>
      <translation>{0!r}은(는) 정수가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not an angle</source>
      <translation>{0!r}은(는) 각도가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is outside the EPSG:3857 extent</source>
      <translation>{0!r}이(가) EPSG:3857 범위를 벗어났습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r}: unknown area unit {1!r}</source>
      <translation>{0!r}: 알 수 없는 면적 단위 {1!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r}: unknown length unit {1!r}</source>
      <translation>{0!r}: 알 수 없는 길이 단위 {1!r}</translation>
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
      <translation>{0}(HTTP {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>{0} (HTTP {1}): {2}</source>
      <translation>{0}(HTTP {1}): {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as classes)</source>
      <translation>{0}(클래스로)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as confidences)</source>
      <translation>{0} (신뢰도로)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as ids)</source>
      <translation>{0} (ID로)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/notice_cards.py" />
      <source>{0} (happened {1} times)</source>
      <translation>{0}({1}회 발생)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} B</source>
      <translation>{0} B</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>{0} Locked by your administrator: {1}</source>
      <translation>{0} 관리자가 잠금: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>{0} Your administrator locked items this version does not know ({1}); everything is locked</source>
      <translation>{0} 관리자가 이 버전에서 알 수 없는 항목({1})을 잠갔으므로 모든 항목이 잠깁니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>{0} already exists. Do you want to replace it?</source>
      <translation>{0}이(가) 이미 존재합니다. 바꾸시겠습니까?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>{0} artifact is not JSON-serialisable: {1}</source>
      <translation>{0} 첨부 데이터를 JSON으로 직렬화할 수 없습니다: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} credit</source>
      <translation>{0} 크레딧</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} credits</source>
      <translation>{0} 크레딧</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>{0} did not answer with an event stream ({1})</source>
      <translation>{0}이(가) 이벤트 스트림으로 응답하지 않았습니다({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} earlier step not shown here</source>
      <translation>여기에 표시되지 않은 이전 단계: {0}</translation>
    </message>
    <message>
      <source>{0} earlier step(s) not shown here</source>
      <translation type="vanished">여기에 표시되지 않은 이전 단계: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} earlier steps not shown here</source>
      <translation>여기에 표시되지 않은 이전 단계: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} failed</source>
      <translation>{0} 실패</translation>
    </message>
    <message>
      <source>{0} feature(s); attributes: {1}</source>
      <translation type="vanished">객체 {0}개, 속성: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} feature; attributes: {1}</source>
      <translation>객체 {0}개, 속성: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} features; attributes: {1}</source>
      <translation>객체 {0}개, 속성: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>{0} frame lacks '{1}'</source>
      <translation>{0} 프레임에 '{1}'이(가) 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>{0} frame: '{1}' must be a string</source>
      <translation>{0} 프레임: '{1}'은(는) 문자열이어야 합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>{0} has no {1}</source>
      <translation>{0}에 {1}이(가) 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>{0} of {1}</source>
      <translation>{1}의 {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} provenance record in the project was unreadable and was skipped</source>
      <translation>프로젝트의 출처 기록 {0}개를 읽을 수 없어 건너뛰었습니다</translation>
    </message>
    <message>
      <source>{0} provenance record(s) in the project were unreadable and were skipped</source>
      <translation type="vanished">프로젝트의 출처 기록 {0}개를 읽을 수 없어 건너뛰었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} provenance records in the project were unreadable and were skipped</source>
      <translation>프로젝트의 출처 기록 {0}개를 읽을 수 없어 건너뛰었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} px</source>
      <translation>{0} px</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>{0} sent an event larger than {1} MiB ({2} MiB); it was refused and the rest of the answer kept</source>
      <translation>{0}이(가) {1} MiB보다 큰 이벤트({2} MiB)를 보냈습니다. 이벤트를 거부하고 답변의 나머지는 유지했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · edited since</source>
      <translation>{0} · 이후 편집됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · via {1}</source>
      <translation>{0} · {1} 경유</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · via {1} · edited since</source>
      <translation>{0} · {1} 경유 · 이후 편집됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — class in {1}</source>
      <translation>{0} — {1}의 분류</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — layer</source>
      <translation>{0} — 레이어</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — selected in {1}</source>
      <translation>{0} — {1}에서 선택됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>{0} — {1}</source>
      <translation>{0} — {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>{0}; FlyPix asks to wait {1:.0f} s</source>
      <translation>{0}; FlyPix가 {1:.0f}초 기다려 달라고 요청합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>{0}; retrying in {1:.0f} s</source>
      <translation>{0}. {1:.0f}초 후 다시 시도합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>{} holds regions</source>
      <translation>{}에 영역이 들어 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} layers</source>
      <translation>레이어 {}개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} selected</source>
      <translation>{}개 선택됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} sketches</source>
      <translation>스케치 {}개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” has no geometries</source>
      <translation>“{0}”에 도형이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” holds regions, not annotations</source>
      <translation>“{0}”에는 주석이 아니라 영역이 들어 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” is a GeoSense result layer; refer to the layer it came from</source>
      <translation>“{0}”은(는) GeoSense 결과 레이어입니다. 원래 레이어를 참조하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” is not shared with GeoSense, so the agent cannot see its features. Share the layer?</source>
      <translation>“{0}”이(가) GeoSense와 공유되지 않아 에이전트가 그 객체를 볼 수 없습니다. 레이어를 공유하시겠습니까?</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseAccept</name>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Accept {n} GeoSense suggestion</source>
      <translation>GeoSense 제안 {n}개 수락</translation>
    </message>
    <message>
      <source>Accept {n} GeoSense suggestion(s)</source>
      <translation type="vanished">GeoSense 제안 {n}개 수락</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Accept {n} GeoSense suggestions</source>
      <translation>GeoSense 제안 {n}개 수락</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Topological points</source>
      <translation>위상 포인트</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>adding the features failed</source>
      <translation>객체를 추가하지 못했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>confidence is not a number in [0, 1]; left empty</source>
      <translation>신뢰도가 [0, 1] 범위의 숫자가 아니어서 비워 두었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>could not create the new features</source>
      <translation>새 객체를 만들 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>geometry is not base64</source>
      <translation>도형이 base64가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>invalid geometry that cannot be repaired ({why})</source>
      <translation>복구할 수 없는 잘못된 도형({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>no base64 geometry</source>
      <translation>base64 도형이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>no suggestion selected</source>
      <translation>선택한 제안이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>nothing is left of suggestion {n} once it avoids the features it may not overlap</source>
      <translation>겹치면 안 되는 객체를 피하면 제안 {n}에는 남는 것이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>nothing to accept</source>
      <translation>수락할 항목이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>some features the suggestions may not overlap are invalid and should be repaired</source>
      <translation>제안이 겹치면 안 되는 객체 중 일부가 유효하지 않으므로 복구해야 합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} breaks the constraint of the field {field} ({why})</source>
      <translation>제안 {n}이(가) 필드 {field}의 제약 조건을 위반합니다 ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} breaks the soft constraint of the field {field} ({why})</source>
      <translation>제안 {n}이(가) 필드 {field}의 강제되지 않는 제약 조건을 위반합니다 ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} cannot be stored as {type}</source>
      <translation>제안 {n}을(를) {type}(으)로 저장할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} cannot be transformed to {crs}: {err}</source>
      <translation>제안 {n}을(를) {crs}(으)로 변환할 수 없습니다: {err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} has no geometry</source>
      <translation>제안 {n}에 도형이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} is an invalid geometry ({why})</source>
      <translation>제안 {n}은(는) 잘못된 도형입니다({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} is an invalid polygon that cannot be repaired</source>
      <translation>제안 {n}은(는) 복구할 수 없는 잘못된 폴리곤입니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the attribute form was cancelled</source>
      <translation>속성 양식이 취소되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the field {field} could not be created in {layer}</source>
      <translation>{layer}에 필드 {field}을(를) 만들 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the layer refused the new features</source>
      <translation>레이어가 새 객체를 받아들이지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the suggestion artifact is not a list</source>
      <translation>제안 첨부 데이터가 목록이 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the suggestions mix geometry types</source>
      <translation>제안에 여러 도형 유형이 섞여 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the target is a GeoSense result layer</source>
      <translation>대상이 GeoSense 결과 레이어입니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the target is not a valid vector layer</source>
      <translation>대상이 올바른 벡터 레이어가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>unreadable or empty WKB</source>
      <translation>WKB를 읽을 수 없거나 비어 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{layer} has no field {field}</source>
      <translation>{layer}에 필드 {field}이(가) 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} cannot be edited</source>
      <translation>{name}을(를) 편집할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} does not allow adding features</source>
      <translation>{name}에는 객체를 추가할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} has an edit under way (another tool's); finish it, then accept again</source>
      <translation>{name}에서 (다른 도구의) 편집이 진행 중입니다. 완료한 뒤 다시 수락하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} holds {have} geometries, the suggestions are {want}s</source>
      <translation>{name}에는 {have} 도형이 들어 있지만 제안은 {want}입니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} is read-only</source>
      <translation>{name}은(는) 읽기 전용입니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{n} invalid geometries repaired</source>
      <translation>잘못된 도형 {n}개를 복구했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{n} invalid geometry repaired</source>
      <translation>잘못된 도형 {n}개를 복구했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{value!r} does not fit field {field}</source>
      <translation>{value!r}이(가) 필드 {field}에 맞지 않습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{value!r} does not fit field {field}: {err}</source>
      <translation>{value!r}이(가) 필드 {field}에 맞지 않습니다: {err}</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseFlyPix</name>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>(empty)</source>
      <translation>(비어 있음)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>({n} invalid geometries repaired)</source>
      <translation>(잘못된 도형 {n}개 복구함)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>({n} invalid geometry repaired)</source>
      <translation>(잘못된 도형 {n}개 복구함)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>API key</source>
      <translation>API 키</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Accept into FlyPix</source>
      <translation>FlyPix로 수락</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Asking FlyPix what running “{model}” on {raster} costs…</source>
      <translation>{raster}에서 “{model}” 실행 비용을 FlyPix에 묻는 중…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Balance: {available} credits available ({credits} minus {withheld} withheld).</source>
      <translation>잔액: 사용 가능 {available} 크레딧({credits}에서 보류된 {withheld} 제외).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Cancel</source>
      <translation>취소</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Cancel its task in the status bar to give up.</source>
      <translation>포기하려면 상태 표시줄에서 해당 작업을 취소하세요.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat about this project</source>
      <translation>이 프로젝트에 대해 대화</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>Chat backend</source>
      <translation>대화 백엔드</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat project: none yet (load a vector or choose a project)</source>
      <translation>대화 프로젝트: 아직 없음(벡터를 불러오거나 프로젝트를 선택하십시오)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat project: {name}</source>
      <translation>대화 프로젝트: {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Confidence for suggestions without one</source>
      <translation>신뢰도가 없는 제안의 신뢰도</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Confidence when a suggestion has none:</source>
      <translation>제안에 신뢰도가 없을 때의 신뢰도:</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Create {n} annotation of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation>FlyPix 벡터 “{vector}”에 분류 “{cls}”의 주석 {n}개를 만드시겠습니까?</translation>
    </message>
    <message>
      <source>Create {n} annotation(s) of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation type="vanished">FlyPix 벡터 “{vector}”에 분류 “{cls}”의 주석 {n}개를 만드시겠습니까?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Create {n} annotations of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation>FlyPix 벡터 “{vector}”에 분류 “{cls}”의 주석 {n}개를 만드시겠습니까?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw an inference region on the map: left click adds a vertex, right click finishes, Esc cancels</source>
      <translation>지도에 추론 영역 그리기: 왼쪽 클릭으로 꼭짓점 추가, 오른쪽 클릭으로 완료, Esc로 취소</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw region</source>
      <translation>영역 그리기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw the region on the map: left click adds a vertex, right click finishes, Esc cancels.</source>
      <translation>지도에 영역을 그리십시오: 왼쪽 클릭으로 꼭짓점 추가, 오른쪽 클릭으로 완료, Esc로 취소.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Drawing cancelled; no region was sent.</source>
      <translation>그리기를 취소했습니다. 영역을 보내지 않았습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Enter your FlyPix API key.</source>
      <translation>FlyPix API 키를 입력하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Enter your FlyPix user name and password.</source>
      <translation>FlyPix 사용자 이름과 비밀번호를 입력하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Estimated cost: {cost} credits ({pixels} pixels).</source>
      <translation>예상 비용: {cost} 크레딧({pixels} 픽셀).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>FlyPix</source>
      <translation>FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix (sign in with an API key or your FlyPix account)</source>
      <translation>FlyPix(API 키 또는 FlyPix 계정으로 로그인)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix API key</source>
      <translation>FlyPix API 키</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix URL</source>
      <translation>FlyPix URL</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix URL: {reason}</source>
      <translation>FlyPix URL: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix class</source>
      <translation>FlyPix 분류</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix did not say whether it stored it and the vector could not be read back; load the vector again before accepting it again</source>
      <translation>FlyPix가 저장 여부를 알려 주지 않았고 벡터를 다시 읽을 수 없었습니다. 다시 수락하기 전에 벡터를 다시 불러오세요</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix did not store it</source>
      <translation>FlyPix가 저장하지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix has no model for this project.</source>
      <translation>FlyPix에 이 프로젝트용 모델이 없습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix inference {id}</source>
      <translation>FlyPix 추론 {id}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix inferences being watched</source>
      <translation>추적 중인 FlyPix 추론</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>FlyPix is busy (HTTP {status}), asking again in {seconds} s (at {time}).</source>
      <translation>FlyPix가 바쁩니다 (HTTP {status}). {seconds}초 후({time})에 다시 요청합니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix model</source>
      <translation>FlyPix 모델</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix needs a confidence for each annotation; suggestions without one get this value</source>
      <translation>FlyPix는 모든 주석에 신뢰도가 필요합니다. 신뢰도가 없는 제안에는 이 값이 사용됩니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix password</source>
      <translation>FlyPix 비밀번호</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>FlyPix projects, folders, rasters and vectors</source>
      <translation>FlyPix 프로젝트, 폴더, 래스터, 벡터</translation>
    </message>
    <message>
      <source>FlyPix refused {n} suggestion(s); they stay in the suggestion layer: {why}</source>
      <translation type="vanished">FlyPix가 제안 {n}개를 거부했습니다. 제안은 제안 레이어에 남아 있습니다: {why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix refused {n} suggestion; it stays in the suggestion layer: {why}</source>
      <translation>FlyPix가 제안 {n}개를 거부했습니다. 제안은 제안 레이어에 남아 있습니다: {why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix refused {n} suggestions; they stay in the suggestion layer: {why}</source>
      <translation>FlyPix가 제안 {n}개를 거부했습니다. 제안은 제안 레이어에 남아 있습니다: {why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix user name</source>
      <translation>FlyPix 사용자 이름</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix vector</source>
      <translation>FlyPix 벡터</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix: creating {n} annotation</source>
      <translation>FlyPix: 주석 {n}개를 만드는 중</translation>
    </message>
    <message>
      <source>FlyPix: creating {n} annotation(s)</source>
      <translation type="vanished">FlyPix: 주석 {n}개를 만드는 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix: creating {n} annotations</source>
      <translation>FlyPix: 주석 {n}개를 만드는 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: estimating the run</source>
      <translation>FlyPix: 실행 견적 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: inference status</source>
      <translation>FlyPix: 추론 상태</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>FlyPix: listing</source>
      <translation>FlyPix: 목록을 가져오는 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: listing models</source>
      <translation>FlyPix: 모델 목록 가져오는 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>FlyPix: loading {name}</source>
      <translation>FlyPix: {name}을(를) 불러오는 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix: renewing a download link</source>
      <translation>FlyPix: 다운로드 링크를 갱신하는 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: sending a region</source>
      <translation>FlyPix: 영역 보내는 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/session.py" />
      <source>FlyPix: signing in</source>
      <translation>FlyPix: 로그인하는 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: starting the model</source>
      <translation>FlyPix: 모델 시작 중</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>FlyPix: {raster}</source>
      <translation>FlyPix: {raster}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>GeoSense agent (the agent URL above)</source>
      <translation>GeoSense 에이전트(위의 에이전트 URL)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Imagery</source>
      <translation>영상</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>List models</source>
      <translation>모델 목록</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Load</source>
      <translation>불러오기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Load a FlyPix vector and show suggestions first.</source>
      <translation>먼저 FlyPix 벡터를 불러오고 제안을 표시하십시오.</translation>
    </message>
    <message>
      <source>Load the selected vector or regions as a layer</source>
      <translation type="vanished">선택한 벡터 또는 영역을 레이어로 불러오기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Load the selected vector, regions or imagery as a layer</source>
      <translation>선택한 벡터, 영역 또는 영상을 레이어로 불러오기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading cancelled; nothing was added.</source>
      <translation>불러오기가 취소되어 아무것도 추가하지 않았습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading {what}…</source>
      <translation>{what}을(를) 불러오는 중…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading…</source>
      <translation>불러오는 중…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Message not sent: {reason}</source>
      <translation>메시지를 전송하지 못했습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>No region sent: {reason}</source>
      <translation>영역을 보내지 않았습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Not accepted, FlyPix is unchanged: {reason}</source>
      <translation>수락하지 않았으며 FlyPix는 변경되지 않았습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Not accepted: {reason}</source>
      <translation>수락하지 않음: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: FlyPix did not say which tenant the raster belongs to.</source>
      <translation>실행하지 않았습니다: 래스터가 어느 테넌트에 속하는지 FlyPix가 알려주지 않았습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: cancelled; nothing was started in FlyPix.</source>
      <translation>실행하지 않았습니다: 취소되었습니다. FlyPix에서 아무것도 시작되지 않았습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: {reason}</source>
      <translation>실행하지 않았습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: “{model}” would cost {cost} credits and the tenant has {available} available ({credits} minus {withheld} withheld). Top up the balance in FlyPix or make the inference regions smaller.</source>
      <translation>실행하지 않았습니다: “{model}”에는 {cost} 크레딧이 들지만 테넌트의 사용 가능 잔액은 {available}입니다({credits}에서 보류된 {withheld} 제외). FlyPix에서 잔액을 충전하거나 추론 영역을 줄이십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Not signed in to FlyPix ({url})</source>
      <translation>FlyPix에 로그인하지 않음({url})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>Nothing was loaded: {reason}</source>
      <translation>아무것도 불러오지 않았습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Or create them as FlyPix annotations:</source>
      <translation>또는 FlyPix 주석으로 만들기:</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Password</source>
      <translation>비밀번호</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Press Stop to give up.</source>
      <translation>포기하려면 '중지'를 누르세요.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Raster: {name}</source>
      <translation>래스터: {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Refresh</source>
      <translation>새로고침</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Regions</source>
      <translation>영역</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>Regions of {raster}</source>
      <translation>{raster}의 영역</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Remember in the QGIS authentication database</source>
      <translation>QGIS 인증 데이터베이스에 기억</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run FlyPix's official model “{model}” on the inference regions of {raster}?</source>
      <translation>FlyPix 공식 모델 “{model}”을(를) {raster}의 추론 영역에서 실행하시겠습니까?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run a FlyPix model</source>
      <translation>FlyPix 모델 실행</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Run a model where you point</source>
      <translation>가리키는 곳에서 모델 실행</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run the project's model “{model}” on the inference regions of {raster}?</source>
      <translation>프로젝트 모델 “{model}”을(를) {raster}의 추론 영역에서 실행하시겠습니까?</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Run…</source>
      <translation>실행…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>See what the run costs and the tenant's balance, then confirm</source>
      <translation>실행 비용과 테넌트 잔액을 확인한 뒤 승인합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Select a raster in the list above.</source>
      <translation>위 목록에서 래스터를 선택하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Send the selected polygons of the active layer as inference regions</source>
      <translation>활성 레이어의 선택된 폴리곤을 추론 영역으로 보내기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sending {n} region to {raster}…</source>
      <translation>{raster}(으)로 영역 {n}개를 보내는 중…</translation>
    </message>
    <message>
      <source>Sending {n} region(s) to {raster}…</source>
      <translation type="vanished">{raster}(으)로 영역 {n}개를 보내는 중…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sending {n} regions to {raster}…</source>
      <translation>{raster}(으)로 영역 {n}개를 보내는 중…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Server: {url}</source>
      <translation>서버: {url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Sign in</source>
      <translation>로그인</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Sign in to FlyPix</source>
      <translation>FlyPix에 로그인</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Sign in to FlyPix to accept suggestions into a FlyPix vector.</source>
      <translation>제안을 FlyPix 벡터로 수락하려면 FlyPix에 로그인하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign in to FlyPix to browse.</source>
      <translation>탐색하려면 FlyPix에 로그인하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sign in to FlyPix to run a model.</source>
      <translation>모델을 실행하려면 FlyPix에 로그인하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sign in to FlyPix to send a region.</source>
      <translation>영역을 보내려면 FlyPix에 로그인하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign in…</source>
      <translation>로그인…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign out</source>
      <translation>로그아웃</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Signed in as {user} at {url}</source>
      <translation>{url}에 {user}(으)로 로그인함</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Signed in with an API key at {url}</source>
      <translation>{url}에 API 키로 로그인함</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Signing in…</source>
      <translation>로그인하는 중…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Stop watching</source>
      <translation>추적 중지</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Stopped watching “{model}” on {raster}: {reason}</source>
      <translation>{raster}의 “{model}” 추적을 중지했습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Stopped watching “{model}” on {raster}; the inference goes on in FlyPix.</source>
      <translation>{raster}의 “{model}” 추적을 중지했습니다. 추론은 FlyPix에서 계속됩니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>The chat now talks about {name}.</source>
      <translation>이제 대화 주제는 {name}입니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>The download link of {name} expired and FlyPix gave no new one. {reason}</source>
      <translation>{name}의 다운로드 링크가 만료되었고 FlyPix가 새 링크를 제공하지 않았습니다. {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The models could not be listed: {reason}</source>
      <translation>모델 목록을 가져오지 못했습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The previous region is still being sent to FlyPix.</source>
      <translation>이전 영역을 아직 FlyPix로 보내는 중입니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The previous run is still being prepared.</source>
      <translation>이전 실행을 아직 준비하는 중입니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>The previous suggestions are still being sent to FlyPix.</source>
      <translation>이전 제안을 아직 FlyPix로 전송하고 있습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The status of “{model}” could not be read: {reason}; asking again in {seconds:.0f} s.</source>
      <translation>“{model}”의 상태를 읽지 못했습니다: {reason}. {seconds:.0f}초 후 다시 묻습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Use selected polygons</source>
      <translation>선택된 폴리곤 사용</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>User name</source>
      <translation>사용자 이름</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>User name and password</source>
      <translation>사용자 이름과 비밀번호</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>Your FlyPix API key, or user name and password, are kept in the QGIS authentication database.</source>
      <translation>FlyPix API 키 또는 사용자 이름과 비밀번호는 QGIS 인증 데이터베이스에 보관됩니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>annotated</source>
      <translation>주석 완료</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>choose one of the project's classes</source>
      <translation>프로젝트의 분류 중 하나를 선택하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>failed ({status})</source>
      <translation>실패({status})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>finished, loading the results…</source>
      <translation>완료, 결과 불러오는 중…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>finished, results loaded</source>
      <translation>완료, 결과를 불러왔습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>from your FlyPix account settings</source>
      <translation>FlyPix 계정 설정에서</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>inference</source>
      <translation>추론</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>loading failed ({error}); see the GeoSense log</source>
      <translation>불러오지 못했습니다({error}). GeoSense 로그를 참조하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>no polygon is selected in “{name}”</source>
      <translation>“{name}”에 선택된 폴리곤이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>no suggestion selected</source>
      <translation>선택한 제안이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>no usable polygon</source>
      <translation>사용할 수 있는 폴리곤이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>polygon {n} cannot be brought to EPSG:3857: {err}</source>
      <translation>폴리곤 {n}을(를) EPSG:3857로 변환할 수 없습니다: {err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>polygon {n} is not a usable polygon</source>
      <translation>폴리곤 {n}은(는) 사용할 수 있는 폴리곤이 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>select polygons in a polygon layer first (the active layer is none)</source>
      <translation>먼저 폴리곤 레이어에서 폴리곤을 선택하십시오(활성 레이어가 없습니다)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>suggestion {n} cannot be brought to EPSG:3857: {err}</source>
      <translation>제안 {n}을(를) EPSG:3857로 변환할 수 없습니다: {err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>suggestion {n} is not a usable polygon</source>
      <translation>제안 {n}은(는) 사용할 수 있는 폴리곤이 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>the active layer “{name}” has no polygons</source>
      <translation>활성 레이어 “{name}”에 폴리곤이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>the confidence for suggestions without one must be between 0 and 1</source>
      <translation>신뢰도가 없는 제안의 신뢰도는 0에서 1 사이여야 합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>unclassified</source>
      <translation>미분류</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{error}; see the GeoSense log</source>
      <translation>{error}. GeoSense 로그를 참조하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{model} on {raster}: {status}</source>
      <translation>{raster}의 {model}: {status}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>{name} (FlyPix)</source>
      <translation>{name}(FlyPix)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{name} is not a vector loaded from FlyPix</source>
      <translation>{name}은(는) FlyPix에서 불러온 벡터가 아닙니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded</source>
      <translation>{name}을(를) 불러왔습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded: {n} feature</source>
      <translation>{name}을(를) 불러왔습니다: 객체 {n}개</translation>
    </message>
    <message>
      <source>{name} loaded: {n} feature(s)</source>
      <translation type="vanished">{name}을(를) 불러왔습니다: 객체 {n}개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded: {n} features</source>
      <translation>{name}을(를) 불러왔습니다: 객체 {n}개</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} annotation created in FlyPix (id {ids})</source>
      <translation>FlyPix에 주석 {n}개를 만들었습니다(ID {ids})</translation>
    </message>
    <message>
      <source>{n} annotation(s) created in FlyPix (ids {ids})</source>
      <translation type="vanished">FlyPix에 주석 {n}개를 만들었습니다(ID {ids})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} annotations created in FlyPix (ids {ids})</source>
      <translation>FlyPix에 주석 {n}개를 만들었습니다(ID {ids})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{n} inference region added to {raster} in FlyPix.</source>
      <translation>FlyPix의 {raster}에 추론 영역 {n}개를 추가했습니다.</translation>
    </message>
    <message>
      <source>{n} inference region(s) added to {raster} in FlyPix.</source>
      <translation type="vanished">FlyPix의 {raster}에 추론 영역 {n}개를 추가했습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{n} inference regions added to {raster} in FlyPix.</source>
      <translation>FlyPix의 {raster}에 추론 영역 {n}개를 추가했습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} invalid polygon repaired</source>
      <translation>잘못된 폴리곤 {n}개 복구함</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} invalid polygon that could not be repaired (skipped)</source>
      <translation>복구할 수 없는 잘못된 폴리곤 {n}개 건너뜀</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} not a polygon (skipped)</source>
      <translation>폴리곤이 아닌 도형 {n}개 건너뜀</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>{n} polygons are too many for one upload (at most {max})</source>
      <translation>폴리곤 {n}개는 한 번에 올리기에 너무 많습니다(최대 {max}개)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} suggestion has no confidence and is sent with {value:.2f}.</source>
      <translation>제안 {n}개에 신뢰도가 없어 {value:.2f}(으)로 전송합니다.</translation>
    </message>
    <message>
      <source>{n} suggestion(s) have no confidence and are sent with {value:.2f}.</source>
      <translation type="vanished">제안 {n}개에 신뢰도가 없어 {value:.2f}(으)로 전송합니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} suggestions have no confidence and are sent with {value:.2f}.</source>
      <translation>제안 {n}개에 신뢰도가 없어 {value:.2f}(으)로 전송합니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} unreadable geometry (skipped)</source>
      <translation>읽을 수 없는 도형 {n}개 건너뜀</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{status}; the last check failed: {reason}</source>
      <translation>{status}. 마지막 확인이 실패했습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” failed on {raster} (FlyPix says {status}); nothing was loaded.</source>
      <translation>“{model}”이(가) {raster}에서 실패했습니다(FlyPix 상태: {status}). 아무것도 불러오지 않았습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” finished on {raster}, but FlyPix lists no new inference vector.</source>
      <translation>“{model}”이(가) {raster}에서 완료되었지만 FlyPix에 새 추론 벡터가 없습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” finished on {raster}: {name} loaded, ready to ask about and accept.</source>
      <translation>“{model}”이(가) {raster}에서 완료되었습니다: {name}을(를) 불러왔으며 질문하고 수락할 수 있습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” is running on {raster} in FlyPix; its status is followed here.</source>
      <translation>“{model}”이(가) FlyPix의 {raster}에서 실행 중입니다. 상태는 여기에서 추적합니다.</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseProcessing</name>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>A class hint needs a class field; the hint was not used</source>
      <translation>분류 힌트에는 분류 필드가 필요합니다. 힌트를 사용하지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Accept suggestions into a layer</source>
      <translation>제안을 레이어에 수락</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Adds the polygons of the suggestions layer whose confidence is at least the minimum to the target layer, as the GeoSense accept does. Geometries are transformed and repaired, the class value and the provenance are written, and all of it is one undo step. Suggestions that cannot be added are refused and the log says why. A target in the project keeps the changes in its edit buffer unless you save them; any other target is saved.</source>
      <translation>제안 레이어에서 신뢰도가 최솟값 이상인 폴리곤을 대상 레이어에 추가합니다. GeoSense의 수락과 같습니다. 도형은 변환되고 복구되며, 분류 값과 출처 정보가 기록되고, 이 모두가 하나의 실행 취소 단계입니다. 추가할 수 없는 제안은 거부되며 로그에 그 이유가 표시됩니다. 프로젝트에 있는 대상 레이어는 저장할 때까지 변경 내용을 편집 버퍼에 유지합니다. 그 밖의 대상 레이어는 저장됩니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>An overlap needs polygon layers</source>
      <translation>중첩에는 폴리곤 레이어가 필요합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Area</source>
      <translation>면적</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Choose at least one shape descriptor</source>
      <translation>형태 기술자를 하나 이상 선택하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Choose reference features or a class hint</source>
      <translation>참조 객체 또는 분류 힌트를 선택하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Class field</source>
      <translation>분류 필드</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Class hint</source>
      <translation>분류 힌트</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Class value</source>
      <translation>분류 값</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Compactness</source>
      <translation>조밀도</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Confidence field</source>
      <translation>신뢰도 필드</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Connecting lines</source>
      <translation>연결선</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Convexity</source>
      <translation>볼록도</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Distance</source>
      <translation>거리</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Elongation</source>
      <translation>신장도</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Feature {fid} refused ({reason})</source>
      <translation>객체 {fid} 거부됨 ({reason})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Features added</source>
      <translation>추가된 객체</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Features added to {layer}: {n}; suggestions refused: {refused}</source>
      <translation>{layer}에 객체 {n}개 추가, 제안 {refused}개 거부</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Features near or overlapping</source>
      <translation>근처 또는 중첩 객체</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/base.py" />
      <source>Find features</source>
      <translation>객체 찾기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Find similar features</source>
      <translation>유사한 객체 찾기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Finds the polygons of the input layer whose shape is most like the reference features (area, compactness, elongation, orientation, convexity, vertex count), as the GeoSense find similar does. References are the selected features, the features matching an expression, or the features of a reference layer. A class hint keeps the candidates of the classes it names. The output has the similarity score (0 to 1) and the rank of each feature found.</source>
      <translation>입력 레이어에서 형태가 참조 객체와 가장 비슷한 폴리곤을 찾습니다(면적, 조밀도, 신장도, 방향, 볼록도, 꼭짓점 개수). GeoSense의 유사 항목 찾기와 같습니다. 참조는 선택한 객체, 표현식과 일치하는 객체, 또는 참조 레이어의 객체입니다. 분류 힌트는 지정한 분류의 후보를 유지합니다. 산출물에는 찾은 각 객체의 유사도 점수(0~1)와 순위가 있습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/provider.py" />
      <source>GeoSense find similar, features near and accept suggestions</source>
      <translation>GeoSense 유사 항목 찾기, 근처 객체 및 제안 수락</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Input layer</source>
      <translation>입력 레이어</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Minimum confidence</source>
      <translation>최소 신뢰도</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Minimum overlap (share of the smaller feature)</source>
      <translation>최소 중첩 (작은 객체에 대한 비율)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Minimum similarity (0 for automatic)</source>
      <translation>최소 유사도 (0이면 자동)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Mode</source>
      <translation>모드</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Nothing to accept</source>
      <translation>수락할 항목이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Nothing was added to {layer} ({reason})</source>
      <translation>{layer}에 아무것도 추가하지 않았습니다 ({reason})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Number of features (0 for no limit)</source>
      <translation>객체 개수 (0이면 제한 없음)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Number of similar features</source>
      <translation>유사한 객체 개수</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Orientation</source>
      <translation>방향</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Overlap</source>
      <translation>중첩</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Pairs</source>
      <translation>쌍</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Pairs each source feature with the target features within a distance (in the source layer's units) or overlapping it, as the GeoSense highlight shows them. The pairs keep the source geometry and the attributes of both features, with the distance and the length of the connecting line in metres on the ellipsoid, or the overlap as a share of the smaller feature. For a distance the connecting lines are a second output.</source>
      <translation>각 소스 객체를 거리 이내(소스 레이어 단위)에 있거나 중첩되는 대상 객체와 쌍으로 묶습니다. GeoSense의 강조 표시와 같습니다. 쌍은 소스 도형과 두 객체의 속성을 유지하며, 타원체상 미터 단위의 거리와 연결선 길이, 또는 작은 객체에 대한 비율로서의 중첩을 함께 가집니다. 거리 모드에서는 연결선이 두 번째 산출물입니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Reasons for refusals</source>
      <translation>거부 이유</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Reference features (expression)</source>
      <translation>참조 객체 (표현식)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Reference layer</source>
      <translation>참조 레이어</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Save the edits of the target layer</source>
      <translation>대상 레이어의 편집 내용 저장</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Selected features are the references</source>
      <translation>선택한 객체가 참조입니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Shape descriptors</source>
      <translation>형태 기술자</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Similar features</source>
      <translation>유사한 객체</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Source layer</source>
      <translation>소스 레이어</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/base.py" />
      <source>Suggestions</source>
      <translation>제안</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Suggestions layer</source>
      <translation>제안 레이어</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Suggestions refused</source>
      <translation>거부된 제안</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Target layer</source>
      <translation>대상 레이어</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The class hint names no class of the class field; it was not used</source>
      <translation>분류 힌트가 분류 필드의 어떤 분류도 지정하지 않습니다. 힌트를 사용하지 않았습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>The edits of {layer} could not be saved ({errors})</source>
      <translation>{layer}의 편집 내용을 저장할 수 없습니다 ({errors})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>The input layer has no field {field}</source>
      <translation>입력 레이어에 {field} 필드가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The input layer has no selected features</source>
      <translation>입력 레이어에 선택한 객체가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The reference expression is not valid ({error})</source>
      <translation>참조 표현식이 유효하지 않습니다 ({error})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Vertex count</source>
      <translation>꼭짓점 개수</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>confidence {value:.2f} is below {minimum:.2f}</source>
      <translation>신뢰도 {value:.2f}이(가) {minimum:.2f}보다 낮습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>no confidence value</source>
      <translation>신뢰도 값 없음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>the confidence is not a number from 0 to 1</source>
      <translation>신뢰도가 0에서 1 사이의 숫자가 아닙니다</translation>
    </message>
    <message>
      <source>{n} feature(s) added to {layer}; {refused} suggestion(s) refused</source>
      <translation type="vanished">{layer}에 객체 {n}개 추가, 제안 {refused}개 거부</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>{n} geometries repaired</source>
      <translation>도형 {n}개 복구</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>{n} geometry repaired</source>
      <translation>도형 {n}개 복구</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>{n} pair found</source>
      <translation>쌍 {n}개 발견</translation>
    </message>
    <message>
      <source>{n} pair(s) found</source>
      <translation type="vanished">쌍 {n}개 발견</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>{n} pairs found</source>
      <translation>쌍 {n}개 발견</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>{n} similar feature found</source>
      <translation>유사한 객체 {n}개 발견</translation>
    </message>
    <message>
      <source>{n} similar feature(s) found</source>
      <translation type="vanished">유사한 객체 {n}개 발견</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>{n} similar features found</source>
      <translation>유사한 객체 {n}개 발견</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseProvenance</name>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>A convenience, with a call into Python for each feature. To style, label or filter a large layer, write provenance into fields (Provenance… beside Accept into) and use the field instead.</source>
      <translation>편의 기능으로, 피처마다 Python을 호출합니다. 큰 레이어에 스타일, 라벨, 필터를 적용하려면 출처 정보를 필드에 기록하고(수락 대상 옆의 출처 정보…) 대신 그 필드를 사용하세요.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Accepted at</source>
      <translation>수락 일시</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Accepted by</source>
      <translation>수락한 사용자</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Answer (excerpt)</source>
      <translation>답변(발췌)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Backend</source>
      <translation>백엔드</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Confidence</source>
      <translation>신뢰도</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Conversation id</source>
      <translation>대화 ID</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Examples</source>
      <translation>예시</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Keys</source>
      <translation>키</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Message id</source>
      <translation>메시지 ID</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Suggested by GeoSense</source>
      <translation>GeoSense 제안</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Syntax</source>
      <translation>구문</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Where a feature accepted from a GeoSense suggestion came from. NULL for features GeoSense did not suggest.</source>
      <translation>GeoSense 제안에서 수락된 객체의 출처를 반환합니다. GeoSense가 제안하지 않은 객체에는 NULL을 반환합니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>geosense_provenance: unknown key {key!r}; one of {keys}</source>
      <translation>geosense_provenance: 알 수 없는 키 {key!r}, 다음 중 하나여야 합니다: {keys}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>{key} cannot be written into a field</source>
      <translation>{key}은(는) 필드에 쓸 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>{layer} already has a field “{name}” of another type</source>
      <translation>{layer}에 이미 다른 유형의 필드 “{name}”이(가) 있습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is chosen twice</source>
      <translation>“{name}”이(가) 두 번 선택되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is longer than the {n} characters a field name of {layer} may have</source>
      <translation>“{name}”은(는) {layer}의 필드 이름에 허용되는 {n}자보다 깁니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is not a usable field name (letters, digits and _, at most 63)</source>
      <translation>“{name}”은(는) 사용할 수 있는 필드 이름이 아닙니다(영문자, 숫자, _만 사용, 최대 63자)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is the name of GeoSense's own virtual field</source>
      <translation>“{name}”은(는) GeoSense 자체 가상 필드의 이름입니다</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseResolver</name>
    <message>
      <location filename="../geosense_dock/map/resolver.py" />
      <source>{0} (not saved yet)</source>
      <translation>{0} (아직 저장되지 않음)</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseResults</name>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>Could not write {path}: {message}</source>
      <translation>{path}에 쓸 수 없습니다: {message}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar failed</source>
      <translation>유사 항목 찾기 실패</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar failed: {}</source>
      <translation>유사 항목 찾기 실패: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar needs numpy, which is not installed</source>
      <translation>유사 항목 찾기에는 numpy가 필요하지만 설치되어 있지 않습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar was cancelled</source>
      <translation>유사 항목 찾기가 취소되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/manager.py" />
      <source>GeoSense results</source>
      <translation>GeoSense 결과</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar_task.py" />
      <source>GeoSense: find similar</source>
      <translation>GeoSense: 유사 항목 찾기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight_task.py" />
      <source>GeoSense: highlight</source>
      <translation>GeoSense: 강조 표시</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight ({n})</source>
      <translation>강조 표시({n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight failed: {}</source>
      <translation>강조 표시 실패: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight was cancelled</source>
      <translation>강조 표시가 취소되었습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlighted {n} annotation</source>
      <translation>주석 {n}개를 강조 표시했습니다</translation>
    </message>
    <message>
      <source>Highlighted {n} annotation(s)</source>
      <translation type="vanished">주석 {n}개를 강조 표시했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlighted {n} annotations</source>
      <translation>주석 {n}개를 강조 표시했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>No usable suggestion: {}</source>
      <translation>사용할 수 있는 제안이 없습니다: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>No vector layer is shared with GeoSense</source>
      <translation>GeoSense와 공유한 벡터 레이어가 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>None of the annotations exist: {}</source>
      <translation>주석이 하나도 존재하지 않습니다: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>None of the samples exist: {}</source>
      <translation>샘플이 하나도 존재하지 않습니다: {}</translation>
    </message>
    <message>
      <source>Samples not found: {ids}.</source>
      <translation type="vanished">샘플을 찾을 수 없습니다: {ids}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Similar to {what}</source>
      <translation>{what}와(과) 유사</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>Suggestions ({n})</source>
      <translation>제안({n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/runs.py" />
      <source>The layer {} was removed before the result was ready; nothing was shown.</source>
      <translation>결과가 준비되기 전에 레이어 {}이(가) 제거되어 아무것도 표시하지 않았습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/runs.py" />
      <source>The result could not be shown: {}</source>
      <translation>결과를 표시할 수 없습니다: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>The written layer {path} does not open</source>
      <translation>작성한 레이어 {path}을(를) 열 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence 50-80 %</source>
      <translation>신뢰도 50-80 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence &lt; 50 %</source>
      <translation>신뢰도 &lt; 50 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence &gt;= 80 %</source>
      <translation>신뢰도 &gt;= 80 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>distances</source>
      <translation>거리</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>geometry type differs from the other suggestions</source>
      <translation>도형 유형이 다른 제안과 다릅니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>not found: {ids}</source>
      <translation>찾을 수 없음: {ids}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>overlaps</source>
      <translation>겹침</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>the artifact holds no suggestions</source>
      <translation>첨부 데이터에 제안이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>unknown confidence</source>
      <translation>신뢰도 알 수 없음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} invalid geometries repaired</source>
      <translation>잘못된 도형 {n}개를 복구했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} invalid geometry repaired</source>
      <translation>잘못된 도형 {n}개를 복구했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} skipped</source>
      <translation>{n}개 건너뜀</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} suggestion shown</source>
      <translation>제안 {n}개 표시됨</translation>
    </message>
    <message>
      <source>{n} suggestion(s) shown</source>
      <translation type="vanished">제안 {n}개 표시됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} suggestions shown</source>
      <translation>제안 {n}개 표시됨</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>{path} is not a GeoPackage that can be added to: {message}</source>
      <translation>{path}은(는) 추가할 수 있는 GeoPackage가 아닙니다: {message}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>{} — linked</source>
      <translation>{} — 연결됨</translation>
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
      <translation>프로젝트에 보관되는 가상 필드입니다. 레이어의 데이터는 변경되지 않습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Also write provenance into fields of the layer</source>
      <translation>출처 정보를 레이어의 필드에도 쓰기</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Leave a name empty to leave that item out. Missing fields are created at the next accept, in the same undo step as the accepted features; existing fields of that name are filled.</source>
      <translation>항목을 제외하려면 이름을 비워 두십시오. 없는 필드는 다음 수락 시 수락한 객체와 같은 실행 취소 단계에서 만들어지며, 같은 이름의 기존 필드에는 값이 채워집니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Provenance in “{0}”</source>
      <translation>“{0}”의 출처 정보</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Show “Suggested by GeoSense” in Identify results, the attribute form and the attribute table</source>
      <translation>객체 식별 결과, 속성 양식, 속성 테이블에 “GeoSense 제안” 표시</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Style, label and filter by these fields (gs_confidence, for example), which QGIS reads as fast as any other field. With the answer, confidence, accepted by, accepted at and backend written, “Suggested by GeoSense” reads these fields too, without Python.</source>
      <translation>이 필드(예: gs_confidence)로 스타일, 라벨, 필터를 적용하세요. QGIS는 다른 필드만큼 빠르게 읽습니다. 답변, 신뢰도, 수락한 사용자, 수락 일시, 백엔드가 기록되면 “GeoSense 제안”도 Python 없이 이 필드를 읽습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Suggest names</source>
      <translation>이름 제안</translation>
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
      <translation>수락</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept anyway</source>
      <translation>그래도 수락</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept into</source>
      <translation>수락 대상</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept suggestions</source>
      <translation>제안 수락</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept the suggestions chosen beside</source>
      <translation>옆에서 선택한 제안 수락</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Add a category for it</source>
      <translation>이 값의 범주 추가</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>All shown suggestions</source>
      <translation>표시된 모든 제안</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Choose a layer to accept into</source>
      <translation>수락할 레이어를 선택하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Class field</source>
      <translation>분류 필드</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Class value</source>
      <translation>분류 값</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Edit shape</source>
      <translation>형태 편집</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Edit the suggestions with QGIS's vertex tool before accepting them</source>
      <translation>수락하기 전에 QGIS의 꼭짓점 도구로 제안을 편집합니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>How the accepted features of this layer show where they came from, and whether it is also written into fields</source>
      <translation>이 레이어에서 수락한 객체가 출처를 표시하는 방법과 필드에도 쓸지 여부</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Minimum confidence</source>
      <translation>최소 신뢰도</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Next suggestion</source>
      <translation>다음 제안</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Next ▶</source>
      <translation>다음 ▶</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No category could be added to the style of {layer}</source>
      <translation>{layer}의 스타일에 범주를 추가할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No suggestion to accept</source>
      <translation>수락할 제안이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No suggestions</source>
      <translation>제안 없음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Not accepted: {reason}</source>
      <translation>수락하지 않음: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Nothing accepted</source>
      <translation>수락한 항목이 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Previous suggestion</source>
      <translation>이전 제안</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Provenance…</source>
      <translation>출처 정보…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Reject</source>
      <translation>거부</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Reject the suggestions chosen beside</source>
      <translation>옆에서 선택한 제안 거부</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Selected suggestions</source>
      <translation>선택한 제안</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Show the features the last accept added</source>
      <translation>마지막 수락으로 추가된 객체 표시</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The field of the target layer that takes the class value; the empty entry writes no class</source>
      <translation>클래스 값을 받는 대상 레이어의 필드. 빈 항목은 클래스를 쓰지 않습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The style of {layer} does not draw the class value “{value}” of the field {field}. Features accepted with it would be invisible, and QGIS's Identify tool would not find them.</source>
      <translation>{layer}의 스타일은 필드 {field}의 분류 값 “{value}”을(를) 그리지 않습니다. 이 값으로 수락한 객체는 보이지 않으며 QGIS의 객체 식별 도구로도 찾을 수 없습니다.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The suggestions or the target layer changed while you were asked; nothing was accepted. Check them and accept again.</source>
      <translation>질문하는 동안 제안 또는 대상 레이어가 바뀌어 아무것도 수락하지 않았습니다. 확인한 뒤 다시 수락하십시오.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>This suggestion</source>
      <translation>이 제안</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to</source>
      <translation>확대/축소</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to accepted</source>
      <translation>수락한 객체로 확대/축소</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to this suggestion</source>
      <translation>이 제안으로 확대/축소</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>none left</source>
      <translation>남은 항목 없음</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>optional class value</source>
      <translation>분류 값(선택 사항)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>the layer has a filter ({filter}): features it does not match disappear from the layer once the edits are saved</source>
      <translation>레이어에 필터({filter})가 있습니다. 필터와 일치하지 않는 피처는 편집을 저장하면 레이어에서 사라집니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{name} cannot be edited</source>
      <translation>{name}을(를) 편집할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} of them are not drawn by the layer's style: give them a class value it shows</source>
      <translation>이 중 {n}개는 레이어의 스타일로 그려지지 않습니다. 스타일이 표시하는 분류 값을 지정하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} of them do not match the layer's filter ({filter}): they disappear from the layer once the edits are saved</source>
      <translation>그중 {n}개는 레이어 필터({filter})와 일치하지 않습니다. 편집을 저장하면 레이어에서 사라집니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestion added to {layer}; save the layer's edits to keep it</source>
      <translation>제안 {n}개를 {layer}에 추가했습니다. 유지하려면 레이어 편집 내용을 저장하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestion rejected</source>
      <translation>제안 {n}개를 거부했습니다</translation>
    </message>
    <message>
      <source>{n} suggestion(s) added to {layer}; save the layer's edits to keep them</source>
      <translation type="vanished">제안 {n}개를 {layer}에 추가했습니다. 유지하려면 레이어 편집 내용을 저장하십시오</translation>
    </message>
    <message>
      <source>{n} suggestion(s) rejected</source>
      <translation type="vanished">제안 {n}개를 거부했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestions added to {layer}; save the layer's edits to keep them</source>
      <translation>제안 {n}개를 {layer}에 추가했습니다. 유지하려면 레이어 편집 내용을 저장하십시오</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestions rejected</source>
      <translation>제안 {n}개를 거부했습니다</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{pos} of {n}</source>
      <translation>{pos} / {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>◀ Previous</source>
      <translation>◀ 이전</translation>
    </message>
  </context>
</TS>
