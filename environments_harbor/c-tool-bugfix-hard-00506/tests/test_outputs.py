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
CASES = [{'args': ['-f', '5-9,1,11,3-4,5-,5', 'ledger.csv'],
  'files': {'ledger.csv': b'19293,285.75,mill,15524,batch,"Petrov, Gus"\r\npallet,"gamma ""deploy"", Priya",39.47,"amb'
                          b'er ""retry"", parser","Quist, Emil",21194,commit,orchard,87263,stream,234.04,retry,north'
                          b',queue\r\n"replica ""harbour"", commit",driver,sensor,"cedar ""maple"", replica","Ueda, Ma'
                          b'teo",delta\r\n"release ""queue"", falcon",798.75,77656,amber,worker,south\r\n46094,12416'
                          b',quartz,build,39956,build\r\ncommit,"Weber, Fatima","Tanaka, Emil","kernel ""amber"", cach'
                          b'e",23630,31365,token,255.02,backup,"Petrov, Rosa",buffer,51684,84139,666.75\r\n374.71,mapl'
                          b'e,78519,shard,invoice,worker\r\nsouth,delta,"Zhou, Nia",266.20,,\r\n69332,327.65,"releas'
                          b'e ""merge"", build",retry,"Varga, Ivo","Silva, Emil",quartz,17622\r\nsocket,414.99,54312,3'
                          b'186,batch,46739,stream,north,906.24,copper,retry,"replica ""backup"", queue",93051,"Naka'
                          b'mura, Ada"\r\n"token ""north"", driver",invoice,9.37,"release ""north"", maple","quartz ""'
                          b'commit"", branch",6222,replica\r\n"Petrov, Hana",28419,kernel,amber,shard,74190\r\n55572'
                          b',batch,kernel,84926,50406,build'},
  'name': 'h01',
  'status': 0,
  'stdin': None,
  'stdout': b'batch,"Petrov, Gus",,,,19293,,mill,15524,batch,"Petrov, Gus",batch\n"Quist, Emil",21194,commit,orchard,87'
            b'263,pallet,234.04,39.47,"amber ""retry"", parser","Quist, Emil",21194,commit,orchard,87263,stream,234.04'
            b',retry,north,queue,"Quist, Emil"\n"Ueda, Mateo",delta,,,,"replica ""harbour"", commit",,sensor,"cedar ""m'
            b'aple"", replica","Ueda, Mateo",delta,"Ueda, Mateo"\nworker,south,,,,"release ""queue"", falcon",,77656,am'
            b'ber,worker,south,worker\n39956,build,,,,46094,,quartz,build,39956,build,39956\n23630,31365,token,255.0'
            b'2,backup,commit,buffer,"Tanaka, Emil","kernel ""amber"", cache",23630,31365,token,255.02,backup,"Petrov,'
            b' Rosa",buffer,51684,84139,666.75,23630\ninvoice,worker,,,,374.71,,78519,shard,invoice,worker,invoice\n'
            b',,,,,south,,"Zhou, Nia",266.20,,,\n"Varga, Ivo","Silva, Emil",quartz,17622,,69332,,"release ""merge"", bu'
            b'ild",retry,"Varga, Ivo","Silva, Emil",quartz,17622,"Varga, Ivo"\nbatch,46739,stream,north,906.24,socket,r'
            b'etry,54312,3186,batch,46739,stream,north,906.24,copper,retry,"replica ""backup"", queue",93051,"Nakamura'
            b', Ada",batch\n"quartz ""commit"", branch",6222,replica,,,"token ""north"", driver",,9.37,"release ""north'
            b'"", maple","quartz ""commit"", branch",6222,replica,"quartz ""commit"", branch"\nshard,74190,,,,"Petrov, '
            b'Hana",,kernel,amber,shard,74190,shard\n50406,build,,,,55572,,kernel,84926,50406,build,50406\n'},
 {'args': ['-s', '-d', '\\t', '-f', '7,5-,5,3-4,4-7,1,-1'],
  'files': {},
  'name': 'h02',
  'status': 0,
  'stdin': b'55043\tquartz\t68235\t310.61\tsensor\t215.21\nmill delta\ngamma\t"build ""mill""\t Ada"\t\t"Petrov\t Ros'
           b'a"\tpatch\t"Ueda\t Oskar"\twillow\tcommit\t27129\t68190\talpha\t"stream ""depot""\t deploy"\tdepot\t"Rah'
           b'man\t Gus"\tpallet\t4081\n58082\t"Rahman\t Bruno"\t5.69\torchard\t50622\n\treplica\tpatch\t2027\tharbo'
           b'ur\n44674\t\t77106\t\t\n"Oskar\t Weber"\nmaple review\n53655\t351.64\t12324\t65429\t389.92\tnorth\t1791'
           b'0\t43946\tkernel\t"willow ""deploy""\t backup"\tsensor\tcache\t"Weber\t Quinn"\ncedar\tharbour\twillow\t'
           b'58096\t"Nakamura\t Priya"\tbatch\nrelease\tbuild\t72981\t91123\twillow\n',
  'stdout': b'\tsensor\t215.21\tsensor\t68235\t310.61\t310.61\tsensor\t215.21\t\t55043\t55043\nwillow\tpatch\t"Ueda\t'
            b' Oskar"\twillow\tcommit\t27129\t68190\talpha\t"stream ""depot""\t deploy"\tdepot\t"Rahman\t Gus"\tpalle'
            b't\t4081\tpatch\t\t"Petrov\t Rosa"\t"Petrov\t Rosa"\tpatch\t"Ueda\t Oskar"\twillow\tgamma\tgamma\n\t5062'
            b'2\t50622\t5.69\torchard\torchard\t50622\t\t\t58082\t58082\n\tharbour\tharbour\tpatch\t2027\t2027\tharbou'
            b'r\t\t\t\t\n\t\t\t77106\t\t\t\t\t\t44674\t44674\n17910\t389.92\tnorth\t17910\t43946\tkernel\t"willow ""'
            b'deploy""\t backup"\tsensor\tcache\t"Weber\t Quinn"\t389.92\t12324\t65429\t65429\t389.92\tnorth\t17910\t53'
            b'655\t53655\n\t"Nakamura\t Priya"\tbatch\t"Nakamura\t Priya"\twillow\t58096\t58096\t"Nakamura\t Priya"\tba'
            b'tch\t\tcedar\tcedar\n\twillow\twillow\t72981\t91123\t91123\twillow\t\t\trelease\trelease\n'},
 {'args': ['-f', '2,2-3', 'mon.csv', 'tue.csv', 'wed.csv'],
  'files': {'mon.csv': b'copper,1883,26340,55671\n33429,commit,maple,56198\n512.98,22344,beta,cedar\n',
            'wed.csv': b'shard,789.03,shard,batch\n20889,17325,mill,harbour\n57541,buffer,99699,477.46\n762.14,falco'
                       b'n,97838,36128\n'},
  'name': 'h03',
  'status': 1,
  'stdin': None,
  'stdout': b'1883,1883,26340\ncommit,commit,maple\n22344,22344,beta\n789.03,789.03,shard\n17325,17325,mill\nbuffer,buf'
            b'fer,99699\nfalcon,falcon,97838\n'},
 {'args': ['-f', '0,2', 'in.csv'],
  'files': {'in.csv': b'build,quartz,49269,depot\n33721,43445,south,88515\n75750,orchard,31969,ledger\n'},
  'name': 'h04',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,7-3', 'in.csv'],
  'files': {'in.csv': b'build,quartz,49269,depot\n33721,43445,south,88515\n75750,orchard,31969,ledger\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '2-4,5-8,5-,2,9,5,-4', 'people.csv'],
  'files': {'people.csv': b'530.77,169.22,857.38,534.68,"cedar ""invoice"", sensor"\r\n"shard ""cache"", parser","orch'
                          b'ard ""route"", Ada",64916,705.11,"ledger ""falcon"", commit",cedar,"amber ""worker"", no'
                          b'rth",batch,queue,98334,884,delta,"invoice ""token"", kernel",invoice,,22503,22932,falcon'
                          b',"Tanaka, Lena"\r\n"shard ""build"", worker","Silva, Priya","Ueda, Mateo",75550,falcon'
                          b'\r\nbatch,20242,"Nakamura, Ada",retry,"Tanaka, Quinn",depot\r\n"Silva, Priya",5581,53553'
                          b',"pallet ""deploy"", depot",623.28,\r\n74.11,south,76960,"parser ""driver"", stream",north'
                          b',commit,438.42,86966,37947,"willow ""cache"", gamma",orchard,"Petrov, Fatima","deploy ""'
                          b'invoice"", falcon",gamma\r\nbranch,"Okoro, Oskar",55226,8911,"Okoro, Jana","Tanaka, Iv'
                          b'o"\r\ninvoice,replica,copper,33193,"replica ""alpha"", parser"\r\n,58979,"queue ""socket'
                          b'"", cedar",beta,"Moreno, Lena","delta ""retry"", driver"\r\n'},
  'name': 'h06',
  'status': 0,
  'stdin': None,
  'stdout': b'169.22,857.38,534.68,"cedar ""invoice"", sensor",,,,"cedar ""invoice"", sensor",169.22,,"cedar ""invoice'
            b'"", sensor",530.77,169.22,857.38,534.68\n"orchard ""route"", Ada",64916,705.11,"ledger ""falcon"", commit'
            b'",cedar,"amber ""worker"", north",batch,"ledger ""falcon"", commit",cedar,"amber ""worker"", north",batc'
            b'h,queue,98334,884,delta,"invoice ""token"", kernel",invoice,,22503,22932,falcon,"Tanaka, Lena","orchard '
            b'""route"", Ada",queue,"ledger ""falcon"", commit","shard ""cache"", parser","orchard ""route"", Ada",649'
            b'16,705.11\n"Silva, Priya","Ueda, Mateo",75550,falcon,,,,falcon,"Silva, Priya",,falcon,"shard ""build"", w'
            b'orker","Silva, Priya","Ueda, Mateo",75550\n20242,"Nakamura, Ada",retry,"Tanaka, Quinn",depot,,,"Tanaka, Q'
            b'uinn",depot,20242,,"Tanaka, Quinn",batch,20242,"Nakamura, Ada",retry\n5581,53553,"pallet ""deploy"", depo'
            b't",623.28,,,,623.28,,5581,,623.28,"Silva, Priya",5581,53553,"pallet ""deploy"", depot"\nsouth,76960,"pars'
            b'er ""driver"", stream",north,commit,438.42,86966,north,commit,438.42,86966,37947,"willow ""cache"", gamm'
            b'a",orchard,"Petrov, Fatima","deploy ""invoice"", falcon",gamma,south,37947,north,74.11,south,76960,"pars'
            b'er ""driver"", stream"\n"Okoro, Oskar",55226,8911,"Okoro, Jana","Tanaka, Ivo",,,"Okoro, Jana","Tanaka, Iv'
            b'o","Okoro, Oskar",,"Okoro, Jana",branch,"Okoro, Oskar",55226,8911\nreplica,copper,33193,"replica ""alpha"'
            b'", parser",,,,"replica ""alpha"", parser",replica,,"replica ""alpha"", parser",invoice,replica,copper,33'
            b'193\n58979,"queue ""socket"", cedar",beta,"Moreno, Lena","delta ""retry"", driver",,,"Moreno, Lena","delt'
            b'a ""retry"", driver",58979,,"Moreno, Lena",,58979,"queue ""socket"", cedar",beta\n'},
 {'args': ['-s', '-d', '\\t', '-f', '5-,9,4-7,2,-1,1-2,5', '-'],
  'files': {},
  'name': 'h07',
  'status': 0,
  'stdin': b'merge\tcommit\tkernel\tfalcon\t"Yilmaz\t Rosa"\t68243\n"gamma ""harbour""\t parser"\t"build ""replica""\t '
           b'Ada"\t"queue ""commit""\t build"\t"alpha ""review""\t beta"\trelease\tworker\t635.65\t432.88\tcedar\t41555'
           b'\tinvoice\n"Bruno\t Rahman"\nretry gamma\nqueue\tcache\tledger\tsouth\t"Silva\t Lena"\t"parser ""alpha"'
           b'"\t amber"\ndriver\t414.12\t36357\t21457\t22269\ndepot maple\nshard\t"Petrov\t Nia"\tmaple\tqueue\torchar'
           b'd\tshard\n\t468.59\tbuffer\t27556\t72328\t\tdeploy\tledger\tquartz\tcommit\t676.32\torchard\t"pallet ""dep'
           b'loy""\t branch"\tdepot\n91448\tcopper\tmerge\t37858\t4847\tinvoice\n"south ""cache""\t buffer"\t"Silva\t'
           b' Chidi"\tdriver\t72989\t4168\tcopper\n',
  'stdout': b'"Yilmaz\t Rosa"\t68243\t\tfalcon\t"Yilmaz\t Rosa"\t68243\t\tcommit\tmerge\tmerge\tcommit\t"Yilmaz\t Ro'
            b'sa"\nrelease\tworker\t635.65\t432.88\tcedar\t41555\tinvoice\tcedar\t"alpha ""review""\t beta"\trelease\t'
            b'worker\t635.65\t"build ""replica""\t Ada"\t"gamma ""harbour""\t parser"\t"gamma ""harbour""\t parser"\t"'
            b'build ""replica""\t Ada"\trelease\n"Silva\t Lena"\t"parser ""alpha""\t amber"\t\tsouth\t"Silva\t Lena"'
            b'\t"parser ""alpha""\t amber"\t\tcache\tqueue\tqueue\tcache\t"Silva\t Lena"\n22269\t\t21457\t22269\t\t\t4'
            b'14.12\tdriver\tdriver\t414.12\t22269\norchard\tshard\t\tqueue\torchard\tshard\t\t"Petrov\t Nia"\tshard'
            b'\tshard\t"Petrov\t Nia"\torchard\n72328\t\tdeploy\tledger\tquartz\tcommit\t676.32\torchard\t"pallet ""dep'
            b'loy""\t branch"\tdepot\tquartz\t27556\t72328\t\tdeploy\t468.59\t\t\t468.59\t72328\n4847\tinvoice\t\t3785'
            b'8\t4847\tinvoice\t\tcopper\t91448\t91448\tcopper\t4847\n4168\tcopper\t\t72989\t4168\tcopper\t\t"Silva\t C'
            b'hidi"\t"south ""cache""\t buffer"\t"south ""cache""\t buffer"\t"Silva\t Chidi"\t4168\n'},
 {'args': ['-f', '2,2-3', 'mon.csv', 'tue.csv', 'wed.csv'],
  'files': {'mon.csv': b'820,,kernel,779.27\n33485,37836,36535,74556\nshard,buffer,91323,buffer\ncache,alpha,14576,1'
                       b'6363',
            'wed.csv': b'sensor,652.61,23304,worker\n95423,1000,maple,7909\nmerge,16912,parser,13665\npallet,sensor,'
                       b'35313,amber\n41103,falcon,83328,85535\n21599,merge,12836,parser\n'},
  'name': 'h08',
  'status': 1,
  'stdin': None,
  'stdout': b',,kernel\n37836,37836,36535\nbuffer,buffer,91323\nalpha,alpha,14576\n652.61,652.61,23304\n1000,1000,maple'
            b'\n16912,16912,parser\nsensor,sensor,35313\nfalcon,falcon,83328\nmerge,merge,12836\n'},
 {'args': ['-f', '0', 'in.csv'],
  'files': {'in.csv': b'amber,queue,,kernel\ncedar,27993,28474,880.85\nworker,61172,153.90,70440\n'},
  'name': 'h09',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,3-1', 'in.csv'],
  'files': {'in.csv': b'amber,queue,,kernel\ncedar,27993,28474,880.85\nworker,61172,153.90,70440\n'},
  'name': 'h10',
  'status': 2,
  'stdin': None,
  'stdout': b''}]
SANITIZE = True
REGRESSION = {'shipped': ['01-routes'],
 'source': '/* fieldcut: print selected fields of delimited text (see README.md). */\n'
           '#define _POSIX_C_SOURCE 200809L\n'
           '#include <stdio.h>\n'
           '#include <stdlib.h>\n'
           '#include <string.h>\n'
           '\n'
           '#define MAX_ITEMS 64\n'
           '\n'
           'struct item {\n'
           '    long lo, hi; /* hi < 0: up to the last field of the line */\n'
           '};\n'
           '\n'
           'static struct item items[MAX_ITEMS];\n'
           'static int nitems;\n'
           "static char delim = ',';\n"
           'static int only_delimited;\n'
           '\n'
           'static void usage(void)\n'
           '{\n'
           '    fprintf(stderr, "usage: fieldcut [-d C] [-s] -f LIST [FILE...]\\n");\n'
           '    exit(2);\n'
           '}\n'
           '\n'
           'static int parse_list(const char *s)\n'
           '{\n'
           '    char *end;\n'
           '\n'
           '    while (*s) {\n'
           '        long lo = 1, hi;\n'
           '\n'
           "        if (*s != '-') {\n"
           '            lo = strtol(s, &end, 10);\n'
           '            if (end == s || lo < 1)\n'
           '                return -1;\n'
           '            s = end;\n'
           '        }\n'
           "        if (*s == '-') {\n"
           '            s++;\n'
           "            if (*s == ',' || *s == '\\0') {\n"
           '                hi = -1;\n'
           '            } else {\n'
           '                hi = strtol(s, &end, 10);\n'
           '                if (end == s || hi < lo)\n'
           '                    return -1;\n'
           '                s = end;\n'
           '            }\n'
           '        } else {\n'
           '            hi = lo;\n'
           '        }\n'
           '        if (nitems == MAX_ITEMS)\n'
           '            return -1;\n'
           '        items[nitems].lo = lo;\n'
           '        items[nitems].hi = hi;\n'
           '        nitems++;\n'
           "        if (*s == ',')\n"
           '            s++;\n'
           '        else if (*s)\n'
           '            return -1;\n'
           '    }\n'
           '    return nitems > 0 ? 0 : -1;\n'
           '}\n'
           '\n'
           '/* Splits `line` in place at the delimiter; returns the number of fields (at least 1). */\n'
           'static int split(char *line, char ***fieldsp, size_t *capp)\n'
           '{\n'
           '    char **f = *fieldsp;\n'
           '    size_t cap = *capp;\n'
           '    int n = 0;\n'
           '    char *p = line;\n'
           '\n'
           '    for (;;) {\n'
           '        if ((size_t)n == cap) {\n'
           '            cap *= 2;\n'
           '            f = realloc(f, cap * sizeof *f);\n'
           '            if (!f) {\n'
           '                perror("fieldcut");\n'
           '                exit(3);\n'
           '            }\n'
           '        }\n'
           '        f[n++] = p;\n'
           '        if (*p == \'"\') { /* quoted: the delimiter does not split it, "" is a quote */\n'
           '            p++;\n'
           '            while (*p) {\n'
           '                if (*p == \'"\') {\n'
           '                    if (p[1] != \'"\')\n'
           '                        break;\n'
           '                    p++;\n'
           '                }\n'
           '                p++;\n'
           '            }\n'
           '            if (*p)\n'
           '                p++;\n'
           '        }\n'
           '        while (*p && *p != delim)\n'
           '            p++;\n'
           '        if (!*p)\n'
           '            break;\n'
           "        *p++ = '\\0';\n"
           '    }\n'
           '    *fieldsp = f;\n'
           '    *capp = cap;\n'
           '    return n;\n'
           '}\n'
           '\n'
           'static void emit(char **f, int nf)\n'
           '{\n'
           '    int first = 1;\n'
           '\n'
           '    for (int i = 0; i < nitems; i++) {\n'
           '        long hi = items[i].hi < 0 ? nf - 1 : items[i].hi;\n'
           '\n'
           '        for (long k = items[i].lo; k <= hi; k++) {\n'
           '\n'
           '            if (!first)\n'
           '                putchar(delim);\n'
           '            first = 0;\n'
           '            if (k <= nf)\n'
           '                fputs(f[k - 1], stdout);\n'
           '        }\n'
           '    }\n'
           "    putchar('\\n');\n"
           '}\n'
           '\n'
           'static void cut_stream(FILE *in)\n'
           '{\n'
           '    char *line = NULL;\n'
           '    size_t cap = 0, fcap = 8;\n'
           '    char **fields = malloc(fcap * sizeof *fields);\n'
           '    ssize_t len;\n'
           '\n'
           '    if (!fields) {\n'
           '        perror("fieldcut");\n'
           '        exit(3);\n'
           '    }\n'
           '    while ((len = getline(&line, &cap, in)) != -1) {\n'
           '        int nf;\n'
           '\n'
           "        if (len > 0 && line[len - 1] == '\\n')\n"
           "            line[--len] = '\\0';\n"
           "        if (len > 0 && line[len - 1] == '\\r')\n"
           "            line[--len] = '\\0';\n"
           '        nf = split(line, &fields, &fcap);\n'
           '        if (only_delimited && nf == 1)\n'
           '            continue;\n'
           '        emit(fields, nf);\n'
           '    }\n'
           '    free(line);\n'
           '    free(fields);\n'
           '}\n'
           '\n'
           'int main(int argc, char **argv)\n'
           '{\n'
           '    int i, status = 0;\n'
           '    const char *list = NULL;\n'
           '\n'
           "    for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {\n"
           '        switch (argv[i][1]) {\n'
           "        case 'd':\n"
           '            if (++i >= argc)\n'
           '                usage();\n'
           '            if (strcmp(argv[i], "\\\\t") == 0)\n'
           "                delim = '\\t';\n"
           '            else if (strlen(argv[i]) == 1)\n'
           '                delim = argv[i][0];\n'
           '            else\n'
           '                usage();\n'
           '            break;\n'
           "        case 's':\n"
           '            only_delimited = 1;\n'
           '            break;\n'
           "        case 'f':\n"
           '            if (++i >= argc)\n'
           '                usage();\n'
           '            list = argv[i];\n'
           '            break;\n'
           '        default:\n'
           '            usage();\n'
           '        }\n'
           '    }\n'
           '    if (!list || parse_list(list) != 0) {\n'
           '        fprintf(stderr, "fieldcut: invalid field list\\n");\n'
           '        return 2;\n'
           '    }\n'
           '    if (i >= argc) {\n'
           '        cut_stream(stdin);\n'
           '        return 0;\n'
           '    }\n'
           '    for (; i < argc; i++) {\n'
           '        FILE *in = strcmp(argv[i], "-") == 0 ? stdin : fopen(argv[i], "r");\n'
           '\n'
           '        if (!in) {\n'
           '            fprintf(stderr, "fieldcut: cannot open %s\\n", argv[i]);\n'
           '            status = 1;\n'
           '            continue;\n'
           '        }\n'
           '        cut_stream(in);\n'
           '        if (in != stdin)\n'
           '            fclose(in);\n'
           '    }\n'
           '    return status;\n'
           '}\n'}

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
