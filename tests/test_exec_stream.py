"""termigen.sandbox._exec.run_stream reads a docker exec's multiplexed stream from the upgraded socket. The HTTP
client reads the `101 UPGRADED` headers through a buffered reader, which can take the command's first frames
along when they arrive in the same packet (short outputs under load): those bytes must not be lost. Here the
daemon side is a socketpair whose first write holds the headers and the first frames together."""

import socket
import struct

from termigen.sandbox import _exec


def _frame(stream: int, data: bytes) -> bytes:
    return bytes([stream, 0, 0, 0]) + struct.pack(">I", len(data)) + data


class _Resp:  # the shape docker-py's response has: raw (urllib3) ._fp (http.client) .fp (the buffered reader)
    def __init__(self, fp):
        self.raw = type("U", (), {})()
        self.raw._fp = type("H", (), {})()
        self.raw._fp.fp = fp


class _Api:
    def __init__(self, sock):
        self.sock, self.fp = sock, sock.makefile("rb")

    def _url(self, path, *args):
        return path

    def _post_json(self, *args, **kwargs):
        assert self.fp.readline().startswith(b"HTTP/1.1 101")  # what http.client does with the headers
        while self.fp.readline() not in (b"\r\n", b""):
            pass
        return _Resp(self.fp)

    def _get_raw_response_socket(self, resp):
        return resp.raw._fp.fp.raw  # docker-py: the SocketIO under the buffered reader


def _run(first_write: bytes, later: bytes = b"") -> str:
    daemon, client = socket.socketpair()
    daemon.sendall(first_write)
    if later:
        daemon.sendall(later)
    daemon.close()  # the exec ended: EOF
    out = _exec.run_stream(_Api(client), "eid", deadline=None, kill=lambda: None, cancel=None,
                           still_running=lambda: False, max_output_bytes=1 << 20)
    client.close()
    return out.output


HEADERS = b"HTTP/1.1 101 UPGRADED\r\nContent-Type: application/vnd.docker.multiplexed-stream\r\n\r\n"


def test_frames_that_came_with_the_headers_are_kept():
    assert _run(HEADERS + _frame(1, b"/app\n") + _frame(1, b"host\n")) == "/app\nhost\n"


def test_a_frame_split_between_the_headers_packet_and_the_socket_is_whole():
    f = _frame(1, b"first line\n") + _frame(2, b"oops\n")
    assert _run(HEADERS + f[:5], f[5:]) == "first line\noops\n"


def test_nothing_buffered_reads_the_socket_as_before():
    daemon, client = socket.socketpair()
    fp = client.makefile("rb")
    assert _exec.already_read(_Resp(fp), client) == b""  # an empty buffer: returns at once, no data, no wait
    assert client.gettimeout() is None  # the socket's timeout is as it was
    daemon.close()
    client.close()
