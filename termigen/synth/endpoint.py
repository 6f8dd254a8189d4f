"""Teacher and critic endpoints: any OpenAI-compatible server, checked before a run starts any container."""

from __future__ import annotations

import urllib.error
import urllib.request
from dataclasses import dataclass

from termigen.synth.errors import SynthError


@dataclass
class Endpoint:
    base_url: str
    model: str
    api_key: str = "EMPTY"
    temperature: float = 0.7
    max_tokens: int | None = None
    timeout_sec: float = 300.0
    max_retries: int = 2
    native_tools: bool = True

    retry_base_sec: float = 1.0

    def client(self, temperature: float | None = None):
        """The one model client (termigen.agent.client): retries with backoff, usage, the one parser."""
        from termigen.agent.client import ClientSettings, ModelClient

        settings = ClientSettings(
            endpoint=self.base_url, api_key=self.api_key,
            temperature=self.temperature if temperature is None else temperature, max_tokens=self.max_tokens,
            max_retries=self.max_retries, retry_base_sec=self.retry_base_sec, request_timeout_sec=self.timeout_sec)
        return ModelClient(settings, self.model)


def check_endpoint(ep: Endpoint, role: str, timeout_sec: float = 10.0) -> None:
    """Fail fast, with a clear message, when an endpoint does not answer HTTP at all (any HTTP reply counts)."""
    url = ep.base_url.rstrip("/") + "/models"
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {ep.api_key}"})
    try:
        with urllib.request.urlopen(req, timeout=timeout_sec):
            pass
    except urllib.error.HTTPError:
        return  # it answered
    except (urllib.error.URLError, OSError, ValueError) as e:
        reason = getattr(e, "reason", e)
        raise SynthError(f"{role} endpoint {ep.base_url} is not reachable ({type(e).__name__}: {reason}); start the "
                         f"server or fix --{role}-url") from None
