import os
import subprocess

import pytest

import tg_guard
import base64
import gzip
import tempfile

OUT = '/srv/pinecrest/immun72/qc'
BIN = '/srv/pinecrest/immun72/bin/vcfqc'
TRUTH = {'failed': {'DNA4310': ['het_hom'], 'DNA7567': ['titv']},
 'records': {'chr11:108359259:T:C': '0/1,1/1,1/1,0/1,0/1,1/1,./.,0/1,0/1,1/1,0/1,1/1,1/1,1/1',
             'chr11:128358284:T:C': '1/1,1/1,./.,1/1,1/1,0/0,0/1,0/1,0/1,0/1,1/1,1/1,1/1,0/1',
             'chr11:128410148:T:G': '0/1,0/0,0/1,1/1,0/0,0/1,0/0,0/1,0/0,0/0,1/1,0/1,0/1,0/1',
             'chr11:130198168:C:T': '0/1,0/1,1/1,0/1,1/1,0/0,0/1,1/1,1/1,0/0,1/1,0/1,0/0,./.',
             'chr11:13081784:A:T': '0/0,0/1,0/0,0/1,0/1,./.,./.,0/0,0/0,0/1,1/1,./.,0/0,./.',
             'chr11:13084431:T:A': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr11:13086704:T:A': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr11:17122753:A:G': '1/1,1/1,0/1,0/1,1/1,0/0,1/1,0/0,0/1,1/1,0/1,0/1,0/1,0/1',
             'chr11:2195477:G:A': '0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/1',
             'chr11:27511927:G:A': '0/0,0/1,0/0,0/1,0/1,1/1,0/1,0/0,0/0,0/0,0/0,0/0,0/0,./.',
             'chr11:27511927:G:C': '0/0,0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/1,0/1,0/1,0/1,0/1,./.',
             'chr11:28369617:C:A': '0/0,0/1,0/0,0/0,0/1,0/0,0/1,0/0,./.,./.,0/1,0/0,0/0,0/1',
             'chr11:37065161:C:G': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr11:37065267:A:T': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr11:37141345:G:A': '0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/1',
             'chr11:37229338:CCGGA:C': '1/1,0/1,0/1,0/1,1/1,1/1,0/1,0/1,./.,0/1,1/1,1/1,1/1,0/1',
             'chr11:4967446:G:A': '0/1,0/1,1/1,0/1,1/1,0/0,0/1,1/1,0/0,1/1,1/1,0/1,0/1,0/1',
             'chr11:543769:A:G': '0/0,0/1,0/1,0/1,./.,0/1,./.,./.,0/0,0/1,0/1,0/1,0/0,0/1',
             'chr11:55724857:A:G': '0/1,0/1,0/1,0/1,1/1,0/0,1/1,0/1,0/1,0/0,1/1,0/1,1/1,0/1',
             'chr11:6014432:T:C': '0/1,0/0,0/0,0/0,0/1,0/1,0/1,0/1,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr11:6014432:T:TCC': '0/1,1/1,1/1,0/1,0/1,0/1,0/0,0/1,1/1,1/1,1/1,1/1,1/1,1/1',
             'chr11:6015604:A:C': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr11:61806024:A:G': '0/0,0/0,0/0,0/1,1/1,0/1,0/1,1/1,0/0,0/1,0/1,0/1,0/1,0/0',
             'chr11:69906022:A:G': '0/1,0/1,0/1,0/1,0/1,0/0,1/1,0/1,1/1,1/1,0/1,1/1,1/1,1/1',
             'chr11:80178030:C:T': '0/1,0/0,0/0,0/1,0/0,0/0,0/1,0/1,0/1,0/0,0/0,1/1,0/1,0/1',
             'chr11:83191438:A:G': '0/1,0/1,1/1,0/1,0/1,0/1,0/0,0/1,1/1,0/0,0/0,0/1,0/1,0/0',
             'chr11:96488201:T:C': '0/0,0/0,./.,0/1,0/1,0/0,0/1,0/0,0/1,0/0,1/1,0/1,0/0,0/1',
             'chr11:96488201:TATC:T': '0/1,0/1,./.,0/1,0/1,1/1,0/0,0/0,0/0,1/1,0/0,0/1,0/1,0/0',
             'chr13:102247156:T:C': '0/1,1/1,0/0,0/1,0/0,0/0,0/0,0/0,0/1,0/0,0/1,0/0,0/1,0/1',
             'chr13:102249277:A:G': '0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr13:102251547:T:G': '0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr13:106103456:AA:A': '1/1,0/1,0/1,1/1,0/1,0/0,0/1,0/1,./.,0/1,1/1,0/1,0/1,1/1',
             'chr13:109986500:AACCG:A': '0/1,0/0,0/1,0/1,0/0,0/0,0/0,0/1,./.,0/1,0/0,0/0,0/0,0/0',
             'chr13:110109516:G:A': './.,1/1,0/1,0/1,0/0,0/1,0/1,0/0,0/0,0/1,0/1,1/1,0/0,1/1',
             'chr13:14638403:A:G': '0/1,0/0,0/1,./.,1/1,0/0,0/0,0/1,0/1,1/1,0/1,0/1,1/1,0/0',
             'chr13:14639109:C:A': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr13:14641127:G:T': '0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr13:17199037:G:C': './.,0/0,0/1,0/1,0/1,0/1,0/0,1/1,1/1,0/1,0/1,0/0,0/1,1/1',
             'chr13:29759532:T:A': './.,1/1,0/0,0/1,./.,0/1,0/0,0/1,0/0,0/0,1/1,./.,0/1,1/1',
             'chr13:30246210:C:T': '0/0,0/1,0/0,0/1,0/0,0/0,0/1,0/1,0/0,1/1,0/1,0/0,0/1,0/0',
             'chr13:40189338:G:A': '0/1,0/0,0/1,0/0,0/1,0/0,0/0,1/1,0/0,0/1,1/1,0/0,0/0,0/1',
             'chr13:40189338:G:T': '0/1,1/1,0/0,0/1,0/0,0/1,0/1,0/0,0/1,0/0,0/0,0/0,0/1,0/1',
             'chr13:41437991:G:A': '0/1,1/1,1/1,0/1,0/1,0/1,0/1,0/1,0/1,0/0,1/1,0/1,0/0,0/1',
             'chr13:45980566:T:C': '0/1,0/1,1/1,0/1,0/1,0/0,1/1,0/1,0/1,0/1,0/1,0/1,0/0,0/1',
             'chr13:45984745:G:C': '0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr13:47252305:A:G': './.,1/1,0/1,0/1,1/1,1/1,1/1,0/1,0/1,0/1,0/1,0/1,1/1,1/1',
             'chr13:5478917:C:G': '0/1,1/1,0/1,0/1,1/1,1/1,0/1,1/1,1/1,0/1,1/1,0/1,0/1,0/1',
             'chr13:5480344:G:T': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr13:56048210:A:G': '1/1,0/1,0/1,1/1,1/1,0/0,1/1,1/1,1/1,0/1,0/1,1/1,./.,1/1',
             'chr13:64086649:A:G': '0/0,0/1,0/0,0/1,0/0,0/0,0/1,0/0,0/1,0/1,1/1,0/0,0/0,0/0',
             'chr13:64088697:T:G': '0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr13:64296284:CTTA:C': '0/0,0/0,0/1,0/1,0/0,0/1,0/1,0/0,0/0,0/0,0/1,0/0,0/0,0/0',
             'chr13:66688966:CG:GA': '0/1,0/1,0/0,0/1,1/1,1/1,0/1,0/1,1/1,0/1,1/1,0/1,1/1,0/0',
             'chr13:70160057:C:T': '0/0,1/1,./.,0/1,0/0,0/0,1/1,0/1,1/1,1/1,0/1,1/1,1/1,1/1',
             'chr13:70161866:G:T': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr13:85138822:T:C': '1/1,1/1,0/1,0/1,1/1,0/0,1/1,0/1,1/1,1/1,1/1,./.,1/1,0/1',
             'chr13:852826:C:T': '0/0,0/1,0/0,0/1,0/1,0/1,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0',
             'chr13:8988700:G:A': '0/1,0/1,0/1,0/1,0/0,0/0,0/0,./.,1/1,0/1,0/0,0/1,0/1,0/0',
             'chr13:8988700:G:C': '0/1,0/0,0/1,0/0,0/1,0/1,0/0,./.,0/0,0/0,1/1,0/1,0/1,0/0',
             'chr13:92346981:T:C': '1/1,0/0,0/1,0/1,1/1,1/1,./.,0/1,0/1,1/1,0/0,0/1,0/1,1/1',
             'chr17:11764518:T:C': '0/1,0/0,0/0,0/0,0/1,0/1,0/0,1/1,0/1,0/0,0/0,0/0,0/0,0/0',
             'chr17:11764518:T:TGGT': '0/1,1/1,1/1,0/1,0/1,0/1,1/1,0/0,0/1,1/1,1/1,1/1,1/1,1/1',
             'chr17:15014401:C:T': '1/1,1/1,0/0,1/1,0/0,0/1,0/1,1/1,0/1,1/1,1/1,1/1,0/1,0/1',
             'chr17:24378433:A:G': '1/1,1/1,1/1,1/1,1/1,0/1,1/1,0/1,0/1,1/1,0/0,0/1,1/1,0/1',
             'chr17:26158965:A:AG': '0/1,0/0,0/1,0/1,0/1,./.,./.,1/1,0/1,0/1,1/1,1/1,0/0,0/1',
             'chr17:26158965:A:G': '0/1,0/1,0/0,0/0,0/1,./.,./.,0/0,0/0,0/0,0/0,0/0,0/0,0/1',
             'chr17:26159396:CA:TG': '0/1,1/1,0/0,0/1,0/1,0/0,0/1,0/1,0/1,0/0,0/1,0/0,0/1,0/1',
             'chr17:2636024:A:C': '1/1,0/1,1/1,1/1,1/1,1/1,1/1,1/1,1/1,1/1,0/1,0/1,0/1,0/1',
             'chr17:2640767:CA:AG': '0/1,0/0,0/0,0/1,1/1,0/0,1/1,0/1,0/1,0/1,0/1,0/0,0/1,0/1',
             'chr17:2672934:T:A': '0/0,0/0,0/0,1/1,0/1,0/0,1/1,0/1,0/0,0/0,0/1,0/1,0/1,0/1',
             'chr17:34837548:G:A': '0/1,0/1,1/1,0/1,0/1,1/1,1/1,1/1,0/1,0/1,1/1,0/1,1/1,1/1',
             'chr17:37096073:A:G': '0/1,0/1,1/1,0/1,0/1,0/0,1/1,./.,0/1,0/1,1/1,1/1,0/1,0/1',
             'chr17:46824509:T:A': '0/0,0/0,0/1,0/1,0/0,0/0,1/1,0/0,0/0,0/1,0/1,0/0,1/1,./.',
             'chr17:46825611:A:C': '0/0,0/1,0/1,0/0,0/1,0/0,0/0,0/0,0/0,./.,0/0,0/0,0/0,0/0',
             'chr17:46825611:A:G': '0/0,0/1,0/0,0/1,0/0,0/0,0/1,1/1,0/0,./.,0/1,0/1,0/0,0/1',
             'chr17:46829450:C:G': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr17:52565719:G:A': '0/1,0/0,0/1,0/1,0/0,0/0,0/1,0/1,0/1,0/0,0/0,0/0,0/0,0/1',
             'chr17:52565963:G:C': '0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr17:53811997:TAACG:T': '0/1,1/1,1/1,1/1,0/1,0/1,0/1,0/1,1/1,1/1,1/1,0/1,1/1,0/0',
             'chr17:58785787:A:G': '0/0,0/1,0/0,0/1,0/1,0/1,0/0,0/0,0/0,./.,0/1,0/1,1/1,1/1',
             'chr17:58785787:A:T': '0/0,0/0,0/1,0/0,0/1,0/1,0/1,1/1,0/0,./.,0/0,0/1,0/0,0/0',
             'chr17:62607460:A:G': '0/0,0/1,0/0,./.,0/0,0/1,0/0,0/0,0/1,0/1,0/0,0/0,0/0,0/0',
             'chr17:64010754:G:A': '0/1,0/1,1/1,0/1,1/1,0/1,0/1,1/1,1/1,0/1,./.,1/1,1/1,0/1',
             'chr17:64013691:A:C': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr17:64238278:T:C': '1/1,0/1,0/1,0/1,1/1,0/1,0/1,0/1,0/1,1/1,0/1,0/1,1/1,0/1',
             'chr17:64239446:T:G': '0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr17:6597297:C:T': '0/0,0/1,0/0,0/1,0/1,0/1,1/1,0/0,0/1,0/1,0/1,1/1,0/0,0/1',
             'chr17:67365432:G:A': '0/1,0/1,0/1,0/1,0/1,0/0,0/0,1/1,1/1,1/1,1/1,1/1,1/1,1/1',
             'chr17:69135427:TGC:ACA': '0/0,1/1,1/1,0/1,1/1,1/1,0/1,0/1,0/1,0/1,1/1,1/1,0/0,0/1',
             'chr17:74206490:T:C': '0/1,0/1,0/0,0/1,0/0,./.,0/1,0/1,0/0,0/1,0/0,1/1,0/0,0/1',
             'chr17:74206490:TC:T': '0/1,0/0,1/1,0/1,0/1,./.,0/0,0/1,0/1,0/1,0/1,0/0,1/1,0/0',
             'chr17:74209384:G:T': '0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr17:74210852:T:G': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr17:78700183:C:T': '0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,1/1',
             'chr17:79324336:T:C': '0/1,1/1,0/0,0/1,0/0,./.,0/1,1/1,1/1,./.,0/1,0/0,1/1,./.',
             'chr7:105887971:C:G': '0/0,0/1,0/1,0/1,0/1,0/0,0/0,1/1,./.,0/0,./.,0/1,0/0,0/0',
             'chr7:105887971:C:T': '1/1,0/1,0/1,0/1,0/1,1/1,1/1,0/0,./.,1/1,./.,0/1,1/1,1/1',
             'chr7:105892804:T:G': '0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr7:108434874:C:T': '0/1,0/1,0/1,0/1,0/1,0/0,0/1,0/1,0/0,0/1,0/1,./.,0/1,0/1',
             'chr7:11126598:T:C': './.,0/1,0/1,0/1,0/1,0/0,0/1,0/0,0/0,0/0,0/1,0/1,0/0,0/0',
             'chr7:11127522:A:C': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr7:117882380:A:G': '0/1,0/0,./.,0/1,./.,0/0,0/1,0/0,0/0,0/0,0/0,0/1,0/0,0/0',
             'chr7:123986122:G:A': '0/0,1/1,0/0,0/1,0/0,0/0,0/0,0/0,0/1,0/0,0/0,1/1,./.,0/0',
             'chr7:123986813:CT:AC': '0/0,0/0,0/1,0/1,0/1,1/1,0/0,0/1,0/0,0/1,0/1,0/0,0/1,0/1',
             'chr7:126386389:C:T': '1/1,0/0,0/1,0/1,0/1,0/0,0/1,1/1,0/1,0/1,1/1,0/0,1/1,1/1',
             'chr7:147230090:G:C': '0/0,0/0,0/0,0/1,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr7:147909599:T:C': '0/1,0/1,0/1,0/1,0/0,0/0,0/1,0/1,1/1,0/0,0/1,0/1,0/0,0/0',
             'chr7:147909599:TA:T': '0/1,0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/1,0/1',
             'chr7:150967416:G:T': '1/1,1/1,1/1,0/1,0/1,./.,0/1,0/0,1/1,1/1,1/1,1/1,1/1,0/1',
             'chr7:150968336:C:A': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr7:16785626:T:A': '0/0,0/0,./.,1/1,./.,0/0,0/1,0/0,0/1,0/0,0/0,0/0,0/0,0/1',
             'chr7:16790098:C:G': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr7:24738664:A:G': '1/1,0/1,0/1,0/1,0/0,0/1,0/1,./.,0/0,0/0,0/1,0/1,1/1,1/1',
             'chr7:25160279:C:G': '0/0,1/1,1/1,0/1,0/0,1/1,0/1,0/1,0/0,1/1,0/0,0/1,1/1,1/1',
             'chr7:25162265:C:G': '0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr7:36961141:A:C': '0/0,0/0,0/0,0/1,0/1,1/1,0/0,0/1,0/1,0/0,0/0,1/1,1/1,0/0',
             'chr7:43648467:T:G': '0/1,1/1,0/1,0/1,1/1,1/1,1/1,1/1,1/1,0/1,0/1,1/1,1/1,0/0',
             'chr7:58824545:AGTTA:A': '0/0,0/1,0/0,0/1,0/0,0/0,0/1,0/0,0/0,0/0,1/1,1/1,0/0,0/1',
             'chr7:60858045:G:A': '0/0,0/0,0/0,0/0,1/1,0/0,1/1,0/0,0/0,0/1,0/0,0/0,0/0,0/0',
             'chr7:60862557:A:T': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr7:75333259:TGGA:T': '0/0,0/0,0/1,0/1,0/1,0/0,1/1,./.,0/1,1/1,1/1,0/1,0/1,0/1',
             'chr7:82257034:A:T': '0/1,0/1,0/1,1/1,0/1,0/0,0/0,0/1,0/1,1/1,0/1,0/0,0/0,0/0',
             'chr7:82259713:C:CAG': '0/0,0/1,0/0,0/1,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr7:82259713:C:T': '1/1,0/0,0/1,0/0,0/1,0/1,0/1,1/1,0/1,1/1,0/0,0/0,0/0,0/0',
             'chr7:8595201:AACTGC:A': '0/0,1/1,1/1,0/1,0/0,1/1,1/1,0/1,0/0,0/1,0/0,1/1,0/0,0/0',
             'chr7:9419812:C:A': '0/0,0/1,0/1,0/0,0/0,0/0,0/0,./.,0/1,0/0,0/0,0/1,0/0,0/0',
             'chr7:9419812:C:T': '1/1,0/1,0/1,0/1,0/1,0/0,0/1,./.,0/0,1/1,1/1,0/1,0/0,0/1',
             'chr7:94486746:C:T': '1/1,1/1,1/1,0/1,1/1,1/1,1/1,0/0,1/1,1/1,1/1,0/1,1/1,1/1',
             'chr7:966754:T:C': '0/0,0/0,0/0,0/0,0/1,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/1,0/1',
             'chr7:967216:T:G': '0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chrX:102067828:CCA:C': '1/1,0/0,1/1,1/1,0/0,1/1,0/1,0/0,1/1,1/1,0/0,1/1,./.,1/1',
             'chrX:107697573:T:TTG': '1/1,0/1,1/1,0/1,./.,0/1,1/1,1/1,0/1,1/1,1/1,0/1,1/1,1/1',
             'chrX:114135601:G:A': './.,0/0,0/1,0/1,0/1,0/0,0/0,1/1,0/1,0/0,0/0,0/1,0/0,0/1',
             'chrX:1165274:A:AAGAT': '0/1,0/1,0/1,0/1,0/1,0/1,1/1,0/1,0/1,0/0,0/1,0/1,0/1,0/0',
             'chrX:118181791:AA:A': '1/1,0/1,0/1,0/1,1/1,0/0,0/1,0/0,0/1,0/0,0/0,0/1,1/1,0/1',
             'chrX:1181838:C:T': '0/1,1/1,0/1,0/1,1/1,1/1,0/1,0/0,0/0,0/1,0/1,0/0,0/1,0/1',
             'chrX:121267499:G:GA': './.,0/1,0/0,0/0,0/0,0/1,0/1,0/0,0/1,1/1,0/1,0/0,0/0,0/0',
             'chrX:1343085:T:TGTCA': '0/0,0/1,0/0,0/1,0/0,0/0,0/1,0/0,0/1,0/0,0/1,./.,0/0,0/1',
             'chrX:139201014:G:A': '0/0,0/1,0/1,0/0,0/1,0/1,1/1,0/0,0/0,0/0,1/1,1/1,0/0,0/1',
             'chrX:147484788:GAATG:G': '1/1,0/1,1/1,1/1,0/0,0/1,0/1,0/0,0/0,1/1,0/0,1/1,1/1,0/0',
             'chrX:1526788:C:T': '1/1,0/1,0/1,1/1,0/0,1/1,0/1,0/1,0/1,0/0,0/1,0/1,0/1,./.',
             'chrX:1553693:A:G': '0/1,0/0,1/1,0/1,0/1,0/0,1/1,0/1,0/1,0/1,0/1,0/1,0/1,1/1',
             'chrX:1574608:C:T': '0/0,0/1,0/1,0/1,0/0,0/0,1/1,0/0,0/0,0/1,1/1,0/1,0/0,0/1',
             'chrX:1602229:T:C': '0/1,1/1,0/1,0/1,0/0,0/1,./.,0/1,./.,0/0,0/0,0/1,0/1,0/0',
             'chrX:16551147:A:AA': '0/0,0/0,0/0,0/0,0/1,0/0,0/1,0/0,0/1,0/0,0/1,0/0,./.,0/1',
             'chrX:1699742:T:G': '0/1,0/1,0/1,0/1,./.,0/0,1/1,0/0,1/1,0/1,0/1,1/1,0/1,1/1',
             'chrX:1860724:G:C': '0/1,0/1,0/0,0/0,1/1,0/1,0/0,0/1,0/1,0/0,0/0,0/1,0/1,0/0',
             'chrX:19587037:C:T': '1/1,0/0,0/1,0/1,0/1,0/0,1/1,0/0,0/1,1/1,1/1,1/1,0/0,0/1',
             'chrX:1968910:C:T': '1/1,0/1,0/0,0/1,0/1,0/1,0/1,0/1,1/1,1/1,0/1,0/1,0/1,0/1',
             'chrX:2037961:A:G': '0/0,1/1,0/1,0/0,1/1,0/0,0/0,1/1,0/0,0/0,0/1,1/1,1/1,1/1',
             'chrX:2052791:A:G': '0/1,0/1,0/0,0/1,0/0,0/0,0/0,1/1,0/1,0/1,1/1,0/1,1/1,1/1',
             'chrX:2467063:C:T': '1/1,0/1,1/1,./.,1/1,0/0,0/0,0/1,0/1,0/1,1/1,0/0,0/0,0/1',
             'chrX:254442:C:T': '1/1,0/0,./.,0/1,0/0,0/0,./.,0/0,0/0,0/0,0/0,0/0,./.,1/1',
             'chrX:2696890:G:T': '1/1,0/1,0/0,0/1,0/1,0/1,1/1,0/1,0/1,0/1,0/1,1/1,0/1,0/1',
             'chrX:33888419:A:G': '0/0,0/1,./.,./.,1/1,0/0,0/1,0/0,0/1,1/1,1/1,0/1,0/0,0/1',
             'chrX:37418390:CGTAA:C': '0/0,0/1,0/0,0/1,0/1,0/1,0/0,0/0,0/1,0/0,1/1,0/1,0/0,0/1',
             'chrX:40817961:G:A': '0/0,1/1,0/1,0/1,0/0,0/0,0/1,1/1,0/1,0/0,1/1,./.,0/0,0/0',
             'chrX:4219464:A:G': '1/1,0/0,0/0,0/1,1/1,0/0,0/1,0/0,1/1,0/0,0/0,0/1,0/0,0/1',
             'chrX:42925849:C:T': '0/0,0/1,0/1,0/1,1/1,0/0,0/1,0/0,0/1,./.,0/0,1/1,0/0,0/1',
             'chrX:43629190:C:T': '0/0,1/1,./.,./.,0/1,0/0,0/1,1/1,0/1,1/1,0/1,1/1,1/1,0/0',
             'chrX:537062:C:T': '0/1,1/1,0/0,1/1,0/1,0/1,0/1,0/1,0/1,0/1,0/1,0/1,0/1,0/1',
             'chrX:55412772:T:C': './.,./.,0/0,0/0,0/1,0/1,0/1,1/1,0/0,1/1,0/1,1/1,1/1,0/1',
             'chrX:62756835:C:T': '1/1,1/1,0/0,0/1,0/1,0/0,0/0,1/1,0/0,1/1,0/1,0/1,1/1,0/1',
             'chrX:62808552:A:G': '1/1,0/1,0/1,0/1,1/1,0/1,0/1,0/0,0/1,0/0,0/1,1/1,./.,0/1',
             'chrX:75439972:CCC:C': '0/0,0/1,./.,1/1,0/1,0/1,0/1,0/0,0/1,1/1,1/1,1/1,1/1,0/1',
             'chrX:80657555:C:CC': '0/0,1/1,1/1,0/1,1/1,0/1,0/1,0/0,0/0,0/0,0/1,0/0,0/0,0/0',
             'chrX:83436469:C:T': '0/0,0/0,0/1,1/1,0/1,1/1,./.,0/0,0/0,0/0,0/0,1/1,1/1,0/1',
             'chrX:83552639:A:G': '1/1,./.,0/0,0/1,0/1,0/0,0/1,./.,0/1,0/0,1/1,0/1,0/0,1/1',
             'chrX:836202:A:G': '0/1,0/0,0/1,0/1,0/1,0/0,0/1,0/0,0/0,0/1,0/0,0/1,1/1,0/0',
             'chrX:85970382:T:C': './.,0/1,0/1,1/1,0/1,1/1,0/0,0/0,0/0,1/1,1/1,1/1,./.,0/1',
             'chrX:86759261:T:C': '0/0,0/0,0/1,1/1,0/1,0/0,0/1,0/0,1/1,1/1,0/1,0/1,1/1,1/1',
             'chrX:89360735:C:CGCGCT': '0/0,0/0,1/1,0/1,0/1,0/1,1/1,1/1,0/0,1/1,1/1,0/1,0/0,0/0'},
 'samples': ['DNA2752',
             'DNA5310',
             'DNA4218',
             'DNA4310',
             'DNA3581',
             'DNA7567',
             'DNA5905',
             'DNA4674',
             'DNA7624',
             'DNA2048',
             'DNA9448',
             'DNA7856',
             'DNA7125',
             'DNA9994'],
 'table': {'DNA2048': {'called': 165,
                       'het': 45,
                       'het_hom_ratio': '1.385',
                       'hom_alt': 40,
                       'titv': '4.333',
                       'ts': 52,
                       'tv': 12},
           'DNA2752': {'called': 163,
                       'het': 52,
                       'het_hom_ratio': '2.389',
                       'hom_alt': 32,
                       'titv': '5.000',
                       'ts': 55,
                       'tv': 11},
           'DNA3581': {'called': 166,
                       'het': 66,
                       'het_hom_ratio': '2.000',
                       'hom_alt': 33,
                       'titv': '3.812',
                       'ts': 61,
                       'tv': 16},
           'DNA4218': {'called': 162,
                       'het': 60,
                       'het_hom_ratio': '2.000',
                       'hom_alt': 28,
                       'titv': '3.250',
                       'ts': 52,
                       'tv': 16},
           'DNA4310': {'called': 167,
                       'het': 100,
                       'het_hom_ratio': '6.818',
                       'hom_alt': 19,
                       'titv': '3.737',
                       'ts': 71,
                       'tv': 19},
           'DNA4674': {'called': 163,
                       'het': 48,
                       'het_hom_ratio': '1.857',
                       'hom_alt': 30,
                       'titv': '3.429',
                       'ts': 48,
                       'tv': 14},
           'DNA5310': {'called': 170,
                       'het': 64,
                       'het_hom_ratio': '1.593',
                       'hom_alt': 35,
                       'titv': '3.875',
                       'ts': 62,
                       'tv': 16},
           'DNA5905': {'called': 163,
                       'het': 66,
                       'het_hom_ratio': '1.913',
                       'hom_alt': 32,
                       'titv': '4.692',
                       'ts': 61,
                       'tv': 13},
           'DNA7125': {'called': 165,
                       'het': 39,
                       'het_hom_ratio': '0.967',
                       'hom_alt': 42,
                       'titv': '2.706',
                       'ts': 46,
                       'tv': 17},
           'DNA7567': {'called': 165,
                       'het': 59,
                       'het_hom_ratio': '1.536',
                       'hom_alt': 33,
                       'titv': '0.872',
                       'ts': 34,
                       'tv': 39},
           'DNA7624': {'called': 165,
                       'het': 61,
                       'het_hom_ratio': '1.900',
                       'hom_alt': 25,
                       'titv': '3.786',
                       'ts': 53,
                       'tv': 14},
           'DNA7856': {'called': 166,
                       'het': 61,
                       'het_hom_ratio': '1.708',
                       'hom_alt': 38,
                       'titv': '3.938',
                       'ts': 63,
                       'tv': 16},
           'DNA9448': {'called': 169,
                       'het': 55,
                       'het_hom_ratio': '1.156',
                       'hom_alt': 45,
                       'titv': '3.750',
                       'ts': 60,
                       'tv': 16},
           'DNA9994': {'called': 165,
                       'het': 66,
                       'het_hom_ratio': '2.095',
                       'hom_alt': 30,
                       'titv': '4.923',
                       'ts': 64,
                       'tv': 13}}}
