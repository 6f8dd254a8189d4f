# The in-container end of TermiGen's exec channel. Not imported on the host: its source is sent to the
# container's own interpreter (`docker exec -i`, as root, once per sandbox) and runs there, with the standard
# library only. Each command still runs in a fresh process, in a new session, with /dev/null as stdin and one
# pipe for stdout and stderr (arrival order), as the user, environment and folder the host asks for.
#
# host -> here: one JSON object per line on stdin
#   {"op": "run", "id": N, "argv": [...], "env": {...}, "cwd": "/dir", "user": "name" | "uid", "home": bool}
#       home: set HOME from the user's passwd entry ("/" without one), as the engine does for its execs
#   {"op": "kill", "id": N, "token": "..."}  SIGKILL the command's group and every process whose environment
#       holds TERMIGEN_EXEC_ID=token (that also catches children that left the group)
#   {"op": "ping", "id": N}
# here -> host: frames on stdout, a 9-byte header (kind, id u32, length u32, big-endian) and the payload
#   R ready {"pid": ...}; O output bytes; X exit {"code": int}; F not started {"error": str}; P pong
# stdin closing ends the channel: running commands are killed, this process exits.

import json
import os
import pwd
import select
import signal
import struct
import subprocess
import sys

HEAD = struct.Struct(">cII")
TOKEN_VAR = b"TERMIGEN_EXEC_ID="
CHUNK = 65536
OUT = sys.stdout.fileno()


def send(kind, ident, payload=b""):
    data = HEAD.pack(kind, ident, len(payload)) + payload
    while data:
        n = os.write(OUT, data)
        data = data[n:]


def send_json(kind, ident, obj):
    send(kind, ident, json.dumps(obj).encode())


def set_name():
    """Show as `termigen-exec` in ps/top, so that `pkill python3` or `killall python3` in a task spares it."""
    try:
        import ctypes

        ctypes.CDLL(None).prctl(15, b"termigen-exec", 0, 0, 0)  # PR_SET_NAME
    except Exception:
        pass


def resolve(user):
    """(uid, gid, supplementary gids, home) like the engine resolves an exec's user; None if the name is
    unknown (the host then lets the engine run the command, which reports the error in its own words)."""
    if user.isdigit():
        uid = int(user)
        try:
            pw = pwd.getpwuid(uid)
        except KeyError:
            return uid, 0, [], "/"
    else:
        try:
            pw = pwd.getpwnam(user)
        except KeyError:
            return None
        uid = pw.pw_uid
    try:
        groups = os.getgrouplist(pw.pw_name, pw.pw_gid)
    except OSError:
        groups = [pw.pw_gid]
    return uid, pw.pw_gid, groups, pw.pw_dir or "/"


class Job:
    def __init__(self, ident, proc, fd, pidfd):
        self.id, self.proc, self.fd, self.pidfd = ident, proc, fd, pidfd
        self.eof = False
        self.code = None  # set once reaped


def kill_token(token):
    needle = TOKEN_VAR + token.encode()
    me = os.getpid()
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == me:
            continue
        try:
            with open("/proc/" + name + "/environ", "rb") as f:
                found = needle in f.read().split(b"\0")
        except OSError:
            continue
        if found:
            for kill in (os.killpg, os.kill):
                try:
                    kill(int(name), signal.SIGKILL)
                except OSError:
                    pass


def main():
    set_name()
    os.umask(0o022)
    base_env = dict(os.environ)
    jobs = {}  # id -> Job
    by_fd = {}  # fd -> Job (output pipe or pidfd)
    poller = select.poll()
    poller.register(0, select.POLLIN)
    have_pidfd = hasattr(os, "pidfd_open")
    inbuf = b""
    send_json(b"R", 0, {"pid": os.getpid(), "pidfd": have_pidfd})

    def reap(job, block=False):
        if job.code is None:
            rc = job.proc.wait() if block else job.proc.poll()
            if rc is not None:
                job.code = rc if rc >= 0 else 128 - rc
                if job.pidfd is not None:
                    poller.unregister(job.pidfd)
                    del by_fd[job.pidfd]
                    os.close(job.pidfd)
                    job.pidfd = None
        if job.code is not None and job.eof:
            send_json(b"X", job.id, {"code": job.code})
            del jobs[job.id]

    def run(msg):
        ident = msg["id"]
        who = resolve(str(msg.get("user") or "0"))
        if who is None:
            send_json(b"F", ident, {"error": "unknown user " + str(msg.get("user"))})
            return
        uid, gid, groups, home = who
        env = dict(base_env)
        if msg.get("home"):
            env["HOME"] = home
        env.update(msg.get("env") or {})
        ids = {}
        if (uid, gid) != (os.getuid(), os.getgid()) or sorted(set(groups)) != sorted(set(os.getgroups())):
            ids = dict(user=uid, group=gid, extra_groups=groups)  # (without them, the faster vfork is used)
        r, w = os.pipe()
        try:
            proc = subprocess.Popen(
                msg["argv"], stdin=subprocess.DEVNULL, stdout=w, stderr=w, cwd=msg.get("cwd") or None, env=env,
                start_new_session=True, close_fds=True, **ids
            )
        except Exception as e:  # nothing ran: the host hands the command to the engine instead
            os.close(r)
            os.close(w)
            send_json(b"F", ident, {"error": "%s: %s" % (type(e).__name__, e)})
            return
        os.close(w)
        pidfd = None
        if have_pidfd:
            try:
                pidfd = os.pidfd_open(proc.pid)
            except OSError:
                pidfd = None
        job = Job(ident, proc, r, pidfd)
        jobs[ident] = job
        by_fd[r] = job
        poller.register(r, select.POLLIN)
        if pidfd is not None:
            by_fd[pidfd] = job
            poller.register(pidfd, select.POLLIN)

    def handle(msg):
        op = msg.get("op")
        if op == "run":
            run(msg)
        elif op == "kill":
            job = jobs.get(msg.get("id"))
            if job is not None and job.code is None:
                for kill in (os.killpg, os.kill):
                    try:
                        kill(job.proc.pid, signal.SIGKILL)
                    except OSError:
                        pass
            if msg.get("token"):
                kill_token(msg["token"])
        elif op == "ping":
            send(b"P", msg.get("id", 0))

    while True:
        waiting = any(j.eof and j.code is None and j.pidfd is None for j in jobs.values())
        events = poller.poll(10 if waiting else None)
        for fd, _ in events:
            if fd == 0:
                data = os.read(0, CHUNK)
                if not data:  # the host closed the channel
                    for job in jobs.values():
                        if job.code is None:
                            try:
                                os.killpg(job.proc.pid, signal.SIGKILL)
                            except OSError:
                                pass
                    return
                inbuf += data
                while b"\n" in inbuf:
                    line, inbuf = inbuf.split(b"\n", 1)
                    if line.strip():
                        try:
                            msg = json.loads(line)
                        except ValueError:
                            continue
                        try:
                            handle(msg)
                        except Exception as e:  # a bad request must not end the channel
                            send_json(b"F", int(msg.get("id") or 0), {"error": "%s: %s" % (type(e).__name__, e)})
                continue
            job = by_fd.get(fd)
            if job is None:
                continue
            if fd == job.fd:
                data = os.read(fd, CHUNK)
                if data:
                    send(b"O", job.id, data)
                    continue
                poller.unregister(fd)
                del by_fd[fd]
                os.close(fd)
                job.eof = True
                reap(job)
            else:  # the pidfd: the process ended
                reap(job, block=True)
        for job in [j for j in jobs.values() if j.eof and j.code is None and j.pidfd is None]:
            reap(job)


main()
