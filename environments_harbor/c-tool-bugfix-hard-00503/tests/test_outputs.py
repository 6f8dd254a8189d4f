import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/colpick'
TOOL = 'colpick'
SRC = 'colpick.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': ['-f', '2-,2,7,1-2,9,4-8,-2', 'orders.csv'],
  'files': {'orders.csv': b'20821,commit,backup,ledger,705.89\r\n62712,"quartz ""driver"", Hana",99078,34569,22882,alp'
                          b'ha,south,"Yilmaz, Priya",sensor,"Moreno, Quinn",branch,560.52\r\ninvoice,17451,,"patch ""o'
                          b'rchard"", gamma",10427,"route ""south"", depot",review\r\n95114,78981,mill,62306,16270'
                          b'\r\n6025,alpha,south,,19649,"Varga, Nia"\r\namber,ledger,"Tanaka, Priya",,release,55053,'
                          b'"Petrov, Emil",1773,"branch ""maple"", stream","build ""build"", worker",115,gamma,batch'
                          b',171.71,"release ""deploy"", driver",1989,53286,800.46\r\nsensor,710.77,"worker ""driver""'
                          b', alpha",review,queue,497.17\r\n96580,pallet,,alpha,194.19,697.73,6620\r\n"queue ""kerne'
                          b'l"", replica",488,queue,25700,395.53,quartz,"replica ""south"", commit"'},
  'name': 'h01',
  'status': 0,
  'stdin': None,
  'stdout': b'commit,backup,ledger,705.89,commit,,20821,commit,,ledger,705.89,,,,20821,commit\n"quartz ""driver"", Hana'
            b'",99078,34569,22882,alpha,south,"Yilmaz, Priya",sensor,"Moreno, Quinn",branch,560.52,"quartz ""driver"",'
            b' Hana",south,62712,"quartz ""driver"", Hana",sensor,34569,22882,alpha,south,"Yilmaz, Priya",62712,"quart'
            b'z ""driver"", Hana"\n17451,,"patch ""orchard"", gamma",10427,"route ""south"", depot",review,17451,review'
            b',invoice,17451,,"patch ""orchard"", gamma",10427,"route ""south"", depot",review,,invoice,17451\n78981,mi'
            b'll,62306,16270,78981,,95114,78981,,62306,16270,,,,95114,78981\nalpha,south,,19649,"Varga, Nia",alpha,,602'
            b'5,alpha,,,19649,"Varga, Nia",,,6025,alpha\nledger,"Tanaka, Priya",,release,55053,"Petrov, Emil",1773,"bra'
            b'nch ""maple"", stream","build ""build"", worker",115,gamma,batch,171.71,"release ""deploy"", driver",198'
            b'9,53286,800.46,ledger,"Petrov, Emil",amber,ledger,"branch ""maple"", stream",,release,55053,"Petrov, Emi'
            b'l",1773,amber,ledger\n710.77,"worker ""driver"", alpha",review,queue,497.17,710.77,,sensor,710.77,,review'
            b',queue,497.17,,,sensor,710.77\npallet,,alpha,194.19,697.73,6620,pallet,6620,96580,pallet,,alpha,194.19,69'
            b'7.73,6620,,96580,pallet\n488,queue,25700,395.53,quartz,"replica ""south"", commit",488,"replica ""south""'
            b', commit","queue ""kernel"", replica",488,,25700,395.53,quartz,"replica ""south"", commit",,"queue ""ker'
            b'nel"", replica",488\n'},
 {'args': ['-s', '-d', '\\t', '-f', '3-4,3-7,2-,8,5,4', '-'],
  'files': {},
  'name': 'h02',
  'status': 0,
  'stdin': b'"gamma ""backup""\t shard"\t92722\tfalcon\tbuild\tpatch\n"Tanaka\t Dora"\t"cache ""retry""\t Emil"\t15'
           b'699\tcedar\talpha\tcache\t"depot ""maple""\t deploy"\tmill\t"retry ""parser""\t socket"\tfalcon\t"Petr'
           b'ov\t Gus"\t"Okoro\t Fatima"\t\t97.36\tpallet\tbuild\tbuild\tsensor\npatch\t82862\tdepot\tcopper\t"gamma ""'
           b'depot""\t cache"\t"replica ""cache""\t branch"\n"Petrov\t Emil"\t123.87\t"token ""queue""\t sensor"\tstre'
           b'am\t"branch ""willow""\t invoice"\nwillow queue\n"Fatima\t Petrov"\namber socket\nbranch\t"branch ""sout'
           b'h""\t maple"\t92568\t"deploy ""sensor""\t falcon"\t"queue ""pallet""\t delta"\tmerge\nwillow\t1982\tno'
           b'rth\tcache\t75807\t\t\t58866\ttoken\t\t85221\t806.75\tcedar\tledger\n995.73\t23395\t6061\t998.33\tcache\n'
           b'"Petrov\t Dora"\tcache\t10593\t"token ""sensor""\t beta"\tcommit\n862.68\t"Quist\t Fatima"\t"Petrov\t Q'
           b'uinn"\t574.76\t26272\tcedar\n"backup ""branch""\t deploy"\t"Moreno\t Chidi"\tbuild\t39088\t19100\t34937'
           b'\t\t251.06\tpallet\tcommit\t41832\tparser\t"Rahman\t Lena"\t17716\t51568\t"falcon ""sensor""\t pallet"\n',
  'stdout': b'falcon\tbuild\tfalcon\tbuild\tpatch\t\t\t92722\tfalcon\tbuild\tpatch\t\tpatch\tbuild\n15699\tcedar\t1569'
            b'9\tcedar\talpha\tcache\t"depot ""maple""\t deploy"\t"cache ""retry""\t Emil"\t15699\tcedar\talpha\tcach'
            b'e\t"depot ""maple""\t deploy"\tmill\t"retry ""parser""\t socket"\tfalcon\t"Petrov\t Gus"\t"Okoro\t Fat'
            b'ima"\t\t97.36\tpallet\tbuild\tbuild\tsensor\tmill\talpha\tcedar\ndepot\tcopper\tdepot\tcopper\t"gamma '
            b'""depot""\t cache"\t"replica ""cache""\t branch"\t\t82862\tdepot\tcopper\t"gamma ""depot""\t cache"\t"'
            b'replica ""cache""\t branch"\t\t"gamma ""depot""\t cache"\tcopper\n"token ""queue""\t sensor"\tstream\t"to'
            b'ken ""queue""\t sensor"\tstream\t"branch ""willow""\t invoice"\t\t\t123.87\t"token ""queue""\t sensor'
            b'"\tstream\t"branch ""willow""\t invoice"\t\t"branch ""willow""\t invoice"\tstream\n92568\t"deploy ""senso'
            b'r""\t falcon"\t92568\t"deploy ""sensor""\t falcon"\t"queue ""pallet""\t delta"\tmerge\t\t"branch ""south"'
            b'"\t maple"\t92568\t"deploy ""sensor""\t falcon"\t"queue ""pallet""\t delta"\tmerge\t\t"queue ""pallet'
            b'""\t delta"\t"deploy ""sensor""\t falcon"\nnorth\tcache\tnorth\tcache\t75807\t\t\t1982\tnorth\tcache\t'
            b'75807\t\t\t58866\ttoken\t\t85221\t806.75\tcedar\tledger\t58866\t75807\tcache\n6061\t998.33\t6061\t998.33'
            b'\tcache\t\t\t23395\t6061\t998.33\tcache\t\tcache\t998.33\n10593\t"token ""sensor""\t beta"\t10593\t"tok'
            b'en ""sensor""\t beta"\tcommit\t\t\tcache\t10593\t"token ""sensor""\t beta"\tcommit\t\tcommit\t"token ""s'
            b'ensor""\t beta"\n"Petrov\t Quinn"\t574.76\t"Petrov\t Quinn"\t574.76\t26272\tcedar\t\t"Quist\t Fatima"\t"P'
            b'etrov\t Quinn"\t574.76\t26272\tcedar\t\t26272\t574.76\nbuild\t39088\tbuild\t39088\t19100\t34937\t\t"Mor'
            b'eno\t Chidi"\tbuild\t39088\t19100\t34937\t\t251.06\tpallet\tcommit\t41832\tparser\t"Rahman\t Lena"\t17'
            b'716\t51568\t"falcon ""sensor""\t pallet"\t251.06\t19100\t39088\n'},
 {'args': ['-f', '1-2,-3,3', 'jan.csv', 'feb.csv', 'mar.csv'],
  'files': {'jan.csv': b'91490,71220,41545,stream\n,29175,mill,16322\ncedar,83465,,604.84\n47419,61899,orchard,33362\n',
            'mar.csv': b'south,driver,beta,46123\namber,ledger,gamma,86061\n52731,,16583,queue\n2566,27703,53485,rev'
                       b'iew\n82797,pallet,deploy,buffer\n'},
  'name': 'h03',
  'status': 1,
  'stdin': None,
  'stdout': b'91490,71220,91490,71220,41545,41545\n,29175,,29175,mill,mill\ncedar,83465,cedar,83465,,\n47419,61899,47'
            b'419,61899,orchard,orchard\nsouth,driver,south,driver,beta,beta\namber,ledger,amber,ledger,gamma,gamma\n'
            b'52731,,52731,,16583,16583\n2566,27703,2566,27703,53485,53485\n82797,pallet,82797,pallet,deploy,deploy\n'},
 {'args': ['-f', '0', 'in.csv'],
  'files': {'in.csv': b',depot,sensor,\n6108,912.14,95779,981.20\ngamma,24629,sensor,15171\n'},
  'name': 'h04',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,6-3', 'in.csv'],
  'files': {'in.csv': b',depot,sensor,\n6108,912.14,95779,981.20\ngamma,24629,sensor,15171\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-d', ';', '-f', '3,2-4,6,-1,3-,3-7,9', 'stock.csv'],
  'files': {'stock.csv': b'210.67;beta;release;north;77587;345.11\r\n"Nakamura; Mateo";"backup ""amber""; Oskar";4296'
                         b'2;;driver;willow;;build;;"Petrov; Quinn";63757;26327;"merge ""sensor""; backup";;backup;438.'
                         b'07;70426\r\n12963;71900;cache;deploy;beta;kernel\r\nparser;391.13;deploy;buffer;commit;54451'
                         b'\r\nbuild;"Weber; Ivo";shard;queue;90856\r\nbatch;36498;kernel;35683;falcon;987.07;socket;dr'
                         b'iver;harbour;81213;323.10;;merge;\r\n84349;4068;route;23264;merge;205.23\r\n345.78;driver;ca'
                         b'che;"Quist; Fatima";76595\r\nshard;"sensor ""token""; worker";"Silva; Nia";"Varga; Kofi";r'
                         b'elease;55622\r\nqueue;shard;"token ""delta""; token";96371;42292;931.78;driver;driver;489.'
                         b'06;token;delta;"Yilmaz; Bruno";parser;commit;38847;stream;kernel\r\n90.54;deploy;branch;de'
                         b'lta;"Quist; Gus";2863\r\n'},
  'name': 'h06',
  'status': 0,
  'stdin': None,
  'stdout': b'release;beta;release;north;345.11;210.67;release;north;77587;345.11;release;north;77587;345.11;;\n42962;"'
            b'backup ""amber""; Oskar";42962;;willow;"Nakamura; Mateo";42962;;driver;willow;;build;;"Petrov; Quinn";63'
            b'757;26327;"merge ""sensor""; backup";;backup;438.07;70426;42962;;driver;willow;;\ncache;71900;cache;deplo'
            b'y;kernel;12963;cache;deploy;beta;kernel;cache;deploy;beta;kernel;;\ndeploy;391.13;deploy;buffer;54451;par'
            b'ser;deploy;buffer;commit;54451;deploy;buffer;commit;54451;;\nshard;"Weber; Ivo";shard;queue;;build;shard;'
            b'queue;90856;shard;queue;90856;;;\nkernel;36498;kernel;35683;987.07;batch;kernel;35683;falcon;987.07;socke'
            b't;driver;harbour;81213;323.10;;merge;;kernel;35683;falcon;987.07;socket;harbour\nroute;4068;route;23264;2'
            b'05.23;84349;route;23264;merge;205.23;route;23264;merge;205.23;;\ncache;driver;cache;"Quist; Fatima";;345.'
            b'78;cache;"Quist; Fatima";76595;cache;"Quist; Fatima";76595;;;\n"Silva; Nia";"sensor ""token""; worker";"S'
            b'ilva; Nia";"Varga; Kofi";55622;shard;"Silva; Nia";"Varga; Kofi";release;55622;"Silva; Nia";"Varga; Kofi"'
            b';release;55622;;\n"token ""delta""; token";shard;"token ""delta""; token";96371;931.78;queue;"token ""del'
            b'ta""; token";96371;42292;931.78;driver;driver;489.06;token;delta;"Yilmaz; Bruno";parser;commit;38847;str'
            b'eam;kernel;"token ""delta""; token";96371;42292;931.78;driver;489.06\nbranch;deploy;branch;delta;2863;90.'
            b'54;branch;delta;"Quist; Gus";2863;branch;delta;"Quist; Gus";2863;;\n'},
 {'args': ['-s', '-d', '\\t', '-f', '3-4,6,3-7,2-,9,4'],
  'files': {},
  'name': 'h07',
  'status': 0,
  'stdin': b'branch\t333.99\ttoken\t"Tanaka\t Fatima"\t"Okoro\t Ada"\t82979\n3966\t"build ""willow""\t Kofi"\t24085\t'
           b'12620\troute\t\tinvoice\troute\t80717\ttoken\t196.88\t\t"Moreno\t Bruno"\t50736\nbranch\tdeploy\tnorth'
           b'\t28076\tworker\t80497\ninvoice worker\n54700\tdriver\t"north ""worker""\t invoice"\tbatch\t"retry ""build'
           b'""\t beta"\n"Gus\t Weber"\nbatch alpha\n"Quist\t Gus"\t"Zhou\t Bruno"\tpallet\t83.39\t5940\t"Zhou\t Mateo'
           b'"\nrelease\tqueue\t"Rahman\t Oskar"\t402.37\t76983\t4903\t"Okoro\t Bruno"\tmerge\t449.82\t850.40\n',
  'stdout': b'token\t"Tanaka\t Fatima"\t82979\ttoken\t"Tanaka\t Fatima"\t"Okoro\t Ada"\t82979\t\t333.99\ttoken\t"Tanaka'
            b'\t Fatima"\t"Okoro\t Ada"\t82979\t\t"Tanaka\t Fatima"\n24085\t12620\t\t24085\t12620\troute\t\tinvoice\t"'
            b'build ""willow""\t Kofi"\t24085\t12620\troute\t\tinvoice\troute\t80717\ttoken\t196.88\t\t"Moreno\t Bruno"'
            b'\t50736\t80717\t12620\nnorth\t28076\t80497\tnorth\t28076\tworker\t80497\t\tdeploy\tnorth\t28076\tworker'
            b'\t80497\t\t28076\n"north ""worker""\t invoice"\tbatch\t\t"north ""worker""\t invoice"\tbatch\t"retry ""'
            b'build""\t beta"\t\t\tdriver\t"north ""worker""\t invoice"\tbatch\t"retry ""build""\t beta"\t\tbatch\npal'
            b'let\t83.39\t"Zhou\t Mateo"\tpallet\t83.39\t5940\t"Zhou\t Mateo"\t\t"Zhou\t Bruno"\tpallet\t83.39\t5940'
            b'\t"Zhou\t Mateo"\t\t83.39\n"Rahman\t Oskar"\t402.37\t4903\t"Rahman\t Oskar"\t402.37\t76983\t4903\t"Oko'
            b'ro\t Bruno"\tqueue\t"Rahman\t Oskar"\t402.37\t76983\t4903\t"Okoro\t Bruno"\tmerge\t449.82\t850.40\t449.82'
            b'\t402.37\n'},
 {'args': ['-f', '1-3,-2,3', 'q1.csv', 'q2.csv', 'q3.csv'],
  'files': {'q1.csv': b'725.57,17999,94903,12345\ntoken,26264,buffer,ledger\n,review,13941,55875',
            'q3.csv': b'12252,4094,deploy,53894\n42303,branch,orchard,commit\n7298,83946,,43851\n'},
  'name': 'h08',
  'status': 1,
  'stdin': None,
  'stdout': b'725.57,17999,94903,725.57,17999,94903\ntoken,26264,buffer,token,26264,buffer\n,review,13941,,review,13'
            b'941\n12252,4094,deploy,12252,4094,deploy\n42303,branch,orchard,42303,branch,orchard\n7298,83946,,7298,8'
            b'3946,\n'},
 {'args': ['-f', '0', 'in.csv'],
  'files': {'in.csv': b'cedar,66861,invoice,68024\ndelta,,backup,797.64\n6064,maple,44417,73719\n'},
  'name': 'h09',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,2-1', 'in.csv'],
  'files': {'in.csv': b'cedar,66861,invoice,68024\ndelta,,backup,797.64\n6064,maple,44417,73719\n'},
  'name': 'h10',
  'status': 2,
  'stdin': None,
  'stdout': b''}]
