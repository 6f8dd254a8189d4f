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
CASES = [{'args': ['-f', '-4,10,1-3,2-8,7,2,2-', 'orders.csv'],
  'files': {'orders.csv': b'depot,north,75669,"Zhou, Jana","Moreno, Rosa",90426,431.28\r\n99900,"merge ""shard"", Kofi'
                          b'",61226,,route,79685,487.76,845.94,63683,"queue ""harbour"", build"\r\n53758,11680,252.81,'
                          b'"Okoro, Lena","Quist, Rosa",291.88\r\nstream,"route ""beta"", cache",,ledger,80307\r\n65'
                          b'061,beta,ledger,driver,willow,40087\r\ncache,29073,invoice,merge,south,shard,shard,alpha,7'
                          b'3149,161.36,driver,north,73732\r\npallet,1529,"Tanaka, Gus","Weber, Ivo",,kernel\r\nmill'
                          b',falcon,maple,review,north,81380\r\n"release ""backup"", driver",641.56,3532,"Quist, Mateo'
                          b'",sensor\r\n"Nakamura, Gus",falcon,25988,40293,10192,45193,route,"batch ""batch"", retry",'
                          b'amber,127.28,parser,"Moreno, Jana",mill,retry,"Rahman, Bruno",16257,"Petrov, Emil",mill\r'
                          b'\n"Yilmaz, Priya",,"harbour ""cache"", cedar",pallet,driver,build,93811\r\n"Moreno, Bruno",'
                          b'51240,quartz,72528,,44440,89543\r\n'},
  'name': 'h01',
  'status': 0,
  'stdin': None,
  'stdout': b'depot,north,75669,"Zhou, Jana",,depot,north,75669,north,75669,"Zhou, Jana","Moreno, Rosa",90426,431.28,,'
            b'431.28,north,north,75669,"Zhou, Jana","Moreno, Rosa",90426,431.28\n99900,"merge ""shard"", Kofi",61226,,"'
            b'queue ""harbour"", build",99900,"merge ""shard"", Kofi",61226,"merge ""shard"", Kofi",61226,,route,79685'
            b',487.76,845.94,487.76,"merge ""shard"", Kofi","merge ""shard"", Kofi",61226,,route,79685,487.76,845.94,6'
            b'3683,"queue ""harbour"", build"\n53758,11680,252.81,"Okoro, Lena",,53758,11680,252.81,11680,252.81,"Okoro'
            b', Lena","Quist, Rosa",291.88,,,,11680,11680,252.81,"Okoro, Lena","Quist, Rosa",291.88\nstream,"route ""be'
            b'ta"", cache",,ledger,,stream,"route ""beta"", cache",,"route ""beta"", cache",,ledger,80307,,,,,"route "'
            b'"beta"", cache","route ""beta"", cache",,ledger,80307\n65061,beta,ledger,driver,,65061,beta,ledger,beta,l'
            b'edger,driver,willow,40087,,,,beta,beta,ledger,driver,willow,40087\ncache,29073,invoice,merge,161.36,cache'
            b',29073,invoice,29073,invoice,merge,south,shard,shard,alpha,shard,29073,29073,invoice,merge,south,shard,s'
            b'hard,alpha,73149,161.36,driver,north,73732\npallet,1529,"Tanaka, Gus","Weber, Ivo",,pallet,1529,"Tanaka, '
            b'Gus",1529,"Tanaka, Gus","Weber, Ivo",,kernel,,,,1529,1529,"Tanaka, Gus","Weber, Ivo",,kernel\nmill,falcon'
            b',maple,review,,mill,falcon,maple,falcon,maple,review,north,81380,,,,falcon,falcon,maple,review,north,813'
            b'80\n"release ""backup"", driver",641.56,3532,"Quist, Mateo",,"release ""backup"", driver",641.56,3532,641'
            b'.56,3532,"Quist, Mateo",sensor,,,,,641.56,641.56,3532,"Quist, Mateo",sensor\n"Nakamura, Gus",falcon,25988'
            b',40293,127.28,"Nakamura, Gus",falcon,25988,falcon,25988,40293,10192,45193,route,"batch ""batch"", retry"'
            b',route,falcon,falcon,25988,40293,10192,45193,route,"batch ""batch"", retry",amber,127.28,parser,"Moreno,'
            b' Jana",mill,retry,"Rahman, Bruno",16257,"Petrov, Emil",mill\n"Yilmaz, Priya",,"harbour ""cache"", cedar",'
            b'pallet,,"Yilmaz, Priya",,"harbour ""cache"", cedar",,"harbour ""cache"", cedar",pallet,driver,build,9381'
            b'1,,93811,,,"harbour ""cache"", cedar",pallet,driver,build,93811\n"Moreno, Bruno",51240,quartz,72528,,"Mor'
            b'eno, Bruno",51240,quartz,51240,quartz,72528,,44440,89543,,89543,51240,51240,quartz,72528,,44440,89543\n'},
 {'args': ['-s', '-d', '\\t', '-f', '4-,2-6,4,1-2,2,7'],
  'files': {},
  'name': 'h02',
  'status': 0,
  'stdin': b'"Varga\t Emil"\t198.27\tkernel\tbuild\npatch\t"depot ""willow""\t Emil"\t"falcon ""merge""\t branch"\t852.'
           b'95\tsocket\tdriver\twillow\t\t35844\t73854\t82864\talpha\tamber\t91443\ncache falcon\n"patch ""branch""\t'
           b' harbour"\t\t\tdepot\n25260\trelease\tnorth\tdeploy\ncommit alpha\n"delta ""token""\t gamma"\t48484\t"bu'
           b'ild ""retry""\t alpha"\t818.88\n31631\tinvoice\t46229\t5709\tharbour\t"Nakamura\t Bruno"\t"release ""worke'
           b'r""\t north"\t838.18\tharbour\t453.20\t92598\tbuild\tshard\tledger\tmaple\t85553\tcommit\nnorth\t2.83\t711'
           b'85\t"Yilmaz\t Ivo"\tdeploy\n"Ada\t Petrov"\n',
  'stdout': b'build\t198.27\tkernel\tbuild\t\t\tbuild\t"Varga\t Emil"\t198.27\t198.27\t\n852.95\tsocket\tdriver\twill'
            b'ow\t\t35844\t73854\t82864\talpha\tamber\t91443\t"depot ""willow""\t Emil"\t"falcon ""merge""\t branch"\t'
            b'852.95\tsocket\tdriver\t852.95\tpatch\t"depot ""willow""\t Emil"\t"depot ""willow""\t Emil"\twillow\nd'
            b'epot\t\t\tdepot\t\t\tdepot\t"patch ""branch""\t harbour"\t\t\t\ndeploy\trelease\tnorth\tdeploy\t\t\tde'
            b'ploy\t25260\trelease\trelease\t\n818.88\t48484\t"build ""retry""\t alpha"\t818.88\t\t\t818.88\t"delta ""t'
            b'oken""\t gamma"\t48484\t48484\t\n5709\tharbour\t"Nakamura\t Bruno"\t"release ""worker""\t north"\t838.1'
            b'8\tharbour\t453.20\t92598\tbuild\tshard\tledger\tmaple\t85553\tcommit\tinvoice\t46229\t5709\tharbour\t'
            b'"Nakamura\t Bruno"\t5709\t31631\tinvoice\tinvoice\t"release ""worker""\t north"\n"Yilmaz\t Ivo"\tdeplo'
            b'y\t2.83\t71185\t"Yilmaz\t Ivo"\tdeploy\t\t"Yilmaz\t Ivo"\tnorth\t2.83\t2.83\t\n'},
 {'args': ['-f', '-2,1,1-2', 'jan.csv', 'feb.csv', 'mar.csv'],
  'files': {'jan.csv': b'47495,quartz,retry,amber\nbuffer,socket,47811,84988\ncedar,97997,cedar,route',
            'mar.csv': b'2255,317,77867,\n21281,67270,32913,106.44\n12556,,38540,751.54\n75441,south,parser,depot\n'},
  'name': 'h03',
  'status': 1,
  'stdin': None,
  'stdout': b'47495,quartz,47495,47495,quartz\nbuffer,socket,buffer,buffer,socket\ncedar,97997,cedar,cedar,97997\n225'
            b'5,317,2255,2255,317\n21281,67270,21281,21281,67270\n12556,,12556,12556,\n75441,south,75441,75441,south\n'},
 {'args': ['-f', '2,0', 'in.csv'],
  'files': {'in.csv': b'merge,copper,depot,delta\n53270,1280,deploy,67691\n31597,51073,33843,shard\n'},
  'name': 'h04',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,6-3', 'in.csv'],
  'files': {'in.csv': b'merge,copper,depot,delta\n53270,1280,deploy,67691\n31597,51073,33843,shard\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-d', ';', '-f', '3-7,2-,8,6,3,2-3', 'ledger.csv'],
  'files': {'ledger.csv': b'"Nakamura; Emil";635.11;63751;pallet;batch\r\n;"driver ""alpha""; Mateo";86570;depot;63121'
                          b';;"beta ""copper""; mill";188.44;pallet;837.76;"Okoro; Dora";orchard;batch;\r\n845.05;5883'
                          b'2;6869;46726;"Yilmaz; Lena"\r\n"cedar ""worker""; pallet";amber;587.17;66424\r\n"route "'
                          b'"socket""; kernel";22572;"harbour ""commit""; cedar";663.97\r\n"Tanaka; Ivo";batch;"willow'
                          b' ""willow""; patch";"kernel ""mill""; replica";gamma;"Tanaka; Quinn";mill;"Silva; Fatima'
                          b'";mill;orchard;99642;"mill ""mill""; route";54.89;12737;copper;"Ueda; Gus";branch;review'
                          b'\r\n"sensor ""delta""; token";76610;42529;route;build;\r\nstream;32743;72214;92301;269.8'
                          b'3\r\n44720;south;62828;"token ""route""; branch"\r\n"Yilmaz; Bruno";maple;"Petrov; Hana"'
                          b';beta;ledger;224.51;"gamma ""delta""; kernel";81158;amber;invoice;token;branch;"Zhou; Ko'
                          b'fi";ledger;alpha\r\n920.36;368.46;retry;orchard;94269\r\n"merge ""copper""; stream";pars'
                          b'er;gamma;"gamma ""release""; release";43059\r\n'},
  'name': 'h06',
  'status': 0,
  'stdin': None,
  'stdout': b'63751;pallet;batch;;;635.11;63751;pallet;batch;;;63751;635.11;63751\n86570;depot;63121;;"beta ""copper"";'
            b' mill";"driver ""alpha""; Mateo";86570;depot;63121;;"beta ""copper""; mill";188.44;pallet;837.76;"Okoro;'
            b' Dora";orchard;batch;;188.44;;86570;"driver ""alpha""; Mateo";86570\n6869;46726;"Yilmaz; Lena";;;58832;68'
            b'69;46726;"Yilmaz; Lena";;;6869;58832;6869\n587.17;66424;;;;amber;587.17;66424;;;587.17;amber;587.17\n"'
            b'harbour ""commit""; cedar";663.97;;;;22572;"harbour ""commit""; cedar";663.97;;;"harbour ""commit""; ced'
            b'ar";22572;"harbour ""commit""; cedar"\n"willow ""willow""; patch";"kernel ""mill""; replica";gamma;"Tanak'
            b'a; Quinn";mill;batch;"willow ""willow""; patch";"kernel ""mill""; replica";gamma;"Tanaka; Quinn";mill;"S'
            b'ilva; Fatima";mill;orchard;99642;"mill ""mill""; route";54.89;12737;copper;"Ueda; Gus";branch;review;"Si'
            b'lva; Fatima";"Tanaka; Quinn";"willow ""willow""; patch";batch;"willow ""willow""; patch"\n42529;route;bui'
            b'ld;;;76610;42529;route;build;;;;42529;76610;42529\n72214;92301;269.83;;;32743;72214;92301;269.83;;;72214;'
            b'32743;72214\n62828;"token ""route""; branch";;;;south;62828;"token ""route""; branch";;;62828;south;62828'
            b'\n"Petrov; Hana";beta;ledger;224.51;"gamma ""delta""; kernel";maple;"Petrov; Hana";beta;ledger;224.51;"ga'
            b'mma ""delta""; kernel";81158;amber;invoice;token;branch;"Zhou; Kofi";ledger;alpha;81158;224.51;"Petrov; '
            b'Hana";maple;"Petrov; Hana"\nretry;orchard;94269;;;368.46;retry;orchard;94269;;;retry;368.46;retry\ngam'
            b'ma;"gamma ""release""; release";43059;;;parser;gamma;"gamma ""release""; release";43059;;;gamma;parser;g'
            b'amma\n'},
 {'args': ['-s', '-d', '\\t', '-f', '5,7,2-3,3,2-7,4-'],
  'files': {},
  'name': 'h07',
  'status': 0,
  'stdin': b'78553\tamber\tbuild\tretry\t"Zhou\t Priya"\nledger driver\nmill\t"retry ""batch""\t Mateo"\t"Petrov\t F'
           b'atima"\tbuffer\t17545\tmaple\tcopper\treview\t5895\tsensor\ttoken\t"Silva\t Oskar"\tgamma\tmerge\tamber\t"'
           b'Ueda\t Mateo"\t"Yilmaz\t Emil"\ncache shard\n"Zhou\t Rosa"\ttoken\tgamma\t45875\t6555\ncache\t"socket ""'
           b'commit""\t alpha"\t64408\t"orchard ""invoice""\t buffer"\t883.41\nmerge\t72185\t18253\t767.93\treview\t'
           b'route\n"Lena\t Petrov"\n"Rahman\t Quinn"\t201.74\t"Nakamura\t Ivo"\t33395\tsensor\t51537\tfalcon\tamber\t'
           b'63756\t80824\t"Moreno\t Hana"\t67699\t"Nakamura\t Nia"\t6390\tmaple\n',
  'stdout': b'"Zhou\t Priya"\t\tamber\tbuild\tbuild\tamber\tbuild\tretry\t"Zhou\t Priya"\t\t\tretry\t"Zhou\t Priya"\n1'
            b'7545\tcopper\t"retry ""batch""\t Mateo"\t"Petrov\t Fatima"\t"Petrov\t Fatima"\t"retry ""batch""\t Mat'
            b'eo"\t"Petrov\t Fatima"\tbuffer\t17545\tmaple\tcopper\tbuffer\t17545\tmaple\tcopper\treview\t5895\tsen'
            b'sor\ttoken\t"Silva\t Oskar"\tgamma\tmerge\tamber\t"Ueda\t Mateo"\t"Yilmaz\t Emil"\n6555\t\ttoken\tgamm'
            b'a\tgamma\ttoken\tgamma\t45875\t6555\t\t\t45875\t6555\n883.41\t\t"socket ""commit""\t alpha"\t64408\t644'
            b'08\t"socket ""commit""\t alpha"\t64408\t"orchard ""invoice""\t buffer"\t883.41\t\t\t"orchard ""invoic'
            b'e""\t buffer"\t883.41\nreview\t\t72185\t18253\t18253\t72185\t18253\t767.93\treview\troute\t\t767.93\tre'
            b'view\troute\nsensor\tfalcon\t201.74\t"Nakamura\t Ivo"\t"Nakamura\t Ivo"\t201.74\t"Nakamura\t Ivo"\t33395'
            b'\tsensor\t51537\tfalcon\t33395\tsensor\t51537\tfalcon\tamber\t63756\t80824\t"Moreno\t Hana"\t67699\t"N'
            b'akamura\t Nia"\t6390\tmaple\n'},
 {'args': ['-f', '1,1-3,-3', 'jan.csv', 'feb.csv', 'mar.csv'],
  'files': {'jan.csv': b'72533,29308,backup,30783\nparser,release,branch,47592\norchard,patch,50938,83914\n',
            'mar.csv': b'cedar,49930,29701,2509\n44035,1318,59818,amber\nmaple,parser,mill,build\n46386,cache,socket'
                       b',74517\nretry,23411,falcon,buffer\nnorth,28997,76918,92673\n'},
  'name': 'h08',
  'status': 1,
  'stdin': None,
  'stdout': b'72533,72533,29308,backup,72533,29308,backup\nparser,parser,release,branch,parser,release,branch\norcha'
            b'rd,orchard,patch,50938,orchard,patch,50938\ncedar,cedar,49930,29701,cedar,49930,29701\n44035,44035,131'
            b'8,59818,44035,1318,59818\nmaple,maple,parser,mill,maple,parser,mill\n46386,46386,cache,socket,46386,ca'
            b'che,socket\nretry,retry,23411,falcon,retry,23411,falcon\nnorth,north,28997,76918,north,28997,76918\n'},
 {'args': ['-f', '0,1', 'in.csv'],
  'files': {'in.csv': b'19053,queue,21219,build\n8311,70036,beta,3602\nbackup,871.98,57334,north\n'},
  'name': 'h09',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,6-2', 'in.csv'],
  'files': {'in.csv': b'19053,queue,21219,build\n8311,70036,beta,3602\nbackup,871.98,57334,north\n'},
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
