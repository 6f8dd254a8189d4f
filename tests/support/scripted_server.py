"""A scripted OpenAI-compatible chat server: the model for agent tests (no weights can be fetched).

Run as a process:  python tests/support/scripted_server.py --script S.json [--port 0] [--log R.jsonl]
It prints `PORT <n>` once listening, then answers POST …/chat/completions from the script in order.

The script is a JSON list of replies, or {"replies": [...], <server options>}. A reply is:
  "text"                                     assistant text (e.g. containing <tool_call> blocks)
  {"content": "...", "tool_calls": [{"command": "ls"} | {"arguments": "<raw json string>"}],
   "reasoning": "...", "finish_reason": "stop"}            native OpenAI tool_calls
  {"status": 500 | 429 | 503, "message": "...", "retry_after": 0}   an HTTP error
  {"garbage": "not json"}                    a 200 whose body is not JSON
  {"close": true}                            drop the connection without answering
  any of the above with "delay": seconds     answer late (a slow model)
Server options (checked before a reply is used; a rejection does not use one up):
  "reject_tool_role": true     400 whenever a message has role "tool" (servers without tool role)
  "reject_tools": true         400 whenever `tools` is sent (vLLM without --enable-auto-tool-choice)
  "max_prompt_chars": N        400 context-length error when the messages hold more than N characters
  "after_end": reply           what to answer once the list is used up (default: "TASK_COMPLETE")
  "max_model_len": N           listed by GET /v1/models and POST /tokenize (as vLLM does)
  "tokenize": true             POST /tokenize answers {"count", "max_model_len", "tokens"}, counting one
                               token per 4 characters of message content, as `usage` does (else 404)
  "token_ids": true            with `return_token_ids` in the request: prompt_token_ids and choices[0].token_ids;
                               with `logprobs`: choices[0].logprobs.content (vLLM's shapes)
  "reject_rollout": true       400 whenever `return_token_ids` is sent (a server that refuses it)
  "cost_per_token": x          usage.cost = x * total tokens (servers that report a cost)
  "by_instruction": [{"match": "text", "replies": [...]}]
                               for concurrent runs: the conversation whose first user message contains
                               "text" gets replies[number of assistant messages so far]
Every request is appended to the --log file as one JSON line: {"n", "body", "answer"}.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any


class Script:
    def __init__(self, data: Any):
        if isinstance(data, list):
            data = {"replies": data}
        self.replies: list[Any] = list(data.get("replies", []))
        self.options = data
        self.index = 0
        self.tokenize_calls = 0
        self.lock = threading.Lock()

    def next_answer(self, body: dict[str, Any]) -> dict[str, Any]:
        messages = body.get("messages") or []
        opts = self.options
        if opts.get("reject_tools") and body.get("tools"):
            return _error(400, '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set')
        if opts.get("reject_rollout") and body.get("return_token_ids"):
            return _error(400, "Unrecognized request argument supplied: return_token_ids")
        if opts.get("reject_tool_role") and any(m.get("role") == "tool" for m in messages):
            return _error(400, "Unexpected message role 'tool': this server does not support tool messages")
        limit = opts.get("max_prompt_chars")
        if limit:
            size = prompt_chars(messages)
            if size > limit:
                return _error(
                    400,
                    f"This model's maximum context length is {limit // 4} tokens. However, you requested "
                    f"{size // 4} tokens in the messages. Please reduce the length of the messages.",
                )
        for conversation in opts.get("by_instruction", []):
            if conversation["match"] in _first_user_message(messages):
                turn = sum(1 for m in messages if m.get("role") == "assistant")
                replies = conversation["replies"]
                reply = replies[turn] if turn < len(replies) else conversation.get("after_end", "TASK_COMPLETE")
                return reply if isinstance(reply, dict) else {"content": reply}
        with self.lock:
            if self.index < len(self.replies):
                reply = self.replies[self.index]
                self.index += 1
            else:
                reply = opts.get("after_end", "TASK_COMPLETE")
        return reply if isinstance(reply, dict) else {"content": reply}


def _first_user_message(messages: list[dict[str, Any]]) -> str:
    return next((str(m.get("content")) for m in messages if m.get("role") == "user"), "")


def _error(status: int, message: str) -> dict[str, Any]:
    return {"status": status, "message": message}


def prompt_chars(messages: list[dict[str, Any]]) -> int:
    return sum(len(str(m.get("content") or "")) for m in messages)


def completion_body(reply: dict[str, Any], body: dict[str, Any], options: dict[str, Any] | None = None) -> dict[str, Any]:
    options = options or {}
    content = reply.get("content", "")
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if reply.get("tool_calls"):
        message["tool_calls"] = [
            {
                "id": f"call_{i}_{time.monotonic_ns()}",
                "type": "function",
                "function": {
                    "name": call.get("name", "bash"),
                    "arguments": call["arguments"] if "arguments" in call else json.dumps({"command": call["command"]}),
                },
            }
            for i, call in enumerate(reply["tool_calls"])
        ]
    if reply.get("reasoning"):
        message["reasoning_content"] = reply["reasoning"]
    n_prompt = prompt_chars(body.get("messages") or []) // 4 + 1
    n_completion = len(content or "") // 4 + 1
    result = {
        "id": f"chatcmpl-{time.monotonic_ns()}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model", "scripted"),
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": reply.get("finish_reason", "tool_calls" if reply.get("tool_calls") else "stop"),
            }
        ],
        "usage": {
            "prompt_tokens": n_prompt,
            "completion_tokens": n_completion,
            "total_tokens": n_prompt + n_completion,
            "prompt_tokens_details": {"cached_tokens": 0},
        },
    }
    if options.get("cost_per_token"):
        result["usage"]["cost"] = options["cost_per_token"] * (n_prompt + n_completion)
    if options.get("token_ids") and body.get("return_token_ids"):
        result["prompt_token_ids"] = list(range(n_prompt))
        result["choices"][0]["token_ids"] = [1000 + i for i in range(n_completion)]
    if options.get("token_ids") and body.get("logprobs"):
        result["choices"][0]["logprobs"] = {
            "content": [{"token": f"t{i}", "logprob": -0.5 - i / 100, "top_logprobs": []} for i in range(n_completion)]
        }
    return result


def make_handler(script: Script, log_path: Path | None):
    counter = {"n": 0}
    log_lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True  # headers and body go out as separate writes; don't wait 40 ms on ACKs

        def log_message(self, *args: Any) -> None:  # keep test output clean
            pass

        def _send(self, status: int, payload: bytes, headers: dict[str, str] | None = None) -> None:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            for key, value in (headers or {}).items():
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(payload)

        def do_GET(self) -> None:
            if self.path.rstrip("/").endswith("/models"):
                model: dict[str, Any] = {"id": "scripted", "object": "model"}
                if script.options.get("max_model_len"):
                    model["max_model_len"] = script.options["max_model_len"]
                self._send(200, json.dumps({"object": "list", "data": [model]}).encode())
            else:
                self._send(404, b'{"error": {"message": "not found"}}')

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            if self.path.rstrip("/") == "/tokenize" and script.options.get("tokenize"):
                count = prompt_chars(body.get("messages") or []) // 4 + 1
                with log_lock:
                    script.tokenize_calls += 1
                if log_path:
                    with log_lock, log_path.open("a") as f:
                        f.write(json.dumps({"n": 0, "tokenize": True, "body": body, "count": count}) + "\n")
                answer = {"count": count, "max_model_len": script.options.get("max_model_len"), "tokens": [0] * count}
                return self._send(200, json.dumps(answer).encode())
            if not self.path.rstrip("/").endswith("/chat/completions"):
                return self._send(404, b'{"error": {"message": "not found"}}')
            answer = script.next_answer(body)
            with log_lock:
                counter["n"] += 1
                if log_path:
                    with log_path.open("a") as f:
                        f.write(json.dumps({"n": counter["n"], "body": body, "answer": answer}) + "\n")
            if answer.get("delay"):
                time.sleep(float(answer["delay"]))
            if answer.get("close"):
                self.close_connection = True
                self.connection.shutdown(socket.SHUT_RDWR)
                return
            if "status" in answer:
                err = {"object": "error", "message": answer.get("message", "scripted error"), "code": answer["status"]}
                headers = {"Retry-After": str(answer["retry_after"])} if "retry_after" in answer else None
                return self._send(answer["status"], json.dumps({"error": err}).encode(), headers)
            if "garbage" in answer:
                return self._send(200, str(answer["garbage"]).encode())
            self._send(200, json.dumps(completion_body(answer, body, script.options)).encode())

    return Handler


def serve(script_path: Path, port: int, log_path: Path | None) -> None:
    script = Script(json.loads(script_path.read_text()))
    server = ThreadingHTTPServer(("127.0.0.1", port), make_handler(script, log_path))
    server.daemon_threads = True
    print(f"PORT {server.server_address[1]}", flush=True)
    server.serve_forever()


class ScriptedServer:
    """Starts the server as a real process; `url` is the OpenAI base URL (…/v1)."""

    def __init__(self, script: Any, workdir: Path):
        self.workdir = Path(workdir)
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.script_path = self.workdir / "script.json"
        self.log_path = self.workdir / "requests.jsonl"
        self.script_path.write_text(json.dumps(script))
        self.log_path.write_text("")
        self.proc: subprocess.Popen[str] | None = None
        self.port = 0

    def __enter__(self) -> ScriptedServer:
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    def start(self) -> ScriptedServer:
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--script", str(self.script_path), "--log", str(self.log_path)],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        line = self.proc.stdout.readline() if self.proc.stdout else ""
        if not line.startswith("PORT "):
            self.stop()
            raise RuntimeError(f"scripted server did not start: {line!r}")
        self.port = int(line.split()[1])
        return self

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def requests(self) -> list[dict[str, Any]]:
        """The chat-completion requests, in order (tokenizer calls are in `tokenize_requests`)."""
        return [r for r in self._log() if not r.get("tokenize")]

    def tokenize_requests(self) -> list[dict[str, Any]]:
        return [r for r in self._log() if r.get("tokenize")]

    def _log(self) -> list[dict[str, Any]]:
        return [json.loads(line) for line in self.log_path.read_text().splitlines() if line.strip()]

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def tool_call(command: str) -> str:
    """A reply in the text form: one <tool_call> block running `command`."""
    return f"<tool_call>\n{json.dumps({'name': 'bash', 'arguments': {'command': command}})}\n</tool_call>"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--script", type=Path, required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--log", type=Path, default=None)
    args = parser.parse_args()
    serve(args.script, args.port, args.log)


if __name__ == "__main__":
    main()
