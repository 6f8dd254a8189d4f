import os
import subprocess

import pytest

import tg_guard
import shlex

PROJ = '/app/csvfields'
TOOL = 'csvfields'
SRC = 'csvfields.c'
FLAGS = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-g']
SAN_FLAGS = ['-std=c11', '-g', '-O1', '-fno-omit-frame-pointer', '-fsanitize=address,undefined', '-fno-sanitize-recover=all']
CASES = [{'args': ['-f', '4-5,2-,1,7,5-9,11', 'export.csv'],
  'files': {'export.csv': b'88451,worker,47089,14530,798.49,13979,harbour\r\nfalcon,"sensor ""merge"", Ada",89260,sock'
                          b'et,beta,30120,cedar,11780,delta,,824.26,40681,128.41,970.05,amber,44136,"Ueda, Kofi",del'
                          b'ta\r\nreplica,,cedar,retry,70558,"beta ""backup"", patch"\r\n350.06,344.71,delta,quartz,'
                          b'"queue ""kernel"", depot",delta\r\ntoken,"harbour ""commit"", retry",718.23,socket,554.55,'
                          b'release,amber,"backup ""release"", depot"\r\n"Tanaka, Lena",orchard,"Zhou, Ada","Varga, Ma'
                          b'teo","north ""cedar"", batch",copper,"release ""maple"", invoice","Ueda, Chidi","patch "'
                          b'"invoice"", falcon",batch\r\n"review ""maple"", backup","Petrov, Hana","pallet ""gamma"", '
                          b'cedar","depot ""orchard"", commit",56818,cedar\r\nwillow,65272,8655,"alpha ""deploy"", rel'
                          b'ease",38049,"Rahman, Fatima"\r\nbeta,"Petrov, Gus",build,stream,"Okoro, Bruno",token,backu'
                          b'p\r\n297.06,cedar,"cedar ""deploy"", build",sensor,"alpha ""token"", deploy",amber,"review'
                          b' ""ledger"", deploy",129.45,"merge ""stream"", harbour",,retry,batch,queue,ledger,harbou'
                          b'r,44136,deploy,sensor,83987\r\nbuffer,invoice,5949,ledger,436.99,945.06,624.51'},
  'name': 'h01',
  'status': 0,
  'stdin': None,
  'stdout': b'14530,798.49,worker,47089,14530,798.49,13979,harbour,88451,harbour,798.49,13979,harbour,,,\nsocket,beta,"'
            b'sensor ""merge"", Ada",89260,socket,beta,30120,cedar,11780,delta,,824.26,40681,128.41,970.05,amber,44136'
            b',"Ueda, Kofi",delta,falcon,cedar,beta,30120,cedar,11780,delta,824.26\nretry,70558,,cedar,retry,70558,"bet'
            b'a ""backup"", patch",replica,,70558,"beta ""backup"", patch",,,,\nquartz,"queue ""kernel"", depot",344.71'
            b',delta,quartz,"queue ""kernel"", depot",delta,350.06,,"queue ""kernel"", depot",delta,,,,\nsocket,554.55,'
            b'"harbour ""commit"", retry",718.23,socket,554.55,release,amber,"backup ""release"", depot",token,amber,5'
            b'54.55,release,amber,"backup ""release"", depot",,\n"Varga, Mateo","north ""cedar"", batch",orchard,"Zhou,'
            b' Ada","Varga, Mateo","north ""cedar"", batch",copper,"release ""maple"", invoice","Ueda, Chidi","patch "'
            b'"invoice"", falcon",batch,"Tanaka, Lena","release ""maple"", invoice","north ""cedar"", batch",copper,"r'
            b'elease ""maple"", invoice","Ueda, Chidi","patch ""invoice"", falcon",\n"depot ""orchard"", commit",56818,'
            b'"Petrov, Hana","pallet ""gamma"", cedar","depot ""orchard"", commit",56818,cedar,"review ""maple"", back'
            b'up",,56818,cedar,,,,\n"alpha ""deploy"", release",38049,65272,8655,"alpha ""deploy"", release",38049,"Rah'
            b'man, Fatima",willow,,38049,"Rahman, Fatima",,,,\nstream,"Okoro, Bruno","Petrov, Gus",build,stream,"Okoro,'
            b' Bruno",token,backup,beta,backup,"Okoro, Bruno",token,backup,,,\nsensor,"alpha ""token"", deploy",cedar,"'
            b'cedar ""deploy"", build",sensor,"alpha ""token"", deploy",amber,"review ""ledger"", deploy",129.45,"merg'
            b'e ""stream"", harbour",,retry,batch,queue,ledger,harbour,44136,deploy,sensor,83987,297.06,"review ""ledg'
            b'er"", deploy","alpha ""token"", deploy",amber,"review ""ledger"", deploy",129.45,"merge ""stream"", harb'
            b'our",retry\nledger,436.99,invoice,5949,ledger,436.99,945.06,624.51,buffer,624.51,436.99,945.06,624.51'
            b',,,\n'},
 {'args': ['-s', '-d', '\\t', '-f', '6,3-7,3,9,5-,3-4', '-'],
  'files': {},
  'name': 'h02',
  'status': 0,
  'stdin': b'"stream ""sensor""\t north"\t615.31\t203.14\t11220\t49336\nworker maple\n"Petrov\t Dora"\t"cedar ""driver'
           b'""\t Emil"\t\t"Rahman\t Priya"\t"retry ""driver""\t amber"\tgamma\tamber\t\talpha\tdelta\tinvoice\t81740\t'
           b'beta\tpatch\t\t\t80272\tshard\n"Gus\t Nakamura"\nharbour\t720.09\t741.57\t"buffer ""amber""\t commit"\tce'
           b'dar\t"Tanaka\t Priya"\n64879\t93620\tcache\trelease\t"build ""replica""\t alpha"\n12024\t842.56\t16622\t'
           b'build\t"kernel ""beta""\t ledger"\nmill\tamber\tsouth\t620.02\t35827\t188.95\t27899\tdelta\t"Okoro\t Ada'
           b'"\tbeta\t"cache ""retry""\t falcon"\tsocket\t"mill ""copper""\t branch"\tsouth\t"batch ""south""\t delta"'
           b'\tretry\t301.88\troute\tqueue\ndriver\t"Tanaka\t Quinn"\t88003\tshard\t61069\n36043\t"orchard ""depot""\t'
           b' ledger"\t11708\t21.80\t4548\t959.50\nwillow driver\n"cache ""mill""\t south"\t4085\t68038\tsouth\t"Var'
           b'ga\t Kofi"\norchard\t69938\tqueue\tmerge\t969.60\t\t"Varga\t Mateo"\tparser\tstream\t59794',
  'stdout': b'\t203.14\t11220\t49336\t\t\t203.14\t\t49336\t203.14\t11220\ngamma\t\t"Rahman\t Priya"\t"retry ""driver"'
            b'"\t amber"\tgamma\tamber\t\talpha\t"retry ""driver""\t amber"\tgamma\tamber\t\talpha\tdelta\tinvoice\t'
            b'81740\tbeta\tpatch\t\t\t80272\tshard\t\t"Rahman\t Priya"\n"Tanaka\t Priya"\t741.57\t"buffer ""amber""'
            b'\t commit"\tcedar\t"Tanaka\t Priya"\t\t741.57\t\tcedar\t"Tanaka\t Priya"\t741.57\t"buffer ""amber""\t com'
            b'mit"\n\tcache\trelease\t"build ""replica""\t alpha"\t\t\tcache\t\t"build ""replica""\t alpha"\tcache\trel'
            b'ease\n\t16622\tbuild\t"kernel ""beta""\t ledger"\t\t\t16622\t\t"kernel ""beta""\t ledger"\t16622\tbui'
            b'ld\n188.95\tsouth\t620.02\t35827\t188.95\t27899\tsouth\t"Okoro\t Ada"\t35827\t188.95\t27899\tdelta\t"O'
            b'koro\t Ada"\tbeta\t"cache ""retry""\t falcon"\tsocket\t"mill ""copper""\t branch"\tsouth\t"batch ""south"'
            b'"\t delta"\tretry\t301.88\troute\tqueue\tsouth\t620.02\n\t88003\tshard\t61069\t\t\t88003\t\t61069\t88'
            b'003\tshard\n959.50\t11708\t21.80\t4548\t959.50\t\t11708\t\t4548\t959.50\t11708\t21.80\n\t68038\tsouth\t"V'
            b'arga\t Kofi"\t\t\t68038\t\t"Varga\t Kofi"\t68038\tsouth\n\tqueue\tmerge\t969.60\t\t"Varga\t Mateo"\tqueue'
            b'\tstream\t969.60\t\t"Varga\t Mateo"\tparser\tstream\t59794\tqueue\tmerge\n'},
 {'args': ['-f', '1-2,-2,2', 'jan.csv', 'feb.csv', 'mar.csv'],
  'files': {'jan.csv': b'28945,build,mill,40100\n715,release,17882,quartz\ncedar,deploy,replica,55606\n',
            'mar.csv': b'batch,97266,29973,\nshard,queue,955.69,merge\n28924,26313,delta,quartz\n'},
  'name': 'h03',
  'status': 1,
  'stdin': None,
  'stdout': b'28945,build,28945,build,build\n715,release,715,release,release\ncedar,deploy,cedar,deploy,deploy\nbatch'
            b',97266,batch,97266,97266\nshard,queue,shard,queue,queue\n28924,26313,28924,26313,26313\n'},
 {'args': ['-f', '3,0', 'in.csv'],
  'files': {'in.csv': b'invoice,4309,325.11,6786\n31208,5570,alpha,15948\nmerge,pallet,34704,copper'},
  'name': 'h04',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,5-2', 'in.csv'],
  'files': {'in.csv': b'invoice,4309,325.11,6786\n31208,5570,alpha,15948\nmerge,pallet,34704,copper'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '6,4,2-,-3,1-4,9,3-9', 'export.csv'],
  'files': {'export.csv': b'retry,960.02,"route ""review"", stream",,north,orchard,"Moreno, Dora",branch\r\nbranch,"re'
                          b'view ""buffer"", Chidi","Okoro, Priya",87773,gamma,132.05,32481,amber,77081,63991\r\n83887'
                          b',backup,maple,"pallet ""willow"", harbour",delta,,"Moreno, Nia"\r\nfalcon,stream,"merge ""'
                          b'queue"", branch",invoice,parser,gamma,depot,merge\r\n"Nakamura, Ada",167.33,"falcon ""kern'
                          b'el"", retry",80502,"worker ""depot"", deploy",deploy,\r\n,batch,15175,parser,81443,retry,b'
                          b'ranch,"Weber, Fatima",93020,parser,53292,"Varga, Nia",falcon,route\r\n"stream ""retry"", m'
                          b'ill",988.41,481.15,cedar,65385,backup,,\r\n82916,patch,queue,,"Moreno, Priya",harbour\r'
                          b'\n84596,"Quist, Ivo","Okoro, Kofi","Moreno, Emil",gamma,472.35,"parser ""build"", shard"\r'
                          b'\n42827,"Okoro, Ivo",,50131,"token ""parser"", deploy",91872,retry,20351,ledger,9301'},
  'name': 'h06',
  'status': 0,
  'stdin': None,
  'stdout': b'orchard,,960.02,"route ""review"", stream",,north,orchard,"Moreno, Dora",branch,retry,960.02,"route ""re'
            b'view"", stream",retry,960.02,"route ""review"", stream",,,"route ""review"", stream",,north,orchard,"Mor'
            b'eno, Dora",branch,\n132.05,87773,"review ""buffer"", Chidi","Okoro, Priya",87773,gamma,132.05,32481,amber'
            b',77081,63991,branch,"review ""buffer"", Chidi","Okoro, Priya",branch,"review ""buffer"", Chidi","Okoro, '
            b'Priya",87773,77081,"Okoro, Priya",87773,gamma,132.05,32481,amber,77081\n,"pallet ""willow"", harbour",bac'
            b'kup,maple,"pallet ""willow"", harbour",delta,,"Moreno, Nia",83887,backup,maple,83887,backup,maple,"palle'
            b't ""willow"", harbour",,maple,"pallet ""willow"", harbour",delta,,"Moreno, Nia",,\ngamma,invoice,stream,"'
            b'merge ""queue"", branch",invoice,parser,gamma,depot,merge,falcon,stream,"merge ""queue"", branch",falcon'
            b',stream,"merge ""queue"", branch",invoice,,"merge ""queue"", branch",invoice,parser,gamma,depot,merge,\nd'
            b'eploy,80502,167.33,"falcon ""kernel"", retry",80502,"worker ""depot"", deploy",deploy,,"Nakamura, Ada",1'
            b'67.33,"falcon ""kernel"", retry","Nakamura, Ada",167.33,"falcon ""kernel"", retry",80502,,"falcon ""kern'
            b'el"", retry",80502,"worker ""depot"", deploy",deploy,,,\nretry,parser,batch,15175,parser,81443,retry,bran'
            b'ch,"Weber, Fatima",93020,parser,53292,"Varga, Nia",falcon,route,,batch,15175,,batch,15175,parser,93020,1'
            b'5175,parser,81443,retry,branch,"Weber, Fatima",93020\nbackup,cedar,988.41,481.15,cedar,65385,backup,,,"st'
            b'ream ""retry"", mill",988.41,481.15,"stream ""retry"", mill",988.41,481.15,cedar,,481.15,cedar,65385,bac'
            b'kup,,,\nharbour,,patch,queue,,"Moreno, Priya",harbour,82916,patch,queue,82916,patch,queue,,,queue,,"Moren'
            b'o, Priya",harbour,,,\n472.35,"Moreno, Emil","Quist, Ivo","Okoro, Kofi","Moreno, Emil",gamma,472.35,"parse'
            b'r ""build"", shard",84596,"Quist, Ivo","Okoro, Kofi",84596,"Quist, Ivo","Okoro, Kofi","Moreno, Emil",,"O'
            b'koro, Kofi","Moreno, Emil",gamma,472.35,"parser ""build"", shard",,\n91872,50131,"Okoro, Ivo",,50131,"tok'
            b'en ""parser"", deploy",91872,retry,20351,ledger,9301,42827,"Okoro, Ivo",,42827,"Okoro, Ivo",,50131,ledge'
            b'r,,50131,"token ""parser"", deploy",91872,retry,20351,ledger\n'},
 {'args': ['-s', '-d', '\\t', '-f', '5,2-,2,7,2-6,1-3'],
  'files': {},
  'name': 'h07',
  'status': 0,
  'stdin': b'"stream ""beta""\t review"\t3668\talpha\torchard\t"Ueda\t Kofi"\ndepot\t"batch ""worker""\t Nia"\t2613'
           b'3\t38844\t"Silva\t Jana"\t"Silva\t Ivo"\tmaple\t248.15\t"commit ""beta""\t stream"\tparser\t"maple ""le'
           b'dger""\t cache"\t83273\tretry\t192.21\t"Moreno\t Ivo"\t"Petrov\t Oskar"\talpha\ttoken\n41992\tquartz\tsen'
           b'sor\tcommit\t675.97\ninvoice\t"stream ""falcon""\t maple"\t6433\t"ledger ""south""\t invoice"\nretry\t7563'
           b'9\t48885\t93942\ncommit\t84330\tworker\tshard\t635.67\tcedar\tbuffer\t"Varga\t Jana"\t202.37\tdelta\t"Petr'
           b'ov\t Oskar"\tmill\t20902\tsocket\trelease\n\tcommit\t6126\t"Weber\t Ivo"\n"pallet ""pallet""\t route"\tba'
           b'ckup\tdriver\t65825\t752.35\n61411\t"Petrov\t Gus"\tbackup\t"harbour ""batch""\t invoice"\nalpha socke'
           b't\n94846\t6578\tsouth\tsouth\tcache\t258.84\t"merge ""alpha""\t token"\tledger\t"willow ""orchard""\t h'
           b'arbour"\t"buffer ""orchard""\t maple"\t"Varga\t Priya"\treplica\nsocket worker\nshard\t38670\troute\t"Silv'
           b'a\t Bruno"\t420.09\n20963\t"Tanaka\t Fatima"\t"retry ""pallet""\t falcon"\t94462\n"Nia\t Tanaka"\n',
  'stdout': b'"Ueda\t Kofi"\t3668\talpha\torchard\t"Ueda\t Kofi"\t3668\t\t3668\talpha\torchard\t"Ueda\t Kofi"\t\t"str'
            b'eam ""beta""\t review"\t3668\talpha\n"Silva\t Jana"\t"batch ""worker""\t Nia"\t26133\t38844\t"Silva\t J'
            b'ana"\t"Silva\t Ivo"\tmaple\t248.15\t"commit ""beta""\t stream"\tparser\t"maple ""ledger""\t cache"\t83'
            b'273\tretry\t192.21\t"Moreno\t Ivo"\t"Petrov\t Oskar"\talpha\ttoken\t"batch ""worker""\t Nia"\tmaple\t"ba'
            b'tch ""worker""\t Nia"\t26133\t38844\t"Silva\t Jana"\t"Silva\t Ivo"\tdepot\t"batch ""worker""\t Nia"\t26'
            b'133\n675.97\tquartz\tsensor\tcommit\t675.97\tquartz\t\tquartz\tsensor\tcommit\t675.97\t\t41992\tquartz'
            b'\tsensor\n\t"stream ""falcon""\t maple"\t6433\t"ledger ""south""\t invoice"\t"stream ""falcon""\t map'
            b'le"\t\t"stream ""falcon""\t maple"\t6433\t"ledger ""south""\t invoice"\t\t\tinvoice\t"stream ""falcon"'
            b'"\t maple"\t6433\n\t75639\t48885\t93942\t75639\t\t75639\t48885\t93942\t\t\tretry\t75639\t48885\n635.6'
            b'7\t84330\tworker\tshard\t635.67\tcedar\tbuffer\t"Varga\t Jana"\t202.37\tdelta\t"Petrov\t Oskar"\tmill'
            b'\t20902\tsocket\trelease\t84330\tbuffer\t84330\tworker\tshard\t635.67\tcedar\tcommit\t84330\tworker\n\t'
            b'commit\t6126\t"Weber\t Ivo"\tcommit\t\tcommit\t6126\t"Weber\t Ivo"\t\t\t\tcommit\t6126\n752.35\tbackup\td'
            b'river\t65825\t752.35\tbackup\t\tbackup\tdriver\t65825\t752.35\t\t"pallet ""pallet""\t route"\tbackup\tdri'
            b'ver\n\t"Petrov\t Gus"\tbackup\t"harbour ""batch""\t invoice"\t"Petrov\t Gus"\t\t"Petrov\t Gus"\tbackup\t"'
            b'harbour ""batch""\t invoice"\t\t\t61411\t"Petrov\t Gus"\tbackup\ncache\t6578\tsouth\tsouth\tcache\t258.84'
            b'\t"merge ""alpha""\t token"\tledger\t"willow ""orchard""\t harbour"\t"buffer ""orchard""\t maple"\t"Varg'
            b'a\t Priya"\treplica\t6578\t"merge ""alpha""\t token"\t6578\tsouth\tsouth\tcache\t258.84\t94846\t6578\tsou'
            b'th\n420.09\t38670\troute\t"Silva\t Bruno"\t420.09\t38670\t\t38670\troute\t"Silva\t Bruno"\t420.09\t\tsh'
            b'ard\t38670\troute\n\t"Tanaka\t Fatima"\t"retry ""pallet""\t falcon"\t94462\t"Tanaka\t Fatima"\t\t"Tanaka'
            b'\t Fatima"\t"retry ""pallet""\t falcon"\t94462\t\t\t20963\t"Tanaka\t Fatima"\t"retry ""pallet""\t falco'
            b'n"\n'},
 {'args': ['-f', '2,2-3', 'jan.csv', 'feb.csv', 'mar.csv'],
  'files': {'jan.csv': b'239.64,north,55521,cache\n818.39,91562,83223,55149\n,71237,84479,95398',
            'mar.csv': b'gamma,route,61119,patch\n70573,62945,replica,north\n9743,north,south,merge\n,10387,28670,62'
                       b'187'},
  'name': 'h08',
  'status': 1,
  'stdin': None,
  'stdout': b'north,north,55521\n91562,91562,83223\n71237,71237,84479\nroute,route,61119\n62945,62945,replica\nnorth,no'
            b'rth,south\n10387,10387,28670\n'},
 {'args': ['-f', '0', 'in.csv'],
  'files': {'in.csv': b'49955,delta,4299,229.19\nmill,ledger,deploy,15415\nshard,196.82,,backup\n'},
  'name': 'h09',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,6-3', 'in.csv'],
  'files': {'in.csv': b'49955,delta,4299,229.19\nmill,ledger,deploy,15415\nshard,196.82,,backup\n'},
  'name': 'h10',
  'status': 2,
  'stdin': None,
  'stdout': b''}]
SANITIZE = True
REGRESSION = {'shipped': ['01-orders'],
 'source': '/* csvfields: print selected fields of delimited text (see README.md). */\n'
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
           '    fprintf(stderr, "usage: csvfields [-d C] [-s] -f LIST [FILE...]\\n");\n'
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
           '                perror("csvfields");\n'
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
           '        long hi = items[i].hi < 0 ? nf : items[i].hi;\n'
           '\n'
           '        for (long k = items[i].lo; k <= hi; k++) {\n'
           '            if (k > nf)\n'
           '                break;\n'
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
           '        perror("csvfields");\n'
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
           '        fprintf(stderr, "csvfields: invalid field list\\n");\n'
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
           '            fprintf(stderr, "csvfields: cannot open %s\\n", argv[i]);\n'
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
