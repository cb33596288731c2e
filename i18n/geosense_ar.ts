<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
  <context>
    <name>GeoSense</name>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'samples' must be a list of {id, v?} objects</source>
      <translation>يجب أن تكون 'samples' قائمة من كائنات {id, v?}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'samples[{0}]' has no integer 'id'</source>
      <translation>لا يحتوي 'samples[{0}]' على 'id' عددي صحيح</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'{0}' must be a list of annotation ids</source>
      <translation>يجب أن تكون '{0}' قائمة بمعرّفات الحواشي</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>'{0}[{1}]' is not an integer annotation id: {2!r}</source>
      <translation>'{0}[{1}]' ليس معرّف حاشية عددياً صحيحاً: {2!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>(interrupted: {0}; the answer is incomplete)</source>
      <translation>(انقطعت: {0}؛ الإجابة غير مكتملة)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>(interrupted; the answer is incomplete)</source>
      <translation>(انقطعت؛ الإجابة غير مكتملة)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>(the answer above is incomplete)</source>
      <translation>(الإجابة أعلاه غير مكتملة)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>1 layer</source>
      <translation>طبقة واحدة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>1 sketch</source>
      <translation>رسم تخطيطي واحد</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>&lt;p&gt;Ask GeoSense about your layers: select features on the map, then type a question below.&lt;/p&gt;</source>
      <translation>&lt;p&gt;اسأل GeoSense عن طبقاتك: حدّد ميزات على الخريطة، ثم اكتب سؤالاً في الأسفل.&lt;/p&gt;</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>&lt;{0}&gt; needs a value</source>
      <translation>يحتاج &lt;{0}&gt; إلى قيمة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>A field with each feature's confidence, 0 to 1</source>
      <translation>حقل يحمل ثقة كل ميزة، من 0 إلى 1</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>A shared layer was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>أُزيلت طبقة مشتركة أثناء تحضير الرسالة؛ لم يُرسل شيء. أرسل الرسالة مرة أخرى.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>API token</source>
      <translation>رمز API</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Activity: 1 step</source>
      <translation>النشاط: خطوة واحدة</translation>
    </message>
    <message>
      <source>Activity: {0} step(s)</source>
      <translation type="vanished">النشاط: عدد الخطوات {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Activity: {0} steps</source>
      <translation>النشاط: عدد الخطوات {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Add context</source>
      <translation>إضافة سياق</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Add context to the next message</source>
      <translation>إضافة سياق إلى الرسالة التالية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Agent URL</source>
      <translation>عنوان URL للوكيل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Allow backend tools</source>
      <translation>السماح بأدوات الخادم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Allow the agent to run backend tools (sent with every message)</source>
      <translation>السماح للوكيل بتشغيل أدوات الخادم (يُرسل مع كل رسالة)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>An image of the map goes with the message</source>
      <translation>تُرسل صورة للخريطة مع الرسالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Annotation ids</source>
      <translation>معرّفات الحواشي</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Annotation {0} not found: {1}</source>
      <translation>الحاشية {0} غير موجودة: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Answer state</source>
      <translation>حالة الإجابة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Answer to the tool call “{0}”, {1} characters of text</source>
      <translation>الإجابة عن استدعاء الأداة “{0}”، {1} حرفاً من النص</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Answer: {0}</source>
      <translation>الإجابة: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Answered in your own words.</source>
      <translation>أُجيب بكلماتك الخاصة.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>App URL</source>
      <translation>عنوان URL للتطبيق</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>App URL (internal links)</source>
      <translation>عنوان URL للتطبيق (الروابط الداخلية)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked</source>
      <translation>طُلبت الموافقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: backend tools</source>
      <translation>طُلبت الموافقة: أدوات الخادم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: this costs credits</source>
      <translation>طُلبت الموافقة: هذا يستهلك أرصدة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval asked: this deletes data</source>
      <translation>طُلبت الموافقة: هذا يحذف بيانات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed</source>
      <translation>الموافقة مطلوبة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: backend tools</source>
      <translation>الموافقة مطلوبة: أدوات الخادم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: this costs credits</source>
      <translation>الموافقة مطلوبة: هذا يستهلك أرصدة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approval needed: this deletes data</source>
      <translation>الموافقة مطلوبة: هذا يحذف بيانات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Approval requested ({0}): {1}</source>
      <translation>طُلبت الموافقة ({0}): {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approve</source>
      <translation>موافقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approve the request</source>
      <translation>الموافقة على الطلب</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Approving also allows backend tools for this conversation.</source>
      <translation>الموافقة تسمح أيضاً بأدوات الخادم في هذه المحادثة.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Area of {0}</source>
      <translation>مساحة {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Artifacts to: {0}</source>
      <translation>البيانات المرفقة إلى: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>As HTML…</source>
      <translation>بصيغة HTML…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>As Markdown…</source>
      <translation>بصيغة Markdown…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about the selection</source>
      <translation>اسأل GeoSense عن التحديد</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about these features</source>
      <translation>اسأل GeoSense عن هذه الميزات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about these layers</source>
      <translation>اسأل GeoSense عن هذه الطبقات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this class</source>
      <translation>اسأل GeoSense عن هذا الصنف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this feature</source>
      <translation>اسأل GeoSense عن هذه الميزة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Ask GeoSense about this layer</source>
      <translation>اسأل GeoSense عن هذه الطبقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Ask GeoSense about your layers… Type @ to mention a feature, layer or class (Enter to send, Shift+Enter for a new line)</source>
      <translation>اسأل GeoSense عن طبقاتك… اكتب @ للإشارة إلى ميزة أو طبقة أو صنف (Enter للإرسال، Shift+Enter لسطر جديد)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>Ask: {0}</source>
      <translation>اسأل: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Attributes that may be sent</source>
      <translation>السمات التي يجوز إرسالها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Attributes that may be sent (besides id, class, confidence)</source>
      <translation>السمات التي يجوز إرسالها (إضافة إلى المعرّف والصنف والثقة)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Automatic (WebSocket, else HTTP)</source>
      <translation>تلقائي (WebSocket، وإلا HTTP)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Backend tools allowed: no</source>
      <translation>أدوات الخادم مسموح بها: لا</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Backend tools allowed: yes</source>
      <translation>أدوات الخادم مسموح بها: نعم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cancel</source>
      <translation>إلغاء</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cancel queued message</source>
      <translation>إلغاء الرسالة المنتظرة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Cannot read this value: {0}</source>
      <translation>تعذّرت قراءة هذه القيمة: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Categories</source>
      <translation>الفئات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Choose the shared layers</source>
      <translation>اختيار الطبقات المشتركة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Choose which layers are shared with GeoSense</source>
      <translation>اختر الطبقات التي تُشارك مع GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Class {0} not found: {1}</source>
      <translation>الصنف {0} غير موجود: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Classes</source>
      <translation>الأصناف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Clear results</source>
      <translation>مسح النتائج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Click features on the map to refer to them in your message (Escape or a right click ends)</source>
      <translation>انقر على ميزات في الخريطة للإشارة إليها في رسالتك (Escape أو النقر بالزر الأيمن للإنهاء)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Comma-separated field names whose values may go with a shared layer, besides the annotation id, class and confidence</source>
      <translation>أسماء حقول مفصولة بفواصل يجوز أن تُرسل قيمها مع طبقة مشتركة، إضافة إلى معرّف الحاشية والصنف والثقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Confidence</source>
      <translation>الثقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Confidence of {0}</source>
      <translation>ثقة {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Confirm before a layer is shared for the first time</source>
      <translation>التأكيد قبل مشاركة طبقة لأول مرة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Confirm each time</source>
      <translation>التأكيد في كل مرة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connected</source>
      <translation>متصل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connected ({0})</source>
      <translation>متصل ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connecting…</source>
      <translation>جارٍ الاتصال…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connection state</source>
      <translation>حالة الاتصال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Connection state indicator</source>
      <translation>مؤشر حالة الاتصال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Conversation</source>
      <translation>المحادثة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy as text</source>
      <translation>نسخ كنص</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy contexts</source>
      <translation>نسخ السياقات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy markup</source>
      <translation>نسخ الترميز</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Copy this message</source>
      <translation>نسخ هذه الرسالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>Cost: {0:g} credits</source>
      <translation>التكلفة: {0:g} من الأرصدة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Cost: {0} credits</source>
      <translation>التكلفة: {0} من الأرصدة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>Could not fetch the data attached to the answer: {0}</source>
      <translation>تعذّر جلب البيانات المرفقة بالإجابة: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>Data attached to the answer could not be fetched: {0}</source>
      <translation>تعذّر جلب البيانات المرفقة بالإجابة: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Data context</source>
      <translation>سياق البيانات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Data not available: {0}</source>
      <translation>البيانات غير متاحة: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Dataset</source>
      <translation>مجموعة البيانات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Developer mode (copy raw markup and contexts)</source>
      <translation>وضع المطوّر (نسخ الترميز الخام والسياقات)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Disconnected</source>
      <translation>غير متصل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Docs URL</source>
      <translation>عنوان URL للتوثيق</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Draw polygons on the map to send with the next message</source>
      <translation>ارسم مضلعات على الخريطة لإرسالها مع الرسالة التالية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>E</source>
      <translation>ق</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Enter your FlyPix API key.</source>
      <translation>أدخل مفتاح FlyPix API الخاص بك.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Everything available is attached</source>
      <translation>كل ما هو متاح مرفق</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Export</source>
      <translation>تصدير</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Export the conversation</source>
      <translation>تصدير المحادثة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Feature id</source>
      <translation>معرّف الميزة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/writers.py" />
      <source>Find Similar located 1 result belonging to class {0}.</source>
      <translation>عثر «البحث عن المشابه» على نتيجة واحدة من الصنف {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/writers.py" />
      <source>Find Similar located {0} results belonging to class {1}.</source>
      <translation>عثر «البحث عن المشابه» على {0} من النتائج من الصنف {1}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Find similar</source>
      <translation>البحث عن المشابه</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>FlyPix GeoSense API</source>
      <translation>FlyPix GeoSense API</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>FlyPix URL: {reason}</source>
      <translation>عنوان URL لـ FlyPix: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered inference {0} without a status</source>
      <translation>ردّ FlyPix على الاستدلال {0} دون حالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the balance with something that is not an object</source>
      <translation>ردّ FlyPix على الرصيد بشيء ليس كائنًا</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the estimate with something that is not an object</source>
      <translation>ردّ FlyPix على التقدير بشيء ليس كائنًا</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix answered the message without a response</source>
      <translation>ردّ FlyPix على الرسالة دون إجابة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix answered the model run without an inference id</source>
      <translation>ردّ FlyPix على تشغيل النموذج دون معرّف استدلال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix answered the sign-in without an access token</source>
      <translation>ردّ FlyPix على تسجيل الدخول دون رمز وصول</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_requests.py" />
      <source>FlyPix answered the {0} with something that is not a list</source>
      <translation>ردّ FlyPix على {0} بشيء ليس قائمة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix answered {0} with something that is not JSON</source>
      <translation>ردّ FlyPix على {0} بشيء ليس JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_redirects.py" />
      <source>FlyPix at {0} redirected to another server ({1}); not followed, so that your FlyPix credentials are never sent there. Check the FlyPix URL in the settings</source>
      <translation>أعاد FlyPix في {0} التوجيه إلى خادم آخر ({1})؛ لم تُتبع إعادة التوجيه، كي لا تُرسل بيانات اعتماد FlyPix الخاصة بك إلى هناك أبداً. تحقّق من عنوان URL لـ FlyPix في الإعدادات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_redirects.py" />
      <source>FlyPix at {0} redirected to the insecure {1}; not followed, so that your FlyPix credentials are not sent without encryption</source>
      <translation>أعاد FlyPix في {0} التوجيه إلى العنوان غير الآمن {1}؛ لم تُتبع إعادة التوجيه، كي لا تُرسل بيانات اعتماد FlyPix الخاصة بك دون تشفير</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix could not find it</source>
      <translation>لم يعثر FlyPix عليه</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix denied access</source>
      <translation>رفض FlyPix الوصول</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not accept the API key ({0})</source>
      <translation>لم يقبل FlyPix مفتاح API ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not accept the user name or password ({0})</source>
      <translation>لم يقبل FlyPix اسم المستخدم أو كلمة السر ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix did not answer within {0:g} s</source>
      <translation>لم يُجب FlyPix خلال {0:g} ث</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix did not return a GeoSense session id</source>
      <translation>لم يُرجع FlyPix معرّف جلسة GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <source>FlyPix did not store it</source>
      <translation>لم يحفظه FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix failed</source>
      <translation>فشل FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix gave no download link for file {0}</source>
      <translation>لم يُعطِ FlyPix رابط تنزيل للملف {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix gives this raster's imagery as {0}, which QGIS cannot show</source>
      <translation>يقدّم FlyPix صور هذه الطبقة النقطية بصيغة {0} التي لا يستطيع QGIS عرضها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix is busy (too many requests); try again shortly</source>
      <translation>FlyPix مشغول (طلبات كثيرة جداً)؛ حاول مرة أخرى بعد قليل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix names no file for this raster</source>
      <translation>لا يسمّي FlyPix أي ملف لهذه الطبقة النقطية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix refused the request</source>
      <translation>رفض FlyPix الطلب</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>FlyPix refused the sign-in</source>
      <translation>رفض FlyPix تسجيل الدخول</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix refused your API key (revoked or expired). Enter a valid key.</source>
      <translation>رفض FlyPix مفتاح API الخاص بك (ملغى أو منتهي الصلاحية). أدخل مفتاحاً صالحاً.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix rejected your sign-in. Sign in again.</source>
      <translation>رفض FlyPix تسجيل دخولك. سجّل الدخول مرة أخرى.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>FlyPix stopped sending within {0:g} s</source>
      <translation>توقف FlyPix عن الإرسال خلال {0:g} ث</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix stored the artifact but returned no artifact_id</source>
      <translation>حفظ FlyPix البيانات المرفقة لكنه لم يُرجع artifact_id</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>FlyPix takes messages of at most {0} characters; this one has {1}. Shorten it and send again</source>
      <translation>يقبل FlyPix رسائل لا تتجاوز {0} حرفاً؛ وهذه فيها {1}. اختصرها وأرسلها مرة أخرى</translation>
    </message>
    <message>
      <source>FlyPix's answer did not name the new annotation</source>
      <translation type="vanished">لم تذكر إجابة FlyPix الحاشية الجديدة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix's balance has no credits and withheld</source>
      <translation>رصيد FlyPix لا يحتوي على credits وwithheld</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_runs.py" />
      <source>FlyPix's estimate has no total_cost and total_pixels</source>
      <translation>تقدير FlyPix لا يحتوي على total_cost وtotal_pixels</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Focus the GeoSense composer</source>
      <translation>التركيز على مربع رسالة GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Folder</source>
      <translation>المجلد</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Frozen dataset</source>
      <translation>مجموعة بيانات مجمّدة</translation>
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
      <translation>إعدادات GeoSense…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>GeoSense agent over HTTP streaming (SSE)</source>
      <translation>وكيل GeoSense عبر بث HTTP (SSE)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>GeoSense agent over WebSocket</source>
      <translation>وكيل GeoSense عبر WebSocket</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>GeoSense conversation</source>
      <translation>محادثة GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>GeoSense is answering…</source>
      <translation>GeoSense يُجيب…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>GeoSense is answering… ({0})</source>
      <translation>GeoSense يُجيب… ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>GeoSense results</source>
      <translation>نتائج GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>GeoSense settings</source>
      <translation>إعدادات GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>GeoSense was closed.</source>
      <translation>أُغلق GeoSense.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>GeoSense's answer</source>
      <translation>إجابة GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>GeoSense: fetching results</source>
      <translation>GeoSense: جارٍ جلب النتائج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>GeoSense: preparing the message</source>
      <translation>GeoSense: جارٍ تحضير الرسالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>HTML (*.html)</source>
      <translation>HTML (*.html)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>HTTP 403 from {0} (refused by the proxy or the agent)</source>
      <translation>HTTP 403 من {0} (رفضه الوكيل الوسيط أو الوكيل)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>HTTP streaming (SSE)</source>
      <translation>بث HTTP (SSE)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>HTTP {0} from {1}</source>
      <translation>HTTP {0} من {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Hide the results</source>
      <translation>إخفاء النتائج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Inference</source>
      <translation>الاستدلال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Inference: {0}</source>
      <translation>الاستدلال: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Insert the selected features into the GeoSense composer</source>
      <translation>إدراج الميزات المحددة في مربع رسالة GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Interrupted</source>
      <translation>انقطعت</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Interrupted: {0}</source>
      <translation>انقطعت: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep as layer…</source>
      <translation>الاحتفاظ كطبقة…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep in memory (*)</source>
      <translation>الاحتفاظ في الذاكرة (*)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Keep result as layer</source>
      <translation>الاحتفاظ بالنتيجة كطبقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Layer</source>
      <translation>طبقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Layer {0} not found: {1}</source>
      <translation>الطبقة {0} غير موجودة: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Layer “{0}” (vector id {1})</source>
      <translation>الطبقة “{0}” (معرّف المتجه {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Layers</source>
      <translation>الطبقات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Layers shared with GeoSense are sent with each message. By default every visible vector layer is shared.</source>
      <translation>تُرسل الطبقات المشتركة مع GeoSense مع كل رسالة. افتراضياً، تُشارك كل طبقة متجهة ظاهرة.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Leave this out of the next message</source>
      <translation>استبعاد هذا من الرسالة التالية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>List of the shared local layers ({0})</source>
      <translation>قائمة الطبقات المحلية المشتركة ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Make the result a real, editable layer (optionally saved to a GeoPackage)</source>
      <translation>جعل النتيجة طبقة حقيقية قابلة للتعديل (مع حفظها اختيارياً في GeoPackage)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Map</source>
      <translation>الخريطة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Map state: the view and {0} layer name</source>
      <translation>حالة الخريطة: العرض وعدد أسماء الطبقات {0}</translation>
    </message>
    <message>
      <source>Map state: the view and {0} layer name(s)</source>
      <translation type="vanished">حالة الخريطة: العرض وعدد أسماء الطبقات {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Map state: the view and {0} layer names</source>
      <translation>حالة الخريطة: العرض وعدد أسماء الطبقات {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Markdown (*.md)</source>
      <translation>Markdown (*.md)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Message actions</source>
      <translation>إجراءات الرسالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/controller.py" />
      <source>Message not sent: {0}</source>
      <translation>لم تُرسل الرسالة: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Message text: {0} characters</source>
      <translation>نص الرسالة: {0} حرفاً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Message to GeoSense</source>
      <translation>رسالة إلى GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Model</source>
      <translation>النموذج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>N</source>
      <translation>ش</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Never send</source>
      <translation>عدم الإرسال أبداً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New</source>
      <translation>جديد</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New conversation</source>
      <translation>محادثة جديدة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>New message instead</source>
      <translation>رسالة جديدة بدلاً من ذلك</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>No answer</source>
      <translation>لا إجابة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>No answer: {0}</source>
      <translation>لا إجابة: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>No feature there: click inside a feature.</source>
      <translation>لا توجد ميزة هنا: انقر داخل ميزة.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>No results yet. Highlights, similar features and suggestions from GeoSense appear here as temporary layers.</source>
      <translation>لا نتائج بعد. تظهر هنا الإبرازات والميزات المشابهة والاقتراحات من GeoSense كطبقات مؤقتة.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>No screenshot was sent: screenshots are not allowed ({0}).</source>
      <translation>لم تُرسل لقطة شاشة: لقطات الشاشة غير مسموح بها ({0}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>No screenshot was sent: you declined.</source>
      <translation>لم تُرسل لقطة شاشة: لقد رفضت.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>None</source>
      <translation>لا شيء</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>None (1.0)</source>
      <translation>لا شيء (1.0)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Not a documentation path</source>
      <translation>ليس مسار توثيق</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Not an annotation id: {0}</source>
      <translation>ليس معرّف حاشية: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>Not inserted: {0}.</source>
      <translation>لم يُدرج: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Not opened: only web (http, https) and app links are followed ({0})</source>
      <translation>لم يُفتح: تُتبع روابط الويب (http، https) وروابط التطبيق فقط ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/composing.py" />
      <source>Not sent: the message refers to a layer that is not shared. Share it, or remove its references.</source>
      <translation>لم تُرسل: تشير الرسالة إلى طبقة غير مشتركة. شاركها، أو أزل الإشارات إليها.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Not sent: {0}</source>
      <translation>لم تُرسل: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Nothing is selected: select features on the map first.</source>
      <translation>لم يُحدد شيء: حدّد ميزات على الخريطة أولاً.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Notice</source>
      <translation>تنبيه</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Offline</source>
      <translation>غير متصل بالشبكة</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Open the GeoSense dock and type your question</source>
      <translation>افتح لوحة GeoSense واكتب سؤالك</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Open the results in a panel of their own</source>
      <translation>فتح النتائج في لوحة خاصة بها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Open this long answer in a window of its own</source>
      <translation>فتح هذه الإجابة الطويلة في نافذة مستقلة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Order</source>
      <translation>الترتيب</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Orientation of {0}</source>
      <translation>اتجاه {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>Over FlyPix, GeoSense answers in one piece: no streaming, no approvals, no activity log, and the agent cannot run tools in QGIS. Highlights, suggestions and data in its answers still work.</source>
      <translation>عبر FlyPix، يُجيب GeoSense دفعة واحدة: لا بث، ولا موافقات، ولا سجل نشاط، ولا يمكن للوكيل تشغيل أدوات في QGIS. أما الإبرازات والاقتراحات والبيانات في إجاباته فتعمل كالمعتاد.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Pick</source>
      <translation>تعيين</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Pick features on the map for the message</source>
      <translation>تعيين ميزات على الخريطة للرسالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Plan:</source>
      <translation>الخطة:</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Position ({0}) of {1}: {2}</source>
      <translation>الموضع ({0}) لـ {1}: {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>Position of {0}</source>
      <translation>موضع {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Preparing the message failed (see the GeoSense log). The message was not sent.</source>
      <translation>فشل تحضير الرسالة (راجع سجل GeoSense). لم تُرسل الرسالة.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Preparing the message was cancelled.</source>
      <translation>أُلغي تحضير الرسالة.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Project</source>
      <translation>المشروع</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Put the results back under the conversation</source>
      <translation>إعادة النتائج تحت المحادثة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>QGIS could not open the imagery ({0})</source>
      <translation>تعذّر على QGIS فتح الصور ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>QGIS feature ids as the ids, the field {0} may not be sent</source>
      <translation>معرّفات معالم QGIS كمعرّفات، لا يجوز إرسال الحقل {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Queued: will be sent when the agent is connected and free.</source>
      <translation>في قائمة الانتظار: ستُرسل عندما يكون الوكيل متصلاً ومتفرغاً.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Queued: {0}</source>
      <translation>في قائمة الانتظار: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Raster</source>
      <translation>نقطية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Reconnecting…</source>
      <translation>جارٍ إعادة الاتصال…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>Reference not found: {0}</source>
      <translation>المرجع غير موجود: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>References to insert</source>
      <translation>المراجع المراد إدراجها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>References to “{0}” were not inserted: the layer is not shared.</source>
      <translation>لم تُدرج المراجع إلى “{0}”: الطبقة غير مشتركة.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Region {0}: {1}</source>
      <translation>المنطقة {0}: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Regions</source>
      <translation>المناطق</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Reject</source>
      <translation>رفض</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Reject the request</source>
      <translation>رفض الطلب</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Remove</source>
      <translation>إزالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Remove context</source>
      <translation>إزالة السياق</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Results</source>
      <translation>النتائج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Retry connecting now</source>
      <translation>إعادة محاولة الاتصال الآن</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Retry now</source>
      <translation>إعادة المحاولة الآن</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Run {0}</source>
      <translation>تشغيل {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>S</source>
      <translation>ج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Samples not found: {0}.</source>
      <translation>العيّنات غير موجودة: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot</source>
      <translation>لقطة شاشة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Screenshot of the map</source>
      <translation>لقطة شاشة للخريطة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot that was sent</source>
      <translation>لقطة الشاشة التي أُرسلت</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Screenshot: {0} × {1} px of {2}</source>
      <translation>لقطة شاشة: {0} × {1} px من {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Screenshots</source>
      <translation>لقطات الشاشة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Selection</source>
      <translation>التحديد</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Selection: features {0}, regions {1}, suggestions {2}</source>
      <translation>التحديد: عدد الميزات {0}، عدد المناطق {1}، عدد الاقتراحات {2}</translation>
    </message>
    <message>
      <source>Selection: {0} feature(s), {1} region(s), {2} suggestion(s)</source>
      <translation type="vanished">التحديد: عدد الميزات {0}، عدد المناطق {1}، عدد الاقتراحات {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send</source>
      <translation>إرسال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Send a screenshot of the map with this message?</source>
      <translation>هل تُرسل لقطة شاشة للخريطة مع هذه الرسالة؟</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send as a new message instead of answering the question</source>
      <translation>الإرسال كرسالة جديدة بدلاً من الإجابة عن السؤال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send message</source>
      <translation>إرسال الرسالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Send this layer's features with each message</source>
      <translation>إرسال ميزات هذه الطبقة مع كل رسالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Send what you type as a new message, not as the answer to the question</source>
      <translation>إرسال ما تكتبه كرسالة جديدة، لا كإجابة عن السؤال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Send when asked for</source>
      <translation>الإرسال عند الطلب</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sent with this message ({0})</source>
      <translation>أُرسل مع هذه الرسالة ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Set aside: you sent a new message instead.</source>
      <translation>مؤجلة: لقد أرسلت رسالة جديدة بدلاً منها.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Set aside: {0}</source>
      <translation>مؤجلة: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Settings</source>
      <translation>الإعدادات</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Settings problem: {0}</source>
      <translation>مشكلة في الإعدادات: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Share</source>
      <translation>مشاركة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Share the layer “{0}” with GeoSense? Its {1} feature goes with this message (id, class, confidence, area, geometry{2}).</source>
      <translation>هل تُشارك الطبقة “{0}” مع GeoSense؟ عدد ميزاتها {1} وتُرسل مع هذه الرسالة (المعرّف، الصنف، الثقة، المساحة، الهندسة{2}).</translation>
    </message>
    <message>
      <source>Share the layer “{0}” with GeoSense? Its {1} feature(s) go with this message (id, class, confidence, area, geometry{2}).</source>
      <translation type="vanished">هل تُشارك الطبقة “{0}” مع GeoSense؟ عدد ميزاتها {1} وتُرسل مع هذه الرسالة (المعرّف، الصنف، الثقة، المساحة، الهندسة{2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>Share the layer “{0}” with GeoSense? Its {1} features go with this message (id, class, confidence, area, geometry{2}).</source>
      <translation>هل تُشارك الطبقة “{0}” مع GeoSense؟ عدد ميزاتها {1} وتُرسل مع هذه الرسالة (المعرّف، الصنف، الثقة، المساحة، الهندسة{2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Share {}</source>
      <translation>مشاركة {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>Sharing policy</source>
      <translation>سياسة المشاركة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Show on map</source>
      <translation>عرض على الخريطة</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Show or hide the GeoSense dock</source>
      <translation>إظهار لوحة GeoSense أو إخفاؤها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>Show the GeoSense answer</source>
      <translation>عرض إجابة GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Show the GeoSense results panel</source>
      <translation>عرض لوحة نتائج GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Show the activity of this answer</source>
      <translation>عرض نشاط هذه الإجابة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Show the results panel</source>
      <translation>عرض لوحة النتائج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>Show the whole activity log</source>
      <translation>عرض سجل النشاط كاملاً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Show the whole answer</source>
      <translation>عرض الإجابة كاملة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Show what was sent with this message</source>
      <translation>عرض ما أُرسل مع هذه الرسالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Sketch</source>
      <translation>رسم تخطيطي</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/widgets.py" />
      <source>Sketch on the map</source>
      <translation>الرسم التخطيطي على الخريطة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sketches</source>
      <translation>الرسوم التخطيطية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Sketches: {0} geometry(ies)</source>
      <translation>الرسوم التخطيطية: عدد الأشكال الهندسية {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/parser.py" />
      <source>Some data references are shown as written: filling them all in would have made this message larger than {0} MiB.</source>
      <translation>تظهر بعض مراجع البيانات كما كُتبت: ملؤها كلها كان سيجعل هذه الرسالة أكبر من {0} MiB.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/ask_actions.py" />
      <source>Some references could not be inserted: {0}.</source>
      <translation>تعذّر إدراج بعض المراجع: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Source</source>
      <translation>المصدر</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Start a new conversation (a fresh session with the agent)</source>
      <translation>بدء محادثة جديدة (جلسة جديدة مع الوكيل)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Stop</source>
      <translation>إيقاف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Stop the answer</source>
      <translation>إيقاف الإجابة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Stored in the QGIS authentication database, never in plain settings.</source>
      <translation>يُحفظ في قاعدة بيانات المصادقة في QGIS، لا في الإعدادات.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>Suggested by GeoSense · “{0}” · accepted by {1} on {2}</source>
      <translation>اقترحه GeoSense · “{0}” · قبله {1} في {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>Suggested by GeoSense · “{0}” · confidence {1:.2f} · accepted by {2} on {3}</source>
      <translation>اقترحه GeoSense · “{0}” · الثقة {1:.2f} · قبله {2} في {3}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/agent_contexts.py" />
      <source>Suggestions could not be shown: {0}</source>
      <translation>تعذّر عرض الاقتراحات: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>TLS failed ({0})</source>
      <translation>فشل TLS ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>That did not work; see the GeoSense log for details.</source>
      <translation>لم ينجح ذلك؛ راجع سجل GeoSense للتفاصيل.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/composing.py" />
      <source>That feature cannot be referenced: {0}.</source>
      <translation>لا يمكن الإشارة إلى هذه الميزة: {0}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>The Python package 'websockets' is not installed: using HTTP streaming (SSE) instead.</source>
      <translation>حزمة Python 'websockets' غير مثبتة: يُستخدم بث HTTP (SSE) بدلاً منها.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The agent changed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>تغيّر الوكيل أثناء تحضير الرسالة؛ لم يُرسل شيء. أرسل الرسالة مرة أخرى.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>The agent wants to run a tool.</source>
      <translation>يريد الوكيل تشغيل أداة.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The annotation ids of the layer “{0}” were sent as QGIS feature ids, not as the values of the field {1}, because it is not among the attributes that may be sent ({2}).</source>
      <translation>أُرسلت معرّفات التعليقات التوضيحية للطبقة “{0}” كمعرّفات معالم QGIS، لا كقيم الحقل {1}، لأنه ليس من السمات التي يجوز إرسالها ({2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The answer is waiting: nothing has arrived from the agent for {0} s. You can wait or stop it.</source>
      <translation>الإجابة في انتظار: لم يصل شيء من الوكيل منذ {0} ث. يمكنك الانتظار أو إيقافها.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The approval could not be sent: the agent is not connected.</source>
      <translation>تعذّر إرسال الموافقة: الوكيل غير متصل.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The approval could not be sent: wait for the current answer or stop it.</source>
      <translation>تعذّر إرسال الموافقة: انتظر الإجابة الحالية أو أوقفها.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The classes of the layer “{0}” were not sent, because the field {1} is not among the attributes that may be sent ({2}).</source>
      <translation>لم تُرسل أصناف الطبقة “{0}”، لأن الحقل {1} ليس من السمات التي يجوز إرسالها ({2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The confidences of the layer “{0}” were not sent (1.0 for every feature), because the field {1} is not among the attributes that may be sent ({2}).</source>
      <translation>لم تُرسل درجات الثقة للطبقة “{0}” (1.0 لكل معلم)، لأن الحقل {1} ليس من السمات التي يجوز إرسالها ({2}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>The conversation could not be exported: {0}</source>
      <translation>تعذّر تصدير المحادثة: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>The conversation this feature was suggested in is no longer open; its provenance is kept with the feature: {0}</source>
      <translation>المحادثة التي اقتُرحت فيها هذه الميزة لم تعد مفتوحة؛ يُحتفظ بمصدرها مع الميزة: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The layer {} was removed while the message was being prepared; nothing was sent. Send the message again.</source>
      <translation>أُزيلت الطبقة {} أثناء تحضير الرسالة؛ لم يُرسل شيء. أرسل الرسالة مرة أخرى.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>The layer “{0}” is hidden. Show it to see the feature?</source>
      <translation>الطبقة “{0}” مخفية. هل تُظهرها لرؤية الميزة؟</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>The layer “{0}” was not sent: you declined to share it.</source>
      <translation>لم تُرسل الطبقة “{0}”: لقد رفضت مشاركتها.</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>The map side of GeoSense could not be loaded ({0}): the chat works, but without references, contexts or results. See the GeoSense log.</source>
      <translation>تعذّر تحميل جزء الخريطة في GeoSense ({0}): تعمل المحادثة، لكن دون مراجع أو سياقات أو نتائج. راجع سجل GeoSense.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>The message refers to what no longer exists: {0}. Drop these references and send?</source>
      <translation>تشير الرسالة إلى ما لم يعد موجوداً: {0}. هل تُسقط هذه المراجع وتُرسل؟</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>The message refers to “{0}”, which is not shared with GeoSense, so the agent cannot see it. Share the layer and send?</source>
      <translation>تشير الرسالة إلى “{0}”، وهي غير مشتركة مع GeoSense، لذا لا يمكن للوكيل رؤيتها. هل تُشارك الطبقة وتُرسل؟</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>The number the agent uses to name each feature</source>
      <translation>الرقم الذي يستخدمه الوكيل لتسمية كل ميزة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>The previous message is still being prepared.</source>
      <translation>لا تزال الرسالة السابقة قيد التحضير.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>The screenshot is too large to show here.</source>
      <translation>لقطة الشاشة أكبر من أن تُعرض هنا.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The selected features go with the message</source>
      <translation>تُرسل الميزات المحددة مع الرسالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The shapes you drew go with the message</source>
      <translation>تُرسل الأشكال التي رسمتها مع الرسالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>The token could not be stored in the QGIS authentication database.</source>
      <translation>تعذّر حفظ الرمز في قاعدة بيانات المصادقة في QGIS.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>The tool's data could not be read: {0}</source>
      <translation>تعذّرت قراءة بيانات الأداة: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>The visible map extent goes with the message</source>
      <translation>يُرسل مدى الخريطة الظاهر مع الرسالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>This cannot be undone.</source>
      <translation>لا يمكن التراجع عن هذا.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>This class reference has no usable id</source>
      <translation>ليس لمرجع الصنف هذا معرّف صالح للاستخدام</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/provenance_actions.py" />
      <source>This feature was not accepted from a GeoSense suggestion.</source>
      <translation>لم تُقبل هذه الميزة من اقتراح GeoSense.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>This layer reference has no usable id</source>
      <translation>ليس لمرجع الطبقة هذا معرّف صالح للاستخدام</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>This layer's features are regions (areas of interest), not annotations</source>
      <translation>ميزات هذه الطبقة مناطق (مناطق اهتمام)، وليست حواشي</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>This link has no usable id</source>
      <translation>ليس لهذا الرابط معرّف صالح للاستخدام</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/parser.py" />
      <source>This message is longer than {0} MiB: only its beginning is shown.</source>
      <translation>هذه الرسالة أطول من {0} MiB: لا يظهر إلا أولها.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>This region link has no usable id</source>
      <translation>ليس لرابط المنطقة هذا معرّف صالح للاستخدام</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>To: {0}, {1}</source>
      <translation>إلى: {0}، {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Tools</source>
      <translation>الأدوات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Total: {0} (message {1}, artifacts uploaded now {2})</source>
      <translation>الإجمالي: {0} (الرسالة {1}، البيانات المرفقة المرفوعة الآن {2})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Total: {0} (message {1}, artifacts uploaded now {2}, sent later in the turn {3})</source>
      <translation>الإجمالي: {0} (الرسالة {1}، البيانات المرفقة المرفوعة الآن {2}، المرسلة لاحقاً في هذا الدور {3})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Training</source>
      <translation>التدريب</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Training: {0}</source>
      <translation>التدريب: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>Transport</source>
      <translation>النقل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Try {0}, not delivered (sent again later): {1}</source>
      <translation>المحاولة {0}، لم تُسلَّم (أُرسلت مجددًا لاحقًا): {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>Type your question. Type @ to insert a reference. Enter sends, Shift+Enter starts a new line, Tab moves on.</source>
      <translation>اكتب سؤالك. اكتب @ لإدراج مرجع. Enter يُرسل، وShift+Enter يبدأ سطراً جديداً، وTab ينتقل إلى التالي.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Unknown link type {0}</source>
      <translation>نوع رابط غير معروف {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/preparer.py" />
      <source>Upload to the agent failed: {}. The message was not sent; try again.</source>
      <translation>فشل الرفع إلى الوكيل: {}. لم تُرسل الرسالة؛ حاول مرة أخرى.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Viewport</source>
      <translation>نطاق العرض</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Viewport: {0} in {1}</source>
      <translation>نطاق العرض: {0} في {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Visibility: visible layers {0}, hidden layers {1}, hidden classes {2}, filters {3}</source>
      <translation>الظهور: طبقات ظاهرة {0}، مخفية {1}، أصناف مخفية {2}، عوامل تصفية {3}</translation>
    </message>
    <message>
      <source>Visibility: {0} layer(s) visible, {1} hidden, {2} hidden class(es), {3} filter(s)</source>
      <translation type="vanished">الظهور: طبقات ظاهرة {0}، مخفية {1}، أصناف مخفية {2}، عوامل تصفية {3}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Visible layers</source>
      <translation>الطبقات الظاهرة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>W</source>
      <translation>غ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>WebSocket</source>
      <translation>WebSocket</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>WebSocket could not be opened ({0}): using HTTP streaming (SSE) instead.</source>
      <translation>تعذّر فتح WebSocket ({0}): يُستخدم بث HTTP (SSE) بدلاً منه.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>WebSocket handshake rejected (HTTP {0})</source>
      <translation>رُفضت مصافحة WebSocket (HTTP {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/client.py" />
      <source>WebSocket was chosen but the Python package 'websockets' is not installed: using HTTP streaming.</source>
      <translation>اختير WebSocket لكن حزمة Python 'websockets' غير مثبتة: يُستخدم بث HTTP.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/welcome.py" />
      <source>Welcome message</source>
      <translation>رسالة الترحيب</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>Where each feature's class comes from: the categories of a categorized renderer, none, or a field</source>
      <translation>من أين يأتي صنف كل ميزة: فئات عارض مصنّف، أو لا شيء، أو حقل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>Which shared layers and classes are visible, and their filters</source>
      <translation>أي الطبقات المشتركة والأصناف ظاهرة، وعوامل تصفيتها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>Workspace</source>
      <translation>مساحة العمل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You</source>
      <translation>أنت</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You approved this.</source>
      <translation>لقد وافقت على هذا.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>You rejected this.</source>
      <translation>لقد رفضت هذا.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Your FlyPix sign-in has expired or was revoked. Sign in again.</source>
      <translation>انتهت صلاحية تسجيل دخولك إلى FlyPix أو أُلغي. سجّل الدخول مرة أخرى.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>Your FlyPix sign-in has expired. Sign in again.</source>
      <translation>انتهت صلاحية تسجيل دخولك إلى FlyPix. سجّل الدخول مرة أخرى.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>Your answer</source>
      <translation>إجابتك</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Your answer to an approval request (approved)</source>
      <translation>إجابتك عن طلب موافقة (تمت الموافقة)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>Your answer to an approval request (rejected)</source>
      <translation>إجابتك عن طلب موافقة (مرفوض)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/controller.py" />
      <source>Your answer to the approval did not reach the agent. Please answer again.</source>
      <translation>لم تصل إجابتك عن طلب الموافقة إلى الوكيل. يُرجى الإجابة مرة أخرى.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>Your message</source>
      <translation>رسالتك</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Your message answers the question</source>
      <translation>رسالتك تُجيب عن السؤال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>Your message answers: “{0}”</source>
      <translation>رسالتك تُجيب عن: “{0}”</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/results_panel.py" />
      <source>Zoom to</source>
      <translation>تكبير إلى</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>a FlyPix artifact holds a JSON object</source>
      <translation>تحمل البيانات المرفقة في FlyPix كائن JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>agent health check did not answer ok</source>
      <translation>لم يُجب فحص سلامة الوكيل بـ ok</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>agent not reachable at {0} ({1})</source>
      <translation>لا يمكن الوصول إلى الوكيل في {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>an event of unknown type '{0}' was ignored</source>
      <translation>تم تجاهل حدث من نوع غير معروف '{0}'</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <location filename="../geosense_dock/map/references.py" />
      <source>and {0} more</source>
      <translation>و{0} أخرى</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>annotated</source>
      <translation>موسومة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>annotated layer</source>
      <translation>طبقة موسومة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>annotation id {0} (entry {1}) is not an integer</source>
      <translation>معرّف الحاشية {0} (المدخل {1}) ليس عدداً صحيحاً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>answering…</source>
      <translation>جارٍ الإجابة…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>app entities are not known here</source>
      <translation>كيانات التطبيق غير معروفة هنا</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>approved</source>
      <translation>تمت الموافقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>artifact reused by its hash (not uploaded again)</source>
      <translation>أُعيد استخدام البيانات المرفقة حسب قيمة التجزئة (لم تُرفع مرة أخرى)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>artifact uploaded now ({0})</source>
      <translation>رُفعت البيانات المرفقة الآن ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>artifact {0}: FlyPix's answer has no artifact_data</source>
      <translation>البيانات المرفقة {0}: لا تحتوي إجابة FlyPix على artifact_data</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>artifact {0}: the agent's answer has no artifact_data</source>
      <translation>البيانات المرفقة {0}: لا تحتوي إجابة الوكيل على artifact_data</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_contexts.py" />
      <source>artifact {0}: {1}</source>
      <translation>البيانات المرفقة {0}: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>backend tools</source>
      <translation>أدوات الخادم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>cancelled</source>
      <translation>أُلغيت</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>cannot read a coordinate at {0!r}</source>
      <translation>تعذّرت قراءة إحداثي عند {0!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>center</source>
      <translation>المركز</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>centroid</source>
      <translation>النقطة المركزية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>circumcenter</source>
      <translation>مركز الدائرة المحيطة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>closed for a new session</source>
      <translation>أُغلقت لجلسة جديدة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>confidence 1.0, the field {0} may not be sent</source>
      <translation>الثقة 1.0، لا يجوز إرسال الحقل {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection closed</source>
      <translation>أُغلق الاتصال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection closed ({0}: {1})</source>
      <translation>أُغلق الاتصال ({0}: {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>connection timed out</source>
      <translation>انتهت مهلة الاتصال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>could not reach FlyPix ({0})</source>
      <translation>تعذّر الوصول إلى FlyPix ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>could not reach FlyPix at {0} ({1})</source>
      <translation>تعذّر الوصول إلى FlyPix في {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>could not reach the agent ({0})</source>
      <translation>تعذّر الوصول إلى الوكيل ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>could not reach the agent at {0}: {1}</source>
      <translation>تعذّر الوصول إلى الوكيل في {0}: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>could not reach the agent: {0}</source>
      <translation>تعذّر الوصول إلى الوكيل: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>could not read the WMTS capabilities at {0} ({1})</source>
      <translation>تعذّرت قراءة إمكانات WMTS في {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>data not available: {0}</source>
      <translation>البيانات غير متاحة: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>done</source>
      <translation>تم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>error</source>
      <translation>خطأ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>failed</source>
      <translation>فشل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>feature {0} of “{1}” has no integer annotation id in the field “{2}” (choose the annotation id field in the layer's GeoSense settings)</source>
      <translation>الميزة {0} من “{1}” ليس لها معرّف حاشية عددي صحيح في الحقل “{2}” (اختر حقل معرّف الحاشية في إعدادات GeoSense للطبقة)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>features and attributes not known in this session</source>
      <translation>الميزات والسمات غير معروفة في هذه الجلسة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>find-similar could not start</source>
      <translation>تعذّر بدء البحث عن المشابه</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>find-similar needs a hint or at least one sample</source>
      <translation>يحتاج البحث عن المشابه إلى تلميح أو عيّنة واحدة على الأقل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/similarity.py" />
      <source>find-similar needs numpy, which is not installed with this Python</source>
      <translation>يحتاج البحث عن المشابه إلى numpy، وهي غير مثبتة مع هذا الإصدار من Python</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame has no 'type'</source>
      <translation>لا يحتوي الإطار على 'type'</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not JSON ({0})</source>
      <translation>الإطار ليس JSON ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not UTF-8: {0}</source>
      <translation>الإطار ليس UTF-8: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>frame is not a JSON object</source>
      <translation>الإطار ليس كائن JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>height</source>
      <translation>الارتفاع</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight attributes hold {0} characters of text for the ids; at most {1} can be shown</source>
      <translation>تحمل سمات الإبراز {0} حرفاً من النص للمعرّفات؛ ويمكن عرض {1} على الأكثر</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight data asks for {0} attribute values ({1} ids x {2} columns); at most {3} can be shown</source>
      <translation>تطلب بيانات الإبراز {0} قيمة سمة ({1} معرّفاً × {2} عموداً)؛ ويمكن عرض {3} على الأكثر</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>highlight data has {0} extra attributes; at most {1} can be shown</source>
      <translation>في بيانات الإبراز {0} سمة إضافية؛ ويمكن عرض {1} على الأكثر</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>in project {0}</source>
      <translation>في المشروع {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>inference</source>
      <translation>الاستدلال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>inference layer</source>
      <translation>طبقة الاستدلال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>interrupted</source>
      <translation>انقطعت</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>its layer was removed</source>
      <translation>أُزيلت طبقتها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>length</source>
      <translation>الطول</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>map view set</source>
      <translation>تم ضبط عرض الخريطة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>network error</source>
      <translation>خطأ في الشبكة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>no FlyPix project chosen: pick one in the FlyPix panel</source>
      <translation>لم يُختر مشروع FlyPix: اختر واحداً في لوحة FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>no answer in time</source>
      <translation>لا رد في الوقت المحدد</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>no classes, the field {0} may not be sent</source>
      <translation>بلا أصناف، لا يجوز إرسال الحقل {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>no layer has this class any more</source>
      <translation>لم تعد أي طبقة تحتوي هذا الصنف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>no position given</source>
      <translation>لم يُعطَ موضع</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>no reason given</source>
      <translation>لم يُذكر سبب</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no region layer holds this region</source>
      <translation>لا توجد طبقة مناطق تحتوي هذه المنطقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>no such artifact at {0} (HTTP 404)</source>
      <translation>لا توجد بيانات مرفقة كهذه في {0} (HTTP 404)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no such vector layer is shared</source>
      <translation>لا توجد طبقة متجهة مشتركة كهذه</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/similarity.py" />
      <source>no usable sample and no class matching the hint</source>
      <translation>لا توجد عيّنة صالحة للاستخدام ولا صنف يطابق التلميح</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>no value given</source>
      <translation>لم تُعطَ قيمة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>no vector layers are shared with GeoSense</source>
      <translation>لا توجد طبقات متجهة مشتركة مع GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <location filename="../geosense_dock/ui/settings_dialog.py" />
      <source>none</source>
      <translation>لا شيء</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>not an event stream</source>
      <translation>ليس تدفق أحداث</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>not answered</source>
      <translation>لم يُجَب</translation>
    </message>
    <message>
      <source>not available</source>
      <translation type="vanished">غير متاح</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_annotations.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>not sent</source>
      <translation>لم تُرسل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>not signed in</source>
      <translation>لم يُسجَّل الدخول</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>not signed in to FlyPix</source>
      <translation>لم يُسجَّل الدخول إلى FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>not stored (the server refused it)</source>
      <translation>لم يُحفظ (رفضه الخادم)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>nothing answers at that address: is the agent running?</source>
      <translation>لا شيء يجيب على هذا العنوان: هل الوكيل قيد التشغيل؟</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>nothing to open: it trained straight on a raster</source>
      <translation>لا شيء لفتحه: دُرّب مباشرة على طبقة نقطية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>official</source>
      <translation>رسمي</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/links.py" />
      <source>official model</source>
      <translation>نموذج رسمي</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>only its FlyPix vector id went (FlyPix holds its features)</source>
      <translation>لم يُرسل إلا معرّف متجه FlyPix الخاص بها (الميزات محفوظة في FlyPix)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>only the first {0} provenance records were read</source>
      <translation>قُرئت أول {0} من سجلات المصدر فقط</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>only vector layers can be referenced</source>
      <translation>يمكن الإشارة إلى الطبقات المتجهة فقط</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>pendingApproval must be an object</source>
      <translation>يجب أن يكون pendingApproval كائناً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>pendingApproval.credits must be a number</source>
      <translation>يجب أن يكون pendingApproval.credits رقماً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>project</source>
      <translation>المشروع</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>proxy tunnel failed ({0})</source>
      <translation>فشل نفق الوكيل الوسيط ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>proxy {0}:{1} not reachable ({2})</source>
      <translation>لا يمكن الوصول إلى الوكيل الوسيط {0}:{1} ({2})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>queued</source>
      <translation>في قائمة الانتظار</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>redirect not followed</source>
      <translation>لم تُتبع إعادة التوجيه</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>rejected</source>
      <translation>مرفوض</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>running</source>
      <translation>قيد التشغيل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>running {0}</source>
      <translation>جارٍ تشغيل {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>screenshot</source>
      <translation>لقطة شاشة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>server tool</source>
      <translation>أداة خادم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>set aside</source>
      <translation>مؤجلة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view needs bbox [minx, miny, maxx, maxy]</source>
      <translation>يحتاج set-map-view إلى bbox [minx, miny, maxx, maxy]</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: bbox value {0} is not a usable coordinate</source>
      <translation>set-map-view: قيمة bbox {0} ليست إحداثياً صالحاً للاستخدام</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: crs must be text such as "EPSG:3857"</source>
      <translation>set-map-view: يجب أن يكون crs نصاً مثل "EPSG:3857"</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: every bbox value must be a number, not {0}</source>
      <translation>set-map-view: يجب أن تكون كل قيمة في bbox رقماً، وليس {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>set-map-view: the bbox is outside what {0} can show</source>
      <translation>set-map-view: يقع bbox خارج ما يمكن أن يعرضه {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: the bbox must have minx &lt; maxx and miny &lt; maxy</source>
      <translation>set-map-view: يجب أن يكون في bbox أن minx &lt; maxx و miny &lt; maxy</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/map_view.py" />
      <source>set-map-view: the data is not JSON</source>
      <translation>set-map-view: البيانات ليست JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>started</source>
      <translation>بدأ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>stopped</source>
      <translation>توقف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>stopped by you</source>
      <translation>أوقفته أنت</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>stream_chunk.contexts must be a list</source>
      <translation>يجب أن يكون stream_chunk.contexts قائمة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <source>the FlyPix answer could not be handled ({0})</source>
      <translation>تعذّرت معالجة إجابة FlyPix ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_imagery.py" />
      <source>the WMTS capabilities are not XML ({0})</source>
      <translation>إمكانات WMTS ليست XML ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_imagery.py" />
      <source>the WMTS service has no layer {0}</source>
      <translation>لا توجد في خدمة WMTS طبقة باسم {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent</source>
      <translation>الوكيل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL has an invalid port</source>
      <translation>في عنوان URL للوكيل منفذ غير صالح</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL has no host</source>
      <translation>ليس في عنوان URL للوكيل مضيف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL must not contain a user name or password; enter the token in the API token field instead</source>
      <translation>يجب ألا يحتوي عنوان URL للوكيل على اسم مستخدم أو كلمة سر؛ أدخل الرمز في حقل رمز API بدلاً من ذلك</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent URL must start with http:// or https://</source>
      <translation>يجب أن يبدأ عنوان URL للوكيل بـ http:// أو https://</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent answered HTTP {0}{1}</source>
      <translation>أجاب الوكيل بـ HTTP {0}{1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered HTTP {1}: {2}</source>
      <translation>أجاب الوكيل في {0} بـ HTTP {1}: {2}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered with more than {1} MiB; the answer was dropped</source>
      <translation>أجاب الوكيل في {0} بأكثر من {1} ميبيبايت؛ أُسقطت الإجابة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} answered with something that is not JSON</source>
      <translation>أجاب الوكيل في {0} بشيء ليس JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} did not answer within {1:g} s</source>
      <translation>لم يُجب الوكيل في {0} خلال {1:g} ث</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the agent at {0} refused the access token (HTTP {1})</source>
      <translation>رفض الوكيل في {0} رمز الوصول (HTTP {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent closed the connection</source>
      <translation>أغلق الوكيل الاتصال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent redirected to another address ({0}); the redirect was not followed, because the token is only sent to {1}. If you trust that address, enter it as the agent URL in the GeoSense settings</source>
      <translation>أعاد الوكيل التوجيه إلى عنوان آخر ({0})؛ لم تُتبع إعادة التوجيه، لأن الرمز لا يُرسل إلا إلى {1}. إذا كنت تثق بذلك العنوان، فأدخله كعنوان URL للوكيل في إعدادات GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the agent redirected to {0}, which is not encrypted; the redirect was not followed, so neither the token nor your data left the encrypted connection</source>
      <translation>أعاد الوكيل التوجيه إلى {0}، وهو غير مشفّر؛ لم تُتبع إعادة التوجيه، فلم يغادر الرمز ولا بياناتك الاتصال المشفّر</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent refused the token (HTTP {0})</source>
      <translation>رفض الوكيل الرمز (HTTP {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame larger than {0} MiB; it was refused and the connection restarted</source>
      <translation>أرسل الوكيل إطاراً أكبر من {0} MiB؛ رُفض وأُعيد بدء الاتصال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame that could not be read: {0}</source>
      <translation>أرسل الوكيل إطاراً تعذّرت قراءته: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the agent sent a frame that was too large</source>
      <translation>أرسل الوكيل إطاراً كبيراً جداً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the agent sent an event that could not be read: {0}</source>
      <translation>أرسل الوكيل حدثاً تعذّرت قراءته: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the agent's session ended before you answered</source>
      <translation>انتهت جلسة الوكيل قبل أن تُجيب</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the answer was still streaming when the project was saved</source>
      <translation>كانت الإجابة لا تزال قيد البث عند حفظ المشروع</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>the artifact is too large for the agent (HTTP 413)</source>
      <translation>البيانات المرفقة كبيرة جداً بالنسبة للوكيل (HTTP 413)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>the connection to FlyPix at {0} broke ({1})</source>
      <translation>انقطع الاتصال بـ FlyPix في {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the connection to the agent was lost</source>
      <translation>فُقد الاتصال بالوكيل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the end of the answer could not be read</source>
      <translation>تعذّرت قراءة نهاية الإجابة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/link_actions.py" />
      <source>the feature is gone</source>
      <translation>الميزة لم تعد موجودة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>the feature was deleted</source>
      <translation>حُذفت الميزة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the highlight data has an empty 'ids' list</source>
      <translation>في بيانات الإبراز قائمة 'ids' فارغة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the highlight data has no 'ids'</source>
      <translation>ليس في بيانات الإبراز 'ids'</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the host name is not known</source>
      <translation>اسم المضيف غير معروف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>the id, type and visibility of the layers ({0}, {1} of them hidden)</source>
      <translation>المعرّف والنوع والظهور لعدد {0} من الطبقات، منها {1} مخفية</translation>
    </message>
    <message>
      <source>the id, type and visibility of {0} layer(s), {1} of them hidden</source>
      <translation type="vanished">المعرّف والنوع والظهور لعدد {0} من الطبقات، منها {1} مخفية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>the layer was removed</source>
      <translation>أُزيلت الطبقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_geosense.py" />
      <source>the message is empty</source>
      <translation>الرسالة فارغة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/tracker.py" />
      <source>the provenance of {0} accepted feature was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation>لم يُحفظ مصدر الميزات المقبولة (العدد: {0}) مع المشروع، لأنه سيتجاوز {1} MiB؛ اكتب المصدر في حقول للطبقات بهذا الحجم</translation>
    </message>
    <message>
      <source>the provenance of {0} accepted feature(s) was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation type="vanished">لم يُحفظ مصدر الميزات المقبولة (العدد: {0}) مع المشروع، لأنه سيتجاوز {1} MiB؛ اكتب المصدر في حقول للطبقات بهذا الحجم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/tracker.py" />
      <source>the provenance of {0} accepted features was not saved with the project, as it would be larger than {1} MiB; write provenance into fields for layers this large</source>
      <translation>لم يُحفظ مصدر الميزات المقبولة (العدد: {0}) مع المشروع، لأنه سيتجاوز {1} MiB؛ اكتب المصدر في حقول للطبقات بهذا الحجم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project could not be read: {0}</source>
      <translation>تعذّرت قراءة المصدر المحفوظ في المشروع: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project has an unknown shape</source>
      <translation>المصدر المحفوظ في المشروع ذو بنية غير معروفة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>the provenance saved in the project is larger than {0} MiB and was not read</source>
      <translation>المصدر المحفوظ في المشروع أكبر من {0} MiB ولم يُقرأ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy answered CONNECT with {0!r}</source>
      <translation>أجاب الوكيل الوسيط على CONNECT بـ {0!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy asks for credentials (HTTP 407); check the QGIS network settings</source>
      <translation>يطلب الوكيل الوسيط بيانات اعتماد (HTTP 407)؛ تحقّق من إعدادات الشبكة في QGIS</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy closed the connection during CONNECT</source>
      <translation>أغلق الوكيل الوسيط الاتصال أثناء CONNECT</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>the proxy did not let the WebSocket through: {0}</source>
      <translation>لم يسمح الوكيل الوسيط بمرور WebSocket: {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy refused the tunnel to {0} ({1})</source>
      <translation>رفض الوكيل الوسيط النفق إلى {0} ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>the proxy sent an oversized CONNECT answer</source>
      <translation>أرسل الوكيل الوسيط إجابة CONNECT كبيرة جداً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_errors.py" />
      <source>the request is too large for FlyPix</source>
      <translation>الطلب كبير جداً بالنسبة لـ FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/conversation.py" />
      <source>the session ended before you answered</source>
      <translation>انتهت الجلسة قبل أن تُجيب</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>the sharing policy in the GeoSense settings</source>
      <translation>سياسة المشاركة في إعدادات GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the stream broke ({0})</source>
      <translation>انقطع البث ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>the stream ended before [DONE]</source>
      <translation>انتهى البث قبل [DONE]</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool block has no data</source>
      <translation>ليس في كتلة الأداة بيانات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>the tool data cannot be used yet</source>
      <translation>لا يمكن استخدام بيانات الأداة بعد</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool data is not a JSON object</source>
      <translation>بيانات الأداة ليست كائن JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/model.py" />
      <source>the tool data is not valid JSON ({0})</source>
      <translation>بيانات الأداة ليست JSON صالحاً ({0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features are not a JSON object</source>
      <translation>ميزات المتجه ليست كائن JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features are not index-aligned ({0} has {1} entries for {2} ids)</source>
      <translation>ميزات المتجه غير متوافقة الفهارس (في {0} عدد {1} من المدخلات مقابل {2} من المعرّفات)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features have no data</source>
      <translation>ليس لميزات المتجه بيانات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_models.py" />
      <source>the vector's features have no ids list</source>
      <translation>ليس لميزات المتجه قائمة معرّفات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is empty</source>
      <translation>بيانات {0} فارغة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is missing</source>
      <translation>بيانات {0} مفقودة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is not UTF-8 text</source>
      <translation>بيانات {0} ليست نصاً بترميز UTF-8</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data is not valid JSON ({1})</source>
      <translation>بيانات {0} ليست JSON صالحاً ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/tools.py" />
      <source>the {0} data must be a JSON object</source>
      <translation>يجب أن تكون بيانات {0} كائن JSON</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_contexts.py" />
      <source>there is no GeoSense session with FlyPix yet (sign in and pick a project)</source>
      <translation>لا توجد جلسة GeoSense مع FlyPix بعد (سجّل الدخول واختر مشروعاً)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>these features were deleted</source>
      <translation>حُذفت هذه الميزات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>thickness</source>
      <translation>السُّمك</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>this costs credits</source>
      <translation>هذا يستهلك أرصدة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/export.py" />
      <source>this deletes data</source>
      <translation>هذا يحذف بيانات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <location filename="../geosense_dock/ui/render/elements/interactive.py" />
      <source>tool</source>
      <translation>أداة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>unauthorized (HTTP {0})</source>
      <translation>غير مصرّح (HTTP {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown</source>
      <translation>غير معروف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown CRS</source>
      <translation>نظام إحداثيات مرجعي غير معروف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/integration/client_tools.py" />
      <source>unknown CRS {0}</source>
      <translation>نظام إحداثيات مرجعي غير معروف {0}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>unknown artifact type {0!r} (expected one of {1})</source>
      <translation>نوع بيانات مرفقة غير معروف {0!r} (المتوقع واحد من {1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>unknown backend</source>
      <translation>خادم غير معروف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>unknown backend {0} (use geosense or flypix)</source>
      <translation>خادم غير معروف {0} (استخدم geosense أو flypix)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/resolve.py" />
      <source>unknown class</source>
      <translation>صنف غير معروف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>unknown coordinate system {0!r}</source>
      <translation>نظام إحداثيات غير معروف {0!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/settings.py" />
      <source>unknown transport {0} (use auto, websocket or sse)</source>
      <translation>وسيلة نقل غير معروفة {0} (استخدم auto أو websocket أو sse)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/transport.py" />
      <source>unsupported proxy scheme {0!r} (only HTTP proxies)</source>
      <translation>مخطط وكيل وسيط غير مدعوم {0!r} (وكلاء HTTP فقط)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>viewport</source>
      <translation>نطاق العرض</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/conversation_view.py" />
      <source>waiting for your approval</source>
      <translation>في انتظار موافقتك</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>width</source>
      <translation>العرض</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_gate.py" />
      <source>your administrator locked this setting</source>
      <translation>قفل المسؤول هذا الإعداد</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} does not hold exactly two coordinates</source>
      <translation>لا يحتوي {0!r} على إحداثيين بالضبط</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} gives the same axis twice</source>
      <translation>يذكر {0!r} المحور نفسه مرتين</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a finite number</source>
      <translation>{0!r} ليس رقماً منتهياً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a number</source>
      <translation>{0!r} ليس رقماً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a valid latitude/longitude</source>
      <translation>{0!r} ليس خط عرض/خط طول صالحاً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not a whole number</source>
      <translation>{0!r} ليس عدداً صحيحاً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is not an angle</source>
      <translation>{0!r} ليس زاوية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r} is outside the EPSG:3857 extent</source>
      <translation>{0!r} خارج مدى EPSG:3857</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r}: unknown area unit {1!r}</source>
      <translation>{0!r}: وحدة مساحة غير معروفة {1!r}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/markup/values.py" />
      <source>{0!r}: unknown length unit {1!r}</source>
      <translation>{0!r}: وحدة طول غير معروفة {1!r}</translation>
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
      <translation>{0} (كأصناف)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as confidences)</source>
      <translation>{0} (كدرجات ثقة)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} (as ids)</source>
      <translation>{0} (كمعرّفات)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/notice_cards.py" />
      <source>{0} (happened {1} times)</source>
      <translation>{0} (حدث {1} مرة)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} B</source>
      <translation>{0} B</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>{0} Locked by your administrator: {1}</source>
      <translation>{0} قفله المسؤول: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/policy_box.py" />
      <source>{0} Your administrator locked items this version does not know ({1}); everything is locked</source>
      <translation>{0} قفل المسؤول عناصر لا يعرفها هذا الإصدار ({1})؛ كل شيء مقفل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/dock.py" />
      <source>{0} already exists. Do you want to replace it?</source>
      <translation>{0} موجود مسبقاً. هل تريد استبداله؟</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/artifacts.py" />
      <source>{0} artifact is not JSON-serialisable: {1}</source>
      <translation>لا يمكن تحويل البيانات المرفقة {0} إلى JSON: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} credit</source>
      <translation>{0} رصيد</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} credits</source>
      <translation>{0} من الأرصدة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>{0} did not answer with an event stream ({1})</source>
      <translation>لم يُجب {0} بتدفق أحداث ({1})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} earlier step not shown here</source>
      <translation>خطوات سابقة غير معروضة هنا (العدد: {0})</translation>
    </message>
    <message>
      <source>{0} earlier step(s) not shown here</source>
      <translation type="vanished">خطوات سابقة غير معروضة هنا (العدد: {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} earlier steps not shown here</source>
      <translation>خطوات سابقة غير معروضة هنا (العدد: {0})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/activity_log.py" />
      <source>{0} failed</source>
      <translation>فشل {0}</translation>
    </message>
    <message>
      <source>{0} feature(s); attributes: {1}</source>
      <translation type="vanished">عدد الميزات {0}؛ السمات: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} feature; attributes: {1}</source>
      <translation>عدد الميزات {0}؛ السمات: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sent_disclosure.py" />
      <source>{0} features; attributes: {1}</source>
      <translation>عدد الميزات {0}؛ السمات: {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>{0} frame lacks '{1}'</source>
      <translation>ينقص الإطار {0} '{1}'</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/frames.py" />
      <source>{0} frame: '{1}' must be a string</source>
      <translation>الإطار {0}: يجب أن يكون '{1}' نصاً</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>{0} has no {1}</source>
      <translation>ليس لـ {0} {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/elements/references.py" />
      <source>{0} of {1}</source>
      <translation>{0} من {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} provenance record in the project was unreadable and was skipped</source>
      <translation>تعذّرت قراءة {0} من سجلات المصدر في المشروع فتم تخطيها</translation>
    </message>
    <message>
      <source>{0} provenance record(s) in the project were unreadable and were skipped</source>
      <translation type="vanished">تعذّرت قراءة {0} من سجلات المصدر في المشروع فتم تخطيها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} provenance records in the project were unreadable and were skipped</source>
      <translation>تعذّرت قراءة {0} من سجلات المصدر في المشروع فتم تخطيها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/render/units.py" />
      <source>{0} px</source>
      <translation>{0} px</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <source>{0} sent an event larger than {1} MiB ({2} MiB); it was refused and the rest of the answer kept</source>
      <translation>أرسل {0} حدثاً أكبر من {1} MiB ({2} MiB)؛ رُفض واحتُفظ ببقية الإجابة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · edited since</source>
      <translation>{0} · عُدّلت منذ ذلك</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · via {1}</source>
      <translation>{0} · عبر {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/provenance.py" />
      <source>{0} · via {1} · edited since</source>
      <translation>{0} · عبر {1} · عُدّلت منذ ذلك</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — class in {1}</source>
      <translation>{0} — صنف في {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — layer</source>
      <translation>{0} — طبقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>{0} — selected in {1}</source>
      <translation>{0} — محددة في {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/composer.py" />
      <source>{0} — {1}</source>
      <translation>{0} — {1}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_client.py" />
      <source>{0}; FlyPix asks to wait {1:.0f} s</source>
      <translation>{0}؛ يطلب FlyPix الانتظار {1:.0f} ث</translation>
    </message>
    <message>
      <location filename="../geosense_dock/core/protocol/flypix_transport.py" />
      <location filename="../geosense_dock/core/protocol/sse.py" />
      <location filename="../geosense_dock/core/protocol/ws_client.py" />
      <source>{0}; retrying in {1:.0f} s</source>
      <translation>{0}؛ إعادة المحاولة بعد {1:.0f} ث</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/sharing_panel.py" />
      <source>{} holds regions</source>
      <translation>{} تحتوي مناطق</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} layers</source>
      <translation>طبقات: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} selected</source>
      <translation>محددة: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/context_chips.py" />
      <source>{} sketches</source>
      <translation>رسوم تخطيطية: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” has no geometries</source>
      <translation>ليس في “{0}” أشكال هندسية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” holds regions, not annotations</source>
      <translation>تحتوي “{0}” مناطق، وليس حواشي</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” is a GeoSense result layer; refer to the layer it came from</source>
      <translation>“{0}” طبقة نتائج GeoSense؛ أشر إلى الطبقة التي جاءت منها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/references.py" />
      <source>“{0}” is not shared with GeoSense, so the agent cannot see its features. Share the layer?</source>
      <translation>“{0}” غير مشتركة مع GeoSense، لذا لا يمكن للوكيل رؤية ميزاتها. هل تُشارك الطبقة؟</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseAccept</name>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Accept {n} GeoSense suggestion</source>
      <translation>قبول اقتراحات GeoSense (العدد: {n})</translation>
    </message>
    <message>
      <source>Accept {n} GeoSense suggestion(s)</source>
      <translation type="vanished">قبول اقتراحات GeoSense (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Accept {n} GeoSense suggestions</source>
      <translation>قبول اقتراحات GeoSense (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>Topological points</source>
      <translation>النقاط الطوبولوجية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>adding the features failed</source>
      <translation>فشلت إضافة الميزات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>confidence is not a number in [0, 1]; left empty</source>
      <translation>الثقة ليست رقماً في [0, 1]؛ تُركت فارغة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>could not create the new features</source>
      <translation>تعذّر إنشاء الميزات الجديدة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>geometry is not base64</source>
      <translation>الهندسة ليست base64</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>invalid geometry that cannot be repaired ({why})</source>
      <translation>هندسة غير صالحة لا يمكن إصلاحها ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>no base64 geometry</source>
      <translation>لا توجد هندسة base64</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>no suggestion selected</source>
      <translation>لم يُحدد اقتراح</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>nothing is left of suggestion {n} once it avoids the features it may not overlap</source>
      <translation>لا يبقى شيء من الاقتراح {n} بعد أن يتجنب الميزات التي لا يجوز له التداخل معها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>nothing to accept</source>
      <translation>لا شيء لقبوله</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>some features the suggestions may not overlap are invalid and should be repaired</source>
      <translation>بعض الميزات التي لا يجوز للاقتراحات التداخل معها غير صالحة وينبغي إصلاحها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} breaks the constraint of the field {field} ({why})</source>
      <translation>الاقتراح {n} يخالف قيد الحقل {field} ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} breaks the soft constraint of the field {field} ({why})</source>
      <translation>الاقتراح {n} يخالف القيد غير الملزم للحقل {field} ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} cannot be stored as {type}</source>
      <translation>لا يمكن حفظ الاقتراح {n} كـ {type}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} cannot be transformed to {crs}: {err}</source>
      <translation>لا يمكن تحويل الاقتراح {n} إلى {crs}: {err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} has no geometry</source>
      <translation>ليس للاقتراح {n} هندسة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} is an invalid geometry ({why})</source>
      <translation>الاقتراح {n} هندسة غير صالحة ({why})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>suggestion {n} is an invalid polygon that cannot be repaired</source>
      <translation>الاقتراح {n} مضلع غير صالح لا يمكن إصلاحه</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the attribute form was cancelled</source>
      <translation>أُلغي نموذج السمات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the field {field} could not be created in {layer}</source>
      <translation>تعذّر إنشاء الحقل {field} في {layer}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the layer refused the new features</source>
      <translation>رفضت الطبقة الميزات الجديدة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the suggestion artifact is not a list</source>
      <translation>البيانات المرفقة للاقتراحات ليست قائمة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the suggestions mix geometry types</source>
      <translation>تخلط الاقتراحات أنواعاً مختلفة من الهندسة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the target is a GeoSense result layer</source>
      <translation>الهدف طبقة نتائج GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>the target is not a valid vector layer</source>
      <translation>الهدف ليس طبقة متجهة صالحة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>unreadable or empty WKB</source>
      <translation>WKB غير مقروء أو فارغ</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{layer} has no field {field}</source>
      <translation>ليس في {layer} حقل {field}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} cannot be edited</source>
      <translation>لا يمكن تعديل {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} does not allow adding features</source>
      <translation>لا يسمح {name} بإضافة ميزات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} has an edit under way (another tool's); finish it, then accept again</source>
      <translation>في {name} تعديل جارٍ (من أداة أخرى)؛ أكمله ثم اقبل مرة أخرى</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} holds {have} geometries, the suggestions are {want}s</source>
      <translation>يحتوي {name} أشكالاً هندسية من نوع {have}، والاقتراحات من نوع {want}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{name} is read-only</source>
      <translation>{name} للقراءة فقط</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{n} invalid geometries repaired</source>
      <translation>أُصلحت أشكال هندسية غير صالحة (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{n} invalid geometry repaired</source>
      <translation>أُصلح شكل هندسي غير صالح (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{value!r} does not fit field {field}</source>
      <translation>{value!r} لا يناسب الحقل {field}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/accept.py" />
      <source>{value!r} does not fit field {field}: {err}</source>
      <translation>{value!r} لا يناسب الحقل {field}: {err}</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseFlyPix</name>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>(empty)</source>
      <translation>(فارغ)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>({n} invalid geometries repaired)</source>
      <translation>(أُصلحت أشكال هندسية غير صالحة، العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>({n} invalid geometry repaired)</source>
      <translation>(أُصلح شكل هندسي غير صالح، العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>API key</source>
      <translation>مفتاح API</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Accept into FlyPix</source>
      <translation>القبول في FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Asking FlyPix what running “{model}” on {raster} costs…</source>
      <translation>جارٍ سؤال FlyPix عن كلفة تشغيل “{model}” على {raster}…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Balance: {available} credits available ({credits} minus {withheld} withheld).</source>
      <translation>الرصيد: {available} رصيدًا متاحًا ({credits} ناقص {withheld} محجوزًا).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Cancel</source>
      <translation>إلغاء</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Cancel its task in the status bar to give up.</source>
      <translation>ألغِ مهمته في شريط الحالة للتخلي عنه.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat about this project</source>
      <translation>الدردشة حول هذا المشروع</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>Chat backend</source>
      <translation>خادم الدردشة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat project: none yet (load a vector or choose a project)</source>
      <translation>مشروع الدردشة: لا يوجد بعد (حمّل متجهاً أو اختر مشروعاً)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Chat project: {name}</source>
      <translation>مشروع الدردشة: {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Confidence for suggestions without one</source>
      <translation>الثقة للاقتراحات التي لا ثقة لها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Confidence when a suggestion has none:</source>
      <translation>الثقة عندما لا يكون للاقتراح ثقة:</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Create {n} annotation of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation>هل تُنشئ حواشي من الصنف “{cls}” في متجه FlyPix “{vector}” (العدد: {n})؟</translation>
    </message>
    <message>
      <source>Create {n} annotation(s) of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation type="vanished">هل تُنشئ حواشي من الصنف “{cls}” في متجه FlyPix “{vector}” (العدد: {n})؟</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Create {n} annotations of class “{cls}” in the FlyPix vector “{vector}”?</source>
      <translation>هل تُنشئ حواشي من الصنف “{cls}” في متجه FlyPix “{vector}” (العدد: {n})؟</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw an inference region on the map: left click adds a vertex, right click finishes, Esc cancels</source>
      <translation>ارسم منطقة استدلال على الخريطة: النقر الأيسر يضيف رأسًا، والنقر الأيمن ينهي، وEsc يلغي</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw region</source>
      <translation>ارسم منطقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Draw the region on the map: left click adds a vertex, right click finishes, Esc cancels.</source>
      <translation>ارسم المنطقة على الخريطة: النقر الأيسر يضيف رأسًا، والنقر الأيمن ينهي، وEsc يلغي.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Drawing cancelled; no region was sent.</source>
      <translation>أُلغي الرسم؛ لم تُرسل أي منطقة.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Enter your FlyPix API key.</source>
      <translation>أدخل مفتاح FlyPix API الخاص بك.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Enter your FlyPix user name and password.</source>
      <translation>أدخل اسم المستخدم وكلمة السر الخاصين بك في FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Estimated cost: {cost} credits ({pixels} pixels).</source>
      <translation>الكلفة المقدّرة: {cost} رصيدًا ({pixels} بكسل).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>FlyPix</source>
      <translation>FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix (sign in with an API key or your FlyPix account)</source>
      <translation>FlyPix (سجّل الدخول بمفتاح API أو بحسابك في FlyPix)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix API key</source>
      <translation>مفتاح FlyPix API</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix URL</source>
      <translation>عنوان URL لـ FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>FlyPix URL: {reason}</source>
      <translation>عنوان URL لـ FlyPix: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix class</source>
      <translation>صنف FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix did not say whether it stored it and the vector could not be read back; load the vector again before accepting it again</source>
      <translation>لم يذكر FlyPix إن كان قد حفظه وتعذّرت إعادة قراءة المتجه؛ حمّل المتجه مرة أخرى قبل قبوله من جديد</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix did not store it</source>
      <translation>لم يحفظه FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix has no model for this project.</source>
      <translation>لا يملك FlyPix أي نموذج لهذا المشروع.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix inference {id}</source>
      <translation>استدلال FlyPix {id}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix inferences being watched</source>
      <translation>استدلالات FlyPix المتابَعة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>FlyPix is busy (HTTP {status}), asking again in {seconds} s (at {time}).</source>
      <translation>FlyPix مشغول (HTTP {status})، سيُعاد الطلب بعد {seconds} ث (عند {time}).</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>FlyPix model</source>
      <translation>نموذج FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix needs a confidence for each annotation; suggestions without one get this value</source>
      <translation>يحتاج FlyPix إلى ثقة لكل حاشية؛ تحصل الاقتراحات التي لا ثقة لها على هذه القيمة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix password</source>
      <translation>كلمة سر FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>FlyPix projects, folders, rasters and vectors</source>
      <translation>مشاريع FlyPix ومجلداتها وطبقاتها النقطية والمتجهة</translation>
    </message>
    <message>
      <source>FlyPix refused {n} suggestion(s); they stay in the suggestion layer: {why}</source>
      <translation type="vanished">رفض FlyPix اقتراحات (العدد: {n})؛ تبقى في طبقة الاقتراحات: {why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix refused {n} suggestion; it stays in the suggestion layer: {why}</source>
      <translation>رفض FlyPix اقتراحات (العدد: {n})؛ تبقى في طبقة الاقتراحات: {why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix refused {n} suggestions; they stay in the suggestion layer: {why}</source>
      <translation>رفض FlyPix اقتراحات (العدد: {n})؛ تبقى في طبقة الاقتراحات: {why}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>FlyPix user name</source>
      <translation>اسم مستخدم FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix vector</source>
      <translation>متجه FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix: creating {n} annotation</source>
      <translation>FlyPix: جارٍ إنشاء الحواشي (العدد: {n})</translation>
    </message>
    <message>
      <source>FlyPix: creating {n} annotation(s)</source>
      <translation type="vanished">FlyPix: جارٍ إنشاء الحواشي (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>FlyPix: creating {n} annotations</source>
      <translation>FlyPix: جارٍ إنشاء الحواشي (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: estimating the run</source>
      <translation>FlyPix: جارٍ تقدير التشغيل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: inference status</source>
      <translation>FlyPix: حالة الاستدلال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>FlyPix: listing</source>
      <translation>FlyPix: جارٍ السرد</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: listing models</source>
      <translation>FlyPix: جارٍ سرد النماذج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>FlyPix: loading {name}</source>
      <translation>FlyPix: جارٍ تحميل {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>FlyPix: renewing a download link</source>
      <translation>FlyPix: تجديد رابط تنزيل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: sending a region</source>
      <translation>FlyPix: جارٍ إرسال منطقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/session.py" />
      <source>FlyPix: signing in</source>
      <translation>FlyPix: جارٍ تسجيل الدخول</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>FlyPix: starting the model</source>
      <translation>FlyPix: جارٍ بدء النموذج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>FlyPix: {raster}</source>
      <translation>FlyPix: {raster}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>GeoSense agent (the agent URL above)</source>
      <translation>وكيل GeoSense (عنوان URL للوكيل أعلاه)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Imagery</source>
      <translation>الصور</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>List models</source>
      <translation>اعرض النماذج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Load</source>
      <translation>تحميل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Load a FlyPix vector and show suggestions first.</source>
      <translation>حمّل متجه FlyPix واعرض الاقتراحات أولاً.</translation>
    </message>
    <message>
      <source>Load the selected vector or regions as a layer</source>
      <translation type="vanished">تحميل المتجه المحدد أو المناطق كطبقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Load the selected vector, regions or imagery as a layer</source>
      <translation>تحميل المتجه أو المناطق أو الصور المحددة كطبقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading cancelled; nothing was added.</source>
      <translation>أُلغي التحميل؛ لم يُضف شيء.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading {what}…</source>
      <translation>جارٍ تحميل {what}…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Loading…</source>
      <translation>جارٍ التحميل…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Message not sent: {reason}</source>
      <translation>لم تُرسل الرسالة: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>No region sent: {reason}</source>
      <translation>لم تُرسل أي منطقة: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Not accepted, FlyPix is unchanged: {reason}</source>
      <translation>لم يُقبل، ولم يتغير FlyPix: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Not accepted: {reason}</source>
      <translation>لم يُقبل: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: FlyPix did not say which tenant the raster belongs to.</source>
      <translation>لم يُشغَّل: لم يذكر FlyPix المستأجر الذي تنتمي إليه النقطية.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: cancelled; nothing was started in FlyPix.</source>
      <translation>لم يُشغَّل: أُلغي؛ لم يبدأ أي شيء في FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: {reason}</source>
      <translation>لم يُشغَّل: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Not run: “{model}” would cost {cost} credits and the tenant has {available} available ({credits} minus {withheld} withheld). Top up the balance in FlyPix or make the inference regions smaller.</source>
      <translation>لم يُشغَّل: سيكلّف “{model}” {cost} رصيدًا، والمتاح للمستأجر {available} ({credits} ناقص {withheld} محجوزًا). اشحن الرصيد في FlyPix أو صغّر مناطق الاستدلال.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Not signed in to FlyPix ({url})</source>
      <translation>لم يُسجَّل الدخول إلى FlyPix ({url})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>Nothing was loaded: {reason}</source>
      <translation>لم يُحمَّل شيء: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Or create them as FlyPix annotations:</source>
      <translation>أو أنشئها كحواشٍ في FlyPix:</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Password</source>
      <translation>كلمة السر</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/extension.py" />
      <source>Press Stop to give up.</source>
      <translation>اضغط «إيقاف» للتخلي عنه.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Raster: {name}</source>
      <translation>النقطية: {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Refresh</source>
      <translation>تحديث</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Regions</source>
      <translation>المناطق</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>Regions of {raster}</source>
      <translation>مناطق {raster}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Remember in the QGIS authentication database</source>
      <translation>التذكّر في قاعدة بيانات المصادقة في QGIS</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run FlyPix's official model “{model}” on the inference regions of {raster}?</source>
      <translation>هل تشغّل نموذج FlyPix الرسمي “{model}” على مناطق الاستدلال في {raster}؟</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run a FlyPix model</source>
      <translation>تشغيل نموذج FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Run a model where you point</source>
      <translation>شغّل نموذجًا حيث تشير</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Run the project's model “{model}” on the inference regions of {raster}?</source>
      <translation>هل تشغّل نموذج المشروع “{model}” على مناطق الاستدلال في {raster}؟</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Run…</source>
      <translation>تشغيل…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>See what the run costs and the tenant's balance, then confirm</source>
      <translation>اطّلع على كلفة التشغيل ورصيد المستأجر، ثم أكّد</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Select a raster in the list above.</source>
      <translation>اختر نقطية من القائمة أعلاه.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Send the selected polygons of the active layer as inference regions</source>
      <translation>أرسل المضلعات المحددة في الطبقة النشطة كمناطق استدلال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sending {n} region to {raster}…</source>
      <translation>جارٍ إرسال {n} منطقة إلى {raster}…</translation>
    </message>
    <message>
      <source>Sending {n} region(s) to {raster}…</source>
      <translation type="vanished">جارٍ إرسال {n} منطقة إلى {raster}…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sending {n} regions to {raster}…</source>
      <translation>جارٍ إرسال {n} منطقة إلى {raster}…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Server: {url}</source>
      <translation>الخادم: {url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Sign in</source>
      <translation>تسجيل الدخول</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Sign in to FlyPix</source>
      <translation>تسجيل الدخول إلى FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>Sign in to FlyPix to accept suggestions into a FlyPix vector.</source>
      <translation>سجّل الدخول إلى FlyPix لقبول الاقتراحات في متجه FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign in to FlyPix to browse.</source>
      <translation>سجّل الدخول إلى FlyPix للاستعراض.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sign in to FlyPix to run a model.</source>
      <translation>سجّل الدخول إلى FlyPix لتشغيل نموذج.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Sign in to FlyPix to send a region.</source>
      <translation>سجّل الدخول إلى FlyPix لإرسال منطقة.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign in…</source>
      <translation>تسجيل الدخول…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Sign out</source>
      <translation>تسجيل الخروج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Signed in as {user} at {url}</source>
      <translation>مسجّل الدخول باسم {user} في {url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>Signed in with an API key at {url}</source>
      <translation>مسجّل الدخول بمفتاح API في {url}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>Signing in…</source>
      <translation>جارٍ تسجيل الدخول…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Stop watching</source>
      <translation>أوقف المتابعة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Stopped watching “{model}” on {raster}: {reason}</source>
      <translation>أُوقفت متابعة “{model}” على {raster}: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>Stopped watching “{model}” on {raster}; the inference goes on in FlyPix.</source>
      <translation>أُوقفت متابعة “{model}” على {raster}؛ يستمر الاستدلال في FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>The chat now talks about {name}.</source>
      <translation>تتحدث الدردشة الآن عن {name}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/imagery.py" />
      <source>The download link of {name} expired and FlyPix gave no new one. {reason}</source>
      <translation>انتهت صلاحية رابط تنزيل {name} ولم يُعطِ FlyPix رابطاً جديداً. {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The models could not be listed: {reason}</source>
      <translation>تعذّر سرد النماذج: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The previous region is still being sent to FlyPix.</source>
      <translation>ما زالت المنطقة السابقة تُرسل إلى FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The previous run is still being prepared.</source>
      <translation>ما زال التشغيل السابق قيد التحضير.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>The previous suggestions are still being sent to FlyPix.</source>
      <translation>لا تزال الاقتراحات السابقة قيد الإرسال إلى FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>The status of “{model}” could not be read: {reason}; asking again in {seconds:.0f} s.</source>
      <translation>تعذّرت قراءة حالة “{model}”: {reason}؛ سيُسأل مجددًا بعد {seconds:.0f} ث.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>Use selected polygons</source>
      <translation>استخدم المضلعات المحددة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>User name</source>
      <translation>اسم المستخدم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>User name and password</source>
      <translation>اسم المستخدم وكلمة السر</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/settings_box.py" />
      <source>Your FlyPix API key, or user name and password, are kept in the QGIS authentication database.</source>
      <translation>يُحفظ مفتاح FlyPix API أو اسم المستخدم وكلمة السر في قاعدة بيانات المصادقة في QGIS.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>annotated</source>
      <translation>موسومة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>choose one of the project's classes</source>
      <translation>اختر أحد أصناف المشروع</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>failed ({status})</source>
      <translation>فشل ({status})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>finished, loading the results…</source>
      <translation>اكتمل، جارٍ تحميل النتائج…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>finished, results loaded</source>
      <translation>اكتمل، حُمّلت النتائج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/signin.py" />
      <source>from your FlyPix account settings</source>
      <translation>من إعدادات حسابك في FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>inference</source>
      <translation>الاستدلال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/loader.py" />
      <source>loading failed ({error}); see the GeoSense log</source>
      <translation>فشل التحميل ({error})؛ راجع سجل GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>no polygon is selected in “{name}”</source>
      <translation>لا يوجد مضلع محدد في “{name}”</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>no suggestion selected</source>
      <translation>لم يُحدد اقتراح</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>no usable polygon</source>
      <translation>لا يوجد مضلع صالح للاستخدام</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>polygon {n} cannot be brought to EPSG:3857: {err}</source>
      <translation>لا يمكن تحويل المضلع {n} إلى EPSG:3857: {err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>polygon {n} is not a usable polygon</source>
      <translation>المضلع {n} ليس مضلعًا صالحًا للاستخدام</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>select polygons in a polygon layer first (the active layer is none)</source>
      <translation>حدّد أولًا مضلعات في طبقة مضلعات (لا توجد طبقة نشطة)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>suggestion {n} cannot be brought to EPSG:3857: {err}</source>
      <translation>لا يمكن نقل الاقتراح {n} إلى EPSG:3857: {err}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>suggestion {n} is not a usable polygon</source>
      <translation>الاقتراح {n} ليس مضلعاً صالحاً للاستخدام</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>the active layer “{name}” has no polygons</source>
      <translation>الطبقة النشطة “{name}” لا تحتوي على مضلعات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>the confidence for suggestions without one must be between 0 and 1</source>
      <translation>يجب أن تكون الثقة للاقتراحات التي لا ثقة لها بين 0 و1</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>unclassified</source>
      <translation>غير مصنّف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{error}; see the GeoSense log</source>
      <translation>{error}؛ راجع سجل GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{model} on {raster}: {status}</source>
      <translation>{model} على {raster}: {status}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/run_box.py" />
      <source>{name} (FlyPix)</source>
      <translation>{name} (FlyPix)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{name} is not a vector loaded from FlyPix</source>
      <translation>{name} ليس متجهاً محمّلاً من FlyPix</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded</source>
      <translation>حُمّلت {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded: {n} feature</source>
      <translation>حُمّل {name}: عدد الميزات {n}</translation>
    </message>
    <message>
      <source>{name} loaded: {n} feature(s)</source>
      <translation type="vanished">حُمّل {name}: عدد الميزات {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/panel.py" />
      <source>{name} loaded: {n} features</source>
      <translation>حُمّل {name}: عدد الميزات {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} annotation created in FlyPix (id {ids})</source>
      <translation>أُنشئت حواشٍ في FlyPix (العدد: {n}، المعرّفات {ids})</translation>
    </message>
    <message>
      <source>{n} annotation(s) created in FlyPix (ids {ids})</source>
      <translation type="vanished">أُنشئت حواشٍ في FlyPix (العدد: {n}، المعرّفات {ids})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} annotations created in FlyPix (ids {ids})</source>
      <translation>أُنشئت حواشٍ في FlyPix (العدد: {n}، المعرّفات {ids})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{n} inference region added to {raster} in FlyPix.</source>
      <translation>أُضيفت {n} منطقة استدلال إلى {raster} في FlyPix.</translation>
    </message>
    <message>
      <source>{n} inference region(s) added to {raster} in FlyPix.</source>
      <translation type="vanished">أُضيفت {n} منطقة استدلال إلى {raster} في FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{n} inference regions added to {raster} in FlyPix.</source>
      <translation>أُضيفت {n} منطقة استدلال إلى {raster} في FlyPix.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} invalid polygon repaired</source>
      <translation>أُصلحت مضلعات غير صالحة (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} invalid polygon that could not be repaired (skipped)</source>
      <translation>تم تخطي مضلعات غير صالحة تعذّر إصلاحها (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} not a polygon (skipped)</source>
      <translation>تم تخطي أشكال ليست مضلعات (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/region_tool.py" />
      <source>{n} polygons are too many for one upload (at most {max})</source>
      <translation>{n} مضلعًا أكثر من اللازم لرفع واحد (الحد الأقصى {max})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} suggestion has no confidence and is sent with {value:.2f}.</source>
      <translation>ليس لاقتراحات ثقة (العدد: {n}) فتُرسل بالقيمة {value:.2f}.</translation>
    </message>
    <message>
      <source>{n} suggestion(s) have no confidence and are sent with {value:.2f}.</source>
      <translation type="vanished">ليس لاقتراحات ثقة (العدد: {n}) فتُرسل بالقيمة {value:.2f}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/accept.py" />
      <source>{n} suggestions have no confidence and are sent with {value:.2f}.</source>
      <translation>ليس لاقتراحات ثقة (العدد: {n}) فتُرسل بالقيمة {value:.2f}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/layers.py" />
      <source>{n} unreadable geometry (skipped)</source>
      <translation>تم تخطي أشكال هندسية غير مقروءة (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>{status}; the last check failed: {reason}</source>
      <translation>{status}؛ فشل آخر تحقق: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” failed on {raster} (FlyPix says {status}); nothing was loaded.</source>
      <translation>فشل “{model}” على {raster} (يقول FlyPix {status})؛ لم يُحمَّل شيء.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” finished on {raster}, but FlyPix lists no new inference vector.</source>
      <translation>اكتمل “{model}” على {raster}، لكن FlyPix لا يسرد متجه استدلال جديدًا.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” finished on {raster}: {name} loaded, ready to ask about and accept.</source>
      <translation>اكتمل “{model}” على {raster}: حُمّل {name}، جاهز للسؤال عنه وقبوله.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/flypix/runs.py" />
      <source>“{model}” is running on {raster} in FlyPix; its status is followed here.</source>
      <translation>يعمل “{model}” على {raster} في FlyPix؛ تُتابَع حالته هنا.</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseProcessing</name>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>A class hint needs a class field; the hint was not used</source>
      <translation>يحتاج تلميح الصنف إلى حقل الصنف؛ لم يُستخدم التلميح</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Accept suggestions into a layer</source>
      <translation>قبول الاقتراحات في طبقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Adds the polygons of the suggestions layer whose confidence is at least the minimum to the target layer, as the GeoSense accept does. Geometries are transformed and repaired, the class value and the provenance are written, and all of it is one undo step. Suggestions that cannot be added are refused and the log says why. A target in the project keeps the changes in its edit buffer unless you save them; any other target is saved.</source>
      <translation>يضيف إلى الطبقة الهدف مضلعات طبقة الاقتراحات التي لا تقل ثقتها عن الحد الأدنى، كما يفعل القبول في GeoSense. تُحوَّل الهندسات وتُصلَح، وتُكتب قيمة الصنف والمصدر، ويكون ذلك كله خطوة تراجع واحدة. تُرفض الاقتراحات التي لا يمكن إضافتها ويذكر السجل السبب. تحتفظ الطبقة الهدف الموجودة في المشروع بالتغييرات في ذاكرة التعديل إلى أن تحفظها؛ وتُحفظ أي طبقة هدف أخرى.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>An overlap needs polygon layers</source>
      <translation>يحتاج التداخل إلى طبقات مضلعات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Area</source>
      <translation>المساحة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Choose at least one shape descriptor</source>
      <translation>اختر واصف شكل واحداً على الأقل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Choose reference features or a class hint</source>
      <translation>اختر ميزات مرجعية أو تلميح صنف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Class field</source>
      <translation>حقل الصنف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Class hint</source>
      <translation>تلميح الصنف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Class value</source>
      <translation>قيمة الصنف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Compactness</source>
      <translation>الاكتناز</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Confidence field</source>
      <translation>حقل الثقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Connecting lines</source>
      <translation>خطوط الربط</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Convexity</source>
      <translation>التحدّب</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Distance</source>
      <translation>المسافة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Elongation</source>
      <translation>الاستطالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Feature {fid} refused ({reason})</source>
      <translation>رُفضت الميزة {fid} ({reason})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Features added</source>
      <translation>الميزات المضافة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Features added to {layer}: {n}; suggestions refused: {refused}</source>
      <translation>أُضيفت ميزات إلى {layer} (العدد: {n})؛ رُفضت اقتراحات (العدد: {refused})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Features near or overlapping</source>
      <translation>الميزات القريبة أو المتداخلة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/base.py" />
      <source>Find features</source>
      <translation>البحث عن الميزات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Find similar features</source>
      <translation>البحث عن الميزات المشابهة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Finds the polygons of the input layer whose shape is most like the reference features (area, compactness, elongation, orientation, convexity, vertex count), as the GeoSense find similar does. References are the selected features, the features matching an expression, or the features of a reference layer. A class hint keeps the candidates of the classes it names. The output has the similarity score (0 to 1) and the rank of each feature found.</source>
      <translation>يبحث عن مضلعات طبقة الإدخال الأقرب شكلاً إلى الميزات المرجعية (المساحة، الاكتناز، الاستطالة، التوجيه، التحدّب، عدد القمم)، كما يفعل «البحث عن المشابه» في GeoSense. المراجع هي الميزات المحددة، أو الميزات المطابقة لتعبير، أو ميزات طبقة المرجع. يُبقي تلميح الصنف على مرشحي الأصناف التي يسمّيها. يتضمن المخرج درجة التشابه (من 0 إلى 1) وترتيب كل ميزة يُعثر عليها.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/provider.py" />
      <source>GeoSense find similar, features near and accept suggestions</source>
      <translation>GeoSense: البحث عن المشابه والميزات القريبة وقبول الاقتراحات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Input layer</source>
      <translation>طبقة الإدخال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Minimum confidence</source>
      <translation>الحد الأدنى للثقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Minimum overlap (share of the smaller feature)</source>
      <translation>الحد الأدنى للتداخل (نسبةً إلى الميزة الأصغر)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Minimum similarity (0 for automatic)</source>
      <translation>الحد الأدنى للتشابه (0 للتحديد التلقائي)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Mode</source>
      <translation>الوضع</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Nothing to accept</source>
      <translation>لا شيء لقبوله</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Nothing was added to {layer} ({reason})</source>
      <translation>لم يُضف شيء إلى {layer} ({reason})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Number of features (0 for no limit)</source>
      <translation>عدد الميزات (0 بلا حد)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Number of similar features</source>
      <translation>عدد الميزات المشابهة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Orientation</source>
      <translation>التوجيه</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Overlap</source>
      <translation>تداخل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Pairs</source>
      <translation>الأزواج</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Pairs each source feature with the target features within a distance (in the source layer's units) or overlapping it, as the GeoSense highlight shows them. The pairs keep the source geometry and the attributes of both features, with the distance and the length of the connecting line in metres on the ellipsoid, or the overlap as a share of the smaller feature. For a distance the connecting lines are a second output.</source>
      <translation>يقرن كل ميزة من طبقة المصدر بميزات الطبقة الهدف الواقعة ضمن مسافة (بوحدات طبقة المصدر) أو المتداخلة معها، كما يعرضها الإبراز في GeoSense. تحتفظ الأزواج بهندسة المصدر وبسمات الميزتين، مع المسافة وطول خط الربط بالأمتار على الإهليلج، أو التداخل نسبةً إلى الميزة الأصغر. في حالة المسافة تكون خطوط الربط مخرجاً ثانياً.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Reasons for refusals</source>
      <translation>أسباب الرفض</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Reference features (expression)</source>
      <translation>الميزات المرجعية (تعبير)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Reference layer</source>
      <translation>طبقة المرجع</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Save the edits of the target layer</source>
      <translation>حفظ تعديلات الطبقة الهدف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Selected features are the references</source>
      <translation>الميزات المحددة هي المراجع</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Shape descriptors</source>
      <translation>واصفات الشكل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Similar features</source>
      <translation>الميزات المشابهة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Source layer</source>
      <translation>طبقة المصدر</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/base.py" />
      <source>Suggestions</source>
      <translation>الاقتراحات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Suggestions layer</source>
      <translation>طبقة الاقتراحات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>Suggestions refused</source>
      <translation>الاقتراحات المرفوضة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>Target layer</source>
      <translation>الطبقة الهدف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The class hint names no class of the class field; it was not used</source>
      <translation>لا يسمّي تلميح الصنف أي صنف من حقل الصنف؛ لم يُستخدم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>The edits of {layer} could not be saved ({errors})</source>
      <translation>تعذّر حفظ تعديلات {layer} ({errors})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>The input layer has no field {field}</source>
      <translation>لا يوجد في طبقة الإدخال الحقل {field}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The input layer has no selected features</source>
      <translation>لا توجد ميزات محددة في طبقة الإدخال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>The reference expression is not valid ({error})</source>
      <translation>تعبير المرجع غير صالح ({error})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>Vertex count</source>
      <translation>عدد القمم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>confidence {value:.2f} is below {minimum:.2f}</source>
      <translation>الثقة {value:.2f} أقل من {minimum:.2f}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>no confidence value</source>
      <translation>لا توجد قيمة للثقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>the confidence is not a number from 0 to 1</source>
      <translation>الثقة ليست عدداً من 0 إلى 1</translation>
    </message>
    <message>
      <source>{n} feature(s) added to {layer}; {refused} suggestion(s) refused</source>
      <translation type="vanished">أُضيفت ميزات إلى {layer} (العدد: {n})؛ رُفضت اقتراحات (العدد: {refused})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>{n} geometries repaired</source>
      <translation>أُصلحت هندسات (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/accept_suggestions.py" />
      <source>{n} geometry repaired</source>
      <translation>أُصلحت هندسة (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>{n} pair found</source>
      <translation>عُثر على أزواج (العدد: {n})</translation>
    </message>
    <message>
      <source>{n} pair(s) found</source>
      <translation type="vanished">عُثر على أزواج (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/features_near.py" />
      <source>{n} pairs found</source>
      <translation>عُثر على أزواج (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>{n} similar feature found</source>
      <translation>عُثر على ميزات مشابهة (العدد: {n})</translation>
    </message>
    <message>
      <source>{n} similar feature(s) found</source>
      <translation type="vanished">عُثر على ميزات مشابهة (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/processing/find_similar.py" />
      <source>{n} similar features found</source>
      <translation>عُثر على ميزات مشابهة (العدد: {n})</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseProvenance</name>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>A convenience, with a call into Python for each feature. To style, label or filter a large layer, write provenance into fields (Provenance… beside Accept into) and use the field instead.</source>
      <translation>وسيلة مريحة، مع استدعاء لـ Python لكل ميزة. لتنسيق طبقة كبيرة أو وضع تسميات عليها أو تصفيتها، اكتب المصدر في حقول (المصدر… بجانب القبول في) واستخدم الحقل بدلاً منها.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Accepted at</source>
      <translation>تاريخ القبول</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Accepted by</source>
      <translation>قبله</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Answer (excerpt)</source>
      <translation>الإجابة (مقتطف)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Backend</source>
      <translation>الخادم</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Confidence</source>
      <translation>الثقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Conversation id</source>
      <translation>معرّف المحادثة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Examples</source>
      <translation>أمثلة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Keys</source>
      <translation>المفاتيح</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Message id</source>
      <translation>معرّف الرسالة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>Suggested by GeoSense</source>
      <translation>اقترحه GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Syntax</source>
      <translation>الصياغة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>Where a feature accepted from a GeoSense suggestion came from. NULL for features GeoSense did not suggest.</source>
      <translation>من أين جاءت ميزة قُبلت من اقتراح GeoSense. NULL للميزات التي لم يقترحها GeoSense.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/expression.py" />
      <source>geosense_provenance: unknown key {key!r}; one of {keys}</source>
      <translation>geosense_provenance: مفتاح غير معروف {key!r}؛ واحد من {keys}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>{key} cannot be written into a field</source>
      <translation>لا يمكن كتابة {key} في حقل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>{layer} already has a field “{name}” of another type</source>
      <translation>في {layer} حقل “{name}” من نوع آخر</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is chosen twice</source>
      <translation>اختير “{name}” مرتين</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is longer than the {n} characters a field name of {layer} may have</source>
      <translation>“{name}” أطول من {n} حروف، وهو أقصى طول لاسم حقل في {layer}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is not a usable field name (letters, digits and _, at most 63)</source>
      <translation>“{name}” ليس اسم حقل صالحاً للاستخدام (حروف وأرقام و_، بحد أقصى 63)</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/provenance/options.py" />
      <source>“{name}” is the name of GeoSense's own virtual field</source>
      <translation>“{name}” هو اسم الحقل الافتراضي الخاص بـ GeoSense</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseResolver</name>
    <message>
      <location filename="../geosense_dock/map/resolver.py" />
      <source>{0} (not saved yet)</source>
      <translation>{0} (لم يُحفظ بعد)</translation>
    </message>
  </context>
  <context>
    <name>GeoSenseResults</name>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>Could not write {path}: {message}</source>
      <translation>تعذّرت كتابة {path}: {message}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar failed</source>
      <translation>فشل البحث عن المشابه</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar failed: {}</source>
      <translation>فشل البحث عن المشابه: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar needs numpy, which is not installed</source>
      <translation>يحتاج البحث عن المشابه إلى numpy، وهي غير مثبتة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Find similar was cancelled</source>
      <translation>أُلغي البحث عن المشابه</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/manager.py" />
      <source>GeoSense results</source>
      <translation>نتائج GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar_task.py" />
      <source>GeoSense: find similar</source>
      <translation>GeoSense: البحث عن المشابه</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight_task.py" />
      <source>GeoSense: highlight</source>
      <translation>GeoSense: الإبراز</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight ({n})</source>
      <translation>الإبراز ({n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight failed: {}</source>
      <translation>فشل الإبراز: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlight was cancelled</source>
      <translation>أُلغي الإبراز</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlighted {n} annotation</source>
      <translation>أُبرزت حواشٍ (العدد: {n})</translation>
    </message>
    <message>
      <source>Highlighted {n} annotation(s)</source>
      <translation type="vanished">أُبرزت حواشٍ (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>Highlighted {n} annotations</source>
      <translation>أُبرزت حواشٍ (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>No usable suggestion: {}</source>
      <translation>لا يوجد اقتراح صالح للاستخدام: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>No vector layer is shared with GeoSense</source>
      <translation>لا توجد طبقة متجهة مشتركة مع GeoSense</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>None of the annotations exist: {}</source>
      <translation>لا توجد أي من الحواشي: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>None of the samples exist: {}</source>
      <translation>لا توجد أي من العيّنات: {}</translation>
    </message>
    <message>
      <source>Samples not found: {ids}.</source>
      <translation type="vanished">العيّنات غير موجودة: {ids}.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/similar.py" />
      <source>Similar to {what}</source>
      <translation>مشابه لـ {what}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>Suggestions ({n})</source>
      <translation>الاقتراحات ({n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/runs.py" />
      <source>The layer {} was removed before the result was ready; nothing was shown.</source>
      <translation>أُزيلت الطبقة {} قبل أن تكتمل النتيجة؛ لم يُعرض شيء.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/runs.py" />
      <source>The result could not be shown: {}</source>
      <translation>تعذّر عرض النتيجة: {}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>The written layer {path} does not open</source>
      <translation>الطبقة المكتوبة {path} لا تُفتح</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence 50-80 %</source>
      <translation>الثقة 50-80 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence &lt; 50 %</source>
      <translation>الثقة &lt; 50 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>confidence &gt;= 80 %</source>
      <translation>الثقة &gt;= 80 %</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>distances</source>
      <translation>المسافات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>geometry type differs from the other suggestions</source>
      <translation>نوع الهندسة يختلف عن الاقتراحات الأخرى</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>not found: {ids}</source>
      <translation>غير موجود: {ids}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>overlaps</source>
      <translation>التداخلات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>the artifact holds no suggestions</source>
      <translation>لا تحتوي البيانات المرفقة أي اقتراحات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/styles.py" />
      <source>unknown confidence</source>
      <translation>ثقة غير معروفة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} invalid geometries repaired</source>
      <translation>أُصلحت أشكال هندسية غير صالحة (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} invalid geometry repaired</source>
      <translation>أُصلح شكل هندسي غير صالح (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} skipped</source>
      <translation>تم تخطي {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} suggestion shown</source>
      <translation>عُرضت اقتراحات (العدد: {n})</translation>
    </message>
    <message>
      <source>{n} suggestion(s) shown</source>
      <translation type="vanished">عُرضت اقتراحات (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/suggestions.py" />
      <source>{n} suggestions shown</source>
      <translation>عُرضت اقتراحات (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/keep.py" />
      <source>{path} is not a GeoPackage that can be added to: {message}</source>
      <translation>{path} ليس GeoPackage يمكن الإضافة إليه: {message}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/map/results/highlight.py" />
      <source>{} — linked</source>
      <translation>{} — مرتبطة</translation>
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
      <translation>حقل افتراضي محفوظ في المشروع: لا تتغير بيانات الطبقة.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Also write provenance into fields of the layer</source>
      <translation>كتابة المصدر أيضاً في حقول الطبقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Leave a name empty to leave that item out. Missing fields are created at the next accept, in the same undo step as the accepted features; existing fields of that name are filled.</source>
      <translation>اترك الاسم فارغاً لاستبعاد ذلك العنصر. تُنشأ الحقول المفقودة عند القبول التالي، في خطوة التراجع نفسها مع الميزات المقبولة؛ وتُملأ الحقول الموجودة بذلك الاسم.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Provenance in “{0}”</source>
      <translation>المصدر في “{0}”</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Show “Suggested by GeoSense” in Identify results, the attribute form and the attribute table</source>
      <translation>عرض “اقترحه GeoSense” في نتائج التعريف ونموذج السمات وجدول السمات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Style, label and filter by these fields (gs_confidence, for example), which QGIS reads as fast as any other field. With the answer, confidence, accepted by, accepted at and backend written, “Suggested by GeoSense” reads these fields too, without Python.</source>
      <translation>نسّق وضَع التسميات وصفِّ حسب هذه الحقول (gs_confidence مثلاً)، التي يقرؤها QGIS بسرعة أي حقل آخر. وعند كتابة الإجابة والثقة ومن قبِل ووقت القبول والواجهة الخلفية، يقرأ “اقترحه GeoSense” هذه الحقول أيضاً، دون Python.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/provenance_dialog.py" />
      <source>Suggest names</source>
      <translation>اقتراح أسماء</translation>
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
      <translation>قبول</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept anyway</source>
      <translation>القبول على أي حال</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept into</source>
      <translation>القبول في</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept suggestions</source>
      <translation>قبول الاقتراحات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Accept the suggestions chosen beside</source>
      <translation>قبول الاقتراحات المختارة بجانبها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Add a category for it</source>
      <translation>إضافة فئة لها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>All shown suggestions</source>
      <translation>كل الاقتراحات المعروضة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Choose a layer to accept into</source>
      <translation>اختر طبقة للقبول فيها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Class field</source>
      <translation>حقل الصنف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Class value</source>
      <translation>قيمة الصنف</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Edit shape</source>
      <translation>تعديل الشكل</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Edit the suggestions with QGIS's vertex tool before accepting them</source>
      <translation>عدّل الاقتراحات بأداة القمم في QGIS قبل قبولها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>How the accepted features of this layer show where they came from, and whether it is also written into fields</source>
      <translation>كيف تُظهر الميزات المقبولة في هذه الطبقة مصدرها، وهل يُكتب أيضاً في حقول</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Minimum confidence</source>
      <translation>الحد الأدنى للثقة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Next suggestion</source>
      <translation>الاقتراح التالي</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Next ▶</source>
      <translation>التالي ◀</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No category could be added to the style of {layer}</source>
      <translation>تعذّرت إضافة فئة إلى نمط {layer}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No suggestion to accept</source>
      <translation>لا يوجد اقتراح لقبوله</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>No suggestions</source>
      <translation>لا اقتراحات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Not accepted: {reason}</source>
      <translation>لم يُقبل: {reason}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Nothing accepted</source>
      <translation>لم يُقبل شيء</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Previous suggestion</source>
      <translation>الاقتراح السابق</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Provenance…</source>
      <translation>المصدر…</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Reject</source>
      <translation>رفض</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Reject the suggestions chosen beside</source>
      <translation>رفض الاقتراحات المختارة بجانبها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Selected suggestions</source>
      <translation>الاقتراحات المحددة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Show the features the last accept added</source>
      <translation>عرض الميزات التي أضافها آخر قبول</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The field of the target layer that takes the class value; the empty entry writes no class</source>
      <translation>حقل الطبقة الهدف الذي يستقبل قيمة الفئة؛ الخيار الفارغ لا يكتب أي فئة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The style of {layer} does not draw the class value “{value}” of the field {field}. Features accepted with it would be invisible, and QGIS's Identify tool would not find them.</source>
      <translation>لا يرسم نمط {layer} قيمة الصنف “{value}” من الحقل {field}. ستكون الميزات المقبولة بها غير مرئية، ولن تعثر عليها أداة التعريف في QGIS.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>The suggestions or the target layer changed while you were asked; nothing was accepted. Check them and accept again.</source>
      <translation>تغيّرت الاقتراحات أو الطبقة الهدف أثناء سؤالك؛ لم يُقبل شيء. تحقّق منها واقبلها مرة أخرى.</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>This suggestion</source>
      <translation>هذا الاقتراح</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to</source>
      <translation>تكبير إلى</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to accepted</source>
      <translation>تكبير إلى المقبولة</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>Zoom to this suggestion</source>
      <translation>تكبير إلى هذا الاقتراح</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>none left</source>
      <translation>لم يتبقَّ شيء</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>optional class value</source>
      <translation>قيمة صنف اختيارية</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>the layer has a filter ({filter}): features it does not match disappear from the layer once the edits are saved</source>
      <translation>للطبقة مرشّح ({filter}): المعالم التي لا تطابقه تختفي من الطبقة بعد حفظ التعديلات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{name} cannot be edited</source>
      <translation>لا يمكن تعديل {name}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} of them are not drawn by the layer's style: give them a class value it shows</source>
      <translation>{n} منها لا يرسمها نمط الطبقة: أعطها قيمة صنف يعرضها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} of them do not match the layer's filter ({filter}): they disappear from the layer once the edits are saved</source>
      <translation>{n} منها لا تطابق مرشّح الطبقة ({filter}): ستختفي من الطبقة بعد حفظ التعديلات</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestion added to {layer}; save the layer's edits to keep it</source>
      <translation>أُضيفت اقتراحات إلى {layer} (العدد: {n})؛ احفظ تعديلات الطبقة للاحتفاظ بها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestion rejected</source>
      <translation>رُفضت اقتراحات (العدد: {n})</translation>
    </message>
    <message>
      <source>{n} suggestion(s) added to {layer}; save the layer's edits to keep them</source>
      <translation type="vanished">أُضيفت اقتراحات إلى {layer} (العدد: {n})؛ احفظ تعديلات الطبقة للاحتفاظ بها</translation>
    </message>
    <message>
      <source>{n} suggestion(s) rejected</source>
      <translation type="vanished">رُفضت اقتراحات (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestions added to {layer}; save the layer's edits to keep them</source>
      <translation>أُضيفت اقتراحات إلى {layer} (العدد: {n})؛ احفظ تعديلات الطبقة للاحتفاظ بها</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{n} suggestions rejected</source>
      <translation>رُفضت اقتراحات (العدد: {n})</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>{pos} of {n}</source>
      <translation>{pos} من {n}</translation>
    </message>
    <message>
      <location filename="../geosense_dock/ui/suggestion_panel.py" />
      <source>◀ Previous</source>
      <translation>▶ السابق</translation>
    </message>
  </context>
</TS>
