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
CASES = [{'args': ['-f', '3-8,4,-2,10,1-5,2-,7', 'people.csv'],
  'files': {'people.csv': b'south,review,14635,39139,"invoice ""willow"", harbour",review\r\nnorth,"sensor ""ledger"",'
                          b' Hana",866.14,patch,orchard,copper,retry,579.72,"mill ""token"", parser",review,676.71,3'
                          b'6256,harbour,66194,copper,73459,21654,\r\n"backup ""alpha"", commit",gamma,replica,70727,2'
                          b'1906,996.94\r\nworker,beta,"delta ""harbour"", north",85154,merge,164.01,"Moreno, Ada"'
                          b'\r\nbeta,"willow ""alpha"", patch","Yilmaz, Nia","Tanaka, Dora",worker,deploy\r\n"Nakamu'
                          b'ra, Mateo",302.55,30797,,sensor,queue,falcon,cedar,"Silva, Ivo","willow ""patch"", drive'
                          b'r",43772,511.71,review,amber,91983,copper,476,690.90,branch\r\nkernel,81280,92123,85845,ce'
                          b'dar,stream,24454\r\n25502,84809,84277,"queue ""batch"", invoice",419.72,46386\r\n,socket'
                          b',build,beta,kernel,"Moreno, Ivo"\r\n507.45,falcon,maple,route,,"south ""token"", driver","'
                          b'delta ""delta"", orchard",cache,"willow ""patch"", branch",40383,223.15,build,patch,"Mor'
                          b'eno, Bruno",depot,"Quist, Chidi",44614,backup,pallet\r\n78858,shard,beta,90764,2137,orchar'
                          b'd,496.62\r\npatch,"Nakamura, Kofi",74.73,review,"branch ""commit"", stream","Tanaka, Jana"'
                          b'\r\ndelta,"commit ""delta"", gamma",234.76,61633,queue,"cache ""cache"", buffer"\r\n9181'
                          b'6,72377,quartz,"Yilmaz, Priya",quartz,cedar,97109,"depot ""sensor"", release",commit,soc'
                          b'ket,97956\r\ndeploy,"Tanaka, Hana","copper ""replica"", batch",,"Okoro, Ivo","north ""cach'
                          b'e"", parser",sensor\r\n'},
  'name': 'h01',
  'status': 0,
  'stdin': None,
  'stdout': b'14635,39139,"invoice ""willow"", harbour",review,,,39139,south,review,,south,review,14635,39139,"invoice'
            b' ""willow"", harbour",review,14635,39139,"invoice ""willow"", harbour",review,\n866.14,patch,orchard,copp'
            b'er,retry,579.72,patch,north,"sensor ""ledger"", Hana",review,north,"sensor ""ledger"", Hana",866.14,patc'
            b'h,orchard,"sensor ""ledger"", Hana",866.14,patch,orchard,copper,retry,579.72,"mill ""token"", parser",re'
            b'view,676.71,36256,harbour,66194,copper,73459,21654,,retry\nreplica,70727,21906,996.94,,,70727,"backup ""a'
            b'lpha"", commit",gamma,,"backup ""alpha"", commit",gamma,replica,70727,21906,gamma,replica,70727,21906,99'
            b'6.94,\n"delta ""harbour"", north",85154,merge,164.01,"Moreno, Ada",,85154,worker,beta,,worker,beta,"delta'
            b' ""harbour"", north",85154,merge,beta,"delta ""harbour"", north",85154,merge,164.01,"Moreno, Ada","Moren'
            b'o, Ada"\n"Yilmaz, Nia","Tanaka, Dora",worker,deploy,,,"Tanaka, Dora",beta,"willow ""alpha"", patch",,beta'
            b',"willow ""alpha"", patch","Yilmaz, Nia","Tanaka, Dora",worker,"willow ""alpha"", patch","Yilmaz, Nia","'
            b'Tanaka, Dora",worker,deploy,\n30797,,sensor,queue,falcon,cedar,,"Nakamura, Mateo",302.55,"willow ""patch"'
            b'", driver","Nakamura, Mateo",302.55,30797,,sensor,302.55,30797,,sensor,queue,falcon,cedar,"Silva, Ivo","'
            b'willow ""patch"", driver",43772,511.71,review,amber,91983,copper,476,690.90,branch,falcon\n92123,85845,ce'
            b'dar,stream,24454,,85845,kernel,81280,,kernel,81280,92123,85845,cedar,81280,92123,85845,cedar,stream,2445'
            b'4,24454\n84277,"queue ""batch"", invoice",419.72,46386,,,"queue ""batch"", invoice",25502,84809,,25502,84'
            b'809,84277,"queue ""batch"", invoice",419.72,84809,84277,"queue ""batch"", invoice",419.72,46386,\nbuild,b'
            b'eta,kernel,"Moreno, Ivo",,,beta,,socket,,,socket,build,beta,kernel,socket,build,beta,kernel,"Moreno, Ivo'
            b'",\nmaple,route,,"south ""token"", driver","delta ""delta"", orchard",cache,route,507.45,falcon,40383,507'
            b'.45,falcon,maple,route,,falcon,maple,route,,"south ""token"", driver","delta ""delta"", orchard",cache,"'
            b'willow ""patch"", branch",40383,223.15,build,patch,"Moreno, Bruno",depot,"Quist, Chidi",44614,backup,pal'
            b'let,"delta ""delta"", orchard"\nbeta,90764,2137,orchard,496.62,,90764,78858,shard,,78858,shard,beta,90764'
            b',2137,shard,beta,90764,2137,orchard,496.62,496.62\n74.73,review,"branch ""commit"", stream","Tanaka, Jana'
            b'",,,review,patch,"Nakamura, Kofi",,patch,"Nakamura, Kofi",74.73,review,"branch ""commit"", stream","Naka'
            b'mura, Kofi",74.73,review,"branch ""commit"", stream","Tanaka, Jana",\n234.76,61633,queue,"cache ""cache""'
            b', buffer",,,61633,delta,"commit ""delta"", gamma",,delta,"commit ""delta"", gamma",234.76,61633,queue,"c'
            b'ommit ""delta"", gamma",234.76,61633,queue,"cache ""cache"", buffer",\nquartz,"Yilmaz, Priya",quartz,ceda'
            b'r,97109,"depot ""sensor"", release","Yilmaz, Priya",91816,72377,socket,91816,72377,quartz,"Yilmaz, Priya'
            b'",quartz,72377,quartz,"Yilmaz, Priya",quartz,cedar,97109,"depot ""sensor"", release",commit,socket,97956'
            b',97109\n"copper ""replica"", batch",,"Okoro, Ivo","north ""cache"", parser",sensor,,,deploy,"Tanaka, Hana'
            b'",,deploy,"Tanaka, Hana","copper ""replica"", batch",,"Okoro, Ivo","Tanaka, Hana","copper ""replica"", b'
            b'atch",,"Okoro, Ivo","north ""cache"", parser",sensor,sensor\n'},
 {'args': ['-s', '-d', '\\t', '-f', '3-6,6,3-,-2,2-3,2,5', '-'],
  'files': {},
  'name': 'h02',
  'status': 0,
  'stdin': b'alpha\t31102\tbuild\tgamma\t\nledger\t"harbour ""falcon""\t Chidi"\t"depot ""retry""\t south"\t"Ueda\t '
           b'Ada"\t456.15\t6422\t"Nakamura\t Rosa"\tcommit\t"review ""buffer""\t queue"\t22688\t"Yilmaz\t Emil"\t485'
           b'18\t63939\n91404\tcopper\treplica\t36694\norchard\tparser\t586.82\t"orchard ""depot""\t alpha"\t73097\n9'
           b'53.38\tquartz\tcedar\twillow\nbuffer review\n17699\t841.68\t"invoice ""review""\t kernel"\t308.33\trelease'
           b'\t"driver ""shard""\t shard"\t87136\t29252\tpallet\t80001\norchard\t80072\treview\tqueue\tquartz\nreleas'
           b'e\t48326\t81396\trelease\n"Quist\t Quinn"\t"batch ""review""\t retry"\t74219\t"quartz ""mill""\t shard'
           b'"\nsensor route\n"Kofi\t Okoro"\n',
  'stdout': b'build\tgamma\t\t\t\tbuild\tgamma\t\talpha\t31102\t31102\tbuild\t31102\t\n"depot ""retry""\t south"\t"Ued'
            b'a\t Ada"\t456.15\t6422\t6422\t"depot ""retry""\t south"\t"Ueda\t Ada"\t456.15\t6422\t"Nakamura\t Rosa"\tc'
            b'ommit\t"review ""buffer""\t queue"\t22688\t"Yilmaz\t Emil"\t48518\t63939\tledger\t"harbour ""falcon""'
            b'\t Chidi"\t"harbour ""falcon""\t Chidi"\t"depot ""retry""\t south"\t"harbour ""falcon""\t Chidi"\t456.15'
            b'\nreplica\t36694\t\t\t\treplica\t36694\t91404\tcopper\tcopper\treplica\tcopper\t\n586.82\t"orchard ""de'
            b'pot""\t alpha"\t73097\t\t\t586.82\t"orchard ""depot""\t alpha"\t73097\torchard\tparser\tparser\t586.82\tp'
            b'arser\t73097\ncedar\twillow\t\t\t\tcedar\twillow\t953.38\tquartz\tquartz\tcedar\tquartz\t\n"invoice ""r'
            b'eview""\t kernel"\t308.33\trelease\t"driver ""shard""\t shard"\t"driver ""shard""\t shard"\t"invoice ""r'
            b'eview""\t kernel"\t308.33\trelease\t"driver ""shard""\t shard"\t87136\t29252\tpallet\t80001\t17699\t841'
            b'.68\t841.68\t"invoice ""review""\t kernel"\t841.68\trelease\nreview\tqueue\tquartz\t\t\treview\tqueue\tqu'
            b'artz\torchard\t80072\t80072\treview\t80072\tquartz\n81396\trelease\t\t\t\t81396\trelease\trelease\t4832'
            b'6\t48326\t81396\t48326\t\n74219\t"quartz ""mill""\t shard"\t\t\t\t74219\t"quartz ""mill""\t shard"\t"Q'
            b'uist\t Quinn"\t"batch ""review""\t retry"\t"batch ""review""\t retry"\t74219\t"batch ""review""\t retry"'
            b'\t\n'},
 {'args': ['-f', '2,-2,1-3', 'q1.csv', 'q2.csv', 'q3.csv'],
  'files': {'q1.csv': b'release,81242,185.44,53861\n16459,109,57344,7350\nworker,99822,willow,35598\n',
            'q3.csv': b'63196,patch,review,ledger\norchard,buffer,harbour,30194\n99096,698.05,2052,driver\nsouth,70310,'
                      b'review,\n'},
  'name': 'h03',
  'status': 1,
  'stdin': None,
  'stdout': b'81242,release,81242,release,81242,185.44\n109,16459,109,16459,109,57344\n99822,worker,99822,worker,998'
            b'22,willow\npatch,63196,patch,63196,patch,review\nbuffer,orchard,buffer,orchard,buffer,harbour\n698.05,9'
            b'9096,698.05,99096,698.05,2052\n70310,south,70310,south,70310,review\n'},
 {'args': ['-f', '0', 'in.csv'],
  'files': {'in.csv': b'60295,16863,copper,708.58\n56.06,9828,worker,70808\n77818,parser,alpha,\n'},
  'name': 'h04',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,4-3', 'in.csv'],
  'files': {'in.csv': b'60295,16863,copper,708.58\n56.06,9828,worker,70808\n77818,parser,alpha,\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '3-,6,8,1-3,3-7,3', 'orders.csv'],
  'files': {'orders.csv': b'backup,"falcon ""queue"", driver","backup ""pallet"", ledger",946.56\r\n99704,"sensor ""mi'
                          b'll"", Kofi",kernel,169.45,999.20,"Moreno, Fatima",60829,64963,778.64,"Varga, Priya",bran'
                          b'ch,"driver ""maple"", shard"\r\n26336,98440,route,quartz,38470\r\n"driver ""merge"", alp'
                          b'ha",13385,"Ueda, Kofi",delta,mill,\r\nsouth,patch,orchard,23269,"Zhou, Fatima",batch\r\n'
                          b'parser,,"north ""orchard"", buffer",alpha,quartz,77899,482.56,"amber ""token"", build",3'
                          b'3395,\r\npallet,beta,79482,90775\r\n"Quist, Jana","beta ""depot"", batch",91403,"shard "'
                          b'"shard"", invoice",willow\r\n'},
  'name': 'h06',
  'status': 0,
  'stdin': None,
  'stdout': b'"backup ""pallet"", ledger",946.56,,,backup,"falcon ""queue"", driver","backup ""pallet"", ledger","back'
            b'up ""pallet"", ledger",946.56,,,,"backup ""pallet"", ledger"\nkernel,169.45,999.20,"Moreno, Fatima",60829'
            b',64963,778.64,"Varga, Priya",branch,"driver ""maple"", shard","Moreno, Fatima",64963,99704,"sensor ""mil'
            b'l"", Kofi",kernel,kernel,169.45,999.20,"Moreno, Fatima",60829,kernel\nroute,quartz,38470,,,26336,98440,ro'
            b'ute,route,quartz,38470,,,route\n"Ueda, Kofi",delta,mill,,,,"driver ""merge"", alpha",13385,"Ueda, Kofi","'
            b'Ueda, Kofi",delta,mill,,,"Ueda, Kofi"\norchard,23269,"Zhou, Fatima",batch,batch,,south,patch,orchard,orch'
            b'ard,23269,"Zhou, Fatima",batch,,orchard\n"north ""orchard"", buffer",alpha,quartz,77899,482.56,"amber ""t'
            b'oken"", build",33395,,77899,"amber ""token"", build",parser,,"north ""orchard"", buffer","north ""orchar'
            b'd"", buffer",alpha,quartz,77899,482.56,"north ""orchard"", buffer"\n79482,90775,,,pallet,beta,79482,79482'
            b',90775,,,,79482\n91403,"shard ""shard"", invoice",willow,,,"Quist, Jana","beta ""depot"", batch",91403,91'
            b'403,"shard ""shard"", invoice",willow,,,91403\n'},
 {'args': ['-s', '-d', '\\t', '-f', '1,7,3-6,5,2-3,-2,3-', '-'],
  'files': {},
  'name': 'h07',
  'status': 0,
  'stdin': b'route stream\nkernel driver\namber\t"parser ""parser""\t pallet"\t"Okoro\t Jana"\tbackup\t"kernel ""driv'
           b'er""\t driver"\n"Tanaka\t Mateo"\t"replica ""retry""\t Ivo"\talpha\t"Tanaka\t Fatima"\talpha\t569.18\t"'
           b'kernel ""backup""\t worker"\t69675\troute\t577.94\t27630\t"ledger ""build""\t orchard"\t980.50\t25761\t"Ta'
           b'naka\t Ivo"\t32116\t553.24\t27346\n15735\t"mill ""buffer""\t copper"\t\trelease\t"Silva\t Oskar"\n"strea'
           b'm ""shard""\t maple"\tbranch\tdriver\t"queue ""delta""\t review"\ntoken\talpha\t"Rahman\t Ada"\t59442\n'
           b'56221\tcommit\t"queue ""maple""\t buffer"\tharbour\t85085\t469.35\t110.31\t578.30\t"Nakamura\t Oskar"\t'
           b'53074\tdelta\t"Petrov\t Kofi"\t"queue ""beta""\t south"\tsocket\t24669\t"Weber\t Quinn"\t108.92\n"Emil\t'
           b' Varga"\n930.90\tamber\t68280\t"Nakamura\t Jana"\t"patch ""batch""\t build"\n"Yilmaz\t Lena"\t"Okoro\t '
           b'Rosa"\trelease\t\n',
  'stdout': b'amber\t\t"Okoro\t Jana"\tbackup\t"kernel ""driver""\t driver"\t\t"kernel ""driver""\t driver"\t"parser'
            b' ""parser""\t pallet"\t"Okoro\t Jana"\tamber\t"parser ""parser""\t pallet"\t"Okoro\t Jana"\tbackup\t"k'
            b'ernel ""driver""\t driver"\n"Tanaka\t Mateo"\t"kernel ""backup""\t worker"\talpha\t"Tanaka\t Fatima"\talp'
            b'ha\t569.18\talpha\t"replica ""retry""\t Ivo"\talpha\t"Tanaka\t Mateo"\t"replica ""retry""\t Ivo"\talph'
            b'a\t"Tanaka\t Fatima"\talpha\t569.18\t"kernel ""backup""\t worker"\t69675\troute\t577.94\t27630\t"ledger'
            b' ""build""\t orchard"\t980.50\t25761\t"Tanaka\t Ivo"\t32116\t553.24\t27346\n15735\t\t\trelease\t"Silv'
            b'a\t Oskar"\t\t"Silva\t Oskar"\t"mill ""buffer""\t copper"\t\t15735\t"mill ""buffer""\t copper"\t\treleas'
            b'e\t"Silva\t Oskar"\n"stream ""shard""\t maple"\t\tdriver\t"queue ""delta""\t review"\t\t\t\tbranch\tdrive'
            b'r\t"stream ""shard""\t maple"\tbranch\tdriver\t"queue ""delta""\t review"\ntoken\t\t"Rahman\t Ada"\t594'
            b'42\t\t\t\talpha\t"Rahman\t Ada"\ttoken\talpha\t"Rahman\t Ada"\t59442\n56221\t110.31\t"queue ""maple""\t'
            b' buffer"\tharbour\t85085\t469.35\t85085\tcommit\t"queue ""maple""\t buffer"\t56221\tcommit\t"queue ""m'
            b'aple""\t buffer"\tharbour\t85085\t469.35\t110.31\t578.30\t"Nakamura\t Oskar"\t53074\tdelta\t"Petrov\t Ko'
            b'fi"\t"queue ""beta""\t south"\tsocket\t24669\t"Weber\t Quinn"\t108.92\n930.90\t\t68280\t"Nakamura\t Jana'
            b'"\t"patch ""batch""\t build"\t\t"patch ""batch""\t build"\tamber\t68280\t930.90\tamber\t68280\t"Nakamur'
            b'a\t Jana"\t"patch ""batch""\t build"\n"Yilmaz\t Lena"\t\trelease\t\t\t\t\t"Okoro\t Rosa"\trelease\t"Yil'
            b'maz\t Lena"\t"Okoro\t Rosa"\trelease\t\n'},
 {'args': ['-f', '3,2-3', 'q1.csv', 'q2.csv', 'q3.csv'],
  'files': {'q1.csv': b'23234,21872,buffer,alpha\n26617,511.04,6718,256.70\n10924,alpha,36149,review\n759.70,75636,toke'
                      b'n,parser\n425,parser,2663,\n',
            'q3.csv': b',86535,20330,21145\n14609,53926,cache,73651\ncache,8357,willow,95367\nharbour,review,447.93'
                      b',\n72893,84050,84943,delta\ndepot,976.54,batch,16122\n'},
  'name': 'h08',
  'status': 1,
  'stdin': None,
  'stdout': b'buffer,21872,buffer\n6718,511.04,6718\n36149,alpha,36149\ntoken,75636,token\n2663,parser,2663\n20330,8653'
            b'5,20330\ncache,53926,cache\nwillow,8357,willow\n447.93,review,447.93\n84943,84050,84943\nbatch,976.54,bat'
            b'ch\n'},
 {'args': ['-f', '0,1', 'in.csv'],
  'files': {'in.csv': b'5440,cedar,68176,willow\nrelease,14260,92304,695.18\ncedar,orchard,40658,driver\n'},
  'name': 'h09',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,5-3', 'in.csv'],
  'files': {'in.csv': b'5440,cedar,68176,willow\nrelease,14260,92304,695.18\ncedar,orchard,40658,driver\n'},
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
