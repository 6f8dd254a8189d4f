import gzip, hashlib, json, os

EXPECTED = {'compressed': ['billing/archive/billing-2023-06-19-03.log',
                'billing/billing-2023-05-30-02.log',
                'billing/billing-2023-06-14-00.log',
                'billing/billing-2023-06-17-04.log',
                'gateway/archive/gateway-2023-06-14-03.log',
                'gateway/gateway-2023-05-28-02.log',
                'gateway/gateway-2023-06-14-00.log',
                'gateway/gateway-2023-06-14-10.log',
                'gateway/gateway-2023-06-21-04.log',
                'mailer/archive/mailer-2023-06-21-03.log',
                'mailer/mailer-2023-06-13-00.log',
                'mailer/mailer-2023-06-15-09.log',
                'mailer/mailer-2023-06-22-04.log',
                'worker/archive/worker-2023-06-14-03.log',
                'worker/archive/worker-2023-06-19-11.log',
                'worker/worker-2023-05-27-02.log',
                'worker/worker-2023-06-14-00.log',
                'worker/worker-2023-06-19-04.log',
                'worker/worker-2023-06-22-09.log'],
 'deleted': ['billing/billing-2023-05-30-09.log',
             'billing/billing-2023-06-03-old.log.gz',
             'billing/billing-2023-06-13-01.log',
             'gateway/gateway-2023-05-30-old.log.gz',
             'gateway/gateway-2023-06-12-09.log',
             'gateway/gateway-2023-06-13-01.log',
             'mailer/mailer-2023-05-19-old.log.gz',
             'mailer/mailer-2023-05-31-10.log',
             'mailer/mailer-2023-06-13-01.log',
             'worker/worker-2023-06-06-old.log.gz',
             'worker/worker-2023-06-13-01.log'],
 'remaining': {'billing/archive/billing-2023-06-19-03.log.gz': 'gz:c68903f20762c75861ea54dc123cd83479f3cfa3ca3c616e1ccb71019c4caac3',
               'billing/archive/billing-2023-06-24-07.log': '1278eaab53e4f15bad4af74fadc45dc321bdc7974f3e081f2fd54bd02ccb57c1',
               'billing/archive/billing-2023-06-27-11.log': '61eb0fd100a7fd18b66896ffbe6b5fa5ab2cb8ac40f7af06fbf4cd856fbae569',
               'billing/billing-2023-05-30-02.log.gz': 'gz:7d380d934fea2eefdb766125c6e04678f24ca8ce0293531ced94a4fb8f219341',
               'billing/billing-2023-06-02-12.log': '7c62677dbd4f0b38e2f1366aa6fc9c49b6df9de6478b50c65339ef9310758e52',
               'billing/billing-2023-06-14-00.log.gz': 'gz:bacdaa82894fc3cc8b0cd5e90e0543db2059fe5246e2be193cc017fae07b4ed8',
               'billing/billing-2023-06-17-04.log.gz': 'gz:9f8a9fdf0767837697b8cc71d3cbc1c43c7fb7c8d26971c8a8b1d44668a5443c',
               'billing/billing-2023-06-22-06.log': 'd99abc74eb7204cc199ffb1536646da3bd6d129c1a5efd51742036eabbe7c0f3',
               'billing/billing-2023-06-25 part5.log': '28b082adb95263362a18551712cd6860c4b35c904ec563a1dc168e66d34d1b9b',
               'billing/billing-2023-06-26-08.log': '4129361099ae34842da260978f0168c612d7491cb73960e155ca2f6597900f60',
               'billing/billing-2023-06-26-young.log.gz': '31414d868cceef683b2164f6dae2bb50b34d429b476a01dd4543d0ff94006b8d',
               'billing/billing-2023-06-27-10.log': 'e7ca88575bfe6e35b26c5433d70a8a2500ef429c6019ae3d48cb88da34cffc55',
               'billing/billing.pid': '2359442e2b43bca0dffe8a4e849293bbb55ca46024cd9fa0412978ebaeb815d3',
               'gateway/archive/gateway-2023-06-14-03.log.gz': 'gz:a2b5dafb8a42ea1038f2e4531bdb8d79bcb36c34d0f2788941711b3aad9732e8',
               'gateway/archive/gateway-2023-06-24-07.log': 'df946823b401b2e08ebe37eff38fd1818059f8cb27526d780660cb8f1a620962',
               'gateway/gateway-2023-05-28-02.log.gz': 'gz:aba1f6e120b37214767bd650c139404a5fd24a4520de6cb94e76820146321d0a',
               'gateway/gateway-2023-06-14-00.log.gz': 'gz:1492611088628825978b5ceffbdd453edbdaafc5532a27462854e5a04380614f',
               'gateway/gateway-2023-06-14-10.log.gz': 'gz:7fc36f739e7de1d9379b051fcbefad0c8ea2ac5105e2e4c5d2b1902efcc62a65',
               'gateway/gateway-2023-06-21-04.log.gz': 'gz:364755e45eeaeae0f11d6244386f1485ef7115fd730f6d0bc7d48a7940c2a20f',
               'gateway/gateway-2023-06-22-06.log': '55bb88f2df0db2289a1903a5b4a1db56a86c52d37dda0bca07a1dedc194d8be4',
               'gateway/gateway-2023-06-23-young.log.gz': '926e380e8085cd92be4acd621795b37580543d757b1d21ccfb8cd2df43bd43f6',
               'gateway/gateway-2023-06-24-08.log': '181efd99f5a75cd1cff75fca70676035eecf42f11f1d92dbb61a50ebb050e02d',
               'gateway/gateway-2023-06-25 part5.log': 'a6c9d854fafe6438cbfd5d5341080f23342a499c66279412789b4704fdf968d7',
               'gateway/gateway.pid': 'd5e006d6657fe0bb8f342ec41219a683f86c7627c176dc25becd399de694df5a',
               'mailer/archive/mailer-2023-06-21-03.log.gz': 'gz:e014f860918712d2048a914786b1bdf146604828a940dbb20dcc4ba3b4e4ab19',
               'mailer/archive/mailer-2023-06-23-07.log': '4fba45caa593c185c7402342860ac9cd61c125c4198059243ee012d62418365b',
               'mailer/mailer-2023-05-13-02.log': '1feba46faec521f500c9655bfe76651cdaecc8762fdb3a50004cebd6f264a342',
               'mailer/mailer-2023-06-13-00.log.gz': 'gz:ae2cb77a71c00f7ab10dd376c0a2cd64ded5a2fdf135d0a1b0b72e1703f271d8',
               'mailer/mailer-2023-06-15-09.log.gz': 'gz:e5785a8b8f890d922ef5901a3f2c6472772d899ea395f28eaaf6782bac75477a',
               'mailer/mailer-2023-06-22-04.log.gz': 'gz:f10dd5871ef620e016d1b555e46d1a50b3b7518d7ff068bdf79650795075675b',
               'mailer/mailer-2023-06-22-young.log.gz': 'da0546bff113cff24e9079af2b8ca52c23cf86b2f27342fab6568bdba5bc994e',
               'mailer/mailer-2023-06-23 part5.log': '8cbb1d5c492f5bf197141097ff2d1d2912b0aed20fc676d2b4c869488b93ee90',
               'mailer/mailer-2023-06-24-08.log': 'f47190bbb7b5778ba38263da248026e62f379622e38678afc52cbabd8e71b18c',
               'mailer/mailer-2023-06-26-06.log': 'e1a47b7f8f418012dfd1f3273e8e43edeac110c63a264f3f6b6ec786c01feeb4',
               'mailer/mailer.pid': '078b931a5c4226f75f05a33b2aa54c10c9e2feaea5ef7dfe3b604314a7ddf014',
               'worker/archive/worker-2023-06-14-03.log.gz': 'gz:720d1b3dee77f26b311e56061c5a17878ee4f44587fb38885faba0ad9d91205e',
               'worker/archive/worker-2023-06-19-11.log.gz': 'gz:4cbd9c55ab66b2d9d07d4e3ecedd6ad6c5157309036921baa01c012e7d66b1f1',
               'worker/archive/worker-2023-06-23-07.log': '27d6144d97d3136cd8955decaa140c78965bdbe235d6164ff3d1fd14605f2ac1',
               'worker/worker-2023-05-27-02.log.gz': 'gz:60b73db37479156a1b1a5a6dc8f493b04a73a2dd78a32f5a3e860b6725843b1e',
               'worker/worker-2023-06-14-00.log.gz': 'gz:a81d8a1fccd6bb9fba40503f385f94247e12262e24e902eadae6c5879ab85d41',
               'worker/worker-2023-06-17-young.log.gz': '7e1f127e1209fd14ac94a894fe5fb79ac4d995e6a8585e31d95eaf3e5dfc721a',
               'worker/worker-2023-06-19-04.log.gz': 'gz:268b77e9f9ff89220fff90ae7dca950ebe4affe619622e1c857e549cba25edce',
               'worker/worker-2023-06-22-09.log.gz': 'gz:e98748bbde7e9a8956075df20478f509c2dff2ec98b7d87e509bbed30c52eadf',
               'worker/worker-2023-06-25-06.log': '36facafa769dd193378418b2e084f389381aa4cb28b5733d1656f3e1ec46138f',
               'worker/worker-2023-06-25-08.log': 'bc49397139460427ed56eb4732ebd1a5da91eb95f2638d49d23de36a79b68cbc',
               'worker/worker-2023-06-25-10.log': 'ebedd2f7f994d6024f4bdff576806bb23acf6b337b8151e04c09abe1dff8f2de',
               'worker/worker-2023-06-26 part5.log': '8a97cc23ca7bbe4835cffa823eb0dacadc370bc9b51577728bed35faebf42233',
               'worker/worker.pid': '35e2f4e60f5aa0716adc571444e713feb4c0878988b2fa5372e69361c6c17c1e'}}

