import gzip, hashlib, json, os

EXPECTED = {'compressed': ['auth/auth-2025-10-20-00.log',
                'auth/auth-2025-10-20-04.log',
                'auth/auth-2025-10-30-03.log',
                'reports/reports-2025-10-20-00.log',
                'reports/reports-2025-10-20-10.log',
                'reports/reports-2025-10-29-04.log',
                'reports/reports-2025-11-01-03.log',
                'reports/reports-2025-11-01-12.log',
                'scheduler/scheduler-2025-09-29-02.log',
                'scheduler/scheduler-2025-10-20-00.log',
                'scheduler/scheduler-2025-10-24-12.log',
                'scheduler/scheduler-2025-10-25-09.log',
                'scheduler/scheduler-2025-11-01-03.log',
                'scheduler/scheduler-2025-11-01-04.log',
                'scheduler/scheduler-2025-11-03-10.log'],
 'deleted': ['auth/auth-2025-10-19-01.log',
             'reports/reports-2025-10-14-09.log',
             'reports/reports-2025-10-19-01.log',
             'scheduler/scheduler-2025-10-19-01.log'],
 'remaining': {'auth/auth-2025-10-10-02.log': 'c6fd15241c1c06117dba63771984b3fd23f05d526c9ca70c12845252fbaeff94',
               'auth/auth-2025-10-20-00.log.gz': 'gz:b20ff1aa7fe2459c1365c014b9a43e2024f4e1f20a882d928366a6ba9bed8f23',
               'auth/auth-2025-10-20-04.log.gz': 'gz:d5ed1b8e4f3858cf83fd7a5874a6d771d239f184d20c29135667633b62d5357c',
               'auth/auth-2025-10-30-03.log.gz': 'gz:905376408f60579f2a8689ba14e79d25ee2d9f121a206001b862c9da4cfc447c',
               'auth/auth-2025-11-07-05.log': '8bea54cebece6fe24a69a9853009d63744e1d28c6929278a9151ae2fc338efba',
               'auth/auth-2025-11-07-06.log': '185680aa29ac41b2c0d491e3b22b7d3763ad2a03747f4904b01357908f8c426a',
               'auth/auth-2025-11-07-07.log': '0302e51c59416cd25b9a946c50859ab59a704f618cd6bba00a68a2582f6ca93c',
               'auth/auth-2025-11-09-08.log': 'c7936e2f83c7e996e5d2be7aa884b6bf076c0ce9e9b9af63b4bfca5a3e8126eb',
               'auth/auth.pid': '4eda2a1f85c94c00ccdb0a030e028cfbf584eecbc4e061ae0ce020d7eff7c0bb',
               'reports/reports-2025-09-10-02.log': '7d35d2ddac313814076a5298a2c5344925db7c962a2c8ee67ec9a44790061c26',
               'reports/reports-2025-10-11-11.log': 'dedd1f90bda9d1ff6507dd8ee6d20e3a3dccc23d6800f824066a4abe320b9811',
               'reports/reports-2025-10-20-00.log.gz': 'gz:fd9c87bdaecafcd8d99c1f6ecbf5af1747f761cafff459df43e2c5c3526ed186',
               'reports/reports-2025-10-20-10.log.gz': 'gz:f68b1d17225937caf286fa8bacfb94bed24820e103b87a1e36da586bfa08c917',
               'reports/reports-2025-10-29-04.log.gz': 'gz:ccc12037891e08279accd79efc127f29e4079dfff639787881fa2517b13bfac5',
               'reports/reports-2025-11-01-03.log.gz': 'gz:1dcb02bf5627234a6d150a6f3e87613e77c5d380b80f9f7d89cda78a9f657d8b',
               'reports/reports-2025-11-01-12.log.gz': 'gz:c10100954ea96e08d1e0600298d9803e8846c151cf623d509402ba80102fdb0d',
               'reports/reports-2025-11-04-08.log': '9f88ebd17f5a64117e7dc6e4c04e25aa302bbeda7eb9fba6f31be10c55818ea2',
               'reports/reports-2025-11-05-05.log': 'f71eb53713ab00289409cd304e40017ccc60886fe5399f7f1a7b38abf8ecdf2d',
               'reports/reports-2025-11-05-06.log': '4c3d4e7f91fb4e8368fda79b5200de9a241654947f69150dcf0c21f951d5ca61',
               'reports/reports-2025-11-09-07.log': 'ca890494c469cedce33891a2e9b719c911af1a735803509e8eb915148d3867be',
               'reports/reports.pid': 'f59d269e0718fd20dd6b314f5051ed39c7aeb49c7b92c17966cc308a881ceaef',
               'scheduler/scheduler-2025-09-29-02.log.gz': 'gz:c18d85fb3f970635fd1c0153e39edcaa470ff08d62a4883c11aad4e1171ba712',
               'scheduler/scheduler-2025-10-20-00.log.gz': 'gz:f7e076cf63db2bba1a019afc9500c1afc910023bdbb08559eb8e478c656261ae',
               'scheduler/scheduler-2025-10-24-12.log.gz': 'gz:cc84ed28373e0030b2d2c681aec688e94869322d8b97f45daaf859cb02188d48',
               'scheduler/scheduler-2025-10-25-09.log.gz': 'gz:c95ff1fa6772f2116f69b23aa525003efc98837e90538b0ee130b220a552bf9c',
               'scheduler/scheduler-2025-11-01-03.log.gz': 'gz:b458384af51e37358792831ede1dfd3b11bb756b23e7405a421fa4b82e1c1476',
               'scheduler/scheduler-2025-11-01-04.log.gz': 'gz:6ec1b482c97bf05833cac3ad4494e05aa501a49362130ec3d41aabbddd750df8',
               'scheduler/scheduler-2025-11-03-10.log.gz': 'gz:d32de4bd802bc52278b2684aa1f32e5875b7ea939544bec780dfeaee3c4689a7',
               'scheduler/scheduler-2025-11-05-08.log': '941ba7c7505961f988602095d7ad9eb34dca1c40f81a7ddd495ebc09fbcd43a1',
               'scheduler/scheduler-2025-11-06-06.log': '24e20ae9875d6766d4d02e0a9b8002ea9f929cd2a8948bec5de063a5754c11d3',
               'scheduler/scheduler-2025-11-08-11.log': '4637b4561863009e69ed3761b8bc7a50b199c4b451ec63c92b5fb0c2d226af3f',
               'scheduler/scheduler-2025-11-09-05.log': '947dcd99e71aa52710d8c736eb694f9e0172cf0d2b1ac872d38cff453a4629c3',
               'scheduler/scheduler-2025-11-09-07.log': 'b542825fadac2754a5ee3f5f783635575c429cabafcc3214ba5b31699a6f8f29',
               'scheduler/scheduler.pid': '27864386e26563737feaf51f96e7cb63bb0eb1e619328bbd8b7d8d2a4d03213f'}}

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
