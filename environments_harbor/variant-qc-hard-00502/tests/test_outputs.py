import os
import subprocess

import pytest

import tg_guard
import base64
import gzip
import tempfile

OUT = '/srv/ashgrove/heari89/qc'
BIN = '/srv/ashgrove/heari89/bin/vcfqc'
TRUTH = {'failed': {'NGS1243': ['sex'], 'NGS7168': ['het_hom']},
 'records': {'chr14:100268091:C:T': '0/1,0/0,./.,0/1,1/1,1/1,0/1,0/1,0/1,0/1,0/1,0/1,0/0,./.',
             'chr14:101506083:C:T': '1/1,0/1,0/0,./.,0/1,1/1,0/1,1/1,0/1,0/1,0/1,0/0,1/1,0/1',
             'chr14:1329854:T:G': '0/0,./.,0/0,0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/0',
             'chr14:15085060:T:G': '0/1,0/1,0/1,0/1,1/1,1/1,./.,0/0,0/1,1/1,0/1,1/1,0/1,1/1',
             'chr14:16026434:G:C': '1/1,1/1,1/1,0/1,1/1,1/1,1/1,1/1,1/1,./.,0/1,1/1,1/1,1/1',
             'chr14:16066682:T:C': './.,0/1,1/1,0/0,1/1,0/0,0/1,1/1,./.,0/0,0/1,0/0,0/1,./.',
             'chr14:16414776:G:A': '0/0,1/1,0/1,0/1,0/1,0/1,1/1,1/1,0/1,1/1,./.,0/1,0/0,0/0',
             'chr14:22962530:T:C': '0/0,1/1,./.,1/1,1/1,0/0,1/1,1/1,1/1,./.,0/1,0/0,0/1,0/0',
             'chr14:26114711:CGTC:C': '0/1,0/1,1/1,1/1,0/1,0/1,1/1,1/1,0/1,1/1,1/1,0/1,0/1,0/1',
             'chr14:26118372:G:A': '0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr14:34208449:G:A': '0/1,0/1,1/1,0/1,0/1,1/1,0/1,0/0,./.,0/1,1/1,1/1,0/1,0/1',
             'chr14:41313053:C:A': '1/1,0/0,0/1,./.,1/1,0/1,1/1,./.,1/1,0/1,./.,1/1,1/1,1/1',
             'chr14:54600256:A:T': './.,1/1,1/1,0/1,1/1,0/1,1/1,0/1,0/1,1/1,1/1,0/1,./.,1/1',
             'chr14:57365846:TTTCC:T': '0/1,0/0,1/1,0/1,0/0,1/1,0/1,0/1,1/1,1/1,0/1,1/1,1/1,1/1',
             'chr14:63931423:A:G': '0/0,0/0,0/0,0/1,0/0,0/0,1/1,0/1,0/0,./.,0/0,0/0,0/0,./.',
             'chr14:77207105:GAGGCC:G': '0/1,0/1,0/1,0/1,1/1,0/1,0/0,1/1,0/1,0/1,0/0,0/0,0/0,0/0',
             'chr14:77991553:TCGAT:T': '1/1,0/1,0/1,0/1,1/1,0/1,0/1,./.,0/1,0/1,0/1,0/1,0/1,0/0',
             'chr14:83475286:A:AGT': '0/0,0/0,0/0,./.,0/0,0/0,0/1,0/0,0/0,0/1,0/0,0/1,0/0,./.',
             'chr14:83598982:ATG:TCT': '0/1,0/0,0/0,./.,0/0,0/1,1/1,1/1,1/1,0/0,0/0,0/1,0/1,1/1',
             'chr14:89000711:C:CA': '0/0,./.,0/0,0/0,0/0,0/1,./.,0/0,0/1,0/0,0/0,1/1,0/0,0/0',
             'chr14:9090671:C:T': '0/0,0/1,1/1,0/1,0/1,0/1,1/1,1/1,1/1,0/1,0/1,1/1,0/1,0/1',
             'chr14:96262769:G:C': '0/0,0/1,1/1,0/1,1/1,0/1,0/1,0/1,0/1,0/1,1/1,0/1,0/0,0/1',
             'chr18:11825204:GACT:G': '0/0,0/0,0/0,0/1,0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0',
             'chr18:17009361:C:T': '0/1,1/1,0/0,0/1,./.,0/0,1/1,0/1,0/1,0/0,0/1,0/1,0/0,0/1',
             'chr18:17570790:T:TCGT': '0/1,./.,0/0,0/1,0/0,0/0,0/1,0/1,0/1,0/0,0/0,0/0,./.,0/0',
             'chr18:19185317:A:T': '0/0,0/0,0/0,0/1,0/0,0/1,0/0,0/0,0/0,0/0,0/1,0/0,0/1,0/0',
             'chr18:21589961:T:C': '1/1,0/1,0/0,0/1,0/1,0/1,0/1,0/1,0/0,0/0,0/1,0/0,1/1,0/1',
             'chr18:224096:TGTGG:T': './.,./.,0/1,0/1,0/1,./.,0/0,0/1,1/1,1/1,0/0,0/0,1/1,1/1',
             'chr18:26239135:C:A': '1/1,0/0,1/1,0/1,1/1,1/1,1/1,1/1,1/1,1/1,1/1,1/1,1/1,1/1',
             'chr18:26409711:G:A': '1/1,0/1,0/1,0/1,0/1,0/1,0/1,0/1,0/1,./.,0/0,0/0,0/0,0/0',
             'chr18:29756178:G:T': '0/1,0/1,1/1,./.,0/1,1/1,1/1,0/0,0/0,1/1,1/1,0/1,0/1,0/0',
             'chr18:3494389:A:G': '1/1,0/1,0/1,0/1,1/1,1/1,1/1,0/1,1/1,0/1,./.,0/0,1/1,1/1',
             'chr18:38476019:A:AC': '0/1,1/1,0/1,0/1,0/1,0/1,0/1,1/1,0/1,0/0,0/1,1/1,1/1,0/0',
             'chr18:38730593:T:G': '0/1,1/1,0/0,0/1,./.,0/0,0/1,0/1,0/0,0/1,0/0,1/1,0/0,0/1',
             'chr18:436431:G:A': '0/1,0/1,1/1,0/1,0/1,./.,0/1,./.,0/1,0/0,0/1,1/1,./.,0/0',
             'chr18:47076159:G:T': '0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/1,0/1,0/1,0/1,0/0',
             'chr18:50072216:T:A': '0/1,1/1,0/0,0/1,1/1,1/1,./.,0/0,1/1,1/1,0/0,0/1,0/1,1/1',
             'chr18:53541597:G:A': '0/1,0/1,0/1,1/1,0/1,1/1,0/1,0/1,1/1,0/1,1/1,0/1,1/1,0/1',
             'chr18:58904366:T:C': '1/1,0/1,0/0,0/1,0/0,0/1,./.,./.,0/0,0/0,0/0,0/1,0/1,0/0',
             'chr18:61884025:A:G': '0/0,0/1,0/1,0/1,0/1,0/1,0/0,0/0,0/1,0/0,0/1,0/0,0/0,0/1',
             'chr18:66224754:G:C': '0/1,1/1,1/1,0/1,1/1,./.,1/1,1/1,1/1,1/1,0/1,1/1,0/1,1/1',
             'chr18:74214154:G:A': '0/1,1/1,0/1,0/1,0/1,0/1,1/1,1/1,0/1,1/1,0/0,0/1,1/1,0/1',
             'chr18:74597176:T:A': '0/0,0/1,0/0,0/1,./.,0/1,0/0,0/1,0/0,0/1,0/0,0/1,0/0,./.',
             'chr18:9083241:C:A': '0/1,1/1,1/1,0/1,1/1,0/1,0/1,./.,1/1,1/1,1/1,1/1,./.,0/0',
             'chr3:117878995:C:A': './.,0/1,0/0,0/1,0/1,1/1,0/1,0/1,0/1,0/1,1/1,1/1,1/1,0/1',
             'chr3:12622258:C:G': '1/1,0/0,0/1,./.,0/1,0/0,0/1,0/1,0/0,0/0,0/1,0/0,1/1,./.',
             'chr3:132280110:G:GTCTT': '0/1,1/1,0/1,0/0,0/1,0/0,1/1,0/1,0/1,0/1,1/1,0/1,0/1,1/1',
             'chr3:142668280:A:T': '0/0,1/1,1/1,0/1,1/1,1/1,1/1,1/1,1/1,0/1,1/1,0/1,0/1,0/0',
             'chr3:142712596:G:A': '0/0,./.,0/1,0/0,0/0,0/0,0/0,./.,0/0,0/0,0/0,0/0,0/0,0/1',
             'chr3:147607376:A:G': '0/1,1/1,0/1,0/1,0/1,0/1,1/1,0/0,./.,0/1,1/1,1/1,1/1,1/1',
             'chr3:148355365:T:C': '0/0,0/0,0/1,0/1,0/0,0/0,0/1,1/1,0/0,0/0,0/0,0/0,0/1,0/0',
             'chr3:155413403:A:G': './.,0/0,0/0,0/1,0/0,1/1,0/1,./.,0/0,0/0,0/1,0/1,0/0,0/0',
             'chr3:155418479:C:G': '0/0,0/1,0/1,0/1,0/1,0/0,0/1,0/0,0/0,0/1,0/1,0/0,0/0,0/1',
             'chr3:161338360:G:A': '0/0,./.,0/1,0/1,0/0,0/0,./.,0/1,0/0,1/1,1/1,0/1,0/1,1/1',
             'chr3:169688937:C:T': '1/1,1/1,0/1,0/1,1/1,0/1,1/1,0/1,0/1,0/1,1/1,0/0,0/1,0/1',
             'chr3:170160236:T:TCA': '0/1,0/1,./.,./.,0/1,0/1,0/0,./.,0/1,0/1,1/1,1/1,1/1,0/0',
             'chr3:24696724:C:T': '0/0,0/0,0/1,0/1,0/0,0/0,0/0,0/0,0/0,0/1,0/1,0/0,0/1,0/0',
             'chr3:25091259:A:ACAGC': '0/0,1/1,0/1,0/1,0/0,0/1,0/1,0/1,./.,0/0,0/0,0/0,0/1,0/1',
             'chr3:36729514:A:G': '1/1,0/1,0/1,0/1,1/1,./.,0/1,0/1,1/1,1/1,./.,0/0,0/1,1/1',
             'chr3:54008583:T:TATCCT': '1/1,1/1,1/1,0/1,0/1,0/1,0/1,1/1,0/1,0/1,0/1,1/1,./.,1/1',
             'chr3:67492730:G:C': '1/1,0/1,0/1,0/1,1/1,0/1,0/1,0/1,0/1,0/1,0/0,0/1,0/0,1/1',
             'chr3:75199764:A:G': './.,0/1,1/1,0/1,0/1,0/0,0/0,0/0,0/0,0/1,0/1,0/0,0/0,0/1',
             'chr3:86526494:T:G': '0/1,0/1,0/1,0/1,0/1,0/1,0/0,0/0,0/1,0/0,0/1,0/0,0/0,0/1',
             'chr3:89357210:C:T': '1/1,0/1,1/1,0/0,0/1,1/1,./.,0/1,1/1,1/1,0/1,0/1,1/1,1/1',
             'chr3:91733764:C:T': '0/0,0/0,0/1,0/1,0/0,0/0,0/1,0/0,0/0,0/0,0/1,0/0,0/0,./.',
             'chr3:92876244:G:A': '0/0,0/1,0/0,0/1,0/0,0/1,./.,0/0,0/1,./.,0/0,./.,0/1,0/0',
             'chr3:95984443:C:T': '0/0,0/0,0/1,0/1,1/1,0/1,0/1,1/1,0/1,0/1,0/0,0/1,0/1,0/1',
             'chr3:97784555:T:C': '0/0,0/0,./.,0/1,0/0,1/1,1/1,0/1,./.,0/1,0/0,1/1,0/1,0/0',
             'chr3:98368767:C:A': '1/1,0/0,0/1,./.,0/1,0/1,0/1,0/0,./.,0/1,1/1,0/1,0/1,0/0',
             'chrX:102968396:G:A': '0/0,0/0,1/1,1/1,0/0,1/1,0/1,1/1,0/0,1/1,./.,1/1,0/0,0/0',
             'chrX:1030814:A:G': '1/1,0/1,0/1,0/1,./.,0/0,0/1,0/1,0/1,1/1,1/1,0/1,0/1,0/1',
             'chrX:103514847:T:TTA': '0/1,0/0,0/0,0/1,1/1,0/0,0/1,0/0,0/1,0/0,0/1,1/1,0/0,1/1',
             'chrX:1044994:G:A': '0/1,0/1,1/1,1/1,0/1,0/0,0/1,1/1,1/1,0/0,0/1,0/1,0/1,0/1',
             'chrX:1057001:T:C': '0/0,1/1,0/1,1/1,0/1,1/1,0/1,0/1,1/1,0/1,0/1,0/1,1/1,0/1',
             'chrX:106763255:A:G': '1/1,0/0,1/1,./.,0/1,0/0,1/1,0/0,0/0,1/1,0/1,0/0,1/1,0/0',
             'chrX:108489992:A:G': '1/1,0/0,1/1,0/1,1/1,0/1,0/1,1/1,0/1,0/0,1/1,0/0,0/0,1/1',
             'chrX:11592710:T:C': '0/1,1/1,0/0,0/1,0/1,0/1,1/1,0/1,0/1,0/0,1/1,0/0,1/1,./.',
             'chrX:1193692:A:G': '0/0,0/1,0/1,0/1,0/1,0/1,0/1,0/0,0/0,0/1,1/1,0/1,0/1,0/1',
             'chrX:12459683:T:C': '0/1,1/1,1/1,0/1,1/1,1/1,0/0,0/0,./.,0/0,1/1,0/0,0/0,1/1',
             'chrX:125211701:C:T': '0/0,0/0,0/0,1/1,0/0,0/0,./.,0/1,0/0,0/0,0/1,0/0,0/0,1/1',
             'chrX:143792593:T:C': '0/1,0/0,0/0,0/1,0/1,0/0,0/1,0/0,0/0,1/1,0/1,1/1,0/0,1/1',
             'chrX:1565782:T:TTATC': '0/1,0/1,0/1,./.,0/0,1/1,1/1,0/1,0/1,1/1,0/0,0/1,0/0,0/0',
             'chrX:1746257:T:A': '0/1,0/1,0/0,0/0,0/1,0/1,0/1,1/1,0/1,0/1,1/1,1/1,0/1,0/1',
             'chrX:1941825:A:C': '0/0,./.,0/1,0/1,0/1,0/1,0/1,1/1,1/1,0/0,0/1,0/1,0/1,1/1',
             'chrX:2220552:G:A': './.,0/0,0/1,0/1,0/1,0/1,0/0,1/1,0/1,0/1,./.,0/1,0/1,0/0',
             'chrX:2630236:G:A': '0/1,0/1,./.,./.,0/1,0/1,0/1,0/0,0/1,0/1,0/0,./.,0/1,0/1',
             'chrX:2746377:A:G': '0/0,0/1,0/1,0/1,0/1,0/1,0/0,0/1,1/1,0/1,0/1,0/0,0/0,0/1',
             'chrX:2756400:GC:TA': '1/1,0/1,1/1,0/1,0/0,1/1,0/0,0/1,1/1,0/1,0/1,0/1,0/0,1/1',
             'chrX:27975761:G:C': '0/0,1/1,1/1,1/1,1/1,0/0,1/1,0/1,0/1,0/0,1/1,1/1,1/1,0/0',
             'chrX:35614050:T:TGAT': '0/1,1/1,0/0,0/0,0/1,1/1,1/1,./.,0/1,0/0,0/1,0/0,./.,0/0',
             'chrX:361638:GCCA:G': '1/1,./.,0/1,0/1,1/1,1/1,0/1,0/0,0/1,0/1,1/1,1/1,1/1,./.',
             'chrX:36512913:T:C': '0/1,0/0,0/0,0/1,1/1,1/1,0/1,0/1,0/1,1/1,./.,1/1,1/1,0/0',
             'chrX:53766434:T:C': '0/1,0/0,1/1,0/1,0/1,0/1,0/1,0/0,0/1,0/0,1/1,0/0,1/1,0/0',
             'chrX:546530:A:G': '0/0,0/1,0/1,0/1,0/1,0/0,0/0,0/0,0/1,0/1,0/1,0/1,0/1,0/1',
             'chrX:590542:CACTA:C': '1/1,0/1,0/1,0/1,0/1,0/1,0/0,1/1,0/1,0/1,1/1,0/1,0/1,0/1',
             'chrX:625286:CACTT:C': '0/1,0/1,0/1,1/1,1/1,0/1,0/0,0/1,0/1,0/1,0/0,0/1,0/1,0/0',
             'chrX:67141955:GTGGC:G': '0/1,0/0,1/1,1/1,0/1,0/1,0/1,0/1,1/1,0/0,0/0,0/0,1/1,0/0',
             'chrX:69963086:A:T': '1/1,1/1,0/0,0/1,0/1,1/1,0/1,0/1,1/1,0/0,1/1,0/0,1/1,1/1',
             'chrX:77459171:A:C': '0/0,1/1,1/1,0/1,0/1,./.,0/0,0/0,0/1,0/0,./.,0/0,0/0,1/1',
             'chrX:81297800:A:G': '1/1,./.,1/1,0/1,1/1,0/1,0/0,0/1,0/1,1/1,1/1,1/1,1/1,1/1',
             'chrX:83084605:G:A': '0/0,0/0,0/0,0/1,1/1,0/1,1/1,1/1,0/1,1/1,0/1,1/1,1/1,0/0',
             'chrX:85156930:C:G': '0/0,1/1,0/0,0/0,0/1,0/1,1/1,0/1,0/1,0/0,0/0,0/0,0/0,0/0',
             'chrX:92858972:C:T': '0/1,1/1,1/1,0/0,0/1,0/1,0/1,./.,1/1,1/1,0/0,1/1,1/1,0/0'},
 'samples': ['NGS3972',
             'NGS2753',
             'NGS1903',
             'NGS7168',
             'NGS9759',
             'NGS1243',
             'NGS8382',
             'NGS2135',
             'NGS1715',
             'NGS3557',
             'NGS6355',
             'NGS5648',
             'NGS5644',
             'NGS4098'],
 'table': {'NGS1243': {'called': 98,
                       'het': 46,
                       'het_hom_ratio': '1.875',
                       'hom_alt': 25,
                       'inferred_sex': 'F',
                       'x_het_rate': '0.4444'},
           'NGS1715': {'called': 96,
                       'het': 47,
                       'het_hom_ratio': '1.688',
                       'hom_alt': 24,
                       'inferred_sex': 'F',
                       'x_het_rate': '0.6111'},
           'NGS1903': {'called': 98,
                       'het': 39,
                       'het_hom_ratio': '1.647',
                       'hom_alt': 29,
                       'inferred_sex': 'M',
                       'x_het_rate': '0.0000'},
           'NGS2135': {'called': 93,
                       'het': 38,
                       'het_hom_ratio': '1.412',
                       'hom_alt': 25,
                       'inferred_sex': 'F',
                       'x_het_rate': '0.4706'},
           'NGS2753': {'called': 94,
                       'het': 38,
                       'het_hom_ratio': '1.588',
                       'hom_alt': 26,
                       'inferred_sex': 'M',
                       'x_het_rate': '0.0000'},
           'NGS3557': {'called': 98,
                       'het': 39,
                       'het_hom_ratio': '1.867',
                       'hom_alt': 24,
                       'inferred_sex': 'M',
                       'x_het_rate': '0.0000'},
           'NGS3972': {'called': 96,
                       'het': 36,
                       'het_hom_ratio': '1.375',
                       'hom_alt': 24,
                       'inferred_sex': 'F',
                       'x_het_rate': '0.4737'},
           'NGS4098': {'called': 94,
                       'het': 28,
                       'het_hom_ratio': '1.056',
                       'hom_alt': 28,
                       'inferred_sex': 'M',
                       'x_het_rate': '0.0000'},
           'NGS5644': {'called': 97,
                       'het': 36,
                       'het_hom_ratio': '1.625',
                       'hom_alt': 28,
                       'inferred_sex': 'M',
                       'x_het_rate': '0.0000'},
           'NGS5648': {'called': 101,
                       'het': 36,
                       'het_hom_ratio': '1.389',
                       'hom_alt': 28,
                       'inferred_sex': 'M',
                       'x_het_rate': '0.0000'},
           'NGS6355': {'called': 95,
                       'het': 38,
                       'het_hom_ratio': '1.625',
                       'hom_alt': 28,
                       'inferred_sex': 'F',
                       'x_het_rate': '0.3750'},
           'NGS7168': {'called': 92,
                       'het': 70,
                       'het_hom_ratio': '16.667',
                       'hom_alt': 10,
                       'inferred_sex': 'F',
                       'x_het_rate': '0.6111'},
           'NGS8382': {'called': 95,
                       'het': 45,
                       'het_hom_ratio': '1.400',
                       'hom_alt': 27,
                       'inferred_sex': 'F',
                       'x_het_rate': '0.5000'},
           'NGS9759': {'called': 99,
                       'het': 45,
                       'het_hom_ratio': '1.190',
                       'hom_alt': 30,
                       'inferred_sex': 'F',
                       'x_het_rate': '0.5263'}}}
