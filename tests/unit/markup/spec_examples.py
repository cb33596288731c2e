"""Every markup example of the two spec documents, copied verbatim.

Sources: ``spec/geosense-message-format.txt`` (FORMAT) and
``spec/geosense-interactions-and-tools.txt`` (INTERACTIONS). The corpus tests
parse and render each one and check the structure it must have.
"""

FORMAT = {
    "ref": '<ref id="1" />',
    "ref_v": '<ref id="2" v="af012512-dfb5-02501295283-19ab92c90de2" />',
    "ref_list": '<ref id="3" />, <ref id="5" v="1251-abc9" />, <ref id="62" />',
    "id": "<id>1</id>",
    "ids": "<ids>1, 2, 3</ids>",
    "id_v": '<id v="1234-abcd">1</id>',
    "ids_v": '<ids v="1234-abcd">1, 2, 3, 4</ids>',
    "class": '<class id="classid-1234" />',
    "class_label": '<class id="classid-1234">Vegetation</class>',
    "class_project": '<class id="classid-1234" project="project-5678-efgh">Vegetation</class>',
    "vector": '<vector id="1234-abcd" />',
    "vector_label": '<vector id="1234-abcd">Training Layer</vector>',
    "area": """<area id="1" />
<area id="1" v="1234-abcd" />
<area value="8295125" />
<pixels value="1521234" />""",
    "confidence": """<confidence id="1" />
<confidence id="1" v="1234-abcd" />
<!-- No value block. These are just percentages -->""",
    "angle": """<angle id="1" />
<angle id="2" v="1234-abcd" />
<angle value="250deg" />
<angle value="-85 deg" />
<angle value="1.62314" /> <!-- No 'deg' implies radians -->""",
    "credits": """<!-- No referential blocks, annotations don't have credit values -->
<credits value="1.25" />
<credits value="200" />""",
    "pos": """<pos id="1" />
<pos id="1" v="1234-abcd" />
<pos id="1" mode="centroid" />
<pos value="103.59258102, -13.251208883" />
<pos value="103.59258102E 13.251208883S" />
<pos value="259875.25928,-828521.502093" system="mercator" />
<pos value="-6.2512213 105.0502912" system="latlon" />""",
    "size": """<size id="1" />
<size id="1" v="1234-abcd" />
<size id="1" mode="width" />
<size value="0.52" />""",
    "rich_text": """<b>bold text</b>
<i>italic text</i>
<u>underlined text</u>
<sub>subscript text</sub>
<super>superscript text</super>""",
    "anchors": """<a href="/datasets">the Datasets page</a>
<a href="/workspace/project-1234-abcd/view/files/raster-1234-abcd">this file</a>
<a href="https://en.wikipedia.org/wiki/Fibonacci_sequence">Fibonacci numbers</a>""",
    "docs": """<docs path="/docs/guides/ai/geosense">Learn About Geosense</docs>
<docs path="/blog/2026-05-06-release-v3.2.5">View Changelog</docs>
<docs path="/docs/api/geosense/message-format" />""",
    "entity_links": """<link type="raster" id="1234-abcd" />                              // auto-inferred name
<link type="raster" id="1234-abcd">Example Raster</link>
<link type="raster" id="ab82-041e" project="6525-02fa" />          // external raster
<link type="model" id="512d-12c3">Your Trees Model</link>
<link type="model" id="05c2-952a" project="6525-02fa" />           // external model
<link type="model" id="ffff-0001" project="official" />            // official model
<link type="workspace" id="958b-ca8f">
  A workspace containing your desertification analysis rasters
</link>
<link type="dataset" id="5120-abcd" />
<link type="frozen-dataset" id="592a-195b" />
<link type="folder" id="6a8f-80bb" project="bab9-f002">Your external folder</link>
<link type="map" id="829c-dd12" />
<link type="project" id="25bd-bd2a" />
<link type="training" id="7c1e-04ab" />
<link type="inference" id="3f9a-77d1">Last week's tree count</link>
<link type="order" id="b20c-91fe">Spring imagery</link>""",
    "workspace_links": """<link type="region" id="e41b-9c02" />
<link type="region" id="e41b-9c02">the northern field</link>
<link type="annotation" id="1532" v="1251-abc9" />                 // same as <ref id="1532" v="1251-abc9" />
<link type="class" id="classid-1234">Vegetation</link>             // same as <class id="classid-1234">Vegetation</class>""",
    "paragraph": "<p>This is a paragraph of text.</p>",
    "quote": """<quote>
  This is a quote
</quote>""",
    "code": """<code lang="py">
  # This is how you make a call to our API
  import requests

  api_url = "api.flypix.ai/v1"
  result = requests.get(f"{api_url}/vectors/abcd-1234")
  return result
</code>""",
    "ordered_list": """<ol>
  <li>First item</li>
  <li>Second item</li>
</ol>""",
    "unordered_list": """<ul>
  <li>First item</li>
  <li>Second item</li>
</ul>""",
    "table": """<table>
  <tr>
    <th>Annotation ID</th> <th>Area</th> <th>Confidence</th>
  </tr>
  <tr>
    <td><id>1</id></td> <td><area id="1" /></td>
    <td><confidence id="1" /></td>
  </tr>
  <tr>
    <td><id>5</id></td> <td><area id="5" /></td>
    <td><confidence id="5" /></td>
  </tr>
</table>""",
}

