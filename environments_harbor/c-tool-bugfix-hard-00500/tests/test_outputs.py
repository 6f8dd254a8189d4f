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
CASES = [{'args': ['-f', '7,-2,2-,5,1-2,1,2-7', 'people.csv'],
  'files': {'people.csv': b'168.05,,4248,83132\r\n351.33,"queue ""amber"", Fatima",maple,merge,maple,619.20,buffer,350'
                          b'72,4855,16370,sensor,17681,gamma,orchard,67206\r\n68969,608.26,10878,willow,buffer\r\n"d'
                          b'river ""kernel"", maple",682.02,5000,\r\n65230,47751,89949,falcon,861.89\r\nroute,2748,5'
                          b'67.21,"Tanaka, Gus",38872,34940,630.24,depot,gamma,,,55825,socket,27192,queue,82269,21.9'
                          b'8,704.91\r\n4383,922.11,41.42,35340\r\nstream,south,"Quist, Jana",29169\r\nbackup,26918,"a'
                          b'lpha ""stream"", kernel",70047,39975,"Weber, Rosa"\r\ncache,173.26,backup,31593,29547,orch'
                          b'ard,29857,ledger,driver,534.77\r\nbackup,76246,batch,21689,37201,279.93\r\n50600,"Weber,'
                          b' Quinn","willow ""backup"", batch",89636,ledger\r\n711.85,sensor,42242,token,depot,ced'
                          b'ar\r\n"south ""release"", batch",76927,"Petrov, Kofi",amber,694.95,"replica ""falcon"", am'
                          b'ber",86751,socket,"Silva, Ada",34.04,mill\r\n"Okoro, Emil",pallet,60824,"willow ""worker""'
                          b', worker"\r\n'},
  'name': 'h01',
  'status': 0,
  'stdin': None,
  'stdout': b',168.05,,,4248,83132,,168.05,,168.05,,4248,83132,,,\nbuffer,351.33,"queue ""amber"", Fatima","queue ""amb'
            b'er"", Fatima",maple,merge,maple,619.20,buffer,35072,4855,16370,sensor,17681,gamma,orchard,67206,maple,35'
            b'1.33,"queue ""amber"", Fatima",351.33,"queue ""amber"", Fatima",maple,merge,maple,619.20,buffer\n,68969,6'
            b'08.26,608.26,10878,willow,buffer,buffer,68969,608.26,68969,608.26,10878,willow,buffer,,\n,"driver ""kerne'
            b'l"", maple",682.02,682.02,5000,,,"driver ""kernel"", maple",682.02,"driver ""kernel"", maple",682.02,500'
            b'0,,,,\n,65230,47751,47751,89949,falcon,861.89,861.89,65230,47751,65230,47751,89949,falcon,861.89,,\n63'
            b'0.24,route,2748,2748,567.21,"Tanaka, Gus",38872,34940,630.24,depot,gamma,,,55825,socket,27192,queue,8226'
            b'9,21.98,704.91,38872,route,2748,route,2748,567.21,"Tanaka, Gus",38872,34940,630.24\n,4383,922.11,922.11,4'
            b'1.42,35340,,4383,922.11,4383,922.11,41.42,35340,,,\n,stream,south,south,"Quist, Jana",29169,,stream,south'
            b',stream,south,"Quist, Jana",29169,,,\n,backup,26918,26918,"alpha ""stream"", kernel",70047,39975,"Weber, '
            b'Rosa",39975,backup,26918,backup,26918,"alpha ""stream"", kernel",70047,39975,"Weber, Rosa",\n29857,cache,'
            b'173.26,173.26,backup,31593,29547,orchard,29857,ledger,driver,534.77,29547,cache,173.26,cache,173.26,back'
            b'up,31593,29547,orchard,29857\n,backup,76246,76246,batch,21689,37201,279.93,37201,backup,76246,backup,7624'
            b'6,batch,21689,37201,279.93,\n,50600,"Weber, Quinn","Weber, Quinn","willow ""backup"", batch",89636,ledger'
            b',ledger,50600,"Weber, Quinn",50600,"Weber, Quinn","willow ""backup"", batch",89636,ledger,,\n,711.85,sens'
            b'or,sensor,42242,token,depot,cedar,depot,711.85,sensor,711.85,sensor,42242,token,depot,cedar,\n86751,"sout'
            b'h ""release"", batch",76927,76927,"Petrov, Kofi",amber,694.95,"replica ""falcon"", amber",86751,socket,"'
            b'Silva, Ada",34.04,mill,694.95,"south ""release"", batch",76927,"south ""release"", batch",76927,"Petrov,'
            b' Kofi",amber,694.95,"replica ""falcon"", amber",86751\n,"Okoro, Emil",pallet,pallet,60824,"willow ""worke'
            b'r"", worker",,"Okoro, Emil",pallet,"Okoro, Emil",pallet,60824,"willow ""worker"", worker",,,\n'},
 {'args': ['-s', '-d', '\\t', '-f', '1,3-,2-6,4,8,2-3', '-'],
  'files': {},
  'name': 'h02',
  'status': 0,
  'stdin': b'alpha\t64372\t"Silva\t Ada"\t32119\t946.51\n"Weber\t Emil"\t"willow ""replica""\t Kofi"\t\tledger\t"depo'
           b't ""cache""\t replica"\tbackup\t"north ""north""\t retry"\tsocket\tbuffer\tcopper\t"branch ""ledger""\t a'
           b'mber"\t"Weber\t Nia"\tdeploy\tdepot\t8569\t71852\t"falcon ""token""\t buffer"\nreplica willow\n214.69\t'
           b'"harbour ""alpha""\t batch"\tdeploy\t"Ueda\t Emil"\n"Kofi\t Petrov"\n990.80\tparser\t900.85\t17016\n"Ra'
           b'hman\t Jana"\t11406\ttoken\t81271\n"Nakamura\t Rosa"\t"invoice ""ledger""\t copper"\tworker\t81943\t521'
           b'.24\t\t33931\t11127\t88.63\t37031\t43905\tsouth\treview\tmerge\nmill\tfalcon\t745.50\tsensor\tbuild\nga'
           b'mma\t77386\tbuild\tledger\t"Moreno\t Emil"\nrelease\tgamma\tbuffer\t56.66\t598.68\nsocket\t"token ""mill'
           b'""\t replica"\t"shard ""replica""\t backup"\t"gamma ""batch""\t quartz"\tharbour\t613.52\t73094\t89868\t64'
           b'67\t\t9272\tdelta\ndriver\tinvoice\tworker\tparser\nbeta worker\n38341\t24987\tcopper\t\tbuffer\n',
  'stdout': b'alpha\t"Silva\t Ada"\t32119\t946.51\t64372\t"Silva\t Ada"\t32119\t946.51\t\t32119\t\t64372\t"Silva\t Ad'
            b'a"\n"Weber\t Emil"\t\tledger\t"depot ""cache""\t replica"\tbackup\t"north ""north""\t retry"\tsocket\tb'
            b'uffer\tcopper\t"branch ""ledger""\t amber"\t"Weber\t Nia"\tdeploy\tdepot\t8569\t71852\t"falcon ""token'
            b'""\t buffer"\t"willow ""replica""\t Kofi"\t\tledger\t"depot ""cache""\t replica"\tbackup\tledger\tsock'
            b'et\t"willow ""replica""\t Kofi"\t\n214.69\tdeploy\t"Ueda\t Emil"\t"harbour ""alpha""\t batch"\tdeploy\t'
            b'"Ueda\t Emil"\t\t\t"Ueda\t Emil"\t\t"harbour ""alpha""\t batch"\tdeploy\n990.80\t900.85\t17016\tparse'
            b'r\t900.85\t17016\t\t\t17016\t\tparser\t900.85\n"Rahman\t Jana"\ttoken\t81271\t11406\ttoken\t81271\t\t'
            b'\t81271\t\t11406\ttoken\n"Nakamura\t Rosa"\tworker\t81943\t521.24\t\t33931\t11127\t88.63\t37031\t43905\t'
            b'south\treview\tmerge\t"invoice ""ledger""\t copper"\tworker\t81943\t521.24\t\t81943\t11127\t"invoice ""'
            b'ledger""\t copper"\tworker\nmill\t745.50\tsensor\tbuild\tfalcon\t745.50\tsensor\tbuild\t\tsensor\t\tfa'
            b'lcon\t745.50\ngamma\tbuild\tledger\t"Moreno\t Emil"\t77386\tbuild\tledger\t"Moreno\t Emil"\t\tledger\t'
            b'\t77386\tbuild\nrelease\tbuffer\t56.66\t598.68\tgamma\tbuffer\t56.66\t598.68\t\t56.66\t\tgamma\tbuffer\n'
            b'socket\t"shard ""replica""\t backup"\t"gamma ""batch""\t quartz"\tharbour\t613.52\t73094\t89868\t6467'
            b'\t\t9272\tdelta\t"token ""mill""\t replica"\t"shard ""replica""\t backup"\t"gamma ""batch""\t quartz"'
            b'\tharbour\t613.52\t"gamma ""batch""\t quartz"\t89868\t"token ""mill""\t replica"\t"shard ""replica""\t ba'
            b'ckup"\ndriver\tworker\tparser\tinvoice\tworker\tparser\t\t\tparser\t\tinvoice\tworker\n38341\tcopper\t\t'
            b'buffer\t24987\tcopper\t\tbuffer\t\t\t\t24987\tcopper\n'},
 {'args': ['-f', '1-3,2', 'mon.csv', 'tue.csv', 'wed.csv'],
  'files': {'mon.csv': b'98650,,73807,96300\n617.85,merge,35638,gamma\n93576,14348,14244,3595\nreview,488.10,61089,r'
                       b'eplica\n',
            'wed.csv': b'84658,90598,quartz,cache\n90475,deploy,willow,17988\nbuffer,route,falcon,67585\nbuild,,buil'
                       b'd,45087\n81.74,75781,44944,26191\n59317,50659,merge,22307'},
  'name': 'h03',
  'status': 1,
  'stdin': None,
  'stdout': b'98650,,73807,\n617.85,merge,35638,merge\n93576,14348,14244,14348\nreview,488.10,61089,488.10\n84658,9059'
            b'8,quartz,90598\n90475,deploy,willow,deploy\nbuffer,route,falcon,route\nbuild,,build,\n81.74,75781,44944,'
            b'75781\n59317,50659,merge,50659\n'},
 {'args': ['-f', '3,0', 'in.csv'],
  'files': {'in.csv': b'81407,98493,41511,20208\n732.67,9708,92167,\n64072,pallet,quartz,13311\n'},
  'name': 'h04',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,4-2', 'in.csv'],
  'files': {'in.csv': b'81407,98493,41511,20208\n732.67,9708,92167,\n64072,pallet,quartz,13311\n'},
  'name': 'h05',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '2-3,2-6,6,3,2-,4', 'ledger.csv'],
  'files': {'ledger.csv': b'"retry ""build"", patch","worker ""orchard"", patch","Nakamura, Jana",branch\r\n"Nakamura,'
                          b' Nia","queue ""quartz"", Nia",pallet,886.01,maple,"Weber, Dora",100.63,22435,336.75,pars'
                          b'er\r\nkernel,batch,ledger,"Moreno, Priya"\r\n"Tanaka, Kofi",mill,cedar,99318\r\ngamma,stre'
                          b'am,build,buffer,198.62\r\n632.87,copper,18934,"parser ""cache"", stream","queue ""build"",'
                          b' patch",buffer,56.90,,735.29,merge,72864,token,618.34,54439,pallet,722.02\r\ndepot,backup,'
                          b'7365,600.10,"Tanaka, Oskar"\r\n46119,59649,north,20750,95760\r\nbuffer,token,"kernel ""a'
                          b'lpha"", copper","gamma ""review"", review",beta\r\nbuffer,gamma,invoice,sensor,token,49708'
                          b',orchard,74606,review,"token ""orchard"", beta",879.52\r\nbuffer,68.94,buffer,511.73,38.15'
                          b'\r\n52877,branch,"parser ""route"", south",cedar\r\ngamma,63496,643.06,replica,batch\r\n'},
  'name': 'h06',
  'status': 0,
  'stdin': None,
  'stdout': b'"worker ""orchard"", patch","Nakamura, Jana","worker ""orchard"", patch","Nakamura, Jana",branch,,,,"Nak'
            b'amura, Jana","worker ""orchard"", patch","Nakamura, Jana",branch,branch\n"queue ""quartz"", Nia",pallet,"'
            b'queue ""quartz"", Nia",pallet,886.01,maple,"Weber, Dora","Weber, Dora",pallet,"queue ""quartz"", Nia",pa'
            b'llet,886.01,maple,"Weber, Dora",100.63,22435,336.75,parser,886.01\nbatch,ledger,batch,ledger,"Moreno, Pri'
            b'ya",,,,ledger,batch,ledger,"Moreno, Priya","Moreno, Priya"\nmill,cedar,mill,cedar,99318,,,,cedar,mill,ced'
            b'ar,99318,99318\nstream,build,stream,build,buffer,198.62,,,build,stream,build,buffer,198.62,buffer\ncop'
            b'per,18934,copper,18934,"parser ""cache"", stream","queue ""build"", patch",buffer,buffer,18934,copper,18'
            b'934,"parser ""cache"", stream","queue ""build"", patch",buffer,56.90,,735.29,merge,72864,token,618.34,54'
            b'439,pallet,722.02,"parser ""cache"", stream"\nbackup,7365,backup,7365,600.10,"Tanaka, Oskar",,,7365,backu'
            b'p,7365,600.10,"Tanaka, Oskar",600.10\n59649,north,59649,north,20750,95760,,,north,59649,north,20750,95760'
            b',20750\ntoken,"kernel ""alpha"", copper",token,"kernel ""alpha"", copper","gamma ""review"", review",beta'
            b',,,"kernel ""alpha"", copper",token,"kernel ""alpha"", copper","gamma ""review"", review",beta,"gamma ""'
            b'review"", review"\ngamma,invoice,gamma,invoice,sensor,token,49708,49708,invoice,gamma,invoice,sensor,toke'
            b'n,49708,orchard,74606,review,"token ""orchard"", beta",879.52,sensor\n68.94,buffer,68.94,buffer,511.73,38'
            b'.15,,,buffer,68.94,buffer,511.73,38.15,511.73\nbranch,"parser ""route"", south",branch,"parser ""route"",'
            b' south",cedar,,,,"parser ""route"", south",branch,"parser ""route"", south",cedar,cedar\n63496,643.06,634'
            b'96,643.06,replica,batch,,,643.06,63496,643.06,replica,batch,replica\n'},
 {'args': ['-s', '-d', '\\t', '-f', '4,1-2,2-,3,-2,6,4-6', '-'],
  'files': {},
  'name': 'h07',
  'status': 0,
  'stdin': b'89504\t30752\t81425\tcommit\n"amber ""sensor""\t release"\t"orchard ""quartz""\t Bruno"\tparser\t93622\t64'
           b'0.52\t15053\t"Silva\t Ada"\t41902\t78127\tmaple\tpatch\n64001\troute\t26944\t58006\tcache\ncedar\trout'
           b'e\tmerge\t"Silva\t Lena"\tharbour\n"Okoro\t Quinn"\tretry\t"north ""beta""\t quartz"\t94148\n"amber ""l'
           b'edger""\t branch"\t"cedar ""release""\t north"\t60544\t593.88\t83112\t2357\t"Quist\t Lena"\t"Yilmaz\t H'
           b'ana"\tmill\t22566\t"mill ""delta""\t north"\tbranch\ncommit cedar\n"copper ""depot""\t buffer"\t70664\t388'
           b'81\t479.05\t"Varga\t Jana"\n"Nia\t Quist"\nmaple\t"Okoro\t Ivo"\t63043\t"Petrov\t Ada"\t"commit ""parser'
           b'""\t beta"\nbuild queue\nbatch\t24777\t"Weber\t Lena"\treplica\nalpha\t"Weber\t Ada"\tbeta\t"beta ""ambe'
           b'r""\t delta"\t38968\t"Silva\t Fatima"\t"Okoro\t Ada"\t69219\t60477\tquartz\twillow\tcopper\t57020\t"senso'
           b'r ""kernel""\t token"\t26962\t"Varga\t Rosa"\t506.57\t"Petrov\t Priya"\t563.40\n265.57\tinvoice\tbeta\t1'
           b'97.33\t"Rahman\t Kofi"\n"Nakamura\t Nia"\tfalcon\t40214\t"patch ""review""\t socket"\t221.92\n',
  'stdout': b'commit\t89504\t30752\t30752\t81425\tcommit\t81425\t89504\t30752\t\tcommit\t\t\n93622\t"amber ""sensor"'
            b'"\t release"\t"orchard ""quartz""\t Bruno"\t"orchard ""quartz""\t Bruno"\tparser\t93622\t640.52\t1505'
            b'3\t"Silva\t Ada"\t41902\t78127\tmaple\tpatch\tparser\t"amber ""sensor""\t release"\t"orchard ""quartz"'
            b'"\t Bruno"\t15053\t93622\t640.52\t15053\n58006\t64001\troute\troute\t26944\t58006\tcache\t26944\t64001'
            b'\troute\t\t58006\tcache\t\n"Silva\t Lena"\tcedar\troute\troute\tmerge\t"Silva\t Lena"\tharbour\tmerge\tc'
            b'edar\troute\t\t"Silva\t Lena"\tharbour\t\n94148\t"Okoro\t Quinn"\tretry\tretry\t"north ""beta""\t quartz"'
            b'\t94148\t"north ""beta""\t quartz"\t"Okoro\t Quinn"\tretry\t\t94148\t\t\n593.88\t"amber ""ledger""\t bran'
            b'ch"\t"cedar ""release""\t north"\t"cedar ""release""\t north"\t60544\t593.88\t83112\t2357\t"Quist\t Le'
            b'na"\t"Yilmaz\t Hana"\tmill\t22566\t"mill ""delta""\t north"\tbranch\t60544\t"amber ""ledger""\t branch'
            b'"\t"cedar ""release""\t north"\t2357\t593.88\t83112\t2357\n479.05\t"copper ""depot""\t buffer"\t70664\t'
            b'70664\t38881\t479.05\t"Varga\t Jana"\t38881\t"copper ""depot""\t buffer"\t70664\t\t479.05\t"Varga\t Jana'
            b'"\t\n"Petrov\t Ada"\tmaple\t"Okoro\t Ivo"\t"Okoro\t Ivo"\t63043\t"Petrov\t Ada"\t"commit ""parser""\t bet'
            b'a"\t63043\tmaple\t"Okoro\t Ivo"\t\t"Petrov\t Ada"\t"commit ""parser""\t beta"\t\nreplica\tbatch\t2477'
            b'7\t24777\t"Weber\t Lena"\treplica\t"Weber\t Lena"\tbatch\t24777\t\treplica\t\t\n"beta ""amber""\t delt'
            b'a"\talpha\t"Weber\t Ada"\t"Weber\t Ada"\tbeta\t"beta ""amber""\t delta"\t38968\t"Silva\t Fatima"\t"Okoro'
            b'\t Ada"\t69219\t60477\tquartz\twillow\tcopper\t57020\t"sensor ""kernel""\t token"\t26962\t"Varga\t Rosa"'
            b'\t506.57\t"Petrov\t Priya"\t563.40\tbeta\talpha\t"Weber\t Ada"\t"Silva\t Fatima"\t"beta ""amber""\t delt'
            b'a"\t38968\t"Silva\t Fatima"\n197.33\t265.57\tinvoice\tinvoice\tbeta\t197.33\t"Rahman\t Kofi"\tbeta\t265.5'
            b'7\tinvoice\t\t197.33\t"Rahman\t Kofi"\t\n"patch ""review""\t socket"\t"Nakamura\t Nia"\tfalcon\tfalcon\t4'
            b'0214\t"patch ""review""\t socket"\t221.92\t40214\t"Nakamura\t Nia"\tfalcon\t\t"patch ""review""\t sock'
            b'et"\t221.92\t\n'},
 {'args': ['-f', '1-3,2', 'mon.csv', 'tue.csv', 'wed.csv'],
  'files': {'mon.csv': b'build,45763,399.82,buffer\n83104,north,507.00,backup\nbatch,replica,93383,cache\n18113,1132'
                       b'0,alpha,52129\ncache,harbour,386.80,orchard\nretry,falcon,4031,',
            'wed.csv': b'26.93,55967,release,52298\n93753,77328,alpha,45507\n39810,10698,,59321\nreplica,60483,568.5'
                       b'9,orchard\n40453,retry,quartz,ledger\ngamma,96435,pallet,3926\n'},
  'name': 'h08',
  'status': 1,
  'stdin': None,
  'stdout': b'build,45763,399.82,45763\n83104,north,507.00,north\nbatch,replica,93383,replica\n18113,11320,alpha,1132'
            b'0\ncache,harbour,386.80,harbour\nretry,falcon,4031,falcon\n26.93,55967,release,55967\n93753,77328,alpha,'
            b'77328\n39810,10698,,10698\nreplica,60483,568.59,60483\n40453,retry,quartz,retry\ngamma,96435,pallet,9643'
            b'5\n'},
 {'args': ['-f', '3,0', 'in.csv'],
  'files': {'in.csv': b'worker,82547,76996,worker\nsensor,16181,route,85708\n42859,batch,17910,build\n'},
  'name': 'h09',
  'status': 2,
  'stdin': None,
  'stdout': b''},
 {'args': ['-f', '1,5-1', 'in.csv'],
  'files': {'in.csv': b'worker,82547,76996,worker\nsensor,16181,route,85708\n42859,batch,17910,build\n'},
  'name': 'h10',
  'status': 2,
  'stdin': None,
  'stdout': b''}]
SANITIZE = True
REGRESSION = {'shipped': ['01-people'],
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
           '        perror("csvfields");\n'
           '        exit(3);\n'
           '    }\n'
           '    while ((len = getline(&line, &cap, in)) != -1) {\n'
           '        int nf;\n'
           '\n'
           "        if (len > 0 && line[len - 1] == '\\n')\n"
           "            line[--len] = '\\0';\n"
           '\n'
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