HIDDEN = {'cohort.vcf.gz': ['base64',
                   'H4sIBAAAAAAA/wYAQkMCAA4CjZLbbqMwEIav6VOg5paNOIOrZSU2JClSmgPQaG8dmAQkAqzttM3brzFJuyFVWiQ0msP3e8aewWBblLCtyR4zbz2avJhD/W4woPWBpOAFAM0akwJXjAcJbIFAxePTaJQbLg+ldcWKnfczDLw0J45SQrVjuadZyDAt5BgKphT2m/J4Qn5dMe47Y1qa4dqG/TWjq2fINvmn2c7XzJ+P3mzVVF1kfcZMwlkyjgSz9ONYCYCmpGhYUVfevV+WMr8tBoTKTQtn9z1mVr+uDri8xE7Bfu16FUcJwVWaQzxfIjREKqs1VR2q6iV/o7CvOX5LgdJHYJcK7+FP+g2gYflVwyIqqsP5ZCFqg6UyP+w3QDxNSY4NeGHFYAfkkh3V+01RQSZnrYKMU1JTKlO8b0qgfUHzrGjeUIwAZ/RB5sv3g6/pKyaZIhwCL/whQJFxyT4yrXPKdMMuoic/EedNk94AMSNFtbs8bQpVzXiyD/vBGY5u9Mo3BMoi7YanMu9KZjm07cq4ytrm+M9LTlfxn/73bre9i078arjVd/jzdPJfvpAFO7Yqo8do8SQtF7EUBlI0nkj+LJFWz/5M6hZFah9M6o6SZuFvRzft1iLbcVtrWKojrK5ZIu+6qLWWZYu8ayJNWF54sqLO1NXOR0hY3bC6emR3vuM6d/8AQUahxZ8EAAAfiwgEAAAAAAD/BgBCQwIAPAuNWU2rLLkNXff8luaOLVv+KMjich/0LrzJa7IPQ2BWCQz5/0RHH65y3zvDQNPgKldZlo+OjlS//vZ7v+VSmUudt7fb8/F++3i8359ykert+/uPH7dv3/9WJt8ez+P92/Ht+/H45ZZ+piOne7rnepD8WK7kI/c7Lh7Uj9rlSjpKv+NC6QdnvZD5nuVCbke1CcUmlKM3fWuVcZN3H3PYBNIHZMIoN5IJWLXyIb9G60I5ytGKGZHuAyuMY+xLtKN1nVFtQj046ZKECTK/5mNWnUF8L3iGx9HTT7+qj7gknszw0e3jllPJyzs1jRfvyCtIjCKxc94yrLozHVxsSRnme4eJk/xuTVhe7tqwH/OYU6eWeiexpB2F9Wa6swzTMdzn854z3NOq3pZhOt7EPbGsrFmxc3s2y7mxGOJ3MRTXx3DC8XIQNiritHyMcTqgUQNIPm7vt54u+y+v+0/qVPk7xrSh4iLZKZ/DkWw4MZzH6NvdaXdru+MvDEt3UtA13ia3L99cFDz56I5HnHwZAa6KYdVjuC7kNjO2IP6b4YFW+6RECoHHrY6LB3r9hIAsyGXEwohDFghKJHTDWK7Yh9iSzbQqJ6erxS7Favz67e3nN5x6wd03fbbhkCWGukGeGiAihvMZM4BEpYCirCS3a9Yx3wdOnc1hgi/54xN7eLXAaS54VX1XX04YxG2IE94RB138cbLEH+Og0Y4D3g5+1m1yrxfTapxHZRwPH30s/xKA4JiSXePv6HlfyUEEIEiI9bHf9ckAAo2j5c0s9a+8VPlDJk/zQemDiCSI3gQG7+KSqw/6Zy4QS6ecwsHmAwl+XBNGugxLBHQRhpyIWTJcYNNs/sLRMUJ0cEAGf3GS4FZlVrvLymAJmwCCage+yBGEc2Wgz1/cQLo1nGXeKaCcFJyCeCy2/9pSp1R47V9e8s9ffvzj+fu//vPrb//+8ffvc77N9L//5pTeUtIAodcAEctxYFWOsJlJimIEp41JGYhz7Afxgb0bNiTXyN88atqGkwNIGdCYbTv8aqDu2GwxApF3Dl/Xj8fMqrEQdctoza26S46K9GYxW1eSgGMkGWgi/ZA8est5nkm0CmI+pYmkoZtWKCsr1MVQSF6a/DiSmx2Fk98KCc99goAG1lh8X/XlY+4RE1yJ+MLQeCGL0yRntcgHahrWGhueRorjwlr0yvCT3Bdd6LJQcaIgEnJfnqD0yRPlLn6UY1jwLHg5t52GVnKSoQB4Dj/QCeBz2A2uG+EzJGI27kPWB4oYDONTu3o7X/IjhQwQRkHUcuAGWy7gBQqOluCTXxsr5ZNm6mYuaIMmzdE8TkQlLZZon6EA0xhvryN4AX8BfwIsxRxZzA/nILCqJwslqLKnNScYY1WRO3ZQmUz9TFqQajj12CQrxDiyxzIrlxUuBcE0nHabiatAaICosTmhlzRqRRq7PZ+Px+MpybNfUsZnR0jOJqWqlTiRkmSzTk5yCqJwZo4krSHokLYUPjHXHy3YawSAQKFCKTn6ofSA5+thOrwHBBojzlx0MYAwy4VtupEPWLnhoLhsDmnZHDBEMhRR2JExRUet7XP+nC2UbYXKIh8YCGuQMRhj6BaX/gFXHrXE0wUwcV4nFSGiOloAXt4kEO3d/SMnJeQ2wweyKSNVd8kAjtqMoXCfxOAJlA7l4F6QpCneZJfVSl1QrwI798PMg5ok3MgauZ1+SJ8JQfgfQKuB+Kxh3UMXI11UkBs7cwouO86oRHCyxm6oBcsuosYWm2UkF47ZosZRM1CkUvzFu9QShEj4pcxDfpUdKpo7q1UXEm0FsZjDarEK0jadXuBZqsro5/3jHUnioh9q/uwJtd1BVaJ+UBPFplMzgy8AhLZPGZEjp5VedGIhBO/EO1AKeEXXTS9bDlYVXK2iIERUU0jRiSF1liSGHDq3urFGOE3XHeZ55XJNPIIkPUpSb3vi6j3cNNIYkzRonpI9LgprfJ1GWWuEvmDfVEs4Z0AaUYsQDaXkjMKqsWbUDJEjnCeMh9kCTO8qfdZ5shGA5/laRnWJXVch7MUHWynstUiFEbUFaedmdTF7tSG1JtOQuIAHHjeSeLnQxhfpIyEJzhC4BXaVHsnE1F8K/MCyrsGTLx5gI1Ut5BFbeeknoE9mO+cWKFYBAM0YqkYJ/vPqI1Tp3IRasK4PC+yCDM2nopWobNWrDepzFCKrOiVUqjDw8oIY/1USncp3ZQvz4YV9130vjgogjMWWpNrbpaBR+YjyJPR2BGFTApRoD36UqWWJCcSfgmw4SyCNrppNXAyxkIzWz9qzrrIe1FlWQJgnOnf3BNXyJ0n0rFncD6ss3oujS4tEVSZ9dbcWj9a0q0jHMTnv+KtDkv554T/3Mmx6xY28yn1FbZT26eKDWmbXFPJxKxdFVfm1Q3V53g31qq7t1dNLZRqTXRv70TNEkySUFkLRehCvtWbbF0qb/147FI7QYY0mV9kh8168ubmgz5JDTVC+0sJrQCCYLKKCdLwScoevjse+j8C7F2j9BRZz80F0S6LcrBtlBMK6cd/c6xZ3dsVdSe1eb0c1Pl5q9QiF0kZvlHL04oCIsxOzx4LnYMuMWSvhCPq3yIqavMZSW0Ulfw5VAcLgOK3IDR4p/vA8pbFKlLYqWB/nDUR1FbzgqtUjtGKkG6iUowUHsvRq/IlLaKzqQt0weZqget5yl0NdbmivMgJJ3DL5CyVEs4WtD+SdmUUJeTu/GDq7DN7DoUZOVGnyEsbxZn+VoyqcMl+Yae/uvUweXlzkmqnx0HYUoFB6+tMiEz4tqnhGqOV+0QWxaTYVIYmNofN6W5StMK11N3X1o0gFb/CiNw6cFDhb/4XX3azazKBTRTSK9K5hlaZM1xRBsNGSS+j4YnxxQs8pF+vfP1Fh8ZUa5xeSkqzpNKP1i6THl8p/aBuhbtFaQzeikdlWI6DrvkdUzSyF/CrArFffonhcpZ03QTGWWo6XzCbVUqeQVG2wNB0+LMyglGA2Tlc3zALN+CF1JjowN54XQJTP1BA9jr5DdfYt5CJbnW1Bv9u1v9u/ThHWwPUyOShujG1dF1iBlUn7m8sGgJ42//e92m8l/FCK+CFPU453iYp0Vlq1ftGpFkIkMyCaAHKmxQl8fUmophFPZtQ4R8VlDsj2sUciyqUfeNyYvJMWD+ne0Xtm7JO0mNB+Fmrn1eOzWqKu2iI5Z2Z/gzDwQIKcYZcRV4soRSngmX3EtxcjJAjei4tq4uSt/JxpXHij/VU1FZ1n/8jgfBfAdEZbnee+J2Ta1dR40R1t115511ovzEp/Ybi62AsnEjDiBs0fj4cgRf6uX7V4vIQLKTARwQI3DiBbM2TEhkBsrirYyzt80+sKYOfVOzYpMDmPFImwrgeAG62+JV2Flm4OrR4PFe1TFZuCK8jdnh2Wa6edzGKj9aUpHpK1TIf31TIN6xe9Thq9aCX2uL1LPPXeL0XIF/3+ZtEjqYMtWLoFGBrU3itkKVgvgsmsbV6vh3HeWVh7Jk0xAgdhESgZ4PqupamKGbILmNLBDvt+XHWgS1lMZsuUiELj+1GWCCLTCvOskC3W1xcmRZPEZVRqTC1l0o/IHx+Pj9tT/u4QqFwuqoQ+f0Ym+/oqx59pv5Liwxyga+AN8knmPkku0z7iWu9iwqRQY8W/Rq/vGGC1Zk8VQxqiDU8ZWJcztP85HIzJfCxX5jkFX13K9ULOVrwvntOOdKtLCGbX0vniL+qcvJbJaJGugk7o74+KGVfuSyO7qPJPZWeFbp89dwXtuUhdRxzWnRS0Pp6o1/o++6Vk6zsVti+p8PXrXwz7T/8HTkZJPXkgAAAfiwgEAAAAAAD/BgBCQwIAGguFWcuOJDcOPKe/JdEjihIlJbCHRs+i9jiG6w8GBva89sGfv3wqU1kFGzAazsmHJDIYEWT9/O//+lahU65p+9g+t8cGOeftx+dvv23ff/yrprI9nsfn9+P7j+Px65a+wQF1BzgyHTXzdTqg7PLnILTbaYd+YD4G2XXZcz1wHFTsuunr/aC2fXz7ONKe85HL8aF3M+z8asWDQD9e6y5/Dt6erjVkrXGMZneT3E1Hs52g3C1wtK6XhXY4SjtKXj9V9DLzPnm5o/3y04PQB0oQHttza3yYiEGpdIuBvix/Dlo/Pep6SbYPsG0NtEvd5ThaWT7VwcKTd9B4dFhuN/sW4i5/YqVMcpeOYeEp8nDhh+vrp/n/ZOE8jm7hyZI3XmgkiwD1Ag2bRuBzf24wKpxBgPYKBM6krtCOjht8y5zLtlc+wgG0Zb1OOzIY+L+mrxA/wAlEBhG/wJ/Yc7dNeVbkg/IEJ27oE2m3JOOB8UqRQ3NeGQT2RJGgFOST6yJ9l28CHb3EIrpNXt6BwRuXN3oEvdobaDkBgVmWjRb+Blp0RkqUaj+LpJ6xSfldbIYmxlZEzuqBxJGwUwoygcNmaet8NeTAeg/kXr4knN8schZHPG8XIlwK8SrlZ6vyu01rK4JHB1mx8Ec4DkVgqaDVwuQtYsCS0QGCLC+eLNvgyqzDzg85tYZMBx/b1ybgOI9f8OX4uPObjPkV0k4I5ASgB7ZrlJWrpQ+ZMPigDEzwQwhB1BlKSR0Kz9ilBIQvtSD4X1EOiU0A5/BBAQ9EQPhDnBaqfqlPHn1cVkJhMr9LkrSWZwg6EDpR7l8bQG1nGBhc9zDUXZgAkiFTDqXo5rNRgNmOk4MNsOsTTJddoiWVxP/ASZXMNC0yTgxHrOpLLT4LC00KaOQrxZhRoq07QT15oEy2lo9SJxsYH/RqC8tOhMnJFrZYWin6O2B1xA9155A8xsCeIVCS88mj2F9xItAokpA2xUIERlLv8ZPo4awSAY5RbpFLZlEnd9SopSgTFDALEQ6HIyc1eK8KsiuXhdWbFrpRmF5KpTIGuoVWxE6oxAOb5bwMoQbLJoIkEEqvNLIg5PH5/HwyUAoX+ZRTurNoktSAEKB/Mgq8zCKVADmBBjtMdSjyNEtLbUEHqoeszCKtQmNZbn8Eq4m2suSZUue680GZBV3IS/O3HVWe7JEnM0sylB8kDVJoTJB1zI+RQBD7GYsOjBSplq+NUj/DgHckCDQNn75a6FxzYROtKiVyFhJKM9taMn433g2em/TTV+0ey2XQiwSBKSG0m1wG8mI4iFahH2cAWZg6eQiQiPFAJqlb7RfNaHdTISlnuuZ0FMstdPM6zh1xZgdmQM9PgYJTnNoedVTnw/quX4KW0pjMvyJQGEchP/Oun/JYC9fwd2KTCCZPHluhL5H7Du4pWittZFGNJ4MALq4K3rAB7E32hSO4HGUjbcS39YjUA83MBlzy5LJBe5GSr/VSxxRlzbHVPLrAd440qBI60auG9D5VVA2ty1ffRawobg+WTZiOJjPVCgvx+tvF/ooqWwgatEyNj2QgwH7WAeIrHSh2xRgsgtQWQfKNDRV7On0QP3lVLw4deH0Gr6CFB8SQZJhULgEZYkiGywXLd5n1k0RtmPQ6uocDc1d24CbVBYoeN1u65Ubn8RtLgiKAjVNtF1PJLHY/v0ikCmReqzMFdydlsHrBdQ8flauxc7yr1rIbri880HAp3j5NobnKuphlby2M+MEOfa7U111604LFxbdcYkBqHkURuNNIf+OeTmdOaeGgcIRugLwHmmt7DARAgoK+bIVKYKSo53f5iM4E1tivLOtUOFNRl4Wcj2Kh4JRoW6qHIJfM/YUqI2vj87H1CxnU/EoGrMsMMub87PWdtNBU8d06kezdawOk0eDLEs6uaCfErB4+S3ZXw3YNtdjuGdn+y0miglHxPu4W0g9ahUmq9Kj+KblbgrOygkxyT1GFTQqL3EO2UqAOqtFHdDbyZ6P5hhJZVpskv2CIMqg3xklVhsseXCXLi5KqAyA5aHX9l1dP9GfjA5c9QGuAHAmmxmOWDqkFLSEgQnoCowpT+0E3OYlbTHifiHXvGdZAgkCYu1Li14b82ETCS595Rjy62ijrsVbHWg7h7qJucakd94WTEqJ/dj7x0rJ917lSuI6b+OdF+trKAU5NYW+ILiEYRXqJJ3PCY2v9Ug7vG0pLwe0kIVJVqgUhWFlIW8cbPSROjEWfDW5S3CRrB+z1KrgZUT6MsTrjMgnNPp6V5Lnh9sWyKiRb6vBjvre+xq2vPBIuqRG1Prq5pMfXc//cersQZH51Sgw4nToxQhWC+ZAuSeVuSiVo61WN+WQUIYYBpWuiNFXf93l5RPpQrqB4YjL5XKWL+I+g0/CaPdjA3ugneQSmSjwxzEdzxWbt5uQjAo1oMWYjVsYMUM+thHwMuNhIvM/nLsq12t2+EjO1pXpCQaXUcr5Pm/rNSYf0xECprXrh46aYTXl34Ra+32TLIeO2O8rFK4/CRDVIAyG7j8yVK+fff/38/Y8//vP7n4aS9IISNYhiRZw3ZImPEDfI1v7mfrGLGOsHO/rujB1LVH7MRsptCglhJEBLrUflg5zs0mcre9XFTiPFHnU0wogU+g6b8WFR6ClVLNw8uXiM65RyvEFCsn16zy/5UBfrwCRNlqW2iNWG2T6Dhb/MAtYpkx9hOqXLsEzZ34RaO4LwmVlHFWIxRuiXNpUxl2Amkdkfx2vJu9eCuXY+gBupUUaGloa7iMeWL/OX8jqmtRaqR08wU+GypW6IIUltiqkOI7w2Ytjsri6iMNa8ej8stSECehkxamuNQaCgAS0rYvqMWDYmi0kGBLimcMQckqA1bquio8qVLiOoVTw9z2O2yuqqGE9iX2LkJXNTDCMbdIA18GcTgo8leUEl6DYVbdogqcQ5bKgyxcMaeMvcnWkDaiQIOuP1IojRwk12+6w2lfBSzggMSlVnTA9uss+fK7C8cQ8e67HS4W363lZtCu50j3vzFr2sdHgbt0f74Vwa1Pp+7OC1GWceq4KOvnyqjRmCnjOqi+Suignx+ptN+Xv34GnXuVFr83ZXvvXhDmre6TIhuJJWzNvdSsavDr2u6p+nOawK9im7OqmjxVriHEo19RJ1/h4ynQquXiNiAanVXnuJKQsgwj9aahSJLlcmpOj0ZJBC96RdRtVFbRItHHAyhAogBtPL6eccJeatE+T6i4D3IPywDNvdt1oTUmQsGXXbtftp4alUXGXeiZco9Eqg1Pjc6sVB1fTaZs8fodZfmcIVRF+4wi+O6Y6Gbr8y0YKG9/Yj6OxmMF47zitU+hper8YwFASXEIxEyUMw2vkbBdJrCGJqGBXoDuR2qhsTRLfrD98O2dJKDLfxwK03pvJ2pVs/fyOoMFXXzorr1ttsAKSU2E/7AD7TVR7yeO+kvdO7jsJiqpv8t5k2YdmcAae41DT7ANLanC5OqkNjdKUcmo3x0OnmDLe2K6Utly6fNoOE2a0kjW+O9pTxKbadhT3FLzXsmEft2Z1SzuMiEvXNb9oyEZA6bzOB6gQ8DE31qoVrkeJUNBS6TBdyNE+gsJ1mSp6Wl3HMnzy9Q5/js2hQ5RcPlUm7J78aSocTzCrJkl1hv3qrbGV6vhsxaIVy7kmh8PX1+RSdwMv0sb1aZukDzdKHPeCWagW22mRv/O1nvuDK6DscOnzvnMyBlw+F3kj0UtyO6UOdZMfMV6c5lV+vBITYbzOV7RwPUICjywxZLOcv/wf4GToO3SAAAB+LCAQAAAAAAP8GAEJDAgAZCX1Zy47kOA4853yLUS1Rol7AHhLZQF57MfkHc5nz/v9hGRQpW5mFAgqNcdqWqSAZEdT88+//KNxSTY1rvH3d7rf7834/njeKlG5/7n//ffv95z8599vzNe6/x+8/4/nfW/gVRwxHPcKgOLjc4i8a4UhHGmWkJpdy/8i4n9vI1X/I84fW7IXYjygv1MFsv/Sjj9gGr1cKXqmjR/9GPCjL86P4IxRmGD3ZD12uYx4tv8UhGyRdIxwchvy1rk9IHHgi9pF5+0E+W/76RxFiKjUGIPS6ve73x/0WowT5E0DtKCPyaFGu5PsJQSREhUvsfJCE4LtIDBxsU0Fixq5rnFDHI9KgNHKw2ykOeUFw1Nv1oI7HE+vaE5BwSQSPXEZ1PFjxW/AQD5JIq6/Vh6zGdilRlsHdUag9k6LweDxvr8fzeEihSPIWDhLSOw5ER8TmJeDilYJ1aWSyS5LKkYwIOsHhILwhO/ak5iY/MJ0IIUN1Jt1KKcm+8ijBf4koLqq+hqCWZxh5fYXxQx1tBVIOalpd/g4jEFm2eQEKQlHQl/zyKifJTpTgyWCq3EIODTAJUMdLMMonRPETIgm1zIK71Kjkm7SbFMQkm0Gw/UxrKjP67pmTZQIiK0ge4ZeAZsnRC7tLsuWRLyCgVSiA4LuMzRgCJA0lmUFX67JlviOLtOq/zFDS6J6MiOxI39bm9Yt1c5jIKvZ4IrVRHKQYW+xB+gYt9bjFcCJE9ROhpMnso/TZTlJU2k5p3ibAJallmi2QUGCy9fl0Emzw8Tp3QMiiIhd8Md1ytZfRm6hHexlbSVhkYiYvS8JGt0AKAqne5pEtj3Nl0kInwOCNHHBdsqPAgVJORVB4CvlGziepcHqvFKQBn6OVi64JrrPqFeeOGrHgGE+jaebGsiaSQaZ6FxhK05V923kyVEozx9WbJWqh1HkX2WzzUbnX0DUg9jRf1eaVz04+4mCtS6uUO/aQNxC67BwgPG6FL8pTywcGzm+OsV022oi2l/lx7Fkauhs3qmYpb+glGEEQrMXgk/+WPwcIS/FaSvtA2NIzX6c02Xd95RodevzjQa5+iPsWFgRNCKPKfyhn3B+v+61JFAuG8A2vSiGKaBSpCedZCQ61sJg9aUDF9VqqVnTSrlGaHSHxalm9Sp7SpMXRu6efpfOR0nNtIVurevSXtP+FWBEYr9KpuGtyRaop2bVXOE7+cjMgKIQUe4vWEJTKhRjqp8rKNkDxzcs2Q/1zh7bjdlVuloZYtSd1yepJcM0Hg7m9juloKrM8L7O6EymH5t3b0bx5gyiCNmybkFGomqWHQLzSjnrdpx3oi8/xMiKfBYGGkiZq/YIDFSlTeDLQY7hISPlsilVveSswY7gpdAyaUJCaOSK726ey9PxWnI4K3Ed267Jul60Nat+70XofSsFSN+2n1nV+UrMnTuVaDDmEYMSQ48VphHeRuKzO+7bKxvLNQsHHpPKM9J2zLG4HrMU3DOL2dK37PuwSd4n80qXP5eUtStXS4mRJ0dzswiBK7ivNQhBf3vIFBCGbD6XkQ8wvrFO7SGE9bYMsLjxhkU9Lvkoc7k+qWO3BZGq1Dy17Q0Bl1a57g3R8qsxuSkoLnL00pEPU5LJ/miel8FbyJbuu4p9ZsbN9wCCjLBxyo5YmQ4qlauGCgzjfbzxVRzP3vgyEGiru3r1K9Y6DVbHfdbKksix2BU65eHlEZbi2NV+fl8l9GF+8fl6oCUpqF5sHEhUHsnpQk5rXWibDJVxwKCmQE4No58Ih9XeCvJTbrjytb9X3JlPlrZn37l2mztQybQJoKy89rHv3lb3q33iBdk4Jb3cXBp0zB/WOj+fj9UJB9HZhSKGy94LgQ1RoBeDlltYYWZEE01IJTyqb+ZQ/nuzKq9B1iErt4vrYS5kzjJWOqF+/vpQ8Enru6+b+eXqQoLel4yW/jNs26qjDK/Ouk9iXiQhcMJ/+kTjEEmJQF/2UaugXuRQl+uiKjLZChos1vApgrxv5OO6ocnncWkjSkNTIpXPiyKjz6mIqRe0Di2xaxTKWZREJ3/Uv5VkdnHb16ptRdb8uiEGyXVobmhP5CRcUeurVeqJchgkO6VMrzde1ZeFNdnYlyNtl32vRTKBz+zpKmC1hBEhIngwtbbHGFJX9bt3nDGv8OXgu7/4upN5dix5L5BRTdZnoJwL8zeFNgtMRgNPWbxS3IwJa01xRt9CWwDSd/txnJvWRZv59QomzVURgWP3YOoyAgZrD1PSwKBnUga3VdKxbBzG8plMNhHV+OV8mNcDhAkKNFM0vRG7pB0q4JHM/ODFUHHIr2TnGhFUXTvIzIT52uNt2w2Aq78TqgFuBO1fiZdGqYvNTnYN9/fZymbf0xu8GQgoihyxUNAdrYsoXgfg0DNKKkZUSbGP42uoNUJkESrPzCjg0rSEcs6/LHtqyIllmprsqaPA9+UIWtVoDtHDfG4WNlXRgMMkCGev+vRzLOIeeAl4BOVfffmzcQsdELbrweOH4JcRTIwHHOwSiuQojznnM3Ev4NBPMbRmIaKTlhn8avTSFnlRTQImkk7BVrBksP8rDAZNZrnUYto730mq/ObSeB3zRznpq3M6ldHj38RwaFJ1/xTdodKx04701taR5vyQinOg1I41SLpaq7zPGOl2QGi9tmSQCx0v+VedMJKdUJT1k4cu5bNY5zcfPjs4/Kd/prq4zAy2t7ByDMa6ex3JSOvJXzCuKocoOuY+m7tRRaNgznVlUM7bapYZaWT5r7XI9q+Nvxm6tDD3/6xdGg4q6XAB8zL6zkovq6/I1c1eeEdkwwzFfRJDW3JXQl7TOz9WSxng5Mtby7GXjxjVXC+fKX3FGT1Vlah3qIXPtVNCcUhLqdB9B9cfTOKMBp007bLNNzsOAPu3ueQZlE7c8DAPSp5aHoV0mwdjsqVrMYbmIhNNIccPOsjylOrFLEami9ui5STp4mS1DYHFx8Dy5WyNeTpORsrvKXIsY67pOJGPvPx49+ERfd0fbd7WwU8M4t1mWdU7o+LcBHP8LBo3U1RGSdtLlPHI3x1ZhC4Oc3GToaOK7tKdzdWuqNGcHN5PrxVf/H8A5lQ0IGgAAH4sIBAAAAAAA/wYAQkMCAEAKfVnLjiS5DTyXvyXRK0rUKwEfCjVAX8fYPvi+F5/9/wcz+FAqu9oL9PSgOjOVYigYDLL++s9///0ovZX6+Hi8Hl+Pkh6/n3/++fj1+59M+fH5dT5/nb9+n5//eqQ/6BwH8ZnzOad8TCfXQ351+V+v0jgyPpwj2+d8UMLtVPX2etDZztEeH398nOnI45SfjwfJrelgxkrx5DxKPms++/D31pPK2bPfLMvKz5h2s6ybT3nzKOvzPEs7mz2cy0H15GzblCf5wE1np3/8hfiJZmnTAaAx6G8gkHALYi5n6bp4xc7SOft61ThZ/mxb4WNg35V931WDGkNXKunAL0SFj3hWo2CLIsmzgp3ApSvnI9N6L7CUf2e1c5CLijNbwFTwKJ+j364Oe09F+HWco3r4s/YuZ/J4CgBVAlnRl/FGgIlw+WzJAyp0lnrOsYBPCKEaGgK07EKAH8nRaCfJf/12DK3GWg2HNtN6tp5lnt24lasiW2TbBp5QEZfnTgn8ZTFR4JDNsN3dcWgpCESHkJTxLoMgJ4mVnAHyyEKA2xsC1LCRwmelDU4JY8a+gQEbIxLOQqMcZGHI000hccIQ0oCnHZ1sdIIT8rHZ0fGhizlFCFeFBiP4JBED0IhKjqJ07MQ+IsEEIb/X0i3e0wGfkGAYArOMTEaCz0e5ECiS6W8IpGMKW8++mEn6XqZ4L/4oFAsRmLpnz+yOcxUAeo5zxUl1nLvTQDheLIEQLJKinTV5to1TFWg9K8c6zlYCe02ZSRFylXtCBviQLZtmSPzICUhM8yRInGqOLGgtXxyY/KYBRIeyzcFknBL0i+MMCWRzJmcFRCL2kLjhbiF2Mv5AT2pBGiw9WfdWsKe2ENhCSCjJ3W7cw4ugg+OWEj3d1bfai5BBCmVfydoBwegOQSspScp/CANeDwnt4sB3BAjaJUFVTTg7dFkMebEOHTJ0Tr4pXambLgj7OgdxMzJqrZWV5TM+QjWFEdlLgVCgBfmUHqYv8gwAEMbXoLzIBY5l11dJzBYsJhyO0CPin9w4uQowlQVA/UEIweMJ3jozsXrHqdcWPM6QRgp1Q0zFkmIT7Hw/V2dQ1uzMpnW21Qn8Qhub5hDZwZs2Mt69AJRrEnjrAaAsPreDFxbIHV5JFi/ywmGWRK4FNCQrrnr4rgZV0lve3j2vmumXn3TDxYr6t9NAWAEHoEFLIB+RFigNZ/ddNauGM/BjaFdUAy9DUfAVe1l4RMByTf7i8MnKQ7YQ4DJZAb/MBINQSwlG73OABl+vr8fr+XzksqkBv1MBAtgR9BJeYT4p/IF31eKTwjRhTxf5YaAGQNkPa8RaIqySKXNpa8VZRZmDR5Cs89SYQHtEvhcUJmHgqLGwmC+eu2txlyL0E35JMocU5NZGy92loOQtFaTqfY+/Hawq5KLctcIVs26uSrz0f4HlFY5R0mqKaqofRRzrdrGgstysV41amvVgnTKMrAGS/jByDGbUkqRgm/AP6SZYXjrG0ZWokQM0GqEKQAxeny8xRn0jQf+eBvG25TGjcM8cO7et5bhZvZwnjXkEtU2+NamYKaKOrAm/oc6vwkV5YkwAVpaL6qjFbtCzGoYZVY+wFGQ5bQJZlk90+ZzFQei515FaOONa6G+84RZVi+Xwax2HniWt/ParnVYKqzq7WOOkpSZS4JNUY+iOTyRwUXzCMuFmCJz7ZFSImiMLJOSs9quFigtZJUlqC23QUt2nQVBS5TkK1OD5+vr8Ekmk2TeLnO8Ngkv9BIzkBtBL4VhvUJ60sjmJjKK0s3JVDWt0QqnVHJZgkRlorfceGqpRHH04nL5sKn6FnoquDM3ClQ0VItgoCkpRkkWLVMaEJIAKoomikVebWIU935lQ8W6ATpvjaVCE62UTtXDfSucQCBQjuASLsllytB2/EiIX7ntGybcOq9SbIrTdarXwBwb2NDEFsNBLjhfFzdPtAVNjkYWsEHx9wTFessgp/cQDRgVb/Q16Dvkpd8PkPSnSgVZ9y0mbjLFBNrDVZYlkXSRP297EkPMbx2uwhrTq3tuuYQQsqEbSdvV4Fj4l2T42K8sOQuGWuSoPvj4lJ6Q6ct7IkPkNhyhwZdUhNMRXT2ybvZoW0A+M96vqZELO3ML1ddpaO8J3Zyt4MxBmqIAZ64Qih19wqDuEbk1MoDl6ZBOREiCFMvaAoeVKibIr4yiXWeb6zgQTrBJMiMO8CjODwjW2XdXyu15kyH1W2ujpgdGo8eVWV7w/DGtx9YcF0lPapv7JPLocsXzqYZ2XNdut8zqGtUUvjxXkpwKD8Hy+Hp+vTwxR5gZC+SEdJGSoVeCPk61QSb+aoYMjWjd4yGVZRRMKZiohdQTVht02EadDU2mMqyIKhhcNVDBm3zDhsAHRbi6biSjXXCXEOjoqVAfZZHGrWPug3kq0zdSZ/29luEnyDO0nbWVcAqDuyPF6P/gWUmajtl2ditUtWLCGlea4RUFl8yLtcsfG/FVypsZ07+O8emayPGj5putRHvvMdfbUHQDOe9P4XhYY0gNH5pxDSJhXrEmJmpOAw+vmpYB6bj12jfZK4new0qG9HAfx0U3Wy+tZhfEyusrRt1K4Nx7XBIZs5DJjANGUpssnJlHDwVWt8ufXSzJhiNAtFHr/KRE0K314YOaPozuIJF2G3+Zai72meGEIAGiutnWdmpL2jcsR2EhtKQuahwmNs/aLlM0ft26hx4vk1IUn7uXCPdRoUmy0FNMjyqOPSryaxq0y0k96KLoTAedm7HQJs4kHX2WyaHlyLxwZGPXAW9deblc7b3aJztUUqyy0NQRWT+kfo7VovrDaT58xFB1IQFHcHbHOk8vFgpJEDUviCJ82KczvDFhc5oA+qfHIkRbqQTmS2aZYY+VB1n2327HNcALWJrt3CvLWHg4n3QaEpqJLN50tATwGMpcgm6n1oV5WD4ebU0Awc5opZ00EcQWz7lo4f3JH0o72GGbrHMsPuSbrFMZ+NNdAFXyhZmPykGiKAbwY13MEeZJKfzrbshpNp77roxkyS4dQhY9b4zTbJkZrDmffOAi11lcInNosJKbeWuY+tqFJ/T5EvlxXuY9qrwbQytu4aXKziGPol0NTFZ2yH1tbztvRifamWktMoQ9YuIfiWgtbLqaxPttWZ05LemzOrWoS/phYjCHlTjo50W9S/tYUZWnHcRzb1z8crj48f4wPhw/F0w0trxuMq+itY9vmVZbtRrNRA7yCQlEoOmBTorBaPpRzuxSdY023J32CV8EIjCZW+HXmllpXTygakMYe/w/dsnu1RU5r3Ns30uc76YMgZm378nlp+xIK40HFa8bda7yqSyf7LsThiyp8gdt07rae1Txv+cYYvr7sYHPRjkKl1vMwR/D6fD6hBSNfclhTfUfCNzSCC0Q+pLgVpjUf01Ph9UUPaam/eh/NcV4StxdX/XaF9Ui9mqKkRSot1t1nbd4haJ0qmnf+rM6/670VEUH4HxlGkvdUHQAAH4sIBAAAAAAA/wYAQkMCABsAAwAAAAAAAAAAAA==']}
