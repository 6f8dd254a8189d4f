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


def tools_in(script: str) -> set[str]:
    """Commands (by basename) run by a bash script, including those after xargs/sudo/env/timeout."""
    found: set[str] = set()
    text = _strip_heredocs(script).replace("\\\n", " ")  # join continuation lines
    functions = {a or b for a, b in _FUNCTION.findall(text)}
    text = text.replace("$(", " ( ").replace("`", " ` ")
    for raw in text.splitlines():
        line = raw.split(" #", 1)[0] if not raw.lstrip().startswith("#") else ""
        try:
            lex = shlex.shlex(line, posix=True, punctuation_chars="|&;()")
            lex.whitespace_split = True
            words = list(lex)
        except ValueError:
            words = line.split()
        expect_cmd, skip_next = True, False
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
            if _ASSIGN.match(w) or w.startswith("-"):
                continue  # VAR=x prefixes, options of wrappers: the command is still to come
            if w.startswith(("$", '"', "'", ".", "/dev/")) or w[0].isdigit():
                expect_cmd = False  # a command we cannot name ("$BIN", ./bin/x): its arguments are not tools
                continue
            name = w.rsplit("/", 1)[-1]
            if name in ("xargs", "sudo", "env", "timeout", "nohup", "nice", "time"):
                found.add(name) if name in ("xargs", "timeout", "sudo") else None
                continue  # the next word is the command they run
            if re.fullmatch(r"[A-Za-z][A-Za-z0-9_.+-]*", name) and name not in NOT_TOOLS and name not in functions:
                found.add(name)
            expect_cmd = False
    return found