SANITIZE = True
REGRESSION = None

GCC, MAKE = "/usr/bin/gcc", "/usr/bin/make"
BANNED = ("sanitize", "__asan", "__lsan", "__ubsan", "asan_options", "lsan_options")


def _regular(path):
    st = os.lstat(path)
    return not os.path.islink(path) and os.path.isfile(path) and st.st_size >= 0


@pytest.fixture(scope="module")
def tree():
    assert os.path.isdir(PROJ), f"{PROJ} is missing"
    return tg_guard.give(PROJ)


@pytest.fixture(scope="module")
def built(tree):
    tg_guard.run([MAKE, "clean"], cwd=tree, timeout=120)
    p = tg_guard.run([MAKE], cwd=tree, timeout=300)
    assert p.returncode == 0, f"make failed: {(p.stdout + p.stderr)[-2000:]}"
    exe = os.path.join(tree, TOOL)
    assert os.path.exists(exe) and _regular(exe), f"make did not produce {TOOL}"
    with open(exe, "rb") as f:
        assert f.read(4) == b"\x7fELF", f"{TOOL} must be the compiled C program"
    return exe


def _inputs(tmp_path, files):
    d = tmp_path / "in"
    d.mkdir()
    for name, data in files.items():
        (d / name).write_bytes(data)
    return tg_guard.give(str(d))