HIDDEN_TRUTH = {'digest': '285aeba15144811363053c77ee0cdd2ffcc44975884b5351aaa3d30c9a152415',
 'failed': {'LIB7246': ['het_hom'], 'LIB8491': ['titv']},
 'n_records': 127,
 'samples': ['LIB7246',
             'LIB9678',
             'LIB3507',
             'LIB3215',
             'LIB7889',
             'LIB5568',
             'LIB8491',
             'LIB8350',
             'LIB8355',
             'LIB4200',
             'LIB8990',
             'LIB2358',
             'LIB8960',
             'LIB2787'],
 'table': {'LIB2358': {'called': 124,
                       'het': 25,
                       'het_hom_ratio': '0.905',
                       'hom_alt': 34,
                       'titv': '3.091',
                       'ts': 34,
                       'tv': 11},
           'LIB2787': {'called': 125,
                       'het': 37,
                       'het_hom_ratio': '1.923',
                       'hom_alt': 18,
                       'titv': '2.900',
                       'ts': 29,
                       'tv': 10},
           'LIB3215': {'called': 125,
                       'het': 37,
                       'het_hom_ratio': '3.444',
                       'hom_alt': 19,
                       'titv': '7.000',
                       'ts': 35,
                       'tv': 5},
           'LIB3507': {'called': 125,
                       'het': 33,
                       'het_hom_ratio': '1.733',
                       'hom_alt': 23,
                       'titv': '3.750',
                       'ts': 30,
                       'tv': 8},
           'LIB4200': {'called': 120,
                       'het': 27,
                       'het_hom_ratio': '1.278',
                       'hom_alt': 27,
                       'titv': '4.833',
                       'ts': 29,
                       'tv': 6},
           'LIB5568': {'called': 120,
                       'het': 35,
                       'het_hom_ratio': '2.909',
                       'hom_alt': 20,
                       'titv': '4.000',
                       'ts': 28,
                       'tv': 7},
           'LIB7246': {'called': 122,
                       'het': 62,
                       'het_hom_ratio': '17.667',
                       'hom_alt': 11,
                       'titv': '4.556',
                       'ts': 41,
                       'tv': 9},
           'LIB7889': {'called': 120,
                       'het': 33,
                       'het_hom_ratio': '1.412',
                       'hom_alt': 26,
                       'titv': '2.636',
                       'ts': 29,
                       'tv': 11},
           'LIB8350': {'called': 125,
                       'het': 33,
                       'het_hom_ratio': '2.636',
                       'hom_alt': 23,
                       'titv': '2.600',
                       'ts': 26,
                       'tv': 10},
           'LIB8355': {'called': 123,
                       'het': 31,
                       'het_hom_ratio': '1.105',
                       'hom_alt': 32,
                       'titv': '4.250',
                       'ts': 34,
                       'tv': 8},
           'LIB8491': {'called': 120,
                       'het': 38,
                       'het_hom_ratio': '1.882',
                       'hom_alt': 28,
                       'titv': '0.516',
                       'ts': 16,
                       'tv': 31},
           'LIB8960': {'called': 123,
                       'het': 34,
                       'het_hom_ratio': '2.900',
                       'hom_alt': 19,
                       'titv': '4.667',
                       'ts': 28,
                       'tv': 6},
           'LIB8990': {'called': 122,
                       'het': 27,
                       'het_hom_ratio': '1.250',
                       'hom_alt': 31,
                       'titv': '3.556',
                       'ts': 32,
                       'tv': 9},
           'LIB9678': {'called': 120,
                       'het': 29,
                       'het_hom_ratio': '1.923',
                       'hom_alt': 24,
                       'titv': '2.455',
                       'ts': 27,
                       'tv': 11}}}