ROOT = "/srv/logs"

def _files():
    out = {}
    for dirpath, _, files in os.walk(ROOT):
        for f in files:
            p = os.path.join(dirpath, f)
            rel = os.path.relpath(p, ROOT)
            if os.path.islink(p) or rel in ("POLICY.json", "RETAIN"):
                continue
            out[rel] = p
    return out

def test_remaining_files_exactly():
    got = set(_files())
    want = set(EXPECTED["remaining"])
    assert got == want, f"missing: {sorted(want - got)[:10]}, unexpected: {sorted(got - want)[:10]}"

def test_contents_kept_and_compressed_correctly():
    files = _files()
    for rel, digest in EXPECTED["remaining"].items():
        if digest.startswith("gz:"):
            with gzip.open(files[rel], "rb") as f:
                data = f.read()
            assert hashlib.sha256(data).hexdigest() == digest[3:], f"{rel}: wrong content after gzip"
        else:
            with open(files[rel], "rb") as f:
                assert hashlib.sha256(f.read()).hexdigest() == digest, f"{rel}: content changed"

def test_report():
    r = json.load(open("/srv/cleanup/report.json"))
    assert sorted(r["deleted"]) == EXPECTED["deleted"]
    assert sorted(r["compressed"]) == EXPECTED["compressed"]
