"""Which command-line tools a bash script runs: the words in command position, found with bash's own grammar
rules approximated by shlex (pipelines, lists, subshells, command substitution, heredocs skipped)."""

from __future__ import annotations

import re
import shlex

# Shell syntax and builtins are not tools.
NOT_TOOLS = {
    "if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac", "in", "function",
    "select", "time", "!", "{", "}", "[[", "]]", "[", "]", "((", "))", "set", "export", "local", "declare", "readonly",
    "return", "exit", "shift", "unset", "source", ".", "eval", "exec", "trap", "cd", "pushd", "popd", "read", "echo",
    "printf", "true", "false", ":", "test", "let", "wait", "break", "continue", "builtin", "command", "shopt", "alias",
    "type", "hash", "ulimit", "umask", "getopts", "mapfile", "readarray", "then", "sudo", "env", "nohup", "xargs",
}
# After these words a command follows (list operators, subshells, and the keywords that open a command list).
_SEPARATORS = {"|", "||", "&&", ";", "&", "(", ")", "$(", "`", "|&", ";;", "do", "then", "else", "elif", "if", "while",
               "until", "{", "!", "time"}
_FUNCTION = re.compile(r"^\s*(?:function\s+)?([A-Za-z_][A-Za-z0-9_-]*)\s*\(\)|^\s*function\s+([A-Za-z_][A-Za-z0-9_-]*)", re.M)
_HEREDOC = re.compile(r"<<-?\s*(['\"]?)(\w+)\1")
_ASSIGN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
_CASE_ARM = re.compile(r"^\s*\(?[\w.*?\[\]\"'$-]+(?:\|[\w.*?\[\]\"'$-]+)*\)\s*")  # `GET|HIST)` in a case


def _strip_heredocs(script: str) -> str:
    out, lines, i = [], script.splitlines(), 0
    while i < len(lines):
        line = lines[i]
        out.append(line)
        m = _HEREDOC.search(line)
        i += 1
        if m:
            end = m.group(2)
            while i < len(lines) and lines[i].strip() != end:
                i += 1
            i += 1
    return "\n".join(out)


_SHEBANG = re.compile(r"^#!\s*(?:/usr)?/bin/(?:env\s+)?(?:ba)?sh\b")
_SHELL_FEED = re.compile(r"(?:^|[\s;&|(])(?:bash|sh)(?:\s+-\w+)*\s*<<")


def shell_heredocs(script: str) -> list[str]:
    """Bodies of heredocs that are shell code the oracle runs: fed to bash/sh, or scripts with a sh shebang."""
    bodies, lines, i = [], script.splitlines(), 0
    while i < len(lines):
        m = _HEREDOC.search(lines[i])
        head = lines[i]
        i += 1
        if not m:
            continue
        body = []
        while i < len(lines) and lines[i].strip() != m.group(2):
            body.append(lines[i])
            i += 1
        i += 1
        if (body and _SHEBANG.match(body[0])) or _SHELL_FEED.search(head[: m.start()] + " <<"):
            bodies.append("\n".join(body))
    return bodies


def _blank_single_quoted(text: str) -> str:
    """Replace single-quoted strings (awk/jq/sed programs, often several lines long) by a placeholder word, so
    that their contents are not read as commands; comments and double-quoted strings are respected."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == "\\":
            out.append(text[i:i + 2])
            i += 2
        elif c == "#" and (i == 0 or text[i - 1] in " \t\n;&|("):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif c == "'":
            j = text.find("'", i + 1)
            j = n if j < 0 else j
            out.append("'$Q'")
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def tools_in(script: str, nested: bool = True) -> set[str]:
    """Commands (by basename) run by a bash script, including those after xargs/sudo/env/timeout/exec, and (nested)
    those in the shell scripts it writes with a heredoc and runs."""
    found: set[str] = set()
    if nested:
        for body in shell_heredocs(script):
            found |= tools_in(body)
    text = _blank_single_quoted(_strip_heredocs(script)).replace("\\\n", " ")  # join continuation lines
    functions = {a or b for a, b in _FUNCTION.findall(text)}
    text = re.sub(r"\$\(\([^()]*(?:\([^()]*\)[^()]*)*\)\)", "0", text)  # arithmetic, not a command
    text = text.replace("$(", " ( ").replace("`", " ` ")
    for raw in text.splitlines():
        line = raw.split(" #", 1)[0] if not raw.lstrip().startswith("#") else ""
        line = _CASE_ARM.sub("", line, count=1)
        try:
            lex = shlex.shlex(line, posix=True, punctuation_chars="|&;()")
            lex.whitespace_split = True
            words = list(lex)
        except ValueError:
            words = line.split()
        expect_cmd, skip_next, after_timeout = True, False, False
        for w in words:
            if skip_next:  # the target of a redirection operator
                skip_next = False
                continue
            if w in _SEPARATORS or set(w) <= set("|&;()"):
                expect_cmd = True
                continue
            if re.fullmatch(r"\d*(<<<|<<|<|>>|>|<>|>\|)&?", w):
                skip_next = True
                continue
            if re.match(r"^\d*[<>]", w):
                continue  # a redirection with its target attached (2>/dev/null, >out.txt)
            if not expect_cmd:
                continue
            if after_timeout and re.fullmatch(r"\d+(\.\d+)?[smhd]?", w):
                continue  # timeout's duration: the command is still to come
            if _ASSIGN.match(w) or w.startswith("-"):
                continue  # VAR=x prefixes, options of wrappers: the command is still to come
            if w.startswith(("$", '"', "'", ".", "/dev/")) or w[0].isdigit():
                expect_cmd = False  # a command we cannot name ("$BIN", ./bin/x): its arguments are not tools
                continue
            name = w.rsplit("/", 1)[-1]
            after_timeout = name == "timeout"
            if name in ("xargs", "sudo", "env", "timeout", "nohup", "nice", "time", "exec"):
                found.add(name) if name in ("xargs", "timeout", "sudo") else None
                continue  # the next word is the command they run
            if re.fullmatch(r"[A-Za-z][A-Za-z0-9_.+-]*", name) and name not in NOT_TOOLS and name not in functions:
                found.add(name)
            expect_cmd = False
    return found