def parse_vcf(text):
    """(samples, {CHROM:POS:REF:ALT: "gt,gt,..."}) with genotypes as sorted allele indexes, missing as ./."""
    samples, got = None, {}
    for line in text.splitlines():
        if line.startswith("#CHROM"):
            samples = line.split("\t")[9:]
        if not line.strip() or line.startswith("#"):
            continue
        f = line.split("\t")
        keys = f[8].split(":")
        gi = keys.index("GT") if "GT" in keys else 0
        gts = []
        for cell in f[9:]:
            v = cell.split(":")
            a = (v[gi] if gi < len(v) else ".").replace("|", "/").split("/")
            gts.append("./." if "." in a or "" in a else "/".join(sorted(a, key=int)))
        key = f"{f[0]}:{f[1]}:{f[3]}:{f[4]}"
        if key in got:
            raise AssertionError(f"record {key} appears twice")
        got[key] = ",".join(gts)
    return samples, got


def parse_table(text):
    rows = [line.rstrip("\r").split("\t") for line in text.splitlines() if line.strip()]
    if not rows:
        return {}
    head = [h.strip() for h in rows[0]]
    return {r[0].strip(): {h: v.strip() for h, v in zip(head, r)} for r in rows[1:]}


def parse_failed(text):
    out = {}
    for line in text.splitlines()[1:]:
        if line.strip():
            s, _, why = line.partition("\t")
            out[s.strip()] = sorted(w.strip() for w in why.split(",") if w.strip())
    return out