def _run(exe, case, tmp_path, env=None):
    cwd = _inputs(tmp_path, case["files"])
    return tg_guard.run([exe, *case["args"]], input=case["stdin"] or b"", cwd=cwd, env=env, text=False,
                        timeout=30)


def _check(p, case):
    assert p.returncode == case["status"], (
        f"{case['args']}: exit status {p.returncode}, expected {case['status']}; stderr: {p.stderr[-300:]!r}")
    if p.stdout != case["stdout"]:
        got, want = p.stdout.split(b"\n"), case["stdout"].split(b"\n")
        diff = [(i + 1, g[:100], w[:100]) for i, (g, w) in enumerate(zip(got, want)) if g != w][:3]
        raise AssertionError(f"{case['args']}: output differs (line, got, expected): "
                             f"{diff or (len(got), len(want))}")


def test_compiles_with_the_project_flags(tree):
    p = tg_guard.run([GCC, *FLAGS, "-o", "ci-build", SRC], cwd=tree, timeout=120)
    assert p.returncode == 0, f"gcc {' '.join(FLAGS)} {SRC} failed: {p.stderr[-2000:]}"


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_hidden_input(built, case, tmp_path):
    _check(_run(built, case, tmp_path), case)


@pytest.fixture(scope="module")
def sanitized(tree):
    for root, _, names in os.walk(tree):
        for n in names:
            path = os.path.join(root, n)
            if n.endswith((".c", ".h")) and _regular(path):
                with open(path, "rb") as f:
                    text = f.read().decode("latin-1").lower()
                hit = [w for w in BANNED if w in text]
                assert not hit, f"{n}: the sanitizers must not be disabled or tuned in the code ({hit})"
    p = tg_guard.run([GCC, *SAN_FLAGS, "-o", "san-build", SRC], cwd=tree, timeout=180)
    assert p.returncode == 0, f"sanitizer build failed: {p.stderr[-2000:]}"
    return os.path.join(tree, "san-build")


