import os
import subprocess

import pytest

import tg_guard
import base64
import gzip
import tempfile

OUT = '/srv/saltmere/neuro61/qc'
BIN = '/srv/saltmere/neuro61/bin/vcfqc'
TRUTH = {'failed': {'RD7432': ['mendel']},
 'records': {'chr13:105844763:A:T': '1/1,1/1,0/1,0/1,0/1,0/1,1/1,0/1,0/1,./.,0/0',
             'chr13:110176900:C:T': '1/1,0/1,0/1,./.,0/1,1/1,0/1,1/1,1/1,0/0,1/1',
             'chr13:17717034:ATT:A': '0/1,0/1,0/0,0/0,0/1,0/0,0/0,1/1,0/0,0/0,0/0',
             'chr13:24038861:C:T': '1/1,0/1,0/1,1/1,0/1,1/1,1/1,0/1,1/1,0/1,1/1',
             'chr13:24888594:T:C': '1/1,1/1,1/1,0/1,1/1,0/0,1/1,0/0,0/1,1/1,1/1',
             'chr13:3699529:C:CTC': '0/0,0/1,0/1,0/1,0/1,0/1,1/1,0/1,0/1,0/1,0/0',
             'chr13:41876357:C:CAAA': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/1',
             'chr13:43485636:C:A': '0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/1,0/0',
             'chr13:47510647:T:TCAGAA': '0/0,0/1,1/1,0/1,0/0,./.,0/1,0/1,1/1,0/1,0/1',
             'chr13:49713796:C:T': '1/1,0/1,0/1,0/1,1/1,0/1,1/1,1/1,1/1,0/1,1/1',
             'chr13:5013732:A:G': '0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,./.',
             'chr13:54140067:T:C': '1/1,1/1,0/1,1/1,0/1,1/1,1/1,1/1,1/1,0/1,0/1',
             'chr13:54398856:A:G': '0/1,0/1,0/1,0/1,0/0,0/0,0/1,0/0,0/0,0/1,0/0',
             'chr13:57925441:G:A': '0/0,0/1,0/0,0/0,0/1,0/0,0/0,0/0,0/0,1/1,0/0',
             'chr13:57925852:A:G': '0/0,0/0,0/0,0/0,0/0,0/0,./.,0/0,0/0,0/0,0/0',
             'chr13:69705274:ACCAT:A': '0/1,0/0,0/0,0/1,0/1,0/0,0/1,0/0,0/0,0/0,0/0',
             'chr13:70682401:G:C': '0/1,0/1,0/0,./.,1/1,1/1,0/0,1/1,0/0,0/1,0/1',
             'chr13:71817482:G:T': '0/1,1/1,0/0,0/1,1/1,1/1,0/0,1/1,1/1,1/1,1/1',
             'chr13:72067348:T:C': '1/1,0/0,0/1,0/0,1/1,1/1,0/1,0/0,0/1,1/1,0/1',
             'chr13:75665467:C:T': '0/1,0/0,0/1,0/0,1/1,0/1,0/0,0/1,1/1,1/1,1/1',
             'chr13:82805913:C:T': '0/1,0/1,0/1,0/0,0/1,0/0,0/0,0/0,0/0,0/1,0/1',
             'chr13:83737217:T:TAAT': '0/0,0/0,0/1,0/0,0/0,0/1,0/1,0/0,0/1,0/0,1/1',
             'chr13:90213557:CT:TG': '0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr13:9271180:A:G': '0/1,0/1,0/1,./.,0/0,0/1,1/1,0/0,0/0,0/0,0/0',
             'chr13:96696747:C:CGAAGG': '0/1,0/1,0/1,./.,0/1,0/1,0/1,0/1,1/1,1/1,0/1',
             'chr13:97959072:T:G': '1/1,1/1,0/1,0/1,1/1,0/1,0/0,1/1,1/1,1/1,1/1',
             'chr13:99427805:A:G': '0/0,1/1,0/0,0/0,0/1,1/1,0/0,0/1,0/0,0/1,1/1',
             'chr15:12664874:C:T': '0/0,1/1,0/0,0/0,0/1,0/1,0/0,0/0,0/1,0/1,0/1',
             'chr15:12668308:A:G': '0/0,0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0',
             'chr15:13686253:G:A': '0/0,0/0,0/1,0/1,0/0,0/0,0/0,./.,0/0,0/1,0/0',
             'chr15:13687624:C:T': '0/1,0/0,0/1,./.,1/1,0/0,0/1,0/1,0/1,0/1,0/1',
             'chr15:19539792:C:A': '1/1,0/0,0/1,0/1,0/1,0/0,0/1,0/1,./.,0/0,0/1',
             'chr15:22112105:T:C': '0/0,0/0,0/0,0/1,0/0,0/0,0/1,0/0,1/1,0/0,0/0',
             'chr15:30496488:TA:T': '0/1,0/1,0/0,0/1,0/1,0/0,0/1,0/1,0/1,0/0,0/0',
             'chr15:35469734:CAGCC:C': '0/0,0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr15:35472586:A:AG': '0/0,0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0',
             'chr15:39408564:T:C': '1/1,0/0,1/1,0/1,1/1,1/1,1/1,0/1,1/1,1/1,0/1',
             'chr15:39409425:T:C': '0/0,0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0',
             'chr15:41877408:C:T': '0/1,0/0,0/1,./.,0/1,1/1,0/1,0/0,0/1,0/0,0/0',
             'chr15:41879667:G:GAAT': '0/0,0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0',
             'chr15:42171779:T:C': '0/0,0/1,1/1,0/0,0/1,0/0,0/1,1/1,0/1,1/1,1/1',
             'chr15:44247981:A:G': '1/1,0/0,1/1,0/0,1/1,1/1,0/1,1/1,1/1,1/1,1/1',
             'chr15:47677571:G:A': '0/1,1/1,1/1,1/1,0/1,0/1,1/1,1/1,1/1,./.,1/1',
             'chr15:48973127:GAA:G': '0/1,0/1,1/1,0/0,1/1,1/1,./.,0/1,0/1,0/1,1/1',
             'chr15:56719009:T:C': '0/0,1/1,0/1,0/0,0/0,0/1,0/0,0/1,0/1,0/1,0/1',
             'chr15:5802928:A:C': '1/1,0/1,1/1,1/1,1/1,1/1,1/1,1/1,0/1,0/1,0/1',
             'chr15:61146198:G:T': '0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0',
             'chr15:6512022:T:C': './.,0/1,0/0,0/1,0/1,0/0,0/1,0/1,0/1,0/0,0/1',
             'chr15:6784518:CC:C': '0/1,0/1,0/0,0/1,0/0,0/0,0/0,0/1,0/0,0/1,0/0',
             'chr15:80885997:C:T': '0/1,./.,1/1,1/1,1/1,0/1,1/1,0/1,1/1,0/1,1/1',
             'chr15:85678597:C:T': '1/1,0/0,0/0,0/1,1/1,1/1,0/0,1/1,0/0,./.,1/1',
             'chr15:92168273:C:CTTACC': '0/0,1/1,0/0,0/1,0/0,0/0,0/1,0/0,0/0,0/0,0/1',
             'chr15:92169516:T:C': '0/0,0/0,0/0,0/0,0/0,0/0,./.,0/0,0/0,0/0,0/0',
             'chr15:93343277:C:T': '0/1,1/1,0/1,0/0,0/0,1/1,0/1,1/1,0/0,0/1,0/0',
             'chr15:95621733:A:G': '0/1,0/1,0/0,0/1,0/1,1/1,0/0,0/1,0/1,1/1,1/1',
             'chr15:96364276:A:AGATTG': '0/1,0/0,0/0,0/0,0/0,0/0,0/0,0/0,0/0,./.,0/0',
             'chr15:96807919:A:G': '0/0,0/1,0/1,0/1,0/0,./.,0/0,0/1,0/0,0/1,0/1',
             'chr15:9864673:AT:A': '0/0,0/0,0/1,./.,0/0,0/0,0/1,0/0,0/0,0/0,0/0',
             'chr7:10117735:T:C': '0/0,0/1,0/0,0/0,0/1,0/0,0/0,0/0,0/0,1/1,0/0',
             'chr7:10289828:C:T': '1/1,1/1,0/1,0/0,1/1,0/1,0/1,0/1,0/0,1/1,1/1',
             'chr7:107034938:CACT:C': '0/1,1/1,1/1,1/1,1/1,0/1,1/1,0/1,0/0,0/1,1/1',
             'chr7:120681327:G:C': '0/1,./.,0/1,1/1,0/1,1/1,0/1,1/1,0/1,1/1,0/1',
             'chr7:122423167:A:G': '0/1,0/1,0/0,0/0,0/1,0/1,0/0,0/1,0/0,1/1,0/0',
             'chr7:124861029:C:G': '0/0,1/1,0/1,0/0,0/0,0/1,0/1,0/1,0/1,0/0,0/1',
             'chr7:126495423:G:A': '1/1,1/1,1/1,1/1,1/1,1/1,./.,0/1,1/1,0/1,0/1',
             'chr7:141588902:A:C': '1/1,0/1,1/1,0/1,0/1,1/1,1/1,0/0,1/1,0/0,0/1',
             'chr7:14801069:T:G': '1/1,1/1,0/1,1/1,1/1,1/1,0/1,1/1,0/1,1/1,0/1',
             'chr7:14805379:C:G': '0/0,0/1,0/1,./.,0/0,1/1,0/1,1/1,0/1,0/0,0/0',
             'chr7:19452766:C:T': '0/0,0/0,0/1,0/0,0/1,1/1,0/0,0/0,0/1,0/1,0/0',
             'chr7:35709930:G:A': '0/0,0/0,0/0,0/1,0/0,0/1,0/0,0/0,0/0,0/0,0/1',
             'chr7:37390152:A:C': '0/0,0/0,0/0,0/1,0/0,0/1,0/1,0/0,0/0,0/0,0/1',
             'chr7:41424466:G:C': '0/0,0/1,0/0,0/1,0/0,1/1,./.,0/0,0/0,0/1,0/1',
             'chr7:43053111:T:C': '0/1,1/1,./.,0/1,0/0,1/1,0/1,0/1,1/1,0/0,0/0',
             'chr7:53650126:T:C': '1/1,0/1,1/1,0/1,1/1,0/1,0/1,1/1,0/1,1/1,1/1',
             'chr7:54957704:A:AGTC': '1/1,0/1,1/1,1/1,1/1,0/0,1/1,1/1,0/1,0/1,0/1',
             'chr7:54960613:A:C': '0/0,0/0,0/0,0/0,0/0,0/0,1/1,0/0,0/0,0/0,0/0',
             'chr7:6134603:T:C': '0/0,0/0,0/0,0/1,0/1,0/0,0/1,0/1,0/0,./.,0/1',
             'chr7:68154819:T:C': '0/1,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/0,0/1,0/1',
             'chr7:72690268:G:A': '0/1,0/0,0/0,0/1,0/0,0/1,0/0,0/0,0/0,0/0,1/1',
             'chr7:75555317:TA:AG': '0/1,1/1,1/1,1/1,1/1,0/1,1/1,1/1,0/1,1/1,1/1',
             'chr7:77998662:C:T': '0/1,1/1,1/1,0/0,1/1,1/1,0/1,0/1,1/1,1/1,1/1',
             'chr7:80081737:C:T': '0/0,0/1,0/1,0/0,0/0,0/1,0/0,0/1,0/0,0/1,0/1',
             'chr7:82341080:G:A': '0/1,0/1,1/1,0/1,1/1,1/1,1/1,1/1,0/0,0/1,0/1',
             'chr7:87214928:G:T': '1/1,0/1,0/1,1/1,1/1,0/1,1/1,1/1,1/1,0/1,1/1',
             'chr7:87415395:A:G': '0/0,0/1,0/0,0/0,0/1,0/0,0/0,0/0,0/0,1/1,0/1',
             'chr7:90719331:G:A': '1/1,0/1,1/1,1/1,1/1,1/1,1/1,1/1,1/1,0/1,1/1',
             'chr7:93485020:T:TAGTCA': '1/1,1/1,1/1,0/1,0/1,0/1,1/1,1/1,1/1,0/1,0/1',
             'chr7:9495684:A:G': '0/0,0/0,0/0,0/0,0/0,0/1,0/0,0/0,0/0,0/1,0/0',
             'chr7:97458861:A:T': '0/0,0/0,0/1,0/1,0/0,0/0,0/1,0/0,0/1,0/0,0/0',
             'chrX:107317755:C:T': './.,0/0,1/1,0/1,0/0,1/1,1/1,0/1,0/0,0/0,1/1',
             'chrX:1093482:G:C': '0/1,1/1,1/1,0/1,0/1,0/1,0/1,0/1,0/0,0/1,0/0',
             'chrX:116485088:C:T': '0/1,0/0,1/1,1/1,0/0,0/0,1/1,0/0,1/1,0/0,./.',
             'chrX:122050689:A:G': '0/1,1/1,1/1,0/0,0/1,1/1,0/0,1/1,1/1,1/1,./.',
             'chrX:123283615:A:G': '1/1,1/1,0/0,0/1,0/1,1/1,0/0,0/0,1/1,0/0,0/1',
             'chrX:125605584:T:TGT': '0/0,1/1,0/0,0/1,0/1,1/1,1/1,0/1,1/1,1/1,0/1',
             'chrX:129659371:C:T': '1/1,0/0,1/1,0/1,1/1,1/1,0/0,0/1,0/0,1/1,1/1',
             'chrX:130456074:GGCTT:G': '0/1,0/0,1/1,0/1,0/1,1/1,0/0,1/1,1/1,0/0,1/1',
             'chrX:1323931:A:G': '0/1,0/1,0/0,0/1,0/1,0/1,0/1,1/1,1/1,0/0,0/0',
             'chrX:144780896:A:T': '1/1,0/0,0/0,0/0,0/1,0/0,0/0,0/1,0/0,0/0,0/1',
             'chrX:144851783:G:A': '0/1,1/1,0/0,0/1,1/1,0/0,0/0,./.,1/1,1/1,1/1',
             'chrX:14791461:C:A': '0/1,1/1,./.,0/1,1/1,0/0,0/0,0/1,1/1,1/1,0/1',
             'chrX:1546133:C:T': '0/1,0/1,0/1,1/1,1/1,./.,0/1,0/0,0/1,1/1,1/1',
             'chrX:1570184:T:C': '0/0,0/0,0/1,0/0,0/1,0/1,0/1,0/0,0/0,0/1,0/1',
             'chrX:16637757:G:A': '0/0,0/0,1/1,0/1,./.,0/0,0/0,1/1,0/0,1/1,0/1',
             'chrX:167022:C:T': '1/1,1/1,0/1,./.,1/1,0/1,1/1,0/1,1/1,0/1,0/1',
             'chrX:2443003:T:C': '0/0,0/1,0/0,0/1,0/0,0/0,0/1,0/1,0/0,0/0,0/0',
             'chrX:24558893:C:CCGCTT': '0/1,1/1,1/1,1/1,0/0,0/0,1/1,./.,1/1,0/0,0/0',
             'chrX:2511359:C:T': '0/0,0/1,0/1,0/0,0/0,0/0,0/1,0/1,0/0,0/0,./.',
             'chrX:260148:G:A': '0/1,0/0,0/0,0/1,1/1,1/1,0/1,0/0,0/1,0/1,0/1',
             'chrX:2635425:C:T': '0/1,0/1,0/1,0/0,0/1,0/1,0/0,0/0,0/0,0/1,0/1',
             'chrX:2721137:G:A': '0/0,0/1,1/1,0/1,0/0,0/1,1/1,0/1,0/1,0/1,0/1',
             'chrX:28639738:TTG:T': '0/1,1/1,0/0,0/0,0/0,1/1,0/0,./.,1/1,0/0,0/1',
             'chrX:33152614:C:T': '0/1,0/0,1/1,1/1,1/1,0/0,1/1,0/1,1/1,1/1,0/1',
             'chrX:38556334:G:A': '1/1,1/1,0/0,0/0,1/1,1/1,0/0,0/1,1/1,1/1,0/1',
             'chrX:41236331:C:CTAGC': '1/1,0/0,0/0,0/1,1/1,1/1,./.,0/0,1/1,1/1,0/1',
             'chrX:43674014:A:G': '0/1,0/0,0/0,0/1,1/1,0/0,1/1,./.,0/0,1/1,0/0',
             'chrX:438665:G:C': '0/1,0/1,1/1,0/1,0/1,0/1,0/1,0/1,0/0,0/1,0/1',
             'chrX:46571712:T:C': '0/1,0/0,1/1,0/0,1/1,1/1,0/0,1/1,1/1,1/1,./.',
             'chrX:47619059:G:A': '0/1,1/1,1/1,0/1,0/1,0/0,0/0,0/1,0/0,0/0,1/1',
             'chrX:55241641:T:TGATT': '1/1,1/1,1/1,0/1,1/1,1/1,1/1,0/1,1/1,1/1,0/0',
             'chrX:634297:T:C': '1/1,1/1,0/1,1/1,0/1,0/1,1/1,0/1,0/0,0/0,1/1',
             'chrX:71729443:T:C': '0/1,0/0,1/1,0/1,0/1,1/1,1/1,1/1,0/0,0/0,1/1',
             'chrX:725785:T:TTT': '1/1,1/1,1/1,0/0,1/1,1/1,0/1,0/1,0/0,1/1,0/0',
             'chrX:80216939:A:G': './.,0/0,1/1,0/1,0/0,0/0,1/1,0/1,1/1,0/0,0/1',
             'chrX:832024:G:C': '0/0,0/1,0/1,0/1,./.,0/1,0/1,0/1,1/1,1/1,0/1',
             'chrX:86566863:A:G': '0/1,1/1,1/1,0/1,1/1,1/1,1/1,0/1,1/1,1/1,0/0',
             'chrX:891514:G:A': '0/0,0/1,1/1,0/0,0/0,1/1,0/1,0/1,1/1,0/1,1/1',
             'chrX:95797530:C:T': '0/1,0/0,0/0,0/1,0/0,1/1,0/0,0/1,0/0,0/0,0/0',
             'chrX:98437944:G:A': '0/1,1/1,0/0,0/1,1/1,0/0,1/1,1/1,0/0,1/1,0/0'},
 'samples': ['RD1744',
             'RD3195',
             'RD6924',
             'RD4387',
             'RD7292',
             'RD5038',
             'RD7432',
             'RD4941',
             'RD1712',
             'RD7569',
             'RD7558'],
 'table': {'RD1712': {'called': 128, 'het': 27, 'hom_alt': 41, 'mendel_errors': 'NA'},
           'RD1744': {'called': 126, 'het': 50, 'hom_alt': 31, 'mendel_errors': 'NA'},
           'RD3195': {'called': 127, 'het': 43, 'hom_alt': 36, 'mendel_errors': 'NA'},
           'RD4387': {'called': 120, 'het': 55, 'hom_alt': 18, 'mendel_errors': 'NA'},
           'RD4941': {'called': 124, 'het': 50, 'hom_alt': 30, 'mendel_errors': 'NA'},
           'RD5038': {'called': 126, 'het': 35, 'hom_alt': 43, 'mendel_errors': 'NA'},
           'RD6924': {'called': 127, 'het': 38, 'hom_alt': 38, 'mendel_errors': 'NA'},
           'RD7292': {'called': 127, 'het': 41, 'hom_alt': 40, 'mendel_errors': 0},
           'RD7432': {'called': 123, 'het': 40, 'hom_alt': 38, 'mendel_errors': 5},
           'RD7558': {'called': 124, 'het': 48, 'hom_alt': 33, 'mendel_errors': 'NA'},
           'RD7569': {'called': 124, 'het': 40, 'hom_alt': 37, 'mendel_errors': 'NA'}}}
