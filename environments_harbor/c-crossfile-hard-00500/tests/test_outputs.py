import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['4452:b10aadc8:662594',
             '4453:0d5d4573:716000',
             '4454:833049fc:55',
             '4455:7426e490:900569',
             '4456:a7ca4848:895',
             '4457:bdc6aab9:904621',
             '4458:2a164b72:784824',
             '4459:b10aadc8:225',
             '4460:698e3a85:276',
             '4462:02a6c619:478',
             '4463:0c492faf:310060',
             '4464:b10aadc8:127',
             '4466:2cf254b7:931',
             '4468:0c492faf:428462',
             '4469:ac5d17c9:698633',
             '4470:8b9bb80a:704',
             '4471:2cf254b7:806',
             '4472:65268632:621',
             '4473:c0d8e454:646919',
             '4474:e693827c:445',
             '4475:d29faeff:660',
             '4476:02a6c619:844088',
             '4477:b0d12ee0:656872',
             '4478:5ca26a47:227',
             '4479:dc784e9c:999815',
             '4480:8d12c2e5:995',
             '4482:9a6829ca:928',
             '4483:1f4c897f:937',
             '4484:b0d12ee0:943',
             '4485:237119ef:622599',
             '4486:9aa30e8c:66501',
             '4487:1f4c8986:953',
             '4488:dc754ddc:676',
             '4489:d29faeff:806',
             '4490:5ca26a47:354',
             '4491:1e890ffd:284',
             '4493:698e3a85:641',
             '4494:36b56d3b:815',
             '4495:b9bd29ff:126623',
             '4496:e45ed6a5:284416',
             '4497:820a5e3f:455',
             '4498:bbc4ebaa:849',
             '4499:c136eee3:152466',
             '4500:3699d72f:772',
             '4501:c0d5e391:870',
             '4502:c137ef26:355',
             '4503:dc754de0:975494',
             '4504:652986ec:832',
             '4505:b10aadc8:863',
             '4506:64a56079:117',
             '4507:1f528af7:699',
             '4508:b9bd29ff:656748',
             '4510:3699d72f:54',
             '4511:db9507f8:968',
             '4512:c1c2bf54:924',
             '4513:2d54ed70:827',
             '4514:553e8ed2:71',
             '4515:db9507f7:252316',
             '4516:64a56079:502',
             '4517:2d54ed70:283510',
             '4518:2cf254b7:515331',
             '4519:edeeb921:896',
             '4520:5ca26a47:840',
             '4521:55439016:586',
             'count=64 bad=6 sum=12515723 max=999815'],
 'hidden2': ['1198:652886ae:725902',
             '1199:96a2d770:552793',
             '1200:edeeb921:11',
             '1201:833049fc:999',
             '1202:2cf254b7:509785',
             '1203:91ec445e:827',
             '1204:0c492faf:421628',
             '1205:62f7f595:846',
             '1206:820a5e3f:289',
             '1207:4951f292:750614',
             '1209:4951f292:924720',
             '1210:0d5d4573:861329',
             '1212:64a56079:862',
             '1213:2d54ed70:563',
             '1214:e45cd620:719891',
             '1215:bbc4ebaa:864',
             '1216:b0d12ee0:838',
             '1217:b10aadc8:338201',
             '1218:b17e1a2a:927641',
             '1219:2fa4472c:993',
             '1220:edeeb921:806',
             '1221:dc734d5f:616205',
             '1222:652b8770:423224',
             '1223:5c81ace1:288539',
             '1224:5ca26a47:723721',
             '1225:edeeb921:329144',
             '1226:c9791133:613120',
             '1227:bbc9f8e4:912',
             '1228:eea58028:882537',
             '1229:e69482bd:900054',
             '1230:b720619c:297',
             '1233:64a56079:866',
             '1234:dc7b4f5d:939',
             '1235:2d54ed70:285539',
             '1236:db9106ff:874',
             '1237:5544904e:477',
             '1238:64a56079:289',
             '1239:e45fd6df:863812',
             '1240:62f7f595:338',
             '1241:8d10c263:861',
             '1242:356bba6b:813',
             'count=41 bad=4 sum=12672963 max=927641']}
ROOT = '/app/sensd'
FLAGS = '-std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG'
LEVEL = 'hard'
VARIANTS = ['-fsigned-char', '-funsigned-char']

HERE = os.path.dirname(os.path.abspath(__file__))

def _build(variant):
    out = tempfile.mkdtemp() + "/tool"
    srcs = sorted(os.path.join(ROOT, "src", f) for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
    cmd = ["gcc", *FLAGS.split(), *([variant] if variant else []), "-I" + os.path.join(ROOT, "include"), *srcs, "-o", out, "-lm"]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, f"CI build {' '.join(cmd[1:len(FLAGS.split()) + 2])} failed:\n{p.stderr[-2500:]}"
    return out

@pytest.fixture(scope="module", params=VARIANTS)
def tool(request):
    return _build(request.param)

def test_no_pragmas_silencing_warnings():
    for d in ("src", "include"):
        for f in os.listdir(os.path.join(ROOT, d)):
            text = open(os.path.join(ROOT, d, f), encoding="utf-8", errors="replace").read()
            assert "#pragma GCC diagnostic" not in text, f"{d}/{f} silences diagnostics with a pragma"

@pytest.mark.parametrize("case", ["hidden1", "hidden2"])
def test_hidden_inputs(tool, case):
    with open(os.path.join(HERE, "cases", case + ".txt"), "rb") as f:
        p = subprocess.run([tool], stdin=f, capture_output=True, timeout=30)
    assert p.returncode == 0, f"the tool exited {p.returncode}"
    got = p.stdout.decode("utf-8", "replace").splitlines()
    want = EXPECTED[case]
    assert len(got) == len(want), f"{case}: {len(got)} output lines, expected {len(want)}; last line {got[-1:]}, expected {want[-1]}"
    diff = [(i + 1, g, w) for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff, f"{case}: {len(diff)} lines differ, first (line, got, expected): {diff[:3]}"