@pytest.mark.parametrize("case", CASES if SANITIZE else [], ids=[c["name"] for c in CASES] if SANITIZE else [])
def test_sanitizers_are_clean(sanitized, case, tmp_path):
    env = dict(os.environ, HOME="/tmp", ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:exitcode=86",
               UBSAN_OPTIONS="halt_on_error=1:exitcode=86:print_stacktrace=1",
               LSAN_OPTIONS="exitcode=86")
    p = _run(sanitized, case, tmp_path, env=env)
    report = [ln for ln in p.stderr.decode("latin-1").splitlines()
              if "Sanitizer" in ln or "runtime error" in ln][:3]
    assert not report, f"{case['args']}: {report}"
    _check(p, case)


def _golden(exe, d, tmp_path, tag):
    """(passes, detail) for one golden-case folder run with exe."""
    for n in os.listdir(d):
        assert _regular(os.path.join(d, n)), f"{d}/{n}: a golden case holds plain files only"
    with open(os.path.join(d, "cmd"), "rb") as f:
        args = shlex.split(f.read().decode("utf-8", "replace"))
    with open(os.path.join(d, "expected"), "rb") as f:
        want = f.read()
    status = 0
    if os.path.exists(os.path.join(d, "status")):
        with open(os.path.join(d, "status")) as f:
            status = int(f.read().strip() or 0)
    stdin = b""
    if os.path.exists(os.path.join(d, "stdin")):
        with open(os.path.join(d, "stdin"), "rb") as f:
            stdin = f.read()
    work = tmp_path / tag
    work.mkdir()
    cwd = tg_guard.give(d, tg_guard.scratch("golden"))
    p = tg_guard.run([exe, *args], input=stdin, cwd=cwd, text=False, timeout=30)
    return p.returncode == status and p.stdout == want


