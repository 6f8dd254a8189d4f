#!/usr/bin/env python3
"""Echo backend for the birch-intranet API: answers every request with what it received, as JSON."""
import json, sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

class H(BaseHTTPRequestHandler):
    def _answer(self):
        n = int(self.headers.get("Content-Length") or 0)
        got = 0
        while got < n:
            chunk = self.rfile.read(min(1 << 16, n - got))
            if not chunk:
                break
            got += len(chunk)
        u = urlsplit(self.path)
        body = json.dumps({"service": "birch-intranet-api", "method": self.command, "path": u.path, "query": u.query,
                           "body_bytes": got, "headers": {k.lower(): v for k, v in self.headers.items()}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    do_GET = do_POST = do_PUT = do_DELETE = _answer
    def log_message(self, *a):
        pass

ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1]) if len(sys.argv) > 1 else 8602), H).serve_forever()
