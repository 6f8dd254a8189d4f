"""Findings that need no container. Each is a code, a message and whether it is a heuristic.

Heuristics (flagged as such in the report): instruction paths the environment lacks (an absolute path in the
instruction that nothing in the Dockerfile, the build context, the artifacts, the solution or the tests
mentions; refined against the built image by trials.probe_paths), and tests that only check existence or
format (no comparison of values found in the test code).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from pydantic import BaseModel

from termigen.audit.load import ForeignTask
from termigen.verify.static import NETWORK_WORDS

# Paths the instruction may name without the task creating them: the base system's.
SYSTEM_TOP = {"tmp", "dev", "proc", "sys", "usr", "bin", "sbin", "lib", "lib64", "etc", "var", "run", "root",
              "home", "opt", "srv", "mnt", "media", "boot", "logs", "tests", "solution", "oracle"}
PATH_RE = re.compile(r"(?<![\w.~$:/\\-])(/(?:[A-Za-z0-9_.+@-]+/)*[A-Za-z0-9_.+@-]+/?)")
FETCH_RE = re.compile(r"\b(curl|wget|pip3? install|uv (pip|add|sync|run)|apt-get (install|update)|apt (install|update)"
                      r"|npm (install|ci)|git clone|cargo install|go (get|install)|conda install)\b")
VALUE_CALLS = {"assertEqual", "assertEquals", "assertAlmostEqual", "assertNotEqual", "assertListEqual",
               "assertDictEqual", "assertCountEqual", "assertSetEqual", "assertTupleEqual", "assertGreater",
               "assertLess", "assertGreaterEqual", "assertLessEqual", "approx", "allclose", "isclose",
               "assert_allclose", "assert_array_equal", "assert_array_almost_equal", "assert_frame_equal",
               "assert_series_equal", "assert_equal", "cmp", "fullmatch", "match", "search", "assertRegex",
               "assertIn", "assertNotIn"}
SH_VALUE = re.compile(r"(\bdiff\b|\bcmp\b|==|!=|\s-(eq|ne|lt|gt|le|ge)\s|\[\s+.+\s=\s.+\]|grep\s+(-\w+\s+)*['\"])")


URL_HOST_RE = re.compile(r"\b(?:https?|ftp)://(\[[^\]]+\]|[^/:\s'\"]+)")
LOCAL_HOSTS = re.compile(r"^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$")


def remote_fetch(script: str) -> str | None:
    """The first fetch in a script that can leave the machine, or None. curl/wget count only when some URL of the
    script is not on this host (a task's own service on 127.0.0.1 is not the network)."""
    for m in FETCH_RE.finditer(script):
        if m.group(1) in ("curl", "wget"):
            hosts = URL_HOST_RE.findall(script)
            if hosts and all(LOCAL_HOSTS.match(h) for h in hosts):
                continue
        return m.group(0)
    return None


class Finding(BaseModel):
    code: str
    message: str
    heuristic: bool = False


def _f(code: str, message: str, heuristic: bool = False) -> Finding:
    return Finding(code=code, message=message, heuristic=heuristic)


def _read(p: Path | None) -> str:
    try:
        return p.read_text(errors="replace") if p and p.is_file() else ""
    except OSError:
        return ""


def _dockerfile_lines(text: str) -> list[tuple[int, str]]:
    """Logical lines (continuations joined) with their first line number; comments dropped."""
    out, buf, start = [], "", 0
    for n, line in enumerate(text.splitlines(), 1):
        if not buf:
            start = n
            if line.lstrip().startswith("#"):
                continue
        if line.rstrip().endswith("\\"):
            buf += line.rstrip()[:-1] + " "
            continue
        buf += line
        if buf.strip():
            out.append((start, buf.strip()))
        buf = ""
    if buf.strip():
        out.append((start, buf.strip()))
    return out


def network_at_build(t: ForeignTask) -> str | None:
    """Why the image needs the network to build (the first such Dockerfile line), or None."""
    if t.dockerfile is None:
        return None
    for n, line in _dockerfile_lines(_read(t.dockerfile)):
        word = line.split(None, 1)[0].upper() if line.split() else ""
        rest = line.split(None, 1)[1] if len(line.split(None, 1)) > 1 else ""
        if word == "RUN" and (m := NETWORK_WORDS.search(rest)):
            return f"Dockerfile line {n} fetches from the network ({m.group(0)}): {line[:160]}"
        if word == "ADD" and re.search(r"\bhttps?://", rest):
            return f"Dockerfile line {n} downloads a URL: {line[:160]}"
        if word == "RUN" and "git clone" in rest:
            return f"Dockerfile line {n} clones a repository: {line[:160]}"
    return None


def _copy_sources(t: ForeignTask) -> list[tuple[int, str, list[str]]]:
    out = []
    for n, line in _dockerfile_lines(_read(t.dockerfile)):
        parts = line.split()
        if parts and parts[0].upper() in ("COPY", "ADD"):
            args = [a for a in parts[1:] if not a.startswith("--")]
            if len(args) >= 2:
                out.append((n, line, args[:-1]))
    return out


def leaks(t: ForeignTask) -> list[Finding]:
    """Verifier or solution files inside the build context, or COPYed into the image."""
    found: list[Finding] = []
    if t.context is None:
        return found
    hidden_dirs = [p for p in (t.path / "tests", t.path / "solution") if p.is_dir()]
    if t.kind == "tb1":
        hidden_files = [p for p in (t.path / "solution.sh", t.path / "run-tests.sh") if p.is_file()]
    else:
        hidden_files = []
    hidden = {}
    for d in hidden_dirs:
        for p in d.rglob("*"):
            if p.is_file() and p.stat().st_size > 32:
                hidden.setdefault(p.read_bytes(), p.relative_to(t.path).as_posix())
    for p in hidden_files:
        if p.stat().st_size > 32:
            hidden.setdefault(p.read_bytes(), p.relative_to(t.path).as_posix())
    if t.kind == "harbor":  # the context is environment/; tb1's context is the task folder itself (see COPY below)
        for p in sorted(t.context.rglob("*")):
            if p.is_file() and (src := hidden.get(p.read_bytes())):
                found.append(_f("verifier_files_in_image",
                                f"{p.relative_to(t.path).as_posix()} has the same bytes as {src}: the agent can read it"))
    ignored = set()
    if (t.context / ".dockerignore").is_file():
        ignored = {x.strip().strip("/") for x in _read(t.context / ".dockerignore").split() if x.strip()}
    for n, line, sources in _copy_sources(t):
        for s in sources:
            s_norm = s.strip("./") if s not in (".", "./") else "."
            head = s_norm.split("/", 1)[0]
            if head in ("tests", "solution", "solution.sh", "run-tests.sh", "oracle"):
                found.append(_f("verifier_files_in_image", f"Dockerfile line {n} copies {s} into the image: {line[:160]}"))
            elif s_norm in (".", "*") and t.kind == "tb1" and not {"tests", "solution.sh"} <= ignored:
                found.append(_f("verifier_files_in_image",
                                f"Dockerfile line {n} copies the whole task folder ({line[:120]}) and .dockerignore "
                                "does not exclude tests/ and solution.sh"))
    return found


def _abs_paths(text: str) -> list[str]:
    seen = []
    for m in PATH_RE.finditer(text):
        p = m.group(1).rstrip("/.,;:")
        if len(p) > 1 and p.count("/") >= 1 and p not in seen:
            seen.append(p)
    return seen


def instruction_path_candidates(t: ForeignTask) -> list[str]:
    """Absolute paths in the instruction that nothing the task ships accounts for (before looking at the image)."""
    known = _read(t.dockerfile)
    if t.context is not None and t.kind == "harbor":
        known += "\n" + "\n".join("/" + p.relative_to(t.context).as_posix() for p in t.context.rglob("*"))
    for d in (t.solution_dir, t.tests_dir):
        if d is not None:
            for p in d.rglob("*"):
                if p.is_file() and p.stat().st_size < 1_000_000:
                    known += "\n" + _read(p)
    out = []
    for p in _abs_paths(t.instruction):
        if any(p == a.rstrip("/") or p.startswith(a.rstrip("/") + "/") for a in t.artifacts):
            continue
        parts = p.strip("/").split("/")
        ancestors = ["/" + "/".join(parts[: i + 1]) for i in range(len(parts))]
        if any(re.search(re.escape(a) + r"(?![\w.-])", known) for a in ancestors[1:] or ancestors):
            continue
        if re.search(re.escape(p) + r"(?![\w.-])", known):
            continue
        out.append(p)
    return out


def _is_value_compare(node: ast.AST) -> bool:
    if isinstance(node, ast.Compare):
        return any(isinstance(op, (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE)) for op in node.ops) or any(
            isinstance(op, (ast.In, ast.NotIn)) and not isinstance(node.left, ast.Constant) for op in node.ops)
    if isinstance(node, ast.Call):
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        return name in VALUE_CALLS
    return False


def format_only_tests(t: ForeignTask) -> Finding | None:
    """Heuristic: the tests compare no values (only existence, types, keys). Python tests are parsed; shell-only
    tests are searched for diff/cmp/comparisons."""
    if t.tests_dir is None:
        return None
    py = [p for p in t.tests_dir.rglob("*.py") if p.name not in ("conftest.py",)]
    checked = 0
    for p in py:
        try:
            tree = ast.parse(_read(p))
        except SyntaxError:
            continue
        checked += 1
        if any(_is_value_compare(n) for n in ast.walk(tree)):
            return None
    if not py:
        sh = "\n".join(_read(p) for p in t.tests_dir.rglob("*.sh") if p.name != "test.sh" or t.kind == "harbor")
        if not sh.strip() or SH_VALUE.search(sh):
            return None
        return _f("format_only_tests", "the shell tests compare no values (no diff, cmp or comparison found)", True)
    if checked == 0:
        return None
    return _f("format_only_tests", f"no comparison of values found in {checked} Python test file(s): the tests "
              "check only existence or format", True)


def findings(t: ForeignTask) -> list[Finding]:
    """Every static finding of one task."""
    out = [_f("config_rejected", e) for e in t.config_errors]
    if t.load_error:
        return out + [_f("unreadable", t.load_error)]
    if not t.instruction.strip():
        out.append(_f("no_instruction", "instruction is missing or empty"))
    if t.dockerfile is None and not t.prebuilt_image:
        out.append(_f("no_environment", "no Dockerfile (environment/Dockerfile or Dockerfile) and no docker_image"))
    if not t.has_tests:
        out.append(_f("no_tests", "no verifier: " + ("tests/test.sh" if t.kind == "harbor" else "run-tests.sh")
                      + " is missing"))
    if not t.has_solution:
        extra = " (solution.yaml, a command list, is not run here)" if (t.path / "solution.yaml").is_file() else ""
        out.append(_f("no_solution", "no reference solution: " + ("solution/solve.sh" if t.kind == "harbor"
                                                                  else "solution.sh") + " is missing" + extra))
    out += leaks(t)
    if why := network_at_build(t):
        out.append(_f("network_at_build", why))
    if t.network_mode in ("public", "allowlist"):
        how = "allow_internet = true" if t.kind == "harbor" and "allow_internet" in (
            _read(t.path / "task.toml")) else f"network_mode = {t.network_mode!r}"
        out.append(_f("network_at_run", f"the task declares network access at run time ({how})"))
    for label, p in (("solution", t.solution_dir / "solve.sh" if t.solution_dir else None),
                     ("tests", t.tests_dir / ("run-tests.sh" if t.kind == "tb1" else "test.sh") if t.tests_dir else None)):
        if m := remote_fetch(_read(p)):
            out.append(_f("network_at_run", f"the {label} script fetches from the network at run time ({m})"))
    missing = instruction_path_candidates(t)
    static_missing = [p for p in missing if p.strip("/").split("/")[0] not in SYSTEM_TOP]
    if static_missing:
        out.append(_f("instruction_paths_missing",
                      "instruction names paths nothing in the task creates: " + ", ".join(static_missing[:10]), True))
    if not t.difficulty:
        out.append(_f("difficulty_missing", "no difficulty label"))
    if not t.category:
        out.append(_f("category_missing", "no category label"))
    absent = [n for n, v in (("agent", t.agent_timeout), ("verifier", t.verifier_timeout)) if v is None]
    if absent:
        out.append(_f("timeouts_missing", f"no {' or '.join(absent)} timeout declared (harness defaults apply)"))
    if ff := format_only_tests(t):
        out.append(ff)
    if not t.separate:
        out.append(_f("no_separate_verifier", "the tests run in the agent's own container (no separate verifier "
                      "mode): anything the agent planted there is present when they run"))
    elif not t.artifacts:
        out.append(_f("no_artifacts", "separate verifier without declared artifacts: the verifier receives none of "
                      "the agent's work, and the hack battery cannot target outputs"))
    size = sum(p.stat().st_size for p in t.path.rglob("*") if p.is_file())
    if size > 2_000_000:
        out.append(_f("large", f"task folder is {size / 1e6:.1f} MB (over 2 MB)"))
    return out


def dataset_findings(tasks: list[ForeignTask]) -> list[str]:
    """Findings about the set of tasks as a whole (labels lost)."""
    out = []
    diffs = [t.difficulty for t in tasks if not t.load_error]
    if len(diffs) >= 2 and diffs and all(d == diffs[0] for d in diffs):
        out.append(f"every task has the same difficulty ({diffs[0] or 'none'})")
    cats = {t.category for t in tasks if not t.load_error}
    if len(diffs) >= 2 and len(cats) == 1:
        out.append(f"every task has the same category ({next(iter(cats)) or 'none'})")
    return out
