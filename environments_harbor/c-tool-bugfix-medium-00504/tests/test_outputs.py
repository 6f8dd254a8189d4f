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
CASES = [{'args': ['-d', ';', '-f', '4-7,9,4-,2-3,-1,3,5', 'routes.csv'],
  'files': {'routes.csv': b'patch;patch;18605;269.01;"token ""buffer""; socket"\r\n;"review ""replica""; Nia";355.29;"'
                          b'buffer ""depot""; depot";22154;"Tanaka; Chidi";"Ueda; Bruno";"Ueda; Kofi";patch;south;;s'
                          b'ensor\r\nbranch;31462;56139;south;"Petrov; Ivo";invoice\r\nreview;18989;57957;20939\r\n737'
                          b'.04;;30518;67299;"queue ""branch""; beta";"deploy ""harbour""; alpha"\r\nreplica;"Petrov; '
                          b'Mateo";cache;"Nakamura; Quinn";"buffer ""delta""; stream";210.76;"ledger ""driver""; rel'
                          b'ease";invoice;5309;invoice;63959\r\n924.07;shard;56348;"quartz ""backup""; harbour";55590;'
                          b'cache\r\ncommit;70074;sensor;824.85;commit;socket\r\n;gamma;152.65;gamma\r\n'},
  'name': 'h01',
  'status': 0,
  'stdin': None,
  'stdout': b'269.01;"token ""buffer""; socket";;;;269.01;"token ""buffer""; socket";patch;18605;patch;18605;"token ""'
            b'buffer""; socket"\n"buffer ""depot""; depot";22154;"Tanaka; Chidi";"Ueda; Bruno";patch;"buffer ""depot"";'
            b' depot";22154;"Tanaka; Chidi";"Ueda; Bruno";"Ueda; Kofi";patch;south;;sensor;"review ""replica""; Nia";3'
            b'55.29;;355.29;22154\nsouth;"Petrov; Ivo";invoice;;;south;"Petrov; Ivo";invoice;31462;56139;branch;56139;"'
            b'Petrov; Ivo"\n20939;;;;;20939;18989;57957;review;57957;\n67299;"queue ""branch""; beta";"deploy ""harb'
            b'our""; alpha";;;67299;"queue ""branch""; beta";"deploy ""harbour""; alpha";;30518;737.04;30518;"queue ""'
            b'branch""; beta"\n"Nakamura; Quinn";"buffer ""delta""; stream";210.76;"ledger ""driver""; release";5309;"N'
            b'akamura; Quinn";"buffer ""delta""; stream";210.76;"ledger ""driver""; release";invoice;5309;invoice;6395'
            b'9;"Petrov; Mateo";cache;replica;cache;"buffer ""delta""; stream"\n"quartz ""backup""; harbour";55590;cach'
            b'e;;;"quartz ""backup""; harbour";55590;cache;shard;56348;924.07;56348;55590\n824.85;commit;socket;;;824.8'
            b'5;commit;socket;70074;sensor;commit;sensor;commit\ngamma;;;;;gamma;gamma;152.65;;152.65;\n'},
 {'args': ['-s', '-d', '\\t', '-f', '3,1-3,4-6,5,8,3-'],
  'files': {},
  'name': 'h02',
  'status': 0,
  'stdin': b'stream patch\n116.64\tquartz\t66723\t"Rahman\t Dora"\nworker\t"build ""copper""\t Fatima"\t\tnorth\tced'
           b'ar\tledger\tkernel\t14324\t\t"Quist\t Kofi"\n"Nia\t Moreno"\n31400\tkernel\tquartz\tqueue\n57927\t7852'
           b'9\t73288\tbuffer\tpatch\n96968\tgamma\tdepot\t"Quist\t Chidi"\t"Tanaka\t Ada"\n7809\t"kernel ""stream""\t'
           b' token"\t"Zhou\t Ivo"\tsouth\t58897\t"Weber\t Emil"\tinvoice\tgamma\tqueue\t262.47\n876.03\t"Ueda\t Kofi"'
           b'\t"Silva\t Ada"\t75099\n"worker ""kernel""\t patch"\t17324\t246\t84814\ninvoice\t"Varga\t Quinn"\t"worke'
           b'r ""invoice""\t release"\t762.34\nledger alpha\n87011\t54457\tamber\t"Moreno\t Bruno"\t"Petrov\t Rosa"'
           b'\t538.82\tparser\t5652\t47001\ttoken\t57.23\t"ledger ""merge""\t quartz"\t"retry ""delta""\t backup"\t"'
           b'shard ""north""\t gamma"\tdriver\t6318\tbatch\n"Yilmaz\t Kofi"\tledger\tledger\t"shard ""copper""\t kernel'
           b'"\n',
  'stdout': b'66723\t116.64\tquartz\t66723\t"Rahman\t Dora"\t\t\t\t\t66723\t"Rahman\t Dora"\n\tworker\t"build ""coppe'
            b'r""\t Fatima"\t\tnorth\tcedar\tledger\tcedar\t14324\t\tnorth\tcedar\tledger\tkernel\t14324\t\t"Quist\t K'
            b'ofi"\nquartz\t31400\tkernel\tquartz\tqueue\t\t\t\t\tquartz\tqueue\n73288\t57927\t78529\t73288\tbuffer\tpa'
            b'tch\t\tpatch\t\t73288\tbuffer\tpatch\ndepot\t96968\tgamma\tdepot\t"Quist\t Chidi"\t"Tanaka\t Ada"\t\t"Ta'
            b'naka\t Ada"\t\tdepot\t"Quist\t Chidi"\t"Tanaka\t Ada"\n"Zhou\t Ivo"\t7809\t"kernel ""stream""\t token"\t"'
            b'Zhou\t Ivo"\tsouth\t58897\t"Weber\t Emil"\t58897\tgamma\t"Zhou\t Ivo"\tsouth\t58897\t"Weber\t Emil"\ti'
            b'nvoice\tgamma\tqueue\t262.47\n"Silva\t Ada"\t876.03\t"Ueda\t Kofi"\t"Silva\t Ada"\t75099\t\t\t\t\t"Silva'
            b'\t Ada"\t75099\n246\t"worker ""kernel""\t patch"\t17324\t246\t84814\t\t\t\t\t246\t84814\n"worker ""invo'
            b'ice""\t release"\tinvoice\t"Varga\t Quinn"\t"worker ""invoice""\t release"\t762.34\t\t\t\t\t"worker ""in'
            b'voice""\t release"\t762.34\namber\t87011\t54457\tamber\t"Moreno\t Bruno"\t"Petrov\t Rosa"\t538.82\t"Petr'
            b'ov\t Rosa"\t5652\tamber\t"Moreno\t Bruno"\t"Petrov\t Rosa"\t538.82\tparser\t5652\t47001\ttoken\t57.23'
            b'\t"ledger ""merge""\t quartz"\t"retry ""delta""\t backup"\t"shard ""north""\t gamma"\tdriver\t6318\tbatch'
            b'\nledger\t"Yilmaz\t Kofi"\tledger\tledger\t"shard ""copper""\t kernel"\t\t\t\t\tledger\t"shard ""copper""'
            b'\t kernel"\n'},
 {'args': ['-f', '2,1-3,-3', 'mon.csv', 'tue.csv', 'wed.csv'],
  'files': {'mon.csv': b'46688,33140,socket,363.85\n897.48,pallet,replica,66060\n33368,socket,north,ledger\n32.62,98'
                       b'24,45131,77112\n47748,27265,311.50,replica\n',
            'wed.csv': b'token,19173,85171,72028\n90552,155.74,70309,179.99\n56804,amber,66696,ledger'},
  'name': 'h03',
  'status': 1,
  'stdin': None,
  'stdout': b'33140,46688,33140,socket,46688,33140,socket\npallet,897.48,pallet,replica,897.48,pallet,replica\nsocke'
            b't,33368,socket,north,33368,socket,north\n9824,32.62,9824,45131,32.62,9824,45131\n27265,47748,27265,311'
            b'.50,47748,27265,311.50\n19173,token,19173,85171,token,19173,85171\n155.74,90552,155.74,70309,90552,155'
            b'.74,70309\namber,56804,amber,66696,56804,amber,66696\n'},
 {'args': ['-f', '2,0', 'in.csv'],
  'files': {'in.csv': b'79211,428.80,buffer,north\n93327,53321,,8179\n1492,90848,23677,batch\n'},
  'name': 'h04',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,5-1', 'in.csv'],
  'files': {'in.csv': b'79211,428.80,buffer,north\n93327,53321,,8179\n1492,90848,23677,batch\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '7,3,12,4-,3-4,2-10', 'ledger.csv'],
  'files': {'ledger.csv': b'150.71,harbour,703.99,,"gamma ""falcon"", review",mill,cache\r\nrelease,"mill ""deploy"", '
                          b'Lena","Rahman, Nia",queue,cache,route,willow,1128,"Rahman, Nia","Silva, Gus","Moreno, Pr'
                          b'iya",token\r\nparser,"Ueda, Ada",harbour,201.69,33728,"driver ""invoice"", cedar",kernel,6'
                          b'60.37,54826\r\n"shard ""token"", backup","Okoro, Ivo",stream,744.61,935.00,17643,build'
                          b'\r\n,295.32,"patch ""orchard"", alpha",stream,778.13,"copper ""kernel"", kernel",falcon,or'
                          b'chard\r\nreplica,backup,worker,32731,falcon,751.83,10284,79107,56165,16733,,kernel,driver,'
                          b'"mill ""deploy"", sensor",78243,"Tanaka, Ivo","Varga, Fatima"\r\n53656,793.12,"cache ""bra'
                          b'nch"", south",402.87,71034,"Nakamura, Lena"\r\n"Ueda, Mateo",release,776.68,712.09,"driver'
                          b' ""falcon"", maple",760.02\r\n"harbour ""maple"", alpha",17250,71246,,53899,mill,gamma'
                          b'\r\nbranch,,"Yilmaz, Quinn","sensor ""invoice"", pallet",,branch,30509,"build ""falcon"", '
                          b'maple",4728,patch,driver,driver,pallet,token,replica'},
  'name': 'h06',
  'status': 0,
  'stdin': None,
  'stdout': b'cache,703.99,,,"gamma ""falcon"", review",mill,cache,703.99,,harbour,703.99,,"gamma ""falcon"", review",'
            b'mill,cache,,,\nwillow,"Rahman, Nia",token,queue,cache,route,willow,1128,"Rahman, Nia","Silva, Gus","Moren'
            b'o, Priya",token,"Rahman, Nia",queue,"mill ""deploy"", Lena","Rahman, Nia",queue,cache,route,willow,1128,'
            b'"Rahman, Nia","Silva, Gus"\nkernel,harbour,,201.69,33728,"driver ""invoice"", cedar",kernel,660.37,54826,'
            b'harbour,201.69,"Ueda, Ada",harbour,201.69,33728,"driver ""invoice"", cedar",kernel,660.37,54826,\nbuild,s'
            b'tream,,744.61,935.00,17643,build,stream,744.61,"Okoro, Ivo",stream,744.61,935.00,17643,build,,,\nfalcon,"'
            b'patch ""orchard"", alpha",,stream,778.13,"copper ""kernel"", kernel",falcon,orchard,"patch ""orchard"", '
            b'alpha",stream,295.32,"patch ""orchard"", alpha",stream,778.13,"copper ""kernel"", kernel",falcon,orchard'
            b',,\n10284,worker,kernel,32731,falcon,751.83,10284,79107,56165,16733,,kernel,driver,"mill ""deploy"", sens'
            b'or",78243,"Tanaka, Ivo","Varga, Fatima",worker,32731,backup,worker,32731,falcon,751.83,10284,79107,56165'
            b',16733\n,"cache ""branch"", south",,402.87,71034,"Nakamura, Lena","cache ""branch"", south",402.87,793.12'
            b',"cache ""branch"", south",402.87,71034,"Nakamura, Lena",,,,\n,776.68,,712.09,"driver ""falcon"", maple",'
            b'760.02,776.68,712.09,release,776.68,712.09,"driver ""falcon"", maple",760.02,,,,\ngamma,71246,,,53899,mil'
            b'l,gamma,71246,,17250,71246,,53899,mill,gamma,,,\n30509,"Yilmaz, Quinn",driver,"sensor ""invoice"", pallet'
            b'",,branch,30509,"build ""falcon"", maple",4728,patch,driver,driver,pallet,token,replica,"Yilmaz, Quinn",'
            b'"sensor ""invoice"", pallet",,"Yilmaz, Quinn","sensor ""invoice"", pallet",,branch,30509,"build ""falcon'
            b'"", maple",4728,patch\n'},
 {'args': ['-s', '-d', '\\t', '-f', '5-7,7,5-,2-4,2,5', '-'],
  'files': {},
  'name': 'h07',
  'status': 0,
  'stdin': b'retry\t69244\t7246\t358.91\t837.06\n"Dora\t Zhou"\n72267\t"shard ""mill""\t Fatima"\tcommit\t629.45\t"Ok'
           b'oro\t Chidi"\t"south ""build""\t mill"\t65048\t"Ueda\t Quinn"\t"cache ""review""\t patch"\t657.14\t120'
           b'62\tqueue\t6991\t533\t"orchard ""maple""\t driver"\tbuffer\tstream\t\nharbour mill\ncedar quartz\n64343'
           b'\tretry\t19249\t"Quist\t Quinn"\t"Moreno\t Chidi"\t63762\ndriver\t167.42\t\t690.37\t11205\nbeta\t877.3'
           b'7\t"kernel ""branch""\t review"\t39121\t"ledger ""amber""\t route"\nroute\t"Okoro\t Gus"\tsensor\tcopp'
           b'er\t17.87\tbuild\treplica\t\t"Ueda\t Nia"\t"deploy ""pallet""\t ledger"\torchard\t"parser ""batch""\t p'
           b'arser"\tcache\n85981\t"Moreno\t Dora"\t183.89\tpallet\t"Nakamura\t Dora"\n14055\tfalcon\trelease\t54414\t'
           b'56839\ttoken\nshard\t"invoice ""ledger""\t route"\t"Quist\t Ada"\tbeta\tcopper\tdeploy\n23996\tqueue\t"N'
           b'akamura\t Quinn"\t97578\t"driver ""maple""\t orchard"\t78311\troute\t53.90\tnorth\t\tcopper\t"Varga\t Ch'
           b'idi"\tbuffer\t11966\t79663\tshard\t"Ueda\t Oskar"\n',
  'stdout': b'837.06\t\t\t\t837.06\t69244\t7246\t358.91\t69244\t837.06\n"Okoro\t Chidi"\t"south ""build""\t mill"\t6'
            b'5048\t65048\t"Okoro\t Chidi"\t"south ""build""\t mill"\t65048\t"Ueda\t Quinn"\t"cache ""review""\t pat'
            b'ch"\t657.14\t12062\tqueue\t6991\t533\t"orchard ""maple""\t driver"\tbuffer\tstream\t\t"shard ""mill""\t '
            b'Fatima"\tcommit\t629.45\t"shard ""mill""\t Fatima"\t"Okoro\t Chidi"\n"Moreno\t Chidi"\t63762\t\t\t"Moren'
            b'o\t Chidi"\t63762\tretry\t19249\t"Quist\t Quinn"\tretry\t"Moreno\t Chidi"\n11205\t\t\t\t11205\t167.42\t\t'
            b'690.37\t167.42\t11205\n"ledger ""amber""\t route"\t\t\t\t"ledger ""amber""\t route"\t877.37\t"kernel ""'
            b'branch""\t review"\t39121\t877.37\t"ledger ""amber""\t route"\n17.87\tbuild\treplica\treplica\t17.87\tb'
            b'uild\treplica\t\t"Ueda\t Nia"\t"deploy ""pallet""\t ledger"\torchard\t"parser ""batch""\t parser"\tcac'
            b'he\t"Okoro\t Gus"\tsensor\tcopper\t"Okoro\t Gus"\t17.87\n"Nakamura\t Dora"\t\t\t\t"Nakamura\t Dora"\t"M'
            b'oreno\t Dora"\t183.89\tpallet\t"Moreno\t Dora"\t"Nakamura\t Dora"\n56839\ttoken\t\t\t56839\ttoken\tfal'
            b'con\trelease\t54414\tfalcon\t56839\ncopper\tdeploy\t\t\tcopper\tdeploy\t"invoice ""ledger""\t route"\t"Qu'
            b'ist\t Ada"\tbeta\t"invoice ""ledger""\t route"\tcopper\n"driver ""maple""\t orchard"\t78311\troute\tro'
            b'ute\t"driver ""maple""\t orchard"\t78311\troute\t53.90\tnorth\t\tcopper\t"Varga\t Chidi"\tbuffer\t11966\t'
            b'79663\tshard\t"Ueda\t Oskar"\tqueue\t"Nakamura\t Quinn"\t97578\tqueue\t"driver ""maple""\t orchard"\n'},
 {'args': ['-f', '1-3,3', 'jan.csv', 'feb.csv', 'mar.csv'],
  'files': {'jan.csv': b'48339,alpha,28023,25278\n69613,,763.13,28081\n49996,59359,,90135\namber,sensor,17117,31764\n',
            'mar.csv': b'90274,76284,,pallet\n61498,queue,61928,branch\n89147,worker,31246,deploy\n52855,93399,70563'
                       b',97225\n,,44948,59992\n34317,56890,88421,pallet\n'},
  'name': 'h08',
  'status': 1,
  'stdin': None,
  'stdout': b'48339,alpha,28023,28023\n69613,,763.13,763.13\n49996,59359,,\namber,sensor,17117,17117\n90274,76284,,\n61'
            b'498,queue,61928,61928\n89147,worker,31246,31246\n52855,93399,70563,70563\n,,44948,44948\n34317,56890,884'
            b'21,88421\n'},
 {'args': ['-f', '2,0', 'in.csv'],
  'files': {'in.csv': b'132.10,copper,orchard,mill\ndriver,56459,66282,96577\n22321,delta,39804,504.72'},
  'name': 'h09',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,7-3', 'in.csv'],
  'files': {'in.csv': b'132.10,copper,orchard,mill\ndriver,56459,66282,96577\n22321,delta,39804,504.72'},
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
