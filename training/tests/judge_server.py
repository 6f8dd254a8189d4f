"""A scripted OpenAI-compatible chat endpoint on 127.0.0.1 (judge, teacher and critic in tests).

`replies` is a list (any model) or {model name: list}; an item is reply text, or {"content": ..., "tool_call":
"<bash command>"} for a native tool call. Every request body is kept in `requests` (per model in `by_model`).
"""

from __future__ import annotations

import json
import threading
from collections import defaultdict
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

EXHAUSTED = '{"score": 0, "verdict": "reject", "reason": "script exhausted"}'


class ScriptedChatServer:
    def __init__(self, replies):
        self.replies = {k: list(v) for k, v in replies.items()} if isinstance(replies, dict) else {None: list(replies)}
        self.requests: list[dict] = []
        self.by_model: dict[str, list[dict]] = defaultdict(list)
        self._lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                model = body.get("model", "")
                with outer._lock:
                    outer.requests.append(body)
                    outer.by_model[model].append(body)
                    queue = outer.replies.get(model, outer.replies.get(None, []))
                    item = queue.pop(0) if queue else EXHAUSTED
                if isinstance(item, str):
                    item = {"content": item}
                message = {"role": "assistant", "content": item.get("content", "")}
                if item.get("tool_call") is not None:
                    n = len(outer.requests)
                    message["tool_calls"] = [{"id": f"srv_{n}", "type": "function", "function": {
                        "name": "bash", "arguments": json.dumps({"command": item["tool_call"]})}}]
                data = json.dumps({
                    "id": "x", "object": "chat.completion", "created": 0, "model": model,
                    "choices": [{"index": 0, "finish_reason": "tool_calls" if "tool_calls" in message else "stop",
                                 "message": message}],
                    "usage": {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110},
                }).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()
