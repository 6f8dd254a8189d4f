import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/fieldcut'
TOOL = 'fieldcut'
SRC = 'fieldcut.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': ['-f', '10,3,2-3,3-,4-8,7', 'people.csv'],
  'files': {'people.csv': b',"Weber, Hana",98141,92601,backup,"Weber, Quinn"\r\ndepot,"route ""beta"", Fatima","releas'
                          b'e ""kernel"", parser",depot,4522,"driver ""retry"", review",48771,quartz,873,16186,coppe'
                          b'r,,depot,74180,cache,maple\r\n"worker ""mill"", beta",83164,17880,"Weber, Mateo",route,765'
                          b'60,68687\r\nshard,orchard,,delta\r\n11170,48138,28698,quartz,north,7.84,mill\r\nrelease,"Z'
                          b'hou, Hana",82088,76438,quartz,stream,17178,kernel,"maple ""driver"", depot",commit,"pars'
                          b'er ""token"", gamma","replica ""beta"", release","Petrov, Quinn",52021,"Petrov, Ivo"\r\n82'
                          b'7.78,replica,"queue ""cedar"", driver",754.66,18235,copper\r\n,55980,80179,142.05,7522'
                          b'6\r\n12155,amber,merge,24638,mill\r\n63188,gamma,invoice,51175,"release ""worker"", falc'
                          b'on",stream,28966,431.20,9270,amber,"ledger ""parser"", kernel","copper ""mill"", parser"'
                          b',81.40,29488,batch,ledger,"Quist, Emil",139.22\r\n240.95,harbour,31146,27779,\r\n"Okoro,'
                          b' Emil",ledger,release,564.32\r\n,2598,80694,23863,branch,cache\r\n16737,alpha,,,,commit,'
                          b'falcon,"Silva, Oskar",cache,harbour,36953,"Nakamura, Ada",harbour,926.06,replica,"depot '
                          b'""merge"", patch",,24014\r\n'},
  'name': 'h01',
  'status': 0,
  'stdin': None,
  'stdout': b',98141,"Weber, Hana",98141,98141,92601,backup,"Weber, Quinn",92601,backup,"Weber, Quinn",,,\n16186,"relea'
            b'se ""kernel"", parser","route ""beta"", Fatima","release ""kernel"", parser","release ""kernel"", parser'
            b'",depot,4522,"driver ""retry"", review",48771,quartz,873,16186,copper,,depot,74180,cache,maple,depot,452'
            b'2,"driver ""retry"", review",48771,quartz,48771\n,17880,83164,17880,17880,"Weber, Mateo",route,76560,6868'
            b'7,"Weber, Mateo",route,76560,68687,,68687\n,,orchard,,,delta,delta,,,,,\n,28698,48138,28698,28698,quar'
            b'tz,north,7.84,mill,quartz,north,7.84,mill,,mill\ncommit,82088,"Zhou, Hana",82088,82088,76438,quartz,strea'
            b'm,17178,kernel,"maple ""driver"", depot",commit,"parser ""token"", gamma","replica ""beta"", release","P'
            b'etrov, Quinn",52021,"Petrov, Ivo",76438,quartz,stream,17178,kernel,17178\n,"queue ""cedar"", driver",repl'
            b'ica,"queue ""cedar"", driver","queue ""cedar"", driver",754.66,18235,copper,754.66,18235,copper,,,\n,8017'
            b'9,55980,80179,80179,142.05,75226,142.05,75226,,,,\n,merge,amber,merge,merge,24638,mill,24638,mill,,,,'
            b'\namber,invoice,gamma,invoice,invoice,51175,"release ""worker"", falcon",stream,28966,431.20,9270,amber,"'
            b'ledger ""parser"", kernel","copper ""mill"", parser",81.40,29488,batch,ledger,"Quist, Emil",139.22,51175'
            b',"release ""worker"", falcon",stream,28966,431.20,28966\n,31146,harbour,31146,31146,27779,,27779,,,,,'
            b'\n,release,ledger,release,release,564.32,564.32,,,,,\n,80694,2598,80694,80694,23863,branch,cache,23863'
            b',branch,cache,,,\nharbour,,alpha,,,,,commit,falcon,"Silva, Oskar",cache,harbour,36953,"Nakamura, Ada",har'
            b'bour,926.06,replica,"depot ""merge"", patch",,24014,,,commit,falcon,"Silva, Oskar",falcon\n'},
 {'args': ['-s', '-d', '\\t', '-f', '4,3-6,1-2,7,2,4-,-1', '-'],
  'files': {},
  'name': 'h02',
  'status': 0,
  'stdin': b'beta\t10043\t13217\t46738\tbuild\n"falcon ""beta""\t stream"\t"copper ""south""\t Dora"\tsouth\t"Tanak'
           b'a\t Dora"\t4622\tsocket\t56460\tdriver\t"review ""build""\t stream"\t9771\t"Yilmaz\t Ivo"\t"Weber\t Rosa'
           b'"\tbeta\t"sensor ""buffer""\t token"\tmaple\t"Okoro\t Quinn"\tamber\tbranch\nshard driver\n41374\t95510'
           b'\t"Varga\t Oskar"\t"merge ""north""\t amber"\n\t"Moreno\t Dora"\t\t"maple ""deploy""\t south"\t"Nakamur'
           b'a\t Gus"\ninvoice harbour\n20347\t415.39\tmill\tcedar\tstream\n119.24\tstream\t356.82\t\tbatch\tgamma\tbat'
           b'ch\t54391\t40315\t669.04\troute\t67978\tbranch\t94370\t74914\talpha\tbatch\t"Ueda\t Bruno"\tqueue\n"branch'
           b' ""alpha""\t shard"\tfalcon\t44420\t"cedar ""kernel""\t patch"\t71942\ndelta\t4.78\t9634\t\ntoken\t"Rahm'
           b'an\t Ivo"\treview\t52436\n"Hana\t Weber"',
  'stdout': b'46738\t13217\t46738\tbuild\t\tbeta\t10043\t\t10043\t46738\tbuild\tbeta\n"Tanaka\t Dora"\tsouth\t"Tanaka'
            b'\t Dora"\t4622\tsocket\t"falcon ""beta""\t stream"\t"copper ""south""\t Dora"\t56460\t"copper ""south'
            b'""\t Dora"\t"Tanaka\t Dora"\t4622\tsocket\t56460\tdriver\t"review ""build""\t stream"\t9771\t"Yilmaz\t I'
            b'vo"\t"Weber\t Rosa"\tbeta\t"sensor ""buffer""\t token"\tmaple\t"Okoro\t Quinn"\tamber\tbranch\t"falcon '
            b'""beta""\t stream"\n"merge ""north""\t amber"\t"Varga\t Oskar"\t"merge ""north""\t amber"\t\t\t41374\t9'
            b'5510\t\t95510\t"merge ""north""\t amber"\t41374\n"maple ""deploy""\t south"\t\t"maple ""deploy""\t sou'
            b'th"\t"Nakamura\t Gus"\t\t\t"Moreno\t Dora"\t\t"Moreno\t Dora"\t"maple ""deploy""\t south"\t"Nakamura\t Gu'
            b's"\t\ncedar\tmill\tcedar\tstream\t\t20347\t415.39\t\t415.39\tcedar\tstream\t20347\n\t356.82\t\tbatch\t'
            b'gamma\t119.24\tstream\tbatch\tstream\t\tbatch\tgamma\tbatch\t54391\t40315\t669.04\troute\t67978\tbranc'
            b'h\t94370\t74914\talpha\tbatch\t"Ueda\t Bruno"\tqueue\t119.24\n"cedar ""kernel""\t patch"\t44420\t"cedar '
            b'""kernel""\t patch"\t71942\t\t"branch ""alpha""\t shard"\tfalcon\t\tfalcon\t"cedar ""kernel""\t patch"'
            b'\t71942\t"branch ""alpha""\t shard"\n\t9634\t\t\t\tdelta\t4.78\t\t4.78\t\tdelta\n52436\treview\t52436'
            b'\t\t\ttoken\t"Rahman\t Ivo"\t\t"Rahman\t Ivo"\t52436\ttoken\n'},
 {'args': ['-f', '-2,1-2,3', 'jan.csv', 'feb.csv', 'mar.csv'],
  'files': {'jan.csv': b'falcon,mill,sensor,pallet\n,43302,queue,88930\ndriver,768.26,6426,321.70\n82659,64638,falco'
                       b'n,73335\n46272,66377,,socket\n',
            'mar.csv': b'22918,replica,55201,936.28\nworker,depot,copper,4959\nbackup,kernel,north,94561\n'},
  'name': 'h03',
  'status': 1,
  'stdin': None,
  'stdout': b'falcon,mill,falcon,mill,sensor\n,43302,,43302,queue\ndriver,768.26,driver,768.26,6426\n82659,64638,8265'
            b'9,64638,falcon\n46272,66377,46272,66377,\n22918,replica,22918,replica,55201\nworker,depot,worker,depot,'
            b'copper\nbackup,kernel,backup,kernel,north\n'},
 {'args': ['-f', '0,3', 'in.csv'],
  'files': {'in.csv': b'31719,worker,stream,19597\nshard,,907.72,alpha\n83700,646.24,46188,quartz\n'},
  'name': 'h04',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,5-3', 'in.csv'],
  'files': {'in.csv': b'31719,worker,stream,19597\nshard,,907.72,alpha\n83700,646.24,46188,quartz\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '-3,2-,7,4-6,2,4,1-3', 'export.csv'],
  'files': {'export.csv': b'alpha,80863,alpha,deploy,quartz\r\n52284,"falcon ""merge"", Ivo",copper,74910,amber,81647,'
                          b'alpha,gamma,64812,cache\r\npallet,778.67,355.86,"worker ""pallet"", harbour",batch\r\nco'
                          b'mmit,willow,83968,queue,pallet\r\ndeploy,route,"Varga, Emil",north\r\ncedar,891.88,revie'
                          b'w,token,"Weber, Nia",77815,34285,,"review ""south"", driver","Nakamura, Chidi",build,520'
                          b'.82,15614,build,driver\r\n474.26,"Petrov, Gus","sensor ""delta"", buffer",queue,30003\r'
                          b'\n37.87,"Silva, Emil",mill,"buffer ""cedar"", commit"\r\nmill,sensor,route,\r\n"mill ""st'
                          b'ream"", queue",replica,"Quist, Dora",20109,beta,,"Petrov, Nia",53345,north,"replica ""in'
                          b'voice"", ledger",delta,799.73,52096\r\n"Yilmaz, Nia","merge ""queue"", cache",736.50,"Silv'
                          b'a, Priya","Rahman, Hana"\r\nreview,,,538.91\r\ntoken,24459,deploy,25230'},
  'name': 'h06',
  'status': 0,
  'stdin': None,
  'stdout': b'alpha,80863,alpha,80863,alpha,deploy,quartz,,deploy,quartz,,80863,deploy,alpha,80863,alpha\n52284,"falcon'
            b' ""merge"", Ivo",copper,"falcon ""merge"", Ivo",copper,74910,amber,81647,alpha,gamma,64812,cache,alpha,7'
            b'4910,amber,81647,"falcon ""merge"", Ivo",74910,52284,"falcon ""merge"", Ivo",copper\npallet,778.67,355.86'
            b',778.67,355.86,"worker ""pallet"", harbour",batch,,"worker ""pallet"", harbour",batch,,778.67,"worker ""'
            b'pallet"", harbour",pallet,778.67,355.86\ncommit,willow,83968,willow,83968,queue,pallet,,queue,pallet,,wil'
            b'low,queue,commit,willow,83968\ndeploy,route,"Varga, Emil",route,"Varga, Emil",north,,north,,,route,north,'
            b'deploy,route,"Varga, Emil"\ncedar,891.88,review,891.88,review,token,"Weber, Nia",77815,34285,,"review ""s'
            b'outh"", driver","Nakamura, Chidi",build,520.82,15614,build,driver,34285,token,"Weber, Nia",77815,891.88,'
            b'token,cedar,891.88,review\n474.26,"Petrov, Gus","sensor ""delta"", buffer","Petrov, Gus","sensor ""delta"'
            b'", buffer",queue,30003,,queue,30003,,"Petrov, Gus",queue,474.26,"Petrov, Gus","sensor ""delta"", buffer"'
            b'\n37.87,"Silva, Emil",mill,"Silva, Emil",mill,"buffer ""cedar"", commit",,"buffer ""cedar"", commit",,,"S'
            b'ilva, Emil","buffer ""cedar"", commit",37.87,"Silva, Emil",mill\nmill,sensor,route,sensor,route,,,,,,sens'
            b'or,,mill,sensor,route\n"mill ""stream"", queue",replica,"Quist, Dora",replica,"Quist, Dora",20109,beta,,"'
            b'Petrov, Nia",53345,north,"replica ""invoice"", ledger",delta,799.73,52096,"Petrov, Nia",20109,beta,,repl'
            b'ica,20109,"mill ""stream"", queue",replica,"Quist, Dora"\n"Yilmaz, Nia","merge ""queue"", cache",736.50,"'
            b'merge ""queue"", cache",736.50,"Silva, Priya","Rahman, Hana",,"Silva, Priya","Rahman, Hana",,"merge ""qu'
            b'eue"", cache","Silva, Priya","Yilmaz, Nia","merge ""queue"", cache",736.50\nreview,,,,,538.91,,538.91,,,,'
            b'538.91,review,,\ntoken,24459,deploy,24459,deploy,25230,,25230,,,24459,25230,token,24459,deploy\n'},
 {'args': ['-s', '-d', '\\t', '-f', '1,4,4-,7,1-3,2-6'],
  'files': {},
  'name': 'h07',
  'status': 0,
  'stdin': b'north\tmerge\tinvoice\t825.84\tsocket\n92227\t"mill ""ledger""\t Bruno"\t34682\tmaple\t95808\t"deploy "'
           b'"deploy""\t branch"\t68060\t92033\t"Yilmaz\t Kofi"\t"Moreno\t Fatima"\t28.86\t"shard ""beta""\t merge"'
           b'\t"Varga\t Dora"\n"Silva\t Hana"\torchard\t"merge ""patch""\t worker"\t735.19\nbuild sensor\nsensor replic'
           b'a\n\t133.22\t\torchard\tretry\n\tfalcon\t\t61371\tbuild\n529.26\tdepot\tbeta\t"review ""backup""\t queu'
           b'e"\tparser\tdepot\t445.79\t41393\tdelta\t"merge ""north""\t maple"\t"Nakamura\t Gus"\t16269\n"cedar ""r'
           b'elease""\t parser"\torchard\t77955\t"north ""orchard""\t gamma"\tnorth\n"Chidi\t Quist"\n',
  'stdout': b'north\t825.84\t825.84\tsocket\t\tnorth\tmerge\tinvoice\tmerge\tinvoice\t825.84\tsocket\t\n92227\tmaple'
            b'\tmaple\t95808\t"deploy ""deploy""\t branch"\t68060\t92033\t"Yilmaz\t Kofi"\t"Moreno\t Fatima"\t28.86\t"'
            b'shard ""beta""\t merge"\t"Varga\t Dora"\t68060\t92227\t"mill ""ledger""\t Bruno"\t34682\t"mill ""ledger""'
            b'\t Bruno"\t34682\tmaple\t95808\t"deploy ""deploy""\t branch"\n"Silva\t Hana"\t735.19\t735.19\t\t"Silva\t '
            b'Hana"\torchard\t"merge ""patch""\t worker"\torchard\t"merge ""patch""\t worker"\t735.19\t\t\n\torchard\t'
            b'orchard\tretry\t\t\t133.22\t\t133.22\t\torchard\tretry\t\n\t61371\t61371\tbuild\t\t\tfalcon\t\tfalcon\t\t'
            b'61371\tbuild\t\n529.26\t"review ""backup""\t queue"\t"review ""backup""\t queue"\tparser\tdepot\t445.7'
            b'9\t41393\tdelta\t"merge ""north""\t maple"\t"Nakamura\t Gus"\t16269\t445.79\t529.26\tdepot\tbeta\tdepot\t'
            b'beta\t"review ""backup""\t queue"\tparser\tdepot\n"cedar ""release""\t parser"\t"north ""orchard""\t gam'
            b'ma"\t"north ""orchard""\t gamma"\tnorth\t\t"cedar ""release""\t parser"\torchard\t77955\torchard\t7795'
            b'5\t"north ""orchard""\t gamma"\tnorth\t\n'},
 {'args': ['-f', '1,1-2', 'mon.csv', 'tue.csv', 'wed.csv'],
  'files': {'mon.csv': b'67351,30530,45788,33326\n40226,63385,socket,59504\n81796,51300,65900,27352\ncache,falcon,24'
                       b'905,\ncommit,476.76,south,441.03\n',
            'wed.csv': b'backup,588.45,11744,46.05\ncopper,buffer,81737,falcon\ndriver,80013,,49124\n31922,194.59,25'
                       b'271,harbour\n97564,556.45,,76756\n'},
  'name': 'h08',
  'status': 1,
  'stdin': None,
  'stdout': b'67351,67351,30530\n40226,40226,63385\n81796,81796,51300\ncache,cache,falcon\ncommit,commit,476.76\nbackup'
            b',backup,588.45\ncopper,copper,buffer\ndriver,driver,80013\n31922,31922,194.59\n97564,97564,556.45\n'},
 {'args': ['-f', '3,0', 'in.csv'],
  'files': {'in.csv': b'commit,token,north,79264\ninvoice,,936.60,88105\nmaple,copper,98322,patch\n'},
  'name': 'h09',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,3-2', 'in.csv'],
  'files': {'in.csv': b'commit,token,north,79264\ninvoice,,936.60,88105\nmaple,copper,98322,patch\n'},
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