def same_value(got, want):
    if isinstance(want, int):
        try:
            return float(got) == want
        except (TypeError, ValueError):
            return False
    try:
        w = float(want)
    except ValueError:
        return got == want
    try:
        return abs(float(got) - w) <= 0.0006
    except (TypeError, ValueError):
        return False


def digest(recs):
    import hashlib
    return hashlib.sha256("".join(f"{k}={v}\n" for k, v in sorted(recs.items())).encode()).hexdigest()


def check_outputs(texts, want):
    """Raise AssertionError where (vcf, table, failed) texts differ from the truth."""
    vcf, table, failed = texts
    samples, recs = parse_vcf(vcf)
    assert samples == want["samples"], f"filtered VCF samples {samples}, expected {want['samples']}"
    if "records" in want:
        missing = sorted(set(want["records"]) - set(recs))
        extra = sorted(set(recs) - set(want["records"]))
        assert not missing and not extra, (f"filtered VCF: {len(recs)} records, expected {len(want['records'])}; "
                                           f"missing {missing[:4]}, should not be there {extra[:4]}")
        bad = [k for k in sorted(want["records"]) if recs[k] != want["records"][k]]
        assert not bad, (f"genotypes differ at {len(bad)} records, e.g. {bad[0]}: {recs[bad[0]]} != "
                         f"{want['records'][bad[0]]}")
    else:  # the hidden cohort: its records by count and digest
        assert len(recs) == want["n_records"], f"filtered VCF: {len(recs)} records, expected {want['n_records']}"
        assert digest(recs) == want["digest"], "filtered VCF: the kept records or their genotypes differ"
    rows = parse_table(table)
    assert sorted(rows) == sorted(want["table"]), f"sample table rows {sorted(rows)}, expected {sorted(want['table'])}"
    for s, cols in sorted(want["table"].items()):
        for c, w in sorted(cols.items()):
            assert c in rows[s], f"sample table has no column {c}"
            assert same_value(rows[s][c], w), f"{s} {c}: {rows[s][c]!r}, expected {w!r}"
    got = parse_failed(failed)
    assert got == want["failed"], f"failing samples {got}, expected {want['failed']}"