HIDDEN = {'cohort.vcf': ['gzip',
                'H4sIAAAAAAACA41cW29cx5F+Zn6FEL/OMn2p6stgtQBBxYyxTizL3CCviszYAmTJSzHJ5t9v17W7Z8Z0ANvy0Zlzq67LV19V9Rdf/O39h4e/fXr86e3Tyz/ffvkPuE6/+eKLz5/+/vju4eXdzf1/j6PHh789PD58pL94c/tjbuOv3n36+PT+h5f/+dWrl+9+fOyHDw8ff3j68WXMLXeosR7efv788NNfP/xLL/mvs2si+EWhBsg1tn/jomIX9ZDHswB//Zq/+HOwBAitX7zmy6++vv/9G77m9c133x1ePXx+9/j+56f3nz6+/O3Nhw8vhpyeHh4/v/iZLv7+tyfXfP3pn9/+/e2H/TL9y9Pf/vnb797cP779+O7Hh+/+9Lr36x6ePsUQrkPYr3/mh6f3/P3/vXv4/PkPD0/7HfyvL7zvq4efn348e2H+W/71V3/68hv+7avXhz/9/ae/Pjy+jIf7f/388PKrj08PPzw87tfefvrpr+8/Pnz/4nu6w4u37x4/ff784vPbn37+8PD59IZgd4Rn7vjm4e33n48vhvb9x1DQf759/P7AB48P/xgL8XB48fbD0zxDB3pGPvabN3+8uefn3d2ffMB3T4/vP/6wP+3u4eOnp3Hy9OKbV3bxm2fedWjIw4f37+TjP78Yb/Xi6ccHet0Xbz9+Ty83/h0/UVEs9//3pEuykJuffdy3/8719nUv/nco5Punf9Fdbv/w5ps/Xr3+5rurr15dvfn9l1c3X99fffs/N19fiaJc0YJdyaOuXt936GH8UVvJclTHHw1SG38gpDT+yDHSOYgo55AuiC1E+knmv4zQ6ScxNfojlUyXJyydrktAf5Te2m/Iq1yNZ7Rcr66v7q5uruK4y7DMq1evX2LDq7v7482r46vXx7tvr8Lv4jHlQ+pHLMdxLo7jcIB0HP8g8OlyiOEYx9nGh/0Q8zGlY0e5GA+pjJ8ex3vQxfEQ0zHCsfWr699dj0OAI7Tjtfy4HsaV0I9Q9McQjhCPKPeKSKdzO+Yux3CI4yAdxxfz5ekQkc9XOZ8P473Gu5dgL17GrY9Fb5f48vGEpk8bbzoOe1QZtQaljvccIrq/SpCziwliPRPT8KDjehJNti8tx1iPvenDUzuOf0AeDodxcjzapDKem/OxJj6JhzZe/ojRPjORgCt95RD1uPEQxbEkW51xLndaDnkO3WrcOdidI4mo2zeOp2QQidm9eLH02k63ykVuHXg5xj8iz0qvhccKIp9WSVXLkM8tySf04vLJNWzy4aWmr0rISx2G1ox/jy2a6Gjhoj94fHCxVS8HIElh4evG5wa6C6vX+L9Ih+PVAh/SySFFkIM6Pm5oA8pPYQjqOLRNvzwdAn+5HKZO9+kmctIkFipEU5VOj+lN7gz0HF8RWoJjgmOtIpiYY4i5VJMMm7dpzljiU81B0oXxR9teW61trBCQ1PtUBuDTagOBFqXJq9BbHFIe63XEsC4ZiAhwfNYRM93axE5Gd+zy4yHMcQB+M7KvQOd5mfiz5c2aqjCtktoeHiqJM4FbPY53ONZoptVIvL2ohIbihD4WZtjWLXmgNpTnmaDMrqmcS26sC3kEmK4Jx2PxzOZ202jdzg7vUI5d3jlnute4WH8dx6oMOU5XQgt9bOaZMrLRmf2Oj8tuzoG9WpkPoh+jmRHdq/FxMi9HTuPYq8lu6N7weiWeXK2yqxFTDM2cd0qL+07hXEaNdRn8U+CQyS9VWcWBKMfBWNXSxUxokWFYudgbvSz5a3538lEHcVRqjYE0P4nDHSdIv8ZZtTjT5C53zkjXsnz5sNDZKiZH63LgxVELzJFea+iivvUwUFqd6L5f3F6yZ4kny8drEVIKOWKrrGDDCFNK1YVURig9FdJ43FhcClMm80IG3k196bCRUalJZpZJ2L1m1bPId0rZnWgkJ6q+g5aXdBKTr07kGFXtZo1l5v56OKFgi4UHZE8Bdi0pdyFNMfslZ21eiz6KgqcvtUeoLlLC3AtgJhd+c3dzM8DIzVXNU51g3OgMDRTSXvKjq66PQ4/3dDrTM1VWlfxTCeozGrmJpi65Hug/FJCnXIvZiYbIOBccSXAZTZsi+2D91uGM2KIsJiKJTf2ehgX9JQ79H1It3YQ0zHi8kkQQ8uzDnait1ZHU5JQD29rd7cjarmLIMAXUTlUpsFc9sknJuzRefwchw9qR18zkA6zmbbrcTC4X9Zi8EBlCUmFH9vatmAIwfDGHDhJImjmOccJU2PXKNHosEV1oKkyojOPEBpT8LL3J4kaRJI+KJWscsHIkf2xrdwSUpoAwpzMBIZnqkDhbwDgkDzPs5XrxKJHEw4eN4nLz6E+wYUjHdIAXVoVFgjiIpDXE02Hs4t+n+yniq2IX5ABy50xAIusha1viW2voS008m76W3UsBQKZ7DZVqxXxRIP9QFChVbNBqreqMhp+wdJB1CC/4bJhIV1eg06cU3IUk6p45Cg4RGgqK8rK9Lp+WSEqrwaIvLocDcHxRGemIi2lsdHnGuU4mWaoiM/FGfXFVyZFIYSQy3rk42o58KzAAxg4bgwqpMFPBQrplUJBqm7gJQ7iEuCmQkrku2DCLr5lLWkTPCPAleZsJ2SK4vAs7jOSZRlCPzy9LkYzsrlqsYlCtWL5zmlHE4hlo0n/EKw/9JpdCkaXojyv5OFUk1sJILt5+GynTqmmDrKZIDWrHGItZWl4EBANBnflqTpDGmujTkN57xNA1miTD2SN6SPYEBp7oq8LiE4BwgUFgFkE0SzRYfr2JS9U1k9UO4aIFyPHBib5qlTUuCUxmEOG/RhIYGvBC8iDmvZGTT8JHKqESS2gNDRyFxVf385yNohWw5aKhDBJYna6O3KTrrMWc7KgPGEDiDHXsNexakuUuP6DkxKUby8y8xMXW4EGDs2ZF/YR+ONH1MIAkX+xuB4m8ZGtblAADMxSC69SiVlNNLaiMYMnbcNjDqbuGLv5ZYw4rTSDfokkdWXXRBF6Sf8qE7JsruYDYDApFwVH2YpRA6EoOS6B19Od4TjiJA9aDfqI1zVcK1zjaOJVBC/rkvwUq9VXZiR1YrRI17o+oX0oewhARpTT0Y8qonekRpBF5JXFSxUASSps4DAiHzaAeZ+yRbxEt1MBFUDguKbzoVeubcUHcMLf576DOyARRGSJUAeEs5sw4Gjx0RbLNlna5NPDbdVoFffVCAWCIKlummzKGyKnu/QhtscHikdK5R6okZ5D0gakjhkq1W64RWFGTey+gRMj8ahA3Yj5aI5XeK/GKU+5XVmUri7JxzKxxQRIOHztbUJTUloK3RHBNjBmjU/h13cucc+Ni6J1eezW3yrnu0KGcKuQYVETM7jl87OdBjQKTJ+xRYodKX7N5Sx2qped9S6gmEceG2nc9ACe/Kn1SLhsv1E2BMyECy/qAVI7UWzEyuUEokoqdIXGCsJXhR3JtpzCjaV8CQXS5q3hiKiUgY+wBr+8prMECIFO+KCJK8zeOUPU/cSTHYJ6zkcgond6ArWEUpvxAFVBePZFWxLrTY8HoychORV1UVaXR9eDDIVK7WSPqbeiFyYF8RGymYpkRZadQr5/BMi1pxxC4SIlqQGZoPbQpI4xnXptjrtkxCejAUip1h0ZxUTOntxIZ2nA4XZebw3dxyo2BVLLvQPoxBrsz0osTxZQ3fq6V/c5oikT/WWAtn9W38gfFTSS1bGROySahDqHkTnzt7f3tHWX9MeGVloqEQepncjI/AH2huNCjTGZdDuJUJk2oYXqsofCjuCU2xvM0ZVY8FUY+3dydRV4S8fLpMBDRQrNENse6sQCa50gy4rR44oRsoMayv2T3CBCZcYimS6n1EIYyqS6ltCKAcB7dGvlhykd2sksBrbOGnqsI6dbSzhjVJdNMxvRWsolsrzpWnBggT44NyNSw3bk6tZ3Yz5jPGraGwaTf+auD2eqI0I2TTsdq7ci1ho2Cmz471p4hRCX/4yYiPCcih94I1dIn1QK8ZDv3NfIJgk1Arnr4nevJk5Em5E3v86oLzc6a38DdSNRv5CaZaPF8mQnehptMiitOYkxqfDABsrE2te2Eud6rSu49ZZQbIKSsMiopP0scDVvqbM4ToXVmqvPmOLCt7GtaDk6gcm4LkwHGSLq6dWPbOC+ZLoVzUFeoPCneTBhQSA8DSsgQvG+fD3mL8gg7zRVVOAAt9NyzpWq1TX89pHYBGEnwQI+SDKudvZEg5xh8vNbkvAkY4zQ/EqIXjxgjxG6h21LkZBUd1PLPLA8UgzlchapmqQosG914skDNaK7ICGq4rGJQJTIzbKW7riwouoBKhpiYeySIjUs8g7MiJGNipgusCEaYg2pidbo8AsHGAwX2w3myjMP1tmD83zCBYapqUJA0rsSFvInGB1oA0/BmBFQzBoRWrRkGpZwlk2dWfjPSi1ieNl9aCSkPJiKxYW6NgblJCIfSVKgc8u/JCbXhUmc2C5dYI64M2pJ4mmEr1lmCcSnE5lmySOxH+kzVuMBRZhAhsGhygCRVgjwzUGD2fqm0Dl/c2pLxB3uREQiJjbLoZqlw3FAWGFJVVhskREs2RWvtABKh9IjBwlmviybVeFFKQIqsLFZkr0jvbj4SKYVVn7jRw0y15Z3r55CuDtWMeAIAYZE8L5eqwvyQlUXiPM6z4aj2Y0AkcWaNRpoKTV2WYEbpia+dBORkmlRCwRBS04JkxDQVqVwi1lhVukVWTnAwzlwhVi+GyvpkLQisLGyrS1jOlCzZhzGN7zyIIHLNPz3rd0UaBpLcLQo/Vs/6A4LZF5NBdQ2cONNoYKyPcct40FBRgdhzGO8hLG1Z6yDtQrk/8uJ62db4zL6bPrj/Y1dqYNYTTAXg5KGcXWySkve4MW0ah4xOPAX2aUmhiYtYuPVmvs2IYUUWBr+VApdY2QyDGkWaTEA11dpTTlbWzmvfSLnAPibOrhYeCpl9tKQSNheS2C3P5CpyOVZowSXmZftqjiauB0JVqmM1mtPI3aKlwsmncEVdKQ4t0KGjosZseqC8bd48GqSS1UmiZISNK6fkYELKIQ3HHTXuFyjPyoi0hv2u9iwQEmynhWG1jcahvJn7GBCBc4DZviJAyGES9dFo9jmzDSUHqGSQuTSYt7XRrxruXhJjxU2yVoV0cNZD6/QPgoUm8mbIkfKm6o4ba401l5iMo126IzCdEyKa3qB1PHSBJV58RY71Tg8LJatchFYo/D0zs6jFPNNwk2s6IVVdI62tHn3iW1xesPCzkUVAMaVtVukMUWLnXWGr+RX3Yk0QmwqohZF65Cbuegiowoxo5UKFf4lRsz8rEzXvXE5uljBYxcECO3cbEGRx6jJoaWl1/VboUlbBM9oMXFLDJRqWWX8Uz6+5M3tEogK8RpsE7zhdEtn9zA6Lxh041VEBB4puatRxQGxALzv2svLY6WIfBFfaLduR9BwttHufhFXLNQh6H47UbXvZ6GjzXtzTMQkW67RJdUGvUajLJYdzyJ6WCpHZuYuRhAyGBDiQUGZQ9wBZtxRZ85DxrjlghK4+G+Jia/Fyr0hnDrFu5b/ZMJSYYgTwGl9h68tbFmRl+MqetS1dbsDag+rRx40t3SLejhP0hKcFV64zAOOCNDLmFTWoAIU70aVosmyeOuorgWsdIS5z2OUKM2AowOwjWRsl/c/BR2fIe1kNyDnasdScjiVvUONEru5uBCaszlzYaWs00VAjmUlypl9JOy3rmoRUfTWMRSs6UA8dOFy0VL5uPsAyX/ZeFCuKV0MZObWkQmpxWFsgId1Sk8gQ1HBKi7nlc1VS16vvbtm94hLxI86jeSOnJvEA0hfShC2xAva1vbzk8Li72qSPbRxssissN6sY58ZUZjduCrocooMyzp8MZCjhaO1LGhCUKZRI3VAl1AsAckyjHATrokTlvAWC2xryUsVkS4g7X5fKxr6p1WReZ87xZ7ILzXj+FNWOrJKYtRPPCs4MELNxu/bJFTbsripmmFaBqeWv0LdbgdfIgwZmUyLiU8damyuqPbSSpTZ7v+VpGPFSElK1T22NB5i2toVeNlrxhKyx5jEjurwFgupzaDFPGKWlHy9LT2FbkvrULcp58TUuNc46fbmmO/E0is0qZXWbbVwYpOxWZTTgdQojXdOghtS27UkIXHRGlXOFvqzB7FNQw2k7P03l8WFWnCamqqXbyM46NytKNrLfPLsWmrJdZlZJC7krHNfGC2u8gZlgN4WLVoqixMJI33bIS++vd1rGneWFbCLCGFPXnqzbIbFFRPWcvO7EMKOhCq/CLyBjOI/pyxNy2aWvDSZt8m5cf2tTq5BbIurWOmZlWRb9hEbMQcHaIoKin9KfVrypSa+cDb7CBHiIAOZoveUvsnhSXMQzPBElIPdDhW6viG2c7f17QFvxhZWGrHDUtrJp23nsGrd+W2MXtYDjbQoExsG4WKsy1bCNEbS69QK2HdcoF42cIeNkDbQSsJeVZp8/r4tVILQ7q1g0o3pswx48kcVfqTdWa9jFpT4PspizOlzTbAeVTGttrdOZBCR4gOpwxZtz/qKJV2J1x2wgNHH/PtnsRBvZuyAdNmXTDquoe2IsjQheoezS5bC2nae8wmH6rYmpNZpMAWONco6/1qMN/bwSKUtHKbTn9ZmZxLR2eZoFGu9VYMm24xEXmmSORSiP1ze+wmtmngVN1ODNA5l1Ex0RWUFma9JlJpw8pUCtZJ6yKZed17dSOrJc5dh7CiBiu7sabuzXhFbhUrGE5IDe1lGo5aB7f0LZWhu9ytq3bntsO5NS9nb0EtYuf1g6dptXDORriTox5y6ANllbU9TcRXs03HnlBX1A85yKQakiGT/ZTeMy1hBaTZbSlbTCqHzJda0UUWJXhpVy28mIeOFauoBb2gKzxjfv/3YYacTBOizSYHZB5iW5Z+dj7fVRh46sQMe+iQiniUxykJYog/iFzJsVTRfyemlRzRMdYOh1qJYw3ffMDOCz/W3e3O9lqhQXtsn6SGc6R64jG/MoRSg0RJeYMiUZ+VCMVIQA5qBOsnQfkxRh0hmdMimj5o0AhjtxkTf7TEv+6PB6Y/dAM0N2sEPA1yqkEmtsMQgvQD3tqdVnWiUWws87zUAYvn7SNb8OKiTvrlUPZTwbF0aysxpUqzCvYrhIZ3N4dCclA1HmoXCrAEyakv0mFG+bVoZBA4HHKON1pOAWZmouLBCYmyppyGXkdVq9xQVGIeRLdHdEdYlLGtxtamWkUgRnrAjgI1FtCzx7XtvaVoDTs5YqnjApeRY3GGCDD3lJC3hbG5Q7bmlAOymI6bHQBgVPOt8MaJZcUqGpI3XkERfypJULSFMmH9Fzzyy2HXeQLN+l7Vm4zKqRk01rNTUaTyDN1DhnxNSarAUDmBwLS4WGE7WJh7hxrqeNGQbP/pOy4yv+A/fgmds/VWnVR5AumZh6zENMUencsrTcYoiXXJIMFba4cckaxW16wqs0yJ2TZe/fmgwuB7olc04OGqWkAJzft+l0khdWrM1S7Zz0rJj5pKA4zMujyF1OWlKWqahlyo5W3kNAVzVzwNkGwhxJnQ0EwtILkGu9GPwzNyWVrSStVRwZnbTKt4Zjax01ZifuMw9uD8wsWCjv0mWkNaqBk4HtcO+BbCcNk7gj8H6xHl90nFJ9tL7V9RIRh5i48/8vI2OpyGO23Gq7DksilkvTyBKkrK1fWzqsn1WbEZdaqOh+2cZgFDEA9ZAieAAERiTOf0jrczAfp6H9ZPwkO5lXdBxr6ZiQtKRsU73eDihxy7SxSOXO2leTVb2rSAlrqrl4BbcurQAZL4yUcpe2dztJGmAojLveiQnvfow8GAk7QJzDsJzRwF6TnY144j+cPKRA0Y25NTb7ehsnbH3H8NU7kOi4LixPW6uoOg3VTujnVkRGVJ/EIhMkN6RMIS++6OL4aNU697ZgLZ6SY2e1aCNYx9oLlyKO6Xotzbkj6jI9rCEsMzNGGRHuK+8DmaSES7lS2ovr7i8V3CceYgfX0S6MHfiEIKGC4hKKpWLJzHYPCd3d3VEzIP4iyFbjlY7x663mA3t1SXGzi9CLaom5npORnHhiIUpeZi6UYfZs10AHtq1TZBa6eDrDIE86WF/CDILemxE5hOaZFfliBx8lPvIwiHqlFIdvTt5vO+Dm2kqaz1tJrcRqiZN19c/pS5nSyCcv4JOfSaaXYCtHToQctLd05bFgmihzlt7qI3ajiu2jzdUZObKx4IHTukuMl0wMsshFz50RUj8ZYaqqUwlCqh7/hz4tRpfreSeXsextbe/JsxE6By93GZCkZGy2ns8mT5qLkbHdsO25YP6cmUecTfBgWXVfMVjdk6MJPbJmthuVgieBZfLs4AyCY82BiU2fRvKG3HNLqW0kJs6ldIG2pNoZIx/AvTLX66xzFF9/K/5Y9LBMTgfJjPmdIwrAuu6kU+ReGHPhlktYdwozHM3zFmP2jRNk4JTXwbrmMxyJc0ZHSh5h61IUpl4BNClBiM3nbiosBEDuv7RzQt7nzTGsxbQ653AbV6fT0imAky4SoBnjYn3VdjFR+ttwQFLGZM7URNlkA/ZSRVg3sOj7dhZt20fAqHKrxtfTiOTyaaGBAMnbu5vb+9urvhYs4WJawnAL897OEibxRRayjx8vQ1kMbPOOWZaBc8tptlm9dlJ2WfmE5gMRzP9kL3xx/T3N2l1WKeNJsGhpcdi4jFtIKbWYWyqd5tvJgd/d3HMH5dCn50aTlwwxe2+77gOy783h1XYZyzX6G4TqmU64cKdFdItmsGk744hp9DmSTW31PjsnfjCejjvUcBI5i9+cZwC6u4vMnIbRA4bKYlq6qaphy+GaAhgfXkd03gaUe7woKG54cWJJdrwoXowm3qna3IdQbzhnzHicwTsEpR3Utm0JUteuMxYxo6Jsge/UklbSKeLehmF5iMz8NtfeysAV9n2M6sWaQpTAUzRLiSlDL6JPVHaqcVGlcjGJEy+pxJB1XmPdphU6bnlb6/vEIOy99yZOq2h4bwwFpmVKWwZsrUJsJh5OKPa9lUntKJNEIZym2N4Mpx0/YSsQS7vJX6iXqxbxT+S/81LhhXY+o8RakfftebTgYzlvPhGXz/5RNMzWw21NkdZamKW1UAtA0thYZ7mXNx/wDkqdZqtpDbxxaqfUH73BTARgU1yaAuq9fP+hWWVuWgAfDqlhIILbgltZ6pb90tgt9ybktb3UqW7bPipsWa3CHh0TLOGkzLvWxpauK+DNAepGQlbb1adztpZPMMi+pYQzAom5Zd/Zi1fsekMcDU9IPRFNpp3JQGYAifiPS4PyaeK2Nu9mf3TlHra2j8S2xc7BfXriTy5zMFvs3o0H49LZBzYisrZYeumfkpvZHVX5xrBMl0hi3Bf5lInBUt/Gm0VZ6tpkQFO7KqBWBpb2IdJUlgYT7OfjEtJBA9bmYXmX+g9R+Tr3s1GjbnunW9wLPmWhHvPc5Uyct+3oItt61Y2tc1YSxJHDtqlO71tuX9fcDrzxUDvmtCzIxsHNhiIeABjIkdtvbu9ojDSlZbc2oiQvNd52T0WpiEcg1oaIVIGalP9MmNeWTDEkUPTr/Ud9y9NsZlmteOYn1BdrUTqzG8M8QxD3py+OmwnkWNe2rOq22sRW+671RRgJoZuLlEVYQrlhAlOg0BfUeEKzrQ5X218N+Li2ajWhbFU/sCHx6hsCzs0ynO+VPAo87W70EQmWTLPOnbN4C5ul6J/TsjeDpMBpa1zFvbRV6tZ354OF0onY1P+0kFvCme0XjM/msKIRZekqYaeaZ8GVF8oJd8VueXMbc3aJx0+0N5RbeLghfRFXXwazE99520Vw25gRLRWzXLnuMGstYgazWx4UJGsI0zaBgqbIp2dsdQhIe25iqMusXy2/uMUPtK0Gml2RufBlDqbLs9U5kdL32UKiM55xe03b8EX7PmpbBFvX3gpYShe+NULBc9clvJu4HDwd/rbNKmbRTzcA7IZ7Qs65J9ks8k6ox5if3XFMd0LwNlWUdvzuIMSm9TeoGvasuW0cia67DMnM+bYoFUnMGw6dfhZWPCCoNU++XPvcw8aJ4L4RgA94yFt647lkg2DcYwwBUhD2kTmQWJ7Bh5wQCivV952zPJ+KXMfyITPxST2dbHTRtlYlby8XXfFQXo7Mpgh0EcW4XncQmDPIqFVZRx60g2LcmRT395LeOzEwfunroo2bRvDH3HOrQqQxx5/WvTTyhY3GVEFb2Kr1mmxLf6rDdhmU0rFPzR5h7pOoI6Qnm4Sm/aPyxQxM81gvVIM0Ds42nOaVfTo5but7cFjblo9nsHHD6XaBKh8cEmrR8fOyj8ZpW9us7mVr4TifXMjb5IJsaabwwiahTja4yCdzTG3r99JrnWrznhQBhUlLYQrsrpf0AZ0wyVZ/ivuGVnHbUcj2iNCOudRMQENjRvplg5BYfrlDe85BdcOItpHDHIuKMi2TtyIynCQ+aRk079b84QMOPtJJmW/wvmKbfqtbZXy2HLKbNjCmFf4qzSAW2K+3+e7cz5vBV1zym/8HIqfig49dAAA='],
 'samples.tsv': ['text',
                 'family_id\tsample_id\tfather_id\tmother_id\tsex\n'
                 'PT1283\tPT1283\t0\t0\t1\n'
                 'PT1493\tPT1493\t0\t0\t2\n'
                 'PT1801\tPT1801\t0\t0\t1\n'
                 'PT2569\tPT2569\t0\t0\t1\n'
                 'PT2638\tPT2638\t0\t0\t1\n'
                 'PT3113\tPT3113\t0\t0\t1\n'
                 'PT4157\tPT4157\t0\t0\t1\n'
                 'PT4249\tPT4249\t0\t0\t1\n'
                 'PT5357\tPT5357\t0\t0\t2\n'
                 'PT5422\tPT5422\t0\t0\t2\n'
                 'PT6988\tPT6988\t0\t0\t1\n'
                 'PT7863\tPT7863\t0\t0\t1\n'
                 'PT8428\tPT8428\t0\t0\t1\n'
                 'PT8450\tPT8450\t0\t0\t2\n'
                 'PT9490\tPT9490\t0\t0\t2\n'
                 'PT9497\tPT9497\t0\t0\t2\n'],
 'targets.bed': ['text',
                 'chr9\t497817\t497872\n'
                 'chr9\t4884678\t4884685\n'
                 'chr9\t8794971\t8795010\n'
                 'chr9\t13101342\t13101406\n'
                 'chr9\t14970916\t14970977\n'
                 'chr9\t20315868\t20315901\n'
                 'chr9\t70893199\t70893239\n'
                 'chr9\t71988868\t71988902\n'
                 'chr9\t75848753\t75848797\n'
                 'chr9\t76437173\t76437225\n'
                 'chr9\t84795077\t84795145\n'
                 'chr9\t86160853\t86160906\n'
                 'chr9\t132350158\t132350205\n'
                 'chr14\t3274291\t3274337\n'
                 'chr14\t12660518\t12660538\n'
                 'chr14\t12661367\t12661384\n'
                 'chr14\t19406376\t19406414\n'
                 'chr14\t28900098\t28900164\n'
                 'chr14\t44809374\t44809417\n'
                 'chr14\t46341222\t46341265\n'
                 'chr14\t52787441\t52787500\n'
                 'chr14\t54691484\t54691532\n'
                 'chr14\t60650008\t60650063\n'
                 'chr14\t64193072\t64193090\n'
                 'chr14\t72779218\t72779244\n'
                 'chr14\t73025243\t73025287\n'
                 'chr14\t80340368\t80340419\n'
                 'chr14\t95480438\t95480464\n'
                 'chr16\t1305112\t1305179\n'
                 'chr16\t5345031\t5345064\n'
                 'chr16\t8195372\t8195433\n'
                 'chr16\t9644499\t9644549\n'
                 'chr16\t17908603\t17908654\n'
                 'chr16\t23220585\t23220613\n'
                 'chr16\t25114472\t25114542\n'
                 'chr16\t27438555\t27438590\n'
                 'chr16\t31992035\t31992079\n'
                 'chr16\t35700857\t35700884\n'
                 'chr16\t50972047\t50972083\n'
                 'chr16\t61718068\t61718116\n'
                 'chr16\t63626546\t63626576\n'
                 'chr16\t69136559\t69136581\n'
                 'chr16\t83546067\t83546094\n'
                 'chrX\t257541\t257581\n'
                 'chrX\t572713\t572774\n'
                 'chrX\t779223\t779296\n'
                 'chrX\t2213756\t2213794\n'
                 'chrX\t2402721\t2402769\n'
                 'chrX\t2509499\t2509542\n'
                 'chrX\t2540168\t2540192\n'
                 'chrX\t2580836\t2580869\n'
                 'chrX\t2695361\t2695405\n'
                 'chrX\t5095021\t5095040\n'
                 'chrX\t28505691\t28505736\n'
                 'chrX\t36988417\t36988447\n'
                 'chrX\t38653701\t38653743\n'
                 'chrX\t44425408\t44425423\n'
                 'chrX\t44438493\t44438537\n'
                 'chrX\t80382540\t80382584\n'
                 'chrX\t93587241\t93587294\n'
                 'chrX\t103339242\t103339305\n'
                 'chrX\t110042003\t110042046\n'
                 'chrX\t139387743\t139387782\n'
                 'chrX\t151398078\t151398121\n'
                 'chrX\t152407679\t152407698\n']}
