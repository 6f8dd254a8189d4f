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
CASES = [{'args': ['-f', '1-2,7,5-,2,9,4-8', 'export.csv'],
  'files': {'export.csv': b'queue,56991,maple,"ledger ""quartz"", replica",commit\r\n"stream ""retry"", depot","token '
                          b'""parser"", Fatima","stream ""backup"", cedar",197.12,"harbour ""ledger"", maple","Petro'
                          b'v, Rosa",61612,willow,846.51,invoice,batch,62344,1630,north,"Varga, Mateo",8232,deploy\r\n'
                          b'delta,shard,902.59,31228,socket\r\n,beta,south,64978,759.15,106.38\r\npatch,10268,depot,'
                          b'batch,34693,"quartz ""maple"", beta"\r\ncedar,27736,12387,mill,copper,26325,27518,batch,"W'
                          b'eber, Bruno",orchard,commit,mill,"branch ""stream"", cache","Silva, Gus","cedar ""delta"'
                          b'", mill"\r\n"patch ""parser"", invoice",93116,75369,71061,"Nakamura, Gus",,614.85\r\nsen'
                          b'sor,35881,,patch,token,"Petrov, Priya"\r\ndepot,beta,delta,driver,shard,"buffer ""beta"", '
                          b'copper"\r\nalpha,buffer,94371,cache,"Tanaka, Lena",review,commit,"Okoro, Dora",stream,ceda'
                          b'r,route,"Varga, Kofi",patch,commit,"Weber, Lena",32.64,"south ""sensor"", buffer",13911,'
                          b'"shard ""sensor"", shard"\r\n"copper ""beta"", shard",28.20,"Ueda, Priya",ledger,retry,qua'
                          b'rtz\r\npatch,"Okoro, Gus",falcon,481.03,commit,66124,6602\r\nqueue,review,"depot ""kerne'
                          b'l"", maple",build,batch\r\n25436,512.44,"Rahman, Ivo",falcon,76876,alpha,20026,maple,invoi'
                          b'ce,"Zhou, Gus",delta,queue,south,557.56,"parser ""mill"", orchard",sensor,70685,\r\n'},
  'name': 'h01',
  'status': 0,
  'stdin': None,
  'stdout': b'queue,56991,,commit,56991,,"ledger ""quartz"", replica",commit,,,\n"stream ""retry"", depot","token ""par'
            b'ser"", Fatima",61612,"harbour ""ledger"", maple","Petrov, Rosa",61612,willow,846.51,invoice,batch,62344,'
            b'1630,north,"Varga, Mateo",8232,deploy,"token ""parser"", Fatima",846.51,197.12,"harbour ""ledger"", mapl'
            b'e","Petrov, Rosa",61612,willow\ndelta,shard,,socket,shard,,31228,socket,,,\n,beta,,759.15,106.38,beta,'
            b',64978,759.15,106.38,,\npatch,10268,,34693,"quartz ""maple"", beta",10268,,batch,34693,"quartz ""maple"",'
            b' beta",,\ncedar,27736,27518,copper,26325,27518,batch,"Weber, Bruno",orchard,commit,mill,"branch ""stream"'
            b'", cache","Silva, Gus","cedar ""delta"", mill",27736,"Weber, Bruno",mill,copper,26325,27518,batch\n"patch'
            b' ""parser"", invoice",93116,614.85,"Nakamura, Gus",,614.85,93116,,71061,"Nakamura, Gus",,614.85,\nsensor,'
            b'35881,,token,"Petrov, Priya",35881,,patch,token,"Petrov, Priya",,\ndepot,beta,,shard,"buffer ""beta"", co'
            b'pper",beta,,driver,shard,"buffer ""beta"", copper",,\nalpha,buffer,commit,"Tanaka, Lena",review,commit,"O'
            b'koro, Dora",stream,cedar,route,"Varga, Kofi",patch,commit,"Weber, Lena",32.64,"south ""sensor"", buffer"'
            b',13911,"shard ""sensor"", shard",buffer,stream,cache,"Tanaka, Lena",review,commit,"Okoro, Dora"\n"copper '
            b'""beta"", shard",28.20,,retry,quartz,28.20,,ledger,retry,quartz,,\npatch,"Okoro, Gus",6602,commit,66124,6'
            b'602,"Okoro, Gus",,481.03,commit,66124,6602,\nqueue,review,,batch,review,,build,batch,,,\n25436,512.44,'
            b'20026,76876,alpha,20026,maple,invoice,"Zhou, Gus",delta,queue,south,557.56,"parser ""mill"", orchard",se'
            b'nsor,70685,,512.44,invoice,falcon,76876,alpha,20026,maple\n'},
 {'args': ['-s', '-d', '\\t', '-f', '4,7,2-7,5,3-4,5-', '-'],
  'files': {},
  'name': 'h02',
  'status': 0,
  'stdin': b'backup retry\nsensor\tbatch\t26087\talpha\t6219\tpatch\nquartz delta\n46381\t"parser ""gamma""\t Oskar'
           b'"\tpallet\t22690\t67660\t"retry ""depot""\t orchard"\t198.28\tdeploy\tbeta\tkernel\tstream\t42768\t31503'
           b'\t"Weber\t Mateo"\t40988\t"Silva\t Kofi"\n"Bruno\t Zhou"\n"gamma ""invoice""\t north"\t9903\t76367\t3076'
           b'9\t\tdriver\n"south ""cache""\t commit"\t15355\tcache\t"buffer ""mill""\t kernel"\tdeploy\t619.58\nbran'
           b'ch\ttoken\t"Varga\t Emil"\t86348\tsouth\nharbour\t75390\t"maple ""replica""\t commit"\tcache\t553.02\t"S'
           b'ilva\t Rosa"\t"Moreno\t Ada"\tcedar\t87654\t"buffer ""parser""\t kernel"\namber\t31683\tsensor\t6975\tso'
           b'uth\tcopper\n700.68\t857.17\tsouth\trelease\t"route ""south""\t route"\n',
  'stdout': b'alpha\t\tbatch\t26087\talpha\t6219\tpatch\t\t6219\t26087\talpha\t6219\tpatch\n22690\t198.28\t"parser ""'
            b'gamma""\t Oskar"\tpallet\t22690\t67660\t"retry ""depot""\t orchard"\t198.28\t67660\tpallet\t22690\t6766'
            b'0\t"retry ""depot""\t orchard"\t198.28\tdeploy\tbeta\tkernel\tstream\t42768\t31503\t"Weber\t Mateo"\t409'
            b'88\t"Silva\t Kofi"\n30769\t\t9903\t76367\t30769\t\tdriver\t\t\t76367\t30769\t\tdriver\n"buffer ""mill""\t'
            b' kernel"\t\t15355\tcache\t"buffer ""mill""\t kernel"\tdeploy\t619.58\t\tdeploy\tcache\t"buffer ""mill""'
            b'\t kernel"\tdeploy\t619.58\n86348\t\ttoken\t"Varga\t Emil"\t86348\tsouth\t\t\tsouth\t"Varga\t Emil"\t863'
            b'48\tsouth\ncache\t"Moreno\t Ada"\t75390\t"maple ""replica""\t commit"\tcache\t553.02\t"Silva\t Rosa"\t"M'
            b'oreno\t Ada"\t553.02\t"maple ""replica""\t commit"\tcache\t553.02\t"Silva\t Rosa"\t"Moreno\t Ada"\tceda'
            b'r\t87654\t"buffer ""parser""\t kernel"\n6975\t\t31683\tsensor\t6975\tsouth\tcopper\t\tsouth\tsensor\t6'
            b'975\tsouth\tcopper\nrelease\t\t857.17\tsouth\trelease\t"route ""south""\t route"\t\t\t"route ""south""\t '
            b'route"\tsouth\trelease\t"route ""south""\t route"\n'},
 {'args': ['-f', '3,1-3,-2', 'jan.csv', 'feb.csv', 'mar.csv'],
  'files': {'jan.csv': b'25714,review,702.59,buffer\n,socket,642.77,mill\nbatch,25124,87076,333.02\n',
            'mar.csv': b'7380,741.16,37612,retry\ncedar,north,48132,16035\n94192,patch,falcon,orchard\n'},
  'name': 'h03',
  'status': 1,
  'stdin': None,
  'stdout': b'702.59,25714,review,702.59,25714,review\n642.77,,socket,642.77,,socket\n87076,batch,25124,87076,batch,'
            b'25124\n37612,7380,741.16,37612,7380,741.16\n48132,cedar,north,48132,cedar,north\nfalcon,94192,patch,fal'
            b'con,94192,patch\n'},
 {'args': ['-f', '0', 'in.csv'],
  'files': {'in.csv': b'release,delta,11322,\npallet,11462,6961,6775\nsensor,81849,54677,24468'},
  'name': 'h04',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,6-3', 'in.csv'],
  'files': {'in.csv': b'release,delta,11322,\npallet,11462,6961,6775\nsensor,81849,54677,24468'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '2,9,7,3-9,-1,5-,2-4', 'export.csv'],
  'files': {'export.csv': b'merge,83,socket,61673,"Nakamura, Emil","Yilmaz, Oskar","Okoro, Jana"\r\n"Zhou, Mateo","har'
                          b'bour ""harbour"", Kofi",cedar,681.92,release,83464,"Ueda, Hana",9956,quartz,token,south,'
                          b'buffer,"parser ""orchard"", buffer",amber\r\n"retry ""retry"", pallet",shard,route,backup,'
                          b'"Nakamura, Rosa"\r\n600.11,"amber ""copper"", delta",,91466,beta,91332,patch\r\nbatch,93'
                          b'493,shard,patch,47230,maple,"Quist, Emil"\r\n"socket ""branch"", delta",patch,quartz,"rout'
                          b'e ""batch"", sensor",worker,worker,"sensor ""replica"", quartz",mill,orchard,20224\r\n"cop'
                          b'per ""harbour"", backup",pallet,75289,buffer,token,willow,28053,347.07\r\n327.84,826.49,83'
                          b'254,token,queue,\r\n94808,"Ueda, Oskar",release,95677,"Yilmaz, Ivo"\r\n'},
  'name': 'h06',
  'status': 0,
  'stdin': None,
  'stdout': b'83,,"Okoro, Jana",socket,61673,"Nakamura, Emil","Yilmaz, Oskar","Okoro, Jana",,,merge,"Nakamura, Emil","'
            b'Yilmaz, Oskar","Okoro, Jana",83,socket,61673\n"harbour ""harbour"", Kofi",quartz,"Ueda, Hana",cedar,681.9'
            b'2,release,83464,"Ueda, Hana",9956,quartz,"Zhou, Mateo",release,83464,"Ueda, Hana",9956,quartz,token,sout'
            b'h,buffer,"parser ""orchard"", buffer",amber,"harbour ""harbour"", Kofi",cedar,681.92\nshard,,,route,backu'
            b'p,"Nakamura, Rosa",,,,,"retry ""retry"", pallet","Nakamura, Rosa",shard,route,backup\n"amber ""copper"", '
            b'delta",,patch,,91466,beta,91332,patch,,,600.11,beta,91332,patch,"amber ""copper"", delta",,91466\n93493,,'
            b'"Quist, Emil",shard,patch,47230,maple,"Quist, Emil",,,batch,47230,maple,"Quist, Emil",93493,shard,patch\n'
            b'patch,orchard,"sensor ""replica"", quartz",quartz,"route ""batch"", sensor",worker,worker,"sensor ""repl'
            b'ica"", quartz",mill,orchard,"socket ""branch"", delta",worker,worker,"sensor ""replica"", quartz",mill,o'
            b'rchard,20224,patch,quartz,"route ""batch"", sensor"\npallet,,28053,75289,buffer,token,willow,28053,347.07'
            b',,"copper ""harbour"", backup",token,willow,28053,347.07,pallet,75289,buffer\n826.49,,,83254,token,queue,'
            b',,,,327.84,queue,,826.49,83254,token\n"Ueda, Oskar",,,release,95677,"Yilmaz, Ivo",,,,,94808,"Yilmaz, Ivo"'
            b',"Ueda, Oskar",release,95677\n'},
 {'args': ['-s', '-d', '\\t', '-f', '1-3,5,6,3-6,2,3-', '-'],
  'files': {},
  'name': 'h07',
  'status': 0,
  'stdin': b'gamma copper\n66304\t\t57677\tparser\t51250\n"Silva\t Jana"\t"shard ""mill""\t Emil"\t16348\tgamma\t914.'
           b'66\tpallet\twillow\t"gamma ""beta""\t copper"\tdelta\t"Petrov\t Oskar"\tdeploy\n96681\tsocket\t\t34917\nr'
           b'elease\t94407\twillow\t85796\t"Petrov\t Nia"\n73041\tcedar\t"delta ""alpha""\t replica"\tqueue\nworker '
           b'parser\n"Fatima\t Ueda"\ndepot\t50777\t4360\t922.97\t"build ""gamma""\t batch"\t44823\tsensor\tbackup\t\t'
           b'\t"retry ""merge""\t parser"\t914.40\t"Varga\t Ivo"\t97506\treview\t83025\tstream\tdelta\n715.79\tdeploy'
           b'\t53815\t"Nakamura\t Nia"\tpatch\n"Moreno\t Bruno"\t"Nakamura\t Rosa"\t"Nakamura\t Ada"\t79473\tstream\n4'
           b'4088\tdeploy\tbuild\t"Silva\t Dora"\n',
  'stdout': b'66304\t\t57677\t51250\t\t57677\tparser\t51250\t\t\t57677\tparser\t51250\n"Silva\t Jana"\t"shard ""mill"'
            b'"\t Emil"\t16348\t914.66\tpallet\t16348\tgamma\t914.66\tpallet\t"shard ""mill""\t Emil"\t16348\tgamma\t91'
            b'4.66\tpallet\twillow\t"gamma ""beta""\t copper"\tdelta\t"Petrov\t Oskar"\tdeploy\n96681\tsocket\t\t\t'
            b'\t\t34917\t\t\tsocket\t\t34917\nrelease\t94407\twillow\t"Petrov\t Nia"\t\twillow\t85796\t"Petrov\t Ni'
            b'a"\t\t94407\twillow\t85796\t"Petrov\t Nia"\n73041\tcedar\t"delta ""alpha""\t replica"\t\t\t"delta ""alpha'
            b'""\t replica"\tqueue\t\t\tcedar\t"delta ""alpha""\t replica"\tqueue\ndepot\t50777\t4360\t"build ""gamma"'
            b'"\t batch"\t44823\t4360\t922.97\t"build ""gamma""\t batch"\t44823\t50777\t4360\t922.97\t"build ""gamma"'
            b'"\t batch"\t44823\tsensor\tbackup\t\t\t"retry ""merge""\t parser"\t914.40\t"Varga\t Ivo"\t97506\trevi'
            b'ew\t83025\tstream\tdelta\n715.79\tdeploy\t53815\tpatch\t\t53815\t"Nakamura\t Nia"\tpatch\t\tdeploy\t538'
            b'15\t"Nakamura\t Nia"\tpatch\n"Moreno\t Bruno"\t"Nakamura\t Rosa"\t"Nakamura\t Ada"\tstream\t\t"Nakamura\t'
            b' Ada"\t79473\tstream\t\t"Nakamura\t Rosa"\t"Nakamura\t Ada"\t79473\tstream\n44088\tdeploy\tbuild\t\t\tb'
            b'uild\t"Silva\t Dora"\t\t\tdeploy\tbuild\t"Silva\t Dora"\n'},
 {'args': ['-f', '1,-2,2-3', 'mon.csv', 'tue.csv', 'wed.csv'],
  'files': {'mon.csv': b',18983,24243,45567\n2397,65425,72048,kernel\n52092,maple,backup,78444\n95561,244,cache,2017'
                       b'3\n9047,gamma,11637,\n',
            'wed.csv': b'6752,405.69,harbour,sensor\n57213,39642,depot,build\n7535,71964,97440,batch\n723.88,71755,8'
                       b'0666,cache\n'},
  'name': 'h08',
  'status': 1,
  'stdin': None,
  'stdout': b',,18983,18983,24243\n2397,2397,65425,65425,72048\n52092,52092,maple,maple,backup\n95561,95561,244,244,c'
            b'ache\n9047,9047,gamma,gamma,11637\n6752,6752,405.69,405.69,harbour\n57213,57213,39642,39642,depot\n7535,'
            b'7535,71964,71964,97440\n723.88,723.88,71755,71755,80666\n'},
 {'args': ['-f', '2,0', 'in.csv'],
  'files': {'in.csv': b'cache,18293,36209,76565\nbatch,replica,84667,kernel\n34365,80484,south,harbour\n'},
  'name': 'h09',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,5-1', 'in.csv'],
  'files': {'in.csv': b'cache,18293,36209,76565\nbatch,replica,84667,kernel\n34365,80484,south,harbour\n'},
  'name': 'h10',
  'status': 2,
  'stdin': None,
  'stdout': b''}]
SANITIZE = False
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
