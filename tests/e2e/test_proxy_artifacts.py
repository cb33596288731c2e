"""Artifact uploads go through QGIS's proxy, like the chat, and never through the environment's."""

from __future__ import annotations

import pytest

from geosense.geosense_dock.core.sent_record import SentRecord
from tests.e2e.test_faults import qgis_proxy  # noqa: F401 - the fixture
from tests.qgis_support import wait_for
from tests.unit.test_transports import ForwardProxy

ENV_PROXIES = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy")


@pytest.fixture
def env_proxy(monkeypatch):
    """A local proxy that counts requests, set as the environment's proxy for every scheme."""
    proxy = ForwardProxy()
    for name in ENV_PROXIES:
        monkeypatch.setenv(name, proxy.url)
    for name in ("NO_PROXY", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
    yield proxy
    proxy.close()


def sent_with_layers(plugin, text):
    msg = plugin.dock.send(text)
    wait_for(lambda: msg.sent, 60, "the message sent")
    record = SentRecord.from_dict(msg.sent)
    assert [i for i in record.items_of("layer") if i.artifact_state == "uploaded"]
    wait_for(lambda: not plugin.controller.conversation.turn_active, 60, "the answer")
    return record


def test_the_environments_proxy_is_never_used(env_proxy, demo, reference_agent):
    plugin, _layer = demo
    import requests

    # what requests would do left to itself: the environment's proxy (the token would go there)
    assert requests.utils.get_environ_proxies(reference_agent.base_url).get("http") == env_proxy.url
    sent_with_layers(plugin, "Tell me about the layers")
    artifact = plugin.integration.uploader.get(
        next(iter(plugin.integration.preparer._blob_cache.values())))
    assert artifact["artifact_data"]
    assert env_proxy.requests == []


def test_artifacts_go_through_the_qgis_proxy(qgis_proxy, env_proxy, demo, reference_agent):  # noqa: F811
    proxy, _configure = qgis_proxy
    plugin, _layer = demo
    assert plugin.endpoint().proxy == proxy.url
    plugin.connect_agent()  # the uploader follows the endpoint
    wait_for(lambda: plugin.controller.connected, what="connected")
    sent_with_layers(plugin, "Tell me about the layers")
    assert f"POST {reference_agent.base_url}/api/artifacts" in proxy.requests
    assert env_proxy.requests == []


def test_an_https_agent_is_checked_with_the_endpoints_cas_through_the_proxy(reference_agent, env_proxy, tmp_path,
                                                                           monkeypatch):
    """The TLS context is the endpoint's (the CAs added to QGIS), through QGIS's proxy (a CONNECT
    tunnel); the environment's CA bundle is not read."""
    from geosense.geosense_dock.core.protocol.artifacts import ArtifactClient, ArtifactError
    from geosense.geosense_dock.core.protocol.transport import Endpoint
    from tests.unit.test_transports import TlsFront

    front = TlsFront(reference_agent.port, tmp_path)
    bundle = tmp_path / "bundle.pem"
    bundle.write_text(front.cert_pem)
    monkeypatch.setenv("REQUESTS_CA_BUNDLE", str(bundle))  # would make requests trust it, were it read
    qgis = ForwardProxy()
    try:
        trusted = ArtifactClient.for_endpoint(Endpoint(front.base_url, proxy=qgis.url, ca_pem=front.cert_pem))
        artifact_id = trusted.create("data", {"rows": [1]})
        assert trusted.get(artifact_id)["artifact_data"] == {"rows": [1]}
        assert f"CONNECT 127.0.0.1:{front.port}" in qgis.requests
        untrusted = ArtifactClient.for_endpoint(Endpoint(front.base_url, proxy=qgis.url))
        with pytest.raises(ArtifactError):
            untrusted.create("data", {"rows": [2]})
        # the certificate is for 127.0.0.1: under another name it is refused, trusted CA or not
        misnamed = ArtifactClient.for_endpoint(Endpoint(front.base_url.replace("127.0.0.1", "localhost"),
                                                        proxy=qgis.url, ca_pem=front.cert_pem))
        with pytest.raises(ArtifactError):
            misnamed.create("data", {"rows": [3]})
        for client in (trusted, untrusted, misnamed):
            client.close()
    finally:
        qgis.close()
        front.close()
    assert env_proxy.requests == []


def test_flypix_requests_take_the_qgis_proxy_and_never_the_environments(agent_factory, env_proxy):
    from geosense.geosense_dock.core.protocol.flypix_client import FlyPixClient
    from geosense.geosense_dock.core.protocol.transport import Endpoint

    key = "proxy-test-key"  # pragma: allowlist secret
    agent = agent_factory("--chunk-delay", "0", "--flypix-api-key", key)
    direct = FlyPixClient(Endpoint(base_url=agent.base_url))
    direct.sign_in_with_key(key)
    assert direct.tenants()
    assert env_proxy.requests == []
    qgis = ForwardProxy()
    try:
        proxied = FlyPixClient(Endpoint(base_url=agent.base_url, proxy=qgis.url))
        proxied.sign_in_with_key(key)
        assert proxied.tenants()
        assert any(line.startswith(f"POST {agent.base_url}/") or line.startswith(f"GET {agent.base_url}/")
                   for line in qgis.requests), qgis.requests
    finally:
        qgis.close()
    assert env_proxy.requests == []