INTERACTIONS = {
    "question_generic": """<question id="1">
  <header>Would you like to proceed?</header>
  <option message="Yes, proceed with the aforementioned command.">Yes</option>
  <option message="Please abort the current execution.">No</option>
</question>""",
    "question_clarification": """<question id="2">
  <header>Please clarify, do you mean A or B?</header>
  <option message="I mean A"><i>A</i></option>
  <option message="I mean B"><i>B</i></option>
  <option message="I don't actually mean either of those">Neither</option>
</question>""",
    "question_context": """<question id="3">
  <header>Could you tell me what your visibility settings are?</header>
  <option message="Of course, here you go." context="visibility">Allow</option>
  <option message="No, find some other way.">Deny</option>
</question>""",
    "question_multi_context": """<question id="4">
  <header>I'm not sure what you can see, let me take a look</header>
  <option
    message="Here's the viewport data."
    context="visibility position image"
  >
    Allow
  </option>
  <option message="No, I don't want to do that.">Deny</option>
</question>""",
    "answer_option": """<answer
  question="{{questionId}}"
  question-option-index="{{indexOf(selectedOption)}}"
>
  {{message}}
</answer>""",
    "answer_free": '<answer question="{{questionId}}">{{message}}</answer>',
    "highlight_tool": """<tool
  type="highlight"
  data='{
    "ids": [102, 103, 104, 201, 542],
    "links": [23, 23, 23, 51, 229],
    "linkValues": [4.3, 5.6, 5.8, 11.2, 18.9],
    "linkType": "distance"
  }'
>
  Showcase all trees that are within <distance value="20" /> of a house
</tool>""",
    "find_similar_tool": """<tool
  type="find-similar"
  data='{
    "hint": "pool",
    "samples": [
      {"id": 25},
      {"id": 216, "v": "1234-abcd"}
    ]
  }'
>
  Find other swimming pools similar to <id>25</id> and
  <id v="1234-abcd">216</id>.
</tool>""",
    "find_similar_response": """<response
  type="find_similar"
  class-id={{classId}}
  request="{{requestId}}"
>
  Find Similar located {{results.count}}
  result{{results.count != 1 ? "s" : ""}}
  belonging to class {{className}}.
</response>""",
    "interpolation_attributes": """The distance from the largest tree to the largest house is
<size value="${distances.261.24}" />. The furthest house is
<size value="${distances.261.101}" /> away.""",
    "interpolation_tool": """<tool
  type="highlight"
  data="${artifact-1234-abcd}"
>
  Show Buildings
</tool>

The closest building (<ref id="${artifact-1234-abcd.ids.0}" />) is
<size value="${artifact-1234-abcd.linkValues.0}" /> away from
<ref id="${artifact-1234-abcd.links.0}" /> and has an area of
<area id="${artifact-1234-abcd.areas.0}" />.""",
}

ALL = {**{f"format/{k}": v for k, v in FORMAT.items()}, **{f"interactions/{k}": v for k, v in INTERACTIONS.items()}}

#: data contexts for the interpolation examples
DATA_CONTEXTS = {
    "distances": {"261": {"24": 12.5, "101": 240.0}},
    "artifact-1234-abcd": {
        "ids": [102, 103],
        "links": [23, 23],
        "linkValues": [4.3, 5.6],
        "linkType": "distance",
        "areas": [7, 8],
    },
}
