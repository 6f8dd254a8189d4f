import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/fsel'
TOOL = 'fsel'
SRC = 'fsel.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': ['-f', '4-,-3,9,4,3,1-2,4-7', 'ledger.csv'],
  'files': {'ledger.csv': b'depot,"merge ""beta"", north",gamma,52943\r\ndeploy,"beta ""cache"", Jana","beta ""maple""'
                          b', amber",driver,harbour,"retry ""amber"", backup","Moreno, Bruno","falcon ""south"", com'
                          b'mit",maple,,72154,92687\r\nbranch,"token ""replica"", commit",89103,"driver ""sensor"", re'
                          b'plica"\r\n78108,76391,55716,"Yilmaz, Priya"\r\nbackup,cache,backup,sensor\r\n36499,token,"'
                          b'Petrov, Hana",mill,452.16,72988,6035,release,quartz,depot,"Quist, Fatima","cedar ""shard'
                          b'"", ledger",94760,5293,maple,38402\r\n66120,"replica ""deploy"", buffer","Yilmaz, Jana","T'
                          b'anaka, Ivo",93238\r\n"depot ""build"", willow",north,14543,alpha\r\n"Yilmaz, Dora","work'
                          b'er ""deploy"", replica",commit,pallet,copper\r\n"Ueda, Jana","Nakamura, Rosa",46559,beta,5'
                          b'5661,79798,11082,queue,falcon,mill,74411,85409,"Quist, Dora",43141,18399\r\n63787,"alpha "'
                          b'"delta"", parser",release,978.95,163.44\r\n"route ""commit"", stream",74214,driver,808.36,'
                          b'"pallet ""shard"", mill"\r\ncache,shard,88660,merge,"Yilmaz, Quinn",driver\r\n43534,9738'
                          b'4,17010,build,464.63,"ledger ""north"", sensor","Nakamura, Nia",67840,replica,58967,5888'
                          b'4,amber,stream,"Rahman, Emil"\r\n'},
  'name': 'h01',
  'status': 0,
  'stdin': None,
  'stdout': b'52943,depot,"merge ""beta"", north",gamma,,52943,gamma,depot,"merge ""beta"", north",52943,,,\ndriver,har'
            b'bour,"retry ""amber"", backup","Moreno, Bruno","falcon ""south"", commit",maple,,72154,92687,deploy,"bet'
            b'a ""cache"", Jana","beta ""maple"", amber",maple,driver,"beta ""maple"", amber",deploy,"beta ""cache"", '
            b'Jana",driver,harbour,"retry ""amber"", backup","Moreno, Bruno"\n"driver ""sensor"", replica",branch,"toke'
            b'n ""replica"", commit",89103,,"driver ""sensor"", replica",89103,branch,"token ""replica"", commit","dri'
            b'ver ""sensor"", replica",,,\n"Yilmaz, Priya",78108,76391,55716,,"Yilmaz, Priya",55716,78108,76391,"Yilmaz'
            b', Priya",,,\nsensor,backup,cache,backup,,sensor,backup,backup,cache,sensor,,,\nmill,452.16,72988,6035,'
            b'release,quartz,depot,"Quist, Fatima","cedar ""shard"", ledger",94760,5293,maple,38402,36499,token,"Petro'
            b'v, Hana",quartz,mill,"Petrov, Hana",36499,token,mill,452.16,72988,6035\n"Tanaka, Ivo",93238,66120,"replic'
            b'a ""deploy"", buffer","Yilmaz, Jana",,"Tanaka, Ivo","Yilmaz, Jana",66120,"replica ""deploy"", buffer","T'
            b'anaka, Ivo",93238,,\nalpha,"depot ""build"", willow",north,14543,,alpha,14543,"depot ""build"", willow",n'
            b'orth,alpha,,,\npallet,copper,"Yilmaz, Dora","worker ""deploy"", replica",commit,,pallet,commit,"Yilmaz, D'
            b'ora","worker ""deploy"", replica",pallet,copper,,\nbeta,55661,79798,11082,queue,falcon,mill,74411,85409,"'
            b'Quist, Dora",43141,18399,"Ueda, Jana","Nakamura, Rosa",46559,falcon,beta,46559,"Ueda, Jana","Nakamura, R'
            b'osa",beta,55661,79798,11082\n978.95,163.44,63787,"alpha ""delta"", parser",release,,978.95,release,63787,'
            b'"alpha ""delta"", parser",978.95,163.44,,\n808.36,"pallet ""shard"", mill","route ""commit"", stream",742'
            b'14,driver,,808.36,driver,"route ""commit"", stream",74214,808.36,"pallet ""shard"", mill",,\nmerge,"Yilma'
            b'z, Quinn",driver,cache,shard,88660,,merge,88660,cache,shard,merge,"Yilmaz, Quinn",driver,\nbuild,464.63,"'
            b'ledger ""north"", sensor","Nakamura, Nia",67840,replica,58967,58884,amber,stream,"Rahman, Emil",43534,97'
            b'384,17010,replica,build,17010,43534,97384,build,464.63,"ledger ""north"", sensor","Nakamura, Nia"\n'},
 {'args': ['-s', '-d', '\\t', '-f', '2,-4,5,3-4,9,3-,3-7', '-'],
  'files': {},
  'name': 'h02',
  'status': 0,
  'stdin': b'socket amber\n"Rahman\t Hana"\t"orchard ""backup""\t deploy"\tledger\t20870\t71639\n8238\t"gamma ""stream'
           b'""\t Chidi"\tparser\tretry\tcedar\tparser\t"Silva\t Hana"\trelease\t"orchard ""depot""\t depot"\t63330\t'
           b'north\nsensor\trelease\t796.41\tkernel\tmill\tbranch\nbatch\t605.00\t12173\tdriver\tledger\t16914\n61531\t'
           b'stream\tcommit\tnorth\t\t"Zhou\t Lena"\n240.79\t11417\t"Silva\t Priya"\tbackup\t77479\tmill\ttoken\tquartz'
           b'\t10453\tsocket\t384.94\n4579\tbeta\t224.16\t189.09\t328.36\ncedar review\n"Oskar\t Petrov"\n931.39\tdepo'
           b't\tbranch\tshard\t80945\n\t994.85\treview\t844.49\troute\n',
  'stdout': b'"orchard ""backup""\t deploy"\t"Rahman\t Hana"\t"orchard ""backup""\t deploy"\tledger\t20870\t71639\tledg'
            b'er\t20870\t\tledger\t20870\t71639\tledger\t20870\t71639\t\t\n"gamma ""stream""\t Chidi"\t8238\t"gamma '
            b'""stream""\t Chidi"\tparser\tretry\tcedar\tparser\tretry\t"orchard ""depot""\t depot"\tparser\tretry\tc'
            b'edar\tparser\t"Silva\t Hana"\trelease\t"orchard ""depot""\t depot"\t63330\tnorth\tparser\tretry\tcedar\t'
            b'parser\t"Silva\t Hana"\nrelease\tsensor\trelease\t796.41\tkernel\tmill\t796.41\tkernel\t\t796.41\tker'
            b'nel\tmill\tbranch\t796.41\tkernel\tmill\tbranch\t\n605.00\tbatch\t605.00\t12173\tdriver\tledger\t12173'
            b'\tdriver\t\t12173\tdriver\tledger\t16914\t12173\tdriver\tledger\t16914\t\nstream\t61531\tstream\tcommit'
            b'\tnorth\t\tcommit\tnorth\t\tcommit\tnorth\t\t"Zhou\t Lena"\tcommit\tnorth\t\t"Zhou\t Lena"\t\n11417\t2'
            b'40.79\t11417\t"Silva\t Priya"\tbackup\t77479\t"Silva\t Priya"\tbackup\t10453\t"Silva\t Priya"\tbackup\t77'
            b'479\tmill\ttoken\tquartz\t10453\tsocket\t384.94\t"Silva\t Priya"\tbackup\t77479\tmill\ttoken\nbeta\t45'
            b'79\tbeta\t224.16\t189.09\t328.36\t224.16\t189.09\t\t224.16\t189.09\t328.36\t224.16\t189.09\t328.36\t\t\n'
            b'depot\t931.39\tdepot\tbranch\tshard\t80945\tbranch\tshard\t\tbranch\tshard\t80945\tbranch\tshard\t8094'
            b'5\t\t\n994.85\t\t994.85\treview\t844.49\troute\treview\t844.49\t\treview\t844.49\troute\treview\t844.49\t'
            b'route\t\t\n'},
 {'args': ['-f', '-3,1,1-2', 'jan.csv', 'feb.csv', 'mar.csv'],
  'files': {'jan.csv': b'912.23,83950,mill,16018\n17.07,cedar,5328,33777\n77156,driver,harbour,8775\ntoken,197.50,pa'
                       b'tch,522.85\n21861,78796,,32881\n68570,35949,90260,39178\n',
            'mar.csv': b'deploy,deploy,11629,mill\n94971,59830,shard,461.62\ncedar,761.88,73971,1652\nmill,26991,766'
                       b'73,buffer\n24003,87978,batch,63181\n'},
  'name': 'h03',
  'status': 1,
  'stdin': None,
  'stdout': b'912.23,83950,mill,912.23,912.23,83950\n17.07,cedar,5328,17.07,17.07,cedar\n77156,driver,harbour,77156,'
            b'77156,driver\ntoken,197.50,patch,token,token,197.50\n21861,78796,,21861,21861,78796\n68570,35949,90260,'
            b'68570,68570,35949\ndeploy,deploy,11629,deploy,deploy,deploy\n94971,59830,shard,94971,94971,59830\ncedar'
            b',761.88,73971,cedar,cedar,761.88\nmill,26991,76673,mill,mill,26991\n24003,87978,batch,24003,24003,8797'
            b'8\n'},
 {'args': ['-f', '0', 'in.csv'],
  'files': {'in.csv': b'north,replica,65367,kernel\n96912,980.71,,963.95\nreplica,86488,shard,267.59\n'},
  'name': 'h04',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,6-2', 'in.csv'],
  'files': {'in.csv': b'north,replica,65367,kernel\n96912,980.71,,963.95\nreplica,86488,shard,267.59\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '2-,2-3,6,10,-1,2,2-8', 'orders.csv'],
  'files': {'orders.csv': b'"Rahman, Priya",ledger,53086,7865\r\n128.73,"build ""release"", Lena","Quist, Dora",45337,'
                          b'91796,856.24,"Rahman, Quinn",ledger,51026,copper,249.95,falcon\r\nharbour,cedar,40102,"par'
                          b'ser ""worker"", shard",deploy,,"sensor ""deploy"", pallet"\r\n"Moreno, Nia",9777,pallet,br'
                          b'anch,79868,83727\r\n,branch,622.24,"Varga, Oskar",24809,"Ueda, Rosa",willow\r\n,,replica'
                          b',20638,81607,60694,240,46688,north,pallet,51589,amber,beta,520.85,"Varga, Rosa",harbour,'
                          b'"Weber, Dora"\r\n,sensor,willow,95327,"falcon ""ledger"", route","Ueda, Oskar",84717\r\n'
                          b'33405,603.12,falcon,"backup ""cedar"", maple"\r\nbackup,"Petrov, Nia",75105,retry\r\n,co'
                          b'pper,patch,copper,"amber ""parser"", copper",65471,patch,"falcon ""mill"", parser",senso'
                          b'r,driver,release\r\n56389,375.12,82463,"Silva, Mateo",35170\r\n,ledger,59811,674.97,3752'
                          b'5\r\nledger,falcon,49061,"route ""patch"", depot",merge,95840\r\n'},
  'name': 'h06',
  'status': 0,
  'stdin': None,
  'stdout': b'ledger,53086,7865,ledger,53086,,,"Rahman, Priya",ledger,ledger,53086,7865,,,,\n"build ""release"", Lena",'
            b'"Quist, Dora",45337,91796,856.24,"Rahman, Quinn",ledger,51026,copper,249.95,falcon,"build ""release"", L'
            b'ena","Quist, Dora",856.24,copper,128.73,"build ""release"", Lena","build ""release"", Lena","Quist, Dora'
            b'",45337,91796,856.24,"Rahman, Quinn",ledger\ncedar,40102,"parser ""worker"", shard",deploy,,"sensor ""dep'
            b'loy"", pallet",cedar,40102,,,harbour,cedar,cedar,40102,"parser ""worker"", shard",deploy,,"sensor ""depl'
            b'oy"", pallet",\n9777,pallet,branch,79868,83727,9777,pallet,83727,,"Moreno, Nia",9777,9777,pallet,branch,7'
            b'9868,83727,,\nbranch,622.24,"Varga, Oskar",24809,"Ueda, Rosa",willow,branch,622.24,"Ueda, Rosa",,,branch,'
            b'branch,622.24,"Varga, Oskar",24809,"Ueda, Rosa",willow,\n,replica,20638,81607,60694,240,46688,north,palle'
            b't,51589,amber,beta,520.85,"Varga, Rosa",harbour,"Weber, Dora",,replica,60694,pallet,,,,replica,20638,816'
            b'07,60694,240,46688\nsensor,willow,95327,"falcon ""ledger"", route","Ueda, Oskar",84717,sensor,willow,"Ued'
            b'a, Oskar",,,sensor,sensor,willow,95327,"falcon ""ledger"", route","Ueda, Oskar",84717,\n603.12,falcon,"ba'
            b'ckup ""cedar"", maple",603.12,falcon,,,33405,603.12,603.12,falcon,"backup ""cedar"", maple",,,,\n"Petrov,'
            b' Nia",75105,retry,"Petrov, Nia",75105,,,backup,"Petrov, Nia","Petrov, Nia",75105,retry,,,,\ncopper,patch,'
            b'copper,"amber ""parser"", copper",65471,patch,"falcon ""mill"", parser",sensor,driver,release,copper,pat'
            b'ch,65471,driver,,copper,copper,patch,copper,"amber ""parser"", copper",65471,patch,"falcon ""mill"", par'
            b'ser"\n375.12,82463,"Silva, Mateo",35170,375.12,82463,,,56389,375.12,375.12,82463,"Silva, Mateo",35170'
            b',,,\nledger,59811,674.97,37525,ledger,59811,,,,ledger,ledger,59811,674.97,37525,,,\nfalcon,49061,"rout'
            b'e ""patch"", depot",merge,95840,falcon,49061,95840,,ledger,falcon,falcon,49061,"route ""patch"", depot",'
            b'merge,95840,,\n'},
 {'args': ['-s', '-d', '\\t', '-f', '2-3,3,4-6,-1,8,2-,4', '-'],
  'files': {},
  'name': 'h07',
  'status': 0,
  'stdin': b'156.67\tdelta\t"replica ""copper""\t driver"\t14068\n692.23\t"commit ""orchard""\t Jana"\t60329\t10085\t84'
           b'1.18\t6448\tquartz\t59323\tworker\t62879\t\n"retry ""invoice""\t copper"\talpha\t12777\tdriver\nqueue\tle'
           b'dger\t333.04\tbuild\t"review ""alpha""\t delta"\nquartz\tdriver\t\tcommit\t"cedar ""ledger""\t patch"\n'
           b'"Ueda\t Ivo"\t\tstream\ttoken\t79022\t\talpha\t693.97\tparser\tbatch\t54.94\t4358\t41597\trelease\n"Ivo'
           b'\t Okoro"\namber patch\n"Petrov\t Ada"\treplica\tharbour\t88025\nalpha merge\n"Varga\t Fatima"\tdriver\t'
           b'295.10\tworker',
  'stdout': b'delta\t"replica ""copper""\t driver"\t"replica ""copper""\t driver"\t14068\t\t\t156.67\t\tdelta\t"repli'
            b'ca ""copper""\t driver"\t14068\t14068\n"commit ""orchard""\t Jana"\t60329\t60329\t10085\t841.18\t6448\t'
            b'692.23\t59323\t"commit ""orchard""\t Jana"\t60329\t10085\t841.18\t6448\tquartz\t59323\tworker\t62879\t\t1'
            b'0085\nalpha\t12777\t12777\tdriver\t\t\t"retry ""invoice""\t copper"\t\talpha\t12777\tdriver\tdriver\nl'
            b'edger\t333.04\t333.04\tbuild\t"review ""alpha""\t delta"\t\tqueue\t\tledger\t333.04\tbuild\t"review ""al'
            b'pha""\t delta"\tbuild\ndriver\t\t\tcommit\t"cedar ""ledger""\t patch"\t\tquartz\t\tdriver\t\tcommit\t"c'
            b'edar ""ledger""\t patch"\tcommit\n\tstream\tstream\ttoken\t79022\t\t"Ueda\t Ivo"\t693.97\t\tstream\tto'
            b'ken\t79022\t\talpha\t693.97\tparser\tbatch\t54.94\t4358\t41597\trelease\ttoken\nreplica\tharbour\tharb'
            b'our\t88025\t\t\t"Petrov\t Ada"\t\treplica\tharbour\t88025\t88025\ndriver\t295.10\t295.10\tworker\t\t\t"Va'
            b'rga\t Fatima"\t\tdriver\t295.10\tworker\tworker\n'},
 {'args': ['-f', '2-3,-2,3', 'mon.csv', 'tue.csv', 'wed.csv'],
  'files': {'mon.csv': b'driver,9.98,mill,amber\n72882,merge,10553,copper\nbatch,31494,pallet,298.64\norchard,45861,'
                       b'release,92773\n968.12,69188,release,cache\nbranch,alpha,kernel,ledger\n',
            'wed.csv': b'63535,49525,499.16,harbour\nsensor,depot,30373,invoice\ndepot,926.57,275.45,\n306.21,78893,'
                       b'parser,58607\n664.92,78411,,buffer\n16678,86084,98382,50421'},
  'name': 'h08',
  'status': 1,
  'stdin': None,
  'stdout': b'9.98,mill,driver,9.98,mill\nmerge,10553,72882,merge,10553\n31494,pallet,batch,31494,pallet\n45861,relea'
            b'se,orchard,45861,release\n69188,release,968.12,69188,release\nalpha,kernel,branch,alpha,kernel\n49525,4'
            b'99.16,63535,49525,499.16\ndepot,30373,sensor,depot,30373\n926.57,275.45,depot,926.57,275.45\n78893,pars'
            b'er,306.21,78893,parser\n78411,,664.92,78411,\n86084,98382,16678,86084,98382\n'},
 {'args': ['-f', '1,0', 'in.csv'],
  'files': {'in.csv': b'72447,74624,63278,77597\n86647,23414,worker,harbour\ncache,driver,949.83,pallet'},
  'name': 'h09',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,4-3', 'in.csv'],
  'files': {'in.csv': b'72447,74624,63278,77597\n86647,23414,worker,harbour\ncache,driver,949.83,pallet'},
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
