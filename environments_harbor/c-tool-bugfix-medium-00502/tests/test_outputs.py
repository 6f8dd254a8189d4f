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
CASES = [{'args': ['-f', '10,3-8,2,-2,3-,2-3,7', 'routes.csv'],
  'files': {'routes.csv': b'mill,45006,parser,cedar\r\n"Petrov, Quinn","parser ""quartz"", Mateo","Rahman, Nia",harbou'
                          b'r,18646,build,"amber ""maple"", branch","delta ""replica"", harbour",81450,860.34,"senso'
                          b'r ""alpha"", mill",60785,,"release ""cache"", sensor","delta ""patch"", shard",cedar\r\nba'
                          b'ckup,"Zhou, Chidi","amber ""north"", kernel",build,,"Ueda, Nia","commit ""ledger"", kern'
                          b'el"\r\n87130,willow,mill,"Ueda, Chidi",review\r\nworker,build,build,"Petrov, Nia",67211,'
                          b'parser\r\nmaple,"Petrov, Bruno",merge,buffer,83554,"Zhou, Lena","deploy ""buffer"", driver'
                          b'","alpha ""orchard"", deploy",worker,80990,"parser ""willow"", harbour",copper,amber\r\nba'
                          b'tch,parser,falcon,87506\r\ndelta,ledger,"pallet ""harbour"", buffer",25305,harbour,queue,9'
                          b'3315\r\nstream,13585,44658,"mill ""maple"", build",build,"Moreno, Bruno"\r\n64955,953.58'
                          b',82774,south,49364,"retry ""invoice"", token",36880,falcon,52942,harbour,"Silva, Ivo",co'
                          b'mmit,alpha,463.31,falcon,cedar,\r\nmill,"merge ""falcon"", shard",942.27,,9372'},
  'name': 'h01',
  'status': 0,
  'stdin': None,
  'stdout': b',parser,cedar,,,,,45006,mill,45006,parser,cedar,45006,parser,\n860.34,"Rahman, Nia",harbour,18646,build,"'
            b'amber ""maple"", branch","delta ""replica"", harbour","parser ""quartz"", Mateo","Petrov, Quinn","parser'
            b' ""quartz"", Mateo","Rahman, Nia",harbour,18646,build,"amber ""maple"", branch","delta ""replica"", harb'
            b'our",81450,860.34,"sensor ""alpha"", mill",60785,,"release ""cache"", sensor","delta ""patch"", shard",c'
            b'edar,"parser ""quartz"", Mateo","Rahman, Nia","amber ""maple"", branch"\n,"amber ""north"", kernel",build'
            b',,"Ueda, Nia","commit ""ledger"", kernel",,"Zhou, Chidi",backup,"Zhou, Chidi","amber ""north"", kernel",'
            b'build,,"Ueda, Nia","commit ""ledger"", kernel","Zhou, Chidi","amber ""north"", kernel","commit ""ledger"'
            b'", kernel"\n,mill,"Ueda, Chidi",review,,,,willow,87130,willow,mill,"Ueda, Chidi",review,willow,mill,\n'
            b',build,"Petrov, Nia",67211,parser,,,build,worker,build,build,"Petrov, Nia",67211,parser,build,build,\n809'
            b'90,merge,buffer,83554,"Zhou, Lena","deploy ""buffer"", driver","alpha ""orchard"", deploy","Petrov, Brun'
            b'o",maple,"Petrov, Bruno",merge,buffer,83554,"Zhou, Lena","deploy ""buffer"", driver","alpha ""orchard"",'
            b' deploy",worker,80990,"parser ""willow"", harbour",copper,amber,"Petrov, Bruno",merge,"deploy ""buffer""'
            b', driver"\n,falcon,87506,,,,,parser,batch,parser,falcon,87506,parser,falcon,\n,"pallet ""harbour"", bu'
            b'ffer",25305,harbour,queue,93315,,ledger,delta,ledger,"pallet ""harbour"", buffer",25305,harbour,queue,93'
            b'315,ledger,"pallet ""harbour"", buffer",93315\n,44658,"mill ""maple"", build",build,"Moreno, Bruno",,,135'
            b'85,stream,13585,44658,"mill ""maple"", build",build,"Moreno, Bruno",13585,44658,\nharbour,82774,south,493'
            b'64,"retry ""invoice"", token",36880,falcon,953.58,64955,953.58,82774,south,49364,"retry ""invoice"", tok'
            b'en",36880,falcon,52942,harbour,"Silva, Ivo",commit,alpha,463.31,falcon,cedar,,953.58,82774,36880\n,942.27'
            b',,9372,,,,"merge ""falcon"", shard",mill,"merge ""falcon"", shard",942.27,,9372,"merge ""falcon"", shard'
            b'",942.27,\n'},
 {'args': ['-s', '-d', '\\t', '-f', '2,3-,4-6,6,5,2-3'],
  'files': {},
  'name': 'h02',
  'status': 0,
  'stdin': b'25767\tfalcon\t"Petrov\t Bruno"\t"Petrov\t Jana"\n56913\t"replica ""maple""\t Lena"\t56172\t656.14\t"Mo'
           b'reno\t Ivo"\t84597\t68835\t91154\t203.37\t"Ueda\t Emil"\t\t"Weber\t Lena"\t328.08\tbuffer\ngamma\t"Tan'
           b'aka\t Oskar"\tamber\t37266\t"Silva\t Kofi"\nstream\tfalcon\t3.29\t931.66\n\t"willow ""parser""\t route"\t'
           b'57625\t\tsensor\n"Quinn\t Quist"\ngamma depot\nmaple\t\t59274\t"release ""release""\t backup"\tharbour\t'
           b'5741\t\t89787\t"cedar ""replica""\t copper"\t40339\t78053\t"amber ""route""\t quartz"\tbuild\t27633\t24'
           b'761\tdelta\t87860\t961.43\t21031\nbackup\t268.95\tbuffer\t\nretry\tdriver\t"Moreno\t Quinn"\t92690\t"Silva'
           b'\t Quinn"\ncopper gamma\n"replica ""quartz""\t route"\trelease\t"commit ""cedar""\t orchard"\t"buffer ""'
           b'stream""\t alpha"\t43774\n37546\t6843\t58313\t55151\t"alpha ""release""\t depot"\tshard\tretry\t\t997.31'
           b'\t69606\treview\tfalcon\tquartz\t"Zhou\t Bruno"\tcopper\t60083\n"Quist\t Hana"\tparser\t9634\t9179\n"backu'
           b'p ""deploy""\t willow"\t"branch ""delta""\t falcon"\treplica\t83035\tcache',
  'stdout': b'falcon\t"Petrov\t Bruno"\t"Petrov\t Jana"\t"Petrov\t Jana"\t\t\t\t\tfalcon\t"Petrov\t Bruno"\n"replica'
            b' ""maple""\t Lena"\t56172\t656.14\t"Moreno\t Ivo"\t84597\t68835\t91154\t203.37\t"Ueda\t Emil"\t\t"Web'
            b'er\t Lena"\t328.08\tbuffer\t656.14\t"Moreno\t Ivo"\t84597\t84597\t"Moreno\t Ivo"\t"replica ""maple""\t L'
            b'ena"\t56172\n"Tanaka\t Oskar"\tamber\t37266\t"Silva\t Kofi"\t37266\t"Silva\t Kofi"\t\t\t"Silva\t Kofi"'
            b'\t"Tanaka\t Oskar"\tamber\nfalcon\t3.29\t931.66\t931.66\t\t\t\t\tfalcon\t3.29\n"willow ""parser""\t rou'
            b'te"\t57625\t\tsensor\t\tsensor\t\t\tsensor\t"willow ""parser""\t route"\t57625\n\t59274\t"release ""re'
            b'lease""\t backup"\tharbour\t5741\t\t89787\t"cedar ""replica""\t copper"\t40339\t78053\t"amber ""route"'
            b'"\t quartz"\tbuild\t27633\t24761\tdelta\t87860\t961.43\t21031\t"release ""release""\t backup"\tharbour\t'
            b'5741\t5741\tharbour\t\t59274\n268.95\tbuffer\t\t\t\t\t\t\t268.95\tbuffer\ndriver\t"Moreno\t Quinn"\t92'
            b'690\t"Silva\t Quinn"\t92690\t"Silva\t Quinn"\t\t\t"Silva\t Quinn"\tdriver\t"Moreno\t Quinn"\nrelease\t'
            b'"commit ""cedar""\t orchard"\t"buffer ""stream""\t alpha"\t43774\t"buffer ""stream""\t alpha"\t4377'
            b'4\t\t\t43774\trelease\t"commit ""cedar""\t orchard"\n6843\t58313\t55151\t"alpha ""release""\t depot"\tsh'
            b'ard\tretry\t\t997.31\t69606\treview\tfalcon\tquartz\t"Zhou\t Bruno"\tcopper\t60083\t55151\t"alpha ""relea'
            b'se""\t depot"\tshard\tshard\t"alpha ""release""\t depot"\t6843\t58313\nparser\t9634\t9179\t9179\t\t\t\t'
            b'\tparser\t9634\n"branch ""delta""\t falcon"\treplica\t83035\tcache\t83035\tcache\t\t\tcache\t"branch ""de'
            b'lta""\t falcon"\treplica\n'},
 {'args': ['-f', '1,1-3', 'q1.csv', 'q2.csv', 'q3.csv'],
  'files': {'q1.csv': b'288.78,5672,846.42,47917\n20286,north,32487,7255\n680.73,62.83,,69402\n95923,harbour,,maple\n',
            'q3.csv': b'20847,harbour,55934,49581\n299.73,depot,254.89,patch\n4810,12144,545,shard\n99492,73066,6713,co'
                      b'pper\n'},
  'name': 'h03',
  'status': 1,
  'stdin': None,
  'stdout': b'288.78,288.78,5672,846.42\n20286,20286,north,32487\n680.73,680.73,62.83,\n95923,95923,harbour,\n20847,20'
            b'847,harbour,55934\n299.73,299.73,depot,254.89\n4810,4810,12144,545\n99492,99492,73066,6713\n'},
 {'args': ['-f', '0', 'in.csv'],
  'files': {'in.csv': b'token,cache,pallet,retry\n12503,83151,sensor,6580\n548.47,cedar,review,32931\n'},
  'name': 'h04',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,3-2', 'in.csv'],
  'files': {'in.csv': b'token,cache,pallet,retry\n12503,83151,sensor,6580\n548.47,cedar,review,32931\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-d', ';', '-f', '1-4,8,4-9,11,5-,4', 'people.csv'],
  'files': {'people.csv': b'102.70;"amber ""socket""; parser";392.16;branch;worker;39941;shard\r\n"willow ""cedar""; b'
                          b'ranch";"review ""queue""; Ada";"Varga; Fatima";patch;"backup ""harbour""; kernel";harbou'
                          b'r;19411;shard;deploy;retry;stream;77690;merge\r\n"Tanaka; Priya";77440;quartz;socket;90559'
                          b';;kernel\r\ncommit;504.65;30605;cedar;72834;retry\r\n29118;patch;18853;957.59;"orchard "'
                          b'"retry""; delta"\r\nmill;44152;release;87464;78732;5736;gamma;33857;23919;;"south ""orchar'
                          b'd""; delta";43649;55145;retry;73660;backup;88483;31274;710.88\r\norchard;"retry ""invoice"'
                          b'"; driver";harbour;cache;cache\r\n5660;maple;falcon;"copper ""falcon""; south";45541\r\n'
                          b'74825;42568;retry;north;south;maple\r\n;amber;commit;307.10;orchard;"depot ""maple""; batc'
                          b'h";commit;driver;45958;"Moreno; Jana";74525;669.54;;"Okoro; Kofi";26805;"Zhou; Emil";gam'
                          b'ma;71132\r\npallet;47396;"parser ""beta""; orchard";maple;127.70;release;"token ""build"";'
                          b' north";"sensor ""orchard""; buffer"\r\n20586;token;release;"Yilmaz; Jana";pallet;2949;sou'
                          b'th\r\n60693;"orchard ""branch""; copper";;"review ""worker""; build";backup;26864\r\n'},
  'name': 'h06',
  'status': 0,
  'stdin': None,
  'stdout': b'102.70;"amber ""socket""; parser";392.16;branch;;branch;worker;39941;shard;;;;worker;39941;shard;branch\n'
            b'"willow ""cedar""; branch";"review ""queue""; Ada";"Varga; Fatima";patch;shard;patch;"backup ""harbour""'
            b'; kernel";harbour;19411;shard;deploy;stream;"backup ""harbour""; kernel";harbour;19411;shard;deploy;retr'
            b'y;stream;77690;merge;patch\n"Tanaka; Priya";77440;quartz;socket;;socket;90559;;kernel;;;;90559;;kernel;so'
            b'cket\ncommit;504.65;30605;cedar;;cedar;72834;retry;;;;;72834;retry;cedar\n29118;patch;18853;957.59;;95'
            b'7.59;"orchard ""retry""; delta";;;;;;"orchard ""retry""; delta";957.59\nmill;44152;release;87464;33857;87'
            b'464;78732;5736;gamma;33857;23919;"south ""orchard""; delta";78732;5736;gamma;33857;23919;;"south ""orcha'
            b'rd""; delta";43649;55145;retry;73660;backup;88483;31274;710.88;87464\norchard;"retry ""invoice""; driver"'
            b';harbour;cache;;cache;cache;;;;;;cache;cache\n5660;maple;falcon;"copper ""falcon""; south";;"copper ""fal'
            b'con""; south";45541;;;;;;45541;"copper ""falcon""; south"\n74825;42568;retry;north;;north;south;maple;;;;'
            b';south;maple;north\n;amber;commit;307.10;driver;307.10;orchard;"depot ""maple""; batch";commit;driver;459'
            b'58;74525;orchard;"depot ""maple""; batch";commit;driver;45958;"Moreno; Jana";74525;669.54;;"Okoro; Kofi"'
            b';26805;"Zhou; Emil";gamma;71132;307.10\npallet;47396;"parser ""beta""; orchard";maple;"sensor ""orchard""'
            b'; buffer";maple;127.70;release;"token ""build""; north";"sensor ""orchard""; buffer";;;127.70;release;"t'
            b'oken ""build""; north";"sensor ""orchard""; buffer";maple\n20586;token;release;"Yilmaz; Jana";;"Yilmaz; J'
            b'ana";pallet;2949;south;;;;pallet;2949;south;"Yilmaz; Jana"\n60693;"orchard ""branch""; copper";;"review "'
            b'"worker""; build";;"review ""worker""; build";backup;26864;;;;;backup;26864;"review ""worker""; buil'
            b'd"\n'},
 {'args': ['-s', '-d', '\\t', '-f', '3-,1-3,2-6,3,5,7'],
  'files': {},
  'name': 'h07',
  'status': 0,
  'stdin': b'amber\tfalcon\tbackup\t"deploy ""merge""\t amber"\t"Tanaka\t Dora"\n"amber ""invoice""\t maple"\t"beta ""'
           b'invoice""\t Hana"\tdelta\t48041\t\tdepot\t389.67\talpha\t186.98\t92436\tbeta\t25102\tdelta\n"replica ""pa'
           b'tch""\t branch"\tharbour\talpha\t103.30\t601.62\nworker beta\nquartz\t71689\tcommit\t27809\ndepot\t52210'
           b'\t\t4139\n45120\t"replica ""buffer""\t build"\tretry\t86895\t\t"Rahman\t Dora"\t"token ""stream""\t orch'
           b'ard"\t24433\t778.63\t"cedar ""buffer""\t copper"\nworker review\n"parser ""build""\t socket"\t33584\t1244'
           b'3\tworker\n76090\t"release ""harbour""\t kernel"\treplica\tsensor\nbatch\tamber\t12602\tstream\tmerge\n"'
           b'Ada\t Petrov"\ngamma\twillow\tamber\t55919\t95059\t66092\t82521\tgamma\tpallet\t"backup ""batch""\t copp'
           b'er"\t238.01\t98943\t115.83\tdepot\n332.63\tcommit\t"Tanaka\t Kofi"\t67345\tbatch\n559.75\t18779\ttoken\t42'
           b'19\n',
  'stdout': b'backup\t"deploy ""merge""\t amber"\t"Tanaka\t Dora"\tamber\tfalcon\tbackup\tfalcon\tbackup\t"deploy ""'
            b'merge""\t amber"\t"Tanaka\t Dora"\t\tbackup\t"Tanaka\t Dora"\t\ndelta\t48041\t\tdepot\t389.67\talpha\t1'
            b'86.98\t92436\tbeta\t25102\tdelta\t"amber ""invoice""\t maple"\t"beta ""invoice""\t Hana"\tdelta\t"beta'
            b' ""invoice""\t Hana"\tdelta\t48041\t\tdepot\tdelta\t\t389.67\nalpha\t103.30\t601.62\t"replica ""patch""\t'
            b' branch"\tharbour\talpha\tharbour\talpha\t103.30\t601.62\t\talpha\t601.62\t\ncommit\t27809\tquartz\t71'
            b'689\tcommit\t71689\tcommit\t27809\t\t\tcommit\t\t\n\t4139\tdepot\t52210\t\t52210\t\t4139\t\t\t\t\t\nret'
            b'ry\t86895\t\t"Rahman\t Dora"\t"token ""stream""\t orchard"\t24433\t778.63\t"cedar ""buffer""\t copper"'
            b'\t45120\t"replica ""buffer""\t build"\tretry\t"replica ""buffer""\t build"\tretry\t86895\t\t"Rahman\t D'
            b'ora"\tretry\t\t"token ""stream""\t orchard"\n12443\tworker\t"parser ""build""\t socket"\t33584\t12443\t'
            b'33584\t12443\tworker\t\t\t12443\t\t\nreplica\tsensor\t76090\t"release ""harbour""\t kernel"\treplica\t'
            b'"release ""harbour""\t kernel"\treplica\tsensor\t\t\treplica\t\t\n12602\tstream\tmerge\tbatch\tamber\t'
            b'12602\tamber\t12602\tstream\tmerge\t\t12602\tmerge\t\namber\t55919\t95059\t66092\t82521\tgamma\tpallet\t'
            b'"backup ""batch""\t copper"\t238.01\t98943\t115.83\tdepot\tgamma\twillow\tamber\twillow\tamber\t55919\t9'
            b'5059\t66092\tamber\t95059\t82521\n"Tanaka\t Kofi"\t67345\tbatch\t332.63\tcommit\t"Tanaka\t Kofi"\tcom'
            b'mit\t"Tanaka\t Kofi"\t67345\tbatch\t\t"Tanaka\t Kofi"\tbatch\t\ntoken\t4219\t559.75\t18779\ttoken\t1877'
            b'9\ttoken\t4219\t\t\ttoken\t\t\n'},
 {'args': ['-f', '-3,2-3,2', 'jan.csv', 'feb.csv', 'mar.csv'],
  'files': {'jan.csv': b'98292,71450,450.47,14094\ndelta,buffer,50054,857.73\n64834,,167.63,deploy\n',
            'mar.csv': b'parser,72646,76880,57198\n532.09,,socket,40221\n24613,,34345,749.36\n'},
  'name': 'h08',
  'status': 1,
  'stdin': None,
  'stdout': b'98292,71450,450.47,71450,450.47,71450\ndelta,buffer,50054,buffer,50054,buffer\n64834,,167.63,,167.63,\n'
            b'parser,72646,76880,72646,76880,72646\n532.09,,socket,,socket,\n24613,,34345,,34345,\n'},
 {'args': ['-f', '0', 'in.csv'],
  'files': {'in.csv': b'orchard,release,35826,286.84\n514,1863,448,queue\nsensor,maple,gamma,orchard\n'},
  'name': 'h09',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,7-3', 'in.csv'],
  'files': {'in.csv': b'orchard,release,35826,286.84\n514,1863,448,queue\nsensor,maple,gamma,orchard\n'},
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