def _read(path):
    assert os.path.isfile(path), f"{path} is missing"
    with open(path, errors="replace") as f:
        return f.read()


def test_cohort_outputs():
    texts = [_read(os.path.join(OUT, n)) for n in ("filtered.vcf", "sample_qc.tsv", "failed_samples.tsv")]
    check_outputs(texts, TRUTH)


def test_pipeline_on_another_cohort():
    assert os.path.isfile(BIN), f"{BIN} is missing"
    fx = tempfile.mkdtemp()
    os.makedirs(os.path.join(fx, "data"))
    for name, (enc, content) in HIDDEN.items():
        with open(os.path.join(fx, "data", name), "wb") as f:
            f.write(base64.b64decode(content) if enc == "base64" else gzip.decompress(base64.b64decode(content))
                    if enc == "gzip" else content.encode())
    work = tg_guard.give(fx)
    prog = tg_guard.give(BIN, work)
    os.chmod(prog, 0o755)
    p = tg_guard.run([prog, os.path.join(work, "data"), os.path.join(work, "out")], timeout=300)
    assert p.returncode == 0, f"vcfqc failed on another cohort: {p.stderr[-800:]}"
    texts = [_read(os.path.join(work, "out", n)) for n in ("filtered.vcf", "sample_qc.tsv", "failed_samples.tsv")]
    check_outputs(texts, HIDDEN_TRUTH)