@pytest.mark.parametrize("on", ["regression"] if REGRESSION else [])
def test_regression_case_catches_the_complaint(built, tree, tmp_path, on):
    root = os.path.join(tree, "tests", "cases")
    new = sorted(n for n in os.listdir(root) if n not in REGRESSION["shipped"]
                 and os.path.isdir(os.path.join(root, n)) and not os.path.islink(os.path.join(root, n))
                 and os.path.exists(os.path.join(root, n, "cmd")) and os.path.exists(os.path.join(root, n, "expected")))
    assert new, "no new golden case folder (with cmd and expected) under tests/cases/"
    old_dir = tg_guard.scratch("old")
    old_src = tmp_path / "old.c"
    old_src.write_text(REGRESSION["source"])
    src = tg_guard.give(str(old_src), old_dir)
    p = tg_guard.run([GCC, "-std=c11", "-O2", "-w", "-o", "old", src], cwd=old_dir, timeout=120)
    assert p.returncode == 0, p.stderr[-1000:]
    old = os.path.join(old_dir, "old")
    fixed_ok, caught = [], []
    for i, n in enumerate(new):
        d = os.path.join(root, n)
        fixed_ok.append(_golden(built, d, tmp_path, f"f{i}"))
        caught.append(not _golden(old, d, tmp_path, f"o{i}"))
    assert all(fixed_ok), f"new golden cases that fail on the repaired tool: {[n for n, ok in zip(new, fixed_ok) if not ok]}"
    assert any(caught), f"none of the new golden cases ({new}) fails on the code with the complaint's bug"
