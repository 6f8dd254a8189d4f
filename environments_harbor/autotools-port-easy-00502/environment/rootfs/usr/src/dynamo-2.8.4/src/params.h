#ifndef DYNAMO_PARAMS_H
#define DYNAMO_PARAMS_H

/* Development defaults; the production values are passed by the build system (Makefile.am). */
#ifndef STEPS_CAP
#define STEPS_CAP (2000)
#endif
#ifndef HASH_A
#define HASH_A (11)
#endif
#ifndef HASH_B
#define HASH_B (-16)
#endif
#ifndef HASH_C
#define HASH_C (59)
#endif
#ifndef HASH_M
#define HASH_M (66788)
#endif
#ifndef GCD_K
#define GCD_K (12)
#endif

#endif