HIDDEN = {'cohort.vcf.gz': ['base64',
                   'H4sIBAAAAAAA/wYAQkMCAA4CjZLbjqJAEIavmacg4y1rumkQerNsQkQdE4/ATvYWoRQSBLe7nRnffrtBnVUnrhek0lX1/XWgOp11UcK6ZttEeK/94ZvVNZ86HV7vWQreKl2Lui659DBYA4NKOkdhPyeudKV1JYqN92MceGnOqFFCtRG5h4lLqOVgx0g4h+2qPByRnzcMNj8hYjo2QfQByDpDyEEWcbD7AOSeIBcRh5iu/X/m97mO3UMWcumXzHA8iQdhwyz8KDIC4CkrdqKoK+/ZL0tdLlgA4/pOwdnzFTOp35f7pLzEjs7r3NdlFMYsqdIcotmC0i5FosYIdRG65O8kXmsOPlLg/AXEpcLZ/UW/AexEftNw422yx7PhvMkNFsZsv10B87ARH3bgjSsBG2CXbL/erooKMj1TCnqSsppznSfbXQn8WtA6KVp3FENIMv5dlyf7TV72e8Iyo3kweJM/Agw9KcVnRD2OkXbYeTj146beKL4aIBKsqDaX1UZQ1UIGr2E/OMHhnV7lhUBZpO3wXJdd6SIH1a6eVJlqTn4y5biKf/Qf267aRSt+M9zyEf40nf5HHmQhDkql/xLOp9piHmnjQAsHQ82fxNrylz/R2kPR1A/T2lLa0J/2iEWVdW2ElLVs12kspaaypIeJsqZr2Y0lVk9Z7FDcvHGvtRZu4phQ8+kvLMZKS7oEAAAfiwgEAAAAAAD/BgBCQwIANAZtV02LHTcQPI9/i3hWq/XVCj4sXthLCOvskrtZAj6EGExC/n6q9DXv7TO8HdCORlJ1V1eX3r79sEM0W4wlHJfj4Xg6RMQfzw8vL8fj8yfV+svjc/yUzJXkzJyl4+m1PTy2x+f29OXwH6UFccG3KK34Pq5OQsN/ajkEQ3GqTWMzvsW84qQl33Lsb72T3MRaHt+KuNKktpT6ZMVaXFltLiV4hFbDWhmvEvcdSyVt+OEtl8rOmqSW4oc3ogwZWPxGaeUKpKUOsqgrPHzGNrcwx26htmCt1nFSI64UgGWM8VVp+BeA9XF0IeHgTfOIEsahxdzCGEtyOJ0iEOW4fLxwecWkdhlvi8NWsTYtI2re8cG4DKh4hV8dYcJSLbcykcbss6UiHenDw+sDwOoJtsQOVjygChAHl+xdTj2CjP14vrl9ZB6s2Ty7d0habjFtKDh7baWs02F2WpEJ2pGXVmZSk+Oj5RFIFSQKcayDH8qdNTccisMQHFcA2MUPRBlb1QW2hBgD8F2O1+PzUTbOUHUkNbhcXQR/6x1zi4sEiVDNBMeGnNk+NogYFTP62DqtdR1MmBHxzTYK0ja0nObS4HFsWRYZwJ3QbL00knzWC2KNmWSWLWYhnEpmDYwpVR81GDA+IaUazmTmwdxaXUYYkVFff0bc3EOWN7UScSXZIU1g5ai5TlTiTut94mEjsr9KsLBe68niwrPOchaujbU6b6Rnr5C3tkKspSvFoFUSxwfCNoFmwS/KTGbwUo8/vrz8/vrj699v3/58+e3Z7GL+n+/i/cX7HoEw0iwJSoK/6O7JHDPZWxbDWN8tlJbzDR3DGAYWE8qyjDSrOX91Yo2cHAfzPTnROWBrJSF1tY6VPPeRsS31KDOOJuc2SIrWAb1YLKbeJnSpqV7pkx8YqZ340+JSuEdJYYUmpDg2oHSCVPPgJFWvo4mDZwPoWcE4Kks0UIz6WjwdtKqEMbsQNSI2C6GzN8b1Kdmqg9tdsvlATmfGY49fzAOnaQkm+PYClK+HnSBrGVQ2V5Pr6uTf9xrqHxmzpQWoAnM0hMmz9TQbGAnedY3C3ov40mMOtTjbR8d8re+lLo0DzU+9Z4h6L0LBT5GzLolhVTgL4eSyxVp8hkDPhAoI9ev3/778+/WvDjcOGYbcKesddaXxZ6XbJWn1Su3kK7sUE1W4rvaH847K3JVIHsuUnMTOmfJq2WxecWkdQ8NOdbZSNiPMqFvBlXwwvcXuT6waUawUqM8H+ukpwxYGd1l1ij/EKd+lNVBMkck8PYKy6PRERtx+6OXV5HJDiTILi9/itO8mTya/2yhQgJDWWcB7st4OZ42ahSRBtXP38yvY669MRB78LYg0O6u/MxG9TSCy5FxJt6ah6gh0dhAmehjZ1kpYl3UzIDNNe8hSSOtrxjaS4LMnsbEEeoqy27Z0QGa379GzaEE8iwm/ywkXoiQdLnyhhSsXYfWUpIR+Bl28V6RpWmyCS2xEkPvZFDerVriZSJC27j5E5oNl5T45V2BqWCLPB0NzTaFSbmdP0iyVWjZCvFWfsw79faUA53rlJdL0TChVjyRQOu5yi2QilpS76WR4BNUlP5UVWFZn7FqEmitnKlJvSiMW7KucPYcsHArwAtc9dNisAaew8PIW2Gp9N1odxLhMmKIhSIAKzA4bfLxzTCQh2QusIneSBPSRIpSW16MIwczZEg6jCuay+dt15HayLImifdZTgKXbsbhERrt1CH7akMRWOz2SwrnNDt5NCInEFjVhBkkBpjcsx3RFXD9AosPR6HiWQPiJ7tKVXOkdLym7cXSQ7BSrxeFcsi8pq4r0psjqcAUYV9orSu0OArx7XHeWdLNS7B0n6tIOmqmyfSFOXmssNU+YyNaGmWZ9gq0CoNnuXf6Qm9rbgJ7XLV5ZZsXFYZRW/QaGgUUjq7yvbX6BxWX2dgfp5kfq6kb9dpOGNVLqLmgSl46x9e6Fl48KK50KT1itLNMgcMNXN1SbSMF8rxTffN9gEm8VYFuMN7eK1Q6VygSpmVYtdKLCHqWVI3I+LW9Px2xsSHG7e+nKlWyJTWjCy+HVXSqsmoyUOfq0za3CSq/1w/9A+CApjg8AAB+LCAQAAAAAAP8GAEJDAgByBm1Xy44cNww8T76lsZZEUq/Ah8EsMJcc1vD8QOBLDgEMBAjy+6mSxO7pHQPtWQstqVWsYpH68dc/MV1iqDlVyZe3y/Vyv9jl4/r9++X946uo/f7+oV8tbTltMeoWQ7ncH/363t8/+v3bJXyJPcat9Fh7kUvEMGxausVew3wrWyxdQs95jCVtKXTL3dIYFy7OvcW1OFnHU9Ll7csbh7XjefOXqeOxOnduGxaK9RrnuIyx9GZzbGMce6u//ZhAk0ZVCQPo9XG734BWyoE3T7zRgLRgOc6eP+EN2HHjT89tDBWTuuZebQyTbWEgiHNywFtM1jDfRgyTdtW5tm38Ifo1jN1kDx3n9qJHnLSXGUUtm3QL8yuYlTe8U8TVFtQUilZpCOPlAbAx14PWZHnAlLKB2SZbCS+kIpaRpCI6cRwlFRJRynjbtsaXeZ7TNu2tZxkYKBKEHljOpOikm6+VO7W5Ew4eyH+R/fWcHtZ3FVuVXmwNOZvRXDA1SikmDTBvkC7Y1YPNIANmbpsherY1PcFcksqIXjdd+0NOAjXO04BLMGmpt8meEBsFpy4wqHOHVrYMuM4XiW/MA+h+Hb11KD/PyUM0QObRVWrG2oqukWrLB8gaNLSVn7GW9iTZOCWb8D2qK+ZNXySbqLPUmFbj4HlEOfWaT1m3YEIU/Om17BksDFKeohVuJs0TOgaSAmQLOA6SgA0w8vx25berZ2lSfkyPs/jy6tLVlKDelgenj0sROdA2HWhr3CoMKSBF06t2E3Kjda2n2LawoMZhVuKsSCUWiy63TLnlelJHmZluwrgIo7ZSmz/EPSfjlenUDnKZPgDxWtnlUHEmfMxhgtRWEll93G73B6Aq0vmPn/99+/fPv4lWl4BjxmILG+Rn8sKte4jpHs9BZm27NTQeZFmO8FzQ8MIED+CPswGyIGi6d5mQaV8AtYY+2xMgD28Xd+RK04BBRz1ZQS0OuaRgGXstIRd5qjWSBtiSmK0NW4VXZgGuMMdcespaIjqtGJ8uxA6sy1wwPdNcqjOEFMBj+2rquk7nmlbFCDArx7gOpQpjs2uFHuvWhNV05H01ZI8ZeU/bIkVD9bRNrRxC1tQmtbWOSiO0h19V1kyx2l4tJhl52S5sIkyBHSne0p60adShySNrCVLay1BiaRFPUaOSUU0WjTgMq2yZfuSLkRj5aQifrE9AM7lkrQGtqT6ZsIVVUlmN+Q/+/+pPyyNanUBpQJp6Los3GYn2KbPaEjTXjrjPrYiFPhtPQ1+rXKs+WZjR7BjklNE5nNfuKduKWrMwnOkKX65P8q0TJ0kyqhd/XlsHT740E4ScxeZDk8nvsmFkLn9oZIsz/sy8Poal+M6Rlcv2Oop3iEpduDO3RoYmb0P4AxY9UcOQspfVXHKrgg9PC06m9Um6s+IgSzMOzENL/UVhRSbiWf0KkKKB0NX1edNU2eks7xyNzzo9XSgNQe61E6YiPP3ae6S1mTecjQbotQwRxCPLEhp9l2U4fir4DrXFJqqsNo/74/G4Ei+UenRLZXZLpW5IVsC115bQGE9CmLIirW2aEMLMUM/ukGUfuNx7lQQrj3PuV+vuN6PPbNHtSEi4em2CDz9ZcWFfxdmzJ1MaJXoSh1msZUl5NEr3+/UGXiO4O1C2qV9r7Akri/JrqYk88Chjbk/TY55a/dEouAjTsERxi6Q911ETnSocGU/zSo3E5NspSkzu1e8FkdYtYVrQrPC2bxt5S4AAqjtvU5TLbDSkO/K0IL929cbZQUTUmZjZXm6SXmsqMx/OL/WULrE+hSFPiR00mp4z8dktVxs/kpqBODBP4Wc7904m3mqx2Z1N47C6ODov8QtNqLiVleJXt5hzeqJ0tg/wPKUhxa19Vu68RMlqBVffL6Mbq3uNTINSpwy2jGelMY+HErQcathZio7Nr2t71vIu1zwRI5Gm/a6TZGgjMhJrdunDMp6hmqVIqLcrLzUFiXN0huvqVrkRuNVfXd3c/r01Xbyy1xy3zVlnsp2Kw/LMvVbkk5Wv0uG1Ytmxt9CL9b1VXAWVx4BHFXMzHGrb60yMzVThukvAKcWnRilOP0JBRZ1paSufG4fBRBz+Hrygt9HQ75eqEYXVmiJUbVxj6vlyoE45/k+ByLqwtdHTpbNnqRs5xOT3GPjBuB+V4BuncUlFnv4P6oPmmnkQAAAfiwgEAAAAAAD/BgBCQwIAUgZtWLuOHDkMjMff0liLpEQ9DAeDXWDSPdh/4OTi+//giiKl7tkxsBhAVutRZLFY8p9//6N845y7ZL693X7fHrci/fZ5//Xr9vH5U7L8+PjMP4nzQakfhY/cb4/f4/4xPj7H459b+k6D+GAZUkZJPq4Ht5HL6IJxGjkfaQ5pDkkPfNNGq3MoNit1YOP5ccJspq8fV/Gt8zxqf80F06yjsQ+xFY9e/VuZ33Ys//bHgTblTEpA+n6737hyPqGqOtSELakcqgfOfIGKSR3CQ9ocM88xwJQNHZfDfdnH7eBk81Icjhz2M3r35TQj1UdPPm0AiEfNc1oQi27TxVdnstjw0AgGYsMDG9Tmq4utrkPrxttT66ozs/dbrZfMFs9sr0fvR6UDe/wNrIV4XV4sFxb7iG+ft0ujx7RlTmjgvDWtxgrtK5P2AxDrsjOxmvZZfXIoVgOqDM4emXUYAonDycZHSaPkoSWwSs3EqVbD+ng83oGYeznzy50n4NwOCyOy3PkJse0KBNkulSUOEcCSUfeZGakY6uEWNrzi0ZnUtGyoJe9cTKOST6ejWnKqf91thGCU+BZZ5O4lMbfCcBNZDzVSZAqouYHIxEbjOwqWcJ+NsjmLGUgq7oOMUX1JbDeYqI2+YQ4AyxECZBh/Tdcc8q9DnZHNroJKznGxgkSNrrFrv8QuHblOZvMlXwjW2haBAmZUuQ/JZGQ0CYiFa0qF04KYsp7UbdUrtcpBDUAtay8YwcZ58cxLDIxPzQsXiTH6Ga6oLBtmfK2uI82EBOQMrhqzKe+PEb9R2OtgaRCAew1nW5uD2Cftu1dByba2IEoXpJlaDaQd8dpAaw+gDdlEyAzrF6A4yjRjiQJuk+zqsygjnVaZTjscT4f9jNaeP46h3dXUtF90Oxv9n9aGblfX7SarGuzH8n3dqj7hzKCRa2+54tRIqCI4llTQ4WuXOe86tfE8D8Devr+dONPTXeM22e4KPnZfW2wtEljpaSuNfBpsKE9EYZ3bfGe2nZm26Fm2xSR44Wypp263ut3vj/u7Ca/QiTW57pZ6gHPd/l51V1BJKP+olTRrpZ6VZAXaTGajkvq8PK+y61F2k33VuMneH6fKdoMmAc1msTavrVDAySfPWzTa8kbWDFQuSIVzmd3l/UaFLu2lhnEQpJPlUFRj/YvcFoXgL0FdkVZ9Djw/598TvrL0tvqstYe6fYL36dAm5N7oiPpu9MSHqIp9cHRltYiDH7u5TKjNm4vJUU1nRrMUh9pAW0V30SO/VumqllCFXXj8RMjuzYGngbJOw461HGzuaoK9LE6rs5AHSp7ARd/dDH2u4pBwnt4N5kxTYNVOWRVqYoX6G90FMndKrytS6QfEgQSIwZ2vacW/VmMOLEXwl56GyIwJoj61yeiiPHUawtzbpY1UtI7lr6zJ9qXMAEdm8crquQiiuYK+hmRNh2m5LVwMhoU5sDYtyoVLYGUk9uJ908SKIxBRmobktVaNK7hdXfE0A4g2gpCudop2aVSsC45NLXVefU/XUPL0QF6toDgIbn2zLy0XMxy69kIkTPDinDbMjpVtDcXilDWg9qS9A+6ECgoTmv92DWHzSzGoqNX6SmAzYOYZqnuSOm/e3JlOsWgmDnWLxWlg1lp26+d5mMax7SiwmeIQHiijuYpCCyVfxHA7hXoJCQxJ2jBb5V5XOxW+SK9EOzXqosPj4cF/aTMUiunVYzdHdZVoDXJMDVxlG7UUpeW+AGH3urRv8ypp0GdiXN0yrPRXJ49Mz4JXezZAr962HogRYQsSJUoNGW3A+bCnDF2rtEQ/nfav2KutfGXu9A1kRA3FVDOkslyEGBRkqITroxmT6HlkikLTittll5XaSiwWivUCkplAaFmp+8kzX0gR0vXkWW2GcQ+2V85GygqXR7NG72ipoC+LnnXKGq0GS1vHYYfoS5lW8BGFyHm/Inmawxb4mlnz7Fm1J5osrppvZEt5K8vszSdR7etFZj9LjtwciD98J5hmwlzk0oTqMlBkH0+ib6jSWsuJos1wFbkk1d8vsAyES9SMtL52GdvyfHM4A7PswOvsC3m9qBCBYl1zdShPeSTZjCpCpsuh5yvQ9faJduZv+LyEy7gupslBXpr/G6D92/999m8wcBAAAB+LCAQAAAAAAP8GAEJDAgAMBm1Xy24cOQw8T75FcCTqQUlBDoMY8NWL+A9y2fP+/2GrKFHTExsYdNzRs1jFIvvPv/+lfktVs6aUbi+3t9vHTXJvt/f779+31/efWcaP1/fyc7SQYgk1hzZubx/z/jpf3+fbP7f4PU2JIcnMMjEWv8eZa0gzt1nVXpMGPmZNt4TZmKwzjVmSLU7DFqfZbXLh2tJmW6MiQbjyzG5B+iyFm9l7Co1797r3zjOfudiqzoz3/u3PQqpJe6xE+otI0wNnE8NZSig9JPyTMHoFuraveeKnC0kKFReps+/zehDgHlN8OOEhU/saziF1Ah3D41Bwx1nEXxsiifU2O0cAQwzzAWYR1uawsZeMWcs5WmaJcxyoXaOWmgH14/Zxv7993C6s5nLQAmkEYhmf0KYAHooifE4U4OGMHhc1lVQwGvnciXBbs9USymyz61OkSnSsGfGYte1XHFTjrLI2KhYo4F0Ha6jcd6woD55SZs8bqBSJsWjenFZscmDWTWo1UnnBrF/AhLwqFKcHFmVI2nYUGIKpa7hQb7iF0yIgjUQ5453SHm1pGbovU8ce47zoMJAUOAsHuxigafw2v3mEwUOzOsqmTRIiv1CmhAs8cjQbzNqCahg5DPmcosLjCsW2g5jxf1NdewyBXYaj3YQ7PCKQIiICftoWQmReQXxtbH50MeLcItsjI8QYCIPAgz35oRn8dKd3DhSxIIU20FykD+QfgN5hRymXS5KqLjNKYZQwekDWfwKqzARcdvO1DAKWkR2aMMv6uro0y5vuGs9gyYTaxG5fU+CDKevKBImFm29OI8PYXSrwKlC8gwz/EfPB/qz63hxrG7EXSHJhlREfpMpohjVD/WArSuhfSZdW2pllPLCRiDxHfAp17e4gkJQsXh4K2K/J3MjyeQ83epPjTsHOGeki1j7bmltQFGbB5m3LoZutOcpSy4g5dnOiX6g25ZKhGg2llqCsMLgFVvzNKeIKV2/qh5Ou2cUVBCAI8mYQ/JNtmPLOJCEJ1bzGKYw7ZT0xhJTKwTYIpi35gsNogcinpFA1hL4IwMpcsf8FbB6wwAW2j4vppsVoBTGQPfLiL6CR8otWCsshxUzi4hnKu/bsdZeOnJwISabm7ONJjORKC9pVAlmdFVXi7B+ZDeqpK/ba+tPriE+Z3MSx9thTjdFTVWu81NOVqma6uDeMqeonvIV4cf+djawwmRr1QqCGvy9fiqyg0QS+krOwr6A5P9+vLEWjCWG9Wcloa61ujFOQIIlOlezMhaPpKWVqeQ7NeTmtwhqTqvnv263ATg7UkhZU1phcAj2kftE6gJnZ1lVXqczeL5XGnkdXH4HwA0dbhmVjfKxCb5gT1T8O4yyVw1uQboSnVaIxO3Ix+C3P/LdVnzJrKZsGuaAcvbfNqMKGHWVpS72C2Ah7NlrhZwF3Criv5KN4gimoe5mBOeKnC3Zlbnn79Lhs36PCUfGtKtlFE9HykzHvrU7irI6zWOUti87H5DYcJ6vM6ng/aLz04ENn7AtoDhm8WMb3L+hEJJN53taPmC24R4Ghh0dgHrPqVEDL6dae7GxLnt1HtooTvfaCYPa/3idgGAdVbyoyle5mR1nBzKrD7AJCRby+XED25btIX9gfWrUW6t+1NNI7+Th2kqxF1VUjjBJrnPbVO9u05t0ufbVRCt4LUbjEkX3rZAm2uM8czf109WqVs3ujHVmV8ct6fM3StZaNVJsm9A1eY2TIJT9r3MoNNIGGxbjEF4RWljg9hFq/hG785fvLqQovrmPe5SLrTCxSL9WxrCSzQpuM/vo0uZ2ewDrG3epSdMKcOM3nulVNF6ClV28ZUm8XUsfq6vGNg12hXR79iVShayJ2Iz+nqD6laCtPibR9y81I21MC7yQUjkpzTj2BdW2VOcpmaE+ml0PLGv2TkQ9MfgCtVa2tv/+6f9wBN3Wo/lFNF1gcSi2R2Ry/+mArdI3qnSpqPbOxenTtC6yV862ZrZE5RCo7yRL9+61P+8B76vW1XupLeygWf+N3vhP4uSYEv9NWKAKN3/4HBADhaIMPAAAfiwgEAAAAAAD/BgBCQwIAaAltWcuOJLkNPNd+izArUu809tDoBvriwxjbB98XBva2hmHAv+8IilJmdhWmpoCczEopyGAwqPnjz//88yEj5tEePx7vj69Hbvnx8+333x8fP3/Tlv/28TP/1iTUEkoKrT0+v463j+Pj5/H5j0f8NR4yAr+O3nAph8Yg9Uj1aGrXI/RDGj6PH7/+OLTgYS3Hj4fgngTBlx4t2qNSg+Yjp6MPv614OB217zeXIxU8sX498I98mvvQHPBMP0qxu7YNfPL45Q9iTFE1Gcav9/fPN0CVVtNGmlQNaSXG0Gvoz0iTBH4dI03gxMIdOXDsvh5FjzqvpXP7OR7V90Mw+H1Zmy+8xG7txzkkXAB99NtYJyEyZS6VgA1RHB4oC5zqClRkJPDJdWLNqdaqwPr5+Pz8ent7e9RYT6jSDWpvYYgltX+DKlxwcIHsUCPXx476DETHZRrHmJfKuCg2NB8ewZKaZ/7xLDJW5s25dXsYUZpAs/D2imljTNvRqtEF3EJMc9t8SQ0vxKsnzpJHl8Vb6SonxloNI9EpVsSGddxQ+uKZizvBRJkjRD3VeV2CNix2dPXHC3KU5m08SOIjCk507jXx6ZGvYagzgxVXgJUXsTOrAOF0LqRD8ky2MJwpgxhHaxOmaKlaBThJWxBoo2zDUAqjqhqqhjaecplTUKL0AuWzc/W5sxIDv2YGcDtbEDJT4EUpnddl3O9j85aizox1ZMhDiOwp1MBfjmuGLLcZMjwLZUjO2jyOgtvOWqkNgAjzCzCrnMWppRjOhCohfzT0+CKZCD/i2n2fKDjGv/SVHRQIuDN2biesHm9SVNYlEglyOBPIYeQo10XDbDq0ZApvQq24DtTQ7Nm5DQ2Qs2O4CEnruWRxxmrGQzuXaeaydUgP8IWhzwKUg4W+dg8gNAOfFk8VoKTEGXpqBlhUFsmgjUhMSYtklGmU09jxUYpbk4viGCev4fGiBteEwTkZDJ1jITtOjdKm2jKVI7YzlaPNVBbUcjDixvQil3g9iHRT+nTJVaQa1ejJARLduaJWgd+Vlec0y4d9VtDyhb4dOifN2dtNVlEKsqlfGJMiu8I7S6V0h5l67lKtMD8Bul36SZ79RKKY/NSK6nxKqFJIkZTWnTpAjYY2Y5woC4hxj6ufcDeIgqsuM0S+z4TNzgrU13aTSfezlcrM3yngabeqROpvBQJQMU1wBdKqMeViQL8eBW3o7JtTaDsCmUPpzw4BLwqV6epbUPByMC/3i6rKLEw2zDAbgl6kslEzlvqwq9f5MHloDiF5/io5m9qlAPKMl/10MEC7pMkSoPZeok1LLuK5lKEXma0us8oiyaGC7s8yixtsmHVXkFIY09pqbsR16g+kmglxqjVWH36+YA6rzrKSm5hcKs6N4nm9jGGgD1lGKiVuhbU/VTgxTMYcl6HYaypDvaOopAtxuyeUvQT1gKXisxWaLR9r7KLq1pgX22DiUHJldkIldJTRtnXF2ltZxZ2txVfZwpzYhGv2yFRGscQVZCIdk0xm+ibN9UIe2UZIa5betuDKKbdZkrdO5lTCgFGorwwCa4Z921ars8ZG3taWeptvPPaagjswN1CdjNxo2dzMbLrQzO62x3QgzjY5Y9AYg+3vQBx82nw6WTz79geppBrVDd/bQ4te0lmj61AlRmb1ldzO3pB3IzE/kvriJiWCInXT+raommSK4twcezy4lspyxWLy60wuZDKS79qtpvRgdpsmPjEudMJyCiLe7kDhanOGonpfkZIuji85b2HdE/snyvBFWzFgY9x8qxt2WAuqnu69IMp9SaL0NdZMKiQaOlTcLgCYHH70Uq/9Uq/Wv+pV0/oWRBN60Kp596yjtpwK+8rn+/sXW4u2ixzFibSOQLMApPoC6WAn8QW5/Ji6NEOu1lf6ndTO6UZ9XfXkorX4b3IL5V6dVacK7ctOWK3eeSJrelOrzeq12XppGrW54nY5c6l9Tii1EyHmsfoql16aa7WGZKV2Mwhp3Iz6ONWzEUbPFxh9NuGTgq4/1IdMQp+/5jS7pk5kWowWbZWO3d0gBzxeiguk1nhh7BBDObhd80Fg7hPOaLYWg+WGRn1YpgBdn1GtpxdN5upGvKhOXfY7U2aKnLaKs06aI4oNBtaS+hLeYrP5bCE5z7bctiJBLuAm48TZtXX8ycT5/v5OFYppPFFWKAcwHyTSS9en1Pp2n6+KrHF7aqTcAl+Xdeqs7O5EJaXXtFpY5kuYzRbMKc7pzzkN6e7x0rV1Ve4uluE2YbQYtdhhiWnt6YTUR06aJ6DEi8Yza8+4LRI3Xo5xD8AqWyQawjvamR9c1r5G5SnL9VaMznkOYnbuMm6w+irVZB15nzbwrAQ7idsfRDj4Ulxos7ZnnY2htjDKd5RGForjbOlXYajn6BVv469P9VOB4CIhVt8oumkHwPjsfc+W6wRe9jmdHpfjeL9ZqLpGsThUhvTl3iXhpX//638f//r3f/+cnXMOnc1OhNzHv+JstdOvNSeh6VPYrzao653PG1oxZsXbXXeravNq7svPizWYzin8euJT0y29YzddtQSMlVCBuR0N3ABtkVHArak9nZYIj9jQ2aATrxXXjNp5wFaoRPUcV2hvtjBGN31n0sWnsqslLWm5BrFp/O6dR7vFpo6VWeuuLlR0u17R67wkxtJaHetEU8rF97mXp4mCqNX8ai5b3d2xZC4IY+Cu5Dys89O5PI9AthGcLmMrNpwV+8l5EFHsfCVfppQ+D0zm6UxxvbelSdtc1phOcVGjvC6sKFMtsgaXnC9GoXT3foMmnnPLN4/7jZZnnbSFNVNzZPEsUyyLlxjNAqcWOW1qup78olMaQXK/pfj0jfNApl4csJ5Tuk0vR19HYAmTSBF4zDmySL7OoF6pIHng31K/z2enqy2LvmKHJ6c96XZ6m5eNna1S19xBzyAG1Qla/UC2nATJ/XJakuiiSts/toPssb1j3K3LzsiMXT0trGnk2JMum4uOczlXmOcnOQWSlKNVeqVKxXY/5DYm38EkOsLb0dCSGrG5pu6Do0q3NPbZZaOY+7i+3OM6fMm0K5xEl2QUcyflJnltyRImFUDgYa8h1dTH5aRoZVWsUvFqeXGCQvZi7y4rex70LMrsAd4F2Zfdv/oJyvz/hbZ8gphZ2mfuU4M2Mrp0//G8tqV8ZaFtpOWelaK8ZBDjL/8HytGL5WMZAAAfiwgEAAAAAAD/BgBCQwIAGwADAAAAAAAAAAAA'],
 'samples.tsv': ['text',
                 'family_id\tsample_id\tfather_id\tmother_id\tsex\n'
                 'FAM1392\tFAM1392\t0\t0\t2\n'
                 'FAM1791\tFAM1791\t0\t0\t2\n'
                 'FAM2161\tFAM2161\t0\t0\t2\n'
                 'FAM2346\tFAM2346\t0\t0\t2\n'
                 'FAM2415\tFAM2415\t0\t0\t1\n'
                 'FAM2845\tFAM2845\t0\t0\t1\n'
                 'FAM01\tFAM3613\t0\t0\t2\n'
                 'FAM01\tFAM4587\tFAM8500\tFAM3613\t2\n'
                 'FAM4992\tFAM4992\t0\t0\t1\n'
                 'FAM6349\tFAM6349\t0\t0\t1\n'
                 'FAM01\tFAM8500\t0\t0\t1\n']}