HIDDEN_TRUTH = {'digest': '7504b54aafd3449645bb5c621e6250da5bb9c48bb90a99e1c5721c2cdb66215e',
 'failed': {'PT2638': ['sex'], 'PT9490': ['het_hom']},
 'n_records': 57,
 'samples': ['PT9490',
             'PT7863',
             'PT9497',
             'PT8428',
             'PT5422',
             'PT3113',
             'PT4157',
             'PT8450',
             'PT1801',
             'PT5357',
             'PT1493',
             'PT1283',
             'PT2638',
             'PT2569',
             'PT4249',
             'PT6988'],
 'table': {'PT1283': {'called': 54,
                      'het': 20,
                      'het_hom_ratio': '1.875',
                      'hom_alt': 18,
                      'inferred_sex': 'M',
                      'x_het_rate': '0.0000'},
           'PT1493': {'called': 54,
                      'het': 22,
                      'het_hom_ratio': '1.167',
                      'hom_alt': 21,
                      'inferred_sex': 'F',
                      'x_het_rate': '0.4000'},
           'PT1801': {'called': 55,
                      'het': 22,
                      'het_hom_ratio': '1.500',
                      'hom_alt': 16,
                      'inferred_sex': 'M',
                      'x_het_rate': '0.0000'},
           'PT2569': {'called': 51,
                      'het': 17,
                      'het_hom_ratio': '1.571',
                      'hom_alt': 13,
                      'inferred_sex': 'M',
                      'x_het_rate': '0.0000'},
           'PT2638': {'called': 52,
                      'het': 22,
                      'het_hom_ratio': '1.100',
                      'hom_alt': 17,
                      'inferred_sex': 'F',
                      'x_het_rate': '0.5455'},
           'PT3113': {'called': 49,
                      'het': 19,
                      'het_hom_ratio': '1.455',
                      'hom_alt': 16,
                      'inferred_sex': 'M',
                      'x_het_rate': '0.0000'},
           'PT4157': {'called': 54,
                      'het': 24,
                      'het_hom_ratio': '3.333',
                      'hom_alt': 16,
                      'inferred_sex': 'M',
                      'x_het_rate': '0.0000'},
           'PT4249': {'called': 48,
                      'het': 14,
                      'het_hom_ratio': '0.833',
                      'hom_alt': 19,
                      'inferred_sex': 'M',
                      'x_het_rate': '0.0000'},
           'PT5357': {'called': 54,
                      'het': 16,
                      'het_hom_ratio': '0.667',
                      'hom_alt': 17,
                      'inferred_sex': 'F',
                      'x_het_rate': '0.5833'},
           'PT5422': {'called': 52,
                      'het': 15,
                      'het_hom_ratio': '0.667',
                      'hom_alt': 17,
                      'inferred_sex': 'F',
                      'x_het_rate': '0.4545'},
           'PT6988': {'called': 52,
                      'het': 20,
                      'het_hom_ratio': '1.182',
                      'hom_alt': 15,
                      'inferred_sex': 'M',
                      'x_het_rate': '0.0000'},
           'PT7863': {'called': 55,
                      'het': 14,
                      'het_hom_ratio': '0.833',
                      'hom_alt': 18,
                      'inferred_sex': 'M',
                      'x_het_rate': '0.0000'},
           'PT8428': {'called': 55,
                      'het': 24,
                      'het_hom_ratio': '2.714',
                      'hom_alt': 18,
                      'inferred_sex': 'M',
                      'x_het_rate': '0.0000'},
           'PT8450': {'called': 55,
                      'het': 21,
                      'het_hom_ratio': '3.000',
                      'hom_alt': 10,
                      'inferred_sex': 'F',
                      'x_het_rate': '0.3636'},
           'PT9490': {'called': 53,
                      'het': 37,
                      'het_hom_ratio': '28.000',
                      'hom_alt': 4,
                      'inferred_sex': 'F',
                      'x_het_rate': '0.1818'},
           'PT9497': {'called': 55,
                      'het': 22,
                      'het_hom_ratio': '1.083',
                      'hom_alt': 15,
                      'inferred_sex': 'F',
                      'x_het_rate': '0.5000'}}}

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
