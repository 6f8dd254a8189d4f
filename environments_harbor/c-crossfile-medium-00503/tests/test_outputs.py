import os, subprocess, tempfile

import pytest

EXPECTED = {'hidden1': ['2938:70f361ce:-2578',
             '2939:70805466:4864',
             '2940:708f1e66:-2578',
             '2941:7061d481:-2578',
             '2942:19cea95c:4864',
             '2943:7128cf74:4864',
             '2945:a27638e3:-2578',
             '2946:ebb19683:4864',
             '2947:70539cbc:4864',
             '2948:955b92aa:-2578',
             '2950:90076599:-2578',
             '2951:703aca27:-2578',
             '2952:70ac5f9f:4864',
             '2953:51ed4807:4864',
             '2954:7061d481:-2578',
             '2956:e24f1dae:-2578',
             '2957:90066578:4864',
             '2958:9ee32f0a:-2578',
             '2959:90024007:4864',
             '2960:7c263b37:-2578',
             '2961:71005e2a:4864',
             '2962:70539cbc:4864',
             '2964:7139e296:-2578',
             '2965:70d9d876:4864',
             '2966:9ee32fa7:-2578',
             '2967:90076599:4864',
             '2968:b2e42ef2:-2578',
             '2970:707367b0:-2578',
             '2971:3591c662:4864',
             '2972:3591c5a9:-2578',
             '2973:70539cbc:-2578',
             '2974:70f361ce:-2578',
             '2975:70539cbc:4864',
             '2976:7139e296:-2578',
             '2977:707367b0:-2578',
             '2978:b2e42ef2:4864',
             '2979:0898ff0f:-2578',
             '2980:9ee32fe4:-2578',
             '2981:90024007:4864',
             '2982:c7f3c33c:4864',
             '2983:b2e42ef2:-2578',
             '2984:70dee49e:4864',
             '2985:0898ffcc:-2578',
             '2986:51ed4807:4864',
             '2987:90076599:4864',
             '2989:70539cbc:-2578',
             '2991:ebb19645:-2578',
             '2992:b2e42ef2:-2578',
             '2993:75d99e83:-2578',
             '2994:a27638e3:-2578',
             '2995:70dee49e:4864',
             '2996:7139e296:4864',
             '2997:32a352c4:4864',
             '2998:70d9d876:-2578',
             '2999:70539cbc:-2578',
             '3000:32a3531d:4864',
             '3001:70d9d876:-2578',
             '3002:eafdb210:4864',
             '3004:70805466:4864',
             '3005:70d9d876:4864',
             '3007:70ac5f9f:-2578',
             'count=61 bad=9 sum=51118 max=4864'],
 'hidden2': ['3895:05cfe99f:-2578',
             '3896:8a94401d:4864',
             '3897:585ab76e:-2578',
             '3898:7139e296:4864',
             '3899:7128cf74:4864',
             '3900:90024007:4864',
             '3902:b2e42ef2:-2578',
             '3903:90076599:4864',
             '3904:708f1e66:4864',
             '3905:90076599:4864',
             '3906:70eccec3:-2578',
             '3907:7128cf74:-2578',
             '3908:a27638e3:4864',
             '3910:dba6a74e:4864',
             '3911:e5de3966:-2578',
             '3912:380919a0:-2578',
             '3914:b2e42ef2:4864',
             '3915:3591c604:4864',
             '3916:96ed7b55:-2578',
             '3917:70dee49e:-2578',
             '3918:90066578:-2578',
             '3919:709a0941:4864',
             '3920:71005e2a:-2578',
             '3921:70f361ce:4864',
             '3922:32a3531d:4864',
             '3923:e5de39e2:-2578',
             '3924:70dee49e:4864',
             '3925:7139e296:-2578',
             '3926:90024007:4864',
             '3928:90066578:-2578',
             '3929:89412292:4864',
             '3930:708f1e66:4864',
             '3931:3591c605:-2578',
             '3932:05cfe9de:-2578',
             '3933:71005e2a:4864',
             '3934:05cfe9c1:4864',
             '3935:955b9289:-2578',
             '3936:70f361ce:4864',
             '3938:7061d481:-2578',
             '3939:05cfe9f9:-2578',
             'count=40 bad=5 sum=53162 max=4864']}
ROOT = '/app/bedtrack'
FLAGS = '-std=c11 -O2 -Wall -Wextra -Werror'
LEVEL = 'medium'
VARIANTS = ['']

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