HIDDEN_TRUTH = {'digest': '1024cb4f110b576d223f643715e18d549ef0f70eeece40b5f33e250c706b0bd3',
 'failed': {'FAM4587': ['mendel']},
 'n_records': 85,
 'samples': ['FAM6349',
             'FAM8500',
             'FAM4587',
             'FAM4992',
             'FAM3613',
             'FAM2845',
             'FAM2346',
             'FAM1791',
             'FAM2161',
             'FAM2415',
             'FAM1392'],
 'table': {'FAM1392': {'called': 85, 'het': 41, 'hom_alt': 20, 'mendel_errors': 'NA'},
           'FAM1791': {'called': 81, 'het': 27, 'hom_alt': 22, 'mendel_errors': 'NA'},
           'FAM2161': {'called': 85, 'het': 32, 'hom_alt': 26, 'mendel_errors': 'NA'},
           'FAM2346': {'called': 82, 'het': 31, 'hom_alt': 19, 'mendel_errors': 'NA'},
           'FAM2415': {'called': 82, 'het': 25, 'hom_alt': 25, 'mendel_errors': 'NA'},
           'FAM2845': {'called': 83, 'het': 23, 'hom_alt': 23, 'mendel_errors': 'NA'},
           'FAM3613': {'called': 82, 'het': 35, 'hom_alt': 20, 'mendel_errors': 'NA'},
           'FAM4587': {'called': 82, 'het': 38, 'hom_alt': 25, 'mendel_errors': 5},
           'FAM4992': {'called': 83, 'het': 29, 'hom_alt': 20, 'mendel_errors': 'NA'},
           'FAM6349': {'called': 83, 'het': 22, 'hom_alt': 29, 'mendel_errors': 'NA'},
           'FAM8500': {'called': 84, 'het': 27, 'hom_alt': 26, 'mendel_errors': 'NA'}}}

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
