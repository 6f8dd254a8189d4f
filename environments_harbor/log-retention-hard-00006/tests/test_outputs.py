import gzip, hashlib, json, os

EXPECTED = {'compressed': ['billing/archive/billing-2022-03-24-03.log',
                'billing/billing-2022-03-22-00.log',
                'billing/billing-2022-04-01-04.log',
                'gateway/archive/gateway-2022-03-28-03.log',
                'gateway/gateway-2022-03-22-00.log',
                'gateway/gateway-2022-03-27-04.log',
                'ingest/archive/ingest-2022-04-09-11.log',
                'ingest/archive/ingest-2022-04-12-03.log',
                'ingest/ingest-2022-03-22-00.log',
                'ingest/ingest-2022-03-22-12.log',
                'ingest/ingest-2022-03-30-09.log',
                'ingest/ingest-2022-04-12-04.log',
                'worker/archive/worker-2022-04-01-03.log',
                'worker/worker-2022-02-21-02.log',
                'worker/worker-2022-03-22-00.log',
                'worker/worker-2022-03-27-10.log',
                'worker/worker-2022-04-08-04.log'],
 'deleted': ['billing/billing-2022-03-03-old.log.gz',
             'billing/billing-2022-03-20-01.log',
             'gateway/gateway-2022-01-18-02.log',
             'gateway/gateway-2022-02-11-old.log.gz',
             'gateway/gateway-2022-03-11-10.log',
             'gateway/gateway-2022-03-20-01.log',
             'ingest/ingest-2022-02-18-old.log.gz',
             'ingest/ingest-2022-03-21-01.log',
             'worker/archive/worker-2022-03-16-11.log',
             'worker/worker-2022-03-10-old.log.gz',
             'worker/worker-2022-03-21-01.log'],
 'remaining': {'billing/archive/billing-2022-03-24-03.log.gz': 'gz:c7b00d90f55e523ef85880aef82a9fd0ec46053ddac4b5896f49857c1ceb7462',
               'billing/archive/billing-2022-04-17-07.log': '0a2b46465b8acecd4b863002978531c339d12fa5038d4b711a47794fd0dc707e',
               'billing/billing-2022-03-12-02.log': '7f794a5ba877954bf5c2c6d37b13ca6e0c10ddb42fbc3bdc40330f4890c6a424',
               'billing/billing-2022-03-22-00.log.gz': 'gz:112d0069d99d02d159b56b1f42f1cb25d04c1486f6165cd4f6850f501ade0c10',
               'billing/billing-2022-04-01-04.log.gz': 'gz:a8a9a9632e1e1c28d6f9cc613c42d8c9906f688c947ebb409da949c4b9948469',
               'billing/billing-2022-04-09-young.log.gz': 'c8486ebba8d0ad36ce687533897665765e52af81b0e28735d8ce3897b6733e1c',
               'billing/billing-2022-04-17-08.log': '84cb15604c8081a2d040a9070fc1eea616019057ec72721d6b9f54bc90aebce4',
               'billing/billing-2022-04-18 part5.log': '7ba48faae24dcf1027814be096e912c715b6b9b74ffeb9412cbe705767dd26d5',
               'billing/billing-2022-04-19-06.log': '76de87fb4acb4208972b79636411586f76c4ae7abdc71adc9869049db36f9c78',
               'billing/billing.pid': '345ccde1cc5fc177e3f04630a0f260ca6f1897a237b527d372d7f599301d927a',
               'gateway/archive/gateway-2022-03-28-03.log.gz': 'gz:0d0ba620e701eaf79b32960419f4a6ffd055ecb4387f25cf161c67940edd7acc',
               'gateway/archive/gateway-2022-04-16-07.log': '1ff265a622994cc607015404723894e9a1c934c7ef8396e26564a743bea7fb2c',
               'gateway/gateway-2022-02-22-09.log': '0573776e98afe341037a821eaa8b484e0cdeaea42c53ab7643eca28ffa1a7d45',
               'gateway/gateway-2022-03-22-00.log.gz': 'gz:12f92152eb62216774e9e92a6b051edd5092620f7f562557251c02f36b9add91',
               'gateway/gateway-2022-03-27-04.log.gz': 'gz:6798c4a13c1b2626ba358f5901ef9322969b50f0c57667a794ac3302e44912ad',
               'gateway/gateway-2022-04-09-young.log.gz': 'bd30f54d67c89887876dd35702dbdf2440d1c0e17bd54e6e7efa2df89a8c17d0',
               'gateway/gateway-2022-04-13 part5.log': 'b021075e38af1f2a28fcd168ae07981c9a8defc75172af2228440b2cfa31e769',
               'gateway/gateway-2022-04-16-06.log': '510d412bd479c455f0f419e82ccd8bbeee272398d6cc0e859495f6bfef63238a',
               'gateway/gateway-2022-04-16-08.log': 'e999942e5637946f01de97413b638561053f1cea9649ec5a5b04dcf4d90dc596',
               'gateway/gateway.pid': '1c03c1a54b75c50fed39390ddf9f840233a9a7e8ef33b6cace7c0905c7704224',
               'ingest/archive/ingest-2022-04-09-11.log.gz': 'gz:da08ce4270846d67e05fc55df5ee828f58205444f484ca4b4aae8e7c55a8a076',
               'ingest/archive/ingest-2022-04-12-03.log.gz': 'gz:d18e84bd664f3ea6f11932f00719a8c6f6c9d645431504393c0ce4bb09c6bf13',
               'ingest/archive/ingest-2022-04-14-07.log': 'e6dd70623d8ab1dbb62f3c1b5cda0bed900abddede7b8fbb177af2816bd318ab',
               'ingest/ingest-2022-02-25-10.log': 'd23a9dc4cac6c585290772c1010913555f0253ac3a60c03b7a0966afef22da45',
               'ingest/ingest-2022-03-10-02.log': 'c510e92ec9a37bd52b3a45a90c8f17e0430285958c69ee4d4556b174be2833a2',
               'ingest/ingest-2022-03-22-00.log.gz': 'gz:5b7581dbfcec590ed9beb101d4bb4340d720a048bcab22004a9b3d3258b49fcd',
               'ingest/ingest-2022-03-22-12.log.gz': 'gz:264d71211428bb25841f1418512dc2a49befa2745497a7cde7e6b057b48ba7ee',
               'ingest/ingest-2022-03-30-09.log.gz': 'gz:f2e30fa822176845902412e1a6fe19146ca8c2e93af316556be3ac32de677ff9',
               'ingest/ingest-2022-04-07-young.log.gz': '6bb87b80276fbcd78f0f705c1d2feca3443c864f0ac27f15e2d0aa5783ec80f8',
               'ingest/ingest-2022-04-12-04.log.gz': 'gz:4616ac1a5eb673db03c3a9c654a0ed31ee6683a47a7104e85e136a2cbfc5d939',
               'ingest/ingest-2022-04-14-08.log': 'e4dc74c61ccd508a47aad0e9436145512217b6a6fd48cac0ca8eaf0861447c2e',
               'ingest/ingest-2022-04-17-06.log': '456fe1b13d9abcf8d6a0605ddc43d61b199695f8e7b9c120ca28ac6ac567cf5c',
               'ingest/ingest-2022-04-18 part5.log': 'd6bcb61988d207baca5a6025773d17e97b3e048fbe2b38894f7a88b22d9ce300',
               'ingest/ingest.pid': 'af66e236b1615ac97e3bb06f0c6e4353420c19228989f30f681d8c7453c282f0',
               'worker/archive/worker-2022-04-01-03.log.gz': 'gz:d39e196630672da61088c7c97fe73c92869576eec66d46796eefa34ef50ba75c',
               'worker/archive/worker-2022-04-15-07.log': 'b495e81e90104b77bb81903fbc493ef1770092e2bc05b4297645bdccc983cb5a',
               'worker/worker-2022-02-21-02.log.gz': 'gz:2408bd67c7e2cb1ef0c7dcceb4f0340cc3d3d2b48471766c21af0cdd920528ec',
               'worker/worker-2022-03-22-00.log.gz': 'gz:afa269d18286a193ee6feeb524589daecafa0782f6a883dee8be8845cc9f4042',
               'worker/worker-2022-03-27-10.log.gz': 'gz:571a85b807aa4779a6ddb1fb4c944816b841b6908ae7ce27a169f48706e3ca92',
               'worker/worker-2022-04-05-young.log.gz': '73910e0935cef130664accb9b1c8bf686b18d305e29af2852715d8a581546c88',
               'worker/worker-2022-04-08-04.log.gz': 'gz:1c7b1d8f0f7f67f05cada6554251a5e3ab63c65b5e67df9e855294dfe9d5927a',
               'worker/worker-2022-04-14-06.log': '2acab341601ec4a181b2340e54f270e5938a50671d33e1f1bb863730b94fefb9',
               'worker/worker-2022-04-14-08.log': 'f883c207e42df934cd9bdcf445372193570317bdeae9ebb887fe051cbfbaf32c',
               'worker/worker-2022-04-18 part5.log': '927ef2e6c2e61b62913423f19435a5516975f974d1a1c64aa54f333c2a26950e',
               'worker/worker-2022-04-19-09.log': '3b33a8e018e32697878a854d95775d3106511d570c273f6e99036177f3ff4a3e',
               'worker/worker.pid': '1632121f570cb46974fdce0e7840a81c0f67fa53c075a9ed40c1b8302c126121'}}

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
