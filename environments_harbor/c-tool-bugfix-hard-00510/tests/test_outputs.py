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
CASES = [{'args': ['-f', '2-3,2-,4-6,7,1,5,-3', 'orders.csv'],
  'files': {'orders.csv': b'parser,72439,43081,"falcon ""stream"", replica",378.62\r\nnorth,"queue ""copper"", Oskar",'
                          b'shard,harbour,commit,97536,64865,51883,quartz,"commit ""shard"", route",,"Petrov, Hana",'
                          b'commit,,buffer\r\n"batch ""invoice"", orchard","batch ""buffer"", token","Nakamura, Gus","'
                          b'Varga, Nia",commit\r\n"deploy ""alpha"", depot",54928,shard,842.66\r\ndriver,345.34,"Yil'
                          b'maz, Bruno",41104\r\nworker,,merge,209.15,"parser ""commit"", deploy",42870,retry,retry,77'
                          b'453,83370,196.03,retry,"Weber, Priya"\r\nsouth,"Petrov, Emil","falcon ""delta"", maple",so'
                          b'cket,103.42\r\npatch,mill,quartz,654.42\r\nsocket,parser,quartz,2836,build\r\n"shard ""fal'
                          b'con"", beta",willow,,9539,,39431,,"invoice ""ledger"", orchard",76666,22447,kernel,delta'
                          b'\r\n290.21,33927,15468,"alpha ""route"", cedar"\r\n"Nakamura, Ada",40932,"kernel ""socke'
                          b't"", deploy",314.13\r\n"Petrov, Dora",maple,"Petrov, Quinn",orchard\r\ncommit,willow,841'
                          b'59,83280,sensor,44147,9544,,68905,orchard,deploy,gamma,pallet,"willow ""amber"", queue",'
                          b'maple,release\r\n66912,"falcon ""cache"", branch",deploy,57054,retry\r\n"Nakamura, Kofi"'
                          b',,north,build,sensor\r\n'},
  'name': 'h01',
  'status': 0,
  'stdin': None,
  'stdout': b'72439,43081,72439,43081,"falcon ""stream"", replica",378.62,"falcon ""stream"", replica",378.62,,,parser'
            b',378.62,parser,72439,43081\n"queue ""copper"", Oskar",shard,"queue ""copper"", Oskar",shard,harbour,commi'
            b't,97536,64865,51883,quartz,"commit ""shard"", route",,"Petrov, Hana",commit,,buffer,harbour,commit,97536'
            b',64865,north,commit,north,"queue ""copper"", Oskar",shard\n"batch ""buffer"", token","Nakamura, Gus","bat'
            b'ch ""buffer"", token","Nakamura, Gus","Varga, Nia",commit,"Varga, Nia",commit,,,"batch ""invoice"", orch'
            b'ard",commit,"batch ""invoice"", orchard","batch ""buffer"", token","Nakamura, Gus"\n54928,shard,54928,sha'
            b'rd,842.66,842.66,,,,"deploy ""alpha"", depot",,"deploy ""alpha"", depot",54928,shard\n345.34,"Yilmaz, Bru'
            b'no",345.34,"Yilmaz, Bruno",41104,41104,,,,driver,,driver,345.34,"Yilmaz, Bruno"\n,merge,,merge,209.15,"pa'
            b'rser ""commit"", deploy",42870,retry,retry,77453,83370,196.03,retry,"Weber, Priya",209.15,"parser ""comm'
            b'it"", deploy",42870,retry,worker,"parser ""commit"", deploy",worker,,merge\n"Petrov, Emil","falcon ""delt'
            b'a"", maple","Petrov, Emil","falcon ""delta"", maple",socket,103.42,socket,103.42,,,south,103.42,south,"P'
            b'etrov, Emil","falcon ""delta"", maple"\nmill,quartz,mill,quartz,654.42,654.42,,,,patch,,patch,mill,quartz'
            b'\nparser,quartz,parser,quartz,2836,build,2836,build,,,socket,build,socket,parser,quartz\nwillow,,willo'
            b'w,,9539,,39431,,"invoice ""ledger"", orchard",76666,22447,kernel,delta,9539,,39431,,"shard ""falcon"", b'
            b'eta",,"shard ""falcon"", beta",willow,\n33927,15468,33927,15468,"alpha ""route"", cedar","alpha ""route""'
            b', cedar",,,,290.21,,290.21,33927,15468\n40932,"kernel ""socket"", deploy",40932,"kernel ""socket"", deplo'
            b'y",314.13,314.13,,,,"Nakamura, Ada",,"Nakamura, Ada",40932,"kernel ""socket"", deploy"\nmaple,"Petrov, Qu'
            b'inn",maple,"Petrov, Quinn",orchard,orchard,,,,"Petrov, Dora",,"Petrov, Dora",maple,"Petrov, Quinn"\nwillo'
            b'w,84159,willow,84159,83280,sensor,44147,9544,,68905,orchard,deploy,gamma,pallet,"willow ""amber"", queue'
            b'",maple,release,83280,sensor,44147,9544,commit,sensor,commit,willow,84159\n"falcon ""cache"", branch",dep'
            b'loy,"falcon ""cache"", branch",deploy,57054,retry,57054,retry,,,66912,retry,66912,"falcon ""cache"", bra'
            b'nch",deploy\n,north,,north,build,sensor,build,sensor,,,"Nakamura, Kofi",sensor,"Nakamura, Kofi",,nort'
            b'h\n'},
 {'args': ['-s', '-d', '\\t', '-f', '4-,4,5-7,7,6,2-4', '-'],
  'files': {},
  'name': 'h02',
  'status': 0,
  'stdin': b'\t682.71\t"token ""build""\t branch"\t\t20209\t\ngamma driver\n"Mateo\t Ueda"\n36613\t"branch ""north""'
           b'\t Gus"\t"Tanaka\t Gus"\t3814\troute\tnorth\t643.42\t"Quist\t Chidi"\ttoken\tbuild\tkernel\t657.36\tkernel'
           b'\trelease\t575.28\n61066\t4404\t"Quist\t Quinn"\t"driver ""token""\t cedar"\t75134\nbackup route\npalle'
           b't\t"patch ""north""\t cache"\tdelta\tparser\trelease\n"depot ""release""\t willow"\tmerge\t97611\t"north "'
           b'"amber""\t north"\tparser\n68223\troute\t"mill ""patch""\t merge"\tcedar\treview\t57.28\tqueue\tdeploy\t'
           b'invoice\t379.01\n',
  'stdout': b'\t20209\t\t\t20209\t\t\t\t\t682.71\t"token ""build""\t branch"\t\n3814\troute\tnorth\t643.42\t"Quist\t'
            b' Chidi"\ttoken\tbuild\tkernel\t657.36\tkernel\trelease\t575.28\t3814\troute\tnorth\t643.42\t643.42\tnorth'
            b'\t"branch ""north""\t Gus"\t"Tanaka\t Gus"\t3814\n"driver ""token""\t cedar"\t75134\t"driver ""token"'
            b'"\t cedar"\t75134\t\t\t\t\t4404\t"Quist\t Quinn"\t"driver ""token""\t cedar"\nparser\trelease\tparser\t'
            b'release\t\t\t\t\t"patch ""north""\t cache"\tdelta\tparser\n"north ""amber""\t north"\tparser\t"north ""a'
            b'mber""\t north"\tparser\t\t\t\t\tmerge\t97611\t"north ""amber""\t north"\ncedar\treview\t57.28\tqueue\t'
            b'deploy\tinvoice\t379.01\tcedar\treview\t57.28\tqueue\tqueue\t57.28\troute\t"mill ""patch""\t merge"\tced'
            b'ar\n'},
 {'args': ['-f', '2,2-3,-2', 'mon.csv', 'tue.csv', 'wed.csv'],
  'files': {'mon.csv': b'parser,beta,96666,quartz\ndeploy,83604,89439,pallet\namber,383.95,90368,maple\n60212,510.36'
                       b',76460,harbour\n49094,29130,parser,25154\nretry,stream,90216,99745',
            'wed.csv': b'10095,18516,59269,65165\nbatch,,release,build\ndelta,4009,88948,91300\n'},
  'name': 'h03',
  'status': 1,
  'stdin': None,
  'stdout': b'beta,beta,96666,parser,beta\n83604,83604,89439,deploy,83604\n383.95,383.95,90368,amber,383.95\n510.36,5'
            b'10.36,76460,60212,510.36\n29130,29130,parser,49094,29130\nstream,stream,90216,retry,stream\n18516,18516'
            b',59269,10095,18516\n,,release,batch,\n4009,4009,88948,delta,4009\n'},
 {'args': ['-f', '2,0', 'in.csv'],
  'files': {'in.csv': b'amber,review,57116,15924\n40806,delta,73239,willow\n5887,backup,92609,merge\n'},
  'name': 'h04',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,4-1', 'in.csv'],
  'files': {'in.csv': b'amber,review,57116,15924\n40806,delta,73239,willow\n5887,backup,92609,merge\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '3,3-9,3-,2-5,8,11', 'people.csv'],
  'files': {'people.csv': b'357.33,harbour,,"commit ""route"", release",route,45738,,\r\n78128,"invoice ""kernel"", Iv'
                          b'o",89.63,north,deploy,,63826,70690,"cedar ""cache"", stream","Nakamura, Bruno",379.49,ke'
                          b'rnel,branch,1225\r\nstream,"Quist, Nia",willow,north,stream,40256,"Yilmaz, Emil"\r\nledg'
                          b'er,"Quist, Priya","north ""patch"", commit",socket,"copper ""amber"", stream",75488,copp'
                          b'er\r\nmaple,quartz,"Zhou, Bruno",maple,worker,"Moreno, Gus"\r\nworker,maple,ledger,"patc'
                          b'h ""cache"", buffer","beta ""pallet"", beta","kernel ""backup"", worker",willow,willow,b'
                          b'uild,"Rahman, Rosa",40018,sensor\r\nquartz,deploy,5.17,82309,beta,mill,sensor\r\nrelease'
                          b',33365,97099,8925,90975,batch,\r\n'},
  'name': 'h06',
  'status': 0,
  'stdin': None,
  'stdout': b',,"commit ""route"", release",route,45738,,,,,"commit ""route"", release",route,45738,,,harbour,,"commit'
            b' ""route"", release",route,,\n89.63,89.63,north,deploy,,63826,70690,"cedar ""cache"", stream",89.63,north'
            b',deploy,,63826,70690,"cedar ""cache"", stream","Nakamura, Bruno",379.49,kernel,branch,1225,"invoice ""ke'
            b'rnel"", Ivo",89.63,north,deploy,70690,379.49\nwillow,willow,north,stream,40256,"Yilmaz, Emil",,,willow,no'
            b'rth,stream,40256,"Yilmaz, Emil","Quist, Nia",willow,north,stream,,\n"north ""patch"", commit","north ""pa'
            b'tch"", commit",socket,"copper ""amber"", stream",75488,copper,,,"north ""patch"", commit",socket,"copper'
            b' ""amber"", stream",75488,copper,"Quist, Priya","north ""patch"", commit",socket,"copper ""amber"", stre'
            b'am",,\n"Zhou, Bruno","Zhou, Bruno",maple,worker,"Moreno, Gus",,,,"Zhou, Bruno",maple,worker,"Moreno, Gus"'
            b',quartz,"Zhou, Bruno",maple,worker,,\nledger,ledger,"patch ""cache"", buffer","beta ""pallet"", beta","ke'
            b'rnel ""backup"", worker",willow,willow,build,ledger,"patch ""cache"", buffer","beta ""pallet"", beta","k'
            b'ernel ""backup"", worker",willow,willow,build,"Rahman, Rosa",40018,sensor,maple,ledger,"patch ""cache"",'
            b' buffer","beta ""pallet"", beta",willow,40018\n5.17,5.17,82309,beta,mill,sensor,,,5.17,82309,beta,mill,se'
            b'nsor,deploy,5.17,82309,beta,,\n97099,97099,8925,90975,batch,,,,97099,8925,90975,batch,,33365,97099,8925,9'
            b'0975,,\n'},
 {'args': ['-s', '-d', '\\t', '-f', '3-4,4,-3,4-,5,3-7,9'],
  'files': {},
  'name': 'h07',
  'status': 0,
  'stdin': b'"willow ""replica""\t alpha"\t41020\tbranch\twillow\troute\t93916\n53699\t"delta ""batch""\t Kofi"\t\t"'
           b'Okoro\t Chidi"\t"Yilmaz\t Fatima"\treplica\tcedar\tqueue\treplica\t"Yilmaz\t Rosa"\tsouth\t31938\t"Varga'
           b'\t Ada"\troute\tcopper\t83814\tdeploy\t"Zhou\t Fatima"\ncache replica\ndepot\t"Petrov\t Ivo"\torchard\t53'
           b'089\t48544\troute\n65.92\t86357\t34678\t78298\tfalcon\tsensor\n"Lena\t Varga"\npallet\t196.72\tbackup\tmer'
           b'ge\t686.02\n88269\tcopper\tpatch\torchard\tpatch\tquartz\treplica\torchard\tworker\t51650\tsouth\tnor'
           b'th\t\ndriver quartz\nshard\t"shard ""pallet""\t kernel"\t91208\t218\t"Okoro\t Lena"\n',
  'stdout': b'branch\twillow\twillow\t"willow ""replica""\t alpha"\t41020\tbranch\twillow\troute\t93916\troute\tbranc'
            b'h\twillow\troute\t93916\t\t\n\t"Okoro\t Chidi"\t"Okoro\t Chidi"\t53699\t"delta ""batch""\t Kofi"\t\t"Ok'
            b'oro\t Chidi"\t"Yilmaz\t Fatima"\treplica\tcedar\tqueue\treplica\t"Yilmaz\t Rosa"\tsouth\t31938\t"Varga\t '
            b'Ada"\troute\tcopper\t83814\tdeploy\t"Zhou\t Fatima"\t"Yilmaz\t Fatima"\t\t"Okoro\t Chidi"\t"Yilmaz\t Fati'
            b'ma"\treplica\tcedar\treplica\norchard\t53089\t53089\tdepot\t"Petrov\t Ivo"\torchard\t53089\t48544\tro'
            b'ute\t48544\torchard\t53089\t48544\troute\t\t\n34678\t78298\t78298\t65.92\t86357\t34678\t78298\tfalcon\ts'
            b'ensor\tfalcon\t34678\t78298\tfalcon\tsensor\t\t\nbackup\tmerge\tmerge\tpallet\t196.72\tbackup\tmerge\t6'
            b'86.02\t686.02\tbackup\tmerge\t686.02\t\t\t\npatch\torchard\torchard\t88269\tcopper\tpatch\torchard\tpat'
            b'ch\tquartz\treplica\torchard\tworker\t51650\tsouth\tnorth\t\tpatch\tpatch\torchard\tpatch\tquartz\trep'
            b'lica\tworker\n91208\t218\t218\tshard\t"shard ""pallet""\t kernel"\t91208\t218\t"Okoro\t Lena"\t"Okoro\t L'
            b'ena"\t91208\t218\t"Okoro\t Lena"\t\t\t\n'},
 {'args': ['-f', '1-3,3,-1', 'jan.csv', 'feb.csv', 'mar.csv'],
  'files': {'jan.csv': b'418.26,73236,41496,471.79\nparser,shard,buffer,24376\n92188,736.67,91473,socket\n',
            'mar.csv': b'48668,sensor,92514,55328\n6808,59002,96617,cache\n40725,backup,shard,patch\nbatch,amber,386'
                       b'60,depot\n'},
  'name': 'h08',
  'status': 1,
  'stdin': None,
  'stdout': b'418.26,73236,41496,41496,418.26\nparser,shard,buffer,buffer,parser\n92188,736.67,91473,91473,92188\n486'
            b'68,sensor,92514,92514,48668\n6808,59002,96617,96617,6808\n40725,backup,shard,shard,40725\nbatch,amber,3'
            b'8660,38660,batch\n'},
 {'args': ['-f', '0', 'in.csv'],
  'files': {'in.csv': b'maple,build,65.59,cedar\n16552,pallet,744.51,shard\ngamma,576.59,10153,80378\n'},
  'name': 'h09',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,6-2', 'in.csv'],
  'files': {'in.csv': b'maple,build,65.59,cedar\n16552,pallet,744.51,shard\ngamma,576.59,10153,80378\n'},
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
