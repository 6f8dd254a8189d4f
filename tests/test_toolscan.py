"""The tools counter reads bash the way bash does, closely enough not to invent or miss commands."""

from termigen.toolscan import tools_in


def test_pipelines_substitutions_and_wrappers():
    s = "sort -u a | uniq -c > out\nx=$(jq -r .a f) && timeout 5 sqlite3 db 'select 1'\nfind . -name x | xargs grep -l y"
    assert tools_in(s) == {"sort", "uniq", "jq", "timeout", "sqlite3", "find", "xargs", "grep"}


def test_quoted_programs_case_arms_and_arithmetic_are_not_commands():
    s = ("awk '\n  NR > 1 { s += $2 }\n  END { print s }\n' f\n"
         "case $cmd in\n  GET|HIST) head -1 f ;;\n  LIST) tail -1 f ;;\nesac\n"
         "i=$((i + (j * 2)))\necho \"don't\" # it's fine\n")
    assert tools_in(s) == {"awk", "head", "tail"}


def test_shell_heredocs_count_only_when_they_are_shell_code():
    s = ("cat > /usr/local/bin/provision <<'EOF'\n#!/bin/bash\nuseradd -m ana\ngroupadd ops\nEOF\n"
         "bash -s <<EOF\nchown ana /srv\nEOF\n"
         "python3 - <<'EOF'\nimport os\nprint(1)\nEOF\n"
         "cat > notes.txt <<EOF\nrm everything\nEOF\n")
    assert tools_in(s) == {"cat", "useradd", "groupadd", "bash", "chown", "python3"}
    assert tools_in(s, nested=False) == {"cat", "bash", "python3"}


def test_functions_and_variables_are_not_tools():
    s = "check() { grep -q x \"$1\"; }\ncheck f\n\"$BIN\" --run\n./build.sh\nFOO=1 make all"
    assert tools_in(s) == {"grep", "make"}


def test_the_command_after_exec_is_a_tool():
    s = "exec 3>/tmp/lock\nexec gunicorn -b 127.0.0.1:8000 app:app\nexec >>/var/log/x.log 2>&1\n"
    assert tools_in(s) == {"gunicorn"}
