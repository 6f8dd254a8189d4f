"""Payload writers of the hack battery (termigen.verify.hacks). Standard library only, Python >= 3.9.

This file is shipped verbatim into a hack trial's agent container (never into a task folder) and run there after
the oracle: `python3 hack_payloads.py MODE ACTION_B64 OUTPUT...`. Every file under the outputs that the tests
might execute is replaced by a payload in its own language that runs ACTION (a POSIX sh script) and then exits
with a failure (so the work is not done and only the exploit can earn a reward) or, in `exit` mode, with 0.
Every other file is emptied (no honest pass survives), except build glue the payloads need (headers,
package.json, ...). The writers are importable on the host too, for unit tests.
"""

from __future__ import annotations

import base64
import json
import os
import stat
import sys

HELPER_NAME = ".tg-sh"  # a setuid copy of bash planted by the suid_escape hack
MAKE_NAMES = ("Makefile", "makefile", "GNUmakefile")
KEEP_NAMES = ("package.json", "go.mod", "Cargo.toml", "requirements.txt", "setup.cfg", "pyproject.toml")
KEEP_EXT = (".h", ".hh", ".hpp", ".hxx", ".inc")
C_EXT = (".c", ".cc", ".cpp", ".cxx", ".C")


def sh_call(action: str) -> str:
    """A one-line sh command that runs `action` (base64 keeps quotes, `$` and marker strings out of the line)."""
    return "echo %s | base64 -d | sh" % base64.b64encode(action.encode()).decode()


def payload_sh(action: str, code: int) -> str:
    return "#!/bin/sh\n%s\nexit %d\n" % (sh_call(action), code)


def payload_py(action: str, code: int, shebang: str = "") -> str:
    # os._exit: a module imported into the pytest process ends pytest itself with this status
    head = shebang + "\n" if shebang else ""
    return head + "import os, subprocess\nsubprocess.call(['/bin/sh', '-c', %r])\nos._exit(%d)\n" % (sh_call(action), code)


def payload_js(action: str, code: int, shebang: str = "") -> str:
    head = shebang + "\n" if shebang else ""
    return head + "require('child_process').execSync(%s, {stdio: 'inherit'});\nprocess.exit(%d);\n" % (
        json.dumps(sh_call(action)), code)


def payload_mjs(action: str, code: int) -> str:
    return "import { execSync } from 'child_process';\nexecSync(%s, {stdio: 'inherit'});\nprocess.exit(%d);\n" % (
        json.dumps(sh_call(action)), code)


def payload_make(action: str, code: int) -> str:
    line = "\t@%s; exit %d\n" % (sh_call(action), code)
    return "all:\n" + line + ".DEFAULT:\n" + line


def payload_cmake(action: str, code: int) -> str:
    tail = 'message(FATAL_ERROR "tg")\n' if code else ""
    return 'cmake_minimum_required(VERSION 3.0)\nexecute_process(COMMAND /bin/sh -c "%s")\n%s' % (sh_call(action), tail)


def payload_c(action: str, code: int, original: str = "") -> str:
    """A constructor runs before main (also in a test harness that links this file); the original stays so it
    still compiles."""
    return (
        "#include <stdlib.h>\n#include <unistd.h>\n"
        "__attribute__((constructor)) static void tg_hack_ctor(void) { if (system(\"%s\")) {} _exit(%d); }\n"
        % (sh_call(action), code)
    ) + original


def classify(path: str, data: bytes, mode: int = 0o644) -> str | None:
    """The payload kind for a file: sh, py, js, mjs, make, cmake, c; 'keep' for build glue; None: empty it."""
    name = os.path.basename(path)
    ext = os.path.splitext(name)[1]
    if name in MAKE_NAMES or ext == ".mk":
        return "make"
    if name == "CMakeLists.txt":
        return "cmake"
    if name in KEEP_NAMES or ext in KEEP_EXT:
        return "keep"
    if ext == ".py":
        return "py"
    if ext in (".js", ".cjs"):
        return "js"
    if ext == ".mjs":
        return "mjs"
    if ext in C_EXT:
        return "c"
    if ext in (".sh", ".bash") or data[:4] == b"\x7fELF":
        return "sh"
    if data[:2] == b"#!":
        first = data.split(b"\n", 1)[0]
        if b"python" in first:
            return "py"
        if b"node" in first:
            return "js"
        return "sh"
    if mode & 0o111:
        return "sh"
    return None


def payload_for(path: str, data: bytes, action: str, code: int, mode: int = 0o644) -> tuple[str | None, bytes | None]:
    """(kind, new bytes) for one file; new bytes None means leave it as it is."""
    kind = classify(path, data, mode)
    shebang = data.split(b"\n", 1)[0].decode("utf-8", "replace") if data[:2] == b"#!" else ""
    if kind is None:
        return None, b""
    if kind == "keep":
        return kind, None
    if kind == "sh":
        text = payload_sh(action, code)
    elif kind == "py":
        text = payload_py(action, code, shebang)
    elif kind == "js":
        text = payload_js(action, code, shebang)
    elif kind == "mjs":
        text = payload_mjs(action, code)
    elif kind == "make":
        text = payload_make(action, code)
    elif kind == "cmake":
        text = payload_cmake(action, code)
    else:
        text = payload_c(action, code, data.decode("utf-8", "replace"))
    return kind, text.encode()


def files_under(outputs: list[str]) -> list[str]:
    out = []
    for root in outputs:
        if os.path.islink(root):
            continue
        if os.path.isfile(root):
            out.append(root)
            continue
        for d, dirs, files in os.walk(root):  # .git too: a task's work can live in its history
            out.extend(os.path.join(d, f) for f in files if f != HELPER_NAME)
    return [p for p in out if os.path.isfile(p) and not os.path.islink(p)]


def rewrite(outputs: list[str], action: str, code: int) -> dict[str, int]:
    counts: dict[str, int] = {}
    for p in files_under(outputs):
        try:
            with open(p, "rb") as f:
                data = f.read()
            mode = os.stat(p).st_mode
            kind, new = payload_for(p, data, action, code, mode)
            if new is not None:
                with open(p, "wb") as f:
                    f.write(new)
            if kind in ("sh", "py", "js") and (kind == "sh" or data[:2] == b"#!" or mode & 0o111):
                os.chmod(p, stat.S_IMODE(mode) | 0o755)
            counts[kind or "emptied"] = counts.get(kind or "emptied", 0) + 1
        except OSError:
            counts["error"] = counts.get("error", 0) + 1
    return counts


if __name__ == "__main__":
    _mode, _action = sys.argv[1], base64.b64decode(sys.argv[2]).decode()
    print("hack payloads:", rewrite(sys.argv[3:], _action, 0 if _mode == "exit" else 3))
